// server/step_series.h — every complete step of a run as cross-rank and
// per-rank series, downsampled for the web API.
//
// Contract
// - AddStep() takes one complete step as the aggregator built it
//   (aggregator/step_point.h: the cross-rank point, median / worst / worst
//   rank per metric and for the peak memory, the last rank to arrive at
//   gradient sync and its lateness; and each rank's values), in ascending
//   step order; a step not above the last one added is ignored. The series
//   computes no cross-rank statistic itself: the point is the one the
//   terminal and the store show. It returns that step's point as the SSE
//   `step` JSON object. AddAggregate() does the same for the point the store
//   kept (step_aggregates), without per-rank values.
// - The logged loss (RankStep::loss, finite values only) is one more
//   metric, "loss" (metrics::kLossName; a region of that name is labelled
//   "loss (region)"): the same median / worst (= the highest loss) / worst
//   rank and per-rank values, in the loss's own unit instead of ms, rounded
//   to 6 significant digits. It comes after every other metric in
//   Metrics() and the API, only once some step had one; in the SSE point it
//   is "loss": {median, worst, worst_rank}, null for a step without any.
// - Memory is bounded, not by run length: cross-rank points live in at most
//   max_buckets buckets of `width` consecutive steps; when full, the width
//   doubles and neighbours merge (a progressive downsampler: sums, counts,
//   max and its rank are merged exactly). Per-rank values (heatmap, rank
//   series) live in a second bucket axis sized so that ranks x metrics x
//   buckets <= rank_cell_budget (at least min_rank_buckets buckets).
// - Queries (Steps, Heatmap, RankSeries) aggregate stored buckets into at
//   most max_points output buckets of bucket_steps consecutive steps
//   (a power-of-two multiple of the stored width): per bucket the mean of
//   the per-step medians, the max of the per-step worsts and its rank, or
//   the mean of one rank's values. Unmeasured is JSON null, never 0.
//   Output follows docs/reference/http.md.
// - Not thread-safe: the owner serialises calls (server::ServedRun holds a
//   mutex). No I/O; never throws for any input.
#ifndef STEPLENS_SERVER_STEP_SERIES_H_
#define STEPLENS_SERVER_STEP_SERIES_H_

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "aggregator/stats.h"
#include "aggregator/step_point.h"
#include "base/metrics.h"
#include "store/step_scan.h"

namespace steplens::server {

inline constexpr size_t kDefaultMaxPoints = 2000;
inline constexpr size_t kMaxPointsCap = 20000;
inline constexpr size_t kDefaultHeatmapSteps = 500;
inline constexpr size_t kMaxHeatmapRows = 256;

struct StepSeriesOptions {
  size_t max_buckets = size_t{1} << 16;
  size_t rank_cell_budget = size_t{1} << 21;
  size_t min_rank_buckets = 512;
};

// A step range; nullopt ends mean the first / last step stored.
struct StepRange {
  std::optional<uint64_t> from;
  std::optional<uint64_t> to;
};

class StepSeries {
 public:
  explicit StepSeries(StepSeriesOptions options = {});

  // A complete step: its point and its ranks' values (metric indices into
  // metric_names, the aggregator's metric table; may be empty). rank_values
  // false: the per-rank values are left out (they come from
  // AddRankBuckets()).
  nlohmann::ordered_json AddStep(const aggregator::StepPoint& point,
                                 const std::vector<aggregator::RankStep>& entries,
                                 const std::vector<std::string>& metric_names,
                                 bool rank_values = true);
  // A step whose point comes from the store (step_aggregates: median, worst,
  // worst rank per metric, memory, loss, last arrival), no per-rank values;
  // the SSE point carries "aggregated": true. Same step order rule as
  // AddStep().
  nlohmann::ordered_json AddAggregate(const store::StepAggregate& aggregate);
  // A rank_buckets bucket: each rank's mean per metric, weighted by its
  // steps, into the per-rank axis (coarsened first to at least
  // store::kRankBucketSteps steps per bucket). A bucket before the last
  // one added is ignored.
  void AddRankBuckets(const store::RankBuckets& buckets);

  uint64_t steps() const { return steps_; }
  int64_t last_step() const { return last_step_; }
  bool HasMetric(const std::string& name) const;
  // Metric names in output order: built-ins, wait, step, user regions, loss.
  std::vector<std::string> Metrics() const;

  nlohmann::ordered_json Steps(const StepRange& range, size_t max_points) const;
  // Errors (as nullopt) only for an unknown metric.
  std::optional<nlohmann::ordered_json> Heatmap(const std::string& metric, const StepRange& range,
                                                size_t max_steps) const;
  std::optional<nlohmann::ordered_json> RankSeries(uint32_t rank, const std::string& metric,
                                                   const StepRange& range, size_t max_points) const;

  // A binary image of the series (host byte order; for the run cache, read
  // back by the same build) and its inverse. Deserialize() returns false,
  // leaving the series empty, when the bytes are not such an image.
  std::string Serialize() const;
  bool Deserialize(std::string_view bytes);

  // Diagnostics for tests and benchmarks.
  uint64_t cross_width() const { return cross_.width; }
  uint64_t rank_width() const { return per_rank_.width; }
  size_t cross_buckets() const { return cross_.keys.size(); }
  size_t rank_buckets() const { return per_rank_.keys.size(); }

 private:
  struct CrossCell {
    double sum = 0.0;    // of per-step medians
    double worst = 0.0;  // max of per-step worsts
    int32_t worst_rank = -1;
    uint32_t count = 0;  // steps measured; 0 = empty
  };
  struct RankCell {
    float sum = 0.0f;
    uint32_t count = 0;
  };
  struct Axis {
    uint64_t width = 1;          // steps per bucket
    std::vector<uint64_t> keys;  // bucket index = step / width, ascending
  };
  // Output buckets of a query: [begin, end) index ranges of axis.keys.
  struct Group {
    uint64_t first_step;
    size_t begin, end;
  };

  static void AddToCross(CrossCell* cell, const aggregator::Spread& s);
  // The cross-rank point of a step above the last one (its SSE JSON).
  nlohmann::ordered_json AddCross(const store::StepAggregate& aggregate, bool aggregated);
  void AddRankValues(uint64_t step, const std::vector<aggregator::RankStep>& entries,
                     const std::vector<std::string>& metric_names);
  void OpenCrossBucket(uint64_t step);
  void OpenRankBucket(uint64_t step);
  void FinishStep(uint64_t step);            // step counters and coarsening
  int MetricIndex(const std::string& name);  // interns; -1 when full
  bool IsLoss(size_t metric) const { return static_cast<int>(metric) == loss_metric_; }
  // A stored value (ns, or the loss) in output units (ms, or the loss).
  double OutputValue(size_t metric, double stored) const;
  // A value in output units as JSON (null when not finite).
  nlohmann::ordered_json OutputJson(size_t metric, double value) const;
  void AddMetricColumns();
  void EnsureRanks(uint32_t ranks);
  size_t RankCapacity() const;
  void CoarsenCross();
  void CoarsenRanks();
  // Groups axis buckets overlapping the range into <= max_out buckets.
  std::vector<Group> GroupBuckets(const Axis& axis, uint64_t from, uint64_t to, size_t max_out,
                                  uint64_t* bucket_steps) const;
  bool ResolveRange(const StepRange& range, uint64_t* from, uint64_t* to) const;

  StepSeriesOptions options_;
  metrics::MetricTable table_;
  int loss_metric_ = -1;        // "loss" in table_, once seen
  std::vector<bool> measured_;  // per metric: some step had a value
  Axis cross_;
  std::vector<std::vector<CrossCell>> cross_cols_;  // per metric
  std::vector<CrossCell> memory_col_;
  std::string memory_source_;
  Axis per_rank_;
  uint32_t ranks_ = 0;
  std::vector<std::vector<RankCell>> rank_cols_;  // per metric, bucket*ranks_
  uint64_t steps_ = 0;
  int64_t first_step_ = -1;
  int64_t last_step_ = -1;
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_STEP_SERIES_H_
