// The run page's per-node table: one row per node when the run spans several
// (the server's `nodes`, built once in aggregator/node_view.h).
import { h } from "./dom";
import { fmtBytes, fmtDuration, fmtMs } from "./format";
import type { NodeRow } from "./types";

const MISSING = "—";

/** "r0-r3", "r2" or "—". */
export function rankSpan(ranks: readonly number[]): string {
  if (!ranks.length) return MISSING;
  const first = ranks[0];
  const last = ranks[ranks.length - 1];
  return first === last ? `r${first}` : `r${first}-r${last}`;
}

/** "+250.0 ± 0.8 ms (two-way)", "+3.0 ms (estimated)", "wall" or "—". */
export function clockText(n: NodeRow): string {
  const offset = n.clock_skew_ms == null ? null : -n.clock_skew_ms;
  const signed = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(1)}`;
  if (n.clock === "two-way" && offset != null)
    return `${signed(offset)} ± ${(n.clock_bound_ms ?? 0).toFixed(1)} ms (two-way)`;
  if (n.clock === "estimated" && offset != null) return `${signed(offset)} ms (estimated)`;
  if (n.clock === "wall") return "wall";
  return MISSING;
}

/** What the node's ranks send the aggregator: "12.4 KiB/s", or "—" before a rate is known
 *  (its first second, a replay, an older server). */
export function bytesText(n: NodeRow): string {
  const v = n.bytes_per_sec;
  return v == null || !Number.isFinite(v) || v < 0 ? MISSING : `${fmtBytes(v)}/s`;
}

/** "r3 21.4 ms late", "r1 step 101 ms" or "—". */
export function slowestText(n: NodeRow): string {
  if (n.slowest_rank == null) return MISSING;
  if (n.slowest_by === "lateness") return `r${n.slowest_rank} ${fmtMs(n.slowest_ms ?? null)} late`;
  return `r${n.slowest_rank} step ${fmtMs(n.slowest_ms ?? null)}`;
}

/** A partitioned node (its relay silent, server's `unreachable_since`): "unreachable since
 *  23:41:07 UTC (42.0 s)"; null while it is heard (or from a server without the fields). */
export function unreachableText(n: NodeRow): string | null {
  if (!n.unreachable_since) return null;
  // ISO 8601 UTC to the second: "2026-11-26T23:41:07Z" → "23:41:07 UTC".
  const m = /T(\d\d:\d\d:\d\d)/.exec(n.unreachable_since);
  const since = m ? `${m[1]} UTC` : n.unreachable_since;
  const forS = n.unreachable_for_s == null ? "" : ` (${fmtDuration(n.unreachable_for_s)})`;
  return `unreachable since ${since}${forS}`;
}

/** The table's cells for one node: node, host, ranks, relay, bytes/s, clock, slowest rank.
 *  The relay cell says "unreachable since …" while the node's relay is silent. */
export function nodeCells(n: NodeRow, index: number): string[] {
  const lost = n.lost_ranks ? ` (${n.lost_ranks} lost)` : "";
  return [
    String(index),
    n.host,
    rankSpan(n.ranks) + lost,
    unreachableText(n) ?? n.relay ?? MISSING,
    bytesText(n),
    clockText(n),
    slowestText(n),
  ];
}

/** The per-node table, or null for a run on one node (or a server without nodes). */
export function nodesTable(nodes: readonly NodeRow[] | null | undefined): HTMLElement | null {
  if (!nodes || nodes.length <= 1) return null;
  const head = [
    "Node",
    "Host",
    "Ranks",
    "Relay",
    "Bytes/s",
    "Clock offset ± bound",
    "Slowest rank",
  ];
  return h(
    "table",
    { class: "tbl", "data-testid": "nodes-table" },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        head.map((t) => h("th", null, t)),
      ),
    ),
    h(
      "tbody",
      null,
      nodes.map((n, i) =>
        h(
          "tr",
          n.unreachable_since
            ? { class: "node-unreachable", "data-testid": "node-unreachable" }
            : null,
          nodeCells(n, i).map((c) => h("td", null, c)),
        ),
      ),
    ),
  );
}
