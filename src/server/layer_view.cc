#include "server/layer_view.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <vector>

#include "aggregator/json_values.h"
#include "aggregator/layer_stats.h"
#include "aggregator/layer_tree.h"
#include "aggregator/rank_state.h"
#include "store/layer_table.h"

namespace steplens::server {
namespace {

using Json = nlohmann::ordered_json;
namespace json = aggregator::json;

// A phase's figure, its heatmap row folded into `columns` columns of
// `per_column` consecutive ranks (the slowest of each).
Json FigureJson(const aggregator::LayerFigure& f, size_t columns, size_t per_column) {
  Json by_column = Json::array();
  for (size_t c = 0; c < columns; ++c) {
    double worst = std::numeric_limits<double>::quiet_NaN();
    const size_t end = std::min(f.by_rank_ms.size(), (c + 1) * per_column);
    for (size_t r = c * per_column; r < end; ++r) {
      const double v = f.by_rank_ms[r];
      if (!std::isnan(v) && (std::isnan(worst) || v > worst)) worst = v;
    }
    by_column.push_back(json::Ms(worst));
  }
  Json o;
  o["median_ms"] = json::Ms(f.median_ms);
  o["worst_ms"] = json::Ms(f.worst_ms);
  o["worst_rank"] = f.worst_rank >= 0 ? Json(f.worst_rank) : Json(nullptr);
  o["by_column_ms"] = std::move(by_column);
  return o;
}

}  // namespace

base::StatusOr<Json> LayerView(const std::string& database_path, const LayerViewOptions& options) {
  auto scanner_or = store::LayerScanner::Open(database_path);
  if (!scanner_or.ok()) return scanner_or.status();
  store::LayerScanner& scanner = **scanner_or;
  Json out;
  out["available"] = false;
  uint64_t first = 0, last = 0;
  bool any = false;
  if (options.from || options.to) {
    first = options.from.value_or(0);
    last = options.to.value_or(std::numeric_limits<uint64_t>::max());
    any = first <= last;
  } else {
    auto steps = scanner.LastSteps(std::max<size_t>(options.max_steps, 1));
    if (!steps.ok()) return steps.status();
    if (!steps->empty()) {
      first = steps->front();
      last = steps->back();
      any = true;
    }
  }
  aggregator::LayerStats stats;
  uint32_t world = 0;
  uint64_t profiled_steps = 0, seen_first = 0, seen_last = 0;
  if (any) {
    auto names = scanner.Names();
    if (!names.ok()) return names.status();
    for (const auto& [key, name] : *names) {
      if (key.first < aggregator::kMaxWorldSize) stats.Name(key.first, key.second, name);
    }
    int64_t previous = -1;
    LayerStep step;
    base::Status st = scanner.Scan(
        first, last, [&](uint64_t s, uint32_t rank, const std::vector<LayerEntry>& entries) {
          if (rank >= aggregator::kMaxWorldSize) return;
          step.step = s;
          step.entries = entries;
          stats.Add(rank, step);
          world = std::max(world, rank + 1);
          if (static_cast<int64_t>(s) != previous) {
            if (profiled_steps == 0) seen_first = s;
            seen_last = s;
            ++profiled_steps;
            previous = static_cast<int64_t>(s);
          }
        });
    if (!st.ok()) return st;
  }
  const std::vector<aggregator::LayerRow> rows = stats.Rows(world);
  const size_t max_columns = std::max<size_t>(options.max_rank_columns, 1);
  const size_t per_column = std::max<size_t>(1, (world + max_columns - 1) / max_columns);
  const size_t columns = world == 0 ? 0 : (world + per_column - 1) / per_column;

  std::vector<std::string_view> names;
  names.reserve(rows.size());
  for (const auto& r : rows) names.emplace_back(r.name);
  const std::vector<int> parents = aggregator::ModuleParents(names);
  Json modules = Json::array();
  for (size_t i : aggregator::TreeOrder(names)) {
    const aggregator::LayerRow& r = rows[i];
    if (r.steps == 0) continue;  // named, never measured in these steps
    int depth = 0;
    for (int p = parents[i]; p >= 0; p = parents[static_cast<size_t>(p)]) ++depth;
    Json m;
    m["name"] = r.name;
    m["depth"] = depth;
    m["forward"] = FigureJson(r.forward, columns, per_column);
    m["backward"] = FigureJson(r.backward, columns, per_column);
    m["activation_bytes"] = r.activation_bytes >= 0 ? Json(r.activation_bytes) : Json(nullptr);
    m["alloc_delta_bytes"] =
        r.alloc_delta_bytes != kMissingDelta ? Json(r.alloc_delta_bytes) : Json(nullptr);
    m["steps"] = r.steps;
    modules.push_back(std::move(m));
  }
  Json cols = Json::array();
  for (size_t c = 0; c < columns; ++c) {
    const size_t lo = c * per_column, hi = std::min<size_t>(world, lo + per_column) - 1;
    cols.push_back({{"first_rank", lo}, {"last_rank", hi}});
  }
  out["available"] = !modules.empty();
  out["first_step"] = profiled_steps > 0 ? Json(seen_first) : Json(nullptr);
  out["last_step"] = profiled_steps > 0 ? Json(seen_last) : Json(nullptr);
  out["profiled_steps"] = profiled_steps;
  out["rank_steps"] = stats.steps();
  out["world_size"] = world;
  out["columns"] = std::move(cols);
  out["modules"] = std::move(modules);
  out["skipped_rows"] = scanner.skipped_rows();
  return out;
}

}  // namespace steplens::server
