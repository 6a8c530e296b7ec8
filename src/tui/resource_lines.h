// tui/resource_lines.h — summary.json's `system` and `process` as the final
// summary's System and Process blocks (`steplens run`, `steplens report`).
//
// Contract
// - ResourceLines(system, process): "" when neither holds a figure;
//   otherwise a "System" block, one line per host (CPU mean and max, the
//   most RAM used of the total) and one per GPU under it (utilisation mean
//   and max, the most memory used of the total, power and temperature
//   maxima, SM clock mean and minimum, and the slowdown reasons NVML
//   reported with their share of the samples), then a "Process" block, one
//   line per rank (CPU mean, RSS peak, GPU memory peak), when some rank
//   sent a process sample. A figure not
//   measured is "—", never 0. More than kMaxRankLines ranks: the ranks with
//   the largest RSS peak are listed, and one line says how many are not.
// - Pure function of the JSON; tolerant of missing fields.
#ifndef STEPLENS_TUI_RESOURCE_LINES_H_
#define STEPLENS_TUI_RESOURCE_LINES_H_

#include <string>

#include <nlohmann/json.hpp>

namespace steplens::tui {

inline constexpr size_t kMaxRankLines = 16;

std::string ResourceLines(const nlohmann::ordered_json& system,
                          const nlohmann::ordered_json& process);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_RESOURCE_LINES_H_
