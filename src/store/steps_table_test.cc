#include "store/steps_table.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <string>

#include "base/metrics.h"
#include "base/temp_dir.h"
#include "store/step_scan.h"
#include "store/store.h"

namespace steplens::store {
namespace {

// Binds parameters in order, as the store's writer does.
struct TestBinder {
  sqlite3_stmt* stmt;
  int n = 0;
  TestBinder& Int(int64_t v) { return sqlite3_bind_int64(stmt, ++n, v), *this; }
  TestBinder& Opt(int64_t v) {
    if (v == kMissing) return sqlite3_bind_null(stmt, ++n), *this;
    return Int(v);
  }
};

TEST(StepsTableTest, ColumnsComeFromTheCatalogue) {
  const auto& columns = StepsColumns();
  for (const auto& p : metrics::kBuiltinPhases) {
    EXPECT_NE(std::find(columns.begin(), columns.end(), std::string(p.name) + "_ns"),
              columns.end());
    EXPECT_NE(std::find(columns.begin(), columns.end(), std::string(p.name) + "_gpu_ns"),
              columns.end());
  }
  EXPECT_EQ(columns.front(), "rank");
  EXPECT_EQ(columns.back(), "sync_on_device");
  EXPECT_EQ(columns.size(), 6u + 2u * metrics::kBuiltinPhaseCount + 5u + 4u);
}

class StepsTableDb : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(sqlite3_open(":memory:", &db_), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db_, CreateStepsSql().c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
  }
  void TearDown() override { sqlite3_close(db_); }
  void Put(const StepRow& row) {
    sqlite3_stmt* s = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(db_, InsertStepsSql(1).c_str(), -1, &s, nullptr), SQLITE_OK);
    TestBinder b{s};
    BindStepRow(b, row);
    EXPECT_EQ(b.n, static_cast<int>(StepsColumns().size()));
    EXPECT_EQ(sqlite3_step(s), SQLITE_DONE);
    sqlite3_finalize(s);
  }
  std::vector<StepRow> ReadAll() {
    std::vector<StepRow> out;
    sqlite3_stmt* s = nullptr;
    const std::string sql = SelectStepsSql(db_) + " ORDER BY step, rank";
    EXPECT_EQ(sqlite3_prepare_v2(db_, sql.c_str(), -1, &s, nullptr), SQLITE_OK);
    while (sqlite3_step(s) == SQLITE_ROW) {
      StepRow row;
      if (ReadStepRow(s, &row)) out.push_back(row);
    }
    sqlite3_finalize(s);
    return out;
  }
  sqlite3* db_ = nullptr;
};

TEST_F(StepsTableDb, ARowRoundTripsAndAnInconsistentArrivalIsDropped) {
  StepRow a;
  a.rank = 3;
  a.record.step = 7;
  a.record.begin_ns = 100;
  a.record.end_ns = 190;
  a.record.cpu_ns[static_cast<int>(Phase::kBackward)] = 40;
  a.record.gpu_ns[static_cast<int>(Phase::kForward)] = 20;
  a.record.rss_peak = 5000;
  a.record.sync_first_ns = 10;
  a.record.sync_last_ns = 30;
  a.record.sync_buckets = 2;
  a.record.sync_on_device = true;
  a.wait_ns = 12;
  StepRow b = a;
  b.rank = 4;
  b.record.sync_first_ns = 50;  // after the last: not an arrival
  Put(a);
  Put(b);
  const auto rows = ReadAll();
  ASSERT_EQ(rows.size(), 2u);
  const StepRecord& r = rows[0].record;
  EXPECT_EQ(rows[0].rank, 3u);
  EXPECT_EQ(r.step, 7u);
  EXPECT_EQ(r.StepNs(), 90);
  EXPECT_EQ(rows[0].wait_ns, 12);
  EXPECT_EQ(r.cpu_ns[static_cast<int>(Phase::kBackward)], 40);
  EXPECT_EQ(r.cpu_ns[static_cast<int>(Phase::kForward)], kMissing);  // NULL: missing, not 0
  EXPECT_EQ(r.gpu_ns[static_cast<int>(Phase::kForward)], 20);
  EXPECT_EQ(r.rss_peak, 5000);
  EXPECT_EQ(r.mem_peak_allocated, kMissing);
  EXPECT_EQ(r.sync_last_ns, 30);
  EXPECT_EQ(r.sync_buckets, 2u);
  EXPECT_TRUE(r.sync_on_device);
  const StepRecord& bad = rows[1].record;
  EXPECT_EQ(bad.sync_first_ns, kMissing);
  EXPECT_EQ(bad.sync_last_ns, kMissing);
  EXPECT_EQ(bad.sync_buckets, 0u);
  EXPECT_FALSE(bad.sync_on_device);
}

TEST_F(StepsTableDb, AnOlderTableReadsItsAddedColumnsAsMissing) {
  ASSERT_EQ(sqlite3_exec(db_,
                         "DROP TABLE steps; CREATE TABLE steps(rank INTEGER, step INTEGER,"
                         " begin_ns INTEGER, end_ns INTEGER, step_ns INTEGER, wait_ns INTEGER,"
                         " dataloader_ns INTEGER, h2d_ns INTEGER, forward_ns INTEGER,"
                         " backward_ns INTEGER, optimizer_ns INTEGER, dataloader_gpu_ns INTEGER,"
                         " h2d_gpu_ns INTEGER, forward_gpu_ns INTEGER, backward_gpu_ns INTEGER,"
                         " optimizer_gpu_ns INTEGER, mem_allocated INTEGER,"
                         " mem_peak_allocated INTEGER, mem_reserved INTEGER,"
                         " mem_peak_reserved INTEGER, rss_peak INTEGER);"
                         "INSERT INTO steps(rank, step, begin_ns) VALUES(1, 2, 3);",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  const auto rows = ReadAll();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].record.begin_ns, 3);
  EXPECT_EQ(rows[0].record.sync_last_ns, kMissing);
  EXPECT_EQ(MissingStepsColumns(db_), (std::vector<std::string>{"sync_first_ns", "sync_last_ns",
                                                                "sync_buckets", "sync_on_device"}));
}

// The store's reader and the scanner decode a row the same way (one
// decoder): the arrival the writer refused to make sense of is dropped by
// both.
TEST(StepsTableReaders, DatabaseAndScannerShareTheDecoder) {
  base::TempDir tmp;
  const std::string dir = tmp.path();
  {
    auto store = Store::Open(dir);
    ASSERT_TRUE(store.ok());
    RankRow rank;
    rank.world_size = 1;
    (*store)->PutRank(rank);
    StepRecord r;
    r.step = 0;
    r.begin_ns = 0;
    r.end_ns = 10;
    r.sync_first_ns = 9;
    r.sync_last_ns = 5;  // before the first
    r.sync_buckets = 1;
    (*store)->PutStep(0, r, kMissing);
    r.step = 1;
    r.sync_first_ns = 2;
    (*store)->PutStep(0, r, kMissing);
    (*store)->Close();
  }
  const std::string db = dir + "/" + kDatabaseFileName;
  std::vector<int64_t> from_reader;
  RunReader reader;
  reader.on_step = [&](uint32_t, const StepRecord& rec) {
    from_reader.push_back(rec.sync_last_ns);
  };
  ASSERT_TRUE(ReadDatabase(db, reader).ok());
  std::vector<int64_t> from_scanner;
  auto scanner = StepScanner::Open(db);
  ASSERT_TRUE(scanner.ok());
  ASSERT_TRUE((*scanner)->Ranks().ok());
  ASSERT_TRUE((*scanner)
                  ->Scan(0, 1,
                         [&](uint64_t, const std::vector<ScannedStep>& rows) {
                           for (const auto& row : rows)
                             from_scanner.push_back(row.record.sync_last_ns);
                         })
                  .ok());
  EXPECT_EQ(from_reader, (std::vector<int64_t>{kMissing, 5}));
  EXPECT_EQ(from_scanner, from_reader);
}

}  // namespace
}  // namespace steplens::store
