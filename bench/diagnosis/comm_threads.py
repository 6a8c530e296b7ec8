"""DDP's exposed all-reduce beside the rank's other threads' run-queue wait:
the two figures the COMM-BOUND rule compares (docs/reference/diagnoses.md,
"COMM-BOUND", kCommThreadsStarvedFraction in diagnosis/thresholds.h).

Runs examples/faults/healthy.py (nothing injected) on 2 gloo ranks under
`steplens run` N times. Per run it prints the median rank's exposed
gradient sync as a share of the iteration from summary.json's phase table
(gross: the wait for the last rank's arrival included, which the rule takes
out, so the ratio below is a lower bound of the rule's own; the rule's net
share is the "every rank N%+" of its note),
each rank's mean `others_wait_pct` + `main_wait_pct` from steplens.db (its
threads, summed: % of wall time runnable but waiting for a CPU), the
ratio of the two that the rule compares with 1/3, the host CPU, and the
verdict with its comm_bound_note.

    .venv/bin/python bench/diagnosis/comm_threads.py --runs 3
    .venv/bin/python bench/diagnosis/comm_threads.py --device-ms 10  # host CPU freer
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULE_FRACTION = 1 / 3  # diagnosis/thresholds.h kCommThreadsStarvedFraction


def one_run(cli: str, run_dir: Path, args: argparse.Namespace) -> str:
    cmd = [cli, "run", "--nproc-per-node", str(args.ranks), "--ui", "none", "--port", "0"]
    cmd += ["--run-dir", str(run_dir), str(ROOT / "examples" / "faults" / "healthy.py")]
    cmd += ["--steps", str(args.steps), "--hidden", str(args.hidden)]
    if args.device_ms > 0:
        cmd += ["--device-ms", str(args.device_ms)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    if done.returncode != 0:
        return f"run failed ({done.returncode}): {done.stderr.strip()[-300:]}"
    summary = json.loads((run_dir / "summary.json").read_text())
    step = summary["diagnosis"]["step_time"]
    evidence = step.get("evidence") or {}
    iteration = evidence.get("median_iteration_ms")
    exposed = (summary["step_time"]["phases"].get("sync (exposed)") or {}).get("median_ms")
    share = exposed / iteration if exposed and iteration else float("nan")
    with sqlite3.connect(run_dir / "steplens.db") as db:
        waits = [
            w
            for (w,) in db.execute(
                "SELECT avg(others_wait_pct) + avg(coalesce(main_wait_pct, 0)) "
                "FROM process_samples GROUP BY rank ORDER BY rank"
            )
            if w is not None
        ]
    wait = statistics.median(waits) if waits else float("nan")
    ratio = wait / 100 / share if share > 0 else float("nan")
    cpu = (summary.get("system") or {}).get("hosts", [{}])[0].get("cpu_pct_mean")
    note = evidence.get("comm_bound_note") or "-"
    return (
        f"gross exposed {100 * share:5.1f} % of {iteration} ms | threads' wait by rank "
        f"{', '.join(f'{w:.1f}' for w in waits)} % | ratio {ratio:.2f} "
        f"({'>=' if ratio >= RULE_FRACTION else '<'} 1/3) | host CPU {cpu} | "
        f"{step['label']} | note: {note}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ranks", type=int, default=2)
    parser.add_argument("--steps", type=int, default=1200)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--device-ms", type=float, default=0.0)
    parser.add_argument("--cli", default=str(ROOT / ".venv" / "bin" / "steplens"))
    args = parser.parse_args()
    if not Path(args.cli).exists():
        print(f"no steplens CLI at {args.cli}: run scripts/setup.sh first", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="steplens-comm-threads-") as tmp:
        for i in range(args.runs):
            print(f"run {i + 1}: {one_run(args.cli, Path(tmp) / f'run{i}', args)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
