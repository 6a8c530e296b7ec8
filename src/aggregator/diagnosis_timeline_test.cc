#include "aggregator/diagnosis_timeline.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <string>
#include <tuple>
#include <vector>

#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::aggregator {
namespace {

using diagnosis::Diagnoses;
using diagnosis::Diagnosis;
using diagnosis::Severity;
using testing::MakeHello;
using testing::MakeStep;

Diagnoses Verdict(const std::string& label, int rank = -1, Severity severity = Severity::kInfo,
                  const std::string& memory = diagnosis::kBalanced) {
  Diagnoses d;
  d.step_time.label = label;
  d.step_time.rank = rank;
  d.step_time.severity = severity;
  d.step_time.summary = label + " summary";
  d.step_memory.label = memory;
  return d;
}

const DiagnosisEpisode* FindEpisode(const std::vector<DiagnosisEpisode>& all, DiagnosisKind kind,
                                    const std::string& label) {
  for (const auto& e : all) {
    if (e.kind == kind && e.latest.label == label) return &e;
  }
  return nullptr;
}

// Issue 26, a loaded-host round of test_faults::test_memory_creep: the
// aggregator, starved by two CPU hogs, evaluated at steps 1, 7 and 159 of a
// 160-step run leaking 4 MiB a step. The creep, said only by the last
// evaluation, was dropped at Finish as an unconfirmed blip: the run's
// verdict said "no creep". A last evaluation that judged at least the
// confirming distance of new steps, on its whole window, is kept; one judged
// on the recent slice only, or on fewer new steps, is still a blip.
TEST(DiagnosisTimelineTest, ALastEvaluationOverManyNewStepsIsKeptAtFinish) {
  DiagnosisTimeline t;
  t.Update(Verdict(diagnosis::kBalanced), 7, -1);
  Diagnoses creep = Verdict(diagnosis::kBalanced, -1, Severity::kInfo, diagnosis::kMemoryCreep);
  creep.step_memory.severity = Severity::kWarning;
  t.Update(creep, 159, -1);
  EXPECT_EQ(t.Current(DiagnosisKind::kStepMemory)->label, diagnosis::kBalanced);  // pending
  t.Finish();
  EXPECT_EQ(t.suppressed_blips(), 0u);
  const auto whole = t.WholeRun(DiagnosisKind::kStepMemory);
  ASSERT_TRUE(whole.has_value());
  EXPECT_EQ(whole->label, diagnosis::kMemoryCreep);
  EXPECT_EQ(std::get<int64_t>(*whole->Find("run_steps")), 152);
  const std::vector<DiagnosisEpisode> episodes = t.Episodes();
  const DiagnosisEpisode* e =
      FindEpisode(episodes, DiagnosisKind::kStepMemory, diagnosis::kMemoryCreep);
  ASSERT_NE(e, nullptr);
  EXPECT_FALSE(e->open);
  EXPECT_EQ(e->start_step, 159u);
  EXPECT_EQ(e->steps, 152u);

  // The same shape for a straggler judged on the recent slice only: a blip.
  DiagnosisTimeline recent;
  recent.Update(Verdict(diagnosis::kBalanced), 7, -1);
  Diagnoses late = Verdict(diagnosis::kStraggler, 1, Severity::kWarning);
  late.step_time.recent_slice = true;
  recent.Update(late, 159, -1);
  recent.Finish();
  EXPECT_EQ(recent.suppressed_blips(), 1u);
  EXPECT_EQ(recent.WholeRun(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced);
  // On the whole window it is kept, like the creep.
  DiagnosisTimeline window;
  window.Update(Verdict(diagnosis::kBalanced), 7, -1);
  late.step_time.recent_slice = false;
  window.Update(late, 159, -1);
  window.Finish();
  EXPECT_EQ(window.WholeRun(DiagnosisKind::kStepTime)->label, diagnosis::kStraggler);
  EXPECT_EQ(window.WholeRun(DiagnosisKind::kStepTime)->rank, 1);
}

TEST(DiagnosisTimelineTest, EpisodesStartEndAndCoverSteps) {
  DiagnosisTimeline t;
  EXPECT_FALSE(t.WholeRun(DiagnosisKind::kStepTime).has_value());
  constexpr int64_t kMs = 1'000'000;
  t.Update(Verdict(diagnosis::kNoData), 9, 1000 * kMs);
  t.Update(Verdict(diagnosis::kBalanced), 19, 2000 * kMs);
  t.Update(Verdict(diagnosis::kStraggler, 1, Severity::kWarning), 29, 3000 * kMs);
  // Same identity, severity rises: same episode, highest severity kept.
  t.Update(Verdict(diagnosis::kStraggler, 1, Severity::kCritical), 39, 4000 * kMs);
  // Another rank is another episode, once an evaluation kConfirmWallNs later
  // agrees: the first is held (only memory changed), the episode starts at it.
  t.Update(Verdict(diagnosis::kStraggler, 0, Severity::kWarning), 44, 4500 * kMs);
  ASSERT_EQ(t.Changed().size(), 2u);  // memory and training extended
  EXPECT_EQ(t.Changed()[0].kind, DiagnosisKind::kStepMemory);
  EXPECT_EQ(t.Changed()[1].kind, DiagnosisKind::kTraining);
  t.Update(Verdict(diagnosis::kStraggler, 0, Severity::kWarning), 47, 4750 * kMs);
  ASSERT_EQ(t.Changed().size(), 4u);  // closed rank-1 episode, new one, memory, training
  EXPECT_FALSE(t.Changed()[0].open);
  EXPECT_EQ(t.Changed()[0].latest.rank, 1);
  EXPECT_EQ(t.Changed()[1].start_step, 44u);
  EXPECT_EQ(t.Changed()[1].start_wall_ns, 4500 * kMs);
  t.Update(Verdict(diagnosis::kBalanced), 49, 5000 * kMs);
  // Out of order: ignored.
  t.Update(Verdict(diagnosis::kWaitHeavy), 40, 6000 * kMs);
  EXPECT_TRUE(t.Changed().empty());
  t.Finish();

  const auto all = t.Episodes();
  std::vector<std::tuple<std::string, int, uint64_t, uint64_t, uint64_t>> time;
  for (const auto& e : all) {
    EXPECT_FALSE(e.open);
    if (e.kind != DiagnosisKind::kStepTime) continue;
    time.emplace_back(e.latest.label, e.latest.rank, e.start_step, e.end_step, e.steps);
  }
  const std::vector<std::tuple<std::string, int, uint64_t, uint64_t, uint64_t>> expected = {
      {diagnosis::kNoData, -1, 9, 9, 10},  // the first evaluation covers 0..9
      {diagnosis::kBalanced, -1, 19, 19, 10}, {diagnosis::kStraggler, 1, 29, 39, 20},
      {diagnosis::kStraggler, 0, 44, 47, 8},  {diagnosis::kBalanced, -1, 49, 49, 2},
  };
  EXPECT_EQ(time, expected);
  const DiagnosisEpisode* memory =
      FindEpisode(all, DiagnosisKind::kStepMemory, diagnosis::kBalanced);
  ASSERT_NE(memory, nullptr);
  EXPECT_EQ(memory->steps, 50u);
  EXPECT_EQ(memory->evaluations, 7u);
  EXPECT_EQ(t.suppressed_blips(), 0u);
  const DiagnosisEpisode* straggler =
      FindEpisode(all, DiagnosisKind::kStepTime, diagnosis::kStraggler);
  EXPECT_EQ(straggler->max_severity, Severity::kCritical);
  EXPECT_EQ(straggler->start_wall_ns, 3000 * kMs);
  EXPECT_EQ(straggler->end_wall_ns, 4000 * kMs);
  // Ids follow the order of start across both kinds.
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1].id, all[i].id);
}

TEST(DiagnosisTimelineTest, WholeRunPrefersAProblemCoveringAFifth) {
  DiagnosisTimeline t;
  t.Update(Verdict(diagnosis::kNoData), 9, -1);         // not counted: no data
  t.Update(Verdict(diagnosis::kComputeBound), 59, -1);  // 50
  t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning), 69, -1);  // 10
  t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning), 81, -1);  // 12
  t.Update(Verdict(diagnosis::kComputeBound), 89, -1);                             // 8
  // 22 of 80 diagnosed steps = 27.5% >= 20%: the problem is the verdict.
  auto run = t.WholeRun(DiagnosisKind::kStepTime);
  ASSERT_TRUE(run.has_value());
  EXPECT_EQ(run->label, diagnosis::kComputeStraggler);
  EXPECT_EQ(run->rank, 1);
  EXPECT_EQ(run->severity, Severity::kWarning);
  ASSERT_NE(run->Find("run_share"), nullptr);
  EXPECT_DOUBLE_EQ(std::get<double>(*run->Find("run_share")), 0.275);
  EXPECT_EQ(std::get<int64_t>(*run->Find("run_steps")), 22);
  EXPECT_EQ(std::get<int64_t>(*run->Find("episodes")), 1);
  EXPECT_EQ(std::get<int64_t>(*run->Find("first_step")), 69);

  // Healthy steps dilute it below a fifth: the majority verdict wins.
  t.Update(Verdict(diagnosis::kComputeBound), 200, -1);
  run = t.WholeRun(DiagnosisKind::kStepTime);
  EXPECT_EQ(run->label, diagnosis::kComputeBound);
  EXPECT_EQ(run->rank, -1);
  EXPECT_EQ(std::get<int64_t>(*run->Find("episodes")), 2);
}

// The same verdict with its window's typical step (median_iteration_ms).
Diagnoses Timed(Diagnoses d, double median_iteration_ms) {
  d.step_time.Add("median_iteration_ms", median_iteration_ms);
  return d;
}

// The kept run of a loaded host (issue 26): rank 0, slowed by the host, was a
// critical compute straggler for 335 steps of ~7 ms; from the fault's onset
// rank 1, 21 ms late, for 233 steps of ~28 ms. By steps rank 0 was the run's
// verdict; by the run's time it held, rank 1 is.
TEST(DiagnosisTimelineTest, WholeRunWeighsEachStepByItsTime) {
  DiagnosisTimeline t;
  t.Update(Timed(Verdict(diagnosis::kComputeBound), 6.9), 71, -1);  // 72 steps
  for (uint64_t step = 126; step <= 406; step += 56) {              // 79..406: 335
    t.Update(Timed(Verdict(diagnosis::kComputeStraggler, 0, Severity::kCritical), 7.3), step, -1);
  }
  t.Update(Timed(Verdict(diagnosis::kComputeBound), 19.6), 466, -1);  // 60
  for (uint64_t step = 524; step <= 699; step += 35) {                // 467..699: 233
    t.Update(Timed(Verdict(diagnosis::kComputeStraggler, 1, Severity::kCritical), 28.0), step, -1);
  }
  auto run = t.WholeRun(DiagnosisKind::kStepTime);
  ASSERT_TRUE(run.has_value());
  EXPECT_EQ(run->rank, 1);
  EXPECT_EQ(std::get<int64_t>(*run->Find("run_steps")), 233);
  const double total_ms = 72 * 6.9 + 335 * 7.3 + 60 * 19.6 + 233 * 28.0;
  EXPECT_NEAR(std::get<double>(*run->Find("run_time_share")), 233 * 28.0 / total_ms, 1e-4);
  EXPECT_NEAR(std::get<double>(*run->Find("run_share")), 233.0 / 700, 1e-4);

  // One evaluation without a typical step: coverage falls back to steps, and
  // rank 0's 335 steps win again.
  t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kCritical), 700, -1);
  run = t.WholeRun(DiagnosisKind::kStepTime);
  EXPECT_EQ(run->rank, 0);
  EXPECT_EQ(run->Find("run_time_share"), nullptr);
}

// A loaded-host run (two CPU hogs): the whole-run verdict said critical
// while its evidence, the latest evaluation's, said "named at warning, not
// critical" (a contention note). It now shows the latest evaluation that had
// the severity it is shown with.
TEST(DiagnosisTimelineTest, WholeRunShowsAnEvaluationOfItsOwnSeverity) {
  DiagnosisTimeline t;
  Diagnoses critical = Verdict(diagnosis::kComputeStraggler, 1, Severity::kCritical);
  critical.step_time.summary = "the critical one";
  Diagnoses warned = Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning);
  warned.step_time.summary = "named at warning";
  warned.step_time.Add("contention_note", std::string("named at warning, not critical"));
  t.Update(critical, 99, -1);
  t.Update(critical, 199, -1);
  t.Update(warned, 299, -1);
  auto run = t.WholeRun(DiagnosisKind::kStepTime);
  ASSERT_TRUE(run.has_value());
  EXPECT_EQ(run->severity, Severity::kCritical);
  EXPECT_EQ(run->summary, "the critical one");
  EXPECT_EQ(run->Find("contention_note"), nullptr);
  EXPECT_EQ(std::get<int64_t>(*run->Find("run_steps")), 300);
}

// A problem seen by one evaluation only (a blip on a loaded host) opens no
// episode, never reaches the whole-run verdict and is not shown live; its
// steps go to the verdict that follows.
TEST(DiagnosisTimelineTest, ASingleEvaluationBlipIsSuppressed) {
  DiagnosisTimeline t;
  t.Update(Verdict(diagnosis::kBalanced), 9, -1);
  t.Update(Verdict(diagnosis::kComputeStraggler, 0, Severity::kCritical), 19, -1);
  ASSERT_TRUE(t.Current(DiagnosisKind::kStepTime).has_value());
  EXPECT_EQ(t.Current(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced);
  // Two different blips in a row: neither is confirmed.
  t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning), 29, -1);
  t.Update(Verdict(diagnosis::kBalanced), 39, -1);
  EXPECT_EQ(t.suppressed_blips(), 2u);
  const auto episodes = t.Episodes();
  size_t time_episodes = 0;
  for (const auto& e : episodes) {
    if (e.kind != DiagnosisKind::kStepTime) continue;
    ++time_episodes;
    EXPECT_EQ(e.latest.label, diagnosis::kBalanced);
    EXPECT_EQ(e.steps, 40u);  // every step, the blips' included
    EXPECT_EQ(e.evaluations, 2u);
  }
  EXPECT_EQ(time_episodes, 1u);
  EXPECT_EQ(t.WholeRun(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced);
  // A blip in the last evaluation goes to the open episode at Finish.
  t.Update(Verdict(diagnosis::kInputBound, -1, Severity::kWarning), 49, -1);
  t.Finish();
  EXPECT_EQ(t.suppressed_blips(), 3u);
  for (const auto& e : t.Episodes()) {
    EXPECT_FALSE(e.open);
    if (e.kind == DiagnosisKind::kStepTime) {
      EXPECT_EQ(e.steps, 50u);
    }
  }
  EXPECT_EQ(std::get<int64_t>(*t.WholeRun(DiagnosisKind::kStepTime)->Find("run_steps")), 50);
  // A healthy verdict after a problem takes effect at once.
  DiagnosisTimeline u;
  u.Update(Verdict(diagnosis::kStraggler, 1, Severity::kWarning), 9, -1);
  u.Update(Verdict(diagnosis::kStraggler, 1, Severity::kWarning), 21, -1);
  EXPECT_EQ(u.Current(DiagnosisKind::kStepTime)->label, diagnosis::kStraggler);
  u.Update(Verdict(diagnosis::kBalanced), 31, -1);
  EXPECT_EQ(u.Current(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced);
  EXPECT_EQ(u.suppressed_blips(), 0u);
}

// Confirmation is a distance, not a count: evaluations a few steps and ms
// apart judge almost the same steps, so agreeing with each other proves
// nothing. A problem is confirmed once an agreeing evaluation is
// kConfirmSteps steps or kConfirmWallNs past the first.
TEST(DiagnosisTimelineTest, ConfirmationNeedsDistanceNotEvaluations) {
  constexpr int64_t kMs = 1'000'000;
  DiagnosisTimeline t;
  t.Update(Verdict(diagnosis::kBalanced), 9, 0);
  // A fast job evaluated every 5 steps, 40 ms apart: three agreeing
  // evaluations within 10 steps and 80 ms are still pending.
  for (uint64_t step : {14u, 19u, 24u}) {
    t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning), step,
             static_cast<int64_t>(step - 9) * 8 * kMs);
    EXPECT_EQ(t.Current(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced) << step;
  }
  // 12 steps past the first (14): confirmed, starting at the first.
  t.Update(Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning), 26, 136 * kMs);
  EXPECT_EQ(t.Current(DiagnosisKind::kStepTime)->label, diagnosis::kComputeStraggler);
  const DiagnosisEpisode* e =
      FindEpisode(t.Episodes(), DiagnosisKind::kStepTime, diagnosis::kComputeStraggler);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->start_step, 14u);
  EXPECT_EQ(e->start_wall_ns, 40 * kMs);
  EXPECT_EQ(e->shown_step, 26u);  // live views show it from the confirmation
  EXPECT_EQ(DiagnosisTimeline::ToRow(*e).shown_step, 26);
  EXPECT_EQ(e->steps, 17u);  // 10..26
  EXPECT_EQ(e->evaluations, 4u);
  EXPECT_EQ(t.suppressed_blips(), 0u);

  // A verdict that asks for a shorter distance (Diagnosis::confirm_steps: a
  // straggler on a host with CPU to spare) is confirmed that many steps past
  // the first, and not sooner.
  DiagnosisTimeline q;
  q.Update(Verdict(diagnosis::kBalanced), 9, 0);
  Diagnoses quiet = Verdict(diagnosis::kComputeStraggler, 1, Severity::kWarning);
  quiet.step_time.confirm_steps = diagnosis::kQuietConfirmSteps;
  const uint64_t first = 14;
  q.Update(quiet, first, 40 * kMs);
  q.Update(quiet, first + diagnosis::kQuietConfirmSteps - 1, 50 * kMs);  // one short: pending
  EXPECT_EQ(q.Current(DiagnosisKind::kStepTime)->label, diagnosis::kBalanced);
  q.Update(quiet, first + diagnosis::kQuietConfirmSteps, 60 * kMs);  // shown
  const DiagnosisEpisode* qe =
      FindEpisode(q.Episodes(), DiagnosisKind::kStepTime, diagnosis::kComputeStraggler);
  ASSERT_NE(qe, nullptr);
  EXPECT_EQ(qe->start_step, first);
  EXPECT_EQ(qe->shown_step, first + diagnosis::kQuietConfirmSteps);

  // A blip that several close evaluations agree on, then healthy: never an
  // episode, one suppressed blip, its steps go to the healthy verdict.
  DiagnosisTimeline u;
  u.Update(Verdict(diagnosis::kBalanced), 9, 0);
  u.Update(Verdict(diagnosis::kInputBound, -1, Severity::kWarning), 14, 40 * kMs);
  u.Update(Verdict(diagnosis::kInputBound, -1, Severity::kWarning), 19, 80 * kMs);
  u.Update(Verdict(diagnosis::kBalanced), 24, 120 * kMs);
  EXPECT_EQ(u.suppressed_blips(), 1u);
  EXPECT_EQ(FindEpisode(u.Episodes(), DiagnosisKind::kStepTime, diagnosis::kInputBound), nullptr);
  const DiagnosisEpisode* healthy =
      FindEpisode(u.Episodes(), DiagnosisKind::kStepTime, diagnosis::kBalanced);
  ASSERT_NE(healthy, nullptr);
  EXPECT_EQ(healthy->steps, 25u);

  // Slow steps: 250 ms of wall time confirms after one step.
  DiagnosisTimeline v;
  v.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 9, 1000 * kMs);
  v.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 10, 1200 * kMs);
  EXPECT_EQ(v.Current(DiagnosisKind::kStepTime)->label, diagnosis::kWaitHeavy)
      << "no episode yet, Current shows the latest";
  EXPECT_EQ(FindEpisode(v.Episodes(), DiagnosisKind::kStepTime, diagnosis::kWaitHeavy), nullptr);
  v.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 11, 1250 * kMs);
  EXPECT_NE(FindEpisode(v.Episodes(), DiagnosisKind::kStepTime, diagnosis::kWaitHeavy), nullptr);
  // An observation (a non-finite loss) needs no confirmation.
  DiagnosisTimeline x;
  Diagnoses nan = Verdict(diagnosis::kBalanced);
  nan.training.label = diagnosis::kNanInf;
  nan.training.severity = Severity::kCritical;
  nan.training.rank = 1;
  x.Update(nan, 30, 100 * kMs);
  EXPECT_EQ(x.Current(DiagnosisKind::kTraining)->label, diagnosis::kNanInf);
  const DiagnosisEpisode* fact =
      FindEpisode(x.Episodes(), DiagnosisKind::kTraining, diagnosis::kNanInf);
  ASSERT_NE(fact, nullptr);
  EXPECT_EQ(fact->shown_step, 30u);
  // Unknown wall time: steps only.
  DiagnosisTimeline w;
  w.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 9, -1);
  w.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 20, 5000 * kMs);
  EXPECT_EQ(FindEpisode(w.Episodes(), DiagnosisKind::kStepTime, diagnosis::kWaitHeavy), nullptr);
  w.Update(Verdict(diagnosis::kWaitHeavy, -1, Severity::kWarning), 21, 5001 * kMs);
  EXPECT_NE(FindEpisode(w.Episodes(), DiagnosisKind::kStepTime, diagnosis::kWaitHeavy), nullptr);
}

TEST(DiagnosisTimelineTest, OnlyNoDataGivesTheLatestVerdict) {
  DiagnosisTimeline t;
  t.Update(Verdict(diagnosis::kNoData), 3, -1);
  auto run = t.WholeRun(DiagnosisKind::kStepTime);
  ASSERT_TRUE(run.has_value());
  EXPECT_EQ(run->label, diagnosis::kNoData);
  EXPECT_EQ(run->Find("run_share"), nullptr);
}

TEST(DiagnosisTimelineTest, KeepsABoundedNumberOfEpisodes) {
  DiagnosisTimeline t;
  for (uint64_t i = 0; i < kMaxEpisodes + 10; ++i) {
    t.Update(Verdict(i % 2 ? diagnosis::kBalanced : diagnosis::kComputeBound), i, -1);
  }
  size_t time_episodes = 0;
  for (const auto& e : t.Episodes()) time_episodes += e.kind == DiagnosisKind::kStepTime;
  EXPECT_EQ(time_episodes, kMaxEpisodes);
  EXPECT_EQ(t.dropped_episodes(), 10u);
}

// A run whose rank 1 is a compute straggler for its first 60 steps and
// healthy for the next 100: the live window ends healthy, the whole run
// names the straggler, and the database holds the timeline.
TEST(DiagnosisTimelineTest, RunStateWritesTheTimelineAndTheWholeRunVerdict) {
  base::TempDir dir;
  ASSERT_FALSE(dir.path().empty());
  auto store = store::Store::Open(dir.path());
  ASSERT_TRUE(store.ok()) << store.status().message();
  RunStateOptions options;
  options.window_steps = 20;
  RunState state(options, store.value().get());
  ASSERT_TRUE(state.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(state.OnMessage(1, MakeHello(1, 2)).ok());
  for (uint64_t step = 0; step < 160; ++step) {
    const bool slow = step < 60;
    ASSERT_TRUE(state.OnMessage(0, MakeStep(step, 60, 20, 30, 5)).ok());
    ASSERT_TRUE(
        state.OnMessage(1, slow ? MakeStep(step, 90, 20, 60, 5) : MakeStep(step, 60, 20, 30, 5))
            .ok());
    if (step % 5 == 4) {
      EXPECT_TRUE(state.EvaluateDiagnosis());
    }
  }
  EXPECT_FALSE(state.EvaluateDiagnosis());  // nothing new
  state.FinishDiagnosis();

  const Snapshot run = state.GetRunSnapshot();
  EXPECT_EQ(run.diagnosis.step_time.label, diagnosis::kComputeStraggler);
  EXPECT_EQ(run.diagnosis.step_time.rank, 1);
  EXPECT_EQ(run.diagnosis.step_time.phase, "backward");
  EXPECT_NE(run.window_diagnosis.step_time.label, diagnosis::kComputeStraggler);
  EXPECT_EQ(run.diagnosis_evaluations, 32u);

  const auto summary = BuildSummaryFromSnapshot(run, RunMeta{});
  EXPECT_EQ(summary["diagnosis"]["step_time"]["label"], "COMPUTE STRAGGLER");
  EXPECT_NE(summary["diagnosis"]["last_window"]["step_time"]["label"], "COMPUTE STRAGGLER");
  ASSERT_TRUE(summary["diagnosis"]["timeline"].is_array());
  bool straggler_in_timeline = false;
  for (const auto& e : summary["diagnosis"]["timeline"]) {
    if (e["label"] == "COMPUTE STRAGGLER") {
      straggler_in_timeline = true;
      EXPECT_EQ(e["rank"], 1);
      EXPECT_LT(e["start_step"].get<int64_t>(), 60);
      // Steps 100 ms apart, evaluated every 5: the next evaluation is 500 ms
      // later, past kConfirmWallNs, and confirms it.
      EXPECT_EQ(e["shown_step"].get<int64_t>() - e["start_step"].get<int64_t>(), 5);
      EXPECT_GE(e["end_step"].get<int64_t>(), 59);  // held to the last slow step
    }
  }
  EXPECT_TRUE(straggler_in_timeline);

  store.value()->Close();
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open((dir.path() + "/steplens.db").c_str(), &db), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db,
                               "SELECT label, rank, phase, start_step, end_step, open, "
                               "evidence_json, shown_step FROM diagnosis_episodes WHERE kind = "
                               "'step_time' ORDER BY id",
                               -1, &st, nullptr),
            SQLITE_OK);
  int rows = 0, straggler_rows = 0, open_rows = 0;
  while (sqlite3_step(st) == SQLITE_ROW) {
    ++rows;
    const std::string label = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    open_rows += sqlite3_column_int(st, 5);
    if (label == "COMPUTE STRAGGLER") {
      ++straggler_rows;
      EXPECT_EQ(sqlite3_column_int(st, 1), 1);
      EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 2)), "backward");
      const std::string evidence = reinterpret_cast<const char*>(sqlite3_column_text(st, 6));
      EXPECT_NE(evidence.find("cost_share"), std::string::npos);
      EXPECT_EQ(sqlite3_column_int64(st, 7) - sqlite3_column_int64(st, 3), 5);
    }
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  EXPECT_GE(rows, 2);
  EXPECT_EQ(straggler_rows, 1);
  EXPECT_EQ(open_rows, 0);  // FinishDiagnosis closed them
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

// With snapshots_use_evaluations, window snapshots carry the latest
// evaluation (viewers cost no diagnosis); before any evaluation they
// diagnose themselves.
TEST(DiagnosisTimelineTest, SnapshotsReuseTheLatestEvaluation) {
  RunStateOptions options;
  options.window_steps = 20;
  options.snapshots_use_evaluations = true;
  RunState state(options);
  ASSERT_TRUE(state.OnMessage(0, testing::MakeHello(0, 2)).ok());
  ASSERT_TRUE(state.OnMessage(1, testing::MakeHello(1, 2)).ok());
  auto feed = [&](uint64_t from, uint64_t to, bool slow) {
    for (uint64_t step = from; step < to; ++step) {
      ASSERT_TRUE(state.OnMessage(0, testing::MakeStep(step, 60, 20, 30, 5)).ok());
      ASSERT_TRUE(state
                      .OnMessage(1, slow ? testing::MakeStep(step, 90, 20, 60, 5)
                                         : testing::MakeStep(step, 60, 20, 30, 5))
                      .ok());
    }
  };
  feed(0, 20, /*slow=*/false);
  // No evaluation yet: the snapshot runs the engine on the healthy window.
  EXPECT_NE(state.GetSnapshot().diagnosis.step_time.label, diagnosis::kComputeStraggler);
  ASSERT_TRUE(state.EvaluateDiagnosis());
  feed(20, 40, /*slow=*/true);
  // The window is now all slow, but until the next evaluation the snapshot
  // shows the last one.
  EXPECT_NE(state.GetSnapshot().diagnosis.step_time.label, diagnosis::kComputeStraggler);
  ASSERT_TRUE(state.EvaluateDiagnosis());
  // One evaluation names the straggler: held until the next agrees.
  EXPECT_NE(state.GetSnapshot().diagnosis.step_time.label, diagnosis::kComputeStraggler);
  feed(40, 45, /*slow=*/true);
  ASSERT_TRUE(state.EvaluateDiagnosis());
  const Snapshot snap = state.GetSnapshot();
  EXPECT_EQ(snap.diagnosis.step_time.label, diagnosis::kComputeStraggler);
  EXPECT_EQ(snap.diagnosis.step_time.rank, 1);
}

}  // namespace
}  // namespace steplens::aggregator
