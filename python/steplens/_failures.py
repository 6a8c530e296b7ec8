"""Failure reports and stack dumps: what a rank tells steplens when it fails.

Contract
- ``install`` (called once by ``init``) chains ``sys.excepthook`` and
  ``threading.excepthook`` (the user's hooks, installed before or after, keep
  running: ours calls the previous one), and registers ``faulthandler`` on
  ``_core.STACK_SIGNAL`` (a real-time signal, chained to a handler already
  there, never to the default action, which would end the process) so that ``steplens run`` can take every thread's Python stack without
  stopping the process. The dumps go to ``<run_dir>/stacks/rank-<rank>.txt``,
  which opens with a line naming the main thread. When the user has not
  enabled ``faulthandler`` for fatal signals, it is enabled into the same file
  (a SIGSEGV then leaves its stack there; stderr is untouched).
- An exception that leaves a ``trace_step`` block is reported at once as not
  fatal (the program may still catch it), with the step and phase it left;
  an exception that ends the program (``sys.excepthook``) is reported as
  fatal. Reports carry the exception's type and bases, message, innermost
  frames, the module of the traced model it was raised in (the deepest
  traceback frame whose ``self`` is one of the model's modules, named as in
  deep mode; with deep mode off too) and, for an out-of-memory error on
  CUDA, the allocator's figures.
  The aggregator (C++) classifies the cause; Python only describes.
- Nothing here raises into user code or changes how an exception is printed.
"""

from __future__ import annotations

import os
import sys
import threading

from steplens._warn import warn_once

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_MAX_FRAMES = 8
_core: Any = None
_stack_file: Any = None
_prev_excepthook: Any = None
_prev_thread_hook: Any = None
_CONTEXT_ATTR = "__steplens_context__"


def _describe(exc: BaseException) -> tuple[str, str, str, str]:
    cls = type(exc)
    exc_type = (
        f"{cls.__module__}.{cls.__qualname__}" if cls.__module__ != "builtins" else cls.__qualname__
    )
    bases = ",".join(c.__name__ for c in cls.__mro__ if c is not object)
    try:
        message = str(exc)
    except Exception:  # noqa: BLE001 - a broken __str__
        message = "<unprintable>"
    frames = []
    try:
        import traceback

        for fs in reversed(traceback.extract_tb(exc.__traceback__)[-_MAX_FRAMES:]):
            frames.append(f"{fs.filename}:{fs.lineno} in {fs.name}")
    except Exception:  # noqa: BLE001
        pass
    return exc_type, bases, message, "\n".join(frames)


def _module_of(exc: BaseException) -> str:
    """The traced model's module the exception was raised in: the deepest
    traceback frame whose ``self`` is one of its modules; "" when none."""
    hot = getattr(sys.modules.get("steplens._trace"), "_hot", None)
    model = hot.hot_state()["registered_model"] if hot is not None else None
    named = getattr(model, "named_modules", None)
    if named is None:
        return ""
    from steplens._deep import module_names

    names = module_names(model)
    found = ""
    tb = exc.__traceback__
    while tb is not None:
        name = names.get(id(tb.tb_frame.f_locals.get("self")))
        if name:
            found = name
        tb = tb.tb_next
    return found


def _cuda_memory(bases: str) -> tuple[int, int, int]:
    if "OutOfMemoryError" not in bases:
        return -1, -1, -1
    torch = sys.modules.get("torch")
    try:
        if torch is not None and torch.cuda.is_available() and torch.cuda.is_initialized():
            dev = torch.cuda.current_device()
            total = torch.cuda.get_device_properties(dev).total_memory
            return torch.cuda.memory_allocated(dev), torch.cuda.memory_reserved(dev), total
    except Exception:  # noqa: BLE001 - figures are a bonus
        pass
    return -1, -1, -1


def report(exc: BaseException, fatal: bool) -> None:
    core = _core
    if core is None:
        return
    try:
        exc_type, bases, message, frames = _describe(exc)
        alloc, reserved, total = _cuda_memory(bases)
        ctx = getattr(exc, _CONTEXT_ATTR, None)
        step, activity = ctx if isinstance(ctx, tuple) else (-1, -1)
        try:
            module = _module_of(exc)
        except Exception:  # noqa: BLE001 - the module is a bonus
            module = ""
        core.report_failure(
            fatal, exc_type, bases, message, frames, step, activity, alloc, reserved, total, module
        )
    except Exception:  # noqa: BLE001 - never raise from a failure path
        pass


def on_step_exception(exc: BaseException) -> None:
    """An exception leaves trace_step: note where, report it (not fatal yet)."""
    core = _core
    if core is None or not isinstance(exc, BaseException):
        return
    try:
        ctx = tuple(core.failure_context())
        try:
            setattr(exc, _CONTEXT_ATTR, ctx)
        except Exception:  # noqa: BLE001 - exceptions without a __dict__
            pass
        if isinstance(exc, Exception):  # KeyboardInterrupt/SystemExit: a stop, not a failure
            report(exc, fatal=False)
    except Exception:  # noqa: BLE001
        pass


def _excepthook(exc_type: Any, exc: Any, tb: Any) -> None:
    if isinstance(exc, BaseException):
        report(exc, fatal=True)  # sent at once; shutdown (atexit) flushes it at the latest
    prev = _prev_excepthook or sys.__excepthook__
    prev(exc_type, exc, tb)


def _thread_excepthook(args: Any) -> None:
    exc = getattr(args, "exc_value", None)
    if isinstance(exc, Exception):
        report(exc, fatal=False)
    prev = _prev_thread_hook or threading.__excepthook__
    prev(args)


def install(core: Any, run_dir: str | None, rank: int) -> None:
    """Chains the exception hooks and registers the stack-dump signal (once)."""
    global _core, _prev_excepthook, _prev_thread_hook, _stack_file
    first = _core is None and _prev_excepthook is None
    _core = core
    if not first:
        return
    if sys.excepthook is not _excepthook:
        _prev_excepthook = sys.excepthook
        sys.excepthook = _excepthook
    if threading.excepthook is not _thread_excepthook:
        _prev_thread_hook = threading.excepthook
        threading.excepthook = _thread_excepthook
    if run_dir and _stack_file is None:
        _register_stack_dumps(core, run_dir, rank)


def _register_stack_dumps(core: Any, run_dir: str, rank: int) -> None:
    """faulthandler on STACK_SIGNAL into <run_dir>/stacks/rank-<rank>.txt.

    The file exists only once the handler is registered: ``steplens run``
    signals a rank only when its stack file exists (the signal's default
    action would end the process)."""
    global _stack_file
    import faulthandler

    path = os.path.join(run_dir, "stacks", f"rank-{rank}.txt")
    f = None
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        flags = (
            os.O_WRONLY
            | os.O_CREAT
            | os.O_TRUNC
            | os.O_APPEND
            | getattr(os, "O_NOFOLLOW", 0)
            | os.O_CLOEXEC
        )
        f = os.fdopen(os.open(tmp, flags, 0o644), "w", buffering=1)
        main_ident = threading.main_thread().ident or 0
        f.write(f"steplens stacks: rank {rank} pid {os.getpid()} main thread 0x{main_ident:x}\n")
        f.flush()
        # Chain only to a handler that exists: chaining to the default action
        # would re-raise the signal with it, which ends the process.
        import signal

        previous = signal.getsignal(core.STACK_SIGNAL)
        chain = previous not in (signal.SIG_DFL, signal.SIG_IGN)
        faulthandler.register(core.STACK_SIGNAL, file=f, all_threads=True, chain=chain)
        if not faulthandler.is_enabled():
            # A native crash (SIGSEGV, SIGABRT...) leaves its stack there too.
            faulthandler.enable(file=f, all_threads=True)
        os.replace(tmp, path)
        _stack_file = f
    except Exception as exc:  # noqa: BLE001 - stacks are evidence, not a requirement
        if f is not None:
            try:
                faulthandler.unregister(core.STACK_SIGNAL)
                f.close()
                os.unlink(tmp)
            except Exception:  # noqa: BLE001
                pass
        warn_once("stacks", f"steplens: Python stacks will be unavailable ({exc})")


def _reset_for_tests() -> None:
    global _core, _prev_excepthook, _prev_thread_hook, _stack_file
    if _prev_excepthook is not None and sys.excepthook is _excepthook:
        sys.excepthook = _prev_excepthook
    if _prev_thread_hook is not None and threading.excepthook is _thread_excepthook:
        threading.excepthook = _prev_thread_hook
    if _stack_file is not None:
        import faulthandler

        try:
            faulthandler.unregister(_core.STACK_SIGNAL) if _core is not None else None
            _stack_file.close()
        except Exception:  # noqa: BLE001
            pass
    _core = _prev_excepthook = _prev_thread_hook = _stack_file = None
