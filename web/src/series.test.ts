import { describe, expect, it } from "vitest";
import {
  appendSteps,
  coarsen,
  dominantPhase,
  fromSeries,
  hasLoss,
  LOSS_METRIC,
  lossRange,
  presentPhases,
  stack,
  stackPhases,
} from "./series";
import type { LiveStep, StepSeries } from "./types";

function series(n: number, bucket = 1): StepSeries {
  const step = Array.from({ length: n }, (_, i) => i * bucket);
  const col = (v: number) => step.map(() => v);
  return {
    from: 0,
    to: n * bucket - 1,
    bucket_steps: bucket,
    metrics: ["dataloader", "h2d", "forward", "backward", "optimizer", "wait", "step", "augment"],
    step,
    median: {
      dataloader: col(1),
      forward: col(2),
      backward: col(3),
      optimizer: col(0.5),
      wait: col(0.5),
      step: col(6),
      h2d: step.map(() => null),
      augment: col(0.7),
    },
    worst: {
      dataloader: col(2),
      forward: col(2),
      backward: col(4),
      optimizer: col(1),
      wait: col(1),
      step: col(8),
      h2d: step.map(() => null),
      augment: col(0.9),
    },
    worst_rank: {
      dataloader: col(1),
      forward: col(0),
      backward: col(1),
      optimizer: col(0),
      wait: col(0),
      step: col(1),
      h2d: step.map(() => null),
      augment: col(0),
    },
    memory: {
      source: "rss",
      median_peak_bytes: col(100),
      worst_peak_bytes: col(120),
      worst_rank: col(1),
    },
  };
}

function live(step: number, stepMs: number, worstRank = 1): LiveStep {
  return {
    step,
    phases: { step: { median_ms: stepMs, worst_ms: stepMs * 2, worst_rank: worstRank } },
    memory: { median_peak_bytes: 100, worst_peak_bytes: 100 + step, worst_rank: 0 },
  };
}

describe("stack", () => {
  it("accumulates layers bottom to top", () => {
    expect(
      stack([
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual([
      [1, 2],
      [4, 6],
      [9, 12],
    ]);
  });
  it("adds nothing for a missing layer and leaves all-missing points as gaps", () => {
    expect(
      stack([
        [1, null],
        [null, null],
        [2, null],
      ]),
    ).toEqual([
      [1, null],
      [1, null],
      [3, null],
    ]);
    expect(
      stack([
        [null, 1],
        [2, 1],
      ]),
    ).toEqual([
      [null, 1],
      [2, 2],
    ]);
    expect(stack([])).toEqual([]);
  });
});

describe("series from the API", () => {
  it("stacks what the API lists before step, in its order; regions after step are not stacked", () => {
    expect(stackPhases(series(1).metrics)).toEqual([
      "dataloader",
      "h2d",
      "forward",
      "backward",
      "optimizer",
      "wait",
    ]);
    expect(stackPhases(["forward", "comm", "wait", "step", "augment"])).toEqual([
      "forward",
      "comm",
      "wait",
    ]);
    expect(stackPhases([])).toEqual([]);
  });
  it("draws only measured stacked phases", () => {
    expect(presentPhases(fromSeries(series(3)))).toEqual([
      "dataloader",
      "forward",
      "backward",
      "optimizer",
      "wait",
    ]);
    const s = series(3);
    s.median.dataloader = [null, null, null];
    expect(presentPhases(fromSeries(s))).toEqual(["forward", "backward", "optimizer", "wait"]);
  });
  it("draws host-to-device when it is measured, in its place", () => {
    const s = series(2);
    s.median.h2d = [0.4, 0.5];
    expect(presentPhases(fromSeries(s))).toEqual([
      "dataloader",
      "h2d",
      "forward",
      "backward",
      "optimizer",
      "wait",
    ]);
  });
  it("copies columns so live appends never touch the response", () => {
    const s = series(3);
    const d = fromSeries(s, ["step"]);
    appendSteps(d, [live(3, 5)], 100);
    expect(s.step.length).toBe(3);
    expect(d.step).toEqual([0, 1, 2, 3]);
    expect(d.lastStep).toBe(3);
  });
});

describe("live appends", () => {
  it("appends newer steps, ignores repeats and older ones", () => {
    const d = fromSeries(series(2), ["step"]);
    expect(appendSteps(d, [live(1, 9), live(2, 7), live(2, 7), live(3, 5)], 100)).toBe(2);
    expect(d.step).toEqual([0, 1, 2, 3]);
    expect(d.median.step).toEqual([6, 6, 7, 5]);
    expect(d.worst.step).toEqual([8, 8, 14, 10]);
    expect(d.memWorst).toEqual([120, 120, 102, 103]);
  });
  it("treats a missing phase as null, not zero", () => {
    const d = fromSeries(series(1), ["step", "forward"]);
    appendSteps(d, [live(1, 4)], 100);
    expect(d.median.forward).toEqual([2, null]);
  });
  it("adds a metric first seen live in the API's order, null before it", () => {
    const s = series(1);
    s.metrics = ["forward", "wait", "step"];
    const d = fromSeries(s);
    const step: LiveStep = {
      step: 1,
      phases: {
        dataloader: { median_ms: 1, worst_ms: 1, worst_rank: 0 },
        h2d: { median_ms: 0.5, worst_ms: 0.6, worst_rank: 1 },
        forward: { median_ms: 2, worst_ms: 2, worst_rank: 0 },
        wait: { median_ms: 0.5, worst_ms: 0.5, worst_rank: 0 },
        step: { median_ms: 5, worst_ms: 5, worst_rank: 0 },
        augment: { median_ms: 0.2, worst_ms: 0.2, worst_rank: 0 },
      },
      memory: null,
    };
    appendSteps(d, [step], 100);
    expect(d.metrics).toEqual(["dataloader", "h2d", "forward", "wait", "step", "augment"]);
    expect(d.median.h2d).toEqual([null, 0.5]);
    expect(presentPhases(d)).toEqual(["dataloader", "h2d", "forward", "wait"]);
  });
  it("stays bounded over a long run by coarsening", () => {
    const d = fromSeries(series(0), ["step"]);
    const cap = 64;
    for (let i = 0; i < 100_000; i += 50) {
      const batch = Array.from({ length: 50 }, (_, k) => live(i + k, (i + k) % 7, (i + k) % 3));
      appendSteps(d, batch, cap);
      expect(d.step.length).toBeLessThanOrEqual(cap);
    }
    expect(d.lastStep).toBe(99_999);
    expect(d.step[0]).toBe(0);
    // Buckets stay consecutive and equally wide except the open one.
    const w = d.bucketSteps;
    for (let i = 1; i < d.step.length; i++) expect(d.step[i] - d.step[i - 1]).toBe(w);
    expect(d.step[d.step.length - 1] + w - 1).toBeGreaterThanOrEqual(99_999);
    // The worst over everything is kept: worst of (step % 7) * 2 is 12.
    expect(Math.max(...(d.worst.step as number[]))).toBe(12);
  });
  it("coarsening merges neighbours: mean of medians, max of worsts with their rank", () => {
    const d = fromSeries(series(0), ["step"]);
    appendSteps(d, [live(0, 2, 0), live(1, 4, 1), live(2, 6, 0)], 10);
    coarsen(d);
    expect(d.step).toEqual([0, 2]);
    expect(d.median.step).toEqual([3, 6]);
    expect(d.worst.step).toEqual([8, 12]);
    expect(d.worstRank.step).toEqual([1, 0]);
    expect(d.bucketSteps).toBe(2);
    appendSteps(d, [live(3, 10, 1)], 10);
    expect(d.step).toEqual([0, 2]);
    expect(d.median.step).toEqual([3, 8]);
    expect(d.worst.step).toEqual([8, 20]);
    expect(d.worstRank.step).toEqual([1, 1]);
  });
});

/** A series with the logged loss: rank 1 the highest, none at step 1. */
function withLoss(n: number): StepSeries {
  const s = series(n);
  s.metrics = [...s.metrics, LOSS_METRIC];
  const at = (v: number) => s.step.map((_, i) => (i === 1 ? null : v - i * 0.1));
  s.median.loss = at(2.5);
  s.worst.loss = at(3);
  s.worst_rank.loss = s.step.map((_, i) => (i === 1 ? null : 1));
  return s;
}

function liveLoss(step: number, median: number | null, worst: number | null): LiveStep {
  return {
    ...live(step, 5),
    loss: median === null ? null : { median, worst, worst_rank: 0 },
  };
}

describe("the logged loss", () => {
  it("is never stacked, even listed before step", () => {
    expect(stackPhases(withLoss(1).metrics)).not.toContain(LOSS_METRIC);
    expect(stackPhases(["forward", "loss", "step"])).toEqual(["forward"]);
    expect(presentPhases(fromSeries(withLoss(3)))).not.toContain(LOSS_METRIC);
  });
  it("keeps its columns from the API, null where no rank logged one, last in the order", () => {
    const s = withLoss(3);
    s.metrics = s.metrics.filter((m) => m !== "step");
    const d = fromSeries(s);
    expect(d.metrics[d.metrics.length - 1]).toBe(LOSS_METRIC);
    expect(d.metrics).toContain("step");
    expect(d.median.loss).toEqual([2.5, null, 2.3]);
    expect(d.worst.loss).toEqual([3, null, 2.8]);
    expect(d.worstRank.loss).toEqual([1, null, 1]);
    expect(hasLoss(d)).toBe(true);
  });
  it("is absent from a run that logged none (the chart is not shown)", () => {
    expect(hasLoss(fromSeries(series(3)))).toBe(false);
    const s = withLoss(2);
    s.median.loss = [null, null];
    s.worst.loss = [null, null];
    expect(hasLoss(fromSeries(s))).toBe(false);
  });
  it("appends live losses from the step's own key, null (not zero) without one", () => {
    const d = fromSeries(series(1), ["step"]);
    appendSteps(d, [liveLoss(1, null, null), liveLoss(2, 2, 2.4), live(3, 5)], 100);
    expect(d.metrics[d.metrics.length - 1]).toBe(LOSS_METRIC);
    expect(d.median.loss).toEqual([null, null, 2, null]);
    expect(d.worst.loss).toEqual([null, null, 2.4, null]);
    expect(d.worstRank.loss).toEqual([null, null, 0, null]);
    expect(hasLoss(d)).toBe(true);
  });
  it("stays last when a region is first seen live after it", () => {
    const d = fromSeries(withLoss(2));
    const step = live(2, 5);
    step.phases.comm = { median_ms: 1, worst_ms: 1, worst_rank: 0 };
    appendSteps(d, [step], 100);
    expect(d.metrics.slice(-2)).toEqual(["comm", LOSS_METRIC]);
  });
  it("merges live: the mean of the medians, the highest worst and its rank", () => {
    const d = fromSeries(series(0), ["step"]);
    appendSteps(d, [liveLoss(0, 2, 3), liveLoss(1, 1, 4)], 10);
    coarsen(d);
    expect(d.median.loss).toEqual([1.5]);
    expect(d.worst.loss).toEqual([4]);
    appendSteps(d, [liveLoss(2, 5, 6)], 10);
    appendSteps(d, [liveLoss(3, 1, 2)], 10);
    expect(d.median.loss).toEqual([1.5, 3]);
    expect(d.worst.loss).toEqual([4, 6]);
  });
});

describe("loss range", () => {
  it("pads around the values, from zero when a positive loss's padding would cross it", () => {
    expect(lossRange(1, 3)).toEqual([0.84, 3.16]);
    expect(lossRange(0.01, 3)[0]).toBe(0);
    expect(lossRange(-2, -1)).toEqual([-2.08, -0.92]);
    expect(lossRange(2, 2)).toEqual([1.9, 2.1]);
    expect(lossRange(0, 0)).toEqual([0, 1]);
    expect(lossRange(null, 3)).toEqual([0, 1]);
    expect(lossRange(NaN, 3)).toEqual([0, 1]);
  });
});

describe("dominant phase", () => {
  it("is the largest stacked phase", () => {
    const stacked = ["dataloader", "forward", "backward", "optimizer", "wait"];
    expect(
      dominantPhase(
        { dataloader: 3.6, forward: 0.3, backward: 4.4, optimizer: 0.2, wait: 0.3, step: 99 },
        stacked,
      ),
    ).toBe("backward");
    expect(dominantPhase({ dataloader: null, forward: null }, stacked)).toBe(null);
  });
});
