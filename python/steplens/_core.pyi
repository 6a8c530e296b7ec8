"""Type stubs for steplens._core, the nanobind seam to the C++ recorder."""

from collections.abc import Callable
from typing import Any, Literal

PHASE_DATALOADER: int
PHASE_H2D: int
COMM_KINDS: tuple[str, ...]
PHASE_FORWARD: int
PHASE_BACKWARD: int
PHASE_OPTIMIZER: int
FIRST_USER_PHASE: int
MAX_PHASES: int
MAX_SCALARS: int
MAX_LAYERS: int
MISSING: int
SYNC_HOOK_UNKNOWN: int
SYNC_HOOK_INSTALLED: int
SYNC_HOOK_NOT_INSTALLED: int
SYNC_HOOK_DISABLED: int

class SteplensError(Exception): ...

class RecorderOptions:
    """What the recorder starts with (include/steplens/recorder.h documents each field).

    Fields are set by name; the defaults are the C++ ones. A value out of a
    field's C++ range (a port above 65535, a negative rank) raises TypeError.
    """

    host: str
    port: int
    token: str
    run_id: str
    run_dir: str
    rank: int
    local_rank: int
    world_size: int
    ring_capacity: int
    heartbeat_interval_ms: int
    process_sample_interval_ms: int
    rss_sample_interval_ms: int
    sample_system: bool
    def __init__(self) -> None: ...

def start(options: RecorderOptions) -> None:
    """Starts the process-wide recorder. Raises SteplensError on failure."""

def shutdown(timeout_ms: int = 2000) -> None:
    """Flushes (bounded by timeout_ms), says goodbye and joins (GIL released)."""

def is_running() -> bool: ...
def step_begin() -> None: ...
def step_end() -> None: ...
def phase_begin(phase_id: int) -> None: ...
def phase_end(phase_id: int) -> None: ...
def add_phase_ns(phase_id: int, ns: int, gpu: bool = False) -> None: ...
def set_memory(allocated: int, peak_allocated: int, reserved: int, peak_reserved: int) -> None: ...
def log_scalar(name_id: int, value: float) -> None: ...
def sync_arrival() -> None:
    """One gradient bucket became ready (called by the DDP comm hook)."""

def enable_collective_timing() -> bool: ...
def set_sync_hook_status(state: int, reason: str = "") -> None:
    """Reports whether the sync-arrival hook is installed (SYNC_HOOK_*)."""

def report_setup(facts: list[tuple[str, str]]) -> None:
    """Reports this rank's setup facts; the recorder adds the environment variables it keeps."""

SETUP_VERSION: int

def is_secret_name(name: str) -> bool:
    """Whether a variable or option name suggests a secret (its value is never stored)."""

def current_step() -> int: ...
def in_step() -> bool: ...
def intern_phase_name(name: str) -> int:
    """Id of a user phase name (created on first use); -1 when the table is full."""

def intern_scalar_name(name: str) -> int:
    """Id of a scalar name (created on first use); -1 when the table is full."""

def stats() -> dict[str, bool | int | str]:
    """running, connected, spooling, steps_recorded, dropped_records, frames_sent,
    bytes_sent, reconnects, bytes_replayed and replay_backlog_bytes (the spool sent
    over TCP after a reconnect, and what of it waits), spool_path, last_error,
    deep_switches (switches of deep mode received from the aggregator: `steplens deep`)."""

def peak_tflops(device_name: str, dtype: str) -> float | None: ...

# Device timing (docs/guide/gpu.md).
DEVICE_SCALAR_SLOTS: int

def device_enable(kind: str) -> str:
    """'cuda' or 'sim': times steps on the device; '' or why not."""

def device_kind() -> str: ...
def device_phase(phase_id: int) -> None: ...
def device_scalar_buffer(address: int) -> None: ...
def device_scalar_slot(name_id: int) -> int: ...
def device_stats() -> dict[str, int | str]: ...
def _sim_kernel(ms: float) -> None: ...
def _sim_synchronize() -> None: ...
def _sim_mark() -> int: ...
def _sim_alloc(bytes: int) -> None: ...
def _sim_memory_stats(index: int) -> dict[str, Any]: ...
def _sim_wait(mark: int) -> None: ...
def _sim_collective(dir: str, rank: int, world: int) -> None: ...
def now_ns() -> int:
    """CLOCK_MONOTONIC in nanoseconds (the recorder's clock)."""

# ---- the per-step hot path (python/bindings/hot_path.h) ----------------------

class StepContext:
    """What trace_step returns (one per model, cached). Not created directly."""

    @property
    def model(self) -> Any: ...
    def __enter__(self) -> StepContext: ...
    def __exit__(self, exc_type: object, exc: object, tb: object) -> Literal[False]: ...

def trace_step(
    model: Any = None,
    *,
    batch_size: float | None = None,
    tokens: float | None = None,
    grad_norm: bool = False,
    deep: object = None,
) -> StepContext:
    """Context manager around one training step (steplens.trace_step)."""

class TimedCall:
    """Runs ``inner`` between a phase begin and end (forward, backward, dataloader)."""

    __wrapped__: Callable[..., Any]
    family: str
    def __init__(
        self, inner: Callable[..., Any], family: Literal["forward", "backward", "dataloader"]
    ) -> None: ...
    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

def optimizer_pre_hook(optimizer: Any, args: Any, kwargs: Any) -> None: ...
def optimizer_post_hook(optimizer: Any, args: Any, kwargs: Any) -> None: ...
def hot_collective_begin(kind: int) -> bool: ...
def hot_collective_issued(kind: int, work: object) -> bool: ...
def hot_collective_wait(work: object) -> bool: ...
def hot_collective_end() -> None: ...
def hot_sync_arrival() -> None:
    """A DDP gradient bucket is ready: tells the backend unless the sync family is off."""

def hot_bind(backend: Any) -> None:
    """None = off, this module = the C++ recorder, another object = its methods."""

def hot_set(**kwargs: Any) -> None:
    """started, cuda_memory, registered_model, slow, tensor_type, <family>_ok (step, forward,
    backward, optimizer, dataloader, memory, sync)."""

def hot_state() -> dict[str, Any]: ...
def hot_depth() -> int: ...
def hot_started() -> bool: ...
def hot_reset() -> None: ...

# ---- deep mode (python/bindings/deep_hooks.h) ----
class ModuleHook:
    """A module's forward pre- or post-hook (C++), made by module_hooks."""

    slot: int
    def __call__(self, *args: Any) -> None: ...

def module_hooks(slot: int) -> tuple[ModuleHook, ModuleHook]: ...
def intern_layer_name(name: str) -> int: ...
def enable_layers() -> None: ...
def layer_stats() -> dict[str, Any]: ...
def deep_set(mode: int, period: int = 100, burst: int = 2) -> None: ...
def deep_hooks_set(on: bool) -> None: ...
def deep_state() -> dict[str, Any]: ...
