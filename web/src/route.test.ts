import { describe, expect, it } from "vitest";
import { apiRunPath, maxPointsFor, parseRoute, runPath, withQuery } from "./route";

describe("routes", () => {
  it("parses the three pages", () => {
    expect(parseRoute("/", "")).toEqual({ kind: "list" });
    expect(parseRoute("/runs/abc-1", "?token=x")).toEqual({ kind: "run", id: "abc-1" });
    expect(parseRoute("/runs/a%20b/", "")).toEqual({ kind: "run", id: "a b" });
    expect(parseRoute("/compare", "?a=r1&b=r2")).toEqual({ kind: "compare", a: "r1", b: "r2" });
    expect(parseRoute("/compare", "")).toEqual({ kind: "compare", a: "", b: "" });
  });
  it("does not crash on odd paths", () => {
    expect(parseRoute("/runs/%E0%A4%A", "").kind).toBe("notfound");
    expect(parseRoute("/nope", "").kind).toBe("notfound");
    expect(parseRoute("/runs/a/b", "").kind).toBe("notfound");
  });
});

describe("urls", () => {
  it("appends the token to every request and drops empty params", () => {
    expect(withQuery("/api/runs", {}, null)).toBe("/api/runs");
    expect(withQuery("/api/runs", {}, "s3cr3t")).toBe("/api/runs?token=s3cr3t");
    expect(withQuery("/api/runs/x/steps", { from: 0, to: null, max_points: 800 }, "t")).toBe(
      "/api/runs/x/steps?from=0&max_points=800&token=t",
    );
  });
  it("encodes run ids", () => {
    expect(runPath("a/b c")).toBe("/runs/a%2Fb%20c");
    expect(apiRunPath("a/b", "summary")).toBe("/api/runs/a%2Fb/summary");
    expect(apiRunPath("x", "")).toBe("/api/runs/x");
  });
  it("asks for about one point per pixel, bounded", () => {
    expect(maxPointsFor(812.4)).toBe(812);
    expect(maxPointsFor(10)).toBe(100);
    expect(maxPointsFor(1e6)).toBe(4000);
    expect(maxPointsFor(NaN)).toBe(1000);
  });
});
