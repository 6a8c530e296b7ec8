#include "export/exporter.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "aggregator/run_state.h"
#include "base/metrics.h"
#include "export/module_slices.h"
#include "store/layer_table.h"
#include "store/step_scan.h"
#include "store/store.h"

namespace steplens::exporter {
namespace {

constexpr double kNsPerMs = 1e6;
constexpr double kNsPerUs = 1e3;
// Chrome trace thread ids of a rank's tracks.
constexpr int kStepsTrack = 1;
constexpr int kPhasesTrack = 2;
constexpr int kRegionsTrack = 3;
// The process that holds diagnosis episodes: beyond any rank, within int32
// (trace viewers read pids as 32-bit integers).
constexpr int64_t kDiagnosisPid = aggregator::kMaxWorldSize;

std::string Quote(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The effective duration: GPU time when measured, else CPU (run_state.h).
int64_t RegionNs(const store::ScannedRegion& r) {
  return r.gpu_ns != kMissing ? r.gpu_ns : r.cpu_ns;
}

class Writer {
 public:
  explicit Writer(std::ostream& out) : out_(out) {}
  void Raw(const char* s) { out_ << s; }
  void Raw(const std::string& s) { out_ << s; }
  void Int(int64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "%" PRId64, v);
    out_ << buf;
  }
  void Ms(int64_t ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", static_cast<double>(ns) / kNsPerMs);
    out_ << buf;
  }
  void Us(int64_t ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(ns) / kNsPerUs);
    out_ << buf;
  }
  bool ok() const { return static_cast<bool>(out_); }

 private:
  std::ostream& out_;
};

struct RankInfo {
  std::string host;
  int64_t offset_ns = 0;
};

// ---------------------------------------------------------------------------
// CSV and JSON lines: one row per (step, rank).

class TableSink {
 public:
  TableSink(Writer* w, bool csv, std::vector<std::string> regions)
      : w_(w), csv_(csv), regions_(std::move(regions)) {
    columns_ = {"step", "rank", "host", "begin_unix_ns", "end_unix_ns", "step_ms", "wait_ms"};
    for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) {
      columns_.push_back(std::string(BuiltinPhaseName(p)) + "_ms");
    }
    for (const char* c : {"mem_peak_allocated_bytes", "rss_peak_bytes", "sync_last_unix_ns"}) {
      columns_.push_back(c);
    }
    for (size_t i = 0; i < regions_.size(); ++i) {
      region_index_[regions_[i]] = i;
      columns_.push_back("region:" + regions_[i] + "_ms");
    }
    keys_.reserve(columns_.size());
    for (const auto& c : columns_) keys_.push_back(Quote(c) + ":");
    if (csv_) {
      for (size_t i = 0; i < columns_.size(); ++i) {
        if (i > 0) w_->Raw(",");
        w_->Raw(CsvCell(columns_[i]));
      }
      w_->Raw("\n");
    }
  }

  void Row(const store::ScannedStep& row, const RankInfo& rank) {
    const StepRecord& r = row.record;
    col_ = 0;
    w_->Raw(csv_ ? "" : "{");
    Field();
    w_->Int(static_cast<int64_t>(r.step));
    Field();
    w_->Int(row.rank);
    Field();
    w_->Raw(csv_ ? CsvCell(rank.host) : Quote(rank.host));
    Field();
    Opt(r.begin_ns, rank.offset_ns, false);
    Field();
    Opt(r.end_ns, rank.offset_ns, false);
    Field();
    Opt(r.StepNs(), 0, true);
    Field();
    Opt(row.wait_ns, 0, true);
    for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) {
      Field();
      Opt(metrics::PhaseNs(r, p), 0, true);
    }
    Field();
    Opt(r.mem_peak_allocated, 0, false);
    Field();
    Opt(r.rss_peak, 0, false);
    Field();
    Opt(r.sync_last_ns, rank.offset_ns, false);
    if (!regions_.empty()) {
      region_values_.assign(regions_.size(), kMissing);
      for (const auto& reg : row.regions) {
        auto it = region_index_.find(reg.name);
        if (it != region_index_.end()) region_values_[it->second] = RegionNs(reg);
      }
      for (int64_t v : region_values_) {
        Field();
        Opt(v, 0, true);
      }
    }
    w_->Raw(csv_ ? "\n" : "}\n");
  }

 private:
  // Separator and, for JSON, the key of the next column.
  void Field() {
    if (csv_) {
      if (col_ > 0) w_->Raw(",");
    } else {
      if (col_ > 0) w_->Raw(",");
      w_->Raw(keys_[col_]);
    }
    ++col_;
  }
  void Opt(int64_t v, int64_t offset, bool ms) {
    if (v == kMissing) {
      w_->Raw(csv_ ? "" : "null");
    } else if (ms) {
      w_->Ms(v);
    } else {
      w_->Int(v + offset);
    }
  }
  static std::string CsvCell(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
      if (c == '"') out += '"';
      out += c;
    }
    return out + "\"";
  }

  Writer* w_;
  const bool csv_;
  const std::vector<std::string> regions_;
  std::map<std::string, size_t> region_index_;
  std::vector<std::string> columns_;
  std::vector<std::string> keys_;
  std::vector<int64_t> region_values_;
  size_t col_ = 0;
};

// ---------------------------------------------------------------------------
// Chrome / Perfetto trace events.

class TraceSink {
 public:
  TraceSink(Writer* w, int64_t origin_ns) : w_(w), origin_ns_(origin_ns) {
    w_->Raw("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
  }

  void Metadata(int64_t pid, const std::string& process_name, int64_t sort_index) {
    Begin();
    w_->Raw("{\"ph\":\"M\",\"pid\":");
    w_->Int(pid);
    w_->Raw(",\"name\":\"process_name\",\"args\":{\"name\":");
    w_->Raw(Quote(process_name));
    w_->Raw("}}");
    Begin();
    w_->Raw("{\"ph\":\"M\",\"pid\":");
    w_->Int(pid);
    w_->Raw(",\"name\":\"process_sort_index\",\"args\":{\"sort_index\":");
    w_->Int(sort_index);
    w_->Raw("}}");
  }

  void ThreadName(int64_t pid, int tid, const char* name) {
    Begin();
    w_->Raw("{\"ph\":\"M\",\"pid\":");
    w_->Int(pid);
    w_->Raw(",\"tid\":");
    w_->Int(tid);
    w_->Raw(",\"name\":\"thread_name\",\"args\":{\"name\":\"");
    w_->Raw(name);
    w_->Raw("\"}}");
  }

  // A complete slice; name_json is already quoted.
  void Slice(int64_t pid, int tid, const std::string& name_json, int64_t ts_ns, int64_t dur_ns,
             const std::string& args_json = "", const char* cat = nullptr) {
    Begin();
    w_->Raw("{\"ph\":\"X\",");
    if (cat != nullptr) {
      w_->Raw("\"cat\":\"");
      w_->Raw(cat);
      w_->Raw("\",");
    }
    w_->Raw("\"pid\":");
    w_->Int(pid);
    w_->Raw(",\"tid\":");
    w_->Int(tid);
    w_->Raw(",\"name\":");
    w_->Raw(name_json);
    w_->Raw(",\"ts\":");
    w_->Us(ts_ns - origin_ns_);
    w_->Raw(",\"dur\":");
    w_->Us(dur_ns < 0 ? 0 : dur_ns);
    if (!args_json.empty()) {
      w_->Raw(",\"args\":");
      w_->Raw(args_json);
    }
    w_->Raw("}");
  }

  void Instant(int64_t pid, int tid, const std::string& name_json, int64_t ts_ns, const char* scope,
               const std::string& args_json = "") {
    Begin();
    w_->Raw("{\"ph\":\"i\",\"s\":\"");
    w_->Raw(scope);
    w_->Raw("\",\"pid\":");
    w_->Int(pid);
    w_->Raw(",\"tid\":");
    w_->Int(tid);
    w_->Raw(",\"name\":");
    w_->Raw(name_json);
    w_->Raw(",\"ts\":");
    w_->Us(ts_ns - origin_ns_);
    if (!args_json.empty()) {
      w_->Raw(",\"args\":");
      w_->Raw(args_json);
    }
    w_->Raw("}");
  }

  // An async slice (b/e pair) with its own id.
  void Async(int64_t pid, const std::string& cat, const std::string& name_json, int64_t id,
             int64_t begin_ns, int64_t end_ns, const std::string& args_json) {
    for (int end = 0; end < 2; ++end) {
      Begin();
      w_->Raw(end ? "{\"ph\":\"e\"" : "{\"ph\":\"b\"");
      w_->Raw(",\"cat\":");
      w_->Raw(Quote(cat));
      w_->Raw(",\"id\":");
      w_->Int(id);
      w_->Raw(",\"pid\":");
      w_->Int(pid);
      w_->Raw(",\"tid\":1,\"name\":");
      w_->Raw(name_json);
      w_->Raw(",\"ts\":");
      w_->Us((end ? end_ns : begin_ns) - origin_ns_);
      if (!end && !args_json.empty()) {
        w_->Raw(",\"args\":");
        w_->Raw(args_json);
      }
      w_->Raw("}");
    }
  }

  // `layers`: the rank's deep-mode modules of this step (nullptr: none).
  void Row(const store::ScannedStep& row, const RankInfo& rank,
           const std::vector<LayerEntry>* layers = nullptr,
           const store::LayerNames* layer_names = nullptr) {
    const StepRecord& r = row.record;
    if (r.begin_ns == kMissing || r.end_ns == kMissing) return;
    const int64_t pid = row.rank;
    const int64_t begin = r.begin_ns + rank.offset_ns;
    const int64_t end = r.end_ns + rank.offset_ns;
    std::string args = "{\"step\":" + std::to_string(r.step);
    if (row.wait_ns != kMissing) args += ",\"wait_ms\":" + MsText(row.wait_ns);
    args += "}";
    Slice(pid, kStepsTrack, "\"step " + std::to_string(r.step) + "\"", begin, end - begin, args);
    const int64_t dataloader = metrics::PhaseNs(r, static_cast<int>(Phase::kDataloader));
    if (dataloader != kMissing) {
      Slice(pid, kPhasesTrack, "\"dataloader\"", begin - dataloader, dataloader);
    }
    int64_t at = begin;
    // The compute phases, laid end to end inside the step (base/metrics.h).
    for (const metrics::BuiltinPhase& p : metrics::kBuiltinPhases) {
      if (p.compute == metrics::Compute::kNo) continue;
      const int64_t v = metrics::PhaseNs(r, static_cast<int>(p.phase));
      if (v == kMissing) continue;
      Slice(pid, kPhasesTrack, Quote(p.name), at, v);
      if (layers != nullptr && (p.phase == Phase::kForward || p.phase == Phase::kBackward)) {
        Modules(pid, row.rank, r.step, p, at, v, *layers, *layer_names);
      }
      at += v;
    }
    at = begin;
    for (const auto& reg : row.regions) {
      const int64_t v = RegionNs(reg);
      if (v == kMissing) continue;
      Slice(pid, kRegionsTrack, Quote(reg.name), at, v);
      at += v;
    }
    if (r.sync_last_ns != kMissing) {
      Instant(pid, kPhasesTrack, "\"grad sync ready\"", r.sync_last_ns + rank.offset_ns, "t");
    }
  }

  // Deep mode's modules nested in a phase slice (module_slices.h), on the
  // phases track so that viewers draw them under it.
  void Modules(int64_t pid, uint32_t rank, uint64_t step, const metrics::BuiltinPhase& phase,
               int64_t begin, int64_t dur, const std::vector<LayerEntry>& layers,
               const store::LayerNames& names) {
    const bool backward = phase.phase == Phase::kBackward;
    modules_.clear();
    for (const LayerEntry& e : layers) {
      auto it = names.find({rank, e.slot});
      modules_.push_back(
          ModuleTime{it != names.end() ? it->second : "module " + std::to_string(e.slot),
                     (backward ? e.backward_ns : e.forward_ns)});
    }
    for (const ModuleSlice& m : LayOutModules(modules_, begin, dur, backward)) {
      std::string args = "{\"step\":" + std::to_string(step) + ",\"phase\":" + Quote(phase.name) +
                         ",\"measured_ms\":" + MsText(m.measured_ns) + "}";
      Slice(pid, kPhasesTrack, Quote(modules_[m.module].name), m.begin_ns, m.dur_ns, args,
            "module");
    }
  }

  void End() { w_->Raw("\n]}\n"); }

 private:
  void Begin() {
    if (!first_) w_->Raw(",\n");
    first_ = false;
  }
  static std::string MsText(int64_t ns) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", static_cast<double>(ns) / kNsPerMs);
    return buf;
  }

  Writer* w_;
  const int64_t origin_ns_;
  bool first_ = true;
  std::vector<ModuleTime> modules_;  // Modules()' scratch
};

void WriteEpisodes(TraceSink* trace, const std::vector<store::EpisodeRow>& episodes) {
  trace->Metadata(kDiagnosisPid, "diagnosis", -1);
  for (const store::EpisodeRow& e : episodes) {
    if (e.start_wall_ns == kMissing || e.end_wall_ns == kMissing) continue;
    std::string name = e.label;
    if (e.rank >= 0)
      name += " (rank " + std::to_string(e.rank) + (e.phase.empty() ? "" : ", " + e.phase) + ")";
    nlohmann::ordered_json args = {{"kind", e.kind},
                                   {"severity", e.severity},
                                   {"start_step", e.start_step},
                                   {"end_step", e.end_step},
                                   {"summary", e.summary}};
    trace->Async(kDiagnosisPid, e.kind, Quote(name), e.id, e.start_wall_ns, e.end_wall_ns,
                 args.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  }
}

bool Selected(const std::set<uint32_t>& selected, uint32_t rank) {
  return selected.empty() || selected.count(rank) > 0;
}

}  // namespace

bool ParseFormat(const std::string& text, Format* format) {
  if (text == "perfetto" || text == "chrome") {
    *format = Format::kPerfetto;
  } else if (text == "csv") {
    *format = Format::kCsv;
  } else if (text == "jsonl") {
    *format = Format::kJsonl;
  } else {
    return false;
  }
  return true;
}

namespace {
bool ParseU64(const std::string& text, uint64_t* out) {
  if (text.empty() || text.size() > 19) return false;
  uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  *out = v;
  return true;
}
}  // namespace

bool ParseStepRange(const std::string& text, uint64_t* first, uint64_t* last) {
  const size_t colon = text.find(':');
  uint64_t a = 0, b = std::numeric_limits<uint64_t>::max();
  if (colon == std::string::npos) {
    if (!ParseU64(text, &a)) return false;
    b = a;
  } else {
    const std::string lo = text.substr(0, colon), hi = text.substr(colon + 1);
    if (lo.empty() && hi.empty()) return false;
    if (!lo.empty() && !ParseU64(lo, &a)) return false;
    if (!hi.empty() && !ParseU64(hi, &b)) return false;
  }
  if (a > b) return false;
  *first = a;
  *last = b;
  return true;
}

bool ParseRankList(const std::string& text, std::vector<uint32_t>* ranks) {
  constexpr uint64_t kMaxRank = aggregator::kMaxWorldSize;
  std::vector<uint32_t> out;
  size_t pos = 0;
  while (pos <= text.size()) {
    const size_t comma = text.find(',', pos);
    const std::string item =
        text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    const size_t dash = item.find('-');
    uint64_t a = 0, b = 0;
    if (dash == std::string::npos) {
      if (!ParseU64(item, &a)) return false;
      b = a;
    } else if (!ParseU64(item.substr(0, dash), &a) || !ParseU64(item.substr(dash + 1), &b)) {
      return false;
    }
    if (a > b || b >= kMaxRank) return false;
    for (uint64_t r = a; r <= b; ++r) out.push_back(static_cast<uint32_t>(r));
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  if (out.empty()) return false;
  *ranks = std::move(out);
  return true;
}

base::StatusOr<ExportStats> ExportRun(const std::string& run_dir, const ExportOptions& options,
                                      std::ostream& out) {
  auto contents = store::InspectRunDir(run_dir);
  if (!contents.ok()) return contents.status();
  if (!contents->has_database) {
    return base::Status::Error(run_dir +
                               " holds spool files only; export reads the run database, which "
                               "`steplens run` writes");
  }
  auto scanner_or = store::StepScanner::Open(contents->database_path);
  if (!scanner_or.ok()) return scanner_or.status();
  store::StepScanner& scanner = *scanner_or.value();
  auto meta = scanner.Meta();
  if (!meta.ok()) return meta.status();
  auto rank_rows = scanner.RankRows();
  if (!rank_rows.ok()) return rank_rows.status();
  auto max_step = scanner.MaxStep();
  if (!max_step.ok()) return max_step.status();
  if (*max_step == kMissing) {
    return base::Status::Error(run_dir + " has no steps to export");
  }
  const std::set<uint32_t> selected(options.ranks.begin(), options.ranks.end());
  std::map<uint32_t, RankInfo> info;
  for (const store::RankRow& r : *rank_rows) info[r.rank] = RankInfo{r.host, r.clock_offset_ns};
  for (uint32_t r : selected) {
    if (info.count(r) == 0) {
      return base::Status::Error("rank " + std::to_string(r) + " is not in " + run_dir +
                                 " (it has ranks 0.." +
                                 std::to_string(info.empty() ? 0 : info.rbegin()->first) + ")");
    }
  }
  const uint64_t last = std::min<uint64_t>(options.last_step, static_cast<uint64_t>(*max_step));
  if (options.first_step > last) {
    return base::Status::Error("no steps in the range asked for: " + run_dir + " has steps up to " +
                               std::to_string(*max_step));
  }

  ExportStats stats;
  auto tiers = scanner.Tiers();
  if (!tiers.ok()) return tiers.status();
  std::string first_aggregated;
  for (const store::StepSpan& span : tiers->Aggregated()) {
    const uint64_t lo = std::max(span.first, options.first_step), hi = std::min(span.last, last);
    if (lo > hi) continue;
    if (stats.aggregated_steps == 0) {
      first_aggregated = std::to_string(lo) + "-" + std::to_string(hi);
    }
    stats.aggregated_steps += hi - lo + 1;
  }
  if (stats.aggregated_steps > 0) {
    stats.aggregated_note =
        std::to_string(stats.aggregated_steps) + " of the selected steps (from " +
        first_aggregated + ") are aggregated in this run's store (kept for the last " +
        std::to_string(tiers->detail_steps) +
        " steps and around each diagnosis): they have no per-rank rows to export; their "
        "per-step medians and worst ranks are in steplens.db's step_stats table";
  }
  Writer w(out);
  std::unique_ptr<TableSink> table;
  std::unique_ptr<TraceSink> trace;
  std::unique_ptr<store::LayerScanner> layer_scanner;  // runs with deep mode only
  store::LayerNames layer_names;
  if (options.format == Format::kPerfetto) {
    int64_t origin = 0;
    auto it = meta->find("started_wall_ns");
    if (it != meta->end()) origin = std::strtoll(it->second.c_str(), nullptr, 10);
    trace = std::make_unique<TraceSink>(&w, origin);
    // Deep mode's per-step modules, when the run has any (layer_table.h).
    auto scanner = store::LayerScanner::Open(contents->database_path);
    if (!scanner.ok()) return scanner.status();
    if ((*scanner)->has_table()) {
      auto last_layer = (*scanner)->LastSteps(1);
      if (!last_layer.ok()) return last_layer.status();
      auto names = (*scanner)->Names();
      if (!names.ok()) return names.status();
      if (!last_layer->empty()) {
        layer_scanner = std::move(*scanner);
        layer_names = std::move(*names);
      }
    }
    for (const auto& [rank, ri] : info) {
      if (!Selected(selected, rank)) continue;
      trace->Metadata(rank, "rank " + std::to_string(rank) + " (" + ri.host + ")", rank);
      trace->ThreadName(rank, kStepsTrack, "steps");
      trace->ThreadName(rank, kPhasesTrack, "phases");
      trace->ThreadName(rank, kRegionsTrack, "regions");
    }
  } else {
    auto regions = scanner.RegionNames();
    if (!regions.ok()) return regions.status();
    table = std::make_unique<TableSink>(&w, options.format == Format::kCsv, std::move(*regions));
  }

  base::Status layer_status = base::Status::Ok();
  std::map<uint32_t, std::vector<LayerEntry>> step_layers;  // this step's, by rank
  auto read_step_layers = [&](uint64_t step) {
    step_layers.clear();
    if (layer_scanner == nullptr || !layer_status.ok()) return;
    layer_status = layer_scanner->Scan(
        step, step, [&](uint64_t, uint32_t rank, const std::vector<LayerEntry>& entries) {
          step_layers[rank] = entries;
        });
  };
  auto on_step = [&](uint64_t step, const std::vector<store::ScannedStep>& rows) {
    read_step_layers(step);
    bool any = false;
    for (const store::ScannedStep& row : rows) {
      if (!Selected(selected, row.rank)) continue;
      const RankInfo& ri = info[row.rank];
      if (trace) {
        auto l = step_layers.find(row.rank);
        trace->Row(row, ri, l != step_layers.end() ? &l->second : nullptr, &layer_names);
      } else {
        table->Row(row, ri);
      }
      ++stats.rows;
      any = true;
    }
    if (any) ++stats.steps;
  };
  base::Status st = scanner.Scan(options.first_step, last, on_step);
  if (!st.ok()) return st;
  if (!layer_status.ok()) return layer_status;

  if (trace) {
    auto episodes = scanner.Episodes();
    if (!episodes.ok()) return episodes.status();
    WriteEpisodes(trace.get(), *episodes);
    for (const store::RankRow& r : *rank_rows) {
      if (!r.failed || !Selected(selected, r.rank)) continue;
      // Placed at the end of its last stored step: the database has no
      // failure time on the ranks' clock.
      int64_t at = kMissing;
      if (r.last_step >= 0) {
        (void)scanner.Scan(static_cast<uint64_t>(r.last_step), static_cast<uint64_t>(r.last_step),
                           [&](uint64_t, const std::vector<store::ScannedStep>& rows) {
                             for (const auto& row : rows) {
                               if (row.rank == r.rank && row.record.end_ns != kMissing) {
                                 at = row.record.end_ns + r.clock_offset_ns;
                               }
                             }
                           });
      }
      if (at == kMissing) continue;
      nlohmann::ordered_json args = {{"reason", r.disconnect_reason}, {"last_step", r.last_step}};
      trace->Instant(r.rank, kStepsTrack, Quote("rank " + std::to_string(r.rank) + " failed"), at,
                     "p", args.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
    trace->End();
  }
  out.flush();
  if (!w.ok()) return base::Status::Error("cannot write the export: output error");
  if (stats.rows == 0) {
    if (!stats.aggregated_note.empty()) {
      return base::Status::Error("nothing to export: " + stats.aggregated_note);
    }
    return base::Status::Error("nothing to export: no step of " + run_dir +
                               " matches the selected steps and ranks");
  }
  return stats;
}

}  // namespace steplens::exporter
