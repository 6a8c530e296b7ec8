#include "recorder/device_timer.h"

#include "base/metrics.h"

namespace steplens::recorder {
namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;
constexpr uint32_t kBeginEvent = 0;
constexpr uint32_t kEndEvent = 1;
constexpr uint32_t kSyncFirstEvent = 2;
constexpr uint32_t kSyncLastEvent = 3;
constexpr uint32_t PairBegin(uint32_t i) { return 4 + 2 * i; }
constexpr uint32_t PairEnd(uint32_t i) { return 5 + 2 * i; }

bool ValidPhase(int id) { return id >= 0 && id < kMaxPhases; }
uint64_t Bit(int id) { return uint64_t{1} << id; }

}  // namespace

DeviceTimer::DeviceTimer(device::Device* device) : device_(device) { Reset(); }

void DeviceTimer::Reset() noexcept {
  cur_.store(-1, kRelaxed);
  for (auto& o : open_) o.store(-1, kRelaxed);
  for (Slot& s : slots_) {
    s.state.store(kFree, kRelaxed);
    s.pairs.store(0, kRelaxed);
  }
  uint64_t mask = 0;
  for (Phase p : {Phase::kHostToDevice, Phase::kForward, Phase::kBackward, Phase::kOptimizer}) {
    mask |= Bit(static_cast<int>(p));
  }
  timed_mask_.store(mask, kRelaxed);
}

void DeviceTimer::SetPhaseTimed(int phase_id, bool on) noexcept {
  if (!ValidPhase(phase_id) || phase_id == static_cast<int>(Phase::kDataloader)) return;
  if (on) {
    timed_mask_.fetch_or(Bit(phase_id), kRelaxed);
  } else {
    timed_mask_.fetch_and(~Bit(phase_id), kRelaxed);
  }
}

void DeviceTimer::SetSyncPhases(int exposed, int overlapped) noexcept {
  const bool on = ValidPhase(exposed) && ValidPhase(overlapped);
  sync_phase_[0].store(on ? exposed : -1, kRelaxed);
  sync_phase_[1].store(on ? overlapped : -1, kRelaxed);
}

bool DeviceTimer::PhaseTimed(int phase_id) const noexcept {
  return ValidPhase(phase_id) && (timed_mask_.load(kRelaxed) & Bit(phase_id)) != 0;
}

void DeviceTimer::Record(int slot, uint32_t event) noexcept {
  if (!device_->Record(Event(slot, event), stream_.load(kRelaxed))) {
    slots_[static_cast<size_t>(slot)].failed.store(true, kRelaxed);
    record_errors_.fetch_add(1, kRelaxed);
  }
}

void DeviceTimer::StepBegin(uint64_t step) noexcept {
  steps_ended_.store(step, kRelaxed);
  for (auto& o : open_) o.store(-1, kRelaxed);
  const int slot = static_cast<int>(step % kSlots);
  Slot& s = slots_[static_cast<size_t>(slot)];
  if (s.state.load(std::memory_order_acquire) != kFree) {  // the device is kSlots steps behind
    cur_.store(-1, kRelaxed);
    skipped_.fetch_add(1, kRelaxed);
    return;
  }
  s.step.store(step, kRelaxed);
  s.pairs.store(0, kRelaxed);
  s.untimed.store(0, kRelaxed);
  s.sync.store(false, kRelaxed);
  s.failed.store(false, kRelaxed);
  s.nscalars.store(0, kRelaxed);
  s.state.store(kOpen, kRelaxed);
  cur_.store(slot, kRelaxed);
  Record(slot, kBeginEvent);
}

void DeviceTimer::StepEnd() noexcept {
  steps_ended_.fetch_add(1, kRelaxed);
  const int slot = cur_.exchange(-1, kRelaxed);
  if (slot < 0) return;
  Record(slot, kEndEvent);
  // Release: the slot's fields are visible to the flusher that sees kClosed.
  slots_[static_cast<size_t>(slot)].state.store(kClosed, std::memory_order_release);
}

void DeviceTimer::Open(int key, int a, int b, int c) noexcept {
  const int slot = cur_.load(kRelaxed);
  if (slot < 0 || key < 0 || key > kMaxPhases || !ValidPhase(a)) return;
  if (key != kCommKey && !PhaseTimed(a)) return;  // collectives: always timed
  Slot& s = slots_[static_cast<size_t>(slot)];
  const uint32_t i = s.pairs.fetch_add(1, kRelaxed);
  if (i >= kPairs) {
    s.pairs.store(kPairs, kRelaxed);
    s.untimed.fetch_or(Bit(a) | (ValidPhase(b) ? Bit(b) : 0) | (ValidPhase(c) ? Bit(c) : 0),
                       kRelaxed);
    pairs_dropped_.fetch_add(1, kRelaxed);
    open_[static_cast<size_t>(key)].store(-1, kRelaxed);
    return;
  }
  Pair& p = s.pair[i];
  p.a.store(static_cast<int16_t>(a), kRelaxed);
  p.b.store(static_cast<int16_t>(ValidPhase(b) ? b : -1), kRelaxed);
  p.c.store(static_cast<int16_t>(ValidPhase(c) ? c : -1), kRelaxed);
  p.closed.store(false, kRelaxed);
  open_[static_cast<size_t>(key)].store(static_cast<int>(i), kRelaxed);
  Record(slot, PairBegin(i));
}

void DeviceTimer::Close(int key) noexcept {
  const int slot = cur_.load(kRelaxed);
  if (slot < 0 || key < 0 || key > kMaxPhases) return;
  const int i = open_[static_cast<size_t>(key)].exchange(-1, kRelaxed);
  if (i < 0) return;
  Record(slot, PairEnd(static_cast<uint32_t>(i)));
  slots_[static_cast<size_t>(slot)].pair[static_cast<size_t>(i)].closed.store(true, kRelaxed);
}

void DeviceTimer::Sync() noexcept {
  const int slot = cur_.load(kRelaxed);
  if (slot < 0) return;
  Slot& s = slots_[static_cast<size_t>(slot)];
  if (!s.sync.exchange(true, kRelaxed)) Record(slot, kSyncFirstEvent);
  Record(slot, kSyncLastEvent);  // recorded again per bucket: the latest counts
}

int DeviceTimer::ScalarSlot(uint16_t name_id) noexcept {
  const int slot = cur_.load(kRelaxed);
  if (slot < 0 || scalars_.load(kRelaxed) == nullptr) return -1;
  Slot& s = slots_[static_cast<size_t>(slot)];
  const uint32_t n = s.nscalars.load(kRelaxed);
  for (uint32_t i = 0; i < n && i < kMaxScalars; ++i) {  // the same name again: last wins
    if (s.scalar_ids[i].load(kRelaxed) == name_id) return slot * kMaxScalars + static_cast<int>(i);
  }
  const uint32_t i = s.nscalars.fetch_add(1, kRelaxed);
  if (i >= kMaxScalars) {
    s.nscalars.store(kMaxScalars, kRelaxed);
    return -1;
  }
  s.scalar_ids[i].store(name_id, kRelaxed);
  return slot * kMaxScalars + static_cast<int>(i);
}

DeviceTimer::Resolution DeviceTimer::Lose(Slot& s, StepRecord* record) noexcept {
  record->sync_first_ns = kMissing;  // host and device arrivals never mix
  record->sync_last_ns = kMissing;
  record->sync_buckets = 0;
  record->sync_on_device = false;
  lost_.fetch_add(1, kRelaxed);
  Free(s);
  return Resolution::kLost;
}

DeviceTimer::Resolution DeviceTimer::Resolve(StepRecord* record, bool give_up) noexcept {
  const int slot = static_cast<int>(record->step % kSlots);
  Slot& s = slots_[static_cast<size_t>(slot)];
  if (s.state.load(std::memory_order_acquire) != kClosed || s.step.load(kRelaxed) != record->step) {
    return Resolution::kNone;
  }
  if (!bound_) bound_ = device_->BindThread();
  if (s.failed.load(kRelaxed) || !bound_) return Lose(s, record);
  // Every event of the step must have passed (the end is the last recorded
  // on the stream, but a pair may sit on another thread's record order).
  const uint32_t pairs = std::min(s.pairs.load(kRelaxed), kPairs);
  const bool sync = s.sync.load(kRelaxed);
  // 1 passed, 0 pending, -1 error.
  auto passed = [&](uint32_t ev) { return device_->Query(Event(slot, ev)); };
  int q = passed(kEndEvent);
  if (q == 1) q = passed(kBeginEvent);
  for (uint32_t i = 0; q == 1 && i < pairs; ++i) {
    if (!s.pair[i].closed.load(kRelaxed)) continue;
    q = passed(PairBegin(i));
    if (q == 1) q = passed(PairEnd(i));
  }
  if (q == 1 && sync) q = passed(kSyncFirstEvent);
  if (q == 1 && sync) q = passed(kSyncLastEvent);
  if (q < 0) return Lose(s, record);
  if (q == 0) return give_up ? Lose(s, record) : Resolution::kPending;
  device_->Calibrate();
  if (!give_up) {
    // Tests: device times reported this many steps late.
    const uint64_t ended = steps_ended_.load(kRelaxed);
    if (report_lag_ > 0 && ended < record->step + 1 + report_lag_) return Resolution::kPending;
    // The host-clock mapping needs a reference event that has passed.
    if (sync && device_->HostTimeNs(Event(slot, kSyncLastEvent)) == kMissing) {
      return Resolution::kPending;
    }
  }

  std::array<int64_t, kMaxPhases> gpu;
  gpu.fill(kMissing);
  uint64_t broken = s.untimed.load(kRelaxed);
  for (uint32_t i = 0; i < pairs; ++i) {
    const Pair& p = s.pair[i];
    if (!p.closed.load(kRelaxed)) continue;  // open at StepEnd: not counted
    const int64_t ns = device_->ElapsedNs(Event(slot, PairBegin(i)), Event(slot, PairEnd(i)));
    for (int id : {static_cast<int>(p.a.load(kRelaxed)), static_cast<int>(p.b.load(kRelaxed)),
                   static_cast<int>(p.c.load(kRelaxed))}) {
      if (!ValidPhase(id)) continue;
      if (ns == kMissing) {
        broken |= Bit(id);
      } else {
        gpu[static_cast<size_t>(id)] = metrics::AddDurations(
            gpu[static_cast<size_t>(id)] == kMissing ? 0 : gpu[static_cast<size_t>(id)], ns);
      }
    }
  }
  for (int id = 0; id < kMaxPhases; ++id) {
    if ((broken & Bit(id)) == 0 && gpu[static_cast<size_t>(id)] != kMissing) {
      record->gpu_ns[static_cast<size_t>(id)] = gpu[static_cast<size_t>(id)];
    }
  }
  record->sync_on_device = false;
  if (sync) {
    // When the buckets were ready on the device, on this host's clock: an
    // arrival late for any reason (slow kernels, or a step begun late after
    // slow data loading) is late here, as on the host.
    const int64_t first = device_->HostTimeNs(Event(slot, kSyncFirstEvent));
    const int64_t last = device_->HostTimeNs(Event(slot, kSyncLastEvent));
    if (first == kMissing || last == kMissing || last < first || record->sync_buckets == 0) {
      record->sync_first_ns = record->sync_last_ns = kMissing;
      record->sync_buckets = 0;
    } else {
      record->sync_first_ns = first;
      record->sync_last_ns = last;
      record->sync_on_device = true;
      SplitSync(slot, s, pairs, record);
    }
  }
  if (const float* buffer = scalars_.load(std::memory_order_acquire)) {
    const uint32_t n = std::min(s.nscalars.load(kRelaxed), static_cast<uint32_t>(kMaxScalars));
    for (uint32_t i = 0; i < n; ++i) {
      const uint16_t id = s.scalar_ids[i].load(kRelaxed);
      const double value = static_cast<double>(buffer[slot * kMaxScalars + static_cast<int>(i)]);
      uint8_t k = 0;
      while (k < record->scalar_count && record->scalars[k].name_id != id) ++k;
      if (k == record->scalar_count) {
        if (record->scalar_count >= kMaxScalars) continue;
        ++record->scalar_count;
      }
      record->scalars[k] = Scalar{id, value};
    }
  }
  timed_.fetch_add(1, kRelaxed);
  Free(s);
  return Resolution::kDone;
}

void DeviceTimer::SplitSync(int slot, const Slot& s, uint32_t pairs, StepRecord* record) noexcept {
  const int exposed = sync_phase_[0].load(kRelaxed);
  const int overlapped = sync_phase_[1].load(kRelaxed);
  if (exposed < 0 || overlapped < 0) return;
  const uint32_t last = Event(slot, kSyncLastEvent);
  const uint32_t first = Event(slot, kSyncFirstEvent);
  // The latest backward pair that holds the last bucket (gradient
  // accumulation: earlier backwards of the step synchronised nothing).
  // ElapsedNs is kMissing for events out of order, which says "not inside".
  for (uint32_t i = pairs; i-- > 0;) {
    const Pair& p = s.pair[i];
    if (!p.closed.load(kRelaxed) || p.a.load(kRelaxed) != static_cast<int>(Phase::kBackward)) {
      continue;
    }
    const uint32_t begin = Event(slot, PairBegin(i));
    const int64_t tail = device_->ElapsedNs(last, Event(slot, PairEnd(i)));
    const int64_t into = device_->ElapsedNs(begin, last);
    if (tail == kMissing || into == kMissing) continue;
    const int64_t from_first = device_->ElapsedNs(first, last);
    const bool first_inside = device_->ElapsedNs(begin, first) != kMissing;
    record->gpu_ns[static_cast<size_t>(exposed)] = tail;
    record->gpu_ns[static_cast<size_t>(overlapped)] =
        first_inside && from_first != kMissing ? from_first : into;
    return;
  }
}

DeviceTimerStats DeviceTimer::Stats() const noexcept {
  DeviceTimerStats st;
  st.steps_timed = timed_.load(kRelaxed);
  st.steps_skipped = skipped_.load(kRelaxed);
  st.steps_lost = lost_.load(kRelaxed);
  st.pairs_dropped = pairs_dropped_.load(kRelaxed);
  st.record_errors = record_errors_.load(kRelaxed);
  return st;
}

}  // namespace steplens::recorder
