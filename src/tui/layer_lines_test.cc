// The terminal view's deep-mode section: the culprit's top modules, the
// deeper module when it explains its parent, nothing without deep mode.
#include "tui/layer_lines.h"

#include <gtest/gtest.h>

#include <cmath>

#include "tui/live_view.h"

namespace steplens::tui {
namespace {

const double kNaN = std::nan("");

// A module measured on 3 ranks: forward and backward per rank (ms).
aggregator::LayerRow Module(const std::string& name, std::vector<double> fwd,
                            std::vector<double> bwd) {
  aggregator::LayerRow row;
  row.name = name;
  row.forward.by_rank_ms = fwd;
  row.backward.by_rank_ms = bwd;
  auto median = [](std::vector<double> v) {
    std::vector<double> m;
    for (double x : v)
      if (!std::isnan(x)) m.push_back(x);
    if (m.empty()) return kNaN;
    std::sort(m.begin(), m.end());
    return m[m.size() / 2];
  };
  row.forward.median_ms = median(fwd);
  row.backward.median_ms = median(bwd);
  return row;
}

aggregator::Snapshot DeepSnapshot(int culprit) {
  aggregator::Snapshot s;
  s.world_size = 3;
  s.diagnosis.step_time.rank = culprit;
  // blocks holds blocks.0 and blocks.1; rank 1 is slow in blocks.1.mlp's
  // backward (+20 ms) and a little in head (+2 ms).
  s.layers = {
      Module("embed", {1, 1, 1}, {kNaN, kNaN, kNaN}), Module("blocks", {10, 10, 10}, {20, 40, 20}),
      Module("blocks.0", {5, 5, 5}, {10, 10, 10}),    Module("blocks.1", {5, 5, 5}, {10, 30, 10}),
      Module("blocks.1.mlp", {3, 3, 3}, {6, 26, 6}),  Module("head", {1, 3, 1}, {1, 1, 1})};
  return s;
}

TEST(LayerLinesTest, TheCulpritsSlowerModulesDeepestFirst) {
  const auto lines = TopLayerLines(DeepSnapshot(1), 100);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0].rfind("── layers — where rank 1 is slower (deep mode) ──", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1],
            "  module                       rank 1  vs others   per step, forward + backward");
  // blocks and blocks.1 are explained by blocks.1.mlp; embed is no slower.
  EXPECT_EQ(lines[2],
            "  blocks.1.mlp                29.0 ms   +20.0 ms   fwd 3.00 ms, bwd 6.00 ms median");
  EXPECT_EQ(lines[3],
            "  head                        4.00 ms    +2.0 ms   fwd 1.00 ms, bwd 1.00 ms median");
}

TEST(LayerLinesTest, WithoutACulpritTheSlowestModulesByMedian) {
  const auto lines = TopLayerLines(DeepSnapshot(-1), 100);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0].rfind("── layers — the slowest modules (deep mode) ──", 0), 0u) << lines[0];
  // blocks (30 ms) is explained by blocks.0 (15 ms, half of it), blocks.1
  // by blocks.1.mlp (9 of 15 ms); the top three of the rest.
  EXPECT_NE(lines[2].find("blocks.0 "), std::string::npos) << lines[2];
  EXPECT_NE(lines[3].find("blocks.1.mlp"), std::string::npos) << lines[3];
  EXPECT_NE(lines[4].find("head"), std::string::npos) << lines[4];
}

TEST(LayerLinesTest, OnlyWithDeepModeAndInsideTheFullScreen) {
  aggregator::Snapshot plain = DeepSnapshot(1);
  plain.layers.clear();
  EXPECT_TRUE(TopLayerLines(plain, 100).empty());
  ViewContext ctx;
  auto has_layers = [&](const aggregator::Snapshot& s) {
    for (const auto& l : RenderScreen(s, ctx, 100, 60)) {
      if (l.find("── layers") != std::string::npos) return true;
    }
    return false;
  };
  EXPECT_FALSE(has_layers(plain));
  EXPECT_TRUE(has_layers(DeepSnapshot(1)));
}

}  // namespace
}  // namespace steplens::tui
