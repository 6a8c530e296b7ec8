#include "aggregator/window_sums.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "aggregator/sync_arrival.h"

namespace steplens::aggregator {
namespace {

TEST(WindowSumsTest, EvictUndoesAddInTheWindowOnly) {
  WindowAndRun<MeanAcc> acc;
  acc.Add(int64_t{10});
  acc.Add(int64_t{30});
  EXPECT_DOUBLE_EQ(acc.window().Mean(), 20.0);
  acc.Evict(int64_t{10});
  EXPECT_DOUBLE_EQ(acc.window().Mean(), 30.0);
  EXPECT_EQ(acc.window().count, 1u);
  EXPECT_DOUBLE_EQ(acc.run().Mean(), 20.0);
  EXPECT_EQ(acc.run().count, 2u);
  acc.Evict(int64_t{30});
  EXPECT_TRUE(std::isnan(acc.Of(/*whole_run=*/false).Mean()));
  EXPECT_DOUBLE_EQ(acc.Of(/*whole_run=*/true).Mean(), 20.0);
}

TEST(WindowSumsTest, SeededRunTakesTotalsAndWindowOnlyValues) {
  // A replay of a tiered run: the whole run has 1 000 steps from the
  // store's buckets; a replayed step among them goes to the window only.
  WindowAndRun<MeanAcc> acc;
  acc.mutable_run().AddTotal(int64_t{140'000}, 1000);
  acc.AddWindowOnly(int64_t{300});
  EXPECT_DOUBLE_EQ(acc.run().Mean(), 140.0);
  EXPECT_EQ(acc.run().count, 1000u);
  EXPECT_DOUBLE_EQ(acc.window().Mean(), 300.0);
  acc.Evict(int64_t{300});  // leaves the window as if never there
  EXPECT_EQ(acc.window().count, 0u);
  EXPECT_EQ(acc.run().count, 1000u);
  acc.Add(int64_t{1140});  // a step after the buckets' end: both
  EXPECT_DOUBLE_EQ(acc.run().Mean(), 141'140.0 / 1001);
}

TEST(WindowSumsTest, UntrustedValuesWrapAndRestoreExactly) {
  MeanAcc acc;
  const int64_t huge = std::numeric_limits<int64_t>::max();
  acc.Add(int64_t{5});
  acc.Add(huge);  // would overflow a signed sum
  acc.Remove(huge);
  EXPECT_EQ(acc.sum, 5);
  EXPECT_EQ(acc.count, 1u);
}

TEST(WindowSumsTest, SyncAccCountsLastArrivals) {
  WindowAndRun<SyncAcc> acc;
  acc.Add(int64_t{4}, true);
  acc.Add(int64_t{-2}, false);
  acc.Evict(int64_t{4}, true);
  EXPECT_EQ(acc.window().steps, 1u);
  EXPECT_EQ(acc.window().last_arrivals, 0u);
  EXPECT_EQ(acc.window().lateness_sum_ns, -2);
  EXPECT_EQ(acc.run().steps, 2u);
  EXPECT_EQ(acc.run().last_arrivals, 1u);
}

TEST(WindowSumsTest, SlidingMaxFollowsTheWindow) {
  SlidingMax max;
  EXPECT_EQ(max.Max(), kMissing);
  max.Add(0, 50);
  max.Add(1, 20);
  max.Add(2, 40);
  EXPECT_EQ(max.Max(), 50);
  max.Evict(0);  // 50 leaves
  EXPECT_EQ(max.Max(), 40);
  max.Evict(1);  // 20 was never a candidate once 40 came
  EXPECT_EQ(max.Max(), 40);
  max.Evict(2);
  EXPECT_EQ(max.Max(), kMissing);
}

}  // namespace
}  // namespace steplens::aggregator
