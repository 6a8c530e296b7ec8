"""``python -m steplens._bootstrap SCRIPT [ARGS...]``: how ``steplens run``
starts the training script in every rank.

Contract
- Runs SCRIPT as ``python SCRIPT ARGS...`` would: ``__main__``, ``sys.argv``
  = [SCRIPT, ARGS...], the script's directory first on ``sys.path``; its exit
  code and exceptions are unchanged.
- Before that it installs the zero-code framework instrumentation
  (``steplens._auto``) unless ``STEPLENS_AUTO=0``. Installing never raises:
  any failure there is warned once and the script runs untraced.
"""

from __future__ import annotations

import os
import runpy
import sys

_USAGE = "usage: python -m steplens._bootstrap SCRIPT [ARGS...]"


def main() -> None:
    if len(sys.argv) < 2:
        print(_USAGE, file=sys.stderr)
        raise SystemExit(2)
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    sys.path[0] = os.path.dirname(os.path.abspath(script))
    if os.environ.get("STEPLENS_AUTO", "1") != "0":
        try:
            from steplens import _auto

            _auto.install()
        except Exception as exc:  # noqa: BLE001 - the training script must run regardless
            print(
                f"steplens: framework instrumentation is off ({type(exc).__name__}: {exc})",
                file=sys.stderr,
            )
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
