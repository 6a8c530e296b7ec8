#include "recorder/layer_timer.h"

#include <gtest/gtest.h>

#include <memory>

#include "device/device.h"

namespace steplens::recorder {
namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kSanity = 2000 * kMs;
using M = LayerTimer::Mark;

class LayerTimerTest : public ::testing::Test {
 protected:
  LayerTimerTest()
      : sim_(device::OpenSimulated(kFirst + LayerTimer::kEventCount)), timer_(sim_.get(), kFirst) {
    sim_->BindThread();
  }
  // One deep step: module 0 (the model) around module 3 (a layer), whose
  // forward queues `fwd` and backward `bwd` on the device.
  void Step(uint64_t step, int64_t fwd, int64_t bwd) {
    timer_.MarkLayer(step, 0, 0, M::kForwardBegin);
    timer_.MarkLayer(step, 0, 3, M::kForwardBegin);
    sim_->SimKernel(0, fwd);
    timer_.MarkLayer(step, 0, 3, M::kForwardEnd);
    timer_.MarkLayer(step, 0, 0, M::kForwardEnd);
    timer_.MarkLayer(step, 0, 3, M::kBackwardBegin);
    sim_->SimKernel(0, bwd);
    timer_.MarkLayer(step, 0, 3, M::kBackwardEnd);
    timer_.Close(step);
  }
  static constexpr uint32_t kFirst = 100;  // the step timer's events come first
  std::unique_ptr<device::SimDevice> sim_;
  LayerTimer timer_;
};

TEST_F(LayerTimerTest, ModuleTimesAreTheDevicesOnceItPassedThem) {
  Step(0, 20 * kMs, 30 * kMs);
  LayerEntry e[2] = {{0, 5, kMissing, 64}, {3, 7, 9, 128}};  // host times: 5, 7, 9 ns
  EXPECT_EQ(timer_.Resolve(0, e, 2, false), LayerTimer::Resolution::kPending);
  sim_->SimSynchronize(0);
  ASSERT_EQ(timer_.Resolve(0, e, 2, false), LayerTimer::Resolution::kDone);
  // The layer: its kernels' time (the host returned at once).
  EXPECT_GE(e[1].forward_ns, 20 * kMs);
  EXPECT_LT(e[1].forward_ns, kSanity);
  EXPECT_GE(e[1].backward_ns, 30 * kMs);
  EXPECT_LT(e[1].backward_ns, kSanity);
  // The model around it: at least the layer's forward; no backward marked.
  EXPECT_GE(e[0].forward_ns, e[1].forward_ns);
  EXPECT_EQ(e[0].backward_ns, kMissing);
  EXPECT_EQ(e[1].activation_bytes, 128);  // untouched
  EXPECT_EQ(timer_.Stats().steps_timed, 1u);
  EXPECT_EQ(sim_->foreign_thread_calls(), 0u);
}

TEST_F(LayerTimerTest, AModuleCalledTwiceGetsNoDeviceTimeForThatKind) {
  timer_.MarkLayer(0, 0, 2, M::kForwardBegin);
  sim_->SimKernel(0, 3 * kMs);
  timer_.MarkLayer(0, 0, 2, M::kForwardEnd);
  timer_.MarkLayer(0, 0, 2, M::kForwardBegin);  // called again (weight sharing)
  sim_->SimKernel(0, 3 * kMs);
  timer_.MarkLayer(0, 0, 2, M::kForwardEnd);
  timer_.MarkLayer(0, 0, 2, M::kBackwardBegin);
  sim_->SimKernel(0, 1 * kMs);
  timer_.MarkLayer(0, 0, 2, M::kBackwardEnd);
  timer_.Close(0);
  sim_->SimSynchronize(0);
  LayerEntry e[1] = {{2, 11, 12, kMissing}};
  ASSERT_EQ(timer_.Resolve(0, e, 1, false), LayerTimer::Resolution::kDone);
  EXPECT_EQ(e[0].forward_ns, kMissing);  // never a partial or host figure
  EXPECT_GE(e[0].backward_ns, 1 * kMs);
}

// The device kSteps deep steps behind: the next one is not timed (its host
// times become missing, not mixed in), and a slot whose entries never came
// (the layer ring dropped them) is freed by a later Resolve.
TEST_F(LayerTimerTest, BusySlotsSkipAndOrphansAreFreed) {
  for (uint64_t step = 0; step < LayerTimer::kSteps; ++step) Step(step, kMs, kMs);
  Step(LayerTimer::kSteps, kMs, kMs);  // slot 0 still holds step 0
  EXPECT_EQ(timer_.Stats().steps_skipped, 1u);
  sim_->SimSynchronize(0);
  LayerEntry skipped[1] = {{3, 7, 9, kMissing}};
  ASSERT_EQ(timer_.Resolve(LayerTimer::kSteps, skipped, 1, false), LayerTimer::Resolution::kDone);
  EXPECT_EQ(skipped[0].forward_ns, kMissing);
  EXPECT_EQ(skipped[0].backward_ns, kMissing);
  // Steps 0..kSteps-1 were never resolved (their blocks "dropped"): freed, lost.
  EXPECT_EQ(timer_.Stats().steps_lost, LayerTimer::kSteps);
  Step(LayerTimer::kSteps + 1, 2 * kMs, kMs);
  sim_->SimSynchronize(0);
  LayerEntry e[1] = {{3, 7, 9, kMissing}};
  ASSERT_EQ(timer_.Resolve(LayerTimer::kSteps + 1, e, 1, false), LayerTimer::Resolution::kDone);
  EXPECT_GE(e[0].forward_ns, 2 * kMs);
}

TEST_F(LayerTimerTest, GivingUpLeavesTheTimesMissing) {
  Step(0, 200 * kMs, kMs);
  LayerEntry e[1] = {{3, 7, 9, kMissing}};
  ASSERT_EQ(timer_.Resolve(0, e, 1, true), LayerTimer::Resolution::kDone);
  EXPECT_EQ(e[0].forward_ns, kMissing);
  EXPECT_EQ(timer_.Stats().steps_lost, 1u);
  sim_->SimSynchronize(0);
}

// A large model fills the event ring before the step slots run out: the
// marks that find it full are dropped (counted; those modules get no device
// time), and resolving steps gives the events back.
TEST_F(LayerTimerTest, AFullEventRingDropsMarksUntilStepsAreResolved) {
  constexpr uint64_t kFull = LayerTimer::kEventCount / (kMaxLayers * 4);  // steps that fill it
  auto every_module = [&](uint64_t step) {
    for (int layer = 0; layer < kMaxLayers; ++layer) {
      for (M m : {M::kForwardBegin, M::kForwardEnd, M::kBackwardBegin, M::kBackwardEnd}) {
        timer_.MarkLayer(step, 0, layer, m);
      }
    }
    timer_.Close(step);
  };
  for (uint64_t step = 0; step < kFull; ++step) every_module(step);
  EXPECT_EQ(timer_.Stats().marks_dropped, 0u);
  every_module(kFull);
  EXPECT_EQ(timer_.Stats().marks_dropped, static_cast<uint64_t>(kMaxLayers) * 4);
  sim_->SimSynchronize(0);
  LayerEntry e[1] = {{5, 7, 9, kMissing}};
  for (uint64_t step = 0; step <= kFull; ++step) {
    ASSERT_EQ(timer_.Resolve(step, e, 1, false), LayerTimer::Resolution::kDone);
    if (step < kFull) EXPECT_NE(e[0].forward_ns, kMissing) << step;
  }
  EXPECT_EQ(e[0].forward_ns, kMissing);  // the step whose marks were dropped
  every_module(kFull + 1);               // the ring is free again
  sim_->SimSynchronize(0);
  ASSERT_EQ(timer_.Resolve(kFull + 1, e, 1, false), LayerTimer::Resolution::kDone);
  EXPECT_NE(e[0].forward_ns, kMissing);
  EXPECT_EQ(timer_.Stats().marks_dropped, static_cast<uint64_t>(kMaxLayers) * 4);
}

}  // namespace
}  // namespace steplens::recorder
