"""A real Prometheus server scrapes `steplens run --metrics-port` during a live
2-rank gloo DDP run with a forward straggler on rank 1 (slow: ~30 s).

Prometheus is Debian's `prometheus` package (scripts/setup.sh installs it);
the test starts it on loopback with a temporary config and asks its HTTP
query API what it scraped.

    pytest -m slow python/tests/integration/test_prometheus.py
"""

from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
STRAGGLER = REPO_ROOT / "examples" / "faults" / "forward_straggler.py"
DASHBOARD = REPO_ROOT / "docs" / "grafana" / "steplens-dashboard.json"
DEADLINE_S = 150

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _query(prom_port: int, promql: str) -> list[dict]:  # type: ignore[type-arg]
    url = f"http://127.0.0.1:{prom_port}/api/v1/query?" + urllib.parse.urlencode({"query": promql})
    with urllib.request.urlopen(url, timeout=5) as r:
        body = json.load(r)
    assert body["status"] == "success", body
    return list(body["data"]["result"])


def _scrape(metrics_port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5) as r:
        assert r.headers["Content-Type"].startswith("text/plain; version=0.0.4")
        return str(r.read().decode())


def _stop(proc: subprocess.Popen) -> None:  # type: ignore[type-arg]
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_prometheus_scrapes_a_live_two_rank_run(cli: str, tmp_path: Path) -> None:
    prometheus = shutil.which("prometheus")
    promtool = shutil.which("promtool")
    if prometheus is None or promtool is None:
        pytest.skip("Debian's prometheus package is not installed (bash scripts/setup.sh)")
    metrics_port, prom_port = _free_port(), _free_port()
    (tmp_path / "prometheus.yml").write_text(
        "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
        "scrape_configs:\n  - job_name: steplens\n"
        f"    static_configs:\n      - targets: ['127.0.0.1:{metrics_port}']\n"
    )
    run_dir = tmp_path / "run"
    job = subprocess.Popen(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--metrics-port",
            str(metrics_port),
            "--run-dir",
            str(run_dir),
            str(STRAGGLER),
            "--hidden",
            "64",
            "--steps",
            "100000",
            "--delay-ms",
            "30",
        ],
        cwd=tmp_path,
        env=launcher_free_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    prom = subprocess.Popen(
        [
            prometheus,
            f"--config.file={tmp_path / 'prometheus.yml'}",
            f"--storage.tsdb.path={tmp_path / 'tsdb'}",
            f"--web.listen-address=127.0.0.1:{prom_port}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        forward: list[dict] = []  # type: ignore[type-arg]
        stamps: list[dict] = []  # type: ignore[type-arg]
        rss: list[dict] = []  # type: ignore[type-arg]
        deadline = time.monotonic() + DEADLINE_S
        while time.monotonic() < deadline:
            assert job.poll() is None, job.stderr.read() if job.stderr else ""
            time.sleep(2)
            try:
                forward = _query(prom_port, 'steplens_phase_window_mean_seconds{phase="forward"}')
                stamps = _query(prom_port, "steplens_last_step_timestamp_seconds")
                # Process samples come about once a second, apart from steps.
                rss = _query(prom_port, "steplens_process_resident_memory_bytes")
            except OSError:
                continue  # Prometheus still starting
            ranks = {s["metric"].get("rank") for s in forward}
            if (
                ranks == {"0", "1"}
                and {s["metric"].get("rank") for s in stamps} == {"0", "1"}
                and {s["metric"].get("rank") for s in rss} == {"0", "1"}
            ):
                break
        else:
            pytest.fail(
                f"Prometheus never had both ranks: forward={forward} stamps={stamps} rss={rss}"
            )

        # Every rank has samples, labelled with run, rank, host and phase.
        for s in forward:
            assert s["metric"]["job"] == "steplens"
            assert s["metric"]["run"] and s["metric"]["host"]
        # The straggler's forward series is the highest.
        top = _query(prom_port, 'topk(1, steplens_phase_window_mean_seconds{phase="forward"})')
        assert [s["metric"]["rank"] for s in top] == ["1"], top
        assert float(top[0]["value"][1]) > 0.02
        # Step timestamps are recent Unix times; counters are counting.
        for s in stamps:
            assert abs(float(s["value"][1]) - time.time()) < 60, s
        steps = _query(prom_port, "steplens_rank_steps_total")
        assert {s["metric"]["rank"] for s in steps} == {"0", "1"}
        assert all(float(s["value"][1]) > 0 for s in steps)
        assert _query(prom_port, 'up{job="steplens"} == 1')
        # Every query of the Grafana dashboard in docs/ answers with data.
        run = forward[0]["metric"]["run"]
        for panel in json.loads(DASHBOARD.read_text())["panels"]:
            for target in panel["targets"]:
                expr = target["expr"].replace("$run", run)
                assert _query(prom_port, expr), (panel["title"], expr)
        # What Prometheus scraped passes its own linter.
        text = _scrape(metrics_port)
        check = subprocess.run(
            [promtool, "check", "metrics"], input=text, text=True, capture_output=True, timeout=30
        )
        assert check.returncode == 0, check.stdout + check.stderr
    finally:
        _stop(job)
        prom.terminate()
        prom.wait(timeout=30)
