import { describe, expect, it } from "vitest";
import { MAX_PROCESS_ROWS, mergeProcessRanks, processRowsShown } from "./ranks";
import type { WindowRank } from "./types";

describe("mergeProcessRanks", () => {
  const win: WindowRank[] = [
    { rank: 0, host: "a", steps: 10, samples_per_sec: 64, cpu_pct: 50, rss_bytes: 100 },
    { rank: 1, host: "b", steps: 9, samples_per_sec: null, cpu_pct: 40, rss_bytes: 200 },
  ];

  it("updates the process fields and keeps the window's", () => {
    const out = mergeProcessRanks(win, [
      { rank: 0, cpu_pct: 55, rss_bytes: 110, gpu_mem_bytes: 7 },
      { rank: 1, cpu_pct: null, rss_bytes: 210, gpu_mem_bytes: null },
    ]);
    expect(out).toEqual([
      {
        rank: 0,
        host: "a",
        steps: 10,
        samples_per_sec: 64,
        cpu_pct: 55,
        rss_bytes: 110,
        gpu_mem_bytes: 7,
      },
      {
        rank: 1,
        host: "b",
        steps: 9,
        samples_per_sec: null,
        cpu_pct: null,
        rss_bytes: 210,
        gpu_mem_bytes: null,
      },
    ]);
    expect(win[0].cpu_pct).toBe(50); // the input is not mutated
  });

  it("follows the event's ranks: new ones are added, absent ones dropped", () => {
    const out = mergeProcessRanks(win, [
      { rank: 2, cpu_pct: 1 },
      { rank: 0, cpu_pct: 2 },
    ]);
    expect(out.map((r) => r.rank)).toEqual([2, 0]);
    expect(out[0]).toEqual({ rank: 2, cpu_pct: 1 });
    expect(out[1].host).toBe("a");
  });

  it("works without a window yet", () => {
    expect(mergeProcessRanks(null, [{ rank: 0, cpu_pct: 3 }])).toEqual([{ rank: 0, cpu_pct: 3 }]);
  });
});

describe("processRowsShown", () => {
  const rows = (n: number) =>
    Array.from(
      { length: n },
      (_, rank) => ({ rank, state: "finished" }) as { rank: number; state: string },
    );

  it("draws every row up to the cap", () => {
    expect(processRowsShown(rows(MAX_PROCESS_ROWS), null)).toHaveLength(MAX_PROCESS_ROWS);
  });

  it("beyond it keeps the culprit and the ranks that failed, then the first by rank", () => {
    const all = rows(16384);
    all[9000].state = "failed";
    all[12000].state = "disconnected";
    const shown = processRowsShown(all, 15000);
    expect(shown).toHaveLength(MAX_PROCESS_ROWS);
    const ranks = shown.map((r) => r.rank);
    expect(ranks).toContain(9000);
    expect(ranks).toContain(12000);
    expect(ranks).toContain(15000);
    expect(ranks.slice(0, 3)).toEqual([0, 1, 2]);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks); // by rank
  });
});
