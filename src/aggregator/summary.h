// aggregator/summary.h — summary.json (DESIGN.md §3), schema_version 1.
//
// Contract
// - BuildSummary() reads a whole-run snapshot of the RunState and returns the
//   summary document. Pure apart from taking the state's lock once; any
//   thread. Never emits NaN or infinity: every undefined or unmeasured number
//   is JSON null (missing is not zero).
// - Fields of schema_version 1 never change meaning; new ones may be added.
// - The diagnosis block comes from DiagnoseSummary(): step_time and
//   step_memory are the snapshot's verdicts (whole-run snapshots: the
//   diagnosis timeline's whole-run verdict, see diagnosis_timeline.h);
//   health says "RANK FAILED" (with the rank) when a rank disconnected
//   without GOODBYE, else "OK"; context lists system/process findings. A
//   whole-run snapshot adds last_window (the final window's verdicts),
//   evaluations and timeline (the latest 200 episodes).
#ifndef STEPLENS_AGGREGATOR_SUMMARY_H_
#define STEPLENS_AGGREGATOR_SUMMARY_H_

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "aggregator/run_state.h"
#include "store/step_scan.h"

namespace steplens::aggregator {

inline constexpr int kSummarySchemaVersion = 1;

struct RunMeta {
  std::string run_dir;
  std::optional<int> exit_code;  // nullopt: unknown (null in JSON)
  double duration_s = -1.0;      // < 0: unknown; falls back to the observed
                                 // span of the steps, else null
  std::string command;
  // "" when the run database holds the whole run, else store::Store::
  // problem() / store::IntegrityProblem() ("database incomplete from step N:
  // disk full"). In summary.json as run.database_problem (null when "").
  std::string database_problem;
  // The store's tiers (store/step_scan.h), when it was tiered; in
  // summary.json as run.detail (null otherwise). detail_replayed: the
  // statistics come from a replay of the database (report, serve), so they
  // cover only the steps whose detail was kept — the note says so; then
  // run.steps_completed adds the aggregated steps and the run's rates
  // (steps, samples, tokens per second, TFLOP/s, MFU) are null.
  // whole_run_from_buckets: the replay took the whole-run step time,
  // memory and work per step from the store's rank buckets
  // (RunState::SeedWholeRun), so those cover every step; the diagnosis and
  // arrival figures still cover the steps with detail (statistics_cover
  // "buckets"). whole_run_rates: the store also had the run's first step
  // end, so the rates cover every step too (else they are null).
  std::optional<store::DetailTiers> detail;
  bool detail_replayed = false;
  bool whole_run_from_buckets = false;
  bool whole_run_rates = false;
};

// run.detail's "note": "" when nothing was aggregated.
std::string DetailNote(const RunMeta& meta);

nlohmann::ordered_json BuildSummary(const RunState& state, const RunMeta& meta);

// Same, from a snapshot already taken (whole_run expected).
nlohmann::ordered_json BuildSummaryFromSnapshot(const Snapshot& snapshot, const RunMeta& meta);

// The diagnosis block: {"step_time", "step_memory", "health"}.
nlohmann::ordered_json DiagnoseSummary(const Snapshot& snapshot);

// summary.json's `nodes` (docs/reference/summary-json.md): one object per
// node of `snapshot` (aggregator/node_view.h); the web API's window too.
nlohmann::ordered_json NodesJson(const Snapshot& snapshot);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_SUMMARY_H_
