"""Instructions per training step, with and without each tool (callgrind).

Wall-clock overhead on a shared 2-vCPU VM has a noise floor of several µs per
step (see docs/benchmarks.md); an instruction count does not. This runs the
same CPU training loop as compare_tools.py (same model, data, DataLoader and
each tool's documented way of switching it on, from compare_tools.make_loop)
under valgrind's callgrind, once per tool, and counts the instructions of
exactly N steps: the worker warms up, then switches callgrind's
instrumentation on around the N steps through its client requests (a small C
helper compiled at run time from valgrind/callgrind.h, called with ctypes;
natively the requests are no-ops). Only the training thread is counted:
callgrind's collection switch applies to the thread that flips it (counted
with --separate-threads, the training thread alone gave exactly the same
figure), so steplens's flusher and the peers' samplers are not in it; nor is
the kernel (system calls, context switches, page faults), nor work done in
other processes (TraceML's aggregator). N is a whole number of DataLoader
epochs, so every tool pays the same iterator restarts.

Reported: instructions per step, and added = tool - bare. Rough time at an
IPC of ~1.5 on a 2.1 GHz core: 3 000 instructions ~ 1 µs. The workers run
with PYTHONHASHSEED=0: with a random seed dict probing, and so the count,
differs from process to process (bare moved by ~800 per step between runs);
with it two runs of bare gave the same count to the instruction.

    python bench/overhead/instructions.py                        # bare + steplens, ~5 min
    .venv-bench/bin/python bench/overhead/instructions.py --tools all   # + TraceML, pytscope
    python bench/overhead/instructions.py --smoke                 # CI: the worker, natively, seconds

Needs valgrind (Debian package ``valgrind``, which ships callgrind.h) and a C
compiler; without them it says so and exits 2.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import compare_tools  # noqa: E402  (the loop and the tools' setup, shared)

BATCHES_PER_EPOCH = 32  # compare_tools.build: n = batch * 32
HELPER_C = r"""
#include <valgrind/callgrind.h>
void steplens_cg_start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; CALLGRIND_TOGGLE_COLLECT; }
void steplens_cg_stop(void) { CALLGRIND_TOGGLE_COLLECT; CALLGRIND_DUMP_STATS; CALLGRIND_STOP_INSTRUMENTATION; }
"""


def build_helper(directory: str) -> str:
    """Compiles the client-request helper; returns the .so path."""
    src = os.path.join(directory, "cg_helper.c")
    lib = os.path.join(directory, "cg_helper.so")
    with open(src, "w") as f:
        f.write(HELPER_C)
    cc = os.environ.get("CC", "cc")
    proc = subprocess.run(
        [cc, "-O2", "-shared", "-fPIC", "-o", lib, src], capture_output=True, text=True
    )
    if proc.returncode != 0:
        raise SystemExit(
            f"instructions: cannot build the callgrind helper "
            f"(is valgrind installed? apt-get install valgrind):\n{proc.stderr}"
        )
    return lib


# ---- worker -----------------------------------------------------------------------
def worker(args: argparse.Namespace) -> int:
    import gc

    import torch

    torch.set_num_threads(1)
    model, opt, loader = compare_tools.build(args.size)
    run_dir = tempfile.mkdtemp(prefix=f"steplens-instr-{args.worker}-")
    try:
        run, cleanup = compare_tools.make_loop(
            args.worker, model, opt, loader, run_dir, args.traceml_port
        )
        run(2 * BATCHES_PER_EPOCH)  # warm-up: allocator, autograd, first-step work
        helper = ctypes.CDLL(args.helper)
        gc.collect()
        gc.disable()
        t0 = time.perf_counter()
        helper.steplens_cg_start()
        run(args.steps)
        helper.steplens_cg_stop()
        elapsed = time.perf_counter() - t0
        gc.enable()
        cleanup()
        print(
            json.dumps({"tool": args.worker, "steps": args.steps, "seconds": elapsed}), flush=True
        )
    finally:
        shutil.rmtree(run_dir, ignore_errors=True)
    return 0


# ---- coordinator ------------------------------------------------------------------
def count(
    tool: str, size: str, steps: int, helper: str, out_dir: str, traceml_port: int
) -> subprocess.Popen:
    out = os.path.join(out_dir, f"callgrind.{tool}")
    cmd = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        "--collect-atstart=no",
        f"--callgrind-out-file={out}.%p",
        sys.executable,
        os.path.abspath(__file__),
        "--worker",
        tool,
        "--size",
        size,
        "--steps",
        str(steps),
        "--helper",
        helper,
        "--traceml-port",
        str(traceml_port),
    ]
    # A fixed string-hash seed: with a random one, dict probing (and so the
    # count) differs from process to process.
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def keep_dumps(out_dir: str, keep: str) -> None:
    """Copies the dumps (callgrind.<tool>.<pid>[.<n>]) to `keep`."""
    os.makedirs(keep, exist_ok=True)
    for name in os.listdir(out_dir):
        if name.startswith("callgrind."):
            shutil.copy(os.path.join(out_dir, name), keep)


def read_total(out_dir: str, tool: str) -> int:
    """Instructions collected between start and stop (the dump's summary line)."""
    totals = []
    for name in os.listdir(out_dir):
        if name.startswith(f"callgrind.{tool}.") and name.count(".") >= 3:  # the dump
            with open(os.path.join(out_dir, name)) as f:
                for line in f:
                    m = re.match(r"summary:\s+(\d+)", line)
                    if m:
                        totals.append(int(m.group(1)))
    if not totals:
        raise SystemExit(f"instructions: no callgrind dump for {tool} in {out_dir}")
    return max(totals)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--tools",
        default="bare,steplens",
        help="comma list of bare,steplens,traceml,pytscope, or 'all'",
    )
    p.add_argument("--size", default="small", choices=sorted(compare_tools.SIZES))
    p.add_argument(
        "--epochs", type=int, default=10, help=f"steps counted = epochs x {BATCHES_PER_EPOCH}"
    )
    p.add_argument("--parallel", type=int, default=2, help="callgrind runs at once")
    p.add_argument(
        "--smoke",
        action="store_true",
        help="run the worker natively for bare and steplens (CI: seconds)",
    )
    p.add_argument("--json", metavar="PATH")
    p.add_argument(
        "--keep",
        metavar="DIR",
        help="copy the callgrind dumps there (callgrind_annotate: where the added ones go)",
    )
    p.add_argument("--worker", help=argparse.SUPPRESS)
    p.add_argument("--steps", type=int, default=0, help=argparse.SUPPRESS)
    p.add_argument("--helper", help=argparse.SUPPRESS)
    p.add_argument("--traceml-port", type=int, default=0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.worker:
        return worker(args)

    tools = list(compare_tools.TOOLS) if args.tools == "all" else args.tools.split(",")
    unknown = [t for t in tools if t not in compare_tools.TOOLS]
    if unknown:
        p.error(
            f"unknown tool(s): {', '.join(unknown)} (choose from {', '.join(compare_tools.TOOLS)})"
        )
    if "bare" not in tools:
        tools.insert(0, "bare")
    for tool in tools:
        why = compare_tools.tool_available(tool)
        if why:
            p.error(why)
    steps = args.epochs * BATCHES_PER_EPOCH
    with tempfile.TemporaryDirectory(prefix="steplens-instr-") as tmp:
        helper = build_helper(tmp)
        if args.smoke:
            for tool in ("bare", "steplens"):
                proc = subprocess.run(
                    [
                        sys.executable,
                        os.path.abspath(__file__),
                        "--worker",
                        tool,
                        "--size",
                        "small",
                        "--steps",
                        str(BATCHES_PER_EPOCH),
                        "--helper",
                        helper,
                    ],
                    capture_output=True,
                    text=True,
                    timeout=300,
                )
                if proc.returncode != 0:
                    print(proc.stderr, file=sys.stderr)
                    return 1
                print(f"smoke: {tool} worker ran natively: {proc.stdout.strip()}")
            return 0
        if shutil.which("valgrind") is None:
            print(
                "instructions: valgrind is not installed (apt-get install valgrind)",
                file=sys.stderr,
            )
            return 2
        server = compare_tools.TracemlServer() if "traceml" in tools else None
        port = server.port if server else 0
        results: dict[str, int] = {}
        try:
            pending = list(tools)
            running: dict[str, subprocess.Popen] = {}
            t0 = time.time()
            while pending or running:
                while pending and len(running) < max(1, args.parallel):
                    tool = pending.pop(0)
                    running[tool] = count(tool, args.size, steps, helper, tmp, port)
                    print(
                        f"  callgrind: {tool} started ({steps} steps, {args.size})",
                        file=sys.stderr,
                        flush=True,
                    )
                for tool, proc in list(running.items()):
                    if proc.poll() is None:
                        continue
                    out, err = proc.communicate()
                    del running[tool]
                    if proc.returncode != 0:
                        print(err[-3000:], file=sys.stderr)
                        raise SystemExit(f"instructions: the {tool} run failed")
                    results[tool] = read_total(tmp, tool)
                    print(
                        f"  callgrind: {tool} done after {time.time() - t0:.0f} s",
                        file=sys.stderr,
                        flush=True,
                    )
                time.sleep(1)
        finally:
            if server:
                server.close()
        if args.keep:
            keep_dumps(tmp, args.keep)
    bare = results["bare"] / steps
    print(
        f"instructions per training step ({args.size} loop, {steps} steps, callgrind; "
        "user space of the training thread)"
    )
    print(f"{'tool':10s} {'per step':>12s} {'added':>10s} {'added %':>8s}")
    rows = []
    for tool in tools:
        per = results[tool] / steps
        added = per - bare
        rows.append(
            {"tool": tool, "per_step": per, "added": added, "added_pct": 100 * added / bare}
        )
        print(f"{tool:10s} {per:12,.0f} {added:10,.0f} {100 * added / bare:7.2f}%")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"size": args.size, "steps": steps, "rows": rows}, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
