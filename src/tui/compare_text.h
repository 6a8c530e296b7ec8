// tui/compare_text.h — `steplens compare` as text.
//
// Contract: pure function of the comparison JSON (aggregator::
// CompareSummaries plus "a"/"b" run infos, as /api/compare answers);
// tolerant of missing fields (renders "—"). Any thread.
#ifndef STEPLENS_TUI_COMPARE_TEXT_H_
#define STEPLENS_TUI_COMPARE_TEXT_H_

#include <string>

#include <nlohmann/json.hpp>

namespace steplens::tui {

std::string RenderCompareText(const nlohmann::ordered_json& comparison);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_COMPARE_TEXT_H_
