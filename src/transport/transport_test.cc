#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "base/clock.h"
#include "gtest/gtest.h"
#include "protocol/codec.h"
#include "transport/backoff.h"
#include "transport/frames.h"
#include "transport/spool_writer.h"
#include "transport/tcp_client.h"
#include "transport/test_util.h"

namespace steplens::transport {
namespace {

std::string MakeTempDir() {
  char tmpl[] = "/tmp/steplens_transport_XXXXXX";
  const char* dir = mkdtemp(tmpl);
  EXPECT_NE(dir, nullptr);
  return dir ? dir : "";
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

using Listener = testing::LoopbackListener;

TEST(BackoffTest, DoublesUpToTheCapAndResets) {
  Backoff b;
  EXPECT_EQ(b.NextDelayMs(), 200);
  EXPECT_EQ(b.NextDelayMs(), 400);
  EXPECT_EQ(b.NextDelayMs(), 800);
  EXPECT_EQ(b.NextDelayMs(), 1600);
  EXPECT_EQ(b.NextDelayMs(), 3200);
  EXPECT_EQ(b.NextDelayMs(), 5000);
  EXPECT_EQ(b.NextDelayMs(), 5000);
  b.Reset();
  EXPECT_EQ(b.NextDelayMs(), 200);
}

TEST(FramesTest, BoundariesAndCounts) {
  std::string stream;
  HelloInfo hello;
  hello.run_id = "r";
  protocol::EncodeHello(hello, &stream);
  const size_t first = stream.size();
  protocol::EncodeName(NameInfo{8, "region"}, &stream);
  const size_t second = stream.size();
  EXPECT_EQ(CountFrames(stream), 2u);
  EXPECT_EQ(FrameBoundaryAtOrBefore(stream, 0), 0u);
  EXPECT_EQ(FrameBoundaryAtOrBefore(stream, first - 1), 0u);
  EXPECT_EQ(FrameBoundaryAtOrBefore(stream, first), first);
  EXPECT_EQ(FrameBoundaryAtOrBefore(stream, second - 1), first);
  EXPECT_EQ(FrameBoundaryAtOrBefore(stream, second), second);
  EXPECT_EQ(FrameSizeAt(stream, first), second - first);
  EXPECT_EQ(FrameSizeAt(stream, first + 1), 0u);
}

TEST(SpoolWriterTest, CreatesDirectoryAndNeverReusesAFile) {
  const std::string root = MakeTempDir();
  const std::string dir = root + "/a/b/run";
  SpoolWriter first;
  ASSERT_TRUE(first.Open(dir, 7).ok());
  EXPECT_EQ(first.path(), dir + "/rank-7.spool");
  ASSERT_TRUE(first.Append("abc").ok());
  ASSERT_TRUE(first.Append("de").ok());
  EXPECT_EQ(first.bytes_written(), 5u);

  SpoolWriter second;
  ASSERT_TRUE(second.Open(dir, 7).ok());
  EXPECT_EQ(second.path(), dir + "/rank-7.1.spool");
  SpoolWriter third;
  ASSERT_TRUE(third.Open(dir, 7).ok());
  EXPECT_EQ(third.path(), dir + "/rank-7.2.spool");
  first.Close();
  EXPECT_EQ(ReadFile(dir + "/rank-7.spool"), "abcde");
}

TEST(SpoolWriterTest, UncreatableDirectoryIsAClearError) {
  const std::string root = MakeTempDir();
  const std::string file = root + "/plain_file";
  std::ofstream(file) << "x";
  SpoolWriter w;
  const base::Status s = w.Open(file + "/run", 0);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("run directory"), std::string::npos) << s.message();
  EXPECT_FALSE(w.is_open());
}

TEST(SpoolWriterTest, FailedWriteLeavesNoPartialTail) {
  // A file-size limit makes the kernel accept part of a write and then fail
  // it (EFBIG), like a disk filling up mid-frame.
  const std::string dir = MakeTempDir();
  SpoolWriter w;
  ASSERT_TRUE(w.Open(dir, 0).ok());
  ASSERT_TRUE(w.Append("abcdefgh").ok());
  rlimit old_limit;
  ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old_limit), 0);
  sighandler_t old_handler = signal(SIGXFSZ, SIG_IGN);
  rlimit small = old_limit;
  small.rlim_cur = 10;
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
  const base::Status s = w.Append("ijklmn");
  setrlimit(RLIMIT_FSIZE, &old_limit);
  signal(SIGXFSZ, old_handler);
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(w.bytes_written(), 8u);
  ASSERT_TRUE(w.Append("IJ").ok());
  w.Close();
  EXPECT_EQ(ReadFile(dir + "/rank-0.spool"), "abcdefghIJ");
}

TEST(SpoolWriterTest, AppendWithoutOpenFails) {
  SpoolWriter w;
  EXPECT_FALSE(w.Append("abc").ok());
}

TEST(TcpClientTest, RefusedConnectFailsFast) {
  uint16_t port;
  {
    Listener l;  // reserve a port, then close it: nothing listens there
    port = l.port;
  }
  TcpClient c;
  const int64_t t0 = base::MonotonicNs();
  const base::Status s = c.Connect("127.0.0.1", port, 300);
  EXPECT_FALSE(s.ok());
  EXPECT_FALSE(c.connected());
  EXPECT_LT(base::MonotonicNs() - t0, 1'000'000'000);
}

TEST(TcpClientTest, UnresolvableHostIsAnError) {
  TcpClient c;
  const base::Status s = c.Connect("no-such-host.invalid", 1, 300);
  EXPECT_FALSE(s.ok());
}

TEST(TcpClientTest, SendsAndDetectsPeerClose) {
  Listener l;
  TcpClient c;
  ASSERT_TRUE(c.Connect("127.0.0.1", l.port, 1000).ok());
  const int server = accept(l.fd, nullptr, nullptr);
  ASSERT_GE(server, 0);
  EXPECT_FALSE(c.PeerClosed());
  size_t written = 0;
  ASSERT_TRUE(c.SendAll("hello", 1000, &written).ok());
  EXPECT_EQ(written, 5u);
  char buf[16];
  EXPECT_EQ(read(server, buf, sizeof(buf)), 5);
  close(server);
  // The FIN arrives asynchronously; give it a moment.
  bool closed = false;
  for (int i = 0; i < 100 && !closed; ++i) {
    closed = c.PeerClosed();
    if (!closed) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_TRUE(closed);
}

TEST(TcpClientTest, SendToAStalledPeerTimesOut) {
  Listener l;
  TcpClient c;
  ASSERT_TRUE(c.Connect("127.0.0.1", l.port, 1000).ok());
  const int server = accept(l.fd, nullptr, nullptr);  // never reads
  ASSERT_GE(server, 0);
  const std::string chunk(1 << 20, 'x');
  base::Status s;
  size_t written = 0;
  const int64_t t0 = base::MonotonicNs();
  for (int i = 0; i < 64 && s.ok(); ++i) s = c.SendAll(chunk, 100, &written);
  EXPECT_FALSE(s.ok());
  EXPECT_FALSE(c.connected());
  EXPECT_LT(written, chunk.size());
  EXPECT_LT(base::MonotonicNs() - t0, 10'000'000'000);
  close(server);
}

}  // namespace
}  // namespace steplens::transport
