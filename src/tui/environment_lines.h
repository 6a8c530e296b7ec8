// tui/environment_lines.h — summary.json's `environment` as text, for the
// final summary (`steplens run`, `steplens report`).
//
// Contract
// - EnvironmentLines(environment): "" when the run has no environment (no
//   rank sent SETUP facts); else an "Environment" block: the versions on
//   one line, the git commit, models and hosts, the variables (secret ones
//   by name only: summary.json never holds their values), the command
//   line, and one line per fact or variable that differs across ranks
//   (each value with its first ranks). Long values are cut.
// - Pure function of the JSON; tolerant of missing fields.
#ifndef STEPLENS_TUI_ENVIRONMENT_LINES_H_
#define STEPLENS_TUI_ENVIRONMENT_LINES_H_

#include <string>

#include <nlohmann/json.hpp>

namespace steplens::tui {

std::string EnvironmentLines(const nlohmann::ordered_json& environment);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_ENVIRONMENT_LINES_H_
