"""False alarms on healthy runs: problem episodes with and without the
two-evaluation rule, measured side by side in the same runs.

Runs examples/faults/healthy.py (nothing injected) under `steplens run` N
times and reads summary.json: `timeline` holds the problem episodes
(severity warning or critical) the live timeline opened — a problem opens
one only when two consecutive evaluations agree — and
`diagnosis.suppressed_blips` counts the problems one evaluation saw and the
next did not confirm, each of which was an episode of its own under the
previous rule (one evaluation was enough). So per run: after = problem
episodes, before = problem episodes + suppressed blips.

    .venv/bin/python bench/diagnosis/false_alarms.py --runs 5
    .venv/bin/python bench/diagnosis/false_alarms.py --smoke
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--steps", type=int, default=1200)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--smoke", action="store_true", help="one short run")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.steps = 1, 200
    cli = Path(sys.executable).parent / "steplens"
    print(f"{'run':>3} {'evaluations':>11} {'episodes before':>16} {'after':>6} {'whole-run verdict':>24}")
    total_before = total_after = 0
    with tempfile.TemporaryDirectory(prefix="steplens_false_alarms_") as tmp:
        for i in range(args.runs):
            run_dir = Path(tmp) / f"run{i}"
            proc = subprocess.run(
                [str(cli), "run", "--ui", "none", "--nproc-per-node", str(args.ranks), "--run-dir",
                 str(run_dir), str(ROOT / "examples/faults/healthy.py"), "--steps", str(args.steps),
                 "--hidden", str(args.hidden)], capture_output=True, text=True, timeout=900)
            if proc.returncode != 0:
                sys.exit(f"false_alarms: run {i} failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
            d = json.loads((run_dir / "summary.json").read_text())["diagnosis"]
            after = sum(1 for e in d["timeline"] if e["severity"] in ("warning", "critical"))
            before = after + d["suppressed_blips"]
            total_before += before
            total_after += after
            verdict = d["step_time"]["label"] + (f" r{d['step_time']['rank']}" if d["step_time"]["rank"] is not None else "")
            print(f"{i:>3} {d['evaluations']:>11} {before:>16} {after:>6} {verdict:>24}")
    print(f"total: {total_before} problem episodes before, {total_after} after, over {args.runs} healthy runs")


if __name__ == "__main__":
    main()
