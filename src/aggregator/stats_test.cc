#include "aggregator/stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace steplens::aggregator {
namespace {

TEST(StatsTest, EmptyIsUnmeasured) {
  std::vector<RankValue> v;
  Spread s = ComputeSpread(&v);
  EXPECT_FALSE(s.measured);
  EXPECT_TRUE(std::isnan(s.skew_pct));
}

TEST(StatsTest, OddCountMedianWorstSkew) {
  std::vector<RankValue> v = {{40, 2}, {10, 0}, {20, 1}};
  Spread s = ComputeSpread(&v);
  EXPECT_TRUE(s.measured);
  EXPECT_DOUBLE_EQ(s.median, 20);
  EXPECT_DOUBLE_EQ(s.worst, 40);
  EXPECT_EQ(s.worst_rank, 2);
  EXPECT_DOUBLE_EQ(s.skew_pct, 100);
}

TEST(StatsTest, EvenCountMedianIsMeanOfMiddles) {
  std::vector<RankValue> v = {{4, 3}, {1, 0}, {3, 2}, {2, 1}};
  Spread s = ComputeSpread(&v);
  EXPECT_DOUBLE_EQ(s.median, 2.5);
  EXPECT_EQ(s.worst_rank, 3);
}

TEST(StatsTest, TiesGoToLowestRank) {
  std::vector<RankValue> v = {{5, 7}, {5, 3}, {5, 9}, {1, 0}};
  Spread s = ComputeSpread(&v);
  EXPECT_EQ(s.worst_rank, 3);
}

TEST(StatsTest, ZeroMedianHasUndefinedSkew) {
  std::vector<RankValue> v = {{0, 0}, {0, 1}, {3, 2}};
  Spread s = ComputeSpread(&v);
  EXPECT_DOUBLE_EQ(s.median, 0);
  EXPECT_TRUE(std::isnan(s.skew_pct));
}

TEST(StatsTest, SingleRank) {
  std::vector<RankValue> v = {{7, 0}};
  Spread s = ComputeSpread(&v);
  EXPECT_DOUBLE_EQ(s.median, 7);
  EXPECT_DOUBLE_EQ(s.worst, 7);
  EXPECT_EQ(s.worst_rank, 0);
  EXPECT_DOUBLE_EQ(s.skew_pct, 0);
}

}  // namespace
}  // namespace steplens::aggregator
