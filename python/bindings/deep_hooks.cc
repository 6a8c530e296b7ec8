// python/bindings/deep_hooks.cc — see deep_hooks.h for the contract.
#include "deep_hooks.h"

#include <structmember.h>
#include <time.h>

#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>

#include <cstdint>
#include <string>

#include "hot_state.h"
#include "recorder/deep_switch.h"
#include "steplens/layers.h"
#include "steplens/recorder.h"

namespace nb = nanobind;
using namespace nb::literals;

namespace steplens::python::hot {
namespace {

namespace rec = steplens::recorder;

int64_t Now() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

enum class Kind : uint8_t { kForwardPre, kForwardPost, kBackwardBegin, kBackwardEnd };

struct ModuleHookObject {
  PyObject_HEAD vectorcallfunc vectorcall;
  PyObject* partner;  // strong: the backward hook this forward hook puts on a grad_fn
  int slot;
  Kind kind;
};

PyTypeObject* g_module_hook_type = nullptr;
PyObject* g_grad_fn_name = nullptr;        // interned "grad_fn"
PyObject* g_register_prehook = nullptr;    // interned "register_prehook"
PyObject* g_requires_grad_name = nullptr;  // interned "requires_grad"
PyObject* g_nbytes_name = nullptr;         // interned "nbytes"
PyObject* g_allocated_bytes = nullptr;     // interned "allocated_bytes"
PyObject* g_all = nullptr;                 // interned "all"
PyObject* g_current = nullptr;             // interned "current"

// A deep step reads the allocator around module forwards once per burst,
// then every kAllocEvery-th recording step (deep_hooks.h).
constexpr uint64_t kAllocEvery = 16;

DeepSlot& Touch(int slot) {
  DeepSlot& s = g.deep.slots[slot];
  if (!s.touched) {
    s.touched = true;
    g.deep.touched[g.deep.touched_count++] = static_cast<uint16_t>(slot);
  }
  return s;
}

void AddTo(int64_t* sum, int64_t v) { *sum = *sum == kMissing ? v : *sum + v; }
void AddSigned(int64_t* sum, int64_t v) { *sum = *sum == kMissingDelta ? v : *sum + v; }

// The allocator's allocated bytes now: stats["allocated_bytes"]["all"]["current"]
// of allocator_fn(allocator_arg); kMissingDelta when unreadable. Never leaves
// an exception set.
int64_t AllocatedNow() {
  PyObject* stats = PyObject_CallOneArg(g.allocator_fn, g.allocator_arg);
  if (stats == nullptr) {
    PyErr_Clear();
    return kMissingDelta;
  }
  int64_t out = kMissingDelta;
  PyObject* v = PyDict_Check(stats) ? PyDict_GetItemWithError(stats, g_allocated_bytes) : nullptr;
  if (v != nullptr && PyDict_Check(v)) v = PyDict_GetItemWithError(v, g_all);
  if (v != nullptr && PyDict_Check(v)) v = PyDict_GetItemWithError(v, g_current);
  if (v != nullptr && PyLong_Check(v)) {
    const long long n = PyLong_AsLongLong(v);
    if (n >= 0) out = n;
  }
  if (PyErr_Occurred()) PyErr_Clear();
  Py_DECREF(stats);
  return out;
}

// The first tensor of a forward's arguments or output: the object itself,
// or the first item of a tuple/list that is one. Borrowed; nullptr if none.
PyObject* FirstTensor(PyObject* obj) {
  if (g.tensor_type == nullptr) return nullptr;
  auto* tensor = reinterpret_cast<PyTypeObject*>(g.tensor_type);
  if (PyObject_TypeCheck(obj, tensor)) return obj;
  if (PyTuple_Check(obj) || PyList_Check(obj)) {
    const Py_ssize_t n = PySequence_Fast_GET_SIZE(obj);
    for (Py_ssize_t i = 0; i < n && i < 4; ++i) {
      PyObject* item = PySequence_Fast_GET_ITEM(obj, i);
      if (PyObject_TypeCheck(item, tensor)) return item;
    }
  }
  return nullptr;
}

// tensor.grad_fn.register_prehook(hook), when there is a grad_fn. Never
// leaves an exception set.
void HookGradFn(PyObject* tensor, PyObject* hook) {
  PyObject* fn = PyObject_GetAttr(tensor, g_grad_fn_name);
  if (fn == nullptr) {
    PyErr_Clear();
    return;
  }
  if (fn != Py_None) {
    PyObject* handle = PyObject_CallMethodOneArg(fn, g_register_prehook, hook);
    if (handle == nullptr) PyErr_Clear();
    Py_XDECREF(handle);  // the hook lives as long as the graph
  }
  Py_DECREF(fn);
}

// The output's bytes when autograd keeps it (it requires grad).
int64_t ActivationBytes(PyObject* tensor) {
  PyObject* rg = PyObject_GetAttr(tensor, g_requires_grad_name);
  const bool keeps = rg == Py_True;
  Py_XDECREF(rg);
  if (!keeps) {
    PyErr_Clear();
    return kMissing;
  }
  PyObject* n = PyObject_GetAttr(tensor, g_nbytes_name);
  const long long bytes = n == nullptr ? -1 : PyLong_AsLongLong(n);
  Py_XDECREF(n);
  if (bytes < 0) {
    PyErr_Clear();
    return kMissing;
  }
  return bytes;
}

PyObject* ModuleHookCall(PyObject* callable, PyObject* const* args, size_t nargsf,
                         PyObject* /*kwnames*/) {
  auto* self = reinterpret_cast<ModuleHookObject*>(callable);
  if (!g.deep.recording) Py_RETURN_NONE;
  const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  const int64_t now = Now();
  switch (self->kind) {
    case Kind::kForwardPre: {  // (module, args)
      DeepSlot& s = Touch(self->slot);
      // The allocator first: its read is not the module's time.
      if (g.deep.read_alloc) s.alloc_begin = AllocatedNow();
      rec::MarkLayer(self->slot, 0);  // with a device: its event (recorder/layer_timer.h)
      s.forward_begin = g.deep.read_alloc ? Now() : now;
      if (nargs >= 2) {
        if (PyObject* t = FirstTensor(args[1])) HookGradFn(t, self->partner);
      }
      break;
    }
    case Kind::kForwardPost: {  // (module, args, output)
      rec::MarkLayer(self->slot, 1);
      DeepSlot& s = Touch(self->slot);
      if (s.forward_begin != 0) AddTo(&s.forward_ns, now - s.forward_begin);
      s.forward_begin = 0;
      if (nargs >= 3) {
        if (PyObject* t = FirstTensor(args[2])) {
          const int64_t bytes = ActivationBytes(t);
          if (bytes != kMissing) AddTo(&s.activation_bytes, bytes);
          HookGradFn(t, self->partner);
        }
      }
      if (s.alloc_begin != kMissingDelta) {
        const int64_t after = AllocatedNow();
        if (after != kMissingDelta) AddSigned(&s.alloc_delta, after - s.alloc_begin);
        s.alloc_begin = kMissingDelta;
      }
      break;
    }
    case Kind::kBackwardBegin:  // (grad_outputs): the module's backward begins
      rec::MarkLayer(self->slot, 2);
      Touch(self->slot).backward_begin = now;
      break;
    case Kind::kBackwardEnd: {  // the gradient of its input is complete
      rec::MarkLayer(self->slot, 3);
      DeepSlot& s = Touch(self->slot);
      if (s.backward_begin != 0) AddTo(&s.backward_ns, now - s.backward_begin);
      s.backward_begin = 0;
      break;
    }
  }
  Py_RETURN_NONE;
}

int ModuleHookTraverse(PyObject* self, visitproc visit, void* arg) {
  Py_VISIT(reinterpret_cast<ModuleHookObject*>(self)->partner);
  Py_VISIT(Py_TYPE(self));
  return 0;
}

int ModuleHookClear(PyObject* self) {
  Py_CLEAR(reinterpret_cast<ModuleHookObject*>(self)->partner);
  return 0;
}

void ModuleHookDealloc(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  ModuleHookClear(self);
  type->tp_free(self);
  Py_DECREF(type);
}

PyObject* ModuleHookRepr(PyObject* self) {
  static const char* kNames[] = {"forward pre", "forward post", "backward begin", "backward end"};
  auto* h = reinterpret_cast<ModuleHookObject*>(self);
  return PyUnicode_FromFormat("<steplens %s hook of module slot %d>",
                              kNames[static_cast<int>(h->kind)], h->slot);
}

PyMemberDef kModuleHookMembers[] = {
    {"__vectorcalloffset__", T_PYSSIZET, offsetof(ModuleHookObject, vectorcall), READONLY, nullptr},
    {"slot", T_INT, offsetof(ModuleHookObject, slot), READONLY, "The module's slot."},
    {nullptr, 0, 0, 0, nullptr}};

PyType_Slot kModuleHookSlots[] = {{Py_tp_dealloc, reinterpret_cast<void*>(ModuleHookDealloc)},
                                  {Py_tp_traverse, reinterpret_cast<void*>(ModuleHookTraverse)},
                                  {Py_tp_clear, reinterpret_cast<void*>(ModuleHookClear)},
                                  {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)},
                                  {Py_tp_repr, reinterpret_cast<void*>(ModuleHookRepr)},
                                  {Py_tp_members, kModuleHookMembers},
                                  {0, nullptr}};

PyType_Spec kModuleHookSpec = {"steplens._core.ModuleHook", sizeof(ModuleHookObject), 0,
                               Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC |
                                   Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_DISALLOW_INSTANTIATION,
                               kModuleHookSlots};

PyObject* NewHook(int slot, Kind kind, PyObject* partner) {
  auto* h = PyObject_GC_New(ModuleHookObject, g_module_hook_type);
  if (h == nullptr) return nullptr;
  h->vectorcall = ModuleHookCall;
  h->slot = slot;
  h->kind = kind;
  h->partner = partner == nullptr ? nullptr : Py_NewRef(partner);
  PyObject_GC_Track(h);
  return reinterpret_cast<PyObject*>(h);
}

// Calls slow.<name>(arg). False only for a BaseException that is not an
// Exception (left set); others are cleared.
bool CallSlow(const char* name, PyObject* arg) {
  if (g.slow == nullptr) return true;
  PyObject* r = PyObject_CallMethod(g.slow, name, "O", arg);
  if (r != nullptr) {
    Py_DECREF(r);
    return true;
  }
  if (!PyErr_ExceptionMatches(PyExc_Exception)) return false;
  PyErr_Clear();
  return true;
}

bool WantHooks(uint64_t step) {
  switch (g.deep.mode) {
    case DeepMode::kOff:
      return false;
    case DeepMode::kEvery:
      return true;
    case DeepMode::kSampled:
      return step % static_cast<uint64_t>(g.deep.period) < static_cast<uint64_t>(g.deep.burst);
  }
  return false;
}

// deep_set's work: a new mode restarts the schedule (a burst begins at once).
void SetMode(DeepMode mode, int period, int burst) {
  if (mode != g.deep.mode) g.deep.steps = 0;
  g.deep.mode = mode;
  g.deep.period = period;
  g.deep.burst = burst;
}

// A switch from `steplens deep` (the flusher got it from the aggregator):
// applied at this step's start, the way trace_step(deep=) is. Cold: once
// per switch.
void ApplySwitch(const DeepModeRequest& request) {
  const int period = request.period != 0 ? static_cast<int>(request.period) : g.deep.period;
  int burst = request.burst != 0 ? static_cast<int>(request.burst) : g.deep.burst;
  if (burst > period) burst = period;
  if (request.mode != DeepMode::kOff) rec::EnableLayers();  // once per process
  SetMode(request.mode, period, burst);
}

void ClearSlots() {
  for (int i = 0; i < g.deep.touched_count; ++i) g.deep.slots[g.deep.touched[i]] = DeepSlot{};
  g.deep.touched_count = 0;
}

}  // namespace

bool DeepStepEnter(PyObject* model) {
  DeepModeRequest request;
  if (rec::DeepSwitchBox::Poll(&g.deep.switch_seen, &request)) [[unlikely]] {
    ApplySwitch(request);
  }
  if (g.deep.mode == DeepMode::kOff && !g.deep.hooks_on) return true;  // the default: one branch
  const bool want = WantHooks(g.deep.steps++);
  if (want != g.deep.hooks_on) {
    if (!CallSlow("_deep_hooks", want ? model : Py_None)) return false;
  }
  g.deep.recording = g.deep.hooks_on && want;
  if (g.deep.recording) {
    g.deep.read_alloc = g.allocator_fn != nullptr && g.deep.recorded_in_row++ % kAllocEvery == 0;
  } else {
    g.deep.read_alloc = false;
    g.deep.recorded_in_row = 0;  // the next recording step starts a burst
  }
  ClearSlots();
  return true;
}

void DeepStepExit() {
  if (!g.deep.recording) return;
  g.deep.recording = false;
  const int n = g.deep.touched_count;
  if (g.backend == Backend::kNative) {
    LayerEntry entries[kMaxLayers];
    for (int i = 0; i < n; ++i) {
      const DeepSlot& s = g.deep.slots[g.deep.touched[i]];
      entries[i] = LayerEntry{g.deep.touched[i], s.forward_ns, s.backward_ns, s.activation_bytes,
                              s.alloc_delta};
    }
    rec::CommitLayers(entries, n);
  } else if (g.backend == Backend::kPython && g.backend_obj != nullptr) {
    PyObject* list = PyList_New(n);
    for (int i = 0; list != nullptr && i < n; ++i) {
      const DeepSlot& s = g.deep.slots[g.deep.touched[i]];
      PyList_SET_ITEM(
          list, i,
          Py_BuildValue("(iLLLL)", static_cast<int>(g.deep.touched[i]),
                        static_cast<long long>(s.forward_ns), static_cast<long long>(s.backward_ns),
                        static_cast<long long>(s.activation_bytes),
                        static_cast<long long>(s.alloc_delta)));
    }
    PyObject* r =
        list == nullptr ? nullptr : PyObject_CallMethod(g.backend_obj, "commit_layers", "O", list);
    Py_XDECREF(list);
    if (r == nullptr) PyErr_Clear();
    Py_XDECREF(r);
  }
  ClearSlots();
}

int DeepSetArg(PyObject* value) {
  if (value == g.deep.last_arg) return 0;
  Py_XSETREF(g.deep.last_arg, Py_NewRef(value));
  return CallSlow("_set_deep", value) ? 0 : -1;
}

void AddDeepHooks(nb::module_& m) {
  g_grad_fn_name = PyUnicode_InternFromString("grad_fn");
  g_register_prehook = PyUnicode_InternFromString("register_prehook");
  g_requires_grad_name = PyUnicode_InternFromString("requires_grad");
  g_nbytes_name = PyUnicode_InternFromString("nbytes");
  g_allocated_bytes = PyUnicode_InternFromString("allocated_bytes");
  g_all = PyUnicode_InternFromString("all");
  g_current = PyUnicode_InternFromString("current");
  if (!g_grad_fn_name || !g_register_prehook || !g_requires_grad_name || !g_nbytes_name ||
      !g_allocated_bytes || !g_all || !g_current) {
    throw nb::python_error();
  }
  PyObject* type = PyType_FromModuleAndSpec(m.ptr(), &kModuleHookSpec, nullptr);
  if (type == nullptr || PyModule_AddObjectRef(m.ptr(), "ModuleHook", type) != 0) {
    Py_XDECREF(type);
    throw nb::python_error();
  }
  g_module_hook_type = reinterpret_cast<PyTypeObject*>(type);
  m.attr("MAX_LAYERS") = kMaxLayers;

  m.def(
      "module_hooks",
      [](int slot) {
        if (slot < 0 || slot >= kMaxLayers)
          throw nb::value_error("module_hooks: slot out of range");
        nb::object end = nb::steal(NewHook(slot, Kind::kBackwardEnd, nullptr));
        nb::object begin = nb::steal(NewHook(slot, Kind::kBackwardBegin, nullptr));
        if (!end || !begin) throw nb::python_error();
        nb::object pre = nb::steal(NewHook(slot, Kind::kForwardPre, end.ptr()));
        nb::object post = nb::steal(NewHook(slot, Kind::kForwardPost, begin.ptr()));
        if (!pre || !post) throw nb::python_error();
        return nb::make_tuple(pre, post);
      },
      "slot"_a, "(forward pre-hook, forward post-hook) of module slot `slot` (deep mode).");
  m.def("intern_layer_name", &rec::InternLayerName, "name"_a,
        "The slot of a module's qualified name (-1: the table is full).");
  m.def("enable_layers", &rec::EnableLayers, "Allocates the deep steps' ring (once).");
  m.def("layer_stats", [] {
    const rec::LayerStats s = rec::GetLayerStats();
    nb::dict d;
    d["enabled"] = s.enabled;
    d["steps"] = s.steps;
    d["dropped"] = s.dropped;
    return d;
  });
  m.def(
      "deep_set",
      [](int mode, int period, int burst) {
        if (mode < 0 || mode > 2 || period < 1 || burst < 1 || burst > period) {
          throw nb::value_error("deep_set: mode 0..2, 1 <= burst <= period");
        }
        SetMode(static_cast<DeepMode>(mode), period, burst);
      },
      "mode"_a, "period"_a = 100, "burst"_a = 2,
      "Deep mode: 0 off, 1 every step, 2 sampled (`burst` steps every `period`); "
      "applied from the next trace_step(model) block.");
  m.def(
      "deep_hooks_set", [](bool on) { g.deep.hooks_on = on; }, "on"_a,
      "slow._deep_hooks says whether the module hooks are now registered.");
  m.def("deep_state", [] {
    nb::dict d;
    d["mode"] = static_cast<int>(g.deep.mode);
    d["period"] = g.deep.period;
    d["burst"] = g.deep.burst;
    d["hooks_on"] = g.deep.hooks_on;
    d["recording"] = g.deep.recording;
    d["steps"] = g.deep.steps;
    return d;
  });
}

}  // namespace steplens::python::hot
