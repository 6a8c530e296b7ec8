#include "tui/live_view.h"

#include <curses.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <variant>

#include "base/gpu_throttle.h"
#include "base/metrics.h"
#include "base/text.h"
#include "diagnosis/health.h"
#include "tui/format.h"
#include "tui/layer_lines.h"
#include "tui/node_lines.h"

namespace steplens::tui {
namespace {

constexpr int kNameCol = 16;
constexpr int kNumCol = 11;
constexpr int kRankCol = 6;
constexpr size_t kMaxRankLines = 8;
constexpr size_t kMaxGpuLines = 8;
constexpr int kGpuMemCol = 10;

std::string Rule(const std::string& title, int width) {
  std::string s = "── " + title + " ";
  while (DisplayWidth(s) < width) s += "─";
  return Fit(s, width);
}

std::string PhaseRow(const aggregator::PhaseStats& p, const std::string& label) {
  std::string row = "  " + Fit(label, kNameCol);
  if (!p.measured) {
    return row + Fit(kMissingText, kNumCol, true) + Fit(kMissingText, kNumCol, true) +
           Fit(kMissingText, kRankCol, true) + Fit(kMissingText, kNumCol, true) + "   not measured";
  }
  return row + Fit(FormatMs(p.median_ms), kNumCol, true) +
         Fit(FormatMs(p.worst_ms), kNumCol, true) + Fit(FormatRank(p.worst_rank), kRankCol, true) +
         Fit(FormatPct(p.skew_pct, true), kNumCol, true);
}

// Evidence values longer than this (stacks, frame lists, rank positions)
// stay in `report --json`; the view shows short ones.
constexpr int kMaxEvidenceValueColumns = 32;
constexpr size_t kEvidenceItems = 4;
// Column where a diagnosis' text starts, after its label ("  step time    ").
constexpr int kLabelCol = 15;

// One evidence item as "name value" with its unit, or "" when it does not
// fit on a line of the view.
std::string EvidenceItem(const std::string& key, const diagnosis::EvidenceValue& v) {
  switch (v.index()) {
    case 1:
      return EvidencePair(key, std::get<bool>(v) ? "yes" : "no");
    case 2:
      return EvidencePair(key, static_cast<double>(std::get<int64_t>(v)));
    case 3:
      return EvidencePair(key, std::get<double>(v));
    case 4: {
      const std::string& text = std::get<std::string>(v);
      if (text.empty() || text.find('\n') != std::string::npos ||
          DisplayWidth(text) > kMaxEvidenceValueColumns) {
        return "";
      }
      return EvidencePair(key, text);
    }
    default:
      return "";
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

// The first few short evidence items, wrapped at item boundaries (an item
// breaks only when it is longer than a line).
std::vector<std::string> EvidenceLines(const diagnosis::Diagnosis& d, int width) {
  constexpr char kKeep = '\x01';  // a space that does not break a line
  std::string text;
  size_t n = 0;
  for (const auto& [key, value] : d.evidence) {
    if (n == kEvidenceItems) break;
    std::string item = EvidenceItem(key, value);
    if (item.empty()) continue;
    ++n;
    std::replace(item.begin(), item.end(), ' ', kKeep);
    text += (text.empty() ? "" : ", ") + item;
  }
  if (text.empty()) return {};
  std::vector<std::string> lines = WrapUnder("", "evidence: " + text, kLabelCol, width);
  for (auto& l : lines) std::replace(l.begin(), l.end(), kKeep, ' ');
  return lines;
}

void Append(std::vector<std::string> lines, std::vector<std::string>* out) {
  for (auto& l : lines) out->push_back(std::move(l));
}

// "  label        HEADLINE" and "next: action", wrapped under the label.
void VerdictLines(const std::string& label, const diagnosis::Diagnosis& d, int width,
                  std::vector<std::string>* out) {
  Append(WrapUnder("  " + label, DiagnosisHeadline(d), kLabelCol, width), out);
}

void ActionLines(const std::string& action, int width, std::vector<std::string>* out) {
  if (!action.empty()) Append(WrapUnder("", "next: " + action, kLabelCol, width), out);
}

void HealthLines(const diagnosis::Diagnosis& h, int width, std::vector<std::string>* out) {
  constexpr size_t kStackLines = 3;
  VerdictLines("HEALTH", h, width, out);
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
  ActionLines(h.action, width, out);
}

// The loss over the window (median across ranks, as a sparkline) and its
// latest median and worst rank; nothing when no loss was logged.
void LossLine(const aggregator::Snapshot& s, int width, std::vector<std::string>* out) {
  std::vector<double> median;
  const aggregator::StepPoint* last = nullptr;
  for (const auto& p : s.timeline) {
    median.push_back(p.loss_median);
    if (!std::isnan(p.loss_median)) last = &p;
  }
  if (last == nullptr) return;
  char tail[96];
  std::snprintf(tail, sizeof tail, " %.4g median · worst %.4g (%s)", last->loss_median,
                last->loss_worst, FormatRank(last->loss_worst_rank).c_str());
  const std::string head = "  " + Fit("loss", kLabelCol - 2);
  const int room = width - DisplayWidth(head) - DisplayWidth(tail);
  out->push_back(head + Sparkline(median, std::min(room, 40)) + tail);
}

std::vector<std::string> DiagnosisLines(const aggregator::Snapshot& s, int width) {
  std::vector<std::string> out;
  const auto& d = s.diagnosis;
  const bool health_first = diagnosis::OutranksStepDiagnoses(s.health.label);
  if (health_first) HealthLines(s.health, width, &out);
  VerdictLines("step time", d.step_time, width, &out);
  Append(EvidenceLines(d.step_time, width), &out);
  ActionLines(d.step_time.action, width, &out);
  VerdictLines("step memory", d.step_memory, width, &out);
  // Training (the logged loss): shown once a loss was logged.
  if (d.training.label != diagnosis::kNoData) {
    VerdictLines("training", d.training, width, &out);
    if (d.training.severity != diagnosis::Severity::kInfo) {
      ActionLines(d.training.action, width, &out);
    }
  }
  LossLine(s, width, &out);
  for (const auto& c : d.context) VerdictLines("context", c, width, &out);
  if (!health_first && s.health.label != diagnosis::kNoData) {
    VerdictLines("health", s.health, width, &out);
  }
  return out;
}

// "MFU 41% (405 TFLOP/s)" with a known peak, "12.3 TFLOP/s" without; "" when
// the model FLOPs are unknown.
std::string FlopsText(double flops_per_sec, double mfu) {
  if (std::isnan(flops_per_sec)) return "";
  const std::string tflops = FormatFlops(flops_per_sec);
  if (std::isnan(mfu)) return tflops;
  return "MFU " + FormatPct(100.0 * mfu, /*sign=*/false) + " (" + tflops + ")";
}

// "steplens  <run>  │ ranks 2/2 │ step 152 │ ... │ live", on as many lines
// as the width needs (whole items; one cut only if an item alone is wider).
std::vector<std::string> HeaderLines(const aggregator::Snapshot& s, const ViewContext& ctx,
                                     int width) {
  constexpr const char* kSeparator = " │ ";
  const std::string world = s.world_size == 0 ? "—" : std::to_string(s.world_size);
  const std::vector<std::string> items = {
      "steplens  " + s.run_id + " ",
      "ranks " + std::to_string(s.ranks_seen) + "/" + world,
      "step " +
          (s.last_complete_step < 0 ? std::string("—") : std::to_string(s.last_complete_step)),
      FormatRate(s.steps_per_sec) + " steps/s",
      std::isnan(s.samples_per_sec) ? std::string() : FormatRate(s.samples_per_sec) + " samples/s",
      std::isnan(s.tokens_per_sec) ? std::string() : FormatRate(s.tokens_per_sec) + " tokens/s",
      FlopsText(s.flops_per_sec, s.mfu),
      FormatDuration(ctx.elapsed_s),
      ctx.job_running ? "live" : "finished"};
  std::vector<std::string> out(1);
  for (const std::string& item : items) {
    if (item.empty()) continue;  // not measured: not shown
    std::string& line = out.back();
    if (line.empty()) {
      line = item;
    } else if (DisplayWidth(line) + DisplayWidth(kSeparator) + DisplayWidth(item) <= width) {
      line += kSeparator + item;
    } else {
      out.push_back(item);
    }
  }
  return out;
}

// A number in a verdict's evidence; NaN when absent or not a number.
double EvidenceNumber(const diagnosis::Diagnosis& d, const char* key) {
  const diagnosis::EvidenceValue* v = d.Find(key);
  if (v == nullptr) return std::nan("");
  if (const auto* x = std::get_if<double>(v)) return *x;
  if (const auto* n = std::get_if<int64_t>(v)) return static_cast<double>(*n);
  return std::nan("");
}

std::vector<std::string> StepTimeLines(const aggregator::Snapshot& s) {
  std::vector<std::string> out;
  out.push_back("  " + Fit("phase", kNameCol) + Fit("median", kNumCol, true) +
                Fit("worst", kNumCol, true) + Fit("rank", kRankCol, true) +
                Fit("skew", kNumCol, true));
  for (const auto& p : s.phases) {
    if (!p.measured && metrics::OmittedWhenUnmeasured(p.name)) continue;
    out.push_back(PhaseRow(p, p.name));
  }
  out.push_back(PhaseRow(s.step, "step"));
  out.push_back(PhaseRow(s.wait, "wait*"));
  out.push_back("  wait share " + FormatPct(s.wait_share_pct, false) +
                "   (wait* = step − forward − backward − optimizer)");
  // The job's step-time jitter over the verdict's window, as the terminal
  // summary prints it: the step-time evidence (diagnoses.md "UNSTABLE").
  const diagnosis::Diagnosis& d = s.diagnosis.step_time;
  const std::string jitter =
      JitterText(EvidenceNumber(d, "step_p50_ms"), EvidenceNumber(d, "step_p95_ms"),
                 EvidenceNumber(d, "step_robust_cv"));
  if (!jitter.empty()) out.push_back("  " + jitter);
  return out;
}

std::string MemoryLine(const aggregator::Snapshot& s) {
  const auto& m = s.memory;
  if (!m.measured) return "  memory: not measured";
  return "  peak " + m.source + ": median " + FormatBytes(m.median_peak_bytes) + "   worst " +
         FormatBytes(m.worst_peak_bytes) + " (" + FormatRank(m.worst_rank) + ")   skew " +
         FormatPct(m.skew_pct, true);
}

std::string RankLine(const aggregator::RankView& r, bool with_gpu_mem) {
  char buf[288];
  std::string state;
  const bool ended_badly = r.end != "running" && r.end != "finished";
  if (ended_badly)
    state = r.end;
  else if (r.finished)
    state = "finished";
  else if (!r.connected)
    state = "gone: " + r.disconnect_reason;
  else if (r.in_sync)
    state = "in grad sync";
  else if (r.in_dataloader)
    state = "dataloader";
  else
    state = std::string(ActivityName(r.activity));
  const double cpu = r.last_process.cpu_pct;
  // The GPU memory column (NVML, per process) shows only once some rank has
  // it; a rank without it then shows it missing.
  const std::string gpu_mem =
      with_gpu_mem ? "gpu " +
                         Fit(FormatBytes(r.has_process ? r.last_process.gpu_mem_bytes : kMissing),
                             kGpuMemCol) +
                         " "
                   : "";
  std::snprintf(buf, sizeof buf,
                "  %-4s %-14.14s pid %-7u steps %-7llu %-14.14s cpu %-6s rss %-10s %sdrops %llu",
                FormatRank(static_cast<int>(r.rank)).c_str(), r.host.c_str(), r.pid,
                static_cast<unsigned long long>(r.steps), state.c_str(),
                cpu < 0 ? "—" : FormatPct(cpu, false).c_str(),
                FormatBytes(r.last_process.rss_bytes).c_str(), gpu_mem.c_str(),
                static_cast<unsigned long long>(r.dropped_records));
  if (ended_badly && !r.end_detail.empty()) return buf + ("  — " + r.end_detail);
  return buf;
}

bool AnyGpuMem(const aggregator::Snapshot& s) {
  return std::any_of(s.ranks.begin(), s.ranks.end(), [](const aggregator::RankView& r) {
    return r.has_process && r.last_process.gpu_mem_bytes != kMissing;
  });
}

// "12°C", "650 W", "1410 MHz"; "—" when not measured.
std::string FormatUnit(float v, const char* unit) {
  if (v < 0) return "—";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f%s", v, unit);
  return buf;
}

// "gpu0 87% util, 8.5 GiB / 80.0 GiB, 71°C, 650 W, SM 1410 MHz (throttled:
// sw_power_cap, sw_thermal)": the throttle reasons follow the clock they
// explain; "throttled" only for the reasons that slow work down.
std::string GpuText(const GpuSample& g, size_t index) {
  std::string text = "gpu" + std::to_string(index) + " " + FormatPct(g.util_pct, false) +
                     " util, " + FormatBytes(g.mem_used_bytes) + " / " +
                     FormatBytes(g.mem_total_bytes) + ", " + FormatUnit(g.temp_c, "°C") + ", " +
                     FormatUnit(g.power_w, " W") + ", SM " + FormatUnit(g.sm_clock_mhz, " MHz");
  const std::vector<std::string> reasons = base::ThrottleReasonNames(g.throttle_reasons);
  if (!reasons.empty()) {
    std::string joined;
    for (const std::string& r : reasons) joined += (joined.empty() ? "" : ", ") + r;
    text +=
        base::IsSlowdown(g.throttle_reasons) ? " (throttled: " + joined + ")" : " (" + joined + ")";
  }
  return text;
}

// cpu and ram; the GPUs follow on this line (compact view) or on their own
// lines (GpuLines, full screen).
std::string SystemLine(const aggregator::Snapshot& s, bool gpus_inline) {
  if (!s.has_system) return "  system: no sample yet";
  std::string line = "  cpu " + FormatPct(s.system.cpu_pct, false) + "   ram " +
                     FormatBytes(s.system.ram_used_bytes) + " / " +
                     FormatBytes(s.system.ram_total_bytes);
  if (s.system.gpus.empty()) {
    line += "   gpu: none (NVML not available)";
  } else if (gpus_inline) {
    for (size_t i = 0; i < s.system.gpus.size(); ++i) line += "   " + GpuText(s.system.gpus[i], i);
  }
  return line;
}

std::vector<std::string> GpuLines(const aggregator::Snapshot& s) {
  std::vector<std::string> lines;
  if (!s.has_system) return lines;
  const auto& gpus = s.system.gpus;
  for (size_t i = 0; i < gpus.size() && i < kMaxGpuLines; ++i) {
    lines.push_back("  " + GpuText(gpus[i], i));
  }
  if (gpus.size() > kMaxGpuLines) {
    lines.push_back("  … and " + std::to_string(gpus.size() - kMaxGpuLines) + " more GPUs");
  }
  return lines;
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

std::vector<std::string> RenderScreen(const aggregator::Snapshot& s, const ViewContext& ctx,
                                      int width, int height) {
  std::vector<std::string> lines = HeaderLines(s, ctx, width);
  lines.push_back(Rule("diagnosis — the short answer; the numbers below are the evidence", width));
  for (auto& l : DiagnosisLines(s, width)) lines.push_back(std::move(l));
  for (const auto& m : s.mixed_installs) lines.push_back("  ! " + m);  // another release
  char window[96];
  std::snprintf(window, sizeof window, "step time — last %u complete steps", s.window_steps);
  lines.push_back(Rule(
      s.window_steps == 0 ? "step time — waiting for the first complete step" : window, width));
  for (auto& l : StepTimeLines(s)) lines.push_back(std::move(l));
  for (auto& l : TopLayerLines(s, width)) lines.push_back(std::move(l));  // deep mode only
  lines.push_back(Rule("step memory", width));
  lines.push_back(MemoryLine(s));
  lines.push_back(Rule("ranks", width));
  const bool with_gpu_mem = AnyGpuMem(s);
  for (size_t i = 0; i < s.ranks.size() && i < kMaxRankLines; ++i) {
    lines.push_back(RankLine(s.ranks[i], with_gpu_mem));
  }
  if (s.ranks.size() > kMaxRankLines) {
    lines.push_back("  … and " + std::to_string(s.ranks.size() - kMaxRankLines) + " more ranks");
  }
  if (s.ranks.empty()) lines.push_back("  waiting for ranks to connect");
  if (std::vector<std::string> nodes = NodeLines(s); !nodes.empty()) {  // tui/node_lines.h
    lines.push_back(
        Rule("nodes — ranks, relay, bytes/s, clock offset ± bound, slowest rank", width));
    for (auto& l : nodes) lines.push_back(std::move(l));
  }
  lines.push_back(Rule("system", width));
  lines.push_back(SystemLine(s, /*gpus_inline=*/false));
  for (auto& l : GpuLines(s)) lines.push_back(std::move(l));
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

std::vector<std::string> RenderCompact(const aggregator::Snapshot& s, const ViewContext& ctx) {
  std::vector<std::string> out;
  char buf[256];
  std::snprintf(buf, sizeof buf, "[steplens %s] step %s | %s steps/s | ranks %u/%u | dropped %llu",
                FormatDuration(ctx.elapsed_s).c_str(),
                s.last_complete_step < 0 ? "—" : std::to_string(s.last_complete_step).c_str(),
                FormatRate(s.steps_per_sec).c_str(), s.ranks_seen, s.world_size,
                static_cast<unsigned long long>(s.dropped_records_total));
  std::string line = buf;
  if (!std::isnan(s.samples_per_sec)) line += " | " + FormatRate(s.samples_per_sec) + " samples/s";
  if (!std::isnan(s.tokens_per_sec)) line += " | " + FormatRate(s.tokens_per_sec) + " tokens/s";
  if (!std::isnan(s.flops_per_sec)) line += " | " + FlopsText(s.flops_per_sec, s.mfu);
  out.push_back(std::move(line));
  if (diagnosis::OutranksStepDiagnoses(s.health.label))
    out.push_back("  HEALTH: " + DiagnosisHeadline(s.health));
  out.push_back("  diagnosis: " + DiagnosisHeadline(s.diagnosis.step_time) + " | memory " +
                s.diagnosis.step_memory.label);
  for (const auto& m : s.mixed_installs) out.push_back("  ! " + m);  // another release
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
  out.push_back(MemoryLine(s) + " |" + SystemLine(s, /*gpus_inline=*/true).substr(1));
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
  // variables a parent process exported. (use_env(FALSE) alone would take
  // the terminfo entry's size, 80 columns, whatever the terminal's width.)
  use_env(TRUE);
  use_tioctl(TRUE);
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
