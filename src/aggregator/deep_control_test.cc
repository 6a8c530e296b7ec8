// DeepControl: the one switch behind `steplens deep` and the dashboard's
// POST: requests are checked before anything is sent, a switch is
// remembered as the current mode, and a stopped aggregator refuses.
#include "aggregator/deep_control.h"

#include <gtest/gtest.h>

namespace steplens::aggregator {
namespace {

std::unique_ptr<Aggregator> StartAggregator() {
  AggregatorOptions options;
  options.port = 0;
  options.diagnosis_interval_ms = 0;
  auto started = Aggregator::Start(options);
  EXPECT_TRUE(started.ok()) << started.status().message();
  return started.ok() ? std::move(started.value()) : nullptr;
}

TEST(DeepControlTest, ModeNames) {
  for (DeepMode m : {DeepMode::kOff, DeepMode::kEvery, DeepMode::kSampled}) {
    EXPECT_EQ(ParseDeepModeName(DeepModeName(m)), m);
  }
  EXPECT_EQ(ParseDeepModeName("on"), DeepMode::kEvery);
  EXPECT_FALSE(ParseDeepModeName("ON").has_value());
  EXPECT_FALSE(ParseDeepModeName("").has_value());
}

TEST(DeepControlTest, RequestProblems) {
  EXPECT_EQ(DeepRequestProblem({DeepMode::kEvery, 0, 0}), "");
  EXPECT_EQ(DeepRequestProblem({DeepMode::kSampled, 50, 5}), "");
  EXPECT_EQ(DeepRequestProblem({DeepMode::kSampled, 0, 7}), "");  // the ranks' own period
  EXPECT_EQ(DeepRequestProblem({DeepMode::kSampled, kMaxDeepPeriod, kMaxDeepPeriod}), "");
  EXPECT_EQ(DeepRequestProblem({DeepMode::kEvery, 50, 0}),
            "a period and a burst go with sampled only");
  EXPECT_EQ(DeepRequestProblem({DeepMode::kSampled, 5, 50}),
            "the burst must not exceed the period");
  EXPECT_NE(DeepRequestProblem({DeepMode::kSampled, kMaxDeepPeriod + 1, 0}), "");
  EXPECT_NE(DeepRequestProblem({DeepMode::kSampled, 0, kMaxDeepPeriod + 1}), "");
}

TEST(DeepControlTest, SwitchSendsRemembersAndRefusesOnceStopped) {
  auto agg = StartAggregator();
  ASSERT_NE(agg, nullptr);
  DeepControl control(agg.get(), DeepRequest{DeepMode::kSampled, 0, 0});
  ASSERT_TRUE(control.Current().has_value());
  EXPECT_EQ(control.Current()->mode, DeepMode::kSampled);  // the --deep it started with

  const DeepOutcome bad = control.Switch({DeepMode::kSampled, 5, 50});
  EXPECT_FALSE(bad.ok);
  EXPECT_FALSE(bad.ended);
  EXPECT_EQ(bad.message, "the burst must not exceed the period");
  EXPECT_FALSE(bad.sent.applied);  // nothing went to the ranks
  EXPECT_EQ(control.Current()->mode, DeepMode::kSampled);

  const DeepOutcome on = control.Switch({DeepMode::kEvery, 0, 0});
  EXPECT_TRUE(on.ok) << on.message;
  EXPECT_EQ(on.sent.seq, 1u);
  EXPECT_EQ(on.message, "deep mode every sent to 0 ranks; ranks that connect later get it too");
  EXPECT_EQ(control.Current()->mode, DeepMode::kEvery);

  const DeepOutcome sampled = control.Switch({DeepMode::kSampled, 40, 4});
  EXPECT_TRUE(sampled.ok);
  EXPECT_EQ(control.Current()->period, 40u);
  EXPECT_EQ(control.Current()->burst, 4u);

  agg->Stop();
  const DeepOutcome late = control.Switch({DeepMode::kOff, 0, 0});
  EXPECT_FALSE(late.ok);
  EXPECT_TRUE(late.ended);
  EXPECT_EQ(late.message, "the run is ending");
  EXPECT_EQ(control.Current()->mode, DeepMode::kSampled);
}

TEST(DeepControlTest, WithoutALaunchModeTheCurrentIsUnknownUntilASwitch) {
  auto agg = StartAggregator();
  ASSERT_NE(agg, nullptr);
  DeepControl control(agg.get(), std::nullopt);
  EXPECT_FALSE(control.Current().has_value());
  EXPECT_TRUE(control.Switch({DeepMode::kOff, 0, 0}).ok);
  ASSERT_TRUE(control.Current().has_value());
  EXPECT_EQ(control.Current()->mode, DeepMode::kOff);
}

}  // namespace
}  // namespace steplens::aggregator
