"""A Python stand-in for steplens._core that records what the Python layer asks.

It keeps the call log (name, args, monotonic ns) and builds step records with
the recorder's documented semantics (include/steplens/recorder.h): phase pairs
sum; the outermost of nested same-phase pairs counts; dataloader pairs between
steps go to the next step; other phases outside a step are ignored; a phase
that never happened is absent (None), never 0.
"""

from __future__ import annotations

import time
from typing import Any


class FakeStep:
    def __init__(self, index: int, begin_ns: int) -> None:
        self.index = index
        self.begin_ns = begin_ns
        self.end_ns: int | None = None
        self.cpu_ns: dict[int, int] = {}
        self.scalars: dict[int, float] = {}
        self.memory: tuple[int, int, int, int] | None = None

    def phase(self, phase_id: int) -> int | None:
        return self.cpu_ns.get(phase_id)

    @property
    def step_ns(self) -> int:
        assert self.end_ns is not None
        return self.end_ns - self.begin_ns


class FakeCore:
    FIRST_USER_PHASE = 8
    MAX_PHASES = 32

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.steps: list[FakeStep] = []
        self.current: FakeStep | None = None
        self.pending_dataloader: int | None = None
        self.open: dict[int, tuple[int, int]] = {}  # phase -> (depth, begin ns)
        self.phase_names: dict[str, int] = {}
        self.scalar_names: dict[str, int] = {}
        self.fail_on: set[str] = set()  # method names that raise
        self.sync_hook: list[tuple[int, str]] = []  # set_sync_hook_status calls
        self.in_step_now = True  # what enable_collective_timing answers
        self.comm_enabled = False
        # deep mode: (step index, [(slot, forward_ns, backward_ns, bytes), ...]) per commit
        self.layers: list[tuple[int, list[tuple[int, int, int, int]]]] = []

    def _log(self, name: str, *args: Any) -> int:
        if name in self.fail_on:
            raise RuntimeError(f"injected failure in {name}")
        now = time.monotonic_ns()
        self.calls.append((name, *args, now))
        return now

    # -- the _core surface used by steplens --------------------------------------
    def step_begin(self) -> None:
        now = self._log("step_begin")
        step = FakeStep(len(self.steps), now)
        if self.pending_dataloader is not None:
            step.cpu_ns[0] = self.pending_dataloader
            self.pending_dataloader = None
        self.current = step

    def step_end(self) -> None:
        now = self._log("step_end")
        if self.current is not None:
            self.current.end_ns = now
            self.steps.append(self.current)
            self.current = None

    def phase_begin(self, phase_id: int) -> None:
        now = self._log("phase_begin", phase_id)
        depth, begin = self.open.get(phase_id, (0, now))
        self.open[phase_id] = (depth + 1, begin if depth else now)

    def phase_end(self, phase_id: int) -> None:
        now = self._log("phase_end", phase_id)
        if phase_id not in self.open:
            return
        depth, begin = self.open[phase_id]
        if depth > 1:
            self.open[phase_id] = (depth - 1, begin)
            return
        del self.open[phase_id]
        duration = now - begin
        if self.current is not None:
            self.current.cpu_ns[phase_id] = self.current.cpu_ns.get(phase_id, 0) + duration
        elif phase_id == 0:
            self.pending_dataloader = (self.pending_dataloader or 0) + duration

    def add_phase_ns(self, phase_id: int, ns: int, gpu: bool = False) -> None:
        self._log("add_phase_ns", phase_id, ns, gpu)

    def set_memory(self, a: int, b: int, c: int, d: int) -> None:
        self._log("set_memory", a, b, c, d)
        if self.current is not None:
            self.current.memory = (a, b, c, d)

    def log_scalar(self, name_id: int, value: float) -> None:
        self._log("log_scalar", name_id, value)
        if self.current is not None:
            self.current.scalars[name_id] = value

    def intern_phase_name(self, name: str) -> int:
        self._log("intern_phase_name", name)
        if name not in self.phase_names:
            if len(self.phase_names) >= self.MAX_PHASES - self.FIRST_USER_PHASE:
                return -1
            self.phase_names[name] = self.FIRST_USER_PHASE + len(self.phase_names)
        return self.phase_names[name]

    def intern_scalar_name(self, name: str) -> int:
        self._log("intern_scalar_name", name)
        return self.scalar_names.setdefault(name, 256 + len(self.scalar_names))

    def commit_layers(self, entries: list[tuple[int, int, int, int, int]]) -> None:
        self._log("commit_layers")
        self.layers.append((len(self.steps), entries))

    def sync_arrival(self) -> None:
        self._log("sync_arrival")

    def collective_begin(self, kind: int) -> None:
        self._log("collective_begin", kind)

    def collective_end(self) -> None:
        self._log("collective_end")

    def enable_collective_timing(self) -> bool:
        """As the recorder: refused before the first step (in_step_now False)."""
        self._log("enable_collective_timing")
        self.comm_enabled = self.in_step_now
        return self.comm_enabled

    def set_sync_hook_status(self, state: int, reason: str = "") -> None:
        self.sync_hook.append((state, reason))

    def stats(self) -> dict[str, Any]:
        return {"running": True, "steps_recorded": len(self.steps)}

    def shutdown(self, timeout_ms: int = 2000) -> None:
        self._log("shutdown", timeout_ms)

    # -- helpers for assertions ---------------------------------------------------
    def names(self) -> list[tuple[Any, ...]]:
        """The call log without time stamps."""
        return [call[:-1] for call in self.calls]
