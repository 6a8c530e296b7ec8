// The run list: every run the server holds; with exactly one, straight to it.
import type { Api } from "../api";
import { fill, h } from "../dom";
import { fmtCount, fmtDuration, fmtRate, fmtThroughput } from "../format";
import { runPath, withQuery } from "../route";
import { anyKnown } from "../throughput";
import type { RunInfo } from "../types";
import { brand, errorBox, severityBadge } from "./common";

export async function showList(root: HTMLElement, api: Api, showAll: boolean): Promise<void> {
  document.title = "steplens · runs";
  const header = h(
    "header",
    { class: "topbar" },
    brand(api.token),
    h("div", { class: "run-title" }, h("span", { class: "run-id" }, "Runs")),
  );
  fill(root, header, h("div", { class: "muted pad" }, "Loading…"));
  let runs: RunInfo[];
  try {
    runs = (await api.runs()).runs;
  } catch (e) {
    fill(root, header, errorBox((e as Error).message));
    return;
  }
  if (runs.length === 1 && !showAll) {
    window.location.replace(withQuery(runPath(runs[0].id), {}, api.token));
    return;
  }
  const compareForm = runs.length >= 2 ? compareBox(api, runs) : null;
  const thr = anyKnown(runs.map((r) => r.samples_per_sec));
  fill(
    root,
    header,
    h(
      "main",
      { class: "list" },
      h(
        "section",
        { class: "card" },
        h("h2", null, `${runs.length} run${runs.length === 1 ? "" : "s"}`),
        runs.length === 0
          ? h("div", { class: "muted" }, "No runs are served.")
          : h(
              "table",
              { class: "tbl", "data-testid": "run-list" },
              h(
                "thead",
                null,
                h(
                  "tr",
                  null,
                  [
                    "Run",
                    "State",
                    "Severity",
                    "Step time",
                    "Step memory",
                    "World",
                    "Steps",
                    "Steps/s",
                    thr ? "Samples/s" : null,
                    "Duration",
                  ]
                    .filter((t): t is string => t !== null)
                    .map((t, i) => h("th", { class: i > 4 ? "num" : null }, t)),
                ),
              ),
              h(
                "tbody",
                null,
                runs.map((r) =>
                  h(
                    "tr",
                    null,
                    h("td", null, h("a", { href: withQuery(runPath(r.id), {}, api.token) }, r.id)),
                    h(
                      "td",
                      null,
                      h(
                        "span",
                        { class: `state ${r.live ? "state-live" : "state-done"}` },
                        r.live ? "LIVE" : "FINISHED",
                      ),
                    ),
                    h("td", null, severityBadge(r.severity)),
                    h("td", null, r.label_step_time ?? "—"),
                    h("td", null, r.label_step_memory ?? "—"),
                    h("td", { class: "num" }, fmtCount(r.world_size)),
                    h("td", { class: "num" }, fmtCount(r.steps_completed)),
                    h("td", { class: "num" }, fmtRate(r.steps_per_sec)),
                    thr ? h("td", { class: "num" }, fmtThroughput(r.samples_per_sec)) : null,
                    h("td", { class: "num" }, fmtDuration(r.duration_s)),
                  ),
                ),
              ),
            ),
      ),
      compareForm,
    ),
  );
}

function compareBox(api: Api, runs: RunInfo[]): HTMLElement {
  const opts = (sel: number) =>
    runs.map((r, i) => h("option", { value: r.id, selected: i === sel }, r.id));
  const a = h("select", { "aria-label": "run A" }, opts(0));
  const b = h("select", { "aria-label": "run B" }, opts(1));
  const go = h("button", { class: "btn" }, "Compare");
  go.addEventListener("click", () => {
    window.location.href = withQuery("/compare", { a: a.value, b: b.value }, api.token);
  });
  return h(
    "section",
    { class: "card" },
    h("h2", null, "Compare two runs"),
    h("div", { class: "row" }, h("label", null, "A ", a), h("label", null, "B ", b), go),
  );
}
