// RunState → diagnosis::DiagnosisInput: the rolling window laid out as the
// engine's flat step × rank arrays. Two halves: TakeDiagnosisInputLocked()
// runs under RunState's lock and copies what is small (O(ranks): the rank
// and host context, the window's step pointers); FinishDiagnosisInput()
// runs without it and lays out the window's cells (O(window × ranks ×
// metrics): ~0.1 s at 16 384 ranks, during which ingest goes on). The
// window's steps are immutable once complete, so sharing them is safe.
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>

#include "aggregator/run_state.h"

namespace steplens::aggregator {
namespace {

using diagnosis::Metric;

// The engine numbers the built-in phases, wait and step as the catalogue
// does (diagnosis/input.h): their metric indices are the engine's.
static_assert(static_cast<int>(Metric::kWait) == metrics::kWaitMetric &&
              static_cast<int>(Metric::kStep) == metrics::kStepMetric);

}  // namespace

RunState::PendingInput RunState::TakeDiagnosisInputLocked() const {
  PendingInput p;
  diagnosis::DiagnosisInput& in = p.in;
  p.world = world_size_;
  if (world_size_ == 0) return p;
  const int world = static_cast<int>(world_size_);
  p.window.assign(window_.begin(), window_.end());
  in.throughput.assign(throughput_history_.begin(), throughput_history_.end());
  // The first non-finite value is known only once every rank reported its
  // step (records arrive per rank, in order): until then a rank whose
  // records lag may hold an earlier one, and the rank that arrived first is
  // often the victim (poisoned by the all-reduce a step later). At the end
  // of the job what was seen is all there is.
  if (first_non_finite_.step >= 0 &&
      (first_non_finite_.step <= last_complete_step_ || health_.job_ended())) {
    in.first_non_finite = first_non_finite_;
  }
  in.first_step = window_.empty() || last_complete_step_ < 0
                      ? 0
                      : static_cast<uint64_t>(last_complete_step_) + 1 - window_.size();

  // metric index → engine metric (-1: not used by the engine).
  p.engine_metric.assign(metric_table_.size(), -1);
  for (int m = 0; m <= metrics::kStepMetric && m < static_cast<int>(p.engine_metric.size()); ++m) {
    p.engine_metric[static_cast<size_t>(m)] = m;
  }
  // The comm regions the recorder names itself (a user region of such a
  // name was renamed before it was interned).
  for (size_t i = 0; i < metrics::kCommNames.size(); ++i) {
    const int index = metric_table_.Find(metrics::kCommNames[i]);
    if (index >= 0) {
      p.engine_metric[static_cast<size_t>(index)] =
          diagnosis::kFirstCommMetric + static_cast<int>(i);
    }
  }
  for (size_t i = 0; i < metrics::kSyncNames.size(); ++i) {
    const int index = metric_table_.Find(metrics::kSyncNames[i]);
    if (index >= 0) {
      p.engine_metric[static_cast<size_t>(index)] =
          diagnosis::kFirstSyncMetric + static_cast<int>(i);
    }
  }
  for (size_t i = 0; i < metrics::kCommKindNames.size(); ++i) {
    const int index = metric_table_.Find(metrics::kCommKindNames[i]);
    if (index >= 0) {
      p.engine_metric[static_cast<size_t>(index)] =
          diagnosis::kFirstCommKindMetric + static_cast<int>(i);
    }
  }
  if (const int index = metric_table_.Find(metrics::kCommOverlapName); index >= 0) {
    p.engine_metric[static_cast<size_t>(index)] = static_cast<int>(diagnosis::Metric::kCommOverlap);
  }

  // The arrival hook: installed when any rank reports it; else the first
  // reason a rank gave.
  for (const RankState& rs : ranks_) {
    if (!rs.conn.seen) continue;
    if (rs.pos.sync_hook == SyncHook::kInstalled) in.arrival_hook_installed = true;
    if (in.arrival_missing_reason.empty() && !rs.pos.sync_hook_reason.empty()) {
      in.arrival_missing_reason = rs.pos.sync_hook_reason;
    }
  }

  // Context: the host of the lowest rank with system samples, and every
  // rank's process (whole-run means: the window has no per-sample history).
  for (const RankState& rs : ranks_) {
    if (!rs.conn.seen) continue;
    auto it = hosts_.find(rs.conn.host);
    if (it == hosts_.end()) continue;
    const SystemSample& last = it->second.last();
    if (last.cpu_pct >= 0) in.context.host_cpu_pct = last.cpu_pct;
    in.context.host_ram_used_bytes = last.ram_used_bytes;
    in.context.host_ram_total_bytes = last.ram_total_bytes;
    for (const GpuSample& g : last.gpus) {
      diagnosis::GpuContext gc;
      if (g.util_pct >= 0) gc.util_pct = g.util_pct;
      if (g.temp_c >= 0) gc.temp_c = g.temp_c;
      gc.mem_used_bytes = g.mem_used_bytes;
      gc.mem_total_bytes = g.mem_total_bytes;
      in.context.gpus.push_back(gc);
    }
    p.ram_capacity_bytes = last.ram_total_bytes;
    if (!last.gpus.empty()) p.gpu_capacity_bytes = last.gpus.front().mem_total_bytes;
    break;
  }
  in.context.processes.resize(static_cast<size_t>(world));
  for (int r = 0; r < world; ++r) {
    const RankState& rs = ranks_[r];
    const ProcessAcc& process = rs.stats.process;
    if (!rs.conn.seen || !process.has_sample()) continue;
    diagnosis::ProcessContext& pc = in.context.processes[r];
    pc.cpu_pct = process.CpuPctMean();
    pc.rss_bytes = process.last().rss_bytes;
    pc.main_cpu_pct = process.RecentMainCpuPct();
    pc.main_wait_pct = process.RecentMainWaitPct();
    pc.others_wait_pct = process.RecentOthersWaitPct();
    pc.gpu_mem_bytes = process.last().gpu_mem_bytes;
  }
  return p;
}

diagnosis::DiagnosisInput RunState::FinishDiagnosisInput(PendingInput p) {
  diagnosis::DiagnosisInput in = std::move(p.in);
  if (p.world == 0) return in;
  const int world = static_cast<int>(p.world);
  const int steps = static_cast<int>(p.window.size());

  bool any_arrival = false, any_memory = false, any_cuda = false;
  bool any_loss = false, any_grad_norm = false;
  for (const auto& cs : p.window) {
    for (const RankStep& e : cs->entries) {
      any_loss |= !std::isnan(e.loss);
      any_grad_norm |= !std::isnan(e.grad_norm);
      any_arrival |= e.sync_last_ns != kMissing;
      any_memory |= e.mem_peak != kMissing;
      any_cuda |= e.mem_peak != kMissing && e.mem_cuda;
    }
  }
  // Only the metrics measured somewhere in the window get a step x rank
  // array, allocated when the fill below first meets one: at 16 384 ranks
  // each is 13 MB to allocate and fill, and most of the catalogue is not
  // measured in most runs. A metric never measured is "not measured"
  // (empty), not "missing in every cell".
  constexpr std::array<bool, diagnosis::kMetricCount> kNoMetrics{};
  in.Resize(world, steps, any_arrival, any_memory, &kNoMetrics);
  const size_t cells = static_cast<size_t>(world) * static_cast<size_t>(steps);
  if (any_loss) in.loss.assign(cells, std::numeric_limits<double>::quiet_NaN());
  if (any_grad_norm) in.grad_norm.assign(cells, std::numeric_limits<double>::quiet_NaN());

  for (int s = 0; s < steps; ++s) {
    for (const RankStep& e : p.window[static_cast<size_t>(s)]->entries) {
      if (e.rank >= p.world) continue;
      const size_t at = in.Index(s, static_cast<int>(e.rank));
      for (const auto& [metric, value] : e.metrics) {
        if (metric >= p.engine_metric.size()) continue;
        const int m = p.engine_metric[metric];
        if (m < 0) continue;
        std::vector<int64_t>& column = in.durations_ns[m];
        if (column.empty()) column.assign(cells, kMissing);
        column[at] = value;
      }
      if (any_arrival) in.arrival_ns[at] = e.sync_last_ns;
      if (any_memory && (e.mem_cuda == any_cuda)) in.mem_peak_bytes[at] = e.mem_peak;
      if (any_loss) in.loss[at] = e.loss;
      if (any_grad_norm) in.grad_norm[at] = e.grad_norm;
    }
  }

  if (!in.arrival_hook_installed && in.arrival_missing_reason.empty()) {
    in.arrival_missing_reason = "no rank reported a gradient-synchronisation hook";
  }
  in.arrival_hook_installed |= any_arrival;

  in.memory_source = !any_memory ? diagnosis::MemorySource::kNone
                     : any_cuda  ? diagnosis::MemorySource::kCuda
                                 : diagnosis::MemorySource::kRss;
  if (in.memory_source == diagnosis::MemorySource::kRss) {
    in.memory_capacity_bytes = p.ram_capacity_bytes;
  } else if (in.memory_source == diagnosis::MemorySource::kCuda) {
    in.memory_capacity_bytes = p.gpu_capacity_bytes;
  }
  return in;
}

}  // namespace steplens::aggregator
