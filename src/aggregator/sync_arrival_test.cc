#include "aggregator/sync_arrival.h"

#include <gtest/gtest.h>

namespace steplens::aggregator {
namespace {

TEST(SyncArrivalTest, FewerThanTwoArrivalsCompareNothing) {
  std::vector<int64_t> scratch;
  EXPECT_FALSE(CompareArrivals({}, &scratch).compared);
  EXPECT_FALSE(CompareArrivals({kMissing, 100, kMissing}, &scratch).compared);
}

TEST(SyncArrivalTest, TwoRanksTheLateOnesLatenessIsTheWholeGap) {
  std::vector<int64_t> scratch;
  const ArrivalComparison c = CompareArrivals({1'000, 31'000}, &scratch);
  ASSERT_TRUE(c.compared);
  EXPECT_EQ(c.last, 1);
  EXPECT_EQ(c.reference_ns, 1'000);
  EXPECT_EQ(Lateness(31'000, c.reference_ns), 30'000);
  EXPECT_EQ(Lateness(1'000, c.reference_ns), 0);
}

TEST(SyncArrivalTest, ATieNamesNobodyAndMissingRanksAreSkipped) {
  std::vector<int64_t> scratch;
  const ArrivalComparison tie = CompareArrivals({10, 50, 50, 20}, &scratch);
  EXPECT_TRUE(tie.compared);
  EXPECT_EQ(tie.last, -1);
  const ArrivalComparison c = CompareArrivals({10, kMissing, 90, 20}, &scratch);
  EXPECT_EQ(c.last, 2);
  EXPECT_EQ(c.reference_ns, 20);  // lower median of 10, 20, 90
}

}  // namespace
}  // namespace steplens::aggregator
