from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fake_core import FakeCore  # noqa: E402


@pytest.fixture
def fake() -> Iterator[FakeCore]:
    """steplens bound to a FakeCore (torch hooks installed), reset afterwards."""
    pytest.importorskip("torch")
    from steplens import _runtime

    core = FakeCore()
    _runtime._use_backend_for_tests(core)
    yield core
    _runtime.reset_for_tests()
