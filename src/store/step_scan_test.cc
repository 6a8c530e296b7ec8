#include "store/step_scan.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::store {
namespace {

using base::TempDir;

constexpr uint16_t kLossId = 256;  // a scalar id (recorder/name_table.h)
constexpr uint16_t kOtherId = 257;

StepRecord Step(uint64_t step) {
  StepRecord r;
  r.step = step;
  r.begin_ns = static_cast<int64_t>(step) * 100;
  r.end_ns = r.begin_ns + 10;
  return r;
}

void AddScalar(StepRecord* r, uint16_t id, double value) {
  r->scalars[r->scalar_count++] = Scalar{id, value};
}

void PutRanks(Store* s, uint32_t ranks) {
  for (uint32_t rank = 0; rank < ranks; ++rank) {
    RankRow row;
    row.rank = rank;
    row.world_size = ranks;
    s->PutRank(row);
  }
}

void Exec(const std::string& db, const char* sql) {
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(raw, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(raw);
  sqlite3_close(raw);
}

// (step, rank) -> loss of every row scanned in [first, last].
std::map<std::pair<uint64_t, uint32_t>, double> Losses(const std::string& db, uint64_t first,
                                                       uint64_t last) {
  std::map<std::pair<uint64_t, uint32_t>, double> out;
  auto scanner = StepScanner::Open(db);
  EXPECT_TRUE(scanner.ok()) << scanner.status().message();
  if (!scanner.ok()) return out;
  const base::Status st =
      scanner.value()->Scan(first, last, [&](uint64_t step, const std::vector<ScannedStep>& rows) {
        for (const ScannedStep& row : rows) out[{step, row.rank}] = row.loss;
      });
  EXPECT_TRUE(st.ok()) << st.message();
  return out;
}

// Two ranks; rank 0 logs a loss every step, rank 1 on even steps only and a
// NaN at step 3; both log another scalar that is no loss.
std::string WriteTwoRanks(const TempDir& dir, uint64_t steps) {
  auto store = Store::Open(dir.path());
  EXPECT_TRUE(store.ok());
  Store& s = *store.value();
  PutRanks(&s, 2);
  for (uint32_t rank = 0; rank < 2; ++rank) {
    s.PutName(rank, kLossId, kLossScalar);
    s.PutName(rank, kOtherId, "grad_norm");
  }
  for (uint64_t i = 0; i < steps; ++i) {
    for (uint32_t rank = 0; rank < 2; ++rank) {
      StepRecord r = Step(i);
      AddScalar(&r, kOtherId, 99.0);
      if (rank == 0) AddScalar(&r, kLossId, 2.0 + static_cast<double>(i));
      if (rank == 1 && i % 2 == 0) AddScalar(&r, kLossId, 3.0 + static_cast<double>(i));
      if (rank == 1 && i == 3) AddScalar(&r, kLossId, std::nan(""));
      s.PutStep(rank, r, kMissing);
    }
  }
  s.Close();
  return dir.path() + "/" + kDatabaseFileName;
}

TEST(StepScanLoss, EachRowCarriesItsRanksLoss) {
  TempDir dir;
  const std::string db = WriteTwoRanks(dir, 6);
  const auto losses = Losses(db, 0, 5);
  ASSERT_EQ(losses.size(), 12u);
  EXPECT_DOUBLE_EQ(losses.at({0, 0}), 2.0);
  EXPECT_DOUBLE_EQ(losses.at({0, 1}), 3.0);
  EXPECT_DOUBLE_EQ(losses.at({4, 1}), 7.0);
  EXPECT_TRUE(std::isnan(losses.at({1, 1})));  // logged none
  EXPECT_TRUE(std::isnan(losses.at({3, 1})));  // logged NaN (stored NULL)
  EXPECT_DOUBLE_EQ(losses.at({5, 0}), 7.0);
}

TEST(StepScanLoss, RangesAndChunksKeepTheirLosses) {
  TempDir dir;
  // More steps than one chunk holds for two ranks.
  const uint64_t steps = kScanChunkRows / 2 + 10;
  const std::string db = WriteTwoRanks(dir, steps);
  const auto tail = Losses(db, steps - 20, steps - 1);
  ASSERT_EQ(tail.size(), 40u);
  for (const auto& [key, loss] : tail) {
    const auto [step, rank] = key;
    if (rank == 0) {
      EXPECT_DOUBLE_EQ(loss, 2.0 + static_cast<double>(step)) << step;
    } else if (step % 2 == 0) {
      EXPECT_DOUBLE_EQ(loss, 3.0 + static_cast<double>(step)) << step;
    } else {
      EXPECT_TRUE(std::isnan(loss)) << step;
    }
  }
  const auto all = Losses(db, 0, steps - 1);
  EXPECT_EQ(all.size(), 2 * steps);
  EXPECT_DOUBLE_EQ(all.at({steps - 1, 0}), 2.0 + static_cast<double>(steps - 1));
}

TEST(StepScanLoss, FallbackNamedScalarCountsWhenTheNamesTableSaysLoss) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    Store& s = *store.value();
    PutRanks(&s, 2);
    // The steps come before their NAME frames: stored as "scalar_<id>".
    StepRecord r = Step(0);
    AddScalar(&r, kLossId, 1.5);
    s.PutStep(0, r, kMissing);
    StepRecord q = Step(0);
    AddScalar(&q, kLossId, 9.0);  // rank 1's id 256 is another scalar
    s.PutStep(1, q, kMissing);
    s.PutName(0, kLossId, kLossScalar);
    s.PutName(1, kLossId, "lr");
    s.Close();
  }
  const std::string db = dir.path() + "/" + kDatabaseFileName;
  const auto losses = Losses(db, 0, 0);
  ASSERT_EQ(losses.size(), 2u);
  EXPECT_DOUBLE_EQ(losses.at({0, 0}), 1.5);
  EXPECT_TRUE(std::isnan(losses.at({0, 1})));
}

TEST(StepScanLoss, UntrustedValuesAndRegionIdsAreNoLoss) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    PutRanks(store.value().get(), 1);
    for (uint64_t i = 0; i < 3; ++i) store.value()->PutStep(0, Step(i), kMissing);
    store.value()->Close();
  }
  const std::string db = dir.path() + "/" + kDatabaseFileName;
  // A region (user phase id 8) named "loss" does not name a scalar; text
  // and infinity are no loss.
  Exec(db,
       "INSERT INTO names VALUES(0, 8, 'loss');"
       "INSERT INTO scalars VALUES(0, 0, 'scalar_8', 4.0);"
       "INSERT INTO scalars VALUES(0, 1, 'loss', 'abc');"
       "INSERT INTO scalars VALUES(0, 2, 'loss', 9e999);"
       "INSERT INTO scalars VALUES(0, 7, 'loss', 1.0);");  // no step row
  const auto losses = Losses(db, 0, 10);
  ASSERT_EQ(losses.size(), 3u);
  for (const auto& [key, loss] : losses) EXPECT_TRUE(std::isnan(loss)) << key.first;
}

TEST(StepScanLoss, OlderDatabasesWithoutScalarsOrNamesStillScan) {
  TempDir dir;
  const std::string db = WriteTwoRanks(dir, 2);
  Exec(db, "DROP TABLE names");
  auto only_scalars = Losses(db, 0, 1);  // the loss under its name still counts
  ASSERT_EQ(only_scalars.size(), 4u);
  EXPECT_DOUBLE_EQ(only_scalars.at({1, 0}), 3.0);
  Exec(db, "DROP TABLE scalars");
  auto none = Losses(db, 0, 1);
  ASSERT_EQ(none.size(), 4u);
  for (const auto& [key, loss] : none) EXPECT_TRUE(std::isnan(loss)) << key.first;
}

// ---- both key layouts (store.h: step-major from store format 3) -----------

// The tables as steplens wrote them before store format 3: keyed (rank,
// step). Store::Open() keeps them (CREATE TABLE IF NOT EXISTS).
constexpr const char* kRankMajorTables = R"sql(
CREATE TABLE steps(
  rank INTEGER, step INTEGER, begin_ns INTEGER, end_ns INTEGER,
  step_ns INTEGER, wait_ns INTEGER,
  dataloader_ns INTEGER, h2d_ns INTEGER, forward_ns INTEGER,
  backward_ns INTEGER, optimizer_ns INTEGER,
  dataloader_gpu_ns INTEGER, h2d_gpu_ns INTEGER, forward_gpu_ns INTEGER,
  backward_gpu_ns INTEGER, optimizer_gpu_ns INTEGER,
  mem_allocated INTEGER, mem_peak_allocated INTEGER, mem_reserved INTEGER,
  mem_peak_reserved INTEGER, rss_peak INTEGER,
  sync_first_ns INTEGER, sync_last_ns INTEGER, sync_buckets INTEGER,
  PRIMARY KEY(rank, step));
CREATE TABLE step_regions(
  rank INTEGER, step INTEGER, name TEXT, cpu_ns INTEGER, gpu_ns INTEGER,
  PRIMARY KEY(rank, step, name));
CREATE TABLE scalars(
  rank INTEGER, step INTEGER, name TEXT, value REAL,
  PRIMARY KEY(rank, step, name));
)sql";

constexpr uint16_t kRegionId = kFirstUserPhase;

// Three ranks; rank 2 stops after step 4. Every row has a user region
// (named "augment"), ranks 0 and 1 a loss; rank 1's loss name comes after
// its first steps (stored as "scalar_<id>" until then), and it has no row at
// step 7.
std::string WriteThreeRanks(const TempDir& dir, bool rank_major, uint64_t steps) {
  const std::string db = dir.path() + "/" + kDatabaseFileName;
  if (rank_major) Exec(db, kRankMajorTables);
  auto store = Store::Open(dir.path());
  EXPECT_TRUE(store.ok()) << store.status().message();
  Store& s = *store.value();
  PutRanks(&s, 3);
  for (uint32_t rank = 0; rank < 3; ++rank) s.PutName(rank, kRegionId, "augment");
  s.PutName(0, kLossId, kLossScalar);
  for (uint64_t i = 0; i < steps; ++i) {
    if (i == 3) s.PutName(1, kLossId, kLossScalar);
    for (uint32_t rank = 0; rank < 3; ++rank) {
      if ((rank == 2 && i > 4) || (rank == 1 && i == 7)) continue;
      StepRecord r = Step(i);
      r.begin_ns += rank;
      r.cpu_ns[kRegionId] = static_cast<int64_t>(i * 10 + rank);
      if (rank < 2) AddScalar(&r, kLossId, static_cast<double>(i) + 0.5 * rank);
      s.PutStep(rank, r, static_cast<int64_t>(rank));
    }
  }
  s.Close();
  return db;
}

// Everything StepScanner returns for [first, last], one line per row.
std::vector<std::string> ScanAll(const std::string& db, uint64_t first, uint64_t last) {
  std::vector<std::string> out;
  auto scanner = StepScanner::Open(db);
  EXPECT_TRUE(scanner.ok()) << scanner.status().message();
  if (!scanner.ok()) return out;
  const base::Status st =
      scanner.value()->Scan(first, last, [&](uint64_t step, const std::vector<ScannedStep>& rows) {
        for (const ScannedStep& row : rows) {
          std::string line = std::to_string(step) + " r" + std::to_string(row.rank) + " b" +
                             std::to_string(row.record.begin_ns) + " w" +
                             std::to_string(row.wait_ns) + " loss" + std::to_string(row.loss);
          for (const ScannedRegion& g : row.regions) {
            line += " " + g.name + "=" + std::to_string(g.cpu_ns);
          }
          out.push_back(line);
        }
      });
  EXPECT_TRUE(st.ok()) << st.message();
  return out;
}

TEST(StepScanLayout, NewDatabasesAreStepMajor) {
  TempDir dir;
  const std::string db = WriteThreeRanks(dir, /*rank_major=*/false, 3);
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  EXPECT_TRUE(StepMajorLayout(raw));
  sqlite3_close(raw);
  auto scanner = StepScanner::Open(db);
  ASSERT_TRUE(scanner.ok());
  EXPECT_EQ(scanner.value()->Meta().value().at(kMetaStoreFormat), "3");
}

TEST(StepScanLayout, RankMajorDatabaseKeepsItsLayoutAndFormat) {
  TempDir dir;
  const std::string db = WriteThreeRanks(dir, /*rank_major=*/true, 3);
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  EXPECT_FALSE(StepMajorLayout(raw));
  sqlite3_close(raw);
  auto scanner = StepScanner::Open(db);
  ASSERT_TRUE(scanner.ok());
  EXPECT_EQ(scanner.value()->Meta().value().at(kMetaStoreFormat), "2");
}

TEST(StepScanLayout, BothLayoutsReadTheSame) {
  // More steps than one chunk holds for three ranks, so chunks are crossed.
  const uint64_t steps = kScanChunkRows / 3 + 10;
  TempDir step_dir, rank_dir;
  const std::string step_db = WriteThreeRanks(step_dir, /*rank_major=*/false, steps);
  const std::string rank_db = WriteThreeRanks(rank_dir, /*rank_major=*/true, steps);

  const auto rows = ScanAll(step_db, 0, steps - 1);
  EXPECT_EQ(rows, ScanAll(rank_db, 0, steps - 1));
  ASSERT_EQ(rows.size(), 3 * 5 + 2 * (steps - 5) - 1);
  EXPECT_EQ(rows[0], "0 r0 b0 w0 loss0.000000 augment=0");
  // Stored as "scalar_256" (the name came later): still its loss.
  EXPECT_EQ(rows[1], "0 r1 b1 w1 loss0.500000 augment=1");
  EXPECT_EQ(rows[2], "0 r2 b2 w2 lossnan augment=2");
  EXPECT_EQ(rows[3 * 3 + 1], "3 r1 b301 w1 loss3.500000 augment=31");
  EXPECT_EQ(rows.back(), std::to_string(steps - 1) + " r1 b" +
                             std::to_string((steps - 1) * 100 + 1) + " w1 loss" +
                             std::to_string(static_cast<double>(steps - 1) + 0.5) +
                             " augment=" + std::to_string((steps - 1) * 10 + 1));
  const auto middle = ScanAll(step_db, 4, 8);
  EXPECT_EQ(middle, ScanAll(rank_db, 4, 8));
  EXPECT_EQ(middle.size(), 3u + 2 + 2 + 1 + 2);  // rank 2 to step 4, rank 1 not at 7

  for (const std::string& db : {step_db, rank_db}) {
    auto scanner = StepScanner::Open(db);
    ASSERT_TRUE(scanner.ok());
    StepScanner& s = *scanner.value();
    EXPECT_EQ(s.MaxStep().value(), static_cast<int64_t>(steps - 1)) << db;
    const auto counts = s.RowCounts(3, 8).value();
    const std::map<uint64_t, uint32_t> want = {{3, 3}, {4, 3}, {5, 2}, {6, 2}, {7, 1}, {8, 2}};
    EXPECT_EQ(counts, want) << db;
    const auto ranks = s.RankRows().value();
    ASSERT_EQ(ranks.size(), 3u) << db;
    EXPECT_EQ(ranks[0].last_step, static_cast<int64_t>(steps - 1)) << db;
    EXPECT_EQ(ranks[1].last_step, static_cast<int64_t>(steps - 1)) << db;
    EXPECT_EQ(ranks[2].last_step, 4) << db;

    // ReadDatabase: every row, by step then rank, with regions and last steps.
    std::vector<std::pair<uint64_t, uint32_t>> order;
    std::map<uint32_t, int64_t> last;
    RunReader reader;
    reader.on_rank = [&](const RankRow& r) { last[r.rank] = r.last_step; };
    reader.on_step = [&](uint32_t rank, const StepRecord& r) {
      order.emplace_back(r.step, rank);
      EXPECT_EQ(r.cpu_ns[kRegionId], static_cast<int64_t>(r.step * 10 + rank));
    };
    ASSERT_TRUE(ReadDatabase(db, reader).ok()) << db;
    EXPECT_EQ(order.size(), rows.size()) << db;
    EXPECT_TRUE(std::is_sorted(order.begin(), order.end())) << db;
    EXPECT_EQ(last[2], 4) << db;
  }
}

}  // namespace
}  // namespace steplens::store
