"""Setup facts end to end (issue 30, items 3 and 4): two small 2-rank gloo runs
under `steplens run` that differ in OMP_NUM_THREADS. One run checks
summary.json's `environment` (torch version, the variable, a secret-named
variable by name only: its value nowhere in the run directory), the
configuration findings (NO DISTRIBUTED SAMPLER, UNUSED-PARAMETER SEARCH from
the ranks' gradient probe, BATCHNORM WITHOUT SYNC),
`report` from the database; `compare` of the two prints the variable first.

pytest -m slow python/tests/integration/test_setup_facts.py
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import launcher_free_env

torch = pytest.importorskip("torch")

JOB = Path(__file__).resolve().parent / "setup_facts_job.py"
SECRET_NAME = "TORCH_STEPLENS_TEST_API_TOKEN"
SECRET_VALUE = "s3cr3t-4f9a-never-stored"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def two_runs(cli: str, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """Runs A (OMP_NUM_THREADS=1) and B (=2) side by side: (dirs, procs)."""
    base = tmp_path_factory.mktemp("setup")
    runs = []
    for threads in ("1", "2"):
        run_dir = base / f"omp{threads}"
        env = launcher_free_env()
        env["OMP_NUM_THREADS"] = threads
        env[SECRET_NAME] = SECRET_VALUE
        cmd = [cli, "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0"]
        cmd += ["--run-dir", str(run_dir), str(JOB)]
        proc = subprocess.Popen(
            cmd, cwd=base, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        runs.append((run_dir, proc))
    done = []
    for run_dir, proc in runs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, out[-3000:] + err[-3000:]
        done.append(run_dir)
    return done


def test_environment_config_findings_and_no_secret_value(two_runs, cli: str) -> None:  # type: ignore[no-untyped-def]
    run_dir = two_runs[0]
    summary = json.loads((run_dir / "summary.json").read_text())
    env = summary["environment"]
    assert env["ranks_reporting"] == 2
    assert env["torch"] == torch.__version__
    assert env["python"] and env["steplens"]
    assert env["variables"]["OMP_NUM_THREADS"] == "1"
    assert SECRET_NAME in env["secret_variables"]
    assert SECRET_NAME not in env["variables"]
    assert "setup_facts_job.py" in env["command"]
    assert env["differences"] == [], env["differences"]
    if not Path("/proc/driver/nvidia/version").exists():  # CPU only: no CUDA facts
        assert env["cuda"] is None and env["nccl"] is None and env["driver"] is None
    labels = [c["label"] for c in summary["diagnosis"]["config"]]
    assert labels == [
        "NO DISTRIBUTED SAMPLER",
        "UNUSED-PARAMETER SEARCH",
        "BATCHNORM WITHOUT SYNC",
    ], labels
    for c in summary["diagnosis"]["config"]:
        assert c["severity"] in ("info", "warning") and c["action"]
    assert summary["diagnosis"]["config"][0]["evidence"]["sampler"] == "RandomSampler"
    assert summary["diagnosis"]["config"][1]["evidence"]["steps_checked"] == 5
    # The value is nowhere: not in summary.json, the database, logs, spool files.
    for path in run_dir.rglob("*"):
        if path.is_file():
            assert SECRET_VALUE.encode() not in path.read_bytes(), path
    # `report` rebuilds from the database (the meta table holds the facts).
    report = subprocess.run(
        [cli, "report", str(run_dir)], capture_output=True, text=True, timeout=120, check=True
    ).stdout
    assert "NO DISTRIBUTED SAMPLER" in report and "BATCHNORM WITHOUT SYNC" in report
    assert "OMP_NUM_THREADS=1" in report
    assert SECRET_VALUE not in report
    # The end-of-run System and Process blocks (issue 30, item 5), from the
    # samples in the database: this host's CPU and RAM, each rank's peaks.
    system = report[report.index("\nSystem\n") :]
    assert "CPU mean" in system and "RAM max" in system, report
    process = report[report.index("\nProcess\n") :]
    for rank in ("r0", "r1"):
        line = next(ln for ln in process.splitlines() if ln.strip().startswith(rank))
        assert "RSS peak" in line and "RSS peak —" not in line, line


def test_compare_prints_the_environment_difference_first(two_runs, cli: str) -> None:  # type: ignore[no-untyped-def]
    a, b = two_runs
    out = subprocess.run(
        [cli, "compare", str(a), str(b)], capture_output=True, text=True, timeout=120, check=True
    ).stdout
    assert "OMP_NUM_THREADS" in out, out
    assert out.index("OMP_NUM_THREADS") < out.index("step time"), out
    block = out[out.index("OMP_NUM_THREADS") :]
    assert "A: 1" in block and "B: 2" in block, out
    assert SECRET_VALUE not in out
    comparison = json.loads(
        subprocess.run(
            [cli, "compare", "--json", str(a), str(b)],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        ).stdout
    )
    keys = [c["key"] for c in comparison["environment"]]
    assert "OMP_NUM_THREADS" in keys and SECRET_NAME not in keys, keys
