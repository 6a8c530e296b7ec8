// tui/summary_text.h — the final summary as text, from summary.json.
//
// Contract: pure function of the summary JSON (schema_version 1, see
// docs/reference/summary-json.md); tolerant of missing fields (renders "—").
// Used at the end of `steplens run` and by `steplens report`.
#ifndef STEPLENS_TUI_SUMMARY_TEXT_H_
#define STEPLENS_TUI_SUMMARY_TEXT_H_

#include <string>

#include <nlohmann/json.hpp>

namespace steplens::tui {

std::string RenderSummaryText(const nlohmann::ordered_json& summary);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_SUMMARY_TEXT_H_
