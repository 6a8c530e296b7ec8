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
    .venv/bin/python bench/diagnosis/false_alarms.py --ranks 4 --no-sync-hook
    .venv/bin/python bench/diagnosis/false_alarms.py --hidden 64 --device-ms 20  # host CPU free

Besides the episodes it prints, per run, the largest input and wait shares
of the step-time episodes' evidence in steplens.db (each episode keeps
its latest), i.e. how far a healthy run stays from the INPUT-BOUND and
WAIT-HEAVY thresholds.
    .venv/bin/python bench/diagnosis/false_alarms.py --smoke
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
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
    parser.add_argument("--smoke", action="store_true", help="one short run")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.steps = 1, 200
    cli = Path(sys.executable).parent / "steplens"
    env = dict(os.environ)
    if args.no_sync_hook:
        env["STEPLENS_SYNC_HOOK"] = "0"
    print(
        f"{'run':>3} {'evaluations':>11} {'episodes before':>16} {'after':>6} {'whole-run verdict':>24}"
        f" {'max input':>9} {'max wait':>8}"
    )
    total_before = total_after = 0
    with tempfile.TemporaryDirectory(prefix="steplens_false_alarms_") as tmp:
        for i in range(args.runs):
            run_dir = Path(tmp) / f"run{i}"
            proc = subprocess.run(
                [
                    str(cli),
                    "run",
                    "--ui",
                    "none",
                    "--nproc-per-node",
                    str(args.ranks),
                    "--run-dir",
                    str(run_dir),
                    str(ROOT / "examples/faults/healthy.py"),
                    "--steps",
                    str(args.steps),
                    "--hidden",
                    str(args.hidden),
                    "--device-ms",
                    str(args.device_ms),
                ],
                capture_output=True,
                text=True,
                timeout=900,
                env=env,
            )
            if proc.returncode != 0:
                sys.exit(
                    f"false_alarms: run {i} failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}"
                )
            d = json.loads((run_dir / "summary.json").read_text())["diagnosis"]
            after = sum(1 for e in d["timeline"] if e["severity"] in ("warning", "critical"))
            before = after + d["suppressed_blips"]
            total_before += before
            total_after += after
            verdict = d["step_time"]["label"] + (
                f" r{d['step_time']['rank']}" if d["step_time"]["rank"] is not None else ""
            )
            db = sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True)
            evidence = [
                json.loads(row[0] or "{}")
                for row in db.execute(
                    "SELECT evidence_json FROM diagnosis_episodes WHERE kind = 'step_time'"
                )
            ]
            db.close()

            def largest(key: str, evidence: list = evidence) -> str:
                values = [e.get(key) for e in evidence]
                values = [v for v in values if isinstance(v, (int, float))]
                return f"{max(values):.3f}" if values else "-"

            print(
                f"{i:>3} {d['evaluations']:>11} {before:>16} {after:>6} {verdict:>24}"
                f" {largest('input_share'):>9} {largest('wait_share'):>8}"
            )
            for e in d["timeline"]:
                if e["severity"] in ("warning", "critical"):
                    who = "" if e["rank"] is None else f" r{e['rank']}"
                    where = "" if e["phase"] is None else f" {e['phase']}"
                    print(
                        f"      false alarm: {e['kind']} {e['label']}{who}{where}, steps"
                        f" {e['start_step']}-{e['end_step']} (shown from {e.get('shown_step')})"
                    )
    print(
        f"total: {total_before} problem episodes before, {total_after} after, over {args.runs} healthy runs"
    )


if __name__ == "__main__":
    main()
