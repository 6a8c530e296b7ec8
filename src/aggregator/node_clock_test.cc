// NodeClock: the two-way exchange's estimate against a simulated link.
#include "aggregator/node_clock.h"

#include <gtest/gtest.h>

#include <random>

namespace steplens::aggregator {
namespace {

// One exchange over a link with the given one-way delays; the node's clock
// is `offset` ahead of this host's.
protocol::ClockPong Exchange(int64_t t0, int64_t offset, int64_t up, int64_t down, int64_t hold,
                             int64_t* t3) {
  protocol::ClockPong p;
  p.t0_ns = t0;
  p.t1_ns = t0 + down + offset;
  p.t2_ns = p.t1_ns + hold;
  p.wall_minus_mono_ns = 7'000'000'000;
  *t3 = t0 + down + hold + up;
  return p;
}

TEST(NodeClockTest, JitteredLinkGivesTheOffsetWithinItsBound) {
  const int64_t offset = 1'000'000'000'000 + 250'000'000;  // another boot, and 250 ms
  std::mt19937 rng(7);
  std::uniform_int_distribution<int64_t> jitter(-200'000, 200'000);  // 1 ms ± 0.2 ms
  NodeClock clock;
  int64_t t0 = 5'000'000'000;
  for (int i = 0; i < 16; ++i) {
    int64_t t3 = 0;
    const auto pong =
        Exchange(t0, offset, 1'000'000 + jitter(rng), 1'000'000 + jitter(rng), 20'000, &t3);
    clock.Add(pong, t3);
    t0 += 1'000'000'000;
  }
  ASSERT_TRUE(clock.known());
  const int64_t error = clock.offset_ns() - offset;
  EXPECT_LT(std::abs(error), 200'000) << error;  // half the jitter's span at worst
  EXPECT_LE(std::abs(error), clock.bound_ns());
  EXPECT_GT(clock.bound_ns(), 700'000);
  EXPECT_LT(clock.bound_ns(), 1'300'000);
  // The node's wall clock: its wall - mono (7 s) + offset - ours (1 s).
  EXPECT_EQ(clock.wall_offset_ns(1'000'000'000), clock.offset_ns() + 6'000'000'000);
  EXPECT_EQ(clock.exchanges(), 16u);
}

TEST(NodeClockTest, SlowAsymmetricAnswersAreFilteredAndDriftIsFollowed) {
  NodeClock clock;
  // One exchange: its pong, then Add (t3 is set by Exchange).
  auto add = [&clock](int64_t t0, int64_t offset, int64_t up, int64_t down) {
    int64_t t3 = 0;
    const protocol::ClockPong pong = Exchange(t0, offset, up, down, 0, &t3);
    return clock.Add(pong, t3);
  };
  EXPECT_TRUE(add(0, 3'000'000, 1'000'000, 1'000'000));
  EXPECT_EQ(clock.offset_ns(), 3'000'000);
  EXPECT_EQ(clock.bound_ns(), 1'000'000);
  // A pong stuck 40 ms behind bulk data upstream: a biased sample, not used.
  EXPECT_FALSE(add(100, 3'000'000, 41'000'000, 1'000'000));
  EXPECT_EQ(clock.offset_ns(), 3'000'000);
  EXPECT_EQ(clock.bound_ns(), 1'000'000);
  // Malformed: answered before it was asked; held longer than the trip.
  protocol::ClockPong bad;
  bad.t0_ns = 10;
  bad.t1_ns = 5;
  bad.t2_ns = 1;
  EXPECT_FALSE(clock.Add(bad, 20));
  EXPECT_FALSE(clock.Add(bad, 5));
  EXPECT_EQ(clock.exchanges(), 2u);
  // The node's clock drifts by 2 ms: once the window has forgotten the old
  // exchanges, the estimate follows.
  bool moved = false;
  for (size_t i = 0; i < kNodeClockSamples; ++i) {
    moved |= add(1000 + static_cast<int64_t>(i), 5'000'000, 1'000'000, 1'000'000);
  }
  EXPECT_TRUE(moved);
  EXPECT_EQ(clock.offset_ns(), 5'000'000);
}

}  // namespace
}  // namespace steplens::aggregator

#include "aggregator/run_state.h"
#include "aggregator/test_util.h"
#include "base/clock.h"

namespace steplens::aggregator {
namespace {

using testing::kMs;

// Rank 1 runs on node B, whose clocks read 250 ms ahead, over a link of
// 5 ms each way. Its connection's one-way estimate would be 5 ms off (its
// arrival 7 ms after rank 0's would read 12 ms late); the relay's two-way
// exchange gives the offset exactly, and rank 1's times use it.
TEST(NodeClockRunStateTest, TheRelaysTwoWayEstimateAlignsItsNodesRanks) {
  testing::FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  o.estimate_clocks = true;
  RunState s(o);
  clock.Advance(10'000 * kMs);
  constexpr int64_t kSkew = 250 * kMs, kLink = 5 * kMs;
  const int64_t local_wall = base::WallNs() - base::MonotonicNs();
  HelloInfo a = testing::MakeHello(0, 2, "run1", "nodeA");
  a.mono_ns = a.wall_ns = 10'000 * kMs;  // no offset: rank 0's times as they are
  HelloInfo b = testing::MakeHello(1, 2, "run1", "nodeB");
  b.local_rank = 0;
  b.mono_ns = 10'000 * kMs - kLink + kSkew;  // sent 5 ms ago on a clock 250 ms ahead
  b.wall_ns = b.mono_ns + local_wall;        // its wall clock agrees with its monotonic one
  constexpr uint64_t kRelay = 100;           // node B's relay's connection carries rank 1's
  s.OnRelayChannel(1, kRelay);
  ASSERT_TRUE(s.OnMessage(0, a).ok());
  ASSERT_TRUE(s.OnMessage(1, b).ok());
  protocol::ClockPong pong;
  pong.t0_ns = 10'000 * kMs;
  pong.t1_ns = pong.t0_ns + kLink + kSkew;
  pong.t2_ns = pong.t1_ns + kMs / 10;
  pong.wall_minus_mono_ns = local_wall;
  s.OnClockPong(kRelay, pong, pong.t0_ns + 2 * kLink + kMs / 10);
  auto step = [](uint64_t n, double arrive_ms) {
    StepRecord r = testing::MakeStep(n, 50, 10, 30, 5);
    r.sync_last_ns = r.begin_ns + static_cast<int64_t>(arrive_ms * kMs);
    r.sync_first_ns = r.begin_ns + 10 * kMs;
    r.sync_buckets = 2;
    return r;
  };
  StepRecord r0 = step(0, 20), r1 = step(0, 27);
  for (int64_t* t : {&r1.begin_ns, &r1.end_ns, &r1.sync_first_ns, &r1.sync_last_ns}) *t += kSkew;
  ASSERT_TRUE(s.OnMessage(0, r0).ok());
  ASSERT_TRUE(s.OnMessage(1, r1).ok());
  const Snapshot snap = s.GetRunSnapshot();
  bool found = false;
  for (const SyncArrivalStats& st : snap.sync_arrival) {
    if (st.rank != 1) continue;
    found = true;
    EXPECT_EQ(st.last_arrivals, 1u);
    EXPECT_NEAR(st.mean_lateness_ms, 7.0, 1e-6);
  }
  EXPECT_TRUE(found);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_FALSE(snap.ranks[0].clock_two_way);
  EXPECT_TRUE(snap.ranks[1].clock_two_way);
  EXPECT_NEAR(snap.ranks[1].clock_bound_ms, 5.0, 1e-9);    // (10.1 - 0.1) / 2
  EXPECT_NEAR(snap.ranks[1].clock_skew_ms, -250.0, 0.01);  // reads 250 ms ahead
  // Rank 1 reconnects (its node's relay came back): its new connection
  // takes the node's estimate at once.
  s.OnDisconnect(1, "connection closed without GOODBYE");
  s.OnRelayChannel(2, kRelay);
  ASSERT_TRUE(s.OnMessage(2, b).ok());
  EXPECT_TRUE(s.GetRunSnapshot().ranks[1].clock_two_way);
  // The relay's connection ends: its estimate goes with it, and a rank
  // connecting directly (or through another relay) does not take it.
  s.OnDisconnect(kRelay, "relay connection lost");
  s.OnDisconnect(2, "relay connection lost");
  s.OnRelayChannel(3, kRelay);  // a stale id: no estimate under it any more
  ASSERT_TRUE(s.OnMessage(3, b).ok());
  EXPECT_FALSE(s.GetRunSnapshot().ranks[1].clock_two_way);
}

}  // namespace
}  // namespace steplens::aggregator
