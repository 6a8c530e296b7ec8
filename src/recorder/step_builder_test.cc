#include "recorder/step_builder.h"

#include "gtest/gtest.h"

namespace steplens::recorder {
namespace {

constexpr int kDl = static_cast<int>(Phase::kDataloader);
constexpr int kH2d = static_cast<int>(Phase::kHostToDevice);
constexpr int kFwd = static_cast<int>(Phase::kForward);
constexpr int kBwd = static_cast<int>(Phase::kBackward);
constexpr int kOpt = static_cast<int>(Phase::kOptimizer);

StepRecord PopOne(StepBuilder& b) {
  StepRecord r;
  EXPECT_TRUE(b.PopRecord(&r));
  return r;
}

TEST(StepBuilderTest, PhasesSumAndMissingStaysMissing) {
  StepBuilder b(8);
  b.StepBegin(1000);
  b.PhaseBegin(kFwd, 1100);
  b.PhaseEnd(kFwd, 1300);
  b.PhaseBegin(kFwd, 1400);  // a second pair adds
  b.PhaseEnd(kFwd, 1450);
  b.PhaseBegin(kBwd, 1500);
  b.PhaseEnd(kBwd, 1500);  // zero duration is present, not missing
  b.StepEnd(2000);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.step, 0u);
  EXPECT_EQ(r.begin_ns, 1000);
  EXPECT_EQ(r.end_ns, 2000);
  EXPECT_EQ(r.cpu_ns[kFwd], 250);
  EXPECT_EQ(r.cpu_ns[kBwd], 0);
  EXPECT_EQ(r.cpu_ns[kOpt], kMissing);
  EXPECT_EQ(r.cpu_ns[kH2d], kMissing);
  EXPECT_EQ(r.cpu_ns[kDl], kMissing);
  for (int p = 0; p < kMaxPhases; ++p) EXPECT_EQ(r.gpu_ns[p], kMissing);
  EXPECT_EQ(r.mem_allocated, kMissing);
  EXPECT_EQ(r.scalar_count, 0);
}

TEST(StepBuilderTest, DataloaderBetweenStepsGoesToTheNextStep) {
  StepBuilder b(8);
  b.PhaseBegin(kDl, 100);
  b.PhaseEnd(kDl, 400);
  b.PhaseBegin(kDl, 500);  // two fetches before one step sum
  b.PhaseEnd(kDl, 600);
  b.PhaseBegin(kFwd, 700);  // other phases outside a step are ignored
  b.PhaseEnd(kFwd, 800);
  b.StepBegin(1000);
  b.StepEnd(2000);
  b.StepBegin(3000);  // no fetch before this one
  b.StepEnd(4000);
  const StepRecord r0 = PopOne(b);
  const StepRecord r1 = PopOne(b);
  EXPECT_EQ(r0.cpu_ns[kDl], 400);
  EXPECT_EQ(r0.cpu_ns[kFwd], kMissing);
  EXPECT_EQ(r1.step, 1u);
  EXPECT_EQ(r1.cpu_ns[kDl], kMissing);
}

// StepBegin resets and StepEnd copies only the phases touched in the step:
// whatever a step wrote (CPU and device slots, user phases, a pair left
// open, a restarted step) is gone from the next one.
TEST(StepBuilderTest, OnlyTouchedPhasesAreResetAndNothingLeaksIntoTheNextStep) {
  StepBuilder b(8);
  constexpr int kUser = kMaxPhases - 1;  // the last bit of the mask
  b.StepBegin(1000);
  b.PhaseBegin(kUser, 1100);
  b.PhaseEnd(kUser, 1150);
  b.AddPhaseNs(kFwd, 70, /*gpu=*/true);
  b.PhaseBegin(kOpt, 1200);  // left open: not counted, and not open later
  b.StepBegin(2000);         // a restart: the first attempt is forgotten
  b.PhaseBegin(kBwd, 2100);
  b.PhaseEnd(kBwd, 2400);
  b.StepEnd(3000);
  b.StepBegin(4000);
  b.PhaseEnd(kOpt, 4100);  // the pair opened two StepBegins ago: unpaired
  b.PhaseBegin(kFwd, 4200);
  b.PhaseEnd(kFwd, 4300);
  b.StepEnd(5000);
  b.StepBegin(6000);
  b.StepEnd(7000);
  const StepRecord r0 = PopOne(b);
  const StepRecord r1 = PopOne(b);
  const StepRecord r2 = PopOne(b);
  for (int p = 0; p < kMaxPhases; ++p) {
    EXPECT_EQ(r0.cpu_ns[p], p == kBwd ? 300 : kMissing) << p;
    EXPECT_EQ(r1.cpu_ns[p], p == kFwd ? 100 : kMissing) << p;
    EXPECT_EQ(r2.cpu_ns[p], kMissing) << p;
    EXPECT_EQ(r0.gpu_ns[p], kMissing) << p;
    EXPECT_EQ(r1.gpu_ns[p], kMissing) << p;
  }
  b.AddPhaseNs(kUser, 5, /*gpu=*/true);  // outside a step: ignored
  b.StepBegin(8000);
  b.AddPhaseNs(kUser, 9, /*gpu=*/true);
  b.StepEnd(9000);
  const StepRecord r3 = PopOne(b);
  EXPECT_EQ(r3.gpu_ns[kUser], 9);
  EXPECT_EQ(r3.cpu_ns[kUser], kMissing);
}

TEST(StepBuilderTest, NestedSamePhaseCountsOutermostAndUnpairedIsTolerated) {
  StepBuilder b(8);
  b.StepBegin(0);
  b.PhaseEnd(kOpt, 5);  // unpaired end: ignored
  b.PhaseBegin(kFwd, 10);
  b.PhaseBegin(kFwd, 20);
  b.PhaseEnd(kFwd, 30);
  b.PhaseEnd(kFwd, 110);
  b.PhaseBegin(kBwd, 200);  // never ended: not counted
  b.PhaseBegin(-1, 1);      // invalid ids are ignored
  b.PhaseEnd(kMaxPhases, 2);
  b.StepEnd(300);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kFwd], 100);
  EXPECT_EQ(r.cpu_ns[kOpt], kMissing);
  EXPECT_EQ(r.cpu_ns[kBwd], kMissing);
  // A phase left open in the previous step does not leak into this one.
  b.StepBegin(1000);
  b.PhaseBegin(kBwd, 1100);
  b.PhaseEnd(kBwd, 1150);
  b.StepEnd(1200);
  EXPECT_EQ(PopOne(b).cpu_ns[kBwd], 50);
}

TEST(StepBuilderTest, ActivityFollowsPhases) {
  StepBuilder b(8);
  EXPECT_EQ(b.activity(), Activity::kIdle);
  b.StepBegin(0);
  EXPECT_EQ(b.activity(), Activity::kInStep);
  b.PhaseBegin(kFwd, 1);
  EXPECT_EQ(b.activity(), Activity::kForward);
  b.PhaseBegin(kFirstUserPhase + 1, 2);
  EXPECT_EQ(b.activity(), Activity::kUserRegion);
  EXPECT_EQ(b.user_phase(), kFirstUserPhase + 1);
  b.PhaseEnd(kFirstUserPhase + 1, 3);
  EXPECT_EQ(b.activity(), Activity::kInStep);
  b.PhaseEnd(kFwd, 4);
  b.PhaseBegin(kBwd, 5);
  EXPECT_EQ(b.activity(), Activity::kBackward);
  b.PhaseEnd(kBwd, 6);
  b.PhaseBegin(kOpt, 7);
  EXPECT_EQ(b.activity(), Activity::kOptimizer);
  b.StepEnd(8);
  EXPECT_EQ(b.activity(), Activity::kIdle);
}

TEST(StepBuilderTest, StepIndexCountsEndsIncludingDropped) {
  StepBuilder b(2);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(b.CurrentStep(), static_cast<uint64_t>(i));
    b.StepBegin(i * 10);
    EXPECT_TRUE(b.InStep());
    b.StepEnd(i * 10 + 5);
    EXPECT_FALSE(b.InStep());
  }
  b.StepEnd(100);  // StepEnd outside a step is ignored
  EXPECT_EQ(b.CurrentStep(), 5u);
  EXPECT_EQ(b.steps_recorded(), 2u);
  EXPECT_EQ(b.dropped_records(), 3u);
  EXPECT_EQ(PopOne(b).step, 0u);
  EXPECT_EQ(PopOne(b).step, 1u);
}

TEST(StepBuilderTest, MemoryScalarsAndExternalDurations) {
  StepBuilder b(8);
  b.SetMemory(1, 2, 3, 4);  // outside a step: ignored
  b.LogScalar(256, 9.0);
  b.StepBegin(0);
  b.SetMemory(10, 20, -1, 40);
  b.LogScalar(256, 1.5);
  b.LogScalar(257, 2.5);
  b.LogScalar(256, 0.5);  // same name: last value wins
  b.AddPhaseNs(kFwd, 70, /*gpu=*/true);
  b.AddPhaseNs(kFwd, 30, /*gpu=*/true);
  b.AddPhaseNs(kOpt, 5, /*gpu=*/false);
  b.AddPhaseNs(kBwd, -5, /*gpu=*/false);  // negative: ignored
  b.StepEnd(100);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.mem_allocated, 10);
  EXPECT_EQ(r.mem_peak_allocated, 20);
  EXPECT_EQ(r.mem_reserved, kMissing);
  EXPECT_EQ(r.mem_peak_reserved, 40);
  ASSERT_EQ(r.scalar_count, 2);
  EXPECT_EQ(r.scalars[0].name_id, 256);
  EXPECT_DOUBLE_EQ(r.scalars[0].value, 0.5);
  EXPECT_EQ(r.scalars[1].name_id, 257);
  EXPECT_DOUBLE_EQ(r.scalars[1].value, 2.5);
  EXPECT_EQ(r.gpu_ns[kFwd], 100);
  EXPECT_EQ(r.cpu_ns[kFwd], kMissing);
  EXPECT_EQ(r.cpu_ns[kOpt], 5);
  EXPECT_EQ(r.cpu_ns[kBwd], kMissing);
}

TEST(StepBuilderTest, ScalarsBeyondCapacityAreDropped) {
  StepBuilder b(8);
  b.StepBegin(0);
  for (int i = 0; i < kMaxScalars + 3; ++i) b.LogScalar(256 + i, i);
  b.StepEnd(1);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.scalar_count, kMaxScalars);
  EXPECT_EQ(r.scalars[kMaxScalars - 1].name_id, 256 + kMaxScalars - 1);
}

TEST(StepBuilderTest, RssPeakIsTheMaxSinceStepBegin) {
  StepBuilder b(8);
  b.StepBegin(0);
  b.StepEnd(1);
  EXPECT_EQ(PopOne(b).rss_peak, kMissing);  // never sampled
  b.ObserveRss(500);
  b.ObserveRss(900);
  b.ObserveRss(700);
  b.StepBegin(10);  // resets to the latest sample, 700
  b.StepEnd(11);
  EXPECT_EQ(PopOne(b).rss_peak, 700);
  b.StepBegin(20);
  b.ObserveRss(800);
  b.ObserveRss(750);
  b.StepEnd(21);
  EXPECT_EQ(PopOne(b).rss_peak, 800);
}

TEST(StepBuilderTest, ResetClearsEverything) {
  StepBuilder b(4);
  b.StepBegin(0);
  b.StepEnd(1);
  b.Reset();
  StepRecord r;
  EXPECT_FALSE(b.PopRecord(&r));
  EXPECT_EQ(b.CurrentStep(), 0u);
  EXPECT_EQ(b.steps_recorded(), 0u);
}

}  // namespace
}  // namespace steplens::recorder

namespace steplens::recorder {
namespace {

TEST(StepBuilderSyncTest, KeepsFirstAndLastBucketAndCountsThem) {
  StepBuilder b(8);
  b.SyncArrival(500);  // outside a step: ignored
  b.StepBegin(1000);
  b.SyncArrival(1200);
  b.SyncArrival(1500);
  b.SyncArrival(1400);  // out of order (another thread): last stays the max
  b.StepEnd(2000);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.sync_first_ns, 1200);
  EXPECT_EQ(r.sync_last_ns, 1500);
  EXPECT_EQ(r.sync_buckets, 3u);
}

TEST(StepBuilderSyncTest, StepWithoutBucketsIsMissingAndStepsDoNotLeak) {
  StepBuilder b(8);
  b.StepBegin(1000);
  b.SyncArrival(1100);
  b.StepEnd(2000);
  b.SyncArrival(2500);  // between steps: ignored
  b.StepBegin(3000);    // no hook fired in this step (e.g. no_sync())
  b.StepEnd(4000);
  EXPECT_EQ(PopOne(b).sync_buckets, 1u);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.sync_first_ns, kMissing);
  EXPECT_EQ(r.sync_last_ns, kMissing);
  EXPECT_EQ(r.sync_buckets, 0u);
}

// DDP's gradient sync split at the end of backward: exposed = end - last
// bucket, overlapped = last - first; only for the backward that saw the
// last bucket, only once SetSyncPhases named the regions.
TEST(StepBuilderSyncTest, BackwardEndSplitsTheGradientSync) {
  constexpr int kExposed = 12, kOverlapped = 13;
  StepBuilder b(8);
  b.StepBegin(1000);  // before SetSyncPhases: nothing split
  b.PhaseBegin(kBwd, 1100);
  b.SyncArrival(1200);
  b.PhaseEnd(kBwd, 1300);
  b.StepEnd(1400);
  EXPECT_EQ(PopOne(b).cpu_ns[kExposed], kMissing);

  b.SetSyncPhases(kExposed, kOverlapped);
  b.StepBegin(2000);
  b.PhaseBegin(kBwd, 2100);  // a micro-batch under no_sync(): no bucket
  b.PhaseEnd(kBwd, 2200);
  b.PhaseBegin(kBwd, 2300);
  b.SyncArrival(2400);
  b.SyncArrival(2700);
  b.PhaseEnd(kBwd, 2950);  // the all-reduce done: blocked 250 after the last bucket
  b.StepEnd(3000);
  StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kBwd], 750);
  EXPECT_EQ(r.cpu_ns[kExposed], 250);
  EXPECT_EQ(r.cpu_ns[kOverlapped], 300);

  b.StepBegin(4000);  // no bucket in the step: missing, not zero
  b.PhaseBegin(kBwd, 4100);
  b.PhaseEnd(kBwd, 4200);
  b.StepEnd(4300);
  r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kExposed], kMissing);
  EXPECT_EQ(r.cpu_ns[kOverlapped], kMissing);

  b.SetSyncPhases(-1, kOverlapped);  // off
  b.StepBegin(5000);
  b.PhaseBegin(kBwd, 5100);
  b.SyncArrival(5200);
  b.PhaseEnd(kBwd, 5300);
  b.StepEnd(5400);
  EXPECT_EQ(PopOne(b).cpu_ns[kExposed], kMissing);
}

TEST(StepBuilderCollectiveTest, BlockedTimeGoesToCommAndToThePhaseItBeganIn) {
  StepBuilder b(8);
  constexpr int kComm = 8, kCommFwd = 9, kCommBwd = 10, kCommOpt = 11;
  b.CollectiveBegin(10, true);  // before SetCommPhases and outside a step: counted only
  b.CollectiveEnd(20);
  EXPECT_EQ(b.collective_seq(), 1u);
  b.SetCommPhases(kComm, kCommFwd, kCommBwd, kCommOpt);
  b.StepBegin(1000);
  b.PhaseBegin(kFwd, 1000);
  b.CollectiveBegin(1100, true);  // a blocking call in forward: 50 ns
  EXPECT_NE(b.heartbeat_flags() & kHeartbeatInCollective, 0);
  b.CollectiveBegin(1110, true);  // nested (a collective calling another): outermost counts
  b.CollectiveEnd(1140);
  b.CollectiveEnd(1150);
  EXPECT_EQ(b.heartbeat_flags() & kHeartbeatInCollective, 0);
  b.PhaseEnd(kFwd, 1200);
  b.PhaseBegin(kBwd, 1200);
  b.CollectiveIssued();            // async: counted, no time
  b.CollectiveBegin(1300, false);  // its wait, in backward: 200 ns
  b.CollectiveEnd(1500);
  b.PhaseEnd(kBwd, 1600);
  b.CollectiveBegin(1700, true);  // in the step, outside the phases: 100 ns, total only
  b.CollectiveEnd(1800);
  b.CollectiveEnd(1850);  // unpaired: ignored
  b.StepEnd(2000);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kComm], 50 + 200 + 100);
  EXPECT_EQ(r.cpu_ns[kCommFwd], 50);
  EXPECT_EQ(r.cpu_ns[kCommBwd], 200);
  EXPECT_EQ(r.cpu_ns[kCommOpt], kMissing);  // none began in the optimizer: not measured
  EXPECT_EQ(b.collective_seq(), 1u + 3u + 1u);
  // A step without collectives has no comm (missing, not 0); one that ends
  // after its step ended is dropped.
  b.StepBegin(3000);
  b.CollectiveBegin(3100, true);
  b.StepEnd(3200);
  b.CollectiveEnd(3300);
  const StepRecord r2 = PopOne(b);
  EXPECT_EQ(r2.cpu_ns[kComm], kMissing);
}

TEST(StepBuilderCollectiveTest, BlockedBetweenStepsIsTheNextStepsWaitBeforeIt) {
  StepBuilder b(8);
  constexpr int kComm = 8, kCommFwd = 9, kCommBwd = 10, kCommOpt = 11, kBefore = 12;
  b.SetCommPhases(kComm, kCommFwd, kCommBwd, kCommOpt, kBefore);
  b.StepBegin(1000);
  b.StepEnd(2000);
  // Between steps: the batches are fetched, then a collective (the HF
  // Trainer's token count) blocks 300 ns, then a nested pair counts once.
  b.PhaseBegin(kDl, 2100);
  b.PhaseEnd(kDl, 2200);
  b.CollectiveBegin(2200, true);
  b.CollectiveBegin(2250, true);
  b.CollectiveEnd(2300);
  b.CollectiveEnd(2500);
  b.CollectiveBegin(2600, false);  // a wait, 50 ns more
  b.CollectiveEnd(2650);
  b.StepBegin(3000);
  b.PhaseBegin(kFwd, 3000);
  b.CollectiveBegin(3100, true);  // in forward: 40 ns
  b.CollectiveEnd(3140);
  b.PhaseEnd(kFwd, 3200);
  b.StepEnd(4000);
  EXPECT_EQ(PopOne(b).cpu_ns[kComm], kMissing);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kDl], 100);
  EXPECT_EQ(r.cpu_ns[kBefore], 350);
  EXPECT_EQ(r.cpu_ns[kCommFwd], 40);
  EXPECT_EQ(r.cpu_ns[kComm], 350 + 40);
  // Nothing blocked between these steps: before-step comm is missing, and
  // one that began in a step and outlived it is not carried over.
  b.StepBegin(5000);
  b.CollectiveBegin(5100, true);
  b.StepEnd(5200);
  b.CollectiveEnd(5300);
  b.StepBegin(6000);
  b.StepEnd(7000);
  EXPECT_EQ(PopOne(b).cpu_ns[kComm], kMissing);
  const StepRecord r3 = PopOne(b);
  EXPECT_EQ(r3.cpu_ns[kBefore], kMissing);
  EXPECT_EQ(r3.cpu_ns[kComm], kMissing);
}

TEST(StepBuilderCollectiveTest, WithoutABeforeStepIdTheTimeBetweenStepsIsDropped) {
  StepBuilder b(8);
  b.SetCommPhases(8, 9, 10, 11);  // the four-name layout (device_timer_test)
  b.StepBegin(1000);
  b.StepEnd(2000);
  b.CollectiveBegin(2100, true);
  b.CollectiveEnd(2200);
  b.StepBegin(3000);
  b.StepEnd(4000);
  PopOne(b);
  EXPECT_EQ(PopOne(b).cpu_ns[8], kMissing);
}

TEST(StepBuilderCollectiveTest, EachKindGetsItsBlockedTimeAndAWaitTheKindOfItsCall) {
  StepBuilder b(8);
  constexpr int kComm = 8, kBefore = 12, kReduce = 13, kGather = 14, kP2P = 15;
  const int all_reduce = static_cast<int>(CommKind::kAllReduce);
  const int all_gather = static_cast<int>(CommKind::kAllGather);
  const int p2p = static_cast<int>(CommKind::kP2P);
  // Before the first step (setup): nothing marked.
  EXPECT_TRUE(b.CollectiveBegin(5, true, static_cast<int>(CommKind::kBarrier)));
  b.CollectiveEnd(6);
  EXPECT_EQ(b.CommNamesUsed(), 0u);
  b.StepBegin(7);
  b.StepEnd(8);
  PopOne(b);
  // Before the names are interned a call asks for them and marks its kind.
  EXPECT_TRUE(b.CollectiveBegin(10, true, all_reduce));
  b.CollectiveEnd(20);
  EXPECT_EQ(b.CommNamesUsed(), 1u << all_reduce);
  b.SetCommPhases(kComm, 9, 10, 11, kBefore);
  EXPECT_TRUE(b.CollectiveBegin(30, true, all_reduce));  // its kind has no id yet
  b.CollectiveEnd(40);
  b.SetCommKindPhase(all_reduce, kReduce);
  b.SetCommKindPhase(all_gather, kGather);
  b.SetCommKindPhase(p2p, kP2P);
  EXPECT_FALSE(b.CollectiveBegin(50, true, all_reduce));  // all there: no more asking
  b.CollectiveEnd(60);
  // Between steps: an all_gather of 100 ns is the next step's, by kind too.
  b.StepBegin(1000);
  b.StepEnd(1100);
  b.CollectiveBegin(1200, true, all_gather);
  b.CollectiveEnd(1300);
  b.StepBegin(2000);
  b.CollectiveBegin(2100, true, all_reduce);  // blocking: 50
  b.CollectiveBegin(2110, false, -1);         // torch's own wait inside it: nested
  b.CollectiveEnd(2120);
  b.CollectiveEnd(2150);
  b.CollectiveIssued();
  b.CollectiveIssuedAsync(2200, 0xabc0, all_gather);  // async all_gather
  b.CollectiveWaitBegin(2300, 0xabc0);                // its wait: 30, all_gather
  b.CollectiveEnd(2330);
  b.CollectiveWaitBegin(2400, 0xdef0);  // a wait on work never issued here (irecv): p2p, 20
  b.CollectiveEnd(2420);
  b.StepEnd(3000);
  PopOne(b);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kComm], 100 + 50 + 30 + 20);
  EXPECT_EQ(r.cpu_ns[kBefore], 100);
  EXPECT_EQ(r.cpu_ns[kReduce], 50);
  EXPECT_EQ(r.cpu_ns[kGather], 100 + 30);
  EXPECT_EQ(r.cpu_ns[kP2P], 20);
  // A kind not used is not measured (missing, not 0) and was never asked for.
  b.StepBegin(4000);
  b.CollectiveBegin(4100, true, all_reduce);
  b.CollectiveEnd(4200);
  b.StepEnd(5000);
  const StepRecord r2 = PopOne(b);
  EXPECT_EQ(r2.cpu_ns[kReduce], 100);
  EXPECT_EQ(r2.cpu_ns[kGather], kMissing);
  EXPECT_EQ(b.CommNamesUsed() & (1u << static_cast<int>(CommKind::kBarrier)), 0u);
  // An entry of an earlier step does not give its kind to a later wait.
  b.CollectiveIssuedAsync(5500, 0x1230, all_reduce);
  b.StepBegin(6000);
  b.StepEnd(6500);
  b.StepBegin(7000);
  b.CollectiveWaitBegin(7100, 0x1230);
  b.CollectiveEnd(7110);
  b.StepEnd(8000);
  PopOne(b);
  const StepRecord r3 = PopOne(b);
  EXPECT_EQ(r3.cpu_ns[kP2P], 10);
  EXPECT_EQ(r3.cpu_ns[kReduce], kMissing);
}

// The GPU validation (H200, NCCL): `comm: all_reduce` had 30 rank-steps on
// the host but 29 on the device. Python names a kind while its first call
// runs (the call's begin asked for it): the device pair opened without the
// kind's id, the host sum read the id at the end. Both now use the id the
// call began with, so that call counts for the kind on neither clock.
TEST(StepBuilderCollectiveTest, AKindNamedDuringItsCallCountsFromTheNextCallOnBothClocks) {
  StepBuilder b(8);
  constexpr int kComm = 8, kReduce = 13;
  const int all_reduce = static_cast<int>(CommKind::kAllReduce);
  b.SetCommPhases(kComm, 9, 10, 11, 12);
  b.StepBegin(0);
  b.StepEnd(10);
  PopOne(b);
  b.StepBegin(100);
  EXPECT_TRUE(b.CollectiveBegin(200, true, all_reduce));  // asks for its kind's name
  b.SetCommKindPhase(all_reduce, kReduce);                // Python interns it meanwhile
  b.CollectiveEnd(250);
  b.CollectiveBegin(300, true, all_reduce);
  b.CollectiveEnd(320);
  b.StepEnd(1000);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kComm], 50 + 20);
  EXPECT_EQ(r.cpu_ns[kReduce], 20);  // the second call only
}

TEST(StepBuilderCollectiveTest, AsyncCallsOverlapFromIssueToWaitWhileNotBlocked) {
  StepBuilder b(8);
  constexpr int kComm = 8, kOverlap = 16;
  const int all_reduce = static_cast<int>(CommKind::kAllReduce);
  b.SetCommPhases(kComm, 9, 10, 11, 12);
  for (int k = 0; k < kCommKindCount; ++k) b.SetCommKindPhase(k, -1);
  b.StepBegin(1);
  EXPECT_TRUE(b.CollectiveIssuedAsync(3, 0x10, all_reduce));  // asks for the overlap name
  EXPECT_NE(b.CommNamesUsed() & (1u << StepBuilder::kCommOverlapBit), 0u);
  b.StepEnd(4);
  PopOne(b);
  b.SetCommOverlapPhase(kOverlap);
  b.StepBegin(1000);
  // Two async calls in flight [1100, 1400] and [1200, 1600]; a blocking
  // call [1300, 1350] in between is not overlap: 1100..1300 + 1350..1600.
  b.CollectiveIssuedAsync(1100, 0xa0, all_reduce);
  b.CollectiveIssuedAsync(1200, 0xb0, all_reduce);
  b.CollectiveBegin(1300, true, all_reduce);
  b.CollectiveEnd(1350);
  b.CollectiveWaitBegin(1400, 0xa0);  // blocked 1400..1450: not overlap
  b.CollectiveEnd(1450);
  b.CollectiveWaitBegin(1600, 0xb0);
  b.CollectiveEnd(1700);
  // One never waited in the step: overlap to the step's end.
  b.CollectiveIssuedAsync(1800, 0xc0, all_reduce);
  b.StepEnd(1900);
  const StepRecord r = PopOne(b);
  EXPECT_EQ(r.cpu_ns[kOverlap], 200 + 50 + 150 + 100);
  EXPECT_EQ(r.cpu_ns[kComm], 50 + 50 + 100);
  // Its wait in the next step counts no overlap there; a step without
  // async calls has none (missing).
  b.StepBegin(2000);
  b.CollectiveWaitBegin(2100, 0xc0);
  b.CollectiveEnd(2200);
  b.StepEnd(2300);
  EXPECT_EQ(PopOne(b).cpu_ns[kOverlap], kMissing);
  // With a device attached the host's overlap says nothing: off.
}

}  // namespace
}  // namespace steplens::recorder
