// The training family: NAN/INF, DIVERGING, LOSS SPIKE, OK, NO DATA.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {
namespace {

// A window of `steps` x `ranks` with loss(step, rank) from `f`.
template <class F>
DiagnosisInput Window(int ranks, int steps, uint64_t first_step, F f) {
  DiagnosisInput in;
  in.Resize(ranks, steps, false, false);
  in.first_step = first_step;
  in.loss.assign(static_cast<size_t>(ranks) * static_cast<size_t>(steps),
                 std::numeric_limits<double>::quiet_NaN());
  for (int s = 0; s < steps; ++s) {
    for (int r = 0; r < ranks; ++r) in.loss[in.Index(s, r)] = f(s, r);
  }
  return in;
}

// A decaying, noisy loss: what a healthy run logs.
double Healthy(int s, int r) {
  static std::mt19937 gen(7);
  std::normal_distribution<double> noise(0.0, 0.02);
  (void)r;
  return 0.5 + 2.0 * std::exp(-s / 30.0) + noise(gen);
}

TEST(TrainingRulesTest, NoLossIsNoData) {
  DiagnosisInput in;
  in.Resize(2, 50, false, false);
  const Diagnosis d = Diagnose(in).training;
  EXPECT_EQ(d.label, kNoData);
  EXPECT_NE(d.action.find("steplens.log(loss=loss)"), std::string::npos);
}

TEST(TrainingRulesTest, AHealthyDecayingLossIsOk) {
  const Diagnosis d = Diagnose(Window(2, 100, 0, Healthy)).training;
  EXPECT_EQ(d.label, kTrainingOk) << d.summary;
  EXPECT_EQ(d.severity, Severity::kInfo);
  EXPECT_EQ(d.rank, -1);
}

TEST(TrainingRulesTest, TheFirstNonFiniteValueOfTheRunIsNamed) {
  DiagnosisInput in = Window(2, 100, 300, Healthy);
  in.first_non_finite.step = 317;
  in.first_non_finite.rank = 1;
  in.first_non_finite.name = "loss";
  in.first_non_finite.value = std::numeric_limits<double>::quiet_NaN();
  in.first_non_finite.count = 4;
  const Diagnosis d = Diagnose(in).training;
  EXPECT_EQ(d.label, kNanInf);
  EXPECT_EQ(d.severity, Severity::kCritical);
  EXPECT_EQ(d.rank, 1);
  EXPECT_EQ(std::get<int64_t>(*d.Find("first_step")), 317);
  EXPECT_EQ(std::get<std::string>(*d.Find("value")), "NaN");
  EXPECT_NE(d.summary.find("step 317"), std::string::npos);
}

TEST(TrainingRulesTest, ASpikeIsNamedWithItsStepAndRank) {
  // Rank 0's loss jumps 10x at window row 70 (step 270), one step only.
  const Diagnosis d = Diagnose(Window(2, 100, 200, [](int s, int r) {
                        const double v = Healthy(s, r);
                        return s == 70 && r == 0 ? 10.0 * v : v;
                      })).training;
  EXPECT_EQ(d.label, kLossSpike) << d.summary;
  EXPECT_EQ(d.severity, Severity::kWarning);
  EXPECT_EQ(d.rank, 0);
  EXPECT_EQ(std::get<int64_t>(*d.Find("spike_step")), 270);
}

TEST(TrainingRulesTest, NoiseAndTheEarlyDropAreNotSpikes) {
  // A loss dropping fast, then noisy at 20% of its level: never 3x the
  // preceding median by 10 deviations.
  std::mt19937 gen(3);
  std::normal_distribution<double> noise(0.0, 0.2);
  const Diagnosis d = Diagnose(Window(4, 100, 0, [&](int s, int) {
                        return 1.0 + 5.0 * std::exp(-s / 5.0) + noise(gen);
                      })).training;
  EXPECT_EQ(d.label, kTrainingOk) << d.summary;
}

TEST(TrainingRulesTest, ASustainedRiseIsDiverging) {
  const Diagnosis d =
      Diagnose(Window(2, 100, 0, [](int s, int r) { return 1.0 + 0.01 * s + 0.001 * r; })).training;
  EXPECT_EQ(d.label, kDiverging) << d.summary;
  EXPECT_EQ(d.severity, Severity::kWarning);
  // A one-off level shift (a new data domain) rises in one quarter only.
  const Diagnosis shift =
      Diagnose(Window(2, 100, 0, [](int s, int) { return s < 50 ? 1.0 : 1.5; })).training;
  EXPECT_NE(shift.label, kDiverging) << shift.summary;
}

TEST(TrainingRulesTest, JsonHasNoPhase) {
  const auto j = ToJson(Diagnose(Window(2, 100, 0, Healthy)));
  ASSERT_TRUE(j.contains("training"));
  EXPECT_FALSE(j.at("training").contains("phase"));
  EXPECT_EQ(j.at("training").at("label"), "OK");
}

}  // namespace
}  // namespace steplens::diagnosis
