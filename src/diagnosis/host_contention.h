// diagnosis/host_contention.h — internal: whether host CPU contention
// explains a straggler's host-work excess (compute, or work outside the
// measured phases), and what a saturated host says about an input
// straggler, from the host's CPU and each rank's
// main-thread schedstat (ProcessContext). Used by the step-time rules.
//
// Contract: pure (reads its arguments; writes only the evidence it adds to
// `d`), total (never throws; NaN or missing signals are "no signal"). The
// thresholds and their measurements are in thresholds.h and
// docs/reference/diagnoses.md ("Host contention", under stragglers).
#ifndef STEPLENS_DIAGNOSIS_HOST_CONTENTION_H_
#define STEPLENS_DIAGNOSIS_HOST_CONTENTION_H_

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {

// What host contention says about a host-work culprit (HostContention).
enum class Contention {
  kNone,       // named as usual
  kExplains,   // starved by its host, or below the busy-host floor: not named
  kContended,  // named, but it also waited for a CPU: warning at most
};

// Is a culprit's host-work excess (compute, or work outside the measured
// phases; never input) explained by CPU contention?
// With main-thread schedstat for the culprit and another rank (shares of
// the median iteration): when the time it waited for a CPU beyond the
// others' covers kContentionExplainedFraction of its cost and is larger
// than the CPU time it used beyond the others', it was starved by its
// host: not named. Otherwise (its own extra CPU explains it, or no signal)
// on a busy host (CPU >= kBusyHostCpuPct) the culprit must clear the
// contention floor (kSaturatedComputeCostShare): ranks sharing cores burn
// uneven CPU for the same work (measured). When contention explains it, the
// evidence says which rank was passed over and why: kExplains. A culprit
// named by its own extra CPU whose starvation still covers
// kContendedCulpritStarvedFraction of its cost on a saturated host
// (kHighCpuPct) is kContended: named at warning at most, with a
// contention_note (the signals cannot tell its extra work from a thread
// sharing a core with a hog). So is any other host-work culprit on a
// saturated host, at any cost: its own extra CPU (a core shared with a busy
// process burns more CPU for the same work) and what the main thread's
// signals do not see (its other threads, shared caches) cannot be told from
// its own work there.
Contention HostContention(Diagnosis& d, const DiagnosisInput& in, int rank, double cost_share,
                          const Thresholds& t);

// What a saturated host (CPU >= kHighCpuPct) says about an input straggler:
// its data path (loading and preprocessing in Python, its workers) runs on
// the host's shared cores, so a core shared with a busy process slows it as
// it slows host work (measured: a healthy rank named INPUT STRAGGLER under
// two CPU hogs, 0.35 ms of dataloader excess on a 4.3 ms step). Never passed
// over (slow storage or preprocessing is real on a busy host too), but
// kContended there, with host_cpu_pct and a contention_note; kNone elsewhere.
Contention InputContention(Diagnosis& d, const DiagnosisInput& in, const Thresholds& t);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_HOST_CONTENTION_H_
