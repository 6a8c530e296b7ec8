// The relay against a fake aggregator (a loopback listener decoding the relay
// stream): what reaches upstream, in what order, and what ranks see when
// upstream is missing or lost. The relay and the real aggregator together are
// tested by `steplens run` across nodes (python/tests/integration/
// test_multinode.py) and the ingest benchmark's relay mode.
#include "relay/relay.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "base/clock.h"
#include "protocol/codec.h"
#include "transport/tcp_client.h"
#include "transport/test_util.h"

namespace steplens::relay {
namespace {

using namespace std::chrono_literals;

// A loopback listener that accepts one connection at a time and decodes what
// it receives as a relay stream.
class FakeUpstream {
 public:
  FakeUpstream() : thread_([this] { Serve(); }) {}
  ~FakeUpstream() {
    stop_ = true;
    listener_.Close();
    DropConnection();
    thread_.join();
  }
  uint16_t port() const { return listener_.port; }
  // Closes the current connection (the aggregator going away).
  void DropConnection() {
    std::lock_guard<std::mutex> lock(mu_);
    if (conn_ >= 0) shutdown(conn_, SHUT_RDWR);
  }
  std::vector<protocol::RelayFrame> Frames() {
    std::lock_guard<std::mutex> lock(mu_);
    return frames_;
  }
  std::string error() {
    std::lock_guard<std::mutex> lock(mu_);
    return error_;
  }
  int connections() const { return connections_.load(); }
  // Writes `bytes` down the current connection (the aggregator's pings).
  bool Send(const std::string& bytes) {
    std::lock_guard<std::mutex> lock(mu_);
    return conn_ >= 0 && send(conn_, bytes.data(), bytes.size(), MSG_NOSIGNAL) ==
                             static_cast<ssize_t>(bytes.size());
  }

 private:
  void Serve() {
    while (!stop_) {
      const int c = accept(listener_.fd, nullptr, nullptr);
      if (c < 0) return;
      {
        std::lock_guard<std::mutex> lock(mu_);
        conn_ = c;
      }
      ++connections_;
      protocol::RelayDecoder decoder;
      char buf[4096];
      for (;;) {
        const ssize_t n = recv(c, buf, sizeof buf, 0);
        if (n <= 0) break;
        decoder.Feed(std::string_view(buf, static_cast<size_t>(n)));
        protocol::RelayFrame f;
        for (;;) {
          const auto r = decoder.Next(&f);
          if (r != protocol::RelayDecoder::Result::kFrame) {
            if (r == protocol::RelayDecoder::Result::kError) {
              std::lock_guard<std::mutex> lock(mu_);
              error_ = decoder.error();
            }
            break;
          }
          std::lock_guard<std::mutex> lock(mu_);
          frames_.push_back(f);
        }
      }
      std::lock_guard<std::mutex> lock(mu_);
      close(c);
      conn_ = -1;
    }
  }

  transport::testing::LoopbackListener listener_;
  std::atomic<bool> stop_{false};
  std::atomic<int> connections_{0};
  std::mutex mu_;
  int conn_ = -1;
  std::vector<protocol::RelayFrame> frames_;
  std::string error_;
  // Last: its Serve() uses every member above, which must be constructed
  // before it starts. It was declared second, so on a loaded host the thread
  // could read stop_ before its initialiser ran (stack garbage: it returned
  // at once, nobody accepted, and the relay's frames sat in the listen
  // backlog: "frames: (none), connections: 0" in 1 of ~15 runs at load 13).
  std::thread thread_;
};

template <typename Pred>
bool WaitFor(Pred pred, std::chrono::milliseconds timeout = 5000ms) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (pred()) return true;
    std::this_thread::sleep_for(5ms);
  }
  return pred();
}

RelayOptions Options(uint16_t upstream_port) {
  RelayOptions o;
  o.upstream_host = "127.0.0.1";
  o.upstream_port = upstream_port;
  o.run_id = "run-7";
  o.token = "secret";
  o.host = "node3";
  return o;
}

TEST(RelayTest, RanksBytesReachUpstreamPerChannelInOrderThenTheirClose) {
  FakeUpstream upstream;
  std::vector<std::string> events;
  std::mutex events_mu;
  RelayOptions options = Options(upstream.port());
  options.on_event = [&](const std::string& line) {
    std::lock_guard<std::mutex> lock(events_mu);
    events.push_back(line);
  };
  auto relay = Relay::Start(options);
  ASSERT_TRUE(relay.ok()) << relay.status().message();
  ASSERT_TRUE(WaitFor([&] { return (*relay)->upstream_connected(); }));

  // Two ranks; rank B sends more than one relay chunk at once.
  transport::TcpClient a, b;
  ASSERT_TRUE(a.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->channels() == 1; }));
  ASSERT_TRUE(b.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->channels() == 2; }));
  const std::string big(protocol::kMaxRelayChunkBytes + 1000, 'x');
  ASSERT_TRUE(a.SendAll("hello from a;", 1000, nullptr).ok());
  ASSERT_TRUE(b.SendAll(big, 1000, nullptr).ok());
  ASSERT_TRUE(a.SendAll("bye", 1000, nullptr).ok());
  a.Close();
  b.Close();
  ASSERT_TRUE(WaitFor([&] { return (*relay)->open_channels() == 0; }));
  // Both closes reach upstream while the relay runs (a rank's hang-up is
  // forwarded at once); stopping first made this depend on Stop's grace,
  // which a loaded host can outlast (1 in 60 runs under three parallel
  // copies: the in-flight write was dropped at the deadline).
  ASSERT_TRUE(WaitFor(
      [&] {
        int closes = 0;
        for (const auto& f : upstream.Frames())
          closes += std::holds_alternative<protocol::RelayClose>(f);
        return closes == 2;
      },
      20s))
      << [&] {
           std::string what;
           for (const auto& f : upstream.Frames()) {
             if (const auto* d = std::get_if<protocol::RelayData>(&f)) {
               what += " data(" + std::to_string(d->channel) + "," +
                       std::to_string(d->bytes.size()) + ")";
             } else if (const auto* c = std::get_if<protocol::RelayClose>(&f)) {
               what += " close(" + std::to_string(c->channel) + ")";
             } else {
               what += " other";
             }
           }
           std::lock_guard<std::mutex> lock(events_mu);
           for (const auto& e : events) what += " | event: " + e;
           return "frames:" + what + " error: " + upstream.error() +
                  " connections: " + std::to_string(upstream.connections()) +
                  " forwarded: " + std::to_string((*relay)->bytes_forwarded()) +
                  " lost: " + std::to_string((*relay)->bytes_lost()) +
                  " connects: " + std::to_string((*relay)->upstream_connects());
         }();
  (*relay)->Stop(2000);

  const auto frames = upstream.Frames();
  EXPECT_EQ(upstream.error(), "");
  ASSERT_FALSE(frames.empty());
  const auto* hello = std::get_if<protocol::RelayHello>(&frames[0]);
  ASSERT_NE(hello, nullptr);
  EXPECT_EQ(hello->token, "secret");
  EXPECT_EQ(hello->run_id, "run-7");
  EXPECT_EQ(hello->host, "node3");
  std::map<uint32_t, std::string> bytes;
  std::map<uint32_t, bool> closed;
  for (size_t i = 1; i < frames.size(); ++i) {
    if (const auto* d = std::get_if<protocol::RelayData>(&frames[i])) {
      EXPECT_FALSE(closed[d->channel]) << "data after close";
      EXPECT_LE(d->bytes.size(), protocol::kMaxRelayChunkBytes);
      bytes[d->channel] += d->bytes;
    } else if (const auto* c = std::get_if<protocol::RelayClose>(&frames[i])) {
      EXPECT_FALSE(c->error) << c->reason;
      closed[c->channel] = true;
    }
  }
  EXPECT_EQ(bytes[1], "hello from a;bye");
  EXPECT_EQ(bytes[2], big);
  EXPECT_TRUE(closed[1] && closed[2]);
  EXPECT_EQ((*relay)->bytes_lost(), 0u);
  std::lock_guard<std::mutex> lock(events_mu);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events[0], "connected to 127.0.0.1:" + std::to_string(upstream.port()));
}

TEST(RelayTest, WithoutUpstreamARankIsHungUpOnSoItSpoolsAndThatIsSaidOnce) {
  uint16_t closed_port = 0;
  {
    FakeUpstream gone;  // a port nobody listens on once this is destroyed
    closed_port = gone.port();
  }
  std::vector<std::string> events;
  std::mutex events_mu;
  RelayOptions options = Options(closed_port);
  options.on_event = [&](const std::string& line) {
    std::lock_guard<std::mutex> lock(events_mu);
    events.push_back(line);
  };
  auto relay = Relay::Start(options);
  ASSERT_TRUE(relay.ok()) << relay.status().message();
  transport::TcpClient rank;
  ASSERT_TRUE(rank.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  EXPECT_TRUE(WaitFor([&] { return rank.PeerClosed(); }));
  EXPECT_GE((*relay)->refused(), 1u);
  EXPECT_FALSE((*relay)->upstream_connected());
  std::this_thread::sleep_for(700ms);  // a few reconnect attempts
  (*relay)->Stop(0);
  std::lock_guard<std::mutex> lock(events_mu);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].rfind("cannot reach 127.0.0.1:" + std::to_string(closed_port), 0), 0u)
      << events[0];
}

TEST(RelayTest, LosingUpstreamHangsUpOnTheRanksAndReconnects) {
  FakeUpstream upstream;
  auto relay = Relay::Start(Options(upstream.port()));
  ASSERT_TRUE(relay.ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->upstream_connected(); }));
  transport::TcpClient rank;
  ASSERT_TRUE(rank.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->open_channels() == 1; }));
  upstream.DropConnection();
  EXPECT_TRUE(WaitFor([&] { return rank.PeerClosed(); }));
  EXPECT_EQ((*relay)->open_channels(), 0u);
  // Back: a second upstream connection, starting with its own RELAY_HELLO.
  EXPECT_TRUE(WaitFor([&] { return (*relay)->upstream_connects() == 2; }));
  EXPECT_TRUE(WaitFor([&] { return upstream.connections() == 2; }));
  (*relay)->Stop(0);
}

// A partition: packets lost, no reset. Once the aggregator has pinged, a
// silence longer than upstream_silence_ms is a loss: the ranks are hung up
// on (they spool) and the relay connects again. An upstream that never
// pings (an aggregator older than the clock exchange) is never timed out.
TEST(RelayTest, AnUpstreamSilentAfterItsPingsIsLost) {
  FakeUpstream upstream;
  RelayOptions options = Options(upstream.port());
  options.upstream_silence_ms = 300;
  std::vector<std::string> events;
  std::mutex events_mu;
  options.on_event = [&](const std::string& line) {
    std::lock_guard<std::mutex> lock(events_mu);
    events.push_back(line);
  };
  auto relay = Relay::Start(options);
  ASSERT_TRUE(relay.ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->upstream_connected(); }));
  transport::TcpClient rank;
  ASSERT_TRUE(rank.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->open_channels() == 1; }));
  // Never pinged: silence is no sign of anything.
  std::this_thread::sleep_for(900ms);
  EXPECT_EQ((*relay)->open_channels(), 1u);
  EXPECT_EQ((*relay)->upstream_connects(), 1u);
  // Pinged, then pings every 100 ms: kept.
  std::string ping;
  for (uint32_t i = 1; i <= 9; ++i) {
    ping.clear();
    protocol::EncodeClockPing({i, 1}, &ping);
    ASSERT_TRUE(upstream.Send(ping));
    std::this_thread::sleep_for(100ms);
  }
  EXPECT_EQ((*relay)->open_channels(), 1u);
  EXPECT_EQ((*relay)->upstream_connects(), 1u);
  // Then nothing: lost within the silence limit (+ the 500 ms check).
  EXPECT_TRUE(WaitFor([&] { return rank.PeerClosed(); }, 3000ms));
  EXPECT_TRUE(WaitFor([&] { return (*relay)->upstream_connects() == 2; }));
  (*relay)->Stop(0);
  std::lock_guard<std::mutex> lock(events_mu);
  bool said = false;
  for (const std::string& e : events) said |= e.find("no word from it for") != std::string::npos;
  EXPECT_TRUE(said) << "events: " << events.size();
}

TEST(RelayTest, ABadListenAddressIsOneSentence) {
  RelayOptions o = Options(1);
  o.listen_host = "not-an-address";
  auto relay = Relay::Start(o);
  ASSERT_FALSE(relay.ok());
  EXPECT_NE(relay.status().message().find("cannot listen on 'not-an-address'"), std::string::npos);
}

}  // namespace
}  // namespace steplens::relay

namespace steplens::relay {
namespace {

TEST(RelayRefusedTest, AnUpstreamThatClosesAtOnceIsARefusalSaidOnce) {
  // A listener that closes every connection as soon as it is accepted (an
  // aggregator refusing the relay's token).
  transport::testing::LoopbackListener listener(8);
  std::atomic<int> accepted{0};
  std::thread closer([&] {
    for (;;) {
      const int c = accept(listener.fd, nullptr, nullptr);
      if (c < 0) return;
      ++accepted;
      close(c);
    }
  });
  std::vector<std::string> events;
  std::mutex events_mu;
  RelayOptions options = Options(listener.port);
  options.on_event = [&](const std::string& line) {
    std::lock_guard<std::mutex> lock(events_mu);
    events.push_back(line);
  };
  auto relay = Relay::Start(options);
  ASSERT_TRUE(relay.ok());
  EXPECT_TRUE(WaitFor([&] { return accepted.load() >= 3; }));  // it keeps trying
  (*relay)->Stop(0);
  listener.Close();
  closer.join();
  std::lock_guard<std::mutex> lock(events_mu);
  int refused = 0, lost = 0;
  for (const auto& e : events) {
    refused += e.rfind("refused by", 0) == 0;
    lost += e.rfind("lost", 0) == 0;
  }
  EXPECT_EQ(refused, 1);
  EXPECT_EQ(lost, 0);
  EXPECT_LE(events.size(), 2u);  // "connected to" once at most, then the refusal
}

}  // namespace
}  // namespace steplens::relay

namespace steplens::relay {
namespace {

TEST(RelayTest, AnswersClockPingsWithItsOwnClockAheadOfRankBytes) {
  FakeUpstream upstream;
  RelayOptions options = Options(upstream.port());
  options.test_clock_skew_ns = 250'000'000;  // this "host" is 250 ms ahead
  auto relay = Relay::Start(options);
  ASSERT_TRUE(relay.ok()) << relay.status().message();
  ASSERT_TRUE(WaitFor([&] { return !upstream.Frames().empty(); }));
  EXPECT_EQ(std::get<protocol::RelayHello>(upstream.Frames()[0]).features,
            protocol::kRelayAnswersClock | protocol::kRelayForwardsControl);
  const int64_t before = base::MonotonicNs();
  std::string pings;
  protocol::EncodeClockPing({1, 111}, &pings);
  protocol::EncodeClockPing({2, 222}, &pings);
  ASSERT_TRUE(upstream.Send(pings));
  ASSERT_TRUE(WaitFor([&] { return upstream.Frames().size() >= 3; })) << upstream.error();
  const int64_t after = base::MonotonicNs();
  const auto frames = upstream.Frames();
  for (uint32_t i = 1; i <= 2; ++i) {
    const auto& pong = std::get<protocol::ClockPong>(frames[i]);
    EXPECT_EQ(pong.seq, i);
    EXPECT_EQ(pong.t0_ns, 111 * static_cast<int64_t>(i));
    EXPECT_LE(pong.t1_ns, pong.t2_ns);
    EXPECT_GE(pong.t1_ns, before + options.test_clock_skew_ns);
    EXPECT_LE(pong.t2_ns, after + options.test_clock_skew_ns);
    const int64_t wall_minus_mono = base::WallNs() - base::MonotonicNs();
    EXPECT_LT(std::abs(pong.wall_minus_mono_ns - wall_minus_mono), 50'000'000);
  }
  EXPECT_EQ((*relay)->clock_pongs(), 2u);
  // Anything but CLOCK_PING and RELAY_DATA from upstream: the connection
  // is lost, and made again.
  std::string close;
  protocol::EncodeRelayClose(1, false, "", &close);
  ASSERT_TRUE(upstream.Send(close));
  EXPECT_TRUE(WaitFor([&] { return upstream.connections() >= 2; }));
}

// The aggregator's control messages reach the rank behind the relay: its
// RELAY_DATA for a channel is written to that channel's rank as it is.
TEST(RelayTest, ForwardsTheAggregatorsBytesForAChannelToItsRank) {
  FakeUpstream upstream;
  auto relay = Relay::Start(Options(upstream.port()));
  ASSERT_TRUE(relay.ok()) << relay.status().message();
  ASSERT_TRUE(WaitFor([&] { return (*relay)->upstream_connected(); }));
  transport::TcpClient a, b;
  ASSERT_TRUE(a.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->channels() == 1; }));
  ASSERT_TRUE(b.Connect("127.0.0.1", (*relay)->port(), 1000).ok());
  ASSERT_TRUE(WaitFor([&] { return (*relay)->channels() == 2; }));

  DeepModeRequest deep;
  deep.seq = 4;
  deep.mode = DeepMode::kSampled;
  deep.period = 20;
  deep.burst = 2;
  std::string frame;
  protocol::EncodeDeepMode(deep, &frame);
  std::string down;
  protocol::EncodeRelayData(99, frame, &down);              // no such channel: dropped
  protocol::EncodeRelayData(2, frame.substr(0, 5), &down);  // cut anywhere
  protocol::EncodeRelayData(2, frame.substr(5), &down);
  ASSERT_TRUE(upstream.Send(down));

  std::string got;
  ASSERT_TRUE(WaitFor([&] {
    std::string error;
    EXPECT_TRUE(b.Receive(&got, 4096, &error)) << error;
    return got.size() >= frame.size();
  }));
  protocol::ControlDecoder decoder;
  decoder.Feed(got);
  protocol::ControlMessage message;
  ASSERT_EQ(decoder.Next(&message), protocol::ControlDecoder::Result::kMessage) << decoder.error();
  const auto& d = std::get<DeepModeRequest>(message);
  EXPECT_EQ(d.seq, 4u);
  EXPECT_EQ(d.mode, DeepMode::kSampled);
  EXPECT_EQ(d.period, 20u);
  EXPECT_EQ(decoder.pending_bytes(), 0u);
  // Rank a got nothing; the upstream connection stayed up.
  std::string nothing;
  std::string error;
  EXPECT_TRUE(a.Receive(&nothing, 4096, &error)) << error;
  EXPECT_TRUE(nothing.empty());
  EXPECT_EQ(upstream.connections(), 1);
  EXPECT_EQ((*relay)->control_bytes_forwarded(), frame.size());
  EXPECT_EQ((*relay)->control_bytes_dropped(), 0u);
}

}  // namespace
}  // namespace steplens::relay
