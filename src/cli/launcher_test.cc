#include "cli/launcher.h"

#include <gtest/gtest.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "base/temp_dir.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string ReadAllOutput(int fd) {
  std::string out;
  char buf[65536];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  return out;
}

std::optional<int> WaitForExit(Job* job, std::chrono::seconds limit) {
  const auto deadline = Clock::now() + limit;
  std::optional<int> code;
  while (!(code = job->Poll()) && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return code;
}

TEST(LauncherTest, OutputReachesSteplensAndTheLogWhole) {
  base::TempDir dir;
  LaunchSpec spec;
  spec.argv = {"sh", "-c", "echo hello; echo world >&2"};
  spec.log_path = dir.path() + "/stdout.log";
  auto job = Job::Launch(spec);
  ASSERT_TRUE(job.ok()) << job.status().message();
  const std::string out = ReadAllOutput(job.value()->output_fd());
  EXPECT_EQ(WaitForExit(job.value().get(), std::chrono::seconds(10)), 0);
  EXPECT_EQ(out, "hello\nworld\n");
  std::ifstream log(spec.log_path);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(log), {}), "hello\nworld\n");
}

// A stopped `steplens run` (SIGSTOP, Ctrl-Z, a debugger) reads nothing: the
// job must still run to its end, stdout.log must still get every byte, and
// what steplens could not take is dropped from its copy with a notice.
TEST(LauncherTest, JobNeverWaitsForASteplensThatDoesNotRead) {
  base::TempDir dir;
  constexpr long kBytes = 30'000'000;  // far beyond any pipe and tee buffer
  LaunchSpec spec;
  spec.argv = {"sh", "-c", "head -c " + std::to_string(kBytes) + " /dev/zero; echo end"};
  spec.log_path = dir.path() + "/stdout.log";
  auto job = Job::Launch(spec);
  ASSERT_TRUE(job.ok()) << job.status().message();
  // Nobody reads output_fd() while the job runs.
  EXPECT_EQ(WaitForExit(job.value().get(), std::chrono::seconds(20)), 0)
      << "the job was blocked by its output";
  const std::string out = ReadAllOutput(job.value()->output_fd());
  EXPECT_LT(out.size(), static_cast<size_t>(kBytes));
  EXPECT_NE(out.find("bytes of the job's output not shown here"), std::string::npos);
  // The last gap is said too, at the end.
  const std::string tail = "stdout.log has them]\n";
  ASSERT_GT(out.size(), tail.size());
  EXPECT_EQ(out.substr(out.size() - tail.size()), tail);
  EXPECT_EQ(fs::file_size(spec.log_path), static_cast<uintmax_t>(kBytes + 4));
}

TEST(LauncherTest, SymlinkedLogIsRefusedAndItsTargetKept) {
  base::TempDir dir;
  const std::string target = dir.path() + "/precious";
  { std::ofstream(target) << "keep"; }
  fs::create_symlink(target, dir.path() + "/stdout.log");
  LaunchSpec spec;
  spec.argv = {"true"};
  spec.log_path = dir.path() + "/stdout.log";
  auto job = Job::Launch(spec);
  ASSERT_FALSE(job.ok());
  EXPECT_NE(job.status().message().find("symbolic link"), std::string::npos)
      << job.status().message();
  std::ifstream f(target);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(f), {}), "keep");
}

}  // namespace
}  // namespace steplens::cli
