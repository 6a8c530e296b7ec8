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


@pytest.fixture
def group(tmp_path: Path) -> Iterator[None]:
    """A one-rank gloo process group for the test (torch.distributed)."""
    dist = pytest.importorskip("torch.distributed")
    if not dist.is_available() or not dist.is_gloo_available():
        pytest.skip("torch.distributed with gloo is not available")
    dist.init_process_group(
        "gloo", init_method=f"file://{tmp_path / 'store'}", rank=0, world_size=1
    )
    try:
        yield
    finally:
        dist.destroy_process_group()
