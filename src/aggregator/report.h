// aggregator/report.h — rebuild a finished run's RunState from its run dir.
//
// Contract
// - LoadRunForReport(run_dir) replays <run_dir>/steplens.db when present,
//   else every <run_dir>/*.spool file (each a protocol frame stream starting
//   with HELLO), through a fresh RunState (no Store), so the caller can call
//   BuildSummary() or take snapshots. The database wins when both exist (in
//   live mode spool files only hold what could not be sent).
// - Replay is step-ordered across ranks (the database is read ORDER BY step;
//   spool streams are merged by step index), so alignment behaves as live.
//   Each rank's stream ends right after its last step: with GOODBYE when it
//   finished, as a failure when it disconnected / its spool ended without
//   GOODBYE (a killed process), else as an orderly close.
// - A truncated frame at the end of a spool file is normal for a killed
//   process: accepted and counted (truncated_tails). A malformed frame
//   inside a spool file ends that file's stream as a decode error; the
//   others are still read. Files are read in bounded chunks, a few at a time.
// - Errors (Status): the directory is missing; it is not a steplens run (no
//   steplens.db and no *.spool); the database is corrupt or foreign; no
//   spool file could be read.
// - Blocking file I/O on the calling thread; no other threads.
#ifndef STEPLENS_AGGREGATOR_REPORT_H_
#define STEPLENS_AGGREGATOR_REPORT_H_

#include <map>
#include <memory>
#include <string>

#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "base/status.h"

namespace steplens::aggregator {

struct LoadedRun {
  std::unique_ptr<RunState> state;
  RunMeta meta;  // run_dir, and exit_code/duration_s/command from db meta
  std::map<std::string, std::string> meta_table;  // raw db meta rows
  std::string source;  // "database" or "spool"
  size_t spool_files = 0;
  uint64_t truncated_tails = 0;
};

[[nodiscard]] base::StatusOr<LoadedRun> LoadRunForReport(
    const std::string& run_dir);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_REPORT_H_
