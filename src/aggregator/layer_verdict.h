// aggregator/layer_verdict.h — the verdict names the layer (DESIGN.md §8).
//
// Contract
// - NameLayer(d, rows) looks at a step-time verdict. For a COMPUTE
//   STRAGGLER in forward or backward with deep mode's figures (rows, from
//   LayerStats::Rows), each module's excess is the culprit rank's mean time
//   in that phase minus the median of the other ranks' means. The deepest
//   module whose excess is at least kLayerShareOfExcess of the verdict's
//   cost (evidence "cost_ms": the culprit's mean excess per step) is named:
//   evidence gains "layer" and "layer_excess_ms", and the summary a
//   sentence "rank R is slow in PHASE, in `NAME` (+X ms)." (ties between
//   equally deep modules: the larger excess). Nothing is named when no
//   module holds that share (the excess is spread) or no other rank
//   measured the module.
// - Without figures (rows empty) a COMPUTE STRAGGLER's action suggests deep
//   mode. Other verdicts are left alone. Pure; idempotent (a verdict that
//   already names a layer, or suggests deep mode, is not changed again).
#ifndef STEPLENS_AGGREGATOR_LAYER_VERDICT_H_
#define STEPLENS_AGGREGATOR_LAYER_VERDICT_H_

#include <vector>

#include "aggregator/layer_stats.h"
#include "diagnosis/diagnosis.h"

namespace steplens::aggregator {

inline constexpr double kLayerShareOfExcess = 0.5;
inline constexpr const char* kDeepModeAction =
    " To see which layer: deep mode (steplens run --deep, trace_step(model, deep=\"sampled\") "
    "or steplens deep on RUN_DIR).";

void NameLayer(diagnosis::Diagnosis* d, const std::vector<LayerRow>& rows);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_LAYER_VERDICT_H_
