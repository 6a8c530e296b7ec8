// Types of the steplens HTTP API (docs/reference/http.md). Missing numbers are null.

export type Severity = "info" | "warning" | "critical";

export interface Diagnosis {
  label: string;
  severity: Severity;
  rank: number | null;
  phase?: string | null;
  summary: string;
  evidence: Record<string, unknown> | null;
  action: string;
}

export interface DiagnosisSet {
  step_time?: Diagnosis | null;
  step_memory?: Diagnosis | null;
  training?: Diagnosis | null;
  health?: Diagnosis | null;
  context?: Diagnosis[] | null;
  /** The configuration family (setup mistakes: NO DISTRIBUTED SAMPLER, ...); missing on
   *  older servers. */
  config?: Diagnosis[] | null;
}

export interface RunInfo {
  id: string;
  run_dir: string | null;
  live: boolean;
  world_size: number | null;
  steps_completed: number | null;
  steps_per_sec: number | null;
  /** Whole job (all ranks); missing on older servers, null when not measured. */
  samples_per_sec?: number | null;
  /** Not in the run list's contract yet: shown by the compare page when a server sends it. */
  tokens_per_sec?: number | null;
  duration_s: number | null;
  started_wall_ns: number | null;
  exit_code: number | null;
  label_step_time: string | null;
  label_step_memory: string | null;
  severity: Severity | null;
}

export interface PhaseStat {
  median_ms: number | null;
  worst_ms: number | null;
  worst_rank: number | null;
  skew_pct: number | null;
}

export interface MemoryStat {
  source?: string | null;
  median_peak_bytes: number | null;
  worst_peak_bytes: number | null;
  worst_rank: number | null;
  skew_pct: number | null;
}

export interface SummaryRank {
  rank: number;
  host?: string | null;
  pid?: number | null;
  local_rank?: number | null;
  steps?: number | null;
  dropped_records?: number | null;
  connected?: boolean | null;
  finished?: boolean | null;
  disconnect_reason?: string | null;
  last_step?: number | null;
  /** This rank alone, whole run; missing/null: not measured. */
  samples_per_sec?: number | null;
  tokens_per_sec?: number | null;
}

export interface GpuSummary {
  [key: string]: unknown;
}

export interface SystemHost {
  host: string;
  samples?: number | null;
  cpu_pct_mean?: number | null;
  cpu_pct_max?: number | null;
  ram_used_max_bytes?: number | null;
  ram_total_bytes?: number | null;
  gpus?: GpuSummary[];
}

export interface ProcessRankSummary {
  rank: number;
  samples?: number | null;
  cpu_pct_mean?: number | null;
  rss_peak_bytes?: number | null;
  gpu_mem_peak_bytes?: number | null;
}

export interface RunDetail {
  detail_steps: number;
  aggregated_steps: number;
  aggregated: [number, number][];
  statistics_cover: "all_steps" | "detail_steps" | "buckets";
  /** One sentence; null when nothing was aggregated. */
  note: string | null;
}

/** One fact or variable whose value is not the same on every reporting rank. */
export interface EnvironmentDifference {
  key: string;
  kind: "fact" | "variable";
  /** Each value with its ranks (at most 16 listed; rank_count all of them); null: unset. */
  values: { value: string | null; ranks: number[]; rank_count: number }[];
}

/** What the run ran on (summary.json `environment`; aggregator/setup_facts.h). */
export interface Environment {
  ranks_reporting?: number | null;
  steplens?: string | null;
  python?: string | null;
  torch?: string | null;
  cuda?: string | null;
  cudnn?: string | null;
  nccl?: string | null;
  driver?: string | null;
  command?: string | null;
  git_commit?: string | null;
  gpus?: string[];
  cpus?: string[];
  hosts?: string[];
  variables?: Record<string, string | null>;
  secret_variables?: string[];
  differences?: EnvironmentDifference[];
}

export interface Summary {
  schema_version: number;
  live?: boolean;
  run: {
    id: string;
    world_size: number | null;
    steps_completed: number | null;
    duration_s: number | null;
    exit_code: number | null;
    run_dir?: string | null;
    command?: string | null;
    steps_per_sec?: number | null;
    /** Whole run, whole job (all ranks together); missing/null: not measured. */
    samples_per_sec?: number | null;
    tokens_per_sec?: number | null;
    /** Model TFLOP/s (all ranks) and MFU %; missing/null: not counted / peak unknown. */
    tflops?: number | null;
    mfu_pct?: number | null;
    ranks_seen?: number | null;
    /** The store's tiers (summary-json.md run.detail); null: every step has detail. */
    detail?: RunDetail | null;
  };
  /** Missing on older servers. */
  environment?: Environment | null;
  diagnosis: DiagnosisSet;
  step_time: {
    window_steps?: number | null;
    phases: Record<string, PhaseStat>;
    wait_share_pct: number | null;
  };
  step_memory: MemoryStat;
  ranks: SummaryRank[];
  nodes?: NodeRow[];
  mixed_installs?: string[];
  system?: { measured?: boolean; hosts?: SystemHost[] } | null;
  process?: { ranks?: ProcessRankSummary[] } | null;
  counters?: Record<string, number | null>;
}

export interface WindowRank {
  rank: number;
  host?: string | null;
  connected?: boolean | null;
  finished?: boolean | null;
  failed?: boolean | null;
  steps?: number | null;
  dropped_records?: number | null;
  activity?: string | null;
  current_step?: number | null;
  last_heartbeat_age_s?: number | null;
  cpu_pct?: number | null;
  rss_bytes?: number | null;
  gpu_mem_bytes?: number | null;
  /** This rank, rolling window; missing/null: not measured. */
  samples_per_sec?: number | null;
  tokens_per_sec?: number | null;
}

export interface SystemGpu {
  util_pct: number | null;
  mem_used_bytes: number | null;
  mem_total_bytes: number | null;
  temp_c: number | null;
  power_w: number | null;
  /** NVML; absent from servers before these fields, null: not reported. */
  sm_clock_mhz?: number | null;
  /** Clocks-event reasons set now ([] at full clocks). */
  throttle_reasons?: string[] | null;
  /** A reason that slows work down (power cap, thermal, hw slowdown) is set. */
  throttled?: boolean | null;
}

export interface SystemSample {
  cpu_pct: number | null;
  ram_used_bytes: number | null;
  ram_total_bytes: number | null;
  gpus?: SystemGpu[];
}

/** One node of the run (summary.json `nodes`, the window's `nodes`; aggregator/node_view.h). */
export interface NodeRow {
  host: string;
  first_rank: number | null;
  ranks: number[];
  steps_min?: number;
  steps_max?: number;
  lost_ranks?: number;
  /** Live runs only: how its clocks are aligned; null/missing in a replay. */
  clock?: "two-way" | "estimated" | "wall" | null;
  /** Estimate minus wall-clock offset: -250 means its clocks read 250 ms ahead. */
  clock_skew_ms?: number | null;
  clock_bound_ms?: number | null;
  /** Live runs only: "up", "lost", "none" (direct), "ended". */
  relay?: string | null;
  /** Live runs only: its relay silent since then (ISO 8601 UTC), and for how long; null
   *  while it is heard, missing on older servers. */
  unreachable_since?: string | null;
  unreachable_for_s?: number | null;
  /** Live runs only: bytes its ranks' frames took on the wire to the aggregator, and their
   *  rate (the window's: the last second or so; summary.json's: the run's mean); null while
   *  unknown, missing on older servers. */
  bytes_received?: number | null;
  bytes_per_sec?: number | null;
  slowest_rank?: number | null;
  slowest_by?: "lateness" | "step" | null;
  slowest_ms?: number | null;
}

export interface WindowView {
  live: boolean;
  window_steps: number | null;
  last_complete_step: number | null;
  steps_per_sec: number | null;
  /** Whole job, rolling window; missing/null: not measured. */
  samples_per_sec?: number | null;
  tokens_per_sec?: number | null;
  tflops?: number | null;
  mfu_pct?: number | null;
  diagnosis: DiagnosisSet;
  phases: Record<string, PhaseStat>;
  wait_share_pct: number | null;
  memory: MemoryStat | null;
  ranks: WindowRank[];
  /** Missing on older servers. */
  nodes?: NodeRow[];
  system: SystemSample | null;
}

export interface StepSeries {
  from: number | null;
  to: number | null;
  bucket_steps: number;
  /** Phases, wait, step, user regions, then "loss" when a loss was logged. Values are ms,
   *  except "loss": the logged loss itself (worst = the highest). */
  metrics: string[];
  step: number[];
  median: Record<string, (number | null)[]>;
  worst: Record<string, (number | null)[]>;
  worst_rank: Record<string, (number | null)[]>;
  memory: {
    source: string | null;
    median_peak_bytes: (number | null)[];
    worst_peak_bytes: (number | null)[];
    worst_rank: (number | null)[];
  } | null;
}

export interface Heatmap {
  metric: string;
  ranks: (number | [number, number])[];
  step: number[];
  bucket_steps: number;
  values: (number | null)[][];
}

export interface LiveStep {
  step: number;
  phases: Record<
    string,
    { median_ms: number | null; worst_ms: number | null; worst_rank: number | null }
  >;
  memory: {
    median_peak_bytes: number | null;
    worst_peak_bytes: number | null;
    worst_rank: number | null;
  } | null;
  sync_last_rank?: number | null;
  sync_last_lateness_ms?: number | null;
  /** The logged loss across ranks (worst = the highest); null: no rank logged one this
   *  step; missing from older servers. */
  loss?: { median: number | null; worst: number | null; worst_rank: number | null } | null;
}

export interface LiveStatus {
  steps_completed: number | null;
  last_complete_step: number | null;
  steps_per_sec: number | null;
  /** Whole job, rolling window; missing/null: not measured. */
  samples_per_sec?: number | null;
  live: boolean;
  ranks_seen: number | null;
  world_size: number | null;
  dropped_records: number | null;
}

export interface CompareResult {
  a: RunInfo;
  b: RunInfo;
  verdict: {
    step_time_change_pct: number | null;
    faster: boolean | null;
    memory_change_pct: number | null;
    memory_regression: boolean;
    diagnosis_changed: boolean;
    summary: string;
  };
  phases: {
    name: string;
    a_median_ms: number | null;
    b_median_ms: number | null;
    change_pct: number | null;
  }[];
  memory: { a_peak_bytes: number | null; b_peak_bytes: number | null; change_pct: number | null };
  diagnosis: { a: DiagnosisSet; b: DiagnosisSet };
}
