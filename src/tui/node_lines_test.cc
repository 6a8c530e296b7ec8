// The live view's per-node lines (tui/node_lines.h), text exactly.
#include "tui/node_lines.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>

#include "base/metrics.h"
#include "tui/format.h"

namespace steplens::tui {
namespace {

aggregator::RankView Rank(uint32_t rank, const std::string& host, double step_ms) {
  aggregator::RankView r;
  r.rank = rank;
  r.host = host;
  r.node_first_rank = rank / 2 * 2;
  r.connected = true;
  r.clock_sampled = true;
  r.metric_mean_ms = {step_ms};
  return r;
}

TEST(NodeLinesTest, OneLinePerNodeWithRelayClockAndSlowestRank) {
  aggregator::Snapshot s;
  s.metric_names = {metrics::kStepName};
  s.ranks = {Rank(0, "gpu017", 101), Rank(1, "gpu017", 100), Rank(2, "gpu018", 100),
             Rank(3, "gpu018", 100)};
  for (uint32_t r : {2u, 3u}) {
    s.ranks[r].via_relay = true;
    s.ranks[r].clock_estimated = s.ranks[r].clock_two_way = true;
    s.ranks[r].clock_skew_ms = -250.04;
    s.ranks[r].clock_bound_ms = 0.61;
  }
  s.sync_arrival = {{2, 50, 2, 0.2}, {3, 50, 47, 31.4}};
  s.ranks[2].bytes_per_sec = 6'000.0;  // node 1 sends 12 650 bytes/s
  s.ranks[3].bytes_per_sec = 6'650.0;
  const std::vector<std::string> lines = NodeLines(s);
  ASSERT_EQ(lines.size(), 2u);
  // Node 0's ranks have no rate yet (their first second): "—", not 0.
  EXPECT_EQ(lines[0],
            "  node 0  gpu017           r0-r1       relay none            —  clock wall           "
            "            slowest r0 step 101 ms");
  EXPECT_EQ(lines[1],
            "  node 1  gpu018           r2-r3       relay up     12.4 KiB/s  clock +250.0 ± 0.6 "
            "ms (two-way)  slowest r3 31.4 ms late");
  // Within 120 columns (the live view's golden width).
  EXPECT_LE(DisplayWidth(lines[1]), 120);
  // A lost relay and its ranks.
  for (uint32_t r : {2u, 3u}) {
    s.ranks[r].connected = s.ranks[r].via_relay = false;
    s.ranks[r].failed = true;
    s.ranks[r].disconnect_reason = "relay connection lost (closed)";
  }
  EXPECT_NE(NodeLines(s)[1].find("relay lost "), std::string::npos) << NodeLines(s)[1];
  EXPECT_NE(NodeLines(s)[1].find("LOST 2"), std::string::npos);
}

// A partition: node 1's relay silent. The block ends with one line that
// says since when (local time) and for how long; none once it is heard.
TEST(NodeLinesTest, AnUnreachableNodeIsSaidUnderTheBlock) {
  aggregator::Snapshot s;
  s.metric_names = {metrics::kStepName};
  s.ranks = {Rank(0, "gpu017", 100), Rank(1, "gpu017", 100), Rank(2, "gpu018", 100),
             Rank(3, "gpu018", 100)};
  setenv("TZ", "UTC", 1);
  tzset();
  const int64_t since = int64_t{1'764'197'527} * 1'000'000'000;  // 2025-11-26 22:52:07 UTC
  for (uint32_t r : {2u, 3u}) {
    s.ranks[r].via_relay = true;
    s.ranks[r].unreachable_since_wall_ns = since + (r - 2) * 500'000'000;
    s.ranks[r].unreachable_for_s = 6.4 - (r - 2) * 0.5;
  }
  std::vector<std::string> lines = NodeLines(s);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[2],
            "  node 1 unreachable since 22:52:07 (6 s without a word from its relay; its ranks "
            "spool and replay when it is back)");
  for (uint32_t r : {2u, 3u}) s.ranks[r].unreachable_since_wall_ns = kMissing;
  lines = NodeLines(s);
  EXPECT_EQ(lines.size(), 2u);
}

TEST(NodeLinesTest, OneNodeHasNoBlockAndManyAreCut) {
  aggregator::Snapshot s;
  s.ranks = {Rank(0, "a", 1), Rank(1, "a", 1)};
  EXPECT_TRUE(NodeLines(s).empty());
  s.ranks.clear();
  for (uint32_t r = 0; r < 2 * (kMaxNodeLines + 3); ++r) {
    s.ranks.push_back(Rank(r, "n" + std::to_string(r / 2), 1));
  }
  const std::vector<std::string> lines = NodeLines(s);
  ASSERT_EQ(lines.size(), kMaxNodeLines + 1);
  EXPECT_EQ(lines.back(), "  … and 3 more nodes");
}

}  // namespace
}  // namespace steplens::tui
