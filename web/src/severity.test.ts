import { describe, expect, it } from "vitest";
import { healthFirst, overallSeverity, severityWord } from "./severity";

const d = (severity: "info" | "warning" | "critical") => ({
  label: "X",
  severity,
  rank: null,
  summary: "",
  evidence: {},
  action: "",
});

describe("overall severity", () => {
  it("is the worst of step time, memory and health", () => {
    expect(
      overallSeverity({ step_time: d("info"), step_memory: d("warning"), health: d("info") }),
    ).toBe("warning");
    expect(overallSeverity({ step_time: d("critical"), step_memory: d("warning") })).toBe(
      "critical",
    );
    expect(overallSeverity({ step_time: d("info") })).toBe("info");
    // A NaN loss (training, critical) outranks a healthy step.
    expect(overallSeverity({ step_time: d("info"), training: d("critical") })).toBe("critical");
  });
  it("ignores context findings and handles no data", () => {
    expect(overallSeverity({ context: [d("critical")] })).toBe(null);
    expect(overallSeverity(null)).toBe(null);
    expect(severityWord(null)).toBe("No data");
    expect(severityWord("critical")).toBe("Critical");
  });
});

describe("health first", () => {
  it("puts HANG, RANK FAILED and STOPPED before the step diagnoses, nothing else", () => {
    for (const label of ["HANG", "RANK FAILED", "STOPPED"])
      expect(healthFirst({ ...d("critical"), label })).toBe(true);
    for (const label of ["OK", "NO DATA"]) expect(healthFirst({ ...d("info"), label })).toBe(false);
    expect(healthFirst(null)).toBe(false);
    expect(healthFirst(undefined)).toBe(false);
  });
});
