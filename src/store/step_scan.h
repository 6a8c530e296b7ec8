// store/step_scan.h — range reads of the steps table, for views that need
// every step (the web server's step series), live or after the run.
//
// Contract
// - StepScanner::Open() opens <run_dir>/steplens.db read-only (a live run's
//   database is in WAL mode, so a reader never blocks the writer thread and
//   sees every committed transaction). The scanner owns its connection; one
//   thread at a time may use it.
// - Scan(first, last, fn) calls fn once per step in [first, last] that has
//   at least one row, in ascending step order, with that step's rows (one
//   per rank with a row in the ranks table, ascending rank). Rows are read
//   through the primary key, in chunks of about kScanChunkRows rows: all
//   ranks of a chunk's steps at once through (step, rank) (store format 3),
//   or per rank through (rank, step) in an older database. A range costs
//   O(rows in it) and memory stays bounded by the chunk, not by the run
//   (with rows of a few ranks per step beyond the ranks table's, more). A
//   row carries the built-in phases, memory and sync columns in a
//   StepRecord (user phases are not filled: their ids are per process), its
//   user regions by name and its logged loss: the scalar named "loss"
//   (kLossScalar) of the scalars table, read the same way (through its
//   primary key, per chunk, or per rank and chunk in an older database). A
//   scalar stored under its fallback name "scalar_<id>" (its NAME frame came
//   after the step) counts when the names table gives that rank's id the
//   name "loss". NaN when the rank logged none that step, the value was not
//   finite (stored as NULL) or not a number, or the database is older than
//   the scalars table.
// - Ranks() lists the ranks with a row in the ranks table; RowCounts() the
//   number of rows of each step in a range (live completeness checks).
// - Meta(), RankRows(), RegionNames() and Episodes() read the small tables
//   whole (exports: `steplens export`). RankRows() fills host, pid, failed,
//   disconnect_reason, clock_offset_ns and last_step; Episodes() is empty
//   for a database older than the diagnosis_episodes table.
// - Tiers(), ScanAggregates(), ScanRankBuckets() and BucketTotals()
//   read the tiers of a
//   tiering store (store.h): Scan() has no rows for the steps in
//   DetailTiers::Aggregated(); the aggregates describe them. Values read
//   from the file are checked (negative steps or ranks are skipped).
// - Errors (Status): the file is missing, not SQLite, corrupt, or lacks
//   the steps / step_regions tables. A database older than a column reads
//   it as missing.
#ifndef STEPLENS_STORE_STEP_SCAN_H_
#define STEPLENS_STORE_STEP_SCAN_H_

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/status.h"
#include "steplens/record.h"
#include "store/store.h"

struct sqlite3;
struct sqlite3_stmt;

namespace steplens::store {

inline constexpr size_t kScanChunkRows = 16384;

struct ScannedRegion {
  std::string name;
  int64_t cpu_ns = kMissing;
  int64_t gpu_ns = kMissing;
};

struct ScannedStep {
  uint32_t rank = 0;
  int64_t clock_offset_ns = 0;  // the rank's row in the ranks table
  StepRecord record;
  int64_t wait_ns = kMissing;  // as stored by the aggregator
  std::vector<ScannedRegion> regions;
  double loss = std::numeric_limits<double>::quiet_NaN();  // NaN = none logged
};

// What a tiering store (store.h, "Tiering") left: the window, the ranges
// whose detail was deleted and those kept in full inside them.
struct DetailTiers {
  uint64_t detail_steps = 0;     // 0: not tiered (every step has detail)
  std::vector<StepSpan> pruned;  // ascending, adjacent ones merged
  std::vector<StepSpan> kept;    // ascending, merged
  uint64_t late_rows = 0;        // step rows not stored (their step was pruned)
  uint64_t kept_refused = 0;     // KeepDetail() ranges over the budget
  uint64_t aggregated_rows = 0;  // step_aggregates rows in Aggregated(): complete steps
  // pruned minus kept: the steps only the tiers describe.
  std::vector<StepSpan> Aggregated() const;
  // Steps in Aggregated().
  uint64_t AggregatedSteps() const;
  // A one-line description for reports: "" when nothing was aggregated,
  // else "steps 0-98 303 (98 304 steps) are aggregated: ..." .
  std::string Describe() const;
};

// One rank's totals of one metric over every rank_buckets row (a replay of
// a tiered run rebuilds its whole-run figures from them).
struct RankMetricTotal {
  uint32_t rank = 0;
  std::string metric;  // a rank_buckets metric name (kMemoryName: peak bytes)
  uint64_t steps = 0;  // steps measured
  double sum = 0.0;    // of the per-step values (mean x steps per bucket)
  double max = 0.0;
};
struct RankBucketTotals {
  // One past the last bucket's steps (its first_step + kRankBucketSteps):
  // every complete step below it is in a bucket. 0 without buckets.
  uint64_t end_step = 0;
  std::vector<RankMetricTotal> totals;  // by rank, then metric
};

class StepScanner {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<StepScanner>> Open(
      const std::string& database_path);
  ~StepScanner();
  StepScanner(const StepScanner&) = delete;
  StepScanner& operator=(const StepScanner&) = delete;

  [[nodiscard]] base::StatusOr<std::vector<uint32_t>> Ranks();
  // Highest stored step over all ranks; kMissing when there is none.
  [[nodiscard]] base::StatusOr<int64_t> MaxStep();
  [[nodiscard]] base::Status Scan(
      uint64_t first, uint64_t last,
      const std::function<void(uint64_t step, const std::vector<ScannedStep>& rows)>& fn);
  // step -> rows stored, for steps in [first, last] with at least one.
  [[nodiscard]] base::StatusOr<std::map<uint64_t, uint32_t>> RowCounts(uint64_t first,
                                                                       uint64_t last);
  [[nodiscard]] base::StatusOr<std::map<std::string, std::string>> Meta();
  [[nodiscard]] base::StatusOr<std::vector<RankRow>> RankRows();
  // Distinct user region names, sorted.
  [[nodiscard]] base::StatusOr<std::vector<std::string>> RegionNames();
  // Diagnosis episodes by id.
  [[nodiscard]] base::StatusOr<std::vector<EpisodeRow>> Episodes();
  // The tiers' bookkeeping (empty for a database that never pruned).
  [[nodiscard]] base::StatusOr<DetailTiers> Tiers();
  // Tiers() without aggregated_rows (no count over step_aggregates): which
  // ranges are aggregated, for readers.
  [[nodiscard]] base::StatusOr<DetailTiers> Spans();
  // Every stored step in [first, last], ascending: on_detail with its rows
  // (as Scan()) where the database has them, on_aggregate (as
  // ScanAggregates()) for the steps in DetailTiers::Aggregated(). Reads the
  // tiers' small tables once per call.
  [[nodiscard]] base::Status ScanAll(
      uint64_t first, uint64_t last,
      const std::function<void(uint64_t step, const std::vector<ScannedStep>& rows)>& on_detail,
      const std::function<void(const StepAggregate&)>& on_aggregate);
  // step_aggregates and step_stats for steps in [first, last], ascending
  // (a step without a step_aggregates row is skipped). Nothing for a
  // database without the tables.
  [[nodiscard]] base::Status ScanAggregates(uint64_t first, uint64_t last,
                                            const std::function<void(const StepAggregate&)>& fn);
  // rank_buckets whose first_step is in [first, last], one call per bucket,
  // ascending (cells by rank, then metric). Both bucket readers skip a row
  // that is not a valid bucket: a negative step, a rank of 2^20 or more, no
  // steps, a mean or max that is not a finite number.
  [[nodiscard]] base::Status ScanRankBuckets(uint64_t first, uint64_t last,
                                             const std::function<void(const RankBuckets&)>& fn);
  // Every rank_buckets row summed per rank and metric, in one pass over
  // the table (memory: one total per rank and metric present). A total
  // that is not finite is left out. Empty for a database without the
  // table.
  [[nodiscard]] base::StatusOr<RankBucketTotals> BucketTotals();

 private:
  struct Statements;
  StepScanner(std::string path, sqlite3* db);
  base::Status Error() const;
  // Runs sql (no parameters) and calls fn per row.
  base::Status ForEachRow(const char* sql, const std::function<void(sqlite3_stmt*)>& fn);

  // The last stored step of each of `ranks` that has one.
  base::StatusOr<std::map<uint32_t, int64_t>> LastSteps(const std::vector<uint32_t>& ranks);

  const std::string path_;
  sqlite3* db_;
  bool step_major_ = false;  // StepMajorLayout(), set by Open()
  std::unique_ptr<Statements> statements_;
  std::map<uint32_t, int64_t> offsets_;  // rank -> clock_offset_ns
};

}  // namespace steplens::store

#endif  // STEPLENS_STORE_STEP_SCAN_H_
