// aggregator/layer_compare.h — `steplens compare`'s layer: the module that
// got slower between two runs with deep mode's figures (DESIGN.md §8).
//
// Contract
// - SlowerLayer(a_layers, b_layers, regression_pct) reads two summary.json
//   `layers` values (null without deep mode). For each module named in
//   both with a measured median (forward + backward; a phase measured in
//   one run only is left out of both), the change is B's median minus A's.
//   Among modules slower by more than regression_pct % of A's, the one
//   named is the deepest whose increase is at least kLayerShareOfExcess of
//   the largest increase (ties: the larger increase), as the verdict names
//   the deepest module holding most of an excess (layer_verdict.h).
//   Returns {"name", "a_ms", "b_ms", "change_ms", "change_pct"}, or null
//   when a run has no figures or no module got slower. Pure; never throws.
#ifndef STEPLENS_AGGREGATOR_LAYER_COMPARE_H_
#define STEPLENS_AGGREGATOR_LAYER_COMPARE_H_

#include <nlohmann/json.hpp>

namespace steplens::aggregator {

nlohmann::ordered_json SlowerLayer(const nlohmann::ordered_json& a_layers,
                                   const nlohmann::ordered_json& b_layers, double regression_pct);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_LAYER_COMPARE_H_
