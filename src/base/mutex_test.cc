#include "base/mutex.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace steplens::base {
namespace {

TEST(CondVarTest, WaitReturnsWithTheMutexHeldOnceNotified) {
  Mutex mu;
  CondVar cv;
  bool ready = false;
  int seen = 0;
  std::thread waiter([&] {
    MutexLock lock(mu);
    while (!ready) cv.Wait(mu);
    seen = 1;  // under the mutex again
  });
  {
    MutexLock lock(mu);
    ready = true;
  }
  cv.NotifyAll();
  waiter.join();
  MutexLock lock(mu);
  EXPECT_EQ(seen, 1);
}

TEST(CondVarTest, WaitUntilSaysWhenTheDeadlinePassed) {
  Mutex mu;
  CondVar cv;
  MutexLock lock(mu);
  const auto start = CondVar::Clock::now();
  EXPECT_FALSE(cv.WaitUntil(mu, start + std::chrono::milliseconds(20)));
  EXPECT_GE(CondVar::Clock::now() - start, std::chrono::milliseconds(20));
}

TEST(CondVarTest, UniqueMutexLockCanWaitAndUnlockEarly) {
  Mutex mu;
  CondVar cv;
  bool ready = false;
  std::thread notifier([&] {
    MutexLock lock(mu);
    ready = true;
    cv.NotifyOne();
  });
  UniqueMutexLock lock(mu);
  while (!ready) cv.Wait(mu);
  lock.Unlock();
  notifier.join();
  EXPECT_TRUE(ready);
}

}  // namespace
}  // namespace steplens::base
