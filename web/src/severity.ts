// Severity ordering for display (the diagnosis itself comes from the server).
import type { Diagnosis, DiagnosisSet, Severity } from "./types";

const ORDER: Record<Severity, number> = { info: 0, warning: 1, critical: 2 };

export function severityRank(s: string | null | undefined): number {
  return s && s in ORDER ? ORDER[s as Severity] : -1;
}

/** The worst severity of the step-time, step-memory, training and health diagnoses; null when none. */
export function overallSeverity(d: DiagnosisSet | null | undefined): Severity | null {
  if (!d) return null;
  const all = [d.step_time, d.step_memory, d.training, d.health].filter((x): x is Diagnosis => !!x);
  let best: Severity | null = null;
  for (const x of all) if (severityRank(x.severity) > severityRank(best)) best = x.severity;
  return best;
}

export function severityWord(s: Severity | null): string {
  switch (s) {
    case "critical":
      return "Critical";
    case "warning":
      return "Warning";
    case "info":
      return "OK";
    default:
      return "No data";
  }
}

/** HANG, RANK FAILED and STOPPED come before every other diagnosis (rail, header). */
export function healthFirst(d: Diagnosis | null | undefined): boolean {
  return !!d && (d.label === "HANG" || d.label === "RANK FAILED" || d.label === "STOPPED");
}
