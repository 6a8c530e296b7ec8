// steplens/record.h — the in-memory records every component shares.
//
// Contract
// - These are plain, fixed-size value types. They cross threads by copy (the
//   recorder's ring buffer holds StepRecord by value), never by pointer.
// - Missing is not zero: every measured quantity is an int64 where kMissing
//   (-1) means "not measured". Encoders, storage and JSON output turn kMissing
//   into "absent" / NULL / null — never into 0.
// - Time stamps are CLOCK_MONOTONIC nanoseconds of the host that produced them.
// - Phase ids 0..kFirstUserPhase-1 are the built-in phases below; ids
//   kFirstUserPhase..kMaxPhases-1 are user regions (steplens.trace_time names),
//   interned per process and announced on the wire with a NameFrame.
// - The wire layout is NOT this struct: protocol/codec.h encodes fields one by
//   one, little-endian, sparse. This struct may change without a protocol bump.
#ifndef STEPLENS_RECORD_H_
#define STEPLENS_RECORD_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace steplens {

inline constexpr int64_t kMissing = -1;

// Built-in phases. The numeric values are part of the wire protocol.
enum class Phase : uint8_t {
  kDataloader = 0,  // fetching the next batch (time since the previous step)
  kHostToDevice = 1,
  kForward = 2,
  kBackward = 3,
  kOptimizer = 4,
  // 5..7 reserved for future built-ins.
};

// The kind of a torch.distributed collective, for the time blocked in each
// (base/metrics.h kCommKindNames names them; steplens._collectives maps
// torch's functions onto them): kRooted is reduce, gather and scatter;
// kP2P is send/recv and every wait on work the recorder did not see issued
// (isend/irecv, batch_isend_irecv).
enum class CommKind : uint8_t {
  kAllReduce = 0,
  kAllGather = 1,
  kReduceScatter = 2,
  kAllToAll = 3,
  kBroadcast = 4,
  kRooted = 5,
  kBarrier = 6,
  kP2P = 7,
};
inline constexpr int kCommKindCount = 8;

inline constexpr int kFirstUserPhase = 8;
inline constexpr int kMaxPhases = 32;
inline constexpr int kMaxScalars = 8;
// Scalar names the aggregator reads as training signals (the training
// diagnosis): steplens.log(loss=..., grad_norm=...).
inline constexpr const char* kLossScalar = "loss";
inline constexpr const char* kGradNormScalar = "grad_norm";
// Work per step, for throughput (samples/s, tokens/s): "samples" is sent by
// the recorder from the DataLoader batch (or trace_step(batch_size=...)),
// "tokens" from trace_step(tokens=...) or steplens.log(tokens=...).
inline constexpr const char* kSamplesScalar = "samples";
inline constexpr const char* kTokensScalar = "tokens";
// Model FLOPs utilisation: "flops" are the model FLOPs of one step on the
// rank (counted once by steplens on the first traced step, or
// steplens.log(flops=...)); "peak_flops" the FLOP/s its device can do. The
// latest value of each holds for the rest of the run.
inline constexpr const char* kFlopsScalar = "flops";
inline constexpr const char* kPeakFlopsScalar = "peak_flops";

// The canonical names of the built-in phases ("" for reserved ids).
const char* BuiltinPhaseName(int phase_id);

// In-step position reported by heartbeats (what the rank is doing now).
enum class Activity : uint8_t {
  kIdle = 0,  // between steps (includes data loading outside the step block)
  kInStep = 1,
  kForward = 2,
  kBackward = 3,
  kOptimizer = 4,
  kUserRegion = 5,
  kFinished = 6,
};
const char* ActivityName(Activity a);

struct Scalar {
  uint16_t name_id = 0;  // interned name (same table as user phases' names)
  double value = 0.0;
};

// One step on one rank.
struct StepRecord {
  uint64_t step = 0;            // 0-based step index, the same on every rank
  int64_t begin_ns = kMissing;  // trace_step block entered
  int64_t end_ns = kMissing;    // trace_step block left
  // Summed duration of each phase inside this step, kMissing if it did not
  // happen. Dataloader time is the fetch time since the previous step ended.
  std::array<int64_t, kMaxPhases> cpu_ns;
  std::array<int64_t, kMaxPhases> gpu_ns;  // CUDA-event durations, if any
  // Memory. CUDA: bytes from the caching allocator; CPU: rss_peak only.
  int64_t mem_allocated = kMissing;
  int64_t mem_peak_allocated = kMissing;
  int64_t mem_reserved = kMissing;
  int64_t mem_peak_reserved = kMissing;
  int64_t rss_peak = kMissing;  // peak RSS sampled during the step
  uint8_t scalar_count = 0;
  std::array<Scalar, kMaxScalars> scalars{};
  // Arrival at gradient synchronisation (DESIGN.md §4): CLOCK_MONOTONIC of
  // the first and of the last gradient bucket that became ready in this step
  // (the DDP communication hook steplens wraps calls recorder::SyncArrival
  // once per bucket). kMissing / 0 when no hook fired in the step (no DDP,
  // hook not installed, no_sync() step, older sender).
  // On a device (CUDA, or the simulated device of tests: DESIGN.md §7),
  // sync_on_device is true: the times are when the buckets' gradients were
  // ready on the device (an event in the hook), mapped onto the host's
  // CLOCK_MONOTONIC, instead of when the hook ran on the host.
  int64_t sync_first_ns = kMissing;
  int64_t sync_last_ns = kMissing;
  uint32_t sync_buckets = 0;
  bool sync_on_device = false;

  StepRecord() {
    cpu_ns.fill(kMissing);
    gpu_ns.fill(kMissing);
  }
  int64_t StepNs() const {
    return (begin_ns == kMissing || end_ns == kMissing) ? kMissing : end_ns - begin_ns;
  }
};

// Sent once per connection / spool file, first.
struct HelloInfo {
  uint16_t protocol_version = 0;
  std::string run_id;
  uint32_t rank = 0;
  uint32_t local_rank = 0;
  uint32_t world_size = 1;
  std::string host;
  uint32_t pid = 0;
  std::string token;
  int64_t mono_ns = 0;  // sender's CLOCK_MONOTONIC at send
  int64_t wall_ns = 0;  // sender's CLOCK_REALTIME at send
  // The aggregator -> rank messages this rank reads (protocol/codec.h
  // kControlVersion): 0 = none, never write to it (older ranks take any
  // byte from the aggregator as a lost link).
  uint8_t control_version = 0;
  // The sender's steplens release ("0.1.0"); "" when not sent (a sender
  // older than the field). Optional trailing field of protocol version 1,
  // after control_version (which is then always sent).
  std::string steplens_version;
};

// An interned name: user phase (trace_time) or scalar (steplens.log).
struct NameInfo {
  uint16_t id = 0;
  std::string name;
};

// Whether this process timestamps gradient-bucket readiness (the DDP
// communication hook of DESIGN.md §4). Reported in every heartbeat; the
// numeric values are part of the wire protocol.
enum class SyncHook : uint8_t {
  kUnknown = 0,       // not reported (no trace_step(model) yet, older sender)
  kInstalled = 1,     // the hook is installed: STEP records carry sync_*
  kNotInstalled = 2,  // could not install it; see sync_hook_reason
  kDisabled = 3,      // was installed, then failed and switched itself off
};
inline constexpr uint8_t kMaxSyncHook = 3;
const char* SyncHookName(SyncHook h);

// Heartbeat flags (a trailing optional byte of HEARTBEAT): where the rank is
// inside its step, for the hang diagnosis. Values are part of the wire protocol.
inline constexpr uint8_t kHeartbeatInSync = 1;        // this step's gradient sync began
inline constexpr uint8_t kHeartbeatInDataloader = 2;  // fetching the next batch
inline constexpr uint8_t kHeartbeatInCollective = 4;  // blocked in a collective (or its wait)
inline constexpr uint8_t kHeartbeatKnownFlags = 7;

struct Heartbeat {
  int64_t mono_ns = 0;
  uint64_t current_step = 0;  // step being run (or next to run when idle)
  uint64_t steps_done = 0;    // number of steps completed by this rank
  Activity activity = Activity::kIdle;
  uint8_t user_phase = 0;        // phase id when activity == kUserRegion
  uint64_t dropped_records = 0;  // cumulative ring-full drops
  SyncHook sync_hook = SyncHook::kUnknown;
  std::string sync_hook_reason;  // why not installed / disabled; "" otherwise
  uint8_t flags = 0;             // kHeartbeat* bits
  // Collectives this rank issued so far (torch.distributed calls steplens
  // sees): the sequence number of the latest. 0 = none or not reported.
  uint64_t collective_seq = 0;
};

struct ProcessSample {
  int64_t mono_ns = 0;
  float cpu_pct = -1.0f;  // of one core (100 = one core busy); <0 = missing
  int64_t rss_bytes = kMissing;
  int64_t gpu_mem_bytes = kMissing;  // CUDA allocator reserved bytes
  // The main (training) thread, from /proc/self/task/<pid>/schedstat, in %
  // of wall time: on a CPU, and runnable but waiting for one (run queue);
  // <0 = missing. A main thread that waits while the other ranks' do not
  // is starved of CPU by its host (contention), not slow by its own work.
  float main_cpu_pct = -1.0f;
  float main_wait_pct = -1.0f;
  // The process's other threads (all but the main one: gloo's and NCCL's,
  // the loader's pin thread, steplens's own), summed, from each
  // /proc/self/task/<tid>/schedstat: runnable but waiting for a CPU, in % of
  // wall time (a sum over threads, so it may pass 100); <0 = missing.
  // Communication that runs on those threads and waits for a CPU is the
  // host's bottleneck, not the communication's (diagnosis/comm_rules.cc).
  float others_wait_pct = -1.0f;
};

// One device, as NVML reports it (recorder/gpu_sampler.h); <0 / kMissing =
// not reported.
struct GpuSample {
  float util_pct = -1.0f;
  int64_t mem_used_bytes = kMissing;
  int64_t mem_total_bytes = kMissing;
  float temp_c = -1.0f;
  float power_w = -1.0f;
  float sm_clock_mhz = -1.0f;  // the SM clock now
  // Why the clocks are held below their maximum: NVML's clocks-event
  // (throttle) reason bits, named in base/gpu_throttle.h; 0 = none.
  int64_t throttle_reasons = kMissing;
};

struct SystemSample {
  int64_t mono_ns = 0;
  float cpu_pct = -1.0f;  // all cores, 0..100
  int64_t ram_used_bytes = kMissing;
  int64_t ram_total_bytes = kMissing;
  std::vector<GpuSample> gpus;  // empty when no NVML / no GPU
};

// A failure the rank saw itself (FAILURE frame): an exception that crossed
// trace_step (fatal = false: the program may still catch it) or that ended
// the program (fatal = true: sys.excepthook). Strings are bounded by the
// encoder (kMaxFailureText bytes each). The aggregator classifies the cause
// (out of memory, collective failure, exception) from exc_type / exc_bases /
// message; the rank only reports what it saw.
inline constexpr size_t kMaxFailureText = 4096;
struct FailureReport {
  int64_t mono_ns = 0;                  // when it was seen (sender's CLOCK_MONOTONIC)
  uint64_t step = 0;                    // step in progress (or the next one, between steps)
  Activity activity = Activity::kIdle;  // where: phase, in step, between steps
  uint8_t user_phase = 0;
  bool fatal = true;
  std::string exc_type;   // qualified name, e.g. "torch.OutOfMemoryError"
  std::string exc_bases;  // the class and its bases, comma-separated names
  std::string message;
  std::string frames;                // innermost frame first: "file:line in function" per line
  int64_t mem_allocated = kMissing;  // CUDA allocator at the failure, if any
  int64_t mem_reserved = kMissing;
  int64_t mem_total = kMissing;  // device capacity
  // The qualified name of the traced model's module the exception was
  // raised in (the deepest frame whose `self` is one of its modules); ""
  // when none or unknown.
  std::string module;
};

// What a rank runs on and how its training is set up (SETUP frame): facts
// gathered once at its first traced step (versions, models, command line,
// environment variables, DataLoader / DDP settings), sent after HELLO and
// again after every reconnect. An ordered key -> text list; the keys of
// kSetupVersion are listed in docs/reference/wire-protocol.md (unknown keys
// are kept and shown, never an error). The encoder keeps the first
// kMaxSetupFacts entries, each string cut at kMaxSetupText bytes, and stops
// before the payload passes kMaxSetupBytes.
inline constexpr uint8_t kSetupVersion = 1;
inline constexpr size_t kMaxSetupFacts = 512;
inline constexpr size_t kMaxSetupText = 4096;
inline constexpr size_t kMaxSetupBytes = 64u << 10;
struct SetupInfo {
  uint8_t version = kSetupVersion;
  std::vector<std::pair<std::string, std::string>> facts;
};

// The signal `steplens run` sends a rank for a dump of its Python stacks
// (faulthandler, registered by steplens.init): SIGRTMIN + this offset.
inline constexpr int kStackSignalOffset = 7;

// Sent when a rank shuts its recorder down cleanly.
struct Goodbye {
  int64_t mono_ns = 0;
  uint64_t steps_done = 0;
  uint64_t dropped_records = 0;
};

}  // namespace steplens

#endif  // STEPLENS_RECORD_H_
