#include "aggregator/run_state.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "base/clock.h"
#include "base/constant_time.h"
#include "base/int64.h"
#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

constexpr double kNsPerMs = 1e6;

std::string RankLabel(uint32_t rank) { return "rank " + std::to_string(rank); }

RunStateOptions Normalized(RunStateOptions options) {
  options.window_steps = std::max<uint32_t>(options.window_steps, 1);
  options.max_pending_steps = std::max<size_t>(options.max_pending_steps, 1);
  options.hello_timeout_ms = std::max<int64_t>(options.hello_timeout_ms, 0);
  return options;
}

}  // namespace

RunState::RunState(RunStateOptions options, store::Store* store)
    : options_(Normalized(std::move(options))),
      store_(store),
      tiers_(store, options_.window_steps),
      health_(store),
      setup_(store) {
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
    const RankConn& c = ranks_[static_cast<size_t>(it->second.rank)].conn;
    return RankLabel(static_cast<uint32_t>(it->second.rank)) + " (" + c.host + " pid " +
           std::to_string(c.pid) + ")";
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

base::Status RunState::OnMessage(uint64_t conn_id, const protocol::Message& message,
                                 uint64_t wire_bytes) {
  base::MutexLock lock(mu_);
  if (const auto* hello = std::get_if<HelloInfo>(&message)) {
    base::Status st = HandleHello(conn_id, *hello);
    if (st.ok() && wire_bytes > 0) {
      auto it = conns_.find(conn_id);
      if (it != conns_.end() && it->second.rank >= 0) {
        ranks_[static_cast<size_t>(it->second.rank)].traffic.Add(Now(), wire_bytes);
      }
    }
    return st;
  }
  auto it = conns_.find(conn_id);
  if (it == conns_.end() || it->second.rank < 0) {
    return Reject(conn_id, "stream does not start with HELLO");
  }
  const auto rank = static_cast<uint32_t>(it->second.rank);
  RankState& rs = ranks_[rank];
  if (wire_bytes > 0) rs.traffic.Add(Now(), wire_bytes);
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
  base::Status st =
      CheckCredentials(conn_id, "RELAY_HELLO", hello.protocol_version, hello.token, hello.run_id);
  if (st.ok()) NoteRelease("the relay", hello.host, hello.steplens_version);
  return st;
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
  NoteRelease("rank " + std::to_string(hello.rank), hello.host, hello.steplens_version);
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
    if (store_ != nullptr) {
      store_->PutMeta("world_size", std::to_string(world_size_));
    }
  }
  if (run_id_.empty()) {
    run_id_ = hello.run_id;
    if (store_ != nullptr) store_->PutMeta("run_id", run_id_);
  }
  RankState& rs = ranks_[hello.rank];
  RankConn& c = rs.conn;
  if (c.connected) {
    // A recorder that reconnects before we noticed its old connection died
    // takes over; a different process claiming the same rank is refused.
    if (c.pid != hello.pid || c.host != hello.host) {
      return Reject(conn_id, RankLabel(hello.rank) + " is already connected (" + c.host + " pid " +
                                 std::to_string(c.pid) + ")");
    }
    conns_.erase(static_cast<uint64_t>(c.conn));
  }
  // Another process for this rank (a restarted worker): its frames are new.
  if (c.seen && (c.pid != hello.pid || c.host != hello.host)) rs.replay.Reset();
  const int64_t now = Now();
  if (!c.seen) {
    c.seen = true;
    c.first_hello_ns = now;
    ++ranks_seen_;
  }
  if (first_hello_ns_ == kMissing) first_hello_ns_ = now;
  if (last_progress_ns_ == kMissing) last_progress_ns_ = now;
  c.local_rank = hello.local_rank;
  c.host = hello.host;
  c.pid = hello.pid;
  c.conn = static_cast<int64_t>(conn_id);
  c.connected = true;
  c.finished = false;
  c.failed = false;
  c.disconnect_reason.clear();
  c.connected_ns = now;
  c.disconnected_ns = kMissing;
  c.unreachable_since_ns = kMissing;
  rs.pos.activity = Activity::kIdle;
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
  rs.clock.Reset(off->second);
  if (options_.estimate_clocks) SampleClock(rs, hello.rank, hello.mono_ns, /*hello=*/true);
  ApplyNodeClock(rs, hello.rank, /*hello=*/true);
  conns_[conn_id].rank = hello.rank;  // keeps the peer, if known
  SetLive(rs, true);
  PutRankRow(hello.rank, rs);
  TryComplete();
  return base::Status::Ok();
}

void RunState::Handle(RankState& rs, uint32_t rank, const NameInfo& name) {
  if (store_ != nullptr) store_->PutName(rank, name.id, name.name);
  if (name.id >= kFirstLayerNameId) {  // deep mode: a module's name
    layers_.Name(rank, static_cast<uint16_t>(name.id - kFirstLayerNameId), name.name);
    return;
  }
  if (name.id < kFirstUserPhase || name.id >= kMaxPhases) {  // a scalar
    rs.signals.Name(name.id, name.name);
    return;
  }
  rs.region_metric[name.id] = metric_table_.Intern(metrics::RegionLabel(name.name));
}

void RunState::SetLive(RankState& rs, bool live) {
  if (rs.conn.live == live) return;
  if (live) {
    ++live_max_steps_[rs.pos.max_step];
  } else {
    DropLiveMaxStep(rs.pos.max_step);
  }
  rs.conn.live = live;
}

void RunState::SetMaxStep(RankState& rs, int64_t step) {
  if (step <= rs.pos.max_step) return;
  if (rs.conn.live) {
    DropLiveMaxStep(rs.pos.max_step);
    ++live_max_steps_[step];
  }
  rs.pos.max_step = step;
}

void RunState::DropLiveMaxStep(int64_t step) {
  auto it = live_max_steps_.find(step);
  if (it == live_max_steps_.end()) return;
  if (--it->second == 0) live_max_steps_.erase(it);
}

void RunState::Handle(RankState& rs, uint32_t rank, const StepRecord& record) {
  if (options_.drop_repeats && !rs.replay.FirstStep(record.step)) {  // sent again
    ++duplicate_records_;
    return;
  }
  const int64_t wait = metrics::WaitNs(record);
  if (store_ != nullptr) store_->PutStep(rank, record, wait);
  ++rs.pos.records;
  if (record.end_ns != kMissing) {
    rs.pos.last_step_end_wall_ns = WrapAdd(record.end_ns, rs.clock.offset_ns());
  }
  const int64_t step_signed = base::ClampToInt64(record.step);
  // Training signals: finite values go to the step; the run's first
  // non-finite one is kept (late records too: the earliest step wins).
  const StepSignals signals = rs.signals.Read(record, rank, step_signed, &first_non_finite_);
  if (step_signed <= high_water_) {
    ++late_records_;
    SetMaxStep(rs, step_signed);
    return;
  }
  RankStep entry = ToRankStep(rs, rank, record, wait, signals);
  std::vector<RankStep>& entries = pending_[record.step];
  if (entries.capacity() == 0) entries.reserve(ExpectedWorldLocked());
  auto repeat = entries.end();
  if (step_signed <= rs.pos.max_step) {  // replay / out of order: maybe a repeat
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

RankStep RunState::ToRankStep(RankState& rs, uint32_t rank, const StepRecord& record,
                              int64_t wait_ns, const StepSignals& signals) {
  RankStep entry;
  entry.rank = rank;
  // One allocation: the built-in phases, wait, step and a few regions.
  entry.metrics.reserve(metrics::kBuiltinPhaseCount + 6);
  entry.loss = signals.loss;
  entry.grad_norm = signals.grad_norm;
  entry.samples = signals.samples;
  entry.tokens = signals.tokens;
  const int64_t offset = rs.clock.offset_ns();
  if (record.begin_ns != kMissing) entry.begin_ns = WrapAdd(record.begin_ns, offset);
  if (record.end_ns != kMissing) entry.end_ns = WrapAdd(record.end_ns, offset);
  // On the host clock also when read on the device (record.h).
  if (record.sync_last_ns != kMissing) entry.sync_last_ns = WrapAdd(record.sync_last_ns, offset);
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
  if (wait_ns != kMissing) entry.metrics.emplace_back(metrics::kWaitMetric, wait_ns);
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
  return entry;
}

void RunState::Handle(RankState& rs, uint32_t rank, const Heartbeat& hb) {
  if (options_.drop_repeats && !rs.replay.NewHeartbeat(hb.mono_ns)) return;  // sent again
  RankPosition& pos = rs.pos;
  pos.activity = hb.activity;
  pos.hb_flags = hb.flags;
  if (hb.collective_seq > 0) pos.collective_seq = hb.collective_seq;
  pos.current_step = hb.current_step;
  pos.steps_done = std::max(pos.steps_done, hb.steps_done);
  pos.last_heartbeat_ns = Now();
  if (options_.estimate_clocks) SampleClock(rs, rank, hb.mono_ns, /*hello=*/false);
  if (hb.sync_hook != SyncHook::kUnknown &&
      (hb.sync_hook != pos.sync_hook || hb.sync_hook_reason != pos.sync_hook_reason)) {
    pos.sync_hook = hb.sync_hook;
    pos.sync_hook_reason = hb.sync_hook_reason;
    PutRankRow(rank, rs);
  }
  if (hb.dropped_records > pos.dropped) {
    pos.dropped = hb.dropped_records;
    PutRankRow(rank, rs);
  }
  if (hb.activity == Activity::kFinished && !rs.conn.finished) {
    rs.conn.finished = true;
    SetLive(rs, false);
    PutRankRow(rank, rs);
    TryComplete();
  }
}

void RunState::Handle(RankState& rs, uint32_t rank, const ProcessSample& s) {
  if (options_.drop_repeats && !rs.replay.NewProcessSample(s.mono_ns)) return;
  if (store_ != nullptr) store_->PutProcessSample(rank, s);
  rs.stats.process.Add(s);
}

void RunState::Handle(RankState& rs, uint32_t /*rank*/, const SystemSample& s) {
  if (options_.drop_repeats && !rs.replay.NewSystemSample(s.mono_ns)) return;
  if (store_ != nullptr) store_->PutSystemSample(rs.conn.host, s);
  hosts_[rs.conn.host].Add(s);
}

void RunState::Handle(RankState& rs, uint32_t rank, const Goodbye& g) {
  rs.pos.steps_done = std::max(rs.pos.steps_done, g.steps_done);
  rs.pos.dropped = std::max(rs.pos.dropped, g.dropped_records);
  rs.conn.finished = true;
  rs.pos.activity = Activity::kFinished;
  SetLive(rs, false);
  PutRankRow(rank, rs);
  TryComplete();
}

void RunState::PutRankRow(uint32_t rank, const RankState& rs) {
  if (store_ == nullptr) return;
  store::RankRow row;
  const RankConn& c = rs.conn;
  row.rank = rank;
  row.local_rank = c.local_rank;
  row.host = c.host;
  row.pid = c.pid;
  row.world_size = world_size_;
  row.connected_ns = c.connected_ns;
  row.disconnected_ns = c.disconnected_ns;
  row.disconnect_reason = c.connected ? "" : c.disconnect_reason;
  row.steps = std::max(rs.pos.records, rs.pos.steps_done);
  row.dropped_records = rs.pos.dropped;
  row.finished = c.finished;
  row.failed = c.failed;
  row.clock_offset_ns = rs.clock.offset_ns();
  row.sync_hook = static_cast<uint8_t>(rs.pos.sync_hook);
  row.sync_hook_reason = rs.pos.sync_hook_reason;
  store_->PutRank(row);
}

void RunState::OnDisconnect(uint64_t conn_id, const std::string& reason, bool failure) {
  base::MutexLock lock(mu_);
  ForgetRelayLink(conn_id);  // run_state_nodes.cc
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
  RankConn& c = rs.conn;
  if (c.conn != static_cast<int64_t>(conn_id)) return;  // superseded
  c.conn = -1;
  c.connected = false;
  c.disconnected_ns = Now();
  if (c.finished) {
    c.disconnect_reason = "finished";
  } else {
    c.disconnect_reason = reason;
    c.failed = failure;
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
    if (!live_max_steps_.empty() && live_max_steps_.begin()->first < step) break;
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

  // The step's point across ranks (also each rank's lateness).
  StepPoint point = point_builder_.Build(step, forced, metric_table_.size(), &cs.entries);
  if (store_ != nullptr) store_->PutStepAggregate(ToAggregate(point, metric_table_.names()));
  tiers_.AddStep(cs.entries, step, metric_table_);
  if (options_.on_step) options_.on_step(point, cs.entries, metric_table_.names());
  timeline_.push_back(std::move(point));
  while (timeline_.size() > std::max<size_t>(options_.window_steps, kStepPointsKept)) {
    timeline_.pop_front();
  }

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
  window_.push_back(std::make_shared<const CompleteStep>(std::move(cs)));
  while (window_.size() > options_.window_steps) {
    EvictFromWindow(*window_.front());
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
    RankStats& st = rs.stats;
    if (st.metrics.size() < metric_count) st.metrics.resize(metric_count);
    for (const auto& [metric, value] : e.metrics) add(st.metrics[metric], value);
    if (e.sync_lateness_ns != kMissing) st.sync.Add(e.sync_lateness_ns, e.sync_last);
    if (e.samples != kMissing) add(rs.signals.samples, e.samples);
    if (e.tokens != kMissing) add(rs.signals.tokens, e.tokens);
    if (e.mem_peak != kMissing) {
      st.mem_window.Add(cs.seq, e.mem_peak);
      if (!seeded) st.mem_run_peak = std::max(st.mem_run_peak, e.mem_peak);
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
      tiers_.RunStart(run_first_end_, run_min_begin_);  // for a replay (SeedWholeRun)
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
    RankStats& st = rs.stats;
    if (t.metric == metrics::kMemoryName) {
      if (t.max >= 0 && t.max < kMaxTotal) {
        st.mem_run_peak = std::max(st.mem_run_peak, static_cast<int64_t>(std::llround(t.max)));
      }
      continue;
    }
    if (t.metric == metrics::kLossName || std::fabs(t.sum) >= kMaxTotal) continue;
    if (t.metric == kSamplesScalar || t.metric == kTokensScalar) {
      MeanAcc& work =
          (t.metric == kSamplesScalar ? rs.signals.samples : rs.signals.tokens).mutable_run();
      work.AddTotal(std::llround(t.sum), t.steps);
      continue;
    }
    if (metrics::IsTierOnlyName(t.metric)) continue;
    const int metric = metric_table_.Intern(t.metric);
    if (metric < 0) continue;  // the table is full
    if (st.metrics.size() <= static_cast<size_t>(metric)) {
      st.metrics.resize(static_cast<size_t>(metric) + 1);
    }
    st.metrics[static_cast<size_t>(metric)].mutable_run().AddTotal(std::llround(t.sum), t.steps);
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
    RankStats& st = rs.stats;
    for (const auto& [metric, value] : e.metrics) st.metrics[metric].Evict(value);
    if (e.sync_lateness_ns != kMissing) st.sync.Evict(e.sync_lateness_ns, e.sync_last);
    if (e.samples != kMissing) rs.signals.samples.Evict(e.samples);
    if (e.tokens != kMissing) rs.signals.tokens.Evict(e.tokens);
    if (e.mem_peak != kMissing) {
      st.mem_window.Evict(cs.seq);
      mem_sources_.Evict(e.mem_cuda);
    }
  }
}

std::vector<CompletedStep> RunState::StepsAfter(int64_t after,
                                                std::vector<std::string>* metric_names) const {
  base::MutexLock lock(mu_);
  std::vector<CompletedStep> out;
  // Both take each completion: the window's steps are timeline_'s last.
  const size_t window_from = timeline_.size() - std::min(timeline_.size(), window_.size());
  size_t i = timeline_.size();
  auto signed_step = [](uint64_t step) {
    return static_cast<int64_t>(std::min<uint64_t>(step, std::numeric_limits<int64_t>::max()));
  };
  while (i > 0 && signed_step(timeline_[i - 1].step) > after) --i;
  for (; i < timeline_.size(); ++i) {
    CompletedStep c{timeline_[i], {}};
    if (i >= window_from) c.entries = window_[i - window_from]->entries;
    out.push_back(std::move(c));
  }
  *metric_names = metric_table_.names();
  return out;
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
  PendingInput pending;
  uint64_t step = 0;
  int64_t wall_ns = kMissing;
  {
    base::MutexLock lock(mu_);
    if (steps_completed_ == evaluated_steps_ || last_complete_step_ < 0) return false;
    evaluated_steps_ = steps_completed_;
    step = static_cast<uint64_t>(last_complete_step_);
    if (!window_.empty()) wall_ns = window_.back()->end_ns;
    pending = TakeDiagnosisInputLocked();
  }
  const diagnosis::Diagnoses verdict =
      diagnosis::Diagnose(FinishDiagnosisInput(std::move(pending)));
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
        tiers_.KeepDetailAround(row.start_step, row.label);
        if (!row.open) tiers_.KeepDetailAround(row.end_step, row.label + " (end)");
      }
    }
  }
  return true;
}

void RunState::Handle(RankState& rs, uint32_t rank, const LayerStep& l) {
  if (options_.drop_repeats && !rs.replay.NewLayerStep(l.step)) return;  // sent again
  layers_.Add(rank, l);
  if (store_ != nullptr) store_->PutLayerStep(rank, l);  // store/layer_table.h
}

void RunState::RestoreLayers(const std::map<std::string, std::string>& meta) {
  base::MutexLock lock(mu_);
  auto it = meta.find("layers");
  if (!layers_.empty() || it == meta.end()) return;
  const nlohmann::json j = nlohmann::json::parse(it->second, nullptr, /*allow_exceptions=*/false);
  if (!layers_.FromJson(j)) AddError("meta key 'layers' is not readable; no per-module figures");
}

void RunState::RestoreSetup(const std::map<std::string, std::string>& meta) {
  base::MutexLock lock(mu_);
  setup_.Restore(meta);
}

void RunState::Handle(RankState& rs, uint32_t rank, const SetupInfo& s) {
  setup_.OnSetup(rank, rs.conn.host, s);
}

void RunState::FinishDiagnosis() {
  EvaluateDiagnosis();
  base::MutexLock eval_lock(eval_mu_);
  base::MutexLock lock(mu_);
  diagnosis_timeline_.Finish();
  if (store_ != nullptr && !layers_.empty()) store_->PutMeta("layers", layers_.ToJson().dump());
  if (store_ != nullptr) {
    for (const DiagnosisEpisode& e : diagnosis_timeline_.Changed()) {
      store_->PutEpisode(DiagnosisTimeline::ToRow(e));
    }
    tiers_.Flush(metric_table_);
  }
}

// ---------------------------------------------------------------------------
// Clocks and health: RunState feeds the units (rank_state.h, run_health.h).

void RunState::SampleClock(RankState& rs, uint32_t rank, int64_t sent_mono_ns, bool hello) {
  const auto host = host_offsets_.find(rs.conn.host);
  const int64_t host_wall_offset =
      host == host_offsets_.end() ? local_wall_offset_ns_ : host->second;
  const RankClock::Sampled sampled =
      rs.clock.Sample(Now(), sent_mono_ns, host_wall_offset, local_wall_offset_ns_);
  if (sampled.switched) {
    AddError(RankLabel(rank) + "'s clock is " + std::to_string(rs.clock.skew_ns() / 1'000'000) +
             " ms off its host's wall clock as seen from here; its times are aligned by the "
             "connection's estimate instead" +
             (hello ? "" : " (from this point on)"));
  }
  if (sampled.moved && !hello) PutRankRow(rank, rs);  // a replay uses the latest offset
}

int64_t RunState::LocalMonoNs(const RankState& rs, int64_t rank_mono_ns) const {
  return rs.clock.LocalMonoNs(rank_mono_ns, rs.conn.host == local_host_, local_wall_offset_ns_);
}

uint32_t RunState::ExpectedWorldLocked() const {
  return std::max(options_.expected_world_size, world_size_);
}

diagnosis::RankHealthInput RunState::RankHealthLocked(uint32_t r) const {
  diagnosis::RankHealthInput h;
  h.rank = r;
  const bool seen = r < ranks_.size() && ranks_[r].conn.seen;
  health_.FillRankEnd(r, seen, &h);
  if (!seen) return h;
  const RankState& rs = ranks_[r];
  const RankConn& c = rs.conn;
  const RankPosition& pos = rs.pos;
  h.host = c.host;
  h.connected_ever = true;
  h.live = c.live;
  h.finished = c.finished;
  h.lost = c.failed;
  h.lost_ns = c.disconnected_ns;
  h.lost_reason = c.disconnect_reason;
  h.activity = ActivityName(pos.activity);
  h.in_step = pos.activity != Activity::kIdle && pos.activity != Activity::kFinished;
  h.in_sync = (pos.hb_flags & kHeartbeatInSync) != 0;
  h.in_dataloader = (pos.hb_flags & kHeartbeatInDataloader) != 0;
  h.in_collective = (pos.hb_flags & kHeartbeatInCollective) != 0;
  h.node_first_rank = NodeFirstRank(r, c.local_rank);
  h.collective_seq = pos.collective_seq;
  h.current_step = pos.current_step;
  h.last_step = pos.max_step;
  h.last_heartbeat_ns = pos.last_heartbeat_ns;
  const ProcessAcc& process = rs.stats.process;
  if (process.has_sample() && process.last().cpu_pct >= 0) h.cpu_pct = process.last().cpu_pct;
  return h;
}

RunProgress RunState::ProgressLocked() const {
  RunProgress p;
  p.now_ns = Now();
  p.world_size = ExpectedWorldLocked();
  p.steps_completed = steps_completed_;
  p.last_complete_step = last_complete_step_;
  p.last_progress_ns = last_progress_ns_;
  p.rejected_connections = rejected_connections_;
  std::vector<double> steps;
  for (const auto& cs : window_) {
    for (const RankStep& e : cs->entries) {
      if (e.begin_ns != kMissing && e.end_ns != kMissing) {
        steps.push_back(static_cast<double>(e.end_ns - e.begin_ns) / kNsPerMs);
      }
    }
  }
  p.median_step_ms = diagnosis::MedianInPlace(steps);  // NaN when empty
  p.hang_after_ns = options_.hang_after_ms * 1'000'000;
  return p;
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
  info.module = f.module;
  health_.OnFailure(rank, info);
}

void RunState::OnRankExit(const RankExit& exit) {
  base::MutexLock lock(mu_);
  health_.OnRankExit(exit, exit.rank < ranks_.size() && ranks_[exit.rank].conn.seen);
}

void RunState::OnStopRequested(int signal, int64_t at_ns) {
  base::MutexLock lock(mu_);
  health_.OnStopRequested(signal, at_ns > 0 ? at_ns : Now());
}

void RunState::OnJobEnded(int exit_code) {
  base::MutexLock lock(mu_);
  health_.OnJobEnded(exit_code);
}

void RunState::PersistHealth() {
  base::MutexLock lock(mu_);
  health_.Persist();
}

void RunState::RestoreHealth(const std::map<std::string, std::string>& meta,
                             std::optional<int> exit_code) {
  {
    base::MutexLock lock(mu_);
    std::vector<bool> seen(ranks_.size());
    for (size_t r = 0; r < ranks_.size(); ++r) seen[r] = ranks_[r].conn.seen;
    const bool stored = health_.Restore(
        meta, exit_code, [&seen](uint32_t rank) { return rank < seen.size() && seen[rank]; });
    if (stored) return;
  }
  EvaluateHealth();
}

void RunState::SetRankStack(uint32_t rank, std::string stack, std::string unavailable) {
  base::MutexLock lock(mu_);
  if (rank >= ranks_.size()) return;
  health_.SetStack(rank, std::move(stack), std::move(unavailable));
}

std::vector<std::tuple<uint32_t, uint32_t, std::string>> RunState::LiveRankPids() const {
  base::MutexLock lock(mu_);
  std::vector<std::tuple<uint32_t, uint32_t, std::string>> out;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankConn& c = ranks_[r].conn;
    if (c.live || (c.finished && !health_.Exited(static_cast<uint32_t>(r)))) {
      out.emplace_back(static_cast<uint32_t>(r), c.pid, c.host);
    }
  }
  return out;
}

diagnosis::Diagnosis RunState::Health() const {
  base::MutexLock lock(mu_);
  return health_.verdict();
}

diagnosis::Diagnosis RunState::EvaluateHealth() {
  base::MutexLock lock(mu_);
  const RunProgress progress = ProgressLocked();
  std::vector<diagnosis::RankHealthInput> ranks;
  for (uint32_t r = 0; r < progress.world_size; ++r) ranks.push_back(RankHealthLocked(r));
  const int64_t keep_at = health_.Update(
      diagnosis::DiagnoseHealth(health_.Input(std::move(ranks), progress)), progress);
  if (keep_at >= 0) tiers_.KeepDetailAround(keep_at, health_.verdict().label);
  return health_.verdict();
}

}  // namespace steplens::aggregator
