// Bytes per second of one rank's frames (aggregator/byte_rate.h).
#include "aggregator/byte_rate.h"

#include <gtest/gtest.h>

#include <cmath>

namespace steplens::aggregator {
namespace {

constexpr int64_t kMs = 1'000'000;

TEST(ByteRateTest, UnknownUntilAPeriodIsComplete) {
  ByteRate r;
  EXPECT_TRUE(std::isnan(r.PerSec(0)));
  EXPECT_TRUE(std::isnan(r.MeanPerSec()));
  r.Add(0, 100);
  r.Add(500 * kMs, 100);
  EXPECT_EQ(r.total(), 200u);
  EXPECT_TRUE(std::isnan(r.PerSec(900 * kMs)));
  EXPECT_TRUE(std::isnan(r.MeanPerSec()));  // 0.5 s of figures
}

TEST(ByteRateTest, SteadyTrafficGivesItsRate) {
  ByteRate r;
  // 1 000 bytes every 100 ms for 5 s: 10 000 bytes/s.
  for (int64_t t = 0; t <= 5000; t += 100) r.Add(t * kMs, 1000);
  EXPECT_DOUBLE_EQ(r.PerSec(5050 * kMs), 10'000.0);
  EXPECT_EQ(r.total(), 51'000u);
  EXPECT_NEAR(r.MeanPerSec(), 51'000.0 / 5.0, 1e-6);  // first to last byte
}

TEST(ByteRateTest, ARateChangeShowsWithinTwoPeriods) {
  ByteRate r;
  int64_t t = 0;
  for (; t < 3000; t += 100) r.Add(t * kMs, 1000);  // 10 kB/s
  for (; t < 5000; t += 100) r.Add(t * kMs, 100);   // then 1 kB/s
  EXPECT_NEAR(r.PerSec(t * kMs), 1000.0, 1e-6);
}

// A partition: nothing arrives. The rate falls towards zero (never stuck at
// the figure before the silence); when bytes come back (a replay's burst,
// then steady traffic), the rate is the new traffic's within two periods.
TEST(ByteRateTest, SilenceTakesTheRateDown) {
  ByteRate r;
  for (int64_t t = 0; t <= 2000; t += 100) r.Add(t * kMs, 1000);
  EXPECT_DOUBLE_EQ(r.PerSec(2050 * kMs), 10'000.0);
  const double after_4s = r.PerSec(6000 * kMs);
  const double after_9s = r.PerSec(11'000 * kMs);
  EXPECT_LT(after_4s, 2'000.0);
  EXPECT_LT(after_9s, after_4s);
  // Healed: a burst (the spool's replay), then steady traffic.
  r.Add(11'000 * kMs, 90'000);
  for (int64_t t = 11'100; t <= 14'000; t += 100) r.Add(t * kMs, 1000);
  EXPECT_DOUBLE_EQ(r.PerSec(14'050 * kMs), 10'000.0);
}

}  // namespace
}  // namespace steplens::aggregator
