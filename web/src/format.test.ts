import { describe, expect, it } from "vitest";
import {
  DASH,
  evidenceLabel,
  evidenceRows,
  evidenceValue,
  fmtBytes,
  fmtChangePct,
  fmtCount,
  fmtDuration,
  fmtLoss,
  fmtMs,
  fmtNumber,
  fmtPct,
  fmtRankRow,
  fmtRate,
  fmtShare,
  fmtSignedBytes,
  fmtThroughput,
  fmtThrottle,
  fmtUnit,
} from "./format";

describe("missing is not zero", () => {
  it("shows a dash for null, undefined and NaN everywhere", () => {
    for (const f of [
      fmtMs,
      fmtBytes,
      fmtSignedBytes,
      fmtPct,
      fmtShare,
      fmtDuration,
      fmtCount,
      fmtRate,
      fmtThroughput,
      fmtNumber,
      fmtChangePct,
      fmtLoss,
    ]) {
      expect(f(null)).toBe(DASH);
      expect(f(undefined)).toBe(DASH);
      expect(f(NaN)).toBe(DASH);
    }
  });
  it("shows a real zero as zero", () => {
    expect(fmtMs(0)).toBe("0 ms");
    expect(fmtBytes(0)).toBe("0 B");
    expect(fmtPct(0)).toBe("0.0%");
    expect(fmtThroughput(0)).toBe("0");
  });
});

describe("GPU figures", () => {
  it("tells missing throttle reasons from full clocks", () => {
    expect(fmtThrottle(null)).toBe(DASH);
    expect(fmtThrottle(undefined)).toBe(DASH);
    expect(fmtThrottle([])).toBe("none");
    expect(fmtThrottle(["sw_power_cap", "sw_thermal"])).toBe("sw_power_cap, sw_thermal");
  });
  it("shows a whole number with its unit, or a dash", () => {
    expect(fmtUnit(1410, "MHz")).toBe("1410 MHz");
    expect(fmtUnit(71.4, "°C")).toBe("71 °C");
    expect(fmtUnit(0, "W")).toBe("0 W");
    expect(fmtUnit(null, "MHz")).toBe(DASH);
  });
});

describe("units", () => {
  it("formats milliseconds by magnitude", () => {
    expect(fmtMs(0.0421)).toBe("0.042 ms");
    expect(fmtMs(4.406)).toBe("4.41 ms");
    expect(fmtMs(44.04)).toBe("44.0 ms");
    expect(fmtMs(512.4)).toBe("512 ms");
    expect(fmtMs(1520)).toBe("1.52 s");
    expect(fmtMs(65000)).toBe("65.0 s");
  });
  it("formats bytes in binary units", () => {
    expect(fmtBytes(729907200)).toBe("696 MiB");
    expect(fmtBytes(1536)).toBe("1.50 KiB");
    expect(fmtBytes(25325273088)).toBe("23.6 GiB");
    expect(fmtBytes(-2048)).toBe("-2.00 KiB");
  });
  it("signs a byte change", () => {
    expect(fmtSignedBytes(1536)).toBe("+1.50 KiB");
    expect(fmtSignedBytes(-512)).toBe("-512 B");
    expect(fmtSignedBytes(0)).toBe("0 B");
  });
  it("formats durations", () => {
    expect(fmtDuration(7.36)).toBe("7.4 s");
    expect(fmtDuration(125)).toBe("2m 05s");
    expect(fmtDuration(3960)).toBe("1h 06m");
  });
  it("formats percentages, shares and changes", () => {
    expect(fmtPct(86.41)).toBe("86.4%");
    expect(fmtShare(0.7217)).toBe("72.2%");
    expect(fmtChangePct(12.34)).toBe("+12.3%");
    expect(fmtChangePct(-5)).toBe("−5.0%");
    expect(fmtChangePct(0)).toBe("±0.0%");
  });
  it("formats counts, rates and plain numbers", () => {
    expect(fmtCount(100000)).toBe("100,000");
    expect(fmtRate(113.538)).toBe("114");
    expect(fmtRate(7.31)).toBe("7.31");
    expect(fmtNumber(1.577721810442021e-30)).toBe("1.6e-30");
    expect(fmtNumber(0.4119)).toBe("0.412");
    expect(fmtNumber(150)).toBe("150");
  });
  it("formats throughput with SI prefixes and 3 significant digits", () => {
    expect(fmtThroughput(0.5)).toBe("0.50");
    expect(fmtThroughput(0.004)).toBe("0.0040");
    expect(fmtThroughput(7.314)).toBe("7.31");
    expect(fmtThroughput(42.06)).toBe("42.1");
    expect(fmtThroughput(850.4)).toBe("850");
    expect(fmtThroughput(1000)).toBe("1.00k");
    expect(fmtThroughput(12345)).toBe("12.3k");
    expect(fmtThroughput(123456)).toBe("123k");
    expect(fmtThroughput(2.5e6)).toBe("2.50M");
    expect(fmtThroughput(3.21e9)).toBe("3.21G");
    expect(fmtThroughput(4.56e12)).toBe("4.56T");
    expect(fmtThroughput(7.8e15)).toBe("7800T");
    expect(fmtThroughput(-12345)).toBe("-12.3k");
  });
  it("carries rounding into the next prefix", () => {
    expect(fmtThroughput(9.996)).toBe("10.0");
    expect(fmtThroughput(99.96)).toBe("100");
    expect(fmtThroughput(999.6)).toBe("1.00k");
    expect(fmtThroughput(99_960)).toBe("100k");
    expect(fmtThroughput(999_600)).toBe("1.00M");
  });
  it("names grouped heatmap rows", () => {
    expect(fmtRankRow(3)).toBe("3");
    expect(fmtRankRow([0, 7])).toBe("0–7");
    expect(fmtRankRow([5, 5])).toBe("5");
  });
});

describe("evidence", () => {
  it("turns keys into words without their unit", () => {
    expect(evidenceLabel("backward_compute_excess_ms")).toBe("backward compute excess");
    expect(evidenceLabel("median_peak_bytes")).toBe("median peak");
    expect(evidenceLabel("p_value")).toBe("p-value");
    expect(evidenceLabel("worst_steps")).toBe("worst steps");
  });
  it("formats values by the unit the key names", () => {
    expect(evidenceValue("lateness_ms", 6.288)).toBe("6.29 ms");
    expect(evidenceValue("worst_peak_bytes", 729931776)).toBe("696 MiB");
    expect(evidenceValue("cost_share", 0.7217)).toBe("72.2%");
    expect(evidenceValue("input_fraction", 0.9916)).toBe("99.2%");
    expect(evidenceValue("skew_pct", 0)).toBe("0.0%");
    expect(evidenceValue("p_value", 1.577721810442021e-30)).toBe("1.6e-30");
    expect(evidenceValue("worst_rank", 1)).toBe("1");
    expect(evidenceValue("attribution", "arrival")).toBe("arrival");
    expect(evidenceValue("lateness_ms", null)).toBe(DASH);
    expect(evidenceValue("hook", true)).toBe("yes");
    expect(evidenceValue("baseline_samples_per_sec", 12345.6)).toBe("12.3k");
    expect(evidenceValue("tokens_per_sec", null)).toBe(DASH);
  });
  it("keeps the server's order", () => {
    const rows = evidenceRows({ steps: 100, worst_rank: 1, cost_share: 0.5, lateness_ms: null });
    expect(rows).toEqual([
      ["steps", "100"],
      ["worst rank", "1"],
      ["cost share", "50.0%"],
      ["lateness", DASH],
    ]);
    expect(evidenceRows(null)).toEqual([]);
  });
});

describe("fmtLoss", () => {
  it("shows 4 significant digits, scientific when tiny or huge", () => {
    expect(fmtLoss(2.302585)).toBe("2.303");
    expect(fmtLoss(0.0123456)).toBe("0.01235");
    expect(fmtLoss(10)).toBe("10");
    expect(fmtLoss(-0.5)).toBe("-0.5");
    expect(fmtLoss(1.5e-5)).toBe("1.50e-5");
    expect(fmtLoss(2.5e7)).toBe("2.50e7");
    expect(fmtLoss(0)).toBe("0");
  });
});
