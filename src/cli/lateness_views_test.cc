// One lateness rule for every view (issue 26): a 4-rank run whose rank 3
// arrives late at gradient sync, seen through the terminal's summary text,
// summary.json, `report` (the replay of the run directory) and the web API
// (the live run's `step` events, the finished run's replayed points). Every
// view takes the aggregator's per-step point (aggregator/step_point.h), so
// each names the same rank with the same lateness, step by step.
//
// The arrivals were read on the device (StepRecord::sync_on_device), on each
// rank's host clock, and ranks 2 and 3 run on a host whose clock is 5 s off:
// a view that did not map them by the clock offset, or measured against
// another median, would disagree.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <map>
#include <string>

#include "aggregator/report.h"
#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "server/served_run.h"
#include "store/store.h"
#include "tui/summary_text.h"

namespace steplens {
namespace {

using Json = nlohmann::ordered_json;
using aggregator::testing::kMs;

constexpr uint32_t kWorld = 4;
constexpr uint32_t kLate = 3;
constexpr uint64_t kSteps = 60;
// Arrivals (ms after the step's begin): rank 3 is 32 ms behind the median of
// the others (41 ms).
constexpr int64_t kArrivalMs[kWorld] = {40, 41, 43, 73};
constexpr double kLatenessMs = 32.0;

StepRecord Step(uint32_t rank, uint64_t step, int64_t clock_offset_ns) {
  // Backward carries rank 3's extra work; everything else is even.
  const double backward = rank == kLate ? 62.0 : 30.0;
  StepRecord r = aggregator::testing::MakeStep(step, 100.0, 20.0, backward, 8.0);
  r.begin_ns -= clock_offset_ns;  // the rank's own monotonic clock
  r.end_ns -= clock_offset_ns;
  r.sync_on_device = true;  // read on the device, on the rank's own clock
  r.sync_first_ns = r.begin_ns + 10 * kMs;
  r.sync_last_ns = r.begin_ns + kArrivalMs[rank] * kMs;
  r.sync_buckets = 2;
  return r;
}

// step -> (last rank, lateness ms) from a series of SSE `step` points.
void TakeStepEvents(const std::vector<server::Event>& events,
                    std::map<uint64_t, std::pair<int, double>>* out) {
  for (const server::Event& e : events) {
    if (e.name != "step") continue;
    const Json batch = Json::parse(e.data);
    for (const Json& p : batch["steps"]) {
      ASSERT_FALSE(p["sync_last_rank"].is_null()) << p.dump();
      (*out)[p["step"].get<uint64_t>()] = {p["sync_last_rank"].get<int>(),
                                           p["sync_last_lateness_ms"].get<double>()};
    }
  }
}

// The culprit rank and lateness of summary.json (step_time) and its
// per-rank sync arrival of the late rank.
void ExpectSummary(const Json& summary, const char* view) {
  SCOPED_TRACE(view);
  const Json& st = summary["diagnosis"]["step_time"];
  EXPECT_EQ(st["rank"], kLate) << st.dump();
  EXPECT_DOUBLE_EQ(st["evidence"]["lateness_ms"].get<double>(), kLatenessMs) << st.dump();
  const Json& ranks = summary["step_time"]["sync_arrival"]["ranks"];
  ASSERT_EQ(ranks.size(), kWorld);
  EXPECT_DOUBLE_EQ(ranks[kLate]["mean_lateness_ms"].get<double>(), kLatenessMs);
  EXPECT_EQ(ranks[kLate]["last_arrivals"], kSteps);
  for (uint32_t r = 0; r < kLate; ++r) EXPECT_EQ(ranks[r]["last_arrivals"], 0) << r;
}

TEST(LatenessViewsTest, TerminalSummaryReportAndWebNameTheSameRankAndLateness) {
  base::TempDir dir;
  auto store = store::Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  aggregator::RunStateOptions options;
  options.window_steps = 20;  // the live view reads past the window too
  options.snapshots_use_evaluations = true;
  aggregator::RunState state(options, store.value().get());
  aggregator::RunMeta meta;
  meta.run_dir = dir.path();
  meta.exit_code = 0;
  auto live = server::ServedRun::Live(&state, meta, "live");
  uint64_t after = 0;
  (void)live->InitialEvents(&after);

  const int64_t offset[kWorld] = {0, 0, -5'000 * kMs, -5'000 * kMs};
  for (uint32_t r = 0; r < kWorld; ++r) {
    HelloInfo h = aggregator::testing::MakeHello(r, kWorld, "run1", r < 2 ? "nodeA" : "nodeB");
    h.local_rank = r % 2;
    h.mono_ns = 10'000 * kMs;
    h.wall_ns = h.mono_ns + offset[r];
    ASSERT_TRUE(state.OnMessage(r, h).ok());
  }
  std::map<uint64_t, std::pair<int, double>> web;
  for (uint64_t s = 0; s < kSteps; ++s) {
    for (uint32_t r = 0; r < kWorld; ++r) {
      ASSERT_TRUE(state.OnMessage(r, Step(r, s, offset[r])).ok());
    }
    // The terminal's live timeline has each step's point at once.
    const aggregator::Snapshot snap = state.GetSnapshot();
    ASSERT_FALSE(snap.timeline.empty());
    EXPECT_EQ(snap.timeline.back().step, s);
    EXPECT_EQ(snap.timeline.back().sync_last_rank, static_cast<int>(kLate));
    EXPECT_DOUBLE_EQ(snap.timeline.back().sync_last_lateness_ms, kLatenessMs);
    if (s % 5 == 4) state.EvaluateDiagnosis();
    if (s >= 30 && s % 7 == 2) live->Poll();  // the server's poller, late at first
  }
  state.FinishDiagnosis();
  state.OnJobEnded(0);
  state.EvaluateHealth();
  for (uint32_t r = 0; r < kWorld; ++r) state.OnDisconnect(r, "end", /*failure=*/false);
  store.value()->Close();
  live->MarkFinished(meta);
  TakeStepEvents(live->WaitEvents(&after, std::chrono::milliseconds(0)), &web);

  // Web API, live: every step, each with the late rank and its lateness.
  ASSERT_EQ(web.size(), kSteps);
  for (const auto& [step, last] : web) {
    EXPECT_EQ(last.first, static_cast<int>(kLate)) << "step " << step;
    EXPECT_DOUBLE_EQ(last.second, kLatenessMs) << "step " << step;
  }

  // summary.json and the terminal's summary text (what `steplens run`
  // writes and prints at the end).
  const Json summary = aggregator::BuildSummary(state, meta);
  ExpectSummary(summary, "summary.json");
  const std::string text = tui::RenderSummaryText(summary);
  EXPECT_NE(text.find("STRAGGLER (rank 3"), std::string::npos) << text;
  EXPECT_NE(text.find("lateness_ms 32,"), std::string::npos) << text;

  // `report`: the run directory replayed, with each replayed step's point
  // (what the finished run's web series takes).
  std::map<uint64_t, std::pair<int, double>> replayed;
  aggregator::ReportOptions report_options;
  report_options.on_step = [&](const aggregator::StepPoint& p,
                               const std::vector<aggregator::RankStep>&,
                               const std::vector<std::string>&) {
    replayed[p.step] = {p.sync_last_rank, p.sync_last_lateness_ms};
  };
  auto loaded = aggregator::LoadRunForReport(dir.path(), report_options);
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  ExpectSummary(aggregator::BuildSummary(*loaded->state, loaded->meta), "report");
  EXPECT_EQ(replayed, web);

  // The store's per-step points (step_aggregates) and the finished run as
  // the web server serves it name the same.
  auto finished = server::ServedRun::LoadFinished(dir.path(), "done", {false, false});
  ASSERT_TRUE(finished.ok()) << finished.status().message();
  ExpectSummary((*finished)->Summary(), "web summary");
  EXPECT_EQ((*finished)->Steps({}, 1000)["step"].size(), kSteps);
}

}  // namespace
}  // namespace steplens
