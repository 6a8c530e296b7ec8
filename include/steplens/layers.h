// steplens/layers.h — per-module ("layer") records of deep mode (DESIGN.md §8).
//
// Contract
// - Deep mode times the modules of a traced model: for each module slot, the
//   step's summed forward and backward host time and the bytes of the
//   outputs it kept for backward (its activations). A rank numbers its
//   modules 0..kMaxLayers-1 (a slot); the slot's qualified name travels once
//   as a NAME frame with id kFirstLayerNameId + slot (wire-protocol.md).
// - LayerStep is one step's modules on one rank, only those measured in the
//   step. Missing is not zero: a field is kMissing when not measured (a
//   module whose backward did not run, an output without a tensor).
// - The recorder holds these in a fixed-size ring (no allocation on the
//   training thread); the decoded message uses a vector (off the hot path).
#ifndef STEPLENS_LAYERS_H_
#define STEPLENS_LAYERS_H_

#include <cstdint>
#include <vector>

#include "steplens/record.h"

namespace steplens {

inline constexpr int kMaxLayers = 256;
// NAME ids of module names: kFirstLayerNameId + slot (after the phase ids
// 0..31 and the scalar ids 256..511).
inline constexpr int kFirstLayerNameId = 1024;

struct LayerEntry {
  uint16_t slot = 0;  // < kMaxLayers
  int64_t forward_ns = kMissing;
  int64_t backward_ns = kMissing;
  int64_t activation_bytes = kMissing;
};

struct LayerStep {
  uint64_t step = 0;
  std::vector<LayerEntry> entries;  // at most kMaxLayers, slots distinct
};

}  // namespace steplens

#endif  // STEPLENS_LAYERS_H_
