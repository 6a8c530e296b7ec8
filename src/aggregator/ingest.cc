#include "aggregator/ingest.h"

#include <malloc.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <future>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "asio.hpp"
#include "base/clock.h"
#include "base/mutex.h"
#include "base/thread_name.h"
#include "base/thread_priority.h"
#include "protocol/codec.h"

namespace steplens::aggregator {
namespace {

using asio::ip::tcp;

constexpr size_t kReadChunkBytes = 64 * 1024;
constexpr size_t kStrangerReadBytes = 4 * 1024;  // read buffer before HELLO
constexpr auto kAcceptBackoff = std::chrono::milliseconds(100);
// Give freed memory back to the system once this many strangers are gone.
constexpr size_t kTrimAfterStrangers = 64;
constexpr auto kTickInterval = std::chrono::milliseconds(500);
constexpr auto kStopPollInterval = std::chrono::milliseconds(10);
constexpr const char* kShutdownReason = "aggregator stopped";
// The diagnosis thread pauses at least this many times what its last
// evaluation took: at most ~10 % of the core. Small runs evaluate at their
// interval (an evaluation takes well under a millisecond); at 16 384 ranks
// one takes ~0.2 s of CPU, so the window is judged every ~2 s.
constexpr int kDiagnosisDutyRatio = 9;
// Ranks one relay may have open at once (a node runs a few to a few dozen).
constexpr size_t kMaxRelayChannels = 1024;
// The clock exchange with a relay: kClockBurstPings kClockBurstMs apart,
// then one every kClockPingMs.
constexpr uint32_t kClockBurstPings = 10;
constexpr int kClockBurstMs = 50;
constexpr int kClockPingMs = 1000;
// A partition (see ingest.h): a relay that answers pings (one a second) and
// has sent nothing for this long is unreachable; when its connection then
// ends, its ranks are kept for kRejoinGraceNs to come back through its next
// connection (the relay's and the ranks' reconnect back-offs, 5 s each at
// most, and their connects).
constexpr int64_t kUnreachableAfterNs = 3'000'000'000;
constexpr int64_t kRejoinGraceNs = 15'000'000'000;
// ... and one silent this long is given up: closed, its ranks lost (a node
// cut off for good must not hold the run's steps back for the kernel's
// retransmission timeout, minutes).
constexpr int64_t kGiveUpSilentNs = 30'000'000'000;
// How often the diagnosis thread looks whether an evaluation is due.
constexpr auto kDiagnosisPoll = std::chrono::milliseconds(25);
// Control bytes waiting for one connection (a few dozen per switch): only a
// peer that stopped reading fills this; beyond it a switch is not sent to it.
constexpr size_t kMaxQueuedControlBytes = 64u << 10;
// How long SetDeepMode waits for the io thread.
constexpr auto kDeepSwitchWait = std::chrono::seconds(2);

}  // namespace

class Session;

struct Aggregator::Impl {
  asio::io_context io;
  tcp::acceptor acceptor{io};
  asio::steady_timer tick{io};
  asio::steady_timer accept_backoff{io};
  std::thread thread;
  std::chrono::milliseconds pre_hello_deadline{5000};
  size_t max_unauthenticated = 256;
  size_t strangers = 0;             // connections without an accepted HELLO
  size_t strangers_since_trim = 0;  // strangers gone since the last trim
  std::atomic<uint64_t>* strangers_refused = nullptr;
  // Touched only on the io thread.
  std::set<std::shared_ptr<Session>> sessions;
  bool stopping = false;
  uint64_t next_conn_id = 1;
  // Ranks of an unreachable relay whose connection ended: they end at
  // `until` unless they said HELLO again meanwhile (RunState ignores the
  // end of a connection a newer one replaced). io thread only.
  struct Parked {
    int64_t until_ns = 0;
    std::vector<uint64_t> conns;
    std::string reason;
  };
  std::vector<Parked> parked;
  // Set once by Stop().
  bool stopped = false;
  RunState* state = nullptr;
  std::atomic<size_t>* open_connections = nullptr;
  // The last deep-mode switch (steplens deep), sent to every rank that reads
  // control messages and to each that says HELLO later. io thread only.
  std::optional<DeepModeRequest> deep;
  uint32_t deep_seq = 0;

  // The diagnosis thread: evaluates the window every diagnosis_interval
  // (off the io thread: the engine costs ms at thousands of ranks).
  std::thread diagnosis_thread;
  base::Mutex diagnosis_mu;
  base::CondVar diagnosis_cv;
  bool diagnosis_stop STEPLENS_GUARDED_BY(diagnosis_mu) = false;

  void Accept();
  void Tick();
  void DiagnosisLoop(std::chrono::milliseconds interval, uint32_t every_steps);
};

void Aggregator::Impl::DiagnosisLoop(std::chrono::milliseconds interval, uint32_t every_steps) {
  // An evaluation costs O(window x ranks) (the run's lock only while it
  // takes the small part, RunState::TakeDiagnosisInputLocked): the pause
  // after one is at least kDiagnosisDutyRatio times its cost, so evaluations
  // take at most ~1/(1+ratio) of the time.
  using Clock = std::chrono::steady_clock;
  const Clock::duration poll = std::min<Clock::duration>(interval, kDiagnosisPoll);
  Clock::time_point last = Clock::now();
  Clock::duration busy_floor{0};
  uint64_t seen_steps = state->steps_completed();
  for (;;) {
    {
      base::MutexLock lock(diagnosis_mu);
      const Clock::time_point wake = Clock::now() + poll;
      while (!diagnosis_stop && diagnosis_cv.WaitUntil(diagnosis_mu, wake)) {
      }
      if (diagnosis_stop) break;
    }
    const Clock::duration since = Clock::now() - last;
    if (since < busy_floor) continue;
    // Due every interval (health needs it even without steps), and sooner
    // once every_steps steps completed: a fast job is judged every few
    // steps, not every 25 (the confirmation rule, diagnosis_timeline.h, is
    // step-based, so judging more often shows a problem sooner without
    // confirming blips).
    const bool due = since >= interval ||
                     (every_steps > 0 && state->steps_completed() >= seen_steps + every_steps);
    if (!due) continue;
    const auto started = Clock::now();
    seen_steps = state->steps_completed();
    state->EvaluateDiagnosis();
    state->EvaluateHealth();
    busy_floor = kDiagnosisDutyRatio * (Clock::now() - started);
    last = started;
  }
}

// One peer connection. Lives while an async read is outstanding.
class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(Aggregator::Impl* impl, tcp::socket socket, uint64_t id)
      : impl_(impl),
        socket_(std::move(socket)),
        id_(id),
        hello_deadline_(impl->io),
        clock_timer_(impl->io),
        buffer_(kStrangerReadBytes) {
    decoder_.set_max_frame_bytes(protocol::kMaxHelloFrameBytes);
    ++impl_->strangers;
  }

  void Start() {
    hello_deadline_.expires_after(impl_->pre_hello_deadline);
    hello_deadline_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      if (ec || self->closed_ || self->authenticated_) return;
      self->impl_->strangers_refused->fetch_add(1);
      self->impl_->state->OnDisconnect(
          self->id_, "closed: no HELLO within " +
                         std::to_string(self->impl_->pre_hello_deadline.count()) + " ms");
      self->Close();
    });
    Read();
  }
  uint64_t id() const { return id_; }
  tcp::endpoint remote_endpoint(asio::error_code& ec) const { return socket_.remote_endpoint(ec); }

  void Close() {
    if (closed_) return;
    closed_ = true;
    if (!authenticated_) {
      --impl_->strangers;
      ++impl_->strangers_since_trim;
    }
    hello_deadline_.cancel();
    clock_timer_.cancel();
    asio::error_code ignored;
    socket_.shutdown(tcp::socket::shutdown_both, ignored);
    socket_.close(ignored);
    impl_->open_connections->fetch_sub(1);
    impl_->sessions.erase(shared_from_this());
  }

 private:
  void Read() {
    socket_.async_read_some(
        asio::buffer(buffer_.data(), buffer_.size()),
        [self = shared_from_this()](const asio::error_code& ec, size_t n) { self->OnRead(ec, n); });
  }

  void OnRead(const asio::error_code& ec, size_t n) {
    if (closed_) return;
    read_at_ns_ = base::MonotonicNs();  // a CLOCK_PONG's t3
    RunState& state = *impl_->state;
    if (silent_ && !ec) {  // heard again: the partition healed
      silent_ = false;
      heard_again_ns_ = read_at_ns_;
      state.OnRelaySilent(id_, kMissing);
    }
    if (ec && mode_ == Mode::kRelay) {
      if (ec != asio::error::operation_aborted) {
        const std::string why = ec == asio::error::eof ? "closed" : ec.message();
        // Healed, the bytes the relay had sent before it gave up on this
        // connection arrive ahead of its end: that end is still the partition's.
        if (silent_ || (heard_again_ns_ != 0 && read_at_ns_ - heard_again_ns_ < kRejoinGraceNs)) {
          ParkChannels("relay connection lost (" + why + ", unreachable before)");
        } else {
          EndChannels("relay connection lost (" + why + ")");
        }
        state.OnDisconnect(id_, "relay connection " + why);
      }
      Close();
      return;
    }
    if (ec) {
      if (ec == asio::error::eof) {
        if (decoder_.pending_bytes() > 0) {
          state.OnDecodeError(id_, "truncated frame at end of stream (" +
                                       std::to_string(decoder_.pending_bytes()) + " bytes)");
        } else {
          state.OnDisconnect(id_, "connection closed without GOODBYE");
        }
      } else if (ec != asio::error::operation_aborted) {
        state.OnDisconnect(id_, "connection error: " + ec.message());
      }
      Close();
      return;
    }
    std::string_view bytes(buffer_.data(), n);
    if (mode_ == Mode::kUnknown) {
      // The first frame's type says what this peer is: a rank, or a relay
      // (protocol/codec.h, "Relay streams").
      head_.append(bytes);
      if (head_.size() < protocol::kFrameHeaderBytes) {
        Read();
        return;
      }
      mode_ = protocol::IsRelayStream(head_) ? Mode::kRelay : Mode::kRank;
      if (mode_ == Mode::kRelay) relay_decoder_.set_max_frame_bytes(protocol::kMaxHelloFrameBytes);
      const std::string head = std::move(head_);
      head_.clear();
      head_.shrink_to_fit();
      if (mode_ == Mode::kRelay) {
        OnRelayBytes(head);
      } else {
        OnRankBytes(head);
      }
      return;
    }
    if (mode_ == Mode::kRelay) {
      OnRelayBytes(bytes);
    } else {
      OnRankBytes(bytes);
    }
  }

  // Decodes what `decoder` holds into the run as connection conn_id (a
  // rank's own, or a relay's channel). False when that connection must end:
  // malformed bytes or a refused message, the reason recorded by the run. The
  // first accepted message (its HELLO) authenticates it: full-size frames
  // from then on, and *authenticated set.
  // A HELLO says which control messages the rank reads (*control_version);
  // once it is accepted the rank gets the run's deep-mode switch, if any
  // (channel: the relay's channel, 0 for a direct connection).
  bool FeedRun(protocol::FrameDecoder& decoder, uint64_t conn_id, bool* authenticated,
               uint8_t* control_version, uint32_t channel) {
    RunState& state = *impl_->state;
    protocol::Message message;
    for (;;) {
      const auto result = decoder.Next(&message);
      if (result == protocol::FrameDecoder::Result::kNeedMore) return true;
      if (result == protocol::FrameDecoder::Result::kError) {
        state.OnDecodeError(conn_id, decoder.error());
        return false;
      }
      base::Status st = state.OnMessage(conn_id, message, decoder.last_frame_bytes());
      if (!st.ok()) {
        state.OnDisconnect(conn_id, "rejected: " + st.message());
        return false;
      }
      if (!*authenticated) {
        *authenticated = true;
        decoder.set_max_frame_bytes(protocol::kMaxFrameBytes);
        if (const auto* hello = std::get_if<HelloInfo>(&message)) {
          *control_version = hello->control_version;
        }
        if (impl_->deep && *control_version >= 1) SendDeep(channel, *impl_->deep);
      }
    }
  }

  // A rank's own connection.
  void OnRankBytes(std::string_view bytes) {
    decoder_.Feed(bytes);
    bool authenticated = authenticated_;
    const bool ok = FeedRun(decoder_, id_, &authenticated, &control_version_, 0);
    if (authenticated && !authenticated_) Authenticated();
    if (!ok) {
      Close();
      return;
    }
    Read();
  }

  // A relay's connection: its channels are the ranks, each decoded and
  // authenticated as its own connection would be.
  struct Channel {
    uint64_t conn_id = 0;
    protocol::FrameDecoder decoder;
    bool authenticated = false;
    bool dead = false;            // refused or malformed: the rest of its bytes are ignored
    uint8_t control_version = 0;  // of its HELLO
  };

  void OnRelayBytes(std::string_view bytes) {
    RunState& state = *impl_->state;
    relay_decoder_.Feed(bytes);
    protocol::RelayFrame frame;
    for (;;) {
      const auto result = relay_decoder_.Next(&frame);
      if (result == protocol::RelayDecoder::Result::kNeedMore) break;
      if (result == protocol::RelayDecoder::Result::kError) {
        state.OnDecodeError(id_, "relay: " + relay_decoder_.error());
        EndChannels("relay connection closed: " + relay_decoder_.error());
        Close();
        return;
      }
      if (const auto* hello = std::get_if<protocol::RelayHello>(&frame)) {
        base::Status st = state.OnRelayHello(id_, *hello);
        if (!st.ok()) {
          state.OnDisconnect(id_, "rejected: " + st.message());
          Close();
          return;
        }
        relay_host_ = hello->host;
        relay_forwards_control_ = (hello->features & protocol::kRelayForwardsControl) != 0;
        relay_answers_clock_ = (hello->features & protocol::kRelayAnswersClock) != 0;
        Authenticated();
        relay_decoder_.set_max_frame_bytes(protocol::kMaxFrameBytes);
        if ((hello->features & protocol::kRelayAnswersClock) != 0) ScheduleClockPing(0);
      } else if (const auto* pong = std::get_if<protocol::ClockPong>(&frame)) {
        state.OnClockPong(id_, *pong, read_at_ns_);
      } else if (const auto* data = std::get_if<protocol::RelayData>(&frame)) {
        OnChannelData(data->channel, data->bytes);
      } else if (const auto* close = std::get_if<protocol::RelayClose>(&frame)) {
        auto it = channels_.find(close->channel);
        if (it == channels_.end()) continue;
        Channel& ch = it->second;
        if (!ch.dead) {
          if (close->error) {
            state.OnDisconnect(ch.conn_id, "connection error: " + close->reason);
          } else if (ch.decoder.pending_bytes() > 0) {
            state.OnDecodeError(ch.conn_id, "truncated frame at end of stream (" +
                                                std::to_string(ch.decoder.pending_bytes()) +
                                                " bytes)");
          } else {
            state.OnDisconnect(ch.conn_id, "connection closed without GOODBYE");
          }
        }
        channels_.erase(it);
      }
    }
    Read();
  }

  void OnChannelData(uint32_t channel, std::string_view bytes) {
    RunState& state = *impl_->state;
    auto it = channels_.find(channel);
    if (it == channels_.end()) {
      if (channels_.size() >= kMaxRelayChannels) {
        state.OnDecodeError(
            id_, "relay: more than " + std::to_string(kMaxRelayChannels) + " ranks open at once");
        return;  // this channel's bytes are dropped; the others go on
      }
      Channel ch;
      ch.conn_id = impl_->next_conn_id++;
      ch.decoder.set_max_frame_bytes(protocol::kMaxHelloFrameBytes);
      it = channels_.emplace(channel, std::move(ch)).first;
      asio::error_code peer_ec;
      const tcp::endpoint peer = socket_.remote_endpoint(peer_ec);
      state.OnConnect(it->second.conn_id,
                      (peer_ec ? std::string("?") : peer.address().to_string()) + " via relay " +
                          relay_host_ + " (channel " + std::to_string(channel) + ")");
      state.OnRelayChannel(it->second.conn_id, id_);
    }
    Channel& ch = it->second;
    if (ch.dead) return;
    ch.decoder.Feed(bytes);
    if (!FeedRun(ch.decoder, ch.conn_id, &ch.authenticated, &ch.control_version, channel)) {
      ch.dead = true;
    }
  }

  // The connection of a relay that was unreachable ended (a partition): its
  // ranks are given kRejoinGraceNs to say HELLO through its next one.
  void ParkChannels(const std::string& reason) {
    Aggregator::Impl::Parked p;
    p.until_ns = base::MonotonicNs() + kRejoinGraceNs;
    p.reason = reason;
    for (auto& [channel, ch] : channels_) {
      if (!ch.dead) p.conns.push_back(ch.conn_id);
    }
    channels_.clear();
    if (!p.conns.empty()) impl_->parked.push_back(std::move(p));
  }

 public:
  // A partition: a relay that answers pings and sent nothing for
  // kUnreachableAfterNs is unreachable (RunState::OnRelaySilent) until it
  // is heard again (OnRead). The io thread's tick calls it.
  void CheckSilence(int64_t now) {
    if (closed_ || mode_ != Mode::kRelay || !authenticated_ || !relay_answers_clock_) return;
    if (silent_ && now - read_at_ns_ >= kGiveUpSilentNs) {
      const std::string why = "relay connection lost (unreachable for " +
                              std::to_string((now - read_at_ns_) / 1'000'000'000) + " s)";
      EndChannels(why);
      impl_->state->OnDisconnect(id_, why);
      Close();
      return;
    }
    if (silent_ || now - read_at_ns_ < kUnreachableAfterNs) return;
    silent_ = true;
    impl_->state->OnRelaySilent(id_, read_at_ns_);
  }

 private:
  // The relay connection ended: so did every rank it carried.
  void EndChannels(const std::string& reason) {
    for (auto& [channel, ch] : channels_) {
      if (!ch.dead) impl_->state->OnDisconnect(ch.conn_id, reason);
    }
    channels_.clear();
  }

  // The clock exchange with a relay that answers (protocol/codec.h): a
  // burst at first, so that its node's estimate is good within a second,
  // then one a second, so that it follows drift. A ping whose write has not
  // completed (the link is stalled) holds the next one back.
  void ScheduleClockPing(int delay_ms) {
    clock_timer_.expires_after(std::chrono::milliseconds(delay_ms));
    clock_timer_.async_wait([self = shared_from_this()](const asio::error_code& ec) {
      if (ec || self->closed_) return;
      if (!self->writing_ && self->queued_.empty()) {
        protocol::ClockPing ping;
        ping.seq = ++self->ping_seq_;
        ping.t0_ns = base::MonotonicNs();
        protocol::EncodeClockPing(ping, &self->queued_);
        self->Pump();
      }
      self->ScheduleClockPing(self->ping_seq_ < kClockBurstPings ? kClockBurstMs : kClockPingMs);
    });
  }

  // Writes what is queued, one write at a time.
  void Pump() {
    if (writing_ || queued_.empty() || closed_) return;
    out_.swap(queued_);
    queued_.clear();
    writing_ = true;
    asio::async_write(socket_, asio::buffer(out_),
                      [self = shared_from_this()](const asio::error_code& ec, size_t) {
                        self->writing_ = false;
                        self->out_.clear();
                        if (!ec) self->Pump();  // a failed write: the read side ends it
                      });
  }

 public:
  // Sends a deep-mode switch to this connection's ranks that read control
  // messages (a rank, or a relay's channels when it forwards them); adds
  // to *sent the ranks it went to and to *without the ranks that do not
  // read them (an older steplens, or behind an older relay).
  void SendDeepToAll(const DeepModeRequest& request, size_t* sent, size_t* without) {
    if (closed_ || !authenticated_) return;
    if (mode_ == Mode::kRank) {
      if (control_version_ >= 1 && SendDeep(0, request)) {
        ++*sent;
      } else {
        ++*without;
      }
      return;
    }
    for (auto& [channel, ch] : channels_) {
      if (ch.dead || !ch.authenticated) continue;
      if (relay_forwards_control_ && ch.control_version >= 1 && SendDeep(channel, request)) {
        ++*sent;
      } else {
        ++*without;
      }
    }
  }

 private:
  // DEEP_MODE to the rank (channel 0) or to a relay's channel; false when
  // this connection cannot take it (a relay that does not forward, or too
  // many bytes queued: a peer that stopped reading).
  bool SendDeep(uint32_t channel, const DeepModeRequest& request) {
    if (channel != 0 && !relay_forwards_control_) return false;
    std::string frame;
    protocol::EncodeDeepMode(request, &frame);
    if (queued_.size() + frame.size() > kMaxQueuedControlBytes) return false;
    if (channel == 0) {
      queued_.append(frame);
    } else {
      protocol::EncodeRelayData(channel, frame, &queued_);
    }
    Pump();
    return true;
  }

  // The HELLO was accepted: a rank now, with full-size frames and reads.
  void Authenticated() {
    authenticated_ = true;
    --impl_->strangers;
    hello_deadline_.cancel();
    decoder_.set_max_frame_bytes(protocol::kMaxFrameBytes);
    buffer_.resize(kReadChunkBytes);
  }

  enum class Mode { kUnknown, kRank, kRelay };

  Aggregator::Impl* impl_;
  tcp::socket socket_;
  const uint64_t id_;
  asio::steady_timer hello_deadline_;
  asio::steady_timer clock_timer_;  // a relay's clock exchange
  std::string out_;                 // being written
  std::string queued_;              // to write next: pings, control messages
  bool writing_ = false;
  uint8_t control_version_ = 0;  // a rank's: of its HELLO
  bool relay_forwards_control_ = false;
  bool relay_answers_clock_ = false;
  bool silent_ = false;         // unreachable (CheckSilence)
  int64_t heard_again_ns_ = 0;  // when it last stopped being silent
  uint32_t ping_seq_ = 0;
  int64_t read_at_ns_ = 0;
  Mode mode_ = Mode::kUnknown;
  std::string head_;  // the first bytes, until the mode is known
  protocol::FrameDecoder decoder_;
  protocol::RelayDecoder relay_decoder_;
  std::string relay_host_;
  std::map<uint32_t, Channel> channels_;
  std::vector<char> buffer_;
  bool closed_ = false;
  bool authenticated_ = false;
};

void Aggregator::Impl::Accept() {
  acceptor.async_accept([this](const asio::error_code& ec, tcp::socket socket) {
    if (stopping) return;
    if (ec == asio::error::no_descriptors || ec == asio::error::no_buffer_space ||
        ec == asio::error::no_memory || ec.value() == ENFILE) {
      // Out of descriptors: the pending connection stays queued, so accepting
      // again at once would spin. Back off; closing strangers frees some.
      accept_backoff.expires_after(kAcceptBackoff);
      accept_backoff.async_wait([this](const asio::error_code& wait_ec) {
        if (!wait_ec && !stopping) Accept();
      });
      return;
    }
    if (!ec && strangers >= max_unauthenticated) {
      strangers_refused->fetch_add(1);
      asio::error_code ignored;
      socket.close(ignored);
    } else if (!ec) {
      auto session = std::make_shared<Session>(this, std::move(socket), next_conn_id++);
      asio::error_code peer_ec;
      const tcp::endpoint peer = session->remote_endpoint(peer_ec);
      if (!peer_ec) {
        state->OnConnect(session->id(),
                         peer.address().to_string() + ":" + std::to_string(peer.port()));
      }
      sessions.insert(session);
      open_connections->fetch_add(1);
      session->Start();
    }
    // Transient accept errors (EMFILE, ECONNABORTED) must not stop serving.
    Accept();
  });
}

void Aggregator::Impl::Tick() {
  tick.expires_after(kTickInterval);
  tick.async_wait([this](const asio::error_code& ec) {
    if (ec || stopping) return;
    if (strangers == 0 && strangers_since_trim >= kTrimAfterStrangers) {
      malloc_trim(0);  // a flood is over: give its memory back
      strangers_since_trim = 0;
    }
    const int64_t now = base::MonotonicNs();
    // A copy: a relay given up is closed (and leaves `sessions`) here.
    const std::vector<std::shared_ptr<Session>> open(sessions.begin(), sessions.end());
    for (const auto& s : open) s->CheckSilence(now);
    // Parked ranks that did not come back end now (a no-op for those that did).
    for (auto it = parked.begin(); it != parked.end();) {
      if (it->until_ns > now) {
        ++it;
        continue;
      }
      for (uint64_t conn : it->conns) state->OnDisconnect(conn, it->reason);
      it = parked.erase(it);
    }
    state->Tick();
    Tick();
  });
}

base::StatusOr<std::unique_ptr<Aggregator>> Aggregator::Start(const AggregatorOptions& options) {
  std::unique_ptr<Aggregator> agg(new Aggregator());
  agg->impl_ = std::make_unique<Impl>();
  Impl& impl = *agg->impl_;

  // Resolve the bind address (numeric, or a name such as "localhost").
  asio::error_code ec;
  asio::ip::address address = asio::ip::make_address(options.bind_host, ec);
  if (ec) {
    tcp::resolver resolver(impl.io);
    auto results = resolver.resolve(options.bind_host, "", ec);
    if (ec || results.empty()) {
      return base::Status::Error("cannot resolve bind address '" + options.bind_host +
                                 "'; pass --bind with an "
                                 "IP address such as 127.0.0.1");
    }
    address = results.begin()->endpoint().address();
  }
  if (!address.is_loopback() && options.token.empty()) {
    return base::Status::Error("binding to " + options.bind_host +
                               " exposes the aggregator to the network; pass "
                               "a token (--token) or bind 127.0.0.1");
  }
  const tcp::endpoint endpoint(address, options.port);
  impl.acceptor.open(endpoint.protocol(), ec);
  if (!ec) impl.acceptor.set_option(tcp::acceptor::reuse_address(true), ec);
  if (!ec) impl.acceptor.bind(endpoint, ec);
  if (ec == asio::error::address_in_use) {
    return base::Status::Error("port " + std::to_string(options.port) + " is already in use on " +
                               options.bind_host +
                               "; pass --ingest-port with a free port (0 picks one)");
  }
  if (!ec) impl.acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) {
    return base::Status::Error("cannot listen on " + options.bind_host + ":" +
                               std::to_string(options.port) + ": " + ec.message());
  }
  agg->port_ = impl.acceptor.local_endpoint(ec).port();

  if (!options.run_dir.empty()) {
    auto store = store::Store::Open(options.run_dir, options.store);
    if (!store.ok()) return store.status();
    agg->store_ = std::move(store.value());
    if (!options.run_id.empty()) agg->store_->PutMeta("run_id", options.run_id);
    agg->store_->PutMeta("started_wall_ns", std::to_string(base::WallNs()));
  }

  RunStateOptions state_options;
  state_options.run_id = options.run_id;
  state_options.token = options.token;
  state_options.window_steps = options.window_steps;
  state_options.hello_timeout_ms = options.hello_timeout_ms;
  state_options.snapshots_use_evaluations = options.diagnosis_interval_ms > 0;
  state_options.hang_after_ms = options.hang_after_ms;
  state_options.expected_world_size = options.expected_world_size;
  state_options.estimate_clocks = true;
  state_options.drop_repeats = true;
  agg->state_ = std::make_unique<RunState>(state_options, agg->store_.get());
  impl.state = agg->state_.get();
  impl.open_connections = &agg->open_connections_;
  impl.strangers_refused = &agg->strangers_refused_;
  impl.pre_hello_deadline = std::chrono::milliseconds(options.pre_hello_deadline_ms);
  impl.max_unauthenticated = options.max_unauthenticated;
  agg->stop_grace_ms_ = options.stop_grace_ms;

  impl.Accept();
  impl.Tick();
  impl.thread = std::thread([&impl] {
    base::NameThisThread("sl-ingest");
    impl.io.run();
  });
  if (options.diagnosis_interval_ms > 0) {
    const auto interval = std::chrono::milliseconds(options.diagnosis_interval_ms);
    const uint32_t every_steps = options.diagnosis_every_steps;
    impl.diagnosis_thread = std::thread([&impl, interval, every_steps] {
      base::NameThisThread("sl-diagnosis");
      // A background worker: on a contended core, ingest and the live views
      // go first (an evaluation takes the run's lock only briefly, so a
      // slower one delays the verdict, never a snapshot).
      base::LowerThisThreadPriority(kDiagnosisNiceIncrement);
      impl.DiagnosisLoop(interval, every_steps);
    });
  }
  return agg;
}

DeepSwitch Aggregator::SetDeepMode(DeepMode mode, uint32_t period, uint32_t burst) {
  DeepSwitch out;
  if (!impl_ || impl_->stopped) return out;
  Impl& impl = *impl_;
  auto done = std::make_shared<std::promise<DeepSwitch>>();
  std::future<DeepSwitch> result = done->get_future();
  asio::post(impl.io, [&impl, done, mode, period, burst] {
    DeepSwitch r;
    if (!impl.stopping) {
      DeepModeRequest request;
      request.seq = ++impl.deep_seq;
      request.mode = mode;
      request.period = period;
      request.burst = burst;
      impl.deep = request;
      for (const auto& s : impl.sessions)
        s->SendDeepToAll(request, &r.ranks_sent, &r.ranks_without);
      r.seq = request.seq;
      r.applied = true;
    }
    done->set_value(r);
  });
  if (result.wait_for(kDeepSwitchWait) != std::future_status::ready) return out;
  return result.get();
}

Aggregator::~Aggregator() { Stop(); }

void Aggregator::Stop() {
  if (!impl_ || impl_->stopped) return;
  Impl& impl = *impl_;
  impl.stopped = true;
  asio::post(impl.io, [&impl] {
    impl.stopping = true;
    asio::error_code ignored;
    impl.acceptor.close(ignored);
  });
  // Grace: let connected peers finish sending (GOODBYE) and hang up.
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(stop_grace_ms_);
  while (open_connections_.load() > 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(kStopPollInterval);
  }
  asio::post(impl.io, [&impl] {
    impl.state->OnShutdown(kShutdownReason);
    std::vector<std::shared_ptr<Session>> open(impl.sessions.begin(), impl.sessions.end());
    for (const auto& s : open) s->Close();
    impl.tick.cancel();
    impl.accept_backoff.cancel();
  });
  if (impl.thread.joinable()) impl.thread.join();
  {
    base::MutexLock lock(impl.diagnosis_mu);
    impl.diagnosis_stop = true;
  }
  impl.diagnosis_cv.NotifyAll();
  if (impl.diagnosis_thread.joinable()) impl.diagnosis_thread.join();
  // The last steps and the end of the open episodes reach the timeline.
  if (state_) state_->FinishDiagnosis();
  if (store_) store_->Flush();
}

}  // namespace steplens::aggregator
