import { describe, expect, it } from "vitest";
import {
  configFindings,
  configFindingsOrdered,
  differenceText,
  environmentRows,
  ranksText,
  reportingNote,
  variableRows,
} from "./setup";
import type { Diagnosis, Environment } from "./types";

// As the server sends it (summary.json `environment`, docs/reference/summary-json.md).
const env: Environment = {
  ranks_reporting: 2,
  steplens: "0.1.0",
  python: "3.11.7",
  torch: "2.5.1",
  cuda: null,
  cudnn: null,
  nccl: null,
  driver: null,
  command: "train.py --lr 0.1 --api-key <redacted>",
  git_commit: "3f2c9a1b7e6d5c4b3a29181716151413",
  gpus: [],
  cpus: ["Intel(R) Xeon(R) Gold 6338"],
  hosts: ["node0", "node1"],
  variables: { OMP_NUM_THREADS: "8", NCCL_ALGO: "Ring", NCCL_DEBUG: null },
  secret_variables: ["TORCH_HUB_TOKEN"],
  differences: [
    {
      key: "torch",
      kind: "fact",
      values: [
        { value: "2.5.1", ranks: [0], rank_count: 1 },
        { value: "2.6.0", ranks: [1], rank_count: 1 },
      ],
    },
    {
      key: "NCCL_DEBUG",
      kind: "variable",
      values: [
        { value: null, ranks: [0], rank_count: 1 },
        { value: "INFO", ranks: [1], rank_count: 1 },
      ],
    },
    {
      key: "cpu",
      kind: "fact",
      values: [{ value: "Xeon", ranks: [0, 1], rank_count: 2 }],
    },
  ],
};

const finding = (label: string, severity: Diagnosis["severity"]): Diagnosis => ({
  label,
  severity,
  rank: null,
  summary: `${label} summary`,
  evidence: { ranks: 2, first_rank: 0 },
  action: "fix it",
});

describe("environment rows", () => {
  it("list the known versions, devices, hosts, command and git HEAD; skip the unknown", () => {
    const rows = environmentRows(env);
    expect(rows.map((r) => r.label)).toEqual([
      "steplens",
      "Python",
      "torch",
      "CPUs",
      "Hosts",
      "Command",
      "Git HEAD",
    ]);
    expect(rows.find((r) => r.key === "hosts")?.value).toBe("node0; node1");
    expect(rows.find((r) => r.key === "command")?.value).toBe(
      "train.py --lr 0.1 --api-key <redacted>",
    );
  });

  it("mark what differs across ranks, with each value's ranks", () => {
    const rows = environmentRows(env);
    expect(rows.find((r) => r.key === "torch")?.differs).toBe("2.5.1 (r0) · 2.6.0 (r1)");
    expect(rows.find((r) => r.key === "python")?.differs).toBeNull();
    // "cpu" differences belong to the CPUs row.
    expect(rows.find((r) => r.key === "cpus")?.differs).toBe("Xeon (r0, r1)");
  });

  it("sort the variables, say unset, and show secret ones by name only", () => {
    const rows = variableRows(env);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["NCCL_ALGO", "Ring"],
      ["NCCL_DEBUG", "unset"],
      ["OMP_NUM_THREADS", "8"],
      ["TORCH_HUB_TOKEN", "set (value not stored)"],
    ]);
    expect(rows.find((r) => r.label === "NCCL_DEBUG")?.differs).toBe("unset (r0) · INFO (r1)");
    expect(rows.find((r) => r.label === "NCCL_ALGO")?.differs).toBeNull();
  });

  it("cap the ranks listed", () => {
    expect(ranksText([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 10)).toBe(
      "r0, r1, r2, r3, r4, r5, r6, r7, +2 more",
    );
    // The server lists at most 16; rank_count says how many there are.
    expect(ranksText([0, 1], 40)).toBe("r0, r1, +38 more");
    expect(
      differenceText({
        key: "x",
        kind: "fact",
        values: [{ value: "a", ranks: [3], rank_count: 1 }],
      }),
    ).toBe("a (r3)");
  });

  it("say when ranks have not sent their setup", () => {
    expect(reportingNote(env, 2)).toBe("");
    expect(reportingNote(env, 4)).toBe("2 of 4 ranks sent their setup facts.");
    expect(reportingNote({ ranks_reporting: 0 }, 2)).toMatch(/^No rank has sent/);
    expect(environmentRows({ ranks_reporting: 0 })).toEqual([]);
  });
});

describe("config findings", () => {
  it("come warnings first, otherwise in the server's order", () => {
    const list = [
      finding("UNUSED-PARAMETER SEARCH", "info"),
      finding("NO DISTRIBUTED SAMPLER", "warning"),
      finding("PAGEABLE HOST MEMORY", "info"),
      finding("BATCHNORM WITHOUT SYNC", "warning"),
    ];
    expect(configFindingsOrdered(list).map((d) => d.label)).toEqual([
      "NO DISTRIBUTED SAMPLER",
      "BATCHNORM WITHOUT SYNC",
      "UNUSED-PARAMETER SEARCH",
      "PAGEABLE HOST MEMORY",
    ]);
    expect(configFindingsOrdered(null)).toEqual([]);
  });

  it("make no rail section for a server without the family", () => {
    expect(configFindings(undefined)).toBeNull();
    expect(configFindings(null)).toBeNull();
  });
});
