// aggregator/stats.h — cross-rank statistics: median, worst, worst rank, skew.
//
// Contract
// - ComputeSpread() takes one value per rank (unordered) and returns the
//   median over ranks (mean of the two middle values for an even count),
//   the worst (largest) value, the lowest rank holding it, and the skew
//   (worst - median) / median * 100 (NaN when the median is 0 or there are
//   no values). It runs in linear time (std::nth_element), reorders *values
//   and allocates nothing. Pure function, any thread.
#ifndef STEPLENS_AGGREGATOR_STATS_H_
#define STEPLENS_AGGREGATOR_STATS_H_

#include <cstdint>
#include <vector>

namespace steplens::aggregator {

struct RankValue {
  double value;
  uint32_t rank;
};

struct Spread {
  bool measured = false;  // false when there were no values
  double median = 0.0;
  double worst = 0.0;
  int worst_rank = -1;
  double skew_pct = 0.0;  // NaN when undefined
};

Spread ComputeSpread(std::vector<RankValue>* values);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_STATS_H_
