// The module tree of qualified names (layer_tree.h).
#include "aggregator/layer_tree.h"

#include <gtest/gtest.h>

namespace steplens::aggregator {
namespace {

TEST(LayerTreeTest, ParentsAreTheLongestDotPrefixPresent) {
  const std::vector<std::string_view> names = {"blocks.1", "blocks.10",    "blocks.1.mlp.fc",
                                               "embed",    "blocks.1.mlp", "blocks"};
  EXPECT_EQ(ModuleParents(names), (std::vector<int>{5, 5, 4, -1, 0, -1}));
}

TEST(LayerTreeTest, TreeOrderIsDepthFirstInGivenOrder) {
  const std::vector<std::string_view> names = {
      "embed", "blocks.0", "blocks.1", "head", "blocks.0.attn", "blocks.1.mlp", "blocks.0.mlp"};
  // Indices: embed, blocks.0, its attn and mlp, blocks.1, its mlp, head.
  EXPECT_EQ(TreeOrder(names), (std::vector<size_t>{0, 1, 4, 6, 2, 5, 3}));
  EXPECT_TRUE(TreeOrder({}).empty());
}

}  // namespace
}  // namespace steplens::aggregator
