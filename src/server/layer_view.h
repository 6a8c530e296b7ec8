// server/layer_view.h — the dashboard's per-layer view of deep mode
// (GET /api/runs/<id>/layers, docs/reference/http.md): per module, forward
// and backward time across ranks, and each rank's time for a module x rank
// heatmap, read from the store's layer_steps table (store/layer_table.h).
//
// Contract
// - LayerView(database_path, options) opens the database read-only (a live
//   run's too: it sees what the store has committed, never waits for it)
//   and aggregates the rows of the newest options.max_steps profiled steps
//   (or of [from, to] when given) with aggregator::LayerStats, the same
//   statistics as summary.json's `layers`: per module and phase, each
//   rank's mean per measured step, their median, worst and worst rank.
//   Modules come in tree order (aggregator/layer_tree.h: a parent before
//   its children) with their depth.
// - The heatmap has at most options.max_rank_columns columns: with more
//   ranks, consecutive ranks share a column and the column shows the
//   slowest of them (a straggler never averages away); `columns` says
//   which ranks each holds.
// - Without the table or its rows (deep mode never ran, or a database
//   older than the table): {"available": false, ...} with empty lists.
//   Rows that do not decode are skipped and counted (`skipped_rows`); rows
//   of ranks >= aggregator::kMaxWorldSize are skipped too.
// - Errors: the database cannot be opened or read. JSON never holds NaN
//   (null: not measured). Memory: LayerStats' sums (kMaxLayers per rank
//   that sent rows) plus one row's entries.
#ifndef STEPLENS_SERVER_LAYER_VIEW_H_
#define STEPLENS_SERVER_LAYER_VIEW_H_

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "base/status.h"

namespace steplens::server {

inline constexpr size_t kDefaultLayerSteps = 100;
inline constexpr size_t kMaxLayerSteps = 100'000;
inline constexpr size_t kMaxRankColumns = 256;

struct LayerViewOptions {
  size_t max_steps = kDefaultLayerSteps;  // the newest profiled steps
  std::optional<uint64_t> from;           // with to: this step range instead
  std::optional<uint64_t> to;
  size_t max_rank_columns = kMaxRankColumns;
};

[[nodiscard]] base::StatusOr<nlohmann::ordered_json> LayerView(const std::string& database_path,
                                                               const LayerViewOptions& options);

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_LAYER_VIEW_H_
