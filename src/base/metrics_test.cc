#include "base/metrics.h"

#include <gtest/gtest.h>

namespace steplens::metrics {
namespace {

StepRecord Record(int64_t step_ns) {
  StepRecord r;
  r.begin_ns = 1'000;
  r.end_ns = 1'000 + step_ns;
  return r;
}

TEST(MetricsTest, CanonicalOrderPutsBuiltinPhasesAtTheirIds) {
  MetricTable t;
  ASSERT_EQ(t.size(), static_cast<size_t>(kFirstRegionMetric));
  for (int p = 0; p < kBuiltinPhaseCount; ++p) {
    EXPECT_EQ(t.Find(BuiltinPhaseName(p)), p) << BuiltinPhaseName(p);
  }
  EXPECT_EQ(t.Find("wait"), kWaitMetric);
  EXPECT_EQ(t.Find("step"), kStepMetric);
  EXPECT_EQ(t.Find("h2d"), static_cast<int>(Phase::kHostToDevice));
}

TEST(MetricsTest, InternAppendsOnceAndStopsAtTheCap) {
  MetricTable t;
  const int a = t.Intern("attention");
  EXPECT_EQ(a, kFirstRegionMetric);
  EXPECT_EQ(t.Intern("attention"), a);
  EXPECT_EQ(t.Find("missing"), -1);
  for (size_t i = t.size(); i < kMaxMetrics; ++i) {
    EXPECT_GE(t.Intern("r" + std::to_string(i)), 0);
  }
  EXPECT_EQ(t.Intern("one too many"), -1);
  EXPECT_EQ(t.size(), kMaxMetrics);
}

TEST(MetricsTest, RegionNamesNeverMergeIntoBuiltins) {
  EXPECT_TRUE(IsReservedName("forward"));
  EXPECT_TRUE(IsReservedName("h2d"));
  EXPECT_TRUE(IsReservedName("wait"));
  EXPECT_TRUE(IsReservedName("step"));
  EXPECT_TRUE(IsReservedName("loss"));  // the step series' loss metric
  // The store's tiers name a step's peak memory "memory" beside the region
  // metrics: a region of that name overwrote it (rank_buckets, step_stats).
  EXPECT_TRUE(IsReservedName("memory"));
  EXPECT_EQ(RegionLabel("memory"), "memory (region)");
  // So do the work per step (buckets of samples and tokens).
  EXPECT_TRUE(IsTierOnlyName("samples"));
  EXPECT_TRUE(IsTierOnlyName("tokens"));
  EXPECT_FALSE(IsTierOnlyName("loss"));  // a series metric
  EXPECT_EQ(RegionLabel("tokens"), "tokens (region)");
  EXPECT_FALSE(IsReservedName("attention"));
  EXPECT_EQ(RegionLabel("forward"), "forward (region)");
  EXPECT_EQ(RegionLabel("loss"), "loss (region)");
  EXPECT_EQ(RegionLabel("attention"), "attention");
  EXPECT_EQ(UnnamedRegionLabel(9), "region_9");
}

TEST(MetricsTest, PhasePrefersGpuTime) {
  StepRecord r;
  r.cpu_ns[2] = 5;
  EXPECT_EQ(PhaseNs(r, 2), 5);
  r.gpu_ns[2] = 7;
  EXPECT_EQ(PhaseNs(r, 2), 7);
  EXPECT_EQ(PhaseNs(r, -1), kMissing);
  EXPECT_EQ(PhaseNs(r, kMaxPhases), kMissing);
}

// Durations come from the ranks: a hostile one must not overflow a sum
// (the fuzz build found `total += x` in the diagnosis' compute sum).
TEST(MetricsTest, DurationSumsSaturate) {
  EXPECT_EQ(AddDurations(2, 3), 5);
  EXPECT_EQ(AddDurations(INT64_MAX - 1, 5), INT64_MAX);
  EXPECT_EQ(AddDurations(INT64_MAX, INT64_MAX), INT64_MAX);
  EXPECT_EQ(AddDurations(0, INT64_MAX), INT64_MAX);
}

TEST(MetricsTest, WaitNeedsEveryRequiredComputePhase) {
  StepRecord r = Record(100);
  EXPECT_EQ(WaitNs(r), kMissing);  // no compute phase measured
  r.cpu_ns[static_cast<int>(Phase::kForward)] = 30;
  r.cpu_ns[static_cast<int>(Phase::kBackward)] = 20;
  // The optimizer not measured: its time would land in the wait.
  EXPECT_EQ(WaitNs(r), kMissing);
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = 5;
  EXPECT_EQ(WaitNs(r), 45);
}

TEST(MetricsTest, WaitCountsH2dWhenMeasuredAndNotTheDataloader) {
  StepRecord r = Record(100);
  r.cpu_ns[static_cast<int>(Phase::kForward)] = 30;
  r.cpu_ns[static_cast<int>(Phase::kBackward)] = 20;
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = 5;
  r.cpu_ns[static_cast<int>(Phase::kDataloader)] = 500;  // beside the step
  EXPECT_EQ(WaitNs(r), 45);
  r.cpu_ns[static_cast<int>(Phase::kHostToDevice)] = 10;
  EXPECT_EQ(WaitNs(r), 35);
}

TEST(MetricsTest, WaitIsClampedAtZeroAndMissingWithoutStep) {
  StepRecord r = Record(100);
  r.cpu_ns[static_cast<int>(Phase::kForward)] = 30;
  r.gpu_ns[static_cast<int>(Phase::kBackward)] = 150;  // device time overlaps
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = 5;
  EXPECT_EQ(WaitNs(r), 0);
  r.end_ns = kMissing;
  EXPECT_EQ(WaitNs(r), kMissing);
  const std::array<int64_t, kBuiltinPhaseCount> huge = {kMissing, kMissing, INT64_MAX, INT64_MAX,
                                                        1};  // untrusted: no overflow
  EXPECT_EQ(WaitNs(100, huge), 0);
}

}  // namespace
}  // namespace steplens::metrics
