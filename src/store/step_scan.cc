#include "store/step_scan.h"

#include "store/meta_table.h"
#include "store/steps_table.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "base/int64.h"
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

// Queries by layout (store.h, StepMajorLayout()). Every range query has the
// same parameters, ?1 rank, ?2 first step, ?3 last step, ?4 row limit: a
// rank-major database is read one rank at a time through its key (rank,
// step); a step-major one reads all ranks of the range at once through
// (step, rank) and leaves ?1 and ?4 unused (SQLite keeps the slots). Each
// query returns rank, then step first.
struct Layout {
  bool step_major;
  // WHERE clause of a range read of `table`.
  std::string Range(const char* table) const {
    return step_major ? std::string(" WHERE ") + table + ".step BETWEEN ?2 AND ?3"
                      : std::string(" WHERE ") + table + ".rank=?1 AND " + table +
                            ".step BETWEEN ?2 AND ?3";
  }
};

// The loss of each step and rank in a step range (see the header): the
// scalar stored under "loss", or under the fallback name the store gives a
// scalar whose name was not yet known ("scalar_<id>", store.cc) when the
// names table gives that id (a scalar id: outside the user phases') the name
// "loss". Column 3 says which. ?5 is the name.
std::string LossSql(const Layout& layout, bool names_table) {
  std::string sql =
      "SELECT rank, step, value, name=?5 FROM scalars" + layout.Range("scalars") + " AND (name=?5";
  if (names_table) {
    sql +=
        " OR name IN (SELECT 'scalar_' || id FROM names WHERE names.rank=scalars.rank AND "
        "name=?5 AND (id < " +
        std::to_string(kFirstUserPhase) + " OR id >= " + std::to_string(kMaxPhases) + "))";
  }
  return sql + ") ORDER BY step";
}

// SQLite integers are signed (base/int64.h).
int64_t ToSql(uint64_t v) { return base::ClampToInt64(v); }

}  // namespace

struct StepScanner::Statements {
  sqlite3_stmt* ranks = nullptr;
  sqlite3_stmt* max_step = nullptr;
  sqlite3_stmt* last_step = nullptr;
  sqlite3_stmt* steps = nullptr;
  sqlite3_stmt* regions = nullptr;
  sqlite3_stmt* counts = nullptr;
  sqlite3_stmt* loss = nullptr;  // null for a database without scalars
  ~Statements() {
    for (sqlite3_stmt* s : {ranks, max_step, last_step, steps, regions, counts, loss}) {
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
  const Layout layout{StepMajorLayout(db)};
  scanner->step_major_ = layout.step_major;
  const std::string steps_sql =
      SelectStepsSql(db) + layout.Range("steps") +
      (layout.step_major ? " ORDER BY step, rank" : " ORDER BY step LIMIT ?4");
  const std::string regions_sql =
      "SELECT rank, step, name, cpu_ns, gpu_ns FROM step_regions" + layout.Range("step_regions");
  const std::string counts_sql =
      layout.step_major
          ? "SELECT step, count(*) FROM steps" + layout.Range("steps") + " GROUP BY step"
          : "SELECT step, 1 FROM steps" + layout.Range("steps");
  // The last step of each rank: through the key per rank (rank-major), or
  // from the end of the run backwards until every rank is found
  // (step-major; StepScanner::LastSteps()).
  const char* last_sql = layout.step_major ? "SELECT rank, step FROM steps ORDER BY step DESC"
                                           : "SELECT ?1, max(step) FROM steps WHERE rank=?1";
  const bool prepared =
      sqlite3_prepare_v2(db, "SELECT rank, clock_offset_ns FROM ranks ORDER BY rank", -1, &st.ranks,
                         nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, "SELECT max(step) FROM steps", -1, &st.max_step, nullptr) ==
          SQLITE_OK &&
      sqlite3_prepare_v2(db, last_sql, -1, &st.last_step, nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, steps_sql.c_str(), -1, &st.steps, nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, regions_sql.c_str(), -1, &st.regions, nullptr) == SQLITE_OK &&
      sqlite3_prepare_v2(db, counts_sql.c_str(), -1, &st.counts, nullptr) == SQLITE_OK;
  // An older database may lack the scalars table (no loss) or the names
  // table (only the loss stored under its name).
  const bool scalars = HasColumn(db, "scalars", "rank, step, name, value");
  const bool names = HasColumn(db, "names", "rank, id, name");
  const bool loss_prepared =
      !prepared || !scalars ||
      sqlite3_prepare_v2(db, LossSql(layout, names).c_str(), -1, &st.loss, nullptr) == SQLITE_OK;
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
  if (!step_major_) {  // max(step) alone would scan the whole (rank, step) key
    auto ranks = Ranks();
    if (!ranks.ok()) return ranks.status();
    auto last = LastSteps(*ranks);
    if (!last.ok()) return last.status();
    int64_t max_step = kMissing;
    for (const auto& [rank, step] : *last) max_step = std::max(max_step, step);
    return max_step;
  }
  sqlite3_stmt* s = statements_->max_step;
  const int rc = sqlite3_step(s);
  const int64_t max_step = rc == SQLITE_ROW ? ColOpt(s, 0) : kMissing;
  sqlite3_reset(s);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) return Error();
  return max_step;
}

base::StatusOr<std::map<uint32_t, int64_t>> StepScanner::LastSteps(
    const std::vector<uint32_t>& ranks) {
  std::map<uint32_t, int64_t> last;
  sqlite3_stmt* s = statements_->last_step;
  if (!step_major_) {
    for (uint32_t r : ranks) {
      sqlite3_bind_int64(s, 1, r);
      const int rc = sqlite3_step(s);
      if (rc == SQLITE_ROW && sqlite3_column_type(s, 1) != SQLITE_NULL) {
        last[r] = sqlite3_column_int64(s, 1);
      }
      sqlite3_reset(s);
      if (rc != SQLITE_ROW && rc != SQLITE_DONE) return Error();
    }
    return last;
  }
  // Newest rows first; a rank's first row seen is its last step. Stops once
  // every listed rank is found: one step's rows in a run where every rank
  // lasted to the end, more when one stopped early.
  const std::set<uint32_t> wanted(ranks.begin(), ranks.end());
  int rc = SQLITE_DONE;
  while (last.size() < wanted.size() && (rc = sqlite3_step(s)) == SQLITE_ROW) {
    const int64_t r = sqlite3_column_int64(s, 0);
    if (r < 0 || r > std::numeric_limits<uint32_t>::max()) continue;
    if (wanted.count(static_cast<uint32_t>(r)) == 0) continue;
    last.emplace(static_cast<uint32_t>(r), sqlite3_column_int64(s, 1));
  }
  if (last.size() < wanted.size() && rc != SQLITE_DONE) {
    sqlite3_reset(s);
    return Error();
  }
  sqlite3_reset(s);
  return last;
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
  // Rank-major: one pass per rank; step-major: one pass for all (the rank
  // parameter is unused).
  const std::vector<uint32_t> all_ranks = {0};
  const std::vector<uint32_t>& passes = step_major_ ? all_ranks : *ranks;
  std::map<uint64_t, std::vector<ScannedStep>> chunk;
  // The chunk's row of (step, rank); rows of a step are in rank order.
  auto row_of = [&](sqlite3_stmt* s) -> ScannedStep* {
    const int64_t rank = sqlite3_column_int64(s, 0);
    auto it = chunk.find(static_cast<uint64_t>(sqlite3_column_int64(s, 1)));
    if (it == chunk.end()) return nullptr;
    auto row = std::lower_bound(
        it->second.begin(), it->second.end(), rank,
        [](const ScannedStep& a, int64_t r) { return static_cast<int64_t>(a.rank) < r; });
    return row != it->second.end() && static_cast<int64_t>(row->rank) == rank ? &*row : nullptr;
  };
  auto bind_range = [&](sqlite3_stmt* s, uint32_t rank, uint64_t lo, uint64_t hi) {
    sqlite3_bind_int64(s, 1, rank);
    sqlite3_bind_int64(s, 2, ToSql(lo));
    sqlite3_bind_int64(s, 3, ToSql(hi));
  };
  for (uint64_t lo = first;;) {
    const uint64_t hi = last - lo < chunk_steps - 1 ? last : lo + (chunk_steps - 1);
    chunk.clear();
    for (uint32_t pass : passes) {
      bind_range(steps, pass, lo, hi);
      if (!step_major_) sqlite3_bind_int64(steps, 4, ToSql(chunk_steps));
      int rc;
      while ((rc = sqlite3_step(steps)) == SQLITE_ROW) {
        StepRow decoded;
        if (!ReadStepRow(steps, &decoded)) continue;
        auto offset = offsets_.find(decoded.rank);
        if (offset == offsets_.end()) continue;  // a row of no listed rank (Ranks())
        ScannedStep row;
        row.rank = decoded.rank;
        row.clock_offset_ns = offset->second;
        row.record = decoded.record;
        row.wait_ns = decoded.wait_ns;
        chunk[row.record.step].push_back(std::move(row));
      }
      sqlite3_reset(steps);
      if (rc != SQLITE_DONE) return Error();
    }

    for (uint32_t pass : passes) {
      bind_range(regions, pass, lo, hi);
      int rc;
      while ((rc = sqlite3_step(regions)) == SQLITE_ROW) {
        ScannedStep* row = row_of(regions);
        if (row == nullptr) continue;  // a region without its step row
        row->regions.push_back(
            ScannedRegion{ColText(regions, 2), ColOpt(regions, 3), ColOpt(regions, 4)});
      }
      sqlite3_reset(regions);
      if (rc != SQLITE_DONE) return Error();

      if (loss == nullptr) continue;
      bind_range(loss, pass, lo, hi);
      sqlite3_bind_text(loss, 5, kLossScalar, -1, SQLITE_STATIC);
      while ((rc = sqlite3_step(loss)) == SQLITE_ROW) {
        ScannedStep* row = row_of(loss);
        if (row == nullptr) continue;  // a loss without its step row
        // NULL is a non-finite value; text or a blob is not a loss.
        const int type = sqlite3_column_type(loss, 2);
        if (type != SQLITE_FLOAT && type != SQLITE_INTEGER) continue;
        const double value = sqlite3_column_double(loss, 2);
        if (!std::isfinite(value)) continue;
        // The row under the name "loss" wins over a fallback-named one.
        if (std::isnan(row->loss) || sqlite3_column_int(loss, 3) != 0) row->loss = value;
      }
      sqlite3_reset(loss);
      if (rc != SQLITE_DONE) return Error();
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
  std::vector<uint32_t> passes = {0};  // step-major: one pass for all ranks
  if (!step_major_) {
    auto ranks = Ranks();
    if (!ranks.ok()) return ranks.status();
    passes = std::move(*ranks);
  }
  sqlite3_stmt* s = statements_->counts;
  for (uint32_t rank : passes) {
    sqlite3_bind_int64(s, 1, rank);
    sqlite3_bind_int64(s, 2, ToSql(first));
    sqlite3_bind_int64(s, 3, ToSql(last));
    int rc;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
      counts[static_cast<uint64_t>(sqlite3_column_int64(s, 0))] +=
          static_cast<uint32_t>(sqlite3_column_int64(s, 1));
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
  auto ranks = Ranks();
  if (!ranks.ok()) return ranks.status();
  auto last_steps = LastSteps(*ranks);
  if (!last_steps.ok()) return last_steps.status();
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
        auto last = last_steps->find(r.rank);
        if (last != last_steps->end()) r.last_step = last->second;
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

namespace {

// Merges adjacent or overlapping spans (sorted by first).
std::vector<StepSpan> Merge(std::vector<StepSpan> spans) {
  std::sort(spans.begin(), spans.end(),
            [](const StepSpan& a, const StepSpan& b) { return a.first < b.first; });
  std::vector<StepSpan> out;
  for (StepSpan& s : spans) {
    if (!out.empty() && s.first <= out.back().last + 1) {
      out.back().last = std::max(out.back().last, s.last);
    } else {
      out.push_back(std::move(s));
    }
  }
  return out;
}

std::string Thousands(uint64_t v) {
  std::string digits = std::to_string(v), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ' ';
    out += digits[i];
  }
  return out;
}

// Ranks beyond this in rank_buckets are not believed (an untrusted file
// must not size a reader's per-rank arrays).
constexpr int64_t kMaxBucketRank = int64_t{1} << 20;

uint64_t ColStep(sqlite3_stmt* s, int i, bool* ok) {
  const int64_t v = sqlite3_column_int64(s, i);
  *ok = sqlite3_column_type(s, i) != SQLITE_NULL && v >= 0;
  return *ok ? static_cast<uint64_t>(v) : 0;
}

// The SELECT both bucket readers use; BucketRowAt() reads its columns.
constexpr const char* kBucketColumns =
    "SELECT first_step, rank, metric, steps, mean, max FROM rank_buckets";

// One rank_buckets row (metric read apart, by the caller).
struct BucketRow {
  uint64_t first_step = 0;
  uint32_t rank = 0;
  uint32_t steps = 0;
  double mean = 0.0, max = 0.0;
};

// The current row of a kBucketColumns statement; nullopt when it is not a
// valid bucket (a negative step, a rank out of range, no steps, a mean or
// max that is not a finite number): an untrusted file's row is skipped.
std::optional<BucketRow> BucketRowAt(sqlite3_stmt* s) {
  const auto is_number = [s](int col) {
    const int type = sqlite3_column_type(s, col);
    return type == SQLITE_FLOAT || type == SQLITE_INTEGER;
  };
  bool ok = false;
  BucketRow row;
  row.first_step = ColStep(s, 0, &ok);
  const int64_t rank = sqlite3_column_int64(s, 1);
  const int64_t steps = sqlite3_column_int64(s, 3);
  row.mean = sqlite3_column_double(s, 4);
  row.max = sqlite3_column_double(s, 5);
  if (!ok || rank < 0 || rank >= kMaxBucketRank || steps <= 0 ||
      steps > std::numeric_limits<uint32_t>::max() || !is_number(4) || !is_number(5) ||
      !std::isfinite(row.mean) || !std::isfinite(row.max)) {
    return std::nullopt;
  }
  row.rank = static_cast<uint32_t>(rank);
  row.steps = static_cast<uint32_t>(steps);
  return row;
}

}  // namespace

std::vector<StepSpan> DetailTiers::Aggregated() const {
  std::vector<StepSpan> out;
  for (const StepSpan& p : pruned) {
    uint64_t from = p.first;
    bool done = false;
    for (const StepSpan& k : kept) {
      if (k.last < from || k.first > p.last) continue;
      if (k.first > from) out.push_back({from, k.first - 1, ""});
      if (k.last >= p.last) {
        done = true;
        break;
      }
      from = k.last + 1;
    }
    if (!done && from <= p.last) out.push_back({from, p.last, ""});
  }
  return out;
}

uint64_t DetailTiers::AggregatedSteps() const {
  uint64_t n = 0;
  for (const StepSpan& s : Aggregated()) n += s.last - s.first + 1;
  return n;
}

std::string DetailTiers::Describe() const {
  const std::vector<StepSpan> agg = Aggregated();
  if (agg.empty()) return "";
  std::string spans;
  for (size_t i = 0; i < agg.size() && i < 3; ++i) {
    spans += (i == 0 ? "" : ", ") + Thousands(agg[i].first) + "-" + Thousands(agg[i].last);
  }
  if (agg.size() > 3) spans += " and " + std::to_string(agg.size() - 3) + " more";
  return "steps " + spans + " (" + Thousands(aggregated_rows) +
         " steps) are aggregated: per-step medians and worst ranks, per-rank means per " +
         std::to_string(kRankBucketSteps) + " steps; full detail is kept for the last " +
         Thousands(detail_steps) + " steps and around each diagnosis";
}

base::StatusOr<DetailTiers> StepScanner::Tiers() {
  auto tiers = Spans();
  if (!tiers.ok()) return tiers;
  for (const StepSpan& span : tiers->Aggregated()) {
    const std::string sql = "SELECT count(*) FROM step_aggregates WHERE step BETWEEN " +
                            std::to_string(span.first) + " AND " + std::to_string(span.last);
    base::Status st = ForEachRow(sql.c_str(), [&](sqlite3_stmt* s) {
      tiers->aggregated_rows +=
          static_cast<uint64_t>(std::max<int64_t>(0, sqlite3_column_int64(s, 0)));
    });
    if (!st.ok()) return st;
  }
  return tiers;
}

base::Status StepScanner::ScanAll(
    uint64_t first, uint64_t last,
    const std::function<void(uint64_t step, const std::vector<ScannedStep>& rows)>& on_detail,
    const std::function<void(const StepAggregate&)>& on_aggregate) {
  if (first > last) return base::Status::Ok();
  auto tiers = Spans();
  if (!tiers.ok()) return tiers.status();
  uint64_t from = first;
  for (const StepSpan& span : tiers->Aggregated()) {
    if (span.last < from || span.first > last) continue;
    if (span.first > from) {
      base::Status st = Scan(from, span.first - 1, on_detail);
      if (!st.ok()) return st;
    }
    base::Status st =
        ScanAggregates(std::max(from, span.first), std::min(last, span.last), on_aggregate);
    if (!st.ok()) return st;
    if (span.last >= last) return base::Status::Ok();
    from = span.last + 1;
  }
  return Scan(from, last, on_detail);
}

base::StatusOr<DetailTiers> StepScanner::Spans() {
  DetailTiers tiers;
  auto rows = Meta();
  if (!rows.ok()) return rows.status();
  const MetaTable meta(std::move(*rows));
  tiers.detail_steps = meta.Count("detail_steps").value_or(0);
  tiers.late_rows = meta.Count("detail_late_rows").value_or(0);
  tiers.kept_refused = meta.Count("detail_kept_refused").value_or(0);
  if (!HasColumn(db_, "detail_pruned", "first_step")) return tiers;
  for (auto [sql, out] :
       {std::pair<const char*, std::vector<StepSpan>*>{
            "SELECT first_step, last_step, NULL FROM detail_pruned", &tiers.pruned},
        {"SELECT first_step, last_step, reason FROM detail_kept", &tiers.kept}}) {
    std::vector<StepSpan> spans;
    base::Status st = ForEachRow(sql, [&](sqlite3_stmt* s) {
      bool ok_first = false, ok_last = false;
      const uint64_t first = ColStep(s, 0, &ok_first), last = ColStep(s, 1, &ok_last);
      if (ok_first && ok_last && first <= last) spans.push_back({first, last, ColText(s, 2)});
    });
    if (!st.ok()) return st;
    *out = Merge(std::move(spans));
  }
  return tiers;
}

base::Status StepScanner::ScanAggregates(uint64_t first, uint64_t last,
                                         const std::function<void(const StepAggregate&)>& fn) {
  if (!HasColumn(db_, "step_aggregates", "step") || !HasColumn(db_, "step_stats", "step")) {
    return base::Status::Ok();
  }
  // Both tables in step order, merged: one pass over each key range.
  sqlite3_stmt* a = nullptr;
  sqlite3_stmt* m = nullptr;
  struct Finalizer {
    sqlite3_stmt** a;
    sqlite3_stmt** m;
    ~Finalizer() {
      sqlite3_finalize(*a);
      sqlite3_finalize(*m);
    }
  } finalizer{&a, &m};
  if (sqlite3_prepare_v2(db_,
                         "SELECT step, ranks, forced, last_arrival_rank, last_arrival_lateness_ns"
                         " FROM step_aggregates WHERE step BETWEEN ?1 AND ?2 ORDER BY step",
                         -1, &a, nullptr) != SQLITE_OK ||
      sqlite3_prepare_v2(db_,
                         "SELECT step, metric, median, worst, worst_rank FROM step_stats"
                         " WHERE step BETWEEN ?1 AND ?2 ORDER BY step, metric",
                         -1, &m, nullptr) != SQLITE_OK) {
    return Error();
  }
  for (sqlite3_stmt* s : {a, m}) {
    sqlite3_bind_int64(s, 1, ToSql(first));
    sqlite3_bind_int64(s, 2, ToSql(last));
  }
  int rc_m = sqlite3_step(m);
  int rc;
  while ((rc = sqlite3_step(a)) == SQLITE_ROW) {
    bool ok = false;
    StepAggregate agg;
    agg.step = ColStep(a, 0, &ok);
    const int64_t ranks = sqlite3_column_int64(a, 1);
    agg.ranks = ranks > 0 && ranks <= std::numeric_limits<uint32_t>::max()
                    ? static_cast<uint32_t>(ranks)
                    : 0;
    agg.forced = sqlite3_column_int64(a, 2) != 0;
    const int64_t last_rank = ColOpt(a, 3);
    agg.last_arrival_rank = last_rank >= 0 && last_rank <= std::numeric_limits<int>::max()
                                ? static_cast<int>(last_rank)
                                : -1;
    agg.last_arrival_lateness_ns = agg.last_arrival_rank >= 0 ? ColOpt(a, 4) : kMissing;
    // The stats rows of this step (and skip any of steps without an
    // aggregate row).
    while (rc_m == SQLITE_ROW) {
      bool stat_ok = false;
      const uint64_t step = ColStep(m, 0, &stat_ok);
      if (stat_ok && step > agg.step) break;
      if (stat_ok && step == agg.step && sqlite3_column_type(m, 2) != SQLITE_NULL) {
        StepStat stat;
        stat.metric = ColText(m, 1);
        stat.median = sqlite3_column_double(m, 2);
        stat.worst = sqlite3_column_double(m, 3);
        const int64_t wr = ColOpt(m, 4);
        stat.worst_rank =
            wr >= 0 && wr <= std::numeric_limits<int>::max() ? static_cast<int>(wr) : -1;
        if (std::isfinite(stat.median) && std::isfinite(stat.worst)) {
          agg.stats.push_back(std::move(stat));
        }
      }
      rc_m = sqlite3_step(m);
    }
    if (ok) fn(agg);
  }
  if (rc != SQLITE_DONE || (rc_m != SQLITE_DONE && rc_m != SQLITE_ROW)) return Error();
  return base::Status::Ok();
}

base::Status StepScanner::ScanRankBuckets(uint64_t first, uint64_t last,
                                          const std::function<void(const RankBuckets&)>& fn) {
  if (!HasColumn(db_, "rank_buckets", "first_step")) return base::Status::Ok();
  sqlite3_stmt* s = nullptr;
  const std::string sql = std::string(kBucketColumns) +
                          " WHERE first_step BETWEEN ?1 AND ?2 ORDER BY first_step, rank, metric";
  if (sqlite3_prepare_v2(db_, sql.c_str(), -1, &s, nullptr) != SQLITE_OK) {
    sqlite3_finalize(s);
    return Error();
  }
  sqlite3_bind_int64(s, 1, ToSql(first));
  sqlite3_bind_int64(s, 2, ToSql(last));
  RankBuckets bucket;
  bool open = false;
  std::map<std::string, uint16_t> index;
  auto emit = [&] {
    if (open && !bucket.cells.empty()) fn(bucket);
    bucket = RankBuckets{};
    index.clear();
  };
  int rc;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    const std::optional<BucketRow> row = BucketRowAt(s);
    if (!row) continue;
    const uint64_t step = row->first_step;
    if (!open || step != bucket.first_step) {
      emit();
      bucket.first_step = step;
      open = true;
    }
    const std::string metric = ColText(s, 2);
    auto it = index.find(metric);
    if (it == index.end()) {
      if (bucket.metrics.size() >= std::numeric_limits<uint16_t>::max()) continue;
      it = index.emplace(metric, static_cast<uint16_t>(bucket.metrics.size())).first;
      bucket.metrics.push_back(metric);
    }
    bucket.cells.push_back({row->rank, it->second, row->steps, row->mean, row->max});
  }
  sqlite3_finalize(s);
  if (rc != SQLITE_DONE) return Error();
  emit();
  return base::Status::Ok();
}

base::StatusOr<RankBucketTotals> StepScanner::BucketTotals() {
  RankBucketTotals out;
  if (!HasColumn(db_, "rank_buckets", "first_step")) return out;
  // One pass in the table's order, summed here: SQLite's GROUP BY sorts
  // every row first (3x slower on 3.7 M rows, docs/benchmarks.md).
  sqlite3_stmt* s = nullptr;
  if (sqlite3_prepare_v2(db_, kBucketColumns, -1, &s, nullptr) != SQLITE_OK) {
    sqlite3_finalize(s);
    return Error();
  }
  struct Acc {
    uint64_t steps = 0;
    double sum = 0.0, max = 0.0;
    uint64_t last_first = 0;
  };
  constexpr size_t kMaxNames = 4096;  // distinct metric names taken (a file's)
  std::vector<std::string> names;
  std::unordered_map<uint64_t, Acc> totals;  // (name index << 32) | rank
  int rc;
  while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
    const std::optional<BucketRow> row = BucketRowAt(s);
    if (!row) continue;
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(s, 2));
    const std::string_view name(text != nullptr ? text : "",
                                static_cast<size_t>(sqlite3_column_bytes(s, 2)));
    size_t index = 0;
    while (index < names.size() && names[index] != name) ++index;
    if (index == names.size()) {
      if (names.size() == kMaxNames) continue;
      names.emplace_back(name);
    }
    Acc& a = totals[(static_cast<uint64_t>(index) << 32) | row->rank];
    a.max = a.steps == 0 ? row->max : std::max(a.max, row->max);
    a.steps += row->steps;
    a.sum += row->mean * static_cast<double>(row->steps);
    a.last_first = std::max(a.last_first, row->first_step);
  }
  sqlite3_finalize(s);
  if (rc != SQLITE_DONE) return Error();
  out.totals.reserve(totals.size());
  for (const auto& [key, a] : totals) {
    if (!std::isfinite(a.sum)) continue;  // overflowed
    out.totals.push_back(
        {static_cast<uint32_t>(key & 0xffffffffU), names[key >> 32], a.steps, a.sum, a.max});
    if (a.last_first <= std::numeric_limits<uint64_t>::max() - kRankBucketSteps) {
      out.end_step = std::max(out.end_step, a.last_first + kRankBucketSteps);
    }
  }
  std::sort(out.totals.begin(), out.totals.end(),
            [](const RankMetricTotal& x, const RankMetricTotal& y) {
              return std::tie(x.rank, x.metric) < std::tie(y.rank, y.metric);
            });
  return out;
}

}  // namespace steplens::store
