// Deep mode's per-layer view: the shapes the card draws (views/layers.ts), from the server's
// GET /api/runs/<id>/layers. Pure: the statistics (median, worst, worst rank, the heatmap's
// rank columns) come from the server; this only scales and colours them.
import type { DeepState } from "./deep_switch";
import { colorAt } from "./heatmap_scale";

export type LayerPhase = "forward" | "backward";
export const LAYER_PHASES: LayerPhase[] = ["forward", "backward"];

export interface LayerFigure {
  median_ms: number | null;
  worst_ms: number | null;
  worst_rank: number | null;
  /** One value per heatmap column (the slowest rank of the column); null: not measured. */
  by_column_ms: (number | null)[];
}

export interface LayerModule {
  name: string;
  depth: number;
  forward: LayerFigure;
  backward: LayerFigure;
  activation_bytes: number | null;
  /** The allocator's allocated bytes after the module's forward less before (signed; CUDA). */
  alloc_delta_bytes?: number | null;
  steps: number;
}

export interface LayerView {
  available: boolean;
  first_step: number | null;
  last_step: number | null;
  profiled_steps: number;
  rank_steps: number;
  world_size: number;
  columns: { first_rank: number; last_rank: number }[];
  modules: LayerModule[];
  skipped_rows: number;
  note?: string;
  /** Deep mode's switch: whether this run can be switched, and its mode (deep_switch.ts). */
  deep?: DeepState;
}

export interface BarRow {
  name: string;
  depth: number;
  median: number | null;
  worst: number | null;
  worstRank: number | null;
  /** Bar lengths as fractions of the longest worst time of the phase (0..1). */
  medianFrac: number;
  worstFrac: number;
}

function frac(v: number | null, top: number): number {
  return v === null || !Number.isFinite(v) || top <= 0 ? 0 : Math.min(1, Math.max(0, v / top));
}

/** One row per module (in the server's tree order) with its median and worst-rank bars,
 *  scaled to the phase's longest worst time. */
export function barRows(view: LayerView, phase: LayerPhase): BarRow[] {
  let top = 0;
  for (const m of view.modules) {
    const w = m[phase].worst_ms;
    if (w !== null && Number.isFinite(w)) top = Math.max(top, w);
  }
  return view.modules.map((m) => ({
    name: m.name,
    depth: m.depth,
    median: m[phase].median_ms,
    worst: m[phase].worst_ms,
    worstRank: m[phase].worst_rank,
    medianFrac: frac(m[phase].median_ms, top),
    worstFrac: frac(m[phase].worst_ms, top),
  }));
}

/** A heatmap cell at this many times its module's median rank is drawn in the top colour. */
export const HEAT_RATIO_TOP = 2;

/** A cell's colour: how far its time lies above its module's median across ranks (1× the
 *  bottom colour, HEAT_RATIO_TOP× and more the top), so a slow rank stands out in every
 *  module, large or small. null: not measured (drawn as an empty cell). */
export function heatColor(
  value: number | null,
  median: number | null,
): [number, number, number] | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (median === null || !Number.isFinite(median) || median <= 0) return colorAt(0);
  return colorAt((value / median - 1) / (HEAT_RATIO_TOP - 1));
}

/** The heatmap cell a point (x, y) of the plot area (w × h) falls in; null outside. */
export function heatCellAt(
  view: LayerView,
  x: number,
  y: number,
  w: number,
  h: number,
): { module: number; column: number } | null {
  const rows = view.modules.length;
  const cols = view.columns.length;
  if (rows === 0 || cols === 0 || x < 0 || y < 0 || x >= w || y >= h) return null;
  return {
    module: Math.min(rows - 1, Math.floor((y / h) * rows)),
    column: Math.min(cols - 1, Math.floor((x / w) * cols)),
  };
}

/** A heatmap column's ranks: "rank 3" or "ranks 0–7". */
export function columnLabel(c: { first_rank: number; last_rank: number }): string {
  return c.first_rank === c.last_rank
    ? `rank ${c.first_rank}`
    : `ranks ${c.first_rank}–${c.last_rank}`;
}

/** The steps the view covers, for its caption. */
export function layersScope(view: LayerView): string {
  if (view.first_step === null || view.last_step === null) return "";
  const steps =
    view.first_step === view.last_step
      ? `step ${view.first_step}`
      : `steps ${view.first_step}–${view.last_step}`;
  return `${view.profiled_steps} profiled step${view.profiled_steps === 1 ? "" : "s"} (${steps}), mean per step of each rank`;
}
