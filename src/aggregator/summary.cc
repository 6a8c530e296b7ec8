#include "aggregator/summary.h"
#include <algorithm>

#include <cmath>
#include <ctime>

#include "aggregator/json_values.h"
#include "aggregator/node_view.h"
#include "aggregator/setup_facts.h"
#include "base/gpu_throttle.h"
#include "base/metrics.h"
#include "diagnosis/config.h"

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

// summary.json lists at most this many (the latest) diagnosis episodes; the
// database keeps them all.
constexpr size_t kSummaryMaxEpisodes = 200;

// Rounded to microseconds / 0.01 % so the file stays readable.
using json::Bytes;
using json::Ms;
using json::Num;
using json::Pct;
using json::RankOrNull;
using json::Round;
using json::TextOrNull;

Json PhaseJson(const PhaseStats& p) {
  Json o = Json::object();
  if (!p.measured) {
    o["median_ms"] = nullptr;
    o["worst_ms"] = nullptr;
    o["worst_rank"] = nullptr;
    o["skew_pct"] = nullptr;
    return o;
  }
  o["median_ms"] = Ms(p.median_ms);
  o["worst_ms"] = Ms(p.worst_ms);
  o["worst_rank"] = RankOrNull(p.worst_rank);
  o["skew_pct"] = Pct(p.skew_pct);
  return o;
}

// Why sync arrival was not measured; "" when it was.
std::string SyncArrivalReason(const Snapshot& snap) {
  if (snap.sync_measured) return "";
  bool any_installed = false;
  for (const RankView& v : snap.ranks) {
    if (v.sync_hook == SyncHook::kNotInstalled || v.sync_hook == SyncHook::kDisabled) {
      std::string reason = "rank " + std::to_string(v.rank) + ": hook " + SyncHookName(v.sync_hook);
      if (!v.sync_hook_reason.empty()) reason += " (" + v.sync_hook_reason + ")";
      return reason;
    }
    any_installed = any_installed || v.sync_hook == SyncHook::kInstalled;
  }
  if (any_installed) {
    return "fewer than two ranks reported arrival times in any step (one "
           "rank, or no gradient synchronisation inside traced steps)";
  }
  return "no rank reported a sync-arrival hook (trace_step without a DDP "
         "model, or a recorder without sync arrival support)";
}

// {"<reason>": samples with it set} for the reasons seen (base/gpu_throttle.h
// names); {} when the clocks were never held back; null when no sample
// reported the reasons.
Json ThrottleCountsJson(const GpuStats& g) {
  if (g.throttle_samples == 0) return nullptr;
  Json counts = Json::object();
  for (const auto& [bit, samples] : g.throttle_bit_samples) {
    for (const std::string& name : base::ThrottleReasonNames(static_cast<int64_t>(bit))) {
      counts[name] = samples;
    }
  }
  return counts;
}

Json SyncArrivalJson(const Snapshot& snap) {
  Json o = Json::object();
  o["measured"] = snap.sync_measured;
  o["reason_if_not"] = TextOrNull(SyncArrivalReason(snap));
  Json ranks = Json::array();
  for (size_t i = 0; i < snap.sync_arrival.size(); ++i) {
    const SyncArrivalStats& a = snap.sync_arrival[i];
    Json r = Json::object();
    r["rank"] = a.rank;
    r["mean_lateness_ms"] = a.steps > 0 ? Ms(a.mean_lateness_ms) : Json(nullptr);
    r["last_arrivals"] = a.last_arrivals;
    r["steps"] = a.steps;
    const SyncHook hook = i < snap.ranks.size() ? snap.ranks[i].sync_hook : SyncHook::kUnknown;
    r["hook"] = SyncHookName(hook);
    ranks.push_back(std::move(r));
  }
  o["ranks"] = std::move(ranks);
  return o;
}

}  // namespace

Json DiagnoseSummary(const Snapshot& snap) {
  Json out = Json::object();
  const bool no_steps = snap.steps_completed == 0;

  // Step time and step memory come from the diagnosis engine
  // (src/diagnosis) over the rolling window of the last complete steps.
  out["step_time"] = diagnosis::ToJson(snap.diagnosis.step_time, diagnosis::JsonKind::kStepTime);
  out["step_memory"] =
      diagnosis::ToJson(snap.diagnosis.step_memory, diagnosis::JsonKind::kStepMemory);
  // Additive: the training family (the logged loss and gradient norm).
  out["training"] = diagnosis::ToJson(snap.diagnosis.training, diagnosis::JsonKind::kTraining);
  if (no_steps) {
    out["step_time"]["summary"] = "No complete training step was recorded.";
    out["step_time"]["action"] =
        "Wrap the training step in steplens.trace_step(...) and run at least one full step.";
  }

  // Health (diagnosis/health.h): the latest evaluation of the health
  // family — HANG, RANK FAILED (culprit, not collateral), STOPPED, OK.
  out["health"] = diagnosis::ToJson(snap.health, diagnosis::JsonKind::kStepTime);
  Json health_timeline = Json::array();
  for (const HealthEpisode& e : snap.health_episodes) {
    health_timeline.push_back(
        Json{{"label", e.label},
             {"rank", RankOrNull(e.rank)},
             {"summary", e.summary},
             {"start_step", e.start_step >= 0 ? Json(e.start_step) : Json(nullptr)},
             {"end_step", e.end_step >= 0 ? Json(e.end_step) : Json(nullptr)},
             {"duration_s", Round(static_cast<double>(e.end_ns - e.start_ns) / 1e9, 1e3)}});
  }
  out["health_timeline"] = std::move(health_timeline);
  // System and process findings: context lines, never above the step
  // diagnoses (additive to the schema-1 diagnosis object).
  Json context = Json::array();
  for (const diagnosis::Diagnosis& d : snap.diagnosis.context) {
    context.push_back(diagnosis::ToJson(d, diagnosis::JsonKind::kContext));
  }
  out["context"] = std::move(context);
  // The configuration family (diagnosis/config.h): setup mistakes from the
  // ranks' SETUP facts, beside the verdicts, never above them.
  Json config = Json::array();
  diagnosis::ConfigInput config_in =
      ConfigInputOf(*snap.setup, snap.world_size, snap.diagnosis.step_time.label);
  const char* h2d = metrics::kBuiltinPhases[static_cast<size_t>(Phase::kHostToDevice)].name;
  for (const PhaseStats& p : snap.phases) {
    if (p.name == h2d && p.measured) config_in.h2d_ms = p.median_ms;
  }
  if (snap.step.measured) config_in.step_ms = snap.step.median_ms;
  for (const diagnosis::Diagnosis& d : diagnosis::DiagnoseConfig(config_in)) {
    config.push_back(diagnosis::ToJson(d, diagnosis::JsonKind::kContext));
  }
  out["config"] = std::move(config);
  if (snap.whole_run) {
    // The verdict over the final window, and the timeline of verdicts
    // (additive): when each label started and ended.
    Json last = Json::object();
    last["step_time"] =
        diagnosis::ToJson(snap.window_diagnosis.step_time, diagnosis::JsonKind::kStepTime);
    last["step_memory"] =
        diagnosis::ToJson(snap.window_diagnosis.step_memory, diagnosis::JsonKind::kStepMemory);
    last["training"] =
        diagnosis::ToJson(snap.window_diagnosis.training, diagnosis::JsonKind::kTraining);
    out["last_window"] = std::move(last);
    out["evaluations"] = snap.diagnosis_evaluations;
    // Problems one evaluation saw and the next did not confirm (left out of
    // the timeline and the whole-run verdict).
    out["suppressed_blips"] = snap.suppressed_blips;
    Json timeline = Json::array();
    const size_t n = snap.diagnosis_episodes.size();
    const size_t first = n > kSummaryMaxEpisodes ? n - kSummaryMaxEpisodes : 0;
    for (size_t i = first; i < n; ++i) {
      const DiagnosisEpisode& e = snap.diagnosis_episodes[i];
      Json j = Json::object();
      j["kind"] = DiagnosisKindName(e.kind);
      j["label"] = e.latest.label;
      j["severity"] = diagnosis::SeverityName(e.max_severity);
      j["rank"] = RankOrNull(e.latest.rank);
      j["phase"] = TextOrNull(e.latest.phase);
      j["start_step"] = e.start_step;
      j["shown_step"] = e.shown_step;
      j["end_step"] = e.end_step;
      j["steps"] = e.steps;
      timeline.push_back(std::move(j));
    }
    out["timeline"] = std::move(timeline);
    out["timeline_truncated"] = first > 0;
  }
  return out;
}

std::string DetailNote(const RunMeta& meta) {
  if (!meta.detail) return "";
  std::string note = meta.detail->Describe();
  if (note.empty() || !meta.detail_replayed) return note;
  if (meta.whole_run_from_buckets) {
    return note +
           (meta.whole_run_rates ? "; step time, memory and rates" : "; step time and memory") +
           " here cover every step (from the per-rank buckets), the diagnosis and arrival figures "
           "only the steps with detail";
  }
  return note + "; the whole-run figures here cover only the steps with detail";
}

namespace {

// run.detail: the store's tiers (docs/reference/summary-json.md).
Json DetailJson(const RunMeta& meta) {
  if (!meta.detail || meta.detail->detail_steps == 0) return nullptr;
  const store::DetailTiers& t = *meta.detail;
  constexpr size_t kMaxSpans = 100;
  Json aggregated = Json::array();
  for (const store::StepSpan& s : t.Aggregated()) {
    if (aggregated.size() == kMaxSpans) break;
    aggregated.push_back(Json::array({s.first, s.last}));
  }
  Json kept = Json::array();
  for (const store::StepSpan& s : t.kept) {
    if (kept.size() == kMaxSpans) break;
    kept.push_back(Json{{"first_step", s.first}, {"last_step", s.last}, {"reason", s.reason}});
  }
  Json out = Json::object();
  out["detail_steps"] = t.detail_steps;
  out["aggregated_steps"] = t.aggregated_rows;
  out["aggregated"] = std::move(aggregated);
  out["kept"] = std::move(kept);
  out["late_rows"] = t.late_rows;
  out["kept_refused"] = t.kept_refused;
  const char* cover = "all_steps";
  if (meta.detail_replayed && t.aggregated_rows > 0) {
    cover = meta.whole_run_from_buckets ? "buckets" : "detail_steps";
  }
  out["statistics_cover"] = cover;
  out["note"] = TextOrNull(DetailNote(meta));
  return out;
}

// A wall time as ISO 8601 UTC to the second ("2026-11-26T23:41:07Z").
std::string IsoUtc(int64_t wall_ns) {
  const std::time_t t = static_cast<std::time_t>(wall_ns / 1'000'000'000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace

// Nodes (aggregator/node_view.h): one entry per launcher, for the views.
Json NodesJson(const Snapshot& snap) {
  Json node_list = Json::array();
  for (const NodeView& n : NodeViews(snap)) {
    Json o = Json::object();
    o["host"] = n.host;
    o["first_rank"] = n.first_rank >= 0 ? Json(n.first_rank) : Json(nullptr);
    o["ranks"] = n.ranks;
    o["steps_min"] = n.steps_min;
    o["steps_max"] = n.steps_max;
    o["finished_ranks"] = n.finished;
    o["lost_ranks"] = n.lost;
    if (n.sampled) {  // live runs: when it joined and how its clocks were aligned
      o["joined_after_s"] = Num(Round(n.joined_after_s, 1e3));
      // two-way: the node's relay's exchange (node_clock.h), the node's wall
      // clock - node 0's = -clock_skew_ms, within ± clock_bound_ms.
      o["clock"] = n.clock;
      o["clock_skew_ms"] = n.clock != "wall" ? Num(Round(-n.clock_offset_ms, 1e3)) : Json(nullptr);
      o["clock_bound_ms"] =
          n.clock == "two-way" ? Num(Round(n.clock_bound_ms, 1e3)) : Json(nullptr);
      o["relay"] = n.relay;
      // A partition: its relay silent since then (node_view.h); null when heard.
      const bool cut = n.unreachable_since_wall_ns != kMissing;
      o["unreachable_since"] = cut ? Json(IsoUtc(n.unreachable_since_wall_ns)) : Json(nullptr);
      o["unreachable_for_s"] = cut ? Num(Round(n.unreachable_for_s, 1e1)) : Json(nullptr);
      // Its ranks' frames on the wire to this aggregator (node_view.h): the
      // total, and the rate (a window's: recent; the whole run's: mean).
      o["bytes_received"] = n.bytes_received;
      o["bytes_per_sec"] = Num(Round(n.bytes_per_sec, 1.0));
    }
    o["slowest_rank"] = n.slowest_rank >= 0 ? Json(n.slowest_rank) : Json(nullptr);
    o["slowest_by"] = n.slowest_rank >= 0 ? Json(n.slowest_by) : Json(nullptr);
    o["slowest_ms"] = n.slowest_rank >= 0 ? Num(Round(n.slowest_ms, 1e3)) : Json(nullptr);
    node_list.push_back(std::move(o));
  }
  return node_list;
}

Json BuildSummary(const RunState& state, const RunMeta& meta) {
  return BuildSummaryFromSnapshot(state.GetRunSnapshot(), meta);
}

Json BuildSummaryFromSnapshot(const Snapshot& snap, const RunMeta& meta) {
  Json doc = Json::object();
  doc["schema_version"] = kSummarySchemaVersion;

  Json run = Json::object();
  run["id"] = snap.run_id;
  run["world_size"] = snap.world_size;
  run["steps_completed"] = snap.steps_completed;
  run["duration_s"] = meta.duration_s >= 0 && std::isfinite(meta.duration_s)
                          ? Json(Round(meta.duration_s, 1e3))
                          : Num(Round(snap.observed_duration_s, 1e3));
  run["exit_code"] = meta.exit_code ? Json(*meta.exit_code) : Json(nullptr);
  run["run_dir"] = meta.run_dir;
  run["command"] = TextOrNull(meta.command);
  run["database_problem"] = TextOrNull(meta.database_problem);
  run["detail"] = DetailJson(meta);
  run["steps_per_sec"] = Num(Round(snap.steps_per_sec, 1e3));
  run["samples_per_sec"] = Num(Round(snap.samples_per_sec, 1e3));
  run["tokens_per_sec"] = Num(Round(snap.tokens_per_sec, 1e3));
  run["tflops"] = Num(snap.flops_per_sec / 1e12);
  run["mfu_pct"] = Num(Round(100.0 * snap.mfu, 1e4));
  run["ranks_seen"] = snap.ranks_seen;
  if (meta.detail_replayed && meta.detail && meta.detail->aggregated_rows > 0) {
    // Replayed from a tiered store: the aggregated steps completed too.
    // Rates over a replay with holes would be wrong: unless the tiers gave
    // the whole run's (whole_run_rates), they are not known here.
    run["steps_completed"] = snap.steps_completed + meta.detail->aggregated_rows;
    if (!meta.whole_run_rates) {
      for (const char* key :
           {"steps_per_sec", "samples_per_sec", "tokens_per_sec", "tflops", "mfu_pct"}) {
        run[key] = nullptr;
      }
    }
  }
  doc["run"] = std::move(run);
  // What the run ran on (setup_facts.h): versions, models, hosts, command
  // line, variables; per-rank differences listed, not hidden.
  doc["environment"] = EnvironmentJson(*snap.setup);

  doc["diagnosis"] = DiagnoseSummary(snap);

  Json step_time = Json::object();
  // The steps the figures below cover: with the buckets, every one.
  step_time["window_steps"] =
      meta.whole_run_from_buckets ? doc["run"]["steps_completed"] : Json(snap.window_steps);
  Json phases = Json::object();
  for (const PhaseStats& p : snap.phases) phases[p.name] = PhaseJson(p);
  phases[metrics::kStepName] = PhaseJson(snap.step);
  phases[metrics::kWaitName] = PhaseJson(snap.wait);
  step_time["phases"] = std::move(phases);
  step_time["wait_share_pct"] = Pct(snap.wait_share_pct);
  step_time["sync_arrival"] = SyncArrivalJson(snap);
  doc["step_time"] = std::move(step_time);

  Json memory = Json::object();
  const MemoryStats& m = snap.memory;
  memory["source"] = TextOrNull(m.source);
  memory["median_peak_bytes"] = m.measured ? Bytes(m.median_peak_bytes) : nullptr;
  memory["worst_peak_bytes"] = m.measured ? Bytes(m.worst_peak_bytes) : nullptr;
  memory["worst_rank"] = m.measured ? RankOrNull(m.worst_rank) : nullptr;
  memory["skew_pct"] = m.measured ? Pct(m.skew_pct) : nullptr;
  doc["step_memory"] = std::move(memory);

  Json ranks = Json::array();
  for (const RankView& r : snap.ranks) {
    Json o = Json::object();
    o["rank"] = r.rank;
    o["host"] = r.host;
    o["pid"] = r.pid;
    o["local_rank"] = r.local_rank;
    o["steps"] = r.steps;
    o["step_records"] = r.step_records;  // received, each step once
    o["samples_per_sec"] = Num(Round(r.samples_per_sec, 1e3));
    o["tokens_per_sec"] = Num(Round(r.tokens_per_sec, 1e3));
    o["tflops"] = Num(r.flops_per_sec / 1e12);
    o["mfu_pct"] = Num(Round(100.0 * r.mfu, 1e4));
    o["dropped_records"] = r.dropped_records;
    o["connected"] = r.connected;
    o["finished"] = r.finished;
    o["disconnect_reason"] = TextOrNull(r.disconnect_reason);
    o["last_step"] = r.last_step >= 0 ? Json(r.last_step) : Json(nullptr);
    o["end"] = r.end;  // diagnosis::RankEndKindName: finished, exception, signal, ...
    o["end_detail"] = TextOrNull(r.end_detail);
    if (r.clock_sampled) {  // live runs: how this rank's times were aligned
      o["clock"] = Json{{"source", r.clock_two_way     ? "two-way"
                                   : r.clock_estimated ? "estimated"
                                                       : "wall"},
                        {"skew_ms", Num(Round(r.clock_skew_ms, 1e3))},
                        {"spread_ms", Num(Round(r.clock_spread_ms, 1e3))}};
      if (r.clock_two_way) o["clock"]["bound_ms"] = Num(Round(r.clock_bound_ms, 1e3));
    }
    ranks.push_back(std::move(o));
  }
  // Ranks the launcher started that never connected (no trace_step there).
  for (uint32_t r : snap.never_connected) {
    Json o = Json::object();
    o["rank"] = r;
    o["host"] = nullptr;
    o["pid"] = nullptr;
    o["local_rank"] = nullptr;
    o["steps"] = 0;
    o["dropped_records"] = 0;
    o["connected"] = false;
    o["finished"] = false;
    o["disconnect_reason"] = nullptr;
    o["last_step"] = nullptr;
    o["end"] = "never_connected";
    o["end_detail"] = "never connected to steplens";
    ranks.push_back(std::move(o));
  }
  doc["ranks"] = std::move(ranks);

  doc["nodes"] = NodesJson(snap);
  // Nodes on another steplens release than this aggregator (one sentence
  // each, naming the node and both releases).
  doc["mixed_installs"] = snap.mixed_installs;

  Json system = Json::object();
  system["measured"] = !snap.hosts.empty();
  Json hosts = Json::array();
  for (const HostStats& h : snap.hosts) {
    Json o = Json::object();
    o["host"] = h.host;
    o["samples"] = h.samples;
    o["cpu_pct_mean"] = Pct(h.cpu_pct_mean);
    o["cpu_pct_max"] = Pct(h.cpu_pct_max);
    o["ram_used_max_bytes"] = Bytes(h.ram_used_max_bytes);
    o["ram_total_bytes"] = Bytes(h.ram_total_bytes);
    Json gpus = Json::array();
    for (size_t i = 0; i < h.gpus.size(); ++i) {
      const GpuStats& g = h.gpus[i];
      gpus.push_back(Json{{"index", i},
                          {"util_pct_mean", Pct(g.util_pct_mean)},
                          {"util_pct_max", Pct(g.util_pct_max)},
                          {"mem_used_max_bytes", Bytes(g.mem_used_max_bytes)},
                          {"mem_total_bytes", Bytes(g.mem_total_bytes)},
                          {"temp_c_max", Pct(g.temp_c_max)},
                          {"power_w_max", Pct(g.power_w_max)},
                          {"sm_clock_mhz_mean", Pct(g.sm_clock_mhz_mean)},
                          {"sm_clock_mhz_min", Pct(g.sm_clock_mhz_min)},
                          {"throttle_samples", g.throttle_samples},
                          {"throttle_reasons", ThrottleCountsJson(g)}});
    }
    o["gpus"] = std::move(gpus);
    hosts.push_back(std::move(o));
  }
  system["hosts"] = std::move(hosts);
  doc["system"] = std::move(system);

  Json process = Json::object();
  Json per_rank = Json::array();
  for (const ProcessStats& p : snap.process) {
    per_rank.push_back(Json{{"rank", p.rank},
                            {"samples", p.samples},
                            {"cpu_pct_mean", Pct(p.cpu_pct_mean)},
                            {"rss_peak_bytes", Bytes(p.rss_peak_bytes)},
                            {"gpu_mem_peak_bytes", Bytes(p.gpu_mem_peak_bytes)}});
  }
  process["ranks"] = std::move(per_rank);
  doc["process"] = std::move(process);

  Json counters = Json::object();
  counters["decode_errors"] = snap.decode_errors;
  counters["rejected_connections"] = snap.rejected_connections;
  counters["late_records"] = snap.late_records;
  counters["forced_steps"] = snap.forced_steps;
  counters["duplicate_records"] = snap.duplicate_records;
  counters["dropped_records"] = snap.dropped_records_total;
  counters["truncated_tails"] = snap.truncated_tails;
  counters["store_dropped_rows"] = snap.store_dropped_rows;
  doc["counters"] = std::move(counters);
  doc["layers"] = LayersJson(snap.layers, snap.layer_steps);  // deep mode; null without
  return doc;
}

}  // namespace steplens::aggregator
