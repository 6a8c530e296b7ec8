// The run page's per-layer card (deep mode): per module, the median rank's and the worst
// rank's time (bars), a module × rank heatmap (canvas), and deep mode's switch (off /
// sampled / every step) while `steplens run` runs the job. Everything it shows is computed
// by the server (GET /api/runs/<id>/layers); this draws it and sends the switch.
import { ApiError, type Api } from "../api";
import { deepSwitchView, type DeepModeName } from "../deep_switch";
import { fillCell, preparedCanvas } from "../canvas";
import { fill, h } from "../dom";
import { fmtBytes, fmtMs, fmtSignedBytes } from "../format";
import {
  barRows,
  columnLabel,
  heatCellAt,
  heatColor,
  LAYER_PHASES,
  layersScope,
  type LayerPhase,
  type LayerView,
} from "../layers";
import { cssVar, phaseColor, withAlpha } from "../theme";
import { card } from "./common";

const NAME_W = 170;
const MAX_ROW_H = 18;
const MIN_ROW_H = 4;
const HEAT_H = 260;
const INDENT_PX = 12;

export class LayersCard {
  readonly el: HTMLElement;
  private tools = h("div", { class: "card-tools" });
  private body = h("div");
  private table = h("div", { class: "layer-bars", "data-testid": "layers-table" });
  private canvas = h("canvas", { class: "heatmap-canvas", "data-testid": "layers-heatmap" });
  // Not "tip": the page's other tooltip is found by that class alone.
  private tip = h("div", { class: "layer-tip", hidden: true });
  private switchEl = h("div", { class: "deep-switch", "data-testid": "deep-switch" });
  private view: LayerView | null = null;
  private phase: LayerPhase = "forward";
  private width = 900;
  private api: Api | null = null;
  private id = "";
  private pending: DeepModeName | null = null;
  private switchError: string | null = null;

  constructor() {
    this.el = card("Layers (deep mode)", "card-layers", this.tools, this.body);
    this.el.hidden = true; // shown once the run has per-layer figures
    this.canvas.addEventListener("mousemove", (e) => this.hover(e));
    this.canvas.addEventListener("mouseleave", () => (this.tip.hidden = true));
  }

  /** Fetches the view; a run without deep mode's figures, and no switch, keeps the card
   *  hidden. */
  async load(api: Api, id: string): Promise<void> {
    this.api = api;
    this.id = id;
    let view: LayerView;
    try {
      view = await api.layers(id);
    } catch {
      return; // the rest of the page does not depend on it
    }
    this.view = view;
    this.el.hidden = !view.available && !view.deep?.switchable;
    if (!this.el.hidden) this.render();
  }

  private async switchTo(mode: DeepModeName): Promise<void> {
    if (!this.api || this.pending) return;
    this.pending = mode;
    this.switchError = null;
    this.renderSwitch();
    try {
      await this.api.switchDeep(this.id, mode);
    } catch (e) {
      this.switchError = e instanceof ApiError ? e.message : "The switch did not reach the server.";
    }
    this.pending = null;
    await this.load(this.api, this.id);
    this.renderSwitch();
  }

  private renderSwitch(): void {
    const v = deepSwitchView(this.view?.deep, !!this.api?.token, this.pending, this.switchError);
    fill(
      this.switchEl,
      h(
        "span",
        { class: "seg", role: "group", "aria-label": "deep mode" },
        v.choices.map((c) =>
          h(
            "button",
            {
              class: c.active ? "seg-on" : "",
              disabled: c.disabled,
              "aria-pressed": c.active ? "true" : "false",
              "data-testid": `deep-${c.mode}`,
              onclick: () => void this.switchTo(c.mode),
            },
            c.label,
          ),
        ),
      ),
      h("span", { class: "small", "data-testid": "deep-status" }, v.status),
      v.note ? h("span", { class: "muted small", "data-testid": "deep-note" }, v.note) : null,
    );
  }

  resize(width: number): void {
    this.width = width;
    if (this.view?.available) this.drawHeatmap();
  }

  private render(): void {
    const v = this.view!;
    this.renderSwitch();
    if (!v.available) {
      fill(this.tools, this.switchEl);
      fill(
        this.body,
        h("div", { class: "muted small" }, "No per-layer figures yet: switch deep mode on."),
      );
      return;
    }
    const sel = h(
      "select",
      {
        "aria-label": "layer phase",
        "data-testid": "layers-phase",
        onchange: (e: Event) => {
          this.phase = (e.target as HTMLSelectElement).value as LayerPhase;
          this.render();
        },
      },
      LAYER_PHASES.map((p) => h("option", { value: p, selected: p === this.phase }, p)),
    );
    fill(
      this.tools,
      this.switchEl,
      h("label", null, "Phase ", sel),
      h("span", { class: "muted small" }, layersScope(v)),
    );
    this.renderBars();
    fill(
      this.body,
      h("div", { class: "chart-title" }, "Per module: median rank and worst rank"),
      this.table,
      h("div", { class: "chart-title" }, "Module × rank (colour: times the module's median)"),
      h("div", { class: "heat-wrap" }, this.canvas, this.tip),
    );
    if (this.body.clientWidth > 0) this.width = this.body.clientWidth;
    this.drawHeatmap();
  }

  private renderBars(): void {
    const color = phaseColor(this.phase);
    const rows = barRows(this.view!, this.phase);
    const bytes = this.view!.modules.map((m) => m.activation_bytes);
    const alloc = this.view!.modules.map((m) => m.alloc_delta_bytes ?? null);
    fill(
      this.table,
      rows.map((r, i) =>
        h(
          "div",
          { class: "layer-row" },
          h(
            "span",
            {
              class: "layer-name",
              "data-testid": "layer-name",
              style: `padding-left:${r.depth * INDENT_PX}px`,
              title: r.name,
            },
            r.name,
          ),
          h(
            "span",
            { class: "layer-bar" },
            h("i", {
              class: "bar-worst",
              style: `width:${(r.worstFrac * 100).toFixed(1)}%;background:${withAlpha(color, 0.35)}`,
            }),
            h("i", {
              class: "bar-median",
              style: `width:${(r.medianFrac * 100).toFixed(1)}%;background:${color}`,
            }),
          ),
          h(
            "span",
            { class: "layer-figs small" },
            `${fmtMs(r.median)} · worst ${fmtMs(r.worst)}`,
            r.worstRank === null ? "" : ` (rank ${r.worstRank})`,
            bytes[i] === null ? "" : ` · ${fmtBytes(bytes[i])} kept`,
            alloc[i] === null ? "" : ` · allocator ${fmtSignedBytes(alloc[i])}`,
          ),
        ),
      ),
    );
  }

  private rowHeight(): number {
    const rows = this.view?.modules.length ?? 1;
    return Math.max(MIN_ROW_H, Math.min(MAX_ROW_H, Math.floor(HEAT_H / Math.max(1, rows))));
  }

  private drawHeatmap(): void {
    const v = this.view;
    if (!v) return;
    const rowH = this.rowHeight();
    const cols = v.columns.length;
    const plotW = Math.max(50, this.width - NAME_W);
    const cssW = this.width;
    const g = preparedCanvas(this.canvas, cssW, v.modules.length * rowH);
    if (!g) return;
    const empty = cssVar("--empty-cell", "#dde1e6");
    v.modules.forEach((m, r) => {
      const fig = m[this.phase];
      for (let k = 0; k < cols; k++) {
        const rgb = heatColor(fig.by_column_ms[k] ?? null, fig.median_ms);
        g.fillStyle = rgb ? `rgb(${rgb[0]},${rgb[1]},${rgb[2]})` : empty;
        fillCell(g, NAME_W, plotW, k, cols, r * rowH, rowH);
      }
    });
    g.fillStyle = cssVar("--muted", "#667");
    g.font = "11px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
    g.textBaseline = "middle";
    const every = Math.max(1, Math.ceil(12 / rowH));
    for (let r = 0; r < v.modules.length; r += every) {
      const m = v.modules[r];
      g.fillText(m.name, 4 + m.depth * INDENT_PX, r * rowH + rowH / 2, NAME_W - 8);
    }
  }

  private hover(e: MouseEvent): void {
    const v = this.view;
    if (!v) return;
    const rect = this.canvas.getBoundingClientRect();
    const rowH = this.rowHeight();
    const x = e.clientX - rect.left - NAME_W;
    const y = e.clientY - rect.top;
    const cell = heatCellAt(v, x, y, Math.max(50, this.width - NAME_W), v.modules.length * rowH);
    if (!cell) {
      this.tip.hidden = true;
      return;
    }
    const m = v.modules[cell.module];
    const fig = m[this.phase];
    const value = fig.by_column_ms[cell.column] ?? null;
    this.tip.replaceChildren(
      h("b", null, m.name),
      h("div", null, `${columnLabel(v.columns[cell.column])} · ${this.phase}`),
      h("div", null, `${fmtMs(value)} (median ${fmtMs(fig.median_ms)})`),
    );
    this.tip.hidden = false;
    this.tip.style.left = `${Math.max(0, Math.min(rect.width - 180, e.clientX - rect.left + 12))}px`;
    this.tip.style.top = `${Math.max(0, y - 10)}px`;
  }
}
