"""Time to detect: steps from a fault's onset to the first correct live label.

Runs every fault example of examples/faults/ under `steplens run` with a
healthy start (`--onset N`: the fault begins at step N, after a full healthy
window) and reads the live diagnosis timeline that the aggregator wrote to
the run's database (table diagnosis_episodes, one row per stretch of one
verdict; start_step = the last complete step of the first window that gave
it, shown_step = that of the window that confirmed it, from which the live
views showed it). Prints, per example, the step from which the expected
label was shown, the delay in steps (and in seconds at the run's mean step
rate), the delay to the first window that gave it ("seen"), and any other
label seen after the onset before the expected one.

The live aggregator evaluates the window every 250 ms or every 2 new steps,
whichever comes first, so a delay is exact to within the steps of one
evaluation (printed as "stride"). "confirm" is the distance in steps from
the first window that gave the label to the one that confirmed it (12, or
250 ms of slow steps; 4 for a straggler on a host below 50% CPU).

    .venv/bin/python bench/diagnosis/time_to_detect.py            # all, 2 ranks
    .venv/bin/python bench/diagnosis/time_to_detect.py --only backward_straggler
    .venv/bin/python bench/diagnosis/time_to_detect.py --smoke    # one short run
    .venv/bin/python bench/diagnosis/time_to_detect.py --no-sync-hook  # durations only
    .venv/bin/python bench/diagnosis/time_to_detect.py --hidden 64 --device-ms 20  # host CPU free

With --no-sync-hook (STEPLENS_SYNC_HOOK=0, no arrival times) a rank slow
inside backward cannot be named from durations (docs/reference/diagnoses.md),
so backward_straggler is left out; every run also reports any step-time
verdict after the onset that named a rank other than the slow one
("victim named").
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FAULTS = ROOT / "examples" / "faults"

# example -> (kind, expected label, rank or None, phase or None)
EXPECTED: dict[str, tuple[str, str, int | None, str | None]] = {
    "input_bound": ("step_time", "INPUT-BOUND", None, None),
    "input_straggler": ("step_time", "INPUT STRAGGLER", 1, None),
    "forward_straggler": ("step_time", "COMPUTE STRAGGLER", 1, "forward"),
    "backward_straggler": ("step_time", "COMPUTE STRAGGLER", 1, "backward"),
    "optimizer_straggler": ("step_time", "COMPUTE STRAGGLER", 1, "optimizer"),
    "wait_heavy": ("step_time", "WAIT-HEAVY", None, None),
    "memory_creep": ("step_memory", "MEMORY CREEP (EARLY)", None, None),
}


def steplens_cli() -> str:
    candidate = Path(sys.executable).parent / "steplens"
    if not candidate.exists():
        sys.exit(f"time_to_detect: {candidate} not found; run `bash scripts/setup.sh` first")
    return str(candidate)


def run_fault(
    name: str,
    onset: int,
    after: int,
    ranks: int,
    hidden: int,
    work: Path,
    no_sync_hook: bool = False,
    device_ms: float = 0.0,
) -> dict:
    run_dir = work / name
    cmd = [
        steplens_cli(),
        "run",
        "--ui",
        "none",
        "--nproc-per-node",
        str(ranks),
        "--run-dir",
        str(run_dir),
        "--port",
        "0",
        str(FAULTS / f"{name}.py"),
        "--hidden",
        str(hidden),
        "--steps",
        str(onset + after),
        "--onset",
        str(onset),
        "--device-ms",
        str(device_ms),
    ]
    env = dict(os.environ)
    if no_sync_hook:
        env["STEPLENS_SYNC_HOOK"] = "0"
    started = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
    wall = time.monotonic() - started
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-15:])
        raise RuntimeError(f"{name}: steplens run exited {proc.returncode}\n{tail}")
    summary = json.loads((run_dir / "summary.json").read_text())
    db = sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True)
    rows = db.execute(
        "SELECT kind, label, rank, phase, start_step, end_step, shown_step"
        " FROM diagnosis_episodes ORDER BY id"
    ).fetchall()
    db.close()
    kind, label, rank, phase = EXPECTED[name]
    hit = seen = confirm = None
    others = []
    wrong_rank = sorted(
        {
            rk
            for k, _, rk, _, _, end, _ in rows
            if k == "step_time" and rk is not None and rk != rank and end >= onset
        }
    )
    for k, lab, rk, ph, start, end, shown in rows:
        if k != kind or end < onset:
            continue
        if lab == label and (rank is None or rk == rank) and (phase is None or ph == phase):
            if hit is None:
                # An episode open before the onset was shown before it.
                hit = max(start if shown is None else shown, onset)
                seen = max(start, onset)
                # Steps from the first window that gave it to the one that
                # confirmed it (4 on a quiet host, else 12 or 250 ms).
                confirm = None if shown is None else shown - start
        elif hit is None and start >= onset:
            others.append(f"{lab}{'' if rk is None else f' r{rk}'}@{start}")
    steps = summary["run"]["steps_completed"]
    evaluations = summary["diagnosis"].get("evaluations") or 0
    result = {
        "example": name,
        "expected": label + ("" if rank is None else f" r{rank}") + (f" {phase}" if phase else ""),
        "onset": onset,
        "detected_at": hit,
        "delay_steps": None if hit is None else hit - onset + 1,
        "seen_steps": None if seen is None else seen - onset + 1,
        "delay_s": None
        if hit is None or not summary["run"]["steps_per_sec"]
        else round((hit - onset + 1) / summary["run"]["steps_per_sec"], 2),
        "stride": round(steps / evaluations, 1) if evaluations else None,
        "confirm": "-" if confirm is None else confirm,
        "before": ", ".join(others) or "-",
        "victim_named": ",".join(map(str, wrong_rank)) or "-",
        "wall_s": round(wall, 1),
        "final": summary["diagnosis"][kind]["label"],
    }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onset", type=int, default=100, help="healthy steps before the fault")
    parser.add_argument("--after", type=int, default=200, help="steps with the fault")
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--hidden", type=int, default=256, help="MLP width (step size)")
    parser.add_argument("--only", action="append", choices=sorted(EXPECTED))
    parser.add_argument("--smoke", action="store_true", help="one short run (CI)")
    parser.add_argument(
        "--no-sync-hook",
        action="store_true",
        help="STEPLENS_SYNC_HOOK=0: no arrival times, the duration fallback",
    )
    parser.add_argument(
        "--device-ms",
        type=float,
        default=0.0,
        help="every rank's forward also sleeps this long (device time: the host CPU stays free)",
    )
    args = parser.parse_args()
    names = args.only or sorted(EXPECTED)
    if args.no_sync_hook:
        names = [n for n in names if n != "backward_straggler"]
    if args.smoke:
        names, args.onset, args.after = ["input_straggler"], 30, 100
    with tempfile.TemporaryDirectory(prefix="steplens-ttd-") as tmp:
        results = []
        for name in names:
            print(f"running {name} (onset {args.onset}, {args.after} faulty steps)...", flush=True)
            results.append(
                run_fault(
                    name,
                    args.onset,
                    args.after,
                    args.ranks,
                    args.hidden,
                    Path(tmp),
                    args.no_sync_hook,
                    args.device_ms,
                )
            )
    cols = [
        "example",
        "expected",
        "onset",
        "detected_at",
        "delay_steps",
        "delay_s",
        "seen_steps",
        "stride",
        "confirm",
        "before",
        "victim_named",
        "final",
        "wall_s",
    ]
    print()
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for r in results:
        print("| " + " | ".join("-" if r[c] is None else str(r[c]) for c in cols) + " |")
    missed = [r["example"] for r in results if r["detected_at"] is None]
    if missed:
        print(f"not detected: {', '.join(missed)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
