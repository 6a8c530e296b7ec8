#include "recorder/flusher.h"

#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <utility>

#include "base/clock.h"
#include "base/thread_name.h"
#include "protocol/codec.h"
#include "recorder/deep_switch.h"
#include "transport/frames.h"

namespace steplens::recorder {
namespace {

// The first process/system sample comes this soon; the interval then
// doubles up to RecorderOptions::process_sample_interval_ms.
constexpr uint32_t kFirstProcessSampleMs = 250;

constexpr int64_t kNsPerMs = 1'000'000;
// Extra time Stop() allows past its timeout for the thread to notice it.
constexpr int kStopGraceMs = 100;
// Encoded STEP frames are sent in pieces of about this size.
constexpr size_t kMaxBatchBytes = 256 * 1024;
// Replay window: covers the aggregator's store batching (200 ms), socket
// buffers and ingest lag with a wide margin; bounded in bytes.
constexpr int64_t kReplayWindowNs = 5'000 * kNsPerMs;
constexpr size_t kReplayMaxBytes = 8u << 20;
// Spool replay: read back this much per tick (a whole frame of the largest
// size fits), i.e. ~20 MiB/s at the 50 ms tick.
constexpr size_t kReplayChunkBytes = (1u << 20) + (64u << 10);
constexpr size_t kHostNameBytes = 256;
// Control bytes read from the aggregator per tick (a switch is 19 bytes).
constexpr size_t kMaxControlReadBytes = 16u << 10;

int64_t MsToNs(int64_t ms) { return ms * kNsPerMs; }

}  // namespace

Flusher::Flusher(RecorderOptions options, std::shared_ptr<StepBuilder> builder, NameTable* names,
                 GpuSamplerFactory gpu_factory, const SyncHookReport* sync_hook)
    : options_(std::move(options)),
      builder_(std::move(builder)),
      names_table_(names),
      gpu_factory_(std::move(gpu_factory)),
      sync_hook_(sync_hook),
      live_(!options_.host.empty() && options_.port != 0) {
  char host[kHostNameBytes] = {};
  if (gethostname(host, sizeof(host) - 1) == 0) hostname_ = host;
  pid_ = static_cast<uint32_t>(getpid());
}

Flusher::~Flusher() {
  if (thread_.joinable()) thread_.detach();  // only reached if Stop() detached
}

base::Status Flusher::Start() {
  if (!live_ && options_.run_dir.empty()) {
    return base::Status::Error(
        "steplens recorder: no aggregator (host/port) and no run_dir: set "
        "run_dir so records can be spooled to disk");
  }
  if (!options_.run_dir.empty()) {
    if (base::Status s = transport::SpoolWriter::EnsureDirectory(options_.run_dir); !s.ok()) {
      return base::Status::Error("steplens recorder: " + s.message() +
                                 "; choose a writable run_dir");
    }
  }
  if (!live_) {
    // Spool-only: the file is needed right away; report failures now.
    if (base::Status s = spool_.Open(options_.run_dir, options_.rank); !s.ok()) {
      return base::Status::Error("steplens recorder: " + s.message());
    }
    if (base::Status s = spool_.Append(EncodedHello(false)); !s.ok()) {
      return base::Status::Error("steplens recorder: " + s.message());
    }
    spool_needs_hello_ = false;
    base::MutexLock lock(stats_mu_);
    stats_.spool_path = spool_.path();
    stats_.spooling = true;
    stats_.frames_sent = 1;
    stats_.frames_spooled = 1;
    stats_.bytes_sent = spool_.bytes_written();
  }
  // Samplers start here, not on the thread, so the very first step already
  // sees an RSS value (the thread takes over the sampler from now on).
  proc_.Open(options_.sample_system, base::MonotonicNs());
  builder_->ObserveRss(proc_.ReadRssBytes());
  {
    base::MutexLock lock(stats_mu_);
    stats_.running = true;
  }
  thread_ = std::thread([self = shared_from_this()] {
    base::NameThisThread("steplens-flush");
    self->Run();
  });
  return base::Status::Ok();
}

bool Flusher::Stop(int timeout_ms) {
  if (!thread_.joinable()) return true;
  const int64_t deadline = base::MonotonicNs() + MsToNs(std::max(timeout_ms, 0));
  std::unique_lock<std::mutex> lock(mu_);
  stop_ = true;
  stop_deadline_ns_ = deadline;
  wake_cv_.notify_all();
  const bool finished =
      done_cv_.wait_for(lock, std::chrono::milliseconds(std::max(timeout_ms, 0) + kStopGraceMs),
                        [this] { return done_; });
  lock.unlock();
  if (finished) {
    thread_.join();
  } else {
    thread_.detach();
  }
  base::MutexLock stats_lock(stats_mu_);
  stats_.running = false;
  return finished;
}

RecorderStats Flusher::Stats() const {
  base::MutexLock lock(stats_mu_);
  return stats_;
}

void Flusher::SetError(const std::string& message) {
  base::MutexLock lock(stats_mu_);
  stats_.last_error = message;
}

std::string Flusher::EncodedHello(bool link) const {
  HelloInfo hello;
  if (link) hello.control_version = protocol::kControlVersion;  // reads DEEP_MODE
  hello.protocol_version = protocol::kProtocolVersion;
  hello.run_id = options_.run_id;
  hello.rank = options_.rank;
  hello.local_rank = options_.local_rank;
  hello.world_size = options_.world_size;
  hello.host = hostname_;
  hello.pid = pid_;
  hello.token = options_.token;
  hello.mono_ns = base::MonotonicNs() + options_.test_clock_skew_ns;
  hello.wall_ns = base::WallNs() + options_.test_clock_skew_ns;
  hello.steplens_version = protocol::SteplensVersion();
  std::string out;
  protocol::EncodeHello(hello, &out);
  return out;
}

void Flusher::RefreshNames() {
  if (names_table_->size() == names_.size()) return;
  names_table_->CopySince(names_.size(), &names_);
}

void Flusher::AppendNames(size_t* sent, std::string* out) const {
  for (; *sent < names_.size(); ++*sent) protocol::EncodeName(names_[*sent], out);
}

int Flusher::SendTimeoutMs(int64_t now, bool stopping) const {
  if (!stopping) return kSendTimeoutMs;
  const int64_t left_ms = (stop_deadline_ns_ - now) / kNsPerMs;
  return static_cast<int>(std::clamp<int64_t>(left_ms, 0, kSendTimeoutMs));
}

void Flusher::TryConnect() {
  base::Status s = tcp_.Connect(options_.host, options_.port, kConnectTimeoutMs);
  if (s.ok()) {
    RefreshNames();
    out_ = EncodedHello(true);
    control_ = protocol::ControlDecoder();
    tcp_names_sent_ = 0;
    AppendNames(&tcp_names_sent_, &out_);
    out_.append(setup_frame_);
    size_t written = 0;
    s = tcp_.SendAll(out_, kSendTimeoutMs, &written);
  }
  const int64_t after = base::MonotonicNs();
  if (!s.ok()) {
    tcp_.Close();
    next_connect_ns_ = after + MsToNs(backoff_.NextDelayMs());
    base::MutexLock lock(stats_mu_);
    stats_.connected = false;
    stats_.last_error = "aggregator unreachable: " + s.message();
    return;
  }
  backoff_.Reset();
  base::MutexLock lock(stats_mu_);
  stats_.connected = true;
  stats_.spooling = false;
  stats_.frames_sent += transport::CountFrames(out_);
  stats_.bytes_sent += out_.size();
  if (ever_connected_) ++stats_.reconnects;
  ever_connected_ = true;
}

void Flusher::DropLink(int64_t now, const std::string& reason) {
  tcp_.Close();
  RewindReplay();
  next_connect_ns_ = now + MsToNs(backoff_.NextDelayMs());
  base::MutexLock lock(stats_mu_);
  stats_.connected = false;
  stats_.last_error = reason;
}

bool Flusher::PollControl(int64_t now) {
  recv_.clear();
  std::string why;
  const bool open = tcp_.Receive(&recv_, kMaxControlReadBytes, &why);
  if (!recv_.empty()) {
    control_.Feed(recv_);
    protocol::ControlMessage message;
    for (;;) {
      const auto r = control_.Next(&message);
      if (r == protocol::ControlDecoder::Result::kNeedMore) break;
      if (r == protocol::ControlDecoder::Result::kError) {
        DropLink(now, "malformed control message from the aggregator: " + control_.error());
        return false;
      }
      if (const auto* deep = std::get_if<DeepModeRequest>(&message)) {
        if (deep->seq == last_deep_seq_) continue;  // re-sent after a reconnect
        last_deep_seq_ = deep->seq;
        DeepSwitchBox::Publish(*deep);
        base::MutexLock lock(stats_mu_);
        ++stats_.deep_switches;
      }
    }
  }
  if (!open) {
    DropLink(now, why);
    return false;
  }
  return true;
}

void Flusher::Deliver(std::string_view frames, int64_t now, bool stopping) {
  RefreshNames();
  std::string_view rest = frames;
  if (tcp_.connected()) {
    if (!PollControl(now)) {
      SpoolRecentlySent();
    } else if (!ReplaySpool(now, stopping)) {
      // Behind (or dropped meanwhile): the frames wait in the spool, after
      // the ones being replayed (see the contract).
      if (!tcp_.connected()) SpoolRecentlySent();
    } else if (!frames.empty()) {
      out_.clear();
      AppendNames(&tcp_names_sent_, &out_);
      const size_t names_bytes = out_.size();
      out_.append(frames);
      size_t written = 0;
      const base::Status s = tcp_.SendAll(out_, SendTimeoutMs(now, stopping), &written);
      const size_t boundary = transport::FrameBoundaryAtOrBefore(out_, written);
      {
        base::MutexLock lock(stats_mu_);
        stats_.frames_sent += transport::CountFrames(std::string_view(out_).substr(0, boundary));
        stats_.bytes_sent += boundary;
      }
      if (s.ok()) {
        RememberSent(frames, now);
        return;
      }
      DropLink(base::MonotonicNs(), s.message());
      const size_t sent = boundary >= names_bytes ? boundary - names_bytes : 0;
      RememberSent(frames.substr(0, sent), now);
      rest = frames.substr(sent);
      SpoolRecentlySent();
    }
  } else if (!recent_.empty()) {
    SpoolRecentlySent();  // the link dropped since the last delivery
  }
  SpoolOrLose(rest);
}

void Flusher::RememberSent(std::string_view frames, int64_t now) {
  if (frames.empty()) return;
  recent_.emplace_back(now, std::string(frames));
  recent_bytes_ += frames.size();
  while (!recent_.empty() &&
         (recent_.front().first < now - kReplayWindowNs || recent_bytes_ > kReplayMaxBytes)) {
    recent_bytes_ -= recent_.front().second.size();
    recent_.pop_front();
  }
}

void Flusher::SpoolRecentlySent() {
  // Frames written to a socket are not yet stored: a killed aggregator loses
  // what sat in socket buffers and its store's unwritten batch. Spooling the
  // last few seconds again costs little; readers deduplicate by (rank, step).
  std::string replay;
  replay.reserve(recent_bytes_);
  for (const auto& [at, frames] : recent_) replay.append(frames);
  recent_.clear();
  recent_bytes_ = 0;
  SpoolOrLose(replay);
}

bool Flusher::ReplaySpool(int64_t now, bool stopping) {
  size_t budget = kReplayChunkBytes;  // per tick; until the deadline when stopping
  while (ReplayPending()) {
    if (stopping ? base::MonotonicNs() >= stop_deadline_ns_ : budget == 0) return false;
    if (replay_fd_ < 0) {
      replay_fd_ = ::open(spool_.path().c_str(), O_RDONLY | O_CLOEXEC);
      if (replay_fd_ < 0) {
        SetError("cannot read back the spool " + spool_.path() + " to replay it");
        replay_at_ = spool_.bytes_written();  // it stays there for `steplens report`
        return true;
      }
    }
    const uint64_t want =
        std::min<uint64_t>(kReplayChunkBytes, spool_.bytes_written() - replay_at_);
    replay_buf_.resize(want);
    const ssize_t n = ::pread(replay_fd_, replay_buf_.data(), want, static_cast<off_t>(replay_at_));
    const size_t whole =
        n > 0 ? transport::FrameBoundaryAtOrBefore(replay_buf_, static_cast<size_t>(n)) : 0;
    if (whole == 0) {  // unreadable, or not our frames: leave it to `steplens report`
      SetError("cannot read back the spool " + spool_.path() + " to replay it");
      replay_at_ = spool_.bytes_written();
      return true;
    }
    const std::string_view chunk(replay_buf_.data(), whole);
    size_t written = 0;
    const base::Status s = tcp_.SendAll(chunk, SendTimeoutMs(now, stopping), &written);
    const size_t sent = transport::FrameBoundaryAtOrBefore(chunk, written);
    if (sent > 0) {
      replayed_.emplace_back(now, replay_at_);
      while (replayed_.front().first < now - kReplayWindowNs) replayed_.pop_front();
      replay_at_ += sent;
    }
    {
      base::MutexLock lock(stats_mu_);
      stats_.bytes_replayed += sent;
      stats_.replay_backlog_bytes = spool_.bytes_written() - replay_at_;
    }
    if (!s.ok()) {
      DropLink(base::MonotonicNs(), s.message());
      return false;
    }
    budget -= std::min(budget, whole);
    if (!ReplayPending()) {             // caught up: live from here
      std::string().swap(replay_buf_);  // a MiB, not kept for the next outage
      base::MutexLock lock(stats_mu_);
      stats_.spooling = false;
    }
  }
  return true;
}

void Flusher::RewindReplay() {
  const int64_t oldest = base::MonotonicNs() - kReplayWindowNs;
  while (!replayed_.empty() && replayed_.front().first < oldest) replayed_.pop_front();
  if (replayed_.empty()) return;
  replay_at_ = replayed_.front().second;
  replayed_.clear();
  base::MutexLock lock(stats_mu_);
  stats_.replay_backlog_bytes = spool_.bytes_written() - replay_at_;
}

void Flusher::SpoolOrLose(std::string_view frames) {
  if (frames.empty()) return;
  const uint64_t count = transport::CountFrames(frames);
  if (options_.run_dir.empty()) {
    base::MutexLock lock(stats_mu_);
    stats_.frames_lost += count;
    stats_.spooling = false;
    return;
  }
  if (!spool_.is_open()) {
    if (base::Status s = spool_.Open(options_.run_dir, options_.rank); !s.ok()) {
      base::MutexLock lock(stats_mu_);
      stats_.frames_lost += count;
      stats_.last_error = s.message();
      return;
    }
    spool_needs_hello_ = true;
    spool_names_sent_ = 0;
  }
  out_.clear();
  if (spool_needs_hello_) out_ = EncodedHello(false);
  // The replay starts after the file's HELLO (one per stream; the link has its own).
  const uint64_t first_frame = spool_.bytes_written() + out_.size();
  size_t names_sent = spool_names_sent_;
  AppendNames(&names_sent, &out_);
  if (spool_needs_hello_) out_.append(setup_frame_);
  out_.append(frames);
  const base::Status s = spool_.Append(out_);
  base::MutexLock lock(stats_mu_);
  stats_.spool_path = spool_.path();
  if (!s.ok()) {
    // All-or-nothing: nothing of out_ is in the file.
    stats_.frames_lost += count;
    stats_.last_error = s.message();
    return;
  }
  if (spool_needs_hello_) replay_at_ = first_frame;
  spool_needs_hello_ = false;
  spool_names_sent_ = names_sent;
  stats_.replay_backlog_bytes = live_ ? spool_.bytes_written() - replay_at_ : 0;
  const uint64_t written_frames = transport::CountFrames(out_);
  stats_.frames_sent += written_frames;
  stats_.frames_spooled += written_frames;
  stats_.bytes_sent += out_.size();
  stats_.spooling = true;
}

void Flusher::QueueFailure(FailureReport report) {
  constexpr size_t kMaxQueuedFailures = 16;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (failures_.size() < kMaxQueuedFailures) {
      failures_.push_back(std::move(report));
      wake_cv_.notify_all();
      return;
    }
  }
  base::MutexLock lock(stats_mu_);
  ++stats_.frames_lost;
}

void Flusher::SetSetup(const SetupInfo& setup) {
  std::string frame;
  protocol::EncodeSetup(setup, &frame);
  std::lock_guard<std::mutex> lock(mu_);
  pending_setup_ = std::move(frame);
}

void Flusher::Flush(int64_t now, bool stopping) {
  // Nothing new, but spooled frames to replay: Deliver goes on with them.
  if (batch_.empty() && !(tcp_.connected() && ReplayPending())) return;
  Deliver(batch_, now, stopping);
  batch_.clear();
}

void Flusher::SampleDue(int64_t now, bool stopping) {
  // Due within half a tick: now, rather than a wake of its own.
  const int64_t due = now + tick_ns_ / 2;
  if (due >= next_rss_ns_) {
    builder_->ObserveRss(proc_.ReadRssBytes());
    next_rss_ns_ = now + MsToNs(std::max<uint32_t>(options_.rss_sample_interval_ms, 1));
  }
  if (due >= next_heartbeat_ns_ || stopping) {
    Heartbeat hb;
    hb.mono_ns = now + options_.test_clock_skew_ns;
    hb.current_step = builder_->CurrentStep();
    hb.steps_done = builder_->steps_done();
    hb.activity = stopping ? Activity::kFinished : builder_->activity();
    hb.user_phase = hb.activity == Activity::kUserRegion ? builder_->user_phase() : 0;
    hb.dropped_records = builder_->dropped_records();
    if (sync_hook_ != nullptr) sync_hook_->Get(&hb.sync_hook, &hb.sync_hook_reason);
    hb.flags = stopping ? 0 : builder_->heartbeat_flags();
    hb.collective_seq = builder_->collective_seq();
    protocol::EncodeHeartbeat(hb, &batch_);
    next_heartbeat_ns_ = now + MsToNs(std::max<uint32_t>(options_.heartbeat_interval_ms, 1));
  }
  // Stopping: one last sample, so that even a run shorter than the first
  // sampling period has its process figures (the end-of-run Process block).
  if (due >= next_process_ns_ || stopping) {
    const int64_t at = now + options_.test_clock_skew_ns;
    protocol::EncodeProcessSample(proc_.SampleProcess(at), &batch_);
    if (options_.sample_system) {
      SystemSample sys = proc_.SampleSystem(at);
      if (gpu_) gpu_->Sample(&sys.gpus);
      protocol::EncodeSystemSample(sys, &batch_);
    }
    next_process_ns_ = now + process_interval_ns_;
    process_interval_ns_ =
        std::min(2 * process_interval_ns_,
                 MsToNs(std::max<uint32_t>(options_.process_sample_interval_ms, 1)));
  }
}

void Flusher::ReleaseHeld(bool stopping) {
  DeviceTimer* dev = builder_->device();
  // Stopping: wait (polling, never blocking on the device) up to
  // kDeviceStopWaitMs, bounded by Stop()'s deadline, for the last steps.
  int64_t stop_wait_until = 0;
  if (stopping) {
    int64_t deadline;
    {
      std::lock_guard<std::mutex> lock(mu_);
      deadline = stop_deadline_ns_;
    }
    stop_wait_until = std::min(base::MonotonicNs() + MsToNs(kDeviceStopWaitMs),
                               deadline - MsToNs(kDeviceStopMarginMs));
  }
  while (!held_.empty()) {
    const int64_t now = base::MonotonicNs();
    StepRecord& r = held_.front().second;
    const bool give_up =
        (stopping && now >= stop_wait_until) || now - held_.front().first >= MsToNs(kDeviceHoldMs);
    const DeviceTimer::Resolution res =
        dev == nullptr ? DeviceTimer::Resolution::kNone : dev->Resolve(&r, give_up);
    if (res == DeviceTimer::Resolution::kPending) {
      if (!stopping) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
      continue;
    }
    if (r.sync_on_device && options_.test_clock_skew_ns != 0) {  // as the host times were
      for (int64_t* t : {&r.sync_first_ns, &r.sync_last_ns}) {
        if (*t != kMissing) *t += options_.test_clock_skew_ns;
      }
    }
    protocol::EncodeStep(r, &batch_);
    held_.pop_front();
  }
}

void Flusher::Run() {
  const int64_t start = base::MonotonicNs();
  if (options_.sample_system) {
    // NVML initialisation can take a while: on this thread, not in Start().
    gpu_ = gpu_factory_ ? gpu_factory_() : MakeNvmlGpuSampler();
  }
  tick_ns_ = MsToNs(std::max<uint32_t>(
      1, std::min({static_cast<uint32_t>(kFlushIntervalMs), options_.rss_sample_interval_ms,
                   options_.heartbeat_interval_ms, options_.process_sample_interval_ms})));
  // Lets the kernel batch this thread's wake with other timers.
  prctl(PR_SET_TIMERSLACK, static_cast<unsigned long>(tick_ns_ / 20), 0, 0, 0);
  next_rss_ns_ = start + MsToNs(std::max<uint32_t>(options_.rss_sample_interval_ms, 1));
  next_heartbeat_ns_ = start;  // an early heartbeat says "alive" at once
  process_interval_ns_ =
      MsToNs(std::clamp<uint32_t>(options_.process_sample_interval_ms, 1, kFirstProcessSampleMs));
  next_process_ns_ = start + process_interval_ns_;
  next_connect_ns_ = start;

  StepRecord record;
  for (;;) {
    bool stopping;
    std::vector<FailureReport> failures;
    std::string new_setup;
    {
      std::lock_guard<std::mutex> lock(mu_);
      stopping = stop_;
      failures.swap(failures_);
      new_setup.swap(pending_setup_);
    }
    int64_t now = base::MonotonicNs();
    if (live_ && !stopping && !tcp_.connected() && now >= next_connect_ns_) {
      TryConnect();
      now = base::MonotonicNs();
    }
    const int64_t skew = options_.test_clock_skew_ns;
    for (FailureReport& f : failures) {
      f.mono_ns += skew;
      protocol::EncodeFailure(f, &batch_);
    }
    if (!new_setup.empty()) {  // this connection or spool file gets it now
      setup_frame_ = std::move(new_setup);
      batch_.append(setup_frame_);
    }
    while (builder_->PopRecord(&record)) {
      if (skew != 0) {  // test only: this rank's clock, off by `skew`
        for (int64_t* t :
             {&record.begin_ns, &record.end_ns, &record.sync_first_ns, &record.sync_last_ns}) {
          if (*t != kMissing) *t += skew;
        }
      }
      if (builder_->device() != nullptr || !held_.empty()) {
        held_.emplace_back(now, record);  // sent once its device times are in
        continue;
      }
      protocol::EncodeStep(record, &batch_);
      if (batch_.size() >= kMaxBatchBytes) Flush(now, stopping);
    }
    ReleaseHeld(stopping);
    if (LayerRing* layers = LayerRing::Get()) {  // deep mode: after the steps' records
      LayerTimer* timer = LayerTimer::Get();
      while (layer_held_ || layers->Pop(&layer_block_)) {
        if (!layer_held_) {
          layer_held_ = true;
          layer_held_since_ = now;
        }
        // With a device, the modules' times are the device's (layer_timer.h);
        // in step order, so one block waiting holds the later ones back.
        const bool give_up = stopping || now - layer_held_since_ >= MsToNs(kDeviceHoldMs);
        if (timer != nullptr &&
            timer->Resolve(layer_block_.step, layer_block_.entries.data(), layer_block_.count,
                           give_up) == LayerTimer::Resolution::kPending) {
          break;
        }
        layer_held_ = false;
        protocol::EncodeLayers(layer_block_.step, layer_block_.entries.data(), layer_block_.count,
                               &batch_);
        if (batch_.size() >= kMaxBatchBytes) Flush(now, stopping);
      }
    }
    SampleDue(now, stopping);
    if (stopping) {
      Goodbye bye;
      bye.mono_ns = base::MonotonicNs() + options_.test_clock_skew_ns;
      bye.steps_done = builder_->steps_done();
      bye.dropped_records = builder_->dropped_records();
      protocol::EncodeGoodbye(bye, &batch_);
    }
    Flush(now, stopping);
    if (!stopping && tcp_.connected() && !PollControl(now)) SpoolRecentlySent();
    if (stopping) break;

    int64_t wake = now + tick_ns_;
    if (live_ && !tcp_.connected()) wake = std::min(wake, next_connect_ns_);
    const int64_t wait_ns = std::max<int64_t>(wake - base::MonotonicNs(), 0);
    std::unique_lock<std::mutex> lock(mu_);
    wake_cv_.wait_for(lock, std::chrono::nanoseconds(wait_ns),
                      [this] { return stop_ || !failures_.empty(); });
  }
  tcp_.Close();
  spool_.Close();
  if (replay_fd_ >= 0) ::close(replay_fd_);
  replay_fd_ = -1;
  proc_.Close();
  gpu_.reset();
  {
    base::MutexLock lock(stats_mu_);
    stats_.connected = false;
  }
  std::lock_guard<std::mutex> lock(mu_);
  done_ = true;
  done_cv_.notify_all();
}

}  // namespace steplens::recorder
