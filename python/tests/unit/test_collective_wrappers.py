"""Collectives beyond DDP (steplens._collectives): torch.distributed's
collective functions and Work.wait are wrapped so the recorder can time how
long a rank is blocked in them and count them (one process, gloo).

The wrappers tell the backend (here the FakeCore) kind 1 around a blocking
call, kind 2 for an async_op=True call (counted only) and kind 0 around its
Work.wait(); the comm names are interned once, on the first blocking call.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")

import steplens  # noqa: E402
from steplens import _collectives  # noqa: E402

BLOCKING, WAIT, ISSUE_ONLY = 1, 0, 2


def _collective_calls(fake) -> list[tuple]:  # type: ignore[no-untyped-def]
    return [c for c in fake.names() if c[0].startswith(("collective", "enable_collective"))]


def test_a_blocking_all_reduce_is_timed_and_gives_its_result(fake, group) -> None:
    t = torch.ones(3)
    with steplens.trace_step():
        dist.all_reduce(t)
        dist.barrier()
    assert torch.equal(t, torch.ones(3))  # world size 1: the sum is the tensor
    # torch waits on the Work of a blocking call from Python: that wait is
    # timed too, nested inside the call (the recorder counts the outermost).
    nested = [
        ("collective_begin", BLOCKING),
        ("collective_begin", WAIT),
        ("collective_end",),
        ("collective_end",),
    ]
    assert _collective_calls(fake) == [("enable_collective_timing",), *nested, *nested]


def test_an_async_collective_is_counted_and_its_wait_timed(fake, group) -> None:
    t = torch.ones(2)
    with steplens.trace_step():
        work = dist.all_reduce(t, async_op=True)
        work.wait()
        dist.all_gather_into_tensor(torch.empty(2), t, None, True).wait()  # positional async_op
    assert _collective_calls(fake) == [
        ("collective_begin", ISSUE_ONLY),
        ("enable_collective_timing",),
        ("collective_begin", WAIT),
        ("collective_end",),
        ("collective_begin", ISSUE_ONLY),
        ("collective_begin", WAIT),
        ("collective_end",),
    ]


def test_a_failing_collective_raises_its_own_error_and_closes_the_pair(fake, group) -> None:
    with pytest.raises((TypeError, ValueError, RuntimeError)):
        dist.all_reduce("not a tensor")  # type: ignore[arg-type]
    calls = _collective_calls(fake)
    assert calls[-2:] == [("collective_begin", BLOCKING), ("collective_end",)]


def test_uninstall_restores_torch(fake, group) -> None:
    wrapped = dist.all_reduce
    assert hasattr(wrapped, "__steplens_original__")
    _collectives.uninstall()
    assert dist.all_reduce is wrapped.__steplens_original__
    assert not hasattr(dist.distributed_c10d.Work.wait, "__steplens_original__")


def test_switched_off_by_the_environment(monkeypatch, group) -> None:  # type: ignore[no-untyped-def]
    from steplens import _runtime

    monkeypatch.setenv("STEPLENS_COLLECTIVES", "0")
    import fake_core

    core = fake_core.FakeCore()
    _runtime._use_backend_for_tests(core)
    try:
        assert not hasattr(dist.all_reduce, "__steplens_original__")
        with steplens.trace_step():
            dist.all_reduce(torch.ones(1))
        assert _collective_calls(core) == []
    finally:
        _runtime.reset_for_tests()


def test_a_barrier_outside_any_step_does_not_turn_the_comm_lines_on(fake, group) -> None:
    fake.in_step_now = False  # the recorder refuses before the first step
    dist.barrier()
    with steplens.trace_step():
        pass
    assert ("enable_collective_timing",) in _collective_calls(fake)
    assert fake.comm_enabled is False
    fake.in_step_now = True
    with steplens.trace_step():
        dist.barrier()
    assert fake.comm_enabled is True, _collective_calls(fake)


def test_point_to_point_is_timed_and_p2pop_still_accepts_isend(fake, group) -> None:
    # Blocking send/recv are wrapped like the collectives (a pipeline stage
    # blocks there for its neighbour); isend/irecv stay torch's own objects,
    # which P2POp insists on, and their Work.wait() is what gets timed.
    assert hasattr(dist.send, "__steplens_original__")
    assert hasattr(dist.recv, "__steplens_original__")
    assert not hasattr(dist.isend, "__steplens_original__")
    dist.P2POp(dist.isend, torch.ones(1), 0)  # raises ValueError if isend were wrapped
    calls: list[tuple] = []
    wrapped = _collectives._wrap(lambda *a, **k: calls.append(a))  # a send to a peer
    with steplens.trace_step():
        wrapped(torch.ones(1), 1)
    assert calls and _collective_calls(fake) == [
        ("enable_collective_timing",),
        ("collective_begin", BLOCKING),
        ("collective_end",),
    ]


def test_collectives_while_paused_are_counted_not_timed(fake, group) -> None:
    """An evaluation between steps (the HF integration pauses around
    Trainer.evaluate): its gathers must not become the next step's wait."""
    with steplens.trace_step():
        pass
    _collectives.pause()
    try:
        dist.barrier()
        dist.all_reduce(torch.ones(1), async_op=True).wait()
    finally:
        _collectives.resume()
    assert _collective_calls(fake) == [("collective_begin", ISSUE_ONLY)] * 2
    dist.barrier()  # timed again
    assert ("collective_begin", BLOCKING) in _collective_calls(fake)


def test_hf_trainer_evaluate_pauses_collective_timing(fake, group, monkeypatch) -> None:
    # steplens.integrations.hf against a stand-in transformers (the real one
    # takes seconds to import): it needs only TrainerCallback.
    import importlib
    import sys
    import types

    import steplens.integrations

    stand_in = types.ModuleType("transformers")
    stand_in.TrainerCallback = object  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "transformers", stand_in)
    monkeypatch.setitem(sys.modules, "steplens.integrations.hf", None)
    monkeypatch.setattr(steplens.integrations, "hf", None, raising=False)
    del sys.modules["steplens.integrations.hf"]
    hf = importlib.import_module("steplens.integrations.hf")

    class Trainer:
        def evaluate(self) -> None:
            dist.barrier()  # the evaluation's gather of predictions

    trainer = Trainer()
    hf._pause_dataloader_in_evaluation(trainer)
    with steplens.trace_step():
        pass
    trainer.evaluate()
    assert _collective_calls(fake) == [("collective_begin", ISSUE_ONLY)]


def test_lightning_validation_pauses_collective_timing(fake, group, monkeypatch) -> None:
    import importlib
    import sys
    import types

    import steplens.integrations

    stand_in = types.ModuleType("lightning.pytorch")
    stand_in.Callback = object  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "lightning", types.ModuleType("lightning"))
    monkeypatch.setitem(sys.modules, "lightning.pytorch", stand_in)
    monkeypatch.setitem(sys.modules, "steplens.integrations.lightning", None)
    monkeypatch.setattr(steplens.integrations, "lightning", None, raising=False)
    del sys.modules["steplens.integrations.lightning"]
    lightning = importlib.import_module("steplens.integrations.lightning")
    callback = lightning.StepLensCallback()
    with steplens.trace_step():
        pass
    callback.on_validation_start(None, None)
    dist.barrier()  # a validation metric's sync_dist
    callback.on_validation_end(None, None)
    dist.barrier()  # timed again
    assert _collective_calls(fake)[0] == ("collective_begin", ISSUE_ONLY)
    assert ("collective_begin", BLOCKING) in _collective_calls(fake)


def test_every_wrapped_function_has_a_collective_kind() -> None:
    # The kinds are the recorder's (steplens._core.COMM_KINDS, base/metrics.h
    # kCommKinds); a wrapped function without one would add its blocked time
    # to no kind's line.
    from steplens import _core

    kinds = _core.COMM_KINDS
    assert len(kinds) == 8 and kinds[0] == "all_reduce" and kinds[-1] == "p2p"
    for name in _collectives._WRAPPED:
        assert _collectives._kind_code(name) > 0, name
    assert _collectives._kind_code("all_gather_into_tensor") == kinds.index("all_gather") + 1
    assert _collectives._kind_code("recv") == kinds.index("p2p") + 1
