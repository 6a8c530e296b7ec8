// uPlot charts of the run page: stacked step-time phases (median rank / worst per phase),
// step memory (median vs worst peak) and the logged loss (median vs worst rank). Data
// comes ready from series.ts.
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { h } from "./dom";
import { fmtBytes, fmtCount, fmtLoss, fmtMs, fmtRank } from "./format";
import { LOSS_METRIC, lossRange, stack, type ChartData } from "./series";
import { cssVar, phaseColor, withAlpha } from "./theme";

export interface ChartCallbacks {
  /** A range of steps was selected by dragging. */
  onZoom(from: number, to: number): void;
  /** The user asked for the whole run again (double click). */
  onReset(): void;
}

const CURSOR_SYNC = "steplens-steps";

function axes(yFormat: (v: number) => string): uPlot.Axis[] {
  const stroke = cssVar("--muted", "#667");
  const grid = { stroke: cssVar("--grid", "#e4e7ec"), width: 1 };
  const ticks = { stroke: cssVar("--grid", "#e4e7ec"), width: 1, size: 4 };
  const font = "11px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  return [
    {
      stroke,
      grid,
      ticks,
      font,
      values: (_u, vals) => vals.map((v) => (v == null ? "" : fmtCount(v))),
    },
    {
      stroke,
      grid,
      ticks,
      font,
      size: 64,
      values: (_u, vals) => vals.map((v) => (v == null ? "" : yFormat(v))),
    },
  ];
}

function baseOpts(
  width: number,
  height: number,
  cb: ChartCallbacks,
  readout: (u: uPlot, idx: number | null) => void,
): uPlot.Options {
  return {
    width,
    height,
    legend: { show: false },
    padding: [8, 8, 0, 0],
    cursor: {
      sync: { key: CURSOR_SYNC },
      drag: { x: true, y: false, setScale: false },
      points: { size: 6 },
    },
    select: { show: true, left: 0, top: 0, width: 0, height: 0 },
    scales: { x: { time: false } },
    series: [{}],
    hooks: {
      setCursor: [(u) => readout(u, u.cursor.idx ?? null)],
      setSelect: [
        (u) => {
          if (u.select.width < 4) return;
          const from = Math.floor(u.posToVal(u.select.left, "x"));
          const to = Math.ceil(u.posToVal(u.select.left + u.select.width, "x"));
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          if (to > from) cb.onZoom(from, to);
        },
      ],
      ready: [
        (u) => {
          u.over.addEventListener("dblclick", () => cb.onReset());
        },
      ],
    },
  };
}

/** Step-time chart: the stacked phases of either the median rank or the worst per phase. */
export class PhaseChart {
  readonly el: HTMLElement;
  private plot: uPlot | null = null;
  private readoutEl: HTMLElement;
  private phases: string[] = [];
  private data: ChartData | null = null;
  private yMax = 0;

  constructor(
    private which: "median" | "worst",
    private cb: ChartCallbacks,
  ) {
    this.readoutEl = h("div", { class: "readout" }, "\u00a0");
    this.el = h("div", { class: "chart", "data-testid": `phase-chart-${which}` }, this.readoutEl);
  }

  /** Columns of this chart (stacked cumulative values), for a shared y range. */
  private columns(d: ChartData, phases: string[]): (number | null)[][] {
    const src = this.which === "median" ? d.median : d.worst;
    return stack(phases.map((p) => src[p] ?? []));
  }

  topOf(d: ChartData, phases: string[]): number {
    const cols = this.columns(d, phases);
    const top = cols.length ? cols[cols.length - 1] : [];
    let m = 0;
    for (const v of top) if (v !== null && v > m) m = v;
    return m;
  }

  set(d: ChartData, phases: string[], yMax: number, width: number, height: number): void {
    this.data = d;
    const rebuild = !this.plot || phases.join() !== this.phases.join();
    this.phases = phases;
    this.yMax = yMax;
    const cols = this.columns(d, phases);
    // Draw from the top layer down so every band shows (each fills to zero).
    const data = [d.step, ...cols.slice().reverse()] as uPlot.AlignedData;
    if (rebuild) {
      this.plot?.destroy();
      const opts = baseOpts(width, height, this.cb, (u, idx) => this.readout(u, idx));
      opts.axes = axes(fmtMs);
      opts.scales = {
        x: { time: false },
        y: { range: () => [0, this.yMax > 0 ? this.yMax * 1.05 : 1] },
      };
      opts.series = [
        {},
        ...phases
          .slice()
          .reverse()
          .map((p) => ({
            label: p,
            stroke: phaseColor(p),
            width: 1,
            fill: withAlpha(phaseColor(p), 0.85),
            points: { show: false },
          })),
      ];
      this.plot = new uPlot(opts, data, this.el);
    } else {
      this.plot!.setData(data);
    }
  }

  resize(width: number, height: number): void {
    this.plot?.setSize({ width, height });
  }

  private readout(u: uPlot, idx: number | null): void {
    const d = this.data;
    if (!d || idx === null || idx < 0 || idx >= d.step.length) {
      this.readoutEl.textContent = "\u00a0";
      return;
    }
    const src = this.which === "median" ? d.median : d.worst;
    const first = d.step[idx];
    const stepTxt =
      d.bucketSteps > 1
        ? `steps ${fmtCount(first)}–${fmtCount(first + d.bucketSteps - 1)}`
        : `step ${fmtCount(first)}`;
    const parts = this.phases.map((p) => {
      const rank = this.which === "worst" ? d.worstRank[p]?.[idx] : null;
      const r = rank !== null && rank !== undefined ? ` (r${rank})` : "";
      return h(
        "span",
        { class: "ro-item" },
        h("i", { class: "swatch", style: `background:${phaseColor(p)}` }),
        `${p} ${fmtMs(src[p]?.[idx])}${r}`,
      );
    });
    this.readoutEl.replaceChildren(h("b", null, stepTxt), ...parts);
    void u;
  }

  destroy(): void {
    this.plot?.destroy();
    this.plot = null;
  }
}

/** What distinguishes the worst-vs-median charts (memory, loss). */
interface WorstMedianSpec {
  testid: string;
  fmt: (v: number | null | undefined) => string;
  range: (lo: number | null, hi: number | null) => [number, number];
  labels: [worst: string, median: string];
  fillMedian: boolean;
  /** Per step: the worst value, its rank and the median (columns of d.step's length). */
  columns(d: ChartData): {
    worst: (number | null)[];
    worstRank: (number | null)[];
    median: (number | null)[];
  };
}

/** A value's worst rank and median across ranks over steps (memory, loss). */
class WorstMedianChart {
  readonly el: HTMLElement;
  private plot: uPlot | null = null;
  private readoutEl: HTMLElement;
  private data: ChartData | null = null;

  constructor(
    private cb: ChartCallbacks,
    private spec: WorstMedianSpec,
  ) {
    this.readoutEl = h("div", { class: "readout" }, "\u00a0");
    this.el = h("div", { class: "chart", "data-testid": spec.testid }, this.readoutEl);
  }

  set(d: ChartData, width: number, height: number): void {
    this.data = d;
    const c = this.spec.columns(d);
    const data = [d.step, c.worst, c.median] as uPlot.AlignedData;
    if (!this.plot) {
      const opts = baseOpts(width, height, this.cb, (_u, idx) => this.readout(idx));
      opts.axes = axes(this.spec.fmt);
      opts.scales = { x: { time: false }, y: { range: (_u, lo, hi) => this.spec.range(lo, hi) } };
      const worst = cssVar("--bad", "#d9480f");
      const median = cssVar("--accent", "#4c6ef5");
      opts.series = [
        {},
        { label: this.spec.labels[0], stroke: worst, width: 2, points: { show: false } },
        {
          label: this.spec.labels[1],
          stroke: median,
          width: 2,
          fill: this.spec.fillMedian ? withAlpha(median, 0.08) : undefined,
          points: { show: false },
        },
      ];
      this.plot = new uPlot(opts, data, this.el);
    } else this.plot.setData(data);
  }

  resize(width: number, height: number): void {
    this.plot?.setSize({ width, height });
  }

  private readout(idx: number | null): void {
    const d = this.data;
    if (!d || idx === null || idx < 0 || idx >= d.step.length) {
      this.readoutEl.textContent = "\u00a0";
      return;
    }
    const c = this.spec.columns(d);
    const first = d.step[idx];
    const stepTxt =
      d.bucketSteps > 1
        ? `steps ${fmtCount(first)}–${fmtCount(first + d.bucketSteps - 1)}`
        : `step ${fmtCount(first)}`;
    this.readoutEl.replaceChildren(
      h("b", null, stepTxt),
      h(
        "span",
        { class: "ro-item" },
        h("i", { class: "swatch worst" }),
        `worst ${this.spec.fmt(c.worst[idx])} (${fmtRank(c.worstRank[idx])})`,
      ),
      h(
        "span",
        { class: "ro-item" },
        h("i", { class: "swatch median" }),
        `median ${this.spec.fmt(c.median[idx])}`,
      ),
    );
  }

  destroy(): void {
    this.plot?.destroy();
    this.plot = null;
  }
}

/** Step memory: worst and median peak over steps. */
export class MemoryChart extends WorstMedianChart {
  constructor(cb: ChartCallbacks) {
    super(cb, {
      testid: "memory-chart",
      fmt: fmtBytes,
      range: rangeAround,
      labels: ["worst peak", "median peak"],
      fillMedian: true,
      columns: (d) => ({ worst: d.memWorst, worstRank: d.memWorstRank, median: d.memMedian }),
    });
  }
}

/** The logged loss per step: the worst (highest) rank's and the median across ranks. */
export class LossChart extends WorstMedianChart {
  constructor(cb: ChartCallbacks) {
    super(cb, {
      testid: "chart-loss",
      fmt: fmtLoss,
      range: lossRange,
      labels: ["worst rank", "median"],
      fillMedian: false,
      columns: (d) => {
        const blank = () => new Array<number | null>(d.step.length).fill(null);
        return {
          worst: d.worst[LOSS_METRIC] ?? blank(),
          worstRank: d.worstRank[LOSS_METRIC] ?? blank(),
          median: d.median[LOSS_METRIC] ?? blank(),
        };
      },
    });
  }
}

/** A y range that shows small changes of a large value (memory) without starting at zero. */
function rangeAround(lo: number | null, hi: number | null): [number, number] {
  if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  const span = hi - lo;
  const pad = span > 0 ? span * 0.1 : Math.max(1, Math.abs(hi) * 0.05);
  return [Math.max(0, lo - pad), hi + pad];
}
