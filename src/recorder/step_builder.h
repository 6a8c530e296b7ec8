// recorder/step_builder.h — the hot-path state of one rank's recorder.
//
// Contract
// - StepBuilder holds the step in progress as relaxed atomic slots and the
//   ring of finished StepRecords. It is what the public hot-path calls of
//   steplens/recorder.h forward to, with the clock already read (now_ns), so
//   tests can drive it with synthetic times.
// - Hot-path methods (StepBegin .. LogScalar, CurrentStep, InStep,
//   activity()) are noexcept, take no lock, never allocate and make no
//   syscall. Phase and memory/scalar calls may come from any thread; steps
//   are begun and ended by one thread, which is also the ring's only
//   producer. Races between threads (a PhaseEnd on an autograd thread while
//   the training thread ends the step) can misattribute a duration to the
//   neighbouring step; they never corrupt memory or block.
// - Phase semantics (see steplens/recorder.h): pairs sum into the phase's
//   slot; the outermost of nested same-phase pairs counts; unpaired ends are
//   ignored. Dataloader (phase 0) pairs that end between steps accumulate
//   for the next step; other phases, SetMemory and LogScalar outside a step
//   are ignored. A phase still open at StepEnd is not counted.
// - StepEnd writes the record straight into the ring slot (no intermediate
//   copy); the step index is the number of earlier StepEnd calls; a full
//   ring drops the record and counts it.
// - SyncArrival (gradient bucket ready, DDP comm hook; any thread): inside a
//   step, sets sync_first_ns once (CAS from kMissing), raises sync_last_ns
//   to now (CAS max) and counts the bucket. Outside a step it is ignored.
// - Collectives (steplens wraps torch.distributed's collectives and
//   Work.wait; any thread): CollectiveBegin(now, issued) opens a blocking
//   collective call or a wait on an asynchronous one (issued = true for a
//   call: the collective sequence number counts it, a wait does not);
//   CollectiveEnd closes it. Of nested pairs the outermost counts. Inside a
//   step the blocked time adds to the comm phase slot and to the slot of
//   the phase the collective began in (forward, backward, optimizer; the
//   phase ids given by SetCommPhases, user-phase ids named in base/
//   metrics.h); before SetCommPhases only the sequence number moves. A
//   collective that began between two steps (activity idle: while the next
//   batches are fetched) is waiting the next step pays for: its blocked
//   time accumulates like the dataloader's and goes, at the next StepBegin,
//   to the comm total and the before-step part (the time the rank waited
//   outside every phase). A collective that ends after its step ended is
//   dropped.
// - Collective kinds (steplens/record.h CommKind): a blocking call names
//   its kind; an asynchronous call is registered with its kind under a
//   handle (CollectiveIssuedAsync; the Work object's address) in a fixed
//   table of kAsyncOps entries, and CollectiveWaitBegin(handle) takes it
//   back, so its wait has the call's kind (a wait on a handle not in the
//   table: kP2P, e.g. isend/irecv). An entry is valid in the step it was
//   issued in (or, issued between steps, the next); stale entries are
//   reused, a full probe overwrites one. The blocked time also adds to the
//   kind's region (SetCommKindPhase) like the per-phase parts.
//   CollectiveBegin, CollectiveIssuedAsync and CollectiveWaitBegin return
//   true while a name the call needs is not interned yet (the comm
//   regions, its kind's, the overlap region): the caller then asks the
//   recorder to intern them, off the hot path (recorder.h
//   EnableCollectiveTiming, which reads CommNamesUsed()).
// - Overlap of asynchronous collectives (base/metrics.h kCommOverlapName;
//   host timing only, like the sync split): inside a step, the time during
//   which at least one asynchronous call issued in the step has not begun
//   its wait and the rank is not blocked in a collective adds to the
//   overlap region; an interval still open at StepEnd closes there.
// - DDP's gradient sync split (base/metrics.h kSyncNames): once
//   SetSyncPhases named the two regions, the end of an outermost backward
//   in which the step's last bucket became ready adds the time from that
//   bucket to the end (exposed: blocked in the all-reduce after its own
//   compute) and from the first bucket of that backward to the last
//   (overlapped) to their slots. Host timing only: with a device attached
//   the host's backward end says nothing of the device's all-reduce.
// - rss_peak: the flusher's RSS sampler calls ObserveRss(); StepBegin resets
//   the running max to the latest sample (one exchange, no syscall), so a
//   step shorter than the sampling period still reports the RSS it ran at.
// - Device timing (DESIGN.md §7): with a DeviceTimer attached
//   (AttachDevice, not hot path, while no step runs), the outermost pairs
//   of timed phases and collectives, the step's begin and end and the
//   gradient-sync arrivals also record device events (device_timer.h); the
//   flusher merges their times into the record before sending it.
// - The consumer side (PopRecord, ObserveRss, counters) belongs to the
//   flusher thread. Reset() only while no thread uses the builder.
#ifndef STEPLENS_RECORDER_STEP_BUILDER_H_
#define STEPLENS_RECORDER_STEP_BUILDER_H_

#include <array>
#include <atomic>
#include <cstdint>

#include "recorder/device_timer.h"
#include "recorder/ring_buffer.h"
#include "steplens/record.h"

namespace steplens::recorder {

class StepBuilder {
 public:
  explicit StepBuilder(uint32_t ring_capacity);
  StepBuilder(const StepBuilder&) = delete;
  StepBuilder& operator=(const StepBuilder&) = delete;

  void Reset() noexcept;
  void AttachDevice(DeviceTimer* timer) noexcept {
    device_.store(timer, std::memory_order_release);
  }
  DeviceTimer* device() const noexcept { return device_.load(std::memory_order_acquire); }

  // ---- hot path ----
  void StepBegin(int64_t now_ns) noexcept;
  void StepEnd(int64_t now_ns) noexcept;
  void PhaseBegin(int phase_id, int64_t now_ns) noexcept;
  void PhaseEnd(int phase_id, int64_t now_ns) noexcept;
  void AddPhaseNs(int phase_id, int64_t ns, bool gpu) noexcept;
  void SetMemory(int64_t allocated, int64_t peak_allocated, int64_t reserved,
                 int64_t peak_reserved) noexcept;
  void LogScalar(uint16_t name_id, double value) noexcept;
  void SyncArrival(int64_t now_ns) noexcept;
  // kind: a CommKind's value, -1 none. Returns true when a name it needs
  // is not interned yet (see the contract).
  bool CollectiveBegin(int64_t now_ns, bool issued, int kind = -1) noexcept;
  // An asynchronous call of `kind` returned its work `handle` (not counted
  // in the sequence number: CollectiveIssued did that). Returns as above.
  bool CollectiveIssuedAsync(int64_t now_ns, uint64_t handle, int kind) noexcept;
  // A wait on `handle` begins (ended by CollectiveEnd). Returns as above.
  bool CollectiveWaitBegin(int64_t now_ns, uint64_t handle) noexcept;
  void CollectiveEnd(int64_t now_ns) noexcept;
  void CollectiveIssued() noexcept { collective_seq_.fetch_add(1, std::memory_order_relaxed); }
  // Not hot path: the phase ids the blocked time goes to (total, then in
  // forward, backward, optimizer, and before the step); -1 leaves one out.
  void SetCommPhases(int total, int forward, int backward, int optimizer,
                     int before_step = -1) noexcept;
  // Not hot path: the phase id of a kind's region (-2: none can be had,
  // do not ask again) and of the overlap region.
  void SetCommKindPhase(int kind, int phase_id) noexcept;
  void SetCommOverlapPhase(int phase_id) noexcept;
  int CommKindPhase(int kind) const noexcept;
  int CommOverlapPhase() const noexcept {
    return comm_overlap_phase_.load(std::memory_order_relaxed);
  }
  int CommTotalPhase() const noexcept { return comm_phase_[0].load(std::memory_order_relaxed); }
  // The names collectives used so far: bit k for CommKind k, bit
  // kCommOverlapBit for the overlap region (an asynchronous call).
  static constexpr int kCommOverlapBit = kCommKindCount;
  uint32_t CommNamesUsed() const noexcept {
    return comm_names_used_.load(std::memory_order_relaxed);
  }
  // Not hot path: the phase ids of DDP's gradient sync split (exposed,
  // overlapped); -1 turns it off.
  void SetSyncPhases(int exposed, int overlapped) noexcept;
  // Collectives issued so far (the sequence number of the latest).
  uint64_t collective_seq() const noexcept {
    return collective_seq_.load(std::memory_order_relaxed);
  }
  uint64_t CurrentStep() const noexcept { return steps_ended_.load(std::memory_order_relaxed); }
  bool InStep() const noexcept { return in_step_.load(std::memory_order_relaxed); }

  // ---- flusher side ----
  bool PopRecord(StepRecord* out) noexcept { return ring_.TryPop(out); }
  void ObserveRss(int64_t rss_bytes) noexcept;
  Activity activity() const noexcept {
    return static_cast<Activity>(activity_.load(std::memory_order_relaxed));
  }
  uint8_t user_phase() const noexcept { return user_phase_.load(std::memory_order_relaxed); }
  // Where a failure happened: the activity now, and inside a step between
  // phases (a phase ends when an exception leaves it) the latest built-in
  // phase measured in the step. Not hot path.
  Activity FailureActivity() const noexcept {
    const Activity a = activity();
    if (a != Activity::kInStep) return a;
    for (Phase p : {Phase::kOptimizer, Phase::kBackward, Phase::kForward}) {
      if (cpu_ns_[static_cast<int>(p)].load(std::memory_order_relaxed) != kMissing) {
        return p == Phase::kOptimizer  ? Activity::kOptimizer
               : p == Phase::kBackward ? Activity::kBackward
                                       : Activity::kForward;
      }
    }
    return a;
  }
  // kHeartbeat* flags: in gradient sync (a bucket of the step in progress
  // became ready), in the data loader (a fetch is open).
  uint8_t heartbeat_flags() const noexcept {
    uint8_t flags = 0;
    if (in_step_.load(std::memory_order_relaxed) &&
        sync_first_ns_.load(std::memory_order_relaxed) != kMissing) {
      flags |= kHeartbeatInSync;
    }
    if (depth_[static_cast<int>(Phase::kDataloader)].load(std::memory_order_relaxed) > 0) {
      flags |= kHeartbeatInDataloader;
    }
    if (comm_depth_.load(std::memory_order_relaxed) > 0) flags |= kHeartbeatInCollective;
    return flags;
  }
  uint64_t steps_done() const noexcept { return CurrentStep(); }
  uint64_t steps_recorded() const noexcept {
    return steps_recorded_.load(std::memory_order_relaxed);
  }
  uint64_t dropped_records() const noexcept { return dropped_.load(std::memory_order_relaxed); }
  uint64_t ring_capacity() const noexcept { return ring_.capacity(); }

 private:
  // Adds ns to a slot whose kMissing means "not yet measured".
  static void AddToSlot(std::atomic<int64_t>& slot, int64_t ns) noexcept;
  // Adds ns to a phase's CPU or device slot and marks the phase touched.
  void AddToPhase(int phase_id, int64_t ns, bool gpu) noexcept;
  // Marks a phase as holding a value or an open pair (touched_), after the
  // write: release, so the StepBegin that takes the bit (acquire) resets
  // what was written.
  void Touch(int phase_id) noexcept {
    touched_.fetch_or(uint32_t{1} << phase_id, std::memory_order_release);
  }
  void SetActivityForPhase(int phase_id) noexcept;
  // The comm phase id for a collective that began during `activity`, -1 none.
  int CommPhaseIn(uint8_t activity) const noexcept;
  // Marks `bit` of comm_names_used_ and says whether a name is missing for
  // a collective of `kind` (-1 none), with the overlap region when `async`.
  bool NamesWanted(int kind, bool async) noexcept;
  // Closes the overlap interval open since overlap_since_ at now.
  void PauseOverlap(int64_t now_ns) noexcept;
  // The async-op table: stores / takes back (kind, counted) under handle.
  void RegisterAsync(uint64_t handle, uint64_t info) noexcept;
  uint64_t TakeAsync(uint64_t handle) noexcept;
  // At the end of an outermost backward [began, now]: DDP's sync split.
  void AddSyncSplit(int64_t began, int64_t now_ns) noexcept;

  static constexpr int kMemFields = 4;

  // Written by the step thread, read by phase threads and the flusher.
  alignas(kCacheLineBytes) std::atomic<bool> in_step_{false};
  std::atomic<int64_t> begin_ns_{kMissing};
  std::atomic<uint8_t> activity_{static_cast<uint8_t>(Activity::kIdle)};
  std::atomic<uint8_t> user_phase_{0};
  std::atomic<uint64_t> steps_ended_{0};
  std::atomic<uint64_t> steps_recorded_{0};
  std::atomic<uint64_t> dropped_{0};

  std::array<std::atomic<int64_t>, kMaxPhases> cpu_ns_;
  std::array<std::atomic<int64_t>, kMaxPhases> gpu_ns_;
  std::array<std::atomic<int64_t>, kMaxPhases> open_ns_;  // outermost begin
  std::array<std::atomic<int32_t>, kMaxPhases> depth_;
  // Bit p: phase p may hold a value (cpu_ns_, gpu_ns_) or an open pair
  // (depth_) since the last StepBegin, which resets only those phases and
  // clears the bits; StepEnd copies only those (the others are kMissing).
  // Writers mark after they write, so a write racing StepBegin is either
  // reset by it or lands in the next step (as it would without the mask);
  // a value is never left behind unmarked.
  std::atomic<uint32_t> touched_{0};
  static_assert(kMaxPhases <= 32, "touched_ holds one bit per phase");
  std::atomic<int64_t> pending_dataloader_ns_{kMissing};
  std::array<std::atomic<int64_t>, kMemFields> mem_;
  std::atomic<uint32_t> scalar_count_{0};
  std::array<std::atomic<uint16_t>, kMaxScalars> scalar_ids_;
  std::array<std::atomic<uint64_t>, kMaxScalars> scalar_bits_;
  std::atomic<int64_t> sync_first_ns_{kMissing};
  std::atomic<int64_t> sync_last_ns_{kMissing};
  std::atomic<uint32_t> sync_buckets_{0};
  std::atomic<int32_t> comm_depth_{0};
  std::atomic<int64_t> comm_open_ns_{kMissing};
  std::atomic<uint8_t> comm_activity_{0};  // activity when the outermost began
  std::atomic<uint64_t> collective_seq_{0};
  // Blocked between steps, for the next step (kMissing: none).
  std::atomic<int64_t> pending_comm_ns_{kMissing};
  // Phase ids: total, in forward, in backward, in optimizer, before the
  // step (-1: off).
  std::array<std::atomic<int>, 5> comm_phase_;
  // Per collective kind: the phase id (-1: not interned, -2: none), and the
  // blocked time between steps for the next step.
  std::array<std::atomic<int>, kCommKindCount> comm_kind_phase_;
  std::array<std::atomic<int64_t>, kCommKindCount> pending_kind_ns_;
  std::atomic<int> comm_kind_{-1};  // kind of the outermost open collective
  // Its kind's phase id when it began (-1: not named yet): the host sum and
  // the device pair both use it, so a kind named during its first call
  // counts from the next call on, on both clocks alike.
  std::atomic<int> comm_kind_id_{-1};
  std::atomic<int> comm_overlap_phase_{-1};
  std::atomic<uint32_t> comm_names_used_{0};
  // Asynchronous calls not yet waited: key = handle (0: free), info =
  // (step + 1) << 9 | counted << 8 | kind. Fixed size, open addressing.
  static constexpr int kAsyncOps = 64;
  static constexpr int kAsyncProbe = 8;
  struct AsyncOp {
    std::atomic<uint64_t> key{0};
    std::atomic<uint64_t> info{0};
  };
  std::array<AsyncOp, kAsyncOps> async_ops_;
  // Counted asynchronous calls of this step not yet waited, and the start of
  // the overlap interval now open (kMissing: none).
  std::atomic<int32_t> async_in_flight_{0};
  std::atomic<int64_t> overlap_since_{kMissing};
  // Phase ids of the gradient sync split: exposed, overlapped (-1: off).
  std::array<std::atomic<int>, 2> sync_phase_;

  std::atomic<DeviceTimer*> device_{nullptr};

  // Written by the flusher's RSS sampler.
  alignas(kCacheLineBytes) std::atomic<int64_t> rss_last_{kMissing};
  std::atomic<int64_t> rss_max_{kMissing};

  SpscRing<StepRecord> ring_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_STEP_BUILDER_H_
