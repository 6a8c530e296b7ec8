// NodeViews (aggregator/node_view.h): grouping, relay state, clock and the
// node's own slowest rank, from hand-made snapshots.
#include "aggregator/node_view.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "aggregator/test_util.h"
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

// Bytes per node: its ranks' sums; a rate only where a rank has one.
TEST(NodeViewTest, BytesAreTheSumOfTheNodesRanks) {
  Snapshot s = TwoNodes();
  s.ranks[0].bytes_received = 1'000;
  s.ranks[0].bytes_per_sec = 100.0;
  s.ranks[1].bytes_received = 3'000;
  s.ranks[1].bytes_per_sec = 250.5;
  s.ranks[2].bytes_received = 7'000;
  s.ranks[2].bytes_per_sec = 700.0;
  s.ranks[3].bytes_received = 20;  // its first second: no rate yet
  const std::vector<NodeView> nodes = NodeViews(s);
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0].bytes_received, 4'000u);
  EXPECT_DOUBLE_EQ(nodes[0].bytes_per_sec, 350.5);
  EXPECT_EQ(nodes[1].bytes_received, 7'020u);
  EXPECT_DOUBLE_EQ(nodes[1].bytes_per_sec, 700.0);
  s.ranks[2].bytes_per_sec = std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(std::isnan(NodeViews(s)[1].bytes_per_sec));  // unknown, not 0
}

// Through the run: each accepted frame's wire bytes count for its rank
// (HELLO included), whichever connection carries it — a reconnected rank
// keeps its count — and a replay, which passes none, counts nothing.
TEST(NodeViewTest, TheRunCountsEachRanksWireBytes) {
  testing::FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  RunState state(o);
  for (uint32_t r = 0; r < 2; ++r) {
    HelloInfo h = testing::MakeHello(r, 2, "run1", r == 0 ? "n0" : "n1");
    h.local_rank = 0;
    ASSERT_TRUE(state.OnMessage(r, h, 100).ok());
  }
  EXPECT_FALSE(state.OnMessage(7, testing::MakeStep(0, 10), 999).ok());  // no HELLO: not counted
  for (uint64_t step = 0; step < 20; ++step) {
    ASSERT_TRUE(state.OnMessage(0, testing::MakeStep(step, 10), 200).ok());
    ASSERT_TRUE(state.OnMessage(1, testing::MakeStep(step, 10), 50).ok());
    clock.Advance(100 * testing::kMs);
  }
  // Rank 1 reconnects (connection 9) and goes on.
  state.OnDisconnect(1, "connection error: reset");
  HelloInfo again = testing::MakeHello(1, 2, "run1", "n1");
  again.local_rank = 0;
  ASSERT_TRUE(state.OnMessage(9, again, 100).ok());
  ASSERT_TRUE(state.OnMessage(9, testing::MakeStep(20, 10), 50).ok());
  ASSERT_TRUE(state.OnMessage(0, testing::MakeStep(20, 10)).ok());  // 0: not counted

  std::vector<NodeView> nodes = NodeViews(state.GetSnapshot());
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0].bytes_received, 100u + 20 * 200);
  EXPECT_EQ(nodes[1].bytes_received, 100u + 20 * 50 + 100 + 50);
  EXPECT_NEAR(nodes[0].bytes_per_sec, 2'000.0, 1e-6);  // 200 B every 100 ms
  EXPECT_NEAR(nodes[1].bytes_per_sec, 500.0, 1e-6);
  nodes = NodeViews(state.GetRunSnapshot());  // from the first byte to the last: 2 s
  EXPECT_NEAR(nodes[0].bytes_per_sec, (100.0 + 20 * 200) / 1.9, 1e-6);
  clock.Advance(5'000 * testing::kMs);  // silence: the recent rate falls
  EXPECT_LT(NodeViews(state.GetSnapshot())[0].bytes_per_sec, 2'000.0 / 4);
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
