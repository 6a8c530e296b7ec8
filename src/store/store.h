// store/store.h — the run database: <run_dir>/steplens.db (SQLite, WAL).
//
// Contract
// - Store::Open() opens or creates <run_dir>/steplens.db (creating run_dir if
//   needed), sets journal_mode=WAL and synchronous=NORMAL and creates the
//   schema below. It then owns one writer thread, the only user of the
//   connection afterwards. The writer runs at nice +kWriterNiceIncrement
//   (base/thread_priority.h): when the core is contended, ingest and the
//   live views go first and the queue below absorbs the writer's lag (a
//   backlog the writer never catches up with is dropped and counted, as
//   below); an idle core is all the writer's.
// - Put*() calls may come from any thread. They only copy the row into a
//   bounded in-memory queue and return (one short mutex hold, no I/O; when
//   a backlog outgrows the queue's capacity, the call that grows it copies
//   the queue once under the mutex: amortised O(1) per row, but near a full
//   queue that one call moves up to max_queued_rows rows, ~190 MB at the
//   default — a size, not a measured time). The writer thread takes the whole queue at once (a swap
//   under the mutex, so a caller never waits for rows to be moved) when batch_rows rows are queued,
//   on Flush() or every batch_interval_ms, and commits what it took in transactions of up to
//   batch_rows rows.
// - When the queue is full, data rows (steps, samples) are dropped and
//   counted (dropped_rows()); control rows (meta, ranks, names) are always
//   accepted, so the database never loses who the ranks were. Nothing blocks
//   the caller for long; nothing throws.
// - Flush() waits until every row accepted before the call is committed.
//   Close() (also run by the destructor) flushes, stops the writer and
//   closes the database. Put*() after Close() is ignored.
// - SQL write errors do not stop the writer. A batch with a failing row is
//   rolled back whole: its rows are counted in write_errors(), the last
//   message is kept in last_error(), and the first lost step (of dropped
//   rows too) in problem(): "database incomplete from step N: disk full".
//   StoreOptions::on_write_failure is called once, on the writer thread, at
//   the first failure, so the CLI can say so at once in one line.
// - Whole at the end: Close() writes meta `store_state` ("complete" or the
//   problem), checkpoints the WAL into steplens.db and, when it is the only
//   connection, switches the file to rollback-journal mode, so steplens.db
//   alone is the whole run (copyable, readable read-only without -wal/-shm).
//   Open() writes meta `store_format` and removes `store_state`, so a
//   database with a format but no state was not closed (killed, or its WAL
//   cut): IntegrityProblem() says so and readers report it, never a silently
//   shorter run.
// - Files are opened without following symbolic links.
// - Missing is not zero: every kMissing (-1) value is written as SQL NULL and
//   read back as kMissing.
//
// Schema (all times CLOCK_MONOTONIC ns of the producing host unless noted;
// every measured column is NULL when not measured)
//
//   meta(key TEXT PRIMARY KEY, value TEXT)
//       run_id, world_size, started_wall_ns, and whatever the CLI adds
//       (exit_code, duration_s, command, ...). Values are text.
//   ranks(rank INTEGER PRIMARY KEY, local_rank, host, pid, world_size,
//         connected_ns, disconnected_ns,          -- aggregator clock
//         disconnect_reason TEXT,                 -- NULL while connected
//         steps, dropped_records,
//         finished INTEGER,                       -- 1 = GOODBYE / finished
//         failed INTEGER,                         -- 1 = left mid-run
//         clock_offset_ns,                        -- host mono -> wall clock
//         sync_hook INTEGER, sync_hook_reason TEXT)  -- SyncHook; NULL unknown
//   names(rank, id, name, PRIMARY KEY(rank, id))  -- user phases, scalars
//   steps(rank, step, begin_ns, end_ns, step_ns,   -- one row per (step, rank);
//                                                  -- columns: steps_table.h
//         wait_ns,                     -- metrics::WaitNs (base/metrics.h)
//         <phase>_ns, <phase>_gpu_ns,  -- each built-in phase of
//                                      -- base/metrics.h, in id order
//         mem_allocated, mem_peak_allocated, mem_reserved, mem_peak_reserved,
//         rss_peak,
//         sync_first_ns, sync_last_ns,  -- gradient buckets ready, first/last
//         sync_buckets,                 -- NULL when no hook fired
//         sync_on_device,               -- 1: the buckets were read ready
//                                       -- on the device (mapped onto the
//                                       -- host clock, record.h), 0: the
//                                       -- hook ran on the host
//         PRIMARY KEY(step, rank)) WITHOUT ROWID
//   step_regions(rank, step, name, cpu_ns, gpu_ns,
//                PRIMARY KEY(step, rank, name)) WITHOUT ROWID
//   scalars(rank, step, name, value REAL,
//           PRIMARY KEY(step, rank, name)) WITHOUT ROWID
//       Step-major keys (store format 3): rows arrive step by step across
//       all ranks, so each insert appends at the end of the B-tree, and a
//       transaction touches a few pages instead of one page per rank (with
//       the older key (rank, step), 16 384 ranks made every row a random
//       page write: the writer held ~40 k rows/s). A range of steps is one
//       contiguous key range. Databases written before (format 2 and older)
//       keep the key (rank, step); every reader here handles both layouts
//       (StepMajorLayout()), and plain SQL works on both.
//   process_samples(rank, mono_ns, cpu_pct REAL, rss_bytes, gpu_mem_bytes,
//                   main_cpu_pct REAL, main_wait_pct REAL,  -- main thread:
//                   on a CPU / waiting for one, % of wall time
//                   others_wait_pct REAL)  -- the other threads' summed
//                   run-queue wait, % of wall time (may pass 100)
//   system_samples(host, mono_ns, cpu_pct REAL, ram_used, ram_total,
//                  gpus_json TEXT)   -- [{"util_pct","mem_used_bytes",
//                                    --   "mem_total_bytes","temp_c","power_w",
//                                    --   "sm_clock_mhz","throttle_reasons"}]
//                                    -- (null: not measured; throttle_reasons
//                                    -- is NVML's mask, base/gpu_throttle.h;
//                                    -- older rows lack the last two keys)
//   diagnosis_episodes(id INTEGER PRIMARY KEY,   -- 1, 2, ... by start
//         kind TEXT,                  -- "step_time", "step_memory"
//         label TEXT, severity TEXT,  -- highest severity of the episode
//         rank INTEGER, phase TEXT,   -- NULL when none
//         start_step, end_step,       -- last complete step of the first and
//                                     -- last window that gave this verdict
//         start_wall_ns, end_wall_ns, -- wall clock of those steps' ends
//         steps,                      -- complete steps the episode covers
//         evaluations, open INTEGER,  -- 1 while it is the current verdict
//         summary TEXT, evidence_json TEXT,  -- of its latest evaluation
//         shown_step INTEGER)         -- last complete step of the window
//                                     -- that confirmed it: live views show
//                                     -- it from then on (= start_step for a
//                                     -- verdict taking effect at once)
//       The timeline of label changes (aggregator/diagnosis_timeline.h):
//       one row per stretch of one (kind, label, rank, phase), rewritten as
//       the stretch grows, closed (open = 0) when the verdict changes or
//       the run ends.
//
//   layer_steps(step, rank, entries BLOB,  -- deep mode (DESIGN.md §8): one
//         PRIMARY KEY(step, rank))        -- row per LAYERS frame, a rank's
//         WITHOUT ROWID                   -- measured modules of that step
//       entries: varint-packed (slot, forward_ns, backward_ns,
//       activation_bytes) per module, layout in store/layer_table.h; a
//       slot's name is names(rank, kFirstLayerNameId + slot). Detail: pruned
//       with steps when tiering is on. 1.0 MB for 2 ranks x 40 modules x
//       1000 steps, ~13 bytes a module (layer_table_test.cc).
//
//   Tiers (DESIGN.md "always on"). step_aggregates and step_stats are
//   written for every run (the aggregator's point of each complete step);
//   the others only when StoreOptions::detail_steps > 0 (tiering on). A
//   database without detail_pruned rows has every step's detail; one
//   written before this change has step_aggregates only when tiered.
//   step_aggregates(step INTEGER PRIMARY KEY, ranks,  -- ranks in the step
//         forced INTEGER,                  -- completed without every rank
//         last_arrival_rank, last_arrival_lateness_ns)  -- NULL: none / tie
//   step_stats(step, metric TEXT, median REAL, worst REAL, worst_rank,
//              PRIMARY KEY(step, metric)) WITHOUT ROWID
//       One row per metric measured in the step, across ranks: the
//       aggregator's per-step point (run_state.h). metric is base/metrics.h's
//       name ("forward", "wait", "step", "region: x", ...: ns), "memory"
//       (bytes: CUDA peak allocated when measured, else peak RSS) or "loss".
//   rank_buckets(first_step, rank, metric TEXT, steps, mean REAL, max REAL,
//                PRIMARY KEY(first_step, rank, metric)) WITHOUT ROWID
//       Per rank and metric over kRankBucketSteps consecutive steps
//       (first_step a multiple of it): steps measured, their mean and max.
//       metric as in step_stats, or "samples" / "tokens" (the work per
//       step the rank logged; base/metrics.h kTierOnlyNames).
//   meta kMetaRunFirstEnd, kMetaRunMinBegin: the first complete step's end
//       and earliest begin (ns, the aggregator's step clock), so the
//       whole-run rates can be rebuilt once that step's detail is gone.
//   detail_pruned(first_step INTEGER PRIMARY KEY, last_step)
//       Step ranges whose steps / step_regions / scalars / layer_steps rows
//       were deleted:
//       only the tiers above describe them. Adjacent ranges are one row.
//   detail_kept(first_step, last_step, reason TEXT)
//       Ranges kept in full although older than the detail window
//       (KeepDetail(): around diagnosis episodes and failures).
//
// Tiering (StoreOptions::detail_steps = N > 0). After committing, the
// writer deletes, a chunk of kPruneChunkSteps steps at a time, the detail
// rows of every step more than N steps below the highest stored step, except
// the ranges kept by KeepDetail() (merged; at most max_kept_steps steps in
// all: a range larger than what the budget has left is cut to it from its
// end — a verdict's range ends kKeepDetailAfterSteps after the verdict, so
// its oldest steps go first and the kept list shows where it really starts
// —, and one asked for once nothing is left is refused, counted in meta
// detail_kept_refused, never silently). A step row arriving for a step already
// pruned (a rank more than N steps behind) is not stored: counted in meta
// detail_late_rows (both counters are written with each prune and at
// Close()). Databases in the older rank-major layout are never pruned. Meta
// detail_steps records N.
//
// Readers (ReadRun) open an existing database read-only and stream its rows
// back in a fixed order: meta, ranks, names, process samples, system
// samples (each by time), then steps (ordered by step, then rank; regions and
// scalars folded back into the StepRecord through the names table).
#ifndef STEPLENS_STORE_STORE_H_
#define STEPLENS_STORE_STORE_H_

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "base/int64.h"
#include "base/metrics.h"
#include "base/mutex.h"
#include "base/status.h"
#include "steplens/layers.h"
#include "steplens/record.h"

struct sqlite3;

namespace steplens::store {

inline constexpr const char* kDatabaseFileName = "steplens.db";
inline constexpr const char* kSpoolSuffix = ".spool";

// How far the writer thread steps back (Open() above): with 16 384 ranks at
// 10 steps/s on one core, commits otherwise delay the live update by their
// own length (bench/ingest/scale_check.py).
inline constexpr int kWriterNiceIncrement = 5;

// Width of a rank_buckets bucket (a power of two, so that the web view's
// progressive buckets, also powers of two, contain whole buckets).
inline constexpr uint64_t kRankBucketSteps = 128;
// Pruning runs once at least this many steps have left the detail window.
inline constexpr uint64_t kPruneChunkSteps = 64;
// The detail window `steplens run` picks by default: this many rank-steps
// (~1.5 GB of steps rows at 77 bytes each) over the world size, and at least
// kMinAutoDetailSteps steps.
inline constexpr uint64_t kAutoDetailRankSteps = 20'000'000;
inline constexpr uint64_t kMinAutoDetailSteps = 1000;
uint64_t AutoDetailSteps(uint32_t world_size);

struct StoreOptions {
  // Tiering: full per-rank detail for the last detail_steps steps (0 = keep
  // every step's detail, no tiers written), plus KeepDetail() ranges up to
  // max_kept_steps steps in all (0 = detail_steps: the kept detail is at most
  // as large as the window).
  uint64_t detail_steps = 0;
  uint64_t max_kept_steps = 0;
  // Data rows beyond this are dropped (~730 bytes each while queued): about
  // 1.6 s of 16 384 ranks at 10 steps/s, so a slow commit or a WAL
  // checkpoint does not cost rows.
  size_t max_queued_rows = 1 << 18;
  size_t batch_rows = 16384;    // rows per transaction at most
  int batch_interval_ms = 200;  // commit at least this often
  // Called once on the writer thread at the first lost row (write failure):
  // the problem() text. Must not call back into the Store.
  std::function<void(const std::string& problem)> on_write_failure;
  // Test seam: PRAGMA max_page_count (0 = SQLite's default), to make the
  // database "full" without filling a disk.
  int64_t max_page_count = 0;
};

// Meta keys of the store's own (see the contract above).
inline constexpr const char* kMetaStoreFormat = "store_format";
inline constexpr const char* kMetaStoreState = "store_state";
inline constexpr const char* kStoreStateComplete = "complete";
// Written by the aggregator to a tiering store (the contract's tiers).
inline constexpr const char* kMetaRunFirstEnd = "run_first_end_ns";
inline constexpr const char* kMetaRunMinBegin = "run_min_begin_ns";

// One row of the ranks table.
struct RankRow {
  uint32_t rank = 0;
  uint32_t local_rank = 0;
  std::string host;
  uint32_t pid = 0;
  uint32_t world_size = 0;
  int64_t connected_ns = kMissing;
  int64_t disconnected_ns = kMissing;
  std::string disconnect_reason;  // "" = NULL (still connected)
  uint64_t steps = 0;
  uint64_t dropped_records = 0;
  bool finished = false;
  bool failed = false;  // disconnected mid-run without GOODBYE
  int64_t clock_offset_ns = 0;
  uint8_t sync_hook = 0;         // SyncHook value; 0 (unknown) is stored as NULL
  std::string sync_hook_reason;  // "" = NULL
  // Filled by ReadDatabase only (not a column): highest stored step of this
  // rank, kMissing when it has none.
  int64_t last_step = kMissing;
};

// One metric of one step across ranks (step_stats).
struct StepStat {
  std::string metric;
  double median = 0.0;
  double worst = 0.0;
  int worst_rank = -1;  // -1 = NULL
};
// One step's cross-rank aggregate (step_aggregates + its step_stats rows).
struct StepAggregate {
  uint64_t step = 0;
  uint32_t ranks = 0;
  bool forced = false;
  int last_arrival_rank = -1;  // -1 = none or a tie
  int64_t last_arrival_lateness_ns = kMissing;
  std::vector<StepStat> stats;
};
// One rank's metric over one bucket of steps (rank_buckets).
struct RankBucketCell {
  uint32_t rank = 0;
  uint16_t metric = 0;  // index into RankBuckets::metrics
  uint32_t steps = 0;
  double mean = 0.0;
  double max = 0.0;
};
struct RankBuckets {
  uint64_t first_step = 0;
  std::vector<std::string> metrics;
  std::vector<RankBucketCell> cells;
};
// A closed step range [first, last].
struct StepSpan {
  uint64_t first = 0;
  uint64_t last = 0;
  std::string reason;  // detail_kept only
};

// One row of diagnosis_episodes (see the schema above).
struct EpisodeRow {
  int64_t id = 0;
  std::string kind;
  std::string label;
  std::string severity;
  int rank = -1;      // -1 = NULL
  std::string phase;  // "" = NULL
  int64_t start_step = 0;
  int64_t end_step = 0;
  int64_t shown_step = kMissing;  // kMissing: a database from before the column
  int64_t start_wall_ns = kMissing;
  int64_t end_wall_ns = kMissing;
  int64_t steps = 0;
  int64_t evaluations = 0;
  bool open = true;
  std::string summary;
  std::string evidence_json;
};

class Store {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<Store>> Open(
      const std::string& run_dir, const StoreOptions& options = {});
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  void PutMeta(const std::string& key, const std::string& value);
  void PutRank(const RankRow& row);  // insert or replace
  void PutName(uint32_t rank, uint16_t id, const std::string& name);
  // wait_ns is derived by the aggregator (kMissing when not computable).
  void PutStep(uint32_t rank, const StepRecord& record, int64_t wait_ns);
  // Deep mode: a rank's modules of one step (a data row; layer_table.h).
  void PutLayerStep(uint32_t rank, const LayerStep& step);
  void PutProcessSample(uint32_t rank, const ProcessSample& sample);
  void PutSystemSample(const std::string& host, const SystemSample& sample);
  // Insert or replace by id. A control row: never dropped.
  void PutEpisode(const EpisodeRow& row);
  // The tiers (control rows, one per step / per bucket): a step's point for
  // every run; rank buckets are ignored unless tiering is on.
  void PutStepAggregate(const StepAggregate& aggregate);
  void PutRankBuckets(const RankBuckets& buckets);
  // Keep [first_step, last_step]'s detail beyond the window (see the
  // contract). Ignored unless tiering is on.
  void KeepDetail(uint64_t first_step, uint64_t last_step, const std::string& reason);
  bool tiered() const { return options_.detail_steps > 0; }
  void Flush();
  void Close();

  const std::string& path() const { return path_; }
  uint64_t dropped_rows() const { return dropped_rows_.load(); }
  uint64_t write_errors() const { return write_errors_.load(); }
  std::string last_error() const;
  // "" while every accepted row reached the database, else "database
  // incomplete from step N: <reason>" (reason "disk full" for SQLITE_FULL).
  std::string problem() const;

 private:
  struct MetaRow {
    std::string key, value;
  };
  struct NameRow {
    uint32_t rank;
    uint16_t id;
    std::string name;
  };
  // A queued step: the steps table's cells, the user regions and the
  // scalars, about a third of a whole StepRecord (which keeps 32 phase
  // slots): every queued row is the size of the largest kind, and at 16 384
  // ranks x 10 steps/s the queue moves 164 k of them a second.
  struct QueuedStep {
    uint64_t step = 0;
    int64_t begin_ns = kMissing;
    int64_t end_ns = kMissing;
    std::array<int64_t, metrics::kBuiltinPhaseCount> cpu_ns;
    std::array<int64_t, metrics::kBuiltinPhaseCount> gpu_ns;
    int64_t mem_allocated = kMissing;
    int64_t mem_peak_allocated = kMissing;
    int64_t mem_reserved = kMissing;
    int64_t mem_peak_reserved = kMissing;
    int64_t rss_peak = kMissing;
    int64_t sync_first_ns = kMissing;
    int64_t sync_last_ns = kMissing;
    uint32_t sync_buckets = 0;
    bool sync_on_device = false;
    uint8_t scalar_count = 0;
    std::array<Scalar, kMaxScalars> scalars{};
    struct Region {
      uint16_t id;
      int64_t cpu_ns, gpu_ns;
    };
    std::vector<Region> regions;  // user phases; empty (no allocation) without
    explicit QueuedStep(const StepRecord& r);
    int64_t StepNs() const {
      return (begin_ns == kMissing || end_ns == kMissing) ? kMissing : end_ns - begin_ns;
    }
  };
  struct StepRow {
    uint32_t rank;
    QueuedStep record;
    int64_t wait_ns;
  };
  struct ProcessRow {
    uint32_t rank;
    ProcessSample sample;
  };
  struct SystemRow {
    std::string host;
    SystemSample sample;
  };
  struct LayerStepRow {
    uint64_t step;
    uint32_t rank;
    std::string entries;  // EncodeLayerEntries()
  };
  using Row = std::variant<MetaRow, RankRow, NameRow, StepRow, ProcessRow, SystemRow, EpisodeRow,
                           StepAggregate, RankBuckets, StepSpan, LayerStepRow>;
  struct Statements;

  Store(std::string path, sqlite3* db, const StoreOptions& options);
  void Enqueue(Row row, bool control);
  void WriterLoop();
  // Commits rows [begin, end) of `rows` in one transaction.
  void WriteBatch(const std::vector<Row>& rows, size_t begin, size_t end);
  void WriteRow(const Row& row);
  void WriteSteps();  // the pending steps rows (Statements::pending_steps)
  // A statement's result: a failure fails the batch (batch_error_code_).
  void Check(int rc, const char* what);
  void RecordError(const std::string& message);
  // A batch (or a dropped row) was lost: remember its first step and reason.
  void RecordLoss(int64_t first_step, const std::string& reason);
  void Finish();  // Close(): final state row, checkpoint, rollback mode
  // Tiering, writer thread only.
  bool Pruned(uint64_t step) const;  // its detail was deleted (and not kept)
  void AddKept(const StepSpan& asked);
  // Steps of `span` no kept range holds yet.
  uint64_t NotYetKept(const StepSpan& span) const;
  void MaybePrune();
  void PruneRange(uint64_t first, uint64_t last);  // one transaction
  void PutTierCounters();                          // meta detail_late_rows, detail_kept_refused

  const std::string path_;
  sqlite3* db_;
  const StoreOptions options_;
  std::unique_ptr<Statements> statements_;  // writer thread only
  int batch_error_code_ = 0;                // writer thread only (SQLITE_OK)
  // Tiering state, writer thread only.
  bool step_major_ = true;
  int64_t max_step_ = -1;      // highest step row written
  int64_t prune_from_ = -1;    // first step not yet considered for pruning
  int64_t pruned_first_ = -1;  // the open detail_pruned row: [first, last]
  int64_t pruned_last_ = -1;
  std::vector<StepSpan> kept_;  // merged, ascending
  uint64_t kept_steps_ = 0;
  uint64_t kept_refused_ = 0;
  uint64_t late_rows_ = 0;

  mutable base::Mutex mu_;
  base::CondVar writer_cv_;
  base::CondVar flushed_cv_;
  // A vector, not a deque: a row is larger than a deque block, so a deque
  // allocated and freed every row. The writer swaps it with its own.
  std::vector<Row> queue_ STEPLENS_GUARDED_BY(mu_);
  size_t queued_data_rows_ STEPLENS_GUARDED_BY(mu_) = 0;
  uint64_t accepted_ STEPLENS_GUARDED_BY(mu_) = 0;   // rows accepted so far
  uint64_t committed_ STEPLENS_GUARDED_BY(mu_) = 0;  // rows the writer has finished with
  bool flush_requested_ STEPLENS_GUARDED_BY(mu_) = false;
  bool stopping_ STEPLENS_GUARDED_BY(mu_) = false;
  bool closed_ STEPLENS_GUARDED_BY(mu_) = false;
  std::string last_error_ STEPLENS_GUARDED_BY(mu_);
  int64_t lost_from_step_ STEPLENS_GUARDED_BY(mu_) = -1;  // -1: nothing lost yet
  std::string loss_reason_ STEPLENS_GUARDED_BY(mu_);
  bool loss_reported_ STEPLENS_GUARDED_BY(mu_) = false;
  std::thread writer_;

  std::atomic<uint64_t> dropped_rows_{0};
  std::atomic<uint64_t> write_errors_{0};
};

// ---------------------------------------------------------------------------
// Reading a run directory.

// What a run directory holds. Spool files are sorted by name.
struct RunDirContents {
  std::string run_dir;
  bool has_database = false;
  std::string database_path;
  std::vector<std::string> spool_files;
};

// Errors: the directory is missing / not a directory; it holds neither
// steplens.db nor *.spool files ("not a steplens run").
[[nodiscard]] base::StatusOr<RunDirContents> InspectRunDir(const std::string& run_dir);

// Callbacks for ReadDatabase; any may be left empty.
struct RunReader {
  std::function<void(const std::string& key, const std::string& value)> on_meta;
  std::function<void(const RankRow& row)> on_rank;
  std::function<void(uint32_t rank, uint16_t id, const std::string& name)> on_name;
  std::function<void(uint32_t rank, const StepRecord& record)> on_step;
  std::function<void(uint32_t rank, const ProcessSample& sample)> on_process_sample;
  std::function<void(const std::string& host, const SystemSample& sample)> on_system_sample;
};

// The store's verdict on a finished database from its meta rows: "" when
// complete (or written before store_format existed), else one sentence
// ("database incomplete from step N: disk full", or that it was not closed).
std::string IntegrityProblem(const std::function<std::string(const std::string& key)>& meta_value);

// True when the steps table is keyed (step, rank) (store format 3 and
// later), false for the older key (rank, step) or no steps table. Readers
// choose their queries by it: a per-rank range read is a full scan on the
// step-major key, a step range read is one on the rank-major one.
bool StepMajorLayout(sqlite3* db);

// Opens database_path read-only and streams it through `reader`. Errors: the
// file cannot be opened, is not a SQLite database or is corrupt, or lacks the
// steplens schema.
[[nodiscard]] base::Status ReadDatabase(const std::string& database_path, const RunReader& reader);

}  // namespace steplens::store

#endif  // STEPLENS_STORE_STORE_H_
