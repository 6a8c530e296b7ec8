// python/bindings/tensor_slots.cc — see tensor_slots.h for the contract.
#include "tensor_slots.h"

#include "hot_state.h"

namespace steplens::python::hot {
namespace {

// The C functions of one tensor type's base (torch._C.TensorBase).
struct Slots {
  PyObject* type = nullptr;  // borrowed: g.tensor_type holds it
  bool versioned = false;    // the type had a valid version tag when read
  unsigned int version = 0;
  lenfunc length = nullptr;
  getter is_cpu = nullptr;
  void* is_cpu_closure = nullptr;
  PyCFunction item = nullptr;  // METH_NOARGS
};
Slots g_slots;

constexpr int kCallFlags = METH_VARARGS | METH_KEYWORDS | METH_NOARGS | METH_O | METH_FASTCALL;

// `name` on the base, when the tensor type inherits it unchanged (the class
// attribute of both is the same descriptor) and it is of `descr_type`.
// New reference or nullptr; never leaves an exception set.
PyObject* Inherited(PyTypeObject* type, PyTypeObject* base, const char* name,
                    PyTypeObject* descr_type) {
  PyObject* on_base = PyObject_GetAttrString(reinterpret_cast<PyObject*>(base), name);
  PyObject* on_type = PyObject_GetAttrString(reinterpret_cast<PyObject*>(type), name);
  if (PyErr_Occurred() != nullptr) PyErr_Clear();
  const bool ok = on_base != nullptr && on_base == on_type && Py_IS_TYPE(on_base, descr_type);
  Py_XDECREF(on_type);
  if (!ok) Py_CLEAR(on_base);
  return on_base;
}

void Resolve(PyTypeObject* type) {
  g_slots = Slots{};
  g_slots.type = reinterpret_cast<PyObject*>(type);
  PyTypeObject* base = type->tp_base;
  if (base == nullptr || (base->tp_flags & Py_TPFLAGS_HEAPTYPE) != 0) return;  // not a C base
  // torch.Tensor.__len__ is Python (a torch-function check, the tracing
  // state, self.shape[0]); the base's C slot is the same size(0) with the
  // same torch-function dispatch, so it is used even though torch.Tensor
  // overrides __len__.
  if (base->tp_as_mapping != nullptr) g_slots.length = base->tp_as_mapping->mp_length;
  if (PyObject* d = Inherited(type, base, "is_cpu", &PyGetSetDescr_Type)) {
    const PyGetSetDef* def = reinterpret_cast<PyGetSetDescrObject*>(d)->d_getset;
    g_slots.is_cpu = def->get;
    g_slots.is_cpu_closure = def->closure;
    Py_DECREF(d);
  }
  if (PyObject* d = Inherited(type, base, "item", &PyMethodDescr_Type)) {
    const PyMethodDef* def = reinterpret_cast<PyMethodDescrObject*>(d)->d_method;
    if ((def->ml_flags & kCallFlags) == METH_NOARGS) g_slots.item = def->ml_meth;
    Py_DECREF(d);
  }
  // Read last: the lookups above give the type a tag if it had none. A type
  // without one cannot say it changed: its overridable functions are not used.
  g_slots.versioned = (type->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) != 0;
  g_slots.version = type->tp_version_tag;
  if (!g_slots.versioned) {
    g_slots.is_cpu = nullptr;
    g_slots.item = nullptr;
  }
}

// The slots of `type`, read again when it (or a base) changed since.
const Slots& SlotsFor(PyTypeObject* type) {
  const bool same = g_slots.type == reinterpret_cast<PyObject*>(type) &&
                    (!g_slots.versioned || ((type->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) != 0 &&
                                            type->tp_version_tag == g_slots.version));
  if (!same) [[unlikely]] {
    Resolve(type);
  }
  return g_slots;
}

}  // namespace

double TensorFirstDim(PyObject* tensor) {
  auto* type = reinterpret_cast<PyTypeObject*>(g.tensor_type);
  if (type != nullptr && Py_TYPE(tensor) == type) {
    // Only its positive answers: it gives 0 for a 0-d tensor where
    // __len__ raises, so 0 takes the Python path.
    if (const lenfunc length = SlotsFor(type).length) {
      const Py_ssize_t n = length(tensor);
      if (n > 0) return static_cast<double>(n);
      if (n < 0) PyErr_Clear();
    }
  }
  const Py_ssize_t n = PyObject_Size(tensor);  // len(tensor): torch.Tensor.__len__
  if (n < 0) PyErr_Clear();                    // a 0-d tensor has no batch dimension
  return n < 0 ? -1 : static_cast<double>(n);
}

bool ReadCpuScalar(PyObject* tensor, double* out) {
  auto* type = reinterpret_cast<PyTypeObject*>(g.tensor_type);
  if (type == nullptr || g.item_name == nullptr || !PyObject_TypeCheck(tensor, type)) {
    return false;
  }
  const Slots& s = SlotsFor(type);
  const bool direct = Py_TYPE(tensor) == type;
  PyObject* is_cpu = direct && s.is_cpu != nullptr ? s.is_cpu(tensor, s.is_cpu_closure)
                                                   : PyObject_GetAttr(tensor, g.is_cpu_name);
  const bool cpu = is_cpu == Py_True;
  Py_XDECREF(is_cpu);
  if (!cpu) {
    PyErr_Clear();
    return false;
  }
  PyObject* item = direct && s.item != nullptr
                       ? s.item(tensor, nullptr)  // raises unless one element
                       : PyObject_CallMethodNoArgs(tensor, g.item_name);
  if (item == nullptr) {
    PyErr_Clear();
    return false;
  }
  const double v = PyFloat_AsDouble(item);  // a float, or an int for an integer tensor
  Py_DECREF(item);
  if (v == -1.0 && PyErr_Occurred() != nullptr) {
    PyErr_Clear();
    return false;
  }
  *out = v;
  return true;
}

}  // namespace steplens::python::hot
