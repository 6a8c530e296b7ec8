#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

#include "base/clock.h"
#include "device/device.h"
#include "steplens/record.h"

namespace steplens::device {
namespace {

constexpr int64_t kMs = 1'000'000;

TEST(SimDevice, HostReturnsBeforeTheWorkIsDone) {
  auto d = OpenSimulated(4);
  ASSERT_TRUE(d->BindThread());
  const int64_t t0 = base::MonotonicNs();
  ASSERT_TRUE(d->Record(0, 0));
  d->SimKernel(0, 300 * kMs);
  ASSERT_TRUE(d->Record(1, 0));
  EXPECT_LT(base::MonotonicNs() - t0, 150 * kMs);  // queued, not run
  EXPECT_EQ(d->Query(1), 0);
  d->SimSynchronize(0);
  EXPECT_EQ(d->Query(0), 1);
  EXPECT_EQ(d->Query(1), 1);
  const int64_t ns = d->ElapsedNs(0, 1);
  EXPECT_GE(ns, 300 * kMs);
  EXPECT_LT(ns, 3000 * kMs);  // gross errors only: a loaded host oversleeps
  EXPECT_EQ(d->foreign_thread_calls(), 0u);
}

TEST(SimDevice, ARecordedAgainEventMovesAndANeverRecordedOneIsAnError) {
  auto d = OpenSimulated(4);
  d->BindThread();
  EXPECT_EQ(d->Query(2), -1);
  d->Record(0, 0);
  d->Record(1, 0);
  d->SimKernel(0, 20 * kMs);
  d->Record(1, 0);  // later point: not passed until the kernel is done
  EXPECT_EQ(d->Query(1), 0);
  d->SimSynchronize(0);
  EXPECT_GE(d->ElapsedNs(0, 1), 20 * kMs);
  EXPECT_EQ(d->Query(7), -1);  // out of range
  EXPECT_EQ(d->ElapsedNs(0, 9), kMissing);
}

TEST(SimDevice, CountsQueriesFromAnotherThread) {
  auto d = OpenSimulated(2);
  d->BindThread();
  d->Record(0, 0);
  std::thread([&] { d->Query(0); }).join();
  EXPECT_EQ(d->foreign_thread_calls(), 1u);
}

TEST(SimDevice, MarkLetsTheDeviceRunBehind) {
  auto d = OpenSimulated(2);
  d->SimKernel(0, 20 * kMs);
  const uint64_t m = d->SimMark(0);
  d->SimKernel(0, 3000 * kMs);
  const int64_t t0 = base::MonotonicNs();
  d->SimWait(m);  // waits for the first kernel only
  EXPECT_LT(base::MonotonicNs() - t0, 1500 * kMs);
}

TEST(SimDevice, ACollectiveWaitsForEveryRanksDeviceNotTheHost) {
  char tmpl[] = "/tmp/steplens-sim-XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  auto fast = OpenSimulated(2);
  auto slow = OpenSimulated(2);
  fast->BindThread();
  const int64_t t0 = base::MonotonicNs();
  fast->SimCollective(0, tmpl, 0, 2);
  fast->Record(0, 0);
  slow->SimKernel(0, 500 * kMs);
  slow->SimCollective(0, tmpl, 1, 2);
  EXPECT_LT(base::MonotonicNs() - t0, 250 * kMs);  // neither host waited
  fast->SimSynchronize(0);
  EXPECT_GE(fast->HostTimeNs(0) - t0, 500 * kMs);  // the fast device waited for the slow one
  slow->SimSynchronize(0);
  std::filesystem::remove_all(tmpl);
}

TEST(CudaDevice, WithoutADriverItSaysWhy) {
  std::string error;
  auto d = OpenCuda(4, &error);
  if (d != nullptr) GTEST_SKIP() << "a CUDA context is current here";
  EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace steplens::device
