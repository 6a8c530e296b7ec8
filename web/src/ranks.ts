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
