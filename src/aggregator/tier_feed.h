// aggregator/tier_feed.h — what RunState writes to a tiering store besides
// the detail rows: the whole run in a bounded size (store.h "Tiering").
//
// Contract
// - AddStep() takes each complete step (its rank values, and its point as
//   step_point.h built it) in completion order and fills, per
//   store::kRankBucketSteps steps, each rank's count, mean and max per
//   metric, of its peak memory, its loss and its work per step (samples,
//   tokens). A step of the next bucket closes the bucket being filled
//   (store::Store::PutRankBuckets); Flush() closes the last one (end of the
//   run).
// - RunStart() writes the meta keys kMetaRunFirstEnd and kMetaRunMinBegin
//   (the first complete step's end and the earliest begin), so a replay
//   rebuilds the whole-run rates once that step's detail is gone.
// - KeepDetailAround(step) keeps the store's detail around a verdict at
//   `step`: the diagnosis window before it (its evidence) and
//   kKeepDetailAfterSteps after.
// - Only for a tiering store (Store::tiered()): with none (null, or tiering
//   off) every call does nothing. Not thread-safe; RunState locks.
#ifndef STEPLENS_AGGREGATOR_TIER_FEED_H_
#define STEPLENS_AGGREGATOR_TIER_FEED_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "aggregator/step_point.h"
#include "base/metrics.h"
#include "store/store.h"

namespace steplens::aggregator {

// A tiering store keeps full detail around each problem episode's start and
// end and each health verdict (HANG, RANK FAILED, ...): the diagnosis window
// before it and this many steps after.
inline constexpr int64_t kKeepDetailAfterSteps = 20;

class TierFeed {
 public:
  // store: not owned, may be null; window_steps: the diagnosis window.
  TierFeed(store::Store* store, uint32_t window_steps);

  bool on() const { return store_ != nullptr && store_->tiered(); }
  void AddStep(const std::vector<RankStep>& entries, uint64_t step,
               const metrics::MetricTable& table);
  void Flush(const metrics::MetricTable& table);
  void RunStart(int64_t first_end_ns, int64_t min_begin_ns);
  void KeepDetailAround(int64_t step, const std::string& reason);

 private:
  struct Cell {
    double sum = 0.0;
    double max = 0.0;
    uint32_t count = 0;
    void Add(double v) {
      max = count == 0 ? v : std::max(max, v);
      sum += v;
      ++count;
    }
  };
  struct RankBucket {
    std::vector<Cell> metrics;  // by metric index
    Cell memory, loss, samples, tokens;
  };

  store::Store* const store_;
  const uint32_t window_steps_;
  int64_t bucket_first_step_ = -1;   // the bucket being filled; -1 none
  std::vector<RankBucket> buckets_;  // by rank
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_TIER_FEED_H_
