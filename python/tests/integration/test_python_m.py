"""`python -m steplens` is the steplens CLI of the environment."""

from __future__ import annotations

import subprocess
import sys


def test_python_m_steplens_version_and_help(cli: str) -> None:
    version = subprocess.run(
        [sys.executable, "-m", "steplens", "--version"], capture_output=True, text=True, timeout=60
    )
    assert version.returncode == 0, version.stderr
    direct = subprocess.run([cli, "--version"], capture_output=True, text=True, timeout=60)
    assert version.stdout == direct.stdout
    assert version.stdout.startswith("steplens ")
    usage = subprocess.run(
        [sys.executable, "-m", "steplens", "export"], capture_output=True, text=True, timeout=60
    )
    assert usage.returncode == 2 and "Traceback" not in usage.stderr
    assert usage.stderr.startswith("steplens: ")
