#include "aggregator/layer_stats.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace steplens::aggregator {
namespace {

constexpr int64_t kMs = 1'000'000;

LayerStep Step(uint64_t step, std::vector<LayerEntry> entries) {
  return LayerStep{step, std::move(entries)};
}

TEST(LayerStatsTest, MedianWorstAndWorstRankPerModuleAcrossRanks) {
  LayerStats s;
  // Ranks number their modules differently: names decide.
  s.Name(0, 0, "blocks.0");
  s.Name(0, 1, "blocks.1");
  s.Name(1, 5, "blocks.1");
  s.Name(1, 4, "blocks.0");
  s.Name(2, 0, "blocks.0");
  s.Name(2, 1, "blocks.1");
  for (uint64_t step = 0; step < 2; ++step) {
    s.Add(0, Step(step, {{0, 2 * kMs, 4 * kMs, 100}, {1, 1 * kMs, 2 * kMs, kMissing}}));
    s.Add(1, Step(step, {{4, 2 * kMs, 4 * kMs, 100}, {5, (step + 5) * kMs, 2 * kMs, kMissing}}));
    s.Add(2, Step(step, {{0, 2 * kMs, kMissing, 300}, {1, 1 * kMs, 2 * kMs, kMissing}}));
  }
  const std::vector<LayerRow> rows = s.Rows(3);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].name, "blocks.0");
  EXPECT_DOUBLE_EQ(rows[0].forward.median_ms, 2.0);
  EXPECT_DOUBLE_EQ(rows[0].backward.median_ms, 4.0);  // rank 2 did not measure it
  EXPECT_TRUE(std::isnan(rows[0].backward.by_rank_ms[2]));
  EXPECT_EQ(rows[0].activation_bytes, 100);
  EXPECT_EQ(rows[0].steps, 2u);
  EXPECT_EQ(rows[1].name, "blocks.1");
  EXPECT_DOUBLE_EQ(rows[1].forward.median_ms, 1.0);
  EXPECT_DOUBLE_EQ(rows[1].forward.worst_ms, 5.5);  // rank 1: (5 + 6) / 2
  EXPECT_EQ(rows[1].forward.worst_rank, 1);
  EXPECT_EQ(rows[1].activation_bytes, -1);  // never measured: missing, not zero
  EXPECT_EQ(s.steps(), 6u);
}

TEST(LayerStatsTest, EntriesBeforeTheirNameCountOnceNamed) {
  LayerStats s;
  s.Add(0, Step(0, {{3, 7 * kMs, kMissing, kMissing}}));
  EXPECT_TRUE(s.Rows(1).empty());
  s.Name(0, 3, "head");
  const auto rows = s.Rows(1);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_DOUBLE_EQ(rows[0].forward.median_ms, 7.0);
  EXPECT_TRUE(std::isnan(rows[0].backward.median_ms));
  EXPECT_EQ(rows[0].backward.worst_rank, -1);
}

TEST(LayerStatsTest, ModuleNamesAreBounded) {
  LayerStats s;
  for (size_t i = 0; i < kMaxModules + 3; ++i) {
    s.Name(static_cast<uint32_t>(i / kMaxLayers), static_cast<uint16_t>(i % kMaxLayers),
           "m" + std::to_string(i));
  }
  EXPECT_EQ(s.ignored_names(), 3u);
  s.Name(0, kMaxLayers, "out of range");  // ignored, no crash
}

TEST(LayerStatsTest, JsonRoundTripKeepsTheFiguresAndRejectsGarbage) {
  LayerStats s;
  s.Name(0, 0, "enc");
  s.Name(1, 9, "enc");
  s.Add(0, Step(0, {{0, 3 * kMs, 6 * kMs, 64}}));
  s.Add(1, Step(0, {{9, 5 * kMs, 6 * kMs, 64}}));
  LayerStats back;
  ASSERT_TRUE(back.FromJson(nlohmann::json::parse(s.ToJson().dump())));
  const auto a = s.Rows(2), b = back.Rows(2);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].name, "enc");
  EXPECT_DOUBLE_EQ(b[0].forward.median_ms, a[0].forward.median_ms);
  EXPECT_EQ(b[0].forward.worst_rank, 1);
  EXPECT_EQ(b[0].activation_bytes, 64);
  EXPECT_EQ(back.steps(), 2u);
  for (const char* bad :
       {"null", "{}",
        R"({"version":1,"steps":1,"names":["a"],"ranks":[{"rank":0,"modules":[[4,0,0,0,0,0,0]]}]})",
        R"({"version":2})"}) {
    LayerStats t;
    EXPECT_FALSE(t.FromJson(nlohmann::json::parse(bad))) << bad;
    EXPECT_TRUE(t.empty());
  }
}

// The allocator delta: signed, the median of the ranks' means over the
// steps that read it; kept through ToJson / FromJson; an older document
// (7 sums per module) reads as not measured.
TEST(LayerStatsTest, AllocatorDeltaIsSignedPerReadStepAndSurvivesJson) {
  LayerStats s;
  s.Name(0, 0, "mlp");
  s.Name(1, 0, "mlp");
  s.Name(0, 1, "drop");
  s.Add(0, Step(0, {{0, kMs, kMissing, 64, 4096}, {1, kMs, kMissing, kMissing, -512}}));
  s.Add(0, Step(1, {{0, kMs, kMissing, 64}, {1, kMs, kMissing, kMissing}}));  // not read
  s.Add(0, Step(2, {{0, kMs, kMissing, 64, 8192}, {1, kMs, kMissing, kMissing, -1536}}));
  s.Add(1, Step(0, {{0, kMs, kMissing, 64, 2048}}));
  const auto rows = s.Rows(2);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].alloc_delta_bytes, 4096);  // median of rank 0's 6144 and rank 1's 2048
  EXPECT_EQ(rows[0].alloc_steps, 2u);
  EXPECT_EQ(rows[1].alloc_delta_bytes, -1024);
  const auto json = LayersJson(rows, s.steps());
  EXPECT_EQ(json["modules"][1]["alloc_delta_bytes"], -1024);
  LayerStats back;
  ASSERT_TRUE(back.FromJson(nlohmann::json::parse(s.ToJson().dump())));
  EXPECT_EQ(back.Rows(2)[1].alloc_delta_bytes, -1024);
  LayerStats old;
  ASSERT_TRUE(old.FromJson(nlohmann::json::parse(
      R"({"version":1,"steps":1,"names":["a"],"ranks":[{"rank":0,"modules":[[0,5,1,0,0,8,1]]}]})")));
  EXPECT_EQ(old.Rows(1)[0].alloc_delta_bytes, kMissingDelta);
  EXPECT_TRUE(LayersJson(old.Rows(1), 1)["modules"][0]["alloc_delta_bytes"].is_null());
}

}  // namespace
}  // namespace steplens::aggregator
