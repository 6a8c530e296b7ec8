// Compare page: two runs side by side with the server's verdict.
import type { Api } from "../api";
import { fill, h } from "../dom";
import {
  DASH,
  fmtBytes,
  fmtChangePct,
  fmtCount,
  fmtDuration,
  fmtMs,
  fmtRate,
  fmtThroughput,
} from "../format";
import { runPath, withQuery } from "../route";
import { known } from "../throughput";
import type { CompareResult, DiagnosisSet, RunInfo } from "../types";
import { brand, diagnosisCard, errorBox, kpi } from "./common";

export async function showCompare(
  root: HTMLElement,
  api: Api,
  a: string,
  b: string,
): Promise<void> {
  document.title = `steplens · compare ${a} / ${b}`;
  const header = h(
    "header",
    { class: "topbar" },
    brand(api.token),
    h("div", { class: "run-title" }, h("span", { class: "run-id" }, "Compare")),
    h("a", { class: "nav", href: withQuery("/", { all: 1 }, api.token) }, "All runs"),
  );
  if (!a || !b) {
    fill(
      root,
      header,
      errorBox("Name two runs: /compare?a=RUN_A&b=RUN_B (the run list has a form)."),
    );
    return;
  }
  fill(root, header, h("div", { class: "muted pad" }, "Loading…"));
  let c: CompareResult;
  try {
    c = await api.compare(a, b);
  } catch (e) {
    fill(root, header, errorBox((e as Error).message));
    return;
  }
  const v = c.verdict;
  const tone =
    v.faster === false || v.memory_regression ? "bad" : v.faster === true ? "good" : "neutral";
  const maxMs = Math.max(
    1e-9,
    ...c.phases.flatMap((p) => [p.a_median_ms ?? 0, p.b_median_ms ?? 0]),
  );
  const bar = (ms: number | null, cls: string) =>
    h(
      "div",
      { class: "cmp-bar-track" },
      ms === null
        ? null
        : h("div", { class: `cmp-bar ${cls}`, style: `width:${((ms / maxMs) * 100).toFixed(1)}%` }),
    );
  fill(
    root,
    header,
    h(
      "main",
      { class: "compare", "data-testid": "compare-page" },
      h(
        "section",
        { class: `verdict verdict-${tone}`, "data-testid": "verdict" },
        h("div", { class: "verdict-summary" }, v.summary),
        h(
          "div",
          { class: "kpis" },
          kpi("Step time (B vs A)", fmtChangePct(v.step_time_change_pct), "verdict-step"),
          kpi("Memory (B vs A)", fmtChangePct(v.memory_change_pct), "verdict-memory"),
          kpi("Memory regression", v.memory_regression ? "yes" : "no"),
          kpi("Diagnosis changed", v.diagnosis_changed ? "yes" : "no"),
        ),
      ),
      h("div", { class: "cmp-runs" }, runCard("A", c.a, api), runCard("B", c.b, api)),
      h(
        "section",
        { class: "card" },
        h("h2", null, "Step-time breakdown (median rank)"),
        h(
          "table",
          { class: "tbl cmp-table", "data-testid": "compare-phases" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", null, "Phase"),
              h("th", { class: "num" }, "A"),
              h("th", { class: "num" }, "B"),
              h("th", { class: "num" }, "Change"),
              h("th", { class: "bars" }, ""),
            ),
          ),
          h(
            "tbody",
            null,
            c.phases.map((p) =>
              h(
                "tr",
                null,
                h("td", null, p.name),
                h("td", { class: "num" }, fmtMs(p.a_median_ms)),
                h("td", { class: "num" }, fmtMs(p.b_median_ms)),
                h("td", { class: `num ${changeClass(p.change_pct)}` }, fmtChangePct(p.change_pct)),
                h("td", { class: "bars" }, bar(p.a_median_ms, "a"), bar(p.b_median_ms, "b")),
              ),
            ),
            h(
              "tr",
              { class: "mem-row" },
              h("td", null, "peak memory"),
              h("td", { class: "num" }, fmtBytes(c.memory.a_peak_bytes)),
              h("td", { class: "num" }, fmtBytes(c.memory.b_peak_bytes)),
              h(
                "td",
                { class: `num ${changeClass(c.memory.change_pct)}` },
                fmtChangePct(c.memory.change_pct),
              ),
              h("td", { class: "bars" }),
            ),
          ),
        ),
        h(
          "div",
          { class: "legend" },
          h("span", { class: "ro-item" }, h("i", { class: "swatch cmp-a" }), "A"),
          h("span", { class: "ro-item" }, h("i", { class: "swatch cmp-b" }), "B"),
        ),
      ),
      h(
        "div",
        { class: "cmp-runs" },
        diagColumn("A", c.diagnosis.a),
        diagColumn("B", c.diagnosis.b),
      ),
    ),
  );
}

function changeClass(pct: number | null): string {
  if (pct === null || Math.abs(pct) < 1) return "";
  return pct > 0 ? "worse" : "better";
}

function runCard(which: string, r: RunInfo, api: Api): HTMLElement {
  return h(
    "section",
    { class: "card", "data-testid": `compare-run-${which.toLowerCase()}` },
    h("h2", null, `${which}: `, h("a", { href: withQuery(runPath(r.id), {}, api.token) }, r.id)),
    h(
      "div",
      { class: "kpis" },
      kpi("World size", r.world_size === null ? DASH : String(r.world_size)),
      kpi("Steps", fmtCount(r.steps_completed)),
      kpi("Steps/s", fmtRate(r.steps_per_sec)),
      kpi("Samples/s", fmtThroughput(r.samples_per_sec), undefined, "all ranks together"),
      known(r.tokens_per_sec)
        ? kpi("Tokens/s", fmtThroughput(r.tokens_per_sec), undefined, "all ranks together")
        : null,
      kpi("Duration", fmtDuration(r.duration_s)),
    ),
  );
}

function diagColumn(which: string, d: DiagnosisSet): HTMLElement {
  return h(
    "div",
    { class: "cmp-diag" },
    h("h3", null, `Diagnosis ${which}`),
    diagnosisCard(`step_time_${which.toLowerCase()}`, "Step time", d.step_time, {
      evidenceOpen: false,
    }),
    diagnosisCard(`step_memory_${which.toLowerCase()}`, "Step memory", d.step_memory, {
      evidenceOpen: false,
    }),
  );
}
