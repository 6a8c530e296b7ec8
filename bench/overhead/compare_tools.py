"""Per-step overhead of steplens, TraceML and pytscope on one CPU training loop.

The same small MLP training loop (DataLoader over a TensorDataset, SGD, one
intra-op thread) runs four ways:

- bare: no tool;
- steplens: ``steplens.init`` (real recorder, spool mode into a temporary
  run dir) and ``with steplens.trace_step(model):`` with every automatic
  phase (forward wrapper, backward wrapper, optimizer hooks, DataLoader);
- traceml: traceml-ai's documented ``traceml.init(mode="auto")`` and
  ``with traceml.trace_step(model):``. TraceML's init connects to a TraceML
  aggregator (without one it disables itself), so this script starts
  ``traceml serve`` first — what ``traceml run`` does for you;
- pytscope: ``pytscope.AutoProfiler(run_dir, model, optimizer).start()``
  (hooks; the loop itself is unchanged).

Method. Each tool runs in its own worker process (their patches are global
and cannot all be undone, so one process per tool keeps "bare" bare); all
workers are pinned to the same CPU and built identically (same seed, sizes,
data). The coordinator runs rounds: in each round every worker, in a fresh
random order, runs one block (a few runs of a few steps, the fastest kept,
gc disabled) while the others are stopped (SIGSTOP, so their tools'
background threads cannot run during someone else's block). So
machine noise hits all tools alike, block by block. Per round, added = tool
- bare (per step, wall clock); reported: median and IQR of that over rounds,
the difference of the minimum over rounds ("min"), and the median as % of
the bare step. A second bare worker ("bare2", with ``--control``) measures
the method's own floor: what two identical processes differ by.

Step sizes (bare, tuned on the 2-vCPU development VM): small ~0.3 ms,
medium ~3 ms, large ~30 ms.

    python bench/overhead/compare_tools.py --smoke        # steplens vs bare, seconds (CI)
    bash bench/overhead/setup_peers.sh                    # once: .venv-bench with the peers
    .venv-bench/bin/python bench/overhead/compare_tools.py --tools all --control
    .venv-bench/bin/python bench/overhead/compare_tools.py --e2e   # 2 gloo ranks, launchers

End-to-end (``--e2e``): each tool under its own launcher with two gloo ranks
(DDP, CPU): bare and pytscope under ``torchrun``, steplens under ``steplens
run --nproc-per-node 2``, TraceML under ``traceml run --nproc-per-node=2``;
rank 0 reports steps/s after a warm-up; launches alternate tool by tool for
``--e2e-rounds`` rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = ("bare", "steplens", "traceml", "pytscope")
# name: (batch, in_features, hidden, hidden layers) -> bare step ~ the label
SIZES = {
    "small": (16, 64, 128, 1),  # ~0.3 ms
    "medium": (64, 512, 576, 2),  # ~3 ms
    "large": (256, 1024, 768, 3),  # ~30 ms
}
# rounds, steps per run, runs per block (per size) for a full run
PLAN = {"small": (200, 20, 3), "medium": (100, 5, 3), "large": (30, 2, 2)}
SMOKE_PLAN = {"small": (3, 10, 2)}  # the path runs; figures need the full plan
TARGET_US = 5.0


# ---- worker -----------------------------------------------------------------
def build(size: str):  # type: ignore[no-untyped-def]
    import torch

    batch, features, hidden, layers = SIZES[size]
    torch.manual_seed(0)
    mods: list = [torch.nn.Linear(features, hidden), torch.nn.ReLU()]
    for _ in range(layers - 1):
        mods += [torch.nn.Linear(hidden, hidden), torch.nn.ReLU()]
    mods.append(torch.nn.Linear(hidden, 1))
    model = torch.nn.Sequential(*mods)
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    n = batch * 32
    data = torch.utils.data.TensorDataset(torch.randn(n, features), torch.randn(n, 1))
    loader = torch.utils.data.DataLoader(data, batch_size=batch, num_workers=0)
    return model, opt, loader


def make_loop(tool: str, model, opt, loader, run_dir: str, traceml_port: int):  # type: ignore[no-untyped-def]
    """Sets the tool up; returns run(steps) running that many training steps."""
    import torch.nn.functional as F

    cleanup = lambda: None  # noqa: E731
    step_ctx = None
    if tool == "steplens":
        import steplens

        if not steplens.init(run_dir=run_dir, run_id="bench", quiet=True, endpoint=""):
            raise SystemExit("steplens recorder unavailable")
        step_ctx = steplens.trace_step
        cleanup = steplens.shutdown
    elif tool == "traceml":
        import traceml_ai as traceml

        traceml.init(
            mode="auto",
            aggregator_port=traceml_port,
            logs_dir=run_dir,
            session_id="bench",
            on_missing_aggregator="raise",
        )
        step_ctx = traceml.trace_step
    elif tool == "pytscope":
        from pytscope import AutoProfiler

        prof = AutoProfiler(run_dir, model, opt).start()
        cleanup = prof.finish

    def batches():  # type: ignore[no-untyped-def]
        while True:
            yield from loader

    source = batches()
    mse = F.mse_loss

    def run_bare(steps: int) -> None:
        for _ in range(steps):
            x, y = next(source)
            opt.zero_grad(set_to_none=True)
            loss = mse(model(x), y)
            loss.backward()
            opt.step()

    if step_ctx is None:
        run = run_bare
    else:

        def run(steps: int) -> None:
            for _ in range(steps):
                x, y = next(source)
                with step_ctx(model):
                    opt.zero_grad(set_to_none=True)
                    loss = mse(model(x), y)
                    loss.backward()
                    opt.step()

    make_loop.run_bare = run_bare  # type: ignore[attr-defined]
    return run, cleanup


def set_steplens_hooks(model, on: bool) -> None:  # type: ignore[no-untyped-def]
    """Installs (as the first traced step would) or removes every steplens hook."""
    from steplens import _core, _torch_hooks

    if on:
        _core.hot_set(registered_model=None)
        _torch_hooks.register_model(model)
    else:
        _torch_hooks.uninstall()
        _core.hot_set(registered_model=None)


def worker(args: argparse.Namespace) -> int:
    import gc

    if args.cpu >= 0:
        os.sched_setaffinity(0, {args.cpu})
    import torch

    torch.set_num_threads(1)
    model, opt, loader = build(args.size)
    run_dir = tempfile.mkdtemp(prefix=f"steplens-cmp-{args.worker}-")
    tool = "bare" if args.worker == "bare2" else args.worker
    try:
        run, cleanup = make_loop(tool, model, opt, loader, run_dir, args.traceml_port)
        # Warm-up: allocator, autograd, the tools' first-step work.
        deadline = time.perf_counter() + args.warmup_s
        while time.perf_counter() < deadline:
            run(5)
        print("ready", flush=True)
        perf, cpu = time.perf_counter_ns, time.process_time_ns
        run_bare = make_loop.run_bare  # type: ignore[attr-defined]

        def block(fn, steps: int, repeats: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
            gc.collect()
            gc.disable()
            best_wall = best_cpu = None
            for _ in range(repeats):
                c0, t0 = cpu(), perf()
                fn(steps)
                t1, c1 = perf(), cpu()
                if best_wall is None or t1 - t0 < best_wall:
                    best_wall, best_cpu = t1 - t0, c1 - c0
            gc.enable()
            return best_wall / steps, best_cpu / steps

        flip = False
        for line in sys.stdin:
            cmd = line.split()
            if not cmd or cmd[0] == "quit":
                break
            steps, repeats = int(cmd[1]), int(cmd[2])
            if cmd[0] == "pair":
                # In-process A/B (steplens only: its hooks can be removed):
                # bare and traced blocks back to back, order alternating; then
                # the same for two bare blocks (A/A, hooks installed and
                # removed between them): the method's own floor.
                res = {}
                flip = not flip
                for on in (False, True) if flip else (True, False):
                    set_steplens_hooks(model, on)
                    res[on] = block(run if on else run_bare, steps, repeats)
                set_steplens_hooks(model, False)
                aa = [block(run_bare, steps, repeats)]
                set_steplens_hooks(model, True)
                set_steplens_hooks(model, False)
                aa.append(block(run_bare, steps, repeats))
                if flip:
                    aa.reverse()
                print(
                    f"{res[True][0]} {res[True][1]} {res[False][0]} {res[False][1]} "
                    f"{aa[0][0]} {aa[0][1]} {aa[1][0]} {aa[1][1]}",
                    flush=True,
                )
            else:
                w, c = block(run, steps, repeats)
                print(f"{w} {c}", flush=True)
        extra: dict[str, object] = {}
        if tool == "steplens":
            import steplens

            extra = dict(steplens.stats())
        cleanup()
        print("stats " + json.dumps(extra, default=str), flush=True)
    finally:
        shutil.rmtree(run_dir, ignore_errors=True)
    return 0


# ---- coordinator --------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tool_available(tool: str) -> str | None:
    """None when usable, else why not."""
    module = {"traceml": "traceml_ai", "pytscope": "pytscope"}.get(tool)
    if module is None:
        return None
    import importlib.util

    if importlib.util.find_spec(module) is None:
        return f"{module} is not installed here (run bench/overhead/setup_peers.sh, then use .venv-bench/bin/python)"
    return None


class TracemlServer:
    """A `traceml serve` aggregator for the traceml worker (what `traceml run` starts)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="steplens-cmp-traceml-")
        exe = os.path.join(os.path.dirname(sys.executable), "traceml")
        self.proc = subprocess.Popen(
            [
                exe,
                "serve",
                "--aggregator-port",
                str(self.port),
                "--logs-dir",
                self.dir,
                "--mode",
                "summary",
                "--run-name",
                "bench",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL,
        )
        deadline = time.time() + 20
        while time.time() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.1)
        self.close()
        raise SystemExit("traceml serve did not start listening within 20 s")

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


def spawn(name: str, size: str, cpu: int, warmup_s: float, traceml_port: int) -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable,
            os.path.abspath(__file__),
            "--worker",
            name,
            "--size",
            size,
            "--cpu",
            str(cpu),
            "--warmup-s",
            str(warmup_s),
            "--traceml-port",
            str(traceml_port),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    if len(xs) < 2:
        return xs[0], xs[0], xs[0]
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return q[0], statistics.median(xs), q[2]


def measure_size(
    size: str,
    names: list[str],
    plan: tuple[int, int, int],
    cpu: int,
    warmup_s: float,
    traceml_port: int,
    seed: int,
) -> dict[str, object]:
    rounds, steps, repeats = plan
    procs = {n: spawn(n, size, cpu, warmup_s, traceml_port) for n in names}
    try:
        for n, p in procs.items():
            line = p.stdout.readline() if p.stdout else ""
            if line.strip() != "ready":
                raise SystemExit(f"worker {n} ({size}) failed to start")
        wall: dict[str, list[float]] = {n: [] for n in names}
        cpu_ns: dict[str, list[float]] = {n: [] for n in names}
        paired = "steplens" in names
        ab_wall: dict[bool, list[float]] = {True: [], False: []}
        ab_cpu: dict[bool, list[float]] = {True: [], False: []}
        aa_wall: dict[int, list[float]] = {0: [], 1: []}
        aa_cpu: dict[int, list[float]] = {0: [], 1: []}
        # Idle workers are stopped (SIGSTOP): their background threads (the
        # tools' samplers and flushers) must not run during another tool's
        # block. Whatever they owe runs in their own block, after SIGCONT.
        for p in procs.values():
            os.kill(p.pid, signal.SIGSTOP)
        rng = random.Random(seed)
        t_start = time.time()
        for k in range(rounds):
            order = names[:]
            rng.shuffle(order)
            if k and k % max(1, rounds // 4) == 0:
                print(
                    f"  {size}: {k}/{rounds} rounds, {time.time() - t_start:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
            for n in order:
                p = procs[n]
                assert p.stdin and p.stdout
                os.kill(p.pid, signal.SIGCONT)
                verb = "pair" if (n == "steplens" and paired) else "run"
                p.stdin.write(f"{verb} {steps} {repeats}\n")
                p.stdin.flush()
                fields = [float(v) for v in p.stdout.readline().split()]
                wall[n].append(fields[0])
                cpu_ns[n].append(fields[1])
                os.kill(p.pid, signal.SIGSTOP)
                if verb == "pair":
                    ab_wall[True].append(fields[0])
                    ab_cpu[True].append(fields[1])
                    ab_wall[False].append(fields[2])
                    ab_cpu[False].append(fields[3])
                    aa_wall[0].append(fields[4])
                    aa_cpu[0].append(fields[5])
                    aa_wall[1].append(fields[6])
                    aa_cpu[1].append(fields[7])
        stats: dict[str, object] = {}
        for p in procs.values():
            os.kill(p.pid, signal.SIGCONT)
        for n, p in procs.items():
            assert p.stdin and p.stdout
            p.stdin.write("quit\n")
            p.stdin.flush()
            for line in p.stdout:
                if line.startswith("stats "):
                    stats[n] = json.loads(line[6:])
            p.wait(timeout=60)
    finally:
        for p in procs.values():
            if p.poll() is None:
                os.kill(p.pid, signal.SIGCONT)
                p.kill()
                p.wait()
    bare = wall["bare"]
    bare_med = statistics.median(bare) / 1e3
    out: dict[str, object] = {
        "size": size,
        "rounds": rounds,
        "steps_per_run": steps,
        "runs_per_block": repeats,
        "bare_us_median": bare_med,
        "bare_us_min": min(bare) / 1e3,
        "tools": {},
    }
    series = {n: (wall[n], cpu_ns[n], bare, cpu_ns["bare"]) for n in names if n != "bare"}
    if paired:
        series["steplens A/B"] = (ab_wall[True], ab_cpu[True], ab_wall[False], ab_cpu[False])
        series["steplens A/A"] = (aa_wall[0], aa_cpu[0], aa_wall[1], aa_cpu[1])
    for n, (w_tool, c_tool, w_base, c_base) in series.items():
        added = [(t - b) / 1e3 for t, b in zip(w_tool, w_base)]
        added_cpu = [(t - b) / 1e3 for t, b in zip(c_tool, c_base)]
        p25, med, p75 = quartiles(added)
        cp25, cmed, cp75 = quartiles(added_cpu)
        base_med = statistics.median(w_base) / 1e3
        out["tools"][n] = {  # type: ignore[index]
            "baseline_us_median": base_med,
            "us_median": statistics.median(w_tool) / 1e3,
            "added_us_median": med,
            "added_us_p25": p25,
            "added_us_p75": p75,
            "added_us_iqr": p75 - p25,
            "added_us_min": (min(w_tool) - min(w_base)) / 1e3,
            "added_pct_median": med / base_med * 100.0,
            "added_cpu_us_median": cmed,
            "added_cpu_us_iqr": cp75 - cp25,
            "added_cpu_us_min": (min(c_tool) - min(c_base)) / 1e3,
            "stats": stats.get(n.split()[0], {}),
        }
    return out


def print_table(results: list[dict[str, object]]) -> None:
    print(
        f"{'size':<7} {'tool':<13} {'bare µs':>8} {'tool µs':>8} | {'added µs/step: median':>21} "
        f"{'IQR':>7} {'min':>7} {'%':>7} | {'CPU: median':>11} {'IQR':>7} {'min':>7}"
    )
    for r in results:
        for n, t in r["tools"].items():  # type: ignore[union-attr]
            print(
                f"{r['size']:<7} {n:<13} {t['baseline_us_median']:8.1f} {t['us_median']:8.1f} | "
                f"{t['added_us_median']:21.2f} {t['added_us_iqr']:7.2f} "
                f"{t['added_us_min']:7.2f} {t['added_pct_median']:6.2f}% | "
                f"{t['added_cpu_us_median']:11.2f} {t['added_cpu_us_iqr']:7.2f} "
                f"{t['added_cpu_us_min']:7.2f}"
            )


# ---- end to end ---------------------------------------------------------------
E2E_STEPS, E2E_WARMUP = 600, 100


def e2e_worker(args: argparse.Namespace) -> int:
    """One DDP rank (gloo, CPU) under a launcher; rank 0 prints steps/s."""
    import torch
    import torch.distributed as dist
    import torch.nn.functional as F

    torch.set_num_threads(1)
    dist.init_process_group("gloo")
    model, opt, loader = build(args.size)
    ddp = torch.nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=1e-4)
    tool = args.e2e_worker
    ctx = None
    prof = None
    if tool == "steplens":
        import steplens

        ctx = steplens.trace_step  # started from the environment `steplens run` sets
    elif tool == "traceml":
        import traceml_ai as traceml

        traceml.init(mode="auto")  # `traceml run` provides the aggregator
        ctx = traceml.trace_step
    elif tool == "pytscope":
        from pytscope import AutoProfiler

        prof = AutoProfiler(
            tempfile.mkdtemp(prefix="steplens-e2e-pytscope-"), ddp, opt, distributed=True
        ).start()

    def batches():  # type: ignore[no-untyped-def]
        while True:
            yield from loader

    source = batches()
    t0 = 0.0
    for i in range(E2E_STEPS):
        if i == E2E_WARMUP:
            t0 = time.perf_counter()
        x, y = next(source)
        if ctx is None:
            opt.zero_grad(set_to_none=True)
            F.mse_loss(ddp(x), y).backward()
            opt.step()
        else:
            with ctx(ddp):
                opt.zero_grad(set_to_none=True)
                F.mse_loss(ddp(x), y).backward()
                opt.step()
    rate = (E2E_STEPS - E2E_WARMUP) / (time.perf_counter() - t0)
    if prof is not None:
        prof.finish()
    if dist.get_rank() == 0:
        print(f"E2E_STEPS_PER_S {rate:.3f}", flush=True)
    dist.destroy_process_group()
    return 0


def e2e_command(tool: str, size: str) -> list[str]:
    script = [os.path.abspath(__file__), "--e2e-worker", tool, "--size", size]
    bindir = os.path.dirname(sys.executable)
    torchrun = [
        sys.executable,
        "-m",
        "torch.distributed.run",
        "--standalone",
        "--nproc-per-node",
        "2",
    ]
    if tool == "steplens":
        import steplens  # the CLI binary is installed beside its interpreter

        pkg_bin = os.path.join(os.path.dirname(steplens.__file__), "..", "..", "..", "..", "bin")
        exe = shutil.which("steplens", path=os.pathsep.join([bindir, os.path.normpath(pkg_bin)]))
        if exe is None:
            raise SystemExit("the steplens CLI is not installed (run scripts/setup.sh)")
        return [exe, "run", "--ui", "none", "--nproc-per-node", "2", *script]
    if tool == "traceml":
        return [
            os.path.join(bindir, "traceml"),
            "run",
            script[0],
            "--nproc-per-node=2",
            "--args",
            *script[1:],
        ]
    return [*torchrun, *script]


def run_e2e(tools: list[str], size: str, rounds: int) -> dict[str, object]:
    rates: dict[str, list[float]] = {t: [] for t in tools}
    env = dict(os.environ, STEPLENS_PYTHON=sys.executable)
    with tempfile.TemporaryDirectory(prefix="steplens-e2e-") as cwd:
        for _ in range(rounds):
            for t in tools:
                cmd = e2e_command(t, size)
                if t == "steplens":
                    cmd[2:2] = ["--run-dir", os.path.join(cwd, f"run-{len(rates[t])}")]
                proc = subprocess.run(
                    cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600
                )
                rate = None
                for line in (proc.stdout + proc.stderr).splitlines():
                    if "E2E_STEPS_PER_S" in line:
                        rate = float(line.split("E2E_STEPS_PER_S")[1].split()[0])
                if rate is None:
                    tail = (proc.stdout + proc.stderr)[-2000:]
                    raise SystemExit(f"e2e {t}: no rate (exit {proc.returncode}):\n{tail}")
                rates[t].append(rate)
    out: dict[str, object] = {"size": size, "rounds": rounds, "tools": {}}
    bare = statistics.median(rates["bare"]) if rates.get("bare") else None
    for t, rs in rates.items():
        med = statistics.median(rs)
        out["tools"][t] = {  # type: ignore[index]
            "steps_per_s_median": med,
            "steps_per_s_all": rs,
            "vs_bare_pct": (med / bare - 1.0) * 100.0 if bare else None,
        }
    return out


# ---- main ---------------------------------------------------------------------
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--smoke", action="store_true", help="steplens vs bare, small size, a few seconds (CI)"
    )
    parser.add_argument(
        "--tools",
        default="bare,steplens",
        help="comma list of bare,steplens,traceml,pytscope, or 'all'",
    )
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument(
        "--control",
        action="store_true",
        help="add a second bare worker (bare2): the method's noise floor",
    )
    parser.add_argument(
        "--rounds-scale", type=float, default=1.0, help="multiply every size's number of rounds"
    )
    parser.add_argument(
        "--cpu", type=int, default=-1, help="CPU all workers are pinned to (default: the last one)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", metavar="PATH")
    parser.add_argument(
        "--strict",
        action="store_true",
        help=f"exit 1 when steplens adds more than {TARGET_US} µs/step (median) on the small loop",
    )
    parser.add_argument("--e2e", action="store_true", help="end-to-end under launchers")
    parser.add_argument("--e2e-rounds", type=int, default=3)
    parser.add_argument("--e2e-size", default="small")
    # internal
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--e2e-worker", help=argparse.SUPPRESS)
    parser.add_argument("--size", default="small", help=argparse.SUPPRESS)
    parser.add_argument("--warmup-s", type=float, default=1.0, help=argparse.SUPPRESS)
    parser.add_argument("--traceml-port", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args)
    if args.e2e_worker:
        return e2e_worker(args)

    tools = list(TOOLS) if args.tools == "all" else [t.strip() for t in args.tools.split(",")]
    if args.smoke:
        tools = ["bare", "steplens"]
    unknown = [t for t in tools if t not in TOOLS]
    if unknown:
        print(
            f"compare_tools: unknown tool(s) {', '.join(unknown)}; choose from {', '.join(TOOLS)}",
            file=sys.stderr,
        )
        return 2
    if "bare" not in tools:
        tools.insert(0, "bare")
    for t in tools:
        why = tool_available(t)
        if why:
            print(f"compare_tools: {t}: {why}", file=sys.stderr)
            return 2

    if args.e2e:
        result = run_e2e(tools, args.e2e_size, args.e2e_rounds)
        print(
            f"end to end: 2 gloo ranks (DDP, CPU), size {args.e2e_size}, "
            f"{E2E_STEPS - E2E_WARMUP} timed steps, median of {args.e2e_rounds} launches"
        )
        for t, r in result["tools"].items():  # type: ignore[union-attr]
            vs = "" if t == "bare" else f"  ({r['vs_bare_pct']:+.2f} % vs bare)"
            print(
                f"  {t:<9} {r['steps_per_s_median']:8.1f} steps/s{vs}  "
                f"all: {', '.join(f'{x:.1f}' for x in r['steps_per_s_all'])}"
            )
        if args.json:
            with open(args.json, "w") as f:
                json.dump({"e2e": result}, f, indent=2)
        return 0

    cpu = args.cpu if args.cpu >= 0 else max(os.sched_getaffinity(0))
    names = tools + (["bare2"] if args.control else [])
    plan = (
        SMOKE_PLAN
        if args.smoke
        else {
            s: (max(3, int(PLAN[s][0] * args.rounds_scale)), PLAN[s][1], PLAN[s][2])
            for s in args.sizes.split(",")
        }
    )
    unknown_sizes = [s for s in plan if s not in SIZES]
    if unknown_sizes:
        print(f"compare_tools: unknown size(s) {', '.join(unknown_sizes)}", file=sys.stderr)
        return 2
    server = TracemlServer() if "traceml" in tools else None
    results = []
    try:
        for size, p in plan.items():
            results.append(
                measure_size(
                    size,
                    names,
                    p,
                    cpu,
                    0.3 if args.smoke else 2.0,
                    server.port if server else 0,
                    args.seed,
                )
            )
    finally:
        if server:
            server.close()
    import torch

    print(
        f"per-step overhead on a CPU training loop (torch {torch.__version__}, 1 thread, "
        f"workers pinned to CPU {cpu}); added = tool - bare per round, wall clock and "
        "process CPU time (all threads); 'steplens A/B' = bare vs traced in the same "
        "process, back to back; 'steplens A/A' = two bare blocks the same way (its floor)"
    )
    print_table(results)
    for r in results:
        sl = r["tools"].get("steplens", {}).get("stats")  # type: ignore[union-attr]
        if sl:
            print(
                f"  steplens recorder ({r['size']}): steps_recorded={sl.get('steps_recorded')} "
                f"dropped={sl.get('dropped_records')} hook_errors={sl.get('hook_errors')}"
            )
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"cpu": cpu, "results": results}, f, indent=2, default=str)
    if args.strict:
        small = next((r for r in results if r["size"] == "small"), None)
        added = small["tools"]["steplens A/B"]["added_cpu_us_median"] if small else None  # type: ignore[index]
        if added is not None and added > TARGET_US:
            print(f"FAIL: steplens adds {added:.2f} µs/step > {TARGET_US}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
