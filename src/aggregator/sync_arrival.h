// aggregator/sync_arrival.h — who arrived last at gradient synchronisation
// in one step, and how late each rank was (DESIGN.md §4).
//
// Contract
// - CompareArrivals takes one arrival time per rank of a step (the last
//   gradient bucket ready, on a common clock; kMissing = no data for that
//   rank) and, when at least two ranks have one, returns the reference the
//   lateness is measured from and the index of the last to arrive (-1 when
//   two or more share the latest time: a tie names nobody). Each rank's
//   lateness is Lateness(arrival, reference) (>= 0 for ranks after the
//   reference, negative before). The rule itself — reference and tie
//   handling — is diagnosis::LastArrival (diagnosis/statistics.h), the one
//   the diagnosis engine applies to the same steps, so the live timeline
//   and the verdict name the same rank.
// - Pure; `scratch` is reused between calls to avoid allocating.
#ifndef STEPLENS_AGGREGATOR_SYNC_ARRIVAL_H_
#define STEPLENS_AGGREGATOR_SYNC_ARRIVAL_H_

#include <cstdint>
#include <vector>

#include "aggregator/window_sums.h"

namespace steplens::aggregator {

struct ArrivalComparison {
  bool compared = false;  // at least two ranks had an arrival time
  int64_t reference_ns = 0;
  int last = -1;  // index into the arrivals; -1 none or tie
};

ArrivalComparison CompareArrivals(const std::vector<int64_t>& arrivals,
                                  std::vector<int64_t>* scratch);

inline int64_t Lateness(int64_t arrival_ns, int64_t reference_ns) {
  return WrapSub(arrival_ns, reference_ns);
}

// Per rank sums over the steps it was compared in.
struct SyncAcc {
  int64_t lateness_sum_ns = 0;
  uint64_t steps = 0;
  uint64_t last_arrivals = 0;
  void Add(int64_t lateness_ns, bool last) {
    lateness_sum_ns = WrapAdd(lateness_sum_ns, lateness_ns);
    ++steps;
    if (last) ++last_arrivals;
  }
  void Remove(int64_t lateness_ns, bool last) {
    lateness_sum_ns = WrapSub(lateness_sum_ns, lateness_ns);
    --steps;
    if (last) --last_arrivals;
  }
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_SYNC_ARRIVAL_H_
