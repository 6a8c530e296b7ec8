#include "tui/live_view.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "tui/format.h"
#include "tui/summary_text.h"

namespace steplens::tui {
namespace {

// Goldens live in src/tui/testdata; STEPLENS_REGENERATE_GOLDENS=1 rewrites them.
void ExpectGolden(const std::string& name, const std::string& actual) {
  const std::string path = std::string(STEPLENS_TUI_TESTDATA) + "/" + name;
  if (const char* regen = std::getenv("STEPLENS_REGENERATE_GOLDENS"); regen && *regen == '1') {
    std::ofstream(path) << actual;
    return;
  }
  std::ifstream f(path);
  ASSERT_TRUE(f.good()) << "missing golden " << path
                        << " (run with STEPLENS_REGENERATE_GOLDENS=1 to create it)";
  std::stringstream want;
  want << f.rdbuf();
  EXPECT_EQ(want.str(), actual) << "golden " << path << " differs";
}

aggregator::PhaseStats Phase(const std::string& name, double median, double worst, int rank) {
  aggregator::PhaseStats p;
  p.name = name;
  p.measured = true;
  p.median_ms = median;
  p.worst_ms = worst;
  p.worst_rank = rank;
  p.skew_pct = (worst - median) / median * 100.0;
  return p;
}

// The jitter figures every step-time verdict carries (diagnoses.md
// "UNSTABLE"), after its own evidence as the step-time rules add them.
void AddJitter(diagnosis::Diagnosis* d) {
  d->Add("step_p50_ms", 66.3);
  d->Add("step_p95_ms", 125.8);
  d->Add("step_p99_ms", 126.8);
  d->Add("step_p95_p50", 1.8974);
  d->Add("step_robust_cv", 0.3612);
}

aggregator::Snapshot TwoRankSnapshot() {
  aggregator::Snapshot s;
  s.run_id = "20261121-101500-ab12cd";
  s.world_size = 2;
  s.ranks_seen = 2;
  s.steps_completed = 153;
  s.last_complete_step = 152;
  s.window_steps = 100;
  s.steps_per_sec = 12.5;
  s.phases.push_back(Phase("dataloader", 1.2, 6.3, 1));
  aggregator::PhaseStats h2d;
  h2d.name = "h2d";
  s.phases.push_back(h2d);  // not measured: hidden
  s.phases.push_back(Phase("forward", 20.0, 21.0, 0));
  s.phases.push_back(Phase("backward", 40.0, 41.5, 1));
  aggregator::PhaseStats opt;
  opt.name = "optimizer";  // not measured: shown as missing, never 0
  s.phases.push_back(opt);
  s.step = Phase("step", 70.0, 72.0, 1);
  s.wait = Phase("wait", 10.0, 11.0, 0);
  s.wait_share_pct = 14.29;
  s.memory.measured = true;
  s.memory.source = "rss";
  s.memory.median_peak_bytes = 512ll << 20;
  s.memory.worst_peak_bytes = 530ll << 20;
  s.memory.worst_rank = 1;
  s.memory.skew_pct = 3.5;
  for (uint32_t r = 0; r < 2; ++r) {
    aggregator::RankView v;
    v.rank = r;
    v.host = "node-a";
    v.pid = 4000 + r;
    v.connected = true;
    v.steps = 153;
    v.activity = r == 0 ? Activity::kBackward : Activity::kForward;
    v.last_process.cpu_pct = 98.0f;
    v.last_process.rss_bytes = 512ll << 20;
    v.has_process = true;
    s.ranks.push_back(v);
  }
  diagnosis::Diagnosis& d = s.diagnosis.step_time;
  d.label = "COMPUTE STRAGGLER";
  d.severity = diagnosis::Severity::kWarning;
  d.rank = 1;
  d.phase = "backward";
  d.summary = "rank 1 arrives last at gradient sync in 97 of 100 steps, 21 ms late";
  d.Add("attribution", std::string("arrival"));
  d.Add("lateness_ms", 21.4);
  d.Add("worst_in_steps", int64_t{97});
  d.Add("p_value", 1.2e-25);
  AddJitter(&d);
  d.action = "inspect the compute path on the worst rank";
  s.diagnosis.step_memory.label = "BALANCED";
  s.diagnosis.step_memory.summary = "peaks are even across ranks and flat";
  s.has_system = true;
  s.system.cpu_pct = 87.0f;
  s.system.ram_used_bytes = 5ll << 30;
  s.system.ram_total_bytes = 24ll << 30;
  return s;
}

TEST(LiveViewTest, FullScreenMatchesGolden) {
  ViewContext ctx;
  ctx.run_dir = "steplens_runs/20261121-101500";
  ctx.elapsed_s = 83;
  ctx.output_tail = {"epoch 0 step 150 loss 0.512", "epoch 0 step 151 loss 0.498"};
  const auto lines = RenderScreen(TwoRankSnapshot(), ctx, 100, 32);
  ASSERT_EQ(lines.size(), 32u);
  std::string text;
  for (const auto& l : lines) {
    EXPECT_EQ(DisplayWidth(l), 100) << l;
    text += l + "\n";
  }
  ExpectGolden("live_view_100x32.txt", text);
  // The unmeasured optimizer is shown as missing, never as zero.
  EXPECT_NE(text.find("not measured"), std::string::npos);
  EXPECT_EQ(text.find("0.00 ms"), std::string::npos);
}

// The diagnosis sentence and the next action wrap under their label at the
// terminal's width instead of being cut; evidence shows a few short items as
// "name value" (stacks and long values stay in report --json).
aggregator::Snapshot LongSentenceSnapshot() {
  aggregator::Snapshot s = TwoRankSnapshot();
  diagnosis::Diagnosis& d = s.diagnosis.step_time;
  d.label = "INPUT STRAGGLER";
  d.phase = "";
  d.summary =
      "rank 1 arrives last at gradient synchronisation in 97 of 100 steps, 21 ms late on a "
      "72 ms step; its dataloader takes 5.1 ms more than the median rank's";
  d.evidence.clear();
  d.Add("attribution", std::string("arrival"));
  d.Add("lateness_ms", 21.4);
  d.Add("worst_in_steps", int64_t{97});
  d.Add("positions",
        std::string("rank 0: in gradient synchronisation since step 61\nrank 1: forward"));
  d.Add("culprit_main_wait_pct", 3.2);
  d.Add("worst_peak_bytes", int64_t{530} << 20);
  d.Add("p_value", 1.2e-25);
  AddJitter(&d);
  d.action =
      "make rank 1's input pipeline faster: more DataLoader workers, pinned memory, or move "
      "the augmentation it spends its time on to the GPU";
  return s;
}

std::string Screen(const aggregator::Snapshot& s, int width, int height) {
  ViewContext ctx;
  ctx.run_dir = "steplens_runs/20261121-101500";
  ctx.elapsed_s = 83;
  ctx.output_tail = {"epoch 0 step 150 loss 0.512"};
  const auto lines = RenderScreen(s, ctx, width, height);
  EXPECT_EQ(lines.size(), static_cast<size_t>(height));
  std::string text;
  for (const auto& l : lines) {
    EXPECT_EQ(DisplayWidth(l), width) << l;
    text += l + "\n";
  }
  return text;
}

// The paragraph that starts with `first` (a line's text from its label on),
// joined back into one sentence.
std::string Paragraph(const std::string& screen, const std::string& first) {
  std::istringstream in(screen);
  std::string line, out;
  bool inside = false;
  while (std::getline(in, line)) {
    const size_t end = line.find_last_not_of(' ');
    line = end == std::string::npos ? "" : line.substr(0, end + 1);
    if (!inside) {
      const size_t at = line.find(first);
      if (at == std::string::npos) continue;
      inside = true;
      out = line.substr(at);
      continue;
    }
    // A continuation line starts with the hanging indent and text under it.
    if (line.rfind("               ", 0) != 0 || line.size() <= 15 || line[15] == ' ') break;
    const std::string rest = line.substr(15);
    if (rest.rfind("evidence:", 0) == 0 || rest.rfind("next:", 0) == 0) break;
    out += " " + rest;
  }
  return out;
}

TEST(LiveViewTest, WrapsTheDiagnosisAt80And160Columns) {
  const aggregator::Snapshot s = LongSentenceSnapshot();
  for (int width : {80, 160}) {
    const std::string text = Screen(s, width, 40);
    ExpectGolden("live_view_" + std::to_string(width) + "x40.txt", text);
    const diagnosis::Diagnosis& d = s.diagnosis.step_time;
    EXPECT_EQ(Paragraph(text, "INPUT STRAGGLER"),
              "INPUT STRAGGLER (rank 1) · warning — " + d.summary)
        << text;
    EXPECT_EQ(Paragraph(text, "next: "), "next: " + d.action) << text;
    EXPECT_EQ(Paragraph(text, "evidence: "),
              "evidence: attribution arrival, lateness 21.4 ms, worst in steps 97, "
              "culprit main wait 3.2%")
        << text;
    EXPECT_EQ(text.find("positions"), std::string::npos);  // multi-line: report --json
    EXPECT_EQ(text.find("p value"), std::string::npos);    // a few items, not all
    EXPECT_EQ(text.find("lateness_ms"), std::string::npos) << "raw keys on screen:\n" << text;
  }
}

TEST(LiveViewTest, NarrowTerminalsStillFitExactly) {
  const aggregator::Snapshot s = LongSentenceSnapshot();
  for (int width : {1, 10, 20, 30, 38, 39, 40, 41, 60}) {
    for (int height : {1, 5, 10, 30}) {
      const std::string text = Screen(s, width, height);
      EXPECT_FALSE(text.empty());
    }
  }
  // Where the label column leaves too little room, the text wraps under the
  // label at column 2, still whole.
  const std::string text = Screen(s, 30, 60);
  EXPECT_NE(text.find("  next: make rank 1's input  "), std::string::npos) << text;
}

// The step table says the job's step-time jitter (p50, p95, robust CV)
// under the wait share, from the step-time verdict's evidence, in the same
// words as the terminal summary; whole at 80 columns; no line without them.
TEST(LiveViewTest, StepTableShowsJitter) {
  aggregator::Snapshot s = TwoRankSnapshot();
  const std::string want = "  step p50 66.3 ms  p95 126 ms  robust CV 0.36";
  for (int width : {80, 100, 160}) {
    const std::string text = Screen(s, width, 40);
    const size_t share = text.find("  wait share 14%");
    ASSERT_NE(share, std::string::npos) << text;
    const size_t next = text.find('\n', share) + 1;
    EXPECT_EQ(text.substr(next, want.size()), want) << text;
    EXPECT_EQ(text.substr(next + want.size(), width - want.size()),
              std::string(width - want.size(), ' '))
        << text;
  }
  // The same figures, the same words in the end-of-run summary.
  const nlohmann::ordered_json j = {
      {"diagnosis", {{"step_time", diagnosis::ToJson(s.diagnosis.step_time)}}},
      {"step_time", {{"window_steps", 100}, {"phases", nlohmann::ordered_json::object()}}}};
  EXPECT_NE(RenderSummaryText(j).find(want.substr(2)), std::string::npos) << RenderSummaryText(j);

  // Before the step-time rules measured them: no jitter line, nothing
  // shown as zero.
  s.diagnosis.step_time.evidence.clear();
  const std::string text = Screen(s, 100, 40);
  EXPECT_EQ(text.find("p95"), std::string::npos) << text;
  EXPECT_EQ(text.find("robust CV"), std::string::npos) << text;
}

TEST(FormatTest, JitterTextSaysMissingNeverZero) {
  EXPECT_EQ(JitterText(100.0, 160.0, 0.031), "step p50 100 ms  p95 160 ms  robust CV 0.03");
  EXPECT_EQ(JitterText(100.0, 160.0, std::nan("")), "step p50 100 ms  p95 160 ms  robust CV —");
  EXPECT_EQ(JitterText(100.0, std::nan(""), 0.5), "");
}

TEST(FormatTest, WrapBreaksAtSpacesAndSplitsLongWords) {
  EXPECT_EQ(Wrap("one two three", 7), (std::vector<std::string>{"one two", "three"}));
  EXPECT_EQ(Wrap("", 5), (std::vector<std::string>{""}));
  EXPECT_EQ(Wrap("abcdefgh ij", 3), (std::vector<std::string>{"abc", "def", "gh", "ij"}));
  EXPECT_EQ(Wrap("a — b", 3), (std::vector<std::string>{"a —", "b"}));  // columns, not bytes
  EXPECT_EQ(Wrap("xy", 0), (std::vector<std::string>{"x", "y"}));
  EXPECT_EQ(WrapUnder("  next", "a b c", 10, 40), (std::vector<std::string>{"  next    a b c"}));
}

TEST(FormatTest, EvidencePairsSayTheirUnit) {
  EXPECT_EQ(EvidencePair("lateness_ms", 21.4), "lateness 21.4 ms");
  EXPECT_EQ(EvidencePair("skew_pct", 341.2), "skew 341%");
  EXPECT_EQ(EvidencePair("cost_share", 0.2345), "cost share 23%");
  EXPECT_EQ(EvidencePair("worst_peak_bytes", 1536.0), "worst peak 1.5 KiB");
  EXPECT_EQ(EvidencePair("stalled_s", 31.0), "stalled 31.0 s");
  EXPECT_EQ(EvidencePair("p_value", 1.2e-25), "p value 1.2e-25");
  EXPECT_EQ(EvidencePair("lateness_ms", NAN), "lateness —");
  EXPECT_EQ(EvidencePair("attribution", "arrival"), "attribution arrival");
}

TEST(LiveViewTest, EmptySnapshotSaysItIsWaiting) {
  aggregator::Snapshot s;
  s.steps_per_sec = NAN;  // as the aggregator reports an unknown rate
  ViewContext ctx;
  std::string text;
  for (const auto& l : RenderScreen(s, ctx, 100, 30)) text += l + "\n";
  EXPECT_NE(text.find("waiting for the first complete step"), std::string::npos);
  EXPECT_NE(text.find("waiting for ranks to connect"), std::string::npos);
  EXPECT_EQ(text.find("nan"), std::string::npos) << text;
}

TEST(LiveViewTest, CompactBlockMatchesGolden) {
  ViewContext ctx;
  ctx.elapsed_s = 83;
  std::string text;
  for (const auto& l : RenderCompact(TwoRankSnapshot(), ctx)) text += l + "\n";
  ExpectGolden("compact_view.txt", text);
}

// NVML's figures: one line per GPU with its SM clock and throttle reasons
// (a reason that slows work down says "throttled"), and the per-process GPU
// memory column once a rank has it; what is not measured shows as missing.
TEST(LiveViewTest, GpuLinesShowClocksThrottleAndProcessMemory) {
  aggregator::Snapshot s = TwoRankSnapshot();
  GpuSample busy;
  busy.util_pct = 87.0f;
  busy.mem_used_bytes = 8704ll << 20;
  busy.mem_total_bytes = 80ll << 30;
  busy.temp_c = 71.0f;
  busy.power_w = 650.0f;
  busy.sm_clock_mhz = 1410.0f;
  busy.throttle_reasons = 0x24;  // sw_power_cap, sw_thermal
  GpuSample idle = busy;
  idle.util_pct = 0.0f;
  idle.sm_clock_mhz = 345.0f;
  idle.throttle_reasons = 0x1;  // idle: not a slowdown
  GpuSample unknown;            // an older driver: nothing but util
  unknown.util_pct = 5.0f;
  s.system.gpus = {busy, idle, unknown};
  s.ranks[0].last_process.gpu_mem_bytes = 1792ll << 20;
  ViewContext ctx;
  ctx.run_dir = "steplens_runs/20261121-101500";
  ctx.elapsed_s = 83;
  const auto lines = RenderScreen(s, ctx, 160, 36);
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  ExpectGolden("live_view_gpus_160x36.txt", text);
  EXPECT_NE(text.find("gpu0 87% util, 8.5 GiB / 80.0 GiB, 71°C, 650 W, SM 1410 MHz (throttled: "
                      "sw_power_cap, sw_thermal)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("gpu1 0.0% util, 8.5 GiB / 80.0 GiB, 71°C, 650 W, SM 345 MHz (idle)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("gpu2 5.0% util, — / —, —, —, SM —"), std::string::npos) << text;
  for (const char* never : {"-1°C", "-1 W", "SM -1"}) {
    EXPECT_EQ(text.find(never), std::string::npos) << never;  // missing is not -1
  }
  EXPECT_NE(text.find("rss 512.0 MiB  gpu 1.8 GiB    drops 0"), std::string::npos) << text;
  EXPECT_NE(text.find("rss 512.0 MiB  gpu —          drops 0"), std::string::npos) << text;
  std::string compact;
  for (const auto& l : RenderCompact(s, ctx)) compact += l + "\n";
  EXPECT_NE(compact.find("gpu0 87% util"), std::string::npos) << compact;
  EXPECT_NE(compact.find("gpu2 5.0% util"), std::string::npos) << compact;
}

// A hang outranks the step diagnoses: first line of the diagnosis, with the
// stuck rank's innermost frames under it, in both views; the rank lines say
// where each rank is.
TEST(LiveViewTest, HangComesFirstWithTheStack) {
  aggregator::Snapshot s = TwoRankSnapshot();
  s.health.label = diagnosis::kHang;
  s.health.severity = diagnosis::Severity::kCritical;
  s.health.rank = 1;
  s.health.phase = "forward";
  s.health.summary =
      "No step for 31.0 s: rank 1 is in forward (step 61) while rank 0 waits in gradient "
      "synchronisation.";
  s.health.Add("stack", std::string("train.py:40 in forward\nmodule.py:1511 in "
                                    "_call_impl\ntrain.py:90 in <module>\nmore.py:1 in x"));
  s.health.action = "Look at rank 1's stack.";
  s.ranks[0].in_sync = true;
  ViewContext ctx;
  std::vector<std::string> lines = RenderScreen(s, ctx, 140, 40);
  size_t health = 0, step_time = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("  HEALTH       HANG (rank 1, forward)", 0) == 0) health = i;
    if (lines[i].rfind("  step time    ", 0) == 0 && step_time == 0) step_time = i;
  }
  ASSERT_GT(health, 0u);
  EXPECT_LT(health, step_time);
  // The sentence is longer than the line: wrapped under the label, whole.
  EXPECT_EQ(lines[health + 1].rfind("               synchronisation.  ", 0), 0u)
      << lines[health + 1];
  EXPECT_EQ(lines[health + 2].rfind("               at train.py:40 in forward", 0), 0u)
      << lines[health + 2];
  EXPECT_EQ(lines[health + 4].rfind("                  train.py:90 in <module>", 0), 0u);
  EXPECT_EQ(lines[health + 5].rfind("               next: Look at rank 1", 0), 0u);
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  EXPECT_NE(text.find("in grad sync"), std::string::npos) << text;
  EXPECT_EQ(text.find("more.py"), std::string::npos);  // three frames only
  const auto compact = RenderCompact(s, ctx);
  ASSERT_GE(compact.size(), 2u);
  EXPECT_EQ(compact[1].rfind("  HEALTH: HANG (rank 1, forward)", 0), 0u) << compact[1];
}

// The training verdict shows once a loss is logged, with its next action
// when it is a problem; NO DATA (no loss logged) adds no line.
TEST(LiveViewTest, TrainingVerdictShowsWhenALossIsLogged) {
  aggregator::Snapshot s = TwoRankSnapshot();
  ViewContext ctx;
  std::string before;
  for (const auto& l : RenderScreen(s, ctx, 120, 40)) before += l + "\n";
  EXPECT_EQ(before.find("training"), std::string::npos) << before;
  s.diagnosis.training.label = diagnosis::kNanInf;
  s.diagnosis.training.severity = diagnosis::Severity::kCritical;
  s.diagnosis.training.rank = 1;
  s.diagnosis.training.summary = "Rank 1's loss is NaN at step 317.";
  s.diagnosis.training.action = "Inspect step 317 on rank 1.";
  std::string text;
  for (const auto& l : RenderScreen(s, ctx, 120, 40)) text += l + "\n";
  const size_t at = text.find("  training     NAN/INF (rank 1)");
  ASSERT_NE(at, std::string::npos) << text;
  EXPECT_NE(text.find("next: Inspect step 317 on rank 1.", at), std::string::npos) << text;
}

// Throughput in the header when the ranks report samples (tokens only when
// given); nothing when not measured, never "0 samples/s".
TEST(LiveViewTest, HeaderShowsThroughputWhenMeasured) {
  aggregator::Snapshot s = TwoRankSnapshot();
  ViewContext ctx;
  std::string before;
  for (const auto& l : RenderScreen(s, ctx, 160, 40)) before += l + "\n";
  EXPECT_EQ(before.find("samples/s"), std::string::npos) << before;
  s.samples_per_sec = 28085.6;
  s.tokens_per_sec = 3.59e6;
  std::string text;
  for (const auto& l : RenderScreen(s, ctx, 160, 40)) text += l + "\n";
  EXPECT_NE(text.find("28.1k samples/s"), std::string::npos) << text;
  EXPECT_NE(text.find("3.59M tokens/s"), std::string::npos) << text;
  std::string compact;
  for (const auto& l : RenderCompact(s, ctx)) compact += l + "\n";
  EXPECT_NE(compact.find("| 28.1k samples/s | 3.59M tokens/s"), std::string::npos) << compact;
}

// The loss over the window, once logged: a sparkline of the median across
// ranks, the latest median and the worst rank.
TEST(LiveViewTest, LossLineShowsTheWindowsCurve) {
  aggregator::Snapshot s = TwoRankSnapshot();
  ViewContext ctx;
  std::string before;
  for (const auto& l : RenderScreen(s, ctx, 120, 40)) before += l + "\n";
  EXPECT_EQ(before.find("  loss"), std::string::npos) << before;
  s.timeline.resize(8);
  for (size_t i = 0; i < s.timeline.size(); ++i) {
    s.timeline[i].loss_median = 8.0 - static_cast<double>(i);  // 8 .. 1
    s.timeline[i].loss_worst = 9.0 - static_cast<double>(i);
    s.timeline[i].loss_worst_rank = 1;
  }
  std::string text;
  for (const auto& l : RenderScreen(s, ctx, 120, 40)) text += l + "\n";
  EXPECT_NE(text.find("  loss         █▇▆▅▄▃▂▁ 1 median · worst 2 (r1)"), std::string::npos)
      << text;
}

TEST(LineTailTest, KeepsLastLinesAndHandlesCarriageReturns) {
  LineTail tail(2);
  tail.Append("one\ntwo\nthr");
  tail.Append("ee\nprogress 10%\rprogress 20%");
  const auto lines = tail.Lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "two");
  EXPECT_EQ(lines[1], "three");
  EXPECT_EQ(lines[2], "progress 20%");
}

TEST(FormatTest, MissingIsNeverZero) {
  EXPECT_EQ(FormatMs(NAN), kMissingText);
  EXPECT_EQ(FormatMs(0.0), "0.00 ms");
  EXPECT_EQ(FormatMs(1234.0), "1.23 s");
  EXPECT_EQ(FormatBytes(-1), kMissingText);
  EXPECT_EQ(FormatBytes(1536), "1.5 KiB");
  EXPECT_EQ(FormatPct(NAN, true), kMissingText);
  EXPECT_EQ(FormatPct(341.2, true), "+341%");
  // What rounds to zero is zero, never "-0.0%".
  EXPECT_EQ(FormatPct(-0.04, true), "+0.0%");
  EXPECT_EQ(FormatPct(-0.04, false), "0.0%");
  EXPECT_EQ(FormatDuration(3723), "01:02:03");
  EXPECT_EQ(FormatDuration(0.14), "0.1 s");
  EXPECT_EQ(Fit("ab—cd", 3), "ab—");
  EXPECT_EQ(FormatRate(NAN), kMissingText);
  EXPECT_EQ(FormatRate(12.34), "12.3");
  EXPECT_EQ(FormatRate(4567), "4567");
  EXPECT_EQ(FormatRate(28085.6), "28.1k");
  EXPECT_EQ(FormatRate(3.594e6), "3.59M");
  EXPECT_EQ(FormatFlops(4.05e14), "405 TFLOP/s");
  EXPECT_EQ(FormatFlops(1.0e6), "1.0 MFLOP/s");
  EXPECT_EQ(Sparkline({}, 10), "");
  EXPECT_EQ(Sparkline({1, 2, NAN, 4}, 10), "▁▃ █");
  EXPECT_EQ(Sparkline({1, 1, 4, 4}, 2), "▁█");  // cells average their values
  EXPECT_EQ(Sparkline({5, 5}, 4), "▄▄");        // flat: the middle
}

TEST(SummaryTextTest, RendersNullsAsMissing) {
  auto j = nlohmann::ordered_json::parse(R"({
    "schema_version": 1,
    "run": {"id": "r1", "world_size": 2, "steps_completed": 60, "duration_s": 12.5, "exit_code": 0,
            "run_dir": "/tmp/r1"},
    "diagnosis": {"step_time": {"label": "NO DATA", "rank": null, "summary": "not diagnosed yet"},
                  "health": {"label": "RANK FAILED", "rank": 1, "summary": "rank 1 disconnected at step 7"}},
    "step_time": {"window_steps": 60, "phases": {
        "forward": {"median_ms": 2.5, "worst_ms": 3.0, "worst_rank": 1, "skew_pct": 20.0},
        "optimizer": {"median_ms": null, "worst_ms": null, "worst_rank": null, "skew_pct": null}},
      "wait_share_pct": null},
    "step_memory": {"source": "rss", "median_peak_bytes": 1048576, "worst_peak_bytes": 2097152,
                    "worst_rank": 0, "skew_pct": 100.0},
    "ranks": [{"rank": 0, "host": "h", "pid": 10, "steps": 60, "dropped_records": 0}]
  })");
  ExpectGolden("summary.txt", RenderSummaryText(j));
}

// The step table says the jitter of the step time (UNSTABLE's figures) when
// the step-time verdict carries them.
TEST(SummaryTextTest, StepTableShowsJitter) {
  auto j = nlohmann::ordered_json::parse(R"({
    "diagnosis": {"step_time": {"label": "UNSTABLE", "rank": null, "summary": "s",
                  "evidence": {"step_p50_ms": 100.0, "step_p95_ms": 160.0, "step_robust_cv": 0.031}}},
    "step_time": {"window_steps": 60, "phases": {}, "wait_share_pct": 5.0}
  })");
  EXPECT_NE(
      RenderSummaryText(j).find("wait share 5.0%   step p50 100 ms  p95 160 ms  robust CV 0.03"),
      std::string::npos)
      << RenderSummaryText(j);
}

// A pipeline's bubble: each rank's blocked share and the stage the others
// wait for, on a line of their own (not only in the evidence); nothing
// when the collectives were not timed.
TEST(SummaryTextTest, StepTableShowsTheBubbleByRank) {
  auto j = nlohmann::ordered_json::parse(R"({
    "diagnosis": {"step_time": {"label": "COMPUTE STRAGGLER", "rank": 1, "summary": "s",
                  "evidence": {"comm_share_by_rank": "0: 84%, 1: 9%", "waited_for_rank": 1}}},
    "step_time": {"window_steps": 60, "phases": {}, "wait_share_pct": 5.0}
  })");
  EXPECT_NE(RenderSummaryText(j).find("  blocked in collectives by rank (a pipeline's bubble): "
                                      "0: 84%, 1: 9%; the others wait for rank 1\n"),
            std::string::npos)
      << RenderSummaryText(j);
  j["diagnosis"]["step_time"]["evidence"] = nlohmann::ordered_json::object();
  EXPECT_EQ(RenderSummaryText(j).find("blocked in collectives"), std::string::npos);
}

// The Nodes section: each node's line says what its ranks sent node 0 a
// second (summary.json nodes[].bytes_per_sec), "—"-free when unknown.
TEST(SummaryTextTest, NodesSayBytesPerSecond) {
  auto j = nlohmann::ordered_json::parse(R"({
    "nodes": [
      {"host": "gpu017", "ranks": [0, 1], "steps_min": 60, "steps_max": 60, "clock": "wall",
       "bytes_per_sec": 21811.0},
      {"host": "gpu018", "ranks": [2, 3], "steps_min": 59, "steps_max": 60, "clock": "two-way",
       "clock_skew_ms": -250.1, "clock_bound_ms": 1.2, "bytes_per_sec": null}]
  })");
  const std::string text = RenderSummaryText(j);
  EXPECT_NE(text.find("ranks r0-r1      steps 60-60   21.3 KiB/s\n"), std::string::npos) << text;
  EXPECT_NE(text.find("steps 59-60   clock +250.1 ± 1.2 ms (two-way)\n"), std::string::npos)
      << text;
}

// Names come from ranks and files: a phase name or host with escape
// sequences must not reach the terminal raw; a database problem and the
// non-zero counters are said.
TEST(SummaryTextTest, EscapesAreNeutralisedAndProblemsSaid) {
  nlohmann::ordered_json j;
  j["run"] = {{"id", "r1"}, {"database_problem", "database incomplete from step 205: disk full"}};
  j["counters"] = {{"decode_errors", 3}, {"late_records", 0}};
  j["step_time"]["phases"]["fwd\x1b]0;owned\x07\x1b[2J"] = {{"median_ms", 1.0}};
  j["ranks"] = nlohmann::ordered_json::array(
      {{{"rank", 0}, {"host", "h\x1b[31m"}, {"pid", 1}, {"steps", 1}, {"dropped_records", 0}}});
  const std::string text = RenderSummaryText(j);
  EXPECT_EQ(text.find('\x1b'), std::string::npos);
  EXPECT_EQ(text.find('\x07'), std::string::npos);
  EXPECT_NE(text.find("database incomplete from step 205: disk full"), std::string::npos);
  EXPECT_NE(text.find("decode errors 3"), std::string::npos);
  EXPECT_EQ(text.find("late records"), std::string::npos);
}

}  // namespace
}  // namespace steplens::tui

namespace steplens::tui {
namespace {

// Two nodes (tui/node_lines.h) and a node on another steplens release:
// the nodes block after the ranks, the release sentence under the diagnosis.
TEST(LiveViewNodesTest, NodesBlockAndMixedInstallMatchGolden) {
  aggregator::Snapshot s = TwoRankSnapshot();
  s.ranks[1].host = "node1";
  s.ranks[1].node_first_rank = 1;
  s.ranks[1].via_relay = true;
  s.ranks[1].clock_sampled = s.ranks[0].clock_sampled = true;
  s.ranks[1].clock_estimated = s.ranks[1].clock_two_way = true;
  s.ranks[1].clock_skew_ms = -250.0;
  s.ranks[1].clock_bound_ms = 0.8;
  s.sync_arrival = {{0, 100, 3, 0.0}, {1, 100, 97, 21.4}};
  s.ranks[0].bytes_per_sec = 5'300.0;
  s.ranks[1].bytes_per_sec = 12'650.0;
  s.mixed_installs = {
      "the relay on node node1 runs steplens 0.2.0, this aggregator 0.1.0: install one steplens "
      "release on every node"};
  ViewContext ctx;
  ctx.run_dir = "steplens_runs/20261121-101500";
  ctx.elapsed_s = 83;
  const auto lines = RenderScreen(s, ctx, 120, 40);
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  ExpectGolden("live_view_nodes_120x40.txt", text);
  EXPECT_NE(text.find("relay up"), std::string::npos) << text;
  EXPECT_NE(text.find("! the relay on node node1 runs steplens 0.2.0"), std::string::npos);
  // The compact block (no terminal) says it too.
  std::string compact;
  for (const auto& l : RenderCompact(s, ctx)) compact += l + "\n";
  EXPECT_NE(compact.find("! the relay on node node1"), std::string::npos) << compact;
}

}  // namespace
}  // namespace steplens::tui
