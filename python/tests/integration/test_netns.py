"""Across hosts, on one machine: each node in its own network, UTS and time
namespaces (netns.py) — its own address on a bridge, its own host name, its
own CLOCK_MONOTONIC — so node 1 reaches node 0 over a link, not over
127.0.0.1. Needs root (CI has it); skipped with the reason otherwise.

    sudo pytest -m slow python/tests/integration/test_netns.py
"""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env
from netns import NetnsBed, unavailable

pytest.importorskip("torch")
pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"
RDZV_PORT = 29500  # each node's namespace is fresh: the port is free
INGEST_PORT = 29600  # node 0's aggregator; node 1 reaches it through the delay proxy


@pytest.fixture(scope="module")
def bed() -> Any:
    why = unavailable()
    if why is not None:
        pytest.skip(why)
    with NetnsBed(2) as b:
        yield b


def _node_cmd(cli: str, bed: NetnsBed, tmp_path: Path, node: int, *script_args: str) -> list[str]:
    ingest = ["--ingest-host", "127.0.0.1", "--ingest-port", str(INGEST_PORT)] if node == 0 else []
    return [
        cli, "run",
        "--nnodes", "2", "--node-rank", str(node),
        "--rdzv-endpoint", f"{bed.addr(0)}:{RDZV_PORT}",
        *ingest,
        "--token", "s3cret", "--nproc-per-node", "2",
        "--ui", "none", "--port", "0",
        "--run-dir", str(tmp_path / f"node{node}"),
        str(FAULTS / "backward_straggler.py"), "--hidden", "64",
        *script_args,
    ]  # fmt: skip


def _env(node: int, skew_ms: float = 0.0) -> dict[str, str]:
    env = launcher_free_env()
    env["GLOO_SOCKET_IFNAME"] = "eth0"  # the node's link, not the host's
    if skew_ms:  # test only: this node's clock reads skew_ms ahead (docs/reference/cli.md)
        env["STEPLENS_TEST_CLOCK_SKEW_MS"] = str(skew_ms)
    return env


def test_clock_exchange_across_a_delayed_link(cli: str, bed: NetnsBed, tmp_path: Path) -> None:
    """Node 1's clock reads 250 ms ahead (and its CLOCK_MONOTONIC is 1000 s
    off node 0's: another boot); its link to node 0 adds 1 ms ± 0.2 ms each
    way. The relay's two-way exchange gives node 1's offset within 1 ms, and
    a 30 ms backward straggler on rank 3 (node 1) is named with its
    lateness within 15 % (of what the straggler really lost)."""
    # Node 1's relay connects to node 0's address at the rendezvous port + 1:
    # there the delay proxy listens, in front of the aggregator.
    proxy = bed.delay_proxy(0, RDZV_PORT + 1, INGEST_PORT, 1.0, 0.2)
    assert proxy.stdout is not None
    assert proxy.stdout.readline().strip() == "listening"
    args = ("--steps", "120", "--slow-rank", "3", "--delay-ms", "30")
    run = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True, "cwd": tmp_path}
    node1 = bed.popen(1, _node_cmd(cli, bed, tmp_path, 1, *args), env=_env(1, 250.0), **run)
    node0 = bed.popen(0, _node_cmd(cli, bed, tmp_path, 0, *args), env=_env(0), **run)
    out0 = node0.communicate(timeout=300)[0]
    out1 = node1.communicate(timeout=120)[0]
    assert node0.returncode == 0, out0[-3000:]
    assert node1.returncode == 0, out1[-3000:]
    summary = json.loads((tmp_path / "node0" / "summary.json").read_text())

    ranks = {r["rank"]: r for r in summary["ranks"]}
    assert sorted(ranks) == [0, 1, 2, 3], summary["ranks"]
    assert all(r["steps"] == 120 and r["end"] == "finished" for r in ranks.values()), ranks
    nodes = summary["nodes"]
    assert [n["host"] for n in nodes] == [bed.hostname(0), bed.hostname(1)], nodes
    node1_clock = nodes[1]
    assert node1_clock["clock"] == "two-way", nodes
    offset_ms = -node1_clock["clock_skew_ms"]
    assert abs(offset_ms - 250.0) < 1.0, nodes
    # The bound is half the best round trip: 1 ms each way at least.
    assert 0.7 < node1_clock["clock_bound_ms"] < 50.0, nodes
    assert nodes[0]["clock"] != "two-way", nodes  # no relay on node 0
    for r in (2, 3):
        assert ranks[r]["clock"]["source"] == "two-way", ranks[r]["clock"]
    step = summary["diagnosis"]["step_time"]
    assert (step["label"], step["rank"]) == ("COMPUTE STRAGGLER", 3), step
    # The lateness compares node 1's times with node 0's (it needs the
    # clocks); the backward excess is rank 3's own backward against the
    # others' (each on its own clock: no clock needed). They agree within
    # 15 % of the delay. The sleep itself overshoots on a loaded host (35 ms
    # for 30 measured), so the delay bounds the lateness only from below.
    evidence = step["evidence"]
    lateness = evidence["lateness_ms"]
    assert lateness > 0.85 * 30.0, evidence
    assert abs(lateness - evidence["backward_compute_excess_ms"]) < 0.15 * 30.0, evidence
    # The text summary's Nodes section shows the offset and its bound.
    assert re.search(r"clock \+(249|250)\.\d ± \d+\.\d ms \(two-way\)", out0), out0[-3000:]
    proxy.kill()


# The same command on every node: the node arguments come from the launcher's
# environment (cli/cluster_env.h); each node runs it in a directory of its own
# (the run directory is ./steplens_runs/<timestamp>, as on separate hosts).
LAUNCHER_PORT = 29700  # MASTER_PORT: apart from the test above's ports


def _launcher_env(bed: NetnsBed, node: int, launcher: str) -> dict[str, str]:
    env = _env(node)
    env["STEPLENS_TOKEN"] = "s3cret"  # from the sbatch script or a Secret
    env["MASTER_PORT"] = str(LAUNCHER_PORT)
    if launcher == "srun":  # `srun --nodes=2 --ntasks-per-node=1` (Slurm 22.05+)
        env.update(
            SLURM_JOB_ID=bed.tag, SLURM_STEP_ID="0", SLURM_NNODES="2",
            SLURM_STEP_NUM_NODES="2", SLURM_STEP_NUM_TASKS="2",
            SLURM_NODEID=str(node), SLURM_PROCID=str(node), SLURM_LOCALID="0",
            SLURM_STEP_NODELIST=bed.nodelist(), SLURM_JOB_NODELIST=bed.nodelist(),
        )  # fmt: skip
    else:  # a PyTorchJob's pod, as training operator 1.7+ sets it
        env.update(
            KUBERNETES_SERVICE_HOST="10.96.0.1", MASTER_ADDR=bed.hostname(0),
            PET_MASTER_ADDR=bed.hostname(0), PET_MASTER_PORT=str(LAUNCHER_PORT),
            WORLD_SIZE="4", RANK=str(node), PET_NNODES="2", PET_NODE_RANK=str(node),
            PET_NPROC_PER_NODE="2",
        )  # fmt: skip
    return env


@pytest.mark.parametrize("launcher", ["srun", "PyTorchJob"])
def test_launcher_environment_places_each_node(
    cli: str, bed: NetnsBed, tmp_path: Path, launcher: str
) -> None:
    """2 nodes x 2 ranks under srun's or a PyTorchJob's variables, one
    command for both nodes with no node flag: the run works and node 0's
    summary.json names both nodes."""
    script = [str(FAULTS / "backward_straggler.py"), "--hidden", "32", "--steps", "20"]
    nproc = ["--nproc-per-node", "2"] if launcher == "srun" else []  # PET_NPROC_PER_NODE
    cmd = [cli, "run", *nproc, "--ui", "none", *script, "--delay-ms", "0"]
    procs = []
    for node in (1, 0):
        cwd = tmp_path / f"n{node}"
        cwd.mkdir()
        env = _launcher_env(bed, node, launcher)
        procs.append(
            bed.popen(node, cmd, env=env, cwd=cwd, stdout=subprocess.PIPE,
                      stderr=subprocess.STDOUT, text=True)
        )  # fmt: skip
    out0 = procs[1].communicate(timeout=300)[0]
    out1 = procs[0].communicate(timeout=120)[0]
    assert procs[1].returncode == 0, out0[-3000:]
    assert procs[0].returncode == 0, out1[-3000:]
    assert f"node 0 of 2 under {launcher}" in out0, out0[-3000:]
    assert f"node 1 of 2 under {launcher}" in out1, out1[-3000:]
    endpoint = f"rendezvous at {bed.hostname(0)}:{LAUNCHER_PORT}"
    assert endpoint in out0 and endpoint in out1, out1[-3000:]
    (summary_path,) = (tmp_path / "n0" / "steplens_runs").glob("*/summary.json")
    summary = json.loads(summary_path.read_text())
    ranks = {r["rank"]: r for r in summary["ranks"]}
    assert sorted(ranks) == [0, 1, 2, 3], summary["ranks"]
    assert all(r["steps"] == 20 for r in ranks.values()), ranks
    nodes = summary["nodes"]
    assert [n["host"] for n in nodes] == [bed.hostname(0), bed.hostname(1)], nodes
    assert {ranks[r]["host"] for r in (2, 3)} == {bed.hostname(1)}, ranks
    # The per-node view: each node's own slowest rank is one of its ranks;
    # one install everywhere, so no mixed-install sentence.
    assert nodes[0]["slowest_rank"] in (0, 1) and nodes[1]["slowest_rank"] in (2, 3), nodes
    assert summary["mixed_installs"] == [], summary["mixed_installs"]


# A partition of node 1, healed (docs/guide/multi-node.md, "Links that fail").
PARTITION_RDZV_PORT = 29800  # apart from the tests above; ingest at + 1
METRICS_PORT = 29900  # node 0's Prometheus endpoint, in its namespace
PARTITION_S = 7.0  # > the relay's 4 s silence limit + its 500 ms check


def _node_metrics(bed: NetnsBed, node: int, port: int, token: str) -> str:
    """GET /metrics on node `node`'s 127.0.0.1:port, "" when it does not answer."""
    fetch = (
        "import sys, urllib.request; "
        f"sys.stdout.write(urllib.request.urlopen('http://127.0.0.1:{port}/metrics?token={token}', "
        "timeout=2).read().decode())"
    )
    r = subprocess.run(
        ["ip", "netns", "exec", bed.ns(node), sys.executable, "-c", fetch],
        capture_output=True, text=True, timeout=20,
    )  # fmt: skip
    return r.stdout if r.returncode == 0 else ""


def _start_partition_job(
    cli: str,
    bed: NetnsBed,
    tmp_path: Path,
    rdzv_port: int,
    steps: int,
    flags: dict[int, list[str]],
    job_flags: dict[int, list[str]],
) -> tuple[subprocess.Popen[str], subprocess.Popen[str]]:
    """Both nodes of partition_job.py (2 ranks each, `steps` steps at least,
    writing to tmp_path/job) with each node's own `steplens run` flags and
    job flags, once every rank has made its first steps."""
    out = tmp_path / "job"
    out.mkdir()
    job = [str(HERE / "partition_job.py"), "--out", str(out), "--steps", str(steps)]
    run = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True, "cwd": tmp_path}
    procs = {}
    for node in (1, 0):
        cmd = [
            cli, "run", "--nnodes", "2", "--node-rank", str(node),
            "--rdzv-endpoint", f"{bed.addr(0)}:{rdzv_port}", *flags[node],
            "--token", "s3cret", "--nproc-per-node", "2", "--ui", "none", "--port", "0",
            "--run-dir", str(tmp_path / f"node{node}"), *job, *job_flags[node],
        ]  # fmt: skip
        procs[node] = bed.popen(node, cmd, env=_env(node), **run)
    deadline = time.monotonic() + 120
    while not all((out / f"ready-{r}").exists() for r in range(4)):
        assert time.monotonic() < deadline, "the ranks did not start"
        for p in procs.values():
            assert p.poll() is None, p.communicate()[0][-3000:]
        time.sleep(0.1)
    return procs[0], procs[1]


def test_a_healed_partition_leaves_no_hole(cli: str, bed: NetnsBed, tmp_path: Path) -> None:
    """Node 1 (2 ranks behind its relay) is cut off for 7 s — its link down:
    packets lost, no reset — while every rank trains on alone (no collective).
    Node 0 says node 1 is unreachable (the node view that the terminal's node
    lines show, read here through Prometheus); node 1's relay gives up on its
    silent connection and its ranks spool; healed, the relay reconnects, the
    ranks replay their spools, and node 0's summary.json and database hold
    every step of every rank, once, no step completed without node 1."""
    out = tmp_path / "job"
    node0, node1 = _start_partition_job(
        cli, bed, tmp_path, PARTITION_RDZV_PORT, 600,
        flags={0: ["--ingest-host", "0.0.0.0", "--metrics-port", str(METRICS_PORT)], 1: []},
        job_flags={0: [], 1: ["--until-replayed"]},
    )  # fmt: skip
    bed.link_down(1)
    cut = time.monotonic()
    unreachable = metrics = ""
    try:
        while time.monotonic() - cut < PARTITION_S:
            if not unreachable:
                metrics = _node_metrics(bed, 0, METRICS_PORT, "s3cret")
                m = re.search(
                    r'steplens_node_unreachable_seconds\{[^}]*node="1"[^}]*\} ([0-9.]+)', metrics
                )
                if m and float(m.group(1)) > 0:
                    unreachable = m.group(0)
            time.sleep(0.3)
    finally:
        bed.link_up(1)
    out0 = node0.communicate(timeout=180)[0]
    out1 = node1.communicate(timeout=60)[0]
    assert node0.returncode == 0, out0[-3000:]
    assert node1.returncode == 0, out1[-3000:]
    node_metrics = "\n".join(line for line in metrics.splitlines() if "steplens_node" in line)
    assert unreachable, f"node 0 never said node 1 was unreachable: {node_metrics}"
    assert "no word from it for" in out1, out1[-3000:]  # the relay gave up on the link
    steps = {r: json.loads((out / f"steps-{r}.json").read_text())["steps"] for r in range(4)}
    assert min(steps.values()) >= 600, steps

    summary = json.loads((tmp_path / "node0" / "summary.json").read_text())
    ranks = {r["rank"]: r for r in summary["ranks"]}
    for r, n in steps.items():
        assert (ranks[r]["steps"], ranks[r]["step_records"]) == (n, n), (r, n, ranks[r])
    counters = summary["counters"]
    # The replay window's frames came twice and were dropped once; nothing
    # arrived after its step had completed without the rank.
    assert counters["duplicate_records"] > 0, counters
    assert (counters["late_records"], counters["forced_steps"]) == (0, 0), counters
    assert summary["nodes"][1]["unreachable_since"] is None, summary["nodes"]
    # Per-node bytes (node_view.h): both nodes' ranks sent something, node 1's
    # through its relay (replay included), in summary.json and node 0's
    # Prometheus counter (read during the partition: what came before it).
    for n in summary["nodes"]:
        assert n["bytes_received"] > 0 and n["bytes_per_sec"] > 0, summary["nodes"]
    for node in ("0", "1"):
        m = re.search(
            rf'steplens_node_bytes_received_total\{{[^}}]*node="{node}"[^}}]*\}} ([0-9.e+]+)',
            metrics,
        )
        assert m and float(m.group(1)) > 0, node_metrics

    db = sqlite3.connect(tmp_path / "node0" / "steplens.db")
    try:
        for r, n in steps.items():
            got = db.execute(
                "SELECT COUNT(*), MIN(step), MAX(step) FROM steps WHERE rank = ?", (r,)
            ).fetchone()
            assert got == (n, 0, n - 1), (r, n, got)
        # Steps every rank made completed with every rank.
        short = db.execute(
            "SELECT COUNT(*) FROM step_aggregates WHERE step < ? AND ranks < 4",
            (min(steps.values()),),
        ).fetchone()[0]
        assert short == 0
    finally:
        db.close()


# The same partition of a rank connected directly (`--no-relay`): nothing
# pings it, so its recorder finds the link down only when a send fails or
# stalls for 1 s (its socket buffer full); until then TCP holds what it sent.
DIRECT_RDZV_PORT = 29820  # apart from the partition test's ports
DIRECT_PARTITION_S = 9.0


def test_a_direct_ranks_healed_partition_leaves_no_hole(
    cli: str, bed: NetnsBed, tmp_path: Path
) -> None:
    """Node 1's 2 ranks connect to node 0's aggregator themselves (no relay);
    its link is down for 9 s while every rank trains on alone (10 ms steps),
    then up. Node 0's summary.json holds every step of every rank, once, and
    no step completed without node 1's ranks. At this job's few KiB/s a rank
    its socket buffer does not fill within the partition: TCP resends after
    the heal, no reconnect (a busier rank drops the stalled link and replays
    its spool: docs/guide/multi-node.md, "Links that fail")."""
    out = tmp_path / "job"
    healed = out / "healed"
    node0, node1 = _start_partition_job(
        cli, bed, tmp_path, DIRECT_RDZV_PORT, 300,
        flags={0: ["--ingest-host", "0.0.0.0"], 1: ["--no-relay"]},
        job_flags={0: ["--step-ms", "10"], 1: ["--until-file", str(healed), "--step-ms", "10"]},
    )  # fmt: skip
    bed.link_down(1)
    try:
        time.sleep(DIRECT_PARTITION_S)
    finally:
        bed.link_up(1)
        healed.write_text("1")
    out0 = node0.communicate(timeout=180)[0]
    out1 = node1.communicate(timeout=60)[0]
    assert node0.returncode == 0, out0[-3000:]
    assert node1.returncode == 0, out1[-3000:]
    steps = {r: json.loads((out / f"steps-{r}.json").read_text())["steps"] for r in range(4)}
    summary = json.loads((tmp_path / "node0" / "summary.json").read_text())
    ranks = {r["rank"]: r for r in summary["ranks"]}
    got = {r: (ranks[r]["steps"], ranks[r]["step_records"]) for r in steps}
    assert all(got[r] == (n, n) for r, n in steps.items()), (steps, got, summary["counters"])
    counters = summary["counters"]
    assert (counters["late_records"], counters["forced_steps"]) == (0, 0), counters
    assert summary["nodes"][1]["bytes_received"] > 0, summary["nodes"]  # counted when direct too
