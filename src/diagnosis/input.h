// diagnosis/input.h — what the diagnosis engine reads: one window of complete
// steps across all ranks, plus optional memory and system/process context.
//
// Contract
// - A plain value type filled by the caller (the aggregator, a test scenario,
//   a benchmark). The engine only reads it; it never keeps a reference.
// - Layout: every per-(step, rank) metric is a flat, contiguous vector of
//   steps x world_size int64 values, indexed [step * world_size + rank]
//   (Index()). Step 0 is the oldest step of the window. An empty vector means
//   "this metric was not measured at all"; a single kMissing (-1) entry
//   means "not measured for that rank and step". Missing is never zero.
// - Durations are nanoseconds. `step` is the trace_step block (end - begin);
//   `dataloader` is the fetch before the block (reported beside the step, not
//   inside it); `wait` is step - (forward + backward + optimizer), the time
//   of the step not covered by the compute phases. The step-time rules
//   derive wait themselves (WaitNs, diagnosis/statistics.h: only where all
//   three phases were measured) and do not read the `wait` array.
// - A metric measured by some ranks and not others is compared on no rank;
//   a rank with no value at all in the window "sent no steps". Both are
//   reported in the step-time evidence (`missing_signals`).
// - Arrival times are CLOCK_MONOTONIC nanoseconds at which the rank arrived
//   at gradient synchronisation (its last DDP bucket became ready). They are
//   compared only within one step, across ranks; hosts' clocks must be
//   comparable to the precision that matters (a few ms) — the engine uses
//   arrival - median arrival of the step, so a constant offset per step
//   cancels, an offset per host does not.
// - Thread-safety: none needed; it is a value.
#ifndef STEPLENS_DIAGNOSIS_INPUT_H_
#define STEPLENS_DIAGNOSIS_INPUT_H_

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "base/metrics.h"
#include "steplens/record.h"

namespace steplens::diagnosis {

// The per-(step, rank) durations the step-time rules read, numbered as the
// catalogue numbers its metrics (base/metrics.h, canonical order): the
// built-in phases by phase id (kBuiltinPhases), then wait and step, then the
// comm metrics. Named enumerators are the phases a rule reasons about by
// meaning (a straggler's phase, the work before the gradient sync); the
// engine's loops over "every phase" and over "the compute phases" read
// kBuiltinPhases, so a phase added there is measured, compared and named by
// the engine without an edit here (docs/design/architecture.md, "Adding a
// phase"). h2d is optional (most loops do not measure it apart): when every
// reporting rank measured it, it counts as compute (in wait, the compute sum
// and the work before the sync).
enum class Metric : int {
  kDataloader = static_cast<int>(Phase::kDataloader),
  kH2D = static_cast<int>(Phase::kHostToDevice),
  kForward = static_cast<int>(Phase::kForward),
  kBackward = static_cast<int>(Phase::kBackward),
  kOptimizer = static_cast<int>(Phase::kOptimizer),
  kWait = metrics::kWaitMetric,
  kStep = metrics::kStepMetric,
  // Time blocked in collectives (base/metrics.h kCommNames): the step's
  // total and the part that began in forward, backward, optimizer, and
  // between the previous step and this one (before the step: waiting
  // outside every phase, which the iteration counts). Optional like h2d;
  // measured by steplens' torch.distributed wrappers (FSDP, user
  // collectives), absent under plain DDP (whose arrival hook times it).
  kComm = metrics::kStepMetric + 1,
  kCommForward = kComm + 1,
  kCommBackward = kComm + 2,
  kCommOptimizer = kComm + 3,
  kCommBeforeStep = kComm + 4,
  // DDP's gradient all-reduce (base/metrics.h kSyncNames): per step, the
  // time from the last bucket ready to the end of backward (exposed) and
  // from the first bucket to the last (overlapped). Optional; host-timed
  // DDP with the arrival hook only; not part of comm.
  kSyncExposed = kComm + 5,
  kSyncOverlapped = kComm + 6,
  // Asynchronous user collectives beside the rank's own work (base/
  // metrics.h kCommOverlapName: at most that). Optional; not part of comm.
  kCommOverlap = kComm + 7,
  // The comm total by collective kind (base/metrics.h kCommKindNames, in
  // CommKind order from here): parts of comm, following its total like the
  // per-phase parts.
  kFirstCommKind = kComm + 8,
};
inline constexpr int kFirstCommMetric = static_cast<int>(Metric::kComm);
inline constexpr int kFirstSyncMetric = static_cast<int>(Metric::kSyncExposed);
inline constexpr int kFirstCommKindMetric = static_cast<int>(Metric::kFirstCommKind);
static_assert(kFirstSyncMetric == kFirstCommMetric + static_cast<int>(metrics::kCommNames.size()));
static_assert(static_cast<int>(Metric::kCommOverlap) ==
              kFirstSyncMetric + static_cast<int>(metrics::kSyncNames.size()));
inline constexpr int kMetricCount = kFirstCommKindMetric + kCommKindCount;
// The engine metric of a collective kind (CommKind value k).
inline constexpr Metric CommKindMetric(int k) {
  return static_cast<Metric>(kFirstCommKindMetric + k);
}
inline constexpr bool IsCommKindMetric(Metric m) {
  return static_cast<int>(m) >= kFirstCommKindMetric && static_cast<int>(m) < kMetricCount;
}

// The catalogue's name of each metric: a built-in phase's kBuiltinPhases
// name, "wait", "step", then the comm names of base/metrics.h ("comm",
// "comm (forward)", ...).
const char* MetricName(Metric m);

enum class MemorySource : int {
  kNone = 0,  // no memory measured
  kCuda = 1,  // CUDA caching allocator peaks (peak allocated / reserved)
  kRss = 2,   // host resident set size peak sampled during the step
};
const char* MemorySourceName(MemorySource s);  // "none", "cuda", "rss"

struct GpuContext {
  double util_pct = NAN;  // mean utilisation over the window
  double temp_c = NAN;    // max temperature over the window
  int64_t mem_used_bytes = kMissing;
  int64_t mem_total_bytes = kMissing;
};

struct ProcessContext {
  double cpu_pct = NAN;  // mean CPU of the rank's process (100 = one core)
  // The main (training) thread over the last few samples, % of wall time:
  // on a CPU, and runnable but waiting for one (run queue).
  double main_cpu_pct = NAN;
  double main_wait_pct = NAN;
  // The process's other threads (communication, loader, ...), summed: % of
  // wall time runnable but waiting for a CPU (may pass 100).
  double others_wait_pct = NAN;
  int64_t rss_bytes = kMissing;
  int64_t gpu_mem_bytes = kMissing;
};

// Machine and process context (latest or window aggregates). NaN / kMissing
// mark what was not sampled.
struct ContextInput {
  double host_cpu_pct = NAN;  // 0..100 over all cores
  int64_t host_ram_used_bytes = kMissing;
  int64_t host_ram_total_bytes = kMissing;
  std::vector<GpuContext> gpus;
  std::vector<ProcessContext> processes;  // by rank; may be empty
};

struct DiagnosisInput {
  int world_size = 0;
  int steps = 0;            // complete steps in the window
  uint64_t first_step = 0;  // step index of row 0 (for messages only)

  // Durations, each empty or steps * world_size values (ns).
  std::array<std::vector<int64_t>, kMetricCount> durations_ns;

  // Sync arrival (ns), empty or steps * world_size values.
  std::vector<int64_t> arrival_ns;
  // False when no arrival hook could be installed (no DDP, or the user's own
  // communication hook); the reason is shown in the evidence.
  bool arrival_hook_installed = false;
  std::string arrival_missing_reason;

  // Memory peaks per step (bytes), each empty or steps * world_size values.
  // CUDA: peak allocated (and reserved when known); RSS: rss peak only.
  MemorySource memory_source = MemorySource::kNone;
  std::vector<int64_t> mem_peak_bytes;           // allocated (cuda) or rss
  std::vector<int64_t> mem_peak_reserved_bytes;  // cuda only; may be empty
  // Device memory (NVML total) for CUDA, host RAM total for RSS; kMissing
  // when unknown (then HIGH PRESSURE cannot be diagnosed).
  int64_t memory_capacity_bytes = kMissing;

  // Training signals, logged by the user (steplens.log(loss=..., grad_norm=...)):
  // one cell per (step, rank) like the durations, NaN where none was logged
  // or the value was not finite; empty when no rank logged one in the window.
  std::vector<double> loss;
  std::vector<double> grad_norm;
  // Throughput history: the last complete steps (up to
  // kThroughputHistorySteps, more than the window: a drop is judged over
  // seconds), oldest first. end_ns: the step's end (the last rank's, on the
  // aggregator's clock; kMissing when unknown); samples: summed over the
  // ranks that reported them, NaN when none did.
  struct ThroughputPoint {
    uint64_t step = 0;
    int64_t end_ns = kMissing;
    double samples = NAN;
  };
  std::vector<ThroughputPoint> throughput;
  // The run's first non-finite loss or gradient norm (not only the
  // window's): the earliest step, then the lowest rank. step -1 = none.
  struct NonFinite {
    int64_t step = -1;
    int rank = -1;
    std::string name;   // "loss" or "grad_norm"
    double value = 0;   // NaN, +inf or -inf
    int64_t count = 0;  // non-finite values seen in the run
  };
  NonFinite first_non_finite;

  ContextInput context;

  size_t Index(int step, int rank) const {
    return static_cast<size_t>(step) * static_cast<size_t>(world_size) + static_cast<size_t>(rank);
  }
  // Allocates every duration vector (or those `metrics` marks; the others
  // are left empty: not measured), and arrival / memory when asked, with
  // steps * world_size kMissing values, ready to be filled.
  void Resize(int world, int window_steps, bool with_arrival, bool with_memory,
              const std::array<bool, kMetricCount>* metrics = nullptr);
  const std::vector<int64_t>& Durations(Metric m) const {
    return durations_ns[static_cast<int>(m)];
  }
  std::vector<int64_t>& Durations(Metric m) { return durations_ns[static_cast<int>(m)]; }
};

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_INPUT_H_
