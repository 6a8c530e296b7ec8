#include "aggregator/stack_dump.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "base/temp_dir.h"

namespace steplens::aggregator {
namespace {

constexpr const char* kDump =
    "Thread 0x00007f00000000aa (most recent call first):\n"
    "  File \"/usr/lib/python3.11/threading.py\", line 324 in wait\n"
    "  File \"/usr/lib/python3.11/threading.py\", line 975 in run\n"
    "\n"
    "Current thread 0x00007f00000000bb (most recent call first):\n"
    "  File \"/work/train.py\", line 40 in forward\n"
    "  File \"/venv/torch/nn/modules/module.py\", line 1511 in _call_impl\n"
    "  File \"/work/train.py\", line 90 in <module>\n";

TEST(StackDump, TakesTheMainThreadsInnermostFrames) {
  EXPECT_EQ(ParseStackDump(kDump, 0x7f00000000bb),
            "/work/train.py:40 in forward\n"
            "/venv/torch/nn/modules/module.py:1511 in _call_impl\n"
            "/work/train.py:90 in <module>");
  EXPECT_EQ(ParseStackDump(kDump, 0x7f00000000bb, 1), "/work/train.py:40 in forward");
  EXPECT_EQ(ParseStackDump(kDump, 0x7f00000000aa, 1),
            "/usr/lib/python3.11/threading.py:324 in wait");
}

TEST(StackDump, UnknownThreadsAndGarbageGiveNothing) {
  EXPECT_EQ(ParseStackDump(kDump, 0x1234), "");
  EXPECT_EQ(ParseStackDump("", 0), "");
  EXPECT_EQ(ParseStackDump("\xff\xfe Thread 0x (most recent call first):\n  File \"", 0), "");
  EXPECT_EQ(ParseStackDump(kDump, 0).substr(0, 38), "/usr/lib/python3.11/threading.py:324 i");
}

TEST(StackDump, MainThreadFromTheHeaderLine) {
  EXPECT_EQ(StackFileMainThread("steplens stacks: rank 1 pid 42 main thread 0x7f00000000bb"),
            0x7f00000000bbu);
  EXPECT_EQ(StackFileMainThread("something else"), 0u);
}

TEST(StackDump, ReadsOnlyWhatWasAppendedAfterTheOffset) {
  base::TempDir dir;
  std::filesystem::create_directories(std::filesystem::path(dir.path()) / "stacks");
  const std::string path = StackDumpPath(dir.path(), 3);
  {
    std::ofstream f(path);
    f << "steplens stacks: rank 3 pid 7 main thread 0x7f00000000bb\n";
    f << "Current thread 0x00007f00000000bb (most recent call first):\n"
         "  File \"old.py\", line 1 in old\n";
  }
  const int64_t offset = StackFileSize(dir.path(), 3);
  ASSERT_GT(offset, 0);
  StackRead none = ReadStackDump(dir.path(), 3, offset, 60);
  EXPECT_EQ(none.frames, "");
  EXPECT_NE(none.reason.find("did not answer"), std::string::npos) << none.reason;
  {
    std::ofstream f(path, std::ios::app);
    f << kDump;
  }
  StackRead got = ReadStackDump(dir.path(), 3, offset, 500);
  EXPECT_EQ(got.reason, "");
  EXPECT_EQ(got.frames.substr(0, 28), "/work/train.py:40 in forward");
  StackRead absent = ReadStackDump(dir.path(), 9, StackFileSize(dir.path(), 9), 10);
  EXPECT_NE(absent.reason.find("absent"), std::string::npos);
}

TEST(StackDump, ACrashDumpGivesTheCrashingThread) {
  base::TempDir dir;
  std::filesystem::create_directories(std::filesystem::path(dir.path()) / "stacks");
  EXPECT_NE(ReadCrashStack(dir.path(), 1).reason.find("no stack file"), std::string::npos);
  {
    std::ofstream f(StackDumpPath(dir.path(), 1));
    f << "steplens stacks: rank 1 pid 7 main thread 0x7f00000000aa\n";
  }
  EXPECT_NE(ReadCrashStack(dir.path(), 1).reason.find("no Python stack"), std::string::npos);
  {
    std::ofstream f(StackDumpPath(dir.path(), 1), std::ios::app);
    f << "Fatal Python error: Segmentation fault\n\n" << kDump;
  }
  const StackRead r = ReadCrashStack(dir.path(), 1);
  EXPECT_EQ(r.reason, "");
  EXPECT_EQ(r.frames.substr(0, 28), "/work/train.py:40 in forward");  // the current thread
}

}  // namespace
}  // namespace steplens::aggregator
