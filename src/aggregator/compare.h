// aggregator/compare.h — two finished runs side by side: step time per
// phase, peak memory, diagnosis, and a verdict (`steplens compare`,
// GET /api/compare).
//
// Contract
// - CompareSummaries() reads two summary.json documents (schema 1, as
//   BuildSummary writes them; A is the baseline, B the candidate) and
//   returns {"verdict", "phases", "memory", "diagnosis", "environment", ...} (docs/reference/
//   http.md, /api/compare). Pure function; any thread; never throws, even
//   for documents missing fields (missing numbers compare as null).
// - Step time is the `step` phase's whole-run median across ranks (per
//   rank the mean step time); change_pct = (B - A) / A * 100, null when
//   either is missing or A is 0. Peak memory is step_memory's
//   worst_peak_bytes. A regression is a change above regression_pct (step
//   time slower, or memory higher). diagnosis_changed: the step-time label
//   or culprit rank, or the step-memory label, differ.
// - Throughput is the run's tokens_per_sec when both runs have it, else
//   samples_per_sec ("throughput": both, and which was compared); lower by
//   more than regression_pct is a regression (IsRegression too); so is an
//   MFU (run.mfu_pct) lower by more than regression_pct of A's.
// - environment: what differs between the runs' summary.json `environment`
//   (setup_facts.h), [{"key", "kind" ("fact" / "variable"), "a", "b"}]:
//   each fact (versions, models, hosts, command line, git commit; JSON
//   values compared whole) in A's order then B's, then every variable by
//   name (null where a run does not have it; a secret variable is "set
//   (secret)", its value never stored). Empty when nothing differs or
//   neither run has an environment. `steplens compare` prints it first.
// - The verdict's summary is one sentence, e.g. "B is 12.3% slower than A
//   per step (48.1 ms vs 42.8 ms); peak memory +2.0%; step-time diagnosis
//   BALANCED -> INPUT STRAGGLER (rank 1)."
#ifndef STEPLENS_AGGREGATOR_COMPARE_H_
#define STEPLENS_AGGREGATOR_COMPARE_H_

#include <initializer_list>

#include <nlohmann/json.hpp>

namespace steplens::aggregator {

inline constexpr double kDefaultRegressionPct = 5.0;

struct CompareOptions {
  double regression_pct = kDefaultRegressionPct;
};

// The value at a path of object keys, or a null value when any key is
// missing or a step is not an object (never throws). Shared with the text
// rendering of a comparison.
const nlohmann::ordered_json& JsonAt(const nlohmann::ordered_json& doc,
                                     std::initializer_list<const char*> keys);

nlohmann::ordered_json CompareSummaries(const nlohmann::ordered_json& a,
                                        const nlohmann::ordered_json& b,
                                        const CompareOptions& options = {});

// True when the comparison (as returned above) shows B slower per step,
// using more memory or with a lower throughput than A by more than pct
// percent.
bool IsRegression(const nlohmann::ordered_json& comparison, double pct);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_COMPARE_H_
