#include "export/module_slices.h"

#include <algorithm>
#include <string_view>

#include "aggregator/layer_tree.h"

namespace steplens::exporter {
namespace {

struct Layout {
  const std::vector<ModuleTime>& modules;
  std::vector<std::vector<size_t>> children;  // by module; the last entry: the roots
  std::vector<ModuleSlice> out;

  // Lays container's children from `at` up to `end`; returns where the
  // last one ended. An unmeasured child's own children take its place.
  int64_t Place(size_t container, int64_t at, int64_t end, int depth) {
    for (size_t m : children[container]) {
      const int64_t measured = modules[m].ns;
      if (measured <= 0) {
        at = Place(m, at, end, depth);
        continue;
      }
      const int64_t dur = std::min(measured, end - at);
      if (dur <= 0) continue;
      out.push_back(ModuleSlice{m, at, dur, measured, depth});
      Place(m, at, at + dur, depth + 1);
      at += dur;
    }
    return at;
  }
};

}  // namespace

std::vector<ModuleSlice> LayOutModules(const std::vector<ModuleTime>& modules, int64_t begin_ns,
                                       int64_t dur_ns, bool reverse) {
  const size_t roots = modules.size();
  std::vector<std::string_view> names;
  names.reserve(modules.size());
  for (const ModuleTime& m : modules) names.emplace_back(m.name);
  const std::vector<int> parents = aggregator::ModuleParents(names);
  Layout layout{modules, std::vector<std::vector<size_t>>(modules.size() + 1), {}};
  for (size_t m = 0; m < modules.size(); ++m) {
    layout.children[parents[m] < 0 ? roots : static_cast<size_t>(parents[m])].push_back(m);
  }
  if (reverse) {
    for (auto& c : layout.children) std::reverse(c.begin(), c.end());
  }
  if (dur_ns > 0) (void)layout.Place(roots, begin_ns, begin_ns + dur_ns, 0);
  return std::move(layout.out);
}

}  // namespace steplens::exporter
