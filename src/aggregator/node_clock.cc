#include "aggregator/node_clock.h"

#include "aggregator/rank_state.h"

namespace steplens::aggregator {

bool NodeClock::Add(const protocol::ClockPong& pong, int64_t t3_ns) {
  // Untrusted times: unsigned arithmetic wraps instead of overflowing.
  auto sub = [](int64_t a, int64_t b) {
    return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
  };
  const int64_t total = sub(t3_ns, pong.t0_ns);
  const int64_t held = sub(pong.t2_ns, pong.t1_ns);
  if (total < 0 || held < 0 || held > total) return false;
  const int64_t round_trip = total - held;
  // ((t1 - t0) + (t2 - t3)) / 2, halved before adding so that it cannot
  // overflow.
  const int64_t a = sub(pong.t1_ns, pong.t0_ns), b = sub(pong.t2_ns, t3_ns);
  const int64_t offset = a / 2 + b / 2 + (a % 2 + b % 2) / 2;
  samples_[next_] = Sample{offset, round_trip, pong.wall_minus_mono_ns};
  next_ = (next_ + 1) % kNodeClockSamples;
  if (count_ < kNodeClockSamples) ++count_;
  ++exchanges_;
  const Sample* best = &samples_[0];
  for (size_t i = 1; i < count_; ++i) {
    if (samples_[i].round_trip_ns < best->round_trip_ns) best = &samples_[i];
  }
  bound_ns_ = best->round_trip_ns / 2;
  wall_minus_mono_ns_ = best->wall_minus_mono_ns;
  const int64_t moved = sub(best->offset_ns, offset_ns_);
  const bool first = !known_;
  known_ = true;
  if (first || moved > kClockMoveNs || moved < -kClockMoveNs) {
    offset_ns_ = best->offset_ns;
    return true;
  }
  return false;
}

}  // namespace steplens::aggregator
