#include "aggregator/run_state.h"

#include <gtest/gtest.h>

#include <cmath>
#include <csignal>
#include <limits>

#include "aggregator/summary.h"
#include "aggregator/test_util.h"

namespace steplens::aggregator {
namespace {

using testing::FakeClock;
using testing::kMs;
using testing::MakeHello;
using testing::MakeStep;

const PhaseStats* FindPhase(const Snapshot& s, const std::string& name) {
  for (const PhaseStats& p : s.phases) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

class RunStateTest : public ::testing::Test {
 protected:
  RunStateOptions Options() {
    RunStateOptions o;
    o.clock = clock_;
    return o;
  }
  // Connects ranks 0..n-1 on connections 0..n-1.
  void Join(RunState& s, uint32_t n, uint32_t world) {
    for (uint32_t r = 0; r < n; ++r) {
      ASSERT_TRUE(s.OnMessage(r, MakeHello(r, world)).ok());
    }
  }
  void Send(RunState& s, uint64_t conn, const protocol::Message& m) {
    base::Status st = s.OnMessage(conn, m);
    ASSERT_TRUE(st.ok()) << st.message();
  }
  FakeClock clock_;
};

TEST_F(RunStateTest, StepCompletesWhenEveryRankReported) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 50));
  Send(s, 0, MakeStep(1, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 0u);
  Send(s, 1, MakeStep(0, 60));
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 1u);
  EXPECT_EQ(snap.last_complete_step, 0);
  Send(s, 1, MakeStep(1, 60));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 2u);
}

TEST_F(RunStateTest, NothingCompletesBeforeAllHellosUntilTimeout) {
  RunState s(Options());
  Join(s, 1, 2);  // rank 1 never connects
  Send(s, 0, MakeStep(0, 50));
  Send(s, 0, MakeStep(1, 50));
  s.Tick();
  EXPECT_EQ(s.GetSnapshot().steps_completed, 0u);
  clock_.Advance(kDefaultHelloTimeoutMs * kMs);
  s.Tick();
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 2u);
  EXPECT_FALSE(snap.all_ranks_joined);
  EXPECT_EQ(snap.ranks_seen, 1u);
}

TEST_F(RunStateTest, DisconnectMidRunReleasesPendingSteps) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 50));
  Send(s, 1, MakeStep(0, 50));
  Send(s, 0, MakeStep(1, 50));
  Send(s, 0, MakeStep(2, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 1u);
  s.OnDisconnect(1, "connection reset");
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 3u);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_FALSE(snap.ranks[1].connected);
  EXPECT_TRUE(snap.ranks[1].failed);
  EXPECT_EQ(snap.ranks[1].disconnect_reason, "connection reset");
  EXPECT_EQ(snap.ranks[1].last_step, 0);
  // Later steps complete with rank 0 alone.
  Send(s, 0, MakeStep(3, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 4u);
}

TEST_F(RunStateTest, GoodbyeIsNotAFailure) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 50));
  Goodbye bye;
  bye.steps_done = 0;
  bye.dropped_records = 4;
  Send(s, 1, bye);
  s.OnDisconnect(1, "connection closed without GOODBYE");
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 1u);
  EXPECT_TRUE(snap.ranks[1].finished);
  EXPECT_FALSE(snap.ranks[1].failed);
  EXPECT_EQ(snap.ranks[1].disconnect_reason, "finished");
  EXPECT_EQ(snap.ranks[1].dropped_records, 4u);
  EXPECT_EQ(snap.dropped_records_total, 4u);
}

TEST_F(RunStateTest, FinishedHeartbeatMakesRankNotLive) {
  RunState s(Options());
  Join(s, 2, 2);
  Heartbeat hb;
  hb.activity = Activity::kFinished;
  hb.dropped_records = 2;
  Send(s, 1, hb);
  Send(s, 0, MakeStep(0, 50));
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 1u);
  EXPECT_TRUE(snap.ranks[1].connected);
  EXPECT_TRUE(snap.ranks[1].finished);
  EXPECT_EQ(snap.ranks[1].dropped_records, 2u);
}

TEST_F(RunStateTest, SkippedStepDoesNotStall) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 50));
  Send(s, 0, MakeStep(1, 50));
  Send(s, 0, MakeStep(2, 50));
  Send(s, 1, MakeStep(0, 50));
  Send(s, 1, MakeStep(2, 50));  // its step 1 record was dropped
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 3u);
  ASSERT_EQ(snap.timeline.size(), 3u);
  EXPECT_EQ(snap.timeline[1].ranks_reported, 1u);
  EXPECT_EQ(snap.timeline[2].ranks_reported, 2u);
}

TEST_F(RunStateTest, LateRecordIsCountedNotAggregated) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 50));
  Send(s, 1, MakeStep(0, 50));
  s.OnDisconnect(1, "connection reset");
  Send(s, 0, MakeStep(1, 50));
  Send(s, 0, MakeStep(2, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 3u);
  // Rank 1 comes back (same process reconnecting) and replays step 1.
  Send(s, 7, MakeHello(1, 2));
  Send(s, 7, MakeStep(1, 5000));
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.late_records, 1u);
  EXPECT_EQ(snap.steps_completed, 3u);
  EXPECT_DOUBLE_EQ(snap.step.worst_ms, 50.0);  // the late 5 s is not in stats
  EXPECT_TRUE(snap.ranks[1].connected);
  // It is live again: step 3 waits for it.
  Send(s, 0, MakeStep(3, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 3u);
  Send(s, 7, MakeStep(3, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 4u);
}

// A partition healed (docs/guide/multi-node.md, "Links that fail"): rank 1
// reconnects (same process) before its steps completed without it and
// replays its spool — the replay window's steps again, then the outage's.
// Each step is counted once and completes with both ranks.
TEST_F(RunStateTest, AReplayedSpoolFillsTheGapAndRepeatsAreDropped) {
  RunStateOptions o = Options();
  o.drop_repeats = true;
  RunState s(o);
  Join(s, 2, 2);
  for (uint64_t step = 0; step < 3; ++step) {
    Send(s, 0, MakeStep(step, 50));
    Send(s, 1, MakeStep(step, 50));
  }
  Heartbeat hb;
  hb.mono_ns = 100 * kMs;
  hb.current_step = 3;
  Send(s, 1, hb);
  ProcessSample p;
  p.mono_ns = 100 * kMs;
  p.rss_bytes = 100;
  Send(s, 1, p);
  // The link is cut; rank 0 goes on, its steps wait for rank 1.
  for (uint64_t step = 3; step < 6; ++step) Send(s, 0, MakeStep(step, 50));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 3u);
  // Rank 1 again, on a new connection: the replay window, then the outage.
  Send(s, 7, MakeHello(1, 2));
  Send(s, 7, MakeStep(1, 5000));
  Send(s, 7, MakeStep(2, 5000));
  Send(s, 7, hb);
  Send(s, 7, p);  // the same sample again: not counted twice
  for (uint64_t step = 3; step < 6; ++step) Send(s, 7, MakeStep(step, 60));
  const Snapshot snap = s.GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 6u);
  EXPECT_EQ(snap.duplicate_records, 2u);
  EXPECT_EQ(snap.late_records, 0u);
  EXPECT_EQ(snap.forced_steps, 0u);
  EXPECT_DOUBLE_EQ(snap.step.worst_ms, 55.0);  // rank 1: (3 x 50 + 3 x 60) / 6, no 5 s repeat
  EXPECT_EQ(snap.ranks[1].steps, 6u);
  EXPECT_EQ(snap.ranks[1].step_records, 6u);
  ASSERT_FALSE(snap.process.empty());
  EXPECT_EQ(snap.process.back().rank, 1u);
  EXPECT_EQ(snap.process.back().samples, 1u);
  // A new process for rank 1 (a restarted worker): its steps are new.
  HelloInfo again = MakeHello(1, 2);
  again.pid = 4242;
  s.OnDisconnect(7, "connection reset");
  Send(s, 8, again);
  Send(s, 8, MakeStep(5, 70));
  EXPECT_EQ(s.GetRunSnapshot().late_records, 1u);  // new, but its step completed
  EXPECT_EQ(s.GetRunSnapshot().duplicate_records, 2u);
}

TEST_F(RunStateTest, PendingStepsAreBounded) {
  RunState s(Options());
  Join(s, 2, 2);
  for (uint64_t i = 0; i < 1100; ++i) Send(s, 0, MakeStep(i, 10));
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.forced_steps, 1100u - kDefaultMaxPendingSteps);
  EXPECT_EQ(snap.steps_completed, 1100u - kDefaultMaxPendingSteps);
  EXPECT_TRUE(snap.timeline.back().forced);
  // The slow rank's records for force-completed steps are late.
  Send(s, 1, MakeStep(0, 10));
  EXPECT_EQ(s.GetSnapshot().late_records, 1u);
}

TEST_F(RunStateTest, WindowStatisticsAcrossRanks) {
  RunState s(Options());
  Join(s, 3, 3);
  const double fwd[] = {10, 20, 40};
  for (uint64_t step = 0; step < 4; ++step) {
    for (uint32_t r = 0; r < 3; ++r) {
      StepRecord rec = MakeStep(step, 100, fwd[r], 30, 10);
      rec.cpu_ns[static_cast<int>(Phase::kDataloader)] = 0;  // measured zero
      Send(s, r, rec);
    }
  }
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.window_steps, 4u);
  const PhaseStats* f = FindPhase(snap, "forward");
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(f->measured);
  EXPECT_DOUBLE_EQ(f->median_ms, 20);
  EXPECT_DOUBLE_EQ(f->worst_ms, 40);
  EXPECT_EQ(f->worst_rank, 2);
  EXPECT_DOUBLE_EQ(f->skew_pct, 100);

  const PhaseStats* dl = FindPhase(snap, "dataloader");
  ASSERT_NE(dl, nullptr);
  EXPECT_TRUE(dl->measured);  // zero is a measurement
  EXPECT_DOUBLE_EQ(dl->median_ms, 0);
  EXPECT_TRUE(std::isnan(dl->skew_pct));

  const PhaseStats* h2d = FindPhase(snap, "h2d");
  ASSERT_NE(h2d, nullptr);
  EXPECT_FALSE(h2d->measured);  // missing is not zero
  EXPECT_TRUE(std::isnan(h2d->median_ms));

  // wait = 100 - (fwd + 30 + 10): 50, 40, 20 -> median 40, worst rank 0.
  EXPECT_TRUE(snap.wait.measured);
  EXPECT_DOUBLE_EQ(snap.wait.median_ms, 40);
  EXPECT_EQ(snap.wait.worst_rank, 0);
  EXPECT_DOUBLE_EQ(snap.step.median_ms, 100);
  EXPECT_DOUBLE_EQ(snap.wait_share_pct, 40);
  // Steps end 100 ms apart -> 10 steps/s.
  EXPECT_NEAR(snap.steps_per_sec, 10.0, 1e-9);
  ASSERT_FALSE(snap.timeline.empty());
  EXPECT_EQ(snap.timeline.back().step, 3u);
  EXPECT_EQ(snap.phases.size(), 5u);
}

TEST_F(RunStateTest, WaitIsMissingWithoutComputePhases) {
  RunState s(Options());
  Join(s, 1, 1);
  Send(s, 0, MakeStep(0, 100));
  Snapshot snap = s.GetSnapshot();
  EXPECT_TRUE(snap.step.measured);
  EXPECT_FALSE(snap.wait.measured);
  EXPECT_TRUE(std::isnan(snap.wait_share_pct));
}

TEST_F(RunStateTest, GpuTimeWinsOverCpuTime) {
  StepRecord r = MakeStep(0, 100, 10, 20, 5);
  r.gpu_ns[static_cast<int>(Phase::kForward)] = 30 * kMs;
  EXPECT_EQ(metrics::PhaseNs(r, static_cast<int>(Phase::kForward)), 30 * kMs);
  EXPECT_EQ(metrics::WaitNs(r), (100 - 30 - 20 - 5) * kMs);
}

TEST_F(RunStateTest, WindowEvictsOldStepsButRunKeepsAll) {
  RunStateOptions o = Options();
  o.window_steps = 2;
  RunState s(o);
  Join(s, 1, 1);
  Send(s, 0, MakeStep(0, 10, 1));
  Send(s, 0, MakeStep(1, 20, 2));
  Send(s, 0, MakeStep(2, 30, 3));
  Snapshot win = s.GetSnapshot();
  EXPECT_EQ(win.window_steps, 2u);
  EXPECT_DOUBLE_EQ(win.step.median_ms, 25);
  EXPECT_DOUBLE_EQ(FindPhase(win, "forward")->median_ms, 2.5);
  EXPECT_EQ(win.timeline.size(), 2u);
  Snapshot run = s.GetRunSnapshot();
  EXPECT_TRUE(run.whole_run);
  EXPECT_EQ(run.window_steps, 3u);
  EXPECT_DOUBLE_EQ(run.step.median_ms, 20);
  EXPECT_TRUE(run.timeline.empty());
  // A phase measured only in an evicted step becomes unmeasured.
  StepRecord rec = MakeStep(3, 10);
  Send(s, 0, rec);
  Send(s, 0, MakeStep(4, 10));
  EXPECT_FALSE(FindPhase(s.GetSnapshot(), "forward")->measured);
  EXPECT_TRUE(FindPhase(s.GetRunSnapshot(), "forward")->measured);
}

TEST_F(RunStateTest, MemoryPeaksAndEviction) {
  RunStateOptions o = Options();
  o.window_steps = 2;
  RunState s(o);
  Join(s, 2, 2);
  const int64_t mb = 1 << 20;
  int64_t peaks[3][2] = {{900 * mb, 100 * mb}, {200 * mb, 300 * mb}, {100 * mb, 200 * mb}};
  for (uint64_t step = 0; step < 3; ++step) {
    for (uint32_t r = 0; r < 2; ++r) {
      StepRecord rec = MakeStep(step, 10);
      rec.mem_peak_allocated = peaks[step][r];
      rec.rss_peak = 5;  // ignored when CUDA peak is present
      Send(s, r, rec);
    }
  }
  Snapshot win = s.GetSnapshot();
  ASSERT_TRUE(win.memory.measured);
  EXPECT_EQ(win.memory.source, "cuda_peak_allocated");
  // Window = steps 1, 2: rank 0 peak 200, rank 1 peak 300.
  EXPECT_EQ(win.memory.worst_peak_bytes, 300 * mb);
  EXPECT_EQ(win.memory.worst_rank, 1);
  EXPECT_EQ(win.memory.median_peak_bytes, 250 * mb);
  Snapshot run = s.GetRunSnapshot();
  EXPECT_EQ(run.memory.worst_peak_bytes, 900 * mb);
  EXPECT_EQ(run.memory.worst_rank, 0);
}

TEST_F(RunStateTest, RssMemorySourceAndUnmeasured) {
  RunState s(Options());
  Join(s, 1, 1);
  Send(s, 0, MakeStep(0, 10));
  EXPECT_FALSE(s.GetSnapshot().memory.measured);
  StepRecord rec = MakeStep(1, 10);
  rec.rss_peak = 1234;
  Send(s, 0, rec);
  Snapshot snap = s.GetSnapshot();
  EXPECT_TRUE(snap.memory.measured);
  EXPECT_EQ(snap.memory.source, "rss");
  EXPECT_EQ(snap.memory.worst_peak_bytes, 1234);
}

TEST_F(RunStateTest, ManyRanksMedianAndWorst) {
  constexpr uint32_t kRanks = 1024;
  RunState s(Options());
  Join(s, kRanks, kRanks);
  for (uint64_t step = 0; step < 3; ++step) {
    for (uint32_t r = 0; r < kRanks; ++r) {
      Send(s, r, MakeStep(step, 100, static_cast<double>(r)));
    }
  }
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.steps_completed, 3u);
  const PhaseStats* f = FindPhase(snap, "forward");
  EXPECT_DOUBLE_EQ(f->median_ms, 511.5);
  EXPECT_DOUBLE_EQ(f->worst_ms, 1023);
  EXPECT_EQ(f->worst_rank, 1023);
  EXPECT_EQ(snap.ranks.size(), kRanks);
}

TEST_F(RunStateTest, UserRegionsByName) {
  RunState s(Options());
  Join(s, 2, 2);
  NameInfo n;
  n.id = 8;
  n.name = "attention";
  Send(s, 0, n);
  n.id = 9;  // same name, different id on rank 1
  Send(s, 1, n);
  NameInfo scalar;
  scalar.id = 256;
  scalar.name = "loss";
  Send(s, 0, scalar);
  StepRecord a = MakeStep(0, 100);
  a.cpu_ns[8] = 4 * kMs;
  StepRecord b = MakeStep(0, 100);
  b.cpu_ns[9] = 8 * kMs;
  Send(s, 0, a);
  Send(s, 1, b);
  Snapshot snap = s.GetSnapshot();
  const PhaseStats* att = FindPhase(snap, "attention");
  ASSERT_NE(att, nullptr);
  EXPECT_DOUBLE_EQ(att->median_ms, 6);
  EXPECT_EQ(att->worst_rank, 1);
  EXPECT_EQ(FindPhase(snap, "loss"), nullptr);  // scalars are not phases
}

TEST_F(RunStateTest, RejectsBadHellosAndMessagesBeforeHello) {
  RunStateOptions o = Options();
  o.run_id = "run1";
  o.token = "secret";
  RunState s(o);
  HelloInfo h = MakeHello(0, 2);
  EXPECT_FALSE(s.OnMessage(1, h).ok());  // no token
  h.token = "secret";
  h.run_id = "other";
  EXPECT_FALSE(s.OnMessage(2, h).ok());
  h.run_id = "run1";
  EXPECT_TRUE(s.OnMessage(3, h).ok());
  HelloInfo dup = MakeHello(0, 2);
  dup.token = "secret";
  dup.pid = 99;  // another process claiming rank 0
  EXPECT_FALSE(s.OnMessage(4, dup).ok());
  HelloInfo ws = MakeHello(1, 3);
  ws.token = "secret";
  EXPECT_FALSE(s.OnMessage(5, ws).ok());              // world size mismatch
  EXPECT_FALSE(s.OnMessage(6, MakeStep(0, 1)).ok());  // before HELLO
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.rejected_connections, 5u);
  EXPECT_EQ(snap.recent_errors.size(), 5u);
  EXPECT_EQ(snap.ranks_seen, 1u);
}

TEST_F(RunStateTest, DecodeErrorEndsTheConnection) {
  RunState s(Options());
  Join(s, 2, 2);
  s.OnDecodeError(1, "unknown frame type 99");
  s.OnDisconnect(1, "ignored: already ended");
  Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.decode_errors, 1u);
  ASSERT_EQ(snap.recent_errors.size(), 1u);
  EXPECT_NE(snap.recent_errors[0].find("rank 1"), std::string::npos);
  EXPECT_NE(snap.recent_errors[0].find("unknown frame type 99"), std::string::npos);
  EXPECT_FALSE(snap.ranks[1].connected);
  EXPECT_EQ(snap.ranks[1].disconnect_reason, "protocol error: unknown frame type 99");
  Send(s, 0, MakeStep(0, 10));
  EXPECT_EQ(s.GetSnapshot().steps_completed, 1u);
}

TEST_F(RunStateTest, ShutdownIsNotAFailure) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, MakeStep(0, 10));
  s.OnShutdown("aggregator stopped");
  Snapshot snap = s.GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 1u);
  EXPECT_FALSE(snap.ranks[0].failed);
  EXPECT_FALSE(snap.ranks[1].failed);
  EXPECT_EQ(snap.ranks[1].disconnect_reason, "aggregator stopped");
}

TEST_F(RunStateTest, ProcessAndSystemSamples) {
  RunState s(Options());
  Join(s, 1, 1);
  ProcessSample p;
  p.cpu_pct = 50;
  p.rss_bytes = 100;
  Send(s, 0, p);
  p.cpu_pct = 150;
  p.rss_bytes = 300;
  Send(s, 0, p);
  SystemSample y;
  y.cpu_pct = 20;
  y.ram_used_bytes = 10;
  y.ram_total_bytes = 100;
  GpuSample g;
  g.util_pct = 90;
  y.gpus.push_back(g);
  Send(s, 0, y);
  Snapshot snap = s.GetSnapshot();
  ASSERT_EQ(snap.process.size(), 1u);
  EXPECT_DOUBLE_EQ(snap.process[0].cpu_pct_mean, 100);
  EXPECT_EQ(snap.process[0].rss_peak_bytes, 300);
  EXPECT_EQ(snap.process[0].gpu_mem_peak_bytes, kMissing);
  EXPECT_TRUE(snap.ranks[0].has_process);
  EXPECT_EQ(snap.ranks[0].last_process.rss_bytes, 300);
  EXPECT_TRUE(snap.has_system);
  ASSERT_EQ(snap.hosts.size(), 1u);
  EXPECT_EQ(snap.hosts[0].host, "node0");
  EXPECT_EQ(snap.hosts[0].ram_total_bytes, 100);
  ASSERT_EQ(snap.hosts[0].gpus.size(), 1u);
  EXPECT_DOUBLE_EQ(snap.hosts[0].gpus[0].util_pct_mean, 90);
  EXPECT_TRUE(std::isnan(snap.hosts[0].gpus[0].temp_c_max));
}

}  // namespace
}  // namespace steplens::aggregator

// ---- sync arrival -------------------------------------------------------------

namespace steplens::aggregator {
namespace {

// A step whose last gradient bucket became ready `arrive_ms` after the
// step's begin (negative: no arrival data).
StepRecord ArrivalStep(uint64_t step, double arrive_ms) {
  StepRecord r = MakeStep(step, 50, 10, 30, 5);
  if (arrive_ms >= 0) {
    r.sync_last_ns = r.begin_ns + static_cast<int64_t>(arrive_ms * kMs);
    r.sync_first_ns = r.begin_ns + 10 * kMs;
    r.sync_buckets = 2;
  }
  return r;
}

const SyncArrivalStats& Arrival(const Snapshot& s, uint32_t rank) {
  for (const SyncArrivalStats& a : s.sync_arrival) {
    if (a.rank == rank) return a;
  }
  ADD_FAILURE() << "no sync arrival entry for rank " << rank;
  static SyncArrivalStats none;
  return none;
}

TEST_F(RunStateTest, SyncArrivalNamesTheLastRankAndItsLateness) {
  RunState s(Options());
  Join(s, 3, 3);
  for (uint64_t step = 0; step < 4; ++step) {
    Send(s, 0, ArrivalStep(step, 20));
    Send(s, 1, ArrivalStep(step, 22));
    // 19 ms after the median of the others (20, 22): the diagnosis's
    // definition (diagnosis::FindLastArrival).
    Send(s, 2, ArrivalStep(step, 40));
  }
  for (const Snapshot& snap : {s.GetSnapshot(), s.GetRunSnapshot()}) {
    EXPECT_TRUE(snap.sync_measured);
    ASSERT_EQ(snap.sync_arrival.size(), 3u);
    EXPECT_EQ(Arrival(snap, 2).steps, 4u);
    EXPECT_EQ(Arrival(snap, 2).last_arrivals, 4u);
    EXPECT_NEAR(Arrival(snap, 2).mean_lateness_ms, 19.0, 1e-9);
    EXPECT_EQ(Arrival(snap, 1).last_arrivals, 0u);
    EXPECT_NEAR(Arrival(snap, 1).mean_lateness_ms, 22.0 - 30.0, 1e-9);  // others 20, 40
    EXPECT_NEAR(Arrival(snap, 0).mean_lateness_ms, 20.0 - 31.0, 1e-9);  // others 22, 40
  }
  const Snapshot win = s.GetSnapshot();
  ASSERT_EQ(win.timeline.size(), 4u);
  EXPECT_EQ(win.timeline.back().sync_last_rank, 2);
  EXPECT_NEAR(win.timeline.back().sync_last_lateness_ms, 19.0, 1e-9);
}

TEST_F(RunStateTest, SyncArrivalWithTwoRanksChargesTheWholeGap) {
  RunState s(Options());
  Join(s, 2, 2);
  Send(s, 0, ArrivalStep(0, 30));
  Send(s, 1, ArrivalStep(0, 74));  // the other rank is the reference
  const Snapshot snap = s.GetRunSnapshot();
  EXPECT_NEAR(Arrival(snap, 1).mean_lateness_ms, 44.0, 1e-9);
  EXPECT_EQ(Arrival(snap, 1).last_arrivals, 1u);
  EXPECT_NEAR(Arrival(snap, 0).mean_lateness_ms, -44.0, 1e-9);
}

TEST_F(RunStateTest, SyncArrivalMissingOnOneRankComparesTheOthers) {
  RunState s(Options());
  Join(s, 3, 3);
  Send(s, 0, ArrivalStep(0, 20));
  Send(s, 1, ArrivalStep(0, -1));  // no hook on rank 1
  Send(s, 2, ArrivalStep(0, 25));
  const Snapshot snap = s.GetRunSnapshot();
  EXPECT_TRUE(snap.sync_measured);
  EXPECT_EQ(Arrival(snap, 1).steps, 0u);
  EXPECT_TRUE(std::isnan(Arrival(snap, 1).mean_lateness_ms));
  EXPECT_EQ(Arrival(snap, 2).steps, 1u);
  EXPECT_EQ(Arrival(snap, 2).last_arrivals, 1u);
  EXPECT_NEAR(Arrival(snap, 2).mean_lateness_ms, 5.0, 1e-9);
}

TEST_F(RunStateTest, SyncArrivalNeedsTwoRanksWithData) {
  RunState one(Options());
  Join(one, 1, 1);
  Send(one, 0, ArrivalStep(0, 20));
  Snapshot snap = one.GetRunSnapshot();
  EXPECT_FALSE(snap.sync_measured);
  ASSERT_EQ(snap.sync_arrival.size(), 1u);
  EXPECT_EQ(snap.sync_arrival[0].steps, 0u);
  EXPECT_EQ(one.GetSnapshot().timeline.back().sync_last_rank, -1);
  EXPECT_TRUE(std::isnan(one.GetSnapshot().timeline.back().sync_last_lateness_ms));

  RunState two(Options());  // two ranks, only one with arrival data
  Join(two, 2, 2);
  Send(two, 0, ArrivalStep(0, 20));
  Send(two, 1, ArrivalStep(0, -1));
  EXPECT_FALSE(two.GetRunSnapshot().sync_measured);
}

TEST_F(RunStateTest, SyncArrivalTieNamesNobody) {
  RunState s(Options());
  Join(s, 3, 3);
  Send(s, 0, ArrivalStep(0, 10));
  Send(s, 1, ArrivalStep(0, 30));
  Send(s, 2, ArrivalStep(0, 30));
  const Snapshot snap = s.GetSnapshot();
  EXPECT_EQ(snap.timeline.back().sync_last_rank, -1);
  EXPECT_EQ(Arrival(snap, 1).last_arrivals, 0u);
  EXPECT_EQ(Arrival(snap, 2).last_arrivals, 0u);
  EXPECT_EQ(Arrival(snap, 2).steps, 1u);                       // compared, just not last
  EXPECT_NEAR(Arrival(snap, 2).mean_lateness_ms, 10.0, 1e-9);  // others 10, 30
}

TEST_F(RunStateTest, SyncArrivalAppliesPerHostClockOffsets) {
  RunState s(Options());
  HelloInfo a = MakeHello(0, 2, "run1", "host-a");
  a.mono_ns = 1'000 * kMs;  // host a's monotonic clock is 1 s ahead
  a.wall_ns = 5'000 * kMs;
  HelloInfo b = MakeHello(1, 2, "run1", "host-b");
  b.mono_ns = 0;
  b.wall_ns = 5'000 * kMs;
  Send(s, 0, a);
  Send(s, 1, b);
  StepRecord r0 = ArrivalStep(0, 20);
  r0.begin_ns += 1'000 * kMs;
  r0.end_ns += 1'000 * kMs;
  r0.sync_first_ns += 1'000 * kMs;
  r0.sync_last_ns += 1'000 * kMs;  // 20 ms on the shared wall clock
  Send(s, 0, r0);
  Send(s, 1, ArrivalStep(0, 27));  // 27 ms: 7 ms later than rank 0
  const Snapshot snap = s.GetRunSnapshot();
  EXPECT_EQ(Arrival(snap, 1).last_arrivals, 1u);
  EXPECT_NEAR(Arrival(snap, 1).mean_lateness_ms, 7.0, 1e-9);
}

// Live runs estimate each rank's clock from its HELLO and heartbeats (send
// time against this host's receive time). A rank whose clocks are 250 ms
// ahead is aligned by the estimate: its arrival 7 ms after rank 0's (real
// time) reads as 7 ms late, not 257.
TEST_F(RunStateTest, ClockEstimateAlignsARankWhoseClocksAreOff) {
  RunStateOptions o = Options();
  o.estimate_clocks = true;
  RunState s(o);
  clock_.Advance(10'000 * kMs);
  HelloInfo a = MakeHello(0, 2, "run1", "node0");
  a.mono_ns = 10'000 * kMs;  // sent now (received at once)
  a.wall_ns = a.mono_ns;
  HelloInfo b = MakeHello(1, 2, "run1", "node0");
  constexpr int64_t kSkew = 250 * kMs;
  b.mono_ns = 10'000 * kMs + kSkew;  // this rank's clocks read 250 ms ahead
  b.wall_ns = b.mono_ns;
  Send(s, 0, a);
  Send(s, 1, b);
  // Heartbeats that took longer on the way do not move the estimate.
  clock_.Advance(1'000 * kMs);
  Heartbeat late;
  late.mono_ns = 11'000 * kMs + kSkew - 3 * kMs;  // 3 ms on the way
  Send(s, 1, late);
  StepRecord r0 = ArrivalStep(0, 20);
  StepRecord r1 = ArrivalStep(0, 27);
  for (int64_t* t : {&r1.begin_ns, &r1.end_ns, &r1.sync_first_ns, &r1.sync_last_ns}) *t += kSkew;
  Send(s, 0, r0);
  Send(s, 1, r1);
  const Snapshot snap = s.GetRunSnapshot();
  EXPECT_EQ(Arrival(snap, 1).last_arrivals, 1u);
  EXPECT_NEAR(Arrival(snap, 1).mean_lateness_ms, 7.0, 1e-6);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[1].clock_sampled);
  EXPECT_TRUE(snap.ranks[1].clock_estimated);
  EXPECT_NEAR(snap.ranks[1].clock_spread_ms, 3.0, 1e-6);  // median - min of {0, 3} samples
  // A replay (no estimate) keeps no samples: summary.json then has no clock.
  RunState replay(Options());
  Send(replay, 0, a);
  EXPECT_FALSE(replay.GetSnapshot().ranks[0].clock_sampled);
}

// The host's CPU (SYSTEM_SAMPLE) reaches the engine, which asks the live
// timeline for a shorter confirmation of a straggler seen on the recent steps
// of a quiet host (diagnosis::kQuietConfirmSteps); a busier host gets the
// full distance (kConfirmSteps).
TEST_F(RunStateTest, AStragglerOnAQuietHostIsConfirmedSooner) {
  for (const double cpu : {30.0, 60.0}) {
    SCOPED_TRACE(cpu);
    RunState s(Options());
    Join(s, 2, 2);
    SystemSample host;
    host.cpu_pct = cpu;
    Send(s, 0, host);
    // 4 ms steps 5 ms apart: 12 steps take 60 ms, well under the 250 ms
    // that would confirm by wall time.
    auto record = [](uint64_t step, double arrive_ms) {
      StepRecord r = MakeStep(step, 4, 1, 2, 0.5);
      r.begin_ns = static_cast<int64_t>(step) * 5 * kMs;
      r.end_ns = r.begin_ns + 4 * kMs;
      r.sync_first_ns = r.begin_ns + 1 * kMs;
      r.sync_last_ns = r.begin_ns + static_cast<int64_t>(arrive_ms * kMs);
      r.sync_buckets = 2;
      return r;
    };
    for (uint64_t step = 0; step < 160; ++step) {
      const bool late = step >= 100;  // rank 1 arrives 1 ms (25%) late from step 100
      Send(s, 0, record(step, 2));
      Send(s, 1, record(step, late ? 3 : 2));
      if (step >= 10) s.EvaluateDiagnosis();
    }
    s.FinishDiagnosis();
    const Snapshot run = s.GetRunSnapshot();
    const DiagnosisEpisode* straggler = nullptr;
    for (const DiagnosisEpisode& e : run.diagnosis_episodes) {
      if (e.kind == DiagnosisKind::kStepTime && e.latest.rank == 1 && straggler == nullptr) {
        straggler = &e;
      }
    }
    ASSERT_NE(straggler, nullptr);
    EXPECT_EQ(straggler->latest.label, diagnosis::kComputeStraggler);
    // First seen once rank 1 was last in 12 of the last 12 steps (step 111).
    EXPECT_EQ(straggler->start_step, 111u);
    const uint64_t distance = cpu < diagnosis::kQuietHostCpuPct
                                  ? static_cast<uint64_t>(diagnosis::kQuietConfirmSteps)
                                  : static_cast<uint64_t>(diagnosis::kConfirmSteps);
    EXPECT_EQ(straggler->shown_step, 111u + distance);
  }
}

// One definition of "last to arrive" (diagnosis::FindLastArrival): the live
// timeline names the rank the verdict names, over a whole window.
TEST_F(RunStateTest, TimelineAndVerdictNameTheSameLateRank) {
  RunState s(Options());
  Join(s, 3, 3);
  for (uint64_t step = 0; step < 30; ++step) {
    Send(s, 0, ArrivalStep(step, 20));
    Send(s, 1, ArrivalStep(step, 22));
    Send(s, 2, ArrivalStep(step, 40));
  }
  const Snapshot snap = s.GetSnapshot();
  ASSERT_FALSE(snap.timeline.empty());
  for (const StepPoint& p : snap.timeline) {
    EXPECT_EQ(p.sync_last_rank, 2);
    EXPECT_NEAR(p.sync_last_lateness_ms, 19.0, 1e-9);
  }
  EXPECT_EQ(snap.diagnosis.step_time.rank, 2) << snap.diagnosis.step_time.label;
  const auto* lateness = snap.diagnosis.step_time.Find("lateness_ms");
  ASSERT_NE(lateness, nullptr);
  EXPECT_NEAR(std::get<double>(*lateness), 19.0, 0.01);
}

TEST_F(RunStateTest, SyncArrivalWindowEvictsOldSteps) {
  RunStateOptions o = Options();
  o.window_steps = 2;
  RunState s(o);
  Join(s, 2, 2);
  Send(s, 0, ArrivalStep(0, 20));
  Send(s, 1, ArrivalStep(0, 40));  // rank 1 late once
  for (uint64_t step = 1; step < 3; ++step) {
    Send(s, 0, ArrivalStep(step, 30));  // then rank 0, by 10 ms
    Send(s, 1, ArrivalStep(step, 20));
  }
  const Snapshot win = s.GetSnapshot();
  EXPECT_EQ(Arrival(win, 1).steps, 2u);
  EXPECT_EQ(Arrival(win, 1).last_arrivals, 0u);
  EXPECT_EQ(Arrival(win, 0).last_arrivals, 2u);
  EXPECT_NEAR(Arrival(win, 0).mean_lateness_ms, 10.0, 1e-9);
  const Snapshot run = s.GetRunSnapshot();
  EXPECT_EQ(Arrival(run, 1).steps, 3u);
  EXPECT_EQ(Arrival(run, 1).last_arrivals, 1u);
  EXPECT_NEAR(Arrival(run, 1).mean_lateness_ms, (20.0 - 10.0 - 10.0) / 3.0, 1e-9);
}

TEST_F(RunStateTest, HeartbeatCarriesTheSyncHookState) {
  RunState s(Options());
  Join(s, 1, 1);
  Heartbeat hb;
  hb.sync_hook = SyncHook::kNotInstalled;
  hb.sync_hook_reason = "no DDP model";
  Send(s, 0, hb);
  Heartbeat later;  // an older sender / nothing new: keeps the last report
  Send(s, 0, later);
  const Snapshot snap = s.GetSnapshot();
  ASSERT_EQ(snap.ranks.size(), 1u);
  EXPECT_EQ(snap.ranks[0].sync_hook, SyncHook::kNotInstalled);
  EXPECT_EQ(snap.ranks[0].sync_hook_reason, "no DDP model");
}

}  // namespace
}  // namespace steplens::aggregator

// Failure attribution (diagnosis/health.h) as the aggregator feeds it.
namespace steplens::aggregator {
namespace {

using testing::FakeClock;
using testing::MakeHello;
using testing::MakeStep;
constexpr int64_t kMsNs = 1'000'000;

// While no step completes, steps/s decays towards 0 instead of repeating the
// last rate.
TEST(RunStateHealthTest, StepRateDecaysWhileNothingCompletes) {
  FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  RunState s(o);
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 1)).ok());
  for (uint64_t step = 0; step < 11; ++step) {
    ASSERT_TRUE(s.OnMessage(0, MakeStep(step, 100)).ok());
    clock.Advance(100 * kMsNs);
  }
  EXPECT_NEAR(s.GetSnapshot().steps_per_sec, 10.0, 0.01);
  clock.Advance(9 * 1000 * kMsNs);  // 9 s more without a step
  EXPECT_NEAR(s.GetSnapshot().steps_per_sec, 10.0 / 10.0, 0.05);
}

// A rank that raised is the culprit, its exit and failure are kept per rank,
// the job's end closes the verdict, and all of it survives the round trip
// through the store's meta table that `steplens report` reads.
TEST(RunStateHealthTest, RankFailedAndItsRestoreFromMeta) {
  FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  o.expected_world_size = 3;
  RunState s(o);
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 3)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 3)).ok());
  FailureReport f;
  f.mono_ns = 5 * kMsNs;
  f.step = 7;
  f.activity = Activity::kBackward;
  f.fatal = true;
  f.exc_type = "RuntimeError";
  f.exc_bases = "RuntimeError,Exception,BaseException";
  f.message = "boom";
  ASSERT_TRUE(s.OnMessage(1, f).ok());
  RankExit e1{1, 42, 1, 0, false, 6 * kMsNs};
  RankExit e0{0, 41, -1, 15, false, 9 * kMsNs};  // torchrun's SIGTERM, later
  s.OnRankExit(e1);
  s.OnRankExit(e0);
  clock.Advance(10 * kMsNs);
  s.OnJobEnded(1);
  const diagnosis::Diagnosis d = s.EvaluateHealth();
  EXPECT_EQ(d.label, diagnosis::kRankFailed);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(d.phase, "backward");
  ASSERT_NE(d.Find("collateral_ranks"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.Find("collateral_ranks")), "0");
  const Snapshot snap = s.GetRunSnapshot();
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_EQ(snap.ranks[1].end, "exception");
  EXPECT_EQ(snap.ranks[0].end, "signal");
  EXPECT_EQ(snap.never_connected, std::vector<uint32_t>{2});

  // What `steplens report` rebuilds from the meta table.
  std::map<std::string, std::string> meta;
  meta["rank_exit.1"] = FormatRankExit(e1);
  meta["rank_exit.0"] = FormatRankExit(e0);
  meta["rank_failure.1"] =
      R"({"fatal":true,"ns":5000000,"step":7,"activity":"backward","exc_type":"RuntimeError",)"
      R"("exc_bases":"RuntimeError,Exception,BaseException","message":"boom","frames":"",)"
      R"("mem_allocated":-1,"mem_reserved":-1,"mem_total":-1})";
  RunStateOptions ro;
  ro.expected_world_size = 3;
  RunState replay(ro);
  ASSERT_TRUE(replay.OnMessage(0, MakeHello(0, 3)).ok());
  ASSERT_TRUE(replay.OnMessage(1, MakeHello(1, 3)).ok());
  replay.RestoreHealth(meta, 1);  // no stored verdict: evaluated
  EXPECT_EQ(replay.Health().label, diagnosis::kRankFailed);
  EXPECT_EQ(replay.Health().rank, 1);
  // A stored verdict is taken as it is.
  meta["health"] = diagnosis::ToJson(d).dump();
  RunState stored(ro);
  ASSERT_TRUE(stored.OnMessage(0, MakeHello(0, 3)).ok());
  stored.RestoreHealth(meta, 1);
  EXPECT_EQ(stored.Health().summary, d.summary);
  EXPECT_EQ(stored.Health().label, diagnosis::kRankFailed);
  // Bad JSON in the meta table is ignored, never thrown.
  meta["health"] = "{not json";
  meta["rank_failure.1"] = "\xff\xfe";
  RunState bad(ro);
  ASSERT_TRUE(bad.OnMessage(1, MakeHello(1, 3)).ok());
  bad.RestoreHealth(meta, std::nullopt);
  EXPECT_NE(bad.Health().label, "");
}

// A HANG holds until the run moves: an evaluation that stops seeing it with
// no step completed since (here the stuck rank's CPU rises, as while its
// stack is taken) keeps it, so a stop right then stays HANG; the next
// completed step ends it. (test_hang_is_said_live once ended STOPPED.)
TEST(RunStateHealthTest, HangHoldsUntilAStepCompletes) {
  FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  o.hang_after_ms = 1000;
  RunState s(o);
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  for (uint64_t step = 0; step < 3; ++step) {
    ASSERT_TRUE(s.OnMessage(0, MakeStep(step, 50)).ok());
    ASSERT_TRUE(s.OnMessage(1, MakeStep(step, 50)).ok());
    clock.Advance(100 * kMsNs);
  }
  auto beat = [&](uint64_t conn, Activity activity, uint8_t flags, float cpu) {
    Heartbeat hb;
    hb.current_step = 3;
    hb.steps_done = 3;
    hb.activity = activity;
    hb.flags = flags;
    ASSERT_TRUE(s.OnMessage(conn, hb).ok());
    ProcessSample p;
    p.cpu_pct = cpu;
    ASSERT_TRUE(s.OnMessage(conn, p).ok());
  };
  clock.Advance(2000 * kMsNs);                          // past the 1 s limit, no step
  beat(0, Activity::kBackward, kHeartbeatInSync, 100);  // waits in the all-reduce
  beat(1, Activity::kForward, 0, 1);                    // blocked in forward
  diagnosis::Diagnosis hang = s.EvaluateHealth();
  ASSERT_EQ(hang.label, diagnosis::kHang);
  EXPECT_EQ(hang.rank, 1);

  clock.Advance(200 * kMsNs);
  beat(0, Activity::kBackward, kHeartbeatInSync, 100);
  beat(1, Activity::kForward, 0, 95);  // busy: the rules alone say "not a hang yet"
  EXPECT_EQ(s.EvaluateHealth().label, diagnosis::kHang);
  EXPECT_EQ(s.Health().rank, 1);

  s.OnStopRequested(SIGINT);
  clock.Advance(10 * kMsNs);
  s.OnRankExit(RankExit{0, 1, -1, SIGINT, false, clock()});
  s.OnRankExit(RankExit{1, 2, -1, SIGINT, false, clock()});
  s.OnJobEnded(130);
  const diagnosis::Diagnosis end = s.EvaluateHealth();
  EXPECT_EQ(end.label, diagnosis::kHang);
  ASSERT_NE(end.Find("ended_by"), nullptr);

  // Progress ends a held hang.
  RunState t(o);
  ASSERT_TRUE(t.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(t.OnMessage(1, MakeHello(1, 2)).ok());
  ASSERT_TRUE(t.OnMessage(0, MakeStep(0, 50)).ok());
  ASSERT_TRUE(t.OnMessage(1, MakeStep(0, 50)).ok());
  clock.Advance(2000 * kMsNs);
  for (uint64_t conn = 0; conn < 2; ++conn) {
    Heartbeat hb;
    hb.current_step = 1;
    hb.steps_done = 1;
    hb.activity = conn == 0 ? Activity::kBackward : Activity::kForward;
    hb.flags = conn == 0 ? kHeartbeatInSync : 0;
    ASSERT_TRUE(t.OnMessage(conn, hb).ok());
    ProcessSample p;
    p.cpu_pct = conn == 0 ? 100 : 1;
    ASSERT_TRUE(t.OnMessage(conn, p).ok());
  }
  ASSERT_EQ(t.EvaluateHealth().label, diagnosis::kHang);
  ASSERT_TRUE(t.OnMessage(0, MakeStep(1, 50)).ok());
  ASSERT_TRUE(t.OnMessage(1, MakeStep(1, 50)).ok());
  EXPECT_EQ(t.EvaluateHealth().label, diagnosis::kHealthOk);
}

// Ctrl-C (or SIGTERM to the process group) while hung: the ranks die of the
// signal at once, and the aggregator may evaluate their deaths before the
// launcher's loop records the stop (OnStopRequested with the signal's
// time, up to a poll interval later). That evaluation must not end the
// hang: the final verdict is HANG, ended by the user. (The web e2e test
// "live hang" once ended STOPPED this way in CI.)
TEST(RunStateHealthTest, HangSurvivesTheSignalsRankDeathsSeenBeforeTheStop) {
  FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  o.hang_after_ms = 1000;
  RunState s(o);
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  for (uint64_t step = 0; step < 3; ++step) {
    ASSERT_TRUE(s.OnMessage(0, MakeStep(step, 50)).ok());
    ASSERT_TRUE(s.OnMessage(1, MakeStep(step, 50)).ok());
    clock.Advance(100 * kMsNs);
  }
  clock.Advance(2000 * kMsNs);  // past the 1 s limit, no step
  for (uint64_t conn = 0; conn < 2; ++conn) {
    Heartbeat hb;
    hb.current_step = 3;
    hb.steps_done = 3;
    hb.activity = conn == 0 ? Activity::kBackward : Activity::kIdle;
    hb.flags = conn == 0 ? kHeartbeatInSync : 0;
    ASSERT_TRUE(s.OnMessage(conn, hb).ok());
    ProcessSample p;
    p.cpu_pct = conn == 0 ? 100 : 1;
    ASSERT_TRUE(s.OnMessage(conn, p).ok());
  }
  ASSERT_EQ(s.EvaluateHealth().label, diagnosis::kHang);

  const int64_t signal_ns = clock();
  clock.Advance(5 * kMsNs);
  s.OnDisconnect(0, "connection closed without GOODBYE");
  s.OnDisconnect(1, "connection closed without GOODBYE");
  (void)s.EvaluateHealth();  // the deaths, seen before the stop is known
  clock.Advance(5 * kMsNs);
  s.OnStopRequested(SIGTERM, signal_ns);
  s.OnRankExit(RankExit{0, 1, -1, SIGTERM, false, signal_ns + 2 * kMsNs});
  s.OnRankExit(RankExit{1, 2, -1, SIGTERM, false, signal_ns + 3 * kMsNs});
  s.OnJobEnded(143);
  const diagnosis::Diagnosis end = s.EvaluateHealth();
  EXPECT_EQ(end.label, diagnosis::kHang) << end.summary;
  EXPECT_EQ(end.rank, 1);
  ASSERT_NE(end.Find("ended_by"), nullptr);
}

// The user's stop: STOPPED, not a failure, even though ranks then die of
// the signal; a hang open at the stop stays HANG.
TEST(RunStateHealthTest, StopRequestedIsNotAFailure) {
  FakeClock clock;
  RunStateOptions o;
  o.clock = clock;
  RunState s(o);
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  clock.Advance(100 * kMsNs);
  s.OnStopRequested(SIGINT, 50 * kMsNs);
  s.OnRankExit(RankExit{0, 1, -1, SIGINT, false, 60 * kMsNs});
  s.OnRankExit(RankExit{1, 2, 1, 0, false, 61 * kMsNs});
  s.OnJobEnded(130);
  EXPECT_EQ(s.EvaluateHealth().label, diagnosis::kStopped);
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

// The training family end to end through RunState: the logged loss reaches
// the diagnosis by its scalar name; the run's first non-finite value is
// kept (the earliest step, then the lowest rank) and is the whole-run
// verdict however few steps follow it.
TEST(RunStateTrainingTest, FirstNonFiniteLossIsTheRunsVerdict) {
  RunStateOptions options;
  options.window_steps = 50;
  RunState state(options);
  for (uint32_t r = 0; r < 2; ++r) {
    ASSERT_TRUE(state.OnMessage(r, testing::MakeHello(r, 2)).ok());
    NameInfo loss;
    loss.id = 40 + static_cast<uint16_t>(r);  // ids are per rank
    loss.name = "loss";
    ASSERT_TRUE(state.OnMessage(r, loss).ok());
  }
  auto step_with_loss = [](uint64_t step, uint16_t id, double value) {
    StepRecord rec = testing::MakeStep(step, 60, 20, 30, 5);
    rec.scalar_count = 1;
    rec.scalars[0].name_id = id;
    rec.scalars[0].value = value;
    return rec;
  };
  for (uint64_t step = 0; step < 40; ++step) {
    const double healthy = 1.0 + 1.0 / static_cast<double>(step + 1);
    ASSERT_TRUE(state.OnMessage(0, step_with_loss(step, 40, healthy)).ok());
    ASSERT_TRUE(state.OnMessage(1, step_with_loss(step, 41, healthy)).ok());
  }
  ASSERT_TRUE(state.EvaluateDiagnosis());
  EXPECT_EQ(state.GetSnapshot().diagnosis.training.label, diagnosis::kTrainingOk);

  // Rank 1 logs +inf at step 44, rank 0 NaN at step 45; then 40 more steps.
  for (uint64_t step = 40; step < 80; ++step) {
    const double v0 = step >= 45 ? std::nan("") : 1.0;
    const double v1 = step >= 44 ? std::numeric_limits<double>::infinity() : 1.0;
    ASSERT_TRUE(state.OnMessage(0, step_with_loss(step, 40, v0)).ok());
    ASSERT_TRUE(state.OnMessage(1, step_with_loss(step, 41, v1)).ok());
    if (step % 10 == 9) state.EvaluateDiagnosis();
  }
  state.FinishDiagnosis();
  const Snapshot run = state.GetRunSnapshot();
  const diagnosis::Diagnosis& d = run.diagnosis.training;
  EXPECT_EQ(d.label, diagnosis::kNanInf);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(std::get<int64_t>(*d.Find("first_step")), 44);
  EXPECT_EQ(std::get<std::string>(*d.Find("value")), "+inf");
  EXPECT_EQ(std::get<int64_t>(*d.Find("non_finite_values")), 36 + 35);
  const auto summary = BuildSummaryFromSnapshot(run, RunMeta{});
  EXPECT_EQ(summary["diagnosis"]["training"]["label"], "NAN/INF");
  EXPECT_EQ(summary["diagnosis"]["training"]["rank"], 1);
  bool in_timeline = false;
  for (const auto& e : summary["diagnosis"]["timeline"]) {
    in_timeline |= e["kind"] == "training" && e["label"] == "NAN/INF";
  }
  EXPECT_TRUE(in_timeline);
}

// The live verdict names the rank that went non-finite first, not the one
// whose record arrived first: rank 0 (poisoned by the all-reduce at step 61)
// reports before rank 1's step 60 arrives. CI saw the live timeline name
// rank 0 first, then switch to rank 1.
TEST(RunStateTrainingTest, NonFiniteIsNamedOnlyOnceEveryRankReportedItsStep) {
  RunStateOptions options;
  options.window_steps = 50;
  RunState state(options);
  testing::HelloWithScalars(&state, 2, {{40, kLossScalar}});
  auto step_with_loss = [](uint64_t step, double value) {
    StepRecord rec = testing::MakeStep(step, 60, 20, 30, 5);
    rec.scalar_count = 1;
    rec.scalars[0].name_id = 40;
    rec.scalars[0].value = value;
    return rec;
  };
  for (uint64_t step = 0; step < 60; ++step) {
    ASSERT_TRUE(state.OnMessage(0, step_with_loss(step, 1.0)).ok());
    ASSERT_TRUE(state.OnMessage(1, step_with_loss(step, 1.0)).ok());
  }
  // Rank 0 runs ahead: finite at 60, NaN at 61 and 62; rank 1 is still at 59.
  ASSERT_TRUE(state.OnMessage(0, step_with_loss(60, 1.0)).ok());
  ASSERT_TRUE(state.OnMessage(0, step_with_loss(61, std::nan(""))).ok());
  ASSERT_TRUE(state.OnMessage(0, step_with_loss(62, std::nan(""))).ok());
  ASSERT_TRUE(state.EvaluateDiagnosis());
  EXPECT_NE(state.GetSnapshot().diagnosis.training.label, diagnosis::kNanInf)
      << "rank 1 has not reported step 61: the first non-finite value is not known yet";
  // Rank 1's NaN at step 60 arrives: now it is named.
  ASSERT_TRUE(state.OnMessage(1, step_with_loss(60, std::nan(""))).ok());
  ASSERT_TRUE(state.OnMessage(1, step_with_loss(61, std::nan(""))).ok());
  ASSERT_TRUE(state.EvaluateDiagnosis());
  const diagnosis::Diagnosis& d = state.GetSnapshot().diagnosis.training;
  EXPECT_EQ(d.label, diagnosis::kNanInf);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(std::get<int64_t>(*d.Find("first_step")), 60);
  state.FinishDiagnosis();
  int nan_episodes = 0;
  for (const DiagnosisEpisode& e : state.GetRunSnapshot().diagnosis_episodes) {
    if (e.kind == DiagnosisKind::kTraining && e.latest.label == diagnosis::kNanInf) {
      ++nan_episodes;
      EXPECT_EQ(e.latest.rank, 1);
    }
  }
  EXPECT_EQ(nan_episodes, 1);
}

// A rank that never reports the step again (it died) does not hide the
// NaN at the end of the job: the final evaluation names what was seen.
TEST(RunStateTrainingTest, NonFiniteIsNamedAtTheEndEvenIfAStepNeverCompleted) {
  RunStateOptions options;
  options.window_steps = 50;
  RunState state(options);
  testing::HelloWithScalars(&state, 2, {{40, kLossScalar}});
  for (uint64_t step = 0; step < 30; ++step) {
    for (uint32_t r = 0; r < 2; ++r) {
      StepRecord rec = testing::MakeStep(step, 60, 20, 30, 5);
      rec.scalar_count = 1;
      rec.scalars[0].name_id = 40;
      rec.scalars[0].value = r == 1 && step == 29 ? std::nan("") : 1.0;
      if (r == 0 && step == 29) continue;  // rank 0 never reports step 29
      ASSERT_TRUE(state.OnMessage(r, rec).ok());
    }
  }
  state.OnJobEnded(1);
  state.FinishDiagnosis();
  const diagnosis::Diagnosis& d = state.GetRunSnapshot().diagnosis.training;
  EXPECT_EQ(d.label, diagnosis::kNanInf);
  EXPECT_EQ(d.rank, 1);
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

// MFU: the model FLOPs of a step (sent once) × the step rate over the
// device's peak; the job over the ranks with both. Rank 1 gives no peak:
// its FLOP/s count for the job's FLOP/s, not its MFU.
TEST(RunStateThroughputTest, MfuIsModelFlopsTimesStepRateOverThePeak) {
  RunState state;
  testing::HelloWithScalars(&state, 2, {{300, kFlopsScalar}, {301, kPeakFlopsScalar}});
  for (uint64_t step = 0; step < 30; ++step) {  // 10 steps/s (MakeStep: every 100 ms)
    for (uint32_t r = 0; r < 2; ++r) {
      StepRecord rec = testing::MakeStep(step, 50);
      if (step == 0) {  // sent once, on the first step
        rec.scalars[rec.scalar_count++] = {300, 4e12};
        if (r == 0) rec.scalars[rec.scalar_count++] = {301, 100e12};
      }
      ASSERT_TRUE(state.OnMessage(r, rec).ok());
    }
  }
  for (const Snapshot& s : {state.GetSnapshot(), state.GetRunSnapshot()}) {
    EXPECT_NEAR(s.steps_per_sec, 10.0, 1e-9);
    ASSERT_EQ(s.ranks.size(), 2u);
    EXPECT_NEAR(s.ranks[0].flops_per_sec, 40e12, 1e3);
    EXPECT_NEAR(s.ranks[0].mfu, 0.4, 1e-12);
    EXPECT_TRUE(std::isnan(s.ranks[1].mfu));  // no peak: unknown, not 0
    EXPECT_NEAR(s.flops_per_sec, 80e12, 1e3);
    EXPECT_NEAR(s.mfu, 0.4, 1e-12);
  }
  const auto summary = BuildSummaryFromSnapshot(state.GetRunSnapshot(), RunMeta{});
  EXPECT_DOUBLE_EQ(summary["run"]["mfu_pct"].get<double>(), 40.0);
  EXPECT_DOUBLE_EQ(summary["run"]["tflops"].get<double>(), 80.0);
  EXPECT_TRUE(summary["ranks"][1]["mfu_pct"].is_null());
}

}  // namespace
}  // namespace steplens::aggregator
