"""First look at a GPU machine (not the validation; bench/gpu/validate.py is).

Checks, with ctypes only, what steplens' CUDA device relies on: the driver API
from libcuda.so.1 (events on torch's current stream, queried from another
thread), NVML from libnvidia-ml.so.1, and what torch calls cost. Prints one
line per check.
"""

from __future__ import annotations

import ctypes
import sys
import threading
import time

import torch


def line(name: str, value: object) -> None:
    print(f"{name:<44} {value}", flush=True)


def main() -> int:
    line("torch", f"{torch.__version__} cuda {torch.version.cuda}")
    line("device", torch.cuda.get_device_name(0))
    cuda = ctypes.CDLL("libcuda.so.1")
    x = torch.randn(4096, 4096, device="cuda")
    torch.cuda.synchronize()
    ctx = ctypes.c_void_p()
    line("cuCtxGetCurrent", (cuda.cuCtxGetCurrent(ctypes.byref(ctx)), ctx.value))
    evs = [ctypes.c_void_p() for _ in range(2)]
    for e in evs:
        rc = cuda.cuEventCreate(ctypes.byref(e), 0)
    line("cuEventCreate rc", rc)
    t0 = time.perf_counter()
    for _ in range(10000):
        torch._C._cuda_getCurrentRawStream(0)
    line("getCurrentRawStream us", (time.perf_counter() - t0) / 10000 * 1e6)
    s = torch._C._cuda_getCurrentRawStream(0)
    line("current raw stream", s)
    te0, te1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.set_sync_debug_mode("error")
    te0.record()
    line("cuEventRecord rc", cuda.cuEventRecord(evs[0], ctypes.c_void_p(s)))
    for _ in range(20):
        x = x @ x
        x = x / x.norm()
    cuda.cuEventRecord(evs[1], ctypes.c_void_p(s))
    te1.record()
    line("query right after record (600=not ready)", cuda.cuEventQuery(evs[1]))
    out: dict[str, object] = {}

    def worker() -> None:
        out["setctx"] = cuda.cuCtxSetCurrent(ctx)
        n = 0
        while cuda.cuEventQuery(evs[1]) == 600:
            n += 1
            time.sleep(0.0002)
        ms = ctypes.c_float()
        out["elapsed_rc"] = cuda.cuEventElapsedTime(ctypes.byref(ms), evs[0], evs[1])
        out["ms"] = ms.value
        out["polls"] = n

    th = threading.Thread(target=worker)
    th.start()
    th.join()
    torch.cuda.set_sync_debug_mode(0)
    torch.cuda.synchronize()
    line("other-thread query/elapsed", out)
    line("torch.cuda.Event elapsed ms", te0.elapsed_time(te1))
    t0 = time.perf_counter()
    for _ in range(10000):
        torch.cuda.memory_allocated()
        torch.cuda.max_memory_allocated()
        torch.cuda.memory_reserved()
        torch.cuda.max_memory_reserved()
    line("4 allocator reads us", (time.perf_counter() - t0) / 10000 * 1e6)
    t0 = time.perf_counter()
    for _ in range(2000):
        torch.cuda.memory_stats()
    line("memory_stats() us", (time.perf_counter() - t0) / 2000 * 1e6)
    # Pinned copy + event: a loss read without a sync.
    pinned = torch.empty((), dtype=torch.float32, pin_memory=True)
    torch.cuda.set_sync_debug_mode("error")
    loss = (x * 2).sum()
    try:
        pinned.copy_(loss.detach(), non_blocking=True)
        line("pinned non_blocking copy under sync=error", "ok")
    except Exception as e:  # noqa: BLE001
        line("pinned non_blocking copy under sync=error", repr(e)[:200])
    try:
        loss.bfloat16().float()
        bf = loss.detach().to(torch.bfloat16)
        pinned.copy_(bf, non_blocking=True)
        line("bf16->f32 pinned copy under sync=error", "ok")
    except Exception as e:  # noqa: BLE001
        line("bf16->f32 pinned copy under sync=error", repr(e)[:200])
    torch.cuda.set_sync_debug_mode(0)
    # NVML
    try:
        nvml = ctypes.CDLL("libnvidia-ml.so.1")
        line("nvmlInit_v2", nvml.nvmlInit_v2())
        h = ctypes.c_void_p()
        line("GetHandleByIndex", nvml.nvmlDeviceGetHandleByIndex_v2(0, ctypes.byref(h)))

        class Util(ctypes.Structure):
            _fields_ = [("gpu", ctypes.c_uint), ("memory", ctypes.c_uint)]

        u = Util()
        line("util rc,gpu", (nvml.nvmlDeviceGetUtilizationRates(h, ctypes.byref(u)), u.gpu))
        p = ctypes.c_uint()
        line("power mW", (nvml.nvmlDeviceGetPowerUsage(h, ctypes.byref(p)), p.value))
        t = ctypes.c_uint()
        line("temp", (nvml.nvmlDeviceGetTemperature(h, 0, ctypes.byref(t)), t.value))
        c = ctypes.c_uint()
        line("sm clock", (nvml.nvmlDeviceGetClockInfo(h, 1, ctypes.byref(c)), c.value))
        r = ctypes.c_ulonglong()
        line("throttle", (nvml.nvmlDeviceGetCurrentClocksEventReasons(h, ctypes.byref(r)), r.value))

        class Proc(ctypes.Structure):
            _fields_ = [
                ("pid", ctypes.c_uint),
                ("usedGpuMemory", ctypes.c_ulonglong),
                ("gpuInstanceId", ctypes.c_uint),
                ("computeInstanceId", ctypes.c_uint),
            ]

        n = ctypes.c_uint(16)
        procs = (Proc * 16)()
        for fn in (
            "nvmlDeviceGetComputeRunningProcesses_v3",
            "nvmlDeviceGetComputeRunningProcesses_v2",
        ):
            try:
                rc = getattr(nvml, fn)(h, ctypes.byref(n), procs)
                line(
                    fn,
                    (
                        rc,
                        n.value,
                        [(procs[i].pid, procs[i].usedGpuMemory) for i in range(min(n.value, 4))],
                    ),
                )
                break
            except AttributeError:
                line(fn, "absent")
        import os

        line("my pid / reserved", (os.getpid(), torch.cuda.memory_reserved()))
    except OSError as e:
        line("nvml", repr(e))
    # profiler kernel sum for a known span
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        cuda.cuEventRecord(evs[0], ctypes.c_void_p(s))
        for _ in range(10):
            x = x @ x
        cuda.cuEventRecord(evs[1], ctypes.c_void_p(s))
        torch.cuda.synchronize()
    ms = ctypes.c_float()
    cuda.cuEventElapsedTime(ctypes.byref(ms), evs[0], evs[1])
    ksum = sum(e.device_time_total for e in prof.key_averages()) / 1000.0
    line("event ms vs profiler kernel-sum ms", (round(ms.value, 3), round(ksum, 3)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
