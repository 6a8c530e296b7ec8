#include "aggregator/sync_arrival.h"

#include <algorithm>

#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

// Mean of two values rounded down, without overflow.
int64_t Midpoint(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) +
                              (static_cast<uint64_t>(b) - static_cast<uint64_t>(a)) / 2);
}

// The median of sorted[0..n) without the element at index `skip`.
int64_t MedianWithout(const std::vector<int64_t>& sorted, size_t skip) {
  const size_t m = sorted.size() - 1;
  auto at = [&](size_t j) { return sorted[j < skip ? j : j + 1]; };
  if (m % 2 == 1) return at(m / 2);
  return Midpoint(at(m / 2 - 1), at(m / 2));
}

}  // namespace

ArrivalComparison CompareArrivals(const std::vector<int64_t>& arrivals,
                                  std::vector<int64_t>* lateness_ns, ArrivalScratch* scratch) {
  ArrivalComparison out;
  lateness_ns->assign(arrivals.size(), kMissing);
  std::vector<int64_t>& sorted = scratch->sorted;
  sorted.clear();
  for (int64_t a : arrivals) {
    if (a != kMissing) sorted.push_back(a);
  }
  if (sorted.size() < 2) return out;
  out.compared = true;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < arrivals.size(); ++i) {
    const int64_t a = arrivals[i];
    if (a == kMissing) continue;
    // Any index holding an equal value leaves the same others.
    const auto pos =
        static_cast<size_t>(std::lower_bound(sorted.begin(), sorted.end(), a) - sorted.begin());
    (*lateness_ns)[i] = WrapSub(a, MedianWithout(sorted, pos));
  }
  // Who was last: the diagnosis engine's rule itself.
  out.last = diagnosis::FindLastArrival(arrivals, &scratch->others).rank;
  return out;
}

}  // namespace steplens::aggregator
