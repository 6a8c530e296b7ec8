import { describe, expect, it } from "vitest";
import {
  cellAt,
  colorAt,
  columnSteps,
  defaultHeatmapMetric,
  niceTicks,
  normalize,
  valueRange,
} from "./heatmap_scale";
import type { Heatmap } from "./types";

const hm: Heatmap = {
  metric: "step",
  ranks: [0, 1, 2, 3],
  step: [0, 10, 20],
  bucket_steps: 10,
  values: [
    [5, 5, null],
    [5, 6, 5],
    [5, 5, 5],
    [9, 9, 9],
  ],
};

describe("heatmap scale", () => {
  it("spans the measured cells, ignoring nulls", () => {
    expect(valueRange(hm.values)).toEqual({ lo: 5, hi: 9, clipped: false });
    expect(valueRange([[null], [null]])).toBe(null);
    expect(normalize(9, { lo: 5, hi: 9, clipped: false })).toBe(1);
    expect(normalize(7, { lo: 7, hi: 7, clipped: false })).toBe(0.5);
  });
  it("lets a short stall saturate instead of washing out a steady straggler", () => {
    // rank 0 at 1 ms, rank 1 at 20 ms, one 100 ms stall among 200 cells.
    const r0 = Array.from({ length: 100 }, () => 1);
    const r1 = Array.from({ length: 100 }, (_, i) => (i === 50 ? 100 : 20));
    const r = valueRange([r0, r1])!;
    expect(r).toEqual({ lo: 1, hi: 20, clipped: true });
    expect(normalize(20, r)).toBe(1);
    expect(normalize(1, r)).toBe(0);
  });
  it("maps the ends of the palette and clamps", () => {
    expect(colorAt(0)).toEqual([38, 52, 110]);
    expect(colorAt(1)).toEqual([220, 50, 32]);
    expect(colorAt(2)).toEqual([220, 50, 32]);
    expect(colorAt(-1)).toEqual([38, 52, 110]);
    const mid = colorAt(0.9);
    expect(mid[0]).toBeGreaterThan(220);
  });
  it("finds the cell under the pointer", () => {
    expect(cellAt(hm, 0, 0, 300, 400)).toEqual({ row: 0, col: 0 });
    expect(cellAt(hm, 299, 399, 300, 400)).toEqual({ row: 3, col: 2 });
    expect(cellAt(hm, 150, 150, 300, 400)).toEqual({ row: 1, col: 1 });
    expect(cellAt(hm, 300, 10, 300, 400)).toBe(null);
    expect(cellAt({ ...hm, step: [] }, 1, 1, 300, 400)).toBe(null);
  });
  it("names the steps of a column", () => {
    expect(columnSteps(hm, 0)).toEqual([0, 9]);
    expect(columnSteps(hm, 2)).toEqual([20, 29]);
  });
  it("opens on the phase the diagnosis points at", () => {
    expect(defaultHeatmapMetric("INPUT STRAGGLER", null)).toBe("dataloader");
    expect(defaultHeatmapMetric("COMPUTE STRAGGLER", "backward")).toBe("backward");
    expect(defaultHeatmapMetric("BALANCED", null)).toBe("step");
    expect(defaultHeatmapMetric(null, null)).toBe("step");
  });
});

describe("step axis ticks", () => {
  it("are round numbers inside the range", () => {
    expect(niceTicks(0, 2999, 6)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(niceTicks(120, 180, 4)).toEqual([120, 140, 160, 180]);
    expect(niceTicks(0, 3, 6)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(5, 5, 6)).toEqual([5]);
    expect(niceTicks(10, 0, 6)).toEqual([]);
  });
});
