// aggregator/run_state.h — the aggregator's model of one run: step alignment
// across ranks, rolling-window and whole-run statistics, per-rank status.
//
// Contract
// - Fed with decoded protocol messages per connection (OnMessage), and told
//   when a connection ends (OnDisconnect) or sent bad bytes (OnDecodeError).
//   Each connection must start with HELLO; it binds the connection to a rank.
//   OnMessage returns an error Status when the connection must be closed
//   (bad token/run id, rank already connected, world size mismatch, ...);
//   the reason is also recorded in recent_errors. It never throws.
// - Thread-safe: one mutex (mu_) guards the state; every member it
//   guards is marked STEPLENS_GUARDED_BY and every helper that needs it
//   STEPLENS_REQUIRES, which clang checks (base/mutex.h). Typically the
//   ingest thread feeds it and UI/HTTP threads call GetSnapshot(); both are
//   short. The state is an orchestrator of small units, each tested alone:
//   the metric catalogue (base/metrics.h), each rank's state by concern
//   (rank_state.h: connection, clock estimate, position, training signals,
//   statistics), window-and-whole-run accumulators (window_sums.h), process
//   and host samples (host_stats.h), each step's cross-rank point
//   (step_point.h, with sync_arrival.h's lateness), the diagnosis timeline
//   (diagnosis_timeline.h), the run's health (run_health.h: ends, verdict,
//   episodes; the rules are diagnosis/health.h's) and the store's tiers
//   (tier_feed.h).
// - Alignment. A step is complete when every live rank has reported it.
//   Records of one rank arrive in step order, so a live rank whose highest
//   reported step is beyond s has skipped s (dropped record) and does not
//   hold s back. A rank is live from its HELLO until it says GOODBYE,
//   reports activity "finished" or disconnects; pending steps then complete
//   without it. Nothing completes until world_size ranks said HELLO or
//   hello_timeout_ms passed since the first HELLO. A record for an already
//   completed step is a late record: counted and stored, not aggregated.
//   More than max_pending_steps pending steps force-complete the oldest with
//   the ranks present (counted as forced_steps). A record, sample, heartbeat
//   or LAYERS frame a rank sends again (its spool replayed after a
//   reconnect) is dropped first with drop_repeats (replay_filter.h; step
//   records counted as duplicate_records): nothing is counted twice.
// - Derived values per (rank, step) — phase, step, wait — and the metric
//   order are base/metrics.h's (the one definition).
// - Statistics over a set of complete steps (the last window_steps steps,
//   or the whole run): per rank the mean of each phase over the steps where
//   it was measured; then the median over ranks, the worst rank (ties to
//   the lowest) and skew. Window sums are added and evicted incrementally;
//   whole-run sums are running sums, so memory is bounded by
//   O(window x ranks x phases) + O(max_pending_steps x ranks), not by run
//   length. Cross-rank medians are linear-time selections.
// - Sync arrival (DESIGN.md §4). Per complete step, among the ranks whose
//   record carries sync_last_ns (the last gradient bucket ready — on the
//   host, or on the device with sync_on_device, mapped onto the rank's host
//   clock by the recorder — then by the rank's clock offset; ranks on one
//   host share CLOCK_MONOTONIC),
//   and only when at least two ranks have it: each rank's lateness and the
//   last to arrive, by sync_arrival.h's definition (the diagnosis engine's:
//   lateness against the median of the other ranks, a tie names nobody). A rank
//   without arrival data in a step, or a step with fewer than two such
//   ranks, contributes nothing. Per rank, over the window and the whole run:
//   steps compared, steps arrived last, mean lateness. The timeline carries
//   the last-arriving rank of each step and its lateness. Bounded like the
//   other window statistics (two numbers per window entry).
// - Missing is not zero: an unmeasured phase has measured == false and NaN
//   numbers; NaN also marks undefined skew / rates. JSON writers turn NaN
//   into null.
// - Diagnosis timeline. EvaluateDiagnosis() runs the engine over the current
//   window when steps completed since the last evaluation and feeds the
//   verdict to a DiagnosisTimeline (diagnosis_timeline.h): episodes of each
//   label, written to the store's diagnosis_episodes table as they change.
//   The engine runs outside the state lock (one evaluation at a time).
//   The live aggregator calls it a few times a second; a replay calls it
//   every few steps (report.cc). FinishDiagnosis() evaluates what is left
//   and closes the open episodes (end of the run).
// - Each complete step's point (step_point.h: the per-metric median, worst
//   and worst rank, the peak memory and the loss, the last rank to arrive
//   and its lateness) is built once, at completion. The terminal's timeline
//   (window snapshots), the store's step_aggregates, the web view's step
//   series (live through StepsAfter(), replayed through
//   RunStateOptions::on_step) all take that point; nothing recomputes it.
// - If a Store is given (not owned, must outlive this), every accepted
//   message is also written to it (ranks, names, steps, samples), and so are
//   the diagnosis episodes and each complete step's point (step_aggregates,
//   step_stats). A tiering store (Store::tiered()) also gets the rest of the
//   whole-run tiers: per store::kRankBucketSteps steps, each rank's
//   count, mean and max per metric and of its work per step (samples,
//   tokens) (flushed by FinishDiagnosis() at the end); the meta keys
//   kMetaRunFirstEnd and kMetaRunMinBegin at the first complete step;
//   and KeepDetail() ranges around each problem episode's start and end
//   and each health verdict other than OK (kKeepDetailAfterSteps).
#ifndef STEPLENS_AGGREGATOR_RUN_STATE_H_
#define STEPLENS_AGGREGATOR_RUN_STATE_H_

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "aggregator/diagnosis_timeline.h"
#include "aggregator/host_stats.h"
#include "aggregator/layer_stats.h"
#include "aggregator/node_clock.h"
#include "aggregator/rank_exit.h"
#include "aggregator/rank_state.h"
#include "aggregator/run_health.h"
#include "aggregator/setup_facts.h"
#include "aggregator/stats.h"
#include "aggregator/step_point.h"
#include "aggregator/sync_arrival.h"
#include "aggregator/tier_feed.h"
#include "aggregator/window_sums.h"
#include "base/metrics.h"
#include "base/mutex.h"
#include "base/status.h"
#include "diagnosis/diagnosis.h"
#include "diagnosis/health.h"
#include "diagnosis/input.h"
#include "protocol/codec.h"
#include "steplens/record.h"
#include "store/step_scan.h"
#include "store/store.h"

namespace steplens::aggregator {

inline constexpr uint32_t kDefaultWindowSteps = 100;
inline constexpr int64_t kDefaultHelloTimeoutMs = 30'000;
inline constexpr size_t kDefaultMaxPendingSteps = 1024;
inline constexpr size_t kMaxRecentErrors = 8;
// Complete steps' points kept for the web view's poller (StepsAfter()), at
// least: polled 4 times a second, a run of up to ~16 000 steps/s loses none.
inline constexpr size_t kStepPointsKept = 4096;

struct RunStateOptions {
  std::string run_id;  // expected run id; empty = accept any (first wins)
  std::string token;   // if non-empty, HELLO must carry it
  uint32_t window_steps = kDefaultWindowSteps;
  int64_t hello_timeout_ms = kDefaultHelloTimeoutMs;
  size_t max_pending_steps = kDefaultMaxPendingSteps;
  std::function<int64_t()> clock;  // monotonic ns; default base::MonotonicNs
  // True when something calls EvaluateDiagnosis() regularly (the live
  // aggregator's diagnosis thread): window snapshots then carry the latest
  // evaluation instead of running the engine themselves, so any number of
  // viewers costs no extra diagnosis. False: each snapshot diagnoses.
  bool snapshots_use_evaluations = false;
  // Health (diagnosis/health.h): the hang limit (0 = automatic) and the
  // ranks the launcher starts (0 = unknown; from HELLO's world size).
  int64_t hang_after_ms = 0;
  uint32_t expected_world_size = 0;
  // Live only (the ingest path): estimate each rank's clock offset from
  // its HELLO and heartbeats (the send time they carry against this host's
  // receive time; see RankClock in rank_state.h). A replay's receive times mean nothing.
  bool estimate_clocks = false;
  // Live only (the ingest path): drop what a rank sends again after a
  // reconnect (replay_filter.h). A replay (report.h) merges its sources
  // itself, and its samples may come out of time order across them.
  bool drop_repeats = false;
  // Called with each complete step as it completes (its point, its ranks'
  // values and the metric table's names), under the state lock: it must not
  // call back into this RunState. A replay feeds the web view's step series
  // with it (report.h); the live view polls StepsAfter() instead.
  std::function<void(const StepPoint& point, const std::vector<RankStep>& entries,
                     const std::vector<std::string>& metric_names)>
      on_step;
};

// One complete step as the web view takes it: its point (step_point.h) and
// each rank's values (metric indices into the names StepsAfter() returns;
// empty for a step no longer in the window).
struct CompletedStep {
  StepPoint point;
  std::vector<RankStep> entries;
};

struct PhaseStats {
  std::string name;
  bool measured = false;
  double median_ms = 0.0;  // NaN when !measured
  double worst_ms = 0.0;
  int worst_rank = -1;
  double skew_pct = 0.0;  // NaN when undefined
};

struct MemoryStats {
  bool measured = false;
  std::string source;  // "cuda_peak_allocated" or "rss"; "" when !measured
  int64_t median_peak_bytes = kMissing;
  int64_t worst_peak_bytes = kMissing;
  int worst_rank = -1;
  double skew_pct = 0.0;  // NaN when undefined
};

struct RankView {
  uint32_t rank = 0;
  uint32_t local_rank = 0;
  int64_t node_first_rank = -1;  // NodeFirstRank
  double joined_after_s = 0.0;   // its first HELLO after the run's first one
  std::string host;
  uint32_t pid = 0;
  bool connected = false;
  bool finished = false;
  bool failed = false;  // disconnected mid-run without GOODBYE
  std::string disconnect_reason;
  uint64_t steps = 0;
  uint64_t dropped_records = 0;
  Activity activity = Activity::kIdle;
  uint64_t current_step = 0;
  int64_t last_heartbeat_ns = kMissing;  // aggregator clock
  int64_t last_step = -1;                // highest step reported
  bool has_process = false;
  ProcessSample last_process;
  SyncHook sync_hook = SyncHook::kUnknown;  // latest heartbeat's report
  std::string sync_hook_reason;
  // How the rank ended (diagnosis::RankEndKindName; "running" while it
  // runs) and the details: exception / exit / disconnect, one line.
  std::string end = "running";
  std::string end_detail;
  bool in_sync = false;        // latest heartbeat: waiting in gradient sync
  bool in_dataloader = false;  // latest heartbeat: fetching a batch
  // The rank's clock (live runs): whether its offset is estimated from the
  // connection rather than taken from its host's wall clock, how far the
  // estimate is from the wall clocks' offset, and the samples' jitter.
  bool clock_sampled = false;  // false: no sample (a replay)
  bool clock_estimated = false;
  double clock_skew_ms = 0.0;
  double clock_spread_ms = 0.0;
  // Its node's two-way estimate through the relay (node_clock.h) is in
  // use, within ± clock_bound_ms.
  bool clock_two_way = false;
  double clock_bound_ms = 0.0;
  // Its connection comes through its node's relay (while connected).
  bool via_relay = false;
  // Its relay has been silent (a partition) since this wall time, for
  // unreachable_for_s; kMissing / 0 while it is heard.
  int64_t unreachable_since_wall_ns = kMissing;
  double unreachable_for_s = 0.0;
  // Step records received from it (each step once: a repeat is dropped).
  uint64_t step_records = 0;
  // Bytes its frames took on the wire to this aggregator (live runs: the
  // ingest path counts them, whichever connection or relay they came
  // through; repeats included) and their rate (byte_rate.h): the recent one
  // in a window snapshot, the mean from its first byte to its last in a
  // whole-run one; NaN when unknown.
  uint64_t bytes_received = 0;
  double bytes_per_sec = std::numeric_limits<double>::quiet_NaN();
  // Wall clock (ns since the epoch) of the end of the latest step record
  // received from this rank (late ones included); kMissing before one.
  int64_t last_step_end_wall_ns = kMissing;
  // Throughput of this rank over the snapshot's steps: the snapshot's step
  // rate × the rank's mean work per step; NaN when it logged none.
  double samples_per_sec = std::numeric_limits<double>::quiet_NaN();
  double tokens_per_sec = std::numeric_limits<double>::quiet_NaN();
  // Model FLOP/s achieved (the snapshot's step rate × the rank's model FLOPs
  // per step) and its share of the device's peak; NaN when unknown.
  double flops_per_sec = std::numeric_limits<double>::quiet_NaN();
  double mfu = std::numeric_limits<double>::quiet_NaN();
  // Mean per step of each metric (Snapshot::metric_names order) over the
  // snapshot's steps (window or whole run); NaN when not measured.
  std::vector<double> metric_mean_ms;
};

// Arrival at gradient synchronisation of one rank (see the contract).
struct SyncArrivalStats {
  uint32_t rank = 0;
  uint64_t steps = 0;             // steps with arrival data compared to others
  uint64_t last_arrivals = 0;     // of those, steps it arrived last (untied)
  double mean_lateness_ms = 0.0;  // NaN when steps == 0
};

struct Snapshot {
  bool whole_run = false;  // false: rolling window
  std::string run_id;
  uint32_t world_size = 0;
  uint32_t ranks_seen = 0;
  bool all_ranks_joined = false;
  uint64_t steps_completed = 0;
  int64_t last_complete_step = -1;
  uint32_t window_steps = 0;   // steps aggregated in this snapshot
  double steps_per_sec = 0.0;  // NaN when unknown
  // The job's throughput: steps_per_sec × the work per step summed over the
  // ranks that report it (each rank's mean); NaN when no rank does.
  double samples_per_sec = std::numeric_limits<double>::quiet_NaN();
  double tokens_per_sec = std::numeric_limits<double>::quiet_NaN();
  // Model FLOP/s of the job (ranks with a FLOP count) and MFU: their FLOP/s
  // over the peak of the ranks that have both; NaN when unknown.
  double flops_per_sec = std::numeric_limits<double>::quiet_NaN();
  double mfu = std::numeric_limits<double>::quiet_NaN();
  double observed_duration_s = 0.0;  // first step begin .. last end; NaN
  // The built-in phases (base/metrics.h order), then user regions.
  std::vector<PhaseStats> phases;
  PhaseStats step;
  PhaseStats wait;
  double wait_share_pct = 0.0;  // NaN when undefined
  MemoryStats memory;
  // Sync arrival per rank that said HELLO, by rank (window or whole run).
  bool sync_measured = false;  // some rank has compared steps
  std::vector<SyncArrivalStats> sync_arrival;
  std::vector<RankView> ranks;  // ranks that said HELLO, by rank
  bool has_system = false;
  SystemSample system;                // latest sample of the first rank's host
  std::vector<ProcessStats> process;  // whole run, by rank
  std::vector<HostStats> hosts;       // whole run
  uint64_t dropped_records_total = 0;
  uint64_t decode_errors = 0;
  uint64_t rejected_connections = 0;
  uint64_t late_records = 0;
  uint64_t forced_steps = 0;
  uint64_t duplicate_records = 0;  // sent again after a reconnect, dropped
  uint64_t truncated_tails = 0;
  uint64_t store_dropped_rows = 0;
  std::vector<std::string> recent_errors;  // oldest first
  // A node whose ranks or relay run another steplens release than this
  // aggregator: one sentence each, naming the node and both releases.
  std::vector<std::string> mixed_installs;
  // Live timeline (window snapshots only): last window_steps steps.
  std::vector<std::string> metric_names;  // base/metrics.h order
  std::vector<StepPoint> timeline;
  // Window snapshots: the diagnosis engine's verdict over the rolling
  // window (the last window_steps complete steps; with
  // snapshots_use_evaluations, the latest evaluation's, up to one
  // evaluation interval old). Whole-run snapshots:
  // step_time and step_memory are the whole-run verdicts of the diagnosis
  // timeline (DiagnosisTimeline::WholeRun) once it has evaluations, else the
  // window's; context is the window's.
  diagnosis::Diagnoses diagnosis;
  // The engine's verdict over the last window (both kinds of snapshot).
  diagnosis::Diagnoses window_diagnosis;
  // The timeline's episodes, oldest first (bounded, see the timeline).
  std::vector<DiagnosisEpisode> diagnosis_episodes;
  uint64_t diagnosis_evaluations = 0;
  uint64_t suppressed_blips = 0;  // DiagnosisTimeline::suppressed_blips()
  // Health (diagnosis/health.h): the latest evaluation (EvaluateHealth),
  // and its episodes (label/rank changes), oldest first, bounded.
  diagnosis::Diagnosis health;
  std::vector<HealthEpisode> health_episodes;
  uint32_t expected_world_size = 0;       // 0 = unknown
  std::vector<uint32_t> never_connected;  // once the job ended
  // Deep mode (layer_stats.h): per module, whole run; empty without it.
  std::vector<LayerRow> layers;
  uint64_t layer_steps = 0;  // LAYERS frames received (rank steps)
  // The ranks' setup facts (setup_facts.h); never null.
  std::shared_ptr<const SetupView> setup = std::make_shared<const SetupView>();
};

class RunState {
 public:
  explicit RunState(RunStateOptions options = {}, store::Store* store = nullptr);
  RunState(const RunState&) = delete;
  RunState& operator=(const RunState&) = delete;

  // Optional: names the peer (e.g. "10.0.0.2:51234") for error messages
  // about a connection that has not said HELLO yet.
  void OnConnect(uint64_t conn_id, const std::string& peer);
  // A relay connection's RELAY_HELLO (protocol/codec.h): the token and run
  // id checks of a rank's HELLO (and the protocol version). An error Status,
  // recorded as a refused connection, when it must be closed.
  base::Status OnRelayHello(uint64_t conn_id, const protocol::RelayHello& hello);
  // Relay connection relay_conn carries connection channel_conn (a rank's).
  void OnRelayChannel(uint64_t channel_conn, uint64_t relay_conn);
  // A CLOCK_PONG of the relay on connection relay_conn, received at
  // received_ns on this host's CLOCK_MONOTONIC: that node's two-way clock
  // estimate (node_clock.h), which the ranks it carries use from then on
  // (run_state_nodes.cc). Keyed by the relay, not the host: two launchers
  // on one host are two nodes, and only one of them has a relay.
  void OnClockPong(uint64_t relay_conn, const protocol::ClockPong& pong, int64_t received_ns);
  // Relay connection relay_conn has sent nothing since since_ns (this
  // host's CLOCK_MONOTONIC; a partition, ingest.h), or is heard again
  // (kMissing): the ranks it carries are unreachable since then
  // (RankView::unreachable_since_wall_ns) until heard or reconnected.
  void OnRelaySilent(uint64_t relay_conn, int64_t since_ns);
  // wire_bytes: the frame's size on the wire (FrameDecoder::
  // last_frame_bytes), counted for the rank once the message is accepted
  // (RankView::bytes_received); 0 where bytes mean nothing (a replay).
  [[nodiscard]] base::Status OnMessage(uint64_t conn_id, const protocol::Message& message,
                                       uint64_t wire_bytes = 0);
  // The connection ended. Unless the rank said GOODBYE (or finished) first,
  // it failed mid-run when `failure` (peer vanished), else it was closed in
  // an orderly way (aggregator shutdown, end of a replay).
  void OnDisconnect(uint64_t conn_id, const std::string& reason, bool failure = true);
  // Records a decode error and ends the connection (a later OnDisconnect
  // for it is a no-op).
  void OnDecodeError(uint64_t conn_id, const std::string& reason);
  // A stream (spool file) ended in the middle of a frame: normal for a
  // killed process; counted, not an error.
  void OnTruncatedTail(uint64_t conn_id, size_t bytes);
  // Ends every connection without marking ranks failed (aggregator stops).
  void OnShutdown(const std::string& reason);
  // Time-driven progress (the hello timeout). Call about once a second.
  void Tick();
  // Diagnosis timeline (see the contract). EvaluateDiagnosis returns false
  // when no step completed since the last evaluation (nothing done).
  bool EvaluateDiagnosis();
  void FinishDiagnosis();

  // Failure attribution (diagnosis/health.h). The launcher reports each
  // rank's exit record, a stop the user asked for, the job's end and stack
  // dumps; EvaluateHealth() (about once a second, and at the end) turns
  // them and the ranks' heartbeats into the health verdict. A HANG holds
  // until a step completes or a rank fails: an evaluation that says OK
  // with no step completed since keeps it (the stuck rank busy while its
  // stack is taken is not progress).
  void OnRankExit(const RankExit& exit);
  // signal: the first one the user sent `steplens run`; at_ns: when
  // (CLOCK_MONOTONIC, taken in the signal handler; 0 = now).
  void OnStopRequested(int signal, int64_t at_ns = 0);
  void OnJobEnded(int exit_code);
  void SetRankStack(uint32_t rank, std::string stack, std::string unavailable);
  diagnosis::Diagnosis EvaluateHealth();
  // The latest health evaluation (cheap: no evaluation).
  diagnosis::Diagnosis Health() const;
  // The final health verdict and its episodes into the store's meta table
  // ("health", "health_episodes"; the launcher calls it once the job ended
  // and EvaluateHealth ran). RestoreHealth() is its inverse for `report`:
  // from a run's meta table (with "rank_exit.<r>", "rank_failure.<r>",
  // "stop_signal") it sets the job's end, the ranks' ends and the verdict;
  // without a stored verdict it evaluates one (exit code unknown: nullopt).
  void PersistHealth();
  void RestoreHealth(const std::map<std::string, std::string>& meta, std::optional<int> exit_code);
  // Deep mode's figures: FinishDiagnosis() writes them to the meta key
  // "layers"; RestoreLayers() reads them back when no LAYERS frame was
  // replayed (`report` from the database).
  void RestoreLayers(const std::map<std::string, std::string>& meta);
  // The ranks' setup facts (setup_facts.h): SETUP frames store them in the
  // meta table as they come; RestoreSetup() reads them back (`report`).
  void RestoreSetup(const std::map<std::string, std::string>& meta);
  // Local ranks' pids (for stack dumps): (rank, pid, host) of live ranks and
  // of ranks that finished (said goodbye) but whose process has not exited.
  std::vector<std::tuple<uint32_t, uint32_t, std::string>> LiveRankPids() const;

  // What a tiered store holds of the whole run besides the detail.
  struct TierSeed {
    store::RankBucketTotals buckets;
    uint64_t aggregated_steps = 0;  // complete steps only the tiers describe
    // The meta table's kMetaRunFirstEnd / kMetaRunMinBegin (kMissing: absent).
    int64_t first_end_ns = kMissing;
    int64_t min_begin_ns = kMissing;
  };
  // Replaying a tiered run (report.cc): the whole-run per-rank means of
  // each metric and of the work per step (samples, tokens), and the memory
  // peaks, of the steps below buckets.end_step are the store's rank buckets
  // (every complete step of the live run, including those whose detail was
  // deleted); a replayed step below it then adds to the window figures
  // only. With first_end_ns, the whole-run step rate (and the work rates
  // built on it) counts the aggregated steps from the run's first step end,
  // as the live run did; without it the rates cover the replayed steps
  // only. Call after the ranks' HELLOs and before their steps. Sync
  // arrival and the diagnosis still come from the replayed steps.
  void SeedWholeRun(const TierSeed& seed);

  // The complete steps after step `after` among the last
  // max(window_steps, kStepPointsKept), ascending (the ranks' values of those
  // in the window only), and the metric table's names.
  std::vector<CompletedStep> StepsAfter(int64_t after,
                                        std::vector<std::string>* metric_names) const;
  Snapshot GetSnapshot() const;     // rolling window + timeline
  Snapshot GetRunSnapshot() const;  // whole run
  store::Store* store() const { return store_; }
  uint64_t steps_completed() const;
  uint32_t world_size() const;
  const RunStateOptions& options() const { return options_; }

 private:
  struct CompleteStep {
    uint64_t seq = 0;  // completion order
    int64_t end_ns = kMissing;
    std::vector<RankStep> entries;
  };
  // Memory peaks counted by source, to say which one a statistic used.
  struct MemSources {
    uint64_t cuda = 0, rss = 0;
    void Add(bool is_cuda) { ++(is_cuda ? cuda : rss); }
    void Remove(bool is_cuda) { --(is_cuda ? cuda : rss); }
  };
  struct Conn {
    int64_t rank = -1;  // -1 until HELLO
    std::string peer;   // "" when unknown
  };

  // Helpers that touch the state require mu_ (checked by clang).
  int64_t Now() const;
  // Adds a clock sample of rank `rs` (its send time `sent_mono_ns`) and
  // switches or refreshes its offset (RankClock).
  // The rank's node's two-way estimate, when there is one, into its clock.
  void ApplyNodeClock(RankState& rs, uint32_t rank, bool hello) STEPLENS_REQUIRES(mu_);
  void ForgetRelayLink(uint64_t conn_id) STEPLENS_REQUIRES(mu_);
  // A HELLO's or RELAY_HELLO's steplens release ("" = not sent): another
  // than this build's is named once per host and release in
  // mixed_installs_ (run_state_nodes.cc).
  void NoteRelease(const std::string& who, const std::string& host, const std::string& release)
      STEPLENS_REQUIRES(mu_);
  void SampleClock(RankState& rs, uint32_t rank, int64_t sent_mono_ns, bool hello)
      STEPLENS_REQUIRES(mu_);
  base::Status Reject(uint64_t conn_id, const std::string& reason) STEPLENS_REQUIRES(mu_);
  // The checks a HELLO and a RELAY_HELLO share (protocol version, token, run
  // id); `frame` names it in the reason.
  base::Status CheckCredentials(uint64_t conn_id, const char* frame, uint16_t version,
                                const std::string& token, const std::string& run_id)
      STEPLENS_REQUIRES(mu_);
  void AddError(const std::string& message) STEPLENS_REQUIRES(mu_);
  std::string Describe(uint64_t conn_id) const STEPLENS_REQUIRES(mu_);
  base::Status HandleHello(uint64_t conn_id, const HelloInfo& hello) STEPLENS_REQUIRES(mu_);
  // Message handlers of a connection bound to `rank` (OnMessage's visitor).
  void Handle(RankState& rs, uint32_t rank, const NameInfo& name) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const StepRecord& record) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const Heartbeat& hb) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const ProcessSample& s) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const SystemSample& s) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const Goodbye& g) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const FailureReport& f) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const LayerStep& l) STEPLENS_REQUIRES(mu_);
  void Handle(RankState& rs, uint32_t rank, const SetupInfo& s) STEPLENS_REQUIRES(mu_);
  // One step record as this rank's values for alignment.
  RankStep ToRankStep(RankState& rs, uint32_t rank, const StepRecord& record, int64_t wait_ns,
                      const StepSignals& signals) STEPLENS_REQUIRES(mu_);
  void EndConnection(uint64_t conn_id, const std::string& reason, bool failure)
      STEPLENS_REQUIRES(mu_);
  void SetLive(RankState& rs, bool live) STEPLENS_REQUIRES(mu_);
  void SetMaxStep(RankState& rs, int64_t step) STEPLENS_REQUIRES(mu_);
  void DropLiveMaxStep(int64_t step) STEPLENS_REQUIRES(mu_);
  void PutRankRow(uint32_t rank, const RankState& rs) STEPLENS_REQUIRES(mu_);
  bool GateOpen() const STEPLENS_REQUIRES(mu_);
  void TryComplete() STEPLENS_REQUIRES(mu_);
  void CompletePending(bool forced) STEPLENS_REQUIRES(mu_);
  void AddToStats(const CompleteStep& cs, uint64_t step) STEPLENS_REQUIRES(mu_);
  void EvictFromWindow(const CompleteStep& cs) STEPLENS_REQUIRES(mu_);
  // Snapshots (run_state_snapshot.cc).
  void FillCommon(Snapshot* snap) const STEPLENS_REQUIRES(mu_);
  // Rank r's view (it said HELLO) over the window or the whole run.
  RankView ViewOf(uint32_t r, bool whole_run) const STEPLENS_REQUIRES(mu_);
  // samples_per_sec / tokens_per_sec of the job and each rank, from
  // snap->steps_per_sec (set first) and the ranks' work per step.
  void FillThroughput(Snapshot* snap) const STEPLENS_REQUIRES(mu_);
  // The window as the diagnosis engine's input (diagnosis_input.cc); the
  // engine itself runs after the lock is released.
  // The diagnosis input in two halves (diagnosis_input.cc): what is small,
  // taken under the lock, and the window's cells, laid out without it.
  struct PendingInput {
    diagnosis::DiagnosisInput in;  // all but the window's cells
    uint32_t world = 0;
    std::vector<std::shared_ptr<const CompleteStep>> window;
    std::vector<int> engine_metric;  // metric index → engine metric, -1 unused
    int64_t ram_capacity_bytes = kMissing;
    int64_t gpu_capacity_bytes = kMissing;
  };
  PendingInput TakeDiagnosisInputLocked() const STEPLENS_REQUIRES(mu_);
  static diagnosis::DiagnosisInput FinishDiagnosisInput(PendingInput p);
  PhaseStats MetricStats(int metric, bool whole_run) const STEPLENS_REQUIRES(mu_);
  MemoryStats MemStats(bool whole_run) const STEPLENS_REQUIRES(mu_);
  // Health: the rules' input for rank r (connection and position from the
  // rank's state, its end from health_), and the run's.
  diagnosis::RankHealthInput RankHealthLocked(uint32_t rank) const STEPLENS_REQUIRES(mu_);
  RunProgress ProgressLocked() const STEPLENS_REQUIRES(mu_);
  uint32_t ExpectedWorldLocked() const STEPLENS_REQUIRES(mu_);
  // A rank's monotonic time on this host's CLOCK_MONOTONIC (health times).
  int64_t LocalMonoNs(const RankState& rs, int64_t rank_mono_ns) const;

  const RunStateOptions options_;
  store::Store* const store_;
  std::string local_host_;            // set at construction
  int64_t local_wall_offset_ns_ = 0;  // this host's wall - monotonic

  mutable base::Mutex mu_;
  std::string run_id_ STEPLENS_GUARDED_BY(mu_);
  uint32_t world_size_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint32_t ranks_seen_ STEPLENS_GUARDED_BY(mu_) = 0;
  int64_t first_hello_ns_ STEPLENS_GUARDED_BY(mu_) = kMissing;
  // Indexed by rank, world_size_ entries.
  std::vector<RankState> ranks_ STEPLENS_GUARDED_BY(mu_);
  std::unordered_map<uint64_t, Conn> conns_ STEPLENS_GUARDED_BY(mu_);
  // Each host's wall - monotonic clock, from its first HELLO.
  std::map<std::string, int64_t> host_offsets_ STEPLENS_GUARDED_BY(mu_);
  // Each relay connection's two-way clock estimate, and the relay of each
  // rank connection that came through one (until the connection ends).
  std::unordered_map<uint64_t, NodeClock> relay_clocks_ STEPLENS_GUARDED_BY(mu_);
  std::unordered_map<uint64_t, uint64_t> channel_relay_ STEPLENS_GUARDED_BY(mu_);
  // One sentence per (host, release) that differs from this build's.
  std::vector<std::string> mixed_installs_ STEPLENS_GUARDED_BY(mu_);
  std::set<std::string> mixed_install_keys_ STEPLENS_GUARDED_BY(mu_);
  // max_step of each live rank.
  // The max step of each live rank, as counts per step (few distinct values:
  // ranks move together), so the slowest live rank is begin().
  std::map<int64_t, uint32_t> live_max_steps_ STEPLENS_GUARDED_BY(mu_);

  metrics::MetricTable metric_table_ STEPLENS_GUARDED_BY(mu_);

  // Alignment and the window.
  std::map<uint64_t, std::vector<RankStep>> pending_ STEPLENS_GUARDED_BY(mu_);
  int64_t high_water_ STEPLENS_GUARDED_BY(mu_) = -1;  // every step <= this is complete
  uint64_t steps_completed_ STEPLENS_GUARDED_BY(mu_) = 0;
  int64_t last_complete_step_ STEPLENS_GUARDED_BY(mu_) = -1;
  int64_t last_progress_ns_ STEPLENS_GUARDED_BY(mu_) = kMissing;  // latest completion
  // Immutable once complete: a diagnosis input shares them (no copy under
  // the lock).
  std::deque<std::shared_ptr<const CompleteStep>> window_ STEPLENS_GUARDED_BY(mu_);
  StepPointBuilder point_builder_ STEPLENS_GUARDED_BY(mu_);
  // The last max(window_steps, kStepPointsKept) points; the last
  // window_.size() of them are the window's steps.
  std::deque<StepPoint> timeline_ STEPLENS_GUARDED_BY(mu_);
  // The last diagnosis::kThroughputHistorySteps complete steps' end and
  // samples (THROUGHPUT DROP looks further back than the window).
  std::deque<diagnosis::DiagnosisInput::ThroughputPoint> throughput_history_
      STEPLENS_GUARDED_BY(mu_);
  // The run's first non-finite loss / gradient norm (training diagnosis).
  diagnosis::DiagnosisInput::NonFinite first_non_finite_ STEPLENS_GUARDED_BY(mu_);
  WindowAndRun<MemSources> mem_sources_ STEPLENS_GUARDED_BY(mu_);
  int64_t run_first_end_ STEPLENS_GUARDED_BY(mu_) = kMissing;
  int64_t run_last_end_ STEPLENS_GUARDED_BY(mu_) = kMissing;
  int64_t run_min_begin_ STEPLENS_GUARDED_BY(mu_) = kMissing;
  // SeedWholeRun(): steps below this one are in the whole-run sums already.
  uint64_t run_seeded_below_ STEPLENS_GUARDED_BY(mu_) = 0;
  // ... and this many complete steps that were not replayed count in the
  // whole-run step rate.
  uint64_t run_seeded_steps_ STEPLENS_GUARDED_BY(mu_) = 0;
  TierFeed tiers_ STEPLENS_GUARDED_BY(mu_);

  std::map<std::string, HostAcc> hosts_ STEPLENS_GUARDED_BY(mu_);

  uint64_t decode_errors_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint64_t rejected_connections_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint64_t late_records_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint64_t forced_steps_ STEPLENS_GUARDED_BY(mu_) = 0;
  // Step records a rank sent again (replay_filter.h), dropped.
  uint64_t duplicate_records_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint64_t truncated_tails_ STEPLENS_GUARDED_BY(mu_) = 0;
  std::deque<std::string> recent_errors_ STEPLENS_GUARDED_BY(mu_);

  // Diagnosis timeline. eval_mu_ serialises whole evaluations so
  // verdicts enter the timeline in step order; it is taken before mu_.
  base::Mutex eval_mu_;
  DiagnosisTimeline diagnosis_timeline_ STEPLENS_GUARDED_BY(mu_);
  // steps_completed_ at the last evaluation.
  uint64_t evaluated_steps_ STEPLENS_GUARDED_BY(mu_) = 0;
  bool have_evaluation_ STEPLENS_GUARDED_BY(mu_) = false;
  diagnosis::Diagnoses last_evaluation_ STEPLENS_GUARDED_BY(mu_);

  // Health: ends, verdict and episodes. Every health time is on this
  // host's CLOCK_MONOTONIC (the clock of Now() in production, of exit
  // records and the user's stop); LocalMonoNs maps a rank's time onto it.
  RunHealth health_ STEPLENS_GUARDED_BY(mu_);
  LayerStats layers_ STEPLENS_GUARDED_BY(mu_);  // deep mode
  SetupFacts setup_ STEPLENS_GUARDED_BY(mu_);
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_RUN_STATE_H_
