// Deep mode's per-step table (store/layer_table.h): its encoding, the
// store's writes, the reader, tiering and its size.
#include "store/layer_table.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "base/temp_dir.h"
#include "store/store.h"
#include "store/test_util.h"

namespace steplens::store {
namespace {

using base::TempDir;
using testing::QueryInt;

LayerStep Layers(uint64_t step, uint32_t rank, int modules) {
  LayerStep l;
  l.step = step;
  for (int m = 0; m < modules; ++m) {
    LayerEntry e;
    e.slot = static_cast<uint16_t>(m);
    // Tens of microseconds to milliseconds, megabytes: a small transformer.
    e.forward_ns = 40'000 + 1'000 * m + 17 * static_cast<int64_t>(step % 100) + rank;
    e.backward_ns = m == 0 ? kMissing : 2 * e.forward_ns;
    e.activation_bytes = (m + 1) * (int64_t{1} << 20);
    l.entries.push_back(e);
  }
  return l;
}

StepRecord Step(uint64_t step, uint32_t rank) {
  StepRecord r;
  r.step = step;
  r.begin_ns = static_cast<int64_t>(step) * 1'000'000;
  r.end_ns = r.begin_ns + 900'000 + rank;
  r.cpu_ns[2] = 300'000 + rank;
  return r;
}

TEST(LayerEntriesTest, RoundTripsWithMissingAndLargeValues) {
  std::vector<LayerEntry> in = {{0, 0, kMissing, 5},
                                {255, std::numeric_limits<int64_t>::max() - 1, 1, kMissing},
                                {7, kMissing, kMissing, kMissing}};
  const std::string blob = EncodeLayerEntries(in);
  std::vector<LayerEntry> out;
  ASSERT_TRUE(DecodeLayerEntries(blob.data(), blob.size(), &out));
  ASSERT_EQ(out.size(), 3u);
  for (size_t i = 0; i < in.size(); ++i) {
    EXPECT_EQ(out[i].slot, in[i].slot);
    EXPECT_EQ(out[i].forward_ns, in[i].forward_ns);
    EXPECT_EQ(out[i].backward_ns, in[i].backward_ns);
    EXPECT_EQ(out[i].activation_bytes, in[i].activation_bytes);
  }
  // Zero is a value, not missing.
  EXPECT_EQ(out[0].forward_ns, 0);
  // No modules: the version byte alone.
  const std::string empty = EncodeLayerEntries({});
  ASSERT_TRUE(DecodeLayerEntries(empty.data(), empty.size(), &out));
  EXPECT_TRUE(out.empty());
}

// The allocator delta (version 2): signed, extremes and missing kept; a
// version-1 blob (no delta) reads as not measured.
TEST(LayerEntriesTest, AllocatorDeltasRoundTripAndVersionOneReads) {
  std::vector<LayerEntry> in = {{0, 1, 2, 3, -4096},
                                {1, 1, 2, 3, 0},
                                {2, 1, 2, 3, -1},
                                {3, 1, 2, 3, std::numeric_limits<int64_t>::max()},
                                {4, 1, 2, 3, std::numeric_limits<int64_t>::min() + 1},
                                {5, 1, 2, 3, kMissingDelta}};
  const std::string blob = EncodeLayerEntries(in);
  EXPECT_EQ(blob[0], 2);
  std::vector<LayerEntry> out;
  ASSERT_TRUE(DecodeLayerEntries(blob.data(), blob.size(), &out));
  ASSERT_EQ(out.size(), in.size());
  for (size_t i = 0; i < in.size(); ++i)
    EXPECT_EQ(out[i].alloc_delta_bytes, in[i].alloc_delta_bytes);
  // Version 1: slot 3, forward 1000 (1001 = 0xE9 0x07), backward missing, 5 bytes.
  const std::string v1 = std::string("\x01\x03\xE9\x07\x00\x06", 6);
  ASSERT_TRUE(DecodeLayerEntries(v1.data(), v1.size(), &out));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].forward_ns, 1000);
  EXPECT_EQ(out[0].backward_ns, kMissing);
  EXPECT_EQ(out[0].activation_bytes, 5);
  EXPECT_EQ(out[0].alloc_delta_bytes, kMissingDelta);
}

TEST(LayerEntriesTest, RefusesMalformedBytes) {
  std::vector<LayerEntry> out;
  const std::string good = EncodeLayerEntries({{3, 1000, 2000, 3000}});
  EXPECT_FALSE(DecodeLayerEntries(nullptr, 0, &out));
  EXPECT_FALSE(DecodeLayerEntries(good.data(), 0, &out));
  std::string wrong_version = good;
  wrong_version[0] = 3;
  EXPECT_FALSE(DecodeLayerEntries(wrong_version.data(), wrong_version.size(), &out));
  for (size_t cut = 2; cut < good.size(); ++cut) {  // every truncation
    EXPECT_FALSE(DecodeLayerEntries(good.data(), cut, &out)) << cut;
  }
  // A slot beyond kMaxLayers (256 = 0x80 0x02).
  const std::string big_slot = std::string("\x01\x80\x02\x01\x01\x01", 6);
  EXPECT_FALSE(DecodeLayerEntries(big_slot.data(), big_slot.size(), &out));
  // An 11-byte varint, and a 10-byte one beyond 64 bits.
  std::string overlong = "\x01\x01";
  overlong += std::string(10, '\xff') + "\x01";
  EXPECT_FALSE(DecodeLayerEntries(overlong.data(), overlong.size(), &out));
  std::string wide = "\x01\x01";
  wide += std::string(9, '\xff') + "\x02" + std::string("\x01\x01", 2);
  EXPECT_FALSE(DecodeLayerEntries(wide.data(), wide.size(), &out));
  // 2^64 - 1 stored: v - 1 is beyond int64.
  std::string huge = "\x01\x01";
  huge += std::string(9, '\xff') + "\x01" + std::string("\x01\x01", 2);
  EXPECT_FALSE(DecodeLayerEntries(huge.data(), huge.size(), &out));
  // More entries than kMaxLayers.
  std::vector<LayerEntry> many(kMaxLayers + 1);
  const std::string too_many = EncodeLayerEntries(many);
  EXPECT_FALSE(DecodeLayerEntries(too_many.data(), too_many.size(), &out));
}

TEST(LayerTableTest, StoreWritesAndScannerReadsBack) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok()) << store.status().message();
    for (uint32_t r = 0; r < 2; ++r) {
      (*store)->PutName(r, kFirstLayerNameId + 0, "blocks.0");
      (*store)->PutName(r, kFirstLayerNameId + 1, "blocks.0.mlp");
      (*store)->PutName(r, 8, "a region");  // not a module
    }
    for (uint64_t step = 0; step < 5; ++step) {
      for (uint32_t r = 0; r < 2; ++r) (*store)->PutLayerStep(1 - r, Layers(step, 1 - r, 2));
    }
    (*store)->Close();
  }
  auto scanner = LayerScanner::Open(dir.path() + "/steplens.db");
  ASSERT_TRUE(scanner.ok()) << scanner.status().message();
  ASSERT_TRUE((*scanner)->has_table());
  auto names = (*scanner)->Names();
  ASSERT_TRUE(names.ok());
  ASSERT_EQ(names->size(), 4u);
  EXPECT_EQ(names->at({1, 1}), "blocks.0.mlp");
  auto last = (*scanner)->LastSteps(2);
  ASSERT_TRUE(last.ok());
  EXPECT_EQ(*last, (std::vector<uint64_t>{3, 4}));
  std::vector<std::pair<uint64_t, uint32_t>> order;
  ASSERT_TRUE((*scanner)
                  ->Scan(1, 3,
                         [&](uint64_t step, uint32_t rank, const std::vector<LayerEntry>& e) {
                           order.emplace_back(step, rank);
                           ASSERT_EQ(e.size(), 2u);
                           EXPECT_EQ(e[1].forward_ns, Layers(step, rank, 2).entries[1].forward_ns);
                           EXPECT_EQ(e[0].backward_ns, kMissing);
                         })
                  .ok());
  const std::vector<std::pair<uint64_t, uint32_t>> want = {{1, 0}, {1, 1}, {2, 0},
                                                           {2, 1}, {3, 0}, {3, 1}};
  EXPECT_EQ(order, want);
}

TEST(LayerTableTest, CorruptRowIsSkippedAndCounted) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    (*store)->PutLayerStep(0, Layers(0, 0, 3));
    (*store)->PutLayerStep(0, Layers(1, 0, 3));
    (*store)->Close();
  }
  const std::string db = dir.path() + "/steplens.db";
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h, "UPDATE layer_steps SET entries = x'0180' WHERE step = 0", nullptr,
                         nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(h);
  auto scanner = LayerScanner::Open(db);
  ASSERT_TRUE(scanner.ok());
  int rows = 0;
  ASSERT_TRUE((*scanner)->Scan(0, 10, [&](uint64_t, uint32_t, const auto&) { ++rows; }).ok());
  EXPECT_EQ(rows, 1);
  EXPECT_EQ((*scanner)->skipped_rows(), 1u);
}

TEST(LayerTableTest, DatabaseWithoutTheTableReadsEmpty) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    (*store)->Close();
  }
  const std::string db = dir.path() + "/steplens.db";
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h, "DROP TABLE layer_steps", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(h);
  auto scanner = LayerScanner::Open(db);
  ASSERT_TRUE(scanner.ok());
  EXPECT_FALSE((*scanner)->has_table());
  auto last = (*scanner)->LastSteps(10);
  ASSERT_TRUE(last.ok());
  EXPECT_TRUE(last->empty());
  ASSERT_TRUE((*scanner)->Scan(0, 10, [](uint64_t, uint32_t, const auto&) { FAIL(); }).ok());
}

TEST(LayerTableTest, TieringPrunesLayerRowsWithTheSteps) {
  TempDir dir;
  StoreOptions options;
  options.detail_steps = 100;
  {
    auto store = Store::Open(dir.path(), options);
    ASSERT_TRUE(store.ok());
    (*store)->KeepDetail(10, 19, "SLOW RANK");
    for (uint64_t step = 0; step < 400; ++step) {
      (*store)->PutStep(0, Step(step, 0), kMissing);
      (*store)->PutLayerStep(0, Layers(step, 0, 4));
      if (step % 64 == 0) (*store)->Flush();  // let the writer prune as it goes
    }
    (*store)->Close();
  }
  const std::string db = dir.path() + "/steplens.db";
  ASSERT_GT(QueryInt(db, "SELECT count(*) FROM detail_pruned"), 0);
  // Exactly the steps whose steps rows remain keep their layer rows.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM layer_steps"),
            QueryInt(db, "SELECT count(*) FROM steps"));
  EXPECT_EQ(QueryInt(db,
                     "SELECT count(*) FROM layer_steps l LEFT JOIN steps s "
                     "ON s.step = l.step AND s.rank = l.rank WHERE s.step IS NULL"),
            0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM layer_steps WHERE step BETWEEN 10 AND 19"), 10);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM layer_steps WHERE step BETWEEN 20 AND 99"), 0);
}

// The figure in store.h's schema comment: 2 ranks x 40 modules x 1000 steps.
TEST(LayerTableTest, SizeOfAThousandStepsOfFortyModulesOnTwoRanks) {
  auto db_bytes = [](bool layers) {
    TempDir dir;
    {
      auto store = Store::Open(dir.path());
      EXPECT_TRUE(store.ok());
      for (uint64_t step = 0; step < 1000; ++step) {
        for (uint32_t r = 0; r < 2; ++r) {
          (*store)->PutStep(r, Step(step, r), kMissing);
          if (layers) (*store)->PutLayerStep(r, Layers(step, r, 40));
        }
      }
      (*store)->Close();
    }
    return static_cast<int64_t>(std::filesystem::file_size(dir.path() + "/steplens.db"));
  };
  const int64_t added = db_bytes(true) - db_bytes(false);
  std::printf("layer_steps: %lld bytes for 2 ranks x 40 modules x 1000 steps\n",
              static_cast<long long>(added));
  // 11 bytes a module here (slot 1, times 3 + 3, bytes 4: layer_table.h)
  // plus SQLite's pages: measured 1 024 000 bytes, ~12.8 a module.
  EXPECT_GT(added, 2 * 40 * 1000 * 11);
  EXPECT_LT(added, 2 * 40 * 1000 * 16);
}

}  // namespace
}  // namespace steplens::store
