#include "cli/run_options.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "base/temp_dir.h"
#include "cli/commands.h"

namespace steplens::cli {
namespace {

TEST(UiModeTest, ParsesExactlyTheFourModes) {
  EXPECT_EQ(ParseUiMode("terminal"), UiMode::kTerminal);
  EXPECT_EQ(ParseUiMode("web"), UiMode::kWeb);
  EXPECT_EQ(ParseUiMode("both"), UiMode::kBoth);
  EXPECT_EQ(ParseUiMode("none"), UiMode::kNone);
  for (const char* bad : {"", "Web", "fancy", "terminal ", "tui"}) {
    EXPECT_EQ(ParseUiMode(bad), std::nullopt) << bad;
  }
}

TEST(UiModeTest, SaysWhatEachModeShows) {
  EXPECT_TRUE(ShowsTerminal(UiMode::kTerminal));
  EXPECT_FALSE(ServesWeb(UiMode::kTerminal));
  EXPECT_FALSE(ShowsTerminal(UiMode::kWeb));
  EXPECT_TRUE(ServesWeb(UiMode::kWeb));
  EXPECT_TRUE(ShowsTerminal(UiMode::kBoth));
  EXPECT_TRUE(ServesWeb(UiMode::kBoth));
  EXPECT_FALSE(ShowsTerminal(UiMode::kNone));
  EXPECT_FALSE(ServesWeb(UiMode::kNone));
}

class ParseRunArgsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(dir_.path().empty());
    std::ofstream(script_) << "print('hi')\n";
  }
  base::TempDir dir_;
  const std::string script_ = dir_.path() + "/train.py";
};

TEST_F(ParseRunArgsTest, TheTerminalIsTheDefaultUi) {
  RunOptions o;
  ASSERT_EQ(ParseRunArgs({script_, "--lr", "1"}, &o), kParsed);
  EXPECT_EQ(o.ui, UiMode::kTerminal);
  EXPECT_EQ(o.script, script_);
  EXPECT_EQ(o.script_args, (std::vector<std::string>{"--lr", "1"}));
}

TEST_F(ParseRunArgsTest, TakesTheUiInBothSpellings) {
  RunOptions o;
  ASSERT_EQ(ParseRunArgs({"--ui", "web", script_}, &o), kParsed);
  EXPECT_EQ(o.ui, UiMode::kWeb);
  ASSERT_EQ(ParseRunArgs({"--ui=none", script_}, &o), kParsed);
  EXPECT_EQ(o.ui, UiMode::kNone);
}

TEST_F(ParseRunArgsTest, AnUnknownUiIsAUsageError) {
  RunOptions o;
  testing::internal::CaptureStderr();
  EXPECT_EQ(ParseRunArgs({"--ui", "fancy", script_}, &o), kExitUsage);
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("--ui must be terminal, web, both or none, not 'fancy'"), std::string::npos)
      << err;
  EXPECT_EQ(o.ui, UiMode::kTerminal);
}

TEST_F(ParseRunArgsTest, DeepIsSampledByDefaultOrEveryStep) {
  RunOptions o;
  ASSERT_EQ(ParseRunArgs({script_}, &o), kParsed);
  EXPECT_EQ(o.deep, "");
  ASSERT_EQ(ParseRunArgs({"--deep", script_}, &o), kParsed);
  EXPECT_EQ(o.deep, "sampled");
  ASSERT_EQ(ParseRunArgs({"--deep=every", script_}, &o), kParsed);
  EXPECT_EQ(o.deep, "every");
  testing::internal::CaptureStderr();
  EXPECT_EQ(ParseRunArgs({"--deep=always", script_}, &o), kExitUsage);
  EXPECT_NE(testing::internal::GetCapturedStderr().find("--deep must be"), std::string::npos);
}

TEST_F(ParseRunArgsTest, OptionsAfterTheScriptAreTheScripts) {
  RunOptions o;
  ASSERT_EQ(ParseRunArgs({"--ui", "none", "--", script_, "--ui", "fancy"}, &o), kParsed);
  EXPECT_EQ(o.ui, UiMode::kNone);
  EXPECT_EQ(o.script_args, (std::vector<std::string>{"--ui", "fancy"}));
}

TEST_F(ParseRunArgsTest, HelpIsNotAnError) {
  RunOptions o;
  testing::internal::CaptureStdout();
  EXPECT_EQ(ParseRunArgs({"--help"}, &o), kHelpShown);
  EXPECT_NE(testing::internal::GetCapturedStdout().find("--ui MODE"), std::string::npos);
}

}  // namespace
}  // namespace steplens::cli
