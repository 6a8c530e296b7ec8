#include "aggregator/step_point.h"

#include <cmath>

namespace steplens::aggregator {
namespace {

constexpr double kNsPerMs = 1e6;

}  // namespace

StepPoint StepPointBuilder::Build(uint64_t step, bool forced, size_t metric_count,
                                  std::vector<RankStep>* entries) {
  StepPoint point;
  point.step = step;
  point.ranks_reported = static_cast<uint32_t>(entries->size());
  point.forced = forced;
  // Per metric: median / worst across the ranks of this step.
  if (per_metric_.size() < metric_count) per_metric_.resize(metric_count);
  for (const RankStep& e : *entries) {
    for (const auto& [metric, value] : e.metrics) {
      per_metric_[metric].push_back({static_cast<double>(value) / kNsPerMs, e.rank});
    }
  }
  for (size_t m = 0; m < per_metric_.size(); ++m) {
    if (per_metric_[m].empty()) continue;
    const Spread s = ComputeSpread(&per_metric_[m]);
    point.phases.push_back({static_cast<uint16_t>(m), s.median, s.worst, s.worst_rank});
    per_metric_[m].clear();
  }
  // The peak memory across ranks.
  for (const RankStep& e : *entries) {
    if (e.mem_peak == kMissing) continue;
    values_.push_back({static_cast<double>(e.mem_peak), e.rank});
    point.memory_cuda = point.memory_cuda || e.mem_cuda;
  }
  if (!values_.empty()) {
    point.memory_ranks = static_cast<uint32_t>(values_.size());
    const Spread s = ComputeSpread(&values_);
    point.memory_median = s.median;
    point.memory_worst = s.worst;
    point.memory_worst_rank = s.worst_rank;
    values_.clear();
  }
  // The loss across ranks: median, and the highest with its rank.
  for (const RankStep& e : *entries) {
    if (!std::isnan(e.loss)) values_.push_back({e.loss, e.rank});
  }
  if (!values_.empty()) {
    const Spread s = ComputeSpread(&values_);
    point.loss_median = s.median;
    point.loss_worst = s.worst;
    point.loss_worst_rank = s.worst_rank;
    values_.clear();
  }
  // Arrival at gradient sync: who was last, and each rank's lateness.
  arrivals_.clear();
  for (const RankStep& e : *entries) arrivals_.push_back(e.sync_last_ns);
  const ArrivalComparison arrival = CompareArrivals(arrivals_, &lateness_, &arrival_scratch_);
  point.sync_last_lateness_ms = std::numeric_limits<double>::quiet_NaN();
  for (size_t i = 0; arrival.compared && i < entries->size(); ++i) {
    (*entries)[i].sync_lateness_ns = lateness_[i];
    (*entries)[i].sync_last = static_cast<int>(i) == arrival.last;
  }
  if (arrival.last >= 0) {
    const RankStep& last = (*entries)[static_cast<size_t>(arrival.last)];
    point.sync_last_rank = static_cast<int>(last.rank);
    point.sync_last_lateness_ms = static_cast<double>(last.sync_lateness_ns) / kNsPerMs;
  }
  return point;
}

store::StepAggregate ToAggregate(const StepPoint& point, const std::vector<std::string>& names) {
  store::StepAggregate agg;
  agg.step = point.step;
  agg.ranks = point.ranks_reported;
  agg.forced = point.forced;
  agg.last_arrival_rank = point.sync_last_rank;
  if (point.sync_last_rank >= 0) {
    agg.last_arrival_lateness_ns = std::llround(point.sync_last_lateness_ms * kNsPerMs);
  }
  for (const PhasePoint& p : point.phases) {
    agg.stats.push_back(
        {names[p.metric], p.median_ms * kNsPerMs, p.worst_ms * kNsPerMs, p.worst_rank});
  }
  if (point.memory_ranks > 0) {
    agg.stats.push_back(
        {metrics::kMemoryName, point.memory_median, point.memory_worst, point.memory_worst_rank});
  }
  if (!std::isnan(point.loss_median)) {
    agg.stats.push_back(
        {metrics::kLossName, point.loss_median, point.loss_worst, point.loss_worst_rank});
  }
  return agg;
}

}  // namespace steplens::aggregator
