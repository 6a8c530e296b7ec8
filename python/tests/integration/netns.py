"""A multi-host test bed on one machine: each "node" is a network namespace
with its own address on a bridge, its own host name (a UTS namespace) and
its own CLOCK_MONOTONIC (a time namespace, offset by whole seconds, as
separate hosts' boot clocks are unrelated). Every node resolves every
node's host name (``/etc/netns/<ns>/hosts``, which ``ip netns exec`` puts
over /etc/hosts), as on a cluster. Used by test_netns.py.

    with NetnsBed(2) as bed:
        bed.popen(1, ["steplens", "run", ...], env=...)
        bed.link_down(1); ...; bed.link_up(1)     # a partition of node 1

Needs root and a kernel with network and time namespaces; ``unavailable()``
says why not (the tests skip with it). Names are unique per bed
(``slt<pid><n>``), so parallel runs do not collide; a bed whose process died
is removed by the next one (``remove_leftovers``). Everything a bed made —
its processes (every process in its namespaces), namespaces, links — is
removed on exit, also after a failure.

No ``tc netem`` here: this kernel may lack sch_netem (the bed checks; see
``netem_available``). Link delay and jitter come from ``delay_proxy.py``, a
TCP relay that holds each chunk for delay ± jitter in each direction.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PREFIX = "slt"
NETNS_ETC = Path("/etc/netns")  # `ip netns exec NS` bind-mounts NETNS_ETC/NS/* over /etc


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check, timeout=30)


def unavailable() -> str | None:
    """Why the bed cannot run here, or None."""
    if os.geteuid() != 0:
        return "the namespace test bed needs root (network and time namespaces)"
    for tool in ("ip", "unshare", "hostname"):
        if subprocess.run(["which", tool], capture_output=True).returncode != 0:
            return f"the namespace test bed needs `{tool}`"
    name = f"{PREFIX}probe{os.getpid()}"
    probe = subprocess.run(["ip", "netns", "add", name], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"network namespaces unavailable: {probe.stderr.strip()}"
    try:
        timens = subprocess.run(
            [
                "ip",
                "netns",
                "exec",
                name,
                "unshare",
                "--uts",
                "--time",
                "--fork",
                "--monotonic",
                "5",
                "true",
            ],
            capture_output=True,
            text=True,
        )
        if timens.returncode != 0:
            return f"time or UTS namespaces unavailable: {timens.stderr.strip()}"
    finally:
        subprocess.run(["ip", "netns", "del", name], capture_output=True)
    return None


def netem_available() -> bool:
    """Whether `tc qdisc ... netem` works on this kernel (sch_netem)."""
    name = f"{PREFIX}q{os.getpid()}"
    if _ip("link", "add", name, "type", "dummy", check=False).returncode != 0:
        return False
    try:
        r = subprocess.run(
            ["tc", "qdisc", "add", "dev", name, "root", "netem", "delay", "1ms"],
            capture_output=True,
        )
        return r.returncode == 0
    finally:
        _ip("link", "del", name, check=False)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _kill_netns_pids(ns: str) -> None:
    """SIGKILL to every process in namespace `ns` (launchers put their jobs
    in process groups of their own: killing by group would spare them)."""
    for _ in range(20):
        out = _ip("netns", "pids", ns, check=False).stdout.split()
        pids = [int(p) for p in out if p.isdigit()]
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.05)


def remove_leftovers() -> None:
    """Namespaces and links of beds whose process is gone (a killed run)."""
    for name in _ip("netns", "list", check=False).stdout.split():
        m = re.match(rf"^{PREFIX}(\d+)n\d+$", name)
        if m and not _alive(int(m.group(1))):
            _kill_netns_pids(name)
            _ip("netns", "del", name, check=False)
    for d in NETNS_ETC.glob(f"{PREFIX}*n*") if NETNS_ETC.is_dir() else []:
        m = re.match(rf"^{PREFIX}(\d+)n\d+$", d.name)
        if m and not _alive(int(m.group(1))):
            shutil.rmtree(d, ignore_errors=True)
    for line in _ip("-o", "link", "show", check=False).stdout.splitlines():
        m = re.match(rf"^\d+: ({PREFIX}(\d+)[bv]\d*)[@:]", line)
        if m and not _alive(int(m.group(2))):
            _ip("link", "del", m.group(1), check=False)


class NetnsBed:
    """`nodes` namespaces on one bridge: node i at ``addr(i)`` (10.X.Y.i+1),
    the bridge (this namespace) at 10.X.Y.254."""

    def __init__(self, nodes: int, mono_offset_s: int = 1000) -> None:
        self.nodes = nodes
        self.mono_offset_s = mono_offset_s
        self.tag = f"{os.getpid()}"
        # One bed per process at a time (the tests use one); the random
        # subnet keeps two processes' beds apart on the routing table.
        self.subnet = f"10.{random.randint(16, 250)}.{random.randint(0, 255)}"
        self.bridge = f"{PREFIX}{self.tag}b"
        self.procs: list[subprocess.Popen[Any]] = []

    def ns(self, node: int) -> str:
        return f"{PREFIX}{self.tag}n{node}"

    def veth(self, node: int) -> str:
        return f"{PREFIX}{self.tag}v{node}"

    def addr(self, node: int) -> str:
        return f"{self.subnet}.{node + 1}"

    def hostname(self, node: int) -> str:
        return f"node{node}-{self.tag}"

    def nodelist(self, nodes: int | None = None) -> str:
        """The first `nodes` (default: every) node's host names as Slurm
        writes a node list."""
        return f"node[0-{(nodes or self.nodes) - 1}]-{self.tag}"

    def __enter__(self) -> NetnsBed:
        remove_leftovers()
        try:
            _ip("link", "add", self.bridge, "type", "bridge")
            _ip("addr", "add", f"{self.subnet}.254/24", "dev", self.bridge)
            _ip("link", "set", self.bridge, "up")
            for i in range(self.nodes):
                ns, veth = self.ns(i), self.veth(i)
                _ip("netns", "add", ns)
                _ip("link", "add", veth, "type", "veth", "peer", "name", "eth0", "netns", ns)
                _ip("link", "set", veth, "master", self.bridge)
                _ip("link", "set", veth, "up")
                _ip("-n", ns, "addr", "add", f"{self.addr(i)}/24", "dev", "eth0")
                _ip("-n", ns, "link", "set", "eth0", "up")
                _ip("-n", ns, "link", "set", "lo", "up")
            hosts = "127.0.0.1 localhost\n" + "".join(
                f"{self.addr(i)} {self.hostname(i)}\n" for i in range(self.nodes)
            )
            for i in range(self.nodes):
                (NETNS_ETC / self.ns(i)).mkdir(parents=True, exist_ok=True)
                (NETNS_ETC / self.ns(i) / "hosts").write_text(hosts)
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for i in range(self.nodes):
            _kill_netns_pids(self.ns(i))
        for p in self.procs:
            if p.poll() is None:
                p.kill()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        for i in range(self.nodes):
            _ip("netns", "del", self.ns(i), check=False)
            _ip("link", "del", self.veth(i), check=False)
            shutil.rmtree(NETNS_ETC / self.ns(i), ignore_errors=True)
        _ip("link", "del", self.bridge, check=False)

    def argv(self, node: int, cmd: list[str]) -> list[str]:
        """`cmd` as run on node `node`: in its namespaces, under its name."""
        return [
            "ip", "netns", "exec", self.ns(node),
            "unshare", "--uts", "--time", "--fork", "--kill-child",
            "--monotonic", str(node * self.mono_offset_s),
            "sh", "-c", f'hostname {self.hostname(node)} && exec "$@"', "sh", *cmd,
        ]  # fmt: skip

    def popen(self, node: int, cmd: list[str], **kwargs: Any) -> subprocess.Popen[Any]:
        p = subprocess.Popen(self.argv(node, cmd), **kwargs)
        self.procs.append(p)
        return p

    def delay_proxy(
        self, node: int, listen_port: int, target_port: int, delay_ms: float, jitter_ms: float
    ) -> subprocess.Popen[Any]:
        """A delay_proxy.py on node `node`: its address at listen_port to its
        127.0.0.1:target_port, each chunk held delay ± jitter each way."""
        return self.popen(
            node,
            [sys.executable, str(HERE / "delay_proxy.py"), "0.0.0.0", str(listen_port),
             "127.0.0.1", str(target_port), str(delay_ms), str(jitter_ms)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip

    def link_down(self, node: int) -> None:
        """Partitions node `node`: its link to the bridge goes down (packets
        are lost, no reset is sent: a partition, not a refusal)."""
        _ip("link", "set", self.veth(node), "down")

    def link_up(self, node: int) -> None:
        _ip("link", "set", self.veth(node), "up")

    def pids(self, node: int) -> list[int]:
        out = _ip("netns", "pids", self.ns(node), check=False).stdout.split()
        return [int(p) for p in out if p.isdigit()]
