// python/bindings/hot_path.cc — see hot_path.h for the contract.
//
// Written against the CPython C API rather than nanobind's class machinery:
// the objects here are called by torch and by the interpreter once or a few
// times per step, so they use vectorcall and METH_FASTCALL and touch as
// little memory as possible. The state they share and its cold functions
// (hot_state, hot_set, hot_bind, hot_reset) are hot_state.h.
#include "hot_path.h"

#include <Python.h>
#include <structmember.h>

#include <nanobind/stl/string.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "deep_hooks.h"
#include "hot_state.h"
#include "steplens/record.h"
#include "steplens/recorder.h"
#include "tensor_slots.h"

namespace nb = nanobind;
using namespace nb::literals;

namespace steplens::python {
namespace {

namespace rec = steplens::recorder;
using namespace hot;  // NOLINT(google-build-using-namespace): the shared state

constexpr int kPhaseOf[kFamilies] = {-1,
                                     static_cast<int>(Phase::kForward),
                                     static_cast<int>(Phase::kBackward),
                                     static_cast<int>(Phase::kOptimizer),
                                     static_cast<int>(Phase::kDataloader),
                                     -1,
                                     -1};

// Calls slow.<name>(arg?) and drops the result. Returns false only for a
// BaseException that is not an Exception (KeyboardInterrupt, SystemExit):
// that one is left set for the caller to propagate; others are cleared.
bool CallSlow(const char* name, PyObject* arg = nullptr) {
  if (g.slow == nullptr) return true;
  PyObject* fn = PyObject_GetAttrString(g.slow, name);
  PyObject* result = nullptr;
  if (fn != nullptr) {
    result = arg == nullptr ? PyObject_CallNoArgs(fn) : PyObject_CallOneArg(fn, arg);
    Py_DECREF(fn);
  }
  if (result != nullptr) {
    Py_DECREF(result);
    return true;
  }
  if (!PyErr_ExceptionMatches(PyExc_Exception)) return false;
  PyErr_Clear();
  return true;
}

// A Python backend raised in `family`: switch the family off (step
// begin/end excepted), report the exception to slow._hook_failed, clear it.
void HookFailed(Family family) {
  if (family != kStep) g.ok[family] = false;
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  if (g.slow != nullptr) {
    PyObject* r = PyObject_CallMethod(g.slow, "_hook_failed", "sO", kFamilyNames[family],
                                      value != nullptr ? value : Py_None);
    if (r == nullptr) {
      PyErr_Clear();
    } else {
      Py_DECREF(r);
    }
  }
  Py_XDECREF(type);
  Py_XDECREF(value);
  Py_XDECREF(tb);
}

// Tells the backend. False when a Python backend raised (reported, cleared).
bool Tell(Call call, int phase, Family family) {
  switch (g.backend) {
    case Backend::kOff:
      return true;
    case Backend::kNative:
      switch (call) {
        case Call::kStepBegin:
          rec::StepBegin();
          break;
        case Call::kStepEnd:
          rec::StepEnd();
          break;
        case Call::kPhaseBegin:
          rec::PhaseBegin(phase);
          break;
        case Call::kPhaseEnd:
          rec::PhaseEnd(phase);
          break;
        case Call::kSyncArrival:
          rec::SyncArrival();
          break;
        case Call::kCollectiveBegin:
          if (phase == kIssueOnly) {
            rec::CollectiveIssued();
          } else {
            rec::CollectiveBegin(phase == kBlockingCall);
          }
          break;
        case Call::kCollectiveEnd:
          rec::CollectiveEnd();
          break;
      }
      return true;
    case Backend::kPython:
      break;
  }
  PyObject* name = g.call_names[static_cast<int>(call)];
  PyObject* obj = g.backend_obj;
  Py_INCREF(obj);  // the backend may rebind while we call it
  PyObject* result;
  if (call == Call::kStepBegin || call == Call::kStepEnd || call == Call::kSyncArrival ||
      call == Call::kCollectiveEnd) {
    result = PyObject_CallMethodNoArgs(obj, name);
  } else {
    PyObject* id = PyLong_FromLong(phase);
    result = id == nullptr ? nullptr : PyObject_CallMethodOneArg(obj, name, id);
    Py_XDECREF(id);
  }
  Py_DECREF(obj);
  if (result == nullptr) {
    HookFailed(family);
    return false;
  }
  Py_DECREF(result);
  return true;
}

// Ends a phase while `inner`'s exception (if any) stays pending.
void EndPhaseKeepingError(int phase, Family family) {
  if (g.backend != Backend::kPython) {
    Tell(Call::kPhaseEnd, phase, family);  // C++ or off: cannot raise
    return;
  }
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  Tell(Call::kPhaseEnd, phase, family);
  PyErr_Restore(type, value, tb);
}

// ---- Work per step -----------------------------------------------------------

// The batch size of a DataLoader item: the first dimension of its first
// tensor (an item may be a tensor, a tuple/list, a dict or a mapping such
// as HF's BatchEncoding, nested a few levels). -1 when there is none; never
// leaves an exception set.
double BatchSamples(PyObject* obj, int depth = 0) {
  if (obj == nullptr || depth > 3) return -1;
  if (g.tensor_type != nullptr &&
      PyObject_TypeCheck(obj, reinterpret_cast<PyTypeObject*>(g.tensor_type))) {
    return TensorFirstDim(obj);  // tensor_slots.h: no Python frame
  }
  if (PyTuple_Check(obj) || PyList_Check(obj)) {
    return PySequence_Fast_GET_SIZE(obj) > 0
               ? BatchSamples(PySequence_Fast_GET_ITEM(obj, 0), depth + 1)
               : -1;
  }
  if (PyDict_Check(obj)) {
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    return PyDict_Next(obj, &pos, &key, &value) ? BatchSamples(value, depth + 1) : -1;
  }
  if (g.tensor_type == nullptr || PyUnicode_Check(obj) || PyBytes_Check(obj) ||
      !PyMapping_Check(obj) || PySequence_Check(obj)) {
    return -1;
  }
  // Another mapping (collections.abc.Mapping, UserDict): its first value.
  PyObject* values = PyMapping_Values(obj);
  double n = -1;
  if (values != nullptr && PyList_GET_SIZE(values) > 0) {
    n = BatchSamples(PyList_GET_ITEM(values, 0), depth + 1);
  }
  Py_XDECREF(values);
  if (values == nullptr) PyErr_Clear();
  return n;
}

// A DataLoader item was fetched: before a step it is that step's batch
// (the last fetch before the step wins: evaluation batches fetched between
// steps are not training work), inside a step it adds up.
void OnFetched(PyObject* item) {
  const double n = BatchSamples(item);
  if (n < 0) return;
  if (g.depth > 0) {
    g.fetched_inside = std::isnan(g.fetched_inside) ? n : g.fetched_inside + n;
  } else {
    g.fetched_before = n;
  }
}

void LogWork(int id, double value) {
  if (id < 0) return;
  if (g.backend == Backend::kNative) {
    rec::LogScalar(static_cast<uint16_t>(id), value);
  } else if (g.backend == Backend::kPython) {
    PyObject* r = PyObject_CallMethod(g.backend_obj, "log_scalar", "id", id, value);
    if (r == nullptr) {
      PyErr_Clear();
    } else {
      Py_DECREF(r);
    }
  }
}

// After backward(loss) returned: the loss's value, when it is a one-element
// tensor on the CPU (reading a CUDA value would synchronise: not done).
// Never leaves an exception set.
void OnBackward(PyObject* tensor) {
  double v;
  if (!g.auto_loss || g.loss_id < 0 || !ReadCpuScalar(tensor, &v)) return;
  g.step_loss = g.have_loss ? g.step_loss + v : v;  // NaN stays NaN: NAN/INF needs it
  g.have_loss = true;
}

// At step end: the step's samples and tokens, then forget them.
void EmitWork() {
  double samples = g.step_batch_size;
  if (std::isnan(samples) && !(std::isnan(g.fetched_before) && std::isnan(g.fetched_inside))) {
    samples = (std::isnan(g.fetched_before) ? 0 : g.fetched_before) +
              (std::isnan(g.fetched_inside) ? 0 : g.fetched_inside);
  }
  if (!std::isnan(samples)) LogWork(g.samples_id, samples);
  if (!std::isnan(g.step_tokens)) LogWork(g.tokens_id, g.step_tokens);
  if (g.auto_loss && g.have_loss) LogWork(g.loss_id, g.step_loss);
  g.fetched_before = g.fetched_inside = g.step_batch_size = g.step_tokens = kNoValue;
  g.step_loss = 0;
  g.have_loss = false;
  g.want_grad_norm = false;
}

// ---- StepContext -----------------------------------------------------------

struct StepContextObject {
  PyObject_HEAD PyObject* model;  // strong; Py_None for trace_step() without a model
};

PyTypeObject* g_step_context_type = nullptr;

int StepContextTraverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(reinterpret_cast<StepContextObject*>(self)->model);
  Py_VISIT(Py_TYPE(self));
  return 0;
}

int StepContextClear(PyObject* self) {
  Py_CLEAR(reinterpret_cast<StepContextObject*>(self)->model);
  return 0;
}

void StepContextDealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  StepContextClear(self);
  type->tp_free(self);
  Py_DECREF(type);
}

PyObject* StepContextEnter(PyObject* self, PyObject* /*unused*/) {
  if (g.depth > 0) {
    ++g.depth;
    if (!CallSlow("_report_nested")) {
      --g.depth;
      return nullptr;
    }
    return Py_NewRef(self);
  }
  g.depth = 1;
  if (!g.started && !CallSlow("_start_or_disable")) {
    g.depth = 0;
    return nullptr;
  }
  PyObject* model = reinterpret_cast<StepContextObject*>(self)->model;
  if (model != Py_None) {
    // Unbound (after shutdown, or recording off): nothing to hook, and no
    // model to hold (hot_bind(None) let go of the last one).
    if (g.backend != Backend::kOff && model != g.registered_model) {
      Py_XSETREF(g.registered_model, Py_NewRef(model));
      if (!CallSlow("_ensure_registered", model)) {
        g.depth = 0;
        return nullptr;
      }
    }
    g.live = true;
    if (!DeepStepEnter(model)) {  // a KeyboardInterrupt from registering the hooks
      g.depth = 0;
      g.live = false;
      return nullptr;
    }
  }
  if (g.device_stream_fn != nullptr && g.backend == Backend::kNative) {
    // torch._C._cuda_getCurrentRawStream(index): ~0.1 µs, no synchronisation.
    if (PyObject* r = PyObject_CallOneArg(g.device_stream_fn, g.device_stream_arg)) {
      const unsigned long long stream = PyLong_AsUnsignedLongLong(r);
      Py_DECREF(r);
      if (!PyErr_Occurred()) rec::SetDeviceStream(static_cast<uintptr_t>(stream));
    }
    PyErr_Clear();  // fail open: the last stream stays
  }
  Tell(Call::kStepBegin, 0, kStep);
  return Py_NewRef(self);
}

PyObject* StepContextExit(PyObject* /*self*/, PyObject* const* args, Py_ssize_t nargs) {
  if (g.depth > 1) {
    --g.depth;
    Py_RETURN_FALSE;
  }
  g.depth = 0;
  g.live = false;
  if (nargs >= 2 && args[1] != Py_None) {
    // An exception leaves the step: note where (still inside the step), for
    // failure attribution. Cold path; never replaces the user's exception.
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    (void)CallSlow("_on_step_exception", args[1]);
    PyErr_Clear();
    PyErr_Restore(type, value, tb);
  }
  bool ok = true;
  if (g.flops_pending) {  // the step whose model FLOPs were counted (once)
    g.flops_pending = false;
    ok = CallSlow("_end_flop_count");
  }
  EmitWork();
  DeepStepExit();
  const bool memory_ok =
      ok && (!g.cuda_memory || !g.ok[kMemory] || CallSlow("_record_cuda_memory"));
  if (!memory_ok) {  // a KeyboardInterrupt: end the step, then let it through
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    Tell(Call::kStepEnd, 0, kStep);
    PyErr_Restore(type, value, tb);
    return nullptr;
  }
  Tell(Call::kStepEnd, 0, kStep);
  Py_RETURN_FALSE;
}

PyObject* StepContextRepr(PyObject* self) {
  PyObject* model = reinterpret_cast<StepContextObject*>(self)->model;
  return PyUnicode_FromFormat("<steplens.trace_step(%s)>",
                              model == Py_None ? "" : Py_TYPE(model)->tp_name);
}

PyMethodDef kStepContextMethods[] = {
    {"__enter__", StepContextEnter, METH_NOARGS, "Begins the step."},
    {"__exit__", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(StepContextExit)),
     METH_FASTCALL, "Ends the step; never suppresses an exception."},
    {nullptr, nullptr, 0, nullptr}};

PyMemberDef kStepContextMembers[] = {
    {"model", T_OBJECT, offsetof(StepContextObject, model), READONLY,
     "The model given to trace_step (None without one)."},
    {nullptr, 0, 0, 0, nullptr}};

PyType_Slot kStepContextSlots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(StepContextDealloc)},
    {Py_tp_traverse, reinterpret_cast<void*>(StepContextTraverse)},
    {Py_tp_clear, reinterpret_cast<void*>(StepContextClear)},
    {Py_tp_repr, reinterpret_cast<void*>(StepContextRepr)},
    {Py_tp_methods, kStepContextMethods},
    {Py_tp_members, kStepContextMembers},
    {Py_tp_doc, const_cast<char*>("The context manager trace_step returns (one per model, "
                                  "cached). Not created directly.")},
    {0, nullptr}};

PyType_Spec kStepContextSpec = {
    "steplens._core.StepContext", sizeof(StepContextObject), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_DISALLOW_INSTANTIATION, kStepContextSlots};

PyObject* NewStepContext(PyObject* model) {
  auto* ctx = PyObject_GC_New(StepContextObject, g_step_context_type);
  if (ctx == nullptr) return nullptr;
  ctx->model = Py_NewRef(model);
  PyObject_GC_Track(ctx);
  return reinterpret_cast<PyObject*>(ctx);
}

constexpr const char* kTraceStepDoc =
    "trace_step(model=None, *, batch_size=None, tokens=None, grad_norm=False, deep=None)\n--\n\n"
    "Context manager around one training step.\n\n"
    "``with steplens.trace_step(model):`` records the step's begin and end; with\n"
    "``model`` (an ``nn.Module`` or a DDP-wrapped one) forward, backward and\n"
    "optimizer time are measured automatically, and on CUDA the allocator's\n"
    "memory (peak stats reset each step). The model's ``forward`` is wrapped\n"
    "once (an instance attribute, see ``steplens._core.TimedCall``); backward\n"
    "is timed around ``torch.autograd.backward`` (what ``loss.backward()``\n"
    "calls, so it includes DDP's wait for the gradient all-reduce); the\n"
    "optimizer by the global optimizer step pre/post hooks. All of them record\n"
    "only inside a ``trace_step(model)`` block. A ``DistributedDataParallel``\n"
    "model also gets a communication hook that timestamps each gradient bucket\n"
    "as it becomes ready, then runs DDP's default all-reduce (or the comm hook\n"
    "the user registers later, chained behind it): when each rank *arrives* at\n"
    "gradient synchronisation, which names the rank the others wait for even\n"
    "when all backward durations look alike. ``STEPLENS_SYNC_HOOK=0`` turns it\n"
    "off; a comm hook registered before steplens was imported leaves it off,\n"
    "and the run's summary says why.\n"
    "Dataloader fetch time (``DataLoader`` iterators) is measured between steps\n"
    "and attributed to the next step. Without ``model`` only the step time (and\n"
    "dataloader, trace_time regions, scalars) are recorded; the model phases are\n"
    "then missing (null), not zero.\n\n"
    "``grad_norm=True`` logs the gradients' total L2 norm before the optimizer\n"
    "step (CPU; costs a norm over every gradient, see docs/reference/diagnoses.md).\n"
    "The loss: on a CPU, the value of the one-element tensor passed to\n"
    "``backward()`` (summed over the step's calls) unless ``steplens.log(loss=...)``\n"
    "is used; on CUDA only what is logged (reading it would synchronise).\n"
    "Throughput: the step's samples are the first dimension of the first tensor\n"
    "of the DataLoader batch fetched last before the step (plus those fetched\n"
    "inside it); ``batch_size=`` gives them instead (this step only), and\n"
    "``tokens=`` the tokens the step processed (or ``steplens.log(tokens=n)``).\n"
    "The views show samples/s and tokens/s per rank and for the job.\n\n"
    "``deep=`` times every module of ``model`` (forward, backward, activation\n"
    "bytes, per rank; docs/guide/deep-mode.md): ``\"every\"`` (or True) each step,\n"
    "``\"sampled\"`` a burst of steps every N, ``\"off\"`` (or False) no module hook\n"
    "at all (the default; ``steplens run --deep`` sets it for the job). A new value\n"
    "applies from the next step.\n\n"
    "The first call starts the recorder from the environment (see ``init``).\n"
    "Nesting trace_step is an error: it is reported once and the inner block is\n"
    "not a step. All of this runs in C++ (no Python frame per step).";

// trace_step(batch_size=, tokens=): a count for this step. A value that is
// not a non-negative number is dropped with a one-time warning (slow), not
// raised: a typo in a figure must not stop training.
void SetWork(PyObject* value, const char* name, double* out) {
  if (value == Py_None) return;
  const double v = PyFloat_AsDouble(value);
  if ((v == -1.0 && PyErr_Occurred() != nullptr) || !std::isfinite(v) || v < 0) {
    PyErr_Clear();
    PyObject* n = PyUnicode_FromString(name);
    if (n != nullptr) (void)CallSlow("_bad_work_value", n);
    Py_XDECREF(n);
    return;
  }
  *out = v;
}

PyObject* TraceStep(PyObject* /*module*/, PyObject* const* args, Py_ssize_t nargs,
                    PyObject* kwnames) {
  PyObject* model = Py_None;
  const Py_ssize_t nkw = kwnames == nullptr ? 0 : PyTuple_GET_SIZE(kwnames);
  if (nargs > 1) {
    PyErr_Format(PyExc_TypeError,
                 "trace_step() takes at most 1 positional argument (model), %zd given", nargs);
    return nullptr;
  }
  if (nargs == 1) model = args[0];
  for (Py_ssize_t i = 0; i < nkw; ++i) {
    PyObject* key = PyTuple_GET_ITEM(kwnames, i);
    PyObject* value = args[nargs + i];
    if (PyUnicode_CompareWithASCIIString(key, "model") == 0 && nargs == 0) {
      model = value;
    } else if (PyUnicode_CompareWithASCIIString(key, "batch_size") == 0) {
      SetWork(value, "batch_size", &g.step_batch_size);
    } else if (PyUnicode_CompareWithASCIIString(key, "tokens") == 0) {
      SetWork(value, "tokens", &g.step_tokens);
    } else if (PyUnicode_CompareWithASCIIString(key, "deep") == 0) {
      if (DeepSetArg(value) < 0) return nullptr;
    } else if (PyUnicode_CompareWithASCIIString(key, "grad_norm") == 0) {
      const int on = PyObject_IsTrue(value);
      if (on < 0) return nullptr;
      g.want_grad_norm = on == 1;
    } else {
      PyErr_Format(PyExc_TypeError, "trace_step() got an unexpected keyword argument '%U'", key);
      return nullptr;
    }
  }
  PyObject* last = g.last_ctx;
  if (last != nullptr && reinterpret_cast<StepContextObject*>(last)->model == model) {
    return Py_NewRef(last);
  }
  PyObject* ctx = NewStepContext(model);
  if (ctx == nullptr) return nullptr;
  if (g.started && g.backend == Backend::kOff) return ctx;  // unbound: not cached (holds the model)
  Py_XSETREF(g.last_ctx, Py_NewRef(ctx));
  return ctx;
}

// ---- TimedCall ---------------------------------------------------------------

struct TimedCallObject {
  PyObject_HEAD vectorcallfunc vectorcall;
  PyObject* inner;  // strong
  PyObject* weakrefs;
  int phase;
  Family family;
  bool in_step_only;  // record only inside a trace_step(model) block
};

PyObject* TimedCallVectorcall(PyObject* callable, PyObject* const* args, size_t nargsf,
                              PyObject* kwnames) {
  auto* self = reinterpret_cast<TimedCallObject*>(callable);
  PyObject* inner = self->inner;
  if (inner == nullptr) {  // cleared by the garbage collector (a dead cycle)
    PyErr_SetString(PyExc_ReferenceError, "steplens TimedCall was cleared");
    return nullptr;
  }
  if (!g.ok[self->family] || (self->in_step_only && !g.live) ||
      !Tell(Call::kPhaseBegin, self->phase, self->family)) {
    return PyObject_Vectorcall(inner, args, nargsf, kwnames);
  }
  PyObject* result = PyObject_Vectorcall(inner, args, nargsf, kwnames);
  EndPhaseKeepingError(self->phase, self->family);
  if (self->family == kDataloader && result != nullptr) OnFetched(result);
  if (self->family == kBackward && result != nullptr && PyVectorcall_NARGS(nargsf) > 0) {
    OnBackward(args[0]);
  }
  return result;
}

int FamilyFromName(const char* name, Family* family) {
  for (int f = kForward; f <= kDataloader; ++f) {
    if (f != kOptimizer && std::string(name) == kFamilyNames[f]) {
      *family = static_cast<Family>(f);
      return 0;
    }
  }
  PyErr_Format(PyExc_ValueError,
               "TimedCall family must be 'forward', 'backward' or "
               "'dataloader', not '%s'",
               name);
  return -1;
}

PyTypeObject* g_timed_call_type = nullptr;

PyObject* NewTimedCall(PyTypeObject* type, PyObject* inner, Family family) {
  auto* self = reinterpret_cast<TimedCallObject*>(type->tp_alloc(type, 0));
  if (self == nullptr) return nullptr;
  self->vectorcall = TimedCallVectorcall;
  self->inner = Py_NewRef(inner);
  self->weakrefs = nullptr;
  self->family = family;
  self->phase = kPhaseOf[family];
  self->in_step_only = family != kDataloader;
  return reinterpret_cast<PyObject*>(self);
}

PyObject* TimedCallNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  static const char* kKeywords[] = {"inner", "family", nullptr};
  PyObject* inner;
  const char* family_name;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "Os:TimedCall", const_cast<char**>(kKeywords),
                                   &inner, &family_name)) {
    return nullptr;
  }
  if (!PyCallable_Check(inner)) {
    PyErr_SetString(PyExc_TypeError, "TimedCall: inner must be callable");
    return nullptr;
  }
  Family family;
  if (FamilyFromName(family_name, &family) != 0) return nullptr;
  return NewTimedCall(type, inner, family);
}

int TimedCallTraverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(reinterpret_cast<TimedCallObject*>(self)->inner);
  Py_VISIT(Py_TYPE(self));
  return 0;
}

int TimedCallClear(PyObject* self) {
  Py_CLEAR(reinterpret_cast<TimedCallObject*>(self)->inner);
  return 0;
}

void TimedCallDealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  if (reinterpret_cast<TimedCallObject*>(self)->weakrefs != nullptr) {
    PyObject_ClearWeakRefs(self);
  }
  TimedCallClear(self);
  type->tp_free(self);
  Py_DECREF(type);
}

// Set on a class (DataLoader iterators' __next__) it binds like a function.
PyObject* TimedCallDescrGet(PyObject* self, PyObject* obj, PyObject* /*type*/) {
  if (obj == nullptr || obj == Py_None) return Py_NewRef(self);
  return PyMethod_New(self, obj);
}

PyObject* InnerOrRaise(PyObject* self) {
  PyObject* inner = reinterpret_cast<TimedCallObject*>(self)->inner;
  if (inner == nullptr) PyErr_SetString(PyExc_ValueError, "TimedCall was cleared");
  return inner;
}

// __name__, __qualname__, __doc__, __module__: the wrapped callable's.
PyObject* TimedCallGetInnerAttr(PyObject* self, void* name) {
  PyObject* inner = InnerOrRaise(self);
  if (inner == nullptr) return nullptr;
  return PyObject_GetAttrString(inner, static_cast<const char*>(name));
}

PyObject* TimedCallRepr(PyObject* self) {
  auto* t = reinterpret_cast<TimedCallObject*>(self);
  if (t->inner == nullptr) return PyUnicode_FromString("<steplens timed call>");
  return PyUnicode_FromFormat("<steplens timed %s of %R>", kFamilyNames[t->family], t->inner);
}

// Pickles as the plain callable, with stdlib callables only, so a saved
// model loads where steplens is not installed (and unpickles unwrapped).
PyObject* TimedCallReduce(PyObject* self, PyObject* /*unused*/) {
  PyObject* inner = InnerOrRaise(self);
  if (inner == nullptr) return nullptr;
  PyObject* builtins = PyEval_GetBuiltins();                         // borrowed
  PyObject* getattr_fn = PyDict_GetItemString(builtins, "getattr");  // borrowed
  if (getattr_fn == nullptr) {
    PyErr_SetString(PyExc_RuntimeError, "builtins.getattr is missing");
    return nullptr;
  }
  PyObject* owner = PyObject_GetAttrString(inner, "__self__");
  if (owner == nullptr) PyErr_Clear();
  PyObject* func = owner == nullptr ? nullptr : PyObject_GetAttrString(inner, "__func__");
  if (owner != nullptr && func == nullptr) PyErr_Clear();
  PyObject* result = nullptr;
  if (owner != nullptr && func != nullptr) {
    PyObject* name = PyObject_GetAttrString(func, "__name__");
    if (name != nullptr) {
      result = Py_BuildValue("O(OO)", getattr_fn, owner, name);
      Py_DECREF(name);
    }
  } else {
    result = Py_BuildValue("O(Os)", getattr_fn, inner, "__call__");
  }
  Py_XDECREF(owner);
  Py_XDECREF(func);
  return result;
}

// copy.deepcopy(model) gives the copy its own wrapper, around the copy's
// forward (the deep copy of the bound method binds to the copied model).
PyObject* TimedCallDeepcopy(PyObject* self, PyObject* memo) {
  PyObject* inner = InnerOrRaise(self);
  if (inner == nullptr) return nullptr;
  PyObject* copy_module = PyImport_ImportModule("copy");
  if (copy_module == nullptr) return nullptr;
  PyObject* copied = PyObject_CallMethod(copy_module, "deepcopy", "OO", inner, memo);
  Py_DECREF(copy_module);
  if (copied == nullptr) return nullptr;
  PyObject* result =
      NewTimedCall(Py_TYPE(self), copied, reinterpret_cast<TimedCallObject*>(self)->family);
  Py_DECREF(copied);
  return result;
}

PyObject* TimedCallFamily(PyObject* self, void* /*unused*/) {
  return PyUnicode_FromString(kFamilyNames[reinterpret_cast<TimedCallObject*>(self)->family]);
}

PyMethodDef kTimedCallMethods[] = {{"__reduce__", TimedCallReduce, METH_NOARGS, nullptr},
                                   {"__deepcopy__", TimedCallDeepcopy, METH_O, nullptr},
                                   {nullptr, nullptr, 0, nullptr}};

PyMemberDef kTimedCallMembers[] = {
    {"__wrapped__", T_OBJECT, offsetof(TimedCallObject, inner), READONLY,
     "The callable being timed."},
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(TimedCallObject, vectorcall), READONLY, nullptr},
    {"__weaklistoffset__", T_PYSSIZET, offsetof(TimedCallObject, weakrefs), READONLY, nullptr},
    {nullptr, 0, 0, 0, nullptr}};

PyGetSetDef kTimedCallGetSet[] = {
    {"__name__", TimedCallGetInnerAttr, nullptr, nullptr, const_cast<char*>("__name__")},
    {"__qualname__", TimedCallGetInnerAttr, nullptr, nullptr, const_cast<char*>("__qualname__")},
    {"__doc__", TimedCallGetInnerAttr, nullptr, nullptr, const_cast<char*>("__doc__")},
    {"__module__", TimedCallGetInnerAttr, nullptr, nullptr, const_cast<char*>("__module__")},
    {"family", TimedCallFamily, nullptr, const_cast<char*>("The hook family."), nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyType_Slot kTimedCallSlots[] = {{Py_tp_new, reinterpret_cast<void*>(TimedCallNew)},
                                 {Py_tp_dealloc, reinterpret_cast<void*>(TimedCallDealloc)},
                                 {Py_tp_traverse, reinterpret_cast<void*>(TimedCallTraverse)},
                                 {Py_tp_clear, reinterpret_cast<void*>(TimedCallClear)},
                                 {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)},
                                 {Py_tp_descr_get, reinterpret_cast<void*>(TimedCallDescrGet)},
                                 {Py_tp_repr, reinterpret_cast<void*>(TimedCallRepr)},
                                 {Py_tp_methods, kTimedCallMethods},
                                 {Py_tp_members, kTimedCallMembers},
                                 {Py_tp_getset, kTimedCallGetSet},
                                 {0, nullptr}};

PyType_Spec kTimedCallSpec = {"steplens._core.TimedCall", sizeof(TimedCallObject), 0,
                              Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
                                  Py_TPFLAGS_METHOD_DESCRIPTOR,
                              kTimedCallSlots};

// ---- optimizer hooks -------------------------------------------------------------

PyObject* OptimizerHook(Call call) {
  if (g.live && g.ok[kOptimizer]) Tell(call, kPhaseOf[kOptimizer], kOptimizer);
  Py_RETURN_NONE;
}

PyObject* OptimizerPreHook(PyObject*, PyObject* const*, Py_ssize_t) {
  // trace_step(model, grad_norm=True): the gradients are final (DDP has
  // averaged them) and not yet applied; once per step, before the optimizer
  // phase begins (its cost is steplens's, not the optimizer's).
  if (g.live && g.want_grad_norm && g.registered_model != nullptr) {
    g.want_grad_norm = false;
    if (!CallSlow("_grad_norm", g.registered_model)) return nullptr;  // KeyboardInterrupt
  }
  return OptimizerHook(Call::kPhaseBegin);
}

PyObject* OptimizerPostHook(PyObject*, PyObject* const*, Py_ssize_t) {
  return OptimizerHook(Call::kPhaseEnd);
}

// ---- the DDP bucket timestamp ------------------------------------------------------

PyObject* SyncArrival(PyObject*, PyObject*) {
  if (g.ok[kSync]) Tell(Call::kSyncArrival, -1, kSync);
  Py_RETURN_NONE;
}

// ---- collectives (steplens._collectives wraps torch.distributed) -------------------
// Failures of a Python test backend are counted under the sync family, whose
// switch also turns these off: both are the rank's view of synchronisation.

// hot_collective_begin's argument: a CollectiveKind plus (CommKind + 1) << 2
// (0 there: no kind). Returns whether the recorder wants names interned.
constexpr long kKindShift = 2;

PyObject* CollectiveBegin(PyObject*, PyObject* code) {
  const long k = PyLong_AsLong(code);
  const long what = k & ((1L << kKindShift) - 1);
  const long kind = (k >> kKindShift) - 1;
  if (k < 0 || what > kIssueOnly || kind >= kCommKindCount) {
    if (PyErr_Occurred() != nullptr) PyErr_Clear();
    Py_RETURN_FALSE;  // not ours to raise into a collective call
  }
  if (!g.ok[kSync]) Py_RETURN_FALSE;
  if (g.backend == Backend::kNative && what != kIssueOnly) {
    return PyBool_FromLong(rec::CollectiveBegin(what == kBlockingCall, static_cast<int>(kind)));
  }
  Tell(Call::kCollectiveBegin, static_cast<int>(what), kSync);
  Py_RETURN_FALSE;
}

// An asynchronous call returned its Work: the recorder keeps its kind for
// the wait (keyed by the object's address; no reference is held).
PyObject* CollectiveIssued(PyObject*, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs != 2 || !g.ok[kSync] || g.backend != Backend::kNative) Py_RETURN_FALSE;
  const long kind = PyLong_AsLong(args[0]) - 1;
  if (kind < -1 || kind >= kCommKindCount) {
    if (PyErr_Occurred() != nullptr) PyErr_Clear();
    Py_RETURN_FALSE;
  }
  return PyBool_FromLong(
      rec::CollectiveIssuedAsync(reinterpret_cast<uintptr_t>(args[1]), static_cast<int>(kind)));
}

// A Work.wait() begins (ends with hot_collective_end).
PyObject* CollectiveWait(PyObject*, PyObject* work) {
  if (!g.ok[kSync]) Py_RETURN_FALSE;
  if (g.backend == Backend::kNative) {
    return PyBool_FromLong(rec::CollectiveWaitBegin(reinterpret_cast<uintptr_t>(work)));
  }
  Tell(Call::kCollectiveBegin, kWait, kSync);
  Py_RETURN_FALSE;
}

PyObject* CollectiveEnd(PyObject*, PyObject*) {
  if (g.ok[kSync]) Tell(Call::kCollectiveEnd, -1, kSync);
  Py_RETURN_NONE;
}

template <typename F>
PyCFunction AsCFunction(F* f) {
  return reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(f));
}

PyMethodDef kFunctions[] = {
    {"trace_step", AsCFunction(TraceStep), METH_FASTCALL | METH_KEYWORDS, kTraceStepDoc},
    {"optimizer_pre_hook", AsCFunction(OptimizerPreHook), METH_FASTCALL,
     "optimizer_pre_hook(optimizer, args, kwargs)\n--\n\n"
     "torch's global optimizer step pre-hook: the optimizer phase begins."},
    {"optimizer_post_hook", AsCFunction(OptimizerPostHook), METH_FASTCALL,
     "optimizer_post_hook(optimizer, args, kwargs)\n--\n\n"
     "torch's global optimizer step post-hook: the optimizer phase ends."},
    {"hot_sync_arrival", SyncArrival, METH_NOARGS,
     "hot_sync_arrival()\n--\n\n"
     "One gradient bucket became ready (steplens._trace.sync_arrival_hook, the DDP "
     "comm hook, calls it): tells the backend unless the sync family is off."},
    {"hot_collective_begin", CollectiveBegin, METH_O,
     "hot_collective_begin(kind)\n--\n\n"
     "kind & 3 == 1: a blocking torch.distributed collective call begins; 0: a wait on "
     "an asynchronous one begins (each ends with hot_collective_end); 2: an "
     "asynchronous call was issued (counted, no end call). kind >> 2: the collective "
     "kind + 1 (steplens._core.COMM_KINDS), 0 none. True when the recorder wants "
     "enable_collective_timing() called. steplens._collectives calls it."},
    {"hot_collective_issued", AsCFunction(CollectiveIssued), METH_FASTCALL,
     "hot_collective_issued(kind, work)\n--\n\n"
     "An asynchronous call (kind + 1, 0 none) returned `work`: its wait gets the kind, "
     "and the time until then counts as overlapped. Returns as hot_collective_begin."},
    {"hot_collective_wait", CollectiveWait, METH_O,
     "hot_collective_wait(work)\n--\n\n"
     "work.wait() begins (ends with hot_collective_end). Returns as hot_collective_begin."},
    {"hot_collective_end", CollectiveEnd, METH_NOARGS,
     "hot_collective_end()\n--\n\n"
     "The collective call or wait opened by hot_collective_begin returned."},
    {nullptr, nullptr, 0, nullptr}};

PyTypeObject* AddType(nb::module_& m, PyType_Spec* spec, const char* name) {
  PyObject* type = PyType_FromModuleAndSpec(m.ptr(), spec, nullptr);
  if (type == nullptr) throw nb::python_error();
  if (PyModule_AddObjectRef(m.ptr(), name, type) != 0) {
    Py_DECREF(type);
    throw nb::python_error();
  }
  return reinterpret_cast<PyTypeObject*>(type);  // the module keeps a reference
}

}  // namespace

void AddHotPath(nb::module_& m) {
  g.module = m.ptr();
  const char* call_names[kCalls] = {"step_begin",    "step_end",     "phase_begin",
                                    "phase_end",     "sync_arrival", "collective_begin",
                                    "collective_end"};
  for (int i = 0; i < kCalls; ++i) {
    g.call_names[i] = PyUnicode_InternFromString(call_names[i]);
    if (g.call_names[i] == nullptr) throw nb::python_error();
  }
  g.item_name = PyUnicode_InternFromString("item");
  g.is_cpu_name = PyUnicode_InternFromString("is_cpu");
  if (g.item_name == nullptr || g.is_cpu_name == nullptr) throw nb::python_error();
  g_step_context_type = AddType(m, &kStepContextSpec, "StepContext");
  g_timed_call_type = AddType(m, &kTimedCallSpec, "TimedCall");
  if (PyModule_AddFunctions(m.ptr(), kFunctions) != 0) throw nb::python_error();

  AddHotState(m);
  AddDeepHooks(m);
}

}  // namespace steplens::python
