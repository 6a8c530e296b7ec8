import { describe, expect, it } from "vitest";
import { cellAt, colorAt, columnSteps, defaultHeatmapMetric, niceTicks, normalize, valueRange } from "./heatmap_scale";
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
    expect(valueRange(hm.values)).toEqual({ lo: 5, hi: 9 });
    expect(valueRange([[null], [null]])).toBe(null);
    expect(normalize(9, { lo: 5, hi: 9 })).toBe(1);
    expect(normalize(7, { lo: 7, hi: 7 })).toBe(0.5);
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
