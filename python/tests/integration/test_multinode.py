"""Across nodes: two `steplens run` launchers on this machine, one per
"node" (2 gloo DDP ranks each), the same command but --node-rank. Node 0
hosts the aggregator; node 1's ranks report to it over TCP with the run's
token. A rank without the right token is refused and counted.

    pytest -m slow python/tests/integration/test_multinode.py
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env, start_cli, wait_for_output

pytest.importorskip("torch")
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"


def _free_port_pair() -> int:
    """A port P with P and P + 1 free (the rendezvous and the aggregator)."""
    for _ in range(50):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port >= 65535:
            continue
        with socket.socket() as s2:
            try:
                s2.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise RuntimeError("no two adjacent free ports")


def _node_cmd(
    cli: str,
    tmp_path: Path,
    node: int,
    port: int,
    token: str,
    *script_args: str,
    ui: str = "none",
    run_flags: tuple[str, ...] = (),
) -> list[str]:
    return [
        cli,
        "run",
        *run_flags,
        "--nnodes",
        "2",
        "--node-rank",
        str(node),
        "--rdzv-endpoint",
        f"127.0.0.1:{port}",
        "--ingest-host",
        "127.0.0.1",
        "--token",
        token,
        "--nproc-per-node",
        "2",
        "--ui",
        ui,
        "--port",
        "0",
        "--run-dir",
        str(tmp_path / f"node{node}"),
        str(FAULTS / "backward_straggler.py"),
        "--hidden",
        "64",
        *script_args,
    ]


def _launch(
    cli: str,
    tmp_path: Path,
    node: int,
    port: int,
    token: str,
    *script_args: str,
    skew_ms: float = 0.0,
    run_flags: tuple[str, ...] = (),
) -> subprocess.Popen[str]:
    cmd = _node_cmd(cli, tmp_path, node, port, token, *script_args, run_flags=run_flags)
    env = launcher_free_env()
    if skew_ms:  # test only: this node's recorders send times off by skew_ms
        env["STEPLENS_TEST_CLOCK_SKEW_MS"] = str(skew_ms)
    return start_cli(cmd, tmp_path, env)


def _two_nodes(
    cli: str,
    tmp_path: Path,
    tokens: tuple[str, str],
    *script_args: str,
    skew_ms: float = 0.0,
    node1_flags: tuple[str, ...] = (),
) -> tuple[dict[str, Any], str, str, int]:
    port = _free_port_pair()
    node1 = _launch(
        cli, tmp_path, 1, port, tokens[1], *script_args, skew_ms=skew_ms, run_flags=node1_flags
    )
    node0 = _launch(cli, tmp_path, 0, port, tokens[0], *script_args)
    out0 = node0.communicate(timeout=300)[0]
    out1 = node1.communicate(timeout=120)[0]
    assert node0.returncode == 0, out0[-3000:]
    summary = json.loads((tmp_path / "node0" / "summary.json").read_text())
    return summary, out0, out1, node1.returncode


def test_a_straggler_on_another_node_is_named_by_node_0(cli: str, tmp_path: Path) -> None:
    """Node 1's clocks are 250 ms ahead (a test-only skew of everything its
    recorders send and its relay's clock exchange answers): its ranks' times
    are aligned by the relay's two-way clock estimate, so the straggler's
    lateness is the injected delay."""
    summary, out0, out1, rc1 = _two_nodes(
        cli,
        tmp_path,
        ("s3cret", "s3cret"),
        "--steps",
        "200",
        "--slow-rank",
        "3",
        "--delay-ms",
        "20",
        skew_ms=250.0,
    )
    assert rc1 == 0, out1[-3000:]
    assert "node 1 of 2: ranks 2-3 report to node 0's aggregator" in out1, out1[-2000:]
    assert "over one connection (this node's relay)" in out1, out1[-2000:]
    assert summary["run"]["world_size"] == 4, summary["run"]
    ranks = {r["rank"]: r for r in summary["ranks"]}
    assert sorted(ranks) == [0, 1, 2, 3], summary["ranks"]
    assert all(r["steps"] == 200 and r["end"] == "finished" for r in ranks.values()), ranks
    step = summary["diagnosis"]["step_time"]
    assert (step["label"], step["rank"], step["phase"]) == ("COMPUTE STRAGGLER", 3, "backward")
    # The lateness (node 1's times against node 0's: through the clock
    # estimate) matches what rank 3 lost on its own clock (its backward
    # excess) within 2 ms; the 20 ms sleep overshoots on a loaded host, so
    # it bounds the lateness from below only.
    evidence = step["evidence"]
    assert evidence["lateness_ms"] > 17.0, evidence
    assert abs(evidence["lateness_ms"] - evidence["backward_compute_excess_ms"]) < 2.0, evidence
    clocks = {r: ranks[r]["clock"] for r in ranks}
    assert all(clocks[r]["source"] == "wall" for r in (0, 1)), clocks
    for r in (2, 3):
        assert clocks[r]["source"] == "two-way", clocks
        assert abs(clocks[r]["skew_ms"] + 250.0) < 5.0, clocks  # 250 ms ahead of this host
    nodes = summary["nodes"]
    assert [(n["first_rank"], n["ranks"]) for n in nodes] == [(0, [0, 1]), (2, [2, 3])], nodes
    assert [n["clock"] for n in nodes] == ["wall", "two-way"], nodes
    # The Nodes lines of the summary text (the estimate is within a fraction
    # of a ms of the injected 250 ms, with its bound).
    assert re.search(r"clock \+(249|250)\.\d ± \d+\.\d ms \(two-way\)", out0), out0[-3000:]
    assert summary["diagnosis"]["health"]["label"] == "OK", summary["diagnosis"]["health"]
    assert summary["counters"]["rejected_connections"] == 0, summary["counters"]
    # Node 1 keeps no run of its own: its ranks' records went to node 0.
    assert not (tmp_path / "node1" / "summary.json").exists()


@pytest.mark.parametrize("relay", [True, False], ids=["relay", "no-relay"])
def test_ranks_without_the_token_are_refused_and_counted(
    cli: str, tmp_path: Path, relay: bool
) -> None:
    """Node 1 has the wrong token: through its relay (refused once per
    reconnect, its ranks hung up on so they spool) or each rank on its own."""
    summary, out0, out1, rc1 = _two_nodes(
        cli,
        tmp_path,
        ("s3cret", "wrong"),
        "--steps",
        "60",
        node1_flags=() if relay else ("--no-relay",),
    )
    assert rc1 == 0, out1[-3000:]  # training went on without steplens' aggregator
    if relay:
        assert out1.count("relay: refused by") == 1, out1[-3000:]
    else:
        assert "relay" not in out1, out1[-3000:]
    assert summary["counters"]["rejected_connections"] >= 2, summary["counters"]
    seen = {r["rank"] for r in summary["ranks"] if r.get("steps")}
    assert seen == {0, 1}, summary["ranks"]
    health = summary["diagnosis"]["health"]
    # Never a clean "OK": the two ranks are named, and why.
    assert health["severity"] == "warning", health
    assert health["evidence"]["never_connected"] == "2, 3", health
    assert "connections were refused: a wrong token" in health["summary"], health


def _kill_session(sid: int) -> None:
    """SIGKILL to every process of session `sid` (the launcher puts the job in
    a process group of its own, so killpg would spare the ranks)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.getsid(int(entry)) == sid:
                os.kill(int(entry), signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def test_a_node_killed_mid_run_is_a_node_lost(cli: str, tmp_path: Path) -> None:
    """Node 1's launcher, torchrun and ranks are killed at once (a machine
    going down) after a few steps: node 0's verdict is RANK FAILED with cause
    node_lost, naming node 1's ranks, and node 0's own ranks (which then
    fail in their all-reduce) are the collateral."""
    port = _free_port_pair()
    node1 = subprocess.Popen(
        _node_cmd(cli, tmp_path, 1, port, "s3cret", "--steps", "100000"),
        cwd=tmp_path,
        env=launcher_free_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own session: killed as a whole
    )
    cmd0 = _node_cmd(cli, tmp_path, 0, port, "s3cret", "--steps", "100000", ui="terminal")
    node0 = start_cli(cmd0, tmp_path)
    try:
        wait_for_output(node0, "steps/s", timeout=120)  # training runs on all 4 ranks
        time.sleep(2)
        _kill_session(node1.pid)
        node1.wait(timeout=30)
        # Node 0's ranks fail in their next all-reduce (gloo sees the peers
        # gone) and its job ends by itself.
        out = node0.communicate(timeout=120)[0]
    finally:
        _kill_session(node1.pid)
        if node0.poll() is None:
            node0.send_signal(signal.SIGINT)
            out = node0.communicate(timeout=90)[0]
    assert node0.returncode != 0, out[-3000:]
    health = json.loads((tmp_path / "node0" / "summary.json").read_text())["diagnosis"]["health"]
    assert health["label"] == "RANK FAILED", (health, out[-3000:])
    assert health["rank"] == 2, health
    assert health["evidence"]["cause"] == "node_lost", health
    assert health["evidence"]["node_ranks"] == "2, 3", health
    assert health["evidence"]["collateral_ranks"] == "0, 1", health


def test_a_node_that_cannot_reach_node_0_trains_spools_and_says_so(
    cli: str, tmp_path: Path
) -> None:
    """Node 1's ranks are pointed at a port nobody listens on (its own
    --ingest-port): they keep training, spool into node 1's run directory,
    its launcher says so once, and `steplens report` reads the spool."""
    port = _free_port_pair()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead_port = s.getsockname()[1]  # closed again: nobody listens
    cmd1 = _node_cmd(cli, tmp_path, 1, port, "s3cret", "--steps", "60")
    cmd1[cmd1.index("--ingest-host") : cmd1.index("--ingest-host") + 2] = [
        "--ingest-port",
        str(dead_port),
    ]
    node1 = start_cli(cmd1, tmp_path)
    node0 = _launch(cli, tmp_path, 0, port, "s3cret", "--steps", "60")
    out0 = node0.communicate(timeout=300)[0]
    out1 = node1.communicate(timeout=120)[0]
    assert node0.returncode == 0, out0[-3000:]
    assert node1.returncode == 0, out1[-3000:]
    assert out1.count("could not reach node 0's aggregator") == 1, out1[-3000:]
    spools = sorted(p.name for p in (tmp_path / "node1").glob("rank-*.spool"))
    assert spools == ["rank-2.spool", "rank-3.spool"], spools
    report = subprocess.run(
        [cli, "report", str(tmp_path / "node1"), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert report.returncode == 0, report.stdout[-2000:] + report.stderr[-2000:]
    steps = {r["rank"]: r["steps"] for r in json.loads(report.stdout)["ranks"] if r.get("steps")}
    assert steps == {2: 60, 3: 60}, steps
