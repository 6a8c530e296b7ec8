// Transforms of API step series for drawing: stacking, live appends, bounds.
import type { LiveStep, StepSeries } from "./types";

/** The step metric: the whole step, drawn as a line over the stacked phases. */
export const STEP_METRIC = "step";

/** The logged loss (steplens.log(loss=...)): the last metric when measured, in the loss's
 *  own unit (not ms), drawn in its own chart and never stacked. */
export const LOSS_METRIC = "loss";

/** The phases stacked in the step-time charts, bottom to top, in the order the API gives.
 *  The API lists the built-in phases (the aggregator's phase catalogue, h2d included) and
 *  wait before "step", the user's trace_time regions after it and "loss" last
 *  (docs/reference/http.md): the first add up to one iteration (dataloader fetch + the
 *  step; wait = step − compute), the regions overlap them and are not stacked. */
export function stackPhases(metrics: readonly string[]): string[] {
  const at = metrics.indexOf(STEP_METRIC);
  return at < 0 ? [] : metrics.slice(0, at).filter((m) => m !== LOSS_METRIC);
}

export type Col = (number | null)[];

/** Cumulative sums of the given columns for a stacked area chart. A missing value adds
 *  nothing to the stack but a point where every layer is missing stays null (a gap). */
export function stack(cols: Col[]): Col[] {
  if (cols.length === 0) return [];
  const n = cols[0].length;
  const out: Col[] = cols.map(() => new Array<number | null>(n).fill(null));
  for (let i = 0; i < n; i++) {
    let acc = 0;
    let any = false;
    for (let c = 0; c < cols.length; c++) {
      const v = cols[c][i];
      if (v !== null && v !== undefined && Number.isFinite(v)) {
        acc += v;
        any = true;
      }
      out[c][i] = any ? acc : null;
    }
    if (!any) for (let c = 0; c < cols.length; c++) out[c][i] = null;
  }
  return out;
}

/** The stacked phases present in the chart data (a phase never measured is not drawn). */
export function presentPhases(d: ChartData): string[] {
  return stackPhases(d.metrics).filter((p) => (d.median[p] ?? []).some((v) => v !== null));
}

/** Whether the chart data holds a logged loss anywhere (the loss chart is shown then). */
export function hasLoss(d: ChartData): boolean {
  const known = (c: Col | undefined) => (c ?? []).some((v) => v !== null && Number.isFinite(v));
  return known(d.median[LOSS_METRIC]) || known(d.worst[LOSS_METRIC]);
}

/** A y range for the loss chart: padded around the values, from 0 when none is negative
 *  and the padding would cross it (a loss may be negative; most are not). */
export function lossRange(lo: number | null, hi: number | null): [number, number] {
  if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  const span = hi - lo;
  const pad = span > 0 ? span * 0.08 : Math.abs(hi) > 0 ? Math.abs(hi) * 0.05 : 1;
  return [lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad];
}

/** Mutable, bounded columns for a step chart fed by the API and live SSE steps. */
export interface ChartData {
  /** Every metric with a column, in the API's order (see stackPhases). */
  metrics: string[];
  step: number[];
  median: Record<string, Col>;
  worst: Record<string, Col>;
  worstRank: Record<string, Col>;
  memMedian: Col;
  memWorst: Col;
  memWorstRank: Col;
  bucketSteps: number;
  /** Last step index covered (for live appends: only newer steps are added). */
  lastStep: number;
  /** Steps accumulated into the open (last) bucket when bucketSteps > 1. */
  openCount: number;
}

/** Chart data from an API series: a column for each metric it lists and for `extra` ones
 *  (all null where the series has none), in the series' order. */
export function fromSeries(s: StepSeries, extra: readonly string[] = [STEP_METRIC]): ChartData {
  const listed = Array.from(new Set([...s.metrics, ...extra]));
  // The loss stays last (an extra added after it, like "step", goes before it).
  const metrics = listed.includes(LOSS_METRIC)
    ? [...listed.filter((m) => m !== LOSS_METRIC), LOSS_METRIC]
    : listed;
  const pick = (r: Record<string, Col>, m: string) =>
    r[m] ? r[m].slice() : new Array(s.step.length).fill(null);
  const median: Record<string, Col> = {};
  const worst: Record<string, Col> = {};
  const worstRank: Record<string, Col> = {};
  for (const m of metrics) {
    median[m] = pick(s.median, m);
    worst[m] = pick(s.worst, m);
    worstRank[m] = pick(s.worst_rank, m);
  }
  const n = s.step.length;
  const bucket = Math.max(1, s.bucket_steps || 1);
  const last = n > 0 ? s.step[n - 1] + bucket - 1 : (s.from ?? 0) - 1;
  return {
    metrics,
    step: s.step.slice(),
    median,
    worst,
    worstRank,
    memMedian: s.memory ? s.memory.median_peak_bytes.slice() : new Array(n).fill(null),
    memWorst: s.memory ? s.memory.worst_peak_bytes.slice() : new Array(n).fill(null),
    memWorstRank: s.memory ? s.memory.worst_rank.slice() : new Array(n).fill(null),
    bucketSteps: bucket,
    lastStep: s.to !== null && s.to !== undefined && n > 0 ? Math.max(last, s.to) : last,
    openCount: bucket,
  };
}

function num(v: number | null | undefined): number | null {
  return v === null || v === undefined || !Number.isFinite(v) ? null : v;
}

interface StepStat {
  median: number | null;
  worst: number | null;
  worstRank: number | null;
}

/** One metric of a live step: a phase (ms) or the loss (its own key, not a phase). */
function statOf(s: LiveStep, metric: string): StepStat | null {
  if (metric === LOSS_METRIC) {
    const l = s.loss;
    return l ? { median: num(l.median), worst: num(l.worst), worstRank: num(l.worst_rank) } : null;
  }
  const p = s.phases[metric];
  return p
    ? { median: num(p.median_ms), worst: num(p.worst_ms), worstRank: num(p.worst_rank) }
    : null;
}

/** The metrics a live step measured, in the API's order (the loss last). */
function liveMetrics(s: LiveStep): string[] {
  const names = Object.keys(s.phases).filter((m) => m !== LOSS_METRIC);
  return s.loss ? [...names, LOSS_METRIC] : names;
}

function meanMerge(a: number | null, na: number, b: number | null, nb: number): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return (a * na + b * nb) / (na + nb);
}

function maxMerge(
  a: number | null,
  ar: number | null,
  b: number | null,
  br: number | null,
): [number | null, number | null] {
  if (a === null) return [b, br];
  if (b === null) return [a, ar];
  return b > a ? [b, br] : [a, ar];
}

/** Halve the resolution: merge neighbouring buckets (mean of medians, max of worsts). */
export function coarsen(d: ChartData): void {
  const n = d.step.length;
  const half = Math.ceil(n / 2);
  const mergeCols = (med: Col, wst: Col, wr: Col) => {
    const m2: Col = [];
    const w2: Col = [];
    const r2: Col = [];
    for (let i = 0; i < half; i++) {
      const a = 2 * i;
      const b = a + 1;
      if (b >= n) {
        m2.push(med[a]);
        w2.push(wst[a]);
        r2.push(wr[a]);
        continue;
      }
      m2.push(meanMerge(med[a], 1, med[b], 1));
      const [w, r] = maxMerge(wst[a], wr[a], wst[b], wr[b]);
      w2.push(w);
      r2.push(r);
    }
    return [m2, w2, r2] as const;
  };
  for (const m of Object.keys(d.median)) {
    const [a, b, c] = mergeCols(d.median[m], d.worst[m], d.worstRank[m]);
    d.median[m] = a;
    d.worst[m] = b;
    d.worstRank[m] = c;
  }
  const [mm, mw, mr] = mergeCols(d.memMedian, d.memWorst, d.memWorstRank);
  d.memMedian = mm;
  d.memWorst = mw;
  d.memWorstRank = mr;
  d.step = d.step.filter((_, i) => i % 2 === 0);
  // The open bucket now holds the old pair; when n was odd it keeps its old count.
  d.openCount = n % 2 === 0 ? d.bucketSteps + d.openCount : d.openCount;
  d.bucketSteps *= 2;
}

/** Adds a column (null so far) for each metric of `names` the data lacks, placed in the
 *  order of `names` (a live step lists its metrics in the API's order). */
export function addMetrics(d: ChartData, names: readonly string[]): void {
  names.forEach((name, i) => {
    if (d.median[name]) return;
    const blank = () => new Array<number | null>(d.step.length).fill(null);
    d.median[name] = blank();
    d.worst[name] = blank();
    d.worstRank[name] = blank();
    const next = names.slice(i + 1).find((n) => d.metrics.includes(n));
    const loss = d.metrics.indexOf(LOSS_METRIC);
    // Nothing named after it: at the end, but before the loss (always last).
    const end = name !== LOSS_METRIC && loss >= 0 ? loss : d.metrics.length;
    const at = next === undefined ? end : d.metrics.indexOf(next);
    d.metrics.splice(at, 0, name);
  });
}

/** Append live steps (in step order; older or repeated steps are ignored). Keeps at most
 *  maxPoints points by coarsening, so memory stays bounded however long the run. */
export function appendSteps(d: ChartData, steps: LiveStep[], maxPoints: number): number {
  let added = 0;
  for (const s of steps) {
    if (s.step <= d.lastStep) continue;
    addMetrics(d, liveMetrics(s));
    const n = d.step.length;
    const joinOpen = n > 0 && d.openCount < d.bucketSteps;
    if (joinOpen) {
      const i = n - 1;
      const k = d.openCount;
      for (const m of Object.keys(d.median)) {
        const p = statOf(s, m);
        d.median[m][i] = meanMerge(d.median[m][i], k, p?.median ?? null, 1);
        const [w, r] = maxMerge(
          d.worst[m][i],
          d.worstRank[m][i],
          p?.worst ?? null,
          p?.worstRank ?? null,
        );
        d.worst[m][i] = w;
        d.worstRank[m][i] = r;
      }
      d.memMedian[i] = meanMerge(d.memMedian[i], k, num(s.memory?.median_peak_bytes), 1);
      const [w, r] = maxMerge(
        d.memWorst[i],
        d.memWorstRank[i],
        num(s.memory?.worst_peak_bytes),
        num(s.memory?.worst_rank),
      );
      d.memWorst[i] = w;
      d.memWorstRank[i] = r;
      d.openCount++;
    } else {
      d.step.push(s.step);
      for (const m of Object.keys(d.median)) {
        const p = statOf(s, m);
        d.median[m].push(p?.median ?? null);
        d.worst[m].push(p?.worst ?? null);
        d.worstRank[m].push(p?.worstRank ?? null);
      }
      d.memMedian.push(num(s.memory?.median_peak_bytes));
      d.memWorst.push(num(s.memory?.worst_peak_bytes));
      d.memWorstRank.push(num(s.memory?.worst_rank));
      d.openCount = 1;
      if (d.step.length > maxPoints) coarsen(d);
    }
    d.lastStep = s.step;
    added++;
  }
  return added;
}

/** The phase with the largest value among the stacked ones (the "dominant split"). */
export function dominantPhase(
  values: Record<string, number | null | undefined>,
  phases: readonly string[],
): string | null {
  let best: string | null = null;
  let bestV = -Infinity;
  for (const p of phases) {
    const v = values[p];
    if (v !== null && v !== undefined && Number.isFinite(v) && v > bestV) {
      best = p;
      bestV = v;
    }
  }
  return best;
}
