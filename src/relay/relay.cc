#include "relay/relay.h"

#include <algorithm>
#include <chrono>
#include <future>
#include <map>
#include <mutex>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "asio.hpp"
#include "base/clock.h"
#include "base/thread_name.h"
#include "protocol/codec.h"
#include "transport/backoff.h"

namespace steplens::relay {
namespace {

using asio::ip::tcp;

constexpr auto kStopPollInterval = std::chrono::milliseconds(10);
// An upstream connection closed within this of its RELAY_HELLO was refused.
constexpr auto kRefusedWithin = std::chrono::milliseconds(1000);
// Bytes from the aggregator waiting for one rank: control messages are a
// few dozen bytes, so only a rank that stopped reading fills this; beyond
// it they are dropped and counted (control_bytes_dropped()).
constexpr size_t kMaxDownBytesPerChannel = 64u << 10;

}  // namespace

struct Relay::Impl {
  struct Channel {
    uint32_t id = 0;
    tcp::socket socket;
    std::vector<char> buffer;
    bool reading = false;  // a read is outstanding
    bool paused = false;   // waiting for upstream to drain
    // Bytes from the aggregator for this rank (its control stream).
    std::string down_queued, down_in_flight;
    bool down_writing = false;
    explicit Channel(tcp::socket s) : socket(std::move(s)), buffer(protocol::kMaxRelayChunkBytes) {}
  };

  Relay* owner = nullptr;
  RelayOptions options;
  asio::io_context io;
  // Keeps io.run() alive between operations until Stop() lets it end.
  asio::executor_work_guard<asio::io_context::executor_type> work{io.get_executor()};
  tcp::acceptor acceptor{io};
  tcp::socket upstream{io};
  tcp::resolver resolver{io};
  asio::steady_timer retry{io};
  asio::steady_timer connect_deadline{io};
  asio::steady_timer silence{io};                  // watches upstream for a partition
  std::chrono::steady_clock::time_point heard_at;  // upstream's last bytes
  bool pinged = false;                             // upstream has pinged on this connection
  std::thread thread;
  transport::Backoff backoff;
  bool connected = false;
  bool connecting = false;
  bool stopping = false;
  bool said_unreachable = false;
  bool said_refused = false;
  bool quiet_connect = false;  // a refusal streak: reconnects are not news
  std::chrono::steady_clock::time_point connected_at;
  std::string up_name;
  // Upstream output: `queued` waits, `in_flight` is being written.
  std::string queued, in_flight;
  bool writing = false;
  uint64_t generation = 0;  // of the upstream connection; stale completions are ignored
  std::map<uint32_t, std::shared_ptr<Channel>> channels;
  uint32_t next_channel = 1;
  // Upstream reads: CLOCK_PING, and RELAY_DATA for a rank (control).
  std::vector<char> down_buffer = std::vector<char>(4096);
  protocol::RelayControlDecoder control;

  size_t Pending() const { return queued.size() + in_flight.size(); }
  void Event(const std::string& line) {
    if (options.on_event) options.on_event(line);
  }

  void Accept() {
    acceptor.async_accept([this](const asio::error_code& ec, tcp::socket socket) {
      if (stopping || !acceptor.is_open()) return;
      if (!ec) {
        if (!connected) {
          // Upstream is down: hang up, so the rank spools (see the contract).
          owner->refused_.fetch_add(1);
          asio::error_code ignored;
          socket.close(ignored);
        } else {
          asio::error_code ignored;
          socket.set_option(tcp::no_delay(true), ignored);
          auto ch = std::make_shared<Channel>(std::move(socket));
          ch->id = next_channel++;
          channels.emplace(ch->id, ch);
          owner->channels_.fetch_add(1);
          owner->open_channels_.fetch_add(1);
          Read(ch);
        }
      } else if (ec == asio::error::no_descriptors || ec.value() == ENFILE) {
        retry_accept_later();
        return;
      }
      Accept();
    });
  }

  void retry_accept_later() {
    auto timer = std::make_shared<asio::steady_timer>(io, std::chrono::milliseconds(100));
    timer->async_wait([this, timer](const asio::error_code&) {
      if (!stopping) Accept();
    });
  }

  void Read(const std::shared_ptr<Channel>& ch) {
    if (ch->reading || !connected) return;
    if (Pending() >= options.max_buffered_bytes) {
      ch->paused = true;
      return;
    }
    ch->reading = true;
    ch->socket.async_read_some(asio::buffer(ch->buffer.data(), ch->buffer.size()),
                               [this, ch](const asio::error_code& ec, size_t n) {
                                 ch->reading = false;
                                 OnRead(ch, ec, n);
                               });
  }

  void OnRead(const std::shared_ptr<Channel>& ch, const asio::error_code& ec, size_t n) {
    if (channels.count(ch->id) == 0) return;  // closed meanwhile (upstream lost)
    if (n > 0) {
      protocol::EncodeRelayData(ch->id, std::string_view(ch->buffer.data(), n), &queued);
      Write();
    }
    if (ec) {
      const bool clean = ec == asio::error::eof;
      protocol::EncodeRelayClose(ch->id, !clean,
                                 clean ? "connection closed" : "connection error: " + ec.message(),
                                 &queued);
      Write();
      CloseChannel(ch->id);
      return;
    }
    Read(ch);
  }

  void CloseChannel(uint32_t id) {
    auto it = channels.find(id);
    if (it == channels.end()) return;
    asio::error_code ignored;
    it->second->socket.close(ignored);
    channels.erase(it);
    owner->open_channels_.fetch_sub(1);
  }

  void Write() {
    if (writing || queued.empty() || !connected) return;
    writing = true;
    in_flight.swap(queued);
    queued.clear();
    asio::async_write(upstream, asio::buffer(in_flight),
                      [this, gen = generation](const asio::error_code& ec, size_t n) {
                        writing = false;
                        if (ec || gen != generation) {
                          in_flight.clear();
                          if (gen == generation) LoseUpstream("write failed: " + ec.message());
                          Write();  // a newer connection's queue, if any
                          return;
                        }
                        owner->bytes_forwarded_.fetch_add(n);
                        in_flight.clear();
                        // Shrink a burst's buffer rather than keep its peak.
                        if (in_flight.capacity() > (size_t{4} << 20)) std::string().swap(in_flight);
                        if (Pending() < options.max_buffered_bytes / 2) ResumePaused();
                        Write();
                      });
  }

  void ResumePaused() {
    for (auto& [id, ch] : channels) {
      if (ch->paused) {
        ch->paused = false;
        Read(ch);
      }
    }
  }

  void Connect() {
    if (stopping || connected || connecting) return;
    connecting = true;
    resolver.async_resolve(
        options.upstream_host, std::to_string(options.upstream_port),
        [this](const asio::error_code& ec, const tcp::resolver::results_type& results) {
          if (stopping) return;
          if (ec) {
            ConnectFailed("cannot resolve " + options.upstream_host + ": " + ec.message());
            return;
          }
          connect_deadline.expires_after(std::chrono::milliseconds(options.connect_timeout_ms));
          connect_deadline.async_wait([this](const asio::error_code& wait_ec) {
            if (!wait_ec && connecting) {
              asio::error_code ignored;
              upstream.close(ignored);  // the connect completes with an error
            }
          });
          asio::async_connect(upstream, results,
                              [this](const asio::error_code& cec, const tcp::endpoint&) {
                                connect_deadline.cancel();
                                if (stopping) return;
                                if (cec) {
                                  ConnectFailed(cec.message());
                                  return;
                                }
                                Connected();
                              });
        });
  }

  void ConnectFailed(const std::string& reason) {
    connecting = false;
    asio::error_code ignored;
    upstream.close(ignored);
    if (!said_unreachable) {
      said_unreachable = true;
      Event("cannot reach " + up_name + ": " + reason);
    }
    RetryLater();
  }

  void RetryLater() {
    retry.expires_after(std::chrono::milliseconds(backoff.NextDelayMs()));
    retry.async_wait([this](const asio::error_code& ec) {
      if (!ec && !stopping) Connect();
    });
  }

  void Connected() {
    connecting = false;
    connected = true;
    ++generation;
    said_unreachable = false;
    backoff.Reset();
    asio::error_code ignored;
    upstream.set_option(tcp::no_delay(true), ignored);
    owner->upstream_connected_.store(true);
    owner->upstream_connects_.fetch_add(1);
    protocol::RelayHello hello;
    hello.run_id = options.run_id;
    hello.token = options.token;
    hello.host = options.host;
    hello.features = protocol::kRelayAnswersClock | protocol::kRelayForwardsControl;
    hello.steplens_version = protocol::SteplensVersion();
    queued.clear();
    protocol::EncodeRelayHello(hello, &queued);
    Write();
    connected_at = std::chrono::steady_clock::now();
    if (!quiet_connect) Event("connected to " + up_name);
    control = protocol::RelayControlDecoder();
    heard_at = connected_at;
    pinged = false;
    WatchSilence();
    ReadUpstream();
  }

  // A partition (see the contract): checked twice a second.
  void WatchSilence() {
    if (options.upstream_silence_ms <= 0) return;
    silence.expires_after(std::chrono::milliseconds(500));
    silence.async_wait([this, gen = generation](const asio::error_code& ec) {
      if (ec || !connected || gen != generation) return;
      const auto quiet = std::chrono::steady_clock::now() - heard_at;
      if (pinged && quiet > std::chrono::milliseconds(options.upstream_silence_ms)) {
        LoseUpstream(
            "no word from it for " +
            std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(quiet).count()) +
            " ms (a partition?)");
        return;
      }
      WatchSilence();
    });
  }

  // The aggregator's CLOCK_PINGs, each answered at once, and its bytes for
  // a rank, forwarded to that rank (see the contract).
  void ReadUpstream() {
    upstream.async_read_some(
        asio::buffer(down_buffer.data(), down_buffer.size()),
        [this, gen = generation](const asio::error_code& ec, size_t n) {
          if (!connected || gen != generation) return;
          const int64_t received = base::MonotonicNs() + options.test_clock_skew_ns;
          if (ec) {
            LoseUpstream(ec.message());
            return;
          }
          heard_at = std::chrono::steady_clock::now();
          control.Feed(std::string_view(down_buffer.data(), n));
          protocol::RelayDown frame;
          std::string pongs;
          for (;;) {
            const auto result = control.Next(&frame);
            if (result == protocol::RelayControlDecoder::Result::kNeedMore) break;
            if (result == protocol::RelayControlDecoder::Result::kError) {
              LoseUpstream("unexpected bytes from the aggregator: " + control.error());
              return;
            }
            if (auto* data = std::get_if<protocol::RelayData>(&frame)) {
              ForwardDown(data->channel, data->bytes);
              continue;
            }
            const auto& ping = std::get<protocol::ClockPing>(frame);
            pinged = true;
            protocol::ClockPong pong;
            pong.seq = ping.seq;
            pong.t0_ns = ping.t0_ns;
            pong.t1_ns = received;
            const int64_t mono = base::MonotonicNs();
            pong.wall_minus_mono_ns = base::WallNs() - mono;
            pong.t2_ns = mono + options.test_clock_skew_ns;
            protocol::EncodeClockPong(pong, &pongs);
            owner->clock_pongs_.fetch_add(1);
          }
          queued.insert(0, pongs);  // ahead of the ranks' bytes (whole frames), in order
          Write();
          ReadUpstream();
        });
  }

  // Bytes the aggregator addressed to channel `id`'s rank, written to it as
  // they are (the rank decodes them). A channel closed meanwhile drops them.
  void ForwardDown(uint32_t id, const std::string& bytes) {
    auto it = channels.find(id);
    if (it == channels.end()) return;
    const std::shared_ptr<Channel>& ch = it->second;
    if (ch->down_queued.size() + ch->down_in_flight.size() + bytes.size() >
        kMaxDownBytesPerChannel) {
      owner->control_bytes_dropped_.fetch_add(bytes.size());
      return;
    }
    ch->down_queued.append(bytes);
    owner->control_bytes_forwarded_.fetch_add(bytes.size());
    WriteDown(ch);
  }

  void WriteDown(const std::shared_ptr<Channel>& ch) {
    if (ch->down_writing || ch->down_queued.empty()) return;
    ch->down_writing = true;
    ch->down_in_flight.swap(ch->down_queued);
    ch->down_queued.clear();
    asio::async_write(ch->socket, asio::buffer(ch->down_in_flight),
                      [this, ch](const asio::error_code& ec, size_t) {
                        ch->down_writing = false;
                        ch->down_in_flight.clear();
                        // A failed write: the rank's read side ends the channel.
                        if (!ec && channels.count(ch->id) != 0) WriteDown(ch);
                      });
  }

  void LoseUpstream(const std::string& reason) {
    if (!connected) return;
    connected = false;
    owner->upstream_connected_.store(false);
    owner->bytes_lost_.fetch_add(Pending());
    queued.clear();  // in_flight: cleared by its write's completion
    ++generation;
    asio::error_code ignored;
    upstream.close(ignored);
    // The ranks spool from here (their link is gone too) and come back
    // through a new upstream connection.
    std::vector<uint32_t> ids;
    for (const auto& [id, ch] : channels) ids.push_back(id);
    for (uint32_t id : ids) CloseChannel(id);
    if (stopping) return;
    // Closed at once: the aggregator refused the RELAY_HELLO (it never
    // says why on the wire; its own log does). Said once per streak.
    if (std::chrono::steady_clock::now() - connected_at < kRefusedWithin) {
      if (!said_refused) {
        said_refused = true;
        Event("refused by " + up_name +
              " (closed at once: a wrong token or another run's id? node 0 says which)");
      }
      quiet_connect = true;
    } else {
      said_refused = false;
      quiet_connect = false;
      Event("lost " + up_name + ": " + reason);
    }
    RetryLater();
  }
};

base::StatusOr<std::unique_ptr<Relay>> Relay::Start(const RelayOptions& options) {
  std::unique_ptr<Relay> relay(new Relay());
  relay->impl_ = std::make_unique<Impl>();
  Impl& impl = *relay->impl_;
  impl.owner = relay.get();
  impl.options = options;
  impl.up_name = options.upstream_host + ":" + std::to_string(options.upstream_port);
  asio::error_code ec;
  asio::ip::address address = asio::ip::make_address(options.listen_host, ec);
  if (ec) {
    return base::Status::Error("relay: cannot listen on '" + options.listen_host +
                               "': not an IP address");
  }
  const tcp::endpoint endpoint(address, options.listen_port);
  impl.acceptor.open(endpoint.protocol(), ec);
  if (!ec) impl.acceptor.set_option(tcp::acceptor::reuse_address(true), ec);
  if (!ec) impl.acceptor.bind(endpoint, ec);
  if (!ec) impl.acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) {
    return base::Status::Error("relay: cannot listen on " + options.listen_host + ":" +
                               std::to_string(options.listen_port) + ": " + ec.message());
  }
  relay->port_ = impl.acceptor.local_endpoint(ec).port();
  impl.Connect();
  impl.Accept();
  impl.thread = std::thread([&impl] {
    base::NameThisThread("sl-relay");
    impl.io.run();
  });
  return relay;
}

Relay::~Relay() { Stop(0); }

void Relay::Stop(int grace_ms) {
  if (!impl_ || !impl_->thread.joinable()) return;
  Impl& impl = *impl_;
  asio::post(impl.io, [&impl] {
    asio::error_code ignored;
    impl.acceptor.close(ignored);
  });
  // Grace: the ranks hang up (their GOODBYE is forwarded) and what they
  // sent reaches upstream.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(grace_ms);
  for (;;) {
    std::promise<bool> done;
    auto result = done.get_future();
    asio::post(impl.io, [&impl, &done] {
      done.set_value((impl.channels.empty() && impl.Pending() == 0) || !impl.connected);
    });
    const bool drained = result.get();
    if (drained || std::chrono::steady_clock::now() >= deadline) break;
    std::this_thread::sleep_for(kStopPollInterval);
  }
  asio::post(impl.io, [&impl] {
    impl.stopping = true;
    asio::error_code ignored;
    impl.retry.cancel();
    impl.connect_deadline.cancel();
    impl.silence.cancel();
    impl.resolver.cancel();
    impl.connected = false;
    impl.upstream.shutdown(tcp::socket::shutdown_both, ignored);
    impl.upstream.close(ignored);
    std::vector<uint32_t> ids;
    for (const auto& [id, ch] : impl.channels) ids.push_back(id);
    for (uint32_t id : ids) impl.CloseChannel(id);
    impl.work.reset();
    impl.io.stop();  // pending handlers (a write, a read) are dropped
  });
  impl.thread.join();
  upstream_connected_.store(false);
}

}  // namespace steplens::relay
