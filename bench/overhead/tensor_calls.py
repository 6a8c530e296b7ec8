"""What each torch C entry point a CPU loss read could use costs, per call.

The automatic loss read (python/bindings/tensor_slots.h) calls TensorBase's
`is_cpu` getter and `item()` as C functions. Issue 28 asked whether reading
the element straight from memory (its data pointer and dtype, as torch's
`_local_scalar_dense` does for a CPU tensor) would be cheaper. A read that
records exactly `item()`'s value needs, besides `is_cpu`: the dtype (to
decode the bytes), the number of dimensions (one element: a 0-d tensor, or a
1-d one of length 1), the data pointer without copy-on-write
materialisation (`const_data_ptr`, torch >= 2.9; `data_ptr()` copies a
lazily cloned tensor) and the negative bit (`x.conj().imag` and
`torch._neg_view` give a real tensor whose memory holds the opposite sign;
only `is_neg()` tells). This counts each of those C functions, called
directly as steplens calls them (no Python lookup), on a 0-d float32 loss
that requires grad, in a tight loop: instructions per call under callgrind
(the client requests of a helper compiled at run time from
valgrind/callgrind.h), or nanoseconds per call natively (best of 7; hot
caches, so a floor, not what a training step pays).

    python bench/overhead/tensor_calls.py              # callgrind: instructions per call
    python bench/overhead/tensor_calls.py --native     # ns per call
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import sysconfig
import tempfile
import time

# The candidates: TensorBase attributes whose C function takes only the
# tensor (a getter or a METH_NOARGS method).
CALLS = ("is_cpu", "dtype", "ndim", "const_data_ptr", "data_ptr", "is_neg", "item", "tolist")
CALLS_PER_RUN = 1000

EXT_C = r"""
#include <Python.h>
#include <valgrind/callgrind.h>

/* run(tensor, base, name, n): calls base.<name>'s C function n times on the
   tensor; between callgrind's start and dump requests (natively no-ops). */
static PyObject* run(PyObject* self, PyObject* args) {
  PyObject *t, *base;
  const char* name;
  int n;
  if (!PyArg_ParseTuple(args, "OOsi", &t, &base, &name, &n)) return NULL;
  PyObject* d = PyObject_GetAttrString(base, name);
  if (d == NULL) return NULL;
  getter get = NULL;
  void* closure = NULL;
  PyCFunction meth = NULL;
  if (Py_IS_TYPE(d, &PyGetSetDescr_Type)) {
    get = ((PyGetSetDescrObject*)d)->d_getset->get;
    closure = ((PyGetSetDescrObject*)d)->d_getset->closure;
  } else if (Py_IS_TYPE(d, &PyMethodDescr_Type) &&
             (((PyMethodDescrObject*)d)->d_method->ml_flags & METH_NOARGS)) {
    meth = ((PyMethodDescrObject*)d)->d_method->ml_meth;
  }
  Py_DECREF(d);
  if (get == NULL && meth == NULL) {
    PyErr_Format(PyExc_TypeError, "%s is not a getter or a METH_NOARGS method", name);
    return NULL;
  }
  CALLGRIND_ZERO_STATS;
  CALLGRIND_START_INSTRUMENTATION;
  CALLGRIND_TOGGLE_COLLECT;
  for (int i = 0; i < n; ++i) {
    PyObject* r = get != NULL ? get(t, closure) : meth(t, NULL);
    if (r == NULL) PyErr_Clear();
    Py_XDECREF(r);
  }
  CALLGRIND_TOGGLE_COLLECT;
  CALLGRIND_DUMP_STATS_AT(name);
  CALLGRIND_STOP_INSTRUMENTATION;
  Py_RETURN_NONE;
}

static PyMethodDef methods[] = {{"run", run, METH_VARARGS, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "tensor_calls_ext", NULL, -1, methods};
PyMODINIT_FUNC PyInit_tensor_calls_ext(void) { return PyModule_Create(&module); }
"""


def build_ext(directory: str) -> None:
    src = os.path.join(directory, "tensor_calls_ext.c")
    with open(src, "w") as f:
        f.write(EXT_C)
    lib = os.path.join(directory, "tensor_calls_ext" + sysconfig.get_config_var("EXT_SUFFIX"))
    cc = os.environ.get("CC", "cc")
    include = sysconfig.get_paths()["include"]
    proc = subprocess.run(
        [cc, "-O2", "-shared", "-fPIC", f"-I{include}", "-o", lib, src],
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise SystemExit(
            "tensor_calls: cannot build the helper (valgrind's callgrind.h and "
            f"Python's headers are needed):\n{proc.stderr}"
        )


def worker(directory: str, native: bool) -> int:
    import torch

    sys.path.insert(0, directory)
    import tensor_calls_ext  # built by build_ext, in `directory`

    x = torch.randn(8, 4, requires_grad=True)
    loss = torch.nn.functional.mse_loss(x, torch.randn(8, 4))
    loss.backward()
    base = torch._C.TensorBase
    for name in CALLS:
        if not hasattr(base, name):
            print(f"{name:16s} (not in this torch)")
            continue
        tensor_calls_ext.run(loss, base, name, 10)  # warm
        if not native:
            tensor_calls_ext.run(loss, base, name, CALLS_PER_RUN)
            continue
        best = float("inf")
        for _ in range(7):
            t0 = time.perf_counter_ns()
            tensor_calls_ext.run(loss, base, name, 100 * CALLS_PER_RUN)
            best = min(best, (time.perf_counter_ns() - t0) / (100 * CALLS_PER_RUN))
        print(f"{name:16s} {best:8.1f} ns per call")
    return 0


def callgrind(directory: str) -> int:
    out = os.path.join(directory, "cg")
    cmd = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        "--collect-atstart=no",
        f"--callgrind-out-file={out}.%p",
        sys.executable,
        os.path.abspath(__file__),
        "--worker",
        directory,
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        return proc.returncode
    # One dump per request: its trigger names the call; the second dump of a
    # name is the counted run (the first is the warm-up).
    counted: dict[str, int] = {}
    for fname in sorted(
        os.listdir(directory), key=lambda s: [int(p) for p in re.findall(r"\d+", s)]
    ):
        if not fname.startswith("cg."):
            continue
        with open(os.path.join(directory, fname)) as f:
            text = f.read()
        trigger = re.search(r"^desc: Trigger: Client Request: (\S+)", text, re.M)
        totals = re.search(r"^totals: (\d+)", text, re.M)
        if trigger and totals:
            counted[trigger.group(1)] = int(totals.group(1))  # the later dump wins
    print(f"instructions per call ({CALLS_PER_RUN} calls, callgrind, a 0-d float32 loss)")
    for name in CALLS:
        if name in counted:
            print(f"{name:16s} {counted[name] / CALLS_PER_RUN:8.0f}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--native", action="store_true", help="ns per call, no valgrind")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.worker, native=False)
    with tempfile.TemporaryDirectory(prefix="steplens-tensor-calls-") as directory:
        build_ext(directory)
        if args.native:
            return worker(directory, native=True)
        if subprocess.run(["which", "valgrind"], capture_output=True).returncode != 0:
            print("tensor_calls: valgrind not found (apt-get install valgrind); try --native")
            return 2
        return callgrind(directory)


if __name__ == "__main__":
    raise SystemExit(main())
