// Canvas rank × step heatmap: one row per rank (or rank group), one column per step
// bucket, colour = mean of the metric in that bucket. Hover names rank, steps and value.
import { fillCell, preparedCanvas } from "./canvas";
import { h } from "./dom";
import { fmtCount, fmtMs, fmtRankRow } from "./format";
import {
  cellAt,
  colorAt,
  columnSteps,
  niceTicks,
  normalize,
  valueRange,
  type Range,
} from "./heatmap_scale";
import { cssVar } from "./theme";
import type { Heatmap } from "./types";

const LABEL_W = 56;
const AXIS_H = 18;
const MAX_ROW_H = 28;
const MIN_ROW_H = 2;

export class HeatmapView {
  readonly el: HTMLElement;
  private canvas: HTMLCanvasElement;
  private tip: HTMLElement;
  private legend: HTMLElement;
  private data: Heatmap | null = null;
  private range: Range | null = null;
  private width = 600;

  constructor() {
    this.canvas = h("canvas", { class: "heatmap-canvas", "data-testid": "heatmap-canvas" });
    this.tip = h("div", { class: "tip", hidden: true });
    this.legend = h("div", { class: "heat-legend" });
    this.el = h(
      "div",
      { class: "heatmap" },
      h("div", { class: "heat-wrap" }, this.canvas, this.tip),
      this.legend,
    );
    this.canvas.addEventListener("mousemove", (e) => this.hover(e));
    this.canvas.addEventListener("mouseleave", () => (this.tip.hidden = true));
  }

  rowHeight(): number {
    const rows = this.data?.ranks.length ?? 1;
    return Math.max(MIN_ROW_H, Math.min(MAX_ROW_H, Math.floor(220 / Math.max(1, rows))));
  }

  set(data: Heatmap, width: number): void {
    this.data = data;
    this.range = valueRange(data.values);
    this.width = width;
    this.draw();
    this.drawLegend();
  }

  resize(width: number): void {
    this.width = width;
    if (this.data) this.draw();
  }

  private draw(): void {
    const d = this.data;
    if (!d) return;
    const rows = d.ranks.length;
    const rowH = this.rowHeight();
    const plotW = Math.max(50, this.width - LABEL_W);
    const plotH = rows * rowH;
    const cssW = this.width;
    const cssH = plotH + AXIS_H;
    const g = preparedCanvas(this.canvas, cssW, cssH);
    if (!g) return;
    const cols = d.step.length;
    const empty = cssVar("--empty-cell", "#dde1e6");
    for (let r = 0; r < rows; r++) {
      const row = d.values[r] ?? [];
      for (let k = 0; k < cols; k++) {
        const v = row[k];
        if (v === null || v === undefined || !this.range) g.fillStyle = empty;
        else {
          const [cr, cg, cb] = colorAt(normalize(v, this.range));
          g.fillStyle = `rgb(${cr},${cg},${cb})`;
        }
        fillCell(g, LABEL_W, plotW, k, cols, r * rowH, rowH);
      }
    }
    // Rank labels (thinned when rows are short) and the step axis.
    const fg = cssVar("--muted", "#667");
    g.fillStyle = fg;
    g.font = "11px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
    g.textBaseline = "middle";
    const every = Math.max(1, Math.ceil(12 / rowH));
    for (let r = 0; r < rows; r += every)
      g.fillText(`r${fmtRankRow(d.ranks[r])}`, 4, r * rowH + rowH / 2);
    g.textBaseline = "top";
    if (cols > 0) {
      const first = d.step[0];
      const end = columnSteps(d, cols - 1)[1] + 1;
      for (const t of niceTicks(first, end - 1, Math.max(2, Math.floor(plotW / 110)))) {
        const x = LABEL_W + ((t - first) / Math.max(1, end - first)) * plotW;
        const label = fmtCount(t);
        const w = g.measureText(label).width;
        g.fillRect(x, plotH, 1, 3);
        g.fillText(label, Math.min(cssW - w, Math.max(LABEL_W, x - w / 2)), plotH + 5);
      }
    }
  }

  private drawLegend(): void {
    const r = this.range;
    if (!r || !this.data) {
      this.legend.replaceChildren(h("span", { class: "muted" }, "No data for this metric."));
      return;
    }
    const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => {
      const [a, b, c] = colorAt(t);
      return `rgb(${a},${b},${c}) ${t * 100}%`;
    });
    this.legend.replaceChildren(
      h("span", null, fmtMs(r.lo)),
      h("span", {
        class: "heat-bar",
        style: `background:linear-gradient(90deg, ${stops.join(", ")})`,
      }),
      h("span", null, `${r.clipped ? "≥ " : ""}${fmtMs(r.hi)}`),
      h(
        "span",
        { class: "muted" },
        ` mean ${this.data.metric} per ${this.data.bucket_steps > 1 ? `${this.data.bucket_steps} steps` : "step"}`,
      ),
    );
  }

  private hover(e: MouseEvent): void {
    const d = this.data;
    if (!d) return;
    const rect = this.canvas.getBoundingClientRect();
    const rowH = this.rowHeight();
    const x = e.clientX - rect.left - LABEL_W;
    const y = e.clientY - rect.top;
    const plotW = Math.max(50, this.width - LABEL_W);
    const cell = cellAt(d, x, y, plotW, d.ranks.length * rowH);
    if (!cell) {
      this.tip.hidden = true;
      return;
    }
    const [s0, s1] = columnSteps(d, cell.col);
    const v = d.values[cell.row]?.[cell.col] ?? null;
    const rank = d.ranks[cell.row];
    const rankTxt =
      Array.isArray(rank) && rank[0] !== rank[1]
        ? `ranks ${fmtRankRow(rank)} (max)`
        : `rank ${fmtRankRow(rank)}`;
    this.tip.replaceChildren(
      h("b", null, rankTxt),
      h("div", null, s0 === s1 ? `step ${fmtCount(s0)}` : `steps ${fmtCount(s0)}–${fmtCount(s1)}`),
      h("div", null, `${d.metric}: ${fmtMs(v)}`),
    );
    this.tip.hidden = false;
    const tx = Math.min(rect.width - 150, e.clientX - rect.left + 12);
    this.tip.style.left = `${Math.max(0, tx)}px`;
    this.tip.style.top = `${Math.max(0, y - 10)}px`;
  }
}
