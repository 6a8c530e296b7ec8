"""``python -m steplens ...``: the ``steplens`` command of this environment.

Runs the C++ CLI installed with this package (the ``steplens`` executable in
the environment's scripts directory) with the same arguments, replacing this
process, so exit codes and signals are the CLI's own. When the executable is
missing (a broken install) it says so in one sentence and exits 1.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path


def _find_cli() -> str | None:
    candidates = [Path(sys.executable).parent / "steplens"]
    for scheme in (None, f"{os.name}_user"):
        try:
            path = (
                sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
            )
        except KeyError:
            continue
        candidates.append(Path(path) / "steplens")
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which("steplens")


def main() -> None:
    cli = _find_cli()
    if cli is None:
        print(
            "steplens: the steplens executable is not installed next to this Python "
            f"({Path(sys.executable).parent}); reinstall steplens with pip",
            file=sys.stderr,
        )
        raise SystemExit(1)
    os.execv(cli, [cli, *sys.argv[1:]])


if __name__ == "__main__":
    main()
