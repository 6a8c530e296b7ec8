"""steplens._setup: the facts a rank reports (SETUP frame), read from torch objects and files."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from steplens import _setup

torch = pytest.importorskip("torch")


def test_command_line_redacts_secret_option_values() -> None:
    argv = ["train.py", "--lr", "0.1", "--hf-token", "hf_abc", "--api_key=xyz", "--name", "a b"]
    line = _setup._command_line(argv)
    assert "hf_abc" not in line and "xyz" not in line
    assert line == "train.py --lr 0.1 --hf-token '<redacted>' '--api_key=<redacted>' --name 'a b'"


def test_git_commit_from_the_files_of_dot_git(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".git" / "refs" / "heads").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (repo / ".git" / "refs" / "heads" / "main").write_text("a" * 40 + "\n")
    (repo / "sub").mkdir()
    assert _setup._git_commit(str(repo / "sub" / "train.py")) == "a" * 40
    # A packed ref, and a linked worktree's .git file.
    (repo / ".git" / "refs" / "heads" / "main").unlink()
    (repo / ".git" / "packed-refs").write_text("# pack-refs\n" + "b" * 40 + " refs/heads/main\n")
    assert _setup._git_commit(str(repo / "train.py")) == "b" * 40
    wt_git = repo / ".git" / "worktrees" / "wt"
    wt_git.mkdir(parents=True)
    (wt_git / "HEAD").write_text("c" * 40 + "\n")
    (tmp_path / "wt").mkdir()
    (tmp_path / "wt" / ".git").write_text(f"gitdir: {wt_git}\n")
    assert _setup._git_commit(str(tmp_path / "wt" / "train.py")) == "c" * 40
    assert _setup._git_commit("/") is None or Path("/.git").exists()


def test_loader_facts_name_the_sampler_of_the_loop_loader() -> None:
    from torch.utils.data import DataLoader, TensorDataset
    from torch.utils.data.distributed import DistributedSampler

    data = TensorDataset(torch.zeros(8, 2))
    loader = DataLoader(data, batch_size=2, shuffle=True)
    facts = dict(_setup._loader_facts(sys._getframe()))
    assert facts["config.loader"] == "1"
    assert facts["config.loader.sampler"] == "RandomSampler"
    assert facts["config.loader.distributed"] == "0"
    assert facts["config.loader.num_workers"] == "0"
    assert facts["config.loader.pin_memory"] == "0"
    del loader
    sharded = DataLoader(
        data, batch_size=2, sampler=DistributedSampler(data, num_replicas=2, rank=0)
    )
    facts = dict(_setup._loader_facts(sys._getframe()))
    assert facts["config.loader.sampler"] == "DistributedSampler"
    assert facts["config.loader.distributed"] == "1"
    del sharded
    assert dict(_setup._loader_facts(sys._getframe())) == {"config.loader": "0"}


def test_model_facts_count_batchnorm() -> None:
    model = torch.nn.Sequential(
        torch.nn.Linear(2, 4), torch.nn.BatchNorm1d(4), torch.nn.SyncBatchNorm(4)
    )
    facts = dict(_setup._model_facts(model))
    assert facts == {
        "config.device": "cpu",
        "config.ddp": "0",
        "config.batchnorm": "1",
        "config.sync_batchnorm": "1",
    }


def _probe_steps(
    model: torch.nn.Module, use_second: bool, steps: int, monkeypatch
) -> _setup._UnusedParameterProbe:  # type: ignore[no-untyped-def]
    from steplens import _core

    step = [0]
    monkeypatch.setattr(_core, "current_step", lambda: step[0], raising=False)
    probe = _setup._UnusedParameterProbe([p for p in model.parameters()])
    for i in range(steps):
        step[0] = i
        x = torch.ones(1, 2)
        out = model[0](x).sum() + (model[1](x).sum() if use_second else 0)
        out.backward()
    return probe


def test_unused_parameter_probe_counts_steps_with_every_gradient(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    model = torch.nn.ModuleList([torch.nn.Linear(2, 1), torch.nn.Linear(2, 1)])
    probe = _probe_steps(model, True, _setup.PROBE_STEPS + 2, monkeypatch)
    assert (probe.checked, probe.all_grad) == (_setup.PROBE_STEPS, _setup.PROBE_STEPS)
    assert probe.handles == []  # removed once done: no cost after the probe
    model = torch.nn.ModuleList([torch.nn.Linear(2, 1), torch.nn.Linear(2, 1)])
    probe = _probe_steps(model, False, _setup.PROBE_STEPS + 2, monkeypatch)
    assert (probe.checked, probe.all_grad) == (_setup.PROBE_STEPS, 0)


class _Core:
    def __init__(self) -> None:
        self.sent: list[dict[str, str]] = []

    def report_setup(self, facts: list[tuple[str, str]]) -> None:
        self.sent.append(dict(facts))


def test_report_sends_once_per_new_kind_of_facts() -> None:
    _setup._reset_for_tests()
    core = _Core()
    try:
        _setup.report(core)  # the recorder starts: the environment
        assert len(core.sent) == 1 and core.sent[0]["python"] and "config.ddp" not in core.sent[0]
        model = torch.nn.Linear(2, 2)
        _setup.report(core, model)  # the first model: environment + configuration
        _setup.report(core, model)  # a model registered again (alternating models): nothing
        _setup.report(object())  # a backend without report_setup (a test fake): nothing
        assert len(core.sent) == 2
        assert core.sent[1]["config.ddp"] == "0" and core.sent[1]["torch"] == torch.__version__
        assert core.sent[1]["config.loader"] == "0"  # no DataLoader in these frames
    finally:
        _setup._reset_for_tests()
