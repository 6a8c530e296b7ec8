// relay/relay.h — the per-node relay: multiplexes a node's ranks onto one
// authenticated connection to the aggregator, so that 16 384 ranks are 2 048
// connections (DESIGN.md "At many nodes"; docs/reference/wire-protocol.md,
// "Relay streams").
//
// Contract
// - Relay::Start() binds listen_host:listen_port (0 picks a free port, see
//   port()) and runs one io thread (standalone Asio). It connects to the
//   upstream endpoint (the aggregator's ingest port) at once, and again after
//   a loss, following transport::Backoff (0.2 s .. 5 s). Every upstream
//   connection begins with RELAY_HELLO (run id, token, host).
// - Each accepted rank connection is a channel, numbered from 1, never reused
//   while the relay lives. Its bytes are forwarded as they arrive, undecoded,
//   in RELAY_DATA frames of at most protocol::kMaxRelayChunkBytes: the
//   aggregator decodes and authenticates each channel as it does a direct
//   connection (HELLO first, the token), so the relay holds no secret a rank
//   does not. A rank that hangs up is RELAY_CLOSE (clean on EOF, error
//   otherwise), after its last bytes.
// - The relay writes to a rank only what the aggregator addresses to its
//   channel (RELAY_DATA down the upstream connection: the rank's control
//   stream, protocol/codec.h "Control messages"), forwarded undecoded, in
//   order; the aggregator sends it only to ranks whose HELLO announced a
//   control version (older ranks take any readable byte as "the peer is
//   gone"). The RELAY_HELLO announces kRelayForwardsControl. At most
//   kMaxDownBytesPerChannel wait for one rank (beyond: dropped, counted).
//   Bytes for a channel that is closed are dropped. While upstream is not connected a rank
//   connection is closed as soon as it is accepted, and when upstream is lost every open rank
//   connection is closed: the ranks then spool (recorder/flusher.h) as they do when the aggregator
//   is unreachable, and reconnect later.
// - Memory is bounded: at most max_buffered_bytes wait for upstream; beyond
//   that the relay stops reading from ranks until half of it is sent (a rank
//   whose send then stalls past its timeout spools). Nothing is dropped
//   silently: bytes the relay had taken when upstream was lost are counted
//   (bytes_lost()); the ranks' recorders spool again what they sent last
//   (SpoolRecentlySent).
// - on_event (optional), called on the io thread: one line per upstream
//   change: "connected to H:P", "lost H:P: reason" (a connection that had
//   lasted), "refused by H:P (...)" (closed within a second of its
//   RELAY_HELLO: the aggregator refused the token or run id; said once, and
//   the reconnects of such a streak are not said), "cannot reach H:P:
//   reason" (once until it is reached again).
// - Clock exchange: the RELAY_HELLO announces protocol::kRelayAnswersClock;
//   each CLOCK_PING the aggregator writes is answered at once with a
//   CLOCK_PONG (this host's CLOCK_MONOTONIC at receive and at send, and its
//   wall - monotonic), queued ahead of the ranks' bytes. Anything from the
//   aggregator but CLOCK_PING and RELAY_DATA ends the connection as a loss.
// - A partition: the aggregator pings once a second, so once it has pinged
//   on a connection, upstream_silence_ms without a byte from it ends the
//   connection as a loss ("no word from H:P for N ms"): a link that drops
//   packets without a reset would otherwise hold the connection for the
//   kernel's retransmission timeout (minutes). The ranks then spool, and
//   replay their spools through the next connection (recorder/flusher.h).
// - Stop(grace_ms), idempotent, also run by the destructor: stops accepting;
//   waits up to grace_ms for the open ranks to hang up and for what they sent
//   to reach upstream; then closes everything and joins the io thread.
// - The counters may be read from any thread. Never throws.
#ifndef STEPLENS_RELAY_RELAY_H_
#define STEPLENS_RELAY_RELAY_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "base/status.h"

namespace steplens::relay {

struct RelayOptions {
  std::string listen_host = "127.0.0.1";
  uint16_t listen_port = 0;  // 0 = ephemeral
  std::string upstream_host;
  uint16_t upstream_port = 0;
  std::string run_id;
  std::string token;
  std::string host;  // this node's name, in RELAY_HELLO
  size_t max_buffered_bytes = size_t{64} << 20;
  int connect_timeout_ms = 2000;
  // See the contract (a partition); 0 = never.
  int upstream_silence_ms = 4000;
  // Test only (STEPLENS_TEST_CLOCK_SKEW_MS, as the node's recorders): the
  // clock exchange's times are this far off this host's clock.
  int64_t test_clock_skew_ns = 0;
  std::function<void(const std::string& line)> on_event;
};

class Relay {
 public:
  // Errors: the listen address cannot be resolved or bound.
  [[nodiscard]] static base::StatusOr<std::unique_ptr<Relay>> Start(const RelayOptions& options);
  ~Relay();
  Relay(const Relay&) = delete;
  Relay& operator=(const Relay&) = delete;

  uint16_t port() const { return port_; }
  void Stop(int grace_ms = 3000);

  bool upstream_connected() const { return upstream_connected_.load(); }
  uint64_t channels() const { return channels_.load(); }  // rank connections accepted
  uint64_t open_channels() const { return open_channels_.load(); }
  uint64_t refused() const { return refused_.load(); }  // closed: upstream down
  uint64_t bytes_forwarded() const { return bytes_forwarded_.load(); }
  uint64_t bytes_lost() const { return bytes_lost_.load(); }
  uint64_t upstream_connects() const { return upstream_connects_.load(); }
  uint64_t clock_pongs() const { return clock_pongs_.load(); }  // CLOCK_PINGs answered
  // Control bytes from the aggregator written to ranks, and those dropped (a
  // rank that stopped reading; see kMaxDownBytesPerChannel in relay.cc).
  uint64_t control_bytes_forwarded() const { return control_bytes_forwarded_.load(); }
  uint64_t control_bytes_dropped() const { return control_bytes_dropped_.load(); }

  struct Impl;

 private:
  Relay() = default;

  std::unique_ptr<Impl> impl_;
  uint16_t port_ = 0;
  std::atomic<bool> upstream_connected_{false};
  std::atomic<uint64_t> channels_{0};
  std::atomic<uint64_t> open_channels_{0};
  std::atomic<uint64_t> refused_{0};
  std::atomic<uint64_t> bytes_forwarded_{0};
  std::atomic<uint64_t> bytes_lost_{0};
  std::atomic<uint64_t> upstream_connects_{0};
  std::atomic<uint64_t> clock_pongs_{0};
  std::atomic<uint64_t> control_bytes_forwarded_{0};
  std::atomic<uint64_t> control_bytes_dropped_{0};
};

}  // namespace steplens::relay

#endif  // STEPLENS_RELAY_RELAY_H_
