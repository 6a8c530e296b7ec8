#include "base/gpu_throttle.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "steplens/record.h"

namespace steplens::base {
namespace {

using Names = std::vector<std::string>;

TEST(GpuThrottleTest, NamesTheSetBitsInBitOrder) {
  EXPECT_EQ(ThrottleReasonNames(0x24), (Names{"sw_power_cap", "sw_thermal"}));
  EXPECT_EQ(ThrottleReasonNames(0x1), Names{"idle"});
  EXPECT_EQ(ThrottleReasonNames(0x8 | 0x40 | 0x80),
            (Names{"hw_slowdown", "hw_thermal", "hw_power_brake"}));
  EXPECT_EQ(ThrottleReasonNames(0x2 | 0x10 | 0x100),
            (Names{"applications_clocks", "sync_boost", "display_clocks"}));
}

TEST(GpuThrottleTest, NoneAndMissingAreEmptyAndToldApartByTheMask) {
  EXPECT_TRUE(ThrottleReasonNames(0).empty());
  EXPECT_TRUE(ThrottleReasonNames(kMissing).empty());
  EXPECT_FALSE(IsSlowdown(0));
  EXPECT_FALSE(IsSlowdown(kMissing));
}

TEST(GpuThrottleTest, AnUnknownBitIsNamedByItsValueNeverDropped) {
  EXPECT_EQ(ThrottleReasonNames(0x200 | 0x4), (Names{"sw_power_cap", "0x200"}));
  EXPECT_EQ(ThrottleReasonNames(int64_t{1} << 62), Names{"0x4000000000000000"});
}

TEST(GpuThrottleTest, SlowdownsAreThePowerAndThermalReasonsOnly) {
  for (uint64_t bit : {kThrottleSwPowerCap, kThrottleHwSlowdown, kThrottleSwThermal,
                       kThrottleHwThermal, kThrottleHwPowerBrake}) {
    EXPECT_TRUE(IsSlowdown(static_cast<int64_t>(bit))) << bit;
  }
  for (uint64_t bit :
       {kThrottleIdle, kThrottleApplicationsClocks, kThrottleSyncBoost, kThrottleDisplayClocks}) {
    EXPECT_FALSE(IsSlowdown(static_cast<int64_t>(bit))) << bit;
  }
  EXPECT_TRUE(IsSlowdown(static_cast<int64_t>(kThrottleIdle | kThrottleHwThermal)));
}

TEST(GpuThrottleTest, TheTableHoldsDistinctSingleBitsLowestFirst) {
  uint64_t previous = 0;
  for (const ThrottleReason& r : kThrottleReasons) {
    EXPECT_EQ(r.bit & (r.bit - 1), 0u) << r.name;  // one bit
    EXPECT_GT(r.bit, previous) << r.name;
    previous = r.bit;
  }
}

}  // namespace
}  // namespace steplens::base
