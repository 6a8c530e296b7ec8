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
Importing steplens does not import torch.
"""

from __future__ import annotations

from steplens._runtime import init, run_dir, shutdown, stats
from steplens._trace import log, trace_step, trace_time
from steplens.errors import RecorderUnavailableError, SteplensError, SteplensWarning

__version__ = "0.1.0"

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
    "trace_step",
    "trace_time",
]
