#include "aggregator/layer_verdict.h"

#include <gtest/gtest.h>

#include <cmath>

namespace steplens::aggregator {
namespace {

LayerRow Row(const std::string& name, std::vector<double> fwd, std::vector<double> bwd) {
  LayerRow r;
  r.name = name;
  r.forward.by_rank_ms = std::move(fwd);
  r.backward.by_rank_ms = std::move(bwd);
  return r;
}

diagnosis::Diagnosis Straggler(const char* phase, double cost_ms) {
  diagnosis::Diagnosis d;
  d.label = diagnosis::kComputeStraggler;
  d.rank = 1;
  d.phase = phase;
  d.summary = "Rank 1 is the straggler.";
  d.action = "Look at rank 1.";
  d.Add("cost_ms", cost_ms);
  return d;
}

const std::vector<LayerRow> kRows = {
    Row("blocks", {30, 51, 30}, {60, 60, 91}),
    Row("blocks.0", {10, 10, 10}, {20, 20, 20}),
    Row("blocks.1", {10, 31, 10}, {20, 20, 20}),
    Row("blocks.1.mlp", {5, 6, 5}, {10, 40, 10}),  // rank 1's backward: +30
    Row("head", {1, 1, 1}, {NAN, NAN, NAN}),
};

TEST(LayerVerdictTest, NamesTheDeepestModuleHoldingHalfTheExcess) {
  diagnosis::Diagnosis d = Straggler("forward", 22);
  NameLayer(&d, kRows);
  ASSERT_NE(d.Find("layer"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.Find("layer")), "blocks.1");  // not its parent "blocks"
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("layer_excess_ms")), 21.0);
  EXPECT_NE(d.summary.find("rank 1 is slow in forward, in `blocks.1` (+21.0 ms)."),
            std::string::npos)
      << d.summary;
  NameLayer(&d, kRows);  // idempotent
  EXPECT_EQ(d.summary.find("rank 1 is slow"), d.summary.rfind("rank 1 is slow"));
}

TEST(LayerVerdictTest, BackwardUsesTheBackwardFigures) {
  diagnosis::Diagnosis d = Straggler("backward", 31);
  NameLayer(&d, kRows);
  ASSERT_NE(d.Find("layer"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.Find("layer")), "blocks.1.mlp");
}

TEST(LayerVerdictTest, ASpreadExcessNamesNothing) {
  diagnosis::Diagnosis d = Straggler("forward", 50);  // blocks.1's +21 is under half
  NameLayer(&d, kRows);
  EXPECT_EQ(d.Find("layer"), nullptr);
  EXPECT_EQ(d.summary, "Rank 1 is the straggler.");
}

TEST(LayerVerdictTest, WithoutDeepDataTheActionSuggestsIt) {
  diagnosis::Diagnosis d = Straggler("forward", 22);
  NameLayer(&d, {});
  EXPECT_NE(d.action.find("steplens run --deep"), std::string::npos);
  const std::string once = d.action;
  NameLayer(&d, {});
  EXPECT_EQ(d.action, once);
  diagnosis::Diagnosis balanced;
  balanced.label = "BALANCED";
  NameLayer(&balanced, {});
  EXPECT_TRUE(balanced.action.empty());
}

}  // namespace
}  // namespace steplens::aggregator
