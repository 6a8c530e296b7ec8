"""Seconds from a launch command to its end, for a 2-rank gloo job that only
joins its group and all-reduces once: the fixed cost every `steplens run`
pays before training starts, against torchrun and a bare start.

Three ways, interleaved round by round (so a busy moment hits each alike):
- ``bare``: this script starts both ranks itself with torchrun's variables
  (the floor: two Pythons importing torch);
- ``torchrun``: ``python -m torch.distributed.run --standalone
  --nproc-per-node 2`` (its agent imports torch before any rank starts);
- ``steplens``: ``steplens run --nproc-per-node 2 --ui none`` (aggregator,
  run directory, summary; the ranks started by ``steplens _local-launch``).

    python bench/launch/start_time.py              # 5 rounds, medians
    python bench/launch/start_time.py --rounds 9
    python bench/launch/start_time.py --smoke      # CI: 1 round

Prints one line per launch and the medians; exits 1 if a launch failed.
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

JOB = textwrap.dedent("""
    import torch, torch.distributed as dist
    dist.init_process_group("gloo")
    t = torch.ones(1)
    dist.all_reduce(t)
    assert t.item() == dist.get_world_size()
    dist.destroy_process_group()
""")


def clean_env() -> dict[str, str]:
    env = dict(os.environ)
    for name in list(env):
        if name.startswith(("STEPLENS_", "TORCHELASTIC_")) or name in (
            "RANK",
            "LOCAL_RANK",
            "WORLD_SIZE",
            "MASTER_ADDR",
            "MASTER_PORT",
        ):
            del env[name]
    return env


def free_port() -> int:
    """A port free now and below the kernel's ephemeral range, as steplens
    picks MASTER_PORT (src/cli/run_launch.h): a port the kernel handed out can
    be taken by an outgoing connection before rank 0 listens on it."""
    lo = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for _ in range(64):
        port = random.randint(10000, max(10001, lo - 1))
        with socket.socket() as s:
            try:
                s.bind(("", port))
            except OSError:
                continue
            return port
    raise SystemExit("start_time: no free port below the ephemeral range")


def bare(script: Path, _: Path) -> int:
    port = str(free_port())
    procs = []
    for rank in (0, 1):
        env = clean_env()
        env.update(
            RANK=str(rank),
            LOCAL_RANK=str(rank),
            WORLD_SIZE="2",
            LOCAL_WORLD_SIZE="2",
            MASTER_ADDR="127.0.0.1",
            MASTER_PORT=port,
            OMP_NUM_THREADS="1",
        )
        procs.append(subprocess.Popen([sys.executable, str(script)], env=env))
    return max(p.wait(timeout=300) for p in procs)


def torchrun(script: Path, _: Path) -> int:
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2"]
    return subprocess.run(
        cmd + [str(script)], env=clean_env(), capture_output=True, timeout=300
    ).returncode


def steplens(script: Path, run_dir: Path) -> int:
    cli = Path(sys.executable).parent / "steplens"
    cmd = [str(cli), "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0"]
    return subprocess.run(
        cmd + ["--run-dir", str(run_dir), str(script)],
        env=clean_env(),
        capture_output=True,
        timeout=300,
    ).returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--smoke", action="store_true", help="1 round (CI)")
    args = ap.parse_args()
    rounds = 1 if args.smoke else args.rounds
    if rounds < 1:
        ap.error("--rounds must be 1 or more")
    ways = {"bare": bare, "torchrun": torchrun, "steplens": steplens}
    times: dict[str, list[float]] = {w: [] for w in ways}
    failed = 0
    with tempfile.TemporaryDirectory(prefix="steplens_start_") as tmp:
        script = Path(tmp) / "join.py"
        script.write_text(JOB)
        print(f"launch to end, 2 gloo ranks joining a group: {rounds} round(s), interleaved")
        for r in range(rounds):
            for name, way in ways.items():
                t0 = time.monotonic()
                code = way(script, Path(tmp) / f"run-{r}")
                took = time.monotonic() - t0
                print(f"  round {r + 1}  {name:<9} {took:6.2f} s  exit {code}", flush=True)
                if code != 0:
                    failed += 1
                else:
                    times[name].append(took)
    print(
        "median (s):  "
        + "   ".join(f"{w} {statistics.median(t):.2f}" if t else f"{w} —" for w, t in times.items())
    )
    if times["torchrun"] and times["steplens"]:
        saved = statistics.median(times["torchrun"]) - statistics.median(times["steplens"])
        print(f"steplens run vs torchrun alone: {saved:+.2f} s saved per launch")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
