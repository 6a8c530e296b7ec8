import { describe, expect, it } from "vitest";
import { anyKnown, firstKnown, headerRate, known } from "./throughput";

describe("throughput values", () => {
  it("treats null, undefined and NaN as not measured, 0 as measured", () => {
    expect(known(null)).toBe(false);
    expect(known(undefined)).toBe(false);
    expect(known(NaN)).toBe(false);
    expect(known(Infinity)).toBe(false);
    expect(known(0)).toBe(true);
    expect(known(12.5)).toBe(true);
  });
  it("takes the first measured value in order of precedence", () => {
    expect(firstKnown(3, 2, 1)).toBe(3);
    expect(firstKnown(undefined, null, 7)).toBe(7);
    expect(firstKnown(null, 0, 7)).toBe(0);
    expect(firstKnown(NaN, 5)).toBe(5);
    expect(firstKnown(null, undefined)).toBeNull();
    expect(firstKnown()).toBeNull();
  });
  it("says whether any rank measured it", () => {
    expect(anyKnown([])).toBe(false);
    expect(anyKnown([null, undefined, NaN])).toBe(false);
    expect(anyKnown([null, 0])).toBe(true);
    expect(anyKnown([undefined, 120.5])).toBe(true);
  });
  it("shows the live rate while live, the whole run's once finished", () => {
    expect(headerRate(true, 100, 90, 80)).toBe(100);
    expect(headerRate(true, null, 90, 80)).toBe(90);
    expect(headerRate(true, undefined, undefined, 80)).toBe(80);
    expect(headerRate(true, null, null, null)).toBeNull();
    expect(headerRate(false, 100, 90, 80)).toBe(80);
    expect(headerRate(false, 100, 90, null)).toBeNull();
    expect(headerRate(false, null, null, 0)).toBe(0);
  });
});
