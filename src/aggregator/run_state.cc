#include "aggregator/run_state.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

#include <unistd.h>

#include "base/clock.h"
#include "base/constant_time.h"

namespace steplens::aggregator {
namespace {

constexpr int kStepIndex = 0;
constexpr int kWaitIndex = 1;
constexpr int kFirstBuiltinIndex = 2;
constexpr int kBuiltinCount = 5;  // dataloader .. optimizer
constexpr int kFirstUserIndex = kFirstBuiltinIndex + kBuiltinCount;
constexpr double kNsPerMs = 1e6;
constexpr double kNsPerSec = 1e9;
constexpr int64_t kNsPerSecInt = 1'000'000'000;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Times from the ranks are untrusted: sums wrap around instead of
// overflowing (undefined behaviour; found by the spool-reader fuzzer).
int64_t WrapAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
int64_t WrapNeg(int64_t a) { return static_cast<int64_t>(0 - static_cast<uint64_t>(a)); }

std::string RankLabel(uint32_t rank) { return "rank " + std::to_string(rank); }

bool IsBuiltinOrReserved(const std::string& name) {
  if (name == kStepMetric || name == kWaitMetric) return true;
  for (int p = 0; p < kBuiltinCount; ++p) {
    if (name == BuiltinPhaseName(p)) return true;
  }
  return false;
}

PhaseStats Unmeasured(const std::string& name) {
  PhaseStats s;
  s.name = name;
  s.measured = false;
  s.median_ms = s.worst_ms = s.skew_pct = kNaN;
  s.worst_rank = -1;
  return s;
}

}  // namespace

int64_t PhaseNs(const StepRecord& record, int phase_id) {
  if (phase_id < 0 || phase_id >= kMaxPhases) return kMissing;
  const int64_t gpu = record.gpu_ns[phase_id];
  return gpu != kMissing ? gpu : record.cpu_ns[phase_id];
}

int64_t WaitNs(const StepRecord& record) {
  const int64_t step = record.StepNs();
  if (step == kMissing) return kMissing;
  int64_t compute = 0;
  bool any = false;
  for (Phase p : {Phase::kForward, Phase::kBackward, Phase::kOptimizer}) {
    const int64_t v = PhaseNs(record, static_cast<int>(p));
    if (v != kMissing) {
      compute += v;
      any = true;
    }
  }
  return any ? step - compute : kMissing;
}

static RunStateOptions Normalized(RunStateOptions options) {
  options.window_steps = std::max<uint32_t>(options.window_steps, 1);
  options.max_pending_steps = std::max<size_t>(options.max_pending_steps, 1);
  options.hello_timeout_ms = std::max<int64_t>(options.hello_timeout_ms, 0);
  return options;
}

RunState::RunState(RunStateOptions options, store::Store* store)
    : options_(Normalized(std::move(options))), store_(store) {
  run_id_ = options_.run_id;
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) == 0) local_host_ = host;
  local_wall_offset_ns_ = base::WallNs() - base::MonotonicNs();
  metric_names_ = {kStepMetric, kWaitMetric};
  for (int p = 0; p < kBuiltinCount; ++p) {
    metric_names_.push_back(BuiltinPhaseName(p));
  }
  for (size_t i = 0; i < metric_names_.size(); ++i) {
    metric_index_[metric_names_[i]] = static_cast<int>(i);
  }
}

int64_t RunState::Now() const {
  return options_.clock ? options_.clock() : base::MonotonicNs();
}

void RunState::AddError(const std::string& message) {
  recent_errors_.push_back(message);
  while (recent_errors_.size() > kMaxRecentErrors) recent_errors_.pop_front();
}

std::string RunState::Describe(uint64_t conn_id) const {
  auto it = conns_.find(conn_id);
  if (it != conns_.end() && it->second.rank >= 0) {
    const RankState& rs = ranks_[static_cast<size_t>(it->second.rank)];
    return RankLabel(static_cast<uint32_t>(it->second.rank)) + " (" + rs.host +
           " pid " + std::to_string(rs.pid) + ")";
  }
  std::string who = "connection " + std::to_string(conn_id);
  if (it != conns_.end() && !it->second.peer.empty()) {
    who += " from " + it->second.peer;
  }
  return who + " (before HELLO)";
}

void RunState::OnConnect(uint64_t conn_id, const std::string& peer) {
  std::lock_guard<std::mutex> lock(mutex_);
  conns_[conn_id].peer = peer;
}

base::Status RunState::Reject(uint64_t conn_id, const std::string& reason) {
  ++rejected_connections_;
  AddError(Describe(conn_id) + ": " + reason);
  return base::Status::Error(reason);
}

base::Status RunState::OnMessage(uint64_t conn_id,
                                 const protocol::Message& message) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (const auto* hello = std::get_if<HelloInfo>(&message)) {
    return HandleHello(conn_id, *hello);
  }
  auto it = conns_.find(conn_id);
  if (it == conns_.end() || it->second.rank < 0) {
    return Reject(conn_id, "stream does not start with HELLO");
  }
  const auto rank = static_cast<uint32_t>(it->second.rank);
  RankState& rs = ranks_[rank];
  if (const auto* name = std::get_if<NameInfo>(&message)) {
    HandleName(rs, rank, *name);
  } else if (const auto* step = std::get_if<StepRecord>(&message)) {
    HandleStep(rs, rank, *step);
  } else if (const auto* hb = std::get_if<Heartbeat>(&message)) {
    HandleHeartbeat(rs, rank, *hb);
  } else if (const auto* ps = std::get_if<ProcessSample>(&message)) {
    HandleProcess(rs, rank, *ps);
  } else if (const auto* ss = std::get_if<SystemSample>(&message)) {
    HandleSystem(rs, *ss);
  } else if (const auto* bye = std::get_if<Goodbye>(&message)) {
    HandleGoodbye(rs, rank, *bye);
  } else if (const auto* failure = std::get_if<FailureReport>(&message)) {
    HandleFailure(rs, rank, *failure);
  }
  return base::Status::Ok();
}

base::Status RunState::HandleHello(uint64_t conn_id, const HelloInfo& hello) {
  auto existing = conns_.find(conn_id);
  if (existing != conns_.end() && existing->second.rank >= 0) {
    return Reject(conn_id, "second HELLO on one connection");
  }
  if (hello.protocol_version != protocol::kProtocolVersion) {
    return Reject(conn_id, "unsupported protocol version " +
                               std::to_string(hello.protocol_version) +
                               " (aggregator speaks " +
                               std::to_string(protocol::kProtocolVersion) +
                               ")");
  }
  if (!options_.token.empty() && !base::ConstantTimeEquals(hello.token, options_.token)) {
    return Reject(conn_id, "HELLO carries a wrong token for this run");
  }
  if (!run_id_.empty() && hello.run_id != run_id_) {
    return Reject(conn_id, "HELLO is for run '" + hello.run_id +
                               "', this aggregator serves run '" + run_id_ +
                               "'");
  }
  if (hello.world_size == 0 || hello.world_size > kMaxWorldSize) {
    return Reject(conn_id, "HELLO with world size " +
                               std::to_string(hello.world_size) +
                               " out of range (1.." +
                               std::to_string(kMaxWorldSize) + ")");
  }
  if (world_size_ != 0 && hello.world_size != world_size_) {
    return Reject(conn_id, "HELLO with world size " +
                               std::to_string(hello.world_size) +
                               " but the run has world size " +
                               std::to_string(world_size_));
  }
  if (hello.rank >= hello.world_size) {
    return Reject(conn_id, "HELLO with rank " + std::to_string(hello.rank) +
                               " >= world size " +
                               std::to_string(hello.world_size));
  }
  if (world_size_ == 0) {
    world_size_ = hello.world_size;
    ranks_.resize(world_size_);
    for (RankState& rs : ranks_) rs.region_metric.fill(-1);
    if (store_ != nullptr) {
      store_->PutMeta("world_size", std::to_string(world_size_));
    }
  }
  if (run_id_.empty()) {
    run_id_ = hello.run_id;
    if (store_ != nullptr) store_->PutMeta("run_id", run_id_);
  }
  RankState& rs = ranks_[hello.rank];
  if (rs.connected) {
    // A recorder that reconnects before we noticed its old connection died
    // takes over; a different process claiming the same rank is refused.
    if (rs.pid != hello.pid || rs.host != hello.host) {
      return Reject(conn_id, RankLabel(hello.rank) +
                                 " is already connected (" + rs.host +
                                 " pid " + std::to_string(rs.pid) + ")");
    }
    conns_.erase(static_cast<uint64_t>(rs.conn));
  }
  const int64_t now = Now();
  if (!rs.seen) {
    rs.seen = true;
    ++ranks_seen_;
  }
  if (first_hello_ns_ == kMissing) first_hello_ns_ = now;
  if (last_progress_ns_ == kMissing) last_progress_ns_ = now;
  rs.local_rank = hello.local_rank;
  rs.host = hello.host;
  rs.pid = hello.pid;
  rs.conn = static_cast<int64_t>(conn_id);
  rs.connected = true;
  rs.finished = false;
  rs.failed = false;
  rs.disconnect_reason.clear();
  rs.connected_ns = now;
  rs.disconnected_ns = kMissing;
  rs.activity = Activity::kIdle;
  // Map the host's monotonic clock onto its wall clock so that step end
  // times from several hosts compare (one offset per host: ranks on a host
  // share CLOCK_MONOTONIC).
  auto off = host_offsets_.find(hello.host);
  if (off == host_offsets_.end()) {
    // Untrusted clocks: wrap around instead of overflowing (found by
    // spool_reader_fuzzer under UBSan).
    const int64_t offset =
        hello.wall_ns != 0 ? static_cast<int64_t>(static_cast<uint64_t>(hello.wall_ns) -
                                                  static_cast<uint64_t>(hello.mono_ns))
                           : 0;
    off = host_offsets_.emplace(hello.host, offset).first;
  }
  rs.clock_offset_ns = off->second;
  conns_[conn_id].rank = hello.rank;  // keeps the peer, if known
  SetLive(rs, true);
  PutRankRow(hello.rank, rs);
  TryComplete();
  return base::Status::Ok();
}

void RunState::HandleName(RankState& rs, uint32_t rank, const NameInfo& name) {
  if (store_ != nullptr) store_->PutName(rank, name.id, name.name);
  if (name.id < kFirstUserPhase || name.id >= kMaxPhases) return;  // scalar
  std::string label = name.name;
  if (IsBuiltinOrReserved(label)) label += " (region)";
  rs.region_metric[name.id] = InternMetric(label);
}

int RunState::InternMetric(const std::string& name) {
  auto it = metric_index_.find(name);
  if (it != metric_index_.end()) return it->second;
  if (metric_names_.size() >= kMaxPhaseNames) return -1;
  const int index = static_cast<int>(metric_names_.size());
  metric_names_.push_back(name);
  metric_index_.emplace(name, index);
  return index;
}

void RunState::SetLive(RankState& rs, bool live) {
  if (rs.live == live) return;
  if (live) {
    live_max_steps_.insert(rs.max_step);
  } else {
    auto it = live_max_steps_.find(rs.max_step);
    if (it != live_max_steps_.end()) live_max_steps_.erase(it);
  }
  rs.live = live;
}

void RunState::SetMaxStep(RankState& rs, int64_t step) {
  if (step <= rs.max_step) return;
  if (rs.live) {
    auto it = live_max_steps_.find(rs.max_step);
    if (it != live_max_steps_.end()) live_max_steps_.erase(it);
    live_max_steps_.insert(step);
  }
  rs.max_step = step;
}

void RunState::HandleStep(RankState& rs, uint32_t rank,
                          const StepRecord& record) {
  const int64_t wait = WaitNs(record);
  if (store_ != nullptr) store_->PutStep(rank, record, wait);
  ++rs.records;
  if (record.end_ns != kMissing) {
    rs.last_step_end_wall_ns = WrapAdd(record.end_ns, rs.clock_offset_ns);
  }
  const auto step_signed = static_cast<int64_t>(
      std::min<uint64_t>(record.step, std::numeric_limits<int64_t>::max()));
  if (step_signed <= high_water_) {
    ++late_records_;
    SetMaxStep(rs, step_signed);
    return;
  }

  RankStep entry;
  entry.rank = rank;
  if (record.begin_ns != kMissing) {
    entry.begin_ns = WrapAdd(record.begin_ns, rs.clock_offset_ns);
  }
  if (record.end_ns != kMissing) entry.end_ns = WrapAdd(record.end_ns, rs.clock_offset_ns);
  if (record.sync_last_ns != kMissing) {
    entry.sync_last_ns = WrapAdd(record.sync_last_ns, rs.clock_offset_ns);
  }
  if (record.mem_peak_allocated != kMissing) {
    entry.mem_peak = record.mem_peak_allocated;
    entry.mem_cuda = true;
  } else if (record.rss_peak != kMissing) {
    entry.mem_peak = record.rss_peak;
  }
  const int64_t step_ns = record.StepNs();
  if (step_ns != kMissing) entry.metrics.emplace_back(kStepIndex, step_ns);
  if (wait != kMissing) entry.metrics.emplace_back(kWaitIndex, wait);
  for (int p = 0; p < kBuiltinCount; ++p) {
    const int64_t v = PhaseNs(record, p);
    if (v != kMissing) entry.metrics.emplace_back(kFirstBuiltinIndex + p, v);
  }
  for (int id = kFirstUserPhase; id < kMaxPhases; ++id) {
    const int64_t v = PhaseNs(record, id);
    if (v == kMissing) continue;
    if (rs.region_metric[id] < 0) {
      rs.region_metric[id] = InternMetric("region_" + std::to_string(id));
    }
    if (rs.region_metric[id] >= 0) {
      entry.metrics.emplace_back(static_cast<uint16_t>(rs.region_metric[id]), v);
    }
  }

  std::vector<RankStep>& entries = pending_[record.step];
  bool replaced = false;
  if (step_signed <= rs.max_step) {  // replay / out of order: maybe a repeat
    for (RankStep& e : entries) {
      if (e.rank == rank) {
        e = std::move(entry);
        replaced = true;
        break;
      }
    }
  }
  if (!replaced) entries.push_back(std::move(entry));
  SetMaxStep(rs, step_signed);
  TryComplete();
  while (pending_.size() > options_.max_pending_steps) {
    CompletePending(/*forced=*/true);
  }
}

void RunState::HandleHeartbeat(RankState& rs, uint32_t rank,
                               const Heartbeat& hb) {
  rs.activity = hb.activity;
  rs.hb_flags = hb.flags;
  rs.current_step = hb.current_step;
  rs.steps_done = std::max(rs.steps_done, hb.steps_done);
  rs.last_heartbeat_ns = Now();
  if (hb.sync_hook != SyncHook::kUnknown &&
      (hb.sync_hook != rs.sync_hook || hb.sync_hook_reason != rs.sync_hook_reason)) {
    rs.sync_hook = hb.sync_hook;
    rs.sync_hook_reason = hb.sync_hook_reason;
    PutRankRow(rank, rs);
  }
  if (hb.dropped_records > rs.dropped) {
    rs.dropped = hb.dropped_records;
    PutRankRow(rank, rs);
  }
  if (hb.activity == Activity::kFinished && !rs.finished) {
    rs.finished = true;
    SetLive(rs, false);
    PutRankRow(rank, rs);
    TryComplete();
  }
}

void RunState::HandleProcess(RankState& rs, uint32_t rank,
                             const ProcessSample& s) {
  if (store_ != nullptr) store_->PutProcessSample(rank, s);
  rs.has_process = true;
  rs.last_process = s;
  ++rs.samples;
  if (s.main_cpu_pct >= 0 && s.main_wait_pct >= 0 && std::isfinite(s.main_cpu_pct) &&
      std::isfinite(s.main_wait_pct)) {
    rs.recent_main_cpu.push_back(s.main_cpu_pct);
    rs.recent_main_wait.push_back(s.main_wait_pct);
    if (rs.recent_main_cpu.size() > kRecentProcessSamples) {
      rs.recent_main_cpu.pop_front();
      rs.recent_main_wait.pop_front();
    }
  }
  if (s.cpu_pct >= 0 && std::isfinite(s.cpu_pct)) {
    rs.cpu_sum += s.cpu_pct;
    ++rs.cpu_count;
  }
  if (s.rss_bytes != kMissing) rs.rss_peak = std::max(rs.rss_peak, s.rss_bytes);
  if (s.gpu_mem_bytes != kMissing) {
    rs.gpu_mem_peak = std::max(rs.gpu_mem_peak, s.gpu_mem_bytes);
  }
}

void RunState::HandleSystem(RankState& rs, const SystemSample& s) {
  if (store_ != nullptr) store_->PutSystemSample(rs.host, s);
  HostAcc& h = hosts_[rs.host];
  ++h.samples;
  h.last = s;
  if (s.cpu_pct >= 0 && std::isfinite(s.cpu_pct)) {
    h.cpu_sum += s.cpu_pct;
    ++h.cpu_count;
    h.cpu_max = std::max<double>(h.cpu_max, s.cpu_pct);
  }
  if (s.ram_used_bytes != kMissing) {
    h.ram_used_max = std::max(h.ram_used_max, s.ram_used_bytes);
  }
  if (s.ram_total_bytes != kMissing) h.ram_total = s.ram_total_bytes;
  constexpr size_t kMaxGpusPerHost = 64;
  const size_t n = std::min(s.gpus.size(), kMaxGpusPerHost);
  if (h.gpus.size() < n) h.gpus.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const GpuSample& g = s.gpus[i];
    GpuAcc& a = h.gpus[i];
    if (g.util_pct >= 0 && std::isfinite(g.util_pct)) {
      a.util_sum += g.util_pct;
      ++a.util_count;
      a.util_max = std::max<double>(a.util_max, g.util_pct);
    }
    if (g.mem_used_bytes != kMissing) {
      a.mem_used_max = std::max(a.mem_used_max, g.mem_used_bytes);
    }
    if (g.mem_total_bytes != kMissing) a.mem_total = g.mem_total_bytes;
    if (g.temp_c >= 0 && std::isfinite(g.temp_c)) {
      a.temp_max = std::max<double>(a.temp_max, g.temp_c);
    }
    if (g.power_w >= 0 && std::isfinite(g.power_w)) {
      a.power_max = std::max<double>(a.power_max, g.power_w);
    }
  }
}

void RunState::HandleGoodbye(RankState& rs, uint32_t rank, const Goodbye& g) {
  rs.steps_done = std::max(rs.steps_done, g.steps_done);
  rs.dropped = std::max(rs.dropped, g.dropped_records);
  rs.finished = true;
  rs.activity = Activity::kFinished;
  SetLive(rs, false);
  PutRankRow(rank, rs);
  TryComplete();
}

void RunState::PutRankRow(uint32_t rank, const RankState& rs) {
  if (store_ == nullptr) return;
  store::RankRow row;
  row.rank = rank;
  row.local_rank = rs.local_rank;
  row.host = rs.host;
  row.pid = rs.pid;
  row.world_size = world_size_;
  row.connected_ns = rs.connected_ns;
  row.disconnected_ns = rs.disconnected_ns;
  row.disconnect_reason = rs.connected ? "" : rs.disconnect_reason;
  row.steps = std::max(rs.records, rs.steps_done);
  row.dropped_records = rs.dropped;
  row.finished = rs.finished;
  row.failed = rs.failed;
  row.clock_offset_ns = rs.clock_offset_ns;
  row.sync_hook = static_cast<uint8_t>(rs.sync_hook);
  row.sync_hook_reason = rs.sync_hook_reason;
  store_->PutRank(row);
}

void RunState::OnDisconnect(uint64_t conn_id, const std::string& reason,
                            bool failure) {
  std::lock_guard<std::mutex> lock(mutex_);
  EndConnection(conn_id, reason, failure);
}

void RunState::OnDecodeError(uint64_t conn_id, const std::string& reason) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++decode_errors_;
  AddError(Describe(conn_id) + ": " + reason);
  EndConnection(conn_id, "protocol error: " + reason, /*failure=*/true);
}

void RunState::OnTruncatedTail(uint64_t conn_id, size_t bytes) {
  std::lock_guard<std::mutex> lock(mutex_);
  ++truncated_tails_;
}

void RunState::OnShutdown(const std::string& reason) {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<uint64_t> ids;
  ids.reserve(conns_.size());
  for (const auto& [id, conn] : conns_) ids.push_back(id);
  for (uint64_t id : ids) EndConnection(id, reason, /*failure=*/false);
  TryComplete();
}

void RunState::EndConnection(uint64_t conn_id, const std::string& reason,
                             bool failure) {
  auto it = conns_.find(conn_id);
  if (it == conns_.end()) return;
  const int64_t rank = it->second.rank;
  conns_.erase(it);
  if (rank < 0) return;
  RankState& rs = ranks_[static_cast<size_t>(rank)];
  if (rs.conn != static_cast<int64_t>(conn_id)) return;  // superseded
  rs.conn = -1;
  rs.connected = false;
  rs.disconnected_ns = Now();
  if (rs.finished) {
    rs.disconnect_reason = "finished";
  } else {
    rs.disconnect_reason = reason;
    rs.failed = failure;
  }
  SetLive(rs, false);
  PutRankRow(static_cast<uint32_t>(rank), rs);
  TryComplete();
}

void RunState::Tick() {
  std::lock_guard<std::mutex> lock(mutex_);
  TryComplete();
}

bool RunState::GateOpen() const {
  if (world_size_ == 0) return false;
  if (ranks_seen_ >= world_size_) return true;
  return first_hello_ns_ != kMissing &&
         Now() - first_hello_ns_ >= options_.hello_timeout_ms * 1'000'000;
}

void RunState::TryComplete() {
  if (pending_.empty() || !GateOpen()) return;
  while (!pending_.empty()) {
    const auto step = static_cast<int64_t>(pending_.begin()->first);
    if (!live_max_steps_.empty() && *live_max_steps_.begin() < step) break;
    CompletePending(/*forced=*/false);
  }
}

void RunState::CompletePending(bool forced) {
  auto it = pending_.begin();
  CompleteStep cs;
  cs.seq = steps_completed_;
  cs.entries = std::move(it->second);
  const uint64_t step = it->first;
  pending_.erase(it);
  std::sort(cs.entries.begin(), cs.entries.end(),
            [](const RankStep& a, const RankStep& b) { return a.rank < b.rank; });
  for (const RankStep& e : cs.entries) {
    if (e.end_ns != kMissing) cs.end_ns = std::max(cs.end_ns, e.end_ns);
  }
  ++steps_completed_;
  last_progress_ns_ = Now();
  if (forced) ++forced_steps_;
  last_complete_step_ = static_cast<int64_t>(
      std::min<uint64_t>(step, std::numeric_limits<int64_t>::max()));
  high_water_ = std::max(high_water_, last_complete_step_);

  // Timeline point: per phase median / worst across the ranks of this step.
  StepPoint point;
  point.step = step;
  point.ranks_reported = static_cast<uint32_t>(cs.entries.size());
  point.forced = forced;
  if (scratch_.size() < metric_names_.size()) scratch_.resize(metric_names_.size());
  for (const RankStep& e : cs.entries) {
    for (const auto& [metric, value] : e.metrics) {
      scratch_[metric].push_back({static_cast<double>(value) / kNsPerMs, e.rank});
    }
  }
  for (size_t m = 0; m < scratch_.size(); ++m) {
    if (scratch_[m].empty()) continue;
    const Spread s = ComputeSpread(&scratch_[m]);
    point.phases.push_back({static_cast<uint16_t>(m), s.median, s.worst,
                            s.worst_rank});
    scratch_[m].clear();
  }
  const auto [last_rank, last_lateness] = ComputeSyncArrival(&cs);
  point.sync_last_rank = last_rank;
  point.sync_last_lateness_ms =
      last_rank >= 0 ? static_cast<double>(last_lateness) / kNsPerMs : kNaN;
  timeline_.push_back(std::move(point));
  while (timeline_.size() > options_.window_steps) timeline_.pop_front();

  AddToStats(cs);
  window_.push_back(std::move(cs));
  while (window_.size() > options_.window_steps) {
    EvictFromWindow(window_.front());
    window_.pop_front();
  }
}

std::pair<int, int64_t> RunState::ComputeSyncArrival(CompleteStep* cs) {
  sync_scratch_.clear();
  for (const RankStep& e : cs->entries) {
    if (e.sync_last_ns != kMissing) sync_scratch_.push_back(e.sync_last_ns);
  }
  if (sync_scratch_.size() < 2) return {-1, 0};
  // Lower median: an actual rank's arrival (see the contract).
  const size_t mid = (sync_scratch_.size() - 1) / 2;
  std::nth_element(sync_scratch_.begin(), sync_scratch_.begin() + mid,
                   sync_scratch_.end());
  const int64_t reference = sync_scratch_[mid];
  const int64_t latest =
      *std::max_element(sync_scratch_.begin(), sync_scratch_.end());
  const RankStep* last = nullptr;
  bool tie = false;
  for (RankStep& e : cs->entries) {
    if (e.sync_last_ns == kMissing) continue;
    e.sync_lateness_ns = WrapAdd(e.sync_last_ns, WrapNeg(reference));
    if (e.sync_last_ns == latest) {
      tie = last != nullptr;
      last = &e;
    }
  }
  if (tie || last == nullptr) return {-1, 0};
  for (RankStep& e : cs->entries) e.sync_last = &e == last;
  return {static_cast<int>(last->rank), last->sync_lateness_ns};
}

void RunState::AddToStats(const CompleteStep& cs) {
  const size_t metrics = metric_names_.size();
  for (const RankStep& e : cs.entries) {
    RankState& rs = ranks_[e.rank];
    if (rs.window.size() < metrics) rs.window.resize(metrics);
    if (rs.run.size() < metrics) rs.run.resize(metrics);
    for (const auto& [metric, value] : e.metrics) {
      rs.window[metric].sum += value;
      ++rs.window[metric].count;
      rs.run[metric].sum += value;
      ++rs.run[metric].count;
    }
    if (e.sync_lateness_ns != kMissing) {
      for (SyncAcc* acc : {&rs.sync_window, &rs.sync_run}) {
        acc->lateness_sum_ns = WrapAdd(acc->lateness_sum_ns, e.sync_lateness_ns);
        ++acc->steps;
        if (e.sync_last) ++acc->last_arrivals;
      }
    }
    if (e.mem_peak != kMissing) {
      while (!rs.mem_window.empty() && rs.mem_window.back().second <= e.mem_peak) {
        rs.mem_window.pop_back();
      }
      rs.mem_window.emplace_back(cs.seq, e.mem_peak);
      rs.mem_run_peak = std::max(rs.mem_run_peak, e.mem_peak);
      if (e.mem_cuda) {
        ++window_mem_cuda_;
        ++run_mem_cuda_;
      } else {
        ++window_mem_rss_;
        ++run_mem_rss_;
      }
    }
    if (e.begin_ns != kMissing) {
      run_min_begin_ = run_min_begin_ == kMissing
                           ? e.begin_ns
                           : std::min(run_min_begin_, e.begin_ns);
    }
  }
  if (cs.end_ns != kMissing) {
    if (run_first_end_ == kMissing) run_first_end_ = cs.end_ns;
    run_last_end_ = std::max(run_last_end_, cs.end_ns);
  }
}

void RunState::EvictFromWindow(const CompleteStep& cs) {
  for (const RankStep& e : cs.entries) {
    RankState& rs = ranks_[e.rank];
    for (const auto& [metric, value] : e.metrics) {
      rs.window[metric].sum -= value;
      --rs.window[metric].count;
    }
    if (e.sync_lateness_ns != kMissing) {
      rs.sync_window.lateness_sum_ns = WrapAdd(rs.sync_window.lateness_sum_ns, WrapNeg(e.sync_lateness_ns));
      --rs.sync_window.steps;
      if (e.sync_last) --rs.sync_window.last_arrivals;
    }
    if (e.mem_peak != kMissing) {
      if (!rs.mem_window.empty() && rs.mem_window.front().first == cs.seq) {
        rs.mem_window.pop_front();
      }
      if (e.mem_cuda) {
        --window_mem_cuda_;
      } else {
        --window_mem_rss_;
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Snapshots.

PhaseStats RunState::MetricStats(int metric, bool whole_run) const {
  const std::string& name = metric_names_[static_cast<size_t>(metric)];
  std::vector<RankValue> values;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankState& rs = ranks_[r];
    const std::vector<MetricAcc>& accs = whole_run ? rs.run : rs.window;
    if (static_cast<size_t>(metric) >= accs.size()) continue;
    const MetricAcc& a = accs[static_cast<size_t>(metric)];
    if (a.count == 0) continue;
    values.push_back({static_cast<double>(a.sum) /
                          static_cast<double>(a.count) / kNsPerMs,
                      static_cast<uint32_t>(r)});
  }
  if (values.empty()) return Unmeasured(name);
  const Spread s = ComputeSpread(&values);
  PhaseStats out;
  out.name = name;
  out.measured = true;
  out.median_ms = s.median;
  out.worst_ms = s.worst;
  out.worst_rank = s.worst_rank;
  out.skew_pct = s.skew_pct;
  return out;
}

MemoryStats RunState::MemStats(bool whole_run) const {
  MemoryStats out;
  out.skew_pct = kNaN;
  std::vector<RankValue> values;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankState& rs = ranks_[r];
    int64_t peak = kMissing;
    if (whole_run) {
      peak = rs.mem_run_peak;
    } else if (!rs.mem_window.empty()) {
      peak = rs.mem_window.front().second;
    }
    if (peak == kMissing) continue;
    values.push_back({static_cast<double>(peak), static_cast<uint32_t>(r)});
  }
  if (values.empty()) return out;
  const Spread s = ComputeSpread(&values);
  out.measured = true;
  const uint64_t cuda = whole_run ? run_mem_cuda_ : window_mem_cuda_;
  out.source = cuda > 0 ? "cuda_peak_allocated" : "rss";
  out.median_peak_bytes = static_cast<int64_t>(std::llround(s.median));
  out.worst_peak_bytes = static_cast<int64_t>(std::llround(s.worst));
  out.worst_rank = s.worst_rank;
  out.skew_pct = s.skew_pct;
  return out;
}

void RunState::FillCommon(Snapshot* snap) const {
  snap->run_id = run_id_;
  snap->world_size = world_size_;
  snap->ranks_seen = ranks_seen_;
  snap->all_ranks_joined = world_size_ != 0 && ranks_seen_ >= world_size_;
  snap->steps_completed = steps_completed_;
  snap->last_complete_step = last_complete_step_;
  snap->observed_duration_s =
      (run_min_begin_ != kMissing && run_last_end_ != kMissing &&
       run_last_end_ >= run_min_begin_)
          ? static_cast<double>(run_last_end_ - run_min_begin_) / kNsPerSec
          : kNaN;

  const bool whole_run = snap->whole_run;
  for (int p = 0; p < kBuiltinCount; ++p) {
    snap->phases.push_back(MetricStats(kFirstBuiltinIndex + p, whole_run));
  }
  for (size_t m = kFirstUserIndex; m < metric_names_.size(); ++m) {
    snap->phases.push_back(MetricStats(static_cast<int>(m), whole_run));
  }
  snap->step = MetricStats(kStepIndex, whole_run);
  snap->wait = MetricStats(kWaitIndex, whole_run);
  snap->wait_share_pct =
      (snap->step.measured && snap->wait.measured && snap->step.median_ms > 0)
          ? snap->wait.median_ms / snap->step.median_ms * 100.0
          : kNaN;
  snap->memory = MemStats(whole_run);

  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankState& rs = ranks_[r];
    if (!rs.seen) continue;
    RankView v;
    v.rank = static_cast<uint32_t>(r);
    v.local_rank = rs.local_rank;
    v.host = rs.host;
    v.pid = rs.pid;
    v.connected = rs.connected;
    v.finished = rs.finished;
    v.failed = rs.failed;
    v.disconnect_reason = rs.connected ? "" : rs.disconnect_reason;
    v.steps = std::max(rs.records, rs.steps_done);
    v.dropped_records = rs.dropped;
    v.activity = rs.activity;
    v.current_step = rs.current_step;
    v.last_heartbeat_ns = rs.last_heartbeat_ns;
    v.last_step = rs.max_step;
    v.has_process = rs.has_process;
    v.last_process = rs.last_process;
    v.sync_hook = rs.sync_hook;
    v.sync_hook_reason = rs.sync_hook_reason;
    v.in_sync = (rs.hb_flags & kHeartbeatInSync) != 0 && rs.live;
    v.in_dataloader = (rs.hb_flags & kHeartbeatInDataloader) != 0 && rs.live;
    {
      const diagnosis::RankHealthInput h = RankHealthLocked(static_cast<uint32_t>(r));
      const diagnosis::RankEndKind kind = diagnosis::ClassifyRankEnd(h, job_ended_);
      v.end = diagnosis::RankEndKindName(kind);
      if (rs.failure && kind != diagnosis::RankEndKind::kFinished &&
          kind != diagnosis::RankEndKind::kRunning) {
        v.end_detail = rs.failure->exc_type + ": " + rs.failure->message.substr(0, 200);
      } else if (rs.exit && !rs.exit->clean()) {
        v.end_detail = DescribeRankExit(*rs.exit);
      } else if (rs.failed) {
        v.end_detail = rs.disconnect_reason;
      }
    }
    v.last_step_end_wall_ns = rs.last_step_end_wall_ns;
    const std::vector<MetricAcc>& accs = whole_run ? rs.run : rs.window;
    v.metric_mean_ms.assign(metric_names_.size(), kNaN);
    for (size_t m = 0; m < accs.size() && m < metric_names_.size(); ++m) {
      if (accs[m].count == 0) continue;
      v.metric_mean_ms[m] = static_cast<double>(accs[m].sum) /
                            static_cast<double>(accs[m].count) / kNsPerMs;
    }

    const SyncAcc& sync = whole_run ? rs.sync_run : rs.sync_window;
    SyncArrivalStats sa;
    sa.rank = static_cast<uint32_t>(r);
    sa.steps = sync.steps;
    sa.last_arrivals = sync.last_arrivals;
    sa.mean_lateness_ms =
        sync.steps > 0 ? static_cast<double>(sync.lateness_sum_ns) /
                             static_cast<double>(sync.steps) / kNsPerMs
                       : kNaN;
    snap->sync_measured = snap->sync_measured || sync.steps > 0;
    snap->sync_arrival.push_back(sa);
    snap->dropped_records_total += rs.dropped;
    snap->ranks.push_back(std::move(v));

    ProcessStats p;
    p.rank = static_cast<uint32_t>(r);
    p.samples = rs.samples;
    p.cpu_pct_mean = rs.cpu_count > 0
                         ? rs.cpu_sum / static_cast<double>(rs.cpu_count)
                         : kNaN;
    p.rss_peak_bytes = rs.rss_peak;
    p.gpu_mem_peak_bytes = rs.gpu_mem_peak;
    snap->process.push_back(p);
  }

  for (const auto& [host, h] : hosts_) {
    HostStats hs;
    hs.host = host;
    hs.samples = h.samples;
    hs.cpu_pct_mean =
        h.cpu_count > 0 ? h.cpu_sum / static_cast<double>(h.cpu_count) : kNaN;
    hs.cpu_pct_max = h.cpu_max >= 0 ? h.cpu_max : kNaN;
    hs.ram_used_max_bytes = h.ram_used_max;
    hs.ram_total_bytes = h.ram_total;
    for (const GpuAcc& a : h.gpus) {
      GpuStats g;
      g.util_pct_mean = a.util_count > 0
                            ? a.util_sum / static_cast<double>(a.util_count)
                            : kNaN;
      g.util_pct_max = a.util_max >= 0 ? a.util_max : kNaN;
      g.mem_used_max_bytes = a.mem_used_max;
      g.mem_total_bytes = a.mem_total;
      g.temp_c_max = a.temp_max >= 0 ? a.temp_max : kNaN;
      g.power_w_max = a.power_max >= 0 ? a.power_max : kNaN;
      hs.gpus.push_back(g);
    }
    hs.last = h.last;
    snap->hosts.push_back(std::move(hs));
  }
  // The system panel shows the host of the lowest rank that has samples.
  for (const RankState& rs : ranks_) {
    if (!rs.seen) continue;
    auto it = hosts_.find(rs.host);
    if (it != hosts_.end()) {
      snap->has_system = true;
      snap->system = it->second.last;
      break;
    }
  }

  snap->decode_errors = decode_errors_;
  snap->rejected_connections = rejected_connections_;
  snap->late_records = late_records_;
  snap->forced_steps = forced_steps_;
  snap->truncated_tails = truncated_tails_;
  snap->store_dropped_rows = store_ != nullptr ? store_->dropped_rows() : 0;
  snap->recent_errors.assign(recent_errors_.begin(), recent_errors_.end());
  snap->metric_names = metric_names_;
  snap->health = health_;
  snap->health_episodes.assign(health_episodes_.begin(), health_episodes_.end());
  snap->expected_world_size = ExpectedWorldLocked();
  if (job_ended_) {
    for (uint32_t r = 0; r < snap->expected_world_size; ++r) {
      if (r >= ranks_.size() || !ranks_[r].seen) snap->never_connected.push_back(r);
    }
  }
}

Snapshot RunState::GetSnapshot() const {
  std::unique_lock<std::mutex> lock(mutex_);
  Snapshot snap;
  snap.whole_run = false;
  FillCommon(&snap);
  snap.window_steps = static_cast<uint32_t>(window_.size());
  snap.steps_per_sec = kNaN;
  // Rate from the end times of the first and last window steps with one.
  int64_t first = kMissing, last = kMissing;
  size_t first_i = 0, last_i = 0;
  for (size_t i = 0; i < window_.size(); ++i) {
    if (window_[i].end_ns == kMissing) continue;
    if (first == kMissing) {
      first = window_[i].end_ns;
      first_i = i;
    }
    last = window_[i].end_ns;
    last_i = i;
  }
  if (first != kMissing && last_i > first_i && last > first) {
    // While nothing completes, the rate decays towards 0 instead of
    // repeating the last one: once the silence (on the aggregator's clock:
    // step end times are the ranks' wall clocks) is longer than two step
    // intervals and a second, it counts as the interval still open.
    int64_t until = last;
    const int64_t interval = (last - first) / static_cast<int64_t>(last_i - first_i);
    const int64_t silence = last_progress_ns_ != kMissing ? Now() - last_progress_ns_ : 0;
    if (!job_ended_ && silence > std::max<int64_t>(2 * interval, kNsPerSecInt)) until = last + silence;
    snap.steps_per_sec = static_cast<double>(last_i - first_i) /
                         (static_cast<double>(until - first) / kNsPerSec);
  }
  snap.timeline.assign(timeline_.begin(), timeline_.end());
  snap.diagnosis_episodes = diagnosis_timeline_.Episodes();
  snap.diagnosis_evaluations = diagnosis_timeline_.evaluations();
  snap.suppressed_blips = diagnosis_timeline_.suppressed_blips();
  if (options_.snapshots_use_evaluations && have_evaluation_) {
    snap.diagnosis = last_evaluation_;
    snap.window_diagnosis = last_evaluation_;
    return snap;
  }
  const diagnosis::DiagnosisInput input = BuildDiagnosisInputLocked();
  lock.unlock();
  snap.diagnosis = diagnosis::Diagnose(input);
  snap.window_diagnosis = snap.diagnosis;
  return snap;
}

Snapshot RunState::GetRunSnapshot() const {
  std::unique_lock<std::mutex> lock(mutex_);
  Snapshot snap;
  snap.whole_run = true;
  FillCommon(&snap);
  snap.window_steps = static_cast<uint32_t>(
      std::min<uint64_t>(steps_completed_, std::numeric_limits<uint32_t>::max()));
  snap.steps_per_sec = kNaN;
  if (steps_completed_ >= 2 && run_first_end_ != kMissing &&
      run_last_end_ > run_first_end_) {
    snap.steps_per_sec = static_cast<double>(steps_completed_ - 1) /
                         (static_cast<double>(run_last_end_ - run_first_end_) /
                          kNsPerSec);
  }
  snap.diagnosis_episodes = diagnosis_timeline_.Episodes();
  snap.diagnosis_evaluations = diagnosis_timeline_.evaluations();
  snap.suppressed_blips = diagnosis_timeline_.suppressed_blips();
  const auto run_time = diagnosis_timeline_.WholeRun(DiagnosisKind::kStepTime);
  const auto run_memory = diagnosis_timeline_.WholeRun(DiagnosisKind::kStepMemory);
  const diagnosis::DiagnosisInput input = BuildDiagnosisInputLocked();
  lock.unlock();
  snap.window_diagnosis = diagnosis::Diagnose(input);
  snap.diagnosis = snap.window_diagnosis;
  if (run_time) snap.diagnosis.step_time = *run_time;
  if (run_memory) snap.diagnosis.step_memory = *run_memory;
  return snap;
}

uint64_t RunState::steps_completed() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return steps_completed_;
}

uint32_t RunState::world_size() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return world_size_;
}

bool RunState::EvaluateDiagnosis() {
  std::lock_guard<std::mutex> eval_lock(eval_mutex_);
  diagnosis::DiagnosisInput input;
  uint64_t step = 0;
  int64_t wall_ns = kMissing;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (steps_completed_ == evaluated_steps_ || last_complete_step_ < 0) return false;
    evaluated_steps_ = steps_completed_;
    step = static_cast<uint64_t>(last_complete_step_);
    if (!window_.empty()) wall_ns = window_.back().end_ns;
    input = BuildDiagnosisInputLocked();
  }
  const diagnosis::Diagnoses verdict = diagnosis::Diagnose(input);
  std::lock_guard<std::mutex> lock(mutex_);
  have_evaluation_ = true;
  diagnosis_timeline_.Update(verdict, step, wall_ns);
  // Viewers see what the timeline stands by: a problem seen by one
  // evaluation only shows once the next confirms it.
  last_evaluation_ = verdict;
  if (auto t = diagnosis_timeline_.Current(DiagnosisKind::kStepTime)) last_evaluation_.step_time = *t;
  if (auto m = diagnosis_timeline_.Current(DiagnosisKind::kStepMemory)) last_evaluation_.step_memory = *m;
  if (store_ != nullptr) {
    for (const DiagnosisEpisode& e : diagnosis_timeline_.Changed()) {
      store_->PutEpisode(DiagnosisTimeline::ToRow(e));
    }
  }
  return true;
}

void RunState::FinishDiagnosis() {
  EvaluateDiagnosis();
  std::lock_guard<std::mutex> eval_lock(eval_mutex_);
  std::lock_guard<std::mutex> lock(mutex_);
  diagnosis_timeline_.Finish();
  if (store_ != nullptr) {
    for (const DiagnosisEpisode& e : diagnosis_timeline_.Changed()) {
      store_->PutEpisode(DiagnosisTimeline::ToRow(e));
    }
  }
}

}  // namespace steplens::aggregator

namespace steplens::aggregator {

namespace {

nlohmann::ordered_json FailureToJson(const diagnosis::RankFailureInfo& f) {
  return {{"fatal", f.fatal},       {"ns", f.ns},
          {"step", f.step},         {"activity", f.activity},
          {"exc_type", f.exc_type}, {"exc_bases", f.exc_bases},
          {"message", f.message},   {"frames", f.frames},
          {"mem_allocated", f.mem_allocated}, {"mem_reserved", f.mem_reserved},
          {"mem_total", f.mem_total}};
}

std::optional<diagnosis::RankFailureInfo> FailureFromJson(const std::string& text) {
  const auto j = nlohmann::ordered_json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object()) return std::nullopt;
  diagnosis::RankFailureInfo f;
  auto num = [&](const char* k, auto* out) {
    auto it = j.find(k);
    if (it != j.end() && it->is_number_integer()) *out = it->get<std::decay_t<decltype(*out)>>();
  };
  auto text_of = [&](const char* k, std::string* out) {
    auto it = j.find(k);
    if (it != j.end() && it->is_string()) *out = it->get<std::string>();
  };
  if (auto it = j.find("fatal"); it != j.end() && it->is_boolean()) f.fatal = it->get<bool>();
  num("ns", &f.ns);
  num("step", &f.step);
  num("mem_allocated", &f.mem_allocated);
  num("mem_reserved", &f.mem_reserved);
  num("mem_total", &f.mem_total);
  text_of("activity", &f.activity);
  text_of("exc_type", &f.exc_type);
  text_of("exc_bases", &f.exc_bases);
  text_of("message", &f.message);
  text_of("frames", &f.frames);
  return f;
}

constexpr auto kJsonReplace = nlohmann::ordered_json::error_handler_t::replace;

}  // namespace

int64_t RunState::LocalMonoNs(const RankState& rs, int64_t rank_mono_ns) const {
  // Same host (or no offset known): one CLOCK_MONOTONIC. Another host: via
  // both hosts' wall clocks.
  if (rs.host == local_host_ || rs.clock_offset_ns == 0) return rank_mono_ns;
  return WrapAdd(WrapAdd(rank_mono_ns, rs.clock_offset_ns), WrapNeg(local_wall_offset_ns_));
}

uint32_t RunState::ExpectedWorldLocked() const {
  return std::max(options_.expected_world_size, world_size_);
}

diagnosis::RankHealthInput RunState::RankHealthLocked(uint32_t r) const {
  diagnosis::RankHealthInput h;
  h.rank = r;
  if (r >= ranks_.size() || !ranks_[r].seen) {
    if (auto it = early_exits_.find(r); it != early_exits_.end()) {
      h.has_exit = true;
      h.exit_code = it->second.exit_code;
      h.exit_signal = it->second.signal;
      h.exit_ns = it->second.mono_ns;
      h.exit_text = DescribeRankExit(it->second);
    }
    return h;
  }
  const RankState& rs = ranks_[r];
  h.host = rs.host;
  h.connected_ever = true;
  h.live = rs.live;
  h.finished = rs.finished;
  h.failure = rs.failure;
  if (rs.exit) {
    h.has_exit = true;
    h.exit_code = rs.exit->exit_code;
    h.exit_signal = rs.exit->signal;
    h.core_dumped = rs.exit->core_dumped;
    h.exit_ns = rs.exit->mono_ns;  // written on this host by the rank's wrapper
    h.exit_text = DescribeRankExit(*rs.exit);
  }
  h.lost = rs.failed;
  h.lost_ns = rs.disconnected_ns;
  h.lost_reason = rs.disconnect_reason;
  h.activity = ActivityName(rs.activity);
  h.in_step = rs.activity != Activity::kIdle && rs.activity != Activity::kFinished;
  h.in_sync = (rs.hb_flags & kHeartbeatInSync) != 0;
  h.in_dataloader = (rs.hb_flags & kHeartbeatInDataloader) != 0;
  h.current_step = rs.current_step;
  h.last_step = rs.max_step;
  h.last_heartbeat_ns = rs.last_heartbeat_ns;
  if (rs.has_process && rs.last_process.cpu_pct >= 0) h.cpu_pct = rs.last_process.cpu_pct;
  h.stack = rs.stack;
  h.stack_unavailable = rs.stack_unavailable;
  return h;
}

diagnosis::HealthInput RunState::BuildHealthInputLocked() const {
  diagnosis::HealthInput in;
  in.now_ns = Now();
  in.world_size = ExpectedWorldLocked();
  for (uint32_t r = 0; r < in.world_size; ++r) in.ranks.push_back(RankHealthLocked(r));
  in.job_ended = job_ended_;
  in.job_exit_code = job_exit_code_.value_or(0);
  in.job_exit_known = job_exit_code_.has_value();
  in.stop_requested = stop_requested_;
  in.stop_ns = stop_ns_;
  in.stop_signal = stop_signal_;
  in.steps_completed = steps_completed_;
  in.last_progress_ns = last_progress_ns_;
  std::vector<double> steps;
  for (const CompleteStep& cs : window_) {
    for (const RankStep& e : cs.entries) {
      if (e.begin_ns != kMissing && e.end_ns != kMissing) {
        steps.push_back(static_cast<double>(e.end_ns - e.begin_ns) / kNsPerMs);
      }
    }
  }
  if (!steps.empty()) {
    auto mid = steps.begin() + static_cast<long>(steps.size() / 2);
    std::nth_element(steps.begin(), mid, steps.end());
    in.median_step_ms = *mid;
  }
  in.hang_after_ns = options_.hang_after_ms * 1'000'000;
  in.open_hang = open_hang_;
  return in;
}

void RunState::HandleFailure(RankState& rs, uint32_t rank, const FailureReport& f) {
  diagnosis::RankFailureInfo info;
  info.fatal = f.fatal;
  info.ns = LocalMonoNs(rs, f.mono_ns);
  info.step = f.step;
  info.activity = f.activity == Activity::kUserRegion && f.user_phase < kMaxPhases &&
                          rs.region_metric[f.user_phase] >= 0
                      ? metric_names_[static_cast<size_t>(rs.region_metric[f.user_phase])]
                      : std::string(ActivityName(f.activity));
  info.exc_type = f.exc_type;
  info.exc_bases = f.exc_bases;
  info.message = f.message;
  info.frames = f.frames;
  info.mem_allocated = f.mem_allocated;
  info.mem_reserved = f.mem_reserved;
  info.mem_total = f.mem_total;
  // A fatal report wins over an earlier non-fatal one; among non-fatal
  // ones the latest (the one closest to an eventual exit) is kept.
  if (rs.failure && rs.failure->fatal && !info.fatal) return;
  rs.failure = info;
  if (store_ != nullptr) {
    store_->PutMeta("rank_failure." + std::to_string(rank),
                    FailureToJson(info).dump(-1, ' ', false, kJsonReplace));
  }
}

void RunState::OnRankExit(const RankExit& exit) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (store_ != nullptr) store_->PutMeta("rank_exit." + std::to_string(exit.rank), FormatRankExit(exit));
  if (exit.rank < ranks_.size() && ranks_[exit.rank].seen) {
    ranks_[exit.rank].exit = exit;
  } else {
    early_exits_[exit.rank] = exit;
  }
}

void RunState::OnStopRequested(int signal, int64_t at_ns) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (stop_requested_) return;
  stop_requested_ = true;
  stop_ns_ = at_ns > 0 ? at_ns : Now();
  stop_signal_ = signal;
  if (store_ != nullptr) store_->PutMeta("stop_signal", std::to_string(signal));
}

void RunState::OnJobEnded(int exit_code) {
  std::lock_guard<std::mutex> lock(mutex_);
  job_ended_ = true;
  job_exit_code_ = exit_code;
}


void RunState::PersistHealth() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (store_ == nullptr) return;
  store_->PutMeta("health", diagnosis::ToJson(health_).dump(-1, ' ', false, kJsonReplace));
  nlohmann::ordered_json episodes = nlohmann::ordered_json::array();
  for (const HealthEpisode& e : health_episodes_) {
    episodes.push_back({{"label", e.label},
                        {"rank", e.rank},
                        {"summary", e.summary},
                        {"start_ns", e.start_ns},
                        {"end_ns", e.end_ns},
                        {"start_step", e.start_step},
                        {"end_step", e.end_step}});
  }
  store_->PutMeta("health_episodes", episodes.dump(-1, ' ', false, kJsonReplace));
}

void RunState::RestoreHealth(const std::map<std::string, std::string>& meta,
                             std::optional<int> exit_code) {
  std::optional<diagnosis::Diagnosis> stored;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    job_ended_ = true;
    job_exit_code_ = exit_code;
    for (const auto& entry : meta) {
      const std::string& key = entry.first;  // (clang 14 cannot capture a structured binding)
      const std::string& value = entry.second;
      uint32_t rank = 0;
      auto rank_of = [&](std::string_view prefix) {
        if (key.rfind(prefix, 0) != 0) return false;
        const std::string digits = key.substr(prefix.size());
        auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), rank);
        return ec == std::errc() && p == digits.data() + digits.size() && rank < kMaxWorldSize;
      };
      if (rank_of("rank_exit.")) {
        if (auto e = ParseRankExit(value)) {
          if (rank < ranks_.size() && ranks_[rank].seen) ranks_[rank].exit = *e;
          else early_exits_[rank] = *e;
        }
      } else if (rank_of("rank_failure.")) {
        if (auto f = FailureFromJson(value); f && rank < ranks_.size() && ranks_[rank].seen) {
          ranks_[rank].failure = *f;
        }
      }
    }
    if (auto it = meta.find("stop_signal"); it != meta.end()) {
      stop_requested_ = true;
      stop_signal_ = std::atoi(it->second.c_str());
    }
    if (auto it = meta.find("health"); it != meta.end()) {
      const auto j = nlohmann::ordered_json::parse(it->second, nullptr, false);
      if (j.is_object()) stored = diagnosis::DiagnosisFromJson(j);
    }
    if (auto it = meta.find("health_episodes"); it != meta.end()) {
      const auto j = nlohmann::ordered_json::parse(it->second, nullptr, false);
      if (j.is_array()) {
        health_episodes_.clear();
        for (const auto& e : j) {
          if (!e.is_object()) continue;
          HealthEpisode h;
          h.label = e.value("label", std::string());
          h.rank = e.value("rank", -1);
          h.summary = e.value("summary", std::string());
          h.start_ns = e.value("start_ns", int64_t{0});
          h.end_ns = e.value("end_ns", int64_t{0});
          h.start_step = e.value("start_step", int64_t{-1});
          h.end_step = e.value("end_step", int64_t{-1});
          h.open = false;
          health_episodes_.push_back(std::move(h));
        }
      }
    }
    if (stored) {
      health_ = *stored;
      return;
    }
  }
  EvaluateHealth();
}

void RunState::SetRankStack(uint32_t rank, std::string stack, std::string unavailable) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (rank >= ranks_.size()) return;
  ranks_[rank].stack = std::move(stack);
  ranks_[rank].stack_unavailable = std::move(unavailable);
}

std::vector<std::tuple<uint32_t, uint32_t, std::string>> RunState::LiveRankPids() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::tuple<uint32_t, uint32_t, std::string>> out;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    if (ranks_[r].live) out.emplace_back(static_cast<uint32_t>(r), ranks_[r].pid, ranks_[r].host);
  }
  return out;
}

void RunState::UpdateHealthLocked(diagnosis::Diagnosis d) {
  const int64_t now = Now();
  // The HANG the rules found live (not one they carried over to the job's
  // end: those say how it ended, in ended_by).
  if (d.label == diagnosis::kHang && !job_ended_ && d.Find("ended_by") == nullptr) {
    open_hang_ = d;
  } else if (!job_ended_ && !stop_requested_) {
    open_hang_.reset();  // resolved: the run moves again (or failed)
  }
  HealthEpisode* open = !health_episodes_.empty() && health_episodes_.back().open
                            ? &health_episodes_.back()
                            : nullptr;
  if (open != nullptr && (open->label != d.label || open->rank != d.rank)) {
    open->open = false;
    open = nullptr;
  }
  if (open == nullptr) {
    HealthEpisode e;
    e.label = d.label;
    e.rank = d.rank;
    e.start_ns = now;
    e.start_step = last_complete_step_;
    health_episodes_.push_back(std::move(e));
    constexpr size_t kMaxHealthEpisodes = 64;
    if (health_episodes_.size() > kMaxHealthEpisodes) health_episodes_.pop_front();
    open = &health_episodes_.back();
  }
  open->summary = d.summary;
  open->end_ns = now;
  open->end_step = last_complete_step_;
  if (job_ended_) open->open = false;
  health_ = std::move(d);
}

diagnosis::Diagnosis RunState::Health() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return health_;
}

diagnosis::Diagnosis RunState::EvaluateHealth() {
  std::lock_guard<std::mutex> lock(mutex_);
  diagnosis::HealthInput in = BuildHealthInputLocked();
  diagnosis::Diagnosis d = diagnosis::DiagnoseHealth(in);
  UpdateHealthLocked(d);
  return d;
}

}  // namespace steplens::aggregator
