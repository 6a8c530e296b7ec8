// tui/layer_lines.h — the terminal view's deep-mode section: the culprit
// rank's top modules (DESIGN.md §8).
//
// Contract
// - TopLayerLines(snapshot, width) is pure: no lines without deep mode's
//   figures (snapshot.layers empty). With them, a rule and up to
//   kTopLayerRows modules. With a step-time culprit (diagnosis.step_time
//   .rank), they are ordered by that rank's excess: its forward + backward
//   mean per measured step minus the median of the other ranks' (modules
//   the other ranks did not measure are left out); without one, by the
//   median time across ranks. A module is left out when one of its
//   descendants holds at least kLayerShareOfExcess of its figure (the
//   deeper module is the answer, as the verdict's layer_verdict.h rule).
//   Missing is never zero: a phase not measured shows "—".
#ifndef STEPLENS_TUI_LAYER_LINES_H_
#define STEPLENS_TUI_LAYER_LINES_H_

#include <string>
#include <vector>

#include "aggregator/run_state.h"

namespace steplens::tui {

inline constexpr size_t kTopLayerRows = 3;

std::vector<std::string> TopLayerLines(const aggregator::Snapshot& s, int width);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_LAYER_LINES_H_
