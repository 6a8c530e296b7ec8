"""Run identity and endpoint resolution (steplens._config): no torch needed."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from steplens import _config


def test_endpoint_parsing() -> None:
    assert _config.parse_endpoint("127.0.0.1:8765") == ("127.0.0.1", 8765)
    assert _config.parse_endpoint("[::1]:9000") == ("::1", 9000)
    for bad in ("nohost", ":80", "host:", "host:99999", "host:x"):
        with pytest.raises(ValueError):
            _config.parse_endpoint(bad)


def test_live_mode_from_launcher_environment(tmp_path) -> None:
    env = {
        "STEPLENS_ENDPOINT": "127.0.0.1:4000",
        "STEPLENS_RUN_ID": "run-7",
        "STEPLENS_RUN_DIR": str(tmp_path),
        "STEPLENS_TOKEN": "secret",
        "RANK": "3",
        "LOCAL_RANK": "1",
        "WORLD_SIZE": "4",
    }
    cfg = _config.resolve(env)
    assert cfg.mode == "live"
    o = cfg.options
    assert (o.host, o.port, o.token) == ("127.0.0.1", 4000, "secret")
    assert (o.run_id, o.run_dir) == ("run-7", str(tmp_path))
    assert (o.rank, o.local_rank, o.world_size) == (3, 1, 4)
    assert o.sample_system is False  # only local rank 0 samples the system
    assert "secret" not in repr(cfg) and "run-7" in repr(cfg)


def test_spool_mode_defaults() -> None:
    cfg = _config.resolve({})
    assert cfg.mode == "spool"
    o = cfg.options
    assert (o.host, o.port) == ("", 0)
    assert (o.rank, o.local_rank, o.world_size) == (0, 0, 1)
    assert o.sample_system is True
    assert o.run_dir == os.path.abspath(os.path.join("steplens_runs", o.run_id))
    assert o.run_id == f"spool-{os.getpid()}-{_config.process_start_time(os.getpid())}"
    # What resolve does not set keeps the one default, declared in C++ (recorder.h).
    assert (o.ring_capacity, o.heartbeat_interval_ms, o.rss_sample_interval_ms) == (4096, 1000, 50)


def test_explicit_arguments_win() -> None:
    env = {"STEPLENS_ENDPOINT": "h:1", "RANK": "1", "WORLD_SIZE": "2"}
    cfg = _config.resolve(env, endpoint="", rank=0, world_size=1, run_id="x")
    assert cfg.mode == "spool" and cfg.options.rank == 0 and cfg.options.run_id == "x"


def test_run_dir_that_is_not_text_is_one_sentence() -> None:
    bad = os.fsdecode(b"/tmp/run\xff\xfe")  # as os.environ hands such bytes over
    with pytest.raises(ValueError, match="not UTF-8 text"):
        _config.resolve({"STEPLENS_RUN_DIR": bad})


def test_invalid_rank_is_rejected() -> None:
    with pytest.raises(ValueError):
        _config.resolve({"RANK": "2", "WORLD_SIZE": "2"})


def test_torchelastic_run_id_is_shared_by_all_ranks() -> None:
    env = {"TORCHELASTIC_RUN_ID": "job 42/a", "WORLD_SIZE": "2"}
    assert _config.spool_run_id(env) == "job-42-a"
    assert _config.spool_run_id(dict(env, RANK="1")) == "job-42-a"


def test_torchelastic_none_falls_back_to_parent_identity() -> None:
    env = {"TORCHELASTIC_RUN_ID": "none", "WORLD_SIZE": "2"}
    ppid = os.getppid()
    assert _config.spool_run_id(env) == f"spool-{ppid}-{_config.process_start_time(ppid)}"


def test_sibling_processes_agree_on_the_run_id() -> None:
    """Two children of one parent (like torchrun's workers) derive one id."""
    code = (
        "from steplens import _config; import os;"
        "print(_config.spool_run_id({'WORLD_SIZE': '2', 'TORCHELASTIC_RUN_ID': 'none'}))"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    outs = {
        subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        ).stdout.strip()
        for _ in range(2)
    }
    assert len(outs) == 1
    assert outs == {f"spool-{os.getpid()}-{_config.process_start_time(os.getpid())}"}


def test_single_process_ids_differ_between_runs() -> None:
    assert _config.spool_run_id({}, pid=1) != _config.spool_run_id({}, pid=os.getpid())


def test_process_start_time_handles_odd_command_names() -> None:
    assert _config.process_start_time(os.getpid()) is not None
    assert _config.process_start_time(2**22 + 12345) is None
