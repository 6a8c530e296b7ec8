"""trace_step / trace_time / log against a fake recorder: what Python tells C++."""

from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch")
F = torch.nn.functional

import steplens  # noqa: E402
from steplens import _core, _trace  # noqa: E402

FORWARD, BACKWARD = _core.PHASE_FORWARD, _core.PHASE_BACKWARD
OPTIMIZER, DATALOADER = _core.PHASE_OPTIMIZER, _core.PHASE_DATALOADER


def _setup(batches: int = 6):  # type: ignore[no-untyped-def]
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 1))
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    data = torch.utils.data.TensorDataset(torch.randn(4 * batches, 4), torch.randn(4 * batches, 1))
    loader = torch.utils.data.DataLoader(data, batch_size=4, num_workers=0)
    return model, opt, loader


def _train_step(model, opt, x, y):  # type: ignore[no-untyped-def]
    loss = F.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    opt.zero_grad()
    return loss


def _step_calls(fake) -> list[list[tuple]]:  # type: ignore[no-untyped-def]
    """The call log split into one list per step (step_begin .. step_end)."""
    steps, current = [], None
    for call in fake.names():
        if call[0] == "step_begin":
            current = [call]
        elif current is not None:
            current.append(call)
            if call[0] == "step_end":
                steps.append(current)
                current = None
    return steps


def test_all_automatic_phases_measured_and_ordered(fake) -> None:
    model, opt, loader = _setup()
    for x, y in loader:
        with steplens.trace_step(model):
            _train_step(model, opt, x, y)
    assert len(fake.steps) == 6
    for step in fake.steps:
        for phase in (DATALOADER, FORWARD, BACKWARD, OPTIMIZER):
            assert step.phase(phase) is not None and step.phase(phase) > 0, (step.index, phase)
        inside = step.phase(FORWARD) + step.phase(BACKWARD) + step.phase(OPTIMIZER)
        assert step.phase(FORWARD) < step.step_ns
        assert inside <= step.step_ns
    # Begin/end order within every step: forward, then backward, then optimizer.
    # (The first step also carries the model FLOPs, counted once.)
    for calls in _step_calls(fake)[1:]:
        # The loss read from backward (its value: test_the_loss_is_read_from_backward...).
        assert calls[-2][:2] == ("log_scalar", fake.scalar_names["loss"])
        del calls[-2]
        assert calls == [
            ("step_begin",),
            ("phase_begin", FORWARD),
            ("phase_end", FORWARD),
            ("phase_begin", BACKWARD),
            ("phase_end", BACKWARD),
            ("phase_begin", OPTIMIZER),
            ("phase_end", OPTIMIZER),
            ("log_scalar", fake.scalar_names["samples"], 4.0),  # the batch fetched before
            ("step_end",),
        ]
    # Dataloader fetches happen between steps, each a begin/end pair.
    between = [c for c in fake.names() if c[0].startswith("phase") and c[1] == DATALOADER]
    assert between[:2] == [("phase_begin", DATALOADER), ("phase_end", DATALOADER)]


def test_step_without_model_has_missing_phases_not_zero(fake) -> None:
    model, opt, _ = _setup()
    x, y = torch.randn(4, 4), torch.randn(4, 1)
    with steplens.trace_step(model):  # registers every hook
        _train_step(model, opt, x, y)
    with steplens.trace_step():  # same work, no model: only step time
        _train_step(model, opt, x, y)
    with_model, without = fake.steps
    assert with_model.phase(FORWARD) is not None
    for phase in (FORWARD, BACKWARD, OPTIMIZER, DATALOADER):
        assert without.phase(phase) is None
    assert without.step_ns > 0


def test_hooks_record_only_inside_a_step(fake) -> None:
    model, opt, _ = _setup()
    x, y = torch.randn(4, 4), torch.randn(4, 1)
    with steplens.trace_step(model):
        _train_step(model, opt, x, y)
    n = len(fake.calls)
    _train_step(model, opt, x, y)  # outside any step: silent
    assert len(fake.calls) == n


def test_gradient_accumulation_sums_phases(fake) -> None:
    model, opt, _ = _setup()
    with steplens.trace_step(model):
        for _ in range(3):
            F.mse_loss(model(torch.randn(4, 4)), torch.randn(4, 1)).backward()
        opt.step()
    (calls,) = _step_calls(fake)
    assert calls.count(("phase_begin", FORWARD)) == 3
    assert calls.count(("phase_end", BACKWARD)) == 3
    assert calls.count(("phase_begin", OPTIMIZER)) == 1


def test_ddp_wrapped_model(fake, group) -> None:
    model, opt, loader = _setup(batches=3)
    ddp = torch.nn.parallel.DistributedDataParallel(model)
    for x, y in loader:
        with steplens.trace_step(ddp):
            _train_step(ddp, opt, x, y)
    assert len(fake.steps) == 3
    for step in fake.steps:
        for phase in (DATALOADER, FORWARD, BACKWARD, OPTIMIZER):
            assert step.phase(phase) is not None, phase


def test_trace_time_attributed_to_current_step(fake) -> None:
    @steplens.trace_time("decorated")
    def work() -> int:
        return sum(range(2000))

    with steplens.trace_step():
        with steplens.trace_time("region"):
            sum(range(2000))
    with steplens.trace_step():
        assert work() == sum(range(2000))
        with steplens.trace_time("region"):
            with steplens.trace_time("region"):  # nested same name: outermost counts
                sum(range(2000))
    with steplens.trace_time("region"):  # outside a step: ignored by the recorder
        pass
    region, decorated = fake.phase_names["region"], fake.phase_names["decorated"]
    assert region >= 8 and decorated >= 8 and region != decorated
    first, second = fake.steps
    assert first.phase(region) > 0 and first.phase(decorated) is None
    assert second.phase(region) > 0 and second.phase(decorated) > 0
    # The name is interned once and cached.
    assert [c for c in fake.names() if c[0] == "intern_phase_name"] == [
        ("intern_phase_name", "region"),
        ("intern_phase_name", "decorated"),
    ]
    assert steplens.trace_time("region") is steplens.trace_time("region")


def test_trace_h2d_times_the_built_in_h2d_phase(fake) -> None:
    from steplens import _core

    with steplens.trace_step():
        with steplens.trace_h2d():
            sum(range(2000))
    with steplens.trace_step():
        pass
    first, second = fake.steps
    # The built-in phase (PAGEABLE HOST MEMORY weighs it), not a user region.
    assert first.phase(_core.PHASE_H2D) > 0
    assert second.phase(_core.PHASE_H2D) is None
    assert not [c for c in fake.names() if c[0] == "intern_phase_name"]
    assert steplens.trace_h2d() is steplens.trace_h2d()


def test_trace_time_rejects_bad_names(fake) -> None:
    with pytest.raises(TypeError):
        steplens.trace_time("")


def test_log_attaches_scalars(fake) -> None:
    with steplens.trace_step():
        steplens.log(loss=torch.tensor(0.5, requires_grad=True) * 2, lr=0.1)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            steplens.log(bad="not a number")  # dropped, warned, never raised
        assert any("not a number" in str(w.message) for w in caught)
    (step,) = fake.steps
    ids = fake.scalar_names
    assert step.scalars == {ids["loss"]: 1.0, ids["lr"]: 0.1}


class _DeviceValue:
    """Stands for a CUDA tensor that is not a number: reading it (repr, float)
    would synchronise the device."""

    class device:  # noqa: N801 - mimics torch.device
        type = "cuda"

    shape = (3,)

    def detach(self) -> _DeviceValue:
        return self

    def __repr__(self) -> str:
        raise AssertionError("repr of a device tensor synchronises")

    def __float__(self) -> float:
        raise TypeError("a tensor of 3 elements")


def test_a_warning_about_a_device_value_never_reads_it(fake) -> None:
    with steplens.trace_step():
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            steplens.log(bad=_DeviceValue())  # dropped, warned, never read
    (message,) = [str(w.message) for w in caught if "not a number" in str(w.message)]
    assert "<tensor of shape (3,) on" in message, message


def _work(fake, step) -> tuple[float | None, float | None]:  # type: ignore[no-untyped-def]
    ids = fake.scalar_names
    return step.scalars.get(ids["samples"]), step.scalars.get(ids["tokens"])


def test_dataloader_batches_give_each_steps_samples(fake) -> None:
    model, opt, loader = _setup(batches=6)  # batch size 4
    it = iter(loader)
    x, y = next(it)
    with steplens.trace_step(model):  # fetched before the step: its batch
        _train_step(model, opt, x, y)
    x, y = next(it)  # an evaluation batch between steps: not training work
    x, y = next(it)
    with steplens.trace_step(model):  # only the last fetch before the step counts
        _train_step(model, opt, x, y)
    with steplens.trace_step(model):  # gradient accumulation: fetches inside add up
        for _ in range(2):
            x, y = next(it)
            _train_step(model, opt, x, y)
    with steplens.trace_step(model):  # nothing fetched: no samples (not 0)
        _train_step(model, opt, x, y)
    assert [_work(fake, s)[0] for s in fake.steps] == [4.0, 4.0, 8.0, None]


def test_batch_structures_and_overrides(fake) -> None:
    model, opt, _ = _setup()
    batches = [
        {"input_ids": torch.zeros(3, 7, dtype=torch.long), "labels": torch.zeros(3)},
        [(torch.zeros(5, 2), torch.zeros(5))],  # nested
        torch.zeros(6, 1),
        {"name": "no tensor"},
        torch.tensor(1.0),  # 0-d: no batch dimension
    ]
    loader = torch.utils.data.DataLoader(batches, batch_size=None)
    for _batch in loader:
        with steplens.trace_step(model):
            pass
    assert [_work(fake, s)[0] for s in fake.steps] == [3.0, 5.0, 6.0, None, None]

    fake.steps.clear()
    for x, _y in _setup()[2]:
        with steplens.trace_step(model, batch_size=x.shape[0] * 2, tokens=128):
            pass
        break
    with steplens.trace_step(model, tokens=torch.tensor(64)):  # a one-element tensor works
        pass
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with steplens.trace_step(model, batch_size="eight", tokens=-1):  # dropped, warned
            pass
    assert [_work(fake, s) for s in fake.steps] == [(8.0, 128.0), (None, 64.0), (None, None)]
    assert any("batch_size= must be a non-negative number" in str(w.message) for w in caught)
    assert any("tokens= must be a non-negative number" in str(w.message) for w in caught)


def test_batch_size_read_without_tensor_len_in_python(fake, monkeypatch) -> None:
    """A plain tensor's first dimension is read through the C length slot, not
    torch.Tensor.__len__ (Python, ~3 000 instructions a step); a subclass's own
    __len__ and a 0-length batch keep their answers."""
    model, _, _ = _setup()
    calls = []
    original = torch.Tensor.__len__

    def counting_len(self):  # type: ignore[no-untyped-def]
        calls.append(1)
        return original(self)

    monkeypatch.setattr(torch.Tensor, "__len__", counting_len)

    class Halved(torch.Tensor):
        def __len__(self) -> int:
            return 2

    batches = [[torch.zeros(7, 2)], torch.zeros(0, 3), torch.zeros(6, 1).as_subclass(Halved)]
    for _batch in torch.utils.data.DataLoader(batches, batch_size=None):
        with steplens.trace_step(model):
            pass
    assert [_work(fake, s)[0] for s in fake.steps] == [7.0, 0.0, 2.0]
    assert len(calls) == 1  # the 0-length batch only (the C slot says 0 for 0-d too)


def test_log_outside_a_step_warns_once_and_is_dropped(fake) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        steplens.log(loss=1.0)
        steplens.log(loss=2.0)
    assert sum("outside a trace_step block" in str(w.message) for w in caught) == 1
    with steplens.trace_step():
        pass
    (step,) = fake.steps
    assert step.scalars == {}


def test_nested_trace_step_reported_once_not_a_crash(fake) -> None:
    model, opt, _ = _setup()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            with steplens.trace_step(model):
                with steplens.trace_step(model):
                    _train_step(model, opt, torch.randn(4, 4), torch.randn(4, 1))
    nested = [w for w in caught if "nested" in str(w.message)]
    assert len(nested) == 1
    assert len(fake.steps) == 2
    assert all(s.phase(FORWARD) is not None for s in fake.steps)


def test_hooks_never_raise_into_user_code(fake) -> None:
    model, opt, _ = _setup()
    fake.fail_on = {"phase_begin"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            with steplens.trace_step(model):
                loss = _train_step(model, opt, torch.randn(4, 4), torch.randn(4, 1))
    assert torch.isfinite(loss)
    assert len(fake.steps) == 3  # steps still recorded
    errors = steplens.stats()["hook_errors"]
    assert errors.get("forward") == 1  # counted once, then that family is off
    assert errors.get("optimizer") == 1
    assert [w for w in caught if "forward hook failed" in str(w.message)]
    fake.fail_on = set()
    with steplens.trace_step(model):  # disabled families stay off, training goes on
        _train_step(model, opt, torch.randn(4, 4), torch.randn(4, 1))
    assert fake.steps[-1].phase(FORWARD) is None


def test_dataloader_hook_failure_keeps_data_flowing(fake) -> None:
    _, _, loader = _setup(batches=3)
    fake.fail_on = {"phase_begin"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        batches = list(loader)
    assert len(batches) == 3
    assert steplens.stats()["hook_errors"].get("dataloader") == 1


def test_user_exceptions_propagate_and_the_step_ends(fake) -> None:
    model, _, _ = _setup()
    with pytest.raises(ValueError, match="user"):
        with steplens.trace_step(model):
            raise ValueError("user error")
    assert len(fake.steps) == 1
    with steplens.trace_step(model):  # the next step works
        model(torch.randn(4, 4))
    assert fake.steps[-1].phase(FORWARD) is not None


def test_exceptions_inside_timed_calls_end_their_phase(fake) -> None:
    """A forward / backward that raises: the phase still ends, the error is the user's."""
    model, _, _ = _setup()

    class Boom(torch.nn.Module):
        def forward(self, x):  # type: ignore[no-untyped-def]
            raise KeyError("inside forward")

    boom = Boom()
    with pytest.raises(KeyError, match="inside forward"):
        with steplens.trace_step(boom):
            boom(torch.randn(2, 4))
    assert fake.steps[-1].phase(FORWARD) is not None
    assert not fake.open  # every phase begun was ended
    x = torch.randn(4, 4, requires_grad=True)
    with pytest.raises(RuntimeError):
        with steplens.trace_step(model):
            loss = model(x).sum()
            loss.backward()
            loss.backward()  # the graph is freed: torch raises
    assert fake.steps[-1].phase(BACKWARD) is not None
    assert not fake.open


def test_trace_step_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="at most 1 positional argument"):
        steplens.trace_step(1, 2)
    with pytest.raises(TypeError, match="unexpected keyword"):
        steplens.trace_step(modle=None)
    assert steplens.trace_step(model=None) is steplens.trace_step(None)  # cached
    import inspect

    assert (
        str(inspect.signature(steplens.trace_step))
        == "(model=None, *, batch_size=None, tokens=None, grad_norm=False, deep=None)"
    )
    assert "training step" in steplens.trace_step.__doc__


def test_timed_call_is_collected_with_its_model(fake) -> None:
    """model -> forward wrapper -> bound method -> model is a cycle the GC frees."""
    import gc
    import weakref

    first, _, _ = _setup()
    with steplens.trace_step(first):
        first(torch.randn(2, 4))
    gone = weakref.ref(first)
    assert weakref.ref(first.forward)() is first.forward  # weak-referenceable
    second, _, _ = _setup()
    with steplens.trace_step(second):  # the hot path now holds `second`, not `first`
        second(torch.randn(2, 4))
    del first
    gc.collect()
    assert gone() is None


def test_timed_call_binds_like_a_function_on_a_class(fake) -> None:
    from steplens import _core

    class Counter:
        def __init__(self) -> None:
            self.n = 0

        def bump(self, by: int = 1) -> int:
            self.n += by
            return self.n

    Counter.bump = _core.TimedCall(Counter.bump, "dataloader")  # type: ignore[method-assign]
    c = Counter()
    assert c.bump() == 1 and c.bump(by=2) == 3 and Counter.bump(c) == 4
    assert Counter.bump.__name__ == "bump" and Counter.bump.family == "dataloader"
    assert fake.pending_dataloader is not None  # recorded between steps
    with pytest.raises(ValueError, match="family"):
        _core.TimedCall(len, "optimizer")
    with pytest.raises(TypeError, match="callable"):
        _core.TimedCall(3, "forward")


def test_torch_compile_runs_through_the_wrappers(fake) -> None:
    """torch.compile'd models train under trace_step; forward is timed either way."""
    model, opt, _ = _setup()
    compiled = torch.compile(model, backend="eager")  # Dynamo only: no codegen in CI
    for target in (compiled, model):  # the compiled wrapper, or the module inside it
        for _ in range(2):
            with steplens.trace_step(target):
                loss = F.mse_loss(compiled(torch.randn(4, 4)), torch.randn(4, 1))
                loss.backward()
                opt.step()
                opt.zero_grad()
            step = fake.steps[-1]
            assert step.phase(FORWARD) is not None, target
            assert step.phase(BACKWARD) is not None and step.phase(OPTIMIZER) is not None
    assert torch.isfinite(loss)
    assert not steplens.stats()["hook_errors"]


def test_eval_forward_without_grad(fake) -> None:
    model, _, _ = _setup()
    with torch.no_grad(), steplens.trace_step(model):
        model(torch.randn(4, 4))
    (step,) = fake.steps
    assert step.phase(FORWARD) is not None and step.phase(BACKWARD) is None


def test_model_wrapped_once_and_transparent(fake) -> None:
    import copy
    import inspect
    import pickle

    model, _, _ = _setup()
    other = torch.nn.Linear(4, 1)
    signature = inspect.signature(model.forward)
    for m in (model, other, model, other):
        with steplens.trace_step(m):
            m(torch.randn(4, 4))
    assert isinstance(model.forward, _trace.TimedCall)
    assert not isinstance(model.forward.__wrapped__, _trace.TimedCall)  # once
    assert inspect.signature(model.forward) == signature
    assert not model._forward_hooks and not model._forward_pre_hooks
    x = torch.randn(2, 4)
    # A deep copy (an EMA model, say) computes with its own parameters.
    twin = copy.deepcopy(model)
    with torch.no_grad():
        for p in twin.parameters():
            p.add_(1.0)
    assert not torch.equal(twin(x), model(x))
    assert twin.forward.__wrapped__.__self__ is twin
    # Pickling stores the plain forward: the loaded model is not wrapped.
    loaded = pickle.loads(pickle.dumps(model))
    assert torch.equal(loaded(x), model(x))
    assert not isinstance(loaded.forward, _trace.TimedCall)
    # Unwrapping restores the model exactly.
    from steplens import _torch_hooks

    _torch_hooks.uninstall()
    assert "forward" not in model.__dict__
    assert model.forward.__func__ is torch.nn.Sequential.forward


class _CudaThatFails:
    """torch.cuda's allocator statistics, failing from the second read on."""

    def __init__(self) -> None:
        self.reads = 0

    def current_device(self) -> int:
        return 0

    def memory_stats_as_nested_dict(self, index: int) -> dict:  # type: ignore[type-arg]
        self.reads += 1
        if self.reads > 1:
            raise RuntimeError("CUDA error: an illegal memory access was encountered")
        return {
            "allocated_bytes": {"all": {"current": 100, "peak": 200}},
            "reserved_bytes": {"all": {"current": 300, "peak": 400}},
        }

    def reset_peak_memory_stats(self, index: int) -> None:
        pass


def test_a_failing_memory_read_turns_the_memory_family_off(fake) -> None:
    cuda = _CudaThatFails()
    _trace._enable_cuda_memory(cuda)
    with pytest.warns(steplens.SteplensWarning, match="memory hook failed"):
        for _ in range(3):
            with steplens.trace_step():
                pass
    assert len(fake.steps) == 3  # training went on
    assert fake.steps[0].memory == (100, 200, 300, 400)
    assert fake.steps[1].memory is None and fake.steps[2].memory is None
    assert cuda.reads == 2  # not asked again after the failure
    assert _trace.hook_errors["memory"] == 1
    state = _core.hot_state()  # the switch is C++'s, not a Python copy
    assert state["memory_ok"] is False and state["cuda_memory"] is True


def test_shutdown_turns_calls_into_noops(fake) -> None:
    steplens.shutdown()
    with steplens.trace_step():
        steplens.log(x=1.0)
    assert ("shutdown", 2000) in fake.names()
    assert not fake.steps
    assert _trace._started()  # no silent restart after an explicit shutdown


def test_shutdown_releases_the_model(fake) -> None:
    """After shutdown steplens holds no reference to the last model: a DDP
    model kept alive keeps its process group (and gloo's threads) alive up to
    the interpreter's exit, which aborted ranks at exit ("terminate called
    without an active exception") after destroy_process_group."""
    import gc
    import weakref

    model, _, _ = _setup()
    with steplens.trace_step(model):
        model(torch.randn(2, 4))
    gone = weakref.ref(model)
    steplens.shutdown()
    # A step traced after shutdown (recording is off) holds it neither.
    with steplens.trace_step(model):
        model(torch.randn(2, 4))
    del model
    gc.collect()
    assert gone() is None


def test_too_many_region_names_degrade_gracefully(fake) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with steplens.trace_step():
            for i in range(300):
                with steplens.trace_time(f"region-{i}"):
                    pass
    (step,) = fake.steps
    recorded = [pid for pid in step.cpu_ns if pid >= 8]
    assert len(recorded) == 24  # the recorder's user phase table
    assert len(_trace._regions) == _trace._MAX_REGION_NAMES
    assert any("distinct trace_time names" in str(w.message) for w in caught)


def _flops_of_first_step(fake, model, x, **init) -> dict[str, float]:  # type: ignore[no-untyped-def]
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(3):
        with steplens.trace_step(model):
            model(x).sum().backward()
            opt.step()
            opt.zero_grad()
    ids = {v: k for k, v in fake.scalar_names.items()}
    first, *rest = fake.steps
    assert all("flops" not in {ids[i] for i in s.scalars} for s in rest)  # counted once
    return {ids[i]: v for i, v in first.scalars.items()}


def test_model_flops_of_an_mlp_match_the_hand_count(fake, monkeypatch) -> None:
    monkeypatch.delenv("STEPLENS_PEAK_TFLOPS", raising=False)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 8))
    b = 4
    # Forward 2·b·in·out per layer; backward: weight gradients of both
    # layers, the input gradient of the second only (x needs none).
    forward = 2 * b * (16 * 32 + 32 * 8)
    backward = 2 * b * (16 * 32) + 2 * (2 * b * 32 * 8)
    scalars = _flops_of_first_step(fake, model, torch.randn(b, 16))
    assert scalars["flops"] == pytest.approx(forward + backward, rel=0.02)
    assert "peak_flops" not in scalars  # a CPU: no peak unless given


def test_model_flops_of_a_transformer_block_match_the_hand_count(fake, monkeypatch) -> None:
    monkeypatch.setenv("STEPLENS_PEAK_TFLOPS", "0.5")
    b, seq, d, ff = 2, 8, 32, 64
    layer = torch.nn.TransformerEncoderLayer(d, nhead=4, dim_feedforward=ff, dropout=0.0,
                                             batch_first=True)  # fmt: skip
    tokens = b * seq
    in_proj, out_proj = 2 * tokens * d * 3 * d, 2 * tokens * d * d
    scores = 2 * b * seq * seq * d  # QK^T, and as much for attention x V
    feed_forward = 2 * (2 * tokens * d * ff)
    forward = in_proj + 2 * scores + out_proj + feed_forward
    # Backward: twice each matmul, but only the weight gradient of in_proj
    # (the input needs no gradient). Model FLOPs: no recomputation; the CPU
    # flash-attention backward recomputes QK^T (+1.1 % here), within 2 %.
    backward = in_proj + 2 * (2 * scores + out_proj + feed_forward)
    scalars = _flops_of_first_step(fake, layer, torch.randn(b, seq, d))
    assert scalars["flops"] == pytest.approx(forward + backward, rel=0.02)
    assert scalars["peak_flops"] == 0.5e12  # STEPLENS_PEAK_TFLOPS


def test_flop_counting_can_be_switched_off(fake, monkeypatch) -> None:
    monkeypatch.setenv("STEPLENS_FLOPS", "0")
    model = torch.nn.Linear(4, 2)
    scalars = _flops_of_first_step(fake, model, torch.randn(3, 4))
    assert "flops" not in scalars


def test_the_loss_is_read_from_backward_on_a_cpu(fake) -> None:
    model, opt, loader = _setup(batches=3)
    losses = []
    for x, y in loader:
        with steplens.trace_step(model):
            losses.append(_train_step(model, opt, x, y).item())
    with steplens.trace_step(model):  # gradient accumulation: the step's backward calls add up
        parts = [F.mse_loss(model(x), y) / 2 for _ in range(2)]
        for part in parts:
            part.backward()
    with steplens.trace_step(model):  # a NaN loss is a value (NAN/INF needs it)
        (model(x).sum() * float("nan")).backward()
    with steplens.trace_step(model):  # backward of a non-scalar: no loss
        model(x).backward(torch.ones(4, 1))
    loss_id = fake.scalar_names["loss"]
    got = [s.scalars.get(loss_id) for s in fake.steps]
    assert got[:3] == pytest.approx(losses)
    assert got[3] == pytest.approx(sum(p.item() for p in parts))
    assert got[4] != got[4]  # NaN
    assert got[5] is None


def test_the_loss_read_through_torchs_c_functions_equals_item(fake) -> None:
    """The loss is read by calling TensorBase's is_cpu getter and item()
    directly (tensor_slots.h): the value is item()'s for every kind of
    one-element tensor, including a negative view (whose memory holds the
    opposite sign) and a subclass (read through Python)."""

    class Marked(torch.Tensor):
        pass

    model = torch.nn.Linear(2, 1)
    w = torch.tensor(1.5, requires_grad=True)
    z = torch.tensor(1 + 2j, requires_grad=True)
    losses = [
        lambda: model(torch.ones(1, 2)).sum(),  # float32, 0-d
        lambda: (w.double() * 3).sum(),  # float64
        lambda: (w * 2).reshape(1),  # one element, 1-d
        lambda: (w.bfloat16() * 3).sum(),  # bfloat16
        lambda: z.conj().imag,  # a negative view: -2.0
        lambda: (w * 5).as_subclass(Marked),  # a subclass
    ]
    expected = []
    for make in losses:
        with steplens.trace_step(model):
            loss = make()
            expected.append(loss.item())
            loss.backward()
    loss_id = fake.scalar_names["loss"]
    assert [s.scalars.get(loss_id) for s in fake.steps] == expected
    assert expected[4] == -2.0


def test_the_loss_read_follows_a_patched_tensor_class(fake, monkeypatch) -> None:
    """torch.Tensor's item and is_cpu are taken again when the class changes:
    a patched item() is what reads the loss, and a tensor that says it is
    not on the CPU (what a CUDA loss says) is not read at all."""
    model = torch.nn.Linear(2, 1)
    x = torch.ones(1, 2)
    with steplens.trace_step(model):  # the C functions are taken here
        model(x).sum().backward()
    calls = []
    original = torch.Tensor.item

    def counting_item(self):  # type: ignore[no-untyped-def]
        calls.append(1)
        return original(self) + 100

    monkeypatch.setattr(torch.Tensor, "item", counting_item)
    with steplens.trace_step(model):
        loss = model(x).sum()
        loss.backward()
    assert calls == [1]
    monkeypatch.setattr(torch.Tensor, "is_cpu", property(lambda self: False))
    with steplens.trace_step(model):
        model(x).sum().backward()
    assert calls == [1]  # not read: item() would synchronise a device
    loss_id = fake.scalar_names["loss"]
    got = [s.scalars.get(loss_id) for s in fake.steps]
    assert got[1] == original(loss) + 100
    assert got[2] is None


def test_a_logged_loss_replaces_the_one_read_from_backward(fake) -> None:
    model, opt, loader = _setup(batches=3)
    for i, (x, y) in enumerate(loader):
        with steplens.trace_step(model):
            _train_step(model, opt, x, y)
            if i == 1:
                steplens.log(loss=123.0)
    loss_id = fake.scalar_names["loss"]
    first, second, third = (s.scalars.get(loss_id) for s in fake.steps)
    assert first is not None and first != 123.0  # read from backward
    assert second == 123.0  # the user's, not overwritten at the step's end
    assert third is None  # from then on only what the user logs


def test_grad_norm_on_request(fake) -> None:
    model, opt, loader = _setup(batches=3)
    expected = []
    for i, (x, y) in enumerate(loader):
        with steplens.trace_step(model, grad_norm=i != 1):  # asked for in steps 0 and 2
            loss = F.mse_loss(model(x), y)
            loss.backward()
            grads = [p.grad.detach().clone() for p in model.parameters()]
            expected.append(float(torch.linalg.vector_norm(torch.stack([g.norm() for g in grads]))))
            opt.step()
            opt.zero_grad()
    gid = fake.scalar_names.get("grad_norm")
    got = [s.scalars.get(gid) for s in fake.steps]
    assert got[0] == pytest.approx(expected[0]) and got[2] == pytest.approx(expected[2])
    assert got[1] is None  # not asked for: no cost, no value
    # Before the optimizer phase: the norm's cost is not the optimizer's.
    calls = _step_calls(fake)[0]
    names = [c[0] if c[0] != "phase_begin" else (c[0], c[1]) for c in calls]
    assert names.index("log_scalar") < names.index(("phase_begin", OPTIMIZER))
