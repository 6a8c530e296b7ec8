#include "aggregator/rank_exit.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "base/temp_dir.h"

namespace steplens::aggregator {
namespace {

TEST(RankExit, RoundTripsAnExitCodeAndASignal) {
  RankExit code{3, 1234, 1, 0, false, 99};
  auto parsed = ParseRankExit(FormatRankExit(code));
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->rank, 3u);
  EXPECT_EQ(parsed->pid, 1234u);
  EXPECT_EQ(parsed->exit_code, 1);
  EXPECT_EQ(parsed->signal, 0);
  EXPECT_EQ(parsed->mono_ns, 99);
  EXPECT_EQ(DescribeRankExit(*parsed), "exit code 1");

  RankExit sig{0, 7, -1, SIGSEGV, true, 5};
  parsed = ParseRankExit(FormatRankExit(sig));
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->signal, SIGSEGV);
  EXPECT_EQ(parsed->exit_code, -1);
  EXPECT_EQ(DescribeRankExit(*parsed), "signal 11 (SIGSEGV), core dumped");
}

TEST(RankExit, RejectsMalformedText) {
  EXPECT_FALSE(ParseRankExit("").has_value());
  EXPECT_FALSE(ParseRankExit("rank=1\n").has_value());  // no end
  EXPECT_FALSE(ParseRankExit("rank=x\ncode=0\n").has_value());
  EXPECT_FALSE(ParseRankExit("rank=1\ncode=300\n").has_value());
  EXPECT_FALSE(ParseRankExit("rank=1\nsignal=0\n").has_value());
  EXPECT_FALSE(ParseRankExit("rank=1\ncode=0\nmono_ns=1e9\n").has_value());
  EXPECT_FALSE(ParseRankExit(std::string("rank=1\0code=0", 13)).has_value());
}

TEST(RankExit, ReaderTakesEachRankOnceAndSkipsJunk) {
  base::TempDir dir;
  std::filesystem::create_directories(dir.path() + "/ranks");
  std::ofstream(RankExitPath(dir.path(), 0)) << FormatRankExit({0, 10, 0, 0, false, 1});
  std::ofstream(RankExitPath(dir.path(), 1)) << "garbage";
  std::ofstream(dir.path() + "/ranks/rank-2.exit.tmp") << FormatRankExit({2, 1, 0, 0, false, 1});
  std::ofstream(RankExitPath(dir.path(), 3))
      << FormatRankExit({4, 1, 0, 0, false, 1});  // wrong rank
  std::set<uint32_t> taken;
  auto first = ReadNewRankExits(dir.path(), &taken);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].rank, 0u);
  EXPECT_TRUE(ReadNewRankExits(dir.path(), &taken).empty());
  std::ofstream(RankExitPath(dir.path(), 1)) << FormatRankExit({1, 11, -1, SIGKILL, false, 2});
  auto second = ReadNewRankExits(dir.path(), &taken);
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(second[0].signal, SIGKILL);
}

}  // namespace
}  // namespace steplens::aggregator
