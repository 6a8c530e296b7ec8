// Talks to the steplens server. Every request carries the page's token (when it has one).
import type { DeepModeName } from "./deep_switch";
import type { LayerView } from "./layers";
import { apiRunPath, withQuery, type Params } from "./route";
import type { CompareResult, Heatmap, RunInfo, StepSeries, Summary, WindowView } from "./types";

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

export class Api {
  constructor(public token: string | null) {}

  url(path: string, params: Params = {}): string {
    return withQuery(path, params, this.token);
  }

  get<T>(
    path: string,
    params: Params = {},
    signal?: AbortSignal,
    early?: Promise<Response>,
  ): Promise<T> {
    return this.answer(
      early ?? fetch(this.url(path, params), { signal, headers: { Accept: "application/json" } }),
    );
  }

  /** An action (POST with a JSON body): the token, and the header the server asks of actions. */
  post<T>(path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-Steplens-Action": "1",
    };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    return this.answer(fetch(path, { method: "POST", headers, body: JSON.stringify(body) }));
  }

  /** The JSON of a request's answer; an ApiError with the server's sentence when refused. */
  private async answer<T>(request: Promise<Response>): Promise<T> {
    let res: Response;
    try {
      res = await request;
    } catch (e) {
      if ((e as Error).name === "AbortError") throw e;
      throw new ApiError(0, "The steplens server is not reachable (it stops when the run ends).");
    }
    if (!res.ok) {
      let msg = `${res.status} ${res.statusText}`;
      try {
        const body = (await res.json()) as { error?: string };
        if (body && body.error) msg = body.error;
      } catch {
        /* not JSON */
      }
      throw new ApiError(res.status, msg);
    }
    return (await res.json()) as T;
  }

  runs(): Promise<{ runs: RunInfo[] }> {
    return this.get("/api/runs");
  }
  summary(id: string): Promise<Summary> {
    return this.get(apiRunPath(id, "summary"), {}, undefined, this.takeEarly(id, "summary"));
  }
  window(id: string): Promise<WindowView> {
    return this.get(apiRunPath(id, "window"), {}, undefined, this.takeEarly(id, "window"));
  }
  steps(
    id: string,
    p: { from?: number | null; to?: number | null; max_points: number },
    signal?: AbortSignal,
  ): Promise<StepSeries> {
    const whole =
      (p.from === null || p.from === undefined) && (p.to === null || p.to === undefined);
    return this.get(
      apiRunPath(id, "steps"),
      p,
      signal,
      whole ? this.takeEarly(id, "steps") : undefined,
    );
  }

  /** The chart resolution index.html's early requests used (the first load follows it). */
  earlyMaxPoints(id: string): number | null {
    const e = earlyRequests();
    return e && decodeId(e.id) === id && e.steps ? e.maxPoints : null;
  }

  /** A request index.html already started for this run, once. */
  private takeEarly(
    id: string,
    kind: "summary" | "window" | "steps",
  ): Promise<Response> | undefined {
    const e = earlyRequests();
    if (!e || decodeId(e.id) !== id) return undefined;
    const r = e[kind];
    e[kind] = undefined;
    return r;
  }
  heatmap(
    id: string,
    p: { metric: string; max_steps: number; from?: number | null; to?: number | null },
  ): Promise<Heatmap> {
    return this.get(apiRunPath(id, "heatmap"), p);
  }
  /** Deep mode's per-layer view (the newest profiled steps). */
  layers(id: string): Promise<LayerView> {
    return this.get(apiRunPath(id, "layers"));
  }
  /** Switches deep mode on the ranks of the live run (POST /api/runs/<id>/deep). */
  switchDeep(id: string, mode: DeepModeName): Promise<{ ok: boolean; message: string }> {
    return this.post(apiRunPath(id, "deep"), { mode });
  }
  compare(a: string, b: string): Promise<CompareResult> {
    return this.get("/api/compare", { a, b });
  }
  events(id: string): EventSource {
    return new EventSource(this.url(apiRunPath(id, "events")));
  }
}

interface EarlyRequests {
  id: string;
  maxPoints: number;
  summary?: Promise<Response>;
  window?: Promise<Response>;
  steps?: Promise<Response>;
}

function earlyRequests(): EarlyRequests | null {
  return typeof window === "undefined"
    ? null
    : ((window as unknown as { __steplensPrefetch?: EarlyRequests }).__steplensPrefetch ?? null);
}

function decodeId(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
