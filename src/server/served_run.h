// server/served_run.h — one run as the web API sees it: live (a RunState fed
// by the ingest server, plus its database) or finished (a run directory).
//
// Contract
// - Finished runs: LoadFinished() rebuilds the run with
//   aggregator::LoadRunForReport (summary, last window); its step series
//   takes each replayed step's point as the replay's RunState builds it
//   (ReportOptions::on_step; a tiered database adds the aggregated steps'
//   points and the per-rank buckets from the store). Afterwards nothing
//   changes, so the JSON answers are built once. A run without a database
//   (spool files only) gets its series from the replay all the same.
// - Run cache. A full load of a long run takes seconds (a 100k-step 8-rank
//   database: ~5 s here), so the result — summary, window, status and the
//   series image — is kept in <run_dir>/steplens-web.cache, keyed by the
//   size and modification time of the database and of every spool file
//   (and a format number). LoadFinished() uses it when the key matches and
//   writes it after a full load; `steplens run` writes it when the run ends
//   (WriteCache). A stale, corrupt or unwritable cache is
//   ignored: the run is loaded in full.
// - Live runs: Live() wraps a RunState owned by the caller (it must outlive
//   this object). Poll() — called by one thread, the server's poller, about
//   4 times a second — takes a window snapshot and the steps the RunState
//   has completed since the last poll (RunState::StepsAfter: each step's
//   point as the RunState built it, and its ranks' values while the step is
//   in the window), appends them to the series (never reading the database:
//   nothing waits for the store to commit, nothing holds its pruning) and
//   publishes events:
//   `step` (the new steps, batched), `diagnosis`
//   (when a verdict's label, severity or rank, or a configuration finding,
//   changes), `status`, `system` and
//   `process` (about once a second). MarkFinished() publishes a last
//   `status` and `end`.
// - Events are kept in a bounded log (kEventLogSize); a client that falls
//   further behind skips to the oldest kept event. WaitEvents() blocks up to
//   a timeout for events newer than a sequence number.
// - Every public method is thread-safe (HTTP worker threads call the
//   getters while the poller calls Poll()). JSON never holds NaN.
#ifndef STEPLENS_SERVER_SERVED_RUN_H_
#define STEPLENS_SERVER_SERVED_RUN_H_

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "aggregator/compare.h"
#include "aggregator/report.h"
#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "base/mutex.h"
#include "base/status.h"
#include "server/step_series.h"
#include "store/step_scan.h"

namespace steplens::server {

inline constexpr size_t kEventLogSize = 512;
inline constexpr size_t kMaxStepsPerEvent = 1000;
inline constexpr int64_t kSampleEventIntervalMs = 1000;

// value as one line of JSON; invalid UTF-8 is replaced, never thrown.
std::string JsonLine(const nlohmann::ordered_json& value);

inline constexpr const char* kCacheFileName = "steplens-web.cache";

struct LoadOptions {
  bool use_cache = true;    // read the run cache when it matches
  bool write_cache = true;  // write it after a full load
};

struct Event {
  uint64_t seq = 0;
  std::string name;  // step, diagnosis, status, system, process, end
  std::string data;  // one JSON line
};

class ServedRun {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<ServedRun>> LoadFinished(
      const std::string& run_dir, const std::string& id, const LoadOptions& options = {});
  // `state` must outlive the ServedRun.
  static std::unique_ptr<ServedRun> Live(const aggregator::RunState* state,
                                         const aggregator::RunMeta& meta, const std::string& id);
  ~ServedRun();
  ServedRun(const ServedRun&) = delete;
  ServedRun& operator=(const ServedRun&) = delete;

  const std::string& id() const { return id_; }
  // Renames the run; only before it is handed to a WebServer.
  void set_id(const std::string& id) { id_ = id; }
  // The run id from its database meta or HELLOs ("" when unknown).
  std::string run_id() const;
  bool live() const;
  // The run directory ("" when unknown).
  std::string run_dir() const;
  // The RunState of a run served live (also after it ended); nullptr for a
  // finished run loaded from its directory.
  const aggregator::RunState* live_state() const { return state_; }

  nlohmann::ordered_json Info() const;
  nlohmann::ordered_json Summary() const;
  // The rolling-window view (for a finished run: its last window).
  nlohmann::ordered_json Window() const;
  nlohmann::ordered_json Steps(const StepRange& range, size_t max_points) const;
  std::optional<nlohmann::ordered_json> Heatmap(const std::string& metric, const StepRange& range,
                                                size_t max_steps) const;
  std::optional<nlohmann::ordered_json> RankSeries(uint32_t rank, const std::string& metric,
                                                   const StepRange& range, size_t max_points) const;

  // Live runs only (no-ops for finished ones).
  void Poll();
  // The job ended and its store is closed: reads the last steps, builds the
  // final summary and publishes `end`.
  void MarkFinished(const aggregator::RunMeta& meta);
  // Writes the run cache of a finished run into its run_dir.
  [[nodiscard]] base::Status WriteCache() const;
  bool from_cache() const { return from_cache_; }

  // Events a new SSE client starts with (diagnosis, status, system,
  // process; for a finished run status and end) and the sequence number to
  // wait after.
  std::vector<Event> InitialEvents(uint64_t* after) const;
  // Events with seq > *after, waiting up to `timeout` for one; advances
  // *after. Returns early (maybe empty) when Wake() is called.
  std::vector<Event> WaitEvents(uint64_t* after, std::chrono::milliseconds timeout) const;
  void Wake() const;
  bool ended() const;
  uint64_t steps_in_series() const;

 private:
  ServedRun() = default;
  nlohmann::ordered_json WindowFromSnapshot(const aggregator::Snapshot& snap) const
      STEPLENS_REQUIRES(mu_);
  nlohmann::ordered_json InfoLocked() const STEPLENS_REQUIRES(mu_);
  nlohmann::ordered_json StatusJson() const STEPLENS_REQUIRES(mu_);
  void Publish(const std::string& name, const nlohmann::ordered_json& data) STEPLENS_REQUIRES(mu_);
  // The steps completed since the last read into the series and a `step`
  // event.
  void ReadNewSteps() STEPLENS_REQUIRES(poll_mu_) STEPLENS_EXCLUDES(mu_);
  int64_t SeriesLastStep() const STEPLENS_EXCLUDES(mu_);

  bool ReadCache(const std::string& path, const std::string& signature) STEPLENS_REQUIRES(mu_);

  // Set before the run is shared (the factories, set_id), then only read.
  std::string id_;
  const aggregator::RunState* state_ = nullptr;  // live runs
  bool from_cache_ = false;

  mutable base::Mutex mu_;
  mutable base::CondVar events_cv_;
  aggregator::RunMeta meta_ STEPLENS_GUARDED_BY(mu_);
  bool live_ STEPLENS_GUARDED_BY(mu_) = false;
  bool ended_ STEPLENS_GUARDED_BY(mu_) = false;
  int64_t started_wall_ns_ STEPLENS_GUARDED_BY(mu_) = -1;
  StepSeries series_ STEPLENS_GUARDED_BY(mu_);
  nlohmann::ordered_json summary_ STEPLENS_GUARDED_BY(mu_);  // finished runs
  nlohmann::ordered_json status_ STEPLENS_GUARDED_BY(mu_);   // finished: the `status` event
  std::string run_id_ STEPLENS_GUARDED_BY(mu_);
  nlohmann::ordered_json window_ STEPLENS_GUARDED_BY(mu_);  // latest (live: the last poll)
  aggregator::Snapshot last_snapshot_ STEPLENS_GUARDED_BY(mu_);
  bool has_snapshot_ STEPLENS_GUARDED_BY(mu_) = false;
  std::string diagnosis_key_ STEPLENS_GUARDED_BY(mu_);
  nlohmann::ordered_json diagnosis_ STEPLENS_GUARDED_BY(mu_);
  std::deque<Event> events_ STEPLENS_GUARDED_BY(mu_);
  uint64_t next_seq_ STEPLENS_GUARDED_BY(mu_) = 1;
  mutable uint64_t wake_generation_ STEPLENS_GUARDED_BY(mu_) = 0;

  // Poller state (live runs): Poll, MarkFinished. Taken before mu_.
  base::Mutex poll_mu_;
  int64_t last_sample_event_ms_ STEPLENS_GUARDED_BY(mu_) = 0;
};

// GET /api/compare and `steplens compare`: {"a": A's Info(), "b": B's,
// then aggregator::CompareSummaries of their summaries}.
nlohmann::ordered_json CompareRuns(const ServedRun& a, const ServedRun& b,
                                   const aggregator::CompareOptions& options = {});

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_SERVED_RUN_H_
