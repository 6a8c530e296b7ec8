// Client-side routes and API URLs. Pure: no window access here.

export type Route =
  | { kind: "list" }
  | { kind: "run"; id: string }
  | { kind: "compare"; a: string; b: string }
  | { kind: "notfound"; path: string };

export function parseRoute(pathname: string, search: string): Route {
  const q = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { kind: "list" };
  if (path === "/compare") return { kind: "compare", a: q.get("a") ?? "", b: q.get("b") ?? "" };
  const m = /^\/runs\/([^/]+)$/.exec(path);
  if (m) {
    try {
      return { kind: "run", id: decodeURIComponent(m[1]) };
    } catch {
      return { kind: "notfound", path };
    }
  }
  return { kind: "notfound", path };
}

export type Params = Record<string, string | number | null | undefined>;

/** path + query; null/undefined params are left out; the token (when any) is always appended. */
export function withQuery(path: string, params: Params, token: string | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined || v === "") continue;
    q.set(k, String(v));
  }
  if (token) q.set("token", token);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function runPath(id: string): string {
  return `/runs/${encodeURIComponent(id)}`;
}

export function apiRunPath(id: string, tail: string): string {
  return `/api/runs/${encodeURIComponent(id)}${tail ? `/${tail}` : ""}`;
}

/** Number of points to ask the server for a chart this many CSS pixels wide. */
export function maxPointsFor(widthPx: number): number {
  const w = Math.round(widthPx);
  return Math.max(100, Math.min(4000, Number.isFinite(w) ? w : 1000));
}
