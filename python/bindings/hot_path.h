// python/bindings/hot_path.h — what a traced step runs, without a Python frame.
//
// Contract
// - The per-step entry points of automatic mode are CPython objects on
//   steplens._core, so a traced step adds no Python frame, only C calls
//   (measured: a Python frame in a real training step costs far more than in
//   a micro-benchmark, its code and data are cold; docs/benchmarks.md):
//   * trace_step(model=None) -> StepContext, cached for the last model;
//     StepContext.__enter__/__exit__ begin and end the step;
//   * TimedCall(inner, family): a callable that runs `inner` between a
//     phase begin and end. Families: "forward" (a model's instance-level
//     forward) and "backward" (torch.autograd.backward) record only inside a
//     trace_step(model) block; "dataloader" (DataLoader iterators' __next__;
//     binds like a function when set on a class) records between steps too.
//     Transparent: __wrapped__, __name__/__qualname__/__doc__ of `inner`,
//     copy.deepcopy wraps the copy's forward, pickling stores `inner`.
//   * optimizer_pre_hook / optimizer_post_hook: torch's global optimizer
//     step hooks (signature (optimizer, args, kwargs)).
//   * hot_sync_arrival(): a DDP gradient bucket is ready (called by the comm
//     hook steplens/_trace.py registers, which then all-reduces).
// - Work and loss per step, logged as scalars at the step's end (names in
//   steplens/record.h): "samples" from the DataLoader items the dataloader
//   TimedCall returns (first dimension of the first tensor; the last fetch
//   before the step plus those inside it) or trace_step(batch_size=);
//   "tokens" from trace_step(tokens=); "loss" from the one-element CPU
//   tensors passed to backward (summed; hot_set(auto_loss=False) once the
//   user logs a loss, or STEPLENS_AUTO_LOSS=0). A CUDA loss is not read: it
//   would synchronise the device. The batch size and the loss are read
//   through torch's C functions, called directly (tensor_slots.h). trace_step(grad_norm=True): the
//   optimizer pre-hook calls slow._grad_norm(model) once in that step.
// - All hot-path state lives here, and only here: trace_step nesting depth,
//   "a trace_step(model) block is live", started (the recorder was started
//   or given up on: no autostart), record CUDA memory, the last registered
//   model and the per-family kill switches (step, forward, backward,
//   optimizer, dataloader, memory, sync). Python keeps none of it: it reads
//   it with hot_state() / hot_started() / hot_depth() and sets it with
//   hot_set(); hot_bind(backend) picks where calls go:
//   None = nowhere (off, the state before the recorder starts), the _core
//   module itself = the C++ recorder (noexcept, the production path), any
//   other object = its Python methods step_begin/step_end/phase_begin/
//   phase_end (tests' FakeCore).
// - Never raises into training: a Python backend that raises is reported to
//   `slow._hook_failed(family, exc)` and switches its family off (step
//   begin/end are retried every step); so does slow._record_cuda_memory for
//   the memory family (hot_set(memory_ok=False)). A user exception from `inner` always
//   propagates unchanged, after the phase is ended.
// - Rare paths call the `slow` object (the steplens._trace module, set with
//   hot_set(slow=...)): _start_or_disable() on the first step,
//   _ensure_registered(model) for a model not seen last, _report_nested(),
//   _record_cuda_memory() at step end when CUDA memory is recorded and the
//   memory family is on, _end_flop_count() at the end of the one step whose
//   model FLOPs are counted (hot_set(flops_pending=True)). They
//   catch Exception themselves; a BaseException (KeyboardInterrupt) from
//   them propagates, with the state left as if the block had not begun.
// - Every entry point requires the GIL, which is also what serialises the
//   state (hooks run on the training thread, or the autograd thread holding
//   the GIL).
#ifndef STEPLENS_PYTHON_BINDINGS_HOT_PATH_H_
#define STEPLENS_PYTHON_BINDINGS_HOT_PATH_H_

#include <nanobind/nanobind.h>

namespace steplens::python {

// Adds trace_step, StepContext, TimedCall, the optimizer hooks and the
// hot_* state functions to the module.
void AddHotPath(nanobind::module_& m);

}  // namespace steplens::python

#endif  // STEPLENS_PYTHON_BINDINGS_HOT_PATH_H_
