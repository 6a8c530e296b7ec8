// aggregator/node_clock.h — a node's clock against the aggregator's, from
// the two-way exchange with its relay (NTP-style; docs/reference/
// wire-protocol.md, "Relay streams", and protocol/codec.h).
//
// Contract
// - NodeClock::Add(pong, t3_ns): one exchange, t3_ns this host's
//   CLOCK_MONOTONIC when the CLOCK_PONG arrived (t0_ns, echoed, on the same
//   clock). Its offset is ((t1 - t0) + (t2 - t3)) / 2 (the node's monotonic
//   clock minus this host's) and its round trip (t3 - t0) - (t2 - t1); the
//   true offset lies within offset ± round trip / 2 whatever the two
//   directions' delays. An exchange with a negative round trip or t3 < t0
//   (untrusted or malformed) is ignored. The last kNodeClockSamples
//   exchanges are kept and the estimate is the one with the least round
//   trip (NTP's clock filter: the least delayed, the least asymmetric);
//   the window follows drift and forgets a burst of queued (slow) answers.
//   True when the estimate was first set or moved by more than kClockMoveNs
//   (rank_state.h) — then the node's ranks take it (RankClock::UseTwoWay).
// - offset_ns() / bound_ns(): the estimate and its error bound (round trip
//   / 2); wall_offset_ns(local_wall_minus_mono): the node's wall clock minus
//   this host's (offset + the node's wall - monotonic from the pong, minus
//   this host's).
// - RunState keeps one NodeClock per relay connection and gives it to the
//   ranks that relay carries (a node's ranks and relay share its
//   CLOCK_MONOTONIC).
// - Plain values, no locking (RunState's lock); no allocation per Add.
#ifndef STEPLENS_AGGREGATOR_NODE_CLOCK_H_
#define STEPLENS_AGGREGATOR_NODE_CLOCK_H_

#include <array>
#include <cstddef>
#include <cstdint>

#include "protocol/codec.h"

namespace steplens::aggregator {

inline constexpr size_t kNodeClockSamples = 16;

class NodeClock {
 public:
  bool Add(const protocol::ClockPong& pong, int64_t t3_ns);

  bool known() const { return known_; }
  int64_t offset_ns() const { return offset_ns_; }  // node mono - this host's mono
  int64_t bound_ns() const { return bound_ns_; }
  int64_t wall_offset_ns(int64_t local_wall_minus_mono_ns) const {
    return offset_ns_ + wall_minus_mono_ns_ - local_wall_minus_mono_ns;
  }
  uint64_t exchanges() const { return exchanges_; }

 private:
  struct Sample {
    int64_t offset_ns = 0;
    int64_t round_trip_ns = 0;
    int64_t wall_minus_mono_ns = 0;
  };
  std::array<Sample, kNodeClockSamples> samples_{};
  size_t count_ = 0, next_ = 0;
  bool known_ = false;
  int64_t offset_ns_ = 0, bound_ns_ = 0, wall_minus_mono_ns_ = 0;
  uint64_t exchanges_ = 0;
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_NODE_CLOCK_H_
