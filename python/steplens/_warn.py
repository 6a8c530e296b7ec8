"""One-time warnings: the way every steplens module says it disabled something.

Contract
- ``warn_once(key, message)`` issues ``message`` as a ``SteplensWarning`` the
  first time ``key`` is seen in this process and never again; the warning
  points at the caller of the function that called ``warn_once``
  (``stacklevel=3``), as it did when this lived in ``_trace``.
- A leaf module: it imports nothing of steplens but ``errors``, so
  ``_trace``, ``_flops`` and ``_failures`` can all use it without importing
  each other. ``_trace`` re-exports ``warn_once`` (``_trace.warn_once``) and
  clears ``_warned`` in its ``_reset_for_tests``.
- Any thread may call it; a race can at worst warn twice.
"""

from __future__ import annotations

import warnings

from steplens.errors import SteplensWarning

_warned: set[str] = set()


def warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, SteplensWarning, stacklevel=3)
