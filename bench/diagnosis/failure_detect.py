"""Time to detect failures: a rank's death and a hang, live, and the summary.

Runs examples/faults/crash.py and hang.py under `steplens run --ui web` (2
ranks) and polls the live dashboard API (GET /api/runs/<id>/window, every
50 ms) for the health verdict. All times are CLOCK_MONOTONIC on this host:
- fault: when the faulty rank injects it (the example prints
  "steplens-example: fault at monotonic T");
- detected: when the window's health first says the expected label and rank;
- job end: the last rank's exit record (<run-dir>/ranks/*.exit, mono_ns);
- summary: when <run-dir>/summary.json first exists.
The hang runs are ended with SIGINT once HANG was seen, at the default hang
limit (max(20 x median step, 20 s)) unless --hang-after is given.

    .venv/bin/python bench/diagnosis/failure_detect.py
    .venv/bin/python bench/diagnosis/failure_detect.py --smoke   # the exception case only
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FAULTS = ROOT / "examples" / "faults"

# name -> (example, its arguments, expected label)
CASES = {
    "exception": ("crash.py", ["--how", "exception"], "RANK FAILED"),
    "sigkill": ("crash.py", ["--how", "sigkill"], "RANK FAILED"),
    "sigsegv": ("crash.py", ["--how", "sigsegv"], "RANK FAILED"),
    "hang_forward": ("hang.py", ["--where", "forward"], "HANG"),
    "hang_outside": ("hang.py", ["--where", "outside"], "HANG"),
}


def steplens_cli() -> str:
    candidate = Path(sys.executable).parent / "steplens"
    if not candidate.exists():
        sys.exit(f"failure_detect: {candidate} not found; run `bash scripts/setup.sh` first")
    return str(candidate)


def get_json(url: str) -> dict | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as r:
            return json.loads(r.read())
    except Exception:  # noqa: BLE001 - the server is starting or gone
        return None


def run_case(name: str, work: Path, hang_after: float | None, hidden: int) -> dict:
    example, args, label = CASES[name]
    run_dir = work / name
    opts = ["--hang-after", str(hang_after)] if hang_after else []
    cmd = [
        steplens_cli(),
        "run",
        "--ui",
        "web",
        "--port",
        "0",
        "--nproc-per-node",
        "2",
        *opts,
        "--run-dir",
        str(run_dir),
        str(FAULTS / example),
        "--hidden",
        str(hidden),
        "--onset",
        "100",
        "--steps",
        "100000",
        *args,
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    marks: dict[str, float] = {}
    url: list[str] = []

    def read_out() -> None:
        for line in proc.stdout:  # type: ignore[union-attr]
            m = re.search(r"steplens-example: fault at monotonic ([0-9.]+)", line)
            if m:
                marks["fault"] = float(m.group(1))

    def read_err() -> None:
        for line in proc.stderr:  # type: ignore[union-attr]
            m = re.search(r"dashboard at (http://[^/\s]+)", line)  # without ?token=
            if m:
                url.append(m.group(1).rstrip("/"))

    threading.Thread(target=read_out, daemon=True).start()
    threading.Thread(target=read_err, daemon=True).start()
    deadline = time.monotonic() + 300
    run_id = None
    while time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.05)
        if not url:
            continue
        if run_id is None:
            runs = get_json(url[0].split("?")[0] + "/api/runs")
            run_id = runs["runs"][0]["id"] if runs and runs.get("runs") else None
            continue
        win = get_json(f"{url[0].split('?')[0]}/api/runs/{run_id}/window")
        health = (win or {}).get("diagnosis", {}).get("health") or {}
        if health.get("label") == label and health.get("rank") == 1:
            marks["detected"] = time.monotonic()
            break
    if "detected" in marks and label == "HANG":
        proc.send_signal(signal.SIGINT)
    while time.monotonic() < deadline and not (run_dir / "summary.json").exists():
        time.sleep(0.05)
    marks["summary"] = time.monotonic()
    proc.wait(timeout=60)
    exits = [
        int(line.split("=")[1]) / 1e9
        for f in (run_dir / "ranks").glob("*.exit")
        for line in f.read_text().splitlines()
        if line.startswith("mono_ns=")
    ]
    if exits:
        marks["job_end"] = max(exits)
    final = json.loads((run_dir / "summary.json").read_text())["diagnosis"]["health"]
    return {"marks": marks, "final": final}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(CASES), action="append")
    parser.add_argument(
        "--hang-after",
        type=float,
        default=None,
        help="seconds (default: steplens' automatic limit)",
    )
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--smoke", action="store_true", help="the exception case only")
    args = parser.parse_args()
    names = ["exception"] if args.smoke else (args.only or list(CASES))
    print(f"{'case':14} {'final verdict':26} {'detect s':>9} {'summary s':>10}")
    failed = False
    with tempfile.TemporaryDirectory(prefix="steplens_failure_detect_") as tmp:
        for name in names:
            r = run_case(name, Path(tmp), args.hang_after, args.hidden)
            m, final = r["marks"], r["final"]
            detect = m["detected"] - m["fault"] if "detected" in m and "fault" in m else None
            after = m["summary"] - m["job_end"] if "job_end" in m else None
            verdict = f"{final['label']} rank {final['rank']}"
            ok = detect is not None and final["rank"] == 1
            failed = failed or not ok
            print(
                f"{name:14} {verdict:26} {detect if detect is None else f'{detect:9.2f}'} "
                f"{'-' if after is None else f'{after:10.2f}'}"
                + ("" if ok else "   <- not detected")
            )
    if failed and args.smoke:
        sys.exit(1)


if __name__ == "__main__":
    main()
