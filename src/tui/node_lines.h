// tui/node_lines.h — the live view's per-node block: one line per node of a
// run that spans several (aggregator/node_view.h).
//
// Contract
// - NodeLines(snapshot): "" lines when the run has one node (or none);
//   else one line per node, at most kMaxNodeLines then "… and N more
//   nodes": its index, host, ranks, relay state, the bytes/s its ranks send
//   this aggregator (NodeView::bytes_per_sec), clock offset ± bound and
//   source, and its own slowest rank with the figure that chose it. Then,
//   per node whose relay is silent (a partition), "node N unreachable since
//   HH:MM:SS (local time) (S s without a word from its relay; ...)".
// - Pure: text from the snapshot alone; the caller adds the block's rule.
#ifndef STEPLENS_TUI_NODE_LINES_H_
#define STEPLENS_TUI_NODE_LINES_H_

#include <cstddef>
#include <string>
#include <vector>

#include "aggregator/node_view.h"

namespace steplens::tui {

inline constexpr size_t kMaxNodeLines = 8;

std::string NodeLine(const aggregator::NodeView& node);
// The partition line of a node ("" when its relay is heard).
std::string UnreachableLine(const aggregator::NodeView& node);

std::vector<std::string> NodeLines(const aggregator::Snapshot& snapshot);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_NODE_LINES_H_
