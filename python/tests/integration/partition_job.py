"""The job of test_netns.py's partition test: each rank steps alone, no
collective (so a node cut off from node 0 keeps training and its recorder
has something to spool), ``--step-ms`` a step, ``--steps`` steps at least.

With ``--until-replayed`` a rank goes on until its recorder has reconnected
after an outage and replayed its spool (``steplens.stats()``: something
replayed, nothing left, connected, for ``STEADY_STEPS`` steps in a row), at
most ``--max-s`` seconds. With ``--until-file F`` it goes on until F exists
(the test heals the link, then writes it) and then until connected with
nothing left to replay for ``STEADY_STEPS`` steps in a row (a direct
connection may come through an outage without a reconnect: TCP resends).
With ``--after-ranks R,R,...`` it then goes on until those ranks have
written their steps file (node 0's ranks outlast the others: the run's end
waits for no one). ``--payload`` makes each step's record ~6x bigger (24
empty ``trace_time`` regions and 8 scalars: ~330 B a step instead of ~56),
so a rank sends a few KiB/s at 40 ms steps. After ``--ready-steps`` steps it
writes ``<out>/ready-<rank>``; at the end ``<out>/steps-<rank>.json``: the
steps it ran.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import steplens

STEADY_STEPS = 50
PAYLOAD_REGIONS = 24  # with the built-in phases, under kMaxPhases (32)
PAYLOAD_SCALARS = 8  # kMaxScalars


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--steps", type=int, default=100)
    p.add_argument("--step-ms", type=float, default=20.0)
    p.add_argument("--ready-steps", type=int, default=20)
    p.add_argument("--until-replayed", action="store_true")
    p.add_argument("--until-file")
    p.add_argument("--after-ranks", default="")
    p.add_argument("--payload", action="store_true")
    p.add_argument("--max-s", type=float, default=90.0)
    a = p.parse_args()
    after = [int(r) for r in a.after_ranks.split(",") if r]
    out = Path(a.out)
    rank = int(os.environ["RANK"])
    start = time.monotonic()
    step = steady = 0
    while True:
        with steplens.trace_step():
            if a.payload:
                for i in range(PAYLOAD_REGIONS):
                    with steplens.trace_time(f"region{i}"):
                        pass
                steplens.log(**{f"s{i}": float(step + i) for i in range(PAYLOAD_SCALARS)})
            time.sleep(a.step_ms / 1000)
        step += 1
        if step == a.ready_steps:
            (out / f"ready-{rank}").write_text(str(step))
        if step < a.steps:
            continue
        waiting = a.until_replayed or a.until_file
        if not waiting or time.monotonic() - start > a.max_s:
            break
        s = steplens.stats()
        if a.until_file:
            caught_up = Path(a.until_file).exists() and s["replay_backlog_bytes"] == 0
        else:
            caught_up = s["bytes_replayed"] > 0 and s["replay_backlog_bytes"] == 0
        caught_up = caught_up and s["connected"]
        steady = steady + 1 if caught_up else 0
        others_done = all((out / f"steps-{r}.json").exists() for r in after)
        if steady >= STEADY_STEPS and others_done:
            break
    (out / f"steps-{rank}.json").write_text(json.dumps({"steps": step}))


if __name__ == "__main__":
    main()
