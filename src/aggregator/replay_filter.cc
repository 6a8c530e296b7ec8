#include "aggregator/replay_filter.h"

#include <iterator>

namespace steplens::aggregator {

bool ReplayFilter::FirstStep(uint64_t step) {
  // The range starting at or before `step`, if any.
  auto after = ranges_.upper_bound(step);
  if (after != ranges_.begin()) {
    auto at = std::prev(after);
    if (step <= at->second) return false;  // inside: a repeat
    if (step == at->second + 1) {          // extends it (the usual case)
      at->second = step;
      if (after != ranges_.end() && after->first == step + 1) {  // closes a gap
        at->second = after->second;
        ranges_.erase(after);
      }
      return true;
    }
  }
  if (after != ranges_.end() && after->first == step + 1) {  // extends the next one down
    const uint64_t last = after->second;
    ranges_.erase(after);
    ranges_.emplace(step, last);
    return true;
  }
  ranges_.emplace(step, step);
  if (ranges_.size() > kMaxStepRanges) {  // the two oldest merge (see the contract)
    auto first = ranges_.begin();
    auto second = std::next(first);
    first->second = second->second;
    ranges_.erase(second);
  }
  return true;
}

bool ReplayFilter::NewLayerStep(uint64_t step) {
  if (any_layer_ && step <= layer_step_) return false;
  any_layer_ = true;
  layer_step_ = step;
  return true;
}

uint64_t ReplayFilter::steps() const {
  uint64_t n = 0;
  for (const auto& [first, last] : ranges_) n += last - first + 1;
  return n;
}

}  // namespace steplens::aggregator
