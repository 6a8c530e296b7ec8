// aggregator/layer_tree.h — the module tree of deep mode's qualified names
// (DESIGN.md §8): "blocks.0" holds "blocks.0.mlp".
//
// Contract
// - ModuleParents(names): for each name, the index of its parent, the
//   module whose name is the longest dot-prefix of it among `names` ("a.b"
//   for "a.b.c", else "a"); -1 for a top-level one. "blocks.1" is not a
//   parent of "blocks.10". A repeated name counts once (its first index).
// - TreeOrder(names): the indices depth first, a parent before its
//   children, siblings in their order in `names`.
// Pure functions; O(n x depth) map lookups.
#ifndef STEPLENS_AGGREGATOR_LAYER_TREE_H_
#define STEPLENS_AGGREGATOR_LAYER_TREE_H_

#include <cstddef>
#include <string_view>
#include <vector>

namespace steplens::aggregator {

std::vector<int> ModuleParents(const std::vector<std::string_view>& names);
std::vector<size_t> TreeOrder(const std::vector<std::string_view>& names);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_LAYER_TREE_H_
