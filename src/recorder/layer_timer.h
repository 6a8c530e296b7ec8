// recorder/layer_timer.h — deep mode's modules timed on the device
// (DESIGN.md §8, docs/guide/deep-mode.md).
//
// Contract
// - With a device (device.h: CUDA, or the simulated one of tests), deep
//   mode's module hooks mark each module's forward begin and end and
//   backward begin and end with an event on the step's stream (MarkLayer),
//   so a module's time is the device's, as the phases' are
//   (device_timer.h): the host's time of a module on a GPU is only
//   queueing time. Like a phase's, a module's device time includes any
//   time the device idled inside it waiting for the host (a module of a
//   few hundred microseconds on a fast GPU is then host-bound).
// - Hot side (MarkLayer, Close): the module hooks, under the GIL (the
//   training thread, and torch's autograd thread for the backward marks),
//   so one caller at a time. No lock, no allocation, never waits for the
//   device. Events come from one ring of kEventCount, taken in order by
//   each mark and given back as the flusher resolves steps, so a small
//   model keeps many steps in flight and a large one fewer. A step claims
//   one of kSteps slots at its first mark (step % kSteps); a step begun
//   while its slot is unresolved is not timed (steps_skipped), and a mark
//   that finds the ring full is not recorded (its module gets no device
//   time for that kind in that step). Close (CommitLayers, before the step
//   ends) hands the slot to the flusher; a slot never closed (the step
//   raised) is reused by the hot side, one closed but never resolved (its
//   entries were dropped: the layer ring was full) is freed by the next
//   Resolve, counted lost.
// - A module marked more than once for one kind in a step (called twice)
//   gets no device time for that kind in that step: events cannot sum
//   calls, and a partial figure would be wrong.
// - Flusher side (Resolve, one thread, binds the device there): fills the
//   step's entries' forward_ns / backward_ns with device times once every
//   event the step recorded has passed. Without a timed slot (skipped), on
//   a device error or when the caller gives up, the times become kMissing:
//   on a device-timed rank a module's time is the device's or nothing,
//   never host queueing time mixed into its series.
// - Events: kEventCount of the device's, from first_event on.
#ifndef STEPLENS_RECORDER_LAYER_TIMER_H_
#define STEPLENS_RECORDER_LAYER_TIMER_H_

#include <array>
#include <atomic>
#include <cstdint>

#include "device/device.h"
#include "steplens/layers.h"

namespace steplens::recorder {

struct LayerTimerStats {
  uint64_t steps_timed = 0;
  uint64_t steps_skipped = 0;  // no free slot at the step's first mark
  uint64_t steps_lost = 0;     // device error, given up, or never resolved
  uint64_t marks_dropped = 0;  // the event ring was full
};

class LayerTimer {
 public:
  static constexpr uint32_t kSteps = 64;
  static constexpr uint32_t kEventCount = 16384;
  enum Mark : uint8_t { kForwardBegin = 0, kForwardEnd = 1, kBackwardBegin = 2, kBackwardEnd = 3 };

  LayerTimer(device::Device* device, uint32_t first_event);
  LayerTimer(const LayerTimer&) = delete;
  LayerTimer& operator=(const LayerTimer&) = delete;

  // ---- hot side (one caller at a time: the GIL) ----
  void MarkLayer(uint64_t step, device::Stream stream, int slot, Mark mark) noexcept;
  void Close(uint64_t step) noexcept;

  // ---- flusher side ----
  enum class Resolution { kPending, kDone };
  // Fills entries[0..n) of `step` (see the contract); kPending: not yet
  // (call again later, or with give_up).
  Resolution Resolve(uint64_t step, LayerEntry* entries, int n, bool give_up) noexcept;
  LayerTimerStats Stats() const noexcept;

  // The process's timer: nullptr until the recorder enabled a device.
  static LayerTimer* Get() noexcept { return instance_.load(std::memory_order_acquire); }
  static void Install(LayerTimer* timer) noexcept {
    instance_.store(timer, std::memory_order_release);
  }

 private:
  enum : uint32_t { kFree = 0, kOpen = 1, kClosed = 2 };
  static constexpr uint16_t kNoEvent = UINT16_MAX;
  struct Slot {
    std::atomic<uint32_t> state{kFree};
    uint64_t step = 0;
    uint64_t events_end = 0;  // the ring position after the step's last event
    bool failed = false;
    // Per module slot and mark: the ring index of its event (kNoEvent: none
    // recorded) and how many times it was marked.
    std::array<uint16_t, kMaxLayers * 4> event{};
    std::array<uint8_t, kMaxLayers * 4> times{};
  };
  uint32_t Event(uint16_t ring_index) const noexcept { return first_event_ + ring_index; }
  void Free(Slot& s) noexcept;

  device::Device* const device_;
  const uint32_t first_event_;
  std::array<Slot, kSteps> slots_;
  // Hot side: the step of the last mark and its slot (-1: not timed); the
  // ring's next position. Flusher: the position up to which events are free.
  uint64_t cur_step_ = UINT64_MAX;
  int cur_slot_ = -1;
  uint64_t next_ = 0;
  std::atomic<uint64_t> freed_{0};
  bool bound_ = false;  // flusher side
  std::atomic<uint64_t> timed_{0}, skipped_{0}, lost_{0}, marks_dropped_{0};
  static std::atomic<LayerTimer*> instance_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_LAYER_TIMER_H_
