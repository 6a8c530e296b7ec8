#include "store/store.h"

#include "store/layer_table.h"
#include "store/sqlite_stmt.h"
#include "store/steps_table.h"

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <system_error>
#include <utility>

#include "base/int64.h"
#include "base/metrics.h"
#include "base/thread_name.h"
#include "base/thread_priority.h"

namespace steplens::store {
namespace {

namespace fs = std::filesystem;

// Meta store_format: 2 = Close() writes store_state (absent in older files);
// 3 = steps, step_regions and scalars keyed step-major (step, rank, ...)
// WITHOUT ROWID. A format-2 database opened for writing keeps its layout and
// its format.
constexpr int kStoreFormat = 3;
constexpr int kStoreFormatRankMajor = 2;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS ranks(
  rank INTEGER PRIMARY KEY, local_rank INTEGER, host TEXT, pid INTEGER,
  world_size INTEGER, connected_ns INTEGER, disconnected_ns INTEGER,
  disconnect_reason TEXT, steps INTEGER, dropped_records INTEGER,
  finished INTEGER, failed INTEGER, clock_offset_ns INTEGER,
  sync_hook INTEGER, sync_hook_reason TEXT);
CREATE TABLE IF NOT EXISTS names(
  rank INTEGER, id INTEGER, name TEXT, PRIMARY KEY(rank, id));
CREATE TABLE IF NOT EXISTS step_regions(
  rank INTEGER, step INTEGER, name TEXT, cpu_ns INTEGER, gpu_ns INTEGER,
  PRIMARY KEY(step, rank, name)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS scalars(
  rank INTEGER, step INTEGER, name TEXT, value REAL,
  PRIMARY KEY(step, rank, name)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS process_samples(
  rank INTEGER, mono_ns INTEGER, cpu_pct REAL, rss_bytes INTEGER,
  gpu_mem_bytes INTEGER);
CREATE TABLE IF NOT EXISTS system_samples(
  host TEXT, mono_ns INTEGER, cpu_pct REAL, ram_used INTEGER,
  ram_total INTEGER, gpus_json TEXT);
CREATE TABLE IF NOT EXISTS diagnosis_episodes(
  id INTEGER PRIMARY KEY, kind TEXT, label TEXT, severity TEXT,
  rank INTEGER, phase TEXT, start_step INTEGER, end_step INTEGER,
  start_wall_ns INTEGER, end_wall_ns INTEGER, steps INTEGER,
  evaluations INTEGER, open INTEGER, summary TEXT, evidence_json TEXT,
  shown_step INTEGER);
CREATE TABLE IF NOT EXISTS step_aggregates(
  step INTEGER PRIMARY KEY, ranks INTEGER, forced INTEGER,
  last_arrival_rank INTEGER, last_arrival_lateness_ns INTEGER);
CREATE TABLE IF NOT EXISTS step_stats(
  step INTEGER, metric TEXT, median REAL, worst REAL, worst_rank INTEGER,
  PRIMARY KEY(step, metric)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rank_buckets(
  first_step INTEGER, rank INTEGER, metric TEXT, steps INTEGER, mean REAL,
  max REAL, PRIMARY KEY(first_step, rank, metric)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS detail_pruned(
  first_step INTEGER PRIMARY KEY, last_step INTEGER);
CREATE TABLE IF NOT EXISTS detail_kept(
  first_step INTEGER, last_step INTEGER, reason TEXT);
)sql";

// Columns added after the first schema: a database created by an older
// steplens gets them (NULL) when opened for writing; readers check for them.
struct AddedColumn {
  const char* table;
  const char* column;
  const char* type;
};
constexpr AddedColumn kAddedColumns[] = {
    {"ranks", "sync_hook", "INTEGER"},
    {"ranks", "sync_hook_reason", "TEXT"},
    {"process_samples", "main_cpu_pct", "REAL"},
    {"process_samples", "main_wait_pct", "REAL"},
    {"process_samples", "others_wait_pct", "REAL"},
    {"diagnosis_episodes", "shown_step", "INTEGER"},
};

// std::visit over a set of lambdas: a Row alternative without one does not
// compile.
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

int64_t StepSigned(uint64_t step) { return base::ClampToInt64(step); }

// Step rows are inserted kStepsPerInsert at a time by one multi-row INSERT
// (the per-statement work of SQLite's VM, cursor open/seek/close, was about
// a third of a row's cost alone); a batch's last few go one by one.
constexpr int kStepsPerInsert = 16;

}  // namespace

struct Store::Statements {
  Stmt begin, commit, meta, rank, name, step, steps, region, scalar, process, system, episode;
  Stmt aggregate, stat, bucket, kept, pruned;
  Stmt delete_steps, delete_regions, delete_scalars;
  Stmt layer, delete_layers;  // layer_table.h
  // Names known to the writer, to label regions and scalars: (rank, id).
  std::map<std::pair<uint32_t, uint16_t>, std::string> names;
  // Step rows of the open transaction not inserted yet (WriteSteps()):
  // pointers into the rows WriteBatch() is writing.
  std::vector<const StepRow*> pending_steps;
};

base::StatusOr<std::unique_ptr<Store>> Store::Open(const std::string& run_dir,
                                                   const StoreOptions& options) {
  std::error_code ec;
  fs::create_directories(run_dir, ec);
  if (ec || !fs::is_directory(run_dir)) {
    return base::Status::Error("cannot create run directory " + run_dir + ": " + ec.message());
  }
  const std::string path = (fs::path(run_dir) / kDatabaseFileName).string();
  sqlite3* db = nullptr;
  // NOMUTEX: one thread at a time uses the connection (this one, then the
  // writer, then Close() after joining it), so SQLite's per-call locking
  // is pure cost (~10 % of the writer's time).
  int rc = sqlite3_open_v2(
      path.c_str(), &db,
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX,
      nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = SqliteMessage(db);
    sqlite3_close(db);
    return base::Status::Error("cannot open run database " + path + ": " + msg);
  }
  sqlite3_busy_timeout(db, 2000);
  char* err = nullptr;
  const std::string setup = std::string(
                                "PRAGMA journal_mode=WAL;"
                                "PRAGMA synchronous=NORMAL;") +
                            CreateStepsSql() + kSchema + CreateLayerTableSql();
  rc = sqlite3_exec(db, setup.c_str(), nullptr, nullptr, &err);
  if (rc == SQLITE_OK) {
    // Written again from here on: not complete until Close() says so.
    const int format = StepMajorLayout(db) ? kStoreFormat : kStoreFormatRankMajor;
    const std::string state = std::string("INSERT OR REPLACE INTO meta(key, value) VALUES('") +
                              kMetaStoreFormat + "', '" + std::to_string(format) +
                              "');"
                              "DELETE FROM meta WHERE key = '" +
                              kMetaStoreState + "';";
    rc = sqlite3_exec(db, state.c_str(), nullptr, nullptr, &err);
  }
  if (rc != SQLITE_OK) {
    std::string msg = err != nullptr ? err : SqliteMessage(db);
    sqlite3_free(err);
    sqlite3_close(db);
    return base::Status::Error("cannot initialise run database " + path +
                               " (is it a steplens database?): " + msg);
  }
  if (options.max_page_count > 0) {
    const std::string pragma = "PRAGMA max_page_count=" + std::to_string(options.max_page_count);
    sqlite3_exec(db, pragma.c_str(), nullptr, nullptr, nullptr);
  }
  // The steps table's: every column of steps_table.h it lacks.
  const std::vector<std::string> missing_steps = MissingStepsColumns(db);
  std::vector<AddedColumn> added(std::begin(kAddedColumns), std::end(kAddedColumns));
  for (const std::string& c : missing_steps) added.push_back({"steps", c.c_str(), "INTEGER"});
  for (const AddedColumn& c : added) {
    if (HasColumn(db, c.table, c.column)) continue;
    const std::string sql =
        std::string("ALTER TABLE ") + c.table + " ADD COLUMN " + c.column + " " + c.type;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) {
      std::string msg = SqliteMessage(db);
      sqlite3_close(db);
      return base::Status::Error("cannot upgrade run database " + path + ": " + msg);
    }
  }
  auto statements = std::make_unique<Statements>();
  Statements& s = *statements;
  s.pending_steps.reserve(kStepsPerInsert);
  const std::string step_one = InsertStepsSql(1);
  const std::string step_many = InsertStepsSql(kStepsPerInsert);
  struct {
    Stmt* stmt;
    const char* sql;
  } prepare[] = {
      {&s.begin, "BEGIN"},
      {&s.commit, "COMMIT"},
      {&s.meta, "INSERT OR REPLACE INTO meta(key, value) VALUES(?1, ?2)"},
      {&s.rank,
       "INSERT OR REPLACE INTO ranks(rank, local_rank, host, pid, world_size,"
       " connected_ns, disconnected_ns, disconnect_reason, steps,"
       " dropped_records, finished, failed, clock_offset_ns, sync_hook,"
       " sync_hook_reason)"
       " VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15)"},
      {&s.name, "INSERT OR REPLACE INTO names(rank, id, name) VALUES(?1, ?2, ?3)"},
      {&s.step, step_one.c_str()},
      {&s.steps, step_many.c_str()},
      {&s.region,
       "INSERT OR REPLACE INTO step_regions(rank, step, name, cpu_ns, gpu_ns)"
       " VALUES(?1,?2,?3,?4,?5)"},
      {&s.scalar,
       "INSERT OR REPLACE INTO scalars(rank, step, name, value)"
       " VALUES(?1,?2,?3,?4)"},
      {&s.process,
       "INSERT INTO process_samples(rank, mono_ns, cpu_pct, rss_bytes,"
       " gpu_mem_bytes, main_cpu_pct, main_wait_pct, others_wait_pct)"
       " VALUES(?1,?2,?3,?4,?5,?6,?7,?8)"},
      {&s.system,
       "INSERT INTO system_samples(host, mono_ns, cpu_pct, ram_used,"
       " ram_total, gpus_json) VALUES(?1,?2,?3,?4,?5,?6)"},
      {&s.episode,
       "INSERT OR REPLACE INTO diagnosis_episodes(id, kind, label, severity,"
       " rank, phase, start_step, end_step, start_wall_ns, end_wall_ns, steps,"
       " evaluations, open, summary, evidence_json, shown_step)"
       " VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16)"},
      {&s.aggregate,
       "INSERT OR REPLACE INTO step_aggregates(step, ranks, forced,"
       " last_arrival_rank, last_arrival_lateness_ns) VALUES(?1,?2,?3,?4,?5)"},
      {&s.stat,
       "INSERT OR REPLACE INTO step_stats(step, metric, median, worst, worst_rank)"
       " VALUES(?1,?2,?3,?4,?5)"},
      {&s.bucket,
       "INSERT OR REPLACE INTO rank_buckets(first_step, rank, metric, steps, mean, max)"
       " VALUES(?1,?2,?3,?4,?5,?6)"},
      {&s.kept, "INSERT INTO detail_kept(first_step, last_step, reason) VALUES(?1,?2,?3)"},
      {&s.pruned, "INSERT OR REPLACE INTO detail_pruned(first_step, last_step) VALUES(?1,?2)"},
      {&s.delete_steps, "DELETE FROM steps WHERE step >= ?1 AND step <= ?2"},
      {&s.delete_regions, "DELETE FROM step_regions WHERE step >= ?1 AND step <= ?2"},
      {&s.delete_scalars, "DELETE FROM scalars WHERE step >= ?1 AND step <= ?2"},
      {&s.layer, InsertLayerStepSql()},
      {&s.delete_layers, DeleteLayerStepsSql()},
  };
  for (auto& p : prepare) {
    if (p.stmt->Prepare(db, p.sql) != SQLITE_OK) {
      std::string msg = SqliteMessage(db);
      statements.reset();
      sqlite3_close(db);
      return base::Status::Error("cannot prepare statements on " + path +
                                 " (is it a steplens database?): " + msg);
    }
  }
  std::unique_ptr<Store> store(new Store(path, db, options));
  store->statements_ = std::move(statements);
  store->step_major_ = StepMajorLayout(db);
  if (options.detail_steps > 0) {
    const std::string sql = "INSERT OR REPLACE INTO meta(key, value) VALUES('detail_steps', '" +
                            std::to_string(options.detail_steps) + "')";
    sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr);
  }
  store->writer_ = std::thread([raw = store.get()] {
    base::NameThisThread("sl-store");
    // The writer is a background worker with a queue in front of it: it
    // yields the core to ingest and the live views (contract above).
    base::LowerThisThreadPriority(kWriterNiceIncrement);
    raw->WriterLoop();
  });
  return store;
}

Store::Store(std::string path, sqlite3* db, const StoreOptions& options)
    : path_(std::move(path)), db_(db), options_(options) {
  queue_.reserve(std::min(options_.batch_rows, options_.max_queued_rows));
}

Store::~Store() { Close(); }

void Store::PutMeta(const std::string& key, const std::string& value) {
  Enqueue(MetaRow{key, value}, /*control=*/true);
}
void Store::PutRank(const RankRow& row) { Enqueue(row, /*control=*/true); }
void Store::PutName(uint32_t rank, uint16_t id, const std::string& name) {
  Enqueue(NameRow{rank, id, name}, /*control=*/true);
}
Store::QueuedStep::QueuedStep(const StepRecord& r)
    : step(r.step),
      begin_ns(r.begin_ns),
      end_ns(r.end_ns),
      mem_allocated(r.mem_allocated),
      mem_peak_allocated(r.mem_peak_allocated),
      mem_reserved(r.mem_reserved),
      mem_peak_reserved(r.mem_peak_reserved),
      rss_peak(r.rss_peak),
      sync_first_ns(r.sync_first_ns),
      sync_last_ns(r.sync_last_ns),
      sync_buckets(r.sync_buckets),
      sync_on_device(r.sync_on_device),
      scalar_count(static_cast<uint8_t>(std::min<int>(r.scalar_count, kMaxScalars))),
      scalars(r.scalars) {
  std::copy_n(r.cpu_ns.begin(), cpu_ns.size(), cpu_ns.begin());
  std::copy_n(r.gpu_ns.begin(), gpu_ns.size(), gpu_ns.begin());
  for (int id = kFirstUserPhase; id < kMaxPhases; ++id) {
    const auto i = static_cast<size_t>(id);
    if (r.cpu_ns[i] == kMissing && r.gpu_ns[i] == kMissing) continue;
    regions.push_back(Region{static_cast<uint16_t>(id), r.cpu_ns[i], r.gpu_ns[i]});
  }
}

void Store::PutStep(uint32_t rank, const StepRecord& record, int64_t wait_ns) {
  Enqueue(StepRow{rank, QueuedStep(record), wait_ns}, /*control=*/false);
}
void Store::PutLayerStep(uint32_t rank, const LayerStep& step) {
  Enqueue(LayerStepRow{step.step, rank, EncodeLayerEntries(step.entries)}, /*control=*/false);
}
void Store::PutProcessSample(uint32_t rank, const ProcessSample& sample) {
  Enqueue(ProcessRow{rank, sample}, /*control=*/false);
}
void Store::PutEpisode(const EpisodeRow& row) { Enqueue(row, /*control=*/true); }

void Store::PutStepAggregate(const StepAggregate& aggregate) {
  Enqueue(aggregate, /*control=*/true);
}
void Store::PutRankBuckets(const RankBuckets& buckets) {
  if (tiered()) Enqueue(buckets, /*control=*/true);
}
void Store::KeepDetail(uint64_t first_step, uint64_t last_step, const std::string& reason) {
  if (tiered() && first_step <= last_step) {
    Enqueue(StepSpan{first_step, last_step, reason}, /*control=*/true);
  }
}

uint64_t AutoDetailSteps(uint32_t world_size) {
  return std::max<uint64_t>(kMinAutoDetailSteps,
                            kAutoDetailRankSteps / std::max<uint32_t>(world_size, 1));
}

void Store::PutSystemSample(const std::string& host, const SystemSample& sample) {
  Enqueue(SystemRow{host, sample}, /*control=*/false);
}

void Store::Enqueue(Row row, bool control) {
  base::MutexLock lock(mu_);
  if (stopping_) return;
  if (!control) {
    if (queued_data_rows_ >= options_.max_queued_rows) {
      dropped_rows_.fetch_add(1);
      if (const auto* step = std::get_if<StepRow>(&row)) {
        if (lost_from_step_ < 0 || static_cast<int64_t>(step->record.step) < lost_from_step_) {
          lost_from_step_ = static_cast<int64_t>(step->record.step);
          if (loss_reason_.empty()) loss_reason_ = "the writer fell behind";
        }
      }
      return;
    }
    ++queued_data_rows_;
  }
  queue_.push_back(std::move(row));
  ++accepted_;
  if (queue_.size() >= options_.batch_rows) writer_cv_.NotifyOne();
}

void Store::Flush() {
  base::MutexLock lock(mu_);
  if (closed_) return;
  const uint64_t target = accepted_;
  flush_requested_ = true;
  writer_cv_.NotifyOne();
  while (committed_ < target && !closed_) flushed_cv_.Wait(mu_);
}

void Store::Close() {
  {
    base::MutexLock lock(mu_);
    if (closed_) return;
    if (stopping_) return;  // another thread is closing
    stopping_ = true;
    writer_cv_.NotifyOne();
  }
  if (writer_.joinable()) writer_.join();
  Finish();
  statements_.reset();
  sqlite3_close(db_);
  db_ = nullptr;
  base::MutexLock lock(mu_);
  closed_ = true;
  flushed_cv_.NotifyAll();
}

std::string Store::last_error() const {
  base::MutexLock lock(mu_);
  return last_error_;
}

std::string Store::problem() const {
  base::MutexLock lock(mu_);
  if (lost_from_step_ < 0 && loss_reason_.empty()) return "";
  if (lost_from_step_ < 0) return "database incomplete: " + loss_reason_;
  return "database incomplete from step " + std::to_string(lost_from_step_) + ": " + loss_reason_;
}

void Store::RecordLoss(int64_t first_step, const std::string& reason) {
  bool report = false;
  {
    base::MutexLock lock(mu_);
    if (first_step >= 0 && (lost_from_step_ < 0 || first_step < lost_from_step_)) {
      lost_from_step_ = first_step;
    }
    if (loss_reason_.empty()) loss_reason_ = reason;
    report = !loss_reported_;
    loss_reported_ = true;
  }
  if (report && options_.on_write_failure) options_.on_write_failure(problem());
}

void Store::Finish() {
  // Writer thread joined: this thread owns the connection now.
  const std::string state = problem();
  Statements& s = *statements_;
  if (tiered()) PutTierCounters();
  s.meta.Text(1, kMetaStoreState);
  s.meta.Text(2, state.empty() ? kStoreStateComplete : state);
  if (s.meta.Run() != SQLITE_DONE) {
    write_errors_.fetch_add(1);
    RecordError("writing the final state: " + SqliteMessage(db_));
  }
  // The whole run into steplens.db; then, when no reader holds it, leave
  // WAL mode so that the file alone is readable (even read-only, without
  // -shm). Both are best effort: a reader or a full disk leaves the WAL,
  // which SQLite still reads.
  sqlite3_exec(db_, "PRAGMA wal_checkpoint(TRUNCATE)", nullptr, nullptr, nullptr);
  sqlite3_exec(db_, "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);
}

void Store::RecordError(const std::string& message) {
  base::MutexLock lock(mu_);
  last_error_ = message;
}

void Store::WriterLoop() {
  const auto interval = std::chrono::milliseconds(options_.batch_interval_ms);
  const size_t batch_rows = std::max<size_t>(1, options_.batch_rows);
  std::vector<Row> taken;
  taken.reserve(batch_rows);
  for (;;) {
    bool stop = false;
    {
      base::MutexLock lock(mu_);
      const auto deadline = base::CondVar::Clock::now() + interval;
      while (!stopping_ && !flush_requested_ && queue_.size() < batch_rows &&
             writer_cv_.WaitUntil(mu_, deadline)) {
      }
      // Everything queued, in O(1): the callers never wait for a copy.
      taken.swap(queue_);
      queued_data_rows_ = 0;
      flush_requested_ = false;
      stop = stopping_;  // Enqueue() accepts nothing once stopping_
    }
    for (size_t begin = 0; begin < taken.size(); begin += batch_rows) {
      const size_t end = std::min(taken.size(), begin + batch_rows);
      WriteBatch(taken, begin, end);
      MaybePrune();
      base::MutexLock lock(mu_);
      committed_ += end - begin;
      flushed_cv_.NotifyAll();
    }
    taken.clear();
    // A backlog grew it: give the memory back rather than keep the peak.
    if (taken.capacity() > 4 * batch_rows) std::vector<Row>().swap(taken);
    if (stop) return;
  }
}

void Store::WriteBatch(const std::vector<Row>& rows, size_t begin, size_t end) {
  Statements& s = *statements_;
  batch_error_code_ = SQLITE_OK;
  const bool in_txn = s.begin.Run() == SQLITE_DONE;
  if (!in_txn) batch_error_code_ = sqlite3_extended_errcode(db_);
  s.pending_steps.clear();
  for (size_t i = begin; i < end; ++i) {
    if (batch_error_code_ != SQLITE_OK) break;  // the batch is lost anyway
    WriteRow(rows[i]);
  }
  if (batch_error_code_ == SQLITE_OK) WriteSteps();
  s.pending_steps.clear();
  if (in_txn && batch_error_code_ == SQLITE_OK && s.commit.Run() != SQLITE_DONE) {
    batch_error_code_ = sqlite3_extended_errcode(db_);
    RecordError("commit failed: " + SqliteMessage(db_));
  }
  if (batch_error_code_ == SQLITE_OK) return;
  // All or nothing: roll the batch back and count every row of it as lost.
  if (!sqlite3_get_autocommit(db_)) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  write_errors_.fetch_add(end - begin);
  if (!in_txn) RecordError("cannot begin a transaction: " + SqliteMessage(db_));
  int64_t first_step = -1;
  for (size_t i = begin; i < end; ++i) {
    if (const auto* step = std::get_if<StepRow>(&rows[i])) {
      const auto n = static_cast<int64_t>(step->record.step);
      if (first_step < 0 || n < first_step) first_step = n;
    }
  }
  const bool full = (batch_error_code_ & 0xFF) == SQLITE_FULL;
  RecordLoss(first_step, full ? "disk full" : sqlite3_errstr(batch_error_code_));
}

void Store::Check(int rc, const char* what) {
  if (rc == SQLITE_DONE) return;
  if (batch_error_code_ == SQLITE_OK) batch_error_code_ = sqlite3_extended_errcode(db_);
  RecordError(std::string("writing ") + what + ": " + SqliteMessage(db_));
}

void Store::WriteSteps() {
  Statements& s = *statements_;
  if (s.pending_steps.size() == kStepsPerInsert) {
    auto st = s.steps.Bind();
    for (const StepRow* row : s.pending_steps) BindStepRow(st, *row);
    Check(st.Run(), "steps");
  } else {
    for (const StepRow* row : s.pending_steps) {
      auto st = s.step.Bind();
      BindStepRow(st, *row);
      Check(st.Run(), "step");
    }
  }
  s.pending_steps.clear();
}

void Store::WriteRow(const Row& row) {
  Statements& s = *statements_;
  std::visit(Overloaded{[&](const MetaRow& m_row) {
                          const MetaRow* m = &m_row;
                          Check(s.meta.Bind().Text(m->key).Text(m->value).Run(), "meta");
                        },
                        [&](const RankRow& r_row) {
                          const RankRow* r = &r_row;
                          auto st = s.rank.Bind();
                          st.Int(r->rank);
                          st.Int(r->local_rank);
                          st.Text(r->host);
                          st.Int(r->pid);
                          st.Int(r->world_size);
                          st.Opt(r->connected_ns);
                          st.Opt(r->disconnected_ns);
                          st.OptText(r->disconnect_reason);
                          st.Int(static_cast<int64_t>(r->steps));
                          st.Int(static_cast<int64_t>(r->dropped_records));
                          st.Int(r->finished ? 1 : 0);
                          st.Int(r->failed ? 1 : 0);
                          st.Int(r->clock_offset_ns);
                          st.Opt(r->sync_hook == 0 ? kMissing : static_cast<int64_t>(r->sync_hook));
                          st.OptText(r->sync_hook_reason);
                          Check(st.Run(), "rank");
                        },
                        [&](const NameRow& n_row) {
                          const NameRow* n = &n_row;
                          s.names[{n->rank, n->id}] = n->name;
                          Check(s.name.Bind().Int(n->rank).Int(n->id).Text(n->name).Run(), "name");
                        },
                        [&](const StepRow& sr_row) {
                          const StepRow* sr = &sr_row;
                          const QueuedStep& rec = sr->record;
                          if (Pruned(rec.step)) {  // a rank far behind: its step is aggregated
                            ++late_rows_;
                            return;
                          }
                          const int64_t step_signed = StepSigned(rec.step);
                          max_step_ = std::max(max_step_, step_signed);
                          if (prune_from_ < 0) prune_from_ = step_signed;
                          // Its steps row later, with others (WriteSteps());
                          // within the transaction, so in the same order.
                          s.pending_steps.push_back(sr);
                          if (s.pending_steps.size() == kStepsPerInsert) WriteSteps();
                          for (const QueuedStep::Region& region : rec.regions) {
                            auto it = s.names.find({sr->rank, region.id});
                            const std::string name =
                                it != s.names.end() ? it->second : RegionFallbackName(region.id);
                            Check(s.region.Bind()
                                      .Int(sr->rank)
                                      .Int(static_cast<int64_t>(rec.step))
                                      .Text(name)
                                      .Opt(region.cpu_ns)
                                      .Opt(region.gpu_ns)
                                      .Run(),
                                  "step region");
                          }
                          for (int i = 0; i < rec.scalar_count; ++i) {
                            const Scalar& sc = rec.scalars[i];
                            auto it = s.names.find({sr->rank, sc.name_id});
                            const std::string name =
                                it != s.names.end() ? it->second : ScalarFallbackName(sc.name_id);
                            auto st = s.scalar.Bind();
                            st.Int(sr->rank).Int(static_cast<int64_t>(rec.step)).Text(name);
                            if (std::isfinite(sc.value)) {
                              st.Real(sc.value);
                            } else {
                              st.Null();  // SQLite has no NaN
                            }
                            Check(st.Run(), "scalar");
                          }
                        },
                        [&](const ProcessRow& p_row) {
                          const ProcessRow* p = &p_row;
                          auto st = s.process.Bind();
                          st.Int(p->rank);
                          st.Int(p->sample.mono_ns);
                          st.OptReal(p->sample.cpu_pct);
                          st.Opt(p->sample.rss_bytes);
                          st.Opt(p->sample.gpu_mem_bytes);
                          st.OptReal(p->sample.main_cpu_pct);
                          st.OptReal(p->sample.main_wait_pct);
                          st.OptReal(p->sample.others_wait_pct);
                          Check(st.Run(), "process sample");
                        },
                        [&](const SystemRow& y_row) {
                          const SystemRow* y = &y_row;
                          auto st = s.system.Bind();
                          st.Text(y->host);
                          st.Int(y->sample.mono_ns);
                          st.OptReal(y->sample.cpu_pct);
                          st.Opt(y->sample.ram_used_bytes);
                          st.Opt(y->sample.ram_total_bytes);
                          st.Text(GpusToJson(y->sample.gpus));
                          Check(st.Run(), "system sample");
                        },
                        [&](const StepAggregate& a) {
                          auto st = s.aggregate.Bind();
                          st.Int(static_cast<int64_t>(a.step));
                          st.Int(a.ranks);
                          st.Int(a.forced ? 1 : 0);
                          st.Opt(a.last_arrival_rank < 0 ? kMissing : a.last_arrival_rank);
                          if (a.last_arrival_rank < 0) {
                            st.Null();
                          } else {
                            st.Int(a.last_arrival_lateness_ns);
                          }
                          Check(st.Run(), "step aggregate");
                          for (const StepStat& stat : a.stats) {
                            auto ss = s.stat.Bind();
                            ss.Int(static_cast<int64_t>(a.step)).Text(stat.metric);
                            ss.Real(stat.median).Real(stat.worst);
                            ss.Opt(stat.worst_rank < 0 ? kMissing : stat.worst_rank);
                            Check(ss.Run(), "step stat");
                          }
                        },
                        [&](const RankBuckets& b) {
                          for (const RankBucketCell& c : b.cells) {
                            if (c.metric >= b.metrics.size()) continue;
                            auto st = s.bucket.Bind();
                            st.Int(static_cast<int64_t>(b.first_step)).Int(c.rank);
                            st.Text(b.metrics[c.metric]).Int(c.steps).Real(c.mean).Real(c.max);
                            Check(st.Run(), "rank bucket");
                          }
                        },
                        [&](const StepSpan& span) { AddKept(span); },
                        [&](const LayerStepRow& l) {
                          if (Pruned(l.step)) return;  // its steps row counts as late
                          auto st = s.layer.Bind();
                          st.Int(StepSigned(l.step)).Int(l.rank).Blob(l.entries);
                          Check(st.Run(), "layer step");
                        },
                        [&](const EpisodeRow& e_row) {
                          const EpisodeRow* e = &e_row;
                          auto st = s.episode.Bind();
                          st.Int(e->id);
                          st.Text(e->kind);
                          st.Text(e->label);
                          st.Text(e->severity);
                          st.Opt(e->rank < 0 ? kMissing : static_cast<int64_t>(e->rank));
                          st.OptText(e->phase);
                          st.Int(e->start_step);
                          st.Int(e->end_step);
                          st.Opt(e->start_wall_ns);
                          st.Opt(e->end_wall_ns);
                          st.Int(e->steps);
                          st.Int(e->evaluations);
                          st.Int(e->open ? 1 : 0);
                          st.OptText(e->summary);
                          st.OptText(e->evidence_json);
                          st.Opt(e->shown_step);
                          Check(st.Run(), "diagnosis episode");
                        }},
             row);
}

void Store::PutTierCounters() {
  Statements& s = *statements_;
  for (const auto& [key, value] : {std::pair<const char*, uint64_t>{"detail_late_rows", late_rows_},
                                   {"detail_kept_refused", kept_refused_}}) {
    s.meta.Text(1, key);
    s.meta.Text(2, std::to_string(value));
    s.meta.Run();
  }
}

bool Store::Pruned(uint64_t step) const {
  if (pruned_first_ < 0 || prune_from_ < 0 || step >= static_cast<uint64_t>(prune_from_)) {
    return false;
  }
  for (const StepSpan& k : kept_) {
    if (step >= k.first && step <= k.last) return false;
  }
  return true;
}

uint64_t Store::NotYetKept(const StepSpan& span) const {
  uint64_t added = span.last - span.first + 1;
  for (const StepSpan& k : kept_) {
    const uint64_t lo = std::max(k.first, span.first), hi = std::min(k.last, span.last);
    if (lo <= hi) added -= std::min(added, hi - lo + 1);
  }
  return added;
}

void Store::AddKept(const StepSpan& asked) {
  // Only what is not kept already counts against the budget.
  StepSpan span = asked;
  uint64_t added = NotYetKept(span);
  const uint64_t budget =
      options_.max_kept_steps > 0 ? options_.max_kept_steps : options_.detail_steps;
  if (added == 0) return;
  if (kept_steps_ + added > budget) {
    const uint64_t left = budget - std::min(budget, kept_steps_);
    if (left == 0) {
      ++kept_refused_;
      return;
    }
    // What the budget has left, from the range's end: its oldest steps
    // are the furthest from the verdict it is kept for (store.h).
    span.first = span.last + 1 - left;
    added = NotYetKept(span);
    if (added == 0) return;
  }
  kept_steps_ += added;
  Statements& s = *statements_;
  Check(s.kept.Bind()
            .Int(static_cast<int64_t>(span.first))
            .Int(static_cast<int64_t>(span.last))
            .Text(span.reason)
            .Run(),
        "kept range");
  kept_.push_back(span);
  std::sort(kept_.begin(), kept_.end(),
            [](const StepSpan& a, const StepSpan& b) { return a.first < b.first; });
  std::vector<StepSpan> merged;
  for (const StepSpan& k : kept_) {
    if (!merged.empty() && k.first <= merged.back().last + 1) {
      merged.back().last = std::max(merged.back().last, k.last);
    } else {
      merged.push_back(k);
    }
  }
  kept_.swap(merged);
}

void Store::MaybePrune() {
  if (!tiered() || !step_major_ || prune_from_ < 0 || batch_error_code_ != SQLITE_OK) return;
  const int64_t window = StepSigned(options_.detail_steps);
  // Steps below `horizon` are older than the window.
  const int64_t horizon = max_step_ - window + 1;
  if (horizon - prune_from_ < static_cast<int64_t>(kPruneChunkSteps)) return;
  PruneRange(static_cast<uint64_t>(prune_from_), static_cast<uint64_t>(horizon - 1));
}

void Store::PruneRange(uint64_t first, uint64_t last) {
  Statements& s = *statements_;
  batch_error_code_ = SQLITE_OK;
  if (s.begin.Run() != SQLITE_DONE) return;  // tried again after the next batch
  // [first, last] minus the kept ranges.
  std::vector<std::pair<uint64_t, uint64_t>> cut;
  uint64_t from = first;
  for (const StepSpan& k : kept_) {
    if (k.last < from || k.first > last) continue;
    if (k.first > from) cut.emplace_back(from, k.first - 1);
    from = k.last + 1;
    if (from > last) break;
  }
  if (from <= last && (cut.empty() || cut.back().second < from)) cut.emplace_back(from, last);
  for (const auto& [lo, hi] : cut) {
    for (Stmt* del : {&s.delete_steps, &s.delete_regions, &s.delete_scalars, &s.delete_layers}) {
      Check(del->Bind().Int(static_cast<int64_t>(lo)).Int(static_cast<int64_t>(hi)).Run(),
            "pruning detail");
    }
  }
  // One detail_pruned row per stretch: extend the open one when adjacent.
  const int64_t first_signed = StepSigned(first), last_signed = StepSigned(last);
  const int64_t row_first =
      pruned_first_ < 0 || first_signed > pruned_last_ + 1 ? first_signed : pruned_first_;
  Check(s.pruned.Bind().Int(row_first).Int(last_signed).Run(), "pruned range");
  PutTierCounters();
  if (batch_error_code_ == SQLITE_OK && s.commit.Run() == SQLITE_DONE) {
    pruned_first_ = row_first;
    pruned_last_ = last_signed;
    prune_from_ = last_signed + 1;
    return;
  }
  // Nothing deleted; tried again after the next batch.
  sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  RecordError("pruning detail: " + SqliteMessage(db_));
  batch_error_code_ = SQLITE_OK;
}

}  // namespace steplens::store
