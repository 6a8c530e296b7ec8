#include "aggregator/sync_arrival.h"

#include <gtest/gtest.h>

namespace steplens::aggregator {
namespace {

TEST(SyncArrivalTest, FewerThanTwoArrivalsCompareNothing) {
  std::vector<int64_t> lateness, scratch;
  EXPECT_FALSE(CompareArrivals({}, &lateness, &scratch).compared);
  EXPECT_FALSE(CompareArrivals({kMissing, 100, kMissing}, &lateness, &scratch).compared);
  EXPECT_EQ(lateness, (std::vector<int64_t>{kMissing, kMissing, kMissing}));
}

TEST(SyncArrivalTest, TwoRanksTheLateOnesLatenessIsTheWholeGap) {
  std::vector<int64_t> lateness, scratch;
  const ArrivalComparison c = CompareArrivals({1'000, 31'000}, &lateness, &scratch);
  ASSERT_TRUE(c.compared);
  EXPECT_EQ(c.last, 1);
  EXPECT_EQ(lateness, (std::vector<int64_t>{-30'000, 30'000}));
}

TEST(SyncArrivalTest, LatenessIsAgainstTheMedianOfTheOthers) {
  std::vector<int64_t> lateness, scratch;
  const ArrivalComparison c = CompareArrivals({10, kMissing, 90, 20, 40}, &lateness, &scratch);
  EXPECT_EQ(c.last, 2);
  // Others of rank 2: 10, 20, 40 -> median 20.
  EXPECT_EQ(lateness[2], 70);
  // Others of rank 0: 20, 40, 90 -> 40; of rank 3: 10, 40, 90 -> 40.
  EXPECT_EQ(lateness[0], -30);
  EXPECT_EQ(lateness[3], -20);
  EXPECT_EQ(lateness[1], kMissing);
  // Even count of others: the mean of the two middle values, rounded down.
  CompareArrivals({0, 11, 20, 100}, &lateness, &scratch);
  EXPECT_EQ(lateness[3], 100 - 11);  // others 0, 11, 20 -> 11
  CompareArrivals({0, 11, 100}, &lateness, &scratch);
  EXPECT_EQ(lateness[2], 100 - 5);  // others 0, 11 -> 5.5 -> 5
}

TEST(SyncArrivalTest, ATieNamesNobody) {
  std::vector<int64_t> lateness, scratch;
  const ArrivalComparison tie = CompareArrivals({10, 50, 50, 20}, &lateness, &scratch);
  EXPECT_TRUE(tie.compared);
  EXPECT_EQ(tie.last, -1);
  EXPECT_EQ(lateness[1], 50 - 20);  // others 10, 20, 50 -> 20
}

}  // namespace
}  // namespace steplens::aggregator
