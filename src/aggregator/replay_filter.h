// aggregator/replay_filter.h — what one rank already delivered, so that what
// it sends again is not counted twice.
//
// Contract
// - A rank's recorder sends some frames twice on purpose: after its link
//   drops it spools again what it sent in the last seconds (the aggregator
//   may have lost it in socket buffers), and after it reconnects it replays
//   its spool over TCP (recorder/flusher.h, docs/reference/wire-protocol.md
//   "Spool replay"). The RunState asks this filter before it counts a frame:
//   a step record whose step it has seen, or a sample / heartbeat / layer
//   frame no newer than the latest one of its kind, is a repeat.
// - Steps: a set of closed ranges [first, last] of step numbers, disjoint
//   and not adjacent, so a run that reports every step holds one range, and
//   one range more per gap (a record the ring dropped, a step skipped).
//   At most kMaxStepRanges ranges: beyond that the two oldest merge, and a
//   step first seen in the gap between them is then taken for a repeat
//   (dropped, counted as such) — bounded memory over a run of any length.
// - Samples, heartbeats and layer frames come in time (step) order from one
//   rank, so one watermark each is enough: a replayed one is no newer. A
//   time of 0 or less (not set) is never taken for a repeat.
// - Reset() when another process takes the rank (a restarted worker may
//   report its steps again, and they are new).
// - Not thread-safe: the RunState calls it under its lock. No allocation
//   when steps arrive in order (the last range grows).
#ifndef STEPLENS_AGGREGATOR_REPLAY_FILTER_H_
#define STEPLENS_AGGREGATOR_REPLAY_FILTER_H_

#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>

namespace steplens::aggregator {

inline constexpr size_t kMaxStepRanges = 1024;

class ReplayFilter {
 public:
  // True the first time `step` comes (and records it); false for a repeat.
  bool FirstStep(uint64_t step);
  // True when `mono_ns` (or `step`) is newer than every one before of its
  // kind (and records it); false for a repeat.
  bool NewProcessSample(int64_t mono_ns) { return Advance(&process_ns_, mono_ns); }
  bool NewSystemSample(int64_t mono_ns) { return Advance(&system_ns_, mono_ns); }
  bool NewHeartbeat(int64_t mono_ns) { return Advance(&heartbeat_ns_, mono_ns); }
  bool NewLayerStep(uint64_t step);
  void Reset() { *this = ReplayFilter(); }

  size_t ranges() const { return ranges_.size(); }
  // Steps seen (merged gaps included).
  uint64_t steps() const;

 private:
  static bool Advance(int64_t* mark, int64_t value) {
    if (value <= 0) return true;  // no time: nothing to compare
    if (value <= *mark) return false;
    *mark = value;
    return true;
  }

  std::map<uint64_t, uint64_t> ranges_;  // first -> last
  int64_t process_ns_ = std::numeric_limits<int64_t>::min();
  int64_t system_ns_ = std::numeric_limits<int64_t>::min();
  int64_t heartbeat_ns_ = std::numeric_limits<int64_t>::min();
  bool any_layer_ = false;
  uint64_t layer_step_ = 0;
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_REPLAY_FILTER_H_
