// base/metrics.h — the catalogue of what steplens measures per step: the
// built-in phases, the derived metrics (wait, step), the naming rule for user
// regions, and MetricTable, the one interning of metric names.
//
// Contract
// - One home. Every component that lists phases or metrics (the aggregator,
//   the store, the step series behind the HTTP API, the exporter, the
//   diagnosis input, the Python module's constants) takes them from here.
//   Adding a built-in phase is one row in kBuiltinPhases (plus its tests;
//   the store's columns follow, store/steps_table.h); nothing else lists them.
// - Canonical metric order (MetricTable, the API's `metrics` array, the
//   snapshots): the built-in phases in phase-id order, then wait, then
//   step, then user regions in the order first seen (the API's `metrics`
//   then ends with "loss" when a loss was logged). So a built-in phase's
//   metric index is its phase id.
// - Derived values per (rank, step), one definition each:
//     phase  = its GPU (CUDA-event) time when measured, else its CPU time;
//     step   = end - begin;
//     compute = the sum of the compute phases (the work inside the step):
//              forward, backward and optimizer, which every training step
//              has, plus h2d when it was measured;
//     wait   = step - compute, clamped at 0 (phases measured on the device
//              can overlap the host's step; negative waiting does not
//              exist). Missing unless step, forward, backward and optimizer
//              were all measured: a phase not measured would land in the
//              wait and look like a stall.
//   Dataloader time is fetched before the step and reported beside it.
// - Region names. A user region (trace_time) whose name is a built-in or
//   derived metric's name, or "loss" (the logged loss, a metric of the step
//   series behind the HTTP API: server/step_series.h), gets " (region)"
//   appended, so it never merges into that metric; a region whose NAME frame
//   never arrived is "region_<id>".
// - MetricTable is a plain value (not thread-safe; its owner locks). It
//   holds at most kMaxMetrics names; Intern returns -1 beyond that.
#ifndef STEPLENS_BASE_METRICS_H_
#define STEPLENS_BASE_METRICS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "steplens/record.h"

namespace steplens::metrics {

// Whether a phase is part of the step's compute (wait = step - compute).
enum class Compute : uint8_t {
  kNo,        // beside the step (the data loader)
  kOptional,  // counted when measured
  kRequired,  // wait is missing without it
};

struct BuiltinPhase {
  Phase phase;
  const char* name;
  Compute compute;
};

inline constexpr std::array<BuiltinPhase, 5> kBuiltinPhases = {{
    {Phase::kDataloader, "dataloader", Compute::kNo},
    {Phase::kHostToDevice, "h2d", Compute::kOptional},
    {Phase::kForward, "forward", Compute::kRequired},
    {Phase::kBackward, "backward", Compute::kRequired},
    {Phase::kOptimizer, "optimizer", Compute::kRequired},
}};
inline constexpr int kBuiltinPhaseCount = static_cast<int>(kBuiltinPhases.size());

constexpr bool PhasesInIdOrder() {
  for (int i = 0; i < kBuiltinPhaseCount; ++i) {
    if (static_cast<int>(kBuiltinPhases[static_cast<size_t>(i)].phase) != i) return false;
  }
  return true;
}
static_assert(PhasesInIdOrder(), "kBuiltinPhases[i] must be phase id i");
static_assert(kBuiltinPhaseCount <= kFirstUserPhase, "built-ins overlap user phase ids");

inline constexpr const char* kWaitName = "wait";
inline constexpr const char* kStepName = "step";
// The loss logged with steplens.log(loss=...): not in MetricTable (it is no
// duration), but a metric name of the step series, after all others.
inline constexpr const char* kLossName = kLossScalar;
// A step's peak memory (bytes): CUDA peak allocated when measured, else the
// process's peak RSS. A name of the store's tiers (store/store.h), no
// duration either.
inline constexpr const char* kMemoryName = "memory";
// Names of the store's tiers that are not series metrics (store/store.h):
// a step's peak memory and its work (the scalars samples and tokens, per
// step). Reserved: a user region of one of these names gets kRegionSuffix.
inline constexpr std::array<const char*, 3> kTierOnlyNames = {kMemoryName, kSamplesScalar,
                                                              kTokensScalar};

// Metric indices of the canonical order (see the contract).
inline constexpr int kWaitMetric = kBuiltinPhaseCount;
inline constexpr int kStepMetric = kBuiltinPhaseCount + 1;
inline constexpr int kFirstRegionMetric = kBuiltinPhaseCount + 2;
inline constexpr size_t kMaxMetrics = 256;

inline constexpr const char* kRegionSuffix = " (region)";

// Time blocked in collectives (torch.distributed calls and waits steplens
// wraps): the recorder sends it as user regions it names itself, the step's
// total and the part that began in each of forward, backward, optimizer
// (kCommNames[0..3]), and the part that began between the previous step and
// this one (kCommNames[4]: a collective while the next batches are fetched,
// e.g. the Hugging Face Trainer's token count; counted in the total too).
// A user region (trace_time) of one of these names is
// renamed by RegionLabel-style suffixing before the recorder interns it
// (UserPhaseName), so the names always mean steplens' measurement.
inline constexpr std::array<const char*, 5> kCommNames = {
    "comm", "comm (forward)", "comm (backward)", "comm (optimizer)", "comm (before step)"};
inline constexpr const char* kCommName = kCommNames[0];
// The comm total by collective kind (steplens/record.h CommKind, in that
// order): recorder-named regions like kCommNames, interned on a kind's first
// use (a job pays a phase slot only for the kinds it calls); each is a part
// of the comm total (blocking calls and waits alike; a wait has the kind of
// the asynchronous call it waits on). kCommKinds: the kinds' own names, as
// COMM-BOUND's evidence says them.
inline constexpr std::array<const char*, kCommKindCount> kCommKinds = {
    "all_reduce", "all_gather", "reduce_scatter",
    "all_to_all", "broadcast",  "reduce/gather/scatter",
    "barrier",    "p2p"};
inline constexpr std::array<const char*, kCommKindCount> kCommKindNames = {
    "comm: all_reduce", "comm: all_gather", "comm: reduce_scatter",
    "comm: all_to_all", "comm: broadcast",  "comm: reduce/gather/scatter",
    "comm: barrier",    "comm: p2p"};
// Asynchronous user collectives (async_op=True) beside the rank's own work,
// host-timed: per step, the time during which at least one issued in the
// step had not yet reached its Work.wait() while the rank was not blocked in
// a collective (an operation never waited in its step counts to the step's
// end). When the operation was still running at its wait, that time really
// overlapped; when it had finished earlier, it is an upper bound: at most
// that, like kSyncNames' overlap. Not part of the comm total (nothing was
// blocked).
inline constexpr const char* kCommOverlapName = "comm (overlap)";
// DDP's gradient all-reduce (DESIGN.md §4), from the sync-arrival hook and
// the end of backward, host-timed (not measured with device timing): the
// time from the step's last gradient bucket becoming ready to the end of
// the backward call that waited for the all-reduce (exposed: the rank is
// blocked, its own backward compute is done), and from the first bucket to
// the last (overlapped: the all-reduce runs beside the rest of backward; at
// most that). Recorder-named user regions like kCommNames, not part of the
// comm total (their backward already holds them).
// Short enough for the terminal's 16-character phase column.
inline constexpr std::array<const char*, 2> kSyncNames = {"sync (exposed)", "sync (overlap)"};
// The name a user region called `name` is interned under by the recorder.
std::string UserPhaseName(std::string_view name);
// Metrics a phase table leaves out while they have no value (h2d, which most
// loops do not measure apart, and the comm and sync metrics of jobs without
// blocking collectives or DDP, or without them in some phase).
bool OmittedWhenUnmeasured(std::string_view name);

// True for the name of a built-in phase, "wait", "step", "loss" or one of
// kTierOnlyNames.
bool IsReservedName(std::string_view name);
// True for one of kTierOnlyNames.
bool IsTierOnlyName(std::string_view name);
// The metric name of a user region called `name` (see the contract).
std::string RegionLabel(std::string_view name);
// The metric name of user phase id `phase_id` when its name is unknown.
std::string UnnamedRegionLabel(int phase_id);

// Derived values (see the contract); kMissing when not measured.
int64_t PhaseNs(const StepRecord& record, int phase_id);
// phase_ns: each built-in phase's duration by phase id (kMissing = not
// measured).
int64_t ComputeNs(std::span<const int64_t, kBuiltinPhaseCount> phase_ns);
// a + b for two durations (>= 0) from the ranks (untrusted): saturates at
// INT64_MAX instead of overflowing, like ComputeNs.
inline int64_t AddDurations(int64_t a, int64_t b) { return b > INT64_MAX - a ? INT64_MAX : a + b; }
int64_t WaitNs(int64_t step_ns, std::span<const int64_t, kBuiltinPhaseCount> phase_ns);
int64_t WaitNs(const StepRecord& record);

// Metric names in the canonical order, interned.
class MetricTable {
 public:
  MetricTable();  // the built-in phases, wait and step
  // The index of `name`, added at the end when new; -1 when the table is
  // full (kMaxMetrics).
  int Intern(std::string_view name);
  // The index of `name`, -1 when absent.
  int Find(std::string_view name) const;
  const std::string& Name(int index) const { return names_[static_cast<size_t>(index)]; }
  const std::vector<std::string>& names() const { return names_; }
  size_t size() const { return names_.size(); }

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, int> index_;
};

}  // namespace steplens::metrics

#endif  // STEPLENS_BASE_METRICS_H_
