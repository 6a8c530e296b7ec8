// Formatting of API values for display. Pure functions; missing (null/undefined/NaN) → "—".

export const DASH = "—";

type Num = number | null | undefined;

function missing(v: Num): v is null | undefined {
  return v === null || v === undefined || !Number.isFinite(v);
}

/** Milliseconds with a precision that suits the magnitude: 0.042 ms, 4.41 ms, 44.0 ms, 1.52 s. */
export function fmtMs(v: Num): string {
  if (missing(v)) return DASH;
  const a = Math.abs(v);
  if (a >= 10_000) return `${(v / 1000).toFixed(1)} s`;
  if (a >= 1000) return `${(v / 1000).toFixed(2)} s`;
  if (a >= 100) return `${v.toFixed(0)} ms`;
  if (a >= 10) return `${v.toFixed(1)} ms`;
  if (a >= 1) return `${v.toFixed(2)} ms`;
  if (a === 0) return "0 ms";
  return `${v.toFixed(3)} ms`;
}

const BYTE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];

/** Binary byte units: 729907200 → "696 MiB". */
/** A signed byte count: "+1.50 MiB", "-512 B", "0 B". */
export function fmtSignedBytes(v: Num): string {
  if (missing(v)) return DASH;
  return v > 0 ? `+${fmtBytes(v)}` : fmtBytes(v);
}

export function fmtBytes(v: Num): string {
  if (missing(v)) return DASH;
  let x = Math.abs(v);
  let u = 0;
  while (x >= 1024 && u < BYTE_UNITS.length - 1) {
    x /= 1024;
    u++;
  }
  const sign = v < 0 ? "-" : "";
  const digits = u === 0 || x >= 100 ? 0 : x >= 10 ? 1 : 2;
  return `${sign}${x.toFixed(digits)} ${BYTE_UNITS[u]}`;
}

/** A GPU's throttle (clocks-event) reasons as the API names them: null → "—",
 * [] → "none" (full clocks), else the names joined. */
export function fmtThrottle(reasons: string[] | null | undefined): string {
  if (reasons === null || reasons === undefined) return DASH;
  return reasons.length ? reasons.join(", ") : "none";
}

/** A whole number with a unit, or "—": fmtUnit(1410, "MHz") → "1410 MHz". */
export function fmtUnit(v: Num, unit: string): string {
  return missing(v) ? DASH : `${v.toFixed(0)} ${unit}`;
}

/** A value already in percent: 86.41 → "86.4%". */
export function fmtPct(v: Num, digits = 1): string {
  if (missing(v)) return DASH;
  return `${v.toFixed(digits)}%`;
}

/** A signed change in percent: 12.3 → "+12.3%". */
export function fmtChangePct(v: Num): string {
  if (missing(v)) return DASH;
  const s = v > 0 ? "+" : v < 0 ? "−" : "±";
  return `${s}${Math.abs(v).toFixed(1)}%`;
}

/** A fraction 0..1 shown as percent: 0.7217 → "72.2%". */
export function fmtShare(v: Num): string {
  if (missing(v)) return DASH;
  return fmtPct(v * 100);
}

/** Seconds as a duration: 7.36 → "7.4 s", 4000 → "1h 06m". */
export function fmtDuration(s: Num): string {
  if (missing(s)) return DASH;
  if (s < 60) return `${s.toFixed(1)} s`;
  const total = Math.round(s);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  return `${m}m ${String(sec).padStart(2, "0")}s`;
}

/** Integer counts with thousands separators: 100000 → "100,000". */
export function fmtCount(v: Num): string {
  if (missing(v)) return DASH;
  return Math.round(v).toLocaleString("en-US");
}

/** Rates: steps/s with 3 significant digits. */
export function fmtRate(v: Num): string {
  if (missing(v)) return DASH;
  if (v >= 100) return v.toFixed(0);
  if (v >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

const RATE_UNITS = ["", "k", "M", "G", "T"];

/**
 * Throughput (samples/s, tokens/s) with 3 significant digits and SI prefixes:
 * 850 → "850", 12345 → "12.3k", 2.5e6 → "2.50M". The unit (/s) is the label's.
 */
export function fmtThroughput(v: Num): string {
  if (missing(v)) return DASH;
  if (v === 0) return "0";
  const sign = v < 0 ? "-" : "";
  // Round first, so that 999.6 becomes "1.00k" rather than "1000".
  let x = Number(Math.abs(v).toPrecision(3));
  let u = 0;
  while (x >= 1000 && u < RATE_UNITS.length - 1) {
    x /= 1000;
    u++;
  }
  const text =
    x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toPrecision(2);
  return `${sign}${text}${RATE_UNITS[u]}`;
}

/** A general number with about 3 significant digits; tiny/huge ones in scientific notation. */
export function fmtNumber(v: Num): string {
  if (missing(v)) return DASH;
  if (v === 0) return "0";
  const a = Math.abs(v);
  if (a < 1e-3 || a >= 1e9) return v.toExponential(1);
  if (Number.isInteger(v)) return fmtCount(v);
  if (a >= 100) return v.toFixed(0);
  if (a >= 10) return v.toFixed(1);
  if (a >= 1) return v.toFixed(2);
  return v.toPrecision(3);
}

/** A loss (steplens.log(loss=...)): 4 significant digits, scientific when tiny or huge:
 *  2.302585 → "2.303", 0.0123456 → "0.01235", 1.5e-5 → "1.50e-5", 0 → "0". */
export function fmtLoss(v: Num): string {
  if (missing(v)) return DASH;
  if (v === 0) return "0";
  const a = Math.abs(v);
  if (a < 1e-3 || a >= 1e6) return v.toExponential(2).replace("e+", "e");
  return String(Number(v.toPrecision(4)));
}

export function fmtRank(v: Num): string {
  if (missing(v)) return DASH;
  return `rank ${v}`;
}

/** A rank or a rank range of a grouped heatmap row. */
export function fmtRankRow(r: number | [number, number]): string {
  if (Array.isArray(r)) return r[0] === r[1] ? `${r[0]}` : `${r[0]}–${r[1]}`;
  return `${r}`;
}

/** Evidence key → words: "backward_compute_excess_ms" → "backward compute excess". */
export function evidenceLabel(key: string): string {
  const k = key.replace(/_(ms|bytes|pct|s)$/, "");
  const words = k.replace(/_/g, " ");
  return words === "p value" ? "p-value" : words;
}

/** Evidence value formatted by the unit its key names. */
export function evidenceValue(key: string, v: unknown): string {
  if (v === null || v === undefined) return DASH;
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "string") return v;
  if (typeof v !== "number") return JSON.stringify(v);
  if (key.endsWith("_ms")) return fmtMs(v);
  if (key.endsWith("_per_sec")) return fmtThroughput(v);
  if (key.endsWith("_bytes")) return fmtBytes(v);
  if (key.endsWith("_pct")) return fmtPct(v);
  if (key.endsWith("_s")) return fmtDuration(v);
  if (key.endsWith("_share") || key.endsWith("_fraction") || key === "cost_share")
    return fmtShare(v);
  if (key === "p_value") return v === 0 ? "0" : v.toExponential(1);
  if (key === "rank" || key.endsWith("_rank")) return `${v}`;
  return fmtNumber(v);
}

/** Ordered [label, value] rows for an evidence object (the server keeps them ordered). */
export function evidenceRows(
  evidence: Record<string, unknown> | null | undefined,
): [string, string][] {
  if (!evidence) return [];
  return Object.entries(evidence).map(([k, v]) => [evidenceLabel(k), evidenceValue(k, v)]);
}
