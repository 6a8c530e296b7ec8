// aggregator/layer_stats.h — deep mode's per-module figures (DESIGN.md §8).
//
// Contract
// - LayerStats keeps, per rank and module, the whole run's sums of the
//   LAYERS frames (steplens/layers.h): forward and backward time,
//   activation bytes and the allocator's delta across the forward, each with
//   the number of steps that measured it.
//   Modules are identified by their qualified name (a rank's NAME frames
//   with ids kFirstLayerNameId + slot); entries for a slot not named yet
//   are kept under the slot and counted once it is named.
// - Rows() gives one LayerRow per module, in the order first named: per
//   phase the median across ranks of each rank's mean per measured step,
//   the worst such mean and its rank, and each rank's mean (NaN: not
//   measured). Pure function of the sums; missing is never zero.
// - Bounded: at most kMaxLayers slots per rank and kMaxModules distinct
//   names (later names are ignored and counted in ignored_names()). Memory
//   is allocated per rank only once that rank sends LAYERS.
// - ToJson()/FromJson() carry the sums (the store's meta key "layers"), so
//   a replay shows the live run's figures. Not thread-safe: RunState's lock.
#ifndef STEPLENS_AGGREGATOR_LAYER_STATS_H_
#define STEPLENS_AGGREGATOR_LAYER_STATS_H_

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "steplens/layers.h"

namespace steplens::aggregator {

inline constexpr size_t kMaxModules = 4096;

struct LayerFigure {
  double median_ms = std::numeric_limits<double>::quiet_NaN();
  double worst_ms = std::numeric_limits<double>::quiet_NaN();
  int64_t worst_rank = -1;
  std::vector<double> by_rank_ms;  // each rank's mean per measured step; NaN: none
};

struct LayerRow {
  std::string name;
  LayerFigure forward;
  LayerFigure backward;
  // Median across ranks of each rank's mean bytes per measured step; -1: none.
  int64_t activation_bytes = -1;
  // The same of the allocator's delta across the forward (signed);
  // kMissingDelta: no rank read its allocator for this module.
  int64_t alloc_delta_bytes = kMissingDelta;
  uint64_t alloc_steps = 0;  // most steps any rank read the delta in
  uint64_t steps = 0;        // most steps any rank measured this module in
};

// summary.json's "layers" (docs/reference/summary-json.md): null when no
// module was measured, else {"steps": rank steps profiled, "modules": [...]}
// with per module name, forward and backward {median_ms, worst_ms,
// worst_rank}, activation_bytes, alloc_delta_bytes (null when not read),
// alloc_steps and steps.
nlohmann::ordered_json LayersJson(const std::vector<LayerRow>& rows, uint64_t steps);

class LayerStats {
 public:
  void Name(uint32_t rank, uint16_t slot, std::string_view name);
  void Add(uint32_t rank, const LayerStep& step);
  bool empty() const { return steps_ == 0; }
  uint64_t steps() const { return steps_; }  // LAYERS frames added
  uint64_t ignored_names() const { return ignored_names_; }
  std::vector<LayerRow> Rows(uint32_t world_size) const;

  nlohmann::json ToJson() const;
  // Replaces the sums with those of ToJson(); false (state unchanged) when
  // `j` is not such a document.
  bool FromJson(const nlohmann::json& j);

 private:
  struct Acc {
    int64_t forward_ns = 0, backward_ns = 0, bytes = 0, alloc = 0;
    uint32_t forward_n = 0, backward_n = 0, bytes_n = 0, alloc_n = 0;
  };
  struct Rank {
    std::vector<int> module_of_slot;  // kMaxLayers entries, -1: not named
    std::vector<Acc> by_slot;         // kMaxLayers entries
  };
  Rank& RankAt(uint32_t rank);
  int ModuleIndex(std::string_view name);

  std::vector<std::string> names_;
  std::unordered_map<std::string, int> index_;
  std::vector<Rank> ranks_;
  uint64_t steps_ = 0;
  uint64_t ignored_names_ = 0;
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_LAYER_STATS_H_
