#include <gtest/gtest.h>

#include "diagnosis/health.h"

namespace steplens::diagnosis {
namespace {

constexpr int64_t kSec = 1'000'000'000;

RankHealthInput Live(uint32_t rank, std::string activity, bool in_sync, double cpu) {
  RankHealthInput r;
  r.rank = rank;
  r.connected_ever = true;
  r.live = true;
  r.activity = std::move(activity);
  r.in_step = r.activity != "between steps";
  r.in_sync = in_sync;
  r.current_step = 61;
  r.last_step = 60;
  r.last_heartbeat_ns = 99 * kSec;
  r.cpu_pct = cpu;
  return r;
}

HealthInput Stalled(std::vector<RankHealthInput> ranks) {
  HealthInput in;
  in.now_ns = 100 * kSec;
  in.world_size = static_cast<uint32_t>(ranks.size());
  in.ranks = std::move(ranks);
  in.steps_completed = 60;
  in.median_step_ms = 50;
  in.last_progress_ns = 70 * kSec;  // 30 s without a step
  return in;
}

RankFailureInfo Report(std::string bases, std::string message, int64_t ns) {
  RankFailureInfo f;
  f.fatal = true;
  f.ns = ns;
  f.step = 60;
  f.activity = "forward";
  f.exc_type = bases.substr(0, bases.find(','));
  f.exc_bases = std::move(bases);
  f.message = std::move(message);
  return f;
}

TEST(Health, HangNamesTheRankTheOthersWaitFor) {
  const Diagnosis d = DiagnoseHealth(Stalled(
      {Live(0, "backward", true, 1), Live(1, "forward", false, 0), Live(2, "backward", true, 1)}));
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(d.phase, "forward");
  EXPECT_NE(d.summary.find("rank 1 is in forward"), std::string::npos) << d.summary;
}

// A rank inside a step but in no phase (record.cc's "in step") reads as
// such, not "in in step" (seen in a partitioned node's HANG summary).
TEST(Health, ARankInAStepOutsideThePhasesReadsPlainly) {
  const Diagnosis d =
      DiagnoseHealth(Stalled({Live(0, "backward", true, 1), Live(1, "in step", false, 0)}));
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.summary.find("in in "), std::string::npos) << d.summary;
  EXPECT_NE(d.summary.find("rank 1 is in a step"), std::string::npos) << d.summary;
}

RankHealthInput InCollective(uint32_t rank, std::string activity, uint64_t seq) {
  RankHealthInput r = Live(rank, std::move(activity), false, 1);
  r.in_collective = true;
  r.collective_seq = seq;
  return r;
}

// FSDP or user collectives: the ranks blocked in a collective wait for the
// one still computing, and the sequence numbers say how far each got.
TEST(Health, HangNamesTheRankBehindInCollectives) {
  RankHealthInput behind = Live(2, "backward", false, 0);
  behind.collective_seq = 1834;
  const Diagnosis d = DiagnoseHealth(
      Stalled({InCollective(0, "backward", 1835), InCollective(1, "backward", 1835), behind}));
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 2);
  EXPECT_NE(d.summary.find("rank 2 is in backward after collective #1834"), std::string::npos)
      << d.summary;
  EXPECT_NE(d.summary.find("ranks 0, 1 wait in a collective (#1835)"), std::string::npos)
      << d.summary;
}

// Every rank blocked, but not in the same collective: the one at the lower
// number called a collective the others never will (a desync).
TEST(Health, RanksBlockedInDifferentCollectivesNameTheOneOutOfStep) {
  const Diagnosis d =
      DiagnoseHealth(Stalled({InCollective(0, "forward", 1835), InCollective(1, "forward", 1834),
                              InCollective(2, "forward", 1835)}));
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
  EXPECT_NE(d.summary.find("rank 1 is blocked in collective #1834"), std::string::npos)
      << d.summary;
  EXPECT_NE(d.summary.find("(#1835)"), std::string::npos) << d.summary;
  // The same collective everywhere: nobody is singled out.
  const Diagnosis same =
      DiagnoseHealth(Stalled({InCollective(0, "forward", 1835), InCollective(1, "forward", 1835)}));
  EXPECT_EQ(same.label, kHang);
  EXPECT_EQ(same.rank, -1);
}

// Two launchers (nodes) on one host: ranks 2 and 3 (node 2) vanish within a
// second while ranks 0 and 1 live on: the node is lost, not a rank.
TEST(Health, AllRanksOfANodeLostAtOnceIsANodeLost) {
  std::vector<RankHealthInput> ranks;
  for (uint32_t r = 0; r < 4; ++r) {
    RankHealthInput x = Live(r, "backward", r < 2, 1);
    x.host = "vm";
    x.node_first_rank = r < 2 ? 0 : 2;
    if (r >= 2) {
      x.live = false;
      x.lost = true;
      x.lost_ns = (90 + r - 2) * kSec / 1;  // 90 s and 91 s
      x.lost_reason = "connection reset";
    }
    ranks.push_back(x);
  }
  const Diagnosis d = DiagnoseHealth(Stalled(ranks));
  EXPECT_EQ(d.label, kRankFailed);
  EXPECT_EQ(d.rank, 2);
  ASSERT_NE(d.Find("cause"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.Find("cause")), "node_lost");
  EXPECT_EQ(std::get<std::string>(*d.Find("node_ranks")), "2, 3");
  EXPECT_NE(d.summary.find("Node lost: ranks 2, 3 (host vm)"), std::string::npos) << d.summary;
  // Lost far apart, or one of the node's ranks still there: rank failures.
  ranks[3].lost_ns = 100 * kSec;
  EXPECT_EQ(std::get<std::string>(*DiagnoseHealth(Stalled(ranks)).Find("cause")), "lost");
  ranks[3].lost_ns = 91 * kSec;
  ranks[3].lost = false;
  ranks[3].live = true;
  EXPECT_EQ(std::get<std::string>(*DiagnoseHealth(Stalled(ranks)).Find("cause")), "lost");
}

TEST(Health, NoHangBeforeTheLimitNorWhenEveryRankIsBusy) {
  HealthInput in = Stalled({Live(0, "backward", true, 1), Live(1, "forward", false, 0)});
  in.last_progress_ns = 90 * kSec;  // 10 s < the 20 s floor
  EXPECT_EQ(DiagnoseHealth(in).label, kHealthOk);
  // An evaluation pass: every rank busy outside the step for a minute.
  in = Stalled({Live(0, "between steps", false, 100), Live(1, "between steps", false, 98)});
  in.last_progress_ns = 40 * kSec;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHealthOk);
  EXPECT_NE(d.summary.find("not a hang"), std::string::npos);
  // A slow first step (compilation) on every rank: the first-step limit.
  in = Stalled({Live(0, "forward", false, 100), Live(1, "forward", false, 100)});
  in.steps_completed = 0;
  in.median_step_ms = NAN;
  EXPECT_EQ(HangLimitNs(in), kFirstStepHangNs);
  EXPECT_EQ(DiagnoseHealth(in).label, kHealthOk);
}

TEST(Health, HangLimitFollowsTheStepTimeAndTheOverride) {
  HealthInput in = Stalled({});
  EXPECT_EQ(HangLimitNs(in), kHangFloorNs);
  in.median_step_ms = 5000;  // 5 s steps: 20 x = 100 s
  EXPECT_EQ(HangLimitNs(in), 100 * kSec);
  in.hang_after_ns = 3 * kSec;
  EXPECT_EQ(HangLimitNs(in), 3 * kSec);
}

TEST(Health, ASilentRankIsNamed) {
  RankHealthInput quiet = Live(1, "forward", false, NAN);
  quiet.last_heartbeat_ns = 50 * kSec;
  const Diagnosis d = DiagnoseHealth(Stalled({Live(0, "backward", true, 1), quiet}));
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
}

TEST(Health, TheFirstFailureIsTheCulpritNotTheCollateral) {
  // Rank 2 raises first; ranks 0, 1, 3 then fail in the collective or are
  // killed by torchrun (SIGTERM) later.
  std::vector<RankHealthInput> ranks;
  for (uint32_t r = 0; r < 4; ++r) {
    RankHealthInput x = Live(r, "backward", true, 0);
    x.live = false;
    x.lost = true;
    x.lost_ns = 10 * kSec + r;
    ranks.push_back(x);
  }
  ranks[2].failure = Report("RuntimeError,Exception,BaseException", "boom", 5 * kSec);
  ranks[2].failure->module = "blocks.7.mlp";
  ranks[0].failure = Report(
      "RuntimeError,Exception,BaseException",
      "[../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer", 6 * kSec);
  ranks[1].has_exit = true;
  ranks[1].exit_signal = 15;
  ranks[1].exit_ns = 7 * kSec;
  ranks[1].exit_text = "signal 15 (SIGTERM)";
  HealthInput in = Stalled(ranks);
  in.job_ended = true;
  in.job_exit_code = 1;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kRankFailed);
  EXPECT_EQ(d.rank, 2);
  EXPECT_EQ(d.phase, "forward");
  EXPECT_NE(d.summary.find("raised RuntimeError: boom"), std::string::npos) << d.summary;
  const EvidenceValue* collateral = d.Find("collateral_ranks");
  ASSERT_NE(collateral, nullptr);
  EXPECT_EQ(std::get<std::string>(*collateral), "0, 1, 3");
  const EvidenceValue* module = d.Find("module");  // the layer it was raised in
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(std::get<std::string>(*module), "blocks.7.mlp");
}

TEST(Health, ClassifiesOutOfMemoryCollectiveAndSignals) {
  EXPECT_EQ(ClassifyFailureReport(Report("OutOfMemoryError,RuntimeError,Exception", "x", 0)),
            RankEndKind::kOutOfMemory);
  EXPECT_EQ(ClassifyFailureReport(Report("MemoryError,Exception", "", 0)),
            RankEndKind::kOutOfMemory);
  EXPECT_EQ(ClassifyFailureReport(Report("DistBackendError,RuntimeError", "NCCL timeout", 0)),
            RankEndKind::kCollective);
  EXPECT_EQ(ClassifyFailureReport(Report("ValueError,Exception", "bad", 0)),
            RankEndKind::kException);
  RankHealthInput killed;
  killed.connected_ever = true;
  killed.has_exit = true;
  killed.exit_signal = 9;
  EXPECT_EQ(ClassifyRankEnd(killed, true), RankEndKind::kSignal);
  RankHealthInput caught_then_exit1 = killed;
  caught_then_exit1.exit_signal = 0;
  caught_then_exit1.exit_code = 1;
  caught_then_exit1.failure = Report("OutOfMemoryError,RuntimeError", "CUDA out of memory", 0);
  caught_then_exit1.failure->fatal = false;
  EXPECT_EQ(ClassifyRankEnd(caught_then_exit1, true), RankEndKind::kOutOfMemory);
}

TEST(Health, AUserStopIsStoppedNotAFailureUnlessHung) {
  std::vector<RankHealthInput> ranks = {Live(0, "forward", false, 90),
                                        Live(1, "forward", false, 90)};
  for (auto& r : ranks) {
    r.live = false;
    r.has_exit = true;
    r.exit_signal = 2;
    r.exit_ns = 12 * kSec;
  }
  HealthInput in = Stalled(ranks);
  in.job_ended = true;
  in.job_exit_code = 130;
  in.stop_requested = true;
  in.stop_ns = 11 * kSec;
  in.stop_signal = 2;
  EXPECT_EQ(DiagnoseHealth(in).label, kStopped);
  Diagnosis hang;
  hang.label = kHang;
  hang.rank = 1;
  in.open_hang = hang;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
}

TEST(Health, NonZeroExitIsNeverOkAndAMissingRankIsNamed) {
  HealthInput in = Stalled({});
  in.job_ended = true;
  in.job_exit_code = 3;
  EXPECT_EQ(DiagnoseHealth(in).label, kRankFailed);
  RankHealthInput done = Live(0, "finished", false, 0);
  done.live = false;
  done.finished = true;
  RankHealthInput never;
  never.rank = 1;
  in = Stalled({done, never});
  in.job_ended = true;
  in.job_exit_code = 0;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHealthOk);
  EXPECT_EQ(d.severity, Severity::kWarning);
  EXPECT_NE(d.summary.find("rank 1 never connected"), std::string::npos) << d.summary;
  // Its wrapper's clean exit record does not make it a finished rank.
  never.has_exit = true;
  never.exit_code = 0;
  EXPECT_EQ(ClassifyRankEnd(never, true), RankEndKind::kNeverConnected);
  in = Stalled({done, never});
  in.job_ended = true;
  EXPECT_EQ(DiagnoseHealth(in).severity, Severity::kWarning);
  // Across nodes: refused connections (a wrong token) are the likelier cause.
  in.rejected_connections = 4;
  const Diagnosis refused = DiagnoseHealth(in);
  EXPECT_NE(refused.summary.find("4 connections were refused: a wrong token"), std::string::npos)
      << refused.summary;
  EXPECT_NE(refused.action.find("same --token"), std::string::npos) << refused.action;
}

// A rank that said goodbye after its last step, with or without an exit.
RankHealthInput Finished(uint32_t rank, bool exited) {
  RankHealthInput r = Live(rank, "finished", false, 0);
  r.live = false;
  r.finished = true;
  r.in_step = false;
  r.last_step = 59;
  r.has_exit = exited;
  r.exit_code = 0;
  return r;
}

// After the last step: rank 0 exited cleanly, rank 1 said goodbye but its
// process never ends (a final barrier or destroy_process_group that cannot
// complete). Before the limit OK; after it HANG on rank 1, phase finished.
// Before the fix the run stayed OK forever (no live rank to judge).
TEST(Health, ARankThatDoesNotExitAfterItsLastStepIsAHang) {
  HealthInput in = Stalled({Finished(0, true), Finished(1, false)});
  in.hang_after_ns = 5 * kSec;
  in.last_progress_ns = in.now_ns - 4 * kSec;
  EXPECT_EQ(DiagnoseHealth(in).label, kHealthOk);
  in.last_progress_ns = in.now_ns - 6 * kSec;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(d.phase, "finished");
  EXPECT_NE(d.summary.find("rank 1 has not exited after its last step (step 59) while rank 0 "
                           "exited cleanly"),
            std::string::npos)
      << d.summary;
  ASSERT_NE(d.Find("after_last_step"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.Find("stuck_ranks")), "1");

  // A live rank blocked in a final barrier the other (exited) never reaches.
  RankHealthInput barrier = InCollective(1, "between steps", 120);
  barrier.in_step = false;
  in.ranks[1] = barrier;
  const Diagnosis b = DiagnoseHealth(in);
  EXPECT_EQ(b.label, kHang);
  EXPECT_EQ(b.rank, 1);
  EXPECT_EQ(std::get<std::string>(*b.Find("waiting_ranks")), "1");

  // Every rank stuck (none exited): HANG, nobody named.
  in.ranks = {Finished(0, false), Finished(1, false)};
  const Diagnosis all = DiagnoseHealth(in);
  EXPECT_EQ(all.label, kHang);
  EXPECT_EQ(all.rank, -1);

  // A live rank busy after training (an evaluation, a checkpoint): working.
  in.ranks = {Finished(0, true), Live(1, "between steps", false, 95)};
  EXPECT_EQ(DiagnoseHealth(in).label, kHealthOk);
  // A live rank still inside a step is not after the last step.
  in.ranks = {Finished(0, true), Live(1, "forward", false, 0)};
  EXPECT_NE(DiagnoseHealth(in).phase, "finished");
}

// The job ends: stopped by the user, the hang stays; exiting 0 by itself
// (a slow final save), the run is OK (the episode stays in the timeline).
TEST(Health, AHangAfterTheLastStepEndsAsTheJobDoes) {
  HealthInput in = Stalled({Finished(0, true), Finished(1, false)});
  in.hang_after_ns = 5 * kSec;
  const Diagnosis hang = DiagnoseHealth(in);
  ASSERT_EQ(hang.label, kHang);
  in.open_hang = hang;
  in.ranks[1].has_exit = true;
  in.job_ended = true;
  in.job_exit_code = 0;
  EXPECT_EQ(DiagnoseHealth(in).label, kHealthOk);
  in.stop_requested = true;
  in.stop_ns = in.now_ns;
  in.stop_signal = 2;
  const Diagnosis stopped = DiagnoseHealth(in);
  EXPECT_EQ(stopped.label, kHang);
  EXPECT_EQ(stopped.rank, 1);
}

}  // namespace
}  // namespace steplens::diagnosis

namespace steplens::diagnosis {
namespace {

// A rank the others wait for that is computing (a long first step or a
// compilation on that rank only) is slow, not stuck, until 3x the limit.
TEST(Health, ABusyRankOthersWaitForIsAHangOnlyAfterThreeLimits) {
  HealthInput in = Stalled({Live(0, "backward", true, 1), Live(1, "forward", false, 97)});
  in.hang_after_ns = 5 * kSec;
  in.last_progress_ns = in.now_ns - 12 * kSec;  // 2.4 limits
  Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHealthOk);
  EXPECT_NE(d.summary.find("not a hang yet"), std::string::npos) << d.summary;
  in.last_progress_ns = in.now_ns - 16 * kSec;  // 3.2 limits
  d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHang);
  EXPECT_EQ(d.rank, 1);
  // Blocked (idle) instead of busy: a hang at once.
  in = Stalled({Live(0, "backward", true, 1), Live(1, "forward", false, 2)});
  in.hang_after_ns = 5 * kSec;
  in.last_progress_ns = in.now_ns - 6 * kSec;
  EXPECT_EQ(DiagnoseHealth(in).label, kHang);
}

// A rank whose job ended without the launcher knowing how (records read
// back without `steplens run`): no failure claimed, none denied.
TEST(Health, UnknownJobEndSaysSo) {
  HealthInput in = Stalled({Live(0, "between steps", false, 1)});
  in.ranks[0].live = false;
  in.job_ended = true;
  in.job_exit_known = false;
  const Diagnosis d = DiagnoseHealth(in);
  EXPECT_EQ(d.label, kHealthOk);
  EXPECT_NE(d.summary.find("unknown"), std::string::npos) << d.summary;
}

}  // namespace
}  // namespace steplens::diagnosis
