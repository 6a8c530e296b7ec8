"""The web dashboard's HTTP server, used as the page uses it.

Real 2-rank gloo DDP runs of examples/faults/input_straggler.py (rank 1's
data loading is slow). Live, under `steplens run --ui web`: the window's
diagnosis names the rank while the job runs, the event stream delivers new
steps and ends with the run, and the live summary agrees with summary.json.
Then `steplens serve` on the finished run answers the same summary as
summary.json, every step, the heatmap and an event stream that ends.
docs/reference/http.md is the contract checked here.

    pytest -m slow python/tests/integration/test_web_server.py
"""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from conftest import Serve, free_port, get_json, launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
STRAGGLER = REPO_ROOT / "examples" / "faults" / "input_straggler.py"
STEPS = 160  # > the 100-step window
TIMEOUT_S = 120

pytestmark = pytest.mark.slow


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as resp:
            return int(resp.status)
    except urllib.error.HTTPError as e:
        return int(e.code)


def _read_events(url: str, until: str, timeout: float = 30) -> list[tuple[str, Any]]:
    """Reads the SSE stream until an event named `until` (or it closes)."""
    events: list[tuple[str, Any]] = []
    name = ""
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        assert resp.headers["Content-Type"] == "text/event-stream"
        for raw in resp:
            line = raw.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[len("event: ") :]
            elif line.startswith("data: "):
                events.append((name, json.loads(line[len("data: ") :])))
                if name == until:
                    break
    return events


def _record_run(cli: str, run_dir: Path) -> dict[str, Any]:
    proc = subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--port",
            "0",
            "--run-dir",
            str(run_dir),
            str(STRAGGLER),
            "--steps",
            str(STEPS),
            "--hidden",
            "64",
            "--delay-ms",
            "20",
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads((run_dir / "summary.json").read_text())


def check_finished_run(base: str, run_id: str, summary_json: dict[str, Any]) -> None:
    """The endpoints of a finished run against its summary.json."""
    api = f"{base}/api/runs/{run_id}"
    summary = get_json(f"{api}/summary")
    assert summary["live"] is False
    assert summary["run"]["steps_completed"] == summary_json["run"]["steps_completed"]
    worst = summary["step_time"]["phases"]["step"]["worst_rank"]
    assert worst == summary_json["step_time"]["phases"]["step"]["worst_rank"]
    assert (
        summary["diagnosis"]["step_time"]["label"]
        == summary_json["diagnosis"]["step_time"]["label"]
    )
    assert (
        summary["diagnosis"]["step_time"]["rank"] == summary_json["diagnosis"]["step_time"]["rank"]
    )

    steps = get_json(f"{api}/steps")
    assert steps["bucket_steps"] == 1
    assert len(steps["step"]) == summary_json["run"]["steps_completed"]
    assert "dataloader" in steps["metrics"] and "step" in steps["metrics"]
    # The slow loader is rank 1's: it is the worst dataloader rank in most steps.
    loader_worst = [r for r in steps["worst_rank"]["dataloader"] if r is not None]
    assert loader_worst.count(1) > 0.8 * len(loader_worst)

    heat = get_json(f"{api}/heatmap?metric=dataloader&max_steps=50")
    assert heat["ranks"] == [0, 1]
    assert len(heat["step"]) <= 50
    rank0 = [v for v in heat["values"][0] if v is not None]
    rank1 = [v for v in heat["values"][1] if v is not None]
    assert sum(rank1) > sum(rank0)

    series = get_json(f"{api}/ranks/1/series?metric=step&from=10&to=19")
    assert series["step"] == list(range(10, 20))

    window = get_json(f"{api}/window")
    assert window["live"] is False
    assert [r["rank"] for r in window["ranks"]] == [0, 1]

    events = _read_events(f"{api}/events", until="end")
    names = [n for n, _ in events]
    assert names[-1] == "end" and "status" in names, names
    assert _status(f"{base}/api/runs/nope/summary") == 404
    assert _status(f"{base}/assets/..%2f..%2fetc%2fpasswd") in (400, 404)


def test_serve_finished_run(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    summary_json = _record_run(cli, run_dir)
    # Even without the dashboard, the run leaves its cache for `serve`.
    assert (run_dir / "steplens-web.cache").is_file()
    serve = Serve(cli, run_dir)
    try:
        assert f"serving 1 run at {serve.base}/" in serve.line, serve.line
        runs = get_json(f"{serve.base}/api/runs")["runs"]
        assert len(runs) == 1
        info = runs[0]
        assert info["id"] == summary_json["run"]["id"]
        assert info["live"] is False
        assert info["world_size"] == 2
        assert info["exit_code"] == 0
        assert info["label_step_time"] == summary_json["diagnosis"]["step_time"]["label"]
        check_finished_run(serve.base, info["id"], summary_json)
        assert _status(f"{serve.base}/") == 200
    finally:
        assert serve.stop() == 0


def test_serve_errors(cli: str, tmp_path: Path) -> None:
    missing = subprocess.run(
        [cli, "serve", str(tmp_path / "nope")], capture_output=True, text=True, timeout=30
    )
    assert missing.returncode == 1
    assert "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    (tmp_path / "empty").mkdir()
    not_run = subprocess.run(
        [cli, "serve", str(tmp_path / "empty")], capture_output=True, text=True, timeout=30
    )
    assert not_run.returncode == 1
    assert "is not a steplens run" in not_run.stderr
    usage = subprocess.run([cli, "serve"], capture_output=True, text=True, timeout=30)
    assert usage.returncode == 2


LIVE_STEPS = 700  # ~20 ms each: the run stays live for the checks below


class EventReader(threading.Thread):
    """Collects one SSE stream's events in the background."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.events: list[tuple[float, str, Any]] = []
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            name = ""
            with urllib.request.urlopen(self.url, timeout=60) as resp:
                for raw in resp:
                    line = raw.decode().rstrip("\n")
                    if line.startswith("event: "):
                        name = line[len("event: ") :]
                    elif line.startswith("data: "):
                        self.events.append(
                            (time.monotonic(), name, json.loads(line[len("data: ") :]))
                        )
                        if name == "end":
                            return
        except BaseException as e:  # noqa: BLE001 - reported by the test
            self.error = e

    def named(self, name: str) -> list[Any]:
        return [data for _, n, data in self.events if n == name]


def test_live_run_with_web_ui_then_serve(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    port = free_port()
    proc = subprocess.Popen(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "web",
            "--port",
            str(port),
            "--run-dir",
            str(run_dir),
            str(STRAGGLER),
            "--steps",
            str(LIVE_STEPS),
            "--hidden",
            "64",
            "--delay-ms",
            "20",
        ],
        cwd=tmp_path,
        env=launcher_free_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None and proc.stdout is not None
    first = proc.stderr.readline()
    base = f"http://127.0.0.1:{port}"
    # The token is the deep-mode switch's (a loopback bind reads without one).
    printed = rf"steplens: dashboard at {re.escape(base)}/\?token=\w+"
    assert re.fullmatch(printed, first.strip()), first
    # Drain the job's output so it never blocks on a full pipe.
    out: list[str] = []
    drains = [
        threading.Thread(target=lambda f=f: out.extend(f), daemon=True)
        for f in (proc.stdout, proc.stderr)
    ]
    for d in drains:
        d.start()
    try:
        runs = get_json(f"{base}/api/runs")["runs"]
        assert len(runs) == 1 and runs[0]["live"] is True, runs
        run_id = runs[0]["id"]
        api = f"{base}/api/runs/{run_id}"
        reader = EventReader(f"{api}/events")
        reader.start()

        deadline = time.monotonic() + 90
        window: dict[str, Any] = {}
        while time.monotonic() < deadline:
            window = get_json(f"{api}/window")
            if window["diagnosis"]["step_time"]["rank"] is not None:
                break
            assert proc.poll() is None, "the run ended before the diagnosis named a rank"
            time.sleep(0.5)
        assert window["live"] is True
        step_time = window["diagnosis"]["step_time"]
        assert step_time["label"] == "INPUT STRAGGLER", step_time
        assert step_time["rank"] == 1, step_time
        assert [r["rank"] for r in window["ranks"]] == [0, 1]
        assert window["ranks"][0]["last_heartbeat_age_s"] is not None

        live_summary = get_json(f"{api}/summary")
        assert live_summary["live"] is True
        live_steps = get_json(f"{api}/steps")
        assert len(live_steps["step"]) > 0

        assert proc.wait(timeout=120) == 0, "".join(out)[-3000:]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    reader.join(timeout=10)
    assert reader.error is None, reader.error
    names = [n for _, n, _ in reader.events]
    assert names[:2] == ["diagnosis", "status"], names[:5]
    assert names[-1] == "end", names[-5:]
    batches = reader.named("step")
    assert batches, names
    streamed = [p["step"] for b in batches for p in b["steps"]]
    assert streamed == sorted(streamed) and len(set(streamed)) == len(streamed)
    point = batches[-1]["steps"][-1]
    assert point["phases"]["dataloader"]["worst_rank"] == 1, point
    # Live diagnosis changes reach the stream: it named rank 1 at some point.
    assert any(d["step_time"]["rank"] == 1 for d in reader.named("diagnosis"))
    assert reader.named("status")[-1]["live"] is False

    summary_json = json.loads((run_dir / "summary.json").read_text())
    final = summary_json["diagnosis"]["step_time"]
    assert (final["label"], final["rank"]) == (step_time["label"], step_time["rank"])
    assert (
        live_summary["step_time"]["phases"]["dataloader"]["worst_rank"]
        == summary_json["step_time"]["phases"]["dataloader"]["worst_rank"]
        == 1
    )
    # Every step completed after the stream opened was streamed, up to the last.
    completed = summary_json["run"]["steps_completed"]
    assert streamed[-1] == completed - 1, (streamed[-5:], completed)
    assert len(streamed) == completed - streamed[0], (streamed[0], len(streamed), completed)

    # The run left its dashboard cache; `serve` answers the same from it.
    assert (run_dir / "steplens-web.cache").is_file()
    serve = Serve(cli, run_dir)
    try:
        assert f"serving 1 run at {serve.base}/" in serve.line, serve.line
        check_finished_run(serve.base, run_id, summary_json)
    finally:
        assert serve.stop() == 0


HEALTHY = REPO_ROOT / "examples" / "faults" / "healthy.py"


def _record_small_run(cli: str, run_dir: Path, device_ms: int) -> None:
    """One process, 60 steps; --device-ms sleeps inside forward (step time)."""
    proc = subprocess.run(
        [
            cli,
            "run",
            "--ui",
            "none",
            "--run-dir",
            str(run_dir),
            str(HEALTHY),
            "--steps",
            "60",
            "--hidden",
            "64",
            "--device-ms",
            str(device_ms),
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]


def test_compare_two_runs_and_regression_gate(cli: str, tmp_path: Path) -> None:
    fast, slow = tmp_path / "fast", tmp_path / "slow"
    _record_small_run(cli, fast, device_ms=2)
    _record_small_run(cli, slow, device_ms=25)

    def compare(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([cli, "compare", *args], capture_output=True, text=True, timeout=60)

    text = compare(str(fast), str(slow))
    assert text.returncode == 0, text.stderr
    assert "verdict: B is " in text.stdout and "% slower than A" in text.stdout, text.stdout
    assert "step" in text.stdout and "peak memory" in text.stdout

    as_json = compare(str(fast), str(slow), "--json")
    assert as_json.returncode == 0, as_json.stderr
    c = json.loads(as_json.stdout)
    assert c["verdict"]["faster"] is False
    assert c["verdict"]["step_time_change_pct"] > 100  # ~27 ms steps against ~4 ms
    assert c["a"]["run_dir"] == str(fast) and c["b"]["run_dir"] == str(slow)
    assert {p["name"] for p in c["phases"]} >= {"forward", "step"}

    gate = compare(str(fast), str(slow), "--fail-on-regression", "20")
    assert gate.returncode == 3, (gate.returncode, gate.stderr)
    assert "regressed by more than 20%" in gate.stderr
    improved = compare(str(slow), str(fast), "--fail-on-regression", "20")
    assert improved.returncode == 0, improved.stderr
    assert "faster than A" in improved.stdout

    # The same comparison from the dashboard's API.
    serve = Serve(cli, fast, slow)
    try:
        runs = get_json(f"{serve.base}/api/runs")["runs"]
        ids = {r["run_dir"]: r["id"] for r in runs}
        api = get_json(f"{serve.base}/api/compare?a={ids[str(fast)]}&b={ids[str(slow)]}")
        assert api["verdict"] == c["verdict"]
        assert api["phases"] == c["phases"]
    finally:
        assert serve.stop() == 0

    for args, code in [
        ((str(fast),), 2),
        ((str(fast), str(tmp_path / "nope")), 1),
        ((str(fast), str(slow), "--fail-on-regression", "x"), 2),
    ]:
        bad = compare(*args)
        assert bad.returncode == code, (args, bad.returncode, bad.stderr)
        assert bad.stderr.startswith("steplens: ") and "Traceback" not in bad.stderr
