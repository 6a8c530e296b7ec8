"""Reliability measurements of `steplens run` under the faults of issue 12.

stopped   a job printing 200 B per step; `steplens run` is SIGSTOPped for
          --stop-s seconds mid-run: the longest gap between two steps of the
          job (the job must not freeze) and whether stdout.log is whole.
flood     --connections connections to the ingest port, each sending the
          start of a --frame-bytes frame (default 1 MiB) and up to 64 KiB of
          it, held open: the steplens process's RSS before, at the peak, and
          after they close.

.venv/bin/python bench/reliability/faults.py stopped [--stop-s 20]
.venv/bin/python bench/reliability/faults.py flood [--connections 2000]
.venv/bin/python bench/reliability/faults.py --smoke     (both, small; CI)
"""

from __future__ import annotations

import argparse
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STEPLENS = Path(sys.executable).parent / "steplens"

STEPPER = """
import sys, time
steps = int(sys.argv[1]); period = float(sys.argv[2]); out = open(sys.argv[3], "w")
for i in range(steps):
    time.sleep(period)
    print(f"step {i:06d} " + "x" * 188, flush=True)
    out.write(f"{time.monotonic()}\\n"); out.flush()
"""


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def start_run(tmp: Path, script_args: list[str], extra: list[str]) -> subprocess.Popen:
    script = tmp / "job.py"
    script.write_text(STEPPER)
    return subprocess.Popen(
        [
            str(STEPLENS),
            "run",
            "--ui",
            "none",
            "--run-dir",
            str(tmp / "run"),
            *extra,
            str(script),
            *script_args,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )


def stopped(stop_s: float, steps: int, period: float) -> None:
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        stamps = tmp / "stamps"
        proc = start_run(tmp, [str(steps), str(period), str(stamps)], [])
        # Nobody reads steplens's stdout while it is stopped either.
        time.sleep(min(3.0, steps * period / 4))
        os.kill(proc.pid, signal.SIGSTOP)
        time.sleep(stop_s)
        os.kill(proc.pid, signal.SIGCONT)
        out, _ = proc.communicate(timeout=steps * period + 120)
        times = [float(x) for x in stamps.read_text().split()]
        gap = max(b - a for a, b in zip(times, times[1:])) if len(times) > 1 else float("nan")
        log_lines = sum(
            1
            for line in (tmp / "run" / "stdout.log").read_text().splitlines()
            if line.startswith("step ")
        )
        shown = out.decode(errors="replace")
        print(
            f"stopped: steplens SIGSTOPped {stop_s:.0f} s; job steps {len(times)}/{steps}, "
            f"longest gap between steps {gap * 1000:.0f} ms (period {period * 1000:.0f} ms); "
            f"stdout.log step lines {log_lines}/{steps}; "
            f"drop notice on the terminal: {'yes' if 'not shown here' in shown else 'no'}; "
            f"exit {proc.returncode}"
        )
        if len(times) != steps or log_lines != steps or proc.returncode != 0:
            sys.exit("stopped: FAILED")


def flood(connections: int, frame_bytes: int = 1 << 20) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, connections + 256)), hard))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        proc = start_run(tmp, ["100000", "0.05", str(tmp / "stamps")], ["--ingest-port", str(port)])
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        time.sleep(0.5)
        base = rss_mb(proc.pid)
        frame = (
            frame_bytes.to_bytes(4, "little") + b"\x01" + b"x" * min(64 * 1024, frame_bytes // 2)
        )
        socks, peak = [], base
        for i in range(connections):
            try:
                c = socket.create_connection(("127.0.0.1", port), timeout=2)
                c.setblocking(False)
                try:
                    c.send(frame)
                except OSError:
                    pass
                socks.append(c)
            except OSError:
                pass
            if i % 100 == 99:
                peak = max(peak, rss_mb(proc.pid))
        time.sleep(1.0)
        peak = max(peak, rss_mb(proc.pid))
        for c in socks:
            c.close()
        time.sleep(2.0)
        after = rss_mb(proc.pid)
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
        print(
            f"flood: {connections} connections each with an unfinished {frame_bytes} B frame: steplens RSS "
            f"{base:.1f} MB before, {peak:.1f} MB peak, {after:.1f} MB after"
        )
        if peak > 100:
            sys.exit("flood: FAILED (peak RSS above 100 MB)")


def main() -> None:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("what", nargs="?", choices=["stopped", "flood"])
    p.add_argument("--stop-s", type=float, default=20.0)
    p.add_argument("--steps", type=int, default=3000)
    p.add_argument("--period", type=float, default=0.01)
    p.add_argument("--connections", type=int, default=2000)
    p.add_argument(
        "--frame-bytes",
        type=int,
        default=1 << 20,
        help="announced length of the unfinished frame (8192 or less: held until the HELLO deadline)",
    )
    p.add_argument("--smoke", action="store_true")
    a = p.parse_args()
    if a.smoke:
        stopped(2.0, 300, 0.01)
        flood(200)
    elif a.what == "stopped":
        stopped(a.stop_s, a.steps, a.period)
    elif a.what == "flood":
        flood(a.connections, a.frame_bytes)
    else:
        p.error("say stopped, flood or --smoke")


if __name__ == "__main__":
    main()
