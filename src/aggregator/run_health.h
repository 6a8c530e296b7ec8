// aggregator/run_health.h — the run's health over time: how each rank
// ended, how the job ended, the health verdict and its episodes (failure
// attribution, DESIGN.md §4; the rules are diagnosis/health.h's).
//
// Contract
// - Ends. OnFailure (a rank's FAILURE_REPORT, turned into RankFailureInfo
//   by RunState: a fatal report wins over an earlier non-fatal one; among
//   non-fatal ones the latest is kept), OnRankExit (the launcher's exit
//   record of a rank; one of a rank not seen yet is kept apart, as an early
//   exit, and is what that rank's input carries until it says HELLO),
//   OnStopRequested (the first stop the user asked for), OnJobEnded and
//   SetStack (a rank's stack dump). FillRankEnd() puts what is known of a
//   rank's end into its diagnosis::RankHealthInput; RunState fills the
//   rest (connection, position) from its own state.
// - Positions and verdict. Input() assembles the rules' HealthInput from
//   every expected rank's input and the run's progress; Update() takes the
//   rules' verdict. A HANG the rules found live holds until a step
//   completes: an evaluation that says OK with no step completed since keeps
//   it (the stuck rank busy while its stack is taken, one late heartbeat on
//   a loaded host, ranks dying at the user's signal are not progress).
// - Episodes: each change of (label, rank) opens one (the previous one
//   closes); at most kMaxHealthEpisodes, oldest dropped. Update() returns the
//   last complete step at which a problem episode (not OK) opened, so that
//   the caller keeps the store's detail around it; -1 otherwise.
// - Persistence. With a store (not owned, may be null, must outlive this):
//   each failure ("rank_failure.<r>", JSON), exit ("rank_exit.<r>") and stop
//   ("stop_signal") goes to the meta table as it comes, the final verdict and
//   episodes with Persist() ("health", "health_episodes"). Restore() is the
//   inverse for a replay (`report`): it sets the job's end, the ranks' ends
//   and, when stored, the verdict and episodes (returns false when no
//   verdict was stored: the caller evaluates one).
// - Every health time is on this host's CLOCK_MONOTONIC (RunState maps a
//   rank's clock onto it before calling).
// - Not thread-safe: RunState guards it with its lock, like the diagnosis
//   timeline.
#ifndef STEPLENS_AGGREGATOR_RUN_HEALTH_H_
#define STEPLENS_AGGREGATOR_RUN_HEALTH_H_

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "aggregator/rank_exit.h"
#include "aggregator/rank_state.h"
#include "diagnosis/diagnosis.h"
#include "diagnosis/health.h"
#include "store/store.h"

namespace steplens::aggregator {

inline constexpr size_t kMaxHealthEpisodes = 64;

// A period with one health verdict (label, rank): a HANG that resolves
// stays here as an episode.
struct HealthEpisode {
  std::string label;
  int rank = -1;
  std::string summary;
  int64_t start_ns = 0, end_ns = 0;        // aggregator clock
  int64_t start_step = -1, end_step = -1;  // last complete step
  bool open = true;
};

// What the run has done, for the rules (diagnosis::HealthInput).
struct RunProgress {
  int64_t now_ns = 0;
  uint32_t world_size = 0;  // expected ranks
  uint64_t steps_completed = 0;
  int64_t last_complete_step = -1;
  int64_t last_progress_ns = -1;  // latest step completion (or first HELLO)
  uint64_t rejected_connections = 0;
  double median_step_ms = 0.0;  // the window's; NaN when none
  int64_t hang_after_ns = 0;    // 0 = automatic
};

class RunHealth {
 public:
  explicit RunHealth(store::Store* store) : store_(store) {}

  // Ends (see the contract). `seen`: the rank has said HELLO.
  void OnFailure(uint32_t rank, const diagnosis::RankFailureInfo& info);
  void OnRankExit(const RankExit& exit, bool seen);
  // False (nothing changes) when a stop was asked for already.
  bool OnStopRequested(int signal, int64_t at_ns);
  void OnJobEnded(int exit_code);
  void SetStack(uint32_t rank, std::string stack, std::string unavailable);
  void FillRankEnd(uint32_t rank, bool seen, diagnosis::RankHealthInput* h) const;
  // Whether the launcher recorded rank's exit (its process has ended).
  bool Exited(uint32_t rank) const {
    auto it = ends_.find(rank);
    return it != ends_.end() && it->second.exit.has_value();
  }

  // Positions and verdict. `ranks`: every expected rank's input, by rank.
  diagnosis::HealthInput Input(std::vector<diagnosis::RankHealthInput> ranks,
                               const RunProgress& progress) const;
  int64_t Update(diagnosis::Diagnosis d, const RunProgress& progress);

  void Persist() const;
  bool Restore(const std::map<std::string, std::string>& meta, std::optional<int> exit_code,
               const std::function<bool(uint32_t rank)>& seen);

  bool job_ended() const { return job_ended_; }
  const diagnosis::Diagnosis& verdict() const { return verdict_; }
  const std::deque<HealthEpisode>& episodes() const { return episodes_; }

 private:
  struct RankEnd {
    std::optional<diagnosis::RankFailureInfo> failure;
    std::optional<RankExit> exit;
    std::string stack, stack_unavailable;
  };

  store::Store* const store_;
  std::map<uint32_t, RankEnd> ends_;          // by rank; read once it is seen
  std::map<uint32_t, RankExit> early_exits_;  // exits of ranks not seen then
  bool job_ended_ = false;
  std::optional<int> job_exit_code_;  // nullopt: unknown (spool replay)
  bool stop_requested_ = false;
  int64_t stop_ns_ = 0;
  int stop_signal_ = 0;
  diagnosis::Diagnosis verdict_;
  std::optional<diagnosis::Diagnosis> open_hang_;
  uint64_t open_hang_steps_ = 0;  // steps completed when it was said
  std::deque<HealthEpisode> episodes_;
};

// How a rank ended, for its view: diagnosis::RankEndKindName ("running"
// while it runs) and one line of detail (exception, exit or disconnect).
void DescribeRankEnd(const diagnosis::RankHealthInput& h, bool job_ended, std::string* end,
                     std::string* detail);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_RUN_HEALTH_H_
