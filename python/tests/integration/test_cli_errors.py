"""Bad input to the steplens CLI: one clear sentence, a non-zero exit, never a
stack trace, and no half-made run directory left behind."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"


def _run(cli: str, *args: str, env: dict[str, str] | None = None, cwd: Path | None = None):  # type: ignore[no-untyped-def]
    return subprocess.run(
        [cli, *args], capture_output=True, text=True, timeout=60, env=env, cwd=cwd
    )


def _assert_one_clear_line(proc: subprocess.CompletedProcess[str], code: int, *words: str) -> None:
    assert proc.returncode == code, (proc.returncode, proc.stdout, proc.stderr)
    err = proc.stderr.strip()
    assert err.startswith("steplens: "), err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    for w in words:
        assert w in err, (w, err)


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("run", "missing_script.py"), 2, ("missing_script.py", "not found")),
        (("run", "--frobnicate", str(EXAMPLE)), 2, ("--frobnicate", "--help")),
        (("run", "--nproc-per-node", "two", str(EXAMPLE)), 2, ("--nproc-per-node", "two")),
        (("run", "--ui", "fancy", str(EXAMPLE)), 2, ("--ui",)),
        (("run", "--port", "99999", str(EXAMPLE)), 2, ("--port",)),
        (("run", "--ingest-port", "-1", str(EXAMPLE)), 2, ("--ingest-port",)),
        (("serve",), 2, ("no run directory",)),
        (("serve", "/nonexistent/run"), 1, ("does not exist",)),
        (("run",), 2, ("no training script",)),
        # "--" ends steplens' options: what follows is the script and its args.
        (("run", "--ui", "none", "--", "missing_script.py", "--ui"), 2, ("missing_script.py",)),
        (("run", "--"), 2, ("no training script",)),
        (("frob",), 2, ("unknown command",)),
        (("report",), 2, ("no run directory",)),
        (("report", "/nonexistent/run"), 1, ("does not exist",)),
    ],
)
def test_usage_errors(cli: str, args: tuple[str, ...], code: int, words: tuple[str, ...]) -> None:
    _assert_one_clear_line(_run(cli, *args), code, *words)


def test_report_on_a_directory_that_is_not_a_run(cli: str, tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    _assert_one_clear_line(_run(cli, "report", str(tmp_path)), 1, "not a steplens run")


def test_unwritable_run_directory(cli: str, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    proc = _run(cli, "run", "--ui", "none", "--run-dir", str(blocker / "run"), str(EXAMPLE))
    _assert_one_clear_line(proc, 1, "cannot create run directory", "--run-dir")


@pytest.mark.parametrize(("ui", "flag"), [("web", "--port"), ("none", "--ingest-port")])
def test_port_in_use_suggests_another_port(cli: str, tmp_path: Path, ui: str, flag: str) -> None:
    # --port is the dashboard's (--ui web/both), --ingest-port the ranks'.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        run_dir = tmp_path / "run"
        proc = _run(
            cli, "run", "--ui", ui, flag, str(port), "--run-dir", str(run_dir), str(EXAMPLE)
        )
    _assert_one_clear_line(proc, 1, f"port {port}", flag)
    assert not run_dir.exists(), "an empty run directory was left behind"


def test_run_directory_holding_a_run_is_never_reused(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "summary.json").write_text("{}")
    proc = _run(cli, "run", "--ui", "none", "--run-dir", str(run_dir), str(EXAMPLE))
    _assert_one_clear_line(proc, 1, "already holds a steplens run")
    assert (run_dir / "summary.json").read_text() == "{}"


def test_torch_not_importable(cli: str, tmp_path: Path) -> None:
    # A Python without torch: an empty virtual environment.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    # The CLI prefers the python next to itself; copy it away from the venv.
    lonely = tmp_path / "bin" / "steplens"
    lonely.parent.mkdir()
    lonely.write_bytes(Path(cli).read_bytes())
    lonely.chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "STEPLENS_PYTHON": str(venv / "bin" / "python")}
    proc = _run(
        str(lonely),
        "run",
        "--ui",
        "none",
        "--run-dir",
        str(tmp_path / "run"),
        str(EXAMPLE),
        env=env,
    )
    _assert_one_clear_line(proc, 1, "torch is not importable")
