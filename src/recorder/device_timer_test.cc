#include "recorder/device_timer.h"

#include <gtest/gtest.h>

#include "base/clock.h"
#include "device/device.h"
#include "recorder/step_builder.h"

namespace steplens::recorder {
namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kSanity = 2000 * kMs;
constexpr int kFwd = static_cast<int>(Phase::kForward);
constexpr int kBwd = static_cast<int>(Phase::kBackward);
constexpr int kOpt = static_cast<int>(Phase::kOptimizer);

class DeviceTimerTest : public ::testing::Test {
 protected:
  DeviceTimerTest()
      : sim_(device::OpenSimulated(DeviceTimer::kEventCount)), timer_(sim_.get()), builder_(256) {
    builder_.AttachDevice(&timer_);
  }
  // One step: forward (host t..t+1 ms, device fwd), backward with a sync
  // arrival after the device work, optimizer; host times are synthetic.
  void Step(int64_t fwd, int64_t bwd, int64_t opt, int64_t t) {
    builder_.StepBegin(t);
    builder_.PhaseBegin(kFwd, t + 1);
    sim_->SimKernel(0, fwd);
    builder_.PhaseEnd(kFwd, t + 2);
    builder_.PhaseBegin(kBwd, t + 3);
    sim_->SimKernel(0, bwd);
    builder_.SyncArrival(t + 4);
    builder_.PhaseEnd(kBwd, t + 5);
    builder_.PhaseBegin(kOpt, t + 6);
    sim_->SimKernel(0, opt);
    builder_.PhaseEnd(kOpt, t + 7);
    builder_.StepEnd(t + 8);
  }
  DeviceTimer::Resolution Pop(StepRecord* r, bool give_up = false) {
    if (!builder_.PopRecord(r)) ADD_FAILURE() << "no record";
    return timer_.Resolve(r, give_up);
  }

  std::unique_ptr<device::SimDevice> sim_;
  DeviceTimer timer_;
  StepBuilder builder_;
};

TEST_F(DeviceTimerTest, DeviceTimesArePendingUntilTheDevicePassesTheStep) {
  sim_->BindThread();
  const int64_t t0 = base::MonotonicNs();
  Step(10 * kMs, 40 * kMs, 5 * kMs, 1000);
  StepRecord r;
  ASSERT_TRUE(builder_.PopRecord(&r));
  EXPECT_EQ(timer_.Resolve(&r, false), DeviceTimer::Resolution::kPending);
  sim_->SimSynchronize(0);
  ASSERT_EQ(timer_.Resolve(&r, false), DeviceTimer::Resolution::kDone);
  // Host durations stay; device durations are the kernels'.
  EXPECT_EQ(r.cpu_ns[kBwd], 2);
  // Lower bounds are exact (a kernel lasts at least its duration); upper
  // bounds only catch gross misattribution (a loaded host oversleeps).
  EXPECT_GE(r.gpu_ns[kFwd], 10 * kMs);
  EXPECT_LT(r.gpu_ns[kFwd], kSanity);
  EXPECT_GE(r.gpu_ns[kBwd], 40 * kMs);
  EXPECT_LT(r.gpu_ns[kBwd], kSanity);
  EXPECT_GE(r.gpu_ns[kOpt], 5 * kMs);
  EXPECT_EQ(r.gpu_ns[static_cast<int>(Phase::kDataloader)], kMissing);
  // The arrival: when the bucket was ready on the device (after forward and
  // backward's kernels), on the host clock; not when the host hook ran.
  EXPECT_TRUE(r.sync_on_device);
  EXPECT_GE(r.sync_last_ns - t0, 50 * kMs);
  EXPECT_LT(r.sync_last_ns - t0, kSanity);
  EXPECT_LE(r.sync_first_ns, r.sync_last_ns);
  EXPECT_EQ(r.sync_buckets, 1u);
  EXPECT_EQ(timer_.Stats().steps_timed, 1u);
  EXPECT_EQ(sim_->foreign_thread_calls(), 0u);
}

TEST_F(DeviceTimerTest, TheDeviceMayRunStepsBehindAndEveryStepStillResolves) {
  for (int i = 0; i < 5; ++i) Step(2 * kMs, 3 * kMs, 1 * kMs, 1000 * (i + 1));
  sim_->SimSynchronize(0);
  for (uint64_t i = 0; i < 5; ++i) {
    StepRecord r;
    ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
    EXPECT_EQ(r.step, i);
    EXPECT_GE(r.gpu_ns[kBwd], 3 * kMs);
  }
}

TEST_F(DeviceTimerTest, ReportLagHoldsAStepUntilLaterStepsEnded) {
  timer_.SetReportLagForTesting(2);
  Step(0, 0, 0, 1000);
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_TRUE(builder_.PopRecord(&r));
  EXPECT_EQ(timer_.Resolve(&r, false), DeviceTimer::Resolution::kPending);
  Step(0, 0, 0, 2000);
  EXPECT_EQ(timer_.Resolve(&r, false), DeviceTimer::Resolution::kPending);
  Step(0, 0, 0, 3000);
  sim_->SimSynchronize(0);
  EXPECT_EQ(timer_.Resolve(&r, false), DeviceTimer::Resolution::kDone);
}

TEST_F(DeviceTimerTest, AStepWhoseSlotIsBusyIsNotTimedAndSaysSo) {
  // kSlots steps unresolved: the next one cannot be timed.
  for (uint32_t i = 0; i <= DeviceTimer::kSlots; ++i) Step(0, 0, 0, 1000 * (i + 1));
  EXPECT_EQ(timer_.Stats().steps_skipped, 1u);
  sim_->SimSynchronize(0);
  for (uint32_t i = 0; i < DeviceTimer::kSlots; ++i) {
    StepRecord r;
    EXPECT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  }
  StepRecord r;
  EXPECT_EQ(Pop(&r), DeviceTimer::Resolution::kNone);  // sent with host times only
  EXPECT_EQ(r.gpu_ns[kBwd], kMissing);
  EXPECT_FALSE(r.sync_on_device);
}

TEST_F(DeviceTimerTest, GivingUpClearsTheArrivalSoHostAndDeviceNeverMix) {
  Step(0, 200 * kMs, 0, 1000);
  StepRecord r;
  ASSERT_EQ(Pop(&r, /*give_up=*/true), DeviceTimer::Resolution::kLost);
  EXPECT_EQ(r.sync_last_ns, kMissing);
  EXPECT_EQ(r.gpu_ns[kBwd], kMissing);
  EXPECT_EQ(timer_.Stats().steps_lost, 1u);
}

TEST_F(DeviceTimerTest, PairsSumAndAPhaseOpenAtStepEndIsNotCounted) {
  builder_.StepBegin(0);
  for (int i = 0; i < 3; ++i) {  // three micro-batches
    builder_.PhaseBegin(kFwd, 1);
    sim_->SimKernel(0, 4 * kMs);
    builder_.PhaseEnd(kFwd, 2);
  }
  builder_.PhaseBegin(kBwd, 3);
  sim_->SimKernel(0, 1 * kMs);
  builder_.StepEnd(9);  // backward never ended
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  EXPECT_GE(r.gpu_ns[kFwd], 12 * kMs);
  EXPECT_LT(r.gpu_ns[kFwd], kSanity);
  EXPECT_EQ(r.gpu_ns[kBwd], kMissing);
  EXPECT_EQ(r.cpu_ns[kBwd], kMissing);
}

TEST_F(DeviceTimerTest, APhaseBeyondThePairLimitGetsNoPartialSum) {
  builder_.StepBegin(0);
  for (uint32_t i = 0; i < DeviceTimer::kPairs + 2; ++i) {
    builder_.PhaseBegin(kFwd, 1);
    builder_.PhaseEnd(kFwd, 2);
  }
  builder_.PhaseBegin(kOpt, 3);  // beyond the limit too
  builder_.PhaseEnd(kOpt, 4);
  builder_.StepEnd(9);
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  EXPECT_EQ(r.gpu_ns[kFwd], kMissing);
  EXPECT_EQ(r.gpu_ns[kOpt], kMissing);
  EXPECT_EQ(timer_.Stats().pairs_dropped, 3u);
}

TEST_F(DeviceTimerTest, UserRegionsOnlyWhenMarkedAndDeviceScalarsAreReadLate) {
  float buffer[DeviceTimer::kSlots * kMaxScalars] = {};
  timer_.SetScalarBuffer(buffer);
  constexpr int kRegion = kFirstUserPhase;
  constexpr int kGpuRegion = kFirstUserPhase + 1;
  timer_.SetPhaseTimed(kGpuRegion, true);
  builder_.StepBegin(0);
  builder_.PhaseBegin(kRegion, 1);
  builder_.PhaseEnd(kRegion, 2);
  builder_.PhaseBegin(kGpuRegion, 3);
  sim_->SimKernel(0, 2 * kMs);
  builder_.PhaseEnd(kGpuRegion, 4);
  const int slot = timer_.ScalarSlot(300);
  ASSERT_GE(slot, 0);
  EXPECT_EQ(timer_.ScalarSlot(300), slot);  // the same name again: the same place
  builder_.StepEnd(9);
  buffer[slot] = 2.5f;  // what the device copy wrote
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  EXPECT_EQ(r.gpu_ns[kRegion], kMissing);
  EXPECT_GE(r.gpu_ns[kGpuRegion], 2 * kMs);
  ASSERT_EQ(r.scalar_count, 1);
  EXPECT_EQ(r.scalars[0].name_id, 300);
  EXPECT_DOUBLE_EQ(r.scalars[0].value, 2.5);
}

TEST_F(DeviceTimerTest, CollectivesAreTimedIntoTheCommPhases) {
  constexpr int kComm = kFirstUserPhase + 2;
  constexpr int kCommBwd = kFirstUserPhase + 3;
  builder_.SetCommPhases(kComm, -1, kCommBwd, -1);
  builder_.StepBegin(0);
  builder_.PhaseBegin(kBwd, 1);
  builder_.CollectiveBegin(2, true);
  sim_->SimKernel(0, 6 * kMs);
  builder_.CollectiveEnd(3);
  builder_.PhaseEnd(kBwd, 4);
  builder_.StepEnd(9);
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  EXPECT_GE(r.gpu_ns[kComm], 6 * kMs);
  EXPECT_EQ(r.gpu_ns[kComm], r.gpu_ns[kCommBwd]);
  EXPECT_EQ(r.cpu_ns[kComm], 1);
}

// DDP's sync split on the device: compute after the first bucket is
// overlapped, the all-reduce the stream waits for after the last bucket
// (before backward returns) is exposed. The host split stands down.
TEST_F(DeviceTimerTest, TheGradientSyncIsSplitOnTheDevice) {
  constexpr int kExposed = kFirstUserPhase + 4;
  constexpr int kOverlapped = kFirstUserPhase + 5;
  builder_.SetSyncPhases(kExposed, kOverlapped);
  timer_.SetSyncPhases(kExposed, kOverlapped);
  sim_->BindThread();
  builder_.StepBegin(0);
  builder_.PhaseBegin(kFwd, 1);
  sim_->SimKernel(0, 5 * kMs);
  builder_.PhaseEnd(kFwd, 2);
  builder_.PhaseBegin(kBwd, 3);
  sim_->SimKernel(0, 4 * kMs);  // before the first bucket: neither part
  builder_.SyncArrival(4);
  sim_->SimKernel(0, 20 * kMs);  // the rest of backward, overlapping the first bucket's sync
  builder_.SyncArrival(5);
  sim_->SimKernel(0, 30 * kMs);  // the stream waits for the last all-reduce
  builder_.PhaseEnd(kBwd, 6);
  builder_.StepEnd(9);
  sim_->SimSynchronize(0);
  StepRecord r;
  ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
  EXPECT_GE(r.gpu_ns[kOverlapped], 20 * kMs);
  EXPECT_LT(r.gpu_ns[kOverlapped], 30 * kMs);
  EXPECT_GE(r.gpu_ns[kExposed], 30 * kMs);
  EXPECT_LT(r.gpu_ns[kExposed], kSanity);
  EXPECT_LE(r.gpu_ns[kExposed] + r.gpu_ns[kOverlapped], r.gpu_ns[kBwd]);
  // Host times: nothing (the host's backward end says nothing of the device).
  EXPECT_EQ(r.cpu_ns[kExposed], kMissing);
  EXPECT_EQ(r.cpu_ns[kOverlapped], kMissing);
  EXPECT_EQ(sim_->foreign_thread_calls(), 0u);
}

// Gradient accumulation: the bucket belongs to the second backward of the
// step; the first one gets no split, the second one does. Without the
// regions named, no split at all.
TEST_F(DeviceTimerTest, TheSyncSplitTakesTheBackwardThatHeldTheLastBucket) {
  constexpr int kExposed = kFirstUserPhase + 4;
  constexpr int kOverlapped = kFirstUserPhase + 5;
  sim_->BindThread();
  for (bool named : {false, true}) {
    timer_.SetSyncPhases(named ? kExposed : -1, kOverlapped);
    builder_.StepBegin(named ? 100 : 0);
    builder_.PhaseBegin(kBwd, 1);
    sim_->SimKernel(0, 15 * kMs);  // accumulation: no sync
    builder_.PhaseEnd(kBwd, 2);
    builder_.PhaseBegin(kBwd, 3);
    sim_->SimKernel(0, 2 * kMs);
    builder_.SyncArrival(4);
    sim_->SimKernel(0, 3 * kMs);
    builder_.PhaseEnd(kBwd, 5);
    builder_.StepEnd(9);
    sim_->SimSynchronize(0);
    StepRecord r;
    ASSERT_EQ(Pop(&r), DeviceTimer::Resolution::kDone);
    if (!named) {
      EXPECT_EQ(r.gpu_ns[kExposed], kMissing);
      EXPECT_EQ(r.gpu_ns[kOverlapped], kMissing);
      continue;
    }
    EXPECT_GE(r.gpu_ns[kExposed], 3 * kMs);
    EXPECT_LT(r.gpu_ns[kExposed], 15 * kMs);  // not the first backward's
    // One bucket: first = last, nothing overlapped (two events recorded
    // back to back on the simulated stream pass microseconds apart).
    EXPECT_GE(r.gpu_ns[kOverlapped], 0);
    EXPECT_LT(r.gpu_ns[kOverlapped], kMs);
  }
}

}  // namespace
}  // namespace steplens::recorder
