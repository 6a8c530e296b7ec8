// recorder/device_timer.h — a step's phases timed on the device (DESIGN.md §7).
//
// Contract
// - Hot side (StepBuilder calls it from the training thread or the autograd
//   thread, for outermost phase pairs only): StepBegin, PhaseBegin/End,
//   pair Open/Close for collectives, Sync (a DDP bucket ready), ScalarSlot
//   and StepEnd record events on the step's stream (SetStream, once per
//   step) through device::Device::Record. Lock-free, allocation-free, never
//   waits for the device. Each step uses one of kSlots fixed slots of
//   events (step % kSlots); a slot is busy until the flusher resolved the
//   step that used it (on its 50 ms tick), so the device may run up to
//   kSlots steps behind, and steps as short as ~1 ms are all timed. A step
//   whose slot is still busy is not timed (steps_skipped).
//   At most kPairs phase pairs per step are timed; a phase with a pair
//   beyond that gets no device time in that step (never a partial sum).
// - Which phases are timed: forward, backward, optimizer and h2d, the comm
//   regions (collectives), and user regions marked with SetPhaseTimed
//   (trace_time(gpu=True)). Dataloader time is host work: never.
// - Flusher side (one thread): Resolve(record) merges the device times of
//   the record's step into it once the device has passed the step's end:
//   gpu_ns per timed phase (pairs summed; a phase still open at StepEnd is
//   not counted, as on the host), the sync arrival (when the device passed
//   the first and the last bucket's event, on the host clock:
//   sync_on_device; device.h HostTimeNs) and the scalars logged on the
//   device (ScalarSlot: values copied to pinned memory by the caller before
//   StepEnd, read here). kPending: not yet; kNone: the step was not timed
//   (its slot was busy); kLost: it was timed but the device failed or the
//   caller gave up (give_up). kNone and kLost records keep their host
//   phase times but lose their sync arrival, so that host and device
//   arrivals never mix in one step's comparison; both are counted.
// - DDP's gradient sync split on the device (SetSyncPhases, as
//   step_builder.h does on the host): in the backward pair during which
//   the step's last bucket became ready, the device time from that bucket
//   to the pair's end goes to the exposed region, and from the first
//   bucket (or the pair's begin, when later) to the last to the overlapped
//   one. The backward ends where torch.autograd.backward returns, after
//   DDP's final callback made the step's stream wait for the all-reduce,
//   so the exposed part is the all-reduce the device waited for after its
//   own compute.
// - Slots, the stream and the phase mask are reset by Reset() (recorder
//   start), while no step is in progress.
#ifndef STEPLENS_RECORDER_DEVICE_TIMER_H_
#define STEPLENS_RECORDER_DEVICE_TIMER_H_

#include <array>
#include <atomic>
#include <cstdint>

#include "device/device.h"
#include "steplens/record.h"
#include "steplens/recorder.h"

namespace steplens::recorder {

struct DeviceTimerStats {
  uint64_t steps_timed = 0;    // resolved with device times
  uint64_t steps_skipped = 0;  // not timed: the slot was still busy
  uint64_t steps_lost = 0;     // timed, but the device failed or the wait was given up
  uint64_t pairs_dropped = 0;  // phase pairs beyond kPairs in a step
  uint64_t record_errors = 0;  // Device::Record failed
};

class DeviceTimer {
 public:
  static constexpr uint32_t kSlots = kDeviceSteps;
  static constexpr uint32_t kPairs = 32;
  static constexpr uint32_t kEventsPerSlot = 4 + 2 * kPairs;
  static constexpr uint32_t kEventCount = kSlots * kEventsPerSlot;
  // Pair keys: a phase id, or kCommKey for the outermost collective.
  static constexpr int kCommKey = kMaxPhases;

  explicit DeviceTimer(device::Device* device);  // device: kEventCount events
  DeviceTimer(const DeviceTimer&) = delete;
  DeviceTimer& operator=(const DeviceTimer&) = delete;

  void Reset() noexcept;
  device::Device* device() const noexcept { return device_; }
  // Not hot path.
  void SetPhaseTimed(int phase_id, bool on) noexcept;
  bool PhaseTimed(int phase_id) const noexcept;
  // The exposed and overlapped sync regions' phase ids (-1: no split).
  void SetSyncPhases(int exposed, int overlapped) noexcept;
  // Pinned host memory of kSlots * kMaxScalars floats the caller copies
  // device scalars into (nullptr: none).
  void SetScalarBuffer(const float* buffer) noexcept {
    scalars_.store(buffer, std::memory_order_release);
  }

  // ---- hot side ----
  void SetStream(device::Stream stream) noexcept {
    stream_.store(stream, std::memory_order_relaxed);
  }
  device::Stream stream() const noexcept { return stream_.load(std::memory_order_relaxed); }
  void StepBegin(uint64_t step) noexcept;
  void StepEnd() noexcept;
  void PhaseBegin(int phase_id) noexcept { Open(phase_id, phase_id, -1); }
  void PhaseEnd(int phase_id) noexcept { Close(phase_id); }
  // A pair under `key` adding to phase `a` and, when >= 0, phases `b` and
  // `c` (a collective: the comm total, its phase part, its kind).
  void Open(int key, int a, int b, int c = -1) noexcept;
  void Close(int key) noexcept;
  void Sync() noexcept;
  // Index into the scalar buffer for a value of `name_id` logged in this
  // step, or -1 (no timed step, no buffer, or kMaxScalars already).
  int ScalarSlot(uint16_t name_id) noexcept;
  bool StepTimed() const noexcept { return cur_.load(std::memory_order_relaxed) >= 0; }

  // ---- flusher side ----
  enum class Resolution { kNone, kPending, kDone, kLost };
  Resolution Resolve(StepRecord* record, bool give_up) noexcept;
  DeviceTimerStats Stats() const noexcept;
  // Tests only: Resolve reports a step's device times no earlier than
  // `steps` steps after it ended (0: as soon as the device passed it).
  void SetReportLagForTesting(uint32_t steps) noexcept { report_lag_ = steps; }

 private:
  enum : uint32_t { kFree = 0, kOpen = 1, kClosed = 2 };
  struct Pair {
    std::atomic<int16_t> a{-1};
    std::atomic<int16_t> b{-1};
    std::atomic<int16_t> c{-1};
    std::atomic<bool> closed{false};
  };
  struct Slot {
    std::atomic<uint32_t> state{kFree};
    std::atomic<uint64_t> step{0};
    std::atomic<uint32_t> pairs{0};
    std::atomic<uint64_t> untimed{0};  // phases with a pair beyond kPairs (bit per phase id)
    std::atomic<bool> sync{false};
    std::atomic<bool> failed{false};
    std::atomic<uint32_t> nscalars{0};
    std::array<std::atomic<uint16_t>, kMaxScalars> scalar_ids{};
    std::array<Pair, kPairs> pair;
  };
  static uint32_t Event(int slot, uint32_t index) noexcept {
    return static_cast<uint32_t>(slot) * kEventsPerSlot + index;
  }
  void Record(int slot, uint32_t event) noexcept;
  void Free(Slot& s) noexcept { s.state.store(kFree, std::memory_order_release); }
  Resolution Lose(Slot& s, StepRecord* record) noexcept;
  void SplitSync(int slot, const Slot& s, uint32_t pairs, StepRecord* record) noexcept;

  device::Device* const device_;
  std::atomic<device::Stream> stream_{0};
  std::atomic<uint64_t> timed_mask_{0};                 // bit per phase id
  std::array<std::atomic<int>, 2> sync_phase_{-1, -1};  // exposed, overlapped
  std::atomic<const float*> scalars_{nullptr};
  std::atomic<int> cur_{-1};                             // slot of the step in progress, -1 none
  std::array<std::atomic<int>, kMaxPhases + 1> open_{};  // pair index per key, -1 none
  std::array<Slot, kSlots> slots_;
  bool bound_ = false;  // flusher side
  uint32_t report_lag_ = 0;
  std::atomic<uint64_t> steps_ended_{0};
  std::atomic<uint64_t> timed_{0}, skipped_{0}, lost_{0}, pairs_dropped_{0}, record_errors_{0};
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_DEVICE_TIMER_H_
