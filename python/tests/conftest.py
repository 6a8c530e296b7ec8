"""Shared pytest configuration for steplens' Python tests."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = REPO_ROOT / "examples"


def steplens_cli() -> str | None:
    """The steplens CLI next to this Python (the venv's bin), else on PATH."""
    candidate = Path(sys.executable).parent / "steplens"
    if candidate.is_file() and os.access(candidate, os.X_OK):
        return str(candidate)
    return shutil.which("steplens")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: multi-process tests (seconds to a minute)")
    config.addinivalue_line("markers", "gpu: needs a CUDA device")


@pytest.fixture(scope="session")
def cli() -> str:
    path = steplens_cli()
    if path is None:
        pytest.skip(
            "the steplens CLI binary is not installed next to this Python "
            f"({Path(sys.executable).parent}/steplens); run `pip install .` first"
        )
    return path


def launcher_free_env() -> dict[str, str]:
    """This process's environment without steplens/torchrun variables, so a
    test's child process starts as if from a user's shell."""
    env = dict(os.environ)
    for name in (
        "STEPLENS_ENDPOINT",
        "STEPLENS_RUN_ID",
        "STEPLENS_RUN_DIR",
        "STEPLENS_TOKEN",
        "RANK",
        "LOCAL_RANK",
        "WORLD_SIZE",
        "TORCHELASTIC_RUN_ID",
    ):
        env.pop(name, None)
    return env
