// server/prometheus.h — live runs in the Prometheus text exposition format
// (version 0.0.4), served at GET /metrics (docs/reference/prometheus.md).
//
// Contract
// - RenderPrometheus() is a pure function of the snapshots it is given: no
//   I/O, no clocks, any thread. Every metric family in kPrometheusFamilies
//   gets its # HELP and # TYPE lines whether or not it has samples, so a
//   scrape of no run, of a run without steps or during shutdown is valid,
//   empty exposition.
// - Names follow Prometheus' conventions: prefix steplens_, base units
//   (seconds, bytes), counters end in _total. Labels: run (the run id),
//   rank, host, phase (step, wait, the built-in phases, user regions — the
//   names of Snapshot::metric_names), and for diagnoses kind, label,
//   severity, rank, phase. Label values are escaped (\\, \", \n).
// - Unmeasured is not zero: a phase a rank never measured, an unknown rate
//   or a rank without a step has no sample rather than a 0.
#ifndef STEPLENS_SERVER_PROMETHEUS_H_
#define STEPLENS_SERVER_PROMETHEUS_H_

#include <string>
#include <vector>

#include "aggregator/run_state.h"

namespace steplens::server {

inline constexpr const char* kPrometheusContentType = "text/plain; version=0.0.4; charset=utf-8";

// One run to expose: its rolling-window snapshot and its whole-run one.
struct MetricsRun {
  const aggregator::Snapshot* window = nullptr;
  const aggregator::Snapshot* run = nullptr;
};

std::string RenderPrometheus(const std::vector<MetricsRun>& runs);

// The exposition of live runs: takes each one's window and whole-run
// snapshots (short holds of its lock; the diagnosis is the latest
// evaluation's when the aggregator evaluates regularly) and renders them.
// Null entries are skipped.
std::string RenderLiveRuns(const std::vector<const aggregator::RunState*>& states);

// The label value as it goes between the quotes.
std::string EscapeLabelValue(const std::string& value);

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_PROMETHEUS_H_
