// Pieces shared by the pages: diagnosis cards, KPI tiles, header bits.
import { h } from "../dom";
import { evidenceRows } from "../format";
import { severityWord } from "../severity";
import type { Diagnosis, Severity } from "../types";

export function kpi(label: string, value: string, testid?: string, hint?: string): HTMLElement {
  return h(
    "div",
    { class: "kpi", title: hint ?? null },
    h("div", { class: "kpi-label" }, label),
    h("div", { class: "kpi-value", "data-testid": testid ?? null }, value),
  );
}

export function severityBadge(s: Severity | null): HTMLElement {
  return h("span", { class: `sev sev-${s ?? "none"}` }, severityWord(s));
}

export function labelChip(d: Diagnosis | null | undefined): HTMLElement {
  const sev = d?.severity ?? "none";
  return h("span", { class: `label label-${sev}` }, d?.label ?? "NO DATA");
}

/** A diagnosis as the rail shows it: label, culprit, summary, evidence, next action. */
export function diagnosisCard(
  kind: string,
  title: string,
  d: Diagnosis | null | undefined,
  opts: { evidenceOpen: boolean },
): HTMLElement {
  if (!d)
    return h(
      "section",
      { class: "diag diag-none", "data-testid": `diag-${kind}` },
      h("div", { class: "diag-title" }, title),
      h("div", { class: "muted" }, "No diagnosis yet."),
    );
  const facts: HTMLElement[] = [];
  facts.push(
    h(
      "span",
      { class: "fact" },
      "culprit ",
      h(
        "b",
        { "data-testid": `culprit-${kind}` },
        d.rank === null || d.rank === undefined ? "none" : `rank ${d.rank}`,
      ),
    ),
  );
  if (d.phase) facts.push(h("span", { class: "fact" }, "phase ", h("b", null, d.phase)));
  return h(
    "section",
    { class: `diag diag-${d.severity}`, "data-testid": `diag-${kind}` },
    h(
      "div",
      { class: "diag-head" },
      h("div", { class: "diag-title" }, title),
      severityBadge(d.severity),
    ),
    h("div", { class: "diag-label", "data-testid": `label-${kind}` }, labelChip(d)),
    h("div", { class: "facts" }, facts),
    h("p", { class: "diag-summary" }, d.summary),
    d.action
      ? h(
          "div",
          { class: "action" },
          h("span", { class: "action-k" }, "Next"),
          h("span", null, d.action),
        )
      : null,
    evidenceDetails(d.evidence, opts.evidenceOpen),
  );
}

/** A verdict's evidence as a (closed unless `open`) list; null when it has none. */
export function evidenceDetails(evidence: Diagnosis["evidence"], open = false): HTMLElement | null {
  const rows = evidenceRows(evidence);
  if (!rows.length) return null;
  return h(
    "details",
    { class: "evidence", open },
    h("summary", null, `Evidence (${rows.length})`),
    h(
      "dl",
      null,
      rows.map(([k, v]) => [h("dt", null, k), h("dd", null, v)]),
    ),
  );
}

export function card(title: string, testid: string, ...body: (Node | null)[]): HTMLElement {
  return h("section", { class: "card", "data-testid": testid }, h("h2", null, title), ...body);
}

export function errorBox(msg: string): HTMLElement {
  return h("div", { class: "error", role: "alert" }, msg);
}

export function brand(token: string | null): HTMLElement {
  return h(
    "a",
    { class: "brand", href: token ? `/?token=${encodeURIComponent(token)}` : "/" },
    h("span", { class: "brand-mark" }),
    "steplens",
  );
}
