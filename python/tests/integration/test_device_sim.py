"""Device-timed phases on the simulated device (DESIGN.md §7), real gloo DDP.

examples/faults/device_straggler.py queues scripted "kernels" on steplens'
simulated device (STEPLENS_TEST_DEVICE=sim): the host returns at once and
waits for the device only at the step's end, as a GPU job does at
``loss.item()``. A rank whose device backward is slower while its host
backward is not must be named COMPUTE STRAGGLER, phase backward — which the
host clock alone cannot see (the control run shows it) — and a host-only
delay still an INPUT STRAGGLER. The training thread never queries an event.

    pytest -m slow python/tests/integration/test_device_sim.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import run_example

pytest.importorskip("torch")

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "faults" / "device_straggler.py"
STEPS = 150
DELAY_MS = 40.0

pytestmark = pytest.mark.slow


def _run(
    cli: str,
    tmp: Path,
    *args: str,
    ranks: int = 2,
    host_only: bool = False,
    report_lag: int = 0,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    run_dir = tmp / "run"
    stats = tmp / "stats"
    stats.mkdir()
    mp = pytest.MonkeyPatch()
    mp.setenv("STEPLENS_TEST_DEVICE", "sim")
    if host_only:
        mp.setenv("STEPLENS_DEVICE_TIMING", "0")
    if report_lag:
        mp.setenv("STEPLENS_TEST_DEVICE_REPORT_LAG", str(report_lag))
    try:
        summary = run_example(
            cli,
            run_dir,
            EXAMPLE,
            "--steps",
            str(STEPS),
            "--hidden",
            "64",
            "--stats-out",
            str(stats),
            *args,
            ranks=ranks,
        )
    finally:
        mp.undo()
    per_rank = [
        json.loads((stats / f"device_stats_rank{r}.json").read_text()) for r in range(ranks)
    ]
    return summary, per_rank


def _lateness(summary: dict[str, Any]) -> dict[int, float]:
    block = summary["step_time"]["sync_arrival"]
    assert block["measured"] is True, block
    return {r["rank"]: r["mean_lateness_ms"] for r in block["ranks"]}


def _every_step_timed_on_the_device(per_rank: list[dict[str, Any]]) -> None:
    for st in per_rank:
        assert st["kind"] == "sim", st
        assert st["steps_timed"] >= STEPS, st  # every step, none skipped or lost
        assert st["steps_skipped"] == 0 and st["steps_lost"] == 0, st
        assert st["foreign_thread_waits"] == 0, st  # no event query off the flusher


@pytest.fixture(scope="module")
def device_straggler(cli: str, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    return _run(cli, tmp_path_factory.mktemp("dev"), "--delay-ms", str(DELAY_MS))


@pytest.mark.parametrize("ranks", [2, 4])
def test_a_slow_device_backward_is_a_compute_straggler_in_backward(
    cli: str, tmp_path: Path, ranks: int, device_straggler
) -> None:  # type: ignore[no-untyped-def]
    summary, per_rank = (
        device_straggler
        if ranks == 2
        else _run(cli, tmp_path, "--delay-ms", str(DELAY_MS), ranks=ranks)
    )
    step = summary["diagnosis"]["step_time"]
    assert (step["label"], step["rank"], step["phase"]) == ("COMPUTE STRAGGLER", 1, "backward"), (
        step
    )
    # The device arrival: rank 1 is late by the extra device work, against the others' median.
    late = _lateness(summary)
    assert 0.8 * DELAY_MS <= late[1] <= 1.2 * DELAY_MS, late
    # Host and device time are both kept: the backward the views show is the device's (it
    # holds the 40 ms of queued kernels), far above what the host spent queueing them.
    phases = summary["step_time"]["phases"]
    assert phases["backward"]["median_ms"] >= DELAY_MS * 0.8, phases
    _every_step_timed_on_the_device(per_rank)


def test_host_time_alone_cannot_see_it(cli: str, tmp_path: Path) -> None:
    """The control: with host timing only, the 40 ms of device work on rank 1
    is invisible — no rank is found anywhere near that late. (A verdict may
    still name a rank for a fraction of a millisecond of host noise on the
    shared 2-core host, which is true and not the device's delay: seen once
    in a full suite, rank 1 0.5 ms late at warning, which the test's first
    form, "no COMPUTE STRAGGLER on rank 1 in backward", failed on.)"""
    summary, per_rank = _run(cli, tmp_path, "--delay-ms", str(DELAY_MS), host_only=True)
    step = summary["diagnosis"]["step_time"]
    if step["rank"] is not None:
        cost = step["evidence"].get("cost_ms")
        assert cost is not None and cost < 0.25 * DELAY_MS, step
    block = summary["step_time"]["sync_arrival"]
    if block.get("measured"):
        late = {r["rank"]: r["mean_lateness_ms"] for r in block["ranks"]}
        assert all(v is None or v < 0.25 * DELAY_MS for v in late.values()), late
    assert all(st["kind"] == "" for st in per_rank), per_rank  # device timing was off


def _verdict(summary: dict[str, Any]) -> tuple[str, int | None, str | None]:
    step = summary["diagnosis"]["step_time"]
    return step["label"], step["rank"], step["phase"]


def test_device_times_two_steps_late_change_nothing(
    cli: str, tmp_path: Path, device_straggler
) -> None:  # type: ignore[no-untyped-def]
    # Each step's device times reach the recorder two steps after the step
    # ended (the recorder holds its record until then): same verdict, same
    # lateness, every step there.
    summary, per_rank = _run(cli, tmp_path, "--delay-ms", str(DELAY_MS), report_lag=2)
    on_time = device_straggler[0]
    assert _verdict(summary) == _verdict(on_time)
    late, late_on_time = _lateness(summary)[1], _lateness(on_time)[1]
    assert abs(late - late_on_time) <= 0.15 * late_on_time, (late, late_on_time)
    assert summary["step_time"]["window_steps"] == STEPS
    _every_step_timed_on_the_device(per_rank)


def test_a_device_running_two_steps_behind_the_host_names_the_same_rank(
    cli: str, tmp_path: Path, device_straggler
) -> None:  # type: ignore[no-untyped-def]
    # The host waits only for the step two back (its device queue is two
    # steps deep), as a GPU job that reads its loss late does.
    summary, per_rank = _run(cli, tmp_path, "--delay-ms", str(DELAY_MS), "--device-lag", "2")
    assert _verdict(summary) == _verdict(device_straggler[0])
    _every_step_timed_on_the_device(per_rank)


def test_a_host_delay_is_still_an_input_straggler(cli: str, tmp_path: Path) -> None:
    summary, per_rank = _run(cli, tmp_path, "--input-delay-ms", "30")
    step = summary["diagnosis"]["step_time"]
    assert (step["label"], step["rank"]) == ("INPUT STRAGGLER", 1), step
    _every_step_timed_on_the_device(per_rank)


def test_a_healthy_simulated_run_has_no_culprit(cli: str, tmp_path: Path) -> None:
    summary, per_rank = _run(cli, tmp_path)
    step = summary["diagnosis"]["step_time"]
    assert step["rank"] is None, step
    assert step["label"] not in ("COMPUTE STRAGGLER", "INPUT STRAGGLER", "STRAGGLER"), step
    _every_step_timed_on_the_device(per_rank)
    # The loss logged each step went through the device scalar path (read late) and arrived.
    assert summary["diagnosis"]["training"]["label"] == "OK", summary["diagnosis"]["training"]


def test_steps_of_a_few_milliseconds_are_all_timed(cli: str, tmp_path: Path) -> None:
    # The event pool is freed on the recorder's 50 ms tick: a 16-step pool left
    # 8 of 40 steps of ~3 ms untimed on an H100 (docs/benchmarks.md). One rank,
    # no device work: steps of 1-3 ms on this host.
    summary, (stats,) = _run(cli, tmp_path, "--fwd-ms", "0", "--bwd-ms", "0", ranks=1)
    assert summary["step_time"]["window_steps"] == STEPS
    assert stats["steps_timed"] + stats["steps_skipped"] >= STEPS, stats
    assert stats["steps_skipped"] <= 0.05 * STEPS, stats  # a loaded host may delay a tick
