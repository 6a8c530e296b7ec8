// aggregator/rank_exit.h — how each rank's process ended, as its wrapper saw it.
//
// Contract
// - `steplens run` starts every rank through `steplens _rank-exec` (a thin
//   parent of the rank's Python: torch.distributed.run --no-python). When the
//   rank's process ends, the wrapper writes one exit record,
//   <run-dir>/ranks/rank-<R>.exit, atomically (temporary file + rename, no
//   symlink followed), then ends the same way (same exit code, or the same
//   signal re-raised) so torchrun sees what it would have seen.
// - The record is a few `key=value` lines: rank, pid (the Python process),
//   code (exit code, when it exited) or signal (when killed), core (1 when
//   a core was dumped) and mono_ns (CLOCK_MONOTONIC at waitpid's return; on
//   one host, directly comparable with the aggregator's clock).
// - ParseRankExit never throws; malformed text gives nullopt. The reader
//   takes only files it has not taken yet (by rank).
#ifndef STEPLENS_AGGREGATOR_RANK_EXIT_H_
#define STEPLENS_AGGREGATOR_RANK_EXIT_H_

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace steplens::aggregator {

struct RankExit {
  uint32_t rank = 0;
  uint32_t pid = 0;
  int exit_code = -1;  // -1 when killed by a signal
  int signal = 0;      // 0 when it exited
  bool core_dumped = false;
  int64_t mono_ns = 0;
  bool clean() const { return signal == 0 && exit_code == 0; }
};

std::string FormatRankExit(const RankExit& e);
std::optional<RankExit> ParseRankExit(std::string_view text);
// "exit code 1", "signal 9 (SIGKILL)", "signal 11 (SIGSEGV), core dumped".
std::string DescribeRankExit(const RankExit& e);
// The exit record's path for `rank` under run_dir.
std::string RankExitPath(const std::string& run_dir, uint32_t rank);
// Reads records in run_dir/ranks not yet in *taken (adds their ranks).
std::vector<RankExit> ReadNewRankExits(const std::string& run_dir, std::set<uint32_t>* taken);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_RANK_EXIT_H_
