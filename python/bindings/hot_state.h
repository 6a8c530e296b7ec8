// python/bindings/hot_state.h — the state the per-step hooks share, and
// its cold functions (internal to steplens._core).
//
// Contract
// - One State, `g`, holds every piece of hot-path state (hot_path.h lists
//   it); the hooks in hot_path.cc read and write it under the GIL, which
//   is what serialises it.
// - AddHotState adds the cold functions to the module: hot_bind (where the
//   hooks' calls go), hot_set (set state by name, with type checks),
//   hot_state / hot_depth / hot_started (read it) and hot_reset (tests).
//   Reset() forgets everything, as a fresh import would have it.
#ifndef STEPLENS_PYTHON_BINDINGS_HOT_STATE_H_
#define STEPLENS_PYTHON_BINDINGS_HOT_STATE_H_

#include <Python.h>
#include <nanobind/nanobind.h>

#include <cstdint>
#include <limits>

#include "steplens/layers.h"

namespace steplens::python::hot {

// Hook families with a kill switch (names match steplens._trace._hook_failed).
// forward, backward and dataloader are TimedCall families; memory is the
// CUDA memory read at step end (Python, slow._record_cuda_memory); sync is
// the DDP bucket timestamp (hot_sync_arrival).
enum Family : int {
  kStep,
  kForward,
  kBackward,
  kOptimizer,
  kDataloader,
  kMemory,
  kSync,
  kFamilies
};
constexpr const char* kFamilyNames[kFamilies] = {"step",       "forward", "backward", "optimizer",
                                                 "dataloader", "memory",  "sync"};

enum class Backend : uint8_t { kOff, kNative, kPython };
constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();
enum class Call : uint8_t {
  kStepBegin,
  kStepEnd,
  kPhaseBegin,
  kPhaseEnd,
  kSyncArrival,
  kCollectiveBegin,  // phase: a CollectiveKind
  kCollectiveEnd,
};
constexpr int kCalls = 7;
// hot_collective_begin's argument: what begins. kIssueOnly has no end call.
enum CollectiveKind : int { kWait = 0, kBlockingCall = 1, kIssueOnly = 2 };

// Deep mode (deep_hooks.h): off (no module hook registered), every step,
// or sampled (a burst of `burst` steps every `period`).
using DeepMode = steplens::DeepMode;  // steplens/layers.h
struct DeepSlot {
  int64_t forward_begin = 0;  // 0: no forward open
  int64_t backward_begin = 0;
  int64_t forward_ns = kMissing;
  int64_t backward_ns = kMissing;
  int64_t activation_bytes = kMissing;
  int64_t alloc_begin = kMissingDelta;  // the allocator's bytes at the open forward's start
  int64_t alloc_delta = kMissingDelta;  // summed over the step's forwards (signed)
  bool touched = false;
};
struct DeepState {
  DeepMode mode = DeepMode::kOff;
  int period = 100;              // sampled: a burst every `period` steps (trace_step(model) blocks)
  int burst = 2;                 // of `burst` steps
  bool hooks_on = false;         // the module hooks are registered (slow._deep_hooks says)
  bool recording = false;        // this step's module hooks record
  uint64_t steps = 0;            // trace_step(model) blocks since the mode was set
  PyObject* last_arg = nullptr;  // strong: trace_step(deep=) value applied last
  uint64_t switch_seen = 0;      // the last live switch applied (recorder/deep_switch.h)
  // This step reads the allocator around each forward: the first recording
  // step of a burst, then every kAllocEvery-th (deep_hooks.h).
  bool read_alloc = false;
  uint64_t recorded_in_row = 0;  // recording steps since the last one that did not record
  int touched_count = 0;
  uint16_t touched[kMaxLayers] = {};
  DeepSlot slots[kMaxLayers];
};

struct State {
  // Read every step: kept together at the front.
  Backend backend = Backend::kOff;
  bool live = false;  // a trace_step(model) block is active
  bool started = false;
  bool cuda_memory = false;
  bool ok[kFamilies] = {true, true, true, true, true, true, true};
  int depth = 0;                         // trace_step nesting; > 1 is a user error, reported once
  PyObject* last_ctx = nullptr;          // strong: the StepContext returned last
  PyObject* registered_model = nullptr;  // strong: the model registered last
  PyObject* backend_obj = nullptr;       // strong: kPython only
  PyObject* slow = nullptr;              // strong: steplens._trace
  PyObject* module = nullptr;            // borrowed: steplens._core itself
  PyObject* call_names[kCalls] = {};     // interned method names (kPython)
  // Work per step (throughput), emitted as scalars at step end. Samples:
  // the batch size of the last DataLoader fetch before the step plus those
  // fetched inside it (gradient accumulation), unless trace_step(batch_size=)
  // gives it; tokens only from trace_step(tokens=). NaN: none.
  double fetched_before = kNoValue;
  double fetched_inside = kNoValue;
  double step_batch_size = kNoValue;
  double step_tokens = kNoValue;
  int samples_id = -1;  // scalar ids, interned at hot_bind
  int tokens_id = -1;
  PyObject* tensor_type = nullptr;  // strong: torch.Tensor once torch is hooked
  bool flops_pending = false;       // slow._end_flop_count() at this step's end
  // The loss without user code: the value of each one-element CPU tensor
  // passed to torch.autograd.backward in the step, summed (gradient
  // accumulation), logged as "loss" at step end unless the user logs it.
  bool auto_loss = true;
  double step_loss = 0;
  bool have_loss = false;
  int loss_id = -1;
  bool want_grad_norm = false;      // trace_step(grad_norm=True): at the optimizer step
  PyObject* item_name = nullptr;    // interned "item"
  PyObject* is_cpu_name = nullptr;  // interned "is_cpu"
  // Device timing on CUDA: fn(arg) gives torch's current raw stream, read
  // once per step at __enter__ (hot_set(device_stream=(fn, arg))).
  PyObject* device_stream_fn = nullptr;   // strong
  PyObject* device_stream_arg = nullptr;  // strong
  // Deep mode's allocator read: fn(arg) gives the allocator's statistics as
  // torch._C._cuda_memoryStats does (a nested dict; allocated_bytes.all.current
  // is read). Set with hot_set(allocator_stats=(fn, arg)) where there is an
  // allocator to read (CUDA, the simulated device of tests).
  PyObject* allocator_fn = nullptr;   // strong
  PyObject* allocator_arg = nullptr;  // strong
  DeepState deep;
};

extern State g;

void Reset();
void AddHotState(nanobind::module_& m);

}  // namespace steplens::python::hot

#endif  // STEPLENS_PYTHON_BINDINGS_HOT_STATE_H_
