#include "server/served_run.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>

#include <sys/stat.h>

#include "aggregator/json_values.h"
#include "base/clock.h"
#include "base/gpu_throttle.h"
#include "base/metrics.h"
#include "store/meta_table.h"
#include "store/store.h"

namespace steplens::server {
namespace {

using Json = nlohmann::ordered_json;

constexpr double kNsPerSec = 1e9;
constexpr int64_t kNsPerMs = 1'000'000;

using aggregator::json::Bytes;
using aggregator::json::Ms;
using aggregator::json::Pct;
using aggregator::json::RankOrNull;
using aggregator::json::RoundOrNull;

int SeverityLevel(const Json& diagnosis) {
  if (!diagnosis.is_object() || !diagnosis.contains("severity") ||
      !diagnosis["severity"].is_string()) {
    return -1;
  }
  const std::string s = diagnosis["severity"].get<std::string>();
  if (s == "critical") return 2;
  if (s == "warning") return 1;
  return 0;
}

Json WorstSeverity(const Json& a, const Json& b) {
  const int level = std::max(SeverityLevel(a), SeverityLevel(b));
  if (level < 0) return nullptr;
  return level == 2 ? "critical" : level == 1 ? "warning" : "info";
}

Json Label(const Json& diagnosis) {
  if (diagnosis.is_object() && diagnosis.contains("label")) return diagnosis["label"];
  return nullptr;
}

std::string KeyOf(const Json& d) {
  if (!d.is_object()) return "";
  auto field = [&](const char* k) { return d.contains(k) ? aggregator::json::Dump(d[k]) : ""; };
  return field("label") + "|" + field("severity") + "|" + field("rank");
}

Json PhaseJson(const aggregator::PhaseStats& p) {
  if (!p.measured) {
    return Json{{"median_ms", nullptr},
                {"worst_ms", nullptr},
                {"worst_rank", nullptr},
                {"skew_pct", nullptr}};
  }
  return Json{{"median_ms", Ms(p.median_ms)},
              {"worst_ms", Ms(p.worst_ms)},
              {"worst_rank", RankOrNull(p.worst_rank)},
              {"skew_pct", Pct(p.skew_pct)}};
}

// The names of the set throttle reasons ([] at full clocks); null when the
// device did not report them.
Json ThrottleJson(int64_t mask) {
  if (mask == kMissing) return nullptr;
  return Json(base::ThrottleReasonNames(mask));
}

Json SystemJson(const aggregator::Snapshot& snap) {
  if (!snap.has_system) return nullptr;
  const SystemSample& s = snap.system;
  Json gpus = Json::array();
  for (const GpuSample& g : s.gpus) {
    gpus.push_back(Json{{"util_pct", g.util_pct >= 0 ? Pct(g.util_pct) : Json(nullptr)},
                        {"mem_used_bytes", Bytes(g.mem_used_bytes)},
                        {"mem_total_bytes", Bytes(g.mem_total_bytes)},
                        {"temp_c", g.temp_c >= 0 ? Pct(g.temp_c) : Json(nullptr)},
                        {"power_w", g.power_w >= 0 ? Pct(g.power_w) : Json(nullptr)},
                        {"sm_clock_mhz", g.sm_clock_mhz >= 0 ? Pct(g.sm_clock_mhz) : Json(nullptr)},
                        {"throttle_reasons", ThrottleJson(g.throttle_reasons)},
                        {"throttled", g.throttle_reasons == kMissing
                                          ? Json(nullptr)
                                          : Json(base::IsSlowdown(g.throttle_reasons))}});
  }
  return Json{{"cpu_pct", s.cpu_pct >= 0 ? Pct(s.cpu_pct) : Json(nullptr)},
              {"ram_used_bytes", Bytes(s.ram_used_bytes)},
              {"ram_total_bytes", Bytes(s.ram_total_bytes)},
              {"gpus", std::move(gpus)}};
}

Json RankJson(const aggregator::RankView& r, bool live, int64_t now_ns) {
  Json o = Json::object();
  o["rank"] = r.rank;
  o["host"] = r.host;
  o["connected"] = r.connected;
  o["finished"] = r.finished;
  o["failed"] = r.failed;
  o["steps"] = r.steps;
  o["samples_per_sec"] = RoundOrNull(r.samples_per_sec, 1e3);
  o["tokens_per_sec"] = RoundOrNull(r.tokens_per_sec, 1e3);
  o["tflops"] = RoundOrNull(r.flops_per_sec / 1e12, 1e9);
  o["mfu_pct"] = RoundOrNull(100.0 * r.mfu, 1e4);
  o["dropped_records"] = r.dropped_records;
  o["activity"] = ActivityName(r.activity);
  o["current_step"] = r.current_step;
  o["last_heartbeat_age_s"] =
      live && r.last_heartbeat_ns != kMissing
          ? RoundOrNull(static_cast<double>(now_ns - r.last_heartbeat_ns) / kNsPerSec, 1e3)
          : Json(nullptr);
  const bool p = r.has_process;
  o["cpu_pct"] = p && r.last_process.cpu_pct >= 0 ? Pct(r.last_process.cpu_pct) : Json(nullptr);
  o["rss_bytes"] = p ? Bytes(r.last_process.rss_bytes) : Json(nullptr);
  o["gpu_mem_bytes"] = p ? Bytes(r.last_process.gpu_mem_bytes) : Json(nullptr);
  return o;
}

Json ProcessJson(const aggregator::Snapshot& snap, bool live) {
  Json ranks = Json::array();
  const int64_t now = base::MonotonicNs();
  for (const auto& r : snap.ranks) {
    Json o = RankJson(r, live, now);
    ranks.push_back(Json{{"rank", o["rank"]},
                         {"cpu_pct", o["cpu_pct"]},
                         {"rss_bytes", o["rss_bytes"]},
                         {"gpu_mem_bytes", o["gpu_mem_bytes"]}});
  }
  return Json{{"ranks", std::move(ranks)}};
}

int64_t NowMs() { return base::MonotonicNs() / kNsPerMs; }

}  // namespace

std::string JsonLine(const nlohmann::ordered_json& value) {
  // Host names and run ids come from ranks: never let bad UTF-8 throw.
  return value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

namespace {

constexpr const char* kCacheMagic = "steplens-web-cache 1";

// The run cache's key: size and mtime of every source file.
std::string SourceSignature(const store::RunDirContents& contents) {
  std::vector<std::string> files = contents.spool_files;
  if (contents.has_database) files.push_back(contents.database_path);
  std::sort(files.begin(), files.end());
  std::string sig;
  for (const std::string& f : files) {
    struct stat st {};
    if (stat(f.c_str(), &st) != 0) return "";
    sig += std::filesystem::path(f).filename().string() + ":" + std::to_string(st.st_size) + ":" +
           std::to_string(st.st_mtim.tv_sec) + "." + std::to_string(st.st_mtim.tv_nsec) + ";";
  }
  return sig;
}

std::string CachePath(const std::string& run_dir) {
  return (std::filesystem::path(run_dir) / kCacheFileName).string();
}

Json MetaJson(const aggregator::RunMeta& meta) {
  return Json{{"exit_code", meta.exit_code ? Json(*meta.exit_code) : Json(nullptr)},
              {"duration_s", meta.duration_s},
              {"command", meta.command}};
}

}  // namespace

bool ServedRun::ReadCache(const std::string& path, const std::string& signature) {
  std::ifstream in(path, std::ios::binary);
  if (!in || signature.empty()) return false;
  std::string magic, header;
  if (!std::getline(in, magic) || magic != kCacheMagic || !std::getline(in, header)) {
    return false;
  }
  const std::string image((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const Json h = Json::parse(header, nullptr, /*allow_exceptions=*/false);
  if (!h.is_object() || !h.contains("signature") || !h["signature"].is_string() ||
      h["signature"].get<std::string>() != signature) {
    return false;
  }
  for (const char* key : {"summary", "window", "status", "meta"}) {
    if (!h.contains(key) || !h[key].is_object()) return false;
  }
  if (!series_.Deserialize(image)) return false;
  try {
    summary_ = h["summary"];
    window_ = h["window"];
    status_ = h["status"];
    run_id_ = h.value("run_id", "");
    started_wall_ns_ = h.value("started_wall_ns", int64_t{-1});
    const Json& m = h["meta"];
    if (m["exit_code"].is_number_integer()) meta_.exit_code = m["exit_code"].get<int>();
    meta_.duration_s = m.value("duration_s", -1.0);
    meta_.command = m.value("command", "");
    summary_["run"]["run_dir"] = meta_.run_dir;  // the directory may have moved
  } catch (const Json::exception&) {
    return false;
  }
  diagnosis_ = window_.contains("diagnosis") ? window_["diagnosis"] : Json::object();
  return true;
}

base::Status ServedRun::WriteCache() const {
  base::MutexLock lock(mu_);
  if (live_) return base::Status::Error("a live run has no cache");
  auto contents = store::InspectRunDir(meta_.run_dir);
  if (!contents.ok()) return contents.status();
  const std::string signature = SourceSignature(*contents);
  if (signature.empty()) return base::Status::Error("cannot stat the run's files");
  const Json header{
      {"signature", signature},  {"run_id", run_id_},   {"started_wall_ns", started_wall_ns_},
      {"meta", MetaJson(meta_)}, {"summary", summary_}, {"window", window_},
      {"status", status_}};
  const std::string path = CachePath(meta_.run_dir);
  const std::string tmp = path + ".tmp";
  std::remove(tmp.c_str());  // a fresh file, never through a planted link
  bool written = false;
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (out) {
      out << kCacheMagic << "\n" << JsonLine(header) << "\n" << series_.Serialize();
      written = static_cast<bool>(out.flush());
    }
  }
  if (!written) {
    std::remove(tmp.c_str());  // a full disk leaves no *.tmp behind
    return base::Status::Error("cannot write " + tmp);
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return base::Status::Error("cannot write " + path);
  }
  return base::Status::Ok();
}

namespace {

// A finished run's step series, fed by its replay (aggregator/report.h:
// each replayed step's point as the RunState builds it, with its ranks'
// values) and, for a tiered database (store.h "Tiering"), by the store's
// points of the aggregated steps (step_aggregates) between them and the
// per-rank values of every step from rank_buckets (which cover all of
// them, so replayed steps add no per-rank values).
class SeriesFeed {
 public:
  explicit SeriesFeed(StepSeries* series) : series_(series) {}

  // Reads the tiers of the database (none: every replayed step has detail).
  base::Status Open(const std::string& database_path) {
    auto scanner = store::StepScanner::Open(database_path);
    if (!scanner.ok()) return scanner.status();
    auto tiers = (*scanner)->Spans();
    if (!tiers.ok()) return tiers.status();
    aggregated_ = tiers->Aggregated();
    if (!aggregated_.empty()) scanner_ = std::move(*scanner);
    return base::Status::Ok();
  }
  void OnStep(const aggregator::StepPoint& point, const std::vector<aggregator::RankStep>& entries,
              const std::vector<std::string>& names) {
    AggregatedBefore(point.step);
    series_->AddStep(point, entries, names, /*rank_values=*/scanner_ == nullptr);
  }
  base::Status Finish() {
    AggregatedBefore(std::numeric_limits<uint64_t>::max());
    if (!status_.ok() || scanner_ == nullptr) return status_;
    return scanner_->ScanRankBuckets(
        0, std::numeric_limits<int64_t>::max(),
        [this](const store::RankBuckets& b) { series_->AddRankBuckets(b); });
  }

 private:
  // The aggregated steps below `step` not added yet.
  void AggregatedBefore(uint64_t step) {
    while (scanner_ != nullptr && status_.ok() && next_span_ < aggregated_.size()) {
      const store::StepSpan& span = aggregated_[next_span_];
      const uint64_t first = std::max(span.first, next_step_);
      if (first >= step) return;
      const uint64_t last = std::min(span.last, step - 1);
      status_ = scanner_->ScanAggregates(
          first, last, [this](const store::StepAggregate& a) { series_->AddAggregate(a); });
      next_step_ = last + 1;
      if (last == span.last) ++next_span_;
    }
  }

  StepSeries* series_;
  std::unique_ptr<store::StepScanner> scanner_;  // tiered databases only
  std::vector<store::StepSpan> aggregated_;
  size_t next_span_ = 0;
  uint64_t next_step_ = 0;
  base::Status status_;
};

}  // namespace

base::StatusOr<std::unique_ptr<ServedRun>> ServedRun::LoadFinished(const std::string& run_dir,
                                                                   const std::string& id,
                                                                   const LoadOptions& options) {
  auto contents = store::InspectRunDir(run_dir);
  if (!contents.ok()) return contents.status();
  std::unique_ptr<ServedRun> run(new ServedRun());
  run->id_ = id;
  // Not shared yet: the lock is uncontended; it is taken for the analysis
  // (base/mutex.h) and released before the series thread and WriteCache.
  {
    base::MutexLock lock(run->mu_);
    run->meta_.run_dir = run_dir;
    run->live_ = false;
    run->ended_ = true;
    const std::string signature = SourceSignature(*contents);
    if (options.use_cache && run->ReadCache(CachePath(run_dir), signature)) {
      run->from_cache_ = true;
      return run;
    }
  }
  // The replay builds each step's point once; the series takes it as the
  // RunState completes the step.
  SeriesFeed feed(&run->series_);
  const base::Status feed_status =
      contents->has_database ? feed.Open(contents->database_path) : base::Status::Ok();
  aggregator::ReportOptions report_options;
  report_options.on_step =
      [&feed](const aggregator::StepPoint& point, const std::vector<aggregator::RankStep>& entries,
              const std::vector<std::string>& names) { feed.OnStep(point, entries, names); };
  auto loaded = aggregator::LoadRunForReport(run_dir, report_options);
  if (!loaded.ok()) return loaded.status();
  if (!feed_status.ok()) return feed_status;
  if (base::Status st = feed.Finish(); !st.ok()) return st;

  const aggregator::RunState& state = *loaded->state;
  {
    base::MutexLock lock(run->mu_);
    run->meta_ = loaded->meta;
    const auto& table = loaded->meta_table;
    run->started_wall_ns_ = store::MetaTable(table).Int("started_wall_ns").value_or(-1);
    run->summary_ = aggregator::BuildSummary(state, run->meta_);
    run->summary_["live"] = false;
    const aggregator::Snapshot snap = state.GetSnapshot();
    auto run_id = table.find("run_id");
    run->run_id_ = run_id != table.end() && !run_id->second.empty() ? run_id->second : snap.run_id;
    run->last_snapshot_ = snap;
    run->window_ = run->WindowFromSnapshot(snap);
    run->diagnosis_ = run->window_["diagnosis"];
    run->status_ = run->StatusJson();
  }
  if (options.write_cache) (void)run->WriteCache();  // best effort (read-only dirs)
  return run;
}

std::unique_ptr<ServedRun> ServedRun::Live(const aggregator::RunState* state,
                                           const aggregator::RunMeta& meta, const std::string& id) {
  std::unique_ptr<ServedRun> run(new ServedRun());
  run->id_ = id;
  run->state_ = state;
  base::MutexLock lock(run->mu_);
  run->meta_ = meta;
  run->live_ = true;
  run->started_wall_ns_ = base::WallNs();
  run->last_snapshot_ = state->GetSnapshot();
  run->has_snapshot_ = true;
  run->window_ = run->WindowFromSnapshot(run->last_snapshot_);
  run->diagnosis_ = run->window_["diagnosis"];
  return run;
}

ServedRun::~ServedRun() = default;

std::string ServedRun::run_id() const {
  base::MutexLock lock(mu_);
  return live_ ? last_snapshot_.run_id : run_id_;
}

std::string ServedRun::run_dir() const {
  base::MutexLock lock(mu_);
  return meta_.run_dir;
}

bool ServedRun::live() const {
  base::MutexLock lock(mu_);
  return live_;
}

bool ServedRun::ended() const {
  base::MutexLock lock(mu_);
  return ended_;
}

uint64_t ServedRun::steps_in_series() const {
  base::MutexLock lock(mu_);
  return series_.steps();
}

Json ServedRun::WindowFromSnapshot(const aggregator::Snapshot& snap) const {
  Json w = Json::object();
  w["live"] = live_;
  w["window_steps"] = snap.window_steps;
  w["last_complete_step"] =
      snap.last_complete_step >= 0 ? Json(snap.last_complete_step) : Json(nullptr);
  w["steps_per_sec"] = RoundOrNull(snap.steps_per_sec, 1e3);
  w["samples_per_sec"] = RoundOrNull(snap.samples_per_sec, 1e3);
  w["tokens_per_sec"] = RoundOrNull(snap.tokens_per_sec, 1e3);
  w["tflops"] = RoundOrNull(snap.flops_per_sec / 1e12, 1e9);
  w["mfu_pct"] = RoundOrNull(100.0 * snap.mfu, 1e4);
  Json diagnosis = aggregator::DiagnoseSummary(snap);
  w["diagnosis"] = std::move(diagnosis);
  Json phases = Json::object();
  for (const auto& p : snap.phases) {
    if (p.measured) phases[p.name] = PhaseJson(p);
  }
  if (snap.wait.measured) phases[metrics::kWaitName] = PhaseJson(snap.wait);
  if (snap.step.measured) phases[metrics::kStepName] = PhaseJson(snap.step);
  w["phases"] = std::move(phases);
  w["wait_share_pct"] = Pct(snap.wait_share_pct);
  const aggregator::MemoryStats& m = snap.memory;
  w["memory"] = Json{{"source", m.measured ? Json(m.source) : Json(nullptr)},
                     {"median_peak_bytes", m.measured ? Bytes(m.median_peak_bytes) : Json(nullptr)},
                     {"worst_peak_bytes", m.measured ? Bytes(m.worst_peak_bytes) : Json(nullptr)},
                     {"worst_rank", m.measured ? RankOrNull(m.worst_rank) : Json(nullptr)},
                     {"skew_pct", m.measured ? Pct(m.skew_pct) : Json(nullptr)}};
  Json ranks = Json::array();
  const int64_t now = base::MonotonicNs();
  for (const auto& r : snap.ranks) ranks.push_back(RankJson(r, live_, now));
  w["ranks"] = std::move(ranks);
  w["nodes"] = aggregator::NodesJson(snap);  // summary.json's nodes (node_view.h)
  w["system"] = SystemJson(snap);
  return w;
}

Json ServedRun::InfoLocked() const {
  Json o = Json::object();
  o["id"] = id_;
  o["run_dir"] = meta_.run_dir;
  o["live"] = live_;
  if (!live_ && summary_.is_object()) {
    const Json& run = summary_["run"];
    o["world_size"] = run["world_size"];
    o["steps_completed"] = run["steps_completed"];
    o["steps_per_sec"] = run["steps_per_sec"];
    for (const char* key : {"samples_per_sec", "tokens_per_sec", "mfu_pct"}) {
      o[key] = run.contains(key) ? run[key] : Json(nullptr);
    }
    o["duration_s"] = run["duration_s"];
  } else {
    const aggregator::Snapshot& s = last_snapshot_;
    o["world_size"] = s.world_size > 0 ? Json(s.world_size) : Json(nullptr);
    o["steps_completed"] = s.steps_completed;
    o["steps_per_sec"] = RoundOrNull(s.steps_per_sec, 1e3);
    o["samples_per_sec"] = RoundOrNull(s.samples_per_sec, 1e3);
    o["tokens_per_sec"] = RoundOrNull(s.tokens_per_sec, 1e3);
    o["mfu_pct"] = RoundOrNull(100.0 * s.mfu, 1e4);
    o["duration_s"] =
        meta_.duration_s >= 0
            ? RoundOrNull(meta_.duration_s, 1e3)
            : RoundOrNull(static_cast<double>(base::WallNs() - started_wall_ns_) / kNsPerSec, 1e3);
  }
  o["started_wall_ns"] = started_wall_ns_ >= 0 ? Json(started_wall_ns_) : Json(nullptr);
  o["exit_code"] = meta_.exit_code ? Json(*meta_.exit_code) : Json(nullptr);
  const Json& st =
      diagnosis_.is_object() && diagnosis_.contains("step_time") ? diagnosis_["step_time"] : Json();
  const Json& sm = diagnosis_.is_object() && diagnosis_.contains("step_memory")
                       ? diagnosis_["step_memory"]
                       : Json();
  o["label_step_time"] = Label(st);
  o["label_step_memory"] = Label(sm);
  o["severity"] = WorstSeverity(st, sm);
  return o;
}

Json ServedRun::Info() const {
  base::MutexLock lock(mu_);
  return InfoLocked();
}

Json ServedRun::Summary() const {
  {
    base::MutexLock lock(mu_);
    if (!live_) return summary_;
  }
  aggregator::RunMeta meta;
  {
    base::MutexLock lock(mu_);
    meta = meta_;
  }
  Json doc = aggregator::BuildSummary(*state_, meta);
  doc["live"] = live();
  return doc;
}

Json ServedRun::Window() const {
  base::MutexLock lock(mu_);
  return window_;
}

Json ServedRun::Steps(const StepRange& range, size_t max_points) const {
  base::MutexLock lock(mu_);
  return series_.Steps(range, max_points);
}

std::optional<Json> ServedRun::Heatmap(const std::string& metric, const StepRange& range,
                                       size_t max_steps) const {
  base::MutexLock lock(mu_);
  return series_.Heatmap(metric, range, max_steps);
}

std::optional<Json> ServedRun::RankSeries(uint32_t rank, const std::string& metric,
                                          const StepRange& range, size_t max_points) const {
  base::MutexLock lock(mu_);
  return series_.RankSeries(rank, metric, range, max_points);
}

Json ServedRun::StatusJson() const {
  if (ended_ && status_.is_object()) return status_;
  const aggregator::Snapshot& s = last_snapshot_;
  return Json{{"steps_completed", s.steps_completed},
              {"last_complete_step",
               s.last_complete_step >= 0 ? Json(s.last_complete_step) : Json(nullptr)},
              {"steps_per_sec", RoundOrNull(s.steps_per_sec, 1e3)},
              {"samples_per_sec", RoundOrNull(s.samples_per_sec, 1e3)},
              {"live", live_},
              {"ranks_seen", s.ranks_seen},
              {"world_size", s.world_size},
              {"dropped_records", s.dropped_records_total}};
}

void ServedRun::Publish(const std::string& name, const Json& data) {
  events_.push_back(Event{next_seq_++, name, JsonLine(data)});
  while (events_.size() > kEventLogSize) events_.pop_front();
  events_cv_.NotifyAll();
}

int64_t ServedRun::SeriesLastStep() const {
  base::MutexLock lock(mu_);
  return series_.last_step();
}

void ServedRun::ReadNewSteps() {
  std::vector<std::string> names;
  const std::vector<aggregator::CompletedStep> steps =
      state_->StepsAfter(SeriesLastStep(), &names);  // the poller is the only writer
  if (steps.empty()) return;
  std::vector<Json> points;
  base::MutexLock lock(mu_);
  for (const aggregator::CompletedStep& c : steps) {
    Json point = series_.AddStep(c.point, c.entries, names);
    if (!point.is_null()) points.push_back(std::move(point));
  }
  if (points.empty()) return;
  const size_t skip = points.size() > kMaxStepsPerEvent ? points.size() - kMaxStepsPerEvent : 0;
  Json batch = Json::array();
  for (size_t i = skip; i < points.size(); ++i) batch.push_back(std::move(points[i]));
  Publish("step", Json{{"steps", std::move(batch)}});
}

void ServedRun::Poll() {
  {
    base::MutexLock lock(mu_);
    if (!live_) return;
  }
  base::MutexLock poll_lock(poll_mu_);
  aggregator::Snapshot snap = state_->GetSnapshot();
  ReadNewSteps();
  base::MutexLock lock(mu_);
  if (!live_) return;
  last_snapshot_ = std::move(snap);
  window_ = WindowFromSnapshot(last_snapshot_);
  const Json& d = window_["diagnosis"];
  // Health also changes within one verdict: a HANG's stall grows and its
  // stack arrives with a later evaluation; the page follows both.
  const Json& health = d["health"];
  std::string key =
      KeyOf(d["step_time"]) + "/" + KeyOf(d["step_memory"]) + "/" + KeyOf(health) +
      (health.is_object() && health.value("label", "") != "OK"
           ? health.value("summary", "") +
                 (health.contains("evidence") && health["evidence"].contains("stack") ? "+stack"
                                                                                      : "")
           : "");
  // The configuration findings follow each rank's SETUP while the verdicts
  // above may stay the same: a finding appearing or changing is news too.
  // They are a function of the ranks' setup facts (and the step-time label),
  // which change rarely, so the whole list keys them.
  if (d.contains("config")) key += "/" + aggregator::json::Dump(d["config"]);
  diagnosis_ = d;
  if (key != diagnosis_key_) {
    diagnosis_key_ = key;
    Publish("diagnosis", d);
  }
  const int64_t now_ms = NowMs();
  if (now_ms - last_sample_event_ms_ >= kSampleEventIntervalMs) {
    last_sample_event_ms_ = now_ms;
    Publish("status", StatusJson());
    Publish("system", Json{{"system", SystemJson(last_snapshot_)}});
    Publish("process", ProcessJson(last_snapshot_, true));
  }
}

void ServedRun::MarkFinished(const aggregator::RunMeta& meta) {
  // Read the last steps first (the store has been flushed by then).
  base::MutexLock poll_lock(poll_mu_);
  if (live()) ReadNewSteps();
  base::MutexLock lock(mu_);
  if (ended_) return;
  meta_ = meta;
  live_ = false;
  ended_ = true;
  last_snapshot_ = state_->GetSnapshot();
  window_ = WindowFromSnapshot(last_snapshot_);
  diagnosis_ = window_["diagnosis"];
  summary_ = aggregator::BuildSummary(*state_, meta_);
  summary_["live"] = false;
  run_id_ = last_snapshot_.run_id;
  status_ = StatusJson();
  Publish("diagnosis", diagnosis_);
  Publish("status", StatusJson());
  Publish("end", Json::object());
}

std::vector<Event> ServedRun::InitialEvents(uint64_t* after) const {
  base::MutexLock lock(mu_);
  *after = next_seq_ - 1;
  std::vector<Event> out;
  auto add = [&](const char* name, const Json& data) {
    out.push_back(Event{0, name, JsonLine(data)});
  };
  add("diagnosis", diagnosis_);
  add("status", StatusJson());
  if (ended_) {
    add("end", Json::object());
    return out;
  }
  add("system", Json{{"system", SystemJson(last_snapshot_)}});
  add("process", ProcessJson(last_snapshot_, live_));
  return out;
}

std::vector<Event> ServedRun::WaitEvents(uint64_t* after, std::chrono::milliseconds timeout) const {
  base::MutexLock lock(mu_);
  const uint64_t generation = wake_generation_;
  const auto deadline = base::CondVar::Clock::now() + timeout;
  while (wake_generation_ == generation && (events_.empty() || events_.back().seq <= *after)) {
    if (!events_cv_.WaitUntil(mu_, deadline)) break;
  }
  std::vector<Event> out;
  for (const Event& e : events_) {
    if (e.seq > *after) out.push_back(e);
  }
  if (!out.empty()) *after = out.back().seq;
  return out;
}

void ServedRun::Wake() const {
  base::MutexLock lock(mu_);
  ++wake_generation_;
  events_cv_.NotifyAll();
}

Json CompareRuns(const ServedRun& a, const ServedRun& b,
                 const aggregator::CompareOptions& options) {
  Json out = Json::object();
  out["a"] = a.Info();
  out["b"] = b.Info();
  Json comparison = aggregator::CompareSummaries(a.Summary(), b.Summary(), options);
  for (auto it = comparison.begin(); it != comparison.end(); ++it)
    out[it.key()] = std::move(it.value());
  return out;
}

}  // namespace steplens::server
