// aggregator/step_point.h — one complete step across ranks: each rank's
// values as aggregated (RankStep), and the step's cross-rank point built
// from them (StepPoint), once, for every view.
//
// Contract
// - RankStep is one rank's values for one step as RunState aggregates them:
//   times on the aggregator's step clock (the rank's host clock + its clock
//   offset), metrics by metric-table index (base/metrics.h), measured only.
//   sync_last_ns is a host time mapped by the clock offset (a device arrival,
//   StepRecord::sync_on_device, is on the host clock too: record.h).
// - StepPointBuilder::Build() turns a step's entries (sorted by rank) into
//   its StepPoint: per measured metric the median, worst and worst rank
//   across ranks (aggregator/stats.h), the same for the peak memory (each
//   rank's CUDA peak allocated when measured, else its peak RSS) and the
//   finite losses, and the last rank to arrive at
//   gradient synchronisation with its lateness (sync_arrival.h's one
//   definition). It also writes each entry's sync_lateness_ns / sync_last,
//   which the window statistics sum. This point is what the terminal
//   timeline, the store's step_aggregates, the web series and every replay
//   show: nothing else computes it.
// - ToAggregate() is the point as the store's row (store.h, step_aggregates
//   and step_stats), metric names from the caller's table.
// - Not thread-safe: the builder reuses its buffers (no allocation per step
//   once they have grown); the owner (RunState) locks.
#ifndef STEPLENS_AGGREGATOR_STEP_POINT_H_
#define STEPLENS_AGGREGATOR_STEP_POINT_H_

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "aggregator/stats.h"
#include "aggregator/sync_arrival.h"
#include "base/metrics.h"
#include "steplens/record.h"
#include "store/store.h"

namespace steplens::aggregator {

// One rank's values for one step, as aggregated.
struct RankStep {
  uint32_t rank = 0;
  int64_t begin_ns = kMissing;  // host clock + offset
  int64_t end_ns = kMissing;
  int64_t mem_peak = kMissing;
  bool mem_cuda = false;
  std::vector<std::pair<uint16_t, int64_t>> metrics;  // measured only
  // Host clock + offset: see above.
  int64_t sync_last_ns = kMissing;
  int64_t sync_lateness_ns = kMissing;                     // set by Build() when compared
  bool sync_last = false;                                  // arrived last (untied)
  double loss = std::numeric_limits<double>::quiet_NaN();  // logged, finite only
  double grad_norm = std::numeric_limits<double>::quiet_NaN();
  int64_t samples = kMissing;  // work done in the step (kSamplesScalar)
  int64_t tokens = kMissing;
};

// One metric of a complete step across ranks.
struct PhasePoint {
  uint16_t metric = 0;  // index into Snapshot::metric_names
  double median_ms = 0.0;
  double worst_ms = 0.0;
  int worst_rank = -1;
};
struct StepPoint {
  uint64_t step = 0;
  uint32_t ranks_reported = 0;
  bool forced = false;
  int sync_last_rank = -1;             // last to arrive at gradient sync; -1 none/tie
  double sync_last_lateness_ms = 0.0;  // its lateness; NaN when no rank
  std::vector<PhasePoint> phases;      // measured phases only
  // The peak memory across ranks (bytes); memory_ranks == 0: none measured.
  uint32_t memory_ranks = 0;
  bool memory_cuda = false;  // CUDA peak allocated, else peak RSS
  double memory_median = std::numeric_limits<double>::quiet_NaN();
  double memory_worst = std::numeric_limits<double>::quiet_NaN();
  int memory_worst_rank = -1;
  // The logged loss across ranks (finite values only); NaN / -1 when none.
  double loss_median = std::numeric_limits<double>::quiet_NaN();
  double loss_worst = std::numeric_limits<double>::quiet_NaN();  // the highest
  int loss_worst_rank = -1;
};

class StepPointBuilder {
 public:
  // entries: the step's rank values, sorted by rank; metric indices below
  // metric_count.
  StepPoint Build(uint64_t step, bool forced, size_t metric_count, std::vector<RankStep>* entries);

 private:
  std::vector<std::vector<RankValue>> per_metric_;
  std::vector<RankValue> values_;
  std::vector<int64_t> arrivals_;
  std::vector<int64_t> lateness_;
  ArrivalScratch arrival_scratch_;
};

// The point as the store's step_aggregates row; names: the metric table's.
store::StepAggregate ToAggregate(const StepPoint& point, const std::vector<std::string>& names);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_STEP_POINT_H_
