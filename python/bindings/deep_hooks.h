// python/bindings/deep_hooks.h — deep mode's module hooks (DESIGN.md §8).
//
// Contract
// - ModuleHook objects are the module hooks torch calls: C callables (no
//   Python frame), made per module slot by module_hooks(slot) -> (pre, post)
//   and registered by steplens._torch_hooks as the module's forward pre- and
//   post-hook. The pre-hook stamps the forward's begin and, when the first
//   tensor argument has a grad_fn, puts the slot's backward-end hook on it
//   (a Node pre-hook: it runs once the gradient of the module's input is
//   complete, i.e. the module's backward is done); the post-hook adds the
//   forward's time, the output's bytes when it requires grad (the
//   activation kept for backward) and puts the backward-begin hook on the
//   output's grad_fn. Time is the host's CLOCK_MONOTONIC; with a device
//   (CUDA, the simulated one) each of the four points also marks an event
//   (recorder::MarkLayer) and the recorder sends the device's times instead
//   (recorder/layer_timer.h: on a GPU the host's are queueing time).
//   A module whose input has no grad_fn (the first layer) has no backward
//   time; one called several times in a step sums its calls.
// - The allocator delta: where hot_set(allocator_stats=(fn, arg)) gave a
//   reader (CUDA: torch._C._cuda_memoryStats; the simulated device's in
//   tests), the first recording step of each burst, and every kAllocEvery-th
//   (16) recording step after it, read the allocator's allocated bytes
//   before the pre-hook's stamp and after the post-hook's: the difference,
//   summed over the module's calls, is its LayerEntry::alloc_delta_bytes
//   (signed). A read calls that Python function (~10 µs on an H100, a small
//   dict built by torch), so it is kept to those steps; it is not inside the
//   module's host time, and on a device the events around the module do not
//   wait for it. Other steps send the delta as not measured.
// - The hooks record only while deep.recording (a trace_step(model) block
//   of a deep step); otherwise they return at once. Each writes its slot of
//   g.deep (hot_state.h) under the GIL: no allocation, no lock (the
//   allocator read, in the steps that read it, calls torch's function).
// - DeepStepEnter (trace_step's __enter__, model given, before the step
//   begins) follows the mode: it asks slow._deep_hooks(model or None) to
//   register or remove the hooks when the schedule changes (off: none
//   registered; every step; sampled: registered only for the burst), and
//   sets deep.recording. DeepStepExit (before the step ends) copies the
//   touched slots into the recorder (recorder::CommitLayers, one copy) and
//   clears them. A Python backend (tests) gets them as
//   backend.commit_layers(list of (slot, forward_ns, backward_ns, bytes,
//   alloc_delta)).
// - A live switch (`steplens deep`: the aggregator's DEEP_MODE, which the
//   flusher thread publishes in recorder/deep_switch.h) is polled by
//   DeepStepEnter with one relaxed atomic load and applied there, between
//   steps, as deep_set would (period / burst 0 keep the current ones). The
//   training thread never waits for it; the flusher never touches Python.
// - deep_set(mode, period, burst) / deep_state() are the cold functions;
//   trace_step(deep=...) calls slow._set_deep(value) when the value changes.
#ifndef STEPLENS_PYTHON_BINDINGS_DEEP_HOOKS_H_
#define STEPLENS_PYTHON_BINDINGS_DEEP_HOOKS_H_

#include <Python.h>
#include <nanobind/nanobind.h>

namespace steplens::python::hot {

// False when slow._deep_hooks raised a BaseException (left set).
bool DeepStepEnter(PyObject* model);
void DeepStepExit();
// trace_step(deep=value): -1 with an exception set (a KeyboardInterrupt).
int DeepSetArg(PyObject* value);
void AddDeepHooks(nanobind::module_& m);

}  // namespace steplens::python::hot

#endif  // STEPLENS_PYTHON_BINDINGS_DEEP_HOOKS_H_
