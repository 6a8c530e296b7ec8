// Tests of the units RunState orchestrates, each alone: the step point
// (step_point.h), a rank's clock and training signals (rank_state.h), the
// run's health (run_health.h). RunState's own tests cover them together.
#include <gtest/gtest.h>

#include <cmath>

#include "aggregator/rank_state.h"
#include "aggregator/run_health.h"
#include "aggregator/step_point.h"

namespace steplens::aggregator {
namespace {

RankStep Entry(uint32_t rank, int64_t forward_ns, int64_t arrival_ns) {
  RankStep e;
  e.rank = rank;
  e.metrics.emplace_back(static_cast<uint16_t>(Phase::kForward), forward_ns);
  e.sync_last_ns = arrival_ns;
  return e;
}

TEST(StepPointTest, OnePointPerStepWithTheLastArrivalOfSyncArrival) {
  // Arrivals 0, 2, 4, 9 ms: rank 3 is last, 9 - median(0, 2, 4) = 7 ms
  // late; the others' lateness is against the median of their others.
  std::vector<RankStep> entries = {Entry(0, 10'000'000, 0), Entry(1, 12'000'000, 2'000'000),
                                   Entry(2, 11'000'000, 4'000'000),
                                   Entry(3, 30'000'000, 9'000'000)};
  entries[1].mem_peak = 100;
  entries[2].mem_peak = 300;
  entries[2].mem_cuda = true;
  entries[0].loss = 2.0;
  StepPointBuilder builder;
  const StepPoint p = builder.Build(7, /*forced=*/false, metrics::MetricTable().size(), &entries);
  EXPECT_EQ(p.step, 7u);
  EXPECT_EQ(p.ranks_reported, 4u);
  EXPECT_EQ(p.sync_last_rank, 3);
  EXPECT_DOUBLE_EQ(p.sync_last_lateness_ms, 7.0);
  EXPECT_EQ(entries[3].sync_lateness_ns, 7'000'000);
  EXPECT_TRUE(entries[3].sync_last);
  EXPECT_FALSE(entries[0].sync_last);
  EXPECT_EQ(entries[0].sync_lateness_ns, -4'000'000);  // 0 - median(2, 4, 9)
  ASSERT_EQ(p.phases.size(), 1u);
  EXPECT_EQ(p.phases[0].metric, static_cast<uint16_t>(Phase::kForward));
  EXPECT_EQ(p.phases[0].worst_rank, 3);
  EXPECT_DOUBLE_EQ(p.phases[0].worst_ms, 30.0);
  EXPECT_EQ(p.memory_ranks, 2u);
  EXPECT_TRUE(p.memory_cuda);
  EXPECT_EQ(p.memory_worst_rank, 2);
  EXPECT_DOUBLE_EQ(p.loss_median, 2.0);
  EXPECT_EQ(p.loss_worst_rank, 0);

  // The store's row carries the same numbers, in ns.
  const store::StepAggregate agg = ToAggregate(p, metrics::MetricTable().names());
  EXPECT_EQ(agg.last_arrival_rank, 3);
  EXPECT_EQ(agg.last_arrival_lateness_ns, 7'000'000);
  ASSERT_EQ(agg.stats.size(), 3u);  // forward, memory, loss
  EXPECT_EQ(agg.stats[0].metric, "forward");
  EXPECT_DOUBLE_EQ(agg.stats[0].worst, 30'000'000.0);
  EXPECT_EQ(agg.stats[1].metric, metrics::kMemoryName);
  EXPECT_EQ(agg.stats[2].metric, metrics::kLossName);
}

TEST(StepPointTest, ATieOrOneArrivalNamesNobody) {
  std::vector<RankStep> tie = {Entry(0, 1, 5), Entry(1, 1, 9), Entry(2, 1, 9)};
  StepPointBuilder builder;
  const StepPoint p = builder.Build(0, false, metrics::MetricTable().size(), &tie);
  EXPECT_EQ(p.sync_last_rank, -1);
  EXPECT_TRUE(std::isnan(p.sync_last_lateness_ms));
  std::vector<RankStep> one = {Entry(0, 1, 5), Entry(1, 1, kMissing)};
  const StepPoint q = builder.Build(1, false, metrics::MetricTable().size(), &one);
  EXPECT_EQ(q.sync_last_rank, -1);
  EXPECT_EQ(one[0].sync_lateness_ns, kMissing);
  EXPECT_EQ(q.memory_ranks, 0u);
}

TEST(RankClockTest, TheEstimateReplacesAWrongWallClockOnlyWhenItDisagrees) {
  RankClock clock;
  clock.Reset(1'000);  // the host's wall - monotonic
  // Same host scale (local wall offset 1'000): receive - send = 50 us of
  // delay only, so the wall clocks agree and stay in use.
  for (int i = 0; i < 5; ++i) {
    const auto s = clock.Sample(10'000'000 + 50'000, 10'000'000, 1'000, 1'000);
    EXPECT_FALSE(s.switched);
  }
  EXPECT_FALSE(clock.estimated());
  EXPECT_EQ(clock.offset_ns(), 1'000);
  EXPECT_TRUE(clock.sampled());
  // A rank whose clock is 80 ms off: the estimate takes over at once.
  RankClock off;
  off.Reset(1'000);
  const auto s = off.Sample(90'000'000, 10'000'000, 1'000, 1'000);
  EXPECT_TRUE(s.switched);
  EXPECT_TRUE(s.moved);
  EXPECT_TRUE(off.estimated());
  EXPECT_EQ(off.offset_ns(), 80'000'000 + 1'000);
  EXPECT_EQ(off.skew_ns(), 80'000'000);
  // Its times map onto this host's clock through the estimate.
  EXPECT_EQ(off.LocalMonoNs(5, /*same_host=*/true, 1'000), 80'000'005);
  EXPECT_EQ(clock.LocalMonoNs(5, /*same_host=*/true, 1'000), 5);
}

TEST(RankSignalsTest, FiniteSignalsGoToTheStepTheFirstNonFiniteToTheRun) {
  RankSignals sig;
  sig.Name(40, kLossScalar);
  sig.Name(41, kSamplesScalar);
  StepRecord r;
  r.scalar_count = 2;
  r.scalars[0].name_id = 40;
  r.scalars[0].value = 1.5;
  r.scalars[1].name_id = 41;
  r.scalars[1].value = 32.4;
  diagnosis::DiagnosisInput::NonFinite nf;
  StepSignals s = sig.Read(r, 0, 3, &nf);
  EXPECT_DOUBLE_EQ(s.loss, 1.5);
  EXPECT_EQ(s.samples, 32);
  EXPECT_EQ(nf.count, 0);
  r.scalars[0].value = std::nan("");
  s = sig.Read(r, 2, 9, &nf);
  EXPECT_TRUE(std::isnan(s.loss));
  s = sig.Read(r, 1, 8, &nf);  // an earlier step wins
  EXPECT_EQ(nf.count, 2);
  EXPECT_EQ(nf.step, 8);
  EXPECT_EQ(nf.rank, 1);
}

diagnosis::Diagnosis Verdict(const char* label, int rank = -1) {
  diagnosis::Diagnosis d;
  d.label = label;
  d.rank = rank;
  return d;
}

TEST(RunHealthTest, AHangHoldsUntilAStepCompletesAndEpisodesFollowTheVerdict) {
  RunHealth health(nullptr);
  RunProgress p;
  p.steps_completed = 10;
  p.last_complete_step = 9;
  p.now_ns = 1;
  EXPECT_EQ(health.Update(Verdict(diagnosis::kHealthOk), p), -1);
  p.now_ns = 2;
  EXPECT_EQ(health.Update(Verdict(diagnosis::kHang, 1), p), 9);  // a problem opens: keep detail
  // OK with no step completed since: still HANG, same episode.
  p.now_ns = 3;
  EXPECT_EQ(health.Update(Verdict(diagnosis::kHealthOk), p), -1);
  EXPECT_EQ(health.verdict().label, diagnosis::kHang);
  // A step completes: the hang is over.
  p.steps_completed = 11;
  p.last_complete_step = 10;
  p.now_ns = 4;
  health.Update(Verdict(diagnosis::kHealthOk), p);
  EXPECT_EQ(health.verdict().label, diagnosis::kHealthOk);
  ASSERT_EQ(health.episodes().size(), 3u);
  EXPECT_EQ(health.episodes()[1].label, diagnosis::kHang);
  EXPECT_EQ(health.episodes()[1].rank, 1);
  EXPECT_EQ(health.episodes()[1].end_ns, 3);
  EXPECT_FALSE(health.episodes()[1].open);
  EXPECT_TRUE(health.episodes()[2].open);
}

TEST(RunHealthTest, EndsKeepTheFatalReportAndEarlyExitsApart) {
  RunHealth health(nullptr);
  diagnosis::RankFailureInfo fatal;
  fatal.fatal = true;
  fatal.exc_type = "RuntimeError";
  diagnosis::RankFailureInfo later;
  later.exc_type = "Warning";
  health.OnFailure(1, fatal);
  health.OnFailure(1, later);  // a non-fatal one after a fatal one is ignored
  RankExit exit;
  exit.rank = 3;
  exit.signal = 9;
  exit.core_dumped = true;
  health.OnRankExit(exit, /*seen=*/false);
  diagnosis::RankHealthInput h1, h3;
  health.FillRankEnd(1, /*seen=*/true, &h1);
  ASSERT_TRUE(h1.failure.has_value());
  EXPECT_EQ(h1.failure->exc_type, "RuntimeError");
  health.FillRankEnd(3, /*seen=*/false, &h3);
  EXPECT_TRUE(h3.has_exit);
  EXPECT_EQ(h3.exit_signal, 9);
  EXPECT_FALSE(h3.core_dumped);  // an early exit's input carries no core flag
  std::string end, detail;
  h3.connected_ever = true;
  DescribeRankEnd(h3, /*job_ended=*/true, &end, &detail);
  EXPECT_EQ(detail, h3.exit_text);
  EXPECT_TRUE(health.OnStopRequested(2, 100));
  EXPECT_FALSE(health.OnStopRequested(15, 200));
  EXPECT_EQ(health.Input({}, RunProgress{}).stop_signal, 2);
}

}  // namespace
}  // namespace steplens::aggregator
