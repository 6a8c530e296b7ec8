"""bench/overhead/callgrind_dump.py: the allocator split, the allocator calls
and steplens's own instructions, on a small hand-written dump."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "bench", "overhead"))

import callgrind_dump  # noqa: E402

DUMP = """\
# callgrind format
version: 1
positions: line
events: Ir
summary: 900500

ob=(1) /usr/lib/x86_64-linux-gnu/libc.so.6
fl=(1) ./malloc/./malloc/malloc.c
fn=(1) malloc
0 100

ob=(2) /venv/site-packages/steplens/_core.cpython-311-x86_64-linux-gnu.so
fl=(2) ???
fn=(2) TimedCallVectorcall
0 50
cob=(3) /usr/lib/libpython3.11.so
cfn=(3) _PyFunction_Vectorcall
calls=2 0
0 600000
cob=(4) ???
cfn=(4) 0x00000000deadbe00
calls=1 0
0 300
cob=(1)
cfn=(1)
calls=1 0
0 100

ob=(3)
fn=(3)
0 300000
cob=(1)
cfn=(1)
calls=4 0
0 400

ob=(4)
fn=(4)
0 5
cob=(5) /torch/lib/libtorch_python.so
cfn=(5) THPVariable_item
calls=1 0
0 295

ob=(5)
fn=(5)
0 295

totals: 900500
"""


def test_allocator_split_calls_and_steplens_own(tmp_path) -> None:
    path = tmp_path / "callgrind.steplens.1.1-01"
    path.write_text(DUMP)
    counts = callgrind_dump.read(str(path))
    assert counts.total == 900500
    assert counts.allocator == 100  # malloc's own instructions
    assert counts.rest == 900400
    assert counts.allocator_calls == 5  # from steplens once, from the wrapped call 4 times
    # TimedCall's own 50 + malloc called from it 100 + the stub (5) and the
    # item() it reaches (295); the wrapped calls (300 000 each) are not its own.
    assert counts.steplens_own == 450
