#include "base/text.h"

#include <gtest/gtest.h>

namespace steplens::base {
namespace {

TEST(TextTest, ValidUtf8IsKept) {
  EXPECT_TRUE(IsValidUtf8("rank-0 höst ✓ 🚀"));
  EXPECT_EQ(ToValidUtf8("höst"), "höst");
}

TEST(TextTest, IllFormedBytesAreReplaced) {
  EXPECT_FALSE(IsValidUtf8("\xff\xfe"));
  EXPECT_FALSE(IsValidUtf8("\xC0\xAF"));          // overlong '/'
  EXPECT_FALSE(IsValidUtf8("\xED\xA0\x80"));      // surrogate
  EXPECT_FALSE(IsValidUtf8("\xF4\x90\x80\x80"));  // past U+10FFFF
  EXPECT_FALSE(IsValidUtf8("ab\xE2\x9C"));        // cut short
  EXPECT_EQ(ToValidUtf8("a\xff"
                        "b"),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_TRUE(IsValidUtf8(ToValidUtf8("\xff\xfe\xC0\xAF\xED\xA0\x80")));
}

TEST(TextTest, TerminalSafeRemovesEscapesButKeepsNewlines) {
  const std::string evil =
      "fwd\x1b]0;pwned\x07\x1b[2J\xC2\x9B"
      "31m\tx\ny";
  const std::string safe = TerminalSafe(evil);
  EXPECT_EQ(safe.find('\x1b'), std::string::npos);
  EXPECT_EQ(safe.find('\x07'), std::string::npos);
  EXPECT_EQ(safe.find("\xC2\x9B"), std::string::npos);
  EXPECT_EQ(safe.find('\t'), std::string::npos);
  EXPECT_NE(safe.find("\ny"), std::string::npos);
  EXPECT_EQ(TerminalSafe("forward ✓"), "forward ✓");
}

}  // namespace
}  // namespace steplens::base
