// Tests OutputLog and the tee on real files: a real full disk is a small
// tmpfs filled up after the log was opened, as the run database fills the
// run dir's disk (mounting needs root; without it those tests are skipped
// and say so). /dev/full stands for a disk full from the start.
#include "cli/output_log.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

#include "base/temp_dir.h"
#include "cli/launcher.h"

namespace steplens::cli {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Takes every free block of the filesystem at dir.
void FillDisk(const std::string& dir) {
  const int fd = open((dir + "/filler").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ASSERT_GE(fd, 0);
  const std::string block(4096, 'f');
  while (write(fd, block.data(), block.size()) > 0) {
  }
  while (write(fd, block.data(), 1) > 0) {
  }
  close(fd);
}

// A 256 KiB tmpfs on a temporary directory, unmounted at the end.
class SmallDiskTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (mount("tmpfs", dir_.path().c_str(), "tmpfs", 0, "size=256k") != 0) {
      GTEST_SKIP() << "mounting a small tmpfs needs root (" << std::strerror(errno) << ")";
    }
    mounted_ = true;
  }
  void TearDown() override {
    if (mounted_) umount2(dir_.path().c_str(), MNT_DETACH);
  }
  base::TempDir dir_;
  bool mounted_ = false;
};

// The probe: the database filled the disk before the job printed,
// and stdout.log stayed empty. Now the log keeps what was reserved for it
// and ends with a line saying how much more was lost.
TEST_F(SmallDiskTest, LogKeepsItsReservationWhenTheDiskFillsLater) {
  const std::string path = dir_.path() + "/stdout.log";
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ASSERT_GE(fd, 0);
  OutputLog log(fd);
  // An eighth of 256 KiB.
  EXPECT_EQ(log.reserved_end(), 32u * 1024);
  FillDisk(dir_.path());
  std::string line(99, 'x');
  line += '\n';
  constexpr int kLines = 1000;  // 100 KB, more than the reservation
  for (int i = 0; i < kLines; ++i) log.Append(line.data(), line.size());
  EXPECT_TRUE(log.full());
  EXPECT_EQ(log.written() + log.lost(), kLines * line.size());
  EXPECT_EQ(log.written(), 32u * 1024 - kLogNoticeRoom);
  log.Finish();
  close(fd);
  const std::string text = ReadFile(path);
  EXPECT_EQ(text.substr(0, line.size()), line);
  char notice[256];
  std::snprintf(notice, sizeof notice, kLogFullNotice, static_cast<unsigned long long>(log.lost()));
  ASSERT_GT(text.size(), std::strlen(notice));
  EXPECT_EQ(text.substr(text.size() - std::strlen(notice)), notice);
  std::printf("full disk: stdout.log kept %llu bytes, said %llu lost\n",
              static_cast<unsigned long long>(text.size()),
              static_cast<unsigned long long>(log.lost()));
}

// Through the tee, as `steplens run` uses it: the disk fills after the
// launch; the terminal gets every byte and one line saying stdout.log is
// cut; stdout.log keeps the start and says where it stops.
TEST_F(SmallDiskTest, TeeKeepsTheLogStartAndSaysItOnTheTerminal) {
  LaunchSpec spec;
  spec.argv = {"sh", "-c", "sleep 0.5; seq 1 20000"};  // 108,894 bytes
  spec.log_path = dir_.path() + "/stdout.log";
  auto job = Job::Launch(spec);
  ASSERT_TRUE(job.ok()) << job.status().message();
  FillDisk(dir_.path());  // before the job prints
  std::string out;
  char buf[65536];
  for (;;) {
    const ssize_t n = read(job.value()->output_fd(), buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  for (int i = 0; i < 500 && !job.value()->Poll(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_NE(out.find("[steplens: the disk is full: stdout.log keeps the first"), std::string::npos);
  EXPECT_NE(out.find("\n19999\n20000\n"), std::string::npos) << "the terminal lost output";
  const std::string log = ReadFile(spec.log_path);
  ASSERT_GT(log.size(), 1000u) << "stdout.log is (nearly) empty";
  EXPECT_EQ(log.substr(0, 8), "1\n2\n3\n4\n");
  EXPECT_NE(log.find("[steplens: stdout.log stops here: the disk is full;"), std::string::npos);
}

// A disk full from the start, without fallocate: nothing fits; it is
// counted and said, never a crash.
TEST(OutputLogTest, FullFromTheStartIsCounted) {
  const int fd = open("/dev/full", O_WRONLY);
  ASSERT_GE(fd, 0);
  OutputLog log(fd);
  log.Append("hello\n", 6);
  EXPECT_TRUE(log.full());
  EXPECT_EQ(log.written(), 0u);
  EXPECT_EQ(log.lost(), 6u);
  log.Append("more\n", 5);
  EXPECT_EQ(log.lost(), 11u);
  log.Finish();
  close(fd);
}

// On a disk with room, the log is exactly what was written, and the
// reservation past its end is given back.
TEST(OutputLogTest, RoomyDiskLogIsExactAndTheReservationIsReturned) {
  base::TempDir dir;
  const std::string path = dir.path() + "/stdout.log";
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  ASSERT_GE(fd, 0);
  OutputLog log(fd);
  log.Append("hello\n", 6);
  log.Finish();
  EXPECT_FALSE(log.full());
  struct stat st {};
  ASSERT_EQ(fstat(fd, &st), 0);
  close(fd);
  EXPECT_EQ(ReadFile(path), "hello\n");
  EXPECT_LE(st.st_blocks * 512, 64 * 1024) << "the reservation was kept";
}

}  // namespace
}  // namespace steplens::cli
