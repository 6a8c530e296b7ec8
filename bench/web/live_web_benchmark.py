"""Live dashboard cost and latency on a real run.

Starts a real 2-rank `steplens run` of examples/faults/input_straggler.py
twice over the same workload:

1. `--ui web` with one SSE client open (what a browser tab does), recording
   when each `step` event arrives (CLOCK_MONOTONIC, shared with the ranks on
   this host). After the run, each step's completion time is the latest
   `end_ns` over its ranks in steplens.db, so

       latency = event arrival - the step's end on its last rank

   covers everything between the training loop and the page: the recorder's
   flusher, ingest, alignment, the store's commit, the server's poll and the
   wire.
2. The steplens process's CPU (utime + stime from /proc/<pid>/stat) over the
   same mid-run window, once with `--ui web` + one client and once with
   `--ui none`; the difference is what the dashboard adds.

    .venv/bin/python bench/web/live_web_benchmark.py            # ~2 min
    .venv/bin/python bench/web/live_web_benchmark.py --smoke    # CI
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "faults" / "input_straggler.py"
CLK_TCK = os.sysconf("SC_CLK_TCK")


def steplens_cli() -> str:
    candidate = Path(sys.executable).parent / "steplens"
    return str(candidate) if candidate.exists() else "steplens"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime, stime


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    for name in (
        "STEPLENS_ENDPOINT",
        "STEPLENS_RUN_ID",
        "STEPLENS_RUN_DIR",
        "STEPLENS_TOKEN",
        "RANK",
        "LOCAL_RANK",
        "WORLD_SIZE",
    ):
        env.pop(name, None)
    return env


def start_run(run_dir: Path, ui: str, steps: int, port: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            steplens_cli(),
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            ui,
            "--port",
            str(port),
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            "--steps",
            str(steps),
            "--hidden",
            "64",
            "--delay-ms",
            "20",
        ],
        env=child_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def first_step_seen(run_dir: Path, proc: subprocess.Popen[str], timeout: float) -> None:
    """Waits until the database holds a step (the job is training)."""
    deadline = time.monotonic() + timeout
    db = run_dir / "steplens.db"
    while time.monotonic() < deadline and proc.poll() is None:
        if db.exists():
            try:
                with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as c:
                    if c.execute("SELECT count(*) FROM steps").fetchone()[0] > 0:
                        return
            except sqlite3.Error:
                pass
        time.sleep(0.2)
    raise SystemExit("the run did not start training in time")


def measure_cpu(pid: int, warmup_s: float, window_s: float) -> float:
    time.sleep(warmup_s)
    c0, t0 = cpu_seconds(pid), time.monotonic()
    time.sleep(window_s)
    return (cpu_seconds(pid) - c0) / (time.monotonic() - t0) * 100.0


def read_events(url: str, arrivals: dict[int, int], done: threading.Event) -> None:
    name = ""
    with urllib.request.urlopen(url, timeout=120) as resp:
        for raw in resp:
            line = raw.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: ") and name == "step":
                now = time.monotonic_ns()
                for point in json.loads(line[6:])["steps"]:
                    arrivals.setdefault(point["step"], now)
            elif name == "end":
                break
    done.set()


def web_run(tmp: Path, steps: int, warmup_s: float, window_s: float) -> tuple[list[float], float]:
    port = free_port()
    run_dir = tmp / "web"
    proc = start_run(run_dir, "web", steps, port)
    assert proc.stderr is not None
    line = proc.stderr.readline()
    if "dashboard at" not in line:
        raise SystemExit(f"no dashboard URL: {line!r}")
    runs = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/api/runs").read())
    run_id = runs["runs"][0]["id"]
    arrivals: dict[int, int] = {}
    done = threading.Event()
    reader = threading.Thread(
        target=read_events,
        daemon=True,
        args=(f"http://127.0.0.1:{port}/api/runs/{run_id}/events", arrivals, done),
    )
    reader.start()
    first_step_seen(run_dir, proc, 120)
    cpu = measure_cpu(proc.pid, warmup_s, window_s)
    proc.wait(timeout=600)
    done.wait(timeout=10)
    with sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True) as c:
        ends = dict(c.execute("SELECT step, max(end_ns) FROM steps GROUP BY step"))
    latencies = [(arrivals[s] - ends[s]) / 1e6 for s in arrivals if s in ends]
    return latencies, cpu


def none_run(tmp: Path, steps: int, warmup_s: float, window_s: float) -> float:
    run_dir = tmp / "none"
    proc = start_run(run_dir, "none", steps, 0)
    first_step_seen(run_dir, proc, 120)
    cpu = measure_cpu(proc.pid, warmup_s, window_s)
    proc.wait(timeout=600)
    return cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--window-s", type=float, default=30.0)
    parser.add_argument("--smoke", action="store_true", help="short runs, for CI")
    args = parser.parse_args()
    steps, warmup, window = args.steps, 3.0, args.window_s
    if args.smoke:
        steps, warmup, window = 200, 0.5, 2.0
    with tempfile.TemporaryDirectory(prefix="steplens_live_web_") as d:
        tmp = Path(d)
        latencies, cpu_web = web_run(tmp, steps, warmup, window)
        cpu_none = none_run(tmp, steps, warmup, window)
    if not latencies:
        raise SystemExit("no step event arrived")
    latencies.sort()
    p95 = latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))]
    print(f"live web dashboard: 2 ranks, {steps} steps of input_straggler.py")
    print(
        f"step completion -> SSE event, over {len(latencies)} steps: "
        f"median {statistics.median(latencies):.0f} ms, p95 {p95:.0f} ms, "
        f"max {latencies[-1]:.0f} ms"
    )
    print(
        f"steplens process CPU over {window:.0f} s mid-run: --ui web + 1 SSE client "
        f"{cpu_web:.1f}% of a core, --ui none {cpu_none:.1f}%; "
        f"the dashboard adds {cpu_web - cpu_none:+.1f} points"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
