"""steplens: step-aligned, rank-aware observability for distributed PyTorch.

    import steplens

    for batch in loader:
        with steplens.trace_step(model):
            loss = loss_fn(model(batch.x), batch.y)
            loss.backward()
            optimizer.step()
            optimizer.zero_grad()
            steplens.log(loss=loss)      # optional: scalars of this step

Run under ``steplens run train.py`` for the live view, or plainly
(``python``/``torchrun``): records are then spooled to ``./steplens_runs/`` and
``steplens report <dir>`` reads them. The measuring and everything after it is
C++ (``steplens._core``); this package only tells it when things happen.
Importing steplens does not import torch. Where torch cannot be found at all
(``pip install steplens-*.whl`` into an environment without it), importing
steplens says so once (a ``SteplensWarning``, no traceback): steps and
``trace_time`` regions are still timed, the automatic torch hooks are not.
"""

from __future__ import annotations

from steplens._runtime import init, run_dir, shutdown, stats
from steplens._trace import log, trace_h2d, trace_step, trace_time
from steplens.errors import RecorderUnavailableError, SteplensError, SteplensWarning

__version__ = "0.1.0"


def _say_if_torch_is_absent() -> None:
    import importlib.util
    import sys

    try:
        absent = importlib.util.find_spec("torch") is None
    except (ImportError, ValueError, AttributeError):  # sys.modules["torch"] = None
        absent = True
    if absent:
        from steplens._warn import warn_once

        warn_once(
            "torch-absent",
            f"steplens: torch is not installed in this Python ({sys.executable}); "
            "steps and trace_time regions are timed, but not forward, backward, "
            "optimizer, DDP or memory (pip install torch for those)",
        )


_say_if_torch_is_absent()

__all__ = [
    "RecorderUnavailableError",
    "SteplensError",
    "SteplensWarning",
    "__version__",
    "init",
    "log",
    "run_dir",
    "shutdown",
    "stats",
    "trace_h2d",
    "trace_step",
    "trace_time",
]
