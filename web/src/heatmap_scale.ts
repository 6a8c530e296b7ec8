// Colour scale and hit testing for the rank × step heatmap. Pure; the canvas drawing is heatmap.ts.
import type { Heatmap } from "./types";

/** Sequential palette (dark blue → teal → yellow → red): equal steps read as equal changes,
 *  the slowest cells stand out in both colour schemes. */
const STOPS: [number, [number, number, number]][] = [
  [0.0, [38, 52, 110]],
  [0.3, [33, 128, 141]],
  [0.6, [94, 201, 98]],
  [0.8, [253, 201, 38]],
  [1.0, [220, 50, 32]],
];

export function colorAt(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  for (let i = 1; i < STOPS.length; i++) {
    const [t1, c1] = STOPS[i];
    const [t0, c0] = STOPS[i - 1];
    if (x <= t1) {
      const f = (x - t0) / (t1 - t0);
      return [0, 1, 2].map((k) => Math.round(c0[k] + (c1[k] - c0[k]) * f)) as [
        number,
        number,
        number,
      ];
    }
  }
  return STOPS[STOPS.length - 1][1];
}

export interface Range {
  lo: number;
  hi: number;
  /** Some cells are above hi (outliers drawn at the top colour). */
  clipped: boolean;
}

/** Fraction of cells allowed above the top of the colour scale: one stall of a few
 *  steps must not wash out a rank that is slow all the time. */
export const CLIP_FRACTION = 0.02;

/** Colour range of a matrix: the smallest measured cell to the 98th percentile (the max
 *  when that leaves no spread); null when nothing is measured. */
export function valueRange(values: (number | null)[][]): Range | null {
  const all: number[] = [];
  for (const row of values) for (const v of row) if (v !== null && Number.isFinite(v)) all.push(v);
  if (all.length === 0) return null;
  all.sort((a, b) => a - b);
  const lo = all[0];
  const max = all[all.length - 1];
  const k = Math.min(all.length - 1, Math.ceil((all.length - 1) * (1 - CLIP_FRACTION)));
  const hi = all[k] > lo ? all[k] : max;
  return { lo, hi, clipped: max > hi };
}

export function normalize(v: number, r: Range): number {
  return r.hi > r.lo ? (v - r.lo) / (r.hi - r.lo) : 0.5;
}

export interface Cell {
  row: number;
  col: number;
}

/** Which cell a point (x, y) in the plot area (w × h) falls in; null outside. */
export function cellAt(h: Heatmap, x: number, y: number, w: number, hgt: number): Cell | null {
  const rows = h.ranks.length;
  const cols = h.step.length;
  if (rows === 0 || cols === 0 || x < 0 || y < 0 || x >= w || y >= hgt) return null;
  const col = Math.min(cols - 1, Math.floor((x / w) * cols));
  const row = Math.min(rows - 1, Math.floor((y / hgt) * rows));
  return { row, col };
}

/** First and last step of a heatmap column. */
export function columnSteps(h: Heatmap, col: number): [number, number] {
  const first = h.step[col];
  const next =
    col + 1 < h.step.length ? h.step[col + 1] - 1 : first + Math.max(1, h.bucket_steps) - 1;
  return [first, Math.max(first, next)];
}

/** The metric the heatmap opens on: the phase the step-time diagnosis points at, so the
 *  culprit stands out (an input straggler's step is short: its time goes into the dataloader). */
export function defaultHeatmapMetric(
  label: string | null | undefined,
  phase: string | null | undefined,
): string {
  if (label === "INPUT STRAGGLER" || label === "INPUT-BOUND") return "dataloader";
  if (label === "COMPUTE STRAGGLER" && phase) return phase;
  return "step";
}

/** Round tick values (1, 2 or 5 × 10^k apart) inside [lo, hi], at most about maxTicks. */
export function niceTicks(lo: number, hi: number, maxTicks: number): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi < lo || maxTicks < 1) return [];
  if (hi === lo) return [lo];
  const raw = (hi - lo) / maxTicks;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const unit = Math.max(1, step);
  const out: number[] = [];
  for (let v = Math.ceil(lo / unit) * unit; v <= hi; v += unit) out.push(v);
  return out;
}
