#include "tui/summary_text.h"

#include <algorithm>

#include <cmath>
#include <cstdio>

#include "aggregator/json_values.h"
#include "base/metrics.h"
#include "base/text.h"
#include "diagnosis/health.h"
#include "tui/environment_lines.h"
#include "tui/format.h"
#include "tui/resource_lines.h"

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

constexpr auto& Num = aggregator::json::NumberAt;

int RankOf(const Json& j, const char* key) {
  const double v = Num(j, key);
  return std::isfinite(v) ? static_cast<int>(v) : -1;
}

std::string Str(const Json& j, const char* key, const std::string& fallback = "—") {
  if (!j.is_object()) return fallback;
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return fallback;
  return it->get<std::string>();
}

int64_t Bytes(const Json& j, const char* key) {
  const double v = Num(j, key);
  return std::isfinite(v) ? static_cast<int64_t>(v) : -1;
}

const Json& Get(const Json& j, const char* key) {
  static const Json kNull;
  if (!j.is_object()) return kNull;
  auto it = j.find(key);
  return it == j.end() ? kNull : *it;
}

std::string EvidenceJsonText(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (v.is_number()) {
    char buf[64];
    const double d = v.get<double>();
    std::snprintf(buf, sizeof buf, std::fabs(d) >= 100 ? "%.0f" : "%.3g", d);
    return buf;
  }
  return kMissingText;
}

void DiagnosisLine(std::string* out, const char* title, const Json& d, bool details) {
  if (!d.is_object()) return;
  std::string line = std::string("  ") + Fit(title, 12) + Str(d, "label");
  const int rank = RankOf(d, "rank");
  const std::string phase = Str(d, "phase", "");
  if (rank >= 0 || !phase.empty()) {
    line += " (";
    if (rank >= 0) line += "rank " + std::to_string(rank);
    if (rank >= 0 && !phase.empty()) line += ", ";
    line += phase + ")";
  }
  const std::string severity = Str(d, "severity", "");
  if (!severity.empty()) line += " · " + severity;
  const std::string summary = Str(d, "summary", "");
  if (!summary.empty()) line += " — " + summary;
  *out += line + "\n";
  if (!details) return;
  const Json& evidence = Get(d, "evidence");
  if (evidence.is_object() && !evidence.empty()) {
    std::string ev;
    for (auto it = evidence.begin(); it != evidence.end(); ++it) {
      if (!ev.empty()) ev += ", ";
      ev += it.key() + " " + EvidenceJsonText(it.value());
    }
    *out += "              evidence: " + ev + "\n";
  }
  const std::string action = Str(d, "action", "");
  if (!action.empty()) *out += "              next: " + action + "\n";
}

// The health verdict with its evidence: one-line values on one line,
// multi-line ones (traceback frames, stacks, rank positions) as indented
// blocks.
void HealthBlock(std::string* out, const Json& d) {
  Json one_line = d;
  Json blocks = Json::object();
  if (d.contains("evidence") && d["evidence"].is_object()) {
    Json ev = Json::object();
    for (auto it = d["evidence"].begin(); it != d["evidence"].end(); ++it) {
      if (it.value().is_string() && it.value().get<std::string>().find('\n') != std::string::npos) {
        blocks[it.key()] = it.value();
      } else {
        ev[it.key()] = it.value();
      }
    }
    one_line["evidence"] = std::move(ev);
  }
  one_line.erase("action");
  DiagnosisLine(out, "HEALTH", one_line, true);
  for (auto it = blocks.begin(); it != blocks.end(); ++it) {
    *out += "              " + it.key() + ":\n";
    const std::string text = it.value().get<std::string>();
    size_t at = 0;
    while (at < text.size()) {
      const size_t nl = text.find('\n', at);
      *out += "                " + text.substr(at, nl == std::string::npos ? nl : nl - at) + "\n";
      at = nl == std::string::npos ? text.size() : nl + 1;
    }
  }
  const std::string action = Str(d, "action", "");
  if (!action.empty()) *out += "              next: " + action + "\n";
}

}  // namespace

std::string RenderSummaryText(const Json& s) {
  std::string out;
  const Json& run = Get(s, "run");
  char buf[512];
  const double exit_code = Num(run, "exit_code");
  std::snprintf(
      buf, sizeof buf,
      "steplens summary — run %s\n  %s ranks, %s steps completed in %s, exit code %s\n",
      Str(run, "id").c_str(),
      std::isfinite(Num(run, "world_size"))
          ? std::to_string(static_cast<int>(Num(run, "world_size"))).c_str()
          : "—",
      std::isfinite(Num(run, "steps_completed"))
          ? std::to_string(static_cast<long long>(Num(run, "steps_completed"))).c_str()
          : "—",
      FormatDuration(Num(run, "duration_s")).c_str(),
      std::isfinite(exit_code) ? std::to_string(static_cast<int>(exit_code)).c_str() : "—");
  out += buf;
  const double samples = Num(run, "samples_per_sec"), tokens = Num(run, "tokens_per_sec");
  if (std::isfinite(samples) || std::isfinite(tokens)) {
    out += "  throughput: " + FormatRate(Num(run, "steps_per_sec")) + " steps/s";
    if (std::isfinite(samples)) out += ", " + FormatRate(samples) + " samples/s";
    if (std::isfinite(tokens)) out += ", " + FormatRate(tokens) + " tokens/s";
    const double tflops = Num(run, "tflops"), mfu = Num(run, "mfu_pct");
    if (std::isfinite(tflops)) out += ", " + FormatFlops(tflops * 1e12);
    if (std::isfinite(mfu)) out += " (MFU " + FormatPct(mfu, /*sign=*/false) + ")";
    out += " (all ranks)\n";
  }
  const std::string database_problem = Str(run, "database_problem", "");
  if (!database_problem.empty()) out += "  " + database_problem + "\n";
  if (const auto d = run.find("detail"); d != run.end() && d->is_object()) {
    const std::string note = Str(*d, "note", "");
    if (!note.empty()) out += "  " + note + "\n";
  }
  const Json& counters = Get(s, "counters");
  if (counters.is_object()) {
    std::string shown;
    for (auto it = counters.begin(); it != counters.end(); ++it) {
      if (!it.value().is_number() || it.value().get<double>() == 0) continue;
      std::string name = it.key();
      std::replace(name.begin(), name.end(), '_', ' ');
      shown += (shown.empty() ? "" : ", ") + name + " " + it.value().dump();
    }
    if (!shown.empty()) out += "  counted: " + shown + "\n";
  }

  out += "\nDiagnosis\n";
  const Json& diag = Get(s, "diagnosis");
  // Health outranks the rest when something failed, hung or was stopped.
  const Json& health = Get(diag, "health");
  const std::string health_label = Str(health, "label", "");
  const bool health_first = diagnosis::OutranksStepDiagnoses(health_label);
  if (health_first) HealthBlock(&out, health);
  DiagnosisLine(&out, "step time", Get(diag, "step_time"), true);
  DiagnosisLine(&out, "step memory", Get(diag, "step_memory"), true);
  const Json& training = Get(diag, "training");
  if (Str(training, "label", diagnosis::kNoData) != std::string(diagnosis::kNoData)) {
    DiagnosisLine(&out, "training", training, true);
  }
  if (!health_first) DiagnosisLine(&out, "health", health, false);
  const Json& context = Get(diag, "context");
  if (context.is_array()) {
    for (const Json& c : context) DiagnosisLine(&out, "context", c, false);
  }
  // The configuration family: setup findings with their fix, after health.
  const Json& config = Get(diag, "config");
  if (config.is_array()) {
    for (const Json& c : config) DiagnosisLine(&out, "config", c, true);
  }

  const Json& st = Get(s, "step_time");
  const double steps = Num(st, "window_steps");
  std::snprintf(buf, sizeof buf,
                "\nStep time over %s complete steps (per-rank mean, then across ranks)\n",
                std::isfinite(steps) ? std::to_string(static_cast<long long>(steps)).c_str() : "—");
  out += buf;
  out += "  " + Fit("phase", 16) + Fit("median", 11, true) + Fit("worst", 11, true) +
         Fit("rank", 6, true) + Fit("skew", 9, true) + "\n";
  const Json& phases = Get(st, "phases");
  if (phases.is_object()) {
    for (auto it = phases.begin(); it != phases.end(); ++it) {
      const Json& p = it.value();
      // Host-to-device is only measured when the user marks it; as in the
      // live view, an unmeasured h2d row is noise.
      if (metrics::OmittedWhenUnmeasured(it.key()) && !std::isfinite(Num(p, "median_ms"))) {
        continue;
      }
      std::string name = it.key() == "wait" ? "wait*" : it.key();
      out += "  " + Fit(name, 16) + Fit(FormatMs(Num(p, "median_ms")), 11, true) +
             Fit(FormatMs(Num(p, "worst_ms")), 11, true) +
             Fit(FormatRank(RankOf(p, "worst_rank")), 6, true) +
             Fit(FormatPct(Num(p, "skew_pct"), true), 9, true) + "\n";
    }
  }
  out += "  wait share " + FormatPct(Num(st, "wait_share_pct"), false);
  // Jitter of the job's step time over the verdict's window (the step-time
  // evidence, diagnoses.md "UNSTABLE"), when it was measured.
  const Json& jitter = Get(Get(diag, "step_time"), "evidence");
  const std::string jitter_text = JitterText(Num(jitter, "step_p50_ms"), Num(jitter, "step_p95_ms"),
                                             Num(jitter, "step_robust_cv"));
  if (!jitter_text.empty()) out += "   " + jitter_text;
  out += "\n";
  // Each rank's share of its step blocked in collectives (in a pipeline,
  // each stage's bubble) and the rank the others wait for (the step-time
  // evidence, diagnoses.md "COMM-BOUND"), when the collectives were timed.
  const std::string blocked = Str(jitter, "comm_share_by_rank", "");
  if (!blocked.empty()) {
    out += "  blocked in collectives by rank (a pipeline's bubble): " + blocked;
    const int waited_for = RankOf(jitter, "waited_for_rank");
    if (waited_for >= 0) out += "; the others wait for rank " + std::to_string(waited_for);
    out += "\n";
  }

  const Json& mem = Get(s, "step_memory");
  out += "\nStep memory (" + Str(mem, "source", "not measured") + ")\n";
  out += "  median peak " + FormatBytes(Bytes(mem, "median_peak_bytes")) + "   worst peak " +
         FormatBytes(Bytes(mem, "worst_peak_bytes")) + " (" +
         FormatRank(RankOf(mem, "worst_rank")) + ")   skew " +
         FormatPct(Num(mem, "skew_pct"), true) + "\n";

  // Nodes on another steplens release (summary.json mixed_installs).
  const Json& mixed = Get(s, "mixed_installs");
  if (mixed.is_array()) {
    for (const Json& m : mixed) {
      if (m.is_string()) out += "\n! " + m.get<std::string>() + "\n";
    }
  }

  // Nodes, when the run spans several (one line per launcher).
  const Json& nodes = Get(s, "nodes");
  if (nodes.is_array() && nodes.size() > 1) {
    out += "\nNodes\n";
    auto count = [](double v) {
      return std::isfinite(v) ? std::to_string(static_cast<long long>(v)) : std::string("—");
    };
    for (const Json& n : nodes) {
      const Json& rs = n.contains("ranks") ? n["ranks"] : Json();
      std::string ranks = "—";
      if (rs.is_array() && !rs.empty() && rs.front().is_number() && rs.back().is_number()) {
        ranks = FormatRank(rs.front().get<int>()) + "-" + FormatRank(rs.back().get<int>());
      }
      out += "  " + Fit(Str(n, "host", "?"), 16) + " ranks " + Fit(ranks, 10) + " steps " +
             count(Num(n, "steps_min")) + "-" + count(Num(n, "steps_max"));
      // What its ranks sent node 0, on average over the run (node_view.h).
      if (const double bps = Num(n, "bytes_per_sec"); std::isfinite(bps) && bps >= 0) {
        out += "   " + FormatBytes(std::llround(bps)) + "/s";
      }
      if (Num(n, "lost_ranks") > 0) out += "   LOST " + count(Num(n, "lost_ranks"));
      if (std::isfinite(Num(n, "joined_after_s")) && Num(n, "joined_after_s") >= 1.0) {
        char joined[48];
        std::snprintf(joined, sizeof joined, "   joined %.1f s late", Num(n, "joined_after_s"));
        out += joined;
      }
      if (Str(n, "clock", "") == "estimated") {
        char clock[64];
        std::snprintf(clock, sizeof clock, "   clock %+.1f ms (estimated)",
                      -Num(n, "clock_skew_ms"));
        out += clock;
      } else if (Str(n, "clock", "") == "two-way") {
        char clock[80];
        std::snprintf(clock, sizeof clock, "   clock %+.1f ± %.1f ms (two-way)",
                      -Num(n, "clock_skew_ms"), Num(n, "clock_bound_ms"));
        out += clock;
      }
      out += "\n";
    }
  }

  out += EnvironmentLines(Get(s, "environment"));
  out += ResourceLines(Get(s, "system"), Get(s, "process"));

  out += "\nRanks\n";
  const Json& ranks = Get(s, "ranks");
  if (ranks.is_array()) {
    for (const Json& r : ranks) {
      std::snprintf(buf, sizeof buf, "  %-4s %-16s pid %-8s steps %-8s dropped records %s\n",
                    FormatRank(RankOf(r, "rank")).c_str(), Str(r, "host").c_str(),
                    std::isfinite(Num(r, "pid"))
                        ? std::to_string(static_cast<long long>(Num(r, "pid"))).c_str()
                        : "—",
                    std::isfinite(Num(r, "steps"))
                        ? std::to_string(static_cast<long long>(Num(r, "steps"))).c_str()
                        : "—",
                    std::isfinite(Num(r, "dropped_records"))
                        ? std::to_string(static_cast<long long>(Num(r, "dropped_records"))).c_str()
                        : "—");
      out += buf;
      // How it ended, when that was not a clean finish.
      const std::string end = Str(r, "end", "");
      if (!end.empty() && end != "finished" && end != "running") {
        out.pop_back();
        const std::string detail = Str(r, "end_detail", "");
        out += "   ended: " + end + (detail.empty() ? "" : " — " + detail.substr(0, 120)) + "\n";
      }
    }
  }
  const std::string dir = Str(run, "run_dir", "");
  if (!dir.empty()) out += "\nRun directory: " + dir + "  (steplens report " + dir + ")\n";
  // Names come from ranks and files: no escape sequence reaches the terminal.
  return base::TerminalSafe(out);
}

}  // namespace steplens::tui
