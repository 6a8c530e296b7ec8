#include "tui/node_lines.h"

#include <cmath>
#include <cstdio>
#include <ctime>

#include "tui/format.h"

namespace steplens::tui {
namespace {

constexpr int kHostCol = 16;
constexpr int kRanksCol = 11;
constexpr int kRelayCol = 5;   // "ended"
constexpr int kBytesCol = 11;  // "123.4 KiB/s"
constexpr int kClockCol = 32;

std::string RanksText(const std::vector<uint32_t>& ranks) {
  if (ranks.empty()) return kMissingText;
  const int first = static_cast<int>(ranks.front());
  const int last = static_cast<int>(ranks.back());
  return first == last ? FormatRank(first) : FormatRank(first) + "-" + FormatRank(last);
}

std::string ClockText(const aggregator::NodeView& n) {
  char buf[80];
  if (n.clock == "two-way") {
    std::snprintf(buf, sizeof buf, "clock %+.1f ± %.1f ms (two-way)", n.clock_offset_ms,
                  n.clock_bound_ms);
  } else if (n.clock == "estimated") {
    std::snprintf(buf, sizeof buf, "clock %+.1f ms (estimated)", n.clock_offset_ms);
  } else if (n.clock == "wall") {
    std::snprintf(buf, sizeof buf, "clock wall");
  } else {
    std::snprintf(buf, sizeof buf, "clock %s", kMissingText);
  }
  return buf;
}

// "12.3 KiB/s": what the node's ranks send this aggregator, now.
std::string BytesPerSecText(const aggregator::NodeView& n) {
  if (!std::isfinite(n.bytes_per_sec) || n.bytes_per_sec < 0) return kMissingText;
  return FormatBytes(std::llround(n.bytes_per_sec)) + "/s";
}

std::string SlowestText(const aggregator::NodeView& n) {
  if (n.slowest_rank < 0) return std::string("slowest ") + kMissingText;
  if (n.slowest_by == "lateness") {
    return "slowest " + FormatRank(n.slowest_rank) + " " + FormatMs(n.slowest_ms) + " late";
  }
  return "slowest " + FormatRank(n.slowest_rank) + " step " + FormatMs(n.slowest_ms);
}

}  // namespace

std::string NodeLine(const aggregator::NodeView& n) {
  std::string line = "  node " + Fit(std::to_string(n.index), 3) + Fit(n.host, kHostCol) + " " +
                     Fit(RanksText(n.ranks), kRanksCol) + " relay " + Fit(n.relay, kRelayCol) +
                     " " + Fit(BytesPerSecText(n), kBytesCol, /*right_align=*/true) + "  " +
                     Fit(ClockText(n), kClockCol) + " " + SlowestText(n);
  if (n.lost > 0) line += "   LOST " + std::to_string(n.lost);
  return line;
}

std::string UnreachableLine(const aggregator::NodeView& n) {
  if (n.unreachable_since_wall_ns == kMissing) return "";
  const std::time_t t = static_cast<std::time_t>(n.unreachable_since_wall_ns / 1'000'000'000);
  std::tm tm{};
  localtime_r(&t, &tm);
  char since[16];
  std::strftime(since, sizeof since, "%H:%M:%S", &tm);
  char buf[160];
  std::snprintf(buf, sizeof buf,
                "  node %zu unreachable since %s (%.0f s without a word from its relay; its "
                "ranks spool and replay when it is back)",
                n.index, since, n.unreachable_for_s);
  return buf;
}

std::vector<std::string> NodeLines(const aggregator::Snapshot& s) {
  const std::vector<aggregator::NodeView> nodes = aggregator::NodeViews(s);
  std::vector<std::string> lines;
  if (nodes.size() <= 1) return lines;
  for (size_t i = 0; i < nodes.size() && i < kMaxNodeLines; ++i) {
    lines.push_back(NodeLine(nodes[i]));
  }
  for (const aggregator::NodeView& n : nodes) {  // a partition: said whatever the node's place
    if (std::string line = UnreachableLine(n); !line.empty()) lines.push_back(std::move(line));
  }
  if (nodes.size() > kMaxNodeLines) {
    lines.push_back("  … and " + std::to_string(nodes.size() - kMaxNodeLines) + " more nodes");
  }
  return lines;
}

}  // namespace steplens::tui
