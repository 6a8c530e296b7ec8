// What the run was set up with: the configuration family's findings (diagnosis.config, the
// rules live in C++: src/diagnosis/config_rules.cc) for the rail, and the "Environment" card
// (summary.json `environment`, aggregator/setup_facts.h). The page only lays them out.
import { h } from "./dom";
import { severityRank } from "./severity";
import type { Diagnosis, Environment, EnvironmentDifference } from "./types";
import { evidenceDetails } from "./views/common";

/** Ranks listed in a difference before "+N more". */
const MAX_RANKS_SHOWN = 8;

/** The findings, warnings before infos, otherwise in the server's order. */
export function configFindingsOrdered(list: readonly Diagnosis[] | null | undefined): Diagnosis[] {
  return [...(list ?? [])]
    .map((d, i) => ({ d, i }))
    .sort((a, b) => severityRank(b.d.severity) - severityRank(a.d.severity) || a.i - b.i)
    .map((x) => x.d);
}

/** "r0, r1, +5 more" for a value's ranks. */
export function ranksText(ranks: readonly number[], count: number): string {
  const shown = ranks.slice(0, MAX_RANKS_SHOWN).map((r) => `r${r}`);
  const more = Math.max(count, ranks.length) - shown.length;
  return more > 0 ? [...shown, `+${more} more`].join(", ") : shown.join(", ");
}

/** "2.5.1 (r0) · 2.6.0 (r1)"; a value null is "unset". */
export function differenceText(d: EnvironmentDifference): string {
  return d.values
    .map((v) => `${v.value ?? "unset"} (${ranksText(v.ranks, v.rank_count)})`)
    .join(" · ");
}

export interface EnvRow {
  /** Its key in `environment` (variables: the variable's name). */
  key: string;
  label: string;
  value: string;
  /** Set when the ranks disagree: what each gives. */
  differs: string | null;
}

const VERSIONS: [string, string][] = [
  ["steplens", "steplens"],
  ["python", "Python"],
  ["torch", "torch"],
  ["cuda", "CUDA"],
  ["cudnn", "cuDNN"],
  ["nccl", "NCCL"],
  ["driver", "Driver"],
];

/** A difference's key → the row it belongs to ("gpu" → "gpus"). */
function rowKeyOf(d: EnvironmentDifference): string {
  if (d.kind === "variable") return `var:${d.key}`;
  return d.key === "gpu" ? "gpus" : d.key === "cpu" ? "cpus" : d.key;
}

function differencesByRow(env: Environment): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of env.differences ?? []) out.set(rowKeyOf(d), differenceText(d));
  return out;
}

/** The card's rows: versions (those known), devices, hosts, command, git HEAD. */
export function environmentRows(env: Environment): EnvRow[] {
  const diff = differencesByRow(env);
  const rows: EnvRow[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    const differs = diff.get(key) ?? null;
    if ((value === null || value === undefined || value === "") && !differs) return;
    rows.push({ key, label, value: value || "—", differs });
  };
  for (const [key, label] of VERSIONS) add(key, label, env[key as keyof Environment] as string);
  const list = (v: string[] | undefined) => (v && v.length ? v.join("; ") : null);
  add("gpus", "GPUs", list(env.gpus));
  add("cpus", "CPUs", list(env.cpus));
  add("hosts", "Hosts", list(env.hosts));
  add("command", "Command", env.command);
  add("git_commit", "Git HEAD", env.git_commit);
  return rows;
}

/** The NCCL_* / TORCH_* / CUDA_* / OMP_NUM_THREADS variables by name; secret ones by name
 *  only ("value not stored"). */
export function variableRows(env: Environment): EnvRow[] {
  const diff = differencesByRow(env);
  const rows: EnvRow[] = Object.entries(env.variables ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => ({
      key: `var:${name}`,
      label: name,
      value: value ?? "unset",
      differs: diff.get(`var:${name}`) ?? null,
    }));
  for (const name of env.secret_variables ?? [])
    rows.push({
      key: `secret:${name}`,
      label: name,
      value: "set (value not stored)",
      differs: null,
    });
  return rows;
}

/** "2 of 4 ranks sent their setup facts." when some have not (yet); "" when all have. */
export function reportingNote(env: Environment, worldSize: number | null | undefined): string {
  const n = env.ranks_reporting ?? 0;
  if (n === 0) return "No rank has sent its setup facts (they come with the first traced step).";
  if (worldSize && n < worldSize) return `${n} of ${worldSize} ranks sent their setup facts.`;
  return "";
}

function rowsList(rows: EnvRow[], testid: string): HTMLElement {
  return h(
    "dl",
    { class: "env", "data-testid": testid },
    rows.map((r) => [
      h("dt", null, r.label),
      h(
        "dd",
        {
          class: r.differs ? "env-diff" : null,
          "data-testid": r.differs ? "env-diff" : null,
          title: r.key === "git_commit" || r.key === "command" ? r.value : null,
        },
        r.key === "git_commit" ? r.value.slice(0, 12) : r.value,
        r.differs ? h("div", { class: "small" }, `differs: ${r.differs}`) : null,
      ),
    ]),
  );
}

/** The Environment card's body. */
export function environmentBody(
  env: Environment | null | undefined,
  worldSize: number | null | undefined,
): HTMLElement {
  if (!env) return h("div", { class: "muted small" }, "This server does not report the setup.");
  const note = reportingNote(env, worldSize);
  const rows = environmentRows(env);
  const vars = variableRows(env);
  const diffs = env.differences?.length ?? 0;
  return h(
    "div",
    null,
    note ? h("div", { class: "muted small" }, note) : null,
    diffs
      ? h(
          "div",
          { class: "env-diff-note small", "data-testid": "env-differences" },
          `${diffs} ${diffs === 1 ? "setting differs" : "settings differ"} across ranks (highlighted).`,
        )
      : null,
    rows.length ? rowsList(rows, "env-facts") : null,
    h("div", { class: "chart-title" }, "Distributed variables"),
    vars.length
      ? rowsList(vars, "env-variables")
      : h("div", { class: "muted small" }, "No NCCL_*, TORCH_*, CUDA_* or OMP_NUM_THREADS set."),
  );
}

/** The rail's "Setup" section: each configuration finding with its evidence (closed). Null
 *  for a server without the family. */
export function configFindings(list: readonly Diagnosis[] | null | undefined): HTMLElement | null {
  if (list === null || list === undefined) return null;
  const shown = configFindingsOrdered(list);
  return h(
    "section",
    { class: "context", "data-testid": "config-findings" },
    h("div", { class: "diag-title" }, "Setup"),
    shown.length
      ? shown.map((c) =>
          h(
            "div",
            { class: `ctx ctx-${c.severity}`, "data-testid": "config-finding" },
            h("b", null, c.label),
            ` · ${c.severity}`,
            c.rank !== null && c.rank !== undefined ? ` · rank ${c.rank}` : "",
            h("div", { class: "small" }, c.summary),
            c.action ? h("div", { class: "small" }, h("b", null, "Fix "), c.action) : null,
            evidenceDetails(c.evidence),
          ),
        )
      : h("div", { class: "muted small" }, "No setup findings."),
  );
}
