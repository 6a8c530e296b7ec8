"""The steplens error hierarchy: every error steplens raises is a SteplensError.

steplens fails open: training code never sees these unless it calls
``steplens.init(..., strict=True)`` (or the low-level ``steplens._core.start``)
and asks to be told. Warnings (``SteplensWarning``) say what was disabled.
"""

from __future__ import annotations

try:  # The root class lives in the C++ seam so _core can raise it directly.
    from steplens._core import SteplensError
except ImportError:  # _core not built or not importable: same name, same role.

    class SteplensError(Exception):  # type: ignore[no-redef]
        """Root of all steplens errors."""


class RecorderUnavailableError(SteplensError):
    """The compiled recorder module (steplens._core) cannot be imported."""


class SteplensWarning(UserWarning):
    """steplens disabled a feature (or itself) and training goes on."""


__all__ = ["RecorderUnavailableError", "SteplensError", "SteplensWarning"]
