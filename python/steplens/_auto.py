"""Zero-code instrumentation of training frameworks under ``steplens run``.

Contract
- ``install()`` puts a finder on ``sys.meta_path`` that waits for a
  framework's trainer module to be imported (or patches it at once when it
  already is) and then attaches steplens to every trainer built afterwards:
  Hugging Face ``transformers.Trainer`` (module ``transformers.trainer``)
  gets ``steplens.integrations.hf.StepLensCallback``; Lightning 2.x
  ``lightning.pytorch.Trainer`` (module ``lightning.pytorch.trainer.trainer``)
  gets ``steplens.integrations.lightning.StepLensCallback``; what
  ``accelerate.Accelerator.prepare`` (1.x) returns is attached with
  ``steplens.integrations.accelerate.attach`` (not for the Accelerator of a
  Hugging Face Trainer, whose callback marks the steps). Importing nothing else:
  a script that never imports a framework pays one finder lookup per import.
- A trainer that already has a steplens callback (the user added one) gets
  no second one; a script that wraps its own steps in ``trace_step`` inside
  the framework's step is not counted twice (steplens ignores the nested
  block, once warned).
- Unsupported versions (transformers older than 4.57, Lightning other than
  2.x, Accelerate other than 1.x) are reported once on stderr
  ("transformers 4.40.2 is not supported ...; use trace_step") and the script
  runs untraced. DDP (``torch.nn.parallel.distributed``) gets its comm hook
  registration wrapped on import (steplens/_torch_hooks.patch_ddp), so a
  hook registered before the first traced step is chained behind the
  sync-arrival timestamp. Nothing here may stop training: every failure is warned once
  and leaves the framework unpatched.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from typing import Any

_HF_MODULE = "transformers.trainer"
# The oldest transformers tested (docs/reference/compatibility.md): the last
# 4.x minor, whose Trainer calls on_step_begin / on_step_end around each
# optimizer update as 5.x does.
_HF_MIN_VERSION = (4, 57)
_LIGHTNING_MODULE = "lightning.pytorch.trainer.trainer"
_LIGHTNING_MAJOR = 2
_ACCELERATE_MODULE = "accelerate.accelerator"
_ACCELERATE_MAJOR = 1

_installed = False
_patched: set[str] = set()
_reported: set[str] = set()


def _report(key: str, message: str) -> None:
    if key not in _reported:
        _reported.add(key)
        print(f"steplens: {message}", file=sys.stderr, flush=True)


def _major(version: str) -> int:
    return _release(version)[0]


def _release(version: str) -> tuple[int, int]:
    """(major, minor) of a version string; (-1, -1) when it is not one."""
    parts = version.split(".")
    try:
        major = int(parts[0])
    except ValueError:
        return (-1, -1)
    digits = ""
    for char in parts[1] if len(parts) > 1 else "0":
        if not char.isdigit():
            break
        digits += char
    return (major, int(digits or "0"))


def _patch_hf(module: Any) -> None:
    if _HF_MODULE in _patched:
        return
    _patched.add(_HF_MODULE)
    import transformers

    version = getattr(transformers, "__version__", "?")
    if _release(version) < _HF_MIN_VERSION:
        _report(
            "hf-version",
            f"transformers {version} is not supported (4.57 and later are); the script "
            "runs untraced: wrap your step in steplens.trace_step instead",
        )
        return
    _wrap_init(module.Trainer, "hf", "Hugging Face")


def _wrap_init(trainer_class: Any, attach_name: str, framework: str) -> None:
    """Makes trainer_class.__init__ call steplens.integrations.<attach_name>.attach."""
    original_init = trainer_class.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        original_init(self, *args, **kwargs)
        try:
            integration = importlib.import_module("steplens.integrations." + attach_name)
            integration.attach(self)
        except Exception as exc:  # noqa: BLE001 - training goes on untraced
            _report(
                attach_name + "-attach",
                f"cannot attach to the {framework} Trainer "
                f"({type(exc).__name__}: {exc}); the script runs untraced",
            )

    __init__.__wrapped__ = original_init  # type: ignore[attr-defined]
    trainer_class.__init__ = __init__


def _patch_lightning(module: Any) -> None:
    if _LIGHTNING_MODULE in _patched:
        return
    _patched.add(_LIGHTNING_MODULE)
    import lightning

    version = getattr(lightning, "__version__", "?")
    if _major(version) != _LIGHTNING_MAJOR:
        _report(
            "lightning-version",
            f"Lightning {version} is not supported (2.x is); the "
            "script runs untraced: wrap your step in steplens.trace_step instead",
        )
        return
    _wrap_init(module.Trainer, "lightning", "Lightning")


def _patch_accelerate(module: Any) -> None:
    if _ACCELERATE_MODULE in _patched:
        return
    _patched.add(_ACCELERATE_MODULE)
    import accelerate

    version = getattr(accelerate, "__version__", "?")
    if _major(version) != _ACCELERATE_MAJOR:
        _report(
            "accelerate-version",
            f"Accelerate {version} is not supported (1.x is); the "
            "script runs untraced: wrap your step in steplens.trace_step instead",
        )
        return
    accelerator_class = module.Accelerator
    original_prepare = accelerator_class.prepare

    def prepare(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = original_prepare(self, *args, **kwargs)
        try:
            from steplens.integrations.accelerate import attach

            attach(self, *(result if isinstance(result, tuple) else (result,)))
        except Exception as exc:  # noqa: BLE001 - training goes on untraced
            _report(
                "accelerate-attach",
                f"cannot attach to Accelerate ({type(exc).__name__}: "
                f"{exc}); the script runs untraced",
            )
        return result

    prepare.__wrapped__ = original_prepare  # type: ignore[attr-defined]
    accelerator_class.prepare = prepare


def _patch_ddp(module: Any) -> None:
    # DDP's comm hook registration, wrapped as soon as DDP is imported: a hook
    # the script registers before its first traced step is then chained behind
    # the sync-arrival timestamp instead of locking it out (the script imports
    # torch after steplens here, so steplens' import-time patch cannot).
    try:
        from steplens import _torch_hooks

        _torch_hooks.patch_ddp(module.DistributedDataParallel)
    except Exception as exc:  # noqa: BLE001 - retried when the recorder starts
        _report("ddp", f"DDP comm hooks not wrapped early ({exc})")


_DDP_MODULE = "torch.nn.parallel.distributed"

_PATCHES = {
    _DDP_MODULE: _patch_ddp,
    _HF_MODULE: _patch_hf,
    _LIGHTNING_MODULE: _patch_lightning,
    _ACCELERATE_MODULE: _patch_accelerate,
}


class _Loader(importlib.abc.Loader):
    """Runs the real loader, then the patch of that module."""

    def __init__(self, inner: importlib.abc.Loader, patch: Any) -> None:
        self._inner = inner
        self._patch = patch

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> Any:
        return self._inner.create_module(spec)

    def exec_module(self, module: Any) -> None:
        self._inner.exec_module(module)
        try:
            self._patch(module)
        except Exception as exc:  # noqa: BLE001 - the import itself succeeded
            _report(
                "patch:" + module.__name__,
                f"cannot instrument {module.__name__} ({type(exc).__name__}: {exc}); "
                "the script runs untraced",
            )


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        patch = _PATCHES.get(name)
        if patch is None or name in _patched:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _Loader(spec.loader, patch)
                return spec
        return None


def install() -> None:
    """Idempotent; patches frameworks already imported, watches for the rest."""
    global _installed
    if _installed:
        return
    _installed = True
    for name, patch in _PATCHES.items():
        module = sys.modules.get(name)
        if module is not None:
            patch(module)
    sys.meta_path.insert(0, _Finder())
