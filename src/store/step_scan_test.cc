#include "store/step_scan.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

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

}  // namespace
}  // namespace steplens::store
