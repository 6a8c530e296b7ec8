#include "cli/run_session.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "base/temp_dir.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

// A TCP port on 127.0.0.1 held (listening) for the test's life.
class BusyPort {
 public:
  BusyPort() {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    if (fd_ >= 0 && bind(fd_, reinterpret_cast<sockaddr*>(&a), len) == 0 && listen(fd_, 1) == 0 &&
        getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
      port_ = ntohs(a.sin_port);
    }
  }
  ~BusyPort() {
    if (fd_ >= 0) close(fd_);
  }
  int port() const { return port_; }

 private:
  int fd_ = -1;
  int port_ = 0;
};

RunSetup SetupIn(const std::string& run_dir, UiMode ui) {
  RunSetup s;
  s.options.ui = ui;
  s.options.port = 0;  // the dashboard on a free port
  s.run_dir = run_dir;
  s.run_id = "session-test";
  s.token = "0123456789abcdef";
  s.python = "python3";
  return s;
}

TEST(RunSessionTest, AStartThatFailsStopsWhatStartedAndLeavesNothingBehind) {
  base::TempDir tmp;
  const std::string run_dir = tmp.path() + "/run";
  ASSERT_TRUE(fs::create_directory(run_dir));
  BusyPort busy;
  ASSERT_GT(busy.port(), 0);
  // The aggregator and the web server start; the metrics server, last,
  // cannot bind.
  RunSetup setup = SetupIn(run_dir, UiMode::kWeb);
  setup.options.metrics_port = busy.port();
  auto session = RunSession::Start(std::move(setup));
  ASSERT_FALSE(session.ok());
  EXPECT_NE(session.status().message().find("port " + std::to_string(busy.port())),
            std::string::npos)
      << session.status().message();
  // The aggregator's database was closed and removed with the directory.
  EXPECT_FALSE(fs::exists(run_dir));
}

TEST(RunSessionTest, ASessionWhoseJobNeverStartedRemovesWhatItCreated) {
  base::TempDir tmp;
  const std::string run_dir = tmp.path() + "/run";
  ASSERT_TRUE(fs::create_directory(run_dir));
  {
    auto session = RunSession::Start(SetupIn(run_dir, UiMode::kNone));
    ASSERT_TRUE(session.ok()) << session.status().message();
    EXPECT_TRUE(fs::exists(run_dir + "/steplens.db"));
  }  // destroyed without Launch(): stopped in reverse order
  EXPECT_FALSE(fs::exists(run_dir));
}

TEST(RunSessionTest, NeverRemovesAUsersFiles) {
  base::TempDir tmp;
  const std::string run_dir = tmp.path() + "/run";
  ASSERT_TRUE(fs::create_directory(run_dir));
  { std::ofstream(run_dir + "/notes.txt") << "mine\n"; }
  BusyPort busy;
  RunSetup setup = SetupIn(run_dir, UiMode::kNone);
  setup.options.ingest_port = busy.port();  // the aggregator itself cannot start
  auto session = RunSession::Start(std::move(setup));
  ASSERT_FALSE(session.ok());
  EXPECT_TRUE(fs::exists(run_dir + "/notes.txt"));
}

}  // namespace
}  // namespace steplens::cli
