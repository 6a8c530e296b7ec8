#include "server/prometheus.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "aggregator/node_view.h"
#include "base/gpu_throttle.h"
#include "diagnosis/diagnosis.h"

namespace steplens::server {
namespace {

constexpr double kMsPerSecond = 1e3;
constexpr double kNsPerSecond = 1e9;

using Labels = std::vector<std::pair<std::string, std::string>>;

struct Family {
  const char* name;
  const char* type;  // gauge, counter
  const char* help;
  std::string samples;
};

// The families, in exposition order.
enum FamilyId : int {
  kWorldSize,
  kStepsCompleted,
  kStepsPerSecond,
  kSamplesPerSecond,
  kTokensPerSecond,
  kModelFlopsPerSecond,
  kMfu,
  kRankSteps,
  kLastStepTimestamp,
  kRankConnected,
  kRankFailed,
  kPhaseWindowMean,
  kPhaseRunMean,
  kSyncLateness,
  kProcessRss,
  kProcessGpuMemory,
  kGpuUtilization,
  kGpuMemoryUsed,
  kGpuMemoryTotal,
  kGpuTemperature,
  kGpuPower,
  kGpuSmClock,
  kGpuThrottleReason,
  kDroppedRecords,
  kDiagnosis,
  kDiagnosisSeverity,
  kLateRecords,
  kDecodeErrors,
  kStoreDroppedRows,
  kNodeClockOffset,
  kNodeClockBound,
  kNodeRanks,
  kNodeRanksConnected,
  kNodeRelayUp,
  kNodeSlowestRank,
  kNodeUnreachable,
  kNodeBytesReceived,
};

std::vector<Family> MakeFamilies() {
  return {
      {"steplens_world_size", "gauge", "Ranks the run was started with.", ""},
      {"steplens_steps_completed_total", "counter",
       "Steps every live rank has reported (complete steps).", ""},
      {"steplens_steps_per_second", "gauge", "Complete steps per second over the rolling window.",
       ""},
      {"steplens_samples_per_second", "gauge",
       "Samples per second over the rolling window: the job (no rank label) and each rank.", ""},
      {"steplens_tokens_per_second", "gauge",
       "Tokens per second over the rolling window: the job (no rank label) and each rank.", ""},
      {"steplens_model_flops_per_second", "gauge",
       "Model FLOP/s over the rolling window (model FLOPs of a step x steps/s): the job (no rank "
       "label) and each rank.",
       ""},
      {"steplens_mfu_ratio", "gauge",
       "Model FLOPs utilisation over the rolling window (0-1): the job and each rank; absent when "
       "the device's peak is unknown.",
       ""},
      {"steplens_rank_steps_total", "counter", "Step records received from the rank.", ""},
      {"steplens_last_step_timestamp_seconds", "gauge",
       "Unix time at which the rank's latest step ended (alert when it stops moving).", ""},
      {"steplens_rank_connected", "gauge", "1 while the rank's connection is open.", ""},
      {"steplens_rank_failed", "gauge",
       "1 when the rank disconnected mid-run without saying goodbye.", ""},
      {"steplens_phase_window_mean_seconds", "gauge",
       "Mean time per step of a phase on a rank over the rolling window.", ""},
      {"steplens_phase_run_mean_seconds", "gauge",
       "Mean time per step of a phase on a rank over the whole run.", ""},
      {"steplens_sync_lateness_window_mean_seconds", "gauge",
       "Mean lateness of the rank at gradient synchronisation over the window "
       "(the straggler is late, the others are not).",
       ""},
      {"steplens_process_resident_memory_bytes", "gauge",
       "Resident memory of the rank's process (latest sample).", ""},
      {"steplens_process_gpu_memory_bytes", "gauge",
       "GPU memory the rank's process uses on all devices, from NVML (latest sample).", ""},
      {"steplens_gpu_utilization_ratio", "gauge",
       "Share of time a kernel ran on the GPU (0-1, NVML, latest sample of its host).", ""},
      {"steplens_gpu_memory_used_bytes", "gauge", "GPU memory in use (NVML, latest sample).", ""},
      {"steplens_gpu_memory_total_bytes", "gauge", "GPU memory installed (NVML).", ""},
      {"steplens_gpu_temperature_celsius", "gauge", "GPU temperature (NVML, latest sample).", ""},
      {"steplens_gpu_power_watts", "gauge", "GPU power draw (NVML, latest sample).", ""},
      {"steplens_gpu_sm_clock_hertz", "gauge", "GPU SM clock (NVML, latest sample).", ""},
      {"steplens_gpu_throttle_reason", "gauge",
       "1 while NVML reports the reason holding the GPU's clocks down (clocks-event reasons), "
       "0 otherwise.",
       ""},
      {"steplens_dropped_records_total", "counter",
       "Records the rank's recorder dropped (ring buffer full).", ""},
      {"steplens_diagnosis", "gauge",
       "The current diagnosis of each kind as labels (value always 1).", ""},
      {"steplens_diagnosis_severity", "gauge",
       "Severity of the current diagnosis: 0 info, 1 warning, 2 critical.", ""},
      {"steplens_late_records_total", "counter",
       "Step records that arrived after their step completed.", ""},
      {"steplens_decode_errors_total", "counter", "Connections closed for malformed frames.", ""},
      {"steplens_store_dropped_rows_total", "counter",
       "Rows the run database dropped because its queue was full.", ""},
      {"steplens_node_clock_offset_seconds", "gauge",
       "A node's clock minus node 0's, from its relay's two-way clock exchange.", ""},
      {"steplens_node_clock_bound_seconds", "gauge",
       "The error bound of steplens_node_clock_offset_seconds (half the best round trip).", ""},
      {"steplens_node_ranks", "gauge", "Ranks of the node that said HELLO.", ""},
      {"steplens_node_ranks_connected", "gauge", "Ranks of the node connected now.", ""},
      {"steplens_node_relay_up", "gauge",
       "1 while the node's relay carries its ranks, 0 once its connection was lost (nodes "
       "behind a relay only).",
       ""},
      {"steplens_node_slowest_rank_seconds", "gauge",
       "The node's own slowest rank (label rank): its mean lateness at gradient sync (by="
       "\"lateness\") when measured, else its mean step time (by=\"step\"), over the window.",
       ""},
      {"steplens_node_unreachable_seconds", "gauge",
       "How long the node's relay has sent nothing (a partition; 0 while it is heard; nodes "
       "behind a relay only).",
       ""},
      {"steplens_node_bytes_received_total", "counter",
       "Bytes the node's ranks' frames took on the wire to this aggregator (directly or through "
       "its relay; replays after a reconnect included).",
       ""},
  };
}

std::string FormatValue(double v) {
  char buf[40];
  if (std::isinf(v)) return v > 0 ? "+Inf" : "-Inf";
  if (v == std::floor(v) && std::fabs(v) < 1e15) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
  } else {
    std::snprintf(buf, sizeof buf, "%.15g", v);
  }
  return buf;
}

void Add(Family* f, const Labels& labels, double value) {
  if (std::isnan(value)) return;  // unmeasured: no sample
  std::string& out = f->samples;
  out += f->name;
  if (!labels.empty()) {
    out += '{';
    for (size_t i = 0; i < labels.size(); ++i) {
      if (i > 0) out += ',';
      out += labels[i].first;
      out += "=\"";
      out += EscapeLabelValue(labels[i].second);
      out += '"';
    }
    out += '}';
  }
  out += ' ';
  out += FormatValue(value);
  out += '\n';
}

void AddDiagnosis(std::vector<Family>* fams, const std::string& run, const char* kind,
                  const diagnosis::Diagnosis& d) {
  Add(&(*fams)[kDiagnosis],
      {{"run", run},
       {"kind", kind},
       {"label", d.label},
       {"severity", diagnosis::SeverityName(d.severity)},
       {"rank", d.rank >= 0 ? std::to_string(d.rank) : ""},
       {"phase", d.phase}},
      1.0);
  Add(&(*fams)[kDiagnosisSeverity], {{"run", run}, {"kind", kind}},
      static_cast<double>(static_cast<int>(d.severity)));
}

// Each host's latest NVML sample, per GPU; a figure not measured has no
// sample. Every known throttle reason has a series (0 or 1) once the mask is
// measured; a bit NVML adds later shows under its hex value.
// Each node (aggregator/node_view.h; node: its place by first rank,
// torchrun's node rank when nodes have the same number of ranks): its ranks,
// relay, bytes received (live runs), slowest rank and, with a two-way clock
// estimate, offset and bound.
void AddNodes(std::vector<Family>* f, const std::string& run, const aggregator::Snapshot& s) {
  for (const aggregator::NodeView& n : aggregator::NodeViews(s)) {
    const Labels l = {{"run", run}, {"node", std::to_string(n.index)}, {"host", n.host}};
    Add(&(*f)[kNodeRanks], l, static_cast<double>(n.ranks.size()));
    Add(&(*f)[kNodeRanksConnected], l, n.connected);
    if (n.relay == aggregator::kRelayUp || n.relay == aggregator::kRelayLost) {
      Add(&(*f)[kNodeRelayUp], l, n.relay == aggregator::kRelayUp ? 1.0 : 0.0);
      Add(&(*f)[kNodeUnreachable], l, n.unreachable_for_s);
    }
    if (n.sampled) Add(&(*f)[kNodeBytesReceived], l, static_cast<double>(n.bytes_received));
    if (n.slowest_rank >= 0) {
      Labels sl = l;
      sl.emplace_back("rank", std::to_string(n.slowest_rank));
      sl.emplace_back("by", n.slowest_by);
      Add(&(*f)[kNodeSlowestRank], sl, n.slowest_ms / kMsPerSecond);
    }
    if (n.clock != "two-way") continue;
    Add(&(*f)[kNodeClockOffset], l, n.clock_offset_ms / kMsPerSecond);
    Add(&(*f)[kNodeClockBound], l, n.clock_bound_ms / kMsPerSecond);
  }
}

void AddGpus(std::vector<Family>* fams, const std::string& run,
             const std::vector<aggregator::HostStats>& hosts) {
  constexpr double kPercent = 100.0;
  constexpr double kHzPerMhz = 1e6;
  auto& f = *fams;
  for (const aggregator::HostStats& h : hosts) {
    for (size_t i = 0; i < h.last.gpus.size(); ++i) {
      const GpuSample& g = h.last.gpus[i];
      const Labels l = {{"run", run}, {"host", h.host}, {"gpu", std::to_string(i)}};
      if (g.util_pct >= 0) Add(&f[kGpuUtilization], l, g.util_pct / kPercent);
      if (g.mem_used_bytes != kMissing) {
        Add(&f[kGpuMemoryUsed], l, static_cast<double>(g.mem_used_bytes));
      }
      if (g.mem_total_bytes != kMissing) {
        Add(&f[kGpuMemoryTotal], l, static_cast<double>(g.mem_total_bytes));
      }
      if (g.temp_c >= 0) Add(&f[kGpuTemperature], l, g.temp_c);
      if (g.power_w >= 0) Add(&f[kGpuPower], l, g.power_w);
      if (g.sm_clock_mhz >= 0) Add(&f[kGpuSmClock], l, g.sm_clock_mhz * kHzPerMhz);
      if (g.throttle_reasons == kMissing) continue;
      uint64_t known = 0;
      for (const base::ThrottleReason& r : base::kThrottleReasons) {
        known |= r.bit;
        Labels rl = l;
        rl.emplace_back("reason", r.name);
        Add(&f[kGpuThrottleReason], rl, (g.throttle_reasons & r.bit) != 0 ? 1.0 : 0.0);
      }
      const int64_t unknown = g.throttle_reasons & ~static_cast<int64_t>(known);
      for (const std::string& name : base::ThrottleReasonNames(unknown)) {
        Labels rl = l;
        rl.emplace_back("reason", name);
        Add(&f[kGpuThrottleReason], rl, 1.0);
      }
    }
  }
}

void AddRun(std::vector<Family>* fams, const aggregator::Snapshot& window,
            const aggregator::Snapshot& whole) {
  auto& f = *fams;
  const std::string& run = window.run_id;
  const Labels run_labels = {{"run", run}};
  if (window.world_size > 0) Add(&f[kWorldSize], run_labels, window.world_size);
  Add(&f[kStepsCompleted], run_labels, static_cast<double>(window.steps_completed));
  Add(&f[kStepsPerSecond], run_labels, window.steps_per_sec);
  Add(&f[kSamplesPerSecond], run_labels, window.samples_per_sec);
  Add(&f[kTokensPerSecond], run_labels, window.tokens_per_sec);
  Add(&f[kModelFlopsPerSecond], run_labels, window.flops_per_sec);
  Add(&f[kMfu], run_labels, window.mfu);
  Add(&f[kLateRecords], run_labels, static_cast<double>(window.late_records));
  Add(&f[kDecodeErrors], run_labels, static_cast<double>(window.decode_errors));
  Add(&f[kStoreDroppedRows], run_labels, static_cast<double>(window.store_dropped_rows));

  for (const aggregator::RankView& r : window.ranks) {
    const Labels rank_labels = {{"run", run}, {"rank", std::to_string(r.rank)}, {"host", r.host}};
    Add(&f[kRankSteps], rank_labels, static_cast<double>(r.steps));
    Add(&f[kSamplesPerSecond], rank_labels, r.samples_per_sec);
    Add(&f[kTokensPerSecond], rank_labels, r.tokens_per_sec);
    Add(&f[kModelFlopsPerSecond], rank_labels, r.flops_per_sec);
    Add(&f[kMfu], rank_labels, r.mfu);
    if (r.last_step_end_wall_ns != kMissing) {
      Add(&f[kLastStepTimestamp], rank_labels,
          static_cast<double>(r.last_step_end_wall_ns) / kNsPerSecond);
    }
    Add(&f[kRankConnected], rank_labels, r.connected ? 1.0 : 0.0);
    Add(&f[kRankFailed], rank_labels, r.failed ? 1.0 : 0.0);
    Add(&f[kDroppedRecords], rank_labels, static_cast<double>(r.dropped_records));
    if (r.has_process) {
      if (r.last_process.rss_bytes != kMissing) {
        Add(&f[kProcessRss], rank_labels, static_cast<double>(r.last_process.rss_bytes));
      }
      if (r.last_process.gpu_mem_bytes != kMissing) {
        Add(&f[kProcessGpuMemory], rank_labels, static_cast<double>(r.last_process.gpu_mem_bytes));
      }
    }
    for (size_t m = 0; m < r.metric_mean_ms.size() && m < window.metric_names.size(); ++m) {
      Labels l = rank_labels;
      l.emplace_back("phase", window.metric_names[m]);
      Add(&f[kPhaseWindowMean], l, r.metric_mean_ms[m] / kMsPerSecond);
    }
  }
  for (const aggregator::RankView& r : whole.ranks) {
    for (size_t m = 0; m < r.metric_mean_ms.size() && m < whole.metric_names.size(); ++m) {
      Add(&f[kPhaseRunMean],
          {{"run", run},
           {"rank", std::to_string(r.rank)},
           {"host", r.host},
           {"phase", whole.metric_names[m]}},
          r.metric_mean_ms[m] / kMsPerSecond);
    }
  }
  AddNodes(&f, run, window);
  AddGpus(fams, run, window.hosts);
  for (const aggregator::SyncArrivalStats& s : window.sync_arrival) {
    if (s.steps == 0) continue;
    std::string host;
    for (const auto& r : window.ranks) {
      if (r.rank == s.rank) host = r.host;
    }
    Add(&f[kSyncLateness], {{"run", run}, {"rank", std::to_string(s.rank)}, {"host", host}},
        s.mean_lateness_ms / kMsPerSecond);
  }
  AddDiagnosis(fams, run, "step_time", window.diagnosis.step_time);
  AddDiagnosis(fams, run, "step_memory", window.diagnosis.step_memory);
  if (window.diagnosis.training.label != diagnosis::kNoData) {
    AddDiagnosis(fams, run, "training", window.diagnosis.training);
  }
  // Health (HANG, RANK FAILED, STOPPED, OK): alert on kind="health",
  // severity="critical".
  if (window.health.label != diagnosis::kNoData) AddDiagnosis(fams, run, "health", window.health);
}

}  // namespace

std::string EscapeLabelValue(const std::string& value) {
  std::string out;
  out.reserve(value.size());
  for (char c : value) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '"') {
      out += "\\\"";
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out += c;
    }
  }
  return out;
}

std::string RenderPrometheus(const std::vector<MetricsRun>& runs) {
  std::vector<Family> fams = MakeFamilies();
  for (const MetricsRun& r : runs) {
    if (r.window == nullptr || r.run == nullptr) continue;
    AddRun(&fams, *r.window, *r.run);
  }
  std::string out;
  for (const Family& f : fams) {
    out += "# HELP ";
    out += f.name;
    out += ' ';
    out += f.help;
    out += "\n# TYPE ";
    out += f.name;
    out += ' ';
    out += f.type;
    out += '\n';
    out += f.samples;
  }
  return out;
}

std::string RenderLiveRuns(const std::vector<const aggregator::RunState*>& states) {
  std::vector<aggregator::Snapshot> windows, wholes;
  windows.reserve(states.size());
  wholes.reserve(states.size());
  std::vector<MetricsRun> runs;
  for (const aggregator::RunState* state : states) {
    if (state == nullptr) continue;
    windows.push_back(state->GetSnapshot());
    wholes.push_back(state->GetRunSnapshot());
    runs.push_back(MetricsRun{&windows.back(), &wholes.back()});
  }
  return RenderPrometheus(runs);
}

}  // namespace steplens::server
