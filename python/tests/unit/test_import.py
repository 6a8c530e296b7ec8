"""steplens imports fast and works without torch."""

from __future__ import annotations

import os
import subprocess
import sys


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
