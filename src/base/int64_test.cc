#include "base/int64.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace steplens::base {
namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

TEST(ClampToInt64Test, KeepsEveryValueThatFits) {
  EXPECT_EQ(ClampToInt64(0), 0);
  EXPECT_EQ(ClampToInt64(12345), 12345);
  EXPECT_EQ(ClampToInt64(static_cast<uint64_t>(kMax)), kMax);
}

TEST(ClampToInt64Test, ClampsInsteadOfWrappingNegative) {
  EXPECT_EQ(ClampToInt64(static_cast<uint64_t>(kMax) + 1), kMax);
  EXPECT_EQ(ClampToInt64(std::numeric_limits<uint64_t>::max()), kMax);
}

}  // namespace
}  // namespace steplens::base
