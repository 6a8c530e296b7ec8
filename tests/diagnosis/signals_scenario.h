// tests/diagnosis/signals_scenario.h — the golden scenarios' training and
// health inputs (scenario.h builds the step-time and memory part).
//
// Contract: deterministic (no random numbers: the loss's noise is a fixed
// wobble), test-only. Each returns false and fills *error on a malformed
// object. Times in ms.
//
// AddTrainingSignals reads the optional "training" object of a scenario's
// "input" into the DiagnosisInput scenario.h built (its world_size and
// steps):
//   first_step: the window's first step number (default 0).
//   loss {base, amplitude, decay_steps, rise_per_step, wobble,
//         spike {step, rank, factor}}: rank r's loss at window row s is
//     base + amplitude * exp(-s / decay_steps) + rise_per_step * s
//     + wobble * sin(1.7 s + 2.3 r), times factor at the spike's (row, rank).
//   non_finite {step, rank, name ("loss" | "grad_norm"), value ("nan" | "inf"
//     | "-inf"), count}: the run's first non-finite value.
//   throughput {steps, first_step, samples (absent: not reported),
//     interval_ms, slow {from, interval_ms}}: one point per step, its end
//     interval_ms after the previous (slow.interval_ms from row slow.from).
//
// BuildHealthInput reads a health scenario's "input" (tests/diagnosis/
// health/*.json) into a HealthInput: now_ms, world_size, job_ended,
// job_exit_code, job_exit_known, stop_requested, stop_ms, stop_signal,
// steps_completed, last_progress_ms, median_step_ms, hang_after_ms,
// rejected_connections, and "ranks": one object per rank with the fields of
// RankHealthInput (ms for the *_ns ones: exit_ms, lost_ms,
// last_heartbeat_ms; failure {fatal, ms, step, activity, exc_type,
// exc_bases, message, frames}), each on top of "rank_defaults".
#ifndef STEPLENS_TESTS_DIAGNOSIS_SIGNALS_SCENARIO_H_
#define STEPLENS_TESTS_DIAGNOSIS_SIGNALS_SCENARIO_H_

#include <string>

#include <nlohmann/json.hpp>

#include "diagnosis/health.h"
#include "diagnosis/input.h"

namespace steplens::diagnosis {

bool AddTrainingSignals(const nlohmann::ordered_json& input, DiagnosisInput* out,
                        std::string* error);

bool BuildHealthInput(const nlohmann::ordered_json& input, HealthInput* out, std::string* error);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_TESTS_DIAGNOSIS_SIGNALS_SCENARIO_H_
