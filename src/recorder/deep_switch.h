// recorder/deep_switch.h — deep-mode switches from the aggregator (`steplens
// deep`), handed from the flusher thread to the training thread.
//
// Contract
// - One process-wide word (the recorder's sessions come and go; the
//   training thread's deep state outlives them). Publish() (the flusher,
//   on a DEEP_MODE control message; cold) packs the switch with a count of
//   switches published into it with one atomic store. The flusher filters
//   repeats (the aggregator re-sends its last switch after a reconnect:
//   same seq), so each switch is published once per session.
// - Poll() (the training thread at each trace_step(model) block: hot path)
//   is one relaxed atomic load and a compare against the caller's last
//   seen word; no lock, no allocation, never blocks. A newer word is
//   unpacked into *out. Two switches published between two polls: the
//   second one is seen (the last one wins).
// - Word layout (64 bits): bits 0..15 count (wraps; compared for
//   inequality only), 16..23 mode, 24..43 period, 44..63 burst (both at
//   most kMaxDeepPeriod < 2^20; 0 = the rank's own). The aggregator's seq
//   is not kept: the rank only needs "a new switch".
#ifndef STEPLENS_RECORDER_DEEP_SWITCH_H_
#define STEPLENS_RECORDER_DEEP_SWITCH_H_

#include <atomic>
#include <cstdint>

#include "steplens/layers.h"

namespace steplens::recorder {

class DeepSwitchBox {
 public:
  static void Publish(const DeepModeRequest& request) noexcept;
  // True (and *seen, *out updated) when a switch was published since *seen.
  static bool Poll(uint64_t* seen, DeepModeRequest* out) noexcept {
    const uint64_t word = word_.load(std::memory_order_relaxed);
    if (word == *seen) return false;
    *seen = word;
    *out = Unpack(word);
    return true;
  }
  static DeepModeRequest Unpack(uint64_t word) noexcept;
  static uint64_t Pack(uint16_t count, const DeepModeRequest& request) noexcept;

 private:
  static std::atomic<uint64_t> word_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_DEEP_SWITCH_H_
