// `steplens compare` names the layer that got slower: the deepest module
// holding most of the largest increase, only beyond the regression margin,
// and never from a phase measured in one run only.
#include "aggregator/layer_compare.h"

#include <gtest/gtest.h>

#include "aggregator/compare.h"

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

Json Module(const std::string& name, Json fwd_ms, Json bwd_ms) {
  return Json{
      {"name", name}, {"forward", {{"median_ms", fwd_ms}}}, {"backward", {{"median_ms", bwd_ms}}}};
}

Json Layers(std::vector<Json> modules) {
  return Json{{"steps", 10}, {"modules", Json(std::move(modules))}};
}

Json A() {
  return Layers({Module("embed", 1.0, nullptr), Module("blocks", 10.0, 20.0),
                 Module("blocks.0", 5.0, 10.0), Module("blocks.0.mlp", 3.0, 6.0),
                 Module("blocks.1", 5.0, 10.0), Module("head", 1.0, 1.0)});
}

TEST(LayerCompareTest, NamesTheDeepestModuleHoldingMostOfTheIncrease) {
  // B: blocks.0.mlp's backward +12 ms (so blocks.0 and blocks +12 too); head
  // +0.02 ms (2 %, within the margin); embed's backward measured in B only.
  const Json b = Layers({Module("embed", 1.0, 9.0), Module("blocks", 10.0, 32.0),
                         Module("blocks.0", 5.0, 22.0), Module("blocks.0.mlp", 3.0, 18.0),
                         Module("blocks.1", 5.0, 10.0), Module("head", 1.0, 1.04)});
  const Json got = SlowerLayer(A(), b, 5.0);
  ASSERT_FALSE(got.is_null());
  EXPECT_EQ(got["name"], "blocks.0.mlp");
  EXPECT_DOUBLE_EQ(got["a_ms"].get<double>(), 9.0);
  EXPECT_DOUBLE_EQ(got["b_ms"].get<double>(), 21.0);
  EXPECT_DOUBLE_EQ(got["change_ms"].get<double>(), 12.0);
  EXPECT_NEAR(got["change_pct"].get<double>(), 133.3, 0.1);
}

TEST(LayerCompareTest, SpreadIncreasesNameTheParent) {
  // blocks +12 ms, blocks.0 +6 (half of it), blocks.1 +5: blocks.0.
  const Json b = Layers(
      {Module("blocks", 10.0, 32.0), Module("blocks.0", 5.0, 16.0), Module("blocks.1", 5.0, 15.0)});
  EXPECT_EQ(SlowerLayer(A(), b, 5.0)["name"], "blocks.0");
  // With blocks.1 only +4 and blocks.0 +4 of blocks' +12: blocks.
  const Json spread = Layers(
      {Module("blocks", 10.0, 32.0), Module("blocks.0", 5.0, 14.0), Module("blocks.1", 5.0, 14.0)});
  EXPECT_EQ(SlowerLayer(A(), spread, 5.0)["name"], "blocks");
}

TEST(LayerCompareTest, NothingWithoutFiguresOrWithoutASlowerModule) {
  EXPECT_TRUE(SlowerLayer(nullptr, A(), 5.0).is_null());
  EXPECT_TRUE(SlowerLayer(A(), nullptr, 5.0).is_null());
  EXPECT_TRUE(SlowerLayer(A(), A(), 5.0).is_null());
  EXPECT_TRUE(SlowerLayer(Json("junk"), Layers({Json(3), Module("x", "y", 1.0)}), 5.0).is_null());
}

TEST(LayerCompareTest, CompareSaysTheSlowerLayer) {
  Json a, b;
  a["step_time"]["phases"]["step"] = {{"median_ms", 40.0}};
  b["step_time"]["phases"]["step"] = {{"median_ms", 52.0}};
  a["layers"] = A();
  b["layers"] = Layers({Module("blocks.0.mlp", 3.0, 18.0)});
  const Json c = CompareSummaries(a, b);
  EXPECT_EQ(c["slower_layer"]["name"], "blocks.0.mlp");
  const std::string summary = c["verdict"]["summary"];
  EXPECT_NE(summary.find("; slower layer `blocks.0.mlp` +12.0 ms per step."), std::string::npos)
      << summary;
  a.erase("layers");
  EXPECT_TRUE(CompareSummaries(a, b)["slower_layer"].is_null());
}

}  // namespace
}  // namespace steplens::aggregator
