// python/bindings/hot_state.cc — see hot_state.h for the contract.
#include "hot_state.h"

#include <nanobind/stl/string.h>

#include <exception>
#include <string>
#include <utility>

#include "steplens/record.h"
#include "steplens/recorder.h"

namespace nb = nanobind;
using namespace nb::literals;

namespace steplens::python::hot {

State g;

namespace {

// hot_set's (callable, arg) values: both strong, or both cleared by None.
void SetCall(const nb::handle& value, const char* key, PyObject** fn_out, PyObject** arg_out) {
  PyObject *fn = nullptr, *arg = nullptr;
  if (!value.is_none()) {
    if (!PyTuple_Check(value.ptr()) || PyTuple_GET_SIZE(value.ptr()) != 2 ||
        !PyCallable_Check(PyTuple_GET_ITEM(value.ptr(), 0))) {
      throw nb::type_error(
          (std::string("hot_set: ") + key + " must be (callable, arg) or None").c_str());
    }
    fn = Py_NewRef(PyTuple_GET_ITEM(value.ptr(), 0));
    arg = Py_NewRef(PyTuple_GET_ITEM(value.ptr(), 1));
  }
  Py_XSETREF(*fn_out, fn);
  Py_XSETREF(*arg_out, arg);
}

}  // namespace

void Reset() {
  g.depth = 0;
  g.live = false;
  g.started = false;
  g.cuda_memory = false;
  for (bool& ok : g.ok) ok = true;
  Py_CLEAR(g.last_ctx);
  Py_CLEAR(g.registered_model);
  Py_CLEAR(g.backend_obj);
  Py_CLEAR(g.device_stream_fn);
  Py_CLEAR(g.device_stream_arg);
  Py_CLEAR(g.allocator_fn);
  Py_CLEAR(g.allocator_arg);
  g.backend = Backend::kOff;
  g.samples_id = g.tokens_id = g.loss_id = -1;
  g.flops_pending = false;
  g.auto_loss = true;
  g.have_loss = false;
  g.step_loss = 0;
  g.fetched_before = g.fetched_inside = g.step_batch_size = g.step_tokens = kNoValue;
  Py_CLEAR(g.deep.last_arg);
  g.deep.mode = DeepMode::kOff;
  g.deep.period = 100;
  g.deep.burst = 2;
  g.deep.hooks_on = g.deep.recording = false;
  g.deep.steps = 0;
  for (int i = 0; i < g.deep.touched_count; ++i) g.deep.slots[g.deep.touched[i]] = DeepSlot{};
  g.deep.touched_count = 0;
}

void AddHotState(nb::module_& m) {
  namespace rec = steplens::recorder;
  m.def(
      "hot_bind",
      [](nb::handle backend) {
        Py_CLEAR(g.backend_obj);
        g.samples_id = g.tokens_id = g.loss_id = -1;
        if (backend.is_none()) {
          g.backend = Backend::kOff;
          // Unbound (shutdown): hold no model. A DDP model kept alive keeps
          // its process group and gloo's threads alive up to the
          // interpreter's exit, which aborted ranks there ("terminate called
          // without an active exception") after destroy_process_group.
          Py_CLEAR(g.last_ctx);
          Py_CLEAR(g.registered_model);
          g.live = false;
        } else if (backend.ptr() == g.module) {
          g.backend = Backend::kNative;
          g.samples_id = rec::InternScalarName(kSamplesScalar);
          g.tokens_id = rec::InternScalarName(kTokensScalar);
          g.loss_id = rec::InternScalarName(kLossScalar);
        } else {
          g.backend = Backend::kPython;
          g.backend_obj = Py_NewRef(backend.ptr());
          for (auto [name, id] :
               {std::pair{kSamplesScalar, &g.samples_id}, std::pair{kTokensScalar, &g.tokens_id},
                std::pair{kLossScalar, &g.loss_id}}) {
            try {
              *id = nb::cast<int>(backend.attr("intern_scalar_name")(name));
            } catch (const std::exception&) {  // python_error or cast_error
              *id = -1;                        // a fake without it: no throughput
            }
          }
        }
        g.started = true;
      },
      "backend"_a.none(),
      "Where the hot path's calls go: None = nowhere (and the last model and "
      "step context are released), this module = the C++ recorder, another "
      "object = its Python methods (tests). Marks the recorder as started (no "
      "autostart on the next step).");
  m.def(
      "hot_set",
      [](nb::kwargs kwargs) {
        for (auto [key, value] : kwargs) {
          const std::string k = nb::cast<std::string>(key);
          if (k == "started") {
            g.started = nb::cast<bool>(value);
          } else if (k == "cuda_memory") {
            g.cuda_memory = nb::cast<bool>(value);
          } else if (k == "registered_model") {
            Py_XSETREF(g.registered_model, value.is_none() ? nullptr : Py_NewRef(value.ptr()));
          } else if (k == "slow") {
            Py_XSETREF(g.slow, value.is_none() ? nullptr : Py_NewRef(value.ptr()));
          } else if (k == "auto_loss") {
            g.auto_loss = nb::cast<bool>(value);
          } else if (k == "flops_pending") {
            g.flops_pending = nb::cast<bool>(value);
          } else if (k == "device_stream") {
            SetCall(value, "device_stream", &g.device_stream_fn, &g.device_stream_arg);
          } else if (k == "allocator_stats") {
            SetCall(value, "allocator_stats", &g.allocator_fn, &g.allocator_arg);
          } else if (k == "tensor_type") {
            if (!value.is_none() && !PyType_Check(value.ptr()))
              throw nb::type_error("hot_set: tensor_type must be a type");
            Py_XSETREF(g.tensor_type, value.is_none() ? nullptr : Py_NewRef(value.ptr()));
          } else {
            bool found = false;
            for (int f = 0; f < kFamilies; ++f) {
              if (k == std::string(kFamilyNames[f]) + "_ok") {
                g.ok[f] = nb::cast<bool>(value);
                found = true;
              }
            }
            if (!found) throw nb::type_error(("hot_set: unknown key " + k).c_str());
          }
        }
      },
      "kwargs"_a,
      "Sets hot-path state: started, cuda_memory, registered_model, slow, tensor_type, "
      "device_stream ((fn, arg): fn(arg) is the step's stream, read at each step begin), "
      "allocator_stats ((fn, arg): fn(arg) is the allocator's nested statistics dict, read "
      "around module forwards in some deep steps) "
      "(torch.Tensor: DataLoader batches are counted), auto_loss (log the value of "
      "CPU losses passed to backward), flops_pending (call "
      "slow._end_flop_count() at this step's end), "
      "<family>_ok (step, forward, backward, optimizer, dataloader, memory, sync).");
  m.def(
      "hot_state",
      []() {
        nb::dict d;
        d["backend"] = g.backend == Backend::kOff      ? "off"
                       : g.backend == Backend::kNative ? "native"
                                                       : "python";
        d["depth"] = g.depth;
        d["live"] = g.live;
        d["started"] = g.started;
        d["cuda_memory"] = g.cuda_memory;
        d["samples_id"] = g.samples_id;
        d["auto_loss"] = g.auto_loss;
        d["tokens_id"] = g.tokens_id;
        d["registered_model"] =
            nb::borrow<nb::object>(g.registered_model ? g.registered_model : Py_None);
        for (int f = 0; f < kFamilies; ++f) {
          d[(std::string(kFamilyNames[f]) + "_ok").c_str()] = g.ok[f];
        }
        return d;
      },
      "The hot path's state, as a dict (tests, diagnostics).");
  m.def(
      "hot_depth", []() noexcept { return g.depth; },
      "trace_step nesting depth (0: outside a step).");
  m.def(
      "hot_started", []() noexcept { return g.started; },
      "Whether the recorder was started (or given up on): no autostart then.");
  m.def("hot_reset", &Reset, "Forgets every piece of hot-path state (tests).");
}

}  // namespace steplens::python::hot
