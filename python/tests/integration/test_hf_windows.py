"""The Hugging Face callback's step windows under gradient accumulation, in
process with the real transformers (5.x, and 4.57 in scripts/compat.sh's
cells): one window per optimizer update, holding exactly that update's
micro-batches, including an epoch's short last update; evaluation outside.

    pytest python/tests/integration/test_hf_windows.py
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from steplens import _trace  # noqa: E402
from steplens.integrations.hf import StepLensCallback  # noqa: E402

BATCHES_PER_EPOCH = 10
GRAD_ACCUM = 4
EPOCHS = 2


class _Tiny(torch.nn.Module):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 1)

    def forward(self, x: Any, labels: Any = None) -> dict[str, Any]:
        out = self.linear(x).squeeze(-1)
        return {"loss": torch.nn.functional.mse_loss(out, labels), "logits": out}


class _Data(torch.utils.data.Dataset):  # type: ignore[misc]
    def __init__(self, n: int) -> None:
        g = torch.Generator().manual_seed(0)
        self.x = torch.randn(n, 4, generator=g)

    def __len__(self) -> int:
        return len(self.x)

    def __getitem__(self, i: int) -> dict[str, Any]:
        return {"x": self.x[i], "labels": self.x[i].sum()}


def test_one_window_per_update_with_its_micro_batches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    windows: list[int] = []  # training forwards per step window
    outside: list[bool] = []  # training forwards seen outside any window
    state = {"open": False}

    @contextlib.contextmanager
    def fake_trace_step(model: Any) -> Iterator[None]:
        assert not state["open"], "a window opened inside another"
        state["open"] = True
        windows.append(0)
        try:
            yield
        finally:
            state["open"] = False

    monkeypatch.setattr(_trace, "trace_step", fake_trace_step)
    model = _Tiny()

    def count(module: Any, args: Any) -> None:
        if not module.training:
            return
        if state["open"]:
            windows[-1] += 1
        else:
            outside.append(True)

    model.register_forward_pre_hook(count)
    args = transformers.TrainingArguments(
        output_dir=str(tmp_path / "out"),
        num_train_epochs=EPOCHS,
        per_device_train_batch_size=2,
        gradient_accumulation_steps=GRAD_ACCUM,
        eval_strategy="steps",
        eval_steps=2,
        save_strategy="no",
        logging_steps=1,
        report_to=[],
        use_cpu=True,
        dataloader_num_workers=0,
        disable_tqdm=True,
    )
    trainer = transformers.Trainer(
        model=model,
        args=args,
        train_dataset=_Data(2 * BATCHES_PER_EPOCH),
        eval_dataset=_Data(4),
    )
    trainer.add_callback(StepLensCallback(trainer))
    trainer.train()

    full, short = divmod(BATCHES_PER_EPOCH, GRAD_ACCUM)
    per_epoch = [GRAD_ACCUM] * full + ([short] if short else [])
    assert windows == per_epoch * EPOCHS
    assert len(windows) == trainer.state.global_step
    assert not outside
    assert not state["open"]
