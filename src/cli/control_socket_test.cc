// The live run's control socket: a request line gets the handler's answer,
// a long run directory still works (through /proc/self/fd), a run without
// the socket says so, the socket file goes with Stop(), and the deep
// request lines parse strictly.
#include "cli/control_socket.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "base/temp_dir.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

TEST(ControlSocketTest, ARequestLineGetsTheHandlersAnswerAndStopRemovesTheSocket) {
  base::TempDir dir;
  std::string seen;
  auto server = ControlServer::Start(dir.path(), [&](std::string_view line) {
    seen = std::string(line);
    return "ok: " + seen;
  });
  ASSERT_TRUE(server.ok()) << server.status().message();
  const std::string sock = dir.path() + "/" + kControlSocketName;
  struct stat st;
  ASSERT_EQ(stat(sock.c_str(), &st), 0);
  EXPECT_TRUE(S_ISSOCK(st.st_mode));
  EXPECT_EQ(st.st_mode & 0777, 0600u);  // only the job's user
  auto answer = SendControlRequest(dir.path(), "deep every 0 0", 5000);
  ASSERT_TRUE(answer.ok()) << answer.status().message();
  EXPECT_EQ(answer.value(), "ok: deep every 0 0");
  EXPECT_EQ(seen, "deep every 0 0");
  (*server)->Stop();
  EXPECT_FALSE(fs::exists(sock));
  auto gone = SendControlRequest(dir.path(), "deep off 0 0", 5000);
  ASSERT_FALSE(gone.ok());
  EXPECT_NE(gone.status().message().find("no live run in"), std::string::npos)
      << gone.status().message();
}

TEST(ControlSocketTest, ARunDirectoryLongerThanSunPathStillWorks) {
  base::TempDir dir;
  std::string deep = dir.path();
  while (deep.size() < 150) deep += "/a-rather-long-directory-name";
  fs::create_directories(deep);
  auto server = ControlServer::Start(deep, [](std::string_view) { return std::string("ok: yes"); });
  ASSERT_TRUE(server.ok()) << server.status().message();
  EXPECT_TRUE(fs::exists(deep + "/" + kControlSocketName));
  auto answer = SendControlRequest(deep, "deep off 0 0", 5000);
  ASSERT_TRUE(answer.ok()) << answer.status().message();
  EXPECT_EQ(answer.value(), "ok: yes");
}

TEST(ControlSocketTest, DeepLinesParseStrictly) {
  const auto line = ParseDeepLine(FormatDeepLine({DeepMode::kSampled, 50, 5}));
  ASSERT_TRUE(line.has_value());
  EXPECT_EQ(line->mode, DeepMode::kSampled);
  EXPECT_EQ(line->period, 50u);
  EXPECT_EQ(line->burst, 5u);
  EXPECT_EQ(FormatDeepLine({DeepMode::kEvery, 0, 0}), "deep every 0 0");
  for (const char* bad :
       {"", "deep", "deep every", "deep on 0 0", "deep loud 0 0", "deep sampled 5 50",
        "deep sampled -1 0", "deep every 0 0 extra", "deep sampled 2000000 1", "shallow every 0 0",
        "deep every x 0", "deep every 50 5"}) {
    EXPECT_FALSE(ParseDeepLine(bad).has_value()) << bad;
  }
  EXPECT_EQ(ParseDeepModeName("on"), DeepMode::kEvery);
  EXPECT_EQ(ParseDeepModeName("off"), DeepMode::kOff);
  EXPECT_FALSE(ParseDeepModeName("ON").has_value());
}

}  // namespace
}  // namespace steplens::cli
