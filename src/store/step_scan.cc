#include "store/step_scan.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "base/metrics.h"

namespace steplens::store {
namespace {

constexpr int kBusyTimeoutMs = 2000;

int64_t ColOpt(sqlite3_stmt* s, int i) {
  return sqlite3_column_type(s, i) == SQLITE_NULL ? kMissing : sqlite3_column_int64(s, i);
}

std::string ColText(sqlite3_stmt* s, int i) {
  const unsigned char* p = sqlite3_column_text(s, i);
  if (p == nullptr) return "";
  return std::string(reinterpret_cast<const char*>(p),
                     static_cast<size_t>(sqlite3_column_bytes(s, i)));
}

bool HasColumn(sqlite3* db, const char* table, const char* column) {
  sqlite3_stmt* stmt = nullptr;
  const std::string sql = std::string("SELECT ") + column + " FROM " + table + " LIMIT 0";
  const bool ok = sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) == SQLITE_OK;
  sqlite3_finalize(stmt);
  return ok;
}

// The loss of each step of one rank in a step range (see the header): the
// scalar stored under "loss", or under the fallback name the store gives a
// scalar whose name was not yet known ("scalar_<id>", store.cc) when the
// names table gives that id (a scalar id: outside the user phases') the name
// "loss". Column 2 says which. ?4 is the name.
std::string LossSql(bool names_table) {
  std::string sql =
      "SELECT step, value, name=?4 FROM scalars"
      " WHERE rank=?1 AND step BETWEEN ?2 AND ?3 AND (name=?4";
  if (names_table) {
    sql += " OR name IN (SELECT 'scalar_' || id FROM names WHERE rank=?1 AND name=?4 AND (id < " +
           std::to_string(kFirstUserPhase) + " OR id >= " + std::to_string(kMaxPhases) + "))";
  }
  return sql + ") ORDER BY step";
}

// SQLite integers are signed; steps beyond int64 never occur in practice.
int64_t ToSql(uint64_t v) {
  return static_cast<int64_t>(std::min<uint64_t>(v, std::numeric_limits<int64_t>::max()));
}

}  // namespace

struct StepScanner::Statements {
  sqlite3_stmt* ranks = nullptr;
  sqlite3_stmt* max_step = nullptr;
  sqlite3_stmt* steps = nullptr;
  sqlite3_stmt* regions = nullptr;
  sqlite3_stmt* counts = nullptr;
  sqlite3_stmt* loss = nullptr;  // null for a database without scalars
  ~Statements() {
    for (sqlite3_stmt* s : {ranks, max_step, steps, regions, counts, loss}) {
      sqlite3_finalize(s);
    }
  }
};

base::StatusOr<std::unique_ptr<StepScanner>> StepScanner::Open(const std::string& database_path) {
  sqlite3* db = nullptr;
  const int rc = sqlite3_open_v2(database_path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  if (rc != SQLITE_OK) {
    const std::string msg = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return base::Status::Error("cannot open run database " + database_path + ": " + msg);
  }
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  std::unique_ptr<StepScanner> scanner(new StepScanner(database_path, db));
  auto& st = *scanner->statements_;
  const bool sync = HasColumn(db, "steps", "sync_last_ns");
  const std::string steps_sql =
      std::string(
          "SELECT step, begin_ns, end_ns, wait_ns, dataloader_ns, h2d_ns,"
          " forward_ns, backward_ns, optimizer_ns, dataloader_gpu_ns,"
          " h2d_gpu_ns, forward_gpu_ns, backward_gpu_ns, optimizer_gpu_ns,"
          " mem_allocated, mem_peak_allocated, mem_reserved,"
          " mem_peak_reserved, rss_peak, ") +
      (sync ? "sync_first_ns, sync_last_ns, sync_buckets" : "NULL, NULL, NULL") +
      " FROM steps WHERE rank=?1 AND step BETWEEN ?2 AND ?3 ORDER BY step"
      " LIMIT ?4";
  const bool prepared =
      sqlite3_prepare_v2(db, "SELECT rank, clock_offset_ns FROM ranks ORDER BY rank", -1, &st.ranks,
                         nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, "SELECT max(step) FROM steps WHERE rank=?1", -1, &st.max_step,
                         nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, steps_sql.c_str(), -1, &st.steps, nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db,
                         "SELECT step, name, cpu_ns, gpu_ns FROM step_regions"
                         " WHERE rank=?1 AND step BETWEEN ?2 AND ?3"
                         " ORDER BY step",
                         -1, &st.regions, nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db,
                         "SELECT step FROM steps WHERE rank=?1 AND step"
                         " BETWEEN ?2 AND ?3",
                         -1, &st.counts, nullptr) == SQLITE_OK;
  // An older database may lack the scalars table (no loss) or the names
  // table (only the loss stored under its name).
  const bool scalars = HasColumn(db, "scalars", "rank, step, name, value");
  const bool names = HasColumn(db, "names", "rank, id, name");
  const bool loss_prepared =
      !prepared || !scalars ||
      sqlite3_prepare_v2(db, LossSql(names).c_str(), -1, &st.loss, nullptr) == SQLITE_OK;
  if (!prepared || !loss_prepared) {
    return base::Status::Error("run database " + database_path +
                               " is corrupt or not a steplens database: " + sqlite3_errmsg(db));
  }
  return scanner;
}

StepScanner::StepScanner(std::string path, sqlite3* db)
    : path_(std::move(path)), db_(db), statements_(new Statements) {}

StepScanner::~StepScanner() {
  statements_.reset();
  sqlite3_close(db_);
}

base::Status StepScanner::Error() const {
  return base::Status::Error("cannot read run database " + path_ + ": " + sqlite3_errmsg(db_));
}

base::StatusOr<std::vector<uint32_t>> StepScanner::Ranks() {
  sqlite3_stmt* s = statements_->ranks;
  std::vector<uint32_t> ranks;
  int rc;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    const int64_t r = sqlite3_column_int64(s, 0);
    if (r >= 0 && r <= std::numeric_limits<uint32_t>::max()) {
      ranks.push_back(static_cast<uint32_t>(r));
      const int64_t offset = ColOpt(s, 1);
      offsets_[static_cast<uint32_t>(r)] = offset == kMissing ? 0 : offset;
    }
  }
  sqlite3_reset(s);
  if (rc != SQLITE_DONE) return Error();
  return ranks;
}

base::StatusOr<int64_t> StepScanner::MaxStep() {
  auto ranks = Ranks();
  if (!ranks.ok()) return ranks.status();
  int64_t max_step = kMissing;
  sqlite3_stmt* s = statements_->max_step;
  for (uint32_t r : *ranks) {
    sqlite3_bind_int64(s, 1, r);
    const int rc = sqlite3_step(s);
    if (rc == SQLITE_ROW) max_step = std::max(max_step, ColOpt(s, 0));
    sqlite3_reset(s);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return Error();
  }
  return max_step;
}

base::Status StepScanner::Scan(
    uint64_t first, uint64_t last,
    const std::function<void(uint64_t, const std::vector<ScannedStep>&)>& fn) {
  if (first > last) return base::Status::Ok();
  auto ranks = Ranks();
  if (!ranks.ok()) return ranks.status();
  if (ranks->empty()) return base::Status::Ok();
  const uint64_t chunk_steps = std::max<uint64_t>(1, kScanChunkRows / ranks->size());
  sqlite3_stmt* steps = statements_->steps;
  sqlite3_stmt* regions = statements_->regions;
  sqlite3_stmt* loss = statements_->loss;
  std::map<uint64_t, std::vector<ScannedStep>> chunk;
  for (uint64_t lo = first;;) {
    const uint64_t hi = last - lo < chunk_steps - 1 ? last : lo + (chunk_steps - 1);
    chunk.clear();
    for (uint32_t rank : *ranks) {
      sqlite3_bind_int64(steps, 1, rank);
      sqlite3_bind_int64(steps, 2, ToSql(lo));
      sqlite3_bind_int64(steps, 3, ToSql(hi));
      sqlite3_bind_int64(steps, 4, ToSql(chunk_steps));
      int rc;
      while ((rc = sqlite3_step(steps)) == SQLITE_ROW) {
        ScannedStep row;
        row.rank = rank;
        row.clock_offset_ns = offsets_[rank];
        StepRecord& rec = row.record;
        rec.step = static_cast<uint64_t>(sqlite3_column_int64(steps, 0));
        rec.begin_ns = ColOpt(steps, 1);
        rec.end_ns = ColOpt(steps, 2);
        row.wait_ns = ColOpt(steps, 3);
        for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) {
          rec.cpu_ns[p] = ColOpt(steps, 4 + p);
          rec.gpu_ns[p] = ColOpt(steps, 9 + p);
        }
        rec.mem_allocated = ColOpt(steps, 14);
        rec.mem_peak_allocated = ColOpt(steps, 15);
        rec.mem_reserved = ColOpt(steps, 16);
        rec.mem_peak_reserved = ColOpt(steps, 17);
        rec.rss_peak = ColOpt(steps, 18);
        rec.sync_first_ns = ColOpt(steps, 19);
        rec.sync_last_ns = ColOpt(steps, 20);
        const int64_t buckets = ColOpt(steps, 21);
        rec.sync_buckets = buckets > 0 ? static_cast<uint32_t>(buckets) : 0;
        chunk[rec.step].push_back(std::move(row));
      }
      sqlite3_reset(steps);
      if (rc != SQLITE_DONE) return Error();

      sqlite3_bind_int64(regions, 1, rank);
      sqlite3_bind_int64(regions, 2, ToSql(lo));
      sqlite3_bind_int64(regions, 3, ToSql(hi));
      while ((rc = sqlite3_step(regions)) == SQLITE_ROW) {
        const auto step = static_cast<uint64_t>(sqlite3_column_int64(regions, 0));
        auto it = chunk.find(step);
        if (it == chunk.end() || it->second.empty() || it->second.back().rank != rank) {
          continue;  // a region without its step row
        }
        it->second.back().regions.push_back(
            ScannedRegion{ColText(regions, 1), ColOpt(regions, 2), ColOpt(regions, 3)});
      }
      sqlite3_reset(regions);
      if (rc != SQLITE_DONE) return Error();

      if (loss != nullptr) {
        sqlite3_bind_int64(loss, 1, rank);
        sqlite3_bind_int64(loss, 2, ToSql(lo));
        sqlite3_bind_int64(loss, 3, ToSql(hi));
        sqlite3_bind_text(loss, 4, kLossScalar, -1, SQLITE_STATIC);
        while ((rc = sqlite3_step(loss)) == SQLITE_ROW) {
          const auto step = static_cast<uint64_t>(sqlite3_column_int64(loss, 0));
          auto it = chunk.find(step);
          if (it == chunk.end() || it->second.empty() || it->second.back().rank != rank) {
            continue;  // a loss without its step row
          }
          // NULL is a non-finite value; text or a blob is not a loss.
          const int type = sqlite3_column_type(loss, 1);
          if (type != SQLITE_FLOAT && type != SQLITE_INTEGER) continue;
          const double value = sqlite3_column_double(loss, 1);
          if (!std::isfinite(value)) continue;
          // The row under the name "loss" wins over a fallback-named one.
          double& into = it->second.back().loss;
          if (std::isnan(into) || sqlite3_column_int(loss, 2) != 0) into = value;
        }
        sqlite3_reset(loss);
        if (rc != SQLITE_DONE) return Error();
      }
    }
    for (const auto& [step, rows] : chunk) fn(step, rows);
    if (hi == last) break;
    lo = hi + 1;
  }
  return base::Status::Ok();
}

base::StatusOr<std::map<uint64_t, uint32_t>> StepScanner::RowCounts(uint64_t first, uint64_t last) {
  std::map<uint64_t, uint32_t> counts;
  if (first > last) return counts;
  auto ranks = Ranks();
  if (!ranks.ok()) return ranks.status();
  sqlite3_stmt* s = statements_->counts;
  for (uint32_t rank : *ranks) {
    sqlite3_bind_int64(s, 1, rank);
    sqlite3_bind_int64(s, 2, ToSql(first));
    sqlite3_bind_int64(s, 3, ToSql(last));
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      ++counts[static_cast<uint64_t>(sqlite3_column_int64(s, 0))];
    }
    sqlite3_reset(s);
    if (rc != SQLITE_DONE) return Error();
  }
  return counts;
}

base::Status StepScanner::ForEachRow(const char* sql,
                                     const std::function<void(sqlite3_stmt*)>& fn) {
  sqlite3_stmt* s = nullptr;
  if (sqlite3_prepare_v2(db_, sql, -1, &s, nullptr) != SQLITE_OK) {
    sqlite3_finalize(s);
    return Error();
  }
  int rc;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) fn(s);
  sqlite3_finalize(s);
  return rc == SQLITE_DONE ? base::Status::Ok() : Error();
}

base::StatusOr<std::map<std::string, std::string>> StepScanner::Meta() {
  std::map<std::string, std::string> meta;
  base::Status st = ForEachRow("SELECT key, value FROM meta",
                               [&](sqlite3_stmt* s) { meta[ColText(s, 0)] = ColText(s, 1); });
  if (!st.ok()) return st;
  return meta;
}

base::StatusOr<std::vector<RankRow>> StepScanner::RankRows() {
  std::map<uint32_t, int64_t> last_steps;
  auto ranks = Ranks();
  if (!ranks.ok()) return ranks.status();
  sqlite3_stmt* max_step = statements_->max_step;
  for (uint32_t r : *ranks) {
    sqlite3_bind_int64(max_step, 1, r);
    const int rc = sqlite3_step(max_step);
    if (rc == SQLITE_ROW) last_steps[r] = ColOpt(max_step, 0);
    sqlite3_reset(max_step);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) return Error();
  }
  std::vector<RankRow> rows;
  base::Status st = ForEachRow(
      "SELECT rank, local_rank, host, pid, failed, disconnect_reason,"
      " clock_offset_ns, world_size FROM ranks ORDER BY rank",
      [&](sqlite3_stmt* s) {
        const int64_t rank = sqlite3_column_int64(s, 0);
        if (rank < 0 || rank > std::numeric_limits<uint32_t>::max()) return;
        RankRow r;
        r.rank = static_cast<uint32_t>(rank);
        r.local_rank = static_cast<uint32_t>(sqlite3_column_int64(s, 1));
        r.host = ColText(s, 2);
        r.pid = static_cast<uint32_t>(sqlite3_column_int64(s, 3));
        r.failed = sqlite3_column_int64(s, 4) != 0;
        r.disconnect_reason = ColText(s, 5);
        const int64_t offset = ColOpt(s, 6);
        r.clock_offset_ns = offset == kMissing ? 0 : offset;
        r.world_size = static_cast<uint32_t>(sqlite3_column_int64(s, 7));
        auto last = last_steps.find(r.rank);
        if (last != last_steps.end()) r.last_step = last->second;
        rows.push_back(std::move(r));
      });
  if (!st.ok()) return st;
  return rows;
}

base::StatusOr<std::vector<std::string>> StepScanner::RegionNames() {
  std::vector<std::string> names;
  base::Status st = ForEachRow("SELECT DISTINCT name FROM step_regions ORDER BY name",
                               [&](sqlite3_stmt* s) { names.push_back(ColText(s, 0)); });
  if (!st.ok()) return st;
  return names;
}

base::StatusOr<std::vector<EpisodeRow>> StepScanner::Episodes() {
  std::vector<EpisodeRow> rows;
  if (!HasColumn(db_, "diagnosis_episodes", "id")) return rows;
  const bool shown = HasColumn(db_, "diagnosis_episodes", "shown_step");
  const std::string sql = std::string(
                              "SELECT id, kind, label, severity, rank, phase, start_step, end_step,"
                              " start_wall_ns, end_wall_ns, steps, evaluations, open, summary,"
                              " evidence_json, ") +
                          (shown ? "shown_step" : "NULL") + " FROM diagnosis_episodes ORDER BY id";
  base::Status st = ForEachRow(sql.c_str(), [&](sqlite3_stmt* s) {
    EpisodeRow e;
    e.id = sqlite3_column_int64(s, 0);
    e.kind = ColText(s, 1);
    e.label = ColText(s, 2);
    e.severity = ColText(s, 3);
    const int64_t rank = ColOpt(s, 4);
    e.rank = rank >= 0 && rank <= std::numeric_limits<int>::max() ? static_cast<int>(rank) : -1;
    e.phase = ColText(s, 5);
    e.start_step = sqlite3_column_int64(s, 6);
    e.end_step = sqlite3_column_int64(s, 7);
    e.start_wall_ns = ColOpt(s, 8);
    e.end_wall_ns = ColOpt(s, 9);
    e.steps = sqlite3_column_int64(s, 10);
    e.evaluations = sqlite3_column_int64(s, 11);
    e.open = sqlite3_column_int64(s, 12) != 0;
    e.summary = ColText(s, 13);
    e.evidence_json = ColText(s, 14);
    e.shown_step = ColOpt(s, 15);
    rows.push_back(std::move(e));
  });
  if (!st.ok()) return st;
  return rows;
}

}  // namespace steplens::store
