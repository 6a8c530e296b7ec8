"""Deep mode's module hooks (python/bindings/deep_hooks.h) with real torch.

Bound to the FakeCore, whose commit_layers receives each deep step's
(slot, forward_ns, backward_ns, activation_bytes, alloc_delta) entries (the
FakeCore binds no allocator reader: the delta is never measured here).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

torch = pytest.importorskip("torch")
nn = torch.nn

import steplens  # noqa: E402
from steplens import _deep, _trace  # noqa: E402

DELAY_S = 0.02


class _SlowBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx: Any, x: Any) -> Any:
        return x.clone()

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Any:
        time.sleep(DELAY_S)
        return grad


class Block(nn.Module):
    def __init__(self, slow_forward: bool = False, slow_backward: bool = False) -> None:
        super().__init__()
        self.mlp = nn.Linear(8, 8)
        self.slow_forward = slow_forward
        self.slow_backward = slow_backward

    def forward(self, x: Any) -> Any:
        if self.slow_forward:
            time.sleep(DELAY_S)
        y = self.mlp(x)
        if self.slow_backward:
            y = _SlowBackward.apply(y)
        return x + y


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = nn.Linear(8, 8)
        self.blocks = nn.Sequential(Block(), Block(slow_forward=True), Block(slow_backward=True))
        self.head = nn.Linear(8, 1)

    def forward(self, x: Any) -> Any:
        return self.head(self.blocks(self.embed(x)))


def _steps(model: Any, n: int, **kwargs: Any) -> None:
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.randn(4, 8)
    for _ in range(n):
        with steplens.trace_step(model, **kwargs):
            loss = model(x).sum()
            loss.backward()
            opt.step()
            opt.zero_grad()


MISSING_DELTA = -(2**63)  # steplens/layers.h kMissingDelta


def _by_name(entries: list[tuple[int, int, int, int, int]]) -> dict[str, tuple[int, int, int]]:
    names = {hooks[0].slot: name for name, hooks in _deep._deep_hooks_by_name.items()}
    assert all(d == MISSING_DELTA for *_, d in entries)
    return {names[slot]: (f, b, n) for slot, f, b, n, _ in entries}


def _hooked(model: Any) -> int:
    return sum(len(m._forward_pre_hooks) + len(m._forward_hooks) for m in model.modules())


def test_every_step_times_each_module_forward_and_backward(fake: Any) -> None:
    model = Net()
    _steps(model, 3, deep="every")
    assert [step for step, _ in fake.layers] == [0, 1, 2]
    got = _by_name(fake.layers[-1][1])
    assert set(got) == {
        "embed",
        "blocks",
        "head",
        "blocks.0",
        "blocks.1",
        "blocks.2",
        "blocks.0.mlp",
        "blocks.1.mlp",
        "blocks.2.mlp",
    }
    delay = int(DELAY_S * 1e9)
    assert got["blocks.1"][0] >= delay  # its forward sleeps
    assert got["blocks.0"][0] < delay and got["blocks.2"][0] < delay
    assert got["blocks.2"][1] >= delay  # its backward sleeps
    assert got["blocks.1"][1] < delay and got["blocks.0"][1] < delay
    assert got["blocks"][0] >= delay and got["blocks"][1] >= delay  # a parent holds its children
    assert got["embed"][1] == -1  # its input has no gradient: not measured, not zero
    assert got["blocks.0.mlp"][2] == 4 * 8 * 4  # the float32 output kept for backward
    assert _hooked(model) == 2 * 9


def test_off_registers_nothing_and_turning_it_off_removes_the_hooks(fake: Any) -> None:
    model = Net()
    _steps(model, 2)
    assert fake.layers == [] and _hooked(model) == 0
    _steps(model, 1, deep=True)
    assert len(fake.layers) == 1 and _hooked(model) == 18
    _steps(model, 2, deep="off")
    assert len(fake.layers) == 1 and _hooked(model) == 0


def test_sampled_registers_the_hooks_for_its_bursts_only(
    fake: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_trace, "DEEP_PERIOD", 4)
    monkeypatch.setattr(_trace, "DEEP_BURST", 1)
    model = Net()
    hooked = []
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(9):
        with steplens.trace_step(model, deep="sampled"):
            hooked.append(_hooked(model))
            model(torch.randn(2, 8)).sum().backward()
            opt.step()
    assert hooked == [18, 0, 0, 0, 18, 0, 0, 0, 18]
    assert [step for step, _ in fake.layers] == [0, 4, 8]


def test_a_bad_deep_value_is_reported_once_and_ignored(fake: Any) -> None:
    model = Net()
    with pytest.warns(UserWarning, match="deep='sometimes'"):
        _steps(model, 1, deep="sometimes")
    assert fake.layers == [] and _hooked(model) == 0


def test_wrapper_names_are_removed(fake: Any, group: None) -> None:
    inner = Net()
    ddp = torch.nn.parallel.DistributedDataParallel(inner)
    names = [name for name, _ in _deep.deep_modules(ddp, _trace._hot.MAX_LAYERS)]
    assert names[:3] == ["embed", "blocks", "head"]
    assert "blocks.1.mlp" in names and not any(n.startswith("module") for n in names)
    assert _deep._clean_name("layers._fsdp_wrapped_module.0._orig_mod.attn", False) == (
        "layers.0.attn"
    )


class _Boom(nn.Module):
    def forward(self, x: Any) -> Any:
        raise RuntimeError("boom inside the MLP")


def test_an_exception_names_the_module_it_was_raised_in(
    fake: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deep mode off: the failure report names the module from the frames."""
    from steplens import _failures

    class Core:
        def __init__(self) -> None:
            self.reports: list[tuple[Any, ...]] = []

        def report_failure(self, *args: Any) -> None:
            self.reports.append(args)

        def failure_context(self) -> tuple[int, int]:
            return (0, 2)

    core = Core()
    monkeypatch.setattr(_failures, "_core", core)
    model = Net()
    model.blocks[1].mlp = _Boom()
    with pytest.raises(RuntimeError, match="boom"), steplens.trace_step(model):
        model(torch.randn(2, 8))
    assert len(core.reports) == 1
    assert core.reports[0][-1] == "blocks.1.mlp"
    assert _hooked(model) == 0  # no deep hook was needed
