"""scripts/compat_cuda_stubs.py on a miniature torch wheel: a library that
imports versioned CUDA symbols (as libtorch_cuda.so does) loads once the
stand-ins are built, and reports no device.

Built with the C compiler in a temporary folder (~1 s); skipped without one.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
SCRIPT = REPO_ROOT / "scripts" / "compat_cuda_stubs.py"

pytestmark = pytest.mark.skipif(
    shutil.which("cc") is None or shutil.which("readelf") is None,
    reason="needs a C compiler and readelf",
)


def _cc(*args: str) -> None:
    subprocess.run(["cc", "-shared", "-fPIC", "-w", *args], check=True)


def _load(lib: Path) -> subprocess.CompletedProcess[str]:
    """Loads lib in a fresh process (glibc remembers a missing search
    directory for the rest of a process) and prints what its probes return."""
    code = (
        "import ctypes, sys\n"
        "lib = ctypes.CDLL(sys.argv[1])\n"
        "print(lib.probe_rc(), lib.probe_count())\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code, str(lib)], capture_output=True, text=True, check=False
    )


def test_a_library_linked_against_cuda_loads_with_the_stand_ins(tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    torch_lib = site / "torch" / "lib"
    torch_lib.mkdir(parents=True)
    real = tmp_path / "real"
    real.mkdir()
    # The "real" libcudart: a versioned symbol, as NVIDIA ships it.
    (real / "cudart.c").write_text("int cudaGetDeviceCount(int* n) { *n = 8; return 0; }\n")
    (real / "cudart.map").write_text("libcudart.so.12 { global: *; };\n")
    _cc(
        "-Wl,-soname,libcudart.so.12",
        f"-Wl,--version-script={real / 'cudart.map'}",
        "-o",
        str(real / "libcudart.so.12"),
        str(real / "cudart.c"),
    )
    # The "torch" library: imports it, finds it through torch's RPATH.
    (real / "torch.c").write_text(
        "int cudaGetDeviceCount(int* n);\n"
        "int probe_rc(void) { int n = -1; return cudaGetDeviceCount(&n); }\n"
        "int probe_count(void) { int n = -1; cudaGetDeviceCount(&n); return n; }\n"
    )
    _cc(
        "-o",
        str(torch_lib / "libtorch_cuda.so"),
        str(real / "torch.c"),
        str(real / "libcudart.so.12"),
        "-Wl,-rpath,$ORIGIN/../../nvidia/cuda_runtime/lib",
    )
    (site / "torch-0.0.dist-info").mkdir()
    metadata = site / "torch-0.0.dist-info" / "METADATA"
    metadata.write_text(
        "Name: torch\nRequires-Dist: filelock\n"
        'Requires-Dist: nvidia-cuda-runtime-cu12 (==12.1.105) ; platform_system == "Linux"\n'
        "Requires-Dist: triton (==3.0.0)\n"
    )
    before = _load(torch_lib / "libtorch_cuda.so")
    assert before.returncode != 0 and "libcudart.so.12" in before.stderr, before

    subprocess.run([sys.executable, str(SCRIPT), str(site)], check=True, capture_output=True)

    stub = site / "nvidia" / "cuda_runtime" / "lib" / "libcudart.so.12"
    assert stub.is_file()
    after = _load(torch_lib / "libtorch_cuda.so")
    assert after.returncode == 0, after.stderr
    assert after.stdout.split() == ["100", "0"]  # cudaErrorNoDevice, zero devices
    assert metadata.read_text() == "Name: torch\nRequires-Dist: filelock\n"
