// diagnosis/thresholds.h — every number a diagnosis rule compares against,
// with the reason for its value. docs/reference/diagnoses.md lists the same
// values; change both together.
//
// Contract: constants only, plus the Thresholds struct that carries them
// (DiagnosisOptions holds one, so callers and tests may override any value).
// Shares are fractions of the typical iteration (dataloader + step of the
// median rank); they are printed as percentages in summaries.
#ifndef STEPLENS_DIAGNOSIS_THRESHOLDS_H_
#define STEPLENS_DIAGNOSIS_THRESHOLDS_H_

#include <cstdint>

namespace steplens::diagnosis {

// --- Window size -----------------------------------------------------------
// Fewer complete steps than this is NO DATA. Five steps give a first
// answer (a share of the step is a mean, stable after a few steps) at
// warning level at most: critical needs kCriticalMinSteps. Naming a rank
// needs more, whatever this says: the persistence test cannot pass before
// 11 steps with 2 ranks (11 of 11 worst: p = 2 * 2^-11 < 0.001).
inline constexpr int kMinSteps = 5;
// A critical severity needs this many steps: a window shorter than that can
// be a transient (a checkpoint, an eval pass) and must not page anyone.
inline constexpr int kCriticalMinSteps = 50;
// The persistence test also runs on the most recent steps alone, so a
// straggler that started inside a window full of healthy steps is named
// within about this many steps instead of after half a window (a 100-step
// window needs 67 of 100 worst with 2 ranks). 12: with 2 ranks, 12 of 12
// passes the test corrected for the two tests and the ranks
// (2 * 2 * 2^-12 = 9.8e-4 < kPersistenceAlpha). Only the whole window can
// make a straggler critical.
inline constexpr int kRecentSteps = 12;
// A live timeline shows a problem once an evaluation at least this many
// complete steps after the first one that gave it agrees
// (aggregator/diagnosis_timeline.h): the confirming evaluation's recent
// slice then shares no step with the first one's, so a straggler is shown
// only after being the worst in about 24 consecutive steps. Confirming 6
// steps later let 3 false alarms through in 12 healthy 2-rank runs on the
// 2-vCPU VM at ~80% host CPU: the scheduler there makes one CPU-bound rank
// the worst for ~20 steps at a time (docs/reference/diagnoses.md).
inline constexpr int kConfirmSteps = kRecentSteps;
// ... except for a straggler named on the recent steps while the host CPU
// is below kQuietHostCpuPct (Diagnosis::confirm_steps): with cores to spare
// the scheduler does not starve one rank for a burst of steps (healthy
// 2- and 4-rank runs whose ranks sleep in "device time" had no evaluation
// at all naming a rank), and a third of the distance suffices: worst in
// about 16 consecutive steps, 2 * 2^-16 by chance with 2 ranks. It brings a
// straggler's live delay under 20 steps. GPU nodes, where the ranks wait
// for kernels, are usually here. Measured: docs/reference/diagnoses.md,
// "Time to detect".
inline constexpr int kQuietConfirmSteps = 4;
inline constexpr double kQuietHostCpuPct = 50.0;

// --- Step-time shares --------------------------------------------------------
// INPUT-BOUND: dataloader >= 20% of the iteration. At 20% removing the input
// cost is a 1.25x speed-up, too much to call the run healthy. Measured on
// healthy CPU runs (docs/reference/diagnoses.md): at most 12.5% with 1, 2
// and 4 ranks; 1 rank of the example at --hidden 256 spends a real 25-28%
// in per-sample Python loading and is INPUT-BOUND.
inline constexpr double kInputBoundShare = 0.20;
// INPUT-BOUND is critical at >= 60% (the GPU idles more than it works).
inline constexpr double kInputBoundCriticalShare = 0.60;
// WAIT-HEAVY: wait (step - compute phases) >= 20% of the iteration: a 1.25x
// speed-up if it went away. Healthy steps spend a few % in zero_grad, H2D
// copies and logging (measured on healthy CPU runs: at most 13.4%,
// docs/reference/diagnoses.md).
inline constexpr double kWaitHeavyShare = 0.20;
inline constexpr double kWaitHeavyCriticalShare = 0.50;
// A share that rose inside the window: INPUT-BOUND or WAIT-HEAVY (a
// warning) on the steps since the change, long before the change dominates
// the window's mean (a 40% share from step 90 of a 100-step window moves
// the mean by 4 points). The change point is the LeastSquaresSplit
// (statistics.h) of the per-step shares (the median rank's metric over the
// median rank's iteration) with >= kRecentSteps steps before it and >=
// kShareRiseMinSteps since. The rise holds when the median share since the
// change and that of the last kShareRiseMinSteps steps are both over the
// threshold, and the former is >= kShareRise above the median before it
// and at least the kShareRiseQuantile of the steps before it (the rise is
// past the healthy stretch's own spread: a noisy per-step share rarely has
// a 6-step median above its own 90th percentile, a fault's share does).
// A threshold on the last steps alone is not enough: a healthy run loading
// per sample in Python hovers at 15-25% per 12-step slice and flapped in
// and out of INPUT-BOUND; it never rises by 10 points
// (docs/reference/diagnoses.md, "Time to detect").
inline constexpr int kShareRiseMinSteps = 6;
inline constexpr double kShareRise = 0.10;
inline constexpr double kShareRiseQuantile = 0.90;
// COMPUTE-BOUND: forward + backward + optimizer >= 60% of the iteration: the
// model's own compute is the majority of the step, so it is the lever.
inline constexpr double kComputeBoundShare = 0.60;

// --- UNSTABLE (unstable_rules.cc) ------------------------------------------
// The job's step time per step is its slowest rank's iteration. UNSTABLE
// when p95 >= 1.5 x p50 (a step in twenty costs half a step more: as much
// as a 2.5% straggler on every step, and the tail is what a synchronised
// job pays) with at least kUnstableMinSpikes spike steps (>= 1.5 x p50)
// spread over the window (no stretch without one longer than a third of
// it: one eval pass is a burst, not instability), or when the robust CV
// (1.4826 x MAD / median) is >= 0.25 on the window and on both its halves.
// Healthy goldens (noise 5-8%, 3% stalls of 25 ms) sit at p95/p50 <= 1.3
// and CV <= 0.1. Needs kUnstableMinSteps steps (p95 of fewer is the max).
inline constexpr double kUnstableRatio = 1.5;
inline constexpr double kUnstableCv = 0.25;
inline constexpr int kUnstableMinSteps = 20;
inline constexpr int kUnstableMinSpikes = 3;
// A spike period is the most common gap between spike episodes when it
// covers >= 75% of the gaps; the rank where spikes start is named when it
// leads >= 75% of the spike steps, its own growth >= 2 x the others'.
inline constexpr double kUnstablePeriodShare = 0.75;
// Spikes are UNSTABLE (warning) only when they cost >= 5% of the run's time
// (the mean step over the median one, time_lost_share); jitter alone
// (robust CV) is info, said in the evidence beside the verdict. A healthy 2-rank CPU run of 16 ms
// steps on the loaded 2-core development VM had p95/p50 1.63 and robust CV 0.36 from scheduler
// jitter, but lost 3% (bench/diagnosis/false_alarms.py, docs/reference/diagnoses.md). With the
// floor, 2 more healthy runs there (host CPU near 100%) still had aperiodic spike episodes costing
// >= 5%: on a busy host (kBusyHostCpuPct) only periodic spikes are a warning.
inline constexpr double kUnstableMinLostShare = 0.05;
// "Busy" is measured where the recorder sends run-queue wait: aperiodic
// spikes are info when the median rank's threads (main and others, summed)
// waited for a CPU for at least this fraction of the time they cost
// (time_lost_share; the host-CPU line, kBusyHostCpuPct, only without it).
// CI's healthy 2-rank gloo run was called UNSTABLE (warning) at host CPU
// 70-74%, just under the old line: its spikes (in backward, no period) cost
// 6-14% while its threads waited for a CPU 31-36% (main 5-10%, gloo's
// 24-35%): wait / cost 2.2-5.4 over 10 runs. Half, not 1: where waiting is
// all there is, the wait bounds the cost from above (the median step waits
// too), and a 1-rank run beside two CPU hogs read 0.97 (wait 30%, cost
// 31%: two UNSTABLE warnings). A job's own spikes (GC, a stall) on a quiet
// host come with no wait (0.02% on an idle 16-core GPU host,
// docs/benchmarks.md).
inline constexpr double kUnstableContendedWaitFraction = 0.5;
inline constexpr double kUnstableRankFactor = 2.0;

// --- COMM-BOUND (comm_rules.cc) ----------------------------------------------
// Time blocked in collectives >= 30% of the iteration on every rank: the
// issue's figure; with a third of the step exposed, overlapping or shrinking
// communication is a 1.4x speed-up, the largest lever left. Every rank, so
// a rank that waits for one slow peer is not enough (the straggler rules
// name that peer first).
inline constexpr double kCommBoundShare = 0.30;
// DDP's exposed all-reduce runs on the rank's other threads (gloo's, NCCL's
// proxy): when the rank's threads, summed, waited for a CPU for at least this
// fraction of the exposed share (the median rank's), the host's CPU is what
// the step waits for, not the communication, and the verdict is not
// COMM-BOUND. Measured on the 2-core VM (bench/diagnosis/comm_threads.py,
// 2026-11-28): healthy 2-rank gloo DDP with 32-36% of each step in net
// exposed all-reduce had its other threads waiting 26-28% of wall time
// (ratio 0.72-0.81; gloo's run loop thread alone waited 17-19% while on a
// CPU 6%) at host CPU 70-79%, around the old host-CPU line (70%), so the
// verdict flipped between runs (COMM-BOUND in CI at under 70%). A genuinely
// communication-bound job's threads sleep on the network or the GPU, not
// on the run queue (ratio near 0). The main thread's wait counts too (the
// all-reduce's end is seen when the woken main thread gets a CPU): on the
// loaded VM (two CPU hogs, issue 26's rounds) a healthy run's first samples
// had the other threads waiting only 10-13% against ~35% exposed (ratio
// 0.27-0.37: COMM-BOUND warnings for steps 23-100) while the main threads
// waited ~43% more.
inline constexpr double kCommThreadsStarvedFraction = 1.0 / 3.0;
// The rank the others wait for (a pipeline's slowest stage) is shown when
// its blocked share is <= half of the others' median and theirs >= 10%.
inline constexpr double kWaitedForFraction = 0.5;
inline constexpr double kWaitedForMinShare = 0.10;

// --- Stragglers (persistence + cost) ---------------------------------------
// Family-wise false-alarm rate of the persistence test: the probability that
// a healthy run names some rank is below 0.1% per window (Bonferroni over R
// ranks), so a live view re-diagnosing every few seconds stays quiet.
inline constexpr double kPersistenceAlpha = 0.001;
// The culprit's mean lateness (or excess) must cost >= 10% of the median
// iteration. The test alone would flag a rank that is reliably 1% slower
// (rank 0 logging, a CPU on another NUMA node); on a loaded 2-core host such
// systematic offsets reach a few %, and fixing less than 10% is rarely worth
// chasing one rank.
inline constexpr double kMinCulpritCostShare = 0.10;
// On a saturated host (host CPU >= kHighCpuPct) ranks compete for cores and
// the scheduler hands them uneven shares: healthy CPU-only ranks on a busy
// 2-core machine were measured 10-16% apart in compute, consistently enough
// to pass the persistence test. There a compute-attributed culprit must cost
// >= 25% of the iteration; input stragglers keep the normal floor.
inline constexpr double kSaturatedComputeCostShare = 0.25;
// The contention floor above applies from this host CPU on, below the 90%
// of the HIGH CPU context finding: healthy 2-rank CPU runs on the 2-vCPU
// development VM (host CPU 74-86%) had one rank late by 10-13% of the
// iteration for 40-160 steps at a time, burning 7-10% more CPU than the
// other (cores shared with the aggregator and the other rank), not waiting
// in the run queue: 3 false COMPUTE STRAGGLER episodes in 3 runs of 1200
// steps (bench/diagnosis/false_alarms.py, docs/reference/diagnoses.md).
inline constexpr double kBusyHostCpuPct = 70.0;
// With run-queue wait per rank (Linux schedstat) contention is measured, not
// guessed: a compute culprit whose extra wait for a CPU covers >= half of
// its cost is starved by the host, not slow by itself, and is not named
// (whatever its cost); otherwise it is named with the normal floor. Half:
// the other half may be cache/memory-bandwidth interference that comes with
// sharing cores, which the run queue does not show.
inline constexpr double kContentionExplainedFraction = 0.5;
// On a saturated host (>= kHighCpuPct) every host-work culprit that is not
// passed over is named at warning, never critical, with a contention note,
// whatever its cost and whatever the signals say: its own extra CPU is no
// proof of extra work (a core shared with a busy process burns more CPU for
// the same work), and the signals see the main thread only (another thread
// of the rank, gloo's or a loader's, waiting for a CPU, or cache and memory
// shared with other processes, slows it without either signal). No cost
// tells the two apart: healthy 2-rank runs on the 2-core VM with two CPU
// hogs had one rank COMPUTE STRAGGLER, critical, at 27% (703 of 1200 steps;
// extra CPU 2%, its main thread sleeping 45% against the other's 28%), 57%
// (296 steps; extra CPU 0.24, main-thread wait 5% against 9%) and 124% of
// the iteration (317 steps; 7.7 ms on 6.2 ms, extra CPU 0.54, wait 8%
// against 14%). Caps at half and then a whole iteration were each passed
// by the next loaded round (issue 26). A real straggler on such a host is
// still named, with HIGH CPU beside it.
// Which contention note such a culprit gets: one named by its own extra
// CPU whose starvation still covers >= this fraction of its cost gets the
// note that its wait for a CPU may be the host's scheduling; the others get
// the note of what their signals show. Measured: a healthy rank on a 2-core
// VM with two CPU hogs was COMPUTE STRAGGLER, critical, for 335 steps (cost
// 36%, starved 20%, extra CPU 47%), longer than the real straggler's
// episode; a real 40 ms straggler on a saturated host has the same shape
// (golden contention_busy_culprit_named).
inline constexpr double kContendedCulpritStarvedFraction = 0.5;
// Critical when the culprit costs >= 30% of the step (and kCriticalMinSteps).
inline constexpr double kCriticalCostShare = 0.30;
// Attribution of the culprit's lateness to its phase excesses: one family
// (input or compute) explaining >= 60% of the lateness names it; below that,
// when both input and compute each explain >= 25%, the label is STRAGGLER
// (mixed); when neither explains enough it is STRAGGLER (unattributed).
inline constexpr double kAttributionDominantShare = 0.60;
inline constexpr double kAttributionMixedShare = 0.25;
// Without arrival times, ranks are "in lockstep" (they wait for each other
// at gradient sync) when a rank's backward differs from the others' by D
// while its iteration differs by less than half of D: the backward then
// holds a wait, not work. A rank whose iteration is longer by more than
// half of its backward excess is slow by itself (the ranks do not wait).
inline constexpr double kLockstepFraction = 0.5;

// --- Memory ------------------------------------------------------------------
// HIGH PRESSURE: worst peak (reserved on CUDA, RSS on CPU) >= 90% of capacity.
// The caching allocator and the kernel need headroom; above 90% a longer
// sequence or fragmentation turns into an OOM.
inline constexpr double kHighPressureShare = 0.90;
inline constexpr double kHighPressureCriticalShare = 0.97;
// IMBALANCE: the worst rank's typical peak exceeds the median rank's by
// >= 20% and >= 256 MiB. Data-parallel ranks hold identical model/optimizer
// state, so 20% is far outside shape jitter; the absolute floor keeps small
// CPU runs (tens of MiB) from being called imbalanced.
inline constexpr double kImbalanceSkew = 0.20;
inline constexpr int64_t kImbalanceMinBytes = 256ll << 20;
// IMBALANCE is a warning only when the window peak fills >= 50% of capacity;
// below that it is info. The uneven rank is the first to run out of memory,
// but at half of capacity or less it can still grow by the median rank's
// whole footprint: a 24-30% skew at 3-10% of a GPU is nothing to fix.
inline constexpr double kImbalanceMinPressure = 0.50;
// MEMORY CREEP (EARLY): robust (Theil–Sen) rise over the window of both the
// per-step median and worst peak >= 2% of the median peak and >= 32 MiB, and
// at least 2 of the 3 consecutive quarter-to-quarter comparisons rising for
// both series. MEMORY CREEP: >= 5% and >= 128 MiB, all 3 rising, and at
// least kCreepMinSteps steps. Allocator growth after warm-up is a step
// (flat afterwards), which the quarters reject; a leak of one activation
// per step is a line, which they accept.
inline constexpr double kCreepEarlyRise = 0.02;
inline constexpr int64_t kCreepEarlyMinBytes = 32ll << 20;
inline constexpr double kCreepRise = 0.05;
inline constexpr int64_t kCreepMinBytes = 128ll << 20;
inline constexpr int kCreepSlices = 4;
inline constexpr int kCreepMinSteps = 20;
// --- Training (the logged loss) -----------------------------------------------
// NAN/INF: any non-finite loss or gradient norm in the run (critical: the
// weights are poisoned from that step on unless the step was skipped).
// LOSS SPIKE: a step whose loss (median over ranks) lies >= kLossSpikeZ
// robust deviations (1.4826 x MAD) above the median of the
// kLossSpikeBaselineSteps steps before it, and at least 3x that median
// (kLossSpikeMinRise = +200%): 20 per-batch losses give a small MAD, and a
// healthy noisy plateau has single steps at 2-2.4x its median and > 10
// deviations (measured on examples/faults/healthy.py, 1 rank: 2 such steps
// in 2 runs with +50%, none with +200%; an injected bad batch is 20-50x).
// Needs kLossSpikeMinBaseline finite steps before.
inline constexpr double kLossSpikeZ = 10.0;
inline constexpr double kLossSpikeMinRise = 2.0;
inline constexpr int kLossSpikeBaselineSteps = 20;
inline constexpr int kLossSpikeMinBaseline = 10;
// DIVERGING: the loss rises over the window: its robust (Theil–Sen) rise is
// >= kDivergingRise of the first quarter's median, and all three quarter-to-
// quarter comparisons rise (sustained, not one level shift), over at least
// kDivergingMinSteps steps with a loss.
inline constexpr double kDivergingRise = 0.25;
inline constexpr int kDivergingMinSteps = 20;
// THROUGHPUT DROP, over the last kThroughputHistorySteps complete steps
// (more than the window: a drop is judged over seconds). Per step, the
// job's rate: the samples of all ranks (or 1 step when samples are not
// reported) over the interval since the previous step ended. The change
// point is the split of the history into two stretches that fits the log
// rates best (least squares). A drop: the stretch since the change lasts
// >= kThroughputMinSpanS seconds and >= kRecentSteps steps, and both its
// median rate and that of the last kRecentSteps steps are >=
// kThroughputDropShare below the median before the change (which needs
// kThroughputMinBaseline steps). Measured on healthy 2-rank CPU runs: dips
// of 35-45% lasting 0.1-0.3 s (20-50 steps) are common on a shared host;
// none lasted a second. Once the stretch before the change leaves the
// history, the slower rate is the new normal.
inline constexpr int kThroughputHistorySteps = 1024;
inline constexpr double kThroughputMinSpanS = 2.0;
inline constexpr double kThroughputDropShare = 0.25;
inline constexpr int kThroughputMinBaseline = 24;

// Theil–Sen is O(n^2) in the points: longer windows are reduced to this many
// bucket medians first (still robust, bounded cost).
inline constexpr int kTheilSenMaxPoints = 128;

// --- Context (never outranks the step diagnoses; severity <= warning) -------
// Host CPU >= 90%: the input pipeline and the launch thread compete for CPU.
inline constexpr double kHighCpuPct = 90.0;
// Host RAM >= 90% used: the page cache for the dataset is being squeezed.
inline constexpr double kHighRamShare = 0.90;
// GPU memory >= 95% used (NVML, includes other processes).
inline constexpr double kGpuMemShare = 0.95;
// GPU >= 85 C: most data-centre GPUs start clock throttling around there.
inline constexpr double kGpuHotC = 85.0;
// Mean GPU utilisation < 50%: the GPU idles half the time.
inline constexpr double kLowGpuUtilPct = 50.0;
// Process imbalance: the worst rank's CPU exceeds the median's by >= 50% and
// by >= 25 points (of one core), or its RSS by >= 30% and >= 256 MiB.
inline constexpr double kProcessCpuSkew = 0.50;
inline constexpr double kProcessCpuMinPoints = 25.0;
inline constexpr double kProcessRssSkew = 0.30;
inline constexpr int64_t kProcessRssMinBytes = 256ll << 20;

struct Thresholds {
  int min_steps = kMinSteps;
  int critical_min_steps = kCriticalMinSteps;
  int recent_steps = kRecentSteps;
  int quiet_confirm_steps = kQuietConfirmSteps;
  double quiet_host_cpu_pct = kQuietHostCpuPct;
  double input_bound_share = kInputBoundShare;
  double input_bound_critical_share = kInputBoundCriticalShare;
  double wait_heavy_share = kWaitHeavyShare;
  double wait_heavy_critical_share = kWaitHeavyCriticalShare;
  int share_rise_min_steps = kShareRiseMinSteps;
  double share_rise = kShareRise;
  double share_rise_quantile = kShareRiseQuantile;
  double compute_bound_share = kComputeBoundShare;
  double unstable_ratio = kUnstableRatio;
  double unstable_cv = kUnstableCv;
  int unstable_min_steps = kUnstableMinSteps;
  int unstable_min_spikes = kUnstableMinSpikes;
  double unstable_period_share = kUnstablePeriodShare;
  double unstable_min_lost_share = kUnstableMinLostShare;
  double unstable_rank_factor = kUnstableRankFactor;
  double unstable_contended_wait_fraction = kUnstableContendedWaitFraction;
  double comm_bound_share = kCommBoundShare;
  double waited_for_fraction = kWaitedForFraction;
  double waited_for_min_share = kWaitedForMinShare;
  double persistence_alpha = kPersistenceAlpha;
  double min_culprit_cost_share = kMinCulpritCostShare;
  double saturated_compute_cost_share = kSaturatedComputeCostShare;
  double busy_host_cpu_pct = kBusyHostCpuPct;
  double comm_threads_starved_fraction = kCommThreadsStarvedFraction;
  double contention_explained_fraction = kContentionExplainedFraction;
  double contended_culprit_starved_fraction = kContendedCulpritStarvedFraction;
  double critical_cost_share = kCriticalCostShare;
  double attribution_dominant_share = kAttributionDominantShare;
  double attribution_mixed_share = kAttributionMixedShare;
  double lockstep_fraction = kLockstepFraction;
  double high_pressure_share = kHighPressureShare;
  double high_pressure_critical_share = kHighPressureCriticalShare;
  double imbalance_skew = kImbalanceSkew;
  int64_t imbalance_min_bytes = kImbalanceMinBytes;
  double imbalance_min_pressure = kImbalanceMinPressure;
  double creep_early_rise = kCreepEarlyRise;
  int64_t creep_early_min_bytes = kCreepEarlyMinBytes;
  double creep_rise = kCreepRise;
  int64_t creep_min_bytes = kCreepMinBytes;
  int creep_min_steps = kCreepMinSteps;
  double throughput_drop = kThroughputDropShare;
  int throughput_min_baseline = kThroughputMinBaseline;
  double throughput_min_span_s = kThroughputMinSpanS;
  double loss_spike_z = kLossSpikeZ;
  double loss_spike_min_rise = kLossSpikeMinRise;
  int loss_spike_baseline_steps = kLossSpikeBaselineSteps;
  int loss_spike_min_baseline = kLossSpikeMinBaseline;
  double diverging_rise = kDivergingRise;
  int diverging_min_steps = kDivergingMinSteps;
  double high_cpu_pct = kHighCpuPct;
  double high_ram_share = kHighRamShare;
  double gpu_mem_share = kGpuMemShare;
  double gpu_hot_c = kGpuHotC;
  double low_gpu_util_pct = kLowGpuUtilPct;
  double process_cpu_skew = kProcessCpuSkew;
  double process_cpu_min_points = kProcessCpuMinPoints;
  double process_rss_skew = kProcessRssSkew;
  int64_t process_rss_min_bytes = kProcessRssMinBytes;
};

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_THRESHOLDS_H_
