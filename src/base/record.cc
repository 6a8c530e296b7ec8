#include "steplens/record.h"

#include "base/metrics.h"

namespace steplens {

const char* BuiltinPhaseName(int phase_id) {
  if (phase_id < 0 || phase_id >= metrics::kBuiltinPhaseCount) return "";
  return metrics::kBuiltinPhases[static_cast<size_t>(phase_id)].name;
}

const char* ActivityName(Activity a) {
  switch (a) {
    case Activity::kIdle:
      return "between steps";
    case Activity::kInStep:
      return "in step";
    case Activity::kForward:
      return "forward";
    case Activity::kBackward:
      return "backward";
    case Activity::kOptimizer:
      return "optimizer";
    case Activity::kUserRegion:
      return "user region";
    case Activity::kFinished:
      return "finished";
  }
  return "unknown";
}

const char* SyncHookName(SyncHook h) {
  switch (h) {
    case SyncHook::kUnknown:
      return "unknown";
    case SyncHook::kInstalled:
      return "installed";
    case SyncHook::kNotInstalled:
      return "not installed";
    case SyncHook::kDisabled:
      return "disabled";
  }
  return "unknown";
}

}  // namespace steplens
