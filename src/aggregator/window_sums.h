// aggregator/window_sums.h — accumulators kept twice, over the rolling
// window and over the whole run, written once.
//
// Contract
// - WindowAndRun<Acc> holds two Acc: Add(v...) adds to both, Evict(v...)
//   removes from the window only; AddWindowOnly(v...) adds to the window
//   only (a value the whole run already has from elsewhere: seeded through
//   mutable_run()). Acc provides Add(v...) and Remove(v...)
//   that exactly undo each other, so a value evicted after it was added
//   leaves the window as if it had never been there. Memory: two Acc.
// - MeanAcc: sum and count of int64 nanoseconds. Sums wrap instead of
//   overflowing (rank values are untrusted), so Add then Remove restores
//   the sum bit for bit; Mean() is NaN when empty. AddTotal(sum, count)
//   adds many values at once.
// - SlidingMax: the maximum of the values of the entries still in the
//   window. Entries are identified by a sequence number that grows with
//   every Add; Evict(seq) drops the entry with that number if it is still
//   the oldest candidate. Amortised O(1) per operation (monotone deque).
// - Plain values; the owner (RunState) locks.
#ifndef STEPLENS_AGGREGATOR_WINDOW_SUMS_H_
#define STEPLENS_AGGREGATOR_WINDOW_SUMS_H_

#include <cstdint>
#include <deque>
#include <limits>
#include <utility>

#include "steplens/record.h"

namespace steplens::aggregator {

// a + b and a - b on the two's-complement ring: no undefined behaviour on
// untrusted values (found by the spool-reader fuzzer).
inline int64_t WrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
inline int64_t WrapSub(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}

template <typename Acc>
class WindowAndRun {
 public:
  template <typename... V>
  void Add(const V&... v) {
    window_.Add(v...);
    run_.Add(v...);
  }
  template <typename... V>
  void Evict(const V&... v) {
    window_.Remove(v...);
  }
  template <typename... V>
  void AddWindowOnly(const V&... v) {
    window_.Add(v...);
  }
  Acc& mutable_run() { return run_; }
  const Acc& window() const { return window_; }
  const Acc& run() const { return run_; }
  const Acc& Of(bool whole_run) const { return whole_run ? run_ : window_; }

 private:
  Acc window_;
  Acc run_;
};

struct MeanAcc {
  int64_t sum = 0;
  uint64_t count = 0;
  void Add(int64_t v) {
    sum = WrapAdd(sum, v);
    ++count;
  }
  void Remove(int64_t v) {
    sum = WrapSub(sum, v);
    --count;
  }
  void AddTotal(int64_t total, uint64_t n) {
    sum = WrapAdd(sum, total);
    count += n;
  }
  double Mean() const {
    return count == 0 ? std::numeric_limits<double>::quiet_NaN()
                      : static_cast<double>(sum) / static_cast<double>(count);
  }
};

class SlidingMax {
 public:
  void Add(uint64_t seq, int64_t value) {
    while (!entries_.empty() && entries_.back().second <= value) entries_.pop_back();
    entries_.emplace_back(seq, value);
  }
  void Evict(uint64_t seq) {
    if (!entries_.empty() && entries_.front().first == seq) entries_.pop_front();
  }
  int64_t Max() const { return entries_.empty() ? kMissing : entries_.front().second; }

 private:
  std::deque<std::pair<uint64_t, int64_t>> entries_;  // values descending
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_WINDOW_SUMS_H_
