#include "steplens/record.h"

namespace steplens {

const char* BuiltinPhaseName(int phase_id) {
  switch (phase_id) {
    case 0: return "dataloader";
    case 1: return "h2d";
    case 2: return "forward";
    case 3: return "backward";
    case 4: return "optimizer";
    default: return "";
  }
}

const char* ActivityName(Activity a) {
  switch (a) {
    case Activity::kIdle: return "between steps";
    case Activity::kInStep: return "in step";
    case Activity::kForward: return "forward";
    case Activity::kBackward: return "backward";
    case Activity::kOptimizer: return "optimizer";
    case Activity::kUserRegion: return "user region";
    case Activity::kFinished: return "finished";
  }
  return "unknown";
}

const char* SyncHookName(SyncHook h) {
  switch (h) {
    case SyncHook::kUnknown: return "unknown";
    case SyncHook::kInstalled: return "installed";
    case SyncHook::kNotInstalled: return "not installed";
    case SyncHook::kDisabled: return "disabled";
  }
  return "unknown";
}

}  // namespace steplens
