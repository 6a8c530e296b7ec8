#include "aggregator/sync_arrival.h"

#include <algorithm>

namespace steplens::aggregator {

ArrivalComparison CompareArrivals(const std::vector<int64_t>& arrivals,
                                  std::vector<int64_t>* scratch) {
  ArrivalComparison out;
  scratch->clear();
  for (int64_t a : arrivals) {
    if (a != kMissing) scratch->push_back(a);
  }
  if (scratch->size() < 2) return out;
  out.compared = true;
  // Lower median: an actual rank's arrival, so with two ranks the late
  // one's lateness is the whole gap.
  const size_t mid = (scratch->size() - 1) / 2;
  std::nth_element(scratch->begin(), scratch->begin() + static_cast<std::ptrdiff_t>(mid),
                   scratch->end());
  out.reference_ns = (*scratch)[mid];
  const int64_t latest = *std::max_element(scratch->begin(), scratch->end());
  int last = -1;
  for (size_t i = 0; i < arrivals.size(); ++i) {
    if (arrivals[i] == kMissing || arrivals[i] != latest) continue;
    if (last >= 0) return out;  // a tie names nobody
    last = static_cast<int>(i);
  }
  out.last = last;
  return out;
}

}  // namespace steplens::aggregator
