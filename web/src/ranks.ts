// Live per-rank rows of the run page.
import type { WindowRank } from "./types";

/**
 * The SSE `process` event carries only each rank's CPU, RSS and GPU memory: merge it into the
 * window's rows by rank, keeping what the window said (host, state, steps, throughput) until the
 * next window refresh, instead of replacing the rows. The event's ranks (and order) win.
 */
export function mergeProcessRanks(
  prev: readonly WindowRank[] | null | undefined,
  update: readonly WindowRank[],
): WindowRank[] {
  const old = new Map((prev ?? []).map((r) => [r.rank, r]));
  return update.map((r) => ({ ...old.get(r.rank), ...r }));
}

/** At most this many rows in the per-rank table: 16 384 rows of DOM took seconds to draw. */
export const MAX_PROCESS_ROWS = 256;

/** The rows the per-rank table draws: all of them up to MAX_PROCESS_ROWS; beyond, the
 * culprit and the ranks that are neither running nor finished first, then by rank. */
export function processRowsShown<R extends { rank: number; state: string }>(
  rows: R[],
  culprit: number | null,
): R[] {
  if (rows.length <= MAX_PROCESS_ROWS) return rows;
  const notable = (r: R) =>
    r.rank === culprit ||
    !(r.state === "finished" || r.state === "running" || r.state.startsWith("step "));
  const first = rows.filter(notable).slice(0, MAX_PROCESS_ROWS);
  const rest = rows.filter((r) => !notable(r)).slice(0, MAX_PROCESS_ROWS - first.length);
  return [...first, ...rest].sort((a, b) => a.rank - b.rank);
}
