// RunState's snapshots: the window and whole-run statistics, each rank's
// view and the throughput, built under the state lock from the units
// RunState holds (run_state.h).
#include <algorithm>
#include <cmath>
#include <limits>

#include "aggregator/layer_verdict.h"
#include "aggregator/run_state.h"

namespace steplens::aggregator {
namespace {

constexpr double kNsPerMs = 1e6;
constexpr double kNsPerSec = 1e9;
constexpr int64_t kNsPerSecInt = 1'000'000'000;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

PhaseStats Unmeasured(const std::string& name) {
  PhaseStats s;
  s.name = name;
  s.measured = false;
  s.median_ms = s.worst_ms = s.skew_pct = kNaN;
  s.worst_rank = -1;
  return s;
}

// Deep mode: the step-time verdicts name the layer (layer_verdict.h).
void NameLayers(Snapshot* s) {
  NameLayer(&s->diagnosis.step_time, s->layers);
  NameLayer(&s->window_diagnosis.step_time, s->layers);
}

}  // namespace

PhaseStats RunState::MetricStats(int metric, bool whole_run) const {
  const std::string& name = metric_table_.Name(metric);
  std::vector<RankValue> values;
  for (size_t r = 0; r < ranks_.size(); ++r) {
    const RankStats& st = ranks_[r].stats;
    if (static_cast<size_t>(metric) >= st.metrics.size()) continue;
    const MeanAcc& a = st.metrics[static_cast<size_t>(metric)].Of(whole_run);
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
    const RankStats& st = ranks_[r].stats;
    const int64_t peak = whole_run ? st.mem_run_peak : st.mem_window.Max();
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
  if (!layers_.empty()) {
    snap->layers = layers_.Rows(world_size_);
    snap->layer_steps = layers_.steps();
  }
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
    if (!rs.conn.seen) continue;
    const SyncAcc& sync = rs.stats.sync.Of(whole_run);
    SyncArrivalStats sa;
    sa.rank = static_cast<uint32_t>(r);
    sa.steps = sync.steps;
    sa.last_arrivals = sync.last_arrivals;
    sa.mean_lateness_ms = sync.steps > 0 ? static_cast<double>(sync.lateness_sum_ns) /
                                               static_cast<double>(sync.steps) / kNsPerMs
                                         : kNaN;
    snap->sync_measured = snap->sync_measured || sync.steps > 0;
    snap->sync_arrival.push_back(sa);
    snap->dropped_records_total += rs.pos.dropped;
    snap->ranks.push_back(ViewOf(static_cast<uint32_t>(r), whole_run));
    snap->process.push_back(rs.stats.process.Stats(static_cast<uint32_t>(r)));
  }

  for (const auto& [host, h] : hosts_) snap->hosts.push_back(h.Stats(host));
  // The system panel shows the host of the lowest rank that has samples.
  for (const RankState& rs : ranks_) {
    if (!rs.conn.seen) continue;
    auto it = hosts_.find(rs.conn.host);
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
  snap->duplicate_records = duplicate_records_;
  snap->truncated_tails = truncated_tails_;
  snap->store_dropped_rows = store_ != nullptr ? store_->dropped_rows() : 0;
  snap->recent_errors.assign(recent_errors_.begin(), recent_errors_.end());
  snap->mixed_installs = mixed_installs_;
  snap->metric_names = metric_table_.names();
  snap->health = health_.verdict();
  snap->health_episodes.assign(health_.episodes().begin(), health_.episodes().end());
  snap->setup = setup_.View();
  snap->expected_world_size = ExpectedWorldLocked();
  if (health_.job_ended()) {
    for (uint32_t r = 0; r < snap->expected_world_size; ++r) {
      if (r >= ranks_.size() || !ranks_[r].conn.seen) snap->never_connected.push_back(r);
    }
  }
}

RankView RunState::ViewOf(uint32_t r, bool whole_run) const {
  const RankState& rs = ranks_[r];
  const RankConn& c = rs.conn;
  const RankPosition& pos = rs.pos;
  RankView v;
  v.rank = r;
  v.local_rank = c.local_rank;
  v.node_first_rank = NodeFirstRank(r, c.local_rank);
  v.joined_after_s = c.first_hello_ns != kMissing && first_hello_ns_ != kMissing
                         ? static_cast<double>(c.first_hello_ns - first_hello_ns_) / kNsPerSec
                         : 0.0;
  v.host = c.host;
  v.pid = c.pid;
  v.connected = c.connected;
  v.finished = c.finished;
  v.failed = c.failed;
  v.disconnect_reason = c.connected ? "" : c.disconnect_reason;
  v.steps = std::max(pos.records, pos.steps_done);
  v.step_records = pos.records;
  v.bytes_received = rs.traffic.total();
  v.bytes_per_sec = whole_run ? rs.traffic.MeanPerSec() : rs.traffic.PerSec(Now());
  if (c.unreachable_since_ns != kMissing && !c.finished) {
    v.unreachable_since_wall_ns = WrapAdd(c.unreachable_since_ns, local_wall_offset_ns_);
    v.unreachable_for_s = static_cast<double>(Now() - c.unreachable_since_ns) / kNsPerSec;
  }
  v.dropped_records = pos.dropped;
  v.activity = pos.activity;
  v.current_step = pos.current_step;
  v.last_heartbeat_ns = pos.last_heartbeat_ns;
  v.last_step = pos.max_step;
  v.has_process = rs.stats.process.has_sample();
  v.last_process = rs.stats.process.last();
  v.sync_hook = pos.sync_hook;
  v.sync_hook_reason = pos.sync_hook_reason;
  v.in_sync = (pos.hb_flags & kHeartbeatInSync) != 0 && c.live;
  v.in_dataloader = (pos.hb_flags & kHeartbeatInDataloader) != 0 && c.live;
  v.clock_sampled = rs.clock.sampled();
  v.clock_estimated = rs.clock.estimated();
  v.clock_skew_ms = static_cast<double>(rs.clock.skew_ns()) / kNsPerMs;
  v.clock_spread_ms = static_cast<double>(rs.clock.spread_ns()) / kNsPerMs;
  v.clock_two_way = rs.clock.two_way();
  v.clock_bound_ms = static_cast<double>(rs.clock.bound_ns()) / kNsPerMs;
  v.via_relay = c.connected && c.conn >= 0 && channel_relay_.count(static_cast<uint64_t>(c.conn));
  DescribeRankEnd(RankHealthLocked(r), health_.job_ended(), &v.end, &v.end_detail);
  v.last_step_end_wall_ns = pos.last_step_end_wall_ns;
  v.metric_mean_ms.assign(metric_table_.size(), kNaN);
  const RankStats& st = rs.stats;
  for (size_t m = 0; m < st.metrics.size() && m < metric_table_.size(); ++m) {
    v.metric_mean_ms[m] = st.metrics[m].Of(whole_run).Mean() / kNsPerMs;
  }
  return v;
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
    const RankSignals& sig = ranks_[v.rank].signals;
    const double s = sig.samples.Of(whole_run).Mean();
    const double t = sig.tokens.Of(whole_run).Mean();
    v.samples_per_sec = rate * s;  // NaN when either is unknown
    v.tokens_per_sec = rate * t;
    v.flops_per_sec = rate * sig.flops();
    v.mfu = v.flops_per_sec / sig.peak_flops();
    add(&samples, s);
    add(&tokens, t);
    add(&flops, v.flops_per_sec);
    if (!std::isnan(v.mfu)) flops_with_peak += v.flops_per_sec, peak += sig.peak_flops();
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
    if (window_[i]->end_ns == kMissing) continue;
    if (first == kMissing) {
      first = window_[i]->end_ns;
      first_i = i;
    }
    last = window_[i]->end_ns;
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
    if (!health_.job_ended() && silence > std::max<int64_t>(2 * interval, kNsPerSecInt))
      until = last + silence;
    snap.steps_per_sec =
        static_cast<double>(last_i - first_i) / (static_cast<double>(until - first) / kNsPerSec);
  }
  FillThroughput(&snap);
  snap.timeline.assign(timeline_.end() - static_cast<long>(std::min<size_t>(timeline_.size(),
                                                                            options_.window_steps)),
                       timeline_.end());
  snap.diagnosis_episodes = diagnosis_timeline_.Episodes();
  snap.diagnosis_evaluations = diagnosis_timeline_.evaluations();
  snap.suppressed_blips = diagnosis_timeline_.suppressed_blips();
  if (options_.snapshots_use_evaluations && have_evaluation_) {
    snap.diagnosis = last_evaluation_;
    snap.window_diagnosis = last_evaluation_;
    NameLayers(&snap);
    return snap;
  }
  PendingInput pending = TakeDiagnosisInputLocked();
  lock.Unlock();
  snap.diagnosis = diagnosis::Diagnose(FinishDiagnosisInput(std::move(pending)));
  snap.window_diagnosis = snap.diagnosis;
  NameLayers(&snap);
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
  PendingInput pending = TakeDiagnosisInputLocked();
  lock.Unlock();
  snap.window_diagnosis = diagnosis::Diagnose(FinishDiagnosisInput(std::move(pending)));
  snap.diagnosis = snap.window_diagnosis;
  if (run_time) snap.diagnosis.step_time = *run_time;
  if (run_memory) snap.diagnosis.step_memory = *run_memory;
  // A non-finite value is the run's verdict however few steps it covered
  // (the final window says NAN/INF: it is tracked over the whole run).
  if (run_training && snap.window_diagnosis.training.label != diagnosis::kNanInf) {
    snap.diagnosis.training = *run_training;
  }
  NameLayers(&snap);
  return snap;
}

}  // namespace steplens::aggregator
