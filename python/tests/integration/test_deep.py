"""Deep mode names the layer (real 2-rank gloo DDP, DESIGN.md §8).

One short run of examples/faults/layer_straggler.py under ``steplens run
--deep=every``: on rank 1, ``blocks.1`` sleeps in its forward and
``blocks.2.mlp`` in its backward (the larger delay). The verdict is a
COMPUTE STRAGGLER in backward whose evidence names ``blocks.2.mlp``; the
per-module figures show ``blocks.1``'s forward excess on rank 1; the store
keeps them for ``steplens report``.

    pytest -m slow python/tests/integration/test_deep.py
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env, run_example

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
SCRIPT = REPO_ROOT / "examples" / "faults" / "layer_straggler.py"
STEPS = 40
FORWARD_MS = 10.0
BACKWARD_MS = 25.0

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def run(cli: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    run_dir = tmp_path_factory.mktemp("deep") / "run"
    summary = run_example(
        cli,
        run_dir,
        SCRIPT,
        "--steps",
        str(STEPS),
        "--hidden",
        "64",
        "--forward-ms",
        str(FORWARD_MS),
        "--delay-ms",
        str(BACKWARD_MS),
        run_flags=("--deep=every",),
    )
    return run_dir, summary


def _modules(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    assert doc["layers"] is not None, "no per-module figures"
    return {m["name"]: m for m in doc["layers"]["modules"]}


def test_the_verdict_names_the_slow_layer(run) -> None:  # type: ignore[no-untyped-def]
    _, summary = run
    verdict = summary["diagnosis"]["step_time"]
    assert (verdict["label"], verdict["rank"], verdict["phase"]) == (
        "COMPUTE STRAGGLER",
        1,
        "backward",
    ), verdict
    assert verdict["evidence"]["layer"] == "blocks.2.mlp", verdict["evidence"]
    # Sleeps only add: at least most of the injected delay, on a loaded host too.
    assert verdict["evidence"]["layer_excess_ms"] >= 0.8 * BACKWARD_MS, verdict["evidence"]
    assert "in `blocks.2.mlp`" in verdict["summary"], verdict["summary"]


def test_per_module_figures_show_forward_and_backward_per_rank(run) -> None:  # type: ignore[no-untyped-def]
    _, summary = run
    modules = _modules(summary)
    names = list(modules)
    assert names[:3] == ["embed", "blocks", "head"]  # shallowest first, as named_modules names them
    assert {"blocks.1", "blocks.2.mlp", "blocks.3.mlp.down"} <= set(names)
    slow_fwd = modules["blocks.1"]["forward"]
    assert slow_fwd["worst_rank"] == 1
    # Two ranks: the median is their mean, so worst - median is half the excess.
    assert slow_fwd["worst_ms"] - slow_fwd["median_ms"] >= 0.4 * FORWARD_MS, slow_fwd
    slow_bwd = modules["blocks.2.mlp"]["backward"]
    assert slow_bwd["worst_rank"] == 1
    assert slow_bwd["worst_ms"] - slow_bwd["median_ms"] >= 0.4 * BACKWARD_MS, slow_bwd
    assert modules["embed"]["backward"]["median_ms"] is None  # not measured, never 0
    assert modules["blocks.0.attn"]["activation_bytes"] > 0
    assert all(m["steps"] >= STEPS - 2 for m in modules.values())


def test_report_reads_the_figures_back_from_the_store(run, cli: str) -> None:  # type: ignore[no-untyped-def]
    run_dir, summary = run
    proc = subprocess.run(
        [cli, "report", str(run_dir), "--json"],
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    report = json.loads(proc.stdout)
    assert _modules(report).keys() == _modules(summary).keys()
    assert report["diagnosis"]["step_time"]["evidence"].get("layer") == "blocks.2.mlp"
