// recorder/layer_ring.h — the steps of deep mode on their way to the flusher.
//
// Contract
// - A fixed ring of kLayerRingBlocks blocks, each one step's module entries
//   (steplens/layers.h, at most kMaxLayers), allocated once by Enable()
//   (deep mode switched on for the first time: a cold call) and kept for the
//   process: a process that never goes deep pays nothing.
// - Push (the hot path: the thread ending a step, one at a time; the GIL
//   serialises it in steplens) copies the entries into the next free block
//   and never blocks, locks or allocates; a full ring drops the step and
//   counts it (dropped()).
// - Pop (the flusher) takes the oldest block; consumers are serialised by a
//   mutex (a detached flusher of a stopped session may still drain).
#ifndef STEPLENS_RECORDER_LAYER_RING_H_
#define STEPLENS_RECORDER_LAYER_RING_H_

#include <array>
#include <atomic>
#include <cstdint>

#include "base/mutex.h"
#include "recorder/ring_buffer.h"
#include "steplens/layers.h"

namespace steplens::recorder {

// 32 steps: ~256 KiB. Drained every flush tick (50 ms); deep mode on every
// step of a faster step than 1.5 ms drops the excess, counted.
inline constexpr int kLayerRingBlocks = 32;

struct LayerBlock {
  uint64_t step = 0;
  uint16_t count = 0;
  std::array<LayerEntry, kMaxLayers> entries;
};

class LayerRing {
 public:
  LayerRing() : ring_(kLayerRingBlocks) {}
  // Hot path: false (counted) when the ring is full; n is clamped to kMaxLayers.
  bool Push(uint64_t step, const LayerEntry* entries, int n) noexcept;
  // Flusher: the oldest block, false when none.
  bool Pop(LayerBlock* out);
  uint64_t dropped() const noexcept { return dropped_.load(std::memory_order_relaxed); }
  uint64_t pushed() const noexcept { return pushed_.load(std::memory_order_relaxed); }

  // The process's ring: nullptr until Enable(). Enable is cold and idempotent.
  static LayerRing* Get() noexcept { return instance_.load(std::memory_order_acquire); }
  static LayerRing* Enable();

 private:
  SpscRing<LayerBlock> ring_;
  base::Mutex pop_mu_;
  std::atomic<uint64_t> dropped_{0};
  std::atomic<uint64_t> pushed_{0};
  static std::atomic<LayerRing*> instance_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_LAYER_RING_H_
