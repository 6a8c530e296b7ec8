// aggregator/ingest.h — the TCP server ranks stream their frames to.
//
// Contract
// - Aggregator::Start() binds a listening socket (bind_host:port; port 0
//   picks an ephemeral port, see port()), opens the run's Store in run_dir
//   (when run_dir is non-empty), and runs one io thread (standalone Asio).
//   A non-loopback bind requires a token (DESIGN.md §6).
// - Per connection: chunks are fed to a protocol::FrameDecoder and every
//   decoded message goes to the RunState. The first frame must be a HELLO
//   with the right protocol version, token (when set) and run id (when
//   set); otherwise the connection is closed with the reason recorded
//   (RunState recent_errors / rejected_connections). A malformed or
//   truncated frame closes that one connection as a decode error; other
//   connections are unaffected. Untrusted bytes never crash the process.
// - Before its HELLO is accepted a connection is a stranger and gets little:
//   frames up to protocol::kMaxHelloFrameBytes, a 4 KiB read buffer, and
//   pre_hello_deadline_ms to send its HELLO, after which it is closed. At
//   most max_unauthenticated strangers are held; a connection beyond that is
//   closed at once (ranks reconnect). Both are counted (strangers_refused()).
//   So a flood of connections costs kilobytes each, and the memory goes
//   back to the system once they are gone (malloc_trim). When accept() fails
//   for lack of descriptors (EMFILE/ENFILE) the acceptor backs off
//   kAcceptBackoff instead of spinning. The token is compared in constant
//   time (base/constant_time.h).
// - Relays (src/relay): a connection whose first frame is RELAY_HELLO is a
//   node's relay. Its RELAY_HELLO passes the ranks' token and run id checks
//   (RunState::OnRelayHello); then each of its channels is a rank connection
//   of its own in the RunState (a connection id, "<address> via relay <host>
//   (channel N)"), decoded and authenticated exactly as a direct one (HELLO
//   first with the token, the stranger's 8 KiB frames until then). A channel
//   that sends bad bytes or a refused HELLO is ended alone; RELAY_CLOSE ends
//   it as EOF or an error would; the relay's own connection ending ends all
//   its channels ("relay connection lost"). At most kMaxRelayChannels open
//   channels per relay. A relay that announces kRelayAnswersClock gets
//   CLOCK_PINGs (10 at 50 ms, then one a second), and its CLOCK_PONGs go
//   to RunState::OnClockPong with their receive time.
// - A partition (docs/guide/multi-node.md, "Links that fail"): such a relay
//   that has sent nothing for 3 s is unreachable (RunState::OnRelaySilent:
//   the views say "node N unreachable since ...") until it is heard again.
//   When its connection then ends (the relay gave up on it too; also within
//   15 s after it was heard again: healed, the bytes the relay sent before
//   giving up arrive ahead of the end), its ranks are not ended at once:
//   they have 15 s to say HELLO again through the relay's next connection,
//   which takes them over, so the steps they replay from their spools
//   complete with them. One silent for 30 s is closed and its ranks end
//   ("relay connection lost (unreachable for 30 s)").
// - Control messages (protocol/codec.h; the only other bytes the aggregator
//   writes): SetDeepMode's DEEP_MODE goes to each rank whose HELLO has a
//   control version >= 1, as RELAY_DATA for its channel when it is behind a
//   relay that announced kRelayForwardsControl. Writes are queued per
//   connection (one outstanding; at most kMaxQueuedControlBytes waiting)
//   and never block the io thread.
// - state() may be read from any thread (RunState is thread-safe).
// - Stop() (also run by the destructor, idempotent): stops accepting, gives
//   connected peers up to stop_grace_ms to finish sending and close, then
//   closes them (ranks still connected are closed as an orderly shutdown,
//   not as failures), joins the io thread, evaluates the diagnosis one last
//   time and closes its timeline (RunState::FinishDiagnosis), and flushes
//   the store.
// - A diagnosis thread evaluates the window every diagnosis_interval_ms, or
//   sooner once diagnosis_every_steps steps completed since the last time
//   (looked at every 25 ms; RunState::EvaluateDiagnosis): the live diagnosis
//   timeline, its confirmation step-based (diagnosis_timeline.h). At thousands
//   of ranks an evaluation costs tens to hundreds of ms; the pause after one
//   is then at least 9x its cost, so it never takes more than a tenth of the
//   time. The thread runs at nice +kDiagnosisNiceIncrement
//   (base/thread_priority.h), as the store's writer: on a saturated core the
//   io thread and the snapshots go first, and the verdict comes later.
//   Window snapshots then carry the latest evaluation
//   (RunStateOptions::snapshots_use_evaluations): viewers add no diagnosis.
#ifndef STEPLENS_AGGREGATOR_INGEST_H_
#define STEPLENS_AGGREGATOR_INGEST_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "aggregator/run_state.h"
#include "base/status.h"
#include "steplens/layers.h"
#include "store/store.h"

namespace steplens::aggregator {

inline constexpr uint16_t kDefaultIngestPort = 8766;
// The diagnosis thread's nice increment (contract above).
inline constexpr int kDiagnosisNiceIncrement = 5;

// What Aggregator::SetDeepMode did.
struct DeepSwitch {
  bool applied = false;      // false: the aggregator is stopping, or its io thread did not answer
  uint32_t seq = 0;          // the switch's number (DeepModeRequest::seq)
  size_t ranks_sent = 0;     // connected ranks it was written to
  size_t ranks_without = 0;  // connected ranks that cannot take it (an older steplens or relay)
};

struct AggregatorOptions {
  std::string bind_host = "127.0.0.1";
  uint16_t port = kDefaultIngestPort;  // 0 = ephemeral
  std::string token;                   // if non-empty, HELLO must carry it
  std::string run_id;                  // if non-empty, HELLO must carry it
  std::string run_dir;                 // where steplens.db goes; empty = no store
  uint32_t window_steps = kDefaultWindowSteps;
  int64_t hello_timeout_ms = kDefaultHelloTimeoutMs;
  int stop_grace_ms = 1000;
  int pre_hello_deadline_ms = 5000;  // a stranger's time to send HELLO
  size_t max_unauthenticated = 256;  // strangers held at once
  // How often the diagnosis timeline evaluates the window (RunState::
  // EvaluateDiagnosis) on its own thread; 0 = never (tests drive it).
  int diagnosis_interval_ms = 250;
  // ... and sooner once this many steps completed (0 = on the interval only):
  // a 100-steps/s job is judged every few steps, not every 25. 2, not 3: a
  // straggler confirmed 4 steps after it was first seen (a quiet host,
  // diagnosis::kQuietConfirmSteps) is shown 4 steps later, not 6; an
  // evaluation that costs more throttles itself (the 4x pause above).
  uint32_t diagnosis_every_steps = 2;
  // The hang limit (diagnosis/health.h); 0 = automatic.
  int64_t hang_after_ms = 0;
  // Ranks the launcher starts (0 = unknown): a rank that never connects is
  // then named.
  uint32_t expected_world_size = 0;
  store::StoreOptions store;
};

class Aggregator {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<Aggregator>> Start(
      const AggregatorOptions& options);
  ~Aggregator();
  Aggregator(const Aggregator&) = delete;
  Aggregator& operator=(const Aggregator&) = delete;

  uint16_t port() const { return port_; }
  const RunState& state() const { return *state_; }
  RunState& mutable_state() { return *state_; }
  // The run's store (nullptr without run_dir); valid until destruction.
  // The CLI writes meta rows (exit_code, duration_s, command) through it.
  store::Store* store() const { return store_.get(); }
  size_t open_connections() const { return open_connections_.load(); }
  // Connections closed before HELLO: past the deadline, or over the cap.
  uint64_t strangers_refused() const { return strangers_refused_.load(); }

  // Switches deep mode while the job runs (`steplens deep`): a DEEP_MODE
  // control message to every connected rank that reads them, directly or
  // through its relay, and to each that connects later (a reconnect gets
  // the same seq again; a rank applies each seq once). period / burst 0
  // keep the ranks' own. Any thread; waits for the io thread (2 s at most).
  DeepSwitch SetDeepMode(DeepMode mode, uint32_t period = 0, uint32_t burst = 0);

  void Stop();

 private:
  struct Impl;
  friend class Session;  // ingest.cc: one peer connection
  Aggregator() = default;

  std::unique_ptr<store::Store> store_;
  std::unique_ptr<RunState> state_;
  std::unique_ptr<Impl> impl_;
  uint16_t port_ = 0;
  int stop_grace_ms_ = 1000;
  std::atomic<size_t> open_connections_{0};
  std::atomic<uint64_t> strangers_refused_{0};
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_INGEST_H_
