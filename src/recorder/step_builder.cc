#include "recorder/step_builder.h"

#include <algorithm>
#include <bit>

namespace steplens::recorder {
namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;

bool ValidPhase(int phase_id) { return phase_id >= 0 && phase_id < kMaxPhases; }

constexpr int kDataloader = static_cast<int>(Phase::kDataloader);

bool ValidKind(int kind) { return kind >= 0 && kind < kCommKindCount; }

// The async-op table's packed info (step_builder.h async_ops_).
constexpr uint64_t kNoKind = 0xff;
constexpr int kInfoStepShift = 9;
constexpr uint64_t kInfoCounted = uint64_t{1} << 8;

}  // namespace

StepBuilder::StepBuilder(uint32_t ring_capacity) : ring_(ring_capacity) { Reset(); }

void StepBuilder::Reset() noexcept {
  device_.store(nullptr, kRelaxed);
  in_step_.store(false, kRelaxed);
  begin_ns_.store(kMissing, kRelaxed);
  activity_.store(static_cast<uint8_t>(Activity::kIdle), kRelaxed);
  user_phase_.store(0, kRelaxed);
  steps_ended_.store(0, kRelaxed);
  steps_recorded_.store(0, kRelaxed);
  dropped_.store(0, kRelaxed);
  for (int p = 0; p < kMaxPhases; ++p) {
    cpu_ns_[p].store(kMissing, kRelaxed);
    gpu_ns_[p].store(kMissing, kRelaxed);
    open_ns_[p].store(kMissing, kRelaxed);
    depth_[p].store(0, kRelaxed);
  }
  touched_.store(0, kRelaxed);
  pending_dataloader_ns_.store(kMissing, kRelaxed);
  for (auto& m : mem_) m.store(kMissing, kRelaxed);
  scalar_count_.store(0, kRelaxed);
  for (int i = 0; i < kMaxScalars; ++i) {
    scalar_ids_[i].store(0, kRelaxed);
    scalar_bits_[i].store(0, kRelaxed);
  }
  sync_first_ns_.store(kMissing, kRelaxed);
  sync_last_ns_.store(kMissing, kRelaxed);
  sync_buckets_.store(0, kRelaxed);
  comm_depth_.store(0, kRelaxed);
  comm_open_ns_.store(kMissing, kRelaxed);
  comm_activity_.store(0, kRelaxed);
  collective_seq_.store(0, kRelaxed);
  pending_comm_ns_.store(kMissing, kRelaxed);
  for (auto& id : comm_phase_) id.store(-1, kRelaxed);
  for (auto& id : comm_kind_phase_) id.store(-1, kRelaxed);
  for (auto& ns : pending_kind_ns_) ns.store(kMissing, kRelaxed);
  comm_kind_.store(-1, kRelaxed);
  comm_overlap_phase_.store(-1, kRelaxed);
  comm_names_used_.store(0, kRelaxed);
  for (AsyncOp& op : async_ops_) {
    op.key.store(0, kRelaxed);
    op.info.store(0, kRelaxed);
  }
  async_in_flight_.store(0, kRelaxed);
  overlap_since_.store(kMissing, kRelaxed);
  for (auto& id : sync_phase_) id.store(-1, kRelaxed);
  rss_last_.store(kMissing, kRelaxed);
  rss_max_.store(kMissing, kRelaxed);
  ring_.Clear();
}

void StepBuilder::AddToSlot(std::atomic<int64_t>& slot, int64_t ns) noexcept {
  int64_t old = slot.load(kRelaxed);
  while (!slot.compare_exchange_weak(old, old == kMissing ? ns : old + ns, kRelaxed, kRelaxed)) {
  }
}

void StepBuilder::AddToPhase(int phase_id, int64_t ns, bool gpu) noexcept {
  AddToSlot(gpu ? gpu_ns_[phase_id] : cpu_ns_[phase_id], ns);
  Touch(phase_id);  // after the value: see touched_
}

void StepBuilder::StepBegin(int64_t now_ns) noexcept {
  // A second StepBegin without StepEnd restarts the step. Only the phases
  // touched since the last StepBegin can hold a value or an open pair.
  for (uint32_t dirty = touched_.exchange(0, std::memory_order_acquire); dirty != 0;
       dirty &= dirty - 1) {
    const int p = std::countr_zero(dirty);
    gpu_ns_[p].store(kMissing, kRelaxed);
    if (p == kDataloader) continue;  // may legitimately span the boundary
    cpu_ns_[p].store(kMissing, kRelaxed);
    depth_[p].store(0, kRelaxed);
  }
  const int64_t fetched = pending_dataloader_ns_.exchange(kMissing, kRelaxed);
  cpu_ns_[kDataloader].store(fetched, kRelaxed);
  if (fetched != kMissing) Touch(kDataloader);
  // Blocked in collectives since the previous step: this step's wait.
  const int64_t before = pending_comm_ns_.exchange(kMissing, kRelaxed);
  const int comm_total = comm_phase_[0].load(kRelaxed);
  const int comm_before = comm_phase_[4].load(kRelaxed);
  if (before != kMissing && comm_total >= 0 && comm_before >= 0) {
    cpu_ns_[comm_total].store(before, kRelaxed);
    cpu_ns_[comm_before].store(before, kRelaxed);
    Touch(comm_total);
    Touch(comm_before);
    for (int k = 0; k < kCommKindCount; ++k) {
      const int64_t ns = pending_kind_ns_[k].exchange(kMissing, kRelaxed);
      const int id = comm_kind_phase_[k].load(kRelaxed);
      if (ns == kMissing || id < 0) continue;
      cpu_ns_[id].store(ns, kRelaxed);
      Touch(id);
    }
  }
  // Asynchronous calls of the previous step no longer count for overlap.
  if (async_in_flight_.load(kRelaxed) != 0) async_in_flight_.store(0, kRelaxed);
  if (overlap_since_.load(kRelaxed) != kMissing) overlap_since_.store(kMissing, kRelaxed);
  for (auto& m : mem_) m.store(kMissing, kRelaxed);
  scalar_count_.store(0, kRelaxed);
  sync_first_ns_.store(kMissing, kRelaxed);
  sync_last_ns_.store(kMissing, kRelaxed);
  sync_buckets_.store(0, kRelaxed);
  rss_max_.exchange(rss_last_.load(kRelaxed), kRelaxed);
  begin_ns_.store(now_ns, kRelaxed);
  if (DeviceTimer* dev = device_.load(kRelaxed)) dev->StepBegin(steps_ended_.load(kRelaxed));
  activity_.store(static_cast<uint8_t>(Activity::kInStep), kRelaxed);
  in_step_.store(true, std::memory_order_release);
}

void StepBuilder::StepEnd(int64_t now_ns) noexcept {
  if (!in_step_.load(kRelaxed)) return;
  // An overlap interval still open (an asynchronous call not waited yet)
  // closes with the step.
  if (overlap_since_.load(kRelaxed) != kMissing) PauseOverlap(now_ns);
  in_step_.store(false, kRelaxed);
  activity_.store(static_cast<uint8_t>(Activity::kIdle), kRelaxed);
  const uint64_t step = steps_ended_.load(kRelaxed);
  // Closed before the record is visible: the flusher resolves what it sees.
  if (DeviceTimer* dev = device_.load(kRelaxed)) dev->StepEnd();
  const uint32_t touched = touched_.load(kRelaxed);
  const bool pushed = ring_.TryPushWith([&](StepRecord& r) {
    r.step = step;
    r.begin_ns = begin_ns_.load(kRelaxed);
    r.end_ns = now_ns < r.begin_ns ? r.begin_ns : now_ns;
    // The untouched phases are kMissing (StepBegin's invariant).
    r.cpu_ns.fill(kMissing);
    r.gpu_ns.fill(kMissing);
    for (uint32_t bits = touched; bits != 0; bits &= bits - 1) {
      const int p = std::countr_zero(bits);
      r.cpu_ns[p] = cpu_ns_[p].load(kRelaxed);
      r.gpu_ns[p] = gpu_ns_[p].load(kRelaxed);
    }
    r.mem_allocated = mem_[0].load(kRelaxed);
    r.mem_peak_allocated = mem_[1].load(kRelaxed);
    r.mem_reserved = mem_[2].load(kRelaxed);
    r.mem_peak_reserved = mem_[3].load(kRelaxed);
    r.rss_peak = rss_max_.load(kRelaxed);
    r.sync_buckets = sync_buckets_.load(kRelaxed);
    r.sync_first_ns = sync_first_ns_.load(kRelaxed);
    r.sync_last_ns = sync_last_ns_.load(kRelaxed);
    if (r.sync_buckets == 0 || r.sync_first_ns == kMissing ||
        r.sync_last_ns == kMissing) {  // a racing arrival: all or nothing
      r.sync_buckets = 0;
      r.sync_first_ns = kMissing;
      r.sync_last_ns = kMissing;
    }
    uint32_t n = scalar_count_.load(kRelaxed);
    if (n > kMaxScalars) n = kMaxScalars;
    r.scalar_count = static_cast<uint8_t>(n);
    for (uint32_t i = 0; i < kMaxScalars; ++i) {
      if (i < n) {
        r.scalars[i].name_id = scalar_ids_[i].load(kRelaxed);
        r.scalars[i].value = std::bit_cast<double>(scalar_bits_[i].load(kRelaxed));
      } else {
        r.scalars[i] = Scalar{};
      }
    }
  });
  // Single writer (the step thread): plain load+store, no locked RMW.
  if (pushed) {
    steps_recorded_.store(steps_recorded_.load(kRelaxed) + 1, kRelaxed);
  } else {
    dropped_.store(dropped_.load(kRelaxed) + 1, kRelaxed);
  }
  steps_ended_.store(step + 1, kRelaxed);
}

void StepBuilder::SetActivityForPhase(int phase_id) noexcept {
  Activity a = Activity::kInStep;
  switch (phase_id) {
    case static_cast<int>(Phase::kForward):
      a = Activity::kForward;
      break;
    case static_cast<int>(Phase::kBackward):
      a = Activity::kBackward;
      break;
    case static_cast<int>(Phase::kOptimizer):
      a = Activity::kOptimizer;
      break;
    default:
      if (phase_id >= kFirstUserPhase) {
        user_phase_.store(static_cast<uint8_t>(phase_id), kRelaxed);
        a = Activity::kUserRegion;
      }
  }
  activity_.store(static_cast<uint8_t>(a), kRelaxed);
}

void StepBuilder::PhaseBegin(int phase_id, int64_t now_ns) noexcept {
  if (!ValidPhase(phase_id)) return;
  if (phase_id != kDataloader && !in_step_.load(kRelaxed)) return;
  if (depth_[phase_id].fetch_add(1, kRelaxed) == 0) {
    Touch(phase_id);
    open_ns_[phase_id].store(now_ns, kRelaxed);
    if (phase_id != kDataloader) {
      if (DeviceTimer* dev = device_.load(kRelaxed)) dev->PhaseBegin(phase_id);
    }
  }
  if (phase_id != kDataloader) SetActivityForPhase(phase_id);
}

void StepBuilder::PhaseEnd(int phase_id, int64_t now_ns) noexcept {
  if (!ValidPhase(phase_id)) return;
  const bool in_step = in_step_.load(kRelaxed);
  if (phase_id != kDataloader && !in_step) return;
  int32_t depth = depth_[phase_id].load(kRelaxed);
  do {
    if (depth <= 0) return;  // unpaired end
  } while (!depth_[phase_id].compare_exchange_weak(depth, depth - 1, kRelaxed, kRelaxed));
  if (depth != 1) return;  // an inner pair of a nested same phase
  if (phase_id != kDataloader) {
    if (DeviceTimer* dev = device_.load(kRelaxed)) dev->PhaseEnd(phase_id);
  }
  const int64_t began = open_ns_[phase_id].load(kRelaxed);
  if (began == kMissing || now_ns < began) return;
  const int64_t ns = now_ns - began;
  if (phase_id == kDataloader && !in_step) {
    AddToSlot(pending_dataloader_ns_, ns);
  } else {
    AddToPhase(phase_id, ns, false);
  }
  if (phase_id == static_cast<int>(Phase::kBackward)) AddSyncSplit(began, now_ns);
  if (phase_id != kDataloader) {
    // Back to the enclosing state, unless another phase took over since.
    const uint8_t mine = activity_.load(kRelaxed);
    const bool is_mine = phase_id >= kFirstUserPhase
                             ? mine == static_cast<uint8_t>(Activity::kUserRegion) &&
                                   user_phase_.load(kRelaxed) == phase_id
                             : mine != static_cast<uint8_t>(Activity::kUserRegion);
    if (is_mine && in_step) {
      activity_.store(static_cast<uint8_t>(Activity::kInStep), kRelaxed);
    }
  }
}

void StepBuilder::AddPhaseNs(int phase_id, int64_t ns, bool gpu) noexcept {
  if (!ValidPhase(phase_id) || ns < 0) return;
  if (!in_step_.load(kRelaxed)) {
    if (phase_id == kDataloader && !gpu) AddToSlot(pending_dataloader_ns_, ns);
    return;
  }
  AddToPhase(phase_id, ns, gpu);
}

void StepBuilder::SetMemory(int64_t allocated, int64_t peak_allocated, int64_t reserved,
                            int64_t peak_reserved) noexcept {
  if (!in_step_.load(kRelaxed)) return;
  mem_[0].store(allocated < 0 ? kMissing : allocated, kRelaxed);
  mem_[1].store(peak_allocated < 0 ? kMissing : peak_allocated, kRelaxed);
  mem_[2].store(reserved < 0 ? kMissing : reserved, kRelaxed);
  mem_[3].store(peak_reserved < 0 ? kMissing : peak_reserved, kRelaxed);
}

void StepBuilder::LogScalar(uint16_t name_id, double value) noexcept {
  if (!in_step_.load(kRelaxed)) return;
  const uint64_t bits = std::bit_cast<uint64_t>(value);
  uint32_t n = scalar_count_.load(kRelaxed);
  if (n > kMaxScalars) n = kMaxScalars;
  // The same name twice in one step: the last value wins.
  for (uint32_t i = 0; i < n; ++i) {
    if (scalar_ids_[i].load(kRelaxed) == name_id) {
      scalar_bits_[i].store(bits, kRelaxed);
      return;
    }
  }
  const uint32_t slot = scalar_count_.fetch_add(1, kRelaxed);
  if (slot >= kMaxScalars) {
    scalar_count_.store(kMaxScalars, kRelaxed);
    return;
  }
  scalar_ids_[slot].store(name_id, kRelaxed);
  scalar_bits_[slot].store(bits, kRelaxed);
}

void StepBuilder::SyncArrival(int64_t now_ns) noexcept {
  if (!in_step_.load(kRelaxed) || now_ns < 0) return;
  int64_t first = sync_first_ns_.load(kRelaxed);
  while (first == kMissing || now_ns < first) {
    if (sync_first_ns_.compare_exchange_weak(first, now_ns, kRelaxed, kRelaxed)) {
      break;
    }
  }
  int64_t last = sync_last_ns_.load(kRelaxed);
  while (now_ns > last && !sync_last_ns_.compare_exchange_weak(last, now_ns, kRelaxed, kRelaxed)) {
  }
  sync_buckets_.fetch_add(1, kRelaxed);
  if (DeviceTimer* dev = device_.load(kRelaxed)) dev->Sync();
}

void StepBuilder::SetCommPhases(int total, int forward, int backward, int optimizer,
                                int before_step) noexcept {
  const std::array<int, 5> ids = {total, forward, backward, optimizer, before_step};
  for (size_t i = 0; i < ids.size(); ++i) {
    comm_phase_[i].store(ValidPhase(ids[i]) ? ids[i] : -1, kRelaxed);
  }
}

void StepBuilder::SetSyncPhases(int exposed, int overlapped) noexcept {
  const bool on = ValidPhase(exposed) && ValidPhase(overlapped);
  sync_phase_[0].store(on ? exposed : -1, kRelaxed);
  sync_phase_[1].store(on ? overlapped : -1, kRelaxed);
}

void StepBuilder::AddSyncSplit(int64_t began, int64_t now_ns) noexcept {
  const int exposed = sync_phase_[0].load(kRelaxed);
  const int overlapped = sync_phase_[1].load(kRelaxed);
  if (exposed < 0 || overlapped < 0 || device_.load(kRelaxed) != nullptr) return;
  const int64_t first = sync_first_ns_.load(kRelaxed);
  const int64_t last = sync_last_ns_.load(kRelaxed);
  // The last bucket must belong to this backward (gradient accumulation:
  // an earlier backward of the step synchronised nothing).
  if (first == kMissing || last == kMissing || last < began || last > now_ns) return;
  AddToPhase(exposed, now_ns - last, false);
  AddToPhase(overlapped, last - std::max(first, began), false);
}

bool StepBuilder::NamesWanted(int kind, bool async) noexcept {
  // Before the first step (a barrier in the setup) nothing is timed: no
  // name is wanted for it.
  if (!in_step_.load(kRelaxed) && steps_ended_.load(kRelaxed) == 0) {
    return comm_phase_[0].load(kRelaxed) < 0;
  }
  uint32_t bits = ValidKind(kind) ? uint32_t{1} << kind : 0;
  if (async) bits |= uint32_t{1} << kCommOverlapBit;
  if ((comm_names_used_.load(kRelaxed) & bits) != bits) comm_names_used_.fetch_or(bits, kRelaxed);
  return comm_phase_[0].load(kRelaxed) < 0 ||
         (ValidKind(kind) && comm_kind_phase_[kind].load(kRelaxed) == -1) ||
         (async && comm_overlap_phase_.load(kRelaxed) == -1);
}

void StepBuilder::PauseOverlap(int64_t now_ns) noexcept {
  const int64_t since = overlap_since_.exchange(kMissing, kRelaxed);
  if (since == kMissing || now_ns < since || !in_step_.load(kRelaxed)) return;
  const int id = comm_overlap_phase_.load(kRelaxed);
  if (id >= 0) AddToPhase(id, now_ns - since, false);
}

namespace {
size_t AsyncHome(uint64_t handle) {
  return static_cast<size_t>((handle * 0x9E3779B97F4A7C15ULL) >> 58);  // 6 bits: 64 slots
}
}  // namespace

void StepBuilder::RegisterAsync(uint64_t handle, uint64_t info) noexcept {
  static_assert(kAsyncOps == 64, "AsyncHome gives 6 bits");
  const uint64_t current = (info >> kInfoStepShift);
  const size_t home = AsyncHome(handle);
  size_t at = home;
  for (int i = 0; i < kAsyncProbe; ++i) {
    const size_t slot = (home + static_cast<size_t>(i)) % kAsyncOps;
    const uint64_t key = async_ops_[slot].key.load(kRelaxed);
    // Free, the same handle again, or left from an earlier step.
    if (key == 0 || key == handle ||
        (async_ops_[slot].info.load(kRelaxed) >> kInfoStepShift) < current) {
      at = slot;
      break;
    }
  }
  AsyncOp& op = async_ops_[at];
  op.key.store(0, kRelaxed);
  op.info.store(info, kRelaxed);
  op.key.store(handle, std::memory_order_release);
}

uint64_t StepBuilder::TakeAsync(uint64_t handle) noexcept {
  const size_t home = AsyncHome(handle);
  for (int i = 0; i < kAsyncProbe; ++i) {
    AsyncOp& op = async_ops_[(home + static_cast<size_t>(i)) % kAsyncOps];
    uint64_t key = op.key.load(std::memory_order_acquire);
    if (key != handle) continue;
    const uint64_t info = op.info.load(kRelaxed);
    return op.key.compare_exchange_strong(key, 0, kRelaxed, kRelaxed) ? info : 0;
  }
  return 0;
}

bool StepBuilder::CollectiveBegin(int64_t now_ns, bool issued, int kind) noexcept {
  if (issued) collective_seq_.fetch_add(1, kRelaxed);
  const bool wanted = NamesWanted(kind, false);
  if (comm_depth_.fetch_add(1, kRelaxed) == 0) {
    // Blocked: an asynchronous call in flight no longer overlaps own work.
    if (overlap_since_.load(kRelaxed) != kMissing) PauseOverlap(now_ns);
    comm_open_ns_.store(now_ns, kRelaxed);
    comm_kind_.store(ValidKind(kind) ? kind : -1, kRelaxed);
    const int kind_id = ValidKind(kind) ? comm_kind_phase_[kind].load(kRelaxed) : -1;
    comm_kind_id_.store(kind_id, kRelaxed);
    const uint8_t activity = activity_.load(kRelaxed);
    comm_activity_.store(activity, kRelaxed);
    DeviceTimer* dev = device_.load(kRelaxed);
    if (dev != nullptr && in_step_.load(kRelaxed)) {
      dev->Open(DeviceTimer::kCommKey, comm_phase_[0].load(kRelaxed), CommPhaseIn(activity),
                kind_id);
    }
  }
  return wanted;
}

bool StepBuilder::CollectiveIssuedAsync(int64_t now_ns, uint64_t handle, int kind) noexcept {
  const bool counted = in_step_.load(kRelaxed) && device_.load(kRelaxed) == nullptr;
  if (handle != 0) {
    const uint64_t step = steps_ended_.load(kRelaxed);
    RegisterAsync(handle, ((step + 1) << kInfoStepShift) | (counted ? kInfoCounted : 0) |
                              (ValidKind(kind) ? static_cast<uint64_t>(kind) : kNoKind));
  }
  if (counted && async_in_flight_.fetch_add(1, kRelaxed) == 0 && comm_depth_.load(kRelaxed) == 0) {
    overlap_since_.store(now_ns, kRelaxed);
  }
  return NamesWanted(kind, counted);
}

bool StepBuilder::CollectiveWaitBegin(int64_t now_ns, uint64_t handle) noexcept {
  // Inside a blocking call (torch waits on the call's own work): nested,
  // the call has the kind.
  if (comm_depth_.load(kRelaxed) > 0) return CollectiveBegin(now_ns, false, -1);
  const uint64_t info = handle != 0 ? TakeAsync(handle) : 0;
  const uint64_t step = steps_ended_.load(kRelaxed);
  int kind = static_cast<int>(CommKind::kP2P);
  bool counted = false;
  if (info != 0 && (info >> kInfoStepShift) == step + 1) {  // an entry of this step
    const uint64_t k = info & kNoKind;
    kind = k == kNoKind ? -1 : static_cast<int>(k);
    counted = (info & kInfoCounted) != 0 && in_step_.load(kRelaxed);
  }
  const bool wanted = CollectiveBegin(now_ns, false, kind);  // closes the overlap interval
  if (counted) {
    int32_t n = async_in_flight_.load(kRelaxed);
    while (n > 0 && !async_in_flight_.compare_exchange_weak(n, n - 1, kRelaxed, kRelaxed)) {
    }
  }
  return wanted;
}

void StepBuilder::CollectiveEnd(int64_t now_ns) noexcept {
  int32_t depth = comm_depth_.load(kRelaxed);
  do {
    if (depth <= 0) return;  // unpaired end
  } while (!comm_depth_.compare_exchange_weak(depth, depth - 1, kRelaxed, kRelaxed));
  if (depth != 1) return;
  const uint8_t began_in = comm_activity_.load(kRelaxed);
  const bool between = began_in == static_cast<uint8_t>(Activity::kIdle);
  const int kind = comm_kind_.load(kRelaxed);
  if (!in_step_.load(kRelaxed)) {
    // Began between steps and still between them: the next step's wait.
    // (One that began in a step and outlived it is dropped.)
    const int64_t began = comm_open_ns_.load(kRelaxed);
    if (between && began != kMissing && now_ns >= began && comm_phase_[4].load(kRelaxed) >= 0) {
      AddToSlot(pending_comm_ns_, now_ns - began);
      if (ValidKind(kind)) AddToSlot(pending_kind_ns_[kind], now_ns - began);
    }
    return;
  }
  // Unblocked with asynchronous calls still in flight: overlap again.
  if (async_in_flight_.load(kRelaxed) > 0 && device_.load(kRelaxed) == nullptr) {
    overlap_since_.store(now_ns, kRelaxed);
  }
  if (DeviceTimer* dev = device_.load(kRelaxed)) dev->Close(DeviceTimer::kCommKey);
  const int64_t began = comm_open_ns_.load(kRelaxed);
  if (began == kMissing || now_ns < began) return;
  const int64_t ns = now_ns - began;
  const int total = comm_phase_[0].load(kRelaxed);
  if (total < 0) return;
  AddToPhase(total, ns, false);
  const int in_phase = between ? comm_phase_[4].load(kRelaxed) : CommPhaseIn(began_in);
  if (in_phase >= 0) AddToPhase(in_phase, ns, false);
  // The id the device pair got at the call's begin (see comm_kind_id_).
  const int of_kind = comm_kind_id_.load(kRelaxed);
  if (of_kind >= 0) AddToPhase(of_kind, ns, false);
}

void StepBuilder::SetCommKindPhase(int kind, int phase_id) noexcept {
  if (!ValidKind(kind)) return;
  comm_kind_phase_[kind].store(ValidPhase(phase_id) ? phase_id : -2, kRelaxed);
}

void StepBuilder::SetCommOverlapPhase(int phase_id) noexcept {
  comm_overlap_phase_.store(ValidPhase(phase_id) ? phase_id : -2, kRelaxed);
}

int StepBuilder::CommKindPhase(int kind) const noexcept {
  return ValidKind(kind) ? comm_kind_phase_[kind].load(kRelaxed) : -2;
}

int StepBuilder::CommPhaseIn(uint8_t activity) const noexcept {
  switch (static_cast<Activity>(activity)) {
    case Activity::kForward:
      return comm_phase_[1].load(kRelaxed);
    case Activity::kBackward:
      return comm_phase_[2].load(kRelaxed);
    case Activity::kOptimizer:
      return comm_phase_[3].load(kRelaxed);
    default:
      return -1;
  }
}

void StepBuilder::ObserveRss(int64_t rss_bytes) noexcept {
  if (rss_bytes < 0) return;
  rss_last_.store(rss_bytes, kRelaxed);
  int64_t cur = rss_max_.load(kRelaxed);
  while (cur < rss_bytes && !rss_max_.compare_exchange_weak(cur, rss_bytes, kRelaxed, kRelaxed)) {
  }
}

}  // namespace steplens::recorder
