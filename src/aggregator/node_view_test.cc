// NodeViews (aggregator/node_view.h): grouping, relay state, clock and the
// node's own slowest rank, from hand-made snapshots.
#include "aggregator/node_view.h"

#include <gtest/gtest.h>

#include "base/metrics.h"

namespace steplens::aggregator {
namespace {

RankView Rank(uint32_t rank, const std::string& host, int64_t first, double step_ms) {
  RankView r;
  r.rank = rank;
  r.host = host;
  r.node_first_rank = first;
  r.connected = true;
  r.steps = 10 + rank;
  r.clock_sampled = true;
  r.metric_mean_ms = {step_ms};
  return r;
}

Snapshot TwoNodes() {
  Snapshot s;
  s.metric_names = {metrics::kStepName};
  s.ranks = {Rank(0, "n0", 0, 100), Rank(1, "n0", 0, 101), Rank(2, "n1", 2, 103),
             Rank(3, "n1", 2, 102)};
  for (uint32_t r : {2u, 3u}) {
    s.ranks[r].via_relay = true;
    s.ranks[r].clock_estimated = true;
    s.ranks[r].clock_two_way = true;
    s.ranks[r].clock_skew_ms = -250.0;
    s.ranks[r].clock_bound_ms = 1.5;
  }
  return s;
}

TEST(NodeViewTest, NodesWithRelayClockAndSlowestByStepTime) {
  const std::vector<NodeView> nodes = NodeViews(TwoNodes());
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0].index, 0u);
  EXPECT_EQ(nodes[0].host, "n0");
  EXPECT_EQ(nodes[0].ranks, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(nodes[0].relay, kRelayNone);
  EXPECT_EQ(nodes[0].clock, "wall");
  EXPECT_EQ(nodes[0].slowest_rank, 1);
  EXPECT_EQ(nodes[0].slowest_by, "step");
  EXPECT_EQ(nodes[1].index, 1u);
  EXPECT_EQ(nodes[1].relay, kRelayUp);
  EXPECT_EQ(nodes[1].clock, "two-way");
  EXPECT_DOUBLE_EQ(nodes[1].clock_offset_ms, 250.0);
  EXPECT_DOUBLE_EQ(nodes[1].clock_bound_ms, 1.5);
  EXPECT_EQ(nodes[1].slowest_rank, 2);
  EXPECT_DOUBLE_EQ(nodes[1].slowest_ms, 103.0);
  EXPECT_EQ(nodes[1].steps_min, 12u);
  EXPECT_EQ(nodes[1].steps_max, 13u);
}

TEST(NodeViewTest, LatenessNamesTheSlowestAndALostRelayIsSaid) {
  Snapshot s = TwoNodes();
  s.sync_arrival = {{0, 10, 0, 0.0}, {1, 10, 1, 0.5}, {2, 10, 0, 0.1}, {3, 10, 9, 30.0}};
  for (uint32_t r : {2u, 3u}) {
    s.ranks[r].connected = false;
    s.ranks[r].via_relay = false;
    s.ranks[r].failed = true;
    s.ranks[r].disconnect_reason = "relay connection lost (timed out)";
  }
  const std::vector<NodeView> nodes = NodeViews(s);
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[1].relay, kRelayLost);
  EXPECT_EQ(nodes[1].lost, 2);
  EXPECT_EQ(nodes[1].slowest_rank, 3);  // lateness outranks step time
  EXPECT_EQ(nodes[1].slowest_by, "lateness");
  EXPECT_DOUBLE_EQ(nodes[1].slowest_ms, 30.0);
  EXPECT_EQ(nodes[0].slowest_rank, 1);
}

TEST(NodeViewTest, AnUnreachableNodeHasItsEarliestSilence) {
  Snapshot s = TwoNodes();
  s.ranks[2].unreachable_since_wall_ns = 2'000;
  s.ranks[2].unreachable_for_s = 4.0;
  s.ranks[3].unreachable_since_wall_ns = 1'000;
  s.ranks[3].unreachable_for_s = 5.0;
  const std::vector<NodeView> nodes = NodeViews(s);
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0].unreachable_since_wall_ns, kMissing);
  EXPECT_DOUBLE_EQ(nodes[0].unreachable_for_s, 0.0);
  EXPECT_EQ(nodes[1].unreachable_since_wall_ns, 1'000);
  EXPECT_DOUBLE_EQ(nodes[1].unreachable_for_s, 5.0);
  EXPECT_EQ(nodes[1].relay, kRelayUp);  // its connection is still open
}

TEST(NodeViewTest, TwoLaunchersOnOneHostAreTwoNodesAndAReplayHasNoClock) {
  Snapshot s;
  s.ranks = {Rank(2, "h", 2, 1), Rank(0, "h", 0, 1)};
  for (RankView& r : s.ranks) {
    r.clock_sampled = false;
    r.connected = false;
    r.finished = true;
  }
  const std::vector<NodeView> nodes = NodeViews(s);
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0].ranks.front(), 0u);  // by first rank
  EXPECT_EQ(nodes[1].ranks.front(), 2u);
  EXPECT_EQ(nodes[0].clock, "");
  EXPECT_EQ(nodes[0].relay, kRelayEnded);
  EXPECT_EQ(nodes[0].slowest_rank, -1);  // no step metric in this snapshot
  EXPECT_TRUE(NodeViews(Snapshot{}).empty());
}

}  // namespace
}  // namespace steplens::aggregator
