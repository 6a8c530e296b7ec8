"""Deep mode switched while the job runs, with no restart, the two ways a
user does it — ``steplens deep`` and the dashboard's switch (POST
/api/runs/<id>/deep, as the page sends it): real 2-rank gloo DDP under
``steplens run --ui web``, deep mode off at the start. One run:

1. off: the live summary has no per-module figures, and the page's switch
   is offered (the layers answer's ``deep``);
2. ``steplens deep off RUN_DIR``: the page sees the CLI's switch (one
   switch behind both);
3. the POST refused without the action header, the token, or from another
   site's Origin or a rebinding Host: nothing switches;
4. POST ``{"mode": "on"}``: the figures appear, for the model's modules;
5. POST ``{"mode": "off"}``: they stop growing while steps go on;
6. at the end, summary.json counts exactly the deep steps the ranks
   committed, and each rank received the three switches.

    pytest -m slow python/tests/integration/test_deep_switch.py
"""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import get_json, start_cli

pytest.importorskip("torch")

JOB = Path(__file__).resolve().parent / "deep_switch_job.py"
WAIT_S = 60.0  # generous: a loaded 2-core host
STEPS_BETWEEN = 10  # steps that must pass before a figure is read again

pytestmark = pytest.mark.slow


class Output:
    """Collects a process's merged output on a thread."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self._thread.start()

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            self.lines.append(line)

    def text(self) -> str:
        return "".join(self.lines)


def wait_until(what: str, cond: Callable[[], Any], out: Output) -> Any:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        value = cond()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"{what} not within {WAIT_S} s:\n{out.text()[-3000:]}")


def deep(cli: str, mode: str, run_dir: Path) -> str:
    proc = subprocess.run(
        [cli, "deep", mode, str(run_dir)], capture_output=True, text=True, timeout=30
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def post(url: str, body: str, headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
    req = urllib.request.Request(url, data=body.encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_deep_mode_switches_on_and_off_while_the_job_runs(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    stop = tmp_path / "stop"
    proc = start_cli(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "web",
            "--port",
            "0",
            "--run-dir",
            str(run_dir),
            str(JOB),
            str(stop),
        ],
        cwd=tmp_path,
    )
    out = Output(proc)
    try:
        # The URL carries the token the switch needs (a loopback bind reads without one).
        url, token = wait_until(
            "the dashboard URL",
            lambda: (
                (m := re.search(r"dashboard at (http://[^/\s]+)/\?token=(\w+)", out.text()))
                and m.groups()
            ),
            out,
        )
        run_id = wait_until("the live run", lambda: get_json(url + "/api/runs")["runs"], out)[0][
            "id"
        ]
        host = url.removeprefix("http://")
        page = {  # what the page sends
            "Content-Type": "application/json",
            "X-Steplens-Action": "1",
            "Authorization": f"Bearer {token}",
            "Origin": url,
        }

        def switch(mode: str, **change: str | None) -> tuple[int, dict[str, Any]]:
            headers = {k: v for k, v in {**page, **change}.items() if v is not None}
            return post(f"{url}/api/runs/{run_id}/deep", json.dumps({"mode": mode}), headers)

        def page_deep() -> dict[str, Any]:
            doc: dict[str, Any] = get_json(f"{url}/api/runs/{run_id}/layers")["deep"]
            return doc

        def summary() -> dict[str, Any]:
            doc: dict[str, Any] = get_json(f"{url}/api/runs/{run_id}/summary")
            return doc

        def steps() -> int:
            return int(summary()["run"]["steps_completed"])

        def after_more_steps() -> dict[str, Any]:
            target = steps() + STEPS_BETWEEN
            wait_until(f"{STEPS_BETWEEN} more steps", lambda: steps() >= target, out)
            return summary()

        # 1. Off: steps, and no per-module figures; the page may switch.
        wait_until("the first steps", lambda: steps() >= 5, out)
        assert summary()["layers"] is None
        offered = page_deep()
        assert offered["switchable"] is True and offered["mode"] is None, offered

        # 2. `steplens deep` and the page share one switch.
        said = deep(cli, "off", run_dir)
        assert "deep mode off sent to 2 ranks" in said, said
        assert page_deep()["mode"] == "off"

        # 3. Refused: no action header, no token, another site, a rebinding name.
        for change, status in (
            ({"X-Steplens-Action": None}, 403),
            ({"Authorization": None}, 401),
            ({"Origin": "http://evil.example"}, 403),
            ({"Host": "evil.example:" + host.split(":")[1], "Origin": None}, 403),
        ):
            code, answer = switch("on", **change)
            assert code == status and "error" in answer, (change, code, answer)
        assert page_deep()["mode"] == "off"

        # 4. On from the page: the figures appear, for the model's modules.
        code, answer = switch("on")
        assert code == 200, answer
        assert answer["ranks_sent"] == 2 and answer["mode"] == "every", answer
        assert page_deep()["mode"] == "every"
        layers = wait_until(
            "per-module figures", lambda: (s := summary()["layers"]) and s["steps"] >= 4 and s, out
        )
        names = {m["name"] for m in layers["modules"]}
        assert {"embed", "blocks", "blocks.0.attn", "blocks.1.mlp", "head"} <= names, names
        grown = after_more_steps()["layers"]["steps"]
        assert grown > layers["steps"], "deep mode on, yet no new module figures"

        # 5. Off again from the page: they stop growing while the job goes on.
        code, answer = switch("off")
        assert code == 200, answer
        settled = after_more_steps()["layers"]["steps"]  # a step in flight may still count
        later = after_more_steps()["layers"]["steps"]
        assert later == settled, f"deep mode off, yet module figures grew {settled} -> {later}"

        stop.write_text("")
        assert proc.wait(timeout=WAIT_S * 2) == 0, out.text()[-3000:]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()

    # 6. The whole run: exactly the deep steps the ranks committed, no restart.
    final = json.loads((run_dir / "summary.json").read_text())
    reports = [json.loads((run_dir / f"deep-{r}.json").read_text()) for r in (0, 1)]
    for report in reports:
        assert report["switches"] == 3, report
        assert report["mode"] == 0, report
        assert 0 < report["deep_steps"] < report["steps"], report
    assert final["layers"]["steps"] == sum(r["deep_steps"] for r in reports), final["layers"]
    assert final["layers"]["steps"] == later
    assert final["run"]["steps_completed"] == reports[0]["steps"]
    assert not (run_dir / "control.sock").exists(), "the control socket outlived the run"
