#include "recorder/ring_buffer.h"

#include <cstdint>
#include <thread>

#include "gtest/gtest.h"
#include "steplens/record.h"

namespace steplens::recorder {
namespace {

TEST(RingBufferTest, CapacityRoundsUpToPowerOfTwo) {
  EXPECT_EQ(SpscRing<int>(1).capacity(), 2u);
  EXPECT_EQ(SpscRing<int>(4).capacity(), 4u);
  EXPECT_EQ(SpscRing<int>(5).capacity(), 8u);
  EXPECT_EQ(SpscRing<int>(4096).capacity(), 4096u);
}

TEST(RingBufferTest, PopsInPushOrder) {
  SpscRing<int> ring(8);
  int out = 0;
  EXPECT_FALSE(ring.TryPop(&out));
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(ring.TryPush(i));
  EXPECT_EQ(ring.SizeApprox(), 5u);
  for (int i = 0; i < 5; ++i) {
    ASSERT_TRUE(ring.TryPop(&out));
    EXPECT_EQ(out, i);
  }
  EXPECT_FALSE(ring.TryPop(&out));
  EXPECT_EQ(ring.SizeApprox(), 0u);
}

TEST(RingBufferTest, WrapsAroundManyTimes) {
  SpscRing<uint64_t> ring(4);
  uint64_t next_push = 0, next_pop = 0, out = 0;
  for (int round = 0; round < 1000; ++round) {
    // Push a varying number (1..4) then pop all, crossing the wrap point.
    const int n = 1 + round % 4;
    for (int i = 0; i < n; ++i) ASSERT_TRUE(ring.TryPush(next_push++));
    while (ring.TryPop(&out)) EXPECT_EQ(out, next_pop++);
  }
  EXPECT_EQ(next_pop, next_push);
}

TEST(RingBufferTest, FullRingRejectsAndCallerCountsDrops) {
  SpscRing<int> ring(4);
  uint64_t dropped = 0;
  for (int i = 0; i < 10; ++i) {
    if (!ring.TryPush(i)) ++dropped;
  }
  EXPECT_EQ(dropped, 6u);
  int out = -1;
  // The survivors are the first four, in order; later pushes did not
  // overwrite them.
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(ring.TryPop(&out));
    EXPECT_EQ(out, i);
  }
  // Space freed by pops is usable again.
  EXPECT_TRUE(ring.TryPush(42));
  ASSERT_TRUE(ring.TryPop(&out));
  EXPECT_EQ(out, 42);
}

TEST(RingBufferTest, PushWithFillsInPlace) {
  SpscRing<StepRecord> ring(2);
  ASSERT_TRUE(ring.TryPushWith([](StepRecord& r) {
    r = StepRecord();
    r.step = 9;
    r.cpu_ns[2] = 123;
  }));
  StepRecord out;
  ASSERT_TRUE(ring.TryPop(&out));
  EXPECT_EQ(out.step, 9u);
  EXPECT_EQ(out.cpu_ns[2], 123);
  EXPECT_EQ(out.cpu_ns[3], kMissing);
}

TEST(RingBufferTest, ClearEmpties) {
  SpscRing<int> ring(4);
  ASSERT_TRUE(ring.TryPush(1));
  ring.Clear();
  int out;
  EXPECT_FALSE(ring.TryPop(&out));
}

// One producer, one consumer, a small ring: every item arrives exactly once
// and in order, and a record's fields are never torn (all fields of one
// record carry the same sequence number).
TEST(RingBufferTest, ConcurrentProducerConsumerKeepsSequenceIntegrity) {
  constexpr uint64_t kItems = 2'000'000;
  struct Item {
    uint64_t seq = 0;
    uint64_t copy[7] = {};
  };
  SpscRing<Item> ring(64);
  std::thread producer([&ring] {
    for (uint64_t i = 0; i < kItems;) {
      const bool pushed = ring.TryPushWith([i](Item& item) {
        item.seq = i;
        for (uint64_t& c : item.copy) c = i;
      });
      if (pushed) {
        ++i;
      } else {
        std::this_thread::yield();
      }
    }
  });
  uint64_t expected = 0;
  uint64_t torn = 0, out_of_order = 0;
  Item item;
  while (expected < kItems) {
    if (!ring.TryPop(&item)) {
      std::this_thread::yield();
      continue;
    }
    if (item.seq != expected) ++out_of_order;
    for (uint64_t c : item.copy) {
      if (c != item.seq) ++torn;
    }
    expected = item.seq + 1;
  }
  producer.join();
  EXPECT_EQ(out_of_order, 0u);
  EXPECT_EQ(torn, 0u);
  EXPECT_FALSE(ring.TryPop(&item));
}

}  // namespace
}  // namespace steplens::recorder
