// steplens/layers.h — per-module ("layer") records of deep mode (DESIGN.md §8).
//
// Contract
// - Deep mode times the modules of a traced model: for each module slot, the
//   step's summed forward and backward host time and the bytes of the
//   outputs it kept for backward (its activations); in the steps where the
//   rank reads its allocator (CUDA, or the simulated device of tests), the
//   change of the allocator's allocated bytes across the module's forward
//   (what the forward left allocated: its output and whatever autograd saved
//   for backward; negative when it freed more than it kept). A rank numbers its
//   modules 0..kMaxLayers-1 (a slot); the slot's qualified name travels once
//   as a NAME frame with id kFirstLayerNameId + slot (wire-protocol.md).
// - LayerStep is one step's modules on one rank, only those measured in the
//   step. Missing is not zero: a field is kMissing when not measured (a
//   module whose backward did not run, an output without a tensor); the
//   signed alloc_delta_bytes uses kMissingDelta instead.
// - The recorder holds these in a fixed-size ring (no allocation on the
//   training thread); the decoded message uses a vector (off the hot path).
#ifndef STEPLENS_LAYERS_H_
#define STEPLENS_LAYERS_H_

#include <cstdint>
#include <limits>
#include <vector>

#include "steplens/record.h"

namespace steplens {

inline constexpr int kMaxLayers = 256;
// NAME ids of module names: kFirstLayerNameId + slot (after the phase ids
// 0..31 and the scalar ids 256..511).
inline constexpr int kFirstLayerNameId = 1024;

// "Not measured" for a signed quantity (every int64 but this one is a value).
inline constexpr int64_t kMissingDelta = std::numeric_limits<int64_t>::min();

struct LayerEntry {
  uint16_t slot = 0;  // < kMaxLayers
  int64_t forward_ns = kMissing;
  int64_t backward_ns = kMissing;
  int64_t activation_bytes = kMissing;
  int64_t alloc_delta_bytes = kMissingDelta;  // signed; summed over the step's forwards
};

struct LayerStep {
  uint64_t step = 0;
  std::vector<LayerEntry> entries;  // at most kMaxLayers, slots distinct
};

// Deep mode's schedule (docs/guide/deep-mode.md): off (no module hook
// registered), every step, or sampled (a burst of `burst` steps every
// `period`). The numeric values are part of the wire protocol (DEEP_MODE).
enum class DeepMode : uint8_t { kOff = 0, kEvery = 1, kSampled = 2 };
inline constexpr uint32_t kMaxDeepPeriod = 1'000'000;

// A switch of deep mode while the job runs (`steplens deep`): the DEEP_MODE
// frame the aggregator writes to a rank. period / burst 0 keep the rank's
// own (trace_step's defaults, 100 and 2); when both are given,
// 1 <= burst <= period <= kMaxDeepPeriod.
struct DeepModeRequest {
  uint32_t seq = 0;  // >= 1, increases with each switch of one run; a rank applies each once
  DeepMode mode = DeepMode::kOff;
  uint32_t period = 0;
  uint32_t burst = 0;
};

}  // namespace steplens

#endif  // STEPLENS_LAYERS_H_
