// steplens/recorder.h — the per-rank recorder: the API training code calls.
//
// Contract
// - One process-wide recorder (the only global in steplens). Start() creates
//   it and its flusher thread; Shutdown() flushes, says goodbye and joins.
//   Calls made before Start() or after Shutdown() are silently ignored.
// - Hot-path calls (StepBegin/StepEnd/PhaseBegin/PhaseEnd/SetMemory/
//   LogScalar/CurrentStep) are noexcept, lock-free, allocation-free and make
//   no syscall beyond one clock read. They may be called from any thread
//   (autograd runs backward hooks on its own threads on CUDA), but steps are
//   begun and ended by one training thread.
// - StepEnd() copies the finished StepRecord into a fixed-capacity
//   single-producer ring. A full ring drops the record and counts it
//   (Stats().dropped_records); nothing blocks, nothing throws.
// - The flusher thread (never holds the GIL) drains the ring, encodes frames
//   (protocol/codec.h), sends them over TCP to the aggregator or appends them
//   to a spool file, sends a heartbeat about once a second, and samples
//   process metrics (and on local rank 0 system metrics, NVML if present).
//   If the aggregator is unreachable it spools to disk and retries with
//   backoff; training is never affected.
// - Phase semantics: PhaseBegin/End pairs add their duration to the phase's
//   slot of the current step (several pairs sum). Dataloader pairs may happen
//   between steps and are attributed to the next step. Other phases outside a
//   step are ignored. Unpaired or nested-same-phase calls are tolerated (the
//   outermost pair counts).
// - Sync arrival (DESIGN.md §4): SyncArrival() is called once per gradient
//   bucket as it becomes ready (the DDP communication hook, on whatever
//   thread autograd runs it). It reads the clock once and, for the current
//   step, keeps the earliest and the latest such time (sync_first_ns /
//   sync_last_ns) and counts buckets (sync_buckets). The latest ready bucket
//   is the rank's arrival at gradient synchronisation: DDP cannot finish the
//   all-reduce before every rank's last bucket is ready. No bucket index is
//   needed: buckets become ready in order, and with several synchronising
//   backward passes in one step the latest is the one the step waits for.
//   Outside a step it is ignored. SetSyncHookStatus (not hot path) says
//   whether such a hook is installed and why not; every heartbeat carries
//   it to the aggregator. It is process-wide and may be called before
//   Start() (it survives Shutdown()/Start()).
// - Collectives: CollectiveBegin(issued)/CollectiveEnd() bracket a blocking
//   torch.distributed collective (issued = true) or a wait on an
//   asynchronous one (issued = false); any thread, nesting tolerated (the
//   outermost pair counts). Once EnableCollectiveTiming() ran (not hot path:
//   it interns the names), the blocked time of a step is sent as the user
//   regions of base/metrics.h kCommNames (the time blocked between two
//   steps goes to the next one, as its "comm (before step)"); the number
//   of collectives issued so far rides on every heartbeat (collective_seq)
//   with flag kHeartbeatInCollective while one is open. Each call's kind
//   (record.h CommKind; an asynchronous call's reaches its wait through
//   CollectiveIssuedAsync's handle) splits the blocked time by kind
//   (kCommKindNames), and the time asynchronous calls ran beside the
//   rank's own work is the overlap region (kCommOverlapName), host-timed;
//   their names are interned on first use.
#ifndef STEPLENS_RECORDER_H_
#define STEPLENS_RECORDER_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "steplens/layers.h"
#include "steplens/record.h"

namespace steplens::recorder {

struct RecorderOptions {
  // Live mode: aggregator endpoint. Empty host or port 0 = spool-only mode.
  std::string host;
  uint16_t port = 0;
  std::string token;
  // Run identity and the directory spool files go to (created if missing).
  // In live mode the spool is used only while the aggregator is unreachable.
  std::string run_id;
  std::string run_dir;
  uint32_t rank = 0;
  uint32_t local_rank = 0;
  uint32_t world_size = 1;
  uint32_t ring_capacity = 4096;  // step records; rounded up to a power of 2
  uint32_t heartbeat_interval_ms = 1000;
  uint32_t process_sample_interval_ms = 1000;
  uint32_t rss_sample_interval_ms = 50;  // feeds StepRecord::rss_peak
  bool sample_system = false;            // CPU/RAM/NVML; the launcher sets it on local rank 0
  // Tests only: every time this recorder sends (monotonic and wall) is
  // shifted by this much, as on a host whose clocks are off. Start() reads
  // it from STEPLENS_TEST_CLOCK_SKEW_MS when 0.
  int64_t test_clock_skew_ns = 0;
};

struct RecorderStats {
  bool running = false;
  bool connected = false;        // TCP link to the aggregator is up
  bool spooling = false;         // records are currently going to the spool file
  uint64_t steps_recorded = 0;   // StepEnd calls that reached the ring
  uint64_t dropped_records = 0;  // ring full
  uint64_t frames_sent = 0;      // frames delivered: over TCP or to the spool file
  uint64_t bytes_sent = 0;
  uint64_t reconnects = 0;
  uint64_t frames_spooled = 0;  // of frames_sent, those written to the spool file
  uint64_t frames_lost = 0;     // neither sent nor spooled (no run_dir, disk full)
  // Spool replay after a reconnect (recorder/flusher.h): spooled bytes sent
  // over TCP, and those still waiting in the spool file to be sent.
  uint64_t bytes_replayed = 0;
  uint64_t replay_backlog_bytes = 0;
  std::string spool_path;      // "" when no spool file was opened
  std::string last_error;      // last transport error, "" if none
  uint64_t deep_switches = 0;  // deep-mode switches received from the aggregator (steplens deep)
};

// Returns false (and a reason) if the recorder could not start — e.g. the
// spool directory is unwritable. Starting twice is an error.
bool Start(const RecorderOptions& options, std::string* error);
// Flushes what is buffered (bounded by timeout), sends Goodbye, joins.
void Shutdown(int timeout_ms = 2000);
bool IsRunning() noexcept;

// Hot path.
void StepBegin() noexcept;
void StepEnd() noexcept;
void PhaseBegin(int phase_id) noexcept;
void PhaseEnd(int phase_id) noexcept;
// Adds an externally measured duration (e.g. a CUDA-event time) to a phase
// of the current step. gpu=true writes the GPU slot.
void AddPhaseNs(int phase_id, int64_t ns, bool gpu) noexcept;
void SetMemory(int64_t allocated, int64_t peak_allocated, int64_t reserved,
               int64_t peak_reserved) noexcept;
void LogScalar(uint16_t name_id, double value) noexcept;
// One gradient bucket became ready for synchronisation (see the contract).
void SyncArrival() noexcept;
// A collective call (issued) or a wait on one begins / ends (see the
// contract); kind: a CommKind value (record.h), -1 none. True while a name
// it needs is not interned yet: call EnableCollectiveTiming() (not here).
bool CollectiveBegin(bool issued, int kind = -1) noexcept;
void CollectiveEnd() noexcept;
// An asynchronous call of `kind` returned the work `handle` (any non-zero
// value identifying it until its wait, e.g. the Work object's address):
// its wait (CollectiveWaitBegin with the same handle, ended by
// CollectiveEnd) gets its kind, and the time between the two counts as
// overlapped (base/metrics.h kCommOverlapName). Returns as CollectiveBegin.
bool CollectiveIssuedAsync(uint64_t handle, int kind) noexcept;
bool CollectiveWaitBegin(uint64_t handle) noexcept;
// An asynchronous collective was issued: counted in the sequence number; its
// blocked time, if any, is that of the wait (CollectiveBegin(false)).
void CollectiveIssued() noexcept;
// Not hot path (takes a lock): interns the comm regions' names (and those
// of the collective kinds and the overlap region the calls so far used) and
// turns the timing on for this recorder; false when not running, before the first step
// has begun (call again later) or when the phase table is full (the sequence
// number still counts).
bool EnableCollectiveTiming();
// Not hot path (takes a lock): whether the sync-arrival hook is installed;
// reason says why not (kNotInstalled / kDisabled), e.g. "no DDP model".
void SetSyncHookStatus(SyncHook state, std::string_view reason);
// Not hot path: reports a failure this process saw (record.h FailureReport).
// step/activity/mono_ns are filled from the recorder when report.mono_ns is
// 0. Sent at once by the flusher; ignored when not running.
void ReportFailure(FailureReport report);
// Not hot path: the rank's setup facts (record.h SetupInfo), gathered once
// by the Python side. The recorder appends the environment variables it
// keeps (protocol/setup_keys.h: secrets by name only) and the flusher sends
// one SETUP frame after HELLO on the connection and in the spool file, and
// again after every reconnect. A later call replaces the facts; they are
// kept for the process, so a recorder started later sends them too.
void ReportSetup(SetupInfo setup);
// Where the training thread is now, for a failure report: its activity, and
// inside a step between phases the latest phase measured in the step.
Activity CurrentActivity() noexcept;
uint8_t CurrentUserPhase() noexcept;
// Index of the step in progress (or the next one when between steps).
uint64_t CurrentStep() noexcept;
bool InStep() noexcept;

// Not hot path (takes a lock, may allocate): returns the id of a user phase
// or scalar name, creating it (and announcing it on the wire) on first use.
// A phase named like one of steplens' own (kCommNames) gets " (region)".
// Returns -1 when the table is full (kMaxPhases - kFirstUserPhase user
// phases; scalar names share a separate 256-entry space starting at 256).
int InternPhaseName(std::string_view name);
int InternScalarName(std::string_view name);

RecorderStats Stats();

// ---- Deep mode: per-module time and memory (DESIGN.md §8; steplens/layers.h) ----
// Not hot path (takes a lock, may allocate): the slot of a module's
// qualified name, interning it (announced as NAME id kFirstLayerNameId +
// slot); -1 when kMaxLayers names are taken or the name is empty.
int InternLayerName(std::string_view name);
// Not hot path: allocates the ring that deep steps travel in (once per
// process; before the first CommitLayers).
void EnableLayers();
// Hot path: the current step's measured modules (before StepEnd; a copy,
// no allocation). False when not running, outside a step, before
// EnableLayers, or when the ring is full (counted in LayerStats::dropped).
bool CommitLayers(const LayerEntry* entries, int n) noexcept;
// Hot path (deep mode's module hooks, under the GIL): with a device
// enabled, an event for module `slot`'s mark (0 forward begin, 1 forward
// end, 2 backward begin, 3 backward end) on the step's stream, so that
// the step's module times are the device's (recorder/layer_timer.h). A
// no-op without a device or outside a step.
void MarkLayer(int slot, int mark) noexcept;
struct LayerStats {
  bool enabled = false;
  uint64_t steps = 0;    // steps committed
  uint64_t dropped = 0;  // steps dropped: the ring was full
};
LayerStats GetLayerStats();

// ---- Device timing (DESIGN.md §7; recorder/device_timer.h) ----
// Not hot path: opens the device ("cuda": the CUDA context current on the
// calling thread; "sim": the simulated device of tests) once per process
// and times this and every later session's steps on it. False and *error
// when the device cannot be opened, or another kind is already enabled.
bool EnableDevice(std::string_view kind, std::string* error);
// The device kind enabled ("cuda", "sim"), or "" for none.
const char* DeviceKind();
// Hot path: the stream this step's events go on (torch's current stream);
// call before StepBegin. 0 is CUDA's legacy default stream.
void SetDeviceStream(uintptr_t stream) noexcept;
// Not hot path: a user region (trace_time(..., gpu=True)) timed on the device.
void SetPhaseOnDevice(int phase_id);
// Not hot path: pinned host memory for kDeviceScalarSlots floats that device
// scalars are copied into (DeviceScalarSlot); 0 = none.
// Steps the device may run behind the recorder's thread (device_timer.h).
inline constexpr int kDeviceSteps = 64;
inline constexpr int kDeviceScalarSlots = kDeviceSteps * kMaxScalars;
void SetDeviceScalarBuffer(uintptr_t address);
// Hot path: where (an index into that buffer) the caller copies, without
// synchronising, the value of scalar `name_id` of this step; the flusher
// reads it once the step's device work is done. -1: not possible (no device
// step, no buffer, or the step's scalars are full): log it on the host.
int DeviceScalarSlot(uint16_t name_id) noexcept;
struct DeviceStats {
  std::string kind;            // "" when no device is enabled
  uint64_t steps_timed = 0;    // records sent with their device times
  uint64_t steps_skipped = 0;  // not timed: kDeviceSteps steps were still unresolved
  uint64_t steps_lost = 0;     // timed, but never resolved (device error, 10 s)
  uint64_t pairs_dropped = 0;  // phase pairs beyond 32 in a step
  uint64_t record_errors = 0;
  uint64_t foreign_thread_waits = 0;  // event queries off the flusher thread: must be 0
  // Deep mode's steps (recorder/layer_timer.h): modules timed on the device,
  // not timed (64 deep steps still unresolved), lost (device error, 10 s),
  // and module marks not recorded because the event ring was full.
  uint64_t layer_steps_timed = 0;
  uint64_t layer_steps_skipped = 0;
  uint64_t layer_steps_lost = 0;
  uint64_t layer_marks_dropped = 0;
};
DeviceStats GetDeviceStats();

// Tests only, on the simulated device (no-ops otherwise): a "kernel" of
// `ns` on the current stream, the host's synchronisation with the device,
// and a marker to let the device run behind the host.
namespace sim {
void Kernel(int64_t ns);
void Synchronize();
uint64_t Mark();
void Wait(uint64_t mark);
// A collective on the device across the `world` processes sharing `dir`
// (device.h SimDevice::SimCollective).
void Collective(const std::string& dir, int rank, int world);
}  // namespace sim

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_H_
