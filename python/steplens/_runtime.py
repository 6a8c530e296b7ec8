"""Starting and stopping the recorder: steplens.init / shutdown / stats.

Contract
- ``init`` is optional: the first ``trace_step`` calls it with defaults.
- Fail open: when the recorder cannot start (no compiled module, bad
  environment, unwritable run dir) steplens warns once and turns every call
  into a no-op; training continues. ``strict=True`` raises SteplensError
  instead.
- One recorder per process; ``shutdown`` is registered with atexit and is
  idempotent.
"""

from __future__ import annotations

import atexit
import os
import sys

from steplens import _config, _trace
from steplens.errors import RecorderUnavailableError, SteplensError

TYPE_CHECKING = False  # typing costs ~10 ms to import; type checkers see True
if TYPE_CHECKING:
    from typing import Any

_core: Any = None  # steplens._core once started
_config_used: _config.RecorderConfig | None = None
_atexit_registered = False
_SHUTDOWN_TIMEOUT_MS = 2000


class _DisabledCore:
    """The backend bound when the recorder is off: every call is a no-op."""

    disabled = True  # _trace._bind turns the C++ hot path off for it

    @staticmethod
    def step_begin() -> None: ...
    @staticmethod
    def step_end() -> None: ...
    @staticmethod
    def phase_begin(phase_id: int) -> None: ...
    @staticmethod
    def phase_end(phase_id: int) -> None: ...
    @staticmethod
    def set_memory(a: int, b: int, c: int, d: int) -> None: ...
    @staticmethod
    def log_scalar(name_id: int, value: float) -> None: ...
    @staticmethod
    def intern_phase_name(name: str) -> int:
        return -1

    @staticmethod
    def intern_scalar_name(name: str) -> int:
        return -1


def _load_core() -> Any:
    try:
        from steplens import _core as core
    except ImportError as exc:
        raise RecorderUnavailableError(
            f"the compiled module steplens._core cannot be imported ({exc}); reinstall steplens"
        ) from exc
    return core


def init(
    *,
    endpoint: str | None = None,
    run_id: str | None = None,
    run_dir: str | None = None,
    token: str | None = None,
    rank: int | None = None,
    local_rank: int | None = None,
    world_size: int | None = None,
    sample_system: bool | None = None,
    peak_tflops: float | None = None,
    strict: bool = False,
    quiet: bool = False,
) -> bool:
    """Starts the recorder. Optional: the first trace_step calls it with defaults.

    Every argument defaults to the environment: ``STEPLENS_ENDPOINT``
    (host:port of the ``steplens run`` aggregator; unset = spool mode),
    ``STEPLENS_RUN_ID``, ``STEPLENS_RUN_DIR``, ``STEPLENS_TOKEN`` and torch's
    ``RANK``, ``LOCAL_RANK``, ``WORLD_SIZE``. ``sample_system`` defaults to
    ``local_rank == 0``. Without a launcher records are spooled to
    ``./steplens_runs/<run-id>/`` (rank 0 says so on stderr).

    ``peak_tflops`` is the peak TFLOP/s of this rank's device, for MFU
    (default ``STEPLENS_PEAK_TFLOPS``, else known NVIDIA GPUs by name; on a
    CPU, MFU is shown only when given). The model FLOPs of a step are counted
    once, on the first ``trace_step(model)`` step (``STEPLENS_FLOPS=0``: off);
    ``steplens.log(flops=n)`` gives them instead.

    Returns True when the recorder runs. On failure warns once and returns
    False (training goes on, steplens calls become no-ops), or raises
    SteplensError when ``strict``.
    """
    global _core, _config_used, _atexit_registered
    if _core is not None:
        return True
    if peak_tflops is not None:
        from steplens import _flops

        if isinstance(peak_tflops, (int, float)) and peak_tflops > 0:
            _flops.user_peak_tflops = float(peak_tflops)
        else:
            _trace.warn_once("peak", f"steplens: peak_tflops={peak_tflops!r} must be > 0; ignored")
    try:
        core = _load_core()
        config = _config.resolve(
            os.environ,
            endpoint=endpoint,
            run_id=run_id,
            run_dir=run_dir,
            token=token,
            rank=rank,
            local_rank=local_rank,
            world_size=world_size,
            sample_system=sample_system,
        )
        core.start(config.options)
    except Exception as exc:  # noqa: BLE001 - fail open unless strict
        _trace._bind(_DisabledCore)
        if strict:
            if isinstance(exc, SteplensError):
                raise
            raise SteplensError(f"steplens: cannot start: {exc}") from exc
        _trace.warn_once("init", f"steplens: recording is disabled ({exc}); training continues")
        return False
    _core = core
    _config_used = config
    _trace._bind(core)
    try:
        from steplens import _failures

        _failures.install(core, config.options.run_dir, config.options.rank)
    except Exception as exc:  # noqa: BLE001 - fail open
        _trace.warn_once("failures", f"steplens: failure reports are off ({exc})")
    if not _atexit_registered:
        atexit.register(shutdown)
        _atexit_registered = True
    if config.mode == "spool" and config.options.rank == 0 and not quiet:
        print(
            f"steplens: no launcher, spooling step records to {config.options.run_dir} "
            f"(read them with: steplens report {config.options.run_dir})",
            file=sys.stderr,
            flush=True,
        )
    if "torch" in sys.modules:
        _install_torch_globals()
    from steplens import _setup

    _setup.report(core)  # what this rank runs on (the model's facts follow at its first step)
    return True


def _install_torch_globals() -> None:
    try:
        from steplens import _torch_hooks

        _torch_hooks.install_globals()
    except Exception as exc:  # noqa: BLE001 - fail open
        _trace.hook_errors["install"] = _trace.hook_errors.get("install", 0) + 1
        _trace.warn_once(
            "install",
            f"steplens: could not install torch hooks ({exc}); only step time is recorded",
        )


def _register_model(model: Any) -> None:
    from steplens import _torch_hooks

    _torch_hooks.register_model(model)


def _autostart() -> None:
    init()


def shutdown(timeout_ms: int = _SHUTDOWN_TIMEOUT_MS) -> None:
    """Flushes what is buffered (bounded by ``timeout_ms``) and stops the recorder.

    Registered with atexit; calling it again is harmless. Later steplens calls
    are ignored until ``init`` is called again.
    """
    global _core
    core = _core
    if core is None:
        return
    _core = None
    _trace._unbind()
    try:
        core.shutdown(timeout_ms)
    except Exception as exc:  # noqa: BLE001 - never fail at exit
        _trace.warn_once("shutdown", f"steplens: shutdown failed: {exc}")


def stats() -> dict[str, Any]:
    """The recorder's counters (drops, frames, spool path, ...) and hook errors."""
    result: dict[str, Any] = {"running": False}
    core = _core
    if core is not None:
        try:
            result.update(core.stats())
        except Exception as exc:  # noqa: BLE001 - diagnostics only
            result["last_error"] = str(exc)
    if _config_used is not None:
        result["mode"] = _config_used.mode
        result["run_dir"] = _config_used.options.run_dir
        result["run_id"] = _config_used.options.run_id
    result["hook_errors"] = dict(_trace.hook_errors)
    return result


def run_dir() -> str | None:
    """The run directory in use (None before the recorder started)."""
    return None if _config_used is None else _config_used.options.run_dir


def _use_backend_for_tests(backend: Any) -> None:
    """Resets all state and binds ``backend`` (a fake of _core). Tests only."""
    global _core, _config_used
    reset_for_tests()
    _core = backend
    _trace._bind(backend)
    if "torch" in sys.modules:
        _install_torch_globals()


def reset_for_tests() -> None:
    global _core, _config_used
    if "steplens._torch_hooks" in sys.modules:
        sys.modules["steplens._torch_hooks"].uninstall()
    _trace._reset_for_tests()
    if "steplens._failures" in sys.modules:
        sys.modules["steplens._failures"]._reset_for_tests()
    if "steplens._flops" in sys.modules:
        sys.modules["steplens._flops"]._reset_for_tests()
    if "steplens._setup" in sys.modules:
        sys.modules["steplens._setup"]._reset_for_tests()
    _core = None
    _config_used = None


def _patch_dataloader_early() -> None:
    """Patches DataLoader at import when torch is already loaded.

    So the first batch of a ``for batch in loader:`` loop (fetched before the
    first trace_step starts the recorder) is timed too. Until the recorder
    starts the patch calls no-ops.
    """
    try:
        from steplens import _torch_hooks

        _torch_hooks.patch_dataloader()
    except Exception:  # noqa: BLE001 - retried when the recorder starts
        pass


def _patch_ddp_early() -> None:
    """Wraps DDP's comm hook registration at import when torch is loaded.

    So a comm hook the user registers before the first trace_step is chained
    behind the sync-arrival timestamp instead of locking steplens out.
    """
    try:
        from steplens import _torch_hooks

        _torch_hooks.patch_ddp()
    except Exception:  # noqa: BLE001 - retried when the recorder starts
        pass


_trace._autostart = _autostart
_trace._register_model = _register_model
if "torch.utils.data.dataloader" in sys.modules:
    _patch_dataloader_early()
if "torch.nn.parallel.distributed" in sys.modules:
    _patch_ddp_early()
