"""NVML end to end on a CPU machine, through the simulated NVML.

`steplens run` of a tiny 2-rank gloo DDP script under STEPLENS_TEST_DEVICE=sim:
the recorder reads the scripted machine of src/recorder/gpu_sampler.h
(DefaultSimNvmlScript — two GPUs, GPU 0 busy and held back by its power cap
and software thermal slowdown, GPU 1 idle; each rank's own pid holding
1.5 GiB on GPU 0 and 256 MiB on GPU 1 beside another process's 7 GiB) and
every output shows it: the live Prometheus exposition while the job runs,
summary.json after it, and the web API of the finished run. Without the
variable this machine has no NVML: the same figures are missing, never 0.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import Serve, free_port, get_json, launcher_free_env, run_example

pytest.importorskip("torch")
pytestmark = pytest.mark.slow

MIB = 1 << 20
OWN_GPU_MEM = (1536 + 256) * MIB  # this pid on GPU 0 + GPU 1, never the other pid's 7 GiB

SCRIPT = """
import os, sys, time, torch, torch.distributed as dist, steplens
from torch.nn.parallel import DistributedDataParallel
dist.init_process_group("gloo")
torch.set_num_threads(1)
model = DistributedDataParallel(torch.nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
# At least argv[1] seconds (process samples come about once a second), as a
# step count: every rank must run the same steps (a deadline per rank once
# let one rank start a step the other never joined: gloo "connection closed").
for _ in range(int(float(sys.argv[1]) / 0.02)):
    with steplens.trace_step(model):
        model(torch.randn(16, 8)).sum().backward()
        opt.step()
        opt.zero_grad()
        time.sleep(0.02)
dist.destroy_process_group()
"""


def _scrape(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
        return str(r.read().decode())


def _samples(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, _, value = line.rpartition(" ")
            out[key] = float(value)
    return out


def _gpu(samples: dict[str, float], name: str, gpu: int, extra: str = "") -> float | None:
    for key, value in samples.items():
        if key.startswith(f"steplens_gpu_{name}{{") and f'gpu="{gpu}"' in key and extra in key:
            return value
    return None


def _process_gpu_mem(samples: dict[str, float]) -> dict[str, float]:
    out = {}
    for key, value in samples.items():
        if key.startswith("steplens_process_gpu_memory_bytes{"):
            out[key.split('rank="')[1].split('"')[0]] = value
    return out


def test_simulated_nvml_reaches_every_output(cli: str, tmp_path: Path) -> None:
    script = tmp_path / "tiny.py"
    script.write_text(SCRIPT)
    run_dir = tmp_path / "run"
    port = free_port()
    env = launcher_free_env()
    env["STEPLENS_TEST_DEVICE"] = "sim"
    job = subprocess.Popen(
        [cli, "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0"]
        + ["--metrics-port", str(port), "--run-dir", str(run_dir), str(script), "6"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        # Live: the host's GPUs and both ranks' process memory, while it runs.
        text, samples = "", {}
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and job.poll() is None:
            try:
                text = _scrape(port)
            except OSError:
                text = ""
            samples = _samples(text)
            if (
                _gpu(samples, "sm_clock_hertz", 1) is not None
                and len(_process_gpu_mem(samples)) == 2
            ):
                break
            time.sleep(0.3)
        assert _gpu(samples, "sm_clock_hertz", 0) == 1410e6, samples
        assert _gpu(samples, "sm_clock_hertz", 1) == 345e6, samples
        assert _gpu(samples, "utilization_ratio", 0) == pytest.approx(0.87), samples
        assert _gpu(samples, "power_watts", 0) == 650.5, samples
        assert _gpu(samples, "temperature_celsius", 0) == 71, samples
        assert _gpu(samples, "memory_total_bytes", 0) == 80 * 1024 * MIB, samples
        for reason, want in (("sw_power_cap", 1), ("sw_thermal", 1), ("idle", 0)):
            assert _gpu(samples, "throttle_reason", 0, f'reason="{reason}"') == want, reason
        assert _gpu(samples, "throttle_reason", 1, 'reason="idle"') == 1
        assert _gpu(samples, "throttle_reason", 1, 'reason="sw_power_cap"') == 0
        assert _process_gpu_mem(samples) == {"0": OWN_GPU_MEM, "1": OWN_GPU_MEM}, samples
        promtool = shutil.which("promtool")
        if promtool is not None:  # the new families are valid exposition
            check = subprocess.run(
                [promtool, "check", "metrics"], input=text, text=True, capture_output=True
            )
            assert check.returncode == 0, check.stdout + check.stderr
        out = job.communicate(timeout=180)[0]
    finally:
        if job.poll() is None:
            job.kill()
            job.wait()
    assert job.returncode == 0, out[-3000:]

    # summary.json: whole-run figures per GPU and each rank's peak.
    summary = json.loads((run_dir / "summary.json").read_text())
    (host,) = summary["system"]["hosts"]
    busy, idle = host["gpus"]
    assert busy["util_pct_mean"] == 87 and busy["util_pct_max"] == 87, busy
    assert busy["sm_clock_mhz_mean"] == 1410 and busy["sm_clock_mhz_min"] == 1410, busy
    assert busy["power_w_max"] == 650.5 and busy["temp_c_max"] == 71, busy
    n = busy["throttle_samples"]
    assert n >= 1 and busy["throttle_reasons"] == {"sw_power_cap": n, "sw_thermal": n}, busy
    assert idle["sm_clock_mhz_min"] == 345 and idle["throttle_reasons"] == {"idle": n}, idle
    ranks = {p["rank"]: p["gpu_mem_peak_bytes"] for p in summary["process"]["ranks"]}
    assert ranks == {0: OWN_GPU_MEM, 1: OWN_GPU_MEM}, summary["process"]

    # The web API of the finished run (the store's system samples).
    serve = Serve(cli, run_dir)
    try:
        (run,) = get_json(f"{serve.base}/api/runs")["runs"]
        window = get_json(f"{serve.base}/api/runs/{run['id']}/window")
    finally:
        serve.stop()
    gpus = window["system"]["gpus"]
    assert [g["sm_clock_mhz"] for g in gpus] == [1410, 345], gpus
    assert gpus[0]["throttle_reasons"] == ["sw_power_cap", "sw_thermal"], gpus
    assert gpus[0]["throttled"] is True, gpus
    assert gpus[1]["throttle_reasons"] == ["idle"] and gpus[1]["throttled"] is False, gpus
    assert [r["gpu_mem_bytes"] for r in window["ranks"]] == [OWN_GPU_MEM, OWN_GPU_MEM], window


def test_without_nvml_the_gpu_figures_are_missing_never_zero(
    cli: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if Path("/dev/nvidiactl").exists():
        pytest.skip("this machine has an NVIDIA driver")
    monkeypatch.delenv("STEPLENS_TEST_DEVICE", raising=False)
    script = tmp_path / "tiny.py"
    script.write_text(SCRIPT)
    summary = run_example(cli, tmp_path / "run", script, "2.5")
    (host,) = summary["system"]["hosts"]
    assert host["samples"] >= 1 and host["gpus"] == [], host
    assert [p["gpu_mem_peak_bytes"] for p in summary["process"]["ranks"]] == [None, None]
