#include "aggregator/run_state.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <utility>

#include <unistd.h>

#include "base/clock.h"
#include "base/constant_time.h"
#include "base/int64.h"
#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

constexpr double kNsPerMs = 1e6;
constexpr double kNsPerSec = 1e9;
constexpr int64_t kNsPerSecInt = 1'000'000'000;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string RankLabel(uint32_t rank) { return "rank " + std::to_string(rank); }

PhaseStats Unmeasured(const std::string& name) {
  PhaseStats s;
  s.name = name;
  s.measured = false;
  s.median_ms = s.worst_ms = s.skew_pct = kNaN;
  s.worst_rank = -1;
  return s;
}

}  // namespace

namespace {

RunStateOptions Normalized(RunStateOptions options) {
  options.window_steps = std::max<uint32_t>(options.window_steps, 1);
  options.max_pending_steps = std::max<size_t>(options.max_pending_steps, 1);
  options.hello_timeout_ms = std::max<int64_t>(options.hello_timeout_ms, 0);
  return options;
}

}  // namespace

RunState::RunState(RunStateOptions options, store::Store* store)
    : options_(Normalized(std::move(options))), store_(store) {
  run_id_ = options_.run_id;
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) == 0) local_host_ = host;
  local_wall_offset_ns_ = base::WallNs() - base::MonotonicNs();
}

int64_t RunState::Now() const { return options_.clock ? options_.clock() : base::MonotonicNs(); }

void RunState::AddError(const std::string& message) {
  recent_errors_.push_back(message);
  while (recent_errors_.size() > kMaxRecentErrors) recent_errors_.pop_front();
}

std::string RunState::Describe(uint64_t conn_id) const {
  auto it = conns_.find(conn_id);
  if (it != conns_.end() && it->second.rank >= 0) {
    const RankState& rs = ranks_[static_cast<size_t>(it->second.rank)];
    return RankLabel(static_cast<uint32_t>(it->second.rank)) + " (" + rs.host + " pid " +
           std::to_string(rs.pid) + ")";
  }
  std::string who = "connection " + std::to_string(conn_id);
  if (it != conns_.end() && !it->second.peer.empty()) {
    who += " from " + it->second.peer;
  }
  return who + " (before HELLO)";
}

void RunState::OnConnect(uint64_t conn_id, const std::string& peer) {
  base::MutexLock lock(mu_);
  conns_[conn_id].peer = peer;
}

base::Status RunState::Reject(uint64_t conn_id, const std::string& reason) {
  ++rejected_connections_;
  AddError(Describe(conn_id) + ": " + reason);
  return base::Status::Error(reason);
}

base::Status RunState::OnMessage(uint64_t conn_id, const protocol::Message& message) {
  base::MutexLock lock(mu_);
  if (const auto* hello = std::get_if<HelloInfo>(&message)) {
    return HandleHello(conn_id, *hello);
  }
  auto it = conns_.find(conn_id);
  if (it == conns_.end() || it->second.rank < 0) {
    return Reject(conn_id, "stream does not start with HELLO");
  }
  const auto rank = static_cast<uint32_t>(it->second.rank);
  RankState& rs = ranks_[rank];
  // Exhaustive: a new message type without a Handle overload (or without a
  // decision for a second HELLO) does not compile.
  std::visit(
      [&](const auto& m) STEPLENS_REQUIRES(mu_) {
        using M = std::decay_t<decltype(m)>;
        if constexpr (!std::is_same_v<M, HelloInfo>) Handle(rs, rank, m);
      },
      message);
  return base::Status::Ok();
}

base::Status RunState::CheckCredentials(uint64_t conn_id, const char* frame, uint16_t version,
                                        const std::string& token, const std::string& run_id) {
  if (version != protocol::kProtocolVersion) {
    return Reject(conn_id, std::string(frame) + " with unsupported protocol version " +
                               std::to_string(version) + " (aggregator speaks " +
                               std::to_string(protocol::kProtocolVersion) + ")");
  }
  if (!options_.token.empty() && !base::ConstantTimeEquals(token, options_.token)) {
    return Reject(conn_id, std::string(frame) + " carries a wrong token for this run");
  }
  if (!run_id_.empty() && run_id != run_id_) {
    return Reject(conn_id, std::string(frame) + " is for run '" + run_id +
                               "', this aggregator serves run '" + run_id_ + "'");
  }
  return base::Status::Ok();
}

base::Status RunState::OnRelayHello(uint64_t conn_id, const protocol::RelayHello& hello) {
  base::MutexLock lock(mu_);
  return CheckCredentials(conn_id, "RELAY_HELLO", hello.protocol_version, hello.token,
                          hello.run_id);
}

base::Status RunState::HandleHello(uint64_t conn_id, const HelloInfo& hello) {
  auto existing = conns_.find(conn_id);
  if (existing != conns_.end() && existing->second.rank >= 0) {
    return Reject(conn_id, "second HELLO on one connection");
  }
  if (base::Status st =
          CheckCredentials(conn_id, "HELLO", hello.protocol_version, hello.token, hello.run_id);
      !st.ok()) {
    return st;
  }
  if (hello.world_size == 0 || hello.world_size > kMaxWorldSize) {
    return Reject(conn_id, "HELLO with world size " + std::to_string(hello.world_size) +
                               " out of range (1.." + std::to_string(kMaxWorldSize) + ")");
  }
  if (world_size_ != 0 && hello.world_size != world_size_) {
    return Reject(conn_id, "HELLO with world size " + std::to_string(hello.world_size) +
                               " but the run has world size " + std::to_string(world_size_));
  }
  if (hello.rank >= hello.world_size) {
    return Reject(conn_id, "HELLO with rank " + std::to_string(hello.rank) + " >= world size " +
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
      return Reject(conn_id, RankLabel(hello.rank) + " is already connected (" + rs.host + " pid " +
                                 std::to_string(rs.pid) + ")");
    }
    conns_.erase(static_cast<uint64_t>(rs.conn));
  }
  const int64_t now = Now();
  if (!rs.seen) {
    rs.seen = true;
    rs.first_hello_ns = now;
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
    const int64_t offset = hello.wall_ns != 0
                               ? static_cast<int64_t>(static_cast<uint64_t>(hello.wall_ns) -
                                                      static_cast<uint64_t>(hello.mono_ns))
                               : 0;
    off = host_offsets_.emplace(hello.host, offset).first;
  }
  rs.clock_offset_ns = off->second;
  rs.clock_samples.clear();
  rs.clock_estimated = false;
  rs.clock_skew_ns = rs.clock_spread_ns = 0;
  if (options_.estimate_clocks) SampleClock(rs, hello.rank, hello.mono_ns, /*hello=*/true);
  conns_[conn_id].rank = hello.rank;  // keeps the peer, if known
  SetLive(rs, true);
  PutRankRow(hello.rank, rs);
  TryComplete();
  return base::Status::Ok();
}

void RunState::Handle(RankState& rs, uint32_t rank, const NameInfo& name) {
  if (store_ != nullptr) store_->PutName(rank, name.id, name.name);
  if (name.id < kFirstUserPhase || name.id >= kMaxPhases) {  // a scalar
    if (name.name == kLossScalar) rs.loss_scalar = name.id;
    if (name.name == kGradNormScalar) rs.grad_norm_scalar = name.id;
    if (name.name == kSamplesScalar) rs.samples_scalar = name.id;
    if (name.name == kTokensScalar) rs.tokens_scalar = name.id;
    if (name.name == kFlopsScalar) rs.flops_scalar = name.id;
    if (name.name == kPeakFlopsScalar) rs.peak_flops_scalar = name.id;
    return;
  }
  rs.region_metric[name.id] = metric_table_.Intern(metrics::RegionLabel(name.name));
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

void RunState::Handle(RankState& rs, uint32_t rank, const StepRecord& record) {
  const int64_t wait = metrics::WaitNs(record);
  if (store_ != nullptr) store_->PutStep(rank, record, wait);
  ++rs.records;
  if (record.end_ns != kMissing) {
    rs.last_step_end_wall_ns = WrapAdd(record.end_ns, rs.clock_offset_ns);
  }
  const int64_t step_signed = base::ClampToInt64(record.step);
  // Training signals: finite values go to the step; the run's first
  // non-finite one is kept (late records too: the earliest step wins).
  double loss = std::numeric_limits<double>::quiet_NaN();
  double grad_norm = loss;
  int64_t samples = kMissing, tokens = kMissing;
  const uint8_t scalars = std::min<uint8_t>(record.scalar_count, kMaxScalars);
  for (uint8_t i = 0; i < scalars; ++i) {
    const auto& sc = record.scalars[i];
    if (sc.name_id == rs.flops_scalar || sc.name_id == rs.peak_flops_scalar) {
      if (std::isfinite(sc.value) && sc.value > 0) {
        (sc.name_id == rs.flops_scalar ? rs.flops : rs.peak_flops) = sc.value;
      }
      continue;
    }
    if (sc.name_id == rs.samples_scalar || sc.name_id == rs.tokens_scalar) {
      // Work: a count, so a finite non-negative value (bounded: it is summed).
      if (std::isfinite(sc.value) && sc.value >= 0 && sc.value < 1e15) {
        (sc.name_id == rs.samples_scalar ? samples : tokens) = std::llround(sc.value);
      }
      continue;
    }
    const bool is_loss = rs.loss_scalar >= 0 && sc.name_id == rs.loss_scalar;
    const bool is_grad = rs.grad_norm_scalar >= 0 && sc.name_id == rs.grad_norm_scalar;
    if (!is_loss && !is_grad) continue;
    if (std::isfinite(sc.value)) {
      (is_loss ? loss : grad_norm) = sc.value;
      continue;
    }
    auto& nf = first_non_finite_;
    ++nf.count;
    if (nf.step < 0 || step_signed < nf.step ||
        (step_signed == nf.step && static_cast<int>(rank) < nf.rank)) {
      nf.step = step_signed;
      nf.rank = static_cast<int>(rank);
      nf.name = is_loss ? kLossScalar : kGradNormScalar;
      nf.value = sc.value;
    }
  }
  if (step_signed <= high_water_) {
    ++late_records_;
    SetMaxStep(rs, step_signed);
    return;
  }

  RankStep entry;
  entry.rank = rank;
  entry.loss = loss;
  entry.grad_norm = grad_norm;
  entry.samples = samples;
  entry.tokens = tokens;
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
  for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) {
    const int64_t v = metrics::PhaseNs(record, p);
    if (v != kMissing) entry.metrics.emplace_back(static_cast<uint16_t>(p), v);
  }
  if (wait != kMissing) entry.metrics.emplace_back(metrics::kWaitMetric, wait);
  const int64_t step_ns = record.StepNs();
  if (step_ns != kMissing) entry.metrics.emplace_back(metrics::kStepMetric, step_ns);
  for (int id = kFirstUserPhase; id < kMaxPhases; ++id) {
    const int64_t v = metrics::PhaseNs(record, id);
    if (v == kMissing) continue;
    if (rs.region_metric[id] < 0) {
      rs.region_metric[id] = metric_table_.Intern(metrics::UnnamedRegionLabel(id));
    }
    if (rs.region_metric[id] >= 0) {
      entry.metrics.emplace_back(static_cast<uint16_t>(rs.region_metric[id]), v);
    }
  }

  std::vector<RankStep>& entries = pending_[record.step];
  auto repeat = entries.end();
  if (step_signed <= rs.max_step) {  // replay / out of order: maybe a repeat
    repeat = std::find_if(entries.begin(), entries.end(),
                          [rank](const RankStep& e) { return e.rank == rank; });
  }
  if (repeat != entries.end()) {
    *repeat = std::move(entry);
  } else {
    entries.push_back(std::move(entry));
  }
  SetMaxStep(rs, step_signed);
  TryComplete();
  while (pending_.size() > options_.max_pending_steps) {
    CompletePending(/*forced=*/true);
  }
}

void RunState::Handle(RankState& rs, uint32_t rank, const Heartbeat& hb) {
  rs.activity = hb.activity;
  rs.hb_flags = hb.flags;
  if (hb.collective_seq > 0) rs.collective_seq = hb.collective_seq;
  rs.current_step = hb.current_step;
  rs.steps_done = std::max(rs.steps_done, hb.steps_done);
  rs.last_heartbeat_ns = Now();
  if (options_.estimate_clocks) SampleClock(rs, rank, hb.mono_ns, /*hello=*/false);
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

void RunState::Handle(RankState& rs, uint32_t rank, const ProcessSample& s) {
  if (store_ != nullptr) store_->PutProcessSample(rank, s);
  rs.process.Add(s);
}

void RunState::Handle(RankState& rs, uint32_t /*rank*/, const SystemSample& s) {
  if (store_ != nullptr) store_->PutSystemSample(rs.host, s);
  hosts_[rs.host].Add(s);
}

void RunState::Handle(RankState& rs, uint32_t rank, const Goodbye& g) {
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

void RunState::OnDisconnect(uint64_t conn_id, const std::string& reason, bool failure) {
  base::MutexLock lock(mu_);
  EndConnection(conn_id, reason, failure);
}

void RunState::OnDecodeError(uint64_t conn_id, const std::string& reason) {
  base::MutexLock lock(mu_);
  ++decode_errors_;
  AddError(Describe(conn_id) + ": " + reason);
  EndConnection(conn_id, "protocol error: " + reason, /*failure=*/true);
}

void RunState::OnTruncatedTail(uint64_t /*conn_id*/, size_t /*bytes*/) {
  base::MutexLock lock(mu_);
  ++truncated_tails_;
}

void RunState::OnShutdown(const std::string& reason) {
  base::MutexLock lock(mu_);
  std::vector<uint64_t> ids;
  ids.reserve(conns_.size());
  for (const auto& [id, conn] : conns_) ids.push_back(id);
  for (uint64_t id : ids) EndConnection(id, reason, /*failure=*/false);
  TryComplete();
}

void RunState::EndConnection(uint64_t conn_id, const std::string& reason, bool failure) {
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
  base::MutexLock lock(mu_);
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
  last_complete_step_ = base::ClampToInt64(step);
  high_water_ = std::max(high_water_, last_complete_step_);

  // Timeline point: per phase median / worst across the ranks of this step.
  StepPoint point;
  point.step = step;
  point.ranks_reported = static_cast<uint32_t>(cs.entries.size());
  point.forced = forced;
  if (scratch_.size() < metric_table_.size()) scratch_.resize(metric_table_.size());
  for (const RankStep& e : cs.entries) {
    for (const auto& [metric, value] : e.metrics) {
      scratch_[metric].push_back({static_cast<double>(value) / kNsPerMs, e.rank});
    }
  }
  for (size_t m = 0; m < scratch_.size(); ++m) {
    if (scratch_[m].empty()) continue;
    const Spread s = ComputeSpread(&scratch_[m]);
    point.phases.push_back({static_cast<uint16_t>(m), s.median, s.worst, s.worst_rank});
    scratch_[m].clear();
  }
  // The loss across ranks: median, and the highest with its rank.
  for (const RankStep& e : cs.entries) {
    if (std::isnan(e.loss)) continue;
    scratch_values_.push_back({e.loss, e.rank});
  }
  if (!scratch_values_.empty()) {
    const Spread s = ComputeSpread(&scratch_values_);
    point.loss_median = s.median;
    point.loss_worst = s.worst;
    point.loss_worst_rank = s.worst_rank;
    scratch_values_.clear();
  }
  // Arrival at gradient sync: who was last, and each rank's lateness.
  arrivals_.clear();
  for (const RankStep& e : cs.entries) arrivals_.push_back(e.sync_last_ns);
  const ArrivalComparison arrival = CompareArrivals(arrivals_, &lateness_, &sync_scratch_);
  point.sync_last_lateness_ms = kNaN;
  for (size_t i = 0; arrival.compared && i < cs.entries.size(); ++i) {
    cs.entries[i].sync_lateness_ns = lateness_[i];
    cs.entries[i].sync_last = static_cast<int>(i) == arrival.last;
  }
  if (arrival.last >= 0) {
    const RankStep& last = cs.entries[static_cast<size_t>(arrival.last)];
    point.sync_last_rank = static_cast<int>(last.rank);
    point.sync_last_lateness_ms = static_cast<double>(last.sync_lateness_ns) / kNsPerMs;
  }
  if (store_ != nullptr && store_->tiered()) PutTiers(cs, point);
  timeline_.push_back(std::move(point));
  while (timeline_.size() > options_.window_steps) timeline_.pop_front();

  diagnosis::DiagnosisInput::ThroughputPoint work;
  work.step = step;
  work.end_ns = cs.end_ns;
  for (const RankStep& e : cs.entries) {
    if (e.samples == kMissing) continue;
    work.samples = (std::isnan(work.samples) ? 0.0 : work.samples) + static_cast<double>(e.samples);
  }
  throughput_history_.push_back(work);
  while (throughput_history_.size() > static_cast<size_t>(diagnosis::kThroughputHistorySteps)) {
    throughput_history_.pop_front();
  }

  AddToStats(cs, step);
  window_.push_back(std::move(cs));
  while (window_.size() > options_.window_steps) {
    EvictFromWindow(window_.front());
    window_.pop_front();
  }
}

void RunState::AddToStats(const CompleteStep& cs, uint64_t step) {
  const size_t metric_count = metric_table_.size();
  const bool seeded = step < run_seeded_below_;  // the whole run has it
  auto add = [seeded](WindowAndRun<MeanAcc>& acc, int64_t value) {
    if (seeded) {
      acc.AddWindowOnly(value);
    } else {
      acc.Add(value);
    }
  };
  for (const RankStep& e : cs.entries) {
    RankState& rs = ranks_[e.rank];
    if (rs.metrics.size() < metric_count) rs.metrics.resize(metric_count);
    for (const auto& [metric, value] : e.metrics) add(rs.metrics[metric], value);
    if (e.sync_lateness_ns != kMissing) rs.sync.Add(e.sync_lateness_ns, e.sync_last);
    if (e.samples != kMissing) add(rs.samples, e.samples);
    if (e.tokens != kMissing) add(rs.tokens, e.tokens);
    if (e.mem_peak != kMissing) {
      rs.mem_window.Add(cs.seq, e.mem_peak);
      if (!seeded) rs.mem_run_peak = std::max(rs.mem_run_peak, e.mem_peak);
      mem_sources_.Add(e.mem_cuda);
    }
    if (e.begin_ns != kMissing) {
      run_min_begin_ =
          run_min_begin_ == kMissing ? e.begin_ns : std::min(run_min_begin_, e.begin_ns);
    }
  }
  if (cs.end_ns != kMissing) {
    if (run_first_end_ == kMissing) {
      run_first_end_ = cs.end_ns;
      if (store_ != nullptr && store_->tiered()) {  // for a replay (SeedWholeRun)
        store_->PutMeta(store::kMetaRunFirstEnd, std::to_string(run_first_end_));
        if (run_min_begin_ != kMissing) {
          store_->PutMeta(store::kMetaRunMinBegin, std::to_string(run_min_begin_));
        }
      }
    }
    run_last_end_ = std::max(run_last_end_, cs.end_ns);
  }
}

void RunState::SeedWholeRun(const TierSeed& seed) {
  base::MutexLock lock(mu_);
  // Beyond this a double does not convert to int64 (nanoseconds: 292 years).
  constexpr double kMaxTotal = 9.2e18;
  for (const store::RankMetricTotal& t : seed.buckets.totals) {
    if (t.rank >= ranks_.size() || t.steps == 0) continue;
    RankState& rs = ranks_[t.rank];
    if (t.metric == metrics::kMemoryName) {
      if (t.max >= 0 && t.max < kMaxTotal) {
        rs.mem_run_peak = std::max(rs.mem_run_peak, static_cast<int64_t>(std::llround(t.max)));
      }
      continue;
    }
    if (t.metric == metrics::kLossName || std::fabs(t.sum) >= kMaxTotal) continue;
    if (t.metric == kSamplesScalar || t.metric == kTokensScalar) {
      MeanAcc& work = (t.metric == kSamplesScalar ? rs.samples : rs.tokens).mutable_run();
      work.AddTotal(std::llround(t.sum), t.steps);
      continue;
    }
    if (metrics::IsTierOnlyName(t.metric)) continue;
    const int metric = metric_table_.Intern(t.metric);
    if (metric < 0) continue;  // the table is full
    if (rs.metrics.size() <= static_cast<size_t>(metric)) {
      rs.metrics.resize(static_cast<size_t>(metric) + 1);
    }
    rs.metrics[static_cast<size_t>(metric)].mutable_run().AddTotal(std::llround(t.sum), t.steps);
  }
  run_seeded_below_ = std::max(run_seeded_below_, seed.buckets.end_step);
  if (seed.first_end_ns != kMissing) {
    run_first_end_ = seed.first_end_ns;
    run_seeded_steps_ = seed.aggregated_steps;
    if (seed.min_begin_ns != kMissing) run_min_begin_ = seed.min_begin_ns;
  }
}

void RunState::EvictFromWindow(const CompleteStep& cs) {
  for (const RankStep& e : cs.entries) {
    RankState& rs = ranks_[e.rank];
    for (const auto& [metric, value] : e.metrics) rs.metrics[metric].Evict(value);
    if (e.sync_lateness_ns != kMissing) rs.sync.Evict(e.sync_lateness_ns, e.sync_last);
    if (e.samples != kMissing) rs.samples.Evict(e.samples);
    if (e.tokens != kMissing) rs.tokens.Evict(e.tokens);
    if (e.mem_peak != kMissing) {
      rs.mem_window.Evict(cs.seq);
      mem_sources_.Evict(e.mem_cuda);
    }
  }
}

// ---------------------------------------------------------------------------
// Snapshots.

PhaseStats RunState::MetricStats(int metric, bool whole_run) const {
  const std::string& name = metric_table_.Name(metric);
  std::vector<RankValue> values;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankState& rs = ranks_[r];
    if (static_cast<size_t>(metric) >= rs.metrics.size()) continue;
    const MeanAcc& a = rs.metrics[static_cast<size_t>(metric)].Of(whole_run);
    if (a.count == 0) continue;
    values.push_back({a.Mean() / kNsPerMs, static_cast<uint32_t>(r)});
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
    const int64_t peak = whole_run ? rs.mem_run_peak : rs.mem_window.Max();
    if (peak == kMissing) continue;
    values.push_back({static_cast<double>(peak), static_cast<uint32_t>(r)});
  }
  if (values.empty()) return out;
  const Spread s = ComputeSpread(&values);
  out.measured = true;
  out.source = mem_sources_.Of(whole_run).cuda > 0 ? "cuda_peak_allocated" : "rss";
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
      (run_min_begin_ != kMissing && run_last_end_ != kMissing && run_last_end_ >= run_min_begin_)
          ? static_cast<double>(run_last_end_ - run_min_begin_) / kNsPerSec
          : kNaN;

  const bool whole_run = snap->whole_run;
  for (int m = 0; m < static_cast<int>(metric_table_.size()); ++m) {
    if (m == metrics::kWaitMetric || m == metrics::kStepMetric) continue;
    snap->phases.push_back(MetricStats(m, whole_run));
  }
  snap->step = MetricStats(metrics::kStepMetric, whole_run);
  snap->wait = MetricStats(metrics::kWaitMetric, whole_run);
  snap->wait_share_pct = (snap->step.measured && snap->wait.measured && snap->step.median_ms > 0)
                             ? snap->wait.median_ms / snap->step.median_ms * 100.0
                             : kNaN;
  snap->memory = MemStats(whole_run);

  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankState& rs = ranks_[r];
    if (!rs.seen) continue;
    RankView v;
    v.rank = static_cast<uint32_t>(r);
    v.local_rank = rs.local_rank;
    v.node_first_rank = NodeFirstRank(static_cast<uint32_t>(r), rs.local_rank);
    v.joined_after_s = rs.first_hello_ns != kMissing && first_hello_ns_ != kMissing
                           ? static_cast<double>(rs.first_hello_ns - first_hello_ns_) / 1e9
                           : 0.0;
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
    v.has_process = rs.process.has_sample();
    v.last_process = rs.process.last();
    v.sync_hook = rs.sync_hook;
    v.sync_hook_reason = rs.sync_hook_reason;
    v.in_sync = (rs.hb_flags & kHeartbeatInSync) != 0 && rs.live;
    v.in_dataloader = (rs.hb_flags & kHeartbeatInDataloader) != 0 && rs.live;
    v.clock_sampled = !rs.clock_samples.empty();
    v.clock_estimated = rs.clock_estimated;
    v.clock_skew_ms = static_cast<double>(rs.clock_skew_ns) / 1e6;
    v.clock_spread_ms = static_cast<double>(rs.clock_spread_ns) / 1e6;
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
    v.metric_mean_ms.assign(metric_table_.size(), kNaN);
    for (size_t m = 0; m < rs.metrics.size() && m < metric_table_.size(); ++m) {
      v.metric_mean_ms[m] = rs.metrics[m].Of(whole_run).Mean() / kNsPerMs;
    }

    const SyncAcc& sync = rs.sync.Of(whole_run);
    SyncArrivalStats sa;
    sa.rank = static_cast<uint32_t>(r);
    sa.steps = sync.steps;
    sa.last_arrivals = sync.last_arrivals;
    sa.mean_lateness_ms = sync.steps > 0 ? static_cast<double>(sync.lateness_sum_ns) /
                                               static_cast<double>(sync.steps) / kNsPerMs
                                         : kNaN;
    snap->sync_measured = snap->sync_measured || sync.steps > 0;
    snap->sync_arrival.push_back(sa);
    snap->dropped_records_total += rs.dropped;
    snap->ranks.push_back(std::move(v));

    snap->process.push_back(rs.process.Stats(static_cast<uint32_t>(r)));
  }

  for (const auto& [host, h] : hosts_) snap->hosts.push_back(h.Stats(host));
  // The system panel shows the host of the lowest rank that has samples.
  for (const RankState& rs : ranks_) {
    if (!rs.seen) continue;
    auto it = hosts_.find(rs.host);
    if (it != hosts_.end()) {
      snap->has_system = true;
      snap->system = it->second.last();
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
  snap->metric_names = metric_table_.names();
  snap->health = health_;
  snap->health_episodes.assign(health_episodes_.begin(), health_episodes_.end());
  snap->expected_world_size = ExpectedWorldLocked();
  if (job_ended_) {
    for (uint32_t r = 0; r < snap->expected_world_size; ++r) {
      if (r >= ranks_.size() || !ranks_[r].seen) snap->never_connected.push_back(r);
    }
  }
}

void RunState::FillThroughput(Snapshot* snap) const {
  const bool whole_run = snap->whole_run;
  const double rate = snap->steps_per_sec;
  // Job sums over the ranks that report each (NaN: none does). MFU: model
  // FLOP/s over the peak of the ranks that have both.
  double samples = kNaN, tokens = kNaN, flops = kNaN, flops_with_peak = 0, peak = 0;
  auto add = [](double* sum, double v) {
    if (!std::isnan(v)) *sum = std::isnan(*sum) ? v : *sum + v;
  };
  for (RankView& v : snap->ranks) {
    if (v.rank >= ranks_.size()) continue;
    const RankState& rs = ranks_[v.rank];
    const double s = rs.samples.Of(whole_run).Mean();
    const double t = rs.tokens.Of(whole_run).Mean();
    v.samples_per_sec = rate * s;  // NaN when either is unknown
    v.tokens_per_sec = rate * t;
    v.flops_per_sec = rate * rs.flops;
    v.mfu = v.flops_per_sec / rs.peak_flops;
    add(&samples, s);
    add(&tokens, t);
    add(&flops, v.flops_per_sec);
    if (!std::isnan(v.mfu)) flops_with_peak += v.flops_per_sec, peak += rs.peak_flops;
  }
  snap->samples_per_sec = rate * samples;
  snap->tokens_per_sec = rate * tokens;
  snap->flops_per_sec = flops;
  snap->mfu = peak > 0 ? flops_with_peak / peak : kNaN;
}

Snapshot RunState::GetSnapshot() const {
  base::UniqueMutexLock lock(mu_);
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
    if (!job_ended_ && silence > std::max<int64_t>(2 * interval, kNsPerSecInt))
      until = last + silence;
    snap.steps_per_sec =
        static_cast<double>(last_i - first_i) / (static_cast<double>(until - first) / kNsPerSec);
  }
  FillThroughput(&snap);
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
  lock.Unlock();
  snap.diagnosis = diagnosis::Diagnose(input);
  snap.window_diagnosis = snap.diagnosis;
  return snap;
}

Snapshot RunState::GetRunSnapshot() const {
  base::UniqueMutexLock lock(mu_);
  Snapshot snap;
  snap.whole_run = true;
  FillCommon(&snap);
  snap.window_steps = static_cast<uint32_t>(
      std::min<uint64_t>(steps_completed_, std::numeric_limits<uint32_t>::max()));
  snap.steps_per_sec = kNaN;
  const uint64_t run_steps = steps_completed_ + run_seeded_steps_;
  if (run_steps >= 2 && run_first_end_ != kMissing && run_last_end_ > run_first_end_) {
    snap.steps_per_sec = static_cast<double>(run_steps - 1) /
                         (static_cast<double>(run_last_end_ - run_first_end_) / kNsPerSec);
  }
  FillThroughput(&snap);
  snap.diagnosis_episodes = diagnosis_timeline_.Episodes();
  snap.diagnosis_evaluations = diagnosis_timeline_.evaluations();
  snap.suppressed_blips = diagnosis_timeline_.suppressed_blips();
  const auto run_time = diagnosis_timeline_.WholeRun(DiagnosisKind::kStepTime);
  const auto run_memory = diagnosis_timeline_.WholeRun(DiagnosisKind::kStepMemory);
  const auto run_training = diagnosis_timeline_.WholeRun(DiagnosisKind::kTraining);
  const diagnosis::DiagnosisInput input = BuildDiagnosisInputLocked();
  lock.Unlock();
  snap.window_diagnosis = diagnosis::Diagnose(input);
  snap.diagnosis = snap.window_diagnosis;
  if (run_time) snap.diagnosis.step_time = *run_time;
  if (run_memory) snap.diagnosis.step_memory = *run_memory;
  // A non-finite value is the run's verdict however few steps it covered
  // (the final window says NAN/INF: it is tracked over the whole run).
  if (run_training && snap.window_diagnosis.training.label != diagnosis::kNanInf) {
    snap.diagnosis.training = *run_training;
  }
  return snap;
}

uint64_t RunState::steps_completed() const {
  base::MutexLock lock(mu_);
  return steps_completed_;
}

uint32_t RunState::world_size() const {
  base::MutexLock lock(mu_);
  return world_size_;
}

bool RunState::EvaluateDiagnosis() {
  base::MutexLock eval_lock(eval_mu_);
  diagnosis::DiagnosisInput input;
  uint64_t step = 0;
  int64_t wall_ns = kMissing;
  {
    base::MutexLock lock(mu_);
    if (steps_completed_ == evaluated_steps_ || last_complete_step_ < 0) return false;
    evaluated_steps_ = steps_completed_;
    step = static_cast<uint64_t>(last_complete_step_);
    if (!window_.empty()) wall_ns = window_.back().end_ns;
    input = BuildDiagnosisInputLocked();
  }
  const diagnosis::Diagnoses verdict = diagnosis::Diagnose(input);
  base::MutexLock lock(mu_);
  have_evaluation_ = true;
  diagnosis_timeline_.Update(verdict, step, wall_ns);
  // Viewers see what the timeline stands by: a problem seen by one
  // evaluation only shows once the next confirms it.
  last_evaluation_ = verdict;
  if (auto t = diagnosis_timeline_.Current(DiagnosisKind::kStepTime))
    last_evaluation_.step_time = *t;
  if (auto m = diagnosis_timeline_.Current(DiagnosisKind::kStepMemory))
    last_evaluation_.step_memory = *m;
  if (auto tr = diagnosis_timeline_.Current(DiagnosisKind::kTraining))
    last_evaluation_.training = *tr;
  if (store_ != nullptr) {
    for (const DiagnosisEpisode& e : diagnosis_timeline_.Changed()) {
      const store::EpisodeRow row = DiagnosisTimeline::ToRow(e);
      store_->PutEpisode(row);
      if (row.severity == "warning" || row.severity == "critical") {
        KeepDetailAround(row.start_step, row.label);
        if (!row.open) KeepDetailAround(row.end_step, row.label + " (end)");
      }
    }
  }
  return true;
}

void RunState::FinishDiagnosis() {
  EvaluateDiagnosis();
  base::MutexLock eval_lock(eval_mu_);
  base::MutexLock lock(mu_);
  diagnosis_timeline_.Finish();
  if (store_ != nullptr) {
    for (const DiagnosisEpisode& e : diagnosis_timeline_.Changed()) {
      store_->PutEpisode(DiagnosisTimeline::ToRow(e));
    }
    if (store_->tiered()) FlushRankBuckets();
  }
}

void RunState::PutTiers(const CompleteStep& cs, const StepPoint& point) {
  const uint64_t step = point.step;
  store::StepAggregate agg;
  agg.step = step;
  agg.ranks = point.ranks_reported;
  agg.forced = point.forced;
  agg.last_arrival_rank = point.sync_last_rank;
  if (point.sync_last_rank >= 0) {
    agg.last_arrival_lateness_ns = std::llround(point.sync_last_lateness_ms * kNsPerMs);
  }
  for (const PhasePoint& p : point.phases) {
    agg.stats.push_back({metric_table_.Name(p.metric), p.median_ms * kNsPerMs,
                         p.worst_ms * kNsPerMs, p.worst_rank});
  }
  for (const RankStep& e : cs.entries) {
    if (e.mem_peak != kMissing)
      scratch_values_.push_back({static_cast<double>(e.mem_peak), e.rank});
  }
  if (!scratch_values_.empty()) {
    const Spread m = ComputeSpread(&scratch_values_);
    agg.stats.push_back({metrics::kMemoryName, m.median, m.worst, m.worst_rank});
    scratch_values_.clear();
  }
  if (!std::isnan(point.loss_median)) {
    agg.stats.push_back(
        {metrics::kLossName, point.loss_median, point.loss_worst, point.loss_worst_rank});
  }
  store_->PutStepAggregate(agg);

  // Per-rank buckets: a step of the next bucket closes this one.
  const auto first = static_cast<int64_t>(step / store::kRankBucketSteps * store::kRankBucketSteps);
  if (bucket_first_step_ >= 0 && first != bucket_first_step_) FlushRankBuckets();
  bucket_first_step_ = first;
  for (const RankStep& e : cs.entries) {
    if (bucket_acc_.size() <= e.rank) bucket_acc_.resize(e.rank + 1);
    RankBucketAcc& acc = bucket_acc_[e.rank];
    if (acc.metrics.size() < metric_table_.size()) acc.metrics.resize(metric_table_.size());
    for (const auto& [metric, value] : e.metrics)
      acc.metrics[metric].Add(static_cast<double>(value));
    if (e.mem_peak != kMissing) acc.memory.Add(static_cast<double>(e.mem_peak));
    if (!std::isnan(e.loss)) acc.loss.Add(e.loss);
    if (e.samples != kMissing) acc.samples.Add(static_cast<double>(e.samples));
    if (e.tokens != kMissing) acc.tokens.Add(static_cast<double>(e.tokens));
  }
}

void RunState::FlushRankBuckets() {
  if (bucket_first_step_ < 0) return;
  store::RankBuckets out;
  out.first_step = static_cast<uint64_t>(bucket_first_step_);
  out.metrics = metric_table_.names();
  const auto memory = static_cast<uint16_t>(out.metrics.size());
  out.metrics.emplace_back(metrics::kMemoryName);
  out.metrics.emplace_back(metrics::kLossName);
  out.metrics.emplace_back(kSamplesScalar);
  out.metrics.emplace_back(kTokensScalar);
  auto put = [&out](uint32_t rank, uint16_t metric, BucketCell& c) {
    if (c.count > 0) {
      out.cells.push_back({rank, metric, c.count, c.sum / c.count, c.max});
    }
    c = BucketCell{};
  };
  for (size_t r = 0; r < bucket_acc_.size(); ++r) {
    RankBucketAcc& acc = bucket_acc_[r];
    const auto rank = static_cast<uint32_t>(r);
    for (size_t m = 0; m < acc.metrics.size(); ++m)
      put(rank, static_cast<uint16_t>(m), acc.metrics[m]);
    put(rank, memory, acc.memory);
    put(rank, static_cast<uint16_t>(memory + 1), acc.loss);
    put(rank, static_cast<uint16_t>(memory + 2), acc.samples);
    put(rank, static_cast<uint16_t>(memory + 3), acc.tokens);
  }
  if (!out.cells.empty()) store_->PutRankBuckets(out);
  bucket_first_step_ = -1;
}

void RunState::KeepDetailAround(int64_t step, const std::string& reason) {
  if (store_ == nullptr || !store_->tiered() || step < 0) return;
  const int64_t first = std::max<int64_t>(0, step - static_cast<int64_t>(options_.window_steps));
  store_->KeepDetail(static_cast<uint64_t>(first),
                     static_cast<uint64_t>(step + kKeepDetailAfterSteps), reason);
}

}  // namespace steplens::aggregator

namespace steplens::aggregator {

namespace {

nlohmann::ordered_json FailureToJson(const diagnosis::RankFailureInfo& f) {
  return {{"fatal", f.fatal},
          {"ns", f.ns},
          {"step", f.step},
          {"activity", f.activity},
          {"exc_type", f.exc_type},
          {"exc_bases", f.exc_bases},
          {"message", f.message},
          {"frames", f.frames},
          {"mem_allocated", f.mem_allocated},
          {"mem_reserved", f.mem_reserved},
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

void RunState::SampleClock(RankState& rs, uint32_t rank, int64_t sent_mono_ns, bool hello) {
  if (sent_mono_ns <= 0) return;
  rs.clock_samples.push_back(WrapSub(Now(), sent_mono_ns));
  while (rs.clock_samples.size() > kClockSamples) rs.clock_samples.pop_front();
  const int64_t estimate = *std::min_element(rs.clock_samples.begin(), rs.clock_samples.end());
  std::array<int64_t, kClockSamples> sorted;  // no allocation per heartbeat
  const size_t n = rs.clock_samples.size();
  std::copy(rs.clock_samples.begin(), rs.clock_samples.end(), sorted.begin());
  std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(n / 2),
                   sorted.begin() + static_cast<long>(n));
  rs.clock_spread_ns = WrapSub(sorted[n / 2], estimate);
  // The offset the host's wall clock implies, on the same scale (this
  // host's monotonic clock - the rank's).
  const auto wall_offset = host_offsets_.find(rs.host);
  const int64_t from_wall =
      wall_offset == host_offsets_.end() ? 0 : WrapSub(wall_offset->second, local_wall_offset_ns_);
  rs.clock_skew_ns = WrapSub(estimate, from_wall);
  const int64_t gap = rs.clock_skew_ns < 0 ? -rs.clock_skew_ns : rs.clock_skew_ns;
  if (!rs.clock_estimated) {
    const bool gross = gap > kClockGrossSkewNs;
    const bool settled = rs.clock_samples.size() >= kClockMinSamples && gap > kClockSkewNs;
    if (!gross && !settled) return;
    rs.clock_estimated = true;
    AddError(RankLabel(rank) + "'s clock is " + std::to_string(rs.clock_skew_ns / 1'000'000) +
             " ms off its host's wall clock as seen from here; its times are aligned by the "
             "connection's estimate instead" +
             (hello ? "" : " (from this point on)"));
  }
  // In use: this host's monotonic = the rank's + estimate, expressed as the
  // rank's wall offset (rank mono + offset = this host's wall).
  const int64_t offset = WrapAdd(estimate, local_wall_offset_ns_);
  const int64_t moved = WrapSub(offset, rs.clock_offset_ns);
  if (moved > 100'000 || moved < -100'000) {
    rs.clock_offset_ns = offset;
    if (!hello) PutRankRow(rank, rs);  // a replay uses the latest offset
  }
}

int64_t RunState::LocalMonoNs(const RankState& rs, int64_t rank_mono_ns) const {
  // Same host (or no offset known): one CLOCK_MONOTONIC, unless the rank's
  // clock was found off (an estimate is in use). Another host: via the
  // offset (both hosts' wall clocks, or the estimate).
  if ((rs.host == local_host_ && !rs.clock_estimated) || rs.clock_offset_ns == 0) {
    return rank_mono_ns;
  }
  return WrapSub(WrapAdd(rank_mono_ns, rs.clock_offset_ns), local_wall_offset_ns_);
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
  h.in_collective = (rs.hb_flags & kHeartbeatInCollective) != 0;
  if (rs.seen) h.node_first_rank = NodeFirstRank(r, rs.local_rank);
  h.collective_seq = rs.collective_seq;
  h.current_step = rs.current_step;
  h.last_step = rs.max_step;
  h.last_heartbeat_ns = rs.last_heartbeat_ns;
  if (rs.process.has_sample() && rs.process.last().cpu_pct >= 0)
    h.cpu_pct = rs.process.last().cpu_pct;
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
  in.rejected_connections = rejected_connections_;
  std::vector<double> steps;
  for (const CompleteStep& cs : window_) {
    for (const RankStep& e : cs.entries) {
      if (e.begin_ns != kMissing && e.end_ns != kMissing) {
        steps.push_back(static_cast<double>(e.end_ns - e.begin_ns) / kNsPerMs);
      }
    }
  }
  in.median_step_ms = diagnosis::MedianInPlace(steps);  // NaN when empty
  in.hang_after_ns = options_.hang_after_ms * 1'000'000;
  in.open_hang = open_hang_;
  return in;
}

void RunState::Handle(RankState& rs, uint32_t rank, const FailureReport& f) {
  diagnosis::RankFailureInfo info;
  info.fatal = f.fatal;
  info.ns = LocalMonoNs(rs, f.mono_ns);
  info.step = f.step;
  info.activity = f.activity == Activity::kUserRegion && f.user_phase < kMaxPhases &&
                          rs.region_metric[f.user_phase] >= 0
                      ? metric_table_.Name(rs.region_metric[f.user_phase])
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
  base::MutexLock lock(mu_);
  if (store_ != nullptr)
    store_->PutMeta("rank_exit." + std::to_string(exit.rank), FormatRankExit(exit));
  if (exit.rank < ranks_.size() && ranks_[exit.rank].seen) {
    ranks_[exit.rank].exit = exit;
  } else {
    early_exits_[exit.rank] = exit;
  }
}

void RunState::OnStopRequested(int signal, int64_t at_ns) {
  base::MutexLock lock(mu_);
  if (stop_requested_) return;
  stop_requested_ = true;
  stop_ns_ = at_ns > 0 ? at_ns : Now();
  stop_signal_ = signal;
  if (store_ != nullptr) store_->PutMeta("stop_signal", std::to_string(signal));
}

void RunState::OnJobEnded(int exit_code) {
  base::MutexLock lock(mu_);
  job_ended_ = true;
  job_exit_code_ = exit_code;
}

void RunState::PersistHealth() {
  base::MutexLock lock(mu_);
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
    base::MutexLock lock(mu_);
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
          if (rank < ranks_.size() && ranks_[rank].seen)
            ranks_[rank].exit = *e;
          else
            early_exits_[rank] = *e;
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
  base::MutexLock lock(mu_);
  if (rank >= ranks_.size()) return;
  ranks_[rank].stack = std::move(stack);
  ranks_[rank].stack_unavailable = std::move(unavailable);
}

std::vector<std::tuple<uint32_t, uint32_t, std::string>> RunState::LiveRankPids() const {
  base::MutexLock lock(mu_);
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
    open_hang_steps_ = steps_completed_;
  } else if (!job_ended_ && !stop_requested_) {
    if (open_hang_ && steps_completed_ == open_hang_steps_) {
      // No step has completed since the hang was said: the rules no longer
      // seeing it (the stuck rank's CPU up while its stack is taken, one
      // late heartbeat on a loaded host) does not end it. Nor do ranks
      // dying: that may be the user's signal, which the launcher records a
      // poll later (OnStopRequested, with the signal's time); the rules weigh
      // failures against the open hang (health.h). Progress ends it.
      if (d.label == diagnosis::kHealthOk) d = *open_hang_;
    } else {
      open_hang_.reset();  // resolved: the run moves again
    }
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
    if (d.label != diagnosis::kHealthOk) KeepDetailAround(last_complete_step_, d.label);
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
  base::MutexLock lock(mu_);
  return health_;
}

diagnosis::Diagnosis RunState::EvaluateHealth() {
  base::MutexLock lock(mu_);
  diagnosis::HealthInput in = BuildHealthInputLocked();
  UpdateHealthLocked(diagnosis::DiagnoseHealth(in));
  return health_;
}

}  // namespace steplens::aggregator
