"""steplens imports fast and works without torch."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    env.pop("STEPLENS_ENDPOINT", None)
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )


def test_import_does_not_import_torch() -> None:
    proc = _run("import sys, steplens; print('torch' in sys.modules)")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "False"


def test_usable_without_torch_installed(tmp_path) -> None:
    # sys.modules['torch'] = None makes every `import torch` fail, as if absent.
    code = f"""
import sys
sys.modules['torch'] = None
import steplens
steplens.init(run_dir={str(tmp_path)!r}, quiet=True)
for i in range(3):
    with steplens.trace_step():
        with steplens.trace_time('work'):
            sum(range(1000))
        steplens.log(value=i)
steplens.shutdown()
print('ok')
"""
    proc = _run(code)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_import_says_once_that_torch_is_absent() -> None:
    proc = _run("import sys\nsys.modules['torch'] = None\nimport steplens, steplens\nprint('ok')")
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr
    assert proc.stderr.count("torch is not installed in this Python") == 1, proc.stderr
    assert "Traceback" not in proc.stderr


def test_import_is_silent_when_torch_is_there() -> None:
    if importlib.util.find_spec("torch") is None:
        pytest.skip("torch is not installed here")
    proc = _run("import steplens")
    assert proc.returncode == 0, proc.stderr
    assert "torch is not installed" not in proc.stderr


def test_import_is_fast() -> None:
    code = "import time; t = time.perf_counter(); import steplens; print(time.perf_counter() - t)"
    best = min(float(_run(code).stdout) for _ in range(3))
    assert best < 0.25, f"import steplens took {best * 1e3:.0f} ms"


def test_fails_open_without_the_compiled_module(tmp_path) -> None:
    code = """
import sys, warnings
sys.modules['steplens._core'] = None   # as if the extension were missing
import steplens
assert issubclass(steplens.RecorderUnavailableError, steplens.SteplensError)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    with steplens.trace_step():
        steplens.log(x=1.0)
assert any('disabled' in str(w.message) for w in caught), caught
assert steplens.init() is False
try:
    steplens.init(strict=True)
except steplens.SteplensError:
    pass
else:
    raise SystemExit('strict init did not raise')
print('ok')
"""
    proc = _run(code)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def _steplens_imports() -> dict[str, set[str]]:
    """Module → the steplens modules it imports, at module level or inside a
    function (a lazy import still ties the two modules together)."""
    import ast
    import pathlib

    import steplens

    root = pathlib.Path(steplens.__file__).parent
    graph: dict[str, set[str]] = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(("steplens", *parts)).removesuffix(".__init__")
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "steplens":
                deps.update(f"steplens.{a.name}" for a in node.names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("steplens."):
                deps.add(node.module or "")
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names if a.name.startswith("steplens."))
        graph[name] = deps - {name}
    return graph


def test_no_import_circle_between_steplens_modules() -> None:
    # The package itself (steplens/__init__.py) imports its parts: an edge
    # back to it is how Python resolves `from steplens import x`, not a circle.
    graph = {k: v - {"steplens"} for k, v in _steplens_imports().items() if k != "steplens"}
    assert {"steplens._trace", "steplens._flops", "steplens._failures"} <= graph.keys()
    circles = []
    for start in graph:
        stack = [(start, [start])]
        while stack:
            node, path = stack.pop()
            for dep in graph.get(node, ()):
                if dep == start:
                    circles.append(" -> ".join([*path, dep]))
                elif dep not in path:
                    stack.append((dep, [*path, dep]))
    assert not circles, "import circles: " + "; ".join(sorted(circles))
