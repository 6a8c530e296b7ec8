"""Where the recorder sends its records: resolved from arguments and environment.

Two modes:

- live: the ``steplens run`` launcher set ``STEPLENS_ENDPOINT=host:port`` (and
  ``STEPLENS_RUN_ID``, ``STEPLENS_RUN_DIR``, ``STEPLENS_TOKEN``). Records go over
  TCP; the run dir only receives a spool while the aggregator is unreachable.
- spool: no launcher (plain ``python train.py`` or ``torchrun train.py``).
  Every rank writes a spool file to ``./steplens_runs/<run-id>/``; ranks of one
  torchrun job agree on ``<run-id>`` without talking to each other (see
  ``spool_run_id``). ``steplens report <dir>`` reads it afterwards.

Pure functions of (arguments, environment, /proc): no torch, no side effects.
``resolve`` fills the compiled module's ``RecorderOptions`` (imported when
called, so importing this module needs no compiled code).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

TYPE_CHECKING = False  # typing costs ~10 ms to import; type checkers see True
if TYPE_CHECKING:
    from steplens._core import RecorderOptions

DEFAULT_SPOOL_ROOT = "steplens_runs"
_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


class RecorderConfig:
    """What the recorder starts with, plus the mode it was resolved in.

    ``options`` is a ``steplens._core.RecorderOptions``: the one options type
    (include/steplens/recorder.h), fields and defaults declared in C++ only.
    """

    __slots__ = ("options", "mode")

    def __init__(self, options: RecorderOptions, mode: str) -> None:
        self.options = options
        self.mode = mode

    def __repr__(self) -> str:  # the options' repr leaves the token out
        return f"RecorderConfig({self.options!r}, mode={self.mode!r})"


def parse_endpoint(endpoint: str) -> tuple[str, int]:
    """'host:port' or '[v6]:port' -> (host, port). Raises ValueError."""
    host, sep, port_text = endpoint.strip().rpartition(":")
    if not sep or not host or not port_text.isdigit():
        raise ValueError(f"STEPLENS_ENDPOINT must be host:port, got {endpoint!r}")
    port = int(port_text)
    if not 0 < port < 65536:
        raise ValueError(f"STEPLENS_ENDPOINT port out of range: {endpoint!r}")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host, port


def _env_int(env: Mapping[str, str], name: str, default: int) -> int:
    text = env.get(name, "").strip()
    try:
        return int(text) if text else default
    except ValueError:
        return default


def process_start_time(pid: int) -> str | None:
    """Field 22 of /proc/<pid>/stat (start time in clock ticks since boot).

    Stable for the life of the process and different for a reused pid, so
    (pid, start time) names one process. None where /proc is unavailable.
    """
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read().decode("ascii", "replace")
    except OSError:
        return None
    # comm (field 2) may contain spaces and parentheses: split after the last ')'.
    rest = stat[stat.rfind(")") + 2 :].split()
    start_index = 22 - 3  # rest starts at field 3
    return rest[start_index] if len(rest) > start_index else None


def sanitize_run_id(run_id: str) -> str:
    cleaned = "".join(c if c in _ID_CHARS else "-" for c in run_id).strip("-.")
    return cleaned[:128] or "run"


def spool_run_id(env: Mapping[str, str], pid: int | None = None, ppid: int | None = None) -> str:
    """A run id every rank of one job derives identically, without talking.

    1. TORCHELASTIC_RUN_ID, when torchrun set it to something other than "none".
    2. WORLD_SIZE > 1: the parent process (torchrun's agent spawns every local
       worker) named by pid and start time: "spool-<ppid>-<start>".
    3. Otherwise the own process: "spool-<pid>-<start>".
    """
    elastic_id = env.get("TORCHELASTIC_RUN_ID", "").strip()
    if elastic_id and elastic_id.lower() != "none":
        return sanitize_run_id(elastic_id)
    if _env_int(env, "WORLD_SIZE", 1) > 1:
        who = os.getppid() if ppid is None else ppid
    else:
        who = os.getpid() if pid is None else pid
    start = process_start_time(who)
    return f"spool-{who}-{start}" if start else f"spool-{who}"


def resolve(
    env: Mapping[str, str],
    *,
    endpoint: str | None = None,
    run_id: str | None = None,
    run_dir: str | None = None,
    token: str | None = None,
    rank: int | None = None,
    local_rank: int | None = None,
    world_size: int | None = None,
    sample_system: bool | None = None,
) -> RecorderConfig:
    """Explicit arguments win over the environment. Raises ValueError (and
    ImportError without the compiled module)."""
    endpoint = env.get("STEPLENS_ENDPOINT", "") if endpoint is None else endpoint
    rank = _env_int(env, "RANK", 0) if rank is None else rank
    local_rank = _env_int(env, "LOCAL_RANK", 0) if local_rank is None else local_rank
    world_size = _env_int(env, "WORLD_SIZE", 1) if world_size is None else world_size
    if world_size < 1 or not 0 <= rank < world_size:
        raise ValueError(f"invalid rank {rank} for world size {world_size}")
    if sample_system is None:
        sample_system = local_rank == 0
    token = env.get("STEPLENS_TOKEN", "") if token is None else token
    run_id = env.get("STEPLENS_RUN_ID", "") if run_id is None else run_id
    run_dir = env.get("STEPLENS_RUN_DIR", "") if run_dir is None else run_dir

    host, port = "", 0
    if endpoint:
        host, port = parse_endpoint(endpoint)
        mode = "live"
    else:
        mode = "spool"
    if not run_id:
        run_id = spool_run_id(env)
    if not run_dir:
        run_dir = os.path.join(DEFAULT_SPOOL_ROOT, sanitize_run_id(run_id))
    try:
        run_dir.encode("utf-8")
    except UnicodeEncodeError:
        # Python hands undecodable bytes of the environment over as surrogates,
        # which the recorder cannot take: a sentence, not a binding's error.
        raise ValueError(
            f"the run directory {run_dir.encode('utf-8', 'replace').decode()!r} is not UTF-8 text; "
            "choose a directory name made of printable characters"
        ) from None
    from steplens._core import RecorderOptions

    options = RecorderOptions()
    options.host = host
    options.port = port
    options.token = token
    options.run_id = run_id
    options.run_dir = os.path.abspath(run_dir)
    options.rank = rank
    options.local_rank = local_rank
    options.world_size = world_size
    options.sample_system = sample_system
    return RecorderConfig(options, mode)
