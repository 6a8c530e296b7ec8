#include "aggregator/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens::aggregator {

Spread ComputeSpread(std::vector<RankValue>* values) {
  Spread out;
  out.skew_pct = std::numeric_limits<double>::quiet_NaN();
  std::vector<RankValue>& v = *values;
  if (v.empty()) return out;
  out.measured = true;

  // Worst first (one pass), ties to the lowest rank.
  const RankValue* worst = &v[0];
  for (const RankValue& rv : v) {
    if (rv.value > worst->value ||
        (rv.value == worst->value && rv.rank < worst->rank)) {
      worst = &rv;
    }
  }
  out.worst = worst->value;
  out.worst_rank = static_cast<int>(worst->rank);

  auto less = [](const RankValue& a, const RankValue& b) {
    return a.value < b.value;
  };
  const size_t n = v.size();
  const size_t mid = n / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid),
                   v.end(), less);
  double median = v[mid].value;
  if (n % 2 == 0) {
    // The lower middle is the largest element of the left partition.
    const double lower =
        std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid),
                         less)
            ->value;
    median = (lower + median) / 2.0;
  }
  out.median = median;
  if (median != 0.0 && std::isfinite(median)) {
    out.skew_pct = (out.worst - median) / median * 100.0;
  }
  return out;
}

}  // namespace steplens::aggregator
