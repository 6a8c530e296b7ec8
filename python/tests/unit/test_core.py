"""The real recorder behind steplens._core: bindings, fail-open, spool mode end to end.

Each test runs its Python in a subprocess: the recorder is one per process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"
BUILTIN_PHASES = ("dataloader", "forward", "backward", "optimizer")


def _has_core() -> bool:
    try:
        from steplens import _core  # noqa: F401
    except ImportError:
        return False
    return True


pytestmark = pytest.mark.skipif(
    not _has_core(), reason="steplens._core is not built; run `pip install .`"
)


def _env() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
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


def _python(code: str, cwd: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=cwd,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_binding_surface(tmp_path: Path) -> None:
    proc = _python(
        f"""
        from steplens import _core as c
        assert (c.PHASE_DATALOADER, c.PHASE_FORWARD, c.PHASE_BACKWARD, c.PHASE_OPTIMIZER) == (0, 2, 3, 4)
        assert (c.FIRST_USER_PHASE, c.MISSING) == (8, -1)
        assert not c.is_running()
        o = c.RecorderOptions()
        o.run_dir, o.run_id, o.rank, o.world_size = {str(tmp_path / "run")!r}, 't', 0, 1
        c.start(o)
        assert c.is_running()
        user = c.intern_phase_name('augment')
        assert user >= c.FIRST_USER_PHASE and c.intern_phase_name('augment') == user
        loss = c.intern_scalar_name('loss')
        assert loss >= 0 and c.intern_scalar_name('loss') == loss
        t0 = c.now_ns()
        for i in range(5):
            assert not c.in_step() and c.current_step() == i
            c.step_begin()
            assert c.in_step()
            c.phase_begin(c.PHASE_FORWARD); c.phase_end(c.PHASE_FORWARD)
            c.phase_begin(user); c.phase_end(user)
            c.add_phase_ns(c.PHASE_BACKWARD, 1000, False)
            c.set_memory(1, 2, 3, 4)
            c.log_scalar(loss, 0.5)
            c.step_end()
        assert c.now_ns() > t0
        s = c.stats()
        assert s['running'] and s['steps_recorded'] == 5 and s['dropped_records'] == 0, s
        c.shutdown(2000)
        assert not c.is_running()
        print(c.stats()['spool_path'])
        """,
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "run" / "rank-0.spool").is_file()


def test_start_failure_raises_steplens_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    proc = _python(
        f"""
        import steplens
        from steplens import _core
        o = _core.RecorderOptions()
        o.run_dir = {str(blocker / "run")!r}
        try:
            _core.start(o)
        except steplens.SteplensError as e:
            print('raised', type(e).__name__, e)
        else:
            raise SystemExit('no error')
        """,
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("raised SteplensError")


def test_init_fails_open_and_strict_raises(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    proc = _python(
        f"""
        import warnings, steplens
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter('always')
            assert steplens.init(run_dir={str(blocker / "run")!r}) is False
        assert any('disabled' in str(x.message) for x in w), [str(x.message) for x in w]
        with steplens.trace_step():      # still usable: a no-op
            with steplens.trace_time('x'):
                pass
            steplens.log(a=1)
        try:
            steplens.init(run_dir={str(blocker / "run")!r}, strict=True)
        except steplens.SteplensError:
            print('strict raised')
        """,
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "strict raised"


@pytest.fixture(scope="module")
def spool_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """examples/ddp_minimal.py as plain `python` (no launcher) in a fresh cwd."""
    pytest.importorskip("torch")
    cwd = tmp_path_factory.mktemp("spool-cwd")
    proc = subprocess.run(
        [sys.executable, str(EXAMPLE), "--steps", "40", "--hidden", "64"],
        cwd=cwd,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )
    return cwd, proc


def _spool_dirs(cwd: Path) -> list[Path]:
    root = cwd / "steplens_runs"
    return sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []


def test_spool_mode_writes_a_spool_file(spool_run) -> None:  # type: ignore[no-untyped-def]
    cwd, proc = spool_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    (run_dir,) = _spool_dirs(cwd)
    assert run_dir.name.startswith("spool-")
    spool = run_dir / "rank-0.spool"
    assert spool.is_file() and spool.stat().st_size > 0
    # One line on stderr says where the spool goes and how to read it.
    notes = [line for line in proc.stderr.splitlines() if line.startswith("steplens:")]
    assert any(str(run_dir) in line and "steplens report" in line for line in notes), notes


def test_spool_decodes_with_steplens_report(spool_run, cli: str) -> None:  # type: ignore[no-untyped-def]
    cwd, proc = spool_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    (run_dir,) = _spool_dirs(cwd)
    report = subprocess.run(
        [cli, "report", str(run_dir), "--json"], capture_output=True, text=True, timeout=60
    )
    assert report.returncode == 0, report.stderr
    summary = json.loads(report.stdout)
    assert summary["run"]["world_size"] == 1
    assert summary["run"]["steps_completed"] == 40
    phases = summary["step_time"]["phases"]
    for phase in BUILTIN_PHASES:
        assert phases[phase]["median_ms"] is not None, (phase, phases.get(phase))
        assert phases[phase]["median_ms"] >= 0
