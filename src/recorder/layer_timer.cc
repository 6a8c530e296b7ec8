#include "recorder/layer_timer.h"

#include <algorithm>

namespace steplens::recorder {
namespace {
constexpr auto kRelaxed = std::memory_order_relaxed;
}  // namespace

std::atomic<LayerTimer*> LayerTimer::instance_{nullptr};

LayerTimer::LayerTimer(device::Device* device, uint32_t first_event)
    : device_(device), first_event_(first_event) {}

void LayerTimer::MarkLayer(uint64_t step, device::Stream stream, int slot, Mark mark) noexcept {
  if (slot < 0 || slot >= kMaxLayers) return;
  if (step != cur_step_) {  // the step's first mark: claim its slot
    cur_step_ = step;
    const int i = static_cast<int>(step % kSteps);
    Slot& s = slots_[static_cast<size_t>(i)];
    // kOpen is the hot side's own (a step that never reached Close): reused.
    if (s.state.load(std::memory_order_acquire) == kClosed) {  // kSteps steps unresolved
      cur_slot_ = -1;
      skipped_.fetch_add(1, kRelaxed);
      return;
    }
    s.step = step;
    s.failed = false;
    s.event.fill(kNoEvent);
    s.times.fill(0);
    s.state.store(kOpen, kRelaxed);
    cur_slot_ = i;
  }
  if (cur_slot_ < 0) return;
  Slot& s = slots_[static_cast<size_t>(cur_slot_)];
  const size_t at = static_cast<size_t>(slot) * 4 + mark;
  if (s.times[at] < UINT8_MAX) ++s.times[at];
  if (s.times[at] > 1) return;  // called again: no device time for this kind (contract)
  if (next_ - freed_.load(std::memory_order_acquire) >= kEventCount) {
    marks_dropped_.fetch_add(1, kRelaxed);  // the ring is full
    return;
  }
  const auto index = static_cast<uint16_t>(next_ % kEventCount);
  ++next_;
  s.event[at] = index;
  s.events_end = next_;
  if (!device_->Record(Event(index), stream)) s.failed = true;
}

void LayerTimer::Close(uint64_t step) noexcept {
  if (step != cur_step_ || cur_slot_ < 0) return;
  // Release: the slot's fields are visible to the flusher that sees kClosed.
  slots_[static_cast<size_t>(cur_slot_)].state.store(kClosed, std::memory_order_release);
  cur_slot_ = -1;
}

void LayerTimer::Free(Slot& s) noexcept {
  // Steps resolve in order, so the ring is free up to this step's end.
  if (s.events_end > freed_.load(kRelaxed)) freed_.store(s.events_end, std::memory_order_release);
  s.state.store(kFree, std::memory_order_release);
}

LayerTimer::Resolution LayerTimer::Resolve(uint64_t step, LayerEntry* entries, int n,
                                           bool give_up) noexcept {
  auto unknown = [&] {
    for (int k = 0; k < n; ++k) entries[k].forward_ns = entries[k].backward_ns = kMissing;
  };
  // Steps come in order: a closed slot of an earlier step is one whose
  // entries never came (the layer ring was full); it is freed, counted.
  for (Slot& other : slots_) {
    if (other.state.load(std::memory_order_acquire) == kClosed && other.step < step) {
      lost_.fetch_add(1, kRelaxed);
      Free(other);
    }
  }
  Slot& s = slots_[static_cast<size_t>(step % kSteps)];
  if (s.state.load(std::memory_order_acquire) != kClosed || s.step != step) {
    unknown();  // not timed (skipped): device time unknown
    return Resolution::kDone;
  }
  if (!bound_) bound_ = device_->BindThread();
  if (s.failed || !bound_) {
    lost_.fetch_add(1, kRelaxed);
    unknown();
    Free(s);
    return Resolution::kDone;
  }
  // Every event this step recorded must have passed.
  for (int k = 0; k < n; ++k) {
    if (entries[k].slot >= kMaxLayers) continue;
    for (size_t m = 0; m < 4; ++m) {
      const uint16_t ev = s.event[static_cast<size_t>(entries[k].slot) * 4 + m];
      if (ev == kNoEvent) continue;
      const int q = device_->Query(Event(ev));
      if (q < 0 || (q == 0 && give_up)) {
        lost_.fetch_add(1, kRelaxed);
        unknown();
        Free(s);
        return Resolution::kDone;
      }
      if (q == 0) return Resolution::kPending;
    }
  }
  auto timed = [&](int layer, size_t begin, size_t end) -> int64_t {
    const size_t at = static_cast<size_t>(layer) * 4;
    const uint16_t a = s.event[at + begin];
    const uint16_t z = s.event[at + end];
    if (a == kNoEvent || z == kNoEvent || s.times[at + begin] != 1 || s.times[at + end] != 1) {
      return kMissing;
    }
    return device_->ElapsedNs(Event(a), Event(z));
  };
  for (int k = 0; k < n; ++k) {
    const int layer = entries[k].slot;
    if (layer >= kMaxLayers) {
      entries[k].forward_ns = entries[k].backward_ns = kMissing;
      continue;
    }
    entries[k].forward_ns = timed(layer, kForwardBegin, kForwardEnd);
    entries[k].backward_ns = timed(layer, kBackwardBegin, kBackwardEnd);
  }
  timed_.fetch_add(1, kRelaxed);
  Free(s);
  return Resolution::kDone;
}

LayerTimerStats LayerTimer::Stats() const noexcept {
  LayerTimerStats st;
  st.steps_timed = timed_.load(kRelaxed);
  st.steps_skipped = skipped_.load(kRelaxed);
  st.steps_lost = lost_.load(kRelaxed);
  st.marks_dropped = marks_dropped_.load(kRelaxed);
  return st;
}

}  // namespace steplens::recorder
