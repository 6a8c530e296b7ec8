// aggregator/rank_state.h — what the aggregator keeps of one rank, split by
// concern: its connection, its clock, its position (latest heartbeat), its
// training signals and work, and its statistics. RunState holds one
// RankState per rank and orchestrates them; how a rank ended lives in
// RunHealth (run_health.h).
//
// Contract
// - RankClock: a rank's clock against the aggregator's, from one-way
//   samples. Each HELLO and HEARTBEAT carries the rank's CLOCK_MONOTONIC at
//   send; the aggregator's at receive minus it is the offset plus the
//   one-way delay. The minimum over the last kClockSamples samples is the
//   estimate (the least-delayed message; a window so that drift between
//   hosts is followed), its spread (median - minimum) the delay jitter. The
//   wall clocks' offset (the host's, from its HELLO) is used unless the
//   estimate disagrees with it by more than kClockGrossSkewNs at once, or
//   kClockSkewNs after kClockMinSamples samples (NTP keeps a cluster within
//   ~1 ms; a larger gap is a wrong clock); from then on the estimate is the
//   offset in use, refreshed when it moves by more than kClockMoveNs.
//   LocalMonoNs() maps a rank's monotonic time onto this host's.
//   UseTwoWay() replaces the one-way estimate by its node's two-way one
//   (node_clock.h, through the node's relay): in use until the next Reset,
//   later samples update only the spread.
// - RankSignals: the scalar names a rank announced for its training signals
//   (loss, gradient norm, samples, tokens, model FLOPs, peak FLOP/s), and
//   Read(), which takes them out of one step record: finite values for the
//   step, the latest FLOP counts, and the run's first non-finite loss or
//   gradient norm (the earliest step wins, then the lowest rank).
// - Plain values, no locking: RunState's lock guards them all.
#ifndef STEPLENS_AGGREGATOR_RANK_STATE_H_
#define STEPLENS_AGGREGATOR_RANK_STATE_H_

#include <array>
#include <cstdint>
#include <deque>
#include <limits>
#include <string>
#include <vector>

#include "aggregator/byte_rate.h"
#include "aggregator/host_stats.h"
#include "aggregator/replay_filter.h"
#include "aggregator/sync_arrival.h"
#include "aggregator/window_sums.h"
#include "diagnosis/input.h"
#include "steplens/record.h"

namespace steplens::aggregator {

inline constexpr uint32_t kMaxWorldSize = 1u << 16;

// A node: one launcher's ranks on one host, which torchrun numbers
// contiguously, so (host, rank - local rank) names it; two launchers on
// one host are two nodes. The health rules (node lost) and every view
// group ranks by it.
inline int64_t NodeFirstRank(uint32_t rank, uint32_t local_rank) {
  return local_rank <= rank ? static_cast<int64_t>(rank - local_rank) : -1;
}

// Clock estimation (RankClock, see the contract).
inline constexpr size_t kClockSamples = 32;
inline constexpr int64_t kClockSkewNs = 5'000'000;
inline constexpr int64_t kClockGrossSkewNs = 50'000'000;
inline constexpr size_t kClockMinSamples = 3;
inline constexpr int64_t kClockMoveNs = 100'000;

// The rank's identity and connection.
struct RankConn {
  bool seen = false;
  int64_t first_hello_ns = kMissing;
  uint32_t local_rank = 0;
  std::string host;
  uint32_t pid = 0;
  int64_t conn = -1;  // current connection, -1 none
  bool connected = false;
  bool finished = false;
  bool failed = false;
  bool live = false;
  std::string disconnect_reason;
  int64_t connected_ns = kMissing;
  int64_t disconnected_ns = kMissing;
  // Its relay's connection has been silent since (aggregator clock;
  // RunState::OnRelaySilent), kMissing while it is heard.
  int64_t unreachable_since_ns = kMissing;
};

class RankClock {
 public:
  // A new connection: the host's wall-clock offset, no samples.
  void Reset(int64_t wall_offset_ns);
  struct Sampled {
    bool switched = false;  // the estimate is in use from this sample on
    bool moved = false;     // the offset in use changed
  };
  // A sample: received_ns on this host's monotonic clock, sent_mono_ns the
  // rank's; host_wall_offset_ns the rank's host's wall - monotonic (its
  // HELLO), local_wall_offset_ns this host's.
  Sampled Sample(int64_t received_ns, int64_t sent_mono_ns, int64_t host_wall_offset_ns,
                 int64_t local_wall_offset_ns);
  // The node's two-way estimate: estimate_ns = this host's monotonic - the
  // rank's (as a sample's received - sent, without the one-way delay),
  // bound_ns its error bound. True when the offset in use changed.
  bool UseTwoWay(int64_t estimate_ns, int64_t bound_ns, int64_t host_wall_offset_ns,
                 int64_t local_wall_offset_ns);
  // A rank's monotonic time on this host's monotonic clock; same_host: the
  // rank runs here (one CLOCK_MONOTONIC, unless its clock was found off).
  int64_t LocalMonoNs(int64_t rank_mono_ns, bool same_host, int64_t local_wall_offset_ns) const;

  // rank mono + offset = the aggregator's step clock (wall).
  int64_t offset_ns() const { return offset_ns_; }
  bool sampled() const { return !samples_.empty(); }
  bool estimated() const { return estimated_; }
  int64_t skew_ns() const { return skew_ns_; }      // estimate - the wall clocks' offset
  int64_t spread_ns() const { return spread_ns_; }  // median - minimum of the samples
  bool two_way() const { return two_way_; }
  int64_t bound_ns() const { return bound_ns_; }  // two-way only

 private:
  bool two_way_ = false;
  int64_t bound_ns_ = 0;
  int64_t offset_ns_ = 0;
  std::deque<int64_t> samples_;  // receive - send, newest last
  bool estimated_ = false;
  int64_t skew_ns_ = 0;
  int64_t spread_ns_ = 0;
};

// The rank's position: its records and latest heartbeat.
struct RankPosition {
  uint64_t records = 0;
  uint64_t steps_done = 0;
  uint64_t dropped = 0;
  int64_t max_step = -1;
  Activity activity = Activity::kIdle;
  uint64_t current_step = 0;
  int64_t last_heartbeat_ns = kMissing;
  uint8_t hb_flags = 0;
  uint64_t collective_seq = 0;  // latest reported (heartbeat); 0 = none
  SyncHook sync_hook = SyncHook::kUnknown;
  std::string sync_hook_reason;
  // Wall clock of the end of the latest step record (late ones included).
  int64_t last_step_end_wall_ns = kMissing;
};

// One step's training signals (finite values only; NaN / kMissing: none).
struct StepSignals {
  double loss = std::numeric_limits<double>::quiet_NaN();
  double grad_norm = std::numeric_limits<double>::quiet_NaN();
  int64_t samples = kMissing;  // work, rounded to an integer count
  int64_t tokens = kMissing;
};

class RankSignals {
 public:
  // A NAME frame for a scalar id.
  void Name(uint16_t id, const std::string& name);
  // The signals of `record` (step `step` of `rank`); non-finite losses and
  // gradient norms go to *first_non_finite (see the contract).
  StepSignals Read(const StepRecord& record, uint32_t rank, int64_t step,
                   diagnosis::DiagnosisInput::NonFinite* first_non_finite);
  // The latest model FLOPs per step and device peak FLOP/s (NaN: none).
  double flops() const { return flops_; }
  double peak_flops() const { return peak_flops_; }

  // Work per complete step (samples, tokens).
  WindowAndRun<MeanAcc> samples, tokens;

 private:
  int loss_ = -1, grad_norm_ = -1, samples_ = -1, tokens_ = -1, flops_id_ = -1, peak_flops_id_ = -1;
  double flops_ = std::numeric_limits<double>::quiet_NaN();
  double peak_flops_ = std::numeric_limits<double>::quiet_NaN();
};

// The rank's statistics over the window and the whole run.
struct RankStats {
  std::vector<WindowAndRun<MeanAcc>> metrics;  // by metric index
  SlidingMax mem_window;
  int64_t mem_run_peak = kMissing;
  WindowAndRun<SyncAcc> sync;
  ProcessAcc process;
};

struct RankState {
  RankConn conn;
  RankClock clock;
  RankPosition pos;
  RankSignals signals;
  RankStats stats;
  // The bytes its frames took on the wire to this aggregator (live only).
  ByteRate traffic;
  // What it already delivered: frames it sends again are dropped.
  ReplayFilter replay;
  // User phase id -> metric index (-1 unknown).
  std::array<int, kMaxPhases> region_metric;
  RankState() { region_metric.fill(-1); }
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_RANK_STATE_H_
