// diagnosis/step_cells.h — internal: the step-time rules' view of one window
// (a cell per metric, step and rank), handed to the rule files that sit
// beside step_time_rules.cc (unstable_rules.cc, comm_rules.cc) so they
// read the same cells without a copy of the window's logic.
//
// Contract
// - `cell(m, s, r)`: metric m of window row s and rank r exactly as the
//   step-time rules compare it (wait derived, comm parts following their
//   total); kMissing when not measured or not measured on every reporting
//   rank (`common(m)` false). `iteration(s, r)`: dataloader + step.
//   `arrival(s, r)`: the sync arrival (DiagnosisInput::arrival_ns), kMissing
//   when none.
// - Valid only while the Window it was made from lives (one Diagnose call).
// - The functions below are pure and total like every rule (rules.h).
#ifndef STEPLENS_DIAGNOSIS_STEP_CELLS_H_
#define STEPLENS_DIAGNOSIS_STEP_CELLS_H_

#include <cstdint>
#include <functional>
#include <vector>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {

struct StepCells {
  int steps = 0;
  int ranks = 0;
  uint64_t first_step = 0;           // step index of row 0
  double median_iteration_ns = 0.0;  // the median rank's mean iteration
  double host_cpu_pct = 0.0;         // DiagnosisInput's context (NaN: unknown)
  // By rank, % of wall time runnable but waiting for a CPU (run queue):
  // the main thread's (ProcessContext::main_wait_pct) and the process's
  // other threads', summed (others_wait_pct); empty or NaN: unknown.
  std::vector<double> main_wait_pct;
  std::vector<double> others_wait_pct;
  std::function<bool(Metric)> common;
  std::function<int64_t(Metric, int, int)> cell;
  std::function<int64_t(int, int)> iteration;
  std::function<int64_t(int, int)> arrival;
};

// A rank's threads' run-queue wait, % of wall time (step_cells.cc): its
// other threads' (others_wait_pct) plus its main thread's where measured;
// NaN when the other threads' is not measured (a recorder before it).
// MedianRankCpuWait: the median rank's, NaN unless measured on every rank.
double RankCpuWait(const StepCells& c, int rank);
double MedianRankCpuWait(const StepCells& c);

// UNSTABLE (unstable_rules.cc): the job's step time (per step, the slowest
// rank's iteration) spikes persistently (p95/p50 >= unstable_ratio, spikes
// spread over the window) or jitters (robust CV >= unstable_cv on the
// window and on both halves). Always adds the jitter figures (step_p50_ms,
// step_p95_ms, step_p99_ms, step_p95_p50, step_robust_cv) to d's evidence;
// returns true, with label, severity, summary, action and the spikes'
// evidence set, when the window is unstable (severity info: jitter alone or
// aperiodic spikes while the ranks' threads waited for a CPU at least half
// as long as the spikes cost, which the caller says beside its verdict;
// warning: persistent, costly spikes, the verdict itself).
bool DiagnoseUnstable(const StepCells& c, const Thresholds& t, Diagnosis& d);

// COMM-BOUND (comm_rules.cc): exposed communication — time blocked in
// collectives (the comm metric: FSDP, user collectives, point-to-point)
// plus DDP's exposed gradient sync (kSyncExposed less the rank's wait for
// the step's last arrival) — is >= comm_bound_share of every reporting
// rank's iteration. Always, when comm is measured on every
// rank, adds the per-rank shares (comm_share_by_rank: each rank's blocked
// share, i.e. a pipeline stage's bubble) and, when one rank waits far less
// than the others, waited_for_rank (the stage the others wait for);
// returns true, with the verdict and its evidence set, when comm-bound.
bool DiagnoseCommBound(const StepCells& c, const Thresholds& t, Diagnosis& d);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_STEP_CELLS_H_
