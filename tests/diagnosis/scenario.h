// tests/diagnosis/scenario.h — turns a golden scenario's "input" object into
// a DiagnosisInput, either from explicit per-step arrays or from a compact,
// seeded generator that simulates DDP steps (so a 1024-rank file stays small).
//
// Contract: deterministic for a given object (own PRNG and normal sampler,
// no std:: distributions whose output differs between standard libraries).
// Returns false and fills *error on a malformed object. Test-only code.
//
// Generator keys (all optional except world_size and steps; times in ms):
//   world_size, steps, seed
//   phases_ms {dataloader, forward, backward, optimizer, other}: base costs;
//     "other" is host work inside the step outside the compute phases.
//   comm_ms: all-reduce time after the last rank arrives (DDP).
//   before_step_ms: after its dataloader fetch each rank blocks in a
//     collective that returns this long after the last rank entered it; the
//     step begins then (the HF Trainer's token count). Each rank's wait is
//     recorded as comm (before step) and in comm.
//   noise_pct: Gaussian noise, sd = noise_pct % of each phase, per phase,
//     step and rank (clipped at 0).
//   stall {prob, ms}: a host stall of `ms` added to a random phase of a
//     random (step, rank) with probability prob — a loaded machine.
//   rank_scale_pct {"<rank>": pct}: systematic slowdown of every phase.
//   ddp (default true when world_size > 1): ranks synchronise at the end of
//     backward; each rank's recorded backward = release - backward start, so
//     the fast ranks' backward absorbs the wait (DESIGN.md §4).
//   arrival (default true with ddp): record sync arrival times.
//   arrival_missing_reason: text for DiagnosisInput::arrival_missing_reason.
//   measured: metric names recorded (default all six); others are empty.
//   unmeasured {"<metric>": [ranks]}: that metric is missing on those ranks
//     (a per-family kill switch off there); silent_ranks [ranks]: ranks that
//     sent no step in the window (every duration and arrival missing).
//   faults [{rank, phase, extra_ms, from_step, to_step, prob, every}]: phase
//     is dataloader / forward / backward / optimizer / other; rank -1 is
//     every rank; every N: only steps from_step, from_step + N, ...
//   memory {source: cuda|rss, capacity_gib, base_gib, reserved_extra_gib,
//     noise_mib, rank_offset_gib {"<rank>": gib}, growth_mib_per_step,
//     growth_from_step, spike {rank, step, gib}, step_change {from_step,
//     gib} (a one-off level shift, e.g. allocator growth after warm-up)}
//   context {host_cpu_pct, host_ram_used_gib, host_ram_total_gib,
//     gpus [{util_pct, temp_c, mem_used_gib, mem_total_gib}],
//     processes {cpu_pct, main_cpu_pct, main_wait_pct, others_wait_pct,
//                rss_gib, overrides {"<rank>": {cpu_pct, main_cpu_pct,
//                                    main_wait_pct, others_wait_pct,
//                                    rss_gib}}}}
//   explicit {"<metric>_ms" | "arrival_ms" | "mem_bytes": [[per rank] per
//     step]}: replaces the generated values (null = missing).
//   training {...}: the logged loss, a non-finite value, the throughput
//     history (signals_scenario.h).
#ifndef STEPLENS_TESTS_DIAGNOSIS_SCENARIO_H_
#define STEPLENS_TESTS_DIAGNOSIS_SCENARIO_H_

#include <string>

#include <nlohmann/json.hpp>

#include "diagnosis/input.h"

namespace steplens::diagnosis {

bool BuildScenarioInput(const nlohmann::ordered_json& input, DiagnosisInput* out,
                        std::string* error);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_TESTS_DIAGNOSIS_SCENARIO_H_
