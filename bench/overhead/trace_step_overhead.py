"""What ``with steplens.trace_step(model):`` costs a training step (the hooks are C++).

Measurements, all with every automatic phase on (the model's timed
forward wrapper, the torch.autograd.backward wrapper, the optimizer step
hooks, the DataLoader patch) and the real recorder (spool mode into a
temporary directory):

1. components: each piece steplens adds to a step, timed in isolation as the
   best of several timeit repeats (robust on a shared machine): a module call
   with our forward wrapper minus without, our backward and dataloader
   wrappers minus the bare call they wrap, the two optimizer hook calls, an
   empty trace_step block, and the DDP sync-arrival comm hook (per gradient
   bucket: the hook chaining to a no-op "all-reduce" minus that no-op; a
   small model has one bucket per step). The hook also replaces DDP's C++
   built-in all-reduce by the Python ``allreduce_hook``; that cost is not in
   this component — compare steps/s of examples/ddp_minimal.py under two
   ranks with and without (STEPLENS_SYNC_HOOK=0, see _torch_hooks). Their
   sum is the hooks' cost of one step with
   one forward, one backward, one optimizer step and one batch fetch.
2. loop: the same small CPU training loop (tiny MLP, tiny batches, one
   thread; a tensor-list variant and a DataLoader variant) bare vs
   instrumented, in alternating blocks in one process. Each block times both
   modes (which goes first alternates), each as the best of a few short runs,
   in CPU time of the training thread (time.thread_time_ns: with one intra-op
   thread and num_workers=0 the whole step runs on it). Reported: added µs/step
   = traced - bare per block, median and IQR over blocks. On a quiet machine
   it agrees with (1); on a loaded one its IQR says how far to trust it.

3. interleaved (``--measure interleaved``): the same DataLoader loop with the
   hooks installed once, timing single steps in random order within each
   round: a bare step, a traced step and a second bare step (the control:
   what two identical steps differ by). Per-step interleaving cancels drift
   that blocks of steps do not; the hooks stay installed, so it measures the
   cost of recording, not of hooks sitting idle. Thread CPU time per step;
   reported: the mean difference trimmed of the outer 10 % each side, and the
   median difference, over --interleaved-steps rounds.
4. flusher: the recorder's background thread (drain, encode, write, sample
   /proc), which the training thread never waits for but which still costs
   CPU: its CPU time (/proc/self/task/<tid>/schedstat) per second, and its
   wake-ups per second, while the process is idle and while a traced loop
   runs (then also per step). A wake-up, not the work, dominates: tens of
   µs each on a VM.

Target: <= 5 µs/step.

    python bench/overhead/trace_step_overhead.py            # ~2 minutes
    python bench/overhead/trace_step_overhead.py --smoke    # a few seconds (CI)
    python bench/overhead/trace_step_overhead.py --json out.json --strict
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import tempfile
import time
import timeit

TARGET_US = 5.0


def build(batch: int, features: int, hidden: int):  # type: ignore[no-untyped-def]
    import torch

    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Linear(features, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1)
    )
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    xs = torch.randn(batch * 64, features)
    ys = torch.randn(batch * 64, 1)
    return model, opt, xs, ys


def make_loop(variant: str, model, opt, xs, ys, batch: int, instrumented: bool):  # type: ignore[no-untyped-def]
    """Returns run(steps) -> thread CPU ns for `steps` steps of the given variant."""
    import torch
    import torch.nn.functional as F

    import steplens

    trace_step = steplens.trace_step
    batches = [(xs[i : i + batch], ys[i : i + batch]) for i in range(0, len(xs), batch)]
    loader = torch.utils.data.DataLoader(
        torch.utils.data.TensorDataset(xs, ys), batch_size=batch, num_workers=0
    )

    def endless_loader():  # type: ignore[no-untyped-def]
        while True:
            yield from loader

    def endless_tensors():  # type: ignore[no-untyped-def]
        while True:
            yield from batches

    source = endless_loader() if variant == "dataloader" else endless_tensors()

    def bare(steps: int) -> int:
        t0 = time.thread_time_ns()
        for _ in range(steps):
            x, y = next(source)
            loss = F.mse_loss(model(x), y)
            loss.backward()
            opt.step()
            opt.zero_grad()
        return time.thread_time_ns() - t0

    def traced(steps: int) -> int:
        t0 = time.thread_time_ns()
        for _ in range(steps):
            x, y = next(source)
            with trace_step(model):
                loss = F.mse_loss(model(x), y)
                loss.backward()
                opt.step()
                opt.zero_grad()
        return time.thread_time_ns() - t0

    return traced if instrumented else bare


def set_instrumented(model, on: bool) -> None:  # type: ignore[no-untyped-def]
    """Installs or removes every steplens hook (compare_tools.set_steplens_hooks)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import compare_tools

    compare_tools.set_steplens_hooks(model, on)


def measure(variant: str, blocks: int, steps: int, repeats: int, batch: int) -> dict[str, object]:
    """One block = bare and traced, each timed as the best of `repeats` runs.

    The best (minimum) of a few short runs filters out interference from other
    processes; alternating which configuration goes first cancels drift.
    """
    model, opt, xs, ys = build(batch, features=32, hidden=64)
    loops = {
        on: make_loop(variant, model, opt, xs, ys, batch, instrumented=on) for on in (False, True)
    }
    # Warm up both paths (allocator, autograd, first-use interning).
    for on in (True, False):
        set_instrumented(model, on)
        loops[on](steps)
    per_step_us: dict[bool, list[float]] = {False: [], True: []}
    added: list[float] = []
    for block in range(blocks):
        best: dict[bool, float] = {}
        for on in (False, True) if block % 2 == 0 else (True, False):
            set_instrumented(model, on)
            gc.collect()
            best[on] = min(loops[on](steps) for _ in range(repeats)) / steps / 1e3
            per_step_us[on].append(best[on])
        added.append(best[True] - best[False])
    q = statistics.quantiles(added, n=4) if len(added) >= 2 else [added[0]] * 3
    return {
        "variant": variant,
        "blocks": blocks,
        "steps_per_run": steps,
        "runs_per_block": repeats,
        "bare_us_per_step_median": statistics.median(per_step_us[False]),
        "traced_us_per_step_median": statistics.median(per_step_us[True]),
        "added_us_per_step_median": statistics.median(added),
        "added_us_per_step_iqr": q[2] - q[0],
        "added_us_per_step_p25": q[0],
        "added_us_per_step_p75": q[2],
    }


def _best_us(stmt: str, env: dict[str, object], number: int, repeat: int) -> float:
    runs = timeit.repeat(stmt, number=number, repeat=repeat, timer=time.thread_time, globals=env)
    return min(runs) / number * 1e6


def measure_components(number: int, repeat: int) -> dict[str, float]:
    """Per-piece Python cost (µs) of one instrumented step; see the module doc."""
    import torch

    import steplens
    from steplens import _core, _trace

    def plain(*args: object, **kwargs: object) -> None:
        return None

    module = torch.nn.Identity()
    env: dict[str, object] = {
        "module": module,
        "x": torch.ones(1),
        "plain": plain,
        "backward": _core.TimedCall(plain, "backward"),
        "fetch": _core.TimedCall(plain, "dataloader"),
        "opt_pre": _core.optimizer_pre_hook,
        "opt_post": _core.optimizer_post_hook,
        "trace_step": steplens.trace_step,
        "sync_hook": _trace.sync_arrival_hook,
        "sync_state": _trace.SyncArrivalState(None),
    }
    env["sync_state"].inner = plain  # type: ignore[attr-defined]
    set_instrumented(module, False)
    call_bare = _best_us("module(x)", env, number, repeat)
    set_instrumented(module, True)
    step = steplens.trace_step(module)
    step.__enter__()  # the hooks below run as inside a live step
    try:
        plain_call = _best_us("plain(x)", env, number, repeat)
        parts = {
            "forward wrapper": _best_us("module(x)", env, number, repeat) - call_bare,
            "backward wrapper": _best_us("backward(x)", env, number, repeat) - plain_call,
            "optimizer pre+post hooks": _best_us(
                "opt_pre(module, (), {}); opt_post(module, (), {})", env, number, repeat
            ),
            "dataloader wrapper": _best_us("fetch(x)", env, number, repeat) - plain_call,
            "DDP sync hook (one bucket)": _best_us("sync_hook(sync_state, x)", env, number, repeat)
            - plain_call,
        }
    finally:
        step.__exit__(None, None, None)
    parts["trace_step enter+exit"] = _best_us("with trace_step(module): pass", env, number, repeat)
    set_instrumented(module, False)
    return parts


def measure_binding(number: int, repeat: int) -> dict[str, float]:
    """The nanobind calls alone (µs per pair), for reference: not added to the total.

    Google Benchmark cannot drive the interpreter, so the binding is timed
    here, like the components: an empty Python call for comparison, then the
    recorder's entry points as ``steplens._core`` exposes them.
    """
    from steplens import _core

    def plain() -> None:
        return None

    env: dict[str, object] = {
        "core": _core,
        "plain": plain,
        "sb": _core.step_begin,
        "se": _core.step_end,
        "pb": _core.phase_begin,
        "pe": _core.phase_end,
    }
    out = {
        "empty Python call (reference)": _best_us("plain()", env, number, repeat),
        "_core.step_begin + step_end": _best_us("sb(); se()", env, number, repeat),
    }
    _core.step_begin()
    try:
        out["_core.phase_begin + phase_end"] = _best_us("pb(2); pe(2)", env, number, repeat)
    finally:
        _core.step_end()
    return out


def _task_times(tids: list[str]) -> dict[str, tuple[int, int]]:
    """Per thread: (CPU ns, times scheduled in) from schedstat."""
    out = {}
    for tid in tids:
        try:
            with open(f"/proc/self/task/{tid}/schedstat") as f:
                fields = f.read().split()
            out[tid] = (int(fields[0]), int(fields[2]))
        except OSError:
            pass
    return out


def measure_flusher(threads: list[str], seconds: float, batch: int) -> dict[str, float]:
    """The recorder threads' CPU ms/s and wakes/s, idle and under a traced loop."""
    import steplens

    result: dict[str, float] = {}
    model, opt, xs, ys = build(batch, 32, 64)
    import torch.nn.functional as F

    def traced_loop(deadline: float) -> int:
        steps = 0
        while time.perf_counter() < deadline:
            i = (steps % 64) * batch
            with steplens.trace_step(model):
                loss = F.mse_loss(model(xs[i : i + batch]), ys[i : i + batch])
                loss.backward()
                opt.step()
                opt.zero_grad()
            steps += 1
        return steps

    for label in ("idle", "traced loop"):
        a = _task_times(threads)
        t0 = time.perf_counter()
        steps = 0
        if label == "idle":
            time.sleep(seconds)
        else:
            steps = traced_loop(t0 + seconds)
        wall = time.perf_counter() - t0
        b = _task_times(threads)
        cpu_ns = sum(b[t][0] - a[t][0] for t in b if t in a)
        wakes = sum(b[t][1] - a[t][1] for t in b if t in a)
        result[f"{label}: CPU ms/s"] = cpu_ns / 1e6 / wall
        result[f"{label}: wakes/s"] = wakes / wall
        if steps:
            result[f"{label}: CPU µs/step"] = cpu_ns / 1e3 / steps
            result[f"{label}: steps/s"] = steps / wall
    return result


def measure_interleaved(rounds: int, batch: int, size: str) -> dict[str, float]:
    """Per-step A/B/A' with the hooks installed; see the module doc (3).

    size "tiny" is this script's MLP (batch `batch`); "small", "medium" and
    "large" are compare_tools.py's loops (0.4 / 3.5 / 27 ms steps here).
    """
    import random

    import torch
    import torch.nn.functional as F

    import steplens

    if size == "tiny":
        model, opt, xs, ys = build(batch, 32, 64)
        loader = torch.utils.data.DataLoader(
            torch.utils.data.TensorDataset(xs, ys), batch_size=batch, num_workers=0
        )
    else:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import compare_tools

        model, opt, loader = compare_tools.build(size)

    def endless():  # type: ignore[no-untyped-def]
        while True:
            yield from loader

    source = endless()
    trace_step = steplens.trace_step
    clock = time.thread_time_ns

    def bare() -> int:
        x, y = next(source)
        t0 = clock()
        loss = F.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        return clock() - t0

    def traced() -> int:
        x, y = next(source)
        t0 = clock()
        with trace_step(model):
            loss = F.mse_loss(model(x), y)
            loss.backward()
            opt.step()
            opt.zero_grad()
        return clock() - t0

    for _ in range(200):  # warm-up; the first traced step installs the hooks
        traced()
        bare()
    kinds = {"bare": bare, "traced": traced, "bare2": bare}
    times: dict[str, list[int]] = {k: [] for k in kinds}
    order = list(kinds)
    rng = random.Random(0)
    gc.disable()
    try:
        for r in range(rounds):
            rng.shuffle(order)
            for k in order:
                times[k].append(kinds[k]())
            if r % 500 == 499:
                gc.collect()
    finally:
        gc.enable()

    def trimmed_mean(xs: list[float]) -> float:
        xs = sorted(xs)
        cut = len(xs) // 10
        return statistics.fmean(xs[cut : len(xs) - cut] if len(xs) > 2 * cut else xs)

    out = {"bare step µs (median)": statistics.median(times["bare"]) / 1e3}
    for k in ("traced", "bare2"):
        diff = [(a - b) / 1e3 for a, b in zip(times[k], times["bare"])]
        label = "traced - bare" if k == "traced" else "bare2 - bare (the floor)"
        out[f"{label}: trimmed mean µs"] = trimmed_mean(diff)
        out[f"{label}: median µs"] = statistics.median(diff)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="a few seconds (CI)")
    parser.add_argument("--blocks", type=int, default=200)
    parser.add_argument("--steps", type=int, default=25, help="steps per timed run")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs per block and mode")
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--variant", choices=["tensor", "dataloader", "both"], default="both")
    parser.add_argument(
        "--measure",
        choices=["components", "loop", "interleaved", "flusher", "both"],
        default="both",
        help="both = components and loop; interleaved and flusher only when asked (or --smoke)",
    )
    parser.add_argument(
        "--interleaved-steps", type=int, default=6000, help="rounds of (bare, traced, bare) steps"
    )
    parser.add_argument(
        "--interleaved-size",
        default="tiny",
        choices=["tiny", "small", "medium", "large"],
        help="tiny: this script's MLP; others: compare_tools.py's loops",
    )
    parser.add_argument("--flusher-seconds", type=float, default=10.0)
    parser.add_argument("--json", metavar="PATH", help="also write results as JSON")
    parser.add_argument(
        "--strict",
        action="store_true",
        help=f"exit 1 when the components' total is above {TARGET_US} µs/step",
    )
    args = parser.parse_args()
    if args.smoke:
        args.blocks, args.steps, args.repeats = 6, 50, 2
        args.flusher_seconds = 0.5
        args.interleaved_steps = 100
    number, timeit_repeat = (20_000, 3) if args.smoke else (100_000, 9)

    import torch

    import steplens

    torch.set_num_threads(1)
    components: dict[str, float] = {}
    binding: dict[str, float] = {}
    results: list[dict[str, object]] = []
    flusher: dict[str, float] = {}
    interleaved: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="steplens-bench-") as run_dir:
        before = set(os.listdir("/proc/self/task"))
        if not steplens.init(run_dir=run_dir, run_id="bench", quiet=True, endpoint=""):
            print("steplens recorder unavailable; cannot benchmark", file=sys.stderr)
            return 2
        recorder_threads = sorted(set(os.listdir("/proc/self/task")) - before)
        if args.measure == "flusher" or args.smoke:
            time.sleep(0.5)  # past the start-up samples
            flusher = measure_flusher(recorder_threads, args.flusher_seconds, args.batch)
        if args.measure == "interleaved" or args.smoke:
            interleaved = measure_interleaved(
                args.interleaved_steps, args.batch, args.interleaved_size
            )
        if args.measure in ("components", "both"):
            components = measure_components(number, timeit_repeat)
            binding = measure_binding(number, timeit_repeat)
        if args.measure in ("loop", "both"):
            variants = ["tensor", "dataloader"] if args.variant == "both" else [args.variant]
            results = [
                measure(v, args.blocks, args.steps, args.repeats, args.batch) for v in variants
            ]
        recorder = steplens.stats()
        steplens.shutdown()

    print(
        f"steplens trace_step overhead (torch {torch.__version__}, 1 thread, "
        f"target <= {TARGET_US} µs/step)"
    )
    total = sum(components.values())
    if components:
        print(f"  components (best of {timeit_repeat} x {number} calls, thread CPU time):")
        for name, us in components.items():
            print(f"    {name:<44} {us:6.2f} µs")
        print(f"    {'total cost of the hooks per step':<44} {total:6.2f} µs")
        print("  binding alone (reference, part of the pieces above):")
        for name, us in binding.items():
            print(f"    {name:<44} {us:6.2f} µs")
    if interleaved:
        print(
            f"  interleaved steps ({args.interleaved_size} DataLoader loop, "
            f"{args.interleaved_steps} rounds, thread CPU time):"
        )
        for name, value in interleaved.items():
            print(f"    {name:<44} {value:8.2f}")
    if flusher:
        print(
            f"  recorder thread ({len(recorder_threads)} thread(s), "
            f"{args.flusher_seconds:g} s each, schedstat):"
        )
        for name, value in flusher.items():
            print(f"    {name:<44} {value:8.2f}")
    if results:
        print(
            f"  loop (batch {args.batch}, {args.blocks} blocks, best of {args.repeats} x "
            f"{args.steps} steps per mode and block, thread CPU time):"
        )
    for r in results:
        print(
            f"    {r['variant']:<10} bare {r['bare_us_per_step_median']:7.1f} µs/step  "
            f"traced {r['traced_us_per_step_median']:7.1f}  "
            f"added {r['added_us_per_step_median']:6.2f} µs/step "
            f"(IQR {r['added_us_per_step_iqr']:.2f}: p25 {r['added_us_per_step_p25']:.2f}, "
            f"p75 {r['added_us_per_step_p75']:.2f})"
        )
    print(
        f"  recorder: steps_recorded={recorder.get('steps_recorded')} "
        f"dropped={recorder.get('dropped_records')} hook_errors={recorder.get('hook_errors')}"
        + (
            "  (the components run empty steps back to back, faster than any"
            " training loop: ring drops there are expected)"
            if components
            else ""
        )
    )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "target_us": TARGET_US,
                    "components_us": components,
                    "components_total_us": total,
                    "binding_us": binding,
                    "loop": results,
                    "flusher": flusher,
                    "interleaved": interleaved,
                    "recorder": recorder,
                },
                f,
                indent=2,
                default=str,
            )
    if args.strict and components and total > TARGET_US:
        print(f"FAIL: {total:.2f} µs/step > {TARGET_US} µs/step", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
