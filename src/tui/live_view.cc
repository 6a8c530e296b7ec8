#include "tui/live_view.h"

#include <curses.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/text.h"
#include "diagnosis/health.h"
#include "tui/format.h"

namespace steplens::tui {
namespace {

constexpr int kNameCol = 16;
constexpr int kNumCol = 11;
constexpr int kRankCol = 6;
constexpr size_t kMaxRankLines = 8;

std::string Rule(const std::string& title, int width) {
  std::string s = "── " + title + " ";
  while (DisplayWidth(s) < width) s += "─";
  return Fit(s, width);
}

std::string PhaseRow(const aggregator::PhaseStats& p, const std::string& label) {
  std::string row = "  " + Fit(label, kNameCol);
  if (!p.measured) {
    return row + Fit(kMissingText, kNumCol, true) + Fit(kMissingText, kNumCol, true) +
           Fit(kMissingText, kRankCol, true) + Fit(kMissingText, kNumCol, true) +
           "   not measured";
  }
  return row + Fit(FormatMs(p.median_ms), kNumCol, true) +
         Fit(FormatMs(p.worst_ms), kNumCol, true) +
         Fit(FormatRank(p.worst_rank), kRankCol, true) +
         Fit(FormatPct(p.skew_pct, true), kNumCol, true);
}

std::string EvidenceText(const diagnosis::EvidenceValue& v) {
  char buf[64];
  switch (v.index()) {
    case 1: return std::get<bool>(v) ? "yes" : "no";
    case 2: return std::to_string(std::get<int64_t>(v));
    case 3: {
      const double d = std::get<double>(v);
      if (!std::isfinite(d)) return kMissingText;
      std::snprintf(buf, sizeof buf, std::fabs(d) >= 100 ? "%.0f" : "%.3g", d);
      return buf;
    }
    case 4: return std::get<std::string>(v);
    default: return kMissingText;
  }
}

// "LABEL (rank r, phase) · severity — summary"
std::string DiagnosisHeadline(const diagnosis::Diagnosis& d) {
  std::string line = d.label;
  if (d.rank >= 0 || !d.phase.empty()) {
    line += " (";
    if (d.rank >= 0) line += "rank " + std::to_string(d.rank);
    if (d.rank >= 0 && !d.phase.empty()) line += ", ";
    line += d.phase;
    line += ")";
  }
  line += std::string(" · ") + diagnosis::SeverityName(d.severity);
  if (!d.summary.empty()) line += " — " + d.summary;
  return line;
}

std::string EvidenceLine(const diagnosis::Diagnosis& d, size_t max_items) {
  std::string line;
  size_t n = 0;
  for (const auto& [key, value] : d.evidence) {
    if (n++ == max_items) break;
    if (!line.empty()) line += ", ";
    line += key + " " + EvidenceText(value);
  }
  return line;
}

void HealthLines(const diagnosis::Diagnosis& h, std::vector<std::string>* out) {
  constexpr size_t kStackLines = 3;
  out->push_back("  HEALTH       " + DiagnosisHeadline(h));
  for (const char* key : {"stack", "frames"}) {
    const auto* v = h.Find(key);
    if (v == nullptr || !std::holds_alternative<std::string>(*v)) continue;
    const std::string& text = std::get<std::string>(*v);
    size_t at = 0;
    for (size_t n = 0; n < kStackLines && at < text.size(); ++n) {
      const size_t nl = text.find('\n', at);
      const std::string frame = text.substr(at, nl == std::string::npos ? nl : nl - at);
      out->push_back(std::string(n == 0 ? "               at " : "                  ") + frame);
      at = nl == std::string::npos ? text.size() : nl + 1;
    }
    break;
  }
  if (!h.action.empty()) out->push_back("               next: " + h.action);
}

std::vector<std::string> DiagnosisLines(const aggregator::Snapshot& s) {
  constexpr size_t kEvidenceItems = 6;
  std::vector<std::string> out;
  const auto& d = s.diagnosis;
  const bool health_first = diagnosis::OutranksStepDiagnoses(s.health.label);
  if (health_first) HealthLines(s.health, &out);
  out.push_back("  step time    " + DiagnosisHeadline(d.step_time));
  if (!d.step_time.evidence.empty()) {
    out.push_back("               evidence: " + EvidenceLine(d.step_time, kEvidenceItems));
  }
  if (!d.step_time.action.empty()) out.push_back("               next: " + d.step_time.action);
  out.push_back("  step memory  " + DiagnosisHeadline(d.step_memory));
  for (const auto& c : d.context) out.push_back("  context      " + DiagnosisHeadline(c));
  if (!health_first && s.health.label != diagnosis::kNoData) {
    out.push_back("  health       " + DiagnosisHeadline(s.health));
  }
  return out;
}

std::string HeaderLine(const aggregator::Snapshot& s, const ViewContext& ctx) {
  char buf[256];
  const std::string world = s.world_size == 0 ? "—" : std::to_string(s.world_size);
  std::snprintf(buf, sizeof buf, "steplens  %s  │ ranks %u/%s │ step %s │ %s steps/s │ %s │ %s",
                s.run_id.c_str(), s.ranks_seen, world.c_str(),
                s.last_complete_step < 0 ? "—" : std::to_string(s.last_complete_step).c_str(),
                FormatRate(s.steps_per_sec).c_str(), FormatDuration(ctx.elapsed_s).c_str(),
                ctx.job_running ? "live" : "finished");
  return buf;
}

std::vector<std::string> StepTimeLines(const aggregator::Snapshot& s) {
  std::vector<std::string> out;
  out.push_back("  " + Fit("phase", kNameCol) + Fit("median", kNumCol, true) +
                Fit("worst", kNumCol, true) + Fit("rank", kRankCol, true) +
                Fit("skew", kNumCol, true));
  for (const auto& p : s.phases) {
    if (!p.measured && p.name == "h2d") continue;  // rarely used; shown when measured
    out.push_back(PhaseRow(p, p.name));
  }
  out.push_back(PhaseRow(s.step, "step"));
  out.push_back(PhaseRow(s.wait, "wait*"));
  out.push_back("  wait share " + FormatPct(s.wait_share_pct, false) +
                "   (wait* = step − forward − backward − optimizer)");
  return out;
}

std::string MemoryLine(const aggregator::Snapshot& s) {
  const auto& m = s.memory;
  if (!m.measured) return "  memory: not measured";
  return "  peak " + m.source + ": median " + FormatBytes(m.median_peak_bytes) +
         "   worst " + FormatBytes(m.worst_peak_bytes) + " (" +
         FormatRank(m.worst_rank) + ")   skew " + FormatPct(m.skew_pct, true);
}

std::string RankLine(const aggregator::RankView& r) {
  char buf[256];
  std::string state;
  const bool ended_badly = r.end != "running" && r.end != "finished";
  if (ended_badly) state = r.end;
  else if (r.finished) state = "finished";
  else if (!r.connected) state = "gone: " + r.disconnect_reason;
  else if (r.in_sync) state = "in grad sync";
  else if (r.in_dataloader) state = "dataloader";
  else state = std::string(ActivityName(r.activity));
  const double cpu = r.last_process.cpu_pct;
  std::snprintf(buf, sizeof buf, "  %-4s %-14.14s pid %-7u steps %-7llu %-14.14s cpu %-6s rss %-10s drops %llu",
                FormatRank(static_cast<int>(r.rank)).c_str(), r.host.c_str(), r.pid,
                static_cast<unsigned long long>(r.steps), state.c_str(),
                cpu < 0 ? "—" : FormatPct(cpu, false).c_str(),
                FormatBytes(r.last_process.rss_bytes).c_str(),
                static_cast<unsigned long long>(r.dropped_records));
  if (ended_badly && !r.end_detail.empty()) return buf + ("  — " + r.end_detail);
  return buf;
}

std::string SystemLine(const aggregator::Snapshot& s) {
  if (!s.has_system) return "  system: no sample yet";
  std::string line = "  cpu " + FormatPct(s.system.cpu_pct, false) + "   ram " +
                     FormatBytes(s.system.ram_used_bytes) + " / " +
                     FormatBytes(s.system.ram_total_bytes);
  if (s.system.gpus.empty()) {
    line += "   gpu: none (NVML not available)";
  } else {
    for (size_t i = 0; i < s.system.gpus.size(); ++i) {
      const auto& g = s.system.gpus[i];
      char buf[160];
      std::snprintf(buf, sizeof buf, "   gpu%zu %s util, %s / %s, %.0f°C, %.0f W", i,
                    FormatPct(g.util_pct, false).c_str(), FormatBytes(g.mem_used_bytes).c_str(),
                    FormatBytes(g.mem_total_bytes).c_str(), g.temp_c, g.power_w);
      line += buf;
    }
  }
  return line;
}

std::string CountersLine(const aggregator::Snapshot& s) {
  char buf[200];
  std::snprintf(buf, sizeof buf, "  records dropped %llu   decode errors %llu   late records %llu",
                static_cast<unsigned long long>(s.dropped_records_total),
                static_cast<unsigned long long>(s.decode_errors),
                static_cast<unsigned long long>(s.late_records));
  return buf;
}

}  // namespace

std::vector<std::string> RenderScreen(const aggregator::Snapshot& s,
                                      const ViewContext& ctx, int width,
                                      int height) {
  std::vector<std::string> lines;
  lines.push_back(HeaderLine(s, ctx));
  lines.push_back(Rule("diagnosis — the short answer; the numbers below are the evidence", width));
  for (auto& l : DiagnosisLines(s)) lines.push_back(std::move(l));
  char window[96];
  std::snprintf(window, sizeof window, "step time — last %u complete steps", s.window_steps);
  lines.push_back(Rule(s.window_steps == 0 ? "step time — waiting for the first complete step" : window, width));
  for (auto& l : StepTimeLines(s)) lines.push_back(std::move(l));
  lines.push_back(Rule("step memory", width));
  lines.push_back(MemoryLine(s));
  lines.push_back(Rule("ranks", width));
  for (size_t i = 0; i < s.ranks.size() && i < kMaxRankLines; ++i) {
    lines.push_back(RankLine(s.ranks[i]));
  }
  if (s.ranks.size() > kMaxRankLines) {
    lines.push_back("  … and " + std::to_string(s.ranks.size() - kMaxRankLines) + " more ranks");
  }
  if (s.ranks.empty()) lines.push_back("  waiting for ranks to connect");
  lines.push_back(Rule("system", width));
  lines.push_back(SystemLine(s));
  lines.push_back(CountersLine(s));
  for (const auto& e : s.recent_errors) lines.push_back("  ! " + e);
  lines.push_back(Rule("job output — " + ctx.run_dir + "/stdout.log", width));
  const int room = height - static_cast<int>(lines.size()) - 1;
  if (room > 0) {
    const auto& tail = ctx.output_tail;
    const size_t n = std::min(tail.size(), static_cast<size_t>(room));
    for (size_t i = tail.size() - n; i < tail.size(); ++i) lines.push_back("  " + tail[i]);
  }
  while (static_cast<int>(lines.size()) < height - 1) lines.push_back("");
  lines.resize(static_cast<size_t>(std::max(height - 1, 0)));
  lines.push_back("Ctrl-C stops the job");
  for (auto& l : lines) l = Fit(l, width);
  return lines;
}

std::vector<std::string> RenderCompact(const aggregator::Snapshot& s,
                                       const ViewContext& ctx) {
  std::vector<std::string> out;
  char buf[256];
  std::snprintf(buf, sizeof buf, "[steplens %s] step %s | %s steps/s | ranks %u/%u | dropped %llu",
                FormatDuration(ctx.elapsed_s).c_str(),
                s.last_complete_step < 0 ? "—" : std::to_string(s.last_complete_step).c_str(),
                FormatRate(s.steps_per_sec).c_str(), s.ranks_seen, s.world_size,
                static_cast<unsigned long long>(s.dropped_records_total));
  out.push_back(buf);
  if (diagnosis::OutranksStepDiagnoses(s.health.label)) out.push_back("  HEALTH: " + DiagnosisHeadline(s.health));
  out.push_back("  diagnosis: " + DiagnosisHeadline(s.diagnosis.step_time) + " | memory " +
                s.diagnosis.step_memory.label);
  std::string phases = "  median/worst:";
  auto add = [&phases](const aggregator::PhaseStats& p, const std::string& name) {
    if (!p.measured) return;
    phases += " " + name + " " + FormatMs(p.median_ms) + "/" + FormatMs(p.worst_ms) + " (" +
              FormatRank(p.worst_rank) + ")";
  };
  for (const auto& p : s.phases) add(p, p.name);
  add(s.step, "step");
  add(s.wait, "wait*");
  out.push_back(phases);
  out.push_back(MemoryLine(s) + " |" + SystemLine(s).substr(1));
  return out;
}

void LineTail::Append(std::string_view bytes) {
  for (char c : bytes) {
    if (c == '\n') {
      lines_.push_back(std::move(partial_));
      partial_.clear();
      if (lines_.size() > max_lines_) lines_.pop_front();
    } else if (c == '\r') {
      partial_.clear();  // progress bars redraw the line
    } else if (c == '\t') {
      partial_ += "    ";
    } else if (static_cast<unsigned char>(c) >= 0x20 || c == '\x1b') {
      if (c != '\x1b') partial_.push_back(c);
    }
  }
}

std::vector<std::string> LineTail::Lines() const {
  std::vector<std::string> out(lines_.begin(), lines_.end());
  if (!partial_.empty()) out.push_back(partial_);
  return out;
}

TerminalView::~TerminalView() { Stop(); }

bool TerminalView::Start() {
  if (started_) return true;
  // The terminal's real size (TIOCGWINSZ), never stale LINES/COLUMNS
  // variables a parent process exported.
  use_env(FALSE);
  if (newterm(nullptr, stdout, stdin) == nullptr) return false;
  cbreak();
  noecho();
  curs_set(0);
  nodelay(stdscr, TRUE);
  keypad(stdscr, TRUE);
  started_ = true;
  return true;
}

void TerminalView::PollInput() {
  if (!started_) return;
  while (getch() != ERR) {
    // Drain input (resize events update LINES/COLS); keys are not bound yet.
  }
}

void TerminalView::Draw(const std::vector<std::string>& lines) {
  if (!started_) return;
  erase();
  for (size_t i = 0; i < lines.size() && static_cast<int>(i) < LINES; ++i) {
    mvaddstr(static_cast<int>(i), 0, base::TerminalSafe(lines[i]).c_str());
  }
  refresh();
}

void TerminalView::Stop() {
  if (!started_) return;
  endwin();
  started_ = false;
}

int TerminalView::width() const { return started_ ? COLS : 100; }
int TerminalView::height() const { return started_ ? LINES : 40; }

}  // namespace steplens::tui
