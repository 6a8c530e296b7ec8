#include "aggregator/layer_tree.h"

#include <map>

namespace steplens::aggregator {

std::vector<int> ModuleParents(const std::vector<std::string_view>& names) {
  std::map<std::string_view, int> by_name;
  for (size_t i = 0; i < names.size(); ++i) by_name.emplace(names[i], static_cast<int>(i));
  std::vector<int> parents(names.size(), -1);
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string_view name = names[i];
    for (size_t dot = name.rfind('.'); dot != std::string_view::npos && dot > 0;
         dot = name.rfind('.', dot - 1)) {
      auto it = by_name.find(name.substr(0, dot));
      if (it != by_name.end()) {
        parents[i] = it->second;
        break;
      }
    }
  }
  return parents;
}

std::vector<size_t> TreeOrder(const std::vector<std::string_view>& names) {
  const std::vector<int> parents = ModuleParents(names);
  std::vector<std::vector<size_t>> children(names.size() + 1);  // last: the roots
  for (size_t i = 0; i < names.size(); ++i) {
    children[parents[i] < 0 ? names.size() : static_cast<size_t>(parents[i])].push_back(i);
  }
  std::vector<size_t> order;
  order.reserve(names.size());
  // Depth first without recursion: a stack of (node, next child).
  std::vector<std::pair<size_t, size_t>> stack = {{names.size(), 0}};
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next == children[node].size()) {
      stack.pop_back();
      continue;
    }
    const size_t child = children[node][next++];
    order.push_back(child);
    stack.emplace_back(child, 0);
  }
  return order;
}

}  // namespace steplens::aggregator
