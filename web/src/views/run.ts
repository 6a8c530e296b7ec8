// The run page: header, model-diagnostics rail, step-time analysis, rank × step heatmap,
// step-memory analysis, the logged loss (when there is one), system and process cards.
// Live runs update over SSE.
import type { Api } from "../api";
import { LossChart, MemoryChart, PhaseChart, type ChartCallbacks } from "../charts";
import { fill, h } from "../dom";
import {
  DASH,
  fmtBytes,
  fmtCount,
  fmtDuration,
  fmtMs,
  fmtPct,
  fmtRate,
  fmtThroughput,
  fmtThrottle,
  fmtUnit,
} from "../format";
import { HeatmapView } from "../heatmap";
import { defaultHeatmapMetric } from "../heatmap_scale";
import { phaseColor } from "../theme";
import { nodesTable } from "../nodes";
import { configFindings, environmentBody } from "../setup";
import { mergeProcessRanks, processRowsShown } from "../ranks";
import { maxPointsFor, withQuery } from "../route";
import {
  appendSteps,
  dominantPhase,
  fromSeries,
  hasLoss,
  presentPhases,
  stackPhases,
  STEP_METRIC,
  type ChartData,
} from "../series";
import { healthFirst, overallSeverity } from "../severity";
import { anyKnown, headerRate } from "../throughput";
import type {
  DiagnosisSet,
  LiveStatus,
  LiveStep,
  MemoryStat,
  PhaseStat,
  Summary,
  SystemSample,
  WindowRank,
  WindowView,
} from "../types";
import { brand, card, diagnosisCard, errorBox, kpi, severityBadge } from "./common";
import { LayersCard } from "./layers";

const PHASE_CHART_H = 190;
const MEMORY_CHART_H = 170;
const LOSS_CHART_H = 170;
const HEATMAP_REFRESH_MS = 5000;
const WINDOW_REFRESH_MS = 3000;
/** Live, until every rank sent its setup facts: the summary again at most this often, this
 *  many times (the facts come with each rank's first traced step). */
const ENV_REFRESH_MS = 10000;
const ENV_REFRESHES = 6;

interface ProcRow {
  rank: number;
  host: string | null;
  state: string;
  steps: number | null;
  samples: number | null;
  cpu: number | null;
  rss: number | null;
  gpu: number | null;
  drops: number | null;
}

export class RunPage {
  private summary: Summary | null = null;
  private window: WindowView | null = null;
  private diagnosis: DiagnosisSet | null = null;
  private status: LiveStatus | null = null;
  private live = false;
  private chartData: ChartData | null = null;
  private zoom: { from: number; to: number } | null = null;
  private heatMetric: string | null = null;
  private heatMetricChosen = false;
  private startedWallMs: number | null = null;
  private es: EventSource | null = null;
  private timers: number[] = [];
  private loadedAt = performance.now();
  private pendingDraw = false;
  private stepsReq: AbortController | null = null;

  private header = h("header", { class: "topbar" });
  private rail = h("aside", { class: "rail", "data-testid": "diagnostics-rail" });
  private railScope = h("div", { class: "muted small" });
  private stepKpis = h("div", { class: "kpis" });
  private phaseTable = h("div", { class: "table-wrap" });
  private legend = h("div", { class: "legend", "data-testid": "phase-legend" });
  private memKpis = h("div", { class: "kpis" });
  private systemBody = h("div");
  private processBody = h("div", { class: "table-wrap" });
  private envBody = h("div");
  /** Live: summary fetches left to pick up ranks' setup facts sent after the page loaded. */
  private envRefreshesLeft = ENV_REFRESHES;
  private lastEnvRefreshMs = 0;
  private heatControls = h("div", { class: "card-tools" });
  private zoomNote = h("div", { class: "zoom-note", hidden: true });
  private notice = h("div", { class: "notice", hidden: true });
  private medianChart: PhaseChart;
  private worstChart: PhaseChart;
  private memChart: MemoryChart;
  private lossChart: LossChart;
  private heat = new HeatmapView();
  private layers = new LayersCard();
  private chartsRow = h("div", { class: "charts2" });
  private memWrap = h("div");
  private lossWrap = h("div");
  /** Shown once the series has a logged loss (steplens.log(loss=...)). */
  private lossCard: HTMLElement;
  private resizeObs: ResizeObserver;

  constructor(
    private root: HTMLElement,
    private api: Api,
    private id: string,
  ) {
    const cb: ChartCallbacks = {
      onZoom: (a, b) => this.setZoom({ from: a, to: b }),
      onReset: () => this.setZoom(null),
    };
    this.medianChart = new PhaseChart("median", cb);
    this.worstChart = new PhaseChart("worst", cb);
    this.memChart = new MemoryChart(cb);
    this.lossChart = new LossChart(cb);
    this.chartsRow.append(
      h(
        "div",
        { class: "chart-col" },
        h("div", { class: "chart-title" }, "Median rank"),
        this.medianChart.el,
      ),
      h(
        "div",
        { class: "chart-col" },
        h("div", { class: "chart-title" }, "Worst rank per phase"),
        this.worstChart.el,
      ),
    );
    this.memWrap.append(this.memChart.el);
    this.lossWrap.append(this.lossChart.el);
    this.lossCard = card(
      "Loss",
      "card-loss",
      h(
        "div",
        { class: "legend" },
        h("span", { class: "ro-item" }, h("i", { class: "swatch worst" }), "worst (highest) rank"),
        h("span", { class: "ro-item" }, h("i", { class: "swatch median" }), "median across ranks"),
        h("span", { class: "muted small" }, "steplens.log(loss=…) per step"),
      ),
      this.lossWrap,
    );
    this.lossCard.hidden = true;
    this.resizeObs = new ResizeObserver(() => this.layoutCharts());
  }

  async start(): Promise<void> {
    document.title = `steplens · ${this.id}`;
    const stepCard = card(
      "Step time analysis",
      "card-step-time",
      this.stepKpis,
      this.zoomNote,
      this.chartsRow,
      this.legend,
      this.phaseTable,
    );
    const heatCard = card("Rank × step heatmap", "card-heatmap", this.heatControls, this.heat.el);
    const memCard = card("Step memory analysis", "card-memory", this.memKpis, this.memWrap);
    const sysCard = card("System", "card-system", this.systemBody);
    const procCard = card("Processes", "card-process", this.processBody);
    const envCard = card("Environment", "card-environment", this.envBody);
    fill(
      this.root,
      this.header,
      this.notice,
      h(
        "div",
        { class: "layout" },
        this.rail,
        h(
          "main",
          { class: "content" },
          stepCard,
          heatCard,
          this.layers.el,
          memCard,
          this.lossCard,
          h("div", { class: "cards2" }, sysCard, procCard),
          envCard,
        ),
      ),
    );
    this.renderHeader();
    fill(this.rail, h("div", { class: "muted pad" }, "Loading…"));
    this.resizeObs.observe(this.chartsRow);

    const stepsP = this.loadSteps();
    // The run's start time (live duration); not needed for the first paint.
    void this.api
      .runs()
      .then((r) => {
        this.startedWallMs =
          (r.runs.find((x) => x.id === this.id)?.started_wall_ns ?? 0) / 1e6 || null;
        this.renderHeader();
      })
      .catch(() => undefined);
    let summary: Summary;
    let win: WindowView | null;
    try {
      [summary, win] = await Promise.all([
        this.api.summary(this.id),
        this.api.window(this.id).catch(() => null),
      ]);
    } catch (e) {
      fill(this.root, this.header, errorBox((e as Error).message));
      return;
    }
    this.summary = summary;
    this.window = win;
    this.live = !!(summary.live ?? win?.live);
    this.diagnosis =
      this.live && win
        ? { ...win.diagnosis, health: win.diagnosis.health ?? summary.diagnosis.health }
        : summary.diagnosis;
    this.renderAll();
    this.heatMetric = defaultHeatmapMetric(
      this.diagnosis?.step_time?.label,
      this.diagnosis?.step_time?.phase,
    );
    this.renderHeatControls();
    void this.loadHeatmap();
    void this.layers.load(this.api, this.id);
    await stepsP;
    if (this.live) this.connect();
  }

  // ---- data loading -------------------------------------------------------------------

  private chartWidth(): number {
    const w = this.chartsRow.clientWidth;
    return w > 0 ? w : 900;
  }

  private async loadSteps(): Promise<void> {
    this.stepsReq?.abort();
    const ctl = new AbortController();
    this.stepsReq = ctl;
    try {
      const s = await this.api.steps(
        this.id,
        {
          from: this.zoom?.from ?? null,
          to: this.zoom?.to ?? null,
          max_points:
            (!this.zoom && this.api.earlyMaxPoints(this.id)) ||
            maxPointsFor(this.halfWidth(this.chartWidth())),
        },
        ctl.signal,
      );
      this.chartData = fromSeries(s);
      this.setPhasesShown(presentPhases(this.chartData));
      this.renderStepKpis();
      this.drawCharts();
    } catch (e) {
      if ((e as Error).name !== "AbortError") this.showNotice((e as Error).message);
    }
  }

  /** The stacked phases drawn: those measured, in the API's order (series.stackPhases). */
  private phasesShown: string[] = [];

  private setPhasesShown(phases: string[]): void {
    const same =
      phases.length === this.phasesShown.length &&
      phases.every((p, i) => p === this.phasesShown[i]);
    this.phasesShown = phases;
    if (same) return;
    fill(
      this.legend,
      phases.map((p) =>
        h(
          "span",
          { class: "ro-item" },
          h("i", { class: "swatch", style: `background:${phaseColor(p)}` }),
          p,
        ),
      ),
    );
    this.renderHeatControls();
  }

  private async loadHeatmap(): Promise<void> {
    if (!this.heatMetric) return;
    try {
      const hm = await this.api.heatmap(this.id, {
        metric: this.heatMetric,
        max_steps: Math.max(50, Math.floor((this.chartWidth() - 60) / 2)),
        from: this.zoom?.from ?? null,
        to: this.zoom?.to ?? null,
      });
      this.heat.set(hm, this.chartWidth());
    } catch (e) {
      this.showNotice((e as Error).message);
    }
  }

  private async refreshWindow(): Promise<void> {
    try {
      this.window = await this.api.window(this.id);
      this.railScope.textContent = this.railScopeText();
      this.renderStepKpis();
      this.renderMemKpis();
      this.renderSystem();
      this.renderProcess();
      await this.refreshSetup();
    } catch {
      /* the next tick retries; SSE errors are shown by connect() */
    }
  }

  private setZoom(z: { from: number; to: number } | null): void {
    this.zoom = z;
    if (z) {
      fill(
        this.zoomNote,
        `Showing steps ${fmtCount(z.from)}–${fmtCount(z.to)}`,
        h("button", { class: "link", onclick: () => this.setZoom(null) }, "Show whole run"),
      );
      this.zoomNote.hidden = false;
    } else this.zoomNote.hidden = true;
    void this.loadSteps();
    void this.loadHeatmap();
  }

  // ---- live -----------------------------------------------------------------------------

  private connect(): void {
    const es = this.api.events(this.id);
    this.es = es;
    es.addEventListener("step", (e) => {
      const msg = JSON.parse((e as MessageEvent).data) as { steps: LiveStep[] };
      if (!this.zoom && this.chartData && msg.steps?.length) {
        appendSteps(this.chartData, msg.steps, maxPointsFor(this.halfWidth(this.chartWidth())));
        this.setPhasesShown(presentPhases(this.chartData));
        this.scheduleDraw();
      }
    });
    es.addEventListener("diagnosis", (e) => {
      const d = JSON.parse((e as MessageEvent).data) as DiagnosisSet;
      this.diagnosis = {
        ...d,
        health: d.health ?? this.diagnosis?.health ?? this.summary?.diagnosis.health ?? null,
      };
      this.renderRail();
      this.renderHeader();
      this.followDiagnosisMetric();
    });
    es.addEventListener("status", (e) => {
      this.status = JSON.parse((e as MessageEvent).data) as LiveStatus;
      this.renderHeader();
    });
    es.addEventListener("system", (e) => {
      const msg = JSON.parse((e as MessageEvent).data) as { system: SystemSample | null };
      if (this.window) this.window.system = msg.system;
      this.renderSystem();
    });
    es.addEventListener("process", (e) => {
      const msg = JSON.parse((e as MessageEvent).data) as { ranks: WindowRank[] };
      // The event has CPU / RSS / GPU memory only: keep the window's host, state, steps, rates.
      if (this.window) this.window.ranks = mergeProcessRanks(this.window.ranks, msg.ranks);
      this.renderProcess();
    });
    es.addEventListener("end", () => void this.finish());
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED)
        this.showNotice("Live updates stopped: the connection to the steplens server closed.");
    };
    this.timers.push(
      window.setInterval(() => void this.loadHeatmapIfFollowing(), HEATMAP_REFRESH_MS),
    );
    this.timers.push(window.setInterval(() => void this.refreshWindow(), WINDOW_REFRESH_MS));
    this.timers.push(
      window.setInterval(() => void this.layers.load(this.api, this.id), HEATMAP_REFRESH_MS),
    );
    this.timers.push(window.setInterval(() => this.renderHeader(), 1000));
  }

  /** Until the user picks a heatmap metric, keep it on the phase the diagnosis points at. */
  private followDiagnosisMetric(): void {
    if (this.heatMetricChosen) return;
    const m = defaultHeatmapMetric(
      this.diagnosis?.step_time?.label,
      this.diagnosis?.step_time?.phase,
    );
    if (m === this.heatMetric) return;
    this.heatMetric = m;
    this.renderHeatControls();
    void this.loadHeatmap();
  }

  private loadHeatmapIfFollowing(): Promise<void> {
    return this.zoom ? Promise.resolve() : this.loadHeatmap();
  }

  private async finish(): Promise<void> {
    this.es?.close();
    this.es = null;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.live = false;
    try {
      const [summary, win] = await Promise.all([
        this.api.summary(this.id),
        this.api.window(this.id).catch(() => null),
      ]);
      this.summary = summary;
      this.window = win;
      this.live = !!summary.live;
      this.diagnosis = summary.diagnosis;
      this.renderAll();
      this.followDiagnosisMetric();
      await Promise.all([
        this.loadSteps(),
        this.loadHeatmap(),
        this.layers.load(this.api, this.id),
      ]);
    } catch {
      this.renderHeader();
    }
  }

  private scheduleDraw(): void {
    if (this.pendingDraw) return;
    this.pendingDraw = true;
    requestAnimationFrame(() => {
      this.pendingDraw = false;
      this.drawCharts();
    });
  }

  private showNotice(msg: string): void {
    this.notice.textContent = msg;
    this.notice.hidden = false;
  }

  // ---- drawing --------------------------------------------------------------------------

  private layoutCharts(): void {
    const w = this.chartWidth();
    const half = this.halfWidth(w);
    this.medianChart.resize(half, PHASE_CHART_H);
    this.worstChart.resize(half, PHASE_CHART_H);
    this.memChart.resize(this.memWrap.clientWidth || w, MEMORY_CHART_H);
    this.lossChart.resize(this.lossWrap.clientWidth || w, LOSS_CHART_H);
    this.layers.resize(w);
    this.heat.resize(w);
  }

  private halfWidth(w: number): number {
    return w >= 640 ? Math.floor((w - 16) / 2) : w;
  }

  private drawCharts(): void {
    const d = this.chartData;
    if (!d) return;
    const w = this.chartWidth();
    const half = this.halfWidth(w);
    const phases = this.phasesShown.length ? this.phasesShown : ["wait"];
    const yMax = Math.max(this.medianChart.topOf(d, phases), this.worstChart.topOf(d, phases));
    this.medianChart.set(d, phases, yMax, half, PHASE_CHART_H);
    this.worstChart.set(d, phases, yMax, half, PHASE_CHART_H);
    this.memChart.set(d, this.memWrap.clientWidth || w, MEMORY_CHART_H);
    // Once shown, the card stays (a zoom into steps without a loss keeps the layout).
    if (hasLoss(d)) this.lossCard.hidden = false;
    if (!this.lossCard.hidden) this.lossChart.set(d, this.lossWrap.clientWidth || w, LOSS_CHART_H);
    this.root.dataset.chartsDrawn = "1";
  }

  private renderAll(): void {
    this.renderHeader();
    this.renderRail();
    this.renderStepKpis();
    this.renderMemKpis();
    this.renderSystem();
    this.renderProcess();
    this.renderEnvironment();
  }

  private renderEnvironment(): void {
    const s = this.summary;
    fill(this.envBody, environmentBody(s?.environment, s?.run.world_size));
  }

  /** Live: the setup findings follow the window too (the diagnosis event also fires when
   *  they change; the window's re-read covers a missed event), the environment the summary
   *  until every rank has sent its facts. */
  private async refreshSetup(): Promise<void> {
    const config = this.window?.diagnosis?.config;
    if (
      this.diagnosis &&
      config &&
      JSON.stringify(config) !== JSON.stringify(this.diagnosis.config)
    ) {
      this.diagnosis = { ...this.diagnosis, config };
      this.renderRail();
    }
    const s = this.summary;
    const reporting = s?.environment?.ranks_reporting ?? 0;
    const world = s?.run.world_size || this.window?.ranks.length || 0;
    const now = Date.now();
    if (!s || !s.environment || reporting >= world || this.envRefreshesLeft <= 0) return;
    if (now - this.lastEnvRefreshMs < ENV_REFRESH_MS) return;
    this.lastEnvRefreshMs = now;
    this.envRefreshesLeft--;
    const fresh = await this.api.summary(this.id);
    if (this.summary && fresh.environment) {
      this.summary.environment = fresh.environment;
      this.renderEnvironment();
    }
  }

  private renderHeader(): void {
    const s = this.summary;
    const st = this.status;
    const live = this.live;
    const steps = st?.steps_completed ?? s?.run.steps_completed ?? null;
    const rate = st?.steps_per_sec ?? this.window?.steps_per_sec ?? s?.run.steps_per_sec ?? null;
    const samples = headerRate(
      live,
      st?.samples_per_sec,
      this.window?.samples_per_sec,
      s?.run.samples_per_sec,
    );
    // The status event carries no tokens/s: the window (re-read every few seconds) does.
    const tokens = headerRate(live, null, this.window?.tokens_per_sec, s?.run.tokens_per_sec);
    const mfu = headerRate(live, null, this.window?.mfu_pct, s?.run.mfu_pct);
    const tflops = headerRate(live, null, this.window?.tflops, s?.run.tflops);
    const rateScope = live
      ? `last ${fmtCount(this.window?.window_steps ?? null)} steps`
      : "whole run";
    let duration = s?.run.duration_s ?? null;
    if (live && this.startedWallMs !== null)
      duration = Math.max(0, (Date.now() - this.startedWallMs) / 1000);
    else if (live && duration !== null) duration += (performance.now() - this.loadedAt) / 1000;
    const drops = st?.dropped_records ?? s?.counters?.dropped_records ?? null;
    const world = st?.world_size ?? s?.run.world_size ?? null;
    const sev = overallSeverity(this.diagnosis);
    fill(
      this.header,
      brand(this.api.token),
      h(
        "div",
        { class: "run-title" },
        h("span", { class: "run-id", title: s?.run.run_dir ?? "" }, this.id),
        h(
          "span",
          { class: `state ${live ? "state-live" : "state-done"}`, "data-testid": "run-state" },
          live ? "LIVE" : "FINISHED",
        ),
        s ? severityBadge(sev) : null,
        healthFirst(this.diagnosis?.health)
          ? h(
              "span",
              { class: "health-badge", "data-testid": "health-badge" },
              this.diagnosis?.health?.label ?? "",
            )
          : null,
        s?.run.detail?.note
          ? h(
              "span",
              { class: "detail-badge", title: s.run.detail.note, "data-testid": "detail-badge" },
              `${fmtCount(s.run.detail.aggregated_steps)} steps aggregated`,
            )
          : null,
      ),
      h(
        "div",
        { class: "head-kpis" },
        kpi("World size", world === null ? DASH : String(world), "kpi-world"),
        kpi("Steps", fmtCount(steps), "kpi-steps"),
        kpi("Steps/s", fmtRate(rate), "kpi-rate"),
        kpi(
          "Samples/s",
          fmtThroughput(samples),
          "kpi-samples-per-sec",
          samples === null
            ? "not measured: no rank reported its samples per step"
            : `all ranks together, ${rateScope}`,
        ),
        tokens === null
          ? null
          : kpi(
              "Tokens/s",
              fmtThroughput(tokens),
              "kpi-tokens-per-sec",
              `all ranks together, ${rateScope}`,
            ),
        mfu === null && tflops === null
          ? null
          : kpi(
              mfu === null ? "Model TFLOP/s" : "MFU",
              mfu === null ? fmtThroughput(tflops) : `${mfu.toFixed(mfu < 10 ? 2 : 1)}%`,
              "kpi-mfu",
              `model FLOPs of a step (counted on the first) x steps/s${
                tflops === null ? "" : ` = ${fmtThroughput(tflops)} TFLOP/s`
              }${mfu === null ? "; the device's peak is unknown (steplens run --peak-tflops)" : ""}, ${rateScope}`,
            ),
        kpi("Duration", fmtDuration(duration), "kpi-duration"),
        kpi(
          "Drops",
          fmtCount(drops),
          "kpi-drops",
          "records dropped by the ranks' recorders (never silent)",
        ),
        !live && s
          ? kpi("Exit", s.run.exit_code === null ? DASH : String(s.run.exit_code), "kpi-exit")
          : null,
      ),
      h("a", { class: "nav", href: withQuery("/", { all: 1 }, this.api.token) }, "All runs"),
    );
  }

  private railScopeText(): string {
    return this.live
      ? `last ${fmtCount(this.window?.window_steps ?? null)} complete steps`
      : "whole run";
  }

  private renderRail(): void {
    this.railScope.textContent = this.railScopeText();
    const d = this.diagnosis;
    const sev = overallSeverity(d);
    const ctx = d?.context ?? [];
    const health = d?.health;
    fill(
      this.rail,
      h(
        "div",
        { class: `overall overall-${sev ?? "none"}`, "data-testid": "overall-severity" },
        h("div", { class: "overall-k" }, "Model diagnostics"),
        h("div", { class: "overall-v" }, severityBadge(sev)),
        this.railScope,
      ),
      // HANG / RANK FAILED / STOPPED outrank the step diagnoses: first, evidence open.
      healthFirst(health)
        ? diagnosisCard("health", "Health", health, { evidenceOpen: true })
        : null,
      diagnosisCard("step_time", "Step time", d?.step_time, { evidenceOpen: !healthFirst(health) }),
      diagnosisCard("step_memory", "Step memory", d?.step_memory, { evidenceOpen: false }),
      // Training (the logged loss, throughput): once there is a verdict.
      d?.training && d.training.label !== "NO DATA"
        ? diagnosisCard("training", "Training", d.training, {
            evidenceOpen: d.training.severity !== "info",
          })
        : null,
      healthFirst(health)
        ? null
        : health && health.label !== "OK" && health.label !== "NO DATA"
          ? diagnosisCard("health", "Health", health, { evidenceOpen: true })
          : h(
              "div",
              { class: "health-ok muted small", "data-testid": "diag-health" },
              `Health: ${health?.label ?? DASH}${health?.summary ? ` — ${health.summary}` : ""}`,
            ),
      // The configuration family: setup mistakes, beside the verdicts, never above them.
      configFindings(d?.config),
      h(
        "section",
        { class: "context", "data-testid": "context-findings" },
        h("div", { class: "diag-title" }, "Context"),
        ctx.length
          ? ctx.map((c) =>
              h(
                "div",
                { class: `ctx ctx-${c.severity}` },
                h("b", null, c.label),
                c.rank !== null && c.rank !== undefined ? ` · rank ${c.rank}` : "",
                h("div", { class: "small" }, c.summary),
              ),
            )
          : h("div", { class: "muted small" }, "No system or process findings."),
      ),
    );
  }

  private phases(): Record<string, PhaseStat> {
    return (
      (this.live ? this.window?.phases : this.summary?.step_time.phases) ??
      this.summary?.step_time.phases ??
      {}
    );
  }

  private renderStepKpis(): void {
    const ph = this.phases();
    const step = ph["step"];
    const waitShare = this.live
      ? (this.window?.wait_share_pct ?? null)
      : (this.summary?.step_time.wait_share_pct ?? null);
    const medians: Record<string, number | null> = {};
    const stacked = stackPhases(this.chartData?.metrics ?? []);
    for (const p of stacked) medians[p] = ph[p]?.median_ms ?? null;
    const dom = dominantPhase(medians, stacked);
    const scope = this.live
      ? `last ${fmtCount(this.window?.window_steps ?? null)} steps`
      : "whole run, per-rank means";
    fill(
      this.stepKpis,
      kpi("Median step", fmtMs(step?.median_ms), "kpi-step-median"),
      kpi("Worst step", fmtMs(step?.worst_ms), "kpi-step-worst"),
      kpi(
        "Worst-step rank",
        step?.worst_rank === null || step?.worst_rank === undefined
          ? DASH
          : String(step.worst_rank),
        "kpi-step-worst-rank",
        "the rank with the longest step; under DDP the ranks waiting for a straggler have the longest steps — the diagnosis names the straggler",
      ),
      kpi("Skew", fmtPct(step?.skew_pct), "kpi-step-skew", "(worst − median) / median"),
      kpi("Wait share", fmtPct(waitShare), "kpi-wait-share", "median wait / median step"),
      kpi("Dominant phase", dom ?? DASH, "kpi-dominant"),
      h("div", { class: "kpi-scope muted small" }, scope),
    );
    const names = Object.keys(ph);
    fill(
      this.phaseTable,
      h(
        "table",
        { class: "tbl", "data-testid": "phase-table" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", null, "Phase"),
            h("th", { class: "num" }, "Median"),
            h("th", { class: "num" }, "Worst"),
            h("th", { class: "num" }, "Worst rank"),
            h("th", { class: "num" }, "Skew"),
          ),
        ),
        h(
          "tbody",
          null,
          names.map((n) => {
            const p = ph[n];
            return h(
              "tr",
              { class: p.median_ms === null ? "dim" : null },
              h("td", null, h("i", { class: "swatch", style: `background:${phaseColor(n)}` }), n),
              h("td", { class: "num" }, fmtMs(p.median_ms)),
              h("td", { class: "num" }, fmtMs(p.worst_ms)),
              h("td", { class: "num" }, p.worst_rank === null ? DASH : String(p.worst_rank)),
              h("td", { class: "num" }, fmtPct(p.skew_pct)),
            );
          }),
        ),
      ),
    );
  }

  private renderMemKpis(): void {
    const m: MemoryStat | null =
      (this.live ? this.window?.memory : this.summary?.step_memory) ??
      this.summary?.step_memory ??
      null;
    const ev = (this.diagnosis?.step_memory?.evidence ?? {}) as Record<string, unknown>;
    const rise = typeof ev["rise_pct"] === "number" ? (ev["rise_pct"] as number) : null;
    const riseBytes =
      typeof ev["worst_rise_bytes"] === "number" ? (ev["worst_rise_bytes"] as number) : null;
    const pressure = typeof ev["pressure_pct"] === "number" ? (ev["pressure_pct"] as number) : null;
    const trend =
      rise === null
        ? DASH
        : `${rise >= 0 ? "+" : ""}${fmtPct(rise)}${riseBytes !== null ? ` (${fmtBytes(riseBytes)})` : ""}`;
    fill(
      this.memKpis,
      kpi("Median peak", fmtBytes(m?.median_peak_bytes), "kpi-mem-median"),
      kpi("Worst peak", fmtBytes(m?.worst_peak_bytes), "kpi-mem-worst"),
      kpi(
        "Worst rank",
        m?.worst_rank === null || m?.worst_rank === undefined ? DASH : String(m.worst_rank),
        "kpi-mem-worst-rank",
      ),
      kpi("Skew", fmtPct(m?.skew_pct), "kpi-mem-skew"),
      kpi(
        "Trend (window)",
        trend,
        "kpi-mem-trend",
        "rise of the worst peak over the diagnosis window",
      ),
      kpi("Pressure", fmtPct(pressure), "kpi-mem-pressure", "window peak / capacity"),
      h("div", { class: "kpi-scope muted small" }, `source: ${m?.source ?? DASH}`),
    );
  }

  private renderSystem(): void {
    const live = this.live ? this.window?.system : null;
    if (live) {
      const gpus = live.gpus ?? [];
      fill(
        this.systemBody,
        h(
          "div",
          { class: "kpis" },
          kpi("CPU", fmtPct(live.cpu_pct)),
          kpi("RAM", `${fmtBytes(live.ram_used_bytes)} / ${fmtBytes(live.ram_total_bytes)}`),
          kpi("GPUs", String(gpus.length)),
        ),
        gpus.length
          ? h(
              "table",
              { class: "tbl" },
              h(
                "thead",
                null,
                h(
                  "tr",
                  null,
                  ["GPU", "Util", "Memory", "Temp", "Power", "SM clock", "Throttle"].map((t, i) =>
                    h("th", { class: i ? "num" : null }, t),
                  ),
                ),
              ),
              h(
                "tbody",
                null,
                gpus.map((g, i) =>
                  h(
                    "tr",
                    null,
                    h("td", null, String(i)),
                    h("td", { class: "num" }, fmtPct(g.util_pct, 0)),
                    h(
                      "td",
                      { class: "num" },
                      `${fmtBytes(g.mem_used_bytes)} / ${fmtBytes(g.mem_total_bytes)}`,
                    ),
                    h("td", { class: "num" }, fmtUnit(g.temp_c, "°C")),
                    h("td", { class: "num" }, fmtUnit(g.power_w, "W")),
                    h("td", { class: "num" }, fmtUnit(g.sm_clock_mhz, "MHz")),
                    h(
                      "td",
                      { class: g.throttled ? "num throttled" : "num" },
                      fmtThrottle(g.throttle_reasons),
                    ),
                  ),
                ),
              ),
            )
          : h("div", { class: "muted small" }, "No GPU on this host (or NVML unavailable)."),
      );
      return;
    }
    const hosts = this.summary?.system?.hosts ?? [];
    if (!hosts.length) {
      fill(this.systemBody, h("div", { class: "muted small" }, "No system samples."));
      return;
    }
    fill(
      this.systemBody,
      h(
        "table",
        { class: "tbl" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            ["Host", "CPU mean", "CPU max", "RAM max", "GPUs"].map((t, i) =>
              h("th", { class: i ? "num" : null }, t),
            ),
          ),
        ),
        h(
          "tbody",
          null,
          hosts.map((x) =>
            h(
              "tr",
              null,
              h("td", null, x.host),
              h("td", { class: "num" }, fmtPct(x.cpu_pct_mean)),
              h("td", { class: "num" }, fmtPct(x.cpu_pct_max)),
              h(
                "td",
                { class: "num" },
                `${fmtBytes(x.ram_used_max_bytes)} / ${fmtBytes(x.ram_total_bytes)}`,
              ),
              h("td", { class: "num" }, String(x.gpus?.length ?? 0)),
            ),
          ),
        ),
      ),
    );
  }

  private procRows(): ProcRow[] {
    if (this.live && this.window?.ranks?.length)
      return this.window.ranks.map((r) => ({
        rank: r.rank,
        host: r.host ?? null,
        state: r.failed
          ? "failed"
          : r.finished
            ? "finished"
            : r.connected === false
              ? "disconnected"
              : r.current_step !== null && r.current_step !== undefined
                ? `step ${fmtCount(r.current_step)}${r.activity ? ` · ${r.activity}` : ""}`
                : (r.activity ?? "running"),
        steps: r.steps ?? null,
        samples: r.samples_per_sec ?? null,
        cpu: r.cpu_pct ?? null,
        rss: r.rss_bytes ?? null,
        gpu: r.gpu_mem_bytes ?? null,
        drops: r.dropped_records ?? null,
      }));
    const proc = new Map((this.summary?.process?.ranks ?? []).map((p) => [p.rank, p]));
    return (this.summary?.ranks ?? []).map((r) => {
      const p = proc.get(r.rank);
      return {
        rank: r.rank,
        host: r.host ?? null,
        state: r.finished
          ? "finished"
          : (r.disconnect_reason ?? (r.connected ? "running" : "disconnected")),
        steps: r.steps ?? null,
        samples: r.samples_per_sec ?? null,
        cpu: p?.cpu_pct_mean ?? null,
        rss: p?.rss_peak_bytes ?? null,
        gpu: p?.gpu_mem_peak_bytes ?? null,
        drops: r.dropped_records ?? null,
      };
    });
  }

  private renderProcess(): void {
    const all = this.procRows();
    const culprit = this.diagnosis?.step_time?.rank ?? null;
    const live = this.live;
    const thr = anyKnown(all.map((r) => r.samples));
    if (!all.length) {
      fill(this.processBody, h("div", { class: "muted small" }, "No ranks yet."));
      return;
    }
    const rows = processRowsShown(all, culprit);
    fill(
      this.processBody,
      nodesTable(this.live ? this.window?.nodes : this.summary?.nodes),
      rows.length < all.length
        ? h(
            "div",
            { class: "muted small", "data-testid": "process-rows-note" },
            `${fmtCount(rows.length)} of ${fmtCount(all.length)} ranks: the culprit and every rank ` +
              "that is not running or finished first, then by rank (steplens report lists all)",
          )
        : null,
      h(
        "table",
        { class: "tbl", "data-testid": "process-table" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            [
              "Rank",
              "Host",
              "State",
              "Steps",
              thr ? "Samples/s" : null,
              live ? "CPU" : "CPU mean",
              live ? "RSS" : "RSS peak",
              live ? "GPU mem" : "GPU mem peak",
              "Drops",
            ]
              .filter((t): t is string => t !== null)
              .map((t, i) => h("th", { class: i > 2 ? "num" : null }, t)),
          ),
        ),
        h(
          "tbody",
          null,
          rows.map((r) =>
            h(
              "tr",
              {
                class: r.rank === culprit ? "culprit" : null,
                title: r.rank === culprit ? "culprit of the step-time diagnosis" : null,
              },
              h("td", null, String(r.rank)),
              h("td", null, r.host ?? DASH),
              h("td", null, r.state),
              h("td", { class: "num" }, fmtCount(r.steps)),
              thr ? h("td", { class: "num" }, fmtThroughput(r.samples)) : null,
              h("td", { class: "num" }, fmtPct(r.cpu)),
              h("td", { class: "num" }, fmtBytes(r.rss)),
              h("td", { class: "num" }, fmtBytes(r.gpu)),
              h("td", { class: "num" }, fmtCount(r.drops)),
            ),
          ),
        ),
      ),
    );
  }

  /** The step and each stacked phase measured (and the metric shown, should it be neither). */
  private heatMetrics(): string[] {
    return Array.from(
      new Set([STEP_METRIC, ...this.phasesShown, ...(this.heatMetric ? [this.heatMetric] : [])]),
    );
  }

  private renderHeatControls(): void {
    const sel = h(
      "select",
      {
        "aria-label": "heatmap metric",
        "data-testid": "heatmap-metric",
        onchange: (e: Event) => {
          this.heatMetric = (e.target as HTMLSelectElement).value;
          this.heatMetricChosen = true;
          void this.loadHeatmap();
        },
      },
      this.heatMetrics().map((m) => h("option", { value: m, selected: m === this.heatMetric }, m)),
    );
    const why =
      this.heatMetric && this.heatMetric !== "step"
        ? `opened on ${this.heatMetric}: the step-time diagnosis points there`
        : "each row a rank, each column a step range; the slow rank is the hot row";
    fill(
      this.heatControls,
      h("label", null, "Metric ", sel),
      h("span", { class: "muted small" }, why),
    );
  }

  destroy(): void {
    this.es?.close();
    for (const t of this.timers) clearInterval(t);
    this.resizeObs.disconnect();
    this.medianChart.destroy();
    this.worstChart.destroy();
    this.memChart.destroy();
    this.lossChart.destroy();
  }
}
