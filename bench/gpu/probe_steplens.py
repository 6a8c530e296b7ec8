"""Probe: today's steplens (spool mode) on a CUDA model under sync-debug 'warn':
does any steplens call synchronise the device?"""

import os
import tempfile
import warnings

import torch

import steplens

os.environ.setdefault("STEPLENS_RUN_DIR", tempfile.mkdtemp())
model = torch.nn.Sequential(torch.nn.Linear(1024, 1024), torch.nn.ReLU(), torch.nn.Linear(1024, 10)).cuda()
opt = torch.optim.AdamW(model.parameters())
x = torch.randn(64, 1024, device="cuda")
y = torch.randint(0, 10, (64,), device="cuda")
for i in range(3):  # warm-up, no debug mode
    with steplens.trace_step(model):
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
torch.cuda.synchronize()
torch.cuda.set_sync_debug_mode("warn")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for i in range(5):
        with steplens.trace_step(model):
            loss = torch.nn.functional.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
            opt.zero_grad()
            with steplens.trace_time("extra", use_gpu=True):
                z = x @ x.T
            steplens.log(loss=loss)
torch.cuda.set_sync_debug_mode(0)
print("sync warnings with steplens on:", len(w))
for m in {str(i.message)[:160] + " @ " + str(i.filename) + ":" + str(i.lineno) for i in w}:
    print("  ", m)
print("stats:", {k: v for k, v in steplens.stats().items() if k in ("steps_recorded", "dropped_records")})
steplens.shutdown()
