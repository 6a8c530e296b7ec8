#include "aggregator/replay_filter.h"

#include "gtest/gtest.h"

namespace steplens::aggregator {
namespace {

TEST(ReplayFilterTest, StepsInOrderAreOneRangeAndRepeatsAreRefused) {
  ReplayFilter f;
  for (uint64_t s = 0; s < 100; ++s) EXPECT_TRUE(f.FirstStep(s)) << s;
  EXPECT_EQ(f.ranges(), 1u);
  EXPECT_EQ(f.steps(), 100u);
  // The replay window sent again, then the outage's steps replayed.
  for (uint64_t s = 80; s < 100; ++s) EXPECT_FALSE(f.FirstStep(s)) << s;
  for (uint64_t s = 100; s < 150; ++s) EXPECT_TRUE(f.FirstStep(s)) << s;
  EXPECT_EQ(f.ranges(), 1u);
  EXPECT_EQ(f.steps(), 150u);
}

TEST(ReplayFilterTest, GapsAreRangesUntilFilled) {
  ReplayFilter f;
  // Live frames arrived while the replay of 3..6 was still to come.
  for (uint64_t s : {0, 1, 2, 7, 8}) EXPECT_TRUE(f.FirstStep(s));
  EXPECT_EQ(f.ranges(), 2u);
  EXPECT_TRUE(f.FirstStep(5));  // alone in the gap
  EXPECT_EQ(f.ranges(), 3u);
  EXPECT_TRUE(f.FirstStep(6));  // joins the next range down
  EXPECT_TRUE(f.FirstStep(3));  // extends the first
  EXPECT_EQ(f.ranges(), 2u);
  EXPECT_TRUE(f.FirstStep(4));  // closes the gap
  EXPECT_EQ(f.ranges(), 1u);
  for (uint64_t s = 0; s <= 8; ++s) EXPECT_FALSE(f.FirstStep(s)) << s;
  EXPECT_EQ(f.steps(), 9u);
}

TEST(ReplayFilterTest, RangesAreBoundedByMergingTheOldest) {
  ReplayFilter f;
  // Every other step: a range each (a ring dropping every other record).
  for (uint64_t s = 0; s < 2 * (kMaxStepRanges + 5); s += 2) EXPECT_TRUE(f.FirstStep(s));
  EXPECT_EQ(f.ranges(), kMaxStepRanges);
  // The oldest gaps were merged away: a step first seen there is refused.
  EXPECT_FALSE(f.FirstStep(1));
  // The newest gaps are still open.
  EXPECT_TRUE(f.FirstStep(2 * (kMaxStepRanges + 4) - 1));
}

TEST(ReplayFilterTest, SamplesHeartbeatsAndLayersKeepAWatermark) {
  ReplayFilter f;
  EXPECT_TRUE(f.NewProcessSample(100));
  EXPECT_TRUE(f.NewProcessSample(200));
  EXPECT_FALSE(f.NewProcessSample(200));  // the same sample again
  EXPECT_FALSE(f.NewProcessSample(150));
  EXPECT_TRUE(f.NewSystemSample(150));  // kinds are apart
  EXPECT_TRUE(f.NewHeartbeat(5));
  EXPECT_FALSE(f.NewHeartbeat(5));
  EXPECT_TRUE(f.NewLayerStep(0));
  EXPECT_FALSE(f.NewLayerStep(0));
  EXPECT_TRUE(f.NewLayerStep(10));
  EXPECT_TRUE(f.NewHeartbeat(0));  // no time set: never a repeat
  EXPECT_TRUE(f.NewHeartbeat(0));
  f.Reset();  // another process took the rank: its frames are new
  EXPECT_TRUE(f.NewProcessSample(1));
  EXPECT_TRUE(f.NewLayerStep(0));
  EXPECT_TRUE(f.FirstStep(0));
}

}  // namespace
}  // namespace steplens::aggregator
