#include "aggregator/ingest.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <thread>

#include "aggregator/report.h"
#include "aggregator/summary.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "base/thread_nice.h"

namespace steplens::aggregator {
namespace {

namespace fs = std::filesystem;
using testing::MakeHello;
using testing::MakeStep;

using base::TempDir;

// A blocking loopback client socket.
class Client {
 public:
  explicit Client(uint16_t port) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
  }
  ~Client() { Close(); }
  bool connected() const { return connected_; }
  bool Send(const std::string& bytes) {
    size_t off = 0;
    while (off < bytes.size()) {
      ssize_t n = send(fd_, bytes.data() + off, bytes.size() - off, MSG_NOSIGNAL);
      if (n <= 0) return false;
      off += static_cast<size_t>(n);
    }
    return true;
  }
  // True when the server closed the connection (read returns 0 / error).
  bool ServerClosed() {
    char c;
    timeval tv{2, 0};
    setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return recv(fd_, &c, 1, 0) <= 0;
  }
  void Close() {
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
  }
  // True when the server closes the connection within `ms` (EOF or reset);
  // false when it is still open then.
  bool ClosedByServerWithin(int ms) {
    pollfd p{fd_, POLLIN, 0};
    if (poll(&p, 1, ms) <= 0) return false;
    char c;
    return recv(fd_, &c, 1, MSG_DONTWAIT) <= 0;
  }

 private:
  int fd_ = -1;
  bool connected_ = false;
};

bool WaitFor(const std::function<bool()>& pred) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (std::chrono::steady_clock::now() < deadline) {
    if (pred()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return pred();
}

std::string Frames(const std::vector<protocol::Message>& messages) {
  std::string out;
  for (const auto& m : messages) protocol::EncodeMessage(m, &out);
  return out;
}

TEST(IngestTest, GarbageClosesOneConnectionOthersContinue) {
  TempDir dir;
  AggregatorOptions options;
  options.port = 0;
  options.run_id = "run1";
  options.run_dir = dir.path();
  options.stop_grace_ms = 200;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();
  ASSERT_NE(agg.port(), 0);

  Client a(agg.port());
  Client b(agg.port());
  ASSERT_TRUE(a.connected());
  ASSERT_TRUE(b.connected());
  ASSERT_TRUE(a.Send(Frames({MakeHello(0, 2), MakeStep(0, 50, 10, 20, 5)})));
  ASSERT_TRUE(b.Send(Frames({MakeHello(1, 2), MakeStep(0, 60, 10, 20, 5)})));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 1; }));

  ASSERT_TRUE(a.Send(Frames({MakeStep(1, 50), MakeStep(2, 50)})));
  ASSERT_TRUE(b.Send(std::string("\x10\x00\x00\x00\xEEthis is not a frame", 24)));
  EXPECT_TRUE(b.ServerClosed());
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().decode_errors == 1; }));
  // Rank 1 is gone; rank 0's steps complete without it.
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 3; }));
  ASSERT_TRUE(a.Send(Frames({MakeStep(3, 50)})));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 4; }));

  Snapshot snap = agg.state().GetSnapshot();
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[0].connected);
  EXPECT_FALSE(snap.ranks[1].connected);
  EXPECT_TRUE(snap.ranks[1].failed);
  EXPECT_NE(snap.ranks[1].disconnect_reason.find("protocol error"), std::string::npos);
  ASSERT_FALSE(snap.recent_errors.empty());
  EXPECT_NE(snap.recent_errors.back().find("rank 1"), std::string::npos);

  Goodbye bye;
  bye.steps_done = 4;
  ASSERT_TRUE(a.Send(Frames({bye})));
  a.Close();
  ASSERT_TRUE(WaitFor([&] { return agg.open_connections() == 0; }));
  agg.Stop();
  snap = agg.state().GetRunSnapshot();
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_FALSE(snap.ranks[0].failed);

  // Everything reached the database.
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  Snapshot replay = run->state->GetRunSnapshot();
  EXPECT_EQ(replay.run_id, "run1");
  EXPECT_EQ(replay.steps_completed, 4u);
  EXPECT_TRUE(replay.ranks[1].failed);
  EXPECT_TRUE(replay.ranks[0].finished);
}

TEST(IngestTest, WrongTokenOrRunIdIsRejected) {
  AggregatorOptions options;
  options.port = 0;
  options.run_id = "run1";
  options.token = "secret";
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();

  Client bad(agg.port());
  HelloInfo h = MakeHello(0, 1);
  h.token = "wrong";
  ASSERT_TRUE(bad.Send(Frames({h})));
  EXPECT_TRUE(bad.ServerClosed());

  Client other_run(agg.port());
  h = MakeHello(0, 1, "run2");
  h.token = "secret";
  ASSERT_TRUE(other_run.Send(Frames({h})));
  EXPECT_TRUE(other_run.ServerClosed());

  Client good(agg.port());
  h = MakeHello(0, 1);
  h.token = "secret";
  ASSERT_TRUE(good.Send(Frames({h, MakeStep(0, 10)})));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 1; }));
  Snapshot snap = agg.state().GetSnapshot();
  EXPECT_EQ(snap.rejected_connections, 2u);
  EXPECT_EQ(snap.ranks_seen, 1u);
  agg.Stop();
  // Still connected at Stop(): closed as a shutdown, not a failure.
  snap = agg.state().GetRunSnapshot();
  EXPECT_FALSE(snap.ranks[0].failed);
  EXPECT_EQ(snap.ranks[0].disconnect_reason, "aggregator stopped");
}

TEST(IngestTest, TruncatedFrameAtEofIsADecodeError) {
  AggregatorOptions options;
  options.port = 0;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  Client c(agg.port());
  std::string bytes = Frames({MakeHello(0, 1)});
  std::string step = Frames({MakeStep(0, 10)});
  ASSERT_TRUE(c.Send(bytes + step.substr(0, step.size() - 3)));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks_seen == 1; }));
  c.Close();
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().decode_errors == 1; }));
  EXPECT_NE(agg.state().GetSnapshot().recent_errors.back().find("truncated"), std::string::npos);
}

TEST(IngestTest, PortInUseIsAClearError) {
  AggregatorOptions options;
  options.port = 0;
  auto first = Aggregator::Start(options);
  ASSERT_TRUE(first.ok());
  options.port = first.value()->port();
  auto second = Aggregator::Start(options);
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(
      second.status().message(),
      "port " + std::to_string(options.port) +
          " is already in use on 127.0.0.1; pass --ingest-port with a free port (0 picks one)");
}

TEST(IngestTest, NonLoopbackBindNeedsToken) {
  AggregatorOptions options;
  options.port = 0;
  options.bind_host = "0.0.0.0";
  auto started = Aggregator::Start(options);
  ASSERT_FALSE(started.ok());
  EXPECT_NE(started.status().message().find("token"), std::string::npos);
}

// ---- strangers: connections before HELLO (issue 12) ------------------------

long RssKiB() {
  std::ifstream f("/proc/self/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  }
  return -1;
}

TEST(IngestStrangerTest, ConnectionWithoutHelloIsClosedAtTheDeadline) {
  AggregatorOptions options;
  options.port = 0;
  options.pre_hello_deadline_ms = 200;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();
  Client idle(agg.port());
  ASSERT_TRUE(idle.connected());
  EXPECT_TRUE(idle.ClosedByServerWithin(3000));
  EXPECT_EQ(agg.strangers_refused(), 1u);
  // A rank that says HELLO in time stays.
  Client rank(agg.port());
  ASSERT_TRUE(rank.Send(Frames({MakeHello(0, 1)})));
  EXPECT_FALSE(rank.ClosedByServerWithin(600));
}

// The probe: 2000 connections each holding an unfinished 1 MiB frame took
// the aggregator to 2 GB. A stranger's frame is limited to a HELLO's size,
// so each costs kilobytes, and the memory goes back afterwards.
TEST(IngestStrangerTest, FloodOfUnfinishedBigFramesCostsLittleMemory) {
  AggregatorOptions options;
  options.port = 0;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();
  const long before_kib = RssKiB();
  constexpr int kConnections = 1000;
  std::string frame_start("\x00\x00\x10\x00\x01", 5);  // length 1 MiB, HELLO
  frame_start += std::string(60 * 1024, 'x');
  std::vector<std::unique_ptr<Client>> flood;
  long peak_kib = before_kib;
  for (int i = 0; i < kConnections; ++i) {
    flood.push_back(std::make_unique<Client>(agg.port()));
    (void)flood.back()->Send(frame_start);  // may fail once closed: fine
    if (i % 100 == 99) peak_kib = std::max(peak_kib, RssKiB());
  }
  ASSERT_TRUE(WaitFor([&] { return agg.open_connections() == 0; }));
  peak_kib = std::max(peak_kib, RssKiB());
  EXPECT_LT(peak_kib - before_kib, 40 * 1024)
      << "RSS grew by " << (peak_kib - before_kib) << " KiB";
  flood.clear();
  // A rank still gets in afterwards.
  Client rank(agg.port());
  ASSERT_TRUE(rank.Send(Frames({MakeHello(0, 1), MakeStep(0, 50)})));
  EXPECT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks_seen == 1; }));
}

TEST(IngestStrangerTest, StrangersBeyondTheCapAreClosedAtOnce) {
  AggregatorOptions options;
  options.port = 0;
  options.max_unauthenticated = 20;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();
  std::vector<std::unique_ptr<Client>> idle;
  for (int i = 0; i < 60; ++i) idle.push_back(std::make_unique<Client>(agg.port()));
  ASSERT_TRUE(WaitFor([&] { return agg.strangers_refused() >= 40; }));
  EXPECT_LE(agg.open_connections(), 20u);
  EXPECT_TRUE(idle.back()->ClosedByServerWithin(2000));
}

// With no descriptor left, accept() fails with EMFILE and the pending
// connection stays queued: accepting again at once spins a core.
TEST(IngestStrangerTest, OutOfDescriptorsBacksOffInsteadOfSpinning) {
  AggregatorOptions options;
  options.port = 0;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok()) << started.status().message();
  Aggregator& agg = *started.value();
  std::vector<int> sockets;
  for (int i = 0; i < 8; ++i) sockets.push_back(socket(AF_INET, SOCK_STREAM, 0));
  rlimit saved{};
  ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &saved), 0);
  long open_fds = 0;
  for (const auto& e : fs::directory_iterator("/proc/self/fd")) {
    (void)e;
    ++open_fds;
  }
  rlimit low = saved;
  low.rlim_cur = static_cast<rlim_t>(open_fds);  // nothing left to accept with
  ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &low), 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(agg.port());
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  for (int fd : sockets) {
    (void)connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  }
  rusage r0{}, r1{};
  getrusage(RUSAGE_SELF, &r0);
  std::this_thread::sleep_for(std::chrono::seconds(1));
  getrusage(RUSAGE_SELF, &r1);
  ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &saved), 0);
  auto cpu_s = [](const rusage& r) {
    return static_cast<double>(r.ru_utime.tv_sec + r.ru_stime.tv_sec) +
           static_cast<double>(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
  };
  EXPECT_LT(cpu_s(r1) - cpu_s(r0), 0.3) << "the accept loop spins";
  // With descriptors back, the queued connections are served.
  EXPECT_TRUE(WaitFor([&] { return agg.open_connections() == sockets.size(); }));
  for (int fd : sockets) close(fd);
}

// Found by spool_reader_fuzzer (UBSan): a HELLO whose clocks are far apart
// overflowed the host clock offset. Hostile clocks are accepted, not UB.
TEST(IngestStrangerTest, HelloWithExtremeClocksIsHandled) {
  RunState state;
  HelloInfo hello = MakeHello(0, 1);
  hello.wall_ns = std::numeric_limits<int64_t>::min() + 1;
  hello.mono_ns = std::numeric_limits<int64_t>::max();
  EXPECT_TRUE(state.OnMessage(1, hello).ok());
  EXPECT_TRUE(state.OnMessage(1, MakeStep(0, 50)).ok());
  EXPECT_EQ(state.GetSnapshot().ranks_seen, 1u);
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

// A relay's stream by hand (protocol/codec.h "Relay streams"): each rank's
// frames cut into chunks that split frames, channels interleaved.
std::string RelayStream(const std::string& token,
                        const std::vector<std::pair<uint32_t, std::string>>& channels,
                        bool close_them) {
  std::string out;
  protocol::RelayHello hello;
  hello.run_id = "run1";
  hello.token = token;
  hello.host = "node1";
  protocol::EncodeRelayHello(hello, &out);
  size_t longest = 0;
  for (const auto& [ch, bytes] : channels) longest = std::max(longest, bytes.size());
  constexpr size_t kCut = 7;  // odd: frames straddle chunks
  for (size_t at = 0; at < longest; at += kCut) {
    for (const auto& [ch, bytes] : channels) {
      if (at < bytes.size()) protocol::EncodeRelayData(ch, bytes.substr(at, kCut), &out);
    }
  }
  if (close_them) {
    for (const auto& [ch, bytes] : channels) protocol::EncodeRelayClose(ch, false, "closed", &out);
  }
  return out;
}

std::string RankStream(uint32_t rank, uint32_t world, const std::string& token, int steps) {
  HelloInfo hello = MakeHello(rank, world);
  hello.token = token;
  std::vector<protocol::Message> frames{hello};
  for (int s = 0; s < steps; ++s) frames.emplace_back(MakeStep(static_cast<uint64_t>(s), 10));
  Goodbye bye;
  bye.steps_done = static_cast<uint64_t>(steps);
  frames.emplace_back(bye);
  return Frames(frames);
}

AggregatorOptions RelayAggregatorOptions() {
  AggregatorOptions options;
  options.port = 0;
  options.token = "tok";
  options.run_id = "run1";
  options.diagnosis_interval_ms = 0;
  return options;
}

TEST(IngestRelayTest, ChannelsAreRanksOnOneConnectionAndARefusedOneEndsAlone) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  Client relay(agg.port());
  // Ranks 0 and 1 with the token; channel 3 claims rank 2 with a wrong one.
  ASSERT_TRUE(relay.Send(RelayStream("tok",
                                     {{1, RankStream(0, 3, "tok", 5)},
                                      {2, RankStream(1, 3, "tok", 5)},
                                      {3, RankStream(2, 3, "bad", 5)}},
                                     /*close_them=*/true)));
  ASSERT_TRUE(WaitFor([&] {
    const Snapshot s = agg.state().GetSnapshot();
    return s.ranks.size() >= 2 && s.ranks[0].finished && s.ranks[1].finished;
  }));
  const Snapshot snap = agg.state().GetRunSnapshot();
  EXPECT_EQ(snap.rejected_connections, 1u);  // channel 3 alone
  EXPECT_EQ(snap.ranks_seen, 2u);
  EXPECT_EQ(snap.ranks[0].steps, 5u);
  EXPECT_EQ(snap.ranks[1].steps, 5u);
  EXPECT_EQ(agg.open_connections(), 1u);  // the relay's connection still carries them
  EXPECT_FALSE(relay.ClosedByServerWithin(50));
  bool named = false;
  for (const auto& e : snap.recent_errors) named |= e.find("via relay node1") != std::string::npos;
  EXPECT_TRUE(named) << "the refused channel is named by its relay";
}

TEST(IngestRelayTest, ARelayWithAWrongTokenIsRefused) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  Client relay(agg.port());
  ASSERT_TRUE(relay.Send(RelayStream("nope", {{1, RankStream(0, 1, "tok", 2)}}, false)));
  EXPECT_TRUE(relay.ServerClosed());
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().rejected_connections == 1; }));
  EXPECT_EQ(agg.state().GetSnapshot().ranks_seen, 0u);
  EXPECT_NE(
      agg.state().GetSnapshot().recent_errors.back().find("RELAY_HELLO carries a wrong token"),
      std::string::npos);
}

TEST(IngestRelayTest, LosingTheRelayEndsItsRanksAsFailed) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  {
    Client relay(agg.port());
    std::string rank0 = RankStream(0, 2, "tok", 3);
    rank0.resize(rank0.size() - Frames({Goodbye{}}).size());  // no GOODBYE: still running
    ASSERT_TRUE(relay.Send(RelayStream("tok", {{1, rank0}}, false)));
    ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks_seen == 1; }));
  }  // the relay's connection drops
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks[0].failed; }));
  EXPECT_EQ(agg.state().GetSnapshot().ranks[0].disconnect_reason, "relay connection lost (closed)");
  EXPECT_EQ(agg.open_connections(), 0u);
}

// A partition: a relay that answers pings goes silent. After 3 s its rank
// is unreachable; when the relay's connection then ends, the rank is not
// ended with it but kept for its return through the relay's next
// connection, where it replays its steps: they complete with it.
TEST(IngestRelayTest, ASilentRelaysRanksAreUnreachableThenKeptForTheirReturn) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  auto relay_hello = [] {
    protocol::RelayHello hello;
    hello.run_id = "run1";
    hello.token = "tok";
    hello.host = "node1";
    hello.features = protocol::kRelayAnswersClock;
    std::string out;
    protocol::EncodeRelayHello(hello, &out);
    return out;
  };
  HelloInfo hello1 = MakeHello(1, 2, "run1", "node1");
  hello1.token = "tok";
  Client rank0(agg.port());
  HelloInfo hello0 = MakeHello(0, 2);
  hello0.token = "tok";
  std::vector<protocol::Message> steps0{hello0};
  for (uint64_t step = 0; step < 6; ++step) steps0.emplace_back(MakeStep(step, 10));
  ASSERT_TRUE(rank0.Send(Frames(steps0)));
  {
    Client relay(agg.port());
    std::string stream = relay_hello();
    protocol::EncodeRelayData(
        1, Frames({hello1, MakeStep(0, 10), MakeStep(1, 10), MakeStep(2, 10)}), &stream);
    ASSERT_TRUE(relay.Send(stream));
    ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 3; }));
    // It answers no ping from here on.
    ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks[1].unreachable_for_s > 0; }));
    const Snapshot cut = agg.state().GetSnapshot();
    EXPECT_NE(cut.ranks[1].unreachable_since_wall_ns, kMissing);
    EXPECT_EQ(cut.ranks[0].unreachable_since_wall_ns, kMissing);
  }  // the relay gives up on that connection
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  Snapshot parked = agg.state().GetSnapshot();
  EXPECT_TRUE(parked.ranks[1].connected) << parked.ranks[1].disconnect_reason;
  EXPECT_FALSE(parked.ranks[1].failed);
  EXPECT_EQ(parked.steps_completed, 3u);  // steps 3..5 still wait for rank 1
  // Healed: the relay's next connection, the same process for rank 1, its
  // replay (step 2 again, then 3..5).
  Client relay(agg.port());
  std::string stream = relay_hello();
  protocol::EncodeRelayData(
      1, Frames({hello1, MakeStep(2, 10), MakeStep(3, 10), MakeStep(4, 10), MakeStep(5, 10)}),
      &stream);
  ASSERT_TRUE(relay.Send(stream));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().steps_completed == 6; }));
  const Snapshot healed = agg.state().GetRunSnapshot();
  EXPECT_EQ(healed.late_records, 0u);
  EXPECT_EQ(healed.duplicate_records, 1u);
  EXPECT_EQ(healed.ranks[1].step_records, 6u);
  EXPECT_EQ(healed.ranks[1].unreachable_since_wall_ns, kMissing);
  EXPECT_TRUE(healed.ranks[1].connected);
}

TEST(IngestRelayTest, GarbageOnARelayStreamEndsItWithAReason) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  Client relay(agg.port());
  std::string stream = RelayStream("tok", {{1, RankStream(0, 1, "tok", 1)}}, false);
  protocol::EncodeRelayData(0, "x", &stream);  // channel 0 is malformed
  ASSERT_TRUE(relay.Send(stream));
  EXPECT_TRUE(relay.ServerClosed());
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().decode_errors == 1; }));
  EXPECT_NE(agg.state().GetSnapshot().recent_errors.back().find("relay: RELAY_DATA with channel 0"),
            std::string::npos);
}

// Mixed installs (docs/guide/multi-node.md): a node on another steplens
// release is named once with both releases; another protocol version is
// refused with one sentence naming the node and both versions.
TEST(IngestMixedInstallTest, AnotherReleaseIsNamedAnotherProtocolIsRefused) {
  auto started = Aggregator::Start(RelayAggregatorOptions());
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  const std::string mine = protocol::SteplensVersion();
  // node1's relay and ranks 0-1 run release 9.9.9 (the same protocol).
  protocol::RelayHello relay_hello;
  relay_hello.run_id = "run1";
  relay_hello.token = "tok";
  relay_hello.host = "node1";
  relay_hello.steplens_version = "9.9.9";
  std::string stream;
  protocol::EncodeRelayHello(relay_hello, &stream);
  for (uint32_t rank : {0u, 1u}) {
    HelloInfo hello = MakeHello(rank, 3, "run1", "node1");
    hello.token = "tok";
    hello.steplens_version = "9.9.9";
    protocol::EncodeRelayData(rank + 1, Frames({hello, MakeStep(0, 10)}), &stream);
  }
  Client relay(agg.port());
  ASSERT_TRUE(relay.Send(stream));
  // Rank 2 (node2) speaks protocol version 2: refused, named.
  HelloInfo future = MakeHello(2, 3, "run1", "node2");
  future.token = "tok";
  future.protocol_version = 2;
  future.steplens_version = "2.0.0";
  Client rank2(agg.port());
  ASSERT_TRUE(rank2.Send(Frames({future})));
  EXPECT_TRUE(rank2.ServerClosed());
  ASSERT_TRUE(WaitFor([&] {
    const Snapshot s = agg.state().GetSnapshot();
    return s.ranks_seen == 2 && s.decode_errors == 1;
  }));
  const Snapshot snap = agg.state().GetSnapshot();
  EXPECT_EQ(snap.mixed_installs,
            (std::vector<std::string>{"the relay on node node1 runs steplens 9.9.9, this "
                                      "aggregator " +
                                      mine + ": install one steplens release on every node"}));
  bool refused = false;
  for (const auto& e : snap.recent_errors) {
    refused |= e.find(
                   "unsupported protocol version 2 from rank 2 on host node2 (steplens 2.0.0);"
                   " this build speaks version 1 (steplens " +
                   mine + ")") != std::string::npos;
  }
  EXPECT_TRUE(refused) << snap.recent_errors.back();
  const nlohmann::ordered_json summary = BuildSummaryFromSnapshot(snap, RunMeta{});
  EXPECT_EQ(summary["mixed_installs"].size(), 1u);
}

TEST(IngestMixedInstallTest, RanksOfAnotherReleaseAreNamedOncePerNode) {
  RunState state;
  for (uint32_t rank : {0u, 1u, 2u}) {
    HelloInfo hello = MakeHello(rank, 4, "run1", rank == 0 ? "node0" : "node1");
    hello.steplens_version = rank == 0 ? protocol::SteplensVersion() : "0.0.9";
    ASSERT_TRUE(state.OnMessage(rank, hello).ok());
  }
  ASSERT_TRUE(state.OnMessage(3, MakeHello(3, 4, "run1", "node2")).ok());  // older: no release
  const Snapshot snap = state.GetSnapshot();
  ASSERT_EQ(snap.mixed_installs.size(), 1u);
  EXPECT_EQ(snap.mixed_installs[0].rfind("rank 1 on node node1 runs steplens 0.0.9, this "
                                         "aggregator ",
                                         0),
            0u)
      << snap.mixed_installs[0];
  EXPECT_EQ(BuildSummaryFromSnapshot(snap, RunMeta{})["mixed_installs"][0], snap.mixed_installs[0]);
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

// What a peer's socket received within `ms`, decoded by `feed`.
std::string ReadFor(int fd, int ms) {
  std::string out;
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  char buf[4096];
  while (std::chrono::steady_clock::now() < until) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 20) <= 0) continue;
    const ssize_t n = recv(fd, buf, sizeof buf, MSG_DONTWAIT);
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  return out;
}

std::vector<DeepModeRequest> DecodeDeep(const std::string& bytes) {
  protocol::ControlDecoder d;
  d.Feed(bytes);
  std::vector<DeepModeRequest> out;
  protocol::ControlMessage m;
  while (d.Next(&m) == protocol::ControlDecoder::Result::kMessage) {
    out.push_back(std::get<DeepModeRequest>(m));
  }
  EXPECT_FALSE(d.failed()) << d.error();
  return out;
}

int Connect(uint16_t port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  EXPECT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  return fd;
}

bool SendAll(int fd, const std::string& bytes) {
  return send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size());
}

std::string HelloBytes(uint32_t rank, uint32_t world, uint8_t control_version) {
  HelloInfo hello = MakeHello(rank, world);
  hello.control_version = control_version;
  return Frames({hello});
}

// `steplens deep`'s way to the ranks: only those that read control
// messages get DEEP_MODE; one that says HELLO later gets the last switch.
TEST(IngestDeepTest, SwitchesGoToRanksThatReadControlAndToLaterOnes) {
  AggregatorOptions options;
  options.port = 0;
  options.diagnosis_interval_ms = 0;
  auto started = Aggregator::Start(options);
  ASSERT_TRUE(started.ok());
  Aggregator& agg = *started.value();
  const int reads = Connect(agg.port());
  const int older = Connect(agg.port());
  ASSERT_TRUE(SendAll(reads, HelloBytes(0, 3, protocol::kControlVersion)));
  ASSERT_TRUE(SendAll(older, HelloBytes(1, 3, 0)));
  ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks_seen == 2; }));

  const DeepSwitch first = agg.SetDeepMode(DeepMode::kEvery);
  EXPECT_TRUE(first.applied);
  EXPECT_EQ(first.seq, 1u);
  EXPECT_EQ(first.ranks_sent, 1u);
  EXPECT_EQ(first.ranks_without, 1u);
  const DeepSwitch second = agg.SetDeepMode(DeepMode::kSampled, 50, 5);
  EXPECT_EQ(second.seq, 2u);
  const auto got = DecodeDeep(ReadFor(reads, 500));
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].seq, 1u);
  EXPECT_EQ(got[0].mode, DeepMode::kEvery);
  EXPECT_EQ(got[1].mode, DeepMode::kSampled);
  EXPECT_EQ(got[1].period, 50u);
  EXPECT_EQ(got[1].burst, 5u);
  // An older rank takes any byte as a lost link: it gets none.
  EXPECT_TRUE(ReadFor(older, 200).empty());

  // A rank that connects later gets the last switch at once.
  const int later = Connect(agg.port());
  ASSERT_TRUE(SendAll(later, HelloBytes(2, 3, protocol::kControlVersion)));
  const auto late = DecodeDeep(ReadFor(later, 1000));
  ASSERT_EQ(late.size(), 1u);
  EXPECT_EQ(late[0].seq, 2u);
  EXPECT_EQ(late[0].mode, DeepMode::kSampled);
  for (int fd : {reads, older, later}) close(fd);
  agg.Stop();
  EXPECT_FALSE(agg.SetDeepMode(DeepMode::kOff).applied);
}

// Behind a relay: RELAY_DATA for the rank's channel, only when the relay
// forwards control messages and the rank reads them.
TEST(IngestDeepTest, RanksBehindARelayGetTheSwitchOnTheirChannel) {
  for (const uint8_t features :
       {uint8_t{protocol::kRelayAnswersClock | protocol::kRelayForwardsControl}, uint8_t{0}}) {
    auto started = Aggregator::Start(RelayAggregatorOptions());
    ASSERT_TRUE(started.ok());
    Aggregator& agg = *started.value();
    const int relay = Connect(agg.port());
    std::string stream;
    protocol::RelayHello hello;
    hello.run_id = "run1";
    hello.token = "tok";
    hello.host = "node1";
    hello.features = features;
    protocol::EncodeRelayHello(hello, &stream);
    for (uint32_t channel : {1u, 2u}) {
      HelloInfo rank = MakeHello(channel - 1, 2);
      rank.token = "tok";
      rank.control_version = channel == 1 ? protocol::kControlVersion : 0;
      protocol::EncodeRelayData(channel, Frames({rank}), &stream);
    }
    ASSERT_TRUE(SendAll(relay, stream));
    ASSERT_TRUE(WaitFor([&] { return agg.state().GetSnapshot().ranks_seen == 2; }));
    const DeepSwitch r = agg.SetDeepMode(DeepMode::kEvery);
    const bool forwards = features != 0;
    EXPECT_EQ(r.ranks_sent, forwards ? 1u : 0u);
    EXPECT_EQ(r.ranks_without, forwards ? 1u : 2u);
    protocol::RelayControlDecoder down;
    down.Feed(ReadFor(relay, forwards ? 500 : 200));
    std::vector<protocol::RelayData> data;
    protocol::RelayDown frame;
    while (down.Next(&frame) == protocol::RelayControlDecoder::Result::kFrame) {
      if (auto* d = std::get_if<protocol::RelayData>(&frame)) data.push_back(*d);
    }
    EXPECT_FALSE(down.failed()) << down.error();
    if (!forwards) {
      EXPECT_TRUE(data.empty());
    } else {
      ASSERT_EQ(data.size(), 1u);
      EXPECT_EQ(data[0].channel, 1u);
      const auto got = DecodeDeep(data[0].bytes);
      ASSERT_EQ(got.size(), 1u);
      EXPECT_EQ(got[0].mode, DeepMode::kEvery);
    }
    close(relay);
  }
}

// The diagnosis thread steps back behind the io thread and the snapshots
// (ingest.h): at 16 384 ranks its evaluations, on the same core, delayed
// the live update by up to ~0.5 s (docs/benchmarks.md, the scale check).
TEST(IngestDiagnosisTest, DiagnosisThreadRunsAtALowerPriority) {
  AggregatorOptions options;
  options.port = 0;
  options.diagnosis_interval_ms = 50;
  auto agg = Aggregator::Start(options);
  ASSERT_TRUE(agg.ok()) << agg.status().message();
  const int own = getpriority(PRIO_PROCESS, 0);
  int nice = base::kNoSuchThread;
  // The thread names itself, then lowers its priority: wait for both.
  ASSERT_TRUE(WaitFor([&] {
    nice = base::NiceOfThread("sl-diagnosis");
    return nice == std::min(19, own + kDiagnosisNiceIncrement);
  })) << "nice of sl-diagnosis: "
      << nice << ", process: " << own;
  if (own < 19) {  // the io thread does not (it names itself once it runs: wait for that)
    int io_nice = base::kNoSuchThread;
    ASSERT_TRUE(WaitFor([&] {
      io_nice = base::NiceOfThread("sl-ingest");
      return io_nice != base::kNoSuchThread;
    })) << "no thread named sl-ingest";
    EXPECT_EQ(io_nice, own);
  }
}

}  // namespace
}  // namespace steplens::aggregator
