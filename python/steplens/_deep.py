"""Deep mode's module hooks (DESIGN.md §8, docs/guide/deep-mode.md): which
modules are timed, under which names, and their registration.

- ``module_names(model)``: id(module) -> its qualified name on the unwrapped
  model (DDP's ``module.`` and FSDP1 / checkpointing / torch.compile wrapper
  parts removed); also used by failure reports (steplens._failures).
- ``install_deep(model, hot)`` registers the C++ ``ModuleHook`` pair that
  ``hot`` (the core module; python/bindings/deep_hooks.h) makes for each of
  the shallowest ``hot.MAX_LAYERS`` modules as its forward pre- and
  post-hook (no Python closure);
  ``remove_deep()`` removes them. Cold path: called between steps when the
  deep schedule changes (steplens._trace._deep_hooks).

Imports nothing of steplens but the warning helper, so that _trace,
_torch_hooks and _failures can all use it without an import circle.
"""

from __future__ import annotations

from typing import Any

from steplens._warn import warn_once

# Path components that wrappers insert between a module and its children
# (FSDP1, activation checkpointing, torch.compile; DDP's leading "module").
_WRAPPER_PARTS = frozenset({"_fsdp_wrapped_module", "_checkpoint_wrapped_module", "_orig_mod"})
_deep_handles: list[Any] = []
_deep_hooks_by_name: dict[str, tuple[Any, Any]] = {}  # qualified name -> (pre, post)


def _clean_name(name: str, wrapper: bool) -> str:
    """A module's qualified name on the unwrapped model."""
    parts = name.split(".")
    if wrapper and parts[0] == "module":  # DDP / DataParallel
        parts = parts[1:]
    return ".".join(p for p in parts if p not in _WRAPPER_PARTS)


def _is_wrapper(model: Any) -> bool:
    return hasattr(model, "module") and type(model).__name__ in (
        "DistributedDataParallel",
        "DataParallel",
    )


def module_names(model: Any) -> dict[int, str]:
    """id(module) -> its qualified name on the unwrapped model (the root and
    wrappers excluded). Cold path (failure reports)."""
    wrapper = _is_wrapper(model)
    names: dict[int, str] = {}
    for raw, module in model.named_modules():
        name = _clean_name(raw, wrapper)
        if name:
            names.setdefault(id(module), name)
    return names


def deep_modules(model: Any, max_layers: int) -> list[tuple[str, Any]]:
    """(qualified name, module) of the ``max_layers`` shallowest modules, the
    ones deep mode times, shallowest first."""
    wrapper = _is_wrapper(model)
    seen: set[str] = set()
    found: list[tuple[str, Any]] = []
    for raw, module in model.named_modules():
        name = _clean_name(raw, wrapper)
        if not name or name in seen:  # the root, or a wrapper of one already named
            continue
        seen.add(name)
        found.append((name, module))
    found.sort(key=lambda item: item[0].count("."))  # stable: named_modules order within a depth
    if len(found) > max_layers:
        warn_once(
            "deep:modules",
            f"steplens: deep mode times the {max_layers} shallowest of the model's "
            f"{len(found)} modules",
        )
    return found[:max_layers]


def install_deep(model: Any, hot: Any) -> int:
    """Registers deep mode's module hooks (made by ``hot``, the C++ core) on
    ``model``; returns how many modules."""
    remove_deep()
    for name, module in deep_modules(model, hot.MAX_LAYERS):
        hooks = _deep_hooks_by_name.get(name)
        if hooks is None:
            slot = hot.intern_layer_name(name)
            if slot < 0:
                continue
            hooks = _deep_hooks_by_name[name] = hot.module_hooks(slot)
        pre, post = hooks
        _deep_handles.append(module.register_forward_pre_hook(pre))
        _deep_handles.append(module.register_forward_hook(post))
    return len(_deep_handles) // 2


def remove_deep() -> None:
    for handle in _deep_handles:
        handle.remove()
    _deep_handles.clear()
