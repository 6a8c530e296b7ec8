"""`steplens export` on a real 2-rank gloo DDP run (slow: ~20 s for the run).

pytest -m slow python/tests/integration/test_export_cli.py
"""

from __future__ import annotations

import csv
import json
import subprocess
from pathlib import Path

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"
STEPS = 40

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def run_dir(cli: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    run_dir = tmp_path_factory.mktemp("export") / "run"
    proc = subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            "--steps",
            str(STEPS),
            "--hidden",
            "32",
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    return run_dir


def _export(cli: str, *args: str) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    return subprocess.run([cli, "export", *args], capture_output=True, text=True, timeout=120)


def test_csv_and_jsonl_have_a_row_per_step_and_rank(
    cli: str, run_dir: Path, tmp_path: Path
) -> None:
    out = tmp_path / "steps.csv"
    proc = _export(cli, str(run_dir), "--format", "csv", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 2 * STEPS
    assert {(int(r["step"]), int(r["rank"])) for r in rows} == {
        (s, r) for s in range(STEPS) for r in (0, 1)
    }
    for r in rows:
        for phase in ("forward_ms", "backward_ms", "optimizer_ms", "step_ms"):
            assert float(r[phase]) > 0, (phase, r)

    proc = _export(cli, str(run_dir), "--format", "jsonl", "--steps", "10:19", "--ranks", "1")
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [(x["step"], x["rank"]) for x in lines] == [(s, 1) for s in range(10, 20)]


def test_perfetto_trace_has_a_process_per_rank(cli: str, run_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "trace.json"
    proc = _export(cli, str(run_dir), "--format", "perfetto", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    events = json.loads(out.read_text())["traceEvents"]
    names = {
        e["pid"]: e["args"]["name"]
        for e in events
        if e["ph"] == "M" and e["name"] == "process_name"
    }
    assert names[0].startswith("rank 0 (") and names[1].startswith("rank 1 (")
    steps = [e for e in events if e["ph"] == "X" and e["tid"] == 1]
    assert len(steps) == 2 * STEPS
    # One clock: the same step begins within a few ms on both ranks (DDP
    # keeps them in lock step).
    begin = {(e["pid"], e["args"]["step"]): e["ts"] for e in steps}
    assert abs(begin[(0, 20)] - begin[(1, 20)]) < 50_000
    assert {e["name"] for e in events if e["ph"] == "X" and e["tid"] == 2} >= {
        "forward",
        "backward",
        "optimizer",
    }


def test_user_mistakes_are_one_sentence(cli: str, run_dir: Path, tmp_path: Path) -> None:
    missing = _export(cli, str(tmp_path / "nope"), "--format", "csv")
    assert missing.returncode == 1
    assert missing.stderr.count("\n") == 1 and "Traceback" not in missing.stderr
    out = tmp_path / "exists.csv"
    out.write_text("keep me")
    refused = _export(cli, str(run_dir), "--format", "csv", "-o", str(out))
    assert refused.returncode == 1 and "--force" in refused.stderr
    assert out.read_text() == "keep me"
    forced = _export(cli, str(run_dir), "--format", "csv", "-o", str(out), "--force")
    assert forced.returncode == 0 and out.read_text().startswith("step,rank,")
    bad = _export(cli, str(run_dir), "--format", "csv", "--steps", "9:3")
    assert bad.returncode == 2 and "--steps" in bad.stderr
    no_format = _export(cli, str(run_dir))
    assert no_format.returncode == 2
