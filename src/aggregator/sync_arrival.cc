#include "aggregator/sync_arrival.h"

#include <algorithm>

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
                                  std::vector<int64_t>* lateness_ns,
                                  std::vector<int64_t>* scratch) {
  ArrivalComparison out;
  lateness_ns->assign(arrivals.size(), kMissing);
  scratch->clear();
  for (int64_t a : arrivals) {
    if (a != kMissing) scratch->push_back(a);
  }
  if (scratch->size() < 2) return out;
  out.compared = true;
  std::sort(scratch->begin(), scratch->end());
  const int64_t latest = scratch->back();
  bool tie = false;
  for (size_t i = 0; i < arrivals.size(); ++i) {
    const int64_t a = arrivals[i];
    if (a == kMissing) continue;
    // Any index holding an equal value leaves the same others.
    const auto pos = static_cast<size_t>(std::lower_bound(scratch->begin(), scratch->end(), a) -
                                         scratch->begin());
    (*lateness_ns)[i] = WrapSub(a, MedianWithout(*scratch, pos));
    if (a == latest) {
      tie = out.last >= 0;
      out.last = static_cast<int>(i);
    }
  }
  if (tie) out.last = -1;  // a tie names nobody
  return out;
}

}  // namespace steplens::aggregator
