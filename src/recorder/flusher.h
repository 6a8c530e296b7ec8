// recorder/flusher.h — the recorder's background thread: drain, encode, send.
//
// Contract
// - One Flusher per recorder session. Start() validates and prepares what
//   the mode needs (spool-only: creates run_dir and the spool file and writes
//   its HELLO; live with a run_dir: creates the directory, the spool file is
//   opened only if the aggregator is unreachable), then starts the thread.
// - Start() also opens the /proc samplers and takes the first RSS sample, so
//   the first step already has an rss_peak; NVML loads on the thread.
// - The thread wakes on one fixed tick: kFlushIntervalMs (50 ms), or the
//   shortest configured sampling interval if that is shorter. Wake-ups are
//   what the thread costs (a context switch is tens of µs on a VM: measured
//   0.4 % of a core at 20 ms plus separate RSS wakes, docs/benchmarks.md), so
//   nothing else schedules its own wake: a sample is taken on the tick
//   nearest its due time (at most half a tick early or late). Only a
//   reconnect deadline may wake it between ticks. On each tick it
//   * samples RSS every rss_sample_interval_ms into StepBuilder::ObserveRss;
//   * drains the StepBuilder's ring and encodes STEP frames; with device
//     timing on, a record is held (in order) until its step's device times
//     are merged into it (DeviceTimer::Resolve, polled, never waited on) or
//     given up after kDeviceHoldMs;
//   * adds HEARTBEAT / PROCESS_SAMPLE / SYSTEM_SAMPLE frames when due; the
//     process/system interval starts at kFirstProcessSampleMs (250 ms) and
//     doubles up to process_sample_interval_ms, so the diagnosis has CPU
//     and run-queue context within the first second of a run;
//   * drains deep mode's LayerRing (when enabled) into LAYERS frames, after
//     the tick's step records;
//   * announces newly interned names (NAME) before the frames using them;
//   * live mode: reads what the aggregator sent (its control messages,
//     protocol/codec.h; the HELLO announces kControlVersion): a DEEP_MODE
//     switch with a seq not seen yet in this session goes to the training
//     thread through DeepSwitchBox (deep_switch.h); malformed bytes drop
//     the link as a failed send would;
//   * live mode: sends over TCP; a link that is down, closed by the peer,
//     or stalled for kSendTimeoutMs is dropped, the unsent frames (whole
//     frames only, see transport/frames.h) go to the spool file, and
//     reconnects follow transport::Backoff (0.2 s .. 5 s). Every (re)connect
//     starts with HELLO and all names.
//   * live mode, after a reconnect: the spool is replayed over TCP before
//     any live frame (docs/reference/wire-protocol.md, "Spool replay").
//     The spool file is a queue with a read cursor (replay_at_): what was
//     spooled since the link dropped is read back (pread, kReplayChunkBytes
//     per tick, so a long outage catches up at ~20 MiB/s without starving
//     the tick) and sent; while the cursor is behind the file's end, new
//     frames are appended to the spool, not sent, so the aggregator gets
//     every frame in the order it was made. A link that drops during the
//     replay rewinds the cursor to the oldest chunk sent within the replay
//     window (the aggregator may have lost it in its buffers); the
//     aggregator drops what it already has (aggregator/replay_filter.h).
//     When stopping, the replay goes on until Stop()'s deadline; what is
//     left stays in the spool file (`steplens report` reads it).
//   * without a run_dir, frames that cannot be sent are counted as lost.
// - Stop(timeout_ms) wakes the thread for a last round (drain, final
//   heartbeat with activity kFinished, GOODBYE) and waits up to timeout_ms
//   (+ a short grace). No connect is attempted while stopping, and the last
//   send is bounded by the time left. If the thread is still busy after
//   that, it is detached and finishes on its own (it owns references to
//   everything it touches), so Stop() is bounded.
// - The training thread is never involved: the only shared state is the
//   StepBuilder (lock-free), the NameTable and the SyncHookReport (mutexes,
//   not hot path). Every heartbeat carries the SyncHookReport's state.
// - QueueFailure() (a rank's own failure report: an exception crossing
//   trace_step, or sys.excepthook) wakes the thread, which encodes the
//   FAILURE frame ahead of anything else of that tick and sends it at once.
// - SetSetup() (the rank's setup facts, recorder::ReportSetup) is encoded on
//   the caller's thread; the flusher sends the SETUP frame with its next
//   tick, and again right after HELLO on every reconnect and new spool
//   file (a receiver takes the latest one: a repeat is harmless).
// - Stats() may be called from any thread.
#ifndef STEPLENS_RECORDER_FLUSHER_H_
#define STEPLENS_RECORDER_FLUSHER_H_

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "base/mutex.h"
#include "base/status.h"
#include "protocol/codec.h"
#include "recorder/gpu_sampler.h"
#include "recorder/layer_ring.h"
#include "recorder/layer_timer.h"
#include "recorder/name_table.h"
#include "recorder/proc_sampler.h"
#include "recorder/step_builder.h"
#include "steplens/recorder.h"
#include "transport/backoff.h"
#include "transport/spool_writer.h"
#include "transport/tcp_client.h"

namespace steplens::recorder {

inline constexpr int kFlushIntervalMs = 50;
inline constexpr int kConnectTimeoutMs = 300;
inline constexpr int kSendTimeoutMs = 1000;
// Device timing (device_timer.h): a step record waits for its device times
// at most kDeviceHoldMs (then it is sent without them, counted as lost);
// when stopping, at most kDeviceStopWaitMs and never past Stop()'s deadline
// less kDeviceStopMarginMs.
inline constexpr int kDeviceHoldMs = 10000;
inline constexpr int kDeviceStopWaitMs = 1000;
inline constexpr int kDeviceStopMarginMs = 300;

using GpuSamplerFactory = std::function<std::unique_ptr<GpuSampler>()>;

// Whether the gradient-sync arrival hook is installed (and why not), as
// last reported by the training code (recorder::SetSyncHookStatus). Process-
// wide, survives recorder restarts; any thread.
class SyncHookReport {
 public:
  void Set(SyncHook state, std::string_view reason) {
    base::MutexLock lock(mu_);
    state_ = state;
    reason_.assign(reason.substr(0, kMaxReasonBytes));
  }
  void Get(SyncHook* state, std::string* reason) const {
    base::MutexLock lock(mu_);
    *state = state_;
    *reason = reason_;
  }

 private:
  static constexpr size_t kMaxReasonBytes = 512;
  mutable base::Mutex mu_;
  SyncHook state_ STEPLENS_GUARDED_BY(mu_) = SyncHook::kUnknown;
  std::string reason_ STEPLENS_GUARDED_BY(mu_);
};

class Flusher : public std::enable_shared_from_this<Flusher> {
 public:
  Flusher(RecorderOptions options, std::shared_ptr<StepBuilder> builder, NameTable* names,
          GpuSamplerFactory gpu_factory, const SyncHookReport* sync_hook = nullptr);
  ~Flusher();
  Flusher(const Flusher&) = delete;
  Flusher& operator=(const Flusher&) = delete;

  [[nodiscard]] base::Status Start();
  // True when the thread was joined within the timeout, false if detached.
  bool Stop(int timeout_ms);
  // Transport-side stats; the caller adds the StepBuilder counters.
  RecorderStats Stats() const;
  // Queues a FAILURE frame and wakes the thread to send it at once (not the
  // hot path: takes mu_; at most kMaxQueuedFailures wait, later ones are
  // dropped and counted as frames_lost).
  void QueueFailure(FailureReport report);
  // Not hot path (encodes, takes mu_): the SETUP frame to send (see the
  // contract); replaces an earlier one.
  void SetSetup(const SetupInfo& setup);

 private:
  void Run();
  void SampleDue(int64_t now, bool stopping);
  void TryConnect();
  void DropLink(int64_t now, const std::string& reason);
  // Routes encoded frames (no NAME frames) to TCP, else spool, else lost.
  void Deliver(std::string_view frames, int64_t now, bool stopping);
  void SpoolOrLose(std::string_view frames);
  // The replay window: frames sent over TCP in the last kReplayWindowNs are
  // kept, and spooled again when the link drops (see flusher.cc).
  void RememberSent(std::string_view frames, int64_t now);
  void SpoolRecentlySent();
  // Spool replay (see the contract): sends spooled frames from replay_at_;
  // true when the cursor reached the spool's end (nothing left), false when
  // the tick's budget is spent or the link dropped.
  bool ReplaySpool(int64_t now, bool stopping);
  bool ReplayPending() const { return spool_.is_open() && replay_at_ < spool_.bytes_written(); }
  // The link dropped: the cursor goes back to the oldest chunk replayed
  // within the replay window.
  void RewindReplay();
  void RefreshNames();
  // Appends NAME frames for names_[*sent..) and advances *sent.
  void AppendNames(size_t* sent, std::string* out) const;
  // link: for the TCP link (announces the control version), else the spool.
  std::string EncodedHello(bool link) const;
  // Reads the aggregator's control messages (see the contract); false when
  // the link is gone (closed, failed, malformed bytes: dropped here).
  bool PollControl(int64_t now);
  int SendTimeoutMs(int64_t now, bool stopping) const;
  void SetError(const std::string& message);
  void Flush(int64_t now, bool stopping);
  // Encodes the held records whose device times are in (see the contract).
  void ReleaseHeld(bool stopping);

  const RecorderOptions options_;
  const std::shared_ptr<StepBuilder> builder_;
  NameTable* const names_table_;
  GpuSamplerFactory gpu_factory_;
  const SyncHookReport* const sync_hook_;  // may be null (tests)
  const bool live_;
  std::string hostname_;
  uint32_t pid_ = 0;

  // Thread control.
  std::thread thread_;
  std::mutex mu_;
  std::condition_variable wake_cv_;
  std::condition_variable done_cv_;
  bool stop_ = false;
  bool done_ = false;
  std::vector<FailureReport> failures_;  // guarded by mu_
  std::string pending_setup_;            // guarded by mu_: encoded, not taken yet
  int64_t stop_deadline_ns_ = 0;

  // Flusher-thread state.
  transport::TcpClient tcp_;
  transport::SpoolWriter spool_;
  transport::Backoff backoff_;
  bool spool_needs_hello_ = true;
  bool ever_connected_ = false;
  int64_t next_connect_ns_ = 0;
  protocol::ControlDecoder control_;  // the aggregator's bytes, per connection
  uint32_t last_deep_seq_ = 0;
  std::string recv_;
  std::vector<NameInfo> names_;
  std::string setup_frame_;  // the latest SETUP, re-sent after each HELLO
  size_t tcp_names_sent_ = 0;
  size_t spool_names_sent_ = 0;
  ProcSampler proc_;
  std::unique_ptr<GpuSampler> gpu_;
  std::deque<std::pair<int64_t, std::string>> recent_;
  size_t recent_bytes_ = 0;
  // Spool replay: the first spool byte not yet delivered over TCP, the
  // reader, its buffer, and (sent at, offset) of the chunks replayed within
  // the replay window.
  uint64_t replay_at_ = 0;
  int replay_fd_ = -1;
  std::string replay_buf_;
  std::deque<std::pair<int64_t, uint64_t>> replayed_;
  std::string batch_;
  LayerBlock layer_block_;   // deep mode: the block being encoded (8 KiB, not on the stack)
  bool layer_held_ = false;  // layer_block_ waits for its device times (layer_timer.h)
  int64_t layer_held_since_ = 0;
  std::deque<std::pair<int64_t, StepRecord>> held_;  // (popped at, record)
  std::string out_;
  int64_t tick_ns_ = 0;  // the wake period (see the contract)
  int64_t next_rss_ns_ = 0;
  int64_t next_heartbeat_ns_ = 0;
  int64_t next_process_ns_ = 0;
  int64_t process_interval_ns_ = 0;  // ramps up to the configured interval

  // Published to Stats().
  mutable base::Mutex stats_mu_;
  RecorderStats stats_ STEPLENS_GUARDED_BY(stats_mu_);
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_FLUSHER_H_
