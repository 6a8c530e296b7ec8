"""steplens._auto and steplens._bootstrap without a framework installed."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest

from steplens import _auto


class _Trainer:
    def __init__(self) -> None:
        self.built = True


def _fake_transformers(monkeypatch: pytest.MonkeyPatch, version: str) -> types.ModuleType:
    """A ``transformers.trainer`` module of a fresh Trainer class, ``version``
    as ``transformers.__version__``; _auto's memory of patches cleared."""
    fake = types.ModuleType("transformers")
    fake.__version__ = version  # type: ignore[attr-defined]
    trainer_module = types.ModuleType("transformers.trainer")
    trainer_module.Trainer = type("Trainer", (_Trainer,), {})  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "transformers", fake)
    monkeypatch.setattr(_auto, "_patched", set())
    monkeypatch.setattr(_auto, "_reported", set())
    return trainer_module


def test_unsupported_transformers_is_reported_once_and_left_alone(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    trainer_module = _fake_transformers(monkeypatch, "4.56.2")
    Trainer = trainer_module.Trainer  # type: ignore[attr-defined]
    original_init = Trainer.__init__
    _auto._patch_hf(trainer_module)
    _auto._patched.clear()
    _auto._patch_hf(trainer_module)
    err = capsys.readouterr().err
    assert err.count("transformers 4.56.2 is not supported (4.57 and later are)") == 1
    assert "runs untraced" in err
    assert Trainer.__init__ is original_init
    assert Trainer().built


@pytest.mark.parametrize("version", ["4.57.6", "4.57.0.dev0", "5.24.0", "6.0"])
def test_supported_transformers_gets_the_callback_attached(
    version: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    trainer_module = _fake_transformers(monkeypatch, version)
    Trainer = trainer_module.Trainer  # type: ignore[attr-defined]
    original_init = Trainer.__init__
    _auto._patch_hf(trainer_module)
    assert Trainer.__init__.__wrapped__ is original_init
    assert "not supported" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("version", "release"),
    [("4.57.6", (4, 57)), ("5.0.0rc1", (5, 0)), ("4.57rc1", (4, 57)), ("dev", (-1, -1))],
)
def test_release_reads_major_and_minor(version: str, release: tuple[int, int]) -> None:
    assert _auto._release(version) == release


def test_unsupported_lightning_is_reported_once_and_left_alone(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = types.ModuleType("lightning")
    fake.__version__ = "1.9.5"  # type: ignore[attr-defined]
    trainer_module = types.ModuleType("lightning.pytorch.trainer.trainer")

    class Trainer:
        pass

    original_init = Trainer.__init__
    trainer_module.Trainer = Trainer  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "lightning", fake)
    monkeypatch.setattr(_auto, "_patched", set())
    monkeypatch.setattr(_auto, "_reported", set())
    _auto._patch_lightning(trainer_module)
    _auto._patched.clear()
    _auto._patch_lightning(trainer_module)
    err = capsys.readouterr().err
    assert err.count("Lightning 1.9.5 is not supported") == 1
    assert Trainer.__init__ is original_init


def test_unsupported_accelerate_is_reported_once_and_left_alone(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = types.ModuleType("accelerate")
    fake.__version__ = "0.34.2"  # type: ignore[attr-defined]
    accelerator_module = types.ModuleType("accelerate.accelerator")

    class Accelerator:
        def prepare(self, *args: object) -> tuple[object, ...]:
            return args

    original_prepare = Accelerator.prepare
    accelerator_module.Accelerator = Accelerator  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "accelerate", fake)
    monkeypatch.setattr(_auto, "_patched", set())
    monkeypatch.setattr(_auto, "_reported", set())
    _auto._patch_accelerate(accelerator_module)
    _auto._patched.clear()
    _auto._patch_accelerate(accelerator_module)
    err = capsys.readouterr().err
    assert err.count("Accelerate 0.34.2 is not supported") == 1
    assert Accelerator.prepare is original_prepare


def test_bootstrap_runs_a_script_like_python_does(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text(
        "import sys\n"
        f"print(__name__, sys.argv[1:], sys.path[0] == {str(tmp_path)!r})\n"
        "raise SystemExit(7)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-m", "steplens._bootstrap", str(script), "a", "b"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 7, proc.stderr
    assert proc.stdout.strip() == "__main__ ['a', 'b'] True"


def test_bootstrap_without_a_script_is_a_usage_error() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "steplens._bootstrap"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert "usage" in proc.stderr and "Traceback" not in proc.stderr
