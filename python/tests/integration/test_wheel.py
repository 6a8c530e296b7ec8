"""The wheel in a user's own virtual environment that already has torch
(slow: ~1 min).

Builds the wheel (pip wheel, reusing the CMake build directory of
scripts/setup.sh), creates a fresh venv whose torch comes from this
environment through a .pth file (no second download, no steplens in it),
installs the wheel there and runs a 2-rank job with that venv's `steplens`.

    pytest -m slow python/tests/integration/test_wheel.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"
NOT_SHARED = (
    "steplens",
    "pip",
    "setuptools",
    "_distutils_hack",
    "__pycache__",
    "distutils-precedence",
)

pytestmark = pytest.mark.slow


def _share_site_packages_without_steplens(target: Path) -> None:
    """target/: symlinks to this environment's packages, steplens left out."""
    target.mkdir()
    for entry in Path(sysconfig.get_paths()["purelib"]).iterdir():
        if entry.name.startswith(NOT_SHARED) or entry.suffix == ".pth":
            continue
        (target / entry.name).symlink_to(entry)


def test_wheel_installs_into_an_existing_venv_with_torch(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(REPO_ROOT),
            "--no-build-isolation",
            "--no-deps",
            "-q",
            "-w",
            str(dist),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = dist.glob("steplens-*.whl")

    venv = tmp_path / "user-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    py = venv / "bin" / "python"
    purelib = subprocess.run(
        [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    shared = tmp_path / "torch-site"
    _share_site_packages_without_steplens(shared)
    Path(purelib, "user-torch.pth").write_text(f"{shared}\n")
    env = launcher_free_env()
    env.pop("STEPLENS_PYTHON", None)
    env["PATH"] = f"{venv / 'bin'}:/usr/bin:/bin"
    before = subprocess.run(
        [str(py), "-c", "import torch, steplens"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert before.returncode != 0 and "steplens" in before.stderr  # torch yes, steplens no

    installed = subprocess.run(
        [str(py), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stderr
    cli = venv / "bin" / "steplens"
    version = subprocess.run([str(cli), "--version"], capture_output=True, text=True, env=env)
    assert version.returncode == 0 and version.stdout.startswith("steplens ")
    via_python = subprocess.run(
        [str(py), "-m", "steplens", "--version"], capture_output=True, text=True, env=env
    )
    assert via_python.stdout == version.stdout
    imported = subprocess.run(
        [str(py), "-c", "import steplens, steplens._core; print(steplens.__file__)"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.startswith(purelib)

    run_dir = tmp_path / "run"
    job = subprocess.run(
        [
            str(cli),
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            "--steps",
            "30",
            "--hidden",
            "32",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert job.returncode == 0, job.stdout[-3000:] + job.stderr[-3000:]
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["run"]["steps_completed"] == 30
    assert sorted(r["rank"] for r in summary["ranks"]) == [0, 1]
    assert os.access(cli, os.X_OK)
