"""The DDP communication hook that timestamps gradient sync arrival (one process).

DESIGN.md §4: steplens wraps DDP's comm hook so each bucket's readiness is
timestamped (steplens._core.sync_arrival) before the all-reduce; a user's own
hook is chained behind it, and when it cannot be wrapped the reason is
reported (set_sync_hook_status) so the aggregator falls back to durations.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")
F = torch.nn.functional

import steplens  # noqa: E402
from steplens import _core, _torch_hooks, _trace  # noqa: E402

INSTALLED = _core.SYNC_HOOK_INSTALLED
NOT_INSTALLED = _core.SYNC_HOOK_NOT_INSTALLED
DISABLED = _core.SYNC_HOOK_DISABLED


def _model() -> torch.nn.Module:
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 1))


def _train(ddp: torch.nn.Module, steps: int = 3) -> None:
    opt = torch.optim.SGD(ddp.parameters(), lr=0.01)
    for _ in range(steps):
        with steplens.trace_step(ddp):
            F.mse_loss(ddp(torch.randn(4, 4)), torch.randn(4, 1)).backward()
            opt.step()
            opt.zero_grad()


def _arrivals_per_step(fake) -> list[int]:  # type: ignore[no-untyped-def]
    """sync_arrival calls between each step_begin and step_end."""
    counts: list[int] = []
    for call in fake.names():
        if call[0] == "step_begin":
            counts.append(0)
        elif call[0] == "sync_arrival" and counts:
            counts[-1] += 1
    return counts


def test_ddp_model_gets_the_hook_and_each_bucket_is_timestamped(fake, group) -> None:
    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    _train(ddp)
    counts = _arrivals_per_step(fake)
    assert len(counts) == 3
    assert all(c >= 1 for c in counts), counts
    assert fake.sync_hook[-1] == (INSTALLED, "")
    # The default all-reduce still ran: gradients are what DDP computes
    # (world size 1: the average over one rank is the gradient itself).
    assert all(p.grad is None for p in ddp.parameters())  # zero_grad ran after


def test_gradients_match_ddp_without_the_hook(fake, group) -> None:
    x, y = torch.randn(4, 4), torch.randn(4, 1)
    plain = torch.nn.parallel.DistributedDataParallel(_model())
    F.mse_loss(plain(x), y).backward()
    hooked = torch.nn.parallel.DistributedDataParallel(_model())
    with steplens.trace_step(hooked):
        F.mse_loss(hooked(x), y).backward()
    for a, b in zip(plain.parameters(), hooked.parameters()):
        assert torch.allclose(a.grad, b.grad)


def test_user_hook_registered_after_import_is_chained(fake, group) -> None:
    from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

    seen: list[int] = []

    # No annotations: with postponed annotations DDP would see strings.
    def my_hook(state, bucket):  # type: ignore[no-untyped-def]
        seen.append(bucket.index())
        return default_hooks.allreduce_hook(None, bucket)

    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    ddp.register_comm_hook(None, my_hook)  # before the first trace_step
    _train(ddp)
    assert seen, "the user's hook must still run"
    assert all(c >= 1 for c in _arrivals_per_step(fake))
    state, reason = fake.sync_hook[-1]
    assert state == INSTALLED
    assert "my_hook" in reason
    # A second registration is refused, as DDP itself does.
    with pytest.raises(RuntimeError, match="only be called once"):
        ddp.register_comm_hook(None, my_hook)


def test_builtin_hook_registered_after_import_is_chained(fake, group) -> None:
    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    ddp._register_builtin_comm_hook(dist.BuiltinCommHookType.ALLREDUCE)
    _train(ddp)
    assert all(c >= 1 for c in _arrivals_per_step(fake))
    assert fake.sync_hook[-1][0] == INSTALLED


def test_user_hook_registered_before_steplens_falls_back(fake, group) -> None:
    from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    # As if registered before steplens wrapped DDP: DDP's own method.
    _torch_hooks._ddp_register_original(ddp, None, default_hooks.allreduce_hook)
    _train(ddp)
    assert _arrivals_per_step(fake) == [0, 0, 0]
    state, reason = fake.sync_hook[-1]
    assert state == NOT_INSTALLED
    assert "user comm hook registered before steplens could wrap it" in reason


def test_plain_module_reports_no_ddp_model(fake) -> None:
    _train(_model(), steps=1)
    state, reason = fake.sync_hook[-1]
    assert state == NOT_INSTALLED
    assert reason.startswith("no DDP model")


def test_a_failing_timestamp_disables_itself_and_training_goes_on(fake, group) -> None:
    fake.fail_on.add("sync_arrival")
    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    with pytest.warns(steplens.SteplensWarning, match="sync"):
        _train(ddp)
    assert _trace.hook_errors.get("sync") == 1
    assert fake.sync_hook[-1][0] == DISABLED
    assert _core.hot_state()["sync_ok"] is False  # the switch is C++'s
    assert len(fake.steps) == 3  # every step completed, all-reduce ran


def test_environment_switch_turns_the_hook_off(fake, group, monkeypatch) -> None:
    monkeypatch.setenv("STEPLENS_SYNC_HOOK", "0")
    ddp = torch.nn.parallel.DistributedDataParallel(_model())
    _train(ddp)
    assert _arrivals_per_step(fake) == [0, 0, 0]
    state, reason = fake.sync_hook[-1]
    assert state == NOT_INSTALLED
    assert "STEPLENS_SYNC_HOOK=0" in reason
