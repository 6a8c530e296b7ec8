#include "diagnosis/statistics.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "steplens/record.h"

#include <gtest/gtest.h>

namespace steplens::diagnosis {
namespace {

TEST(StatisticsTest, MedianOddEvenEmpty) {
  std::vector<double> odd = {5, 1, 3};
  EXPECT_DOUBLE_EQ(MedianInPlace(odd), 3);
  std::vector<double> even = {4, 1, 3, 2};
  EXPECT_DOUBLE_EQ(MedianInPlace(even), 2.5);
  std::vector<double> empty;
  EXPECT_TRUE(std::isnan(MedianInPlace(empty)));
}

TEST(StatisticsTest, QuantileIsOneOfTheValues) {
  std::vector<double> v = {10, 1, 9, 2, 8, 3, 7, 4, 6, 5};
  EXPECT_DOUBLE_EQ(QuantileInPlace(v, 0.9), 9);  // rank floor(0.9 * 9) = 8 of 0..9
  EXPECT_DOUBLE_EQ(QuantileInPlace(v, 0.0), 1);
  EXPECT_DOUBLE_EQ(QuantileInPlace(v, 1.0), 10);
  EXPECT_DOUBLE_EQ(QuantileInPlace(v, 2.0), 10);  // clamped
  std::vector<double> empty;
  EXPECT_TRUE(std::isnan(QuantileInPlace(empty, 0.5)));
}

TEST(StatisticsTest, SaturatingRoundClampsAndMapsNaN) {
  EXPECT_EQ(SaturatingRound(2.5, -1), 3);
  EXPECT_EQ(SaturatingRound(-2.4, -1), -2);
  EXPECT_EQ(SaturatingRound(std::nan(""), -7), -7);
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  EXPECT_EQ(SaturatingRound(static_cast<double>(kMax), 0), kMax);  // 2^63 after rounding
  EXPECT_EQ(SaturatingRound(1e300, 0), kMax);
  EXPECT_EQ(SaturatingRound(std::numeric_limits<double>::infinity(), 0), kMax);
  EXPECT_EQ(SaturatingRound(-1e300, 0), kMin);
  EXPECT_EQ(SaturatingRound(static_cast<double>(kMin), 0), kMin);  // -2^63 is exact
}

TEST(StatisticsTest, LeastSquaresSplitFindsTheStepAndHonoursTheMinimums) {
  std::vector<double> x(30, 1.0);
  for (size_t i = 20; i < x.size(); ++i) x[i] = 5.0;
  EXPECT_EQ(LeastSquaresSplit(x, 1, 1), 20);
  EXPECT_EQ(LeastSquaresSplit(x, 2, 12), 18);   // the best split with 12 points after it
  EXPECT_EQ(LeastSquaresSplit(x, 25, 1), 25);   // ... with 25 before it
  EXPECT_EQ(LeastSquaresSplit(x, 20, 11), -1);  // 31 points needed
  EXPECT_EQ(LeastSquaresSplit(std::vector<double>{}, 1, 1), -1);
}

TEST(StatisticsTest, BinomialTailSmallExact) {
  // P[Bin(10, 0.5) >= 10] = 2^-10; >= 9 = 11 / 1024.
  EXPECT_NEAR(BinomialUpperTail(10, 10, 0.5), 1.0 / 1024, 1e-15);
  EXPECT_NEAR(BinomialUpperTail(10, 9, 0.5), 11.0 / 1024, 1e-15);
  EXPECT_DOUBLE_EQ(BinomialUpperTail(10, 0, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(BinomialUpperTail(10, 11, 0.5), 0.0);
  // Below the mean: 1 - P[X <= 4] for Bin(10, 0.5) = 1 - 386/1024.
  EXPECT_NEAR(BinomialUpperTail(10, 5, 0.5), 1.0 - 386.0 / 1024, 1e-12);
}

TEST(StatisticsTest, BinomialTailLargeWorldStaysFiniteAndMonotone) {
  // 8192 ranks, 10000 steps: the mean is ~1.22 wins.
  const double p = 1.0 / 8192;
  double prev = 1.0;
  for (int k = 1; k < 40; ++k) {
    const double tail = BinomialUpperTail(10000, k, p);
    EXPECT_LE(tail, prev);
    EXPECT_GT(tail, 0.0);
    prev = tail;
  }
  // 100 of 100 for one of 1024 ranks: 1024^-100 ~ 1e-301, still > 0.
  EXPECT_GT(BinomialUpperTail(100, 100, 1.0 / 1024), 0.0);
  EXPECT_NEAR(std::log10(BinomialUpperTail(100, 100, 1.0 / 1024)), -100 * std::log10(1024.0), 1e-6);
  // Poisson-like check: P[Bin(10000, 1/8192) >= 1] = 1 - (1-p)^n.
  EXPECT_NEAR(BinomialUpperTail(10000, 1, p), 1 - std::pow(1 - p, 10000), 1e-12);
}

TEST(StatisticsTest, TheilSenIgnoresOutliers) {
  std::vector<double> y;
  for (int i = 0; i < 50; ++i) y.push_back(2.0 * i + 10);
  y[10] = 1e9;  // a single spike
  EXPECT_NEAR(TheilSenSlope(y, 128), 2.0, 1e-9);
  std::vector<double> flat(300, 7.0);
  flat[150] = 1e12;
  EXPECT_NEAR(TheilSenSlope(flat, 128), 0.0, 1e-9);
  std::vector<double> one = {1.0};
  EXPECT_TRUE(std::isnan(TheilSenSlope(one, 128)));
}

TEST(StatisticsTest, SpreadUsesTheSameMedian) {
  std::vector<RankValue> v = {{4, 0}, {1, 1}, {3, 2}, {2, 3}};
  const Spread s = ComputeSpread(&v);
  std::vector<double> plain = {4, 1, 3, 2};
  EXPECT_DOUBLE_EQ(s.median, MedianInPlace(plain));
  EXPECT_DOUBLE_EQ(s.worst, 4);
  EXPECT_EQ(s.worst_rank, 0);
  EXPECT_DOUBLE_EQ(s.skew_pct, (4 - 2.5) / 2.5 * 100.0);
  std::vector<RankValue> tie = {{5, 3}, {5, 1}, {1, 0}};
  EXPECT_EQ(ComputeSpread(&tie).worst_rank, 1);  // ties to the lowest rank
  std::vector<RankValue> none;
  EXPECT_FALSE(ComputeSpread(&none).measured);
}

TEST(StatisticsTest, LastArrivalAgainstTheMedianOfTheOthers) {
  std::vector<double> scratch;
  // Rank 2 is last; the others' median is (10 + 20) / 2 = 15.
  const std::vector<int64_t> a = {10, 20, 50};
  const LastArrival last = FindLastArrival(a, &scratch);
  EXPECT_EQ(last.present, 3);
  EXPECT_EQ(last.rank, 2);
  EXPECT_DOUBLE_EQ(last.lateness_ns, 35.0);
  // Two ranks: lateness is the full gap, not half of it.
  const std::vector<int64_t> two = {100, 130};
  EXPECT_DOUBLE_EQ(FindLastArrival(two, &scratch).lateness_ns, 30.0);
}

TEST(StatisticsTest, LastArrivalTiesAndMissingNameNobody) {
  std::vector<double> scratch;
  // A tie for the latest: neither is the one the others waited for (the
  // aggregator's timeline and the persistence test must agree on this).
  const std::vector<int64_t> tie = {10, 40, 40, 20};
  EXPECT_EQ(FindLastArrival(tie, &scratch).rank, -1);
  EXPECT_EQ(FindLastArrival(tie, &scratch).present, 4);
  // Missing ranks are skipped; fewer than 2 present names nobody.
  const std::vector<int64_t> one = {kMissing, 70, kMissing};
  EXPECT_EQ(FindLastArrival(one, &scratch).rank, -1);
  const std::vector<int64_t> gap = {kMissing, 70, 30};
  EXPECT_EQ(FindLastArrival(gap, &scratch).rank, 1);
  EXPECT_DOUBLE_EQ(FindLastArrival(gap, &scratch).lateness_ns, 40.0);
}

}  // namespace
}  // namespace steplens::diagnosis

namespace steplens::diagnosis {
namespace {

TEST(RobustRiseTest, ALineRisesInEveryQuarterAShiftInOne) {
  std::vector<double> line, shift;
  for (int i = 0; i < 40; ++i) {
    line.push_back(10.0 + 0.5 * i);
    shift.push_back(i < 20 ? 10.0 : 30.0);
  }
  const SteadyRise l = RobustRise(line, 4, 128, 0.0);
  EXPECT_NEAR(l.rise, 19.5, 1e-9);
  EXPECT_EQ(l.rising, 3);
  EXPECT_EQ(RobustRise(shift, 4, 128, 0.0).rising, 1);
  // A pair must rise by min_step at least.
  EXPECT_EQ(RobustRise(line, 4, 128, 100.0).rising, 0);
  EXPECT_TRUE(std::isnan(RobustRise({1.0}, 4, 128, 0.0).rise));
}

}  // namespace
}  // namespace steplens::diagnosis
