// Throughput (samples/s, tokens/s): which value to show. Missing and null both mean "not
// measured" (older servers send neither field); a measured 0 is a real 0.

type Num = number | null | undefined;

export function known(v: Num): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

/** The first measured value, in order of precedence (live status, window, whole run); else null. */
export function firstKnown(...vs: Num[]): number | null {
  for (const v of vs) if (known(v)) return v;
  return null;
}

/** Whether any value was measured (a table shows its throughput column only then). */
export function anyKnown(vs: Iterable<Num>): boolean {
  for (const v of vs) if (known(v)) return true;
  return false;
}

/**
 * The job's rate the run header shows: while live, the status (about once a second), else the
 * window, else the whole run; once finished, the whole run (summary.json's `run`).
 */
export function headerRate(live: boolean, status: Num, window: Num, run: Num): number | null {
  return live ? firstKnown(status, window, run) : firstKnown(run);
}
