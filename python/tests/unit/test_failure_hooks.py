"""steplens._failures: exception hooks chained, never replacing the user's;
stack dumps registered without taking over faulthandler."""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from steplens import _failures


class Core:
    STACK_SIGNAL = signal.SIGRTMIN + 7

    def __init__(self) -> None:
        self.reports: list[tuple[Any, ...]] = []

    def report_failure(self, *args: Any) -> None:
        self.reports.append(args)

    def failure_context(self) -> tuple[int, int]:
        return (12, 3)


@pytest.fixture
def hooks():
    saved = sys.excepthook, threading.excepthook, faulthandler.is_enabled()
    yield
    _failures._reset_for_tests()
    faulthandler.unregister(Core.STACK_SIGNAL)
    sys.excepthook, threading.excepthook = saved[0], saved[1]
    if not saved[2]:
        faulthandler.disable()


def test_user_hooks_before_and_after_install_keep_running(hooks: None, tmp_path: Path) -> None:
    seen: list[str] = []
    sys.excepthook = lambda *a: seen.append("user-before")
    core = Core()
    _failures.install(core, str(tmp_path), 1)
    try:
        raise ValueError("boom")
    except ValueError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert seen == ["user-before"]
    fatal, exc_type, bases, message, frames = core.reports[0][:5]
    assert (fatal, exc_type, message) == (True, "ValueError", "boom")
    assert "ValueError" in bases.split(",") and "Exception" in bases.split(",")
    assert "test_failure_hooks.py" in frames.splitlines()[0]

    # A hook the user installs later chains to ours by calling the previous one.
    ours = sys.excepthook

    def user_after(*a: Any) -> None:
        seen.append("user-after")
        ours(*a)

    sys.excepthook = user_after
    try:
        raise KeyError("k")
    except KeyError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert seen == ["user-before", "user-after", "user-before"]
    assert len(core.reports) == 2


def test_step_exception_is_reported_once_with_its_step(hooks: None, tmp_path: Path) -> None:
    core = Core()
    _failures.install(core, str(tmp_path), 0)
    exc = RuntimeError("in step")
    _failures.on_step_exception(exc)
    assert core.reports[-1][0] is False and core.reports[-1][5:7] == (12, 3)
    _failures.report(exc, fatal=True)  # later, through sys.excepthook
    assert core.reports[-1][0] is True and core.reports[-1][5:7] == (12, 3)
    _failures.on_step_exception(KeyboardInterrupt())  # a stop, not a failure
    assert len(core.reports) == 2


def test_stack_dump_on_the_signal_and_the_users_faulthandler_kept(
    hooks: None, tmp_path: Path
) -> None:
    user_file = open(tmp_path / "user.txt", "w")  # noqa: SIM115
    faulthandler.enable(file=user_file)
    _failures.install(Core(), str(tmp_path), 4)
    path = tmp_path / "stacks" / "rank-4.txt"
    first = path.read_text().splitlines()[0]
    assert first.startswith(f"steplens stacks: rank 4 pid {os.getpid()} main thread 0x")
    os.kill(os.getpid(), Core.STACK_SIGNAL)  # the process goes on
    text = path.read_text()
    assert "most recent call first" in text and "test_failure_hooks.py" in text
    assert faulthandler.is_enabled()  # still the user's, into their file
    faulthandler.disable()
    user_file.close()


def test_a_failing_report_never_raises(hooks: None, tmp_path: Path) -> None:
    class Broken(Core):
        def report_failure(self, *args: Any) -> None:
            raise OSError("socket gone")

    class Unprintable(Exception):
        def __str__(self) -> str:
            raise ValueError("no")

    _failures.install(Broken(), None, 0)
    _failures.report(Unprintable(), fatal=True)
    _failures.on_step_exception(Unprintable())


def test_a_users_handler_on_the_stack_signal_still_runs(hooks: None, tmp_path: Path) -> None:
    calls: list[int] = []
    previous = signal.signal(Core.STACK_SIGNAL, lambda sig, frame: calls.append(sig))
    try:
        _failures.install(Core(), str(tmp_path), 2)
        os.kill(os.getpid(), Core.STACK_SIGNAL)
        for _ in range(100):  # Python runs its handler at the next bytecode
            if calls:
                break
        assert calls == [Core.STACK_SIGNAL]
        assert "most recent call first" in (tmp_path / "stacks" / "rank-2.txt").read_text()
    finally:
        _failures._reset_for_tests()
        signal.signal(Core.STACK_SIGNAL, previous)
