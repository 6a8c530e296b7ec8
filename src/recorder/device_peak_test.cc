#include "recorder/device_peak.h"

#include <gtest/gtest.h>

namespace steplens::recorder {
namespace {

TEST(DevicePeakTest, NamesAsCudaReportsThem) {
  EXPECT_DOUBLE_EQ(*PeakTflops("NVIDIA H100 80GB HBM3", "bf16"), 989.4);
  EXPECT_DOUBLE_EQ(*PeakTflops("NVIDIA H100 PCIe", "bf16"), 756.0);  // before "h100"
  EXPECT_DOUBLE_EQ(*PeakTflops("NVIDIA A100-SXM4-80GB", "tf32"), 156.0);
  EXPECT_DOUBLE_EQ(*PeakTflops("NVIDIA L40S", "fp16"), 362.1);  // before "l40" and "l4"
  EXPECT_DOUBLE_EQ(*PeakTflops("NVIDIA L4", "float32"), 30.3);
  EXPECT_DOUBLE_EQ(*PeakTflops("nvidia h200", "BF16"), 989.4);
}

TEST(DevicePeakTest, UnknownDeviceOrModeIsNotAGuess) {
  EXPECT_FALSE(PeakTflops("AMD Instinct MI300X", "bf16"));
  EXPECT_FALSE(PeakTflops("", "bf16"));
  EXPECT_FALSE(PeakTflops("NVIDIA H100 80GB HBM3", "int8"));
  EXPECT_FALSE(PeakTflops("Tesla V100-SXM2-16GB", "bf16"));  // no bf16 on Volta
  EXPECT_DOUBLE_EQ(*PeakTflops("Tesla V100-SXM2-16GB", "fp16"), 125.0);
}

}  // namespace
}  // namespace steplens::recorder
