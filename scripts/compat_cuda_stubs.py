"""Stand-ins for the CUDA libraries of a PyPI torch wheel, for CPU-only tests.

torch on PyPI is the CUDA build: ``import torch`` loads libcudart, libcublas,
libcudnn, libnccl... from the ``nvidia-*`` wheels (~3 GB for torch 2.4.1)
even on a machine without a GPU, and the CPU-only builds are not on PyPI.
The compatibility smoke (scripts/compat.sh --smoke) only runs torch on the
CPU, so it installs torch with ``--no-deps`` and builds, with the C compiler,
one small library per CUDA library torch links against: the same soname and
symbol versions, every symbol torch imports from it defined as a function
that reports "no device" (cudaErrorNoDevice, 100). torch then imports, finds
no GPU (``torch.cuda.is_available()`` is False) and runs on the CPU as it
does on a machine without a driver. Nothing else may use these libraries:
they are written into that environment's ``nvidia/<name>/lib`` (and
``cusparselt/lib``), where the torch wheel's RPATH looks. torch's METADATA loses its ``nvidia-*`` and
``triton`` requirements, so that pip, installing a package that needs torch
into that environment (or one that sees it through a .pth file), does not
download them after all.

    python3 scripts/compat_cuda_stubs.py SITE_PACKAGES   # torch already there

Exit status 1, with the reason, when a library cannot be built.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

# soname prefix -> the folder (in site-packages) of the wheel that ships it,
# where torch's RPATH looks (cusparselt: top level in torch 2.6, both in 2.8).
FOLDERS = {
    "libcublasLt.so": "nvidia/cublas",
    "libcublas.so": "nvidia/cublas",
    "libcudart.so": "nvidia/cuda_runtime",
    "libcupti.so": "nvidia/cuda_cupti",
    "libnvrtc.so": "nvidia/cuda_nvrtc",
    "libcudnn.so": "nvidia/cudnn",
    "libcufft.so": "nvidia/cufft",
    "libcurand.so": "nvidia/curand",
    "libcusolver.so": "nvidia/cusolver",
    "libcusparse.so": "nvidia/cusparse",
    "libcusparseLt.so": "cusparselt",
    "libcufile.so": "nvidia/cufile",
    "libnccl.so": "nvidia/nccl",
    "libnvToolsExt.so": "nvidia/nvtx",
}
# Symbols without a version, by prefix (these libraries have none).
UNVERSIONED = {
    "nccl": "libnccl.so",
    "curand": "libcurand.so",
    "cusparseLt": "libcusparseLt.so",
    "cuFile": "libcufile.so",
}
NO_DEVICE = 100  # cudaErrorNoDevice
C_SPECIAL = """
#include <stddef.h>
static const char kNoDevice[] = "no CUDA device (steplens compat stub library)";
"""
# Where torch reads something back: zero devices, no pending error, no driver.
SPECIAL = {
    "cudaGetDeviceCount": f"int cudaGetDeviceCount(int* n) {{ if (n) *n = 0; return {NO_DEVICE}; }}",
    "cudaGetLastError": "int cudaGetLastError(void) { return 0; }",
    "cudaPeekAtLastError": "int cudaPeekAtLastError(void) { return 0; }",
    "cudaDriverGetVersion": "int cudaDriverGetVersion(int* v) { if (v) *v = 0; return 0; }",
}
CUDA_REQUIREMENT = re.compile(r"Requires-Dist: (nvidia-|triton)", re.IGNORECASE)
ERROR_STRING = re.compile(r"(GetErrorString|GetErrorName|GetLastErrorString)$")


def readelf(*args: str) -> str:
    return subprocess.run(["readelf", *args], capture_output=True, text=True, check=True).stdout


def imports(torch_lib: Path) -> tuple[dict[str, set[str]], set[str]]:
    """soname -> the symbols torch's libraries import from it; the sonames
    whose symbols carry a version (named after the soname)."""
    libs = [p for p in torch_lib.iterdir() if ".so" in p.name]
    present = {p.name for p in libs}
    needed = set()
    for lib in libs:
        needed |= set(re.findall(r"Shared library: \[([^\]]+)\]", readelf("-d", str(lib))))
    sonames = {n for n in needed if n not in present and n.startswith(tuple(FOLDERS))}
    by_prefix = {n.split(".so")[0] + ".so": n for n in sonames}
    wanted: dict[str, set[str]] = {n: set() for n in sonames}
    versioned: set[str] = set()
    for lib in libs:
        for line in readelf("--dyn-syms", "-W", str(lib)).splitlines():
            parts = line.split()
            if len(parts) < 8 or parts[6] != "UND":
                continue
            name, _, version = parts[7].partition("@")
            version = version.lstrip("@")
            if version in wanted:
                wanted[version].add(name)
                versioned.add(version)
            elif not version:
                for prefix, prefix_lib in UNVERSIONED.items():
                    if name.startswith(prefix) and prefix_lib in by_prefix:
                        wanted[by_prefix[prefix_lib]].add(name)
    return wanted, versioned


def build(soname: str, symbols: set[str], versioned: bool, out_dir: Path, work: Path) -> None:
    source = [C_SPECIAL]
    for name in sorted(symbols):
        if name in SPECIAL:
            source.append(SPECIAL[name])
        elif ERROR_STRING.search(name):
            source.append(f"const char* {name}(void) {{ return kNoDevice; }}")
        else:
            source.append(f"int {name}(void) {{ return {NO_DEVICE}; }}")
    c_file = work / f"{soname}.c"
    c_file.write_text("\n".join(source) + "\n")
    cmd = [
        "cc",
        "-shared",
        "-fPIC",
        "-O0",
        "-w",
        f"-Wl,-soname,{soname}",
        "-o",
        str(out_dir / soname),
    ]
    if versioned:
        script = work / f"{soname}.map"
        script.write_text(f"{soname} {{ global: *; }};\n")
        cmd.append(f"-Wl,--version-script={script}")
    subprocess.run([*cmd, str(c_file)], check=True, capture_output=True, text=True)


def drop_cuda_requirements(site: Path) -> None:
    """torch's METADATA without the requirements the stubs stand in for."""
    for metadata in site.glob("torch-*.dist-info/METADATA"):
        lines = metadata.read_text().splitlines(keepends=True)
        kept = [line for line in lines if not CUDA_REQUIREMENT.match(line)]
        if len(kept) != len(lines):
            metadata.write_text("".join(kept))


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    site = Path(sys.argv[1])
    torch_lib = site / "torch" / "lib"
    if not torch_lib.is_dir():
        print(f"compat_cuda_stubs: no torch in {site}", file=sys.stderr)
        return 1
    wanted, versioned = imports(torch_lib)
    with tempfile.TemporaryDirectory() as tmp:
        for soname, symbols in sorted(wanted.items()):
            folder = FOLDERS[soname.split(".so")[0] + ".so"]
            out_dir = site / folder / "lib"
            out_dir.mkdir(parents=True, exist_ok=True)
            try:
                build(soname, symbols, soname in versioned, out_dir, Path(tmp))
            except subprocess.CalledProcessError as exc:
                print(f"compat_cuda_stubs: {soname}: {exc.stderr.strip()}", file=sys.stderr)
                return 1
            print(f"{out_dir / soname}: {len(symbols)} symbols")
    drop_cuda_requirements(site)
    return 0


if __name__ == "__main__":
    sys.exit(main())
