// aggregator/sync_arrival.h — who arrived last at gradient synchronisation
// in one step, and how late each rank was (DESIGN.md §4).
//
// Contract
// - CompareArrivals takes one arrival time per rank of a step (the last
//   gradient bucket ready, on a common clock; kMissing = no data for that
//   rank). When at least two ranks have one, it sets each such rank's
//   lateness: its arrival minus the median arrival of the *other* ranks
//   (with two ranks, the whole gap; the even-count median is the mean of
//   the two middle values, rounded down), and names the last to arrive —
//   the rank with the latest arrival, nobody when two or more share it.
//   This is the definition of diagnosis::FindLastArrival
//   (diagnosis/statistics.h), which the diagnosis engine applies to the
//   same steps, so the live timeline and the verdict name the same rank
//   with the same lateness (a test holds them together).
// - O(n log n) per step; `scratch` is reused between calls (no allocation
//   once it has grown to the world size).
#ifndef STEPLENS_AGGREGATOR_SYNC_ARRIVAL_H_
#define STEPLENS_AGGREGATOR_SYNC_ARRIVAL_H_

#include <cstdint>
#include <vector>

#include "aggregator/window_sums.h"

namespace steplens::aggregator {

struct ArrivalScratch {
  std::vector<int64_t> sorted;
  std::vector<double> others;
};

struct ArrivalComparison {
  bool compared = false;  // at least two ranks had an arrival time
  int last = -1;          // index into the arrivals; -1 none or tie
};

// lateness_ns (resized to arrivals.size()): per rank, kMissing when not
// compared.
ArrivalComparison CompareArrivals(const std::vector<int64_t>& arrivals,
                                  std::vector<int64_t>* lateness_ns, ArrivalScratch* scratch);

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
