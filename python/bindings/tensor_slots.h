// python/bindings/tensor_slots.h — what the per-step hooks read from a
// torch.Tensor, through torch's C functions called directly (internal to
// steplens._core).
//
// Contract
// - torch.Tensor is a Python class over the C type torch._C.TensorBase,
//   whose attributes are C functions: getters (is_cpu), METH_NOARGS
//   methods (item) and the mapping length slot. Reaching them through
//   Python (PyObject_GetAttr, PyObject_CallMethod, len()) costs a type
//   lookup, a probe of the instance's __dict__ and, for torch.Tensor's
//   own __len__, a Python frame; these functions call the C functions
//   themselves, so a step pays only torch's own work (~390 instructions
//   less per loss read, ~3 000 less per batch size; docs/benchmarks.md).
// - The C functions are taken from TensorBase once per tensor type (the
//   one hot_set(tensor_type=) gives) and taken again whenever that type
//   or a base changes (CPython's type version tag: monkeypatching
//   torch.Tensor.item or is_cpu is seen at the next call). One that
//   torch.Tensor overrides (the name resolves to another object on the
//   class), or that TensorBase does not have in the expected form
//   (another torch), is not used.
// - The direct call is used only for an object whose type is exactly that
//   torch.Tensor (a subclass may override anything); everything else goes
//   through Python as before. The answer is the same either way: the same
//   C function runs, including torch's own __torch_function__ handling.
//   Not consulted on the direct path: an instance attribute named `item`
//   set on one tensor object.
// - GIL held; no allocation beyond what torch's functions do; each never
//   leaves an exception set.
#ifndef STEPLENS_PYTHON_BINDINGS_TENSOR_SLOTS_H_
#define STEPLENS_PYTHON_BINDINGS_TENSOR_SLOTS_H_

#include <Python.h>

namespace steplens::python::hot {

// len(tensor), the first dimension of an instance of the tensor type; -1
// for a 0-d tensor (len() raises) or on any error.
double TensorFirstDim(PyObject* tensor);

// The loss read after backward(tensor): the value of a one-element CPU
// tensor (tensor.item(), an int or bool one as a float). False, with
// nothing read, when it is not an instance of the tensor type, is not on
// the CPU (reading a CUDA value would synchronise the device), has more
// than one element, or is not a real number.
bool ReadCpuScalar(PyObject* tensor, double* out);

}  // namespace steplens::python::hot

#endif  // STEPLENS_PYTHON_BINDINGS_TENSOR_SLOTS_H_
