// store/steps_table.h — the steps table, declared once: its columns (the
// built-in phases' generated from the metric catalogue, base/metrics.h), the
// SQL that creates, fills and reads it, and the one decoder of its rows that
// every reader uses.
//
// Contract
// - StepsColumns(): the columns in table order — rank, step, begin_ns,
//   end_ns, step_ns, wait_ns, then <phase>_ns for each built-in phase in id
//   order, then <phase>_gpu_ns likewise, then mem_allocated,
//   mem_peak_allocated, mem_reserved, mem_peak_reserved, rss_peak,
//   sync_first_ns, sync_last_ns, sync_buckets, sync_on_device. A phase
//   added to the catalogue adds its two columns here and in every statement
//   below; a database written before lacks them (and maybe the sync
//   columns): the store adds them (NULL) when it opens one for writing
//   (MissingStepsColumns()), readers select NULL in their place.
// - CreateStepsSql() creates the table (key (step, rank), WITHOUT ROWID: the
//   step-major layout of store format 3). InsertStepsSql(rows) is one
//   multi-row INSERT OR REPLACE of `rows` rows; BindStepRow() binds one row's
//   values in column order.
// - SelectStepsSql(db) selects every column, NULL for one an older database
//   lacks (MissingStepsColumns()), from "steps";
//   callers append their WHERE / ORDER BY. ReadStepRow() decodes a row of
//   that select into a StepRow: NULL is kMissing; a row whose rank or step
//   is negative is refused (false); the sync fields are kept only when they
//   are consistent — at least one bucket, 0 <= sync_first_ns <=
//   sync_last_ns — else all of them are dropped (kMissing, 0 buckets, not on
//   the device), so no reader sees a half arrival.
// - Pure functions of their arguments; no I/O beyond what the caller's
//   statements do.
#ifndef STEPLENS_STORE_STEPS_TABLE_H_
#define STEPLENS_STORE_STEPS_TABLE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "base/metrics.h"
#include "steplens/record.h"

struct sqlite3;
struct sqlite3_stmt;

namespace steplens::store {

inline constexpr int kBuiltinPhasesInTable = metrics::kBuiltinPhaseCount;

const std::vector<std::string>& StepsColumns();
// The columns `db`'s steps table lacks (written by an older steplens).
std::vector<std::string> MissingStepsColumns(sqlite3* db);
std::string CreateStepsSql();
std::string InsertStepsSql(int rows);
std::string SelectStepsSql(sqlite3* db);

// One row of the steps table.
struct StepRow {
  uint32_t rank = 0;
  StepRecord record;           // built-in phases, memory, sync (no user phases)
  int64_t wait_ns = kMissing;  // as stored by the aggregator
};

// Binds `row`'s values in column order through `b` (Int(v) / Opt(v):
// kMissing as NULL): StepsColumns().size() parameters. Row: StepRow or any
// row with the same three fields (the store's queued row).
template <typename Binder, typename Row>
void BindStepRow(Binder& b, const Row& row) {
  const auto& rec = row.record;
  b.Int(row.rank).Int(static_cast<int64_t>(rec.step));
  b.Opt(rec.begin_ns).Opt(rec.end_ns).Opt(rec.StepNs()).Opt(row.wait_ns);
  for (int p = 0; p < kBuiltinPhasesInTable; ++p) b.Opt(rec.cpu_ns[static_cast<size_t>(p)]);
  for (int p = 0; p < kBuiltinPhasesInTable; ++p) b.Opt(rec.gpu_ns[static_cast<size_t>(p)]);
  b.Opt(rec.mem_allocated).Opt(rec.mem_peak_allocated).Opt(rec.mem_reserved);
  b.Opt(rec.mem_peak_reserved).Opt(rec.rss_peak);
  b.Opt(rec.sync_first_ns).Opt(rec.sync_last_ns);
  b.Opt(rec.sync_buckets == 0 ? kMissing : static_cast<int64_t>(rec.sync_buckets));
  // 1: the arrivals are device durations (record.h); NULL without arrivals.
  b.Opt(rec.sync_last_ns == kMissing ? kMissing : int64_t{rec.sync_on_device ? 1 : 0});
}
// Decodes the current row of a SelectStepsSql() statement (see the
// contract); false for a row that is not a valid step row.
bool ReadStepRow(sqlite3_stmt* stmt, StepRow* row);

}  // namespace steplens::store

#endif  // STEPLENS_STORE_STEPS_TABLE_H_
