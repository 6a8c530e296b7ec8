// aggregator/byte_rate.h — the bytes one rank's frames took on the wire to
// this aggregator: the total and the rate, for the per-node view's bytes/s
// (node_view.h).
//
// Contract
// - Add(now_ns, bytes): `bytes` received at now_ns (this host's
//   CLOCK_MONOTONIC, non-decreasing over calls). O(1), no allocation: the
//   ingest path calls it once per frame under RunState's lock.
// - total(): every byte added.
// - PerSec(now_ns): the recent rate. Time is cut into periods of at least
//   kByteRatePeriodNs, each starting at the first Add() at or after the end
//   of the one before; the rate is the last complete period's bytes over its
//   length. A period that has lasted kByteRatePeriodNs with no Add() since
//   it did (the link went silent) is complete as of now_ns: the rate falls
//   towards zero while nothing arrives, not stuck at the last figure. NaN
//   before the first period is complete (nothing added, or less than a
//   period ago).
// - MeanPerSec(): total over the time from the first Add() to the last; NaN
//   when that is shorter than one period (the whole run's figure).
// - Plain values, no locking: the caller's lock guards it.
#ifndef STEPLENS_AGGREGATOR_BYTE_RATE_H_
#define STEPLENS_AGGREGATOR_BYTE_RATE_H_

#include <cstdint>
#include <limits>

namespace steplens::aggregator {

inline constexpr int64_t kByteRatePeriodNs = 1'000'000'000;

class ByteRate {
 public:
  void Add(int64_t now_ns, uint64_t bytes) {
    if (!started_) {
      started_ = true;
      first_ns_ = mark_ns_ = now_ns;
    } else if (now_ns - mark_ns_ >= kByteRatePeriodNs) {
      rate_ = Rate(total_ - mark_total_, now_ns - mark_ns_);
      mark_ns_ = now_ns;
      mark_total_ = total_;
    }
    total_ += bytes;
    last_ns_ = now_ns;
  }

  uint64_t total() const { return total_; }

  double PerSec(int64_t now_ns) const {
    if (!started_) return kNaN;
    if (now_ns - mark_ns_ >= kByteRatePeriodNs)
      return Rate(total_ - mark_total_, now_ns - mark_ns_);
    return rate_;
  }

  double MeanPerSec() const {
    if (!started_ || last_ns_ - first_ns_ < kByteRatePeriodNs) return kNaN;
    return Rate(total_, last_ns_ - first_ns_);
  }

 private:
  static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  static double Rate(uint64_t bytes, int64_t ns) {
    return static_cast<double>(bytes) * 1e9 / static_cast<double>(ns);
  }

  bool started_ = false;
  uint64_t total_ = 0;
  int64_t first_ns_ = 0, last_ns_ = 0;
  // The current period: since mark_ns_, with total_ - mark_total_ bytes.
  int64_t mark_ns_ = 0;
  uint64_t mark_total_ = 0;
  double rate_ = kNaN;  // the last complete period's
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_BYTE_RATE_H_
