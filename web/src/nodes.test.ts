import { describe, expect, it } from "vitest";
import {
  bytesText,
  clockText,
  nodeCells,
  nodesTable,
  rankSpan,
  slowestText,
  unreachableText,
} from "./nodes";
import type { NodeRow } from "./types";

// As the server sends them (summary.json / window `nodes`).
const node0: NodeRow = {
  host: "gpu017",
  first_rank: 0,
  ranks: [0, 1],
  clock: "wall",
  clock_skew_ms: null,
  clock_bound_ms: null,
  relay: "none",
  slowest_rank: 1,
  slowest_by: "step",
  slowest_ms: 101,
};
const node1: NodeRow = {
  host: "gpu018",
  first_rank: 2,
  ranks: [2, 3],
  lost_ranks: 0,
  clock: "two-way",
  clock_skew_ms: -250.04,
  clock_bound_ms: 0.8,
  relay: "up",
  bytes_received: 1_234_567,
  bytes_per_sec: 12_650,
  slowest_rank: 3,
  slowest_by: "lateness",
  slowest_ms: 21.4,
};

describe("node cells", () => {
  it("say host, ranks, relay, bytes/s, clock offset ± bound and the slowest rank", () => {
    expect(nodeCells(node1, 1)).toEqual([
      "1",
      "gpu018",
      "r2-r3",
      "up",
      "12.4 KiB/s",
      "+250.0 ± 0.8 ms (two-way)",
      "r3 21.4 ms late",
    ]);
    expect(nodeCells(node0, 0)[5]).toBe("wall");
    expect(slowestText(node0)).toMatch(/^r1 step 101(\.0)? ms$/);
  });

  it("show what is missing as missing, and lost ranks", () => {
    const replay: NodeRow = { host: "h", first_rank: null, ranks: [4], lost_ranks: 1 };
    expect(nodeCells(replay, 2)).toEqual(["2", "h", "r4 (1 lost)", "—", "—", "—", "—"]);
    expect(rankSpan([])).toBe("—");
    expect(clockText({ ...node1, clock: "estimated", clock_skew_ms: 3 })).toBe(
      "-3.0 ms (estimated)",
    );
  });

  it("say bytes/s only once a rate is known", () => {
    expect(bytesText({ ...node1, bytes_per_sec: 512 })).toBe("512 B/s");
    expect(bytesText({ ...node1, bytes_per_sec: 3.5 * 1024 * 1024 })).toBe("3.50 MiB/s");
    expect(bytesText({ ...node1, bytes_per_sec: 0 })).toBe("0 B/s"); // a quiet link: 0
    expect(bytesText({ ...node1, bytes_per_sec: null })).toBe("—"); // its first second
    expect(bytesText(node0)).toBe("—"); // an older server
  });

  it("make no table for one node or an older server", () => {
    expect(nodesTable(undefined)).toBeNull();
    expect(nodesTable([node0])).toBeNull();
  });
});

describe("an unreachable node", () => {
  const cut: NodeRow = {
    ...node1,
    unreachable_since: "2026-11-26T23:41:07Z",
    unreachable_for_s: 42.04,
  };

  it("says since when and for how long in the relay cell", () => {
    expect(unreachableText(cut)).toBe("unreachable since 23:41:07 UTC (42.0 s)");
    expect(nodeCells(cut, 1)[3]).toBe("unreachable since 23:41:07 UTC (42.0 s)");
    expect(unreachableText({ ...cut, unreachable_for_s: 125 })).toBe(
      "unreachable since 23:41:07 UTC (2m 05s)",
    );
  });

  it("shows the relay state while it is heard (null fields, or an older server)", () => {
    expect(unreachableText({ ...node1, unreachable_since: null, unreachable_for_s: null })).toBe(
      null,
    );
    expect(unreachableText(node1)).toBe(null);
    expect(nodeCells(node1, 1)[3]).toBe("up");
  });
});
