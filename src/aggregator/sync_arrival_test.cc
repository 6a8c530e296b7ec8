#include "aggregator/sync_arrival.h"

#include <gtest/gtest.h>

#include <random>

#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

TEST(SyncArrivalTest, FewerThanTwoArrivalsCompareNothing) {
  std::vector<int64_t> lateness;
  ArrivalScratch scratch;
  EXPECT_FALSE(CompareArrivals({}, &lateness, &scratch).compared);
  EXPECT_FALSE(CompareArrivals({kMissing, 100, kMissing}, &lateness, &scratch).compared);
  EXPECT_EQ(lateness, (std::vector<int64_t>{kMissing, kMissing, kMissing}));
}

TEST(SyncArrivalTest, TwoRanksTheLateOnesLatenessIsTheWholeGap) {
  std::vector<int64_t> lateness;
  ArrivalScratch scratch;
  const ArrivalComparison c = CompareArrivals({1'000, 31'000}, &lateness, &scratch);
  ASSERT_TRUE(c.compared);
  EXPECT_EQ(c.last, 1);
  EXPECT_EQ(lateness, (std::vector<int64_t>{-30'000, 30'000}));
}

TEST(SyncArrivalTest, LatenessIsAgainstTheMedianOfTheOthers) {
  std::vector<int64_t> lateness;
  ArrivalScratch scratch;
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
  std::vector<int64_t> lateness;
  ArrivalScratch scratch;
  const ArrivalComparison tie = CompareArrivals({10, 50, 50, 20}, &lateness, &scratch);
  EXPECT_TRUE(tie.compared);
  EXPECT_EQ(tie.last, -1);
  EXPECT_EQ(lateness[1], 50 - 20);  // others 10, 20, 50 -> 20
}

// The live timeline (this) and the diagnosis (diagnosis::FindLastArrival)
// name the same rank with the same lateness, on random steps with ties and
// missing ranks.
TEST(SyncArrivalTest, AgreesWithTheDiagnosisOnRandomSteps) {
  std::mt19937_64 rng(7);
  std::vector<int64_t> lateness;
  ArrivalScratch scratch;
  std::vector<double> others;
  int named = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 9);
    std::vector<int64_t> arrivals(static_cast<size_t>(n));
    for (int64_t& a : arrivals) {
      a = rng() % 5 == 0 ? kMissing : static_cast<int64_t>(rng() % 40) * 1'000;
    }
    const ArrivalComparison c = CompareArrivals(arrivals, &lateness, &scratch);
    const diagnosis::LastArrival d = diagnosis::FindLastArrival(arrivals, &others);
    ASSERT_EQ(c.last, d.rank);
    if (c.last >= 0) {
      ++named;
      EXPECT_NEAR(static_cast<double>(lateness[static_cast<size_t>(c.last)]), d.lateness_ns, 1.0);
    }
  }
  EXPECT_GT(named, 500);  // the comparison covered named ranks, not only ties
}

}  // namespace
}  // namespace steplens::aggregator
