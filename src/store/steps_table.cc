#include "store/steps_table.h"

#include <sqlite3.h>

#include <algorithm>
#include <limits>

#include "base/metrics.h"

namespace steplens::store {
namespace {

constexpr const char* kMemoryColumns[] = {"mem_allocated", "mem_peak_allocated", "mem_reserved",
                                          "mem_peak_reserved", "rss_peak"};
constexpr const char* kSyncColumns[] = {"sync_first_ns", "sync_last_ns", "sync_buckets",
                                        "sync_on_device"};

std::vector<std::string> MakeColumns() {
  std::vector<std::string> c = {"rank", "step", "begin_ns", "end_ns", "step_ns", "wait_ns"};
  for (const auto& p : metrics::kBuiltinPhases) c.push_back(std::string(p.name) + "_ns");
  for (const auto& p : metrics::kBuiltinPhases) c.push_back(std::string(p.name) + "_gpu_ns");
  for (const char* m : kMemoryColumns) c.emplace_back(m);
  for (const char* s : kSyncColumns) c.emplace_back(s);
  return c;
}

std::string Joined(const std::vector<std::string>& columns, const char* suffix) {
  std::string out;
  for (const std::string& c : columns) out += (out.empty() ? "" : ", ") + c + suffix;
  return out;
}

bool HasColumn(sqlite3* db, const std::string& column) {
  sqlite3_stmt* stmt = nullptr;
  const std::string sql = "SELECT " + column + " FROM steps LIMIT 0";
  const bool ok = sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) == SQLITE_OK;
  sqlite3_finalize(stmt);
  return ok;
}

int64_t ColOpt(sqlite3_stmt* s, int i) {
  return sqlite3_column_type(s, i) == SQLITE_NULL ? kMissing : sqlite3_column_int64(s, i);
}

// Column positions (StepsColumns() order).
constexpr int kPhases = metrics::kBuiltinPhaseCount;
constexpr int kFirstCpu = 6;
constexpr int kFirstGpu = kFirstCpu + kPhases;
constexpr int kFirstMemory = kFirstGpu + kPhases;
constexpr int kFirstSync = kFirstMemory + 5;

}  // namespace

const std::vector<std::string>& StepsColumns() {
  static const std::vector<std::string> columns = MakeColumns();
  return columns;
}

std::vector<std::string> MissingStepsColumns(sqlite3* db) {
  std::vector<std::string> out;
  for (const std::string& c : StepsColumns()) {
    if (!HasColumn(db, c)) out.push_back(c);
  }
  return out;
}

std::string CreateStepsSql() {
  return "CREATE TABLE IF NOT EXISTS steps(" + Joined(StepsColumns(), " INTEGER") +
         ", PRIMARY KEY(step, rank)) WITHOUT ROWID;";
}

std::string InsertStepsSql(int rows) {
  std::string group = "(";
  for (size_t c = 0; c < StepsColumns().size(); ++c) group += c == 0 ? "?" : ",?";
  group += ")";
  std::string out = "INSERT OR REPLACE INTO steps(" + Joined(StepsColumns(), "") + ") VALUES";
  for (int r = 0; r < rows; ++r) out += (r == 0 ? "" : ",") + group;
  return out;
}

std::string SelectStepsSql(sqlite3* db) {
  const std::vector<std::string> missing = MissingStepsColumns(db);
  std::string out;
  for (const std::string& c : StepsColumns()) {
    const bool absent = std::find(missing.begin(), missing.end(), c) != missing.end();
    out += (out.empty() ? "SELECT " : ", ") + (absent ? std::string("NULL") : c);
  }
  return out + " FROM steps";
}

bool ReadStepRow(sqlite3_stmt* s, StepRow* row) {
  const int64_t rank = sqlite3_column_int64(s, 0);
  const int64_t step = sqlite3_column_int64(s, 1);
  if (rank < 0 || rank > std::numeric_limits<uint32_t>::max() || step < 0) return false;
  row->rank = static_cast<uint32_t>(rank);
  StepRecord& rec = row->record;
  rec = StepRecord{};
  rec.step = static_cast<uint64_t>(step);
  rec.begin_ns = ColOpt(s, 2);
  rec.end_ns = ColOpt(s, 3);
  row->wait_ns = ColOpt(s, 5);
  for (int p = 0; p < kPhases; ++p) {
    rec.cpu_ns[p] = ColOpt(s, kFirstCpu + p);
    rec.gpu_ns[p] = ColOpt(s, kFirstGpu + p);
  }
  rec.mem_allocated = ColOpt(s, kFirstMemory);
  rec.mem_peak_allocated = ColOpt(s, kFirstMemory + 1);
  rec.mem_reserved = ColOpt(s, kFirstMemory + 2);
  rec.mem_peak_reserved = ColOpt(s, kFirstMemory + 3);
  rec.rss_peak = ColOpt(s, kFirstMemory + 4);
  rec.sync_first_ns = ColOpt(s, kFirstSync);
  rec.sync_last_ns = ColOpt(s, kFirstSync + 1);
  const int64_t buckets = ColOpt(s, kFirstSync + 2);
  rec.sync_buckets = buckets > 0 && buckets <= std::numeric_limits<uint32_t>::max()
                         ? static_cast<uint32_t>(buckets)
                         : 0;
  rec.sync_on_device = ColOpt(s, kFirstSync + 3) == 1;
  if (rec.sync_buckets == 0 || rec.sync_first_ns < 0 || rec.sync_last_ns < rec.sync_first_ns) {
    rec.sync_first_ns = rec.sync_last_ns = kMissing;
    rec.sync_buckets = 0;
    rec.sync_on_device = false;
  }
  return true;
}

}  // namespace steplens::store
