// aggregator/report.h — rebuild a finished run's RunState from its run dir.
//
// Contract
// - LoadRunForReport(run_dir) merges everything the run left on disk:
//   <run_dir>/steplens.db when present plus every <run_dir>/*.spool file
//   (each a protocol frame stream starting with HELLO, written by a rank
//   while the aggregator was unreachable; a rank may have several:
//   rank-<r>.spool, rank-<r>.1.spool, ...). It replays the union through a
//   fresh RunState (no Store), one connection per rank, so the caller can
//   call BuildSummary() or take snapshots. ReportOptions::on_step sees each
//   replayed step's point as the RunState builds it (step_point.h).
// - Merging. A step record is counted once per (rank, step): the database
//   wins over spool files; a record repeated across spool files is taken
//   once.
//   Process/system samples present in both (same rank or host and time) are
//   counted once; heartbeats come from spool files only. A spool file's
//   name ids are per process: its user-phase and scalar ids are resolved by
//   name against the rank's database names (a name new to the rank keeps
//   its id when free, else gets a free one), so one name is one metric.
// - Replay is step-ordered across ranks (the database is read ORDER BY step
//   and spool records, sorted by step, are merged in), so alignment behaves
//   as live. Each rank stays live until its last step in any source, then
//   ends: finished when any of its streams said GOODBYE (or a "finished"
//   heartbeat), else as its last stream ended. Streams are ordered by the
//   highest step they reached; on a tie a spool file comes after the
//   database connection (a recorder spools only once the aggregator is
//   gone) and rank-<r>.<n>.spool after rank-<r>.spool. A spool file that
//   ended without GOODBYE marks the rank failed only when it is that rank's
//   last stream; the database row's own state decides otherwise.
// - A truncated frame at the end of a spool file is normal for a killed
//   process: accepted and counted (truncated_tails). A malformed frame
//   inside a spool file ends that file as a decode error (counted; the
//   rank fails with it when it was the rank's last stream); the others are
//   still read. A spool file whose HELLO names another run or world size is
//   refused as live (rejected_connections), left out, and listed in
//   LoadedRun::foreign_spools; ForeignSpoolLine() is the one sentence
//   that says so (which run it belongs to, what to do).
// - Memory: the database is streamed, but every record of every spool file
//   is held in memory until the replay ends (plus one (rank, step) key per
//   spool step record and per sample for de-duplication). Acceptable for
//   spool files, which hold outages; a run spooled whole costs about 1 KiB
//   per step per rank. Files are read one at a time in bounded chunks.
// - Several nodes' directories (LoadRunsForReport, `steplens report
//   --merge`): the spool files of every directory are read as one run's,
//   beside the one database among them (node 0's), with the rules above; a
//   spool file of another run is left out as foreign. meta.run_dir is the
//   database's directory (else the first). Two directories with a database
//   are an error that names both: a database holds what one aggregator
//   received, and node 0's is the run's.
// - Errors (Status): a directory is missing; it is not a steplens run (no
//   steplens.db and no *.spool); the database is corrupt or foreign; there
//   is no database and no spool file could be read.
// - Blocking file I/O on the calling thread; no other threads.
#ifndef STEPLENS_AGGREGATOR_REPORT_H_
#define STEPLENS_AGGREGATOR_REPORT_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "base/status.h"

namespace steplens::aggregator {

// A spool file left out because its HELLO names another run (or another
// world size of this run).
struct ForeignSpool {
  std::string path;
  std::string run_id;       // the file's
  uint32_t world_size = 0;  // the file's
};

struct LoadedRun {
  std::unique_ptr<RunState> state;
  RunMeta meta;  // run_dir, and exit_code/duration_s/command from db meta
  std::map<std::string, std::string> meta_table;  // raw db meta rows
  // Sources used: "database", "spool" or "database+spool".
  std::string source;
  size_t spool_files = 0;  // *.spool files found (read or not)
  uint64_t truncated_tails = 0;
  // Step records taken from spool files that the database did not hold.
  uint64_t steps_from_spool = 0;
  std::string run_id;  // the run this directory holds
  uint32_t world_size = 0;
  std::vector<ForeignSpool> foreign_spools;
};

// One line (no newline, safe for a terminal) saying which run a foreign
// spool file belongs to and what to do with it.
std::string ForeignSpoolLine(const ForeignSpool& spool, const LoadedRun& run);

struct ReportOptions {
  // Each replayed complete step as it completes (RunStateOptions::on_step):
  // the web view builds a finished run's step series from it.
  decltype(RunStateOptions::on_step) on_step;
};

[[nodiscard]] base::StatusOr<LoadedRun> LoadRunForReport(const std::string& run_dir,
                                                         const ReportOptions& options = {});
// The run kept in several directories (every node's run directory).
[[nodiscard]] base::StatusOr<LoadedRun> LoadRunsForReport(const std::vector<std::string>& run_dirs,
                                                          const ReportOptions& options = {});

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_REPORT_H_
