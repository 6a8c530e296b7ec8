import { describe, expect, it } from "vitest";
import { colorAt } from "./heatmap_scale";
import {
  HEAT_RATIO_TOP,
  barRows,
  columnLabel,
  heatCellAt,
  heatColor,
  layersScope,
  type LayerFigure,
  type LayerView,
} from "./layers";

const fig = (
  median: number | null,
  worst: number | null,
  rank: number | null,
  cols: (number | null)[],
): LayerFigure => ({ median_ms: median, worst_ms: worst, worst_rank: rank, by_column_ms: cols });

const view: LayerView = {
  available: true,
  first_step: 8,
  last_step: 9,
  profiled_steps: 2,
  rank_steps: 4,
  world_size: 2,
  columns: [
    { first_rank: 0, last_rank: 0 },
    { first_rank: 1, last_rank: 1 },
  ],
  modules: [
    {
      name: "blocks.0",
      depth: 0,
      forward: fig(10, 20, 1, [10, 20]),
      backward: fig(null, null, null, [null, null]),
      activation_bytes: 1024,
      steps: 2,
    },
    {
      name: "blocks.0.mlp",
      depth: 1,
      forward: fig(5, 5, 0, [5, 5]),
      backward: fig(2, 3, 1, [2, 3]),
      activation_bytes: null,
      steps: 2,
    },
  ],
  skipped_rows: 0,
};

describe("barRows", () => {
  it("scales median and worst to the phase's longest worst time, in the server's order", () => {
    const rows = barRows(view, "forward");
    expect(rows.map((r) => [r.name, r.depth])).toEqual([
      ["blocks.0", 0],
      ["blocks.0.mlp", 1],
    ]);
    expect(rows[0]).toMatchObject({ medianFrac: 0.5, worstFrac: 1, worstRank: 1 });
    expect(rows[1]).toMatchObject({ medianFrac: 0.25, worstFrac: 0.25 });
  });

  it("draws nothing for what was not measured (missing is not zero)", () => {
    const rows = barRows(view, "backward");
    expect(rows[0]).toMatchObject({ median: null, worst: null, medianFrac: 0, worstFrac: 0 });
    expect(rows[1]).toMatchObject({ worstFrac: 1 });
    const empty = barRows({ ...view, modules: [] }, "forward");
    expect(empty).toEqual([]);
  });
});

describe("heatColor", () => {
  it("colours a cell by its ratio to the module's median", () => {
    expect(heatColor(10, 10)).toEqual(colorAt(0));
    expect(heatColor(10 * HEAT_RATIO_TOP, 10)).toEqual(colorAt(1));
    expect(heatColor(100, 10)).toEqual(colorAt(1));
    expect(heatColor(15, 10)).toEqual(colorAt(0.5 / (HEAT_RATIO_TOP - 1)));
  });

  it("leaves unmeasured cells empty and survives a missing median", () => {
    expect(heatColor(null, 10)).toBeNull();
    expect(heatColor(Number.NaN, 10)).toBeNull();
    expect(heatColor(3, null)).toEqual(colorAt(0));
    expect(heatColor(3, 0)).toEqual(colorAt(0));
  });
});

describe("heatCellAt", () => {
  it("maps a point to its module row and rank column", () => {
    expect(heatCellAt(view, 0, 0, 100, 40)).toEqual({ module: 0, column: 0 });
    expect(heatCellAt(view, 99, 39, 100, 40)).toEqual({ module: 1, column: 1 });
    expect(heatCellAt(view, 50, 20, 100, 40)).toEqual({ module: 1, column: 1 });
    expect(heatCellAt(view, -1, 0, 100, 40)).toBeNull();
    expect(heatCellAt(view, 100, 0, 100, 40)).toBeNull();
    expect(heatCellAt({ ...view, modules: [] }, 1, 1, 100, 40)).toBeNull();
  });
});

describe("labels", () => {
  it("names a column's ranks and the steps covered", () => {
    expect(columnLabel({ first_rank: 3, last_rank: 3 })).toBe("rank 3");
    expect(columnLabel({ first_rank: 0, last_rank: 7 })).toBe("ranks 0–7");
    expect(layersScope(view)).toBe("2 profiled steps (steps 8–9), mean per step of each rank");
    expect(layersScope({ ...view, first_step: null })).toBe("");
  });
});
