// The training family: NAN/INF, DIVERGING, LOSS SPIKE, THROUGHPUT DROP, OK,
// NO DATA.
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

// A throughput history of `steps` steps (numbered from 100) ending every
// `interval_ms(s)`, `samples` per step for the job (< 0: not reported), over
// a healthy loss window.
template <class F>
DiagnosisInput Timed(int steps, double samples, F interval_ms) {
  DiagnosisInput in = Window(2, 100, 100, Healthy);
  int64_t end = 1'000'000'000;
  for (int s = 0; s < steps; ++s) {
    end += static_cast<int64_t>(interval_ms(s) * 1e6);
    DiagnosisInput::ThroughputPoint p;
    p.step = 100 + static_cast<uint64_t>(s);
    p.end_ns = end;
    if (samples >= 0) p.samples = samples;
    in.throughput.push_back(p);
  }
  return in;
}

TEST(TrainingRulesTest, ASustainedSlowdownIsAThroughputDrop) {
  // 500 steps of 10 ms, then 250 of 16 ms (4 s): 6400 -> 4000 samples/s.
  const Diagnosis d =
      Diagnose(Timed(750, 64, [](int s) { return s >= 500 ? 16.0 : 10.0; })).training;
  EXPECT_EQ(d.label, kThroughputDrop) << d.summary;
  EXPECT_EQ(d.severity, Severity::kWarning);
  EXPECT_EQ(std::get<std::string>(*d.Find("unit")), "samples/s");
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("baseline_rate")), 6400.0);
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("recent_rate")), 4000.0);
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("drop_pct")), 37.5);
  EXPECT_EQ(std::get<int64_t>(*d.Find("from_step")), 600);  // numbered from 100
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("slow_for_s")), 4.0);
  EXPECT_NE(d.summary.find("fell 38% from about step 600"), std::string::npos) << d.summary;
}

TEST(TrainingRulesTest, WithoutSamplesTheStepRateIsCompared) {
  const Diagnosis d =
      Diagnose(Timed(750, -1, [](int s) { return s >= 500 ? 16.0 : 10.0; })).training;
  EXPECT_EQ(d.label, kThroughputDrop) << d.summary;
  EXPECT_EQ(std::get<std::string>(*d.Find("unit")), "steps/s");
  EXPECT_DOUBLE_EQ(std::get<double>(*d.Find("baseline_rate")), 100.0);
}

TEST(TrainingRulesTest, AShortDipIsNotADrop) {
  // The healthy-run dips measured here: -45% for 40 steps of 10 ms (0.4 s).
  const Diagnosis d =
      Diagnose(Timed(700, 64, [](int s) { return s >= 660 ? 18.0 : 10.0; })).training;
  EXPECT_EQ(d.label, kTrainingOk) << d.summary;
  // The same dip lasting 2.2 s (slow steps): a drop.
  const Diagnosis slow =
      Diagnose(Timed(700, 64, [](int s) { return s >= 660 ? 55.0 : 25.0; })).training;
  EXPECT_EQ(slow.label, kThroughputDrop) << slow.summary;
}

TEST(TrainingRulesTest, NoiseOutliersAndSmallSlowdownsAreNotADrop) {
  std::mt19937 gen(3);
  std::uniform_real_distribution<double> jitter(0.85, 1.15);
  // +-15% jitter, a checkpoint every 50 steps (20x), and the last 300 steps
  // 20% slower (below the 25% threshold).
  const Diagnosis d = Diagnose(Timed(1000, 64, [&](int s) {
                        double ms = 10.0 * jitter(gen);
                        if (s % 50 == 49) ms *= 20;
                        if (s >= 700) ms *= 1.2;
                        return ms;
                      })).training;
  EXPECT_EQ(d.label, kTrainingOk) << d.summary;
}

TEST(TrainingRulesTest, ADropNeedsABaseline) {
  // 3 s slow, but only 18 steps before it (kThroughputMinBaseline is 24).
  const Diagnosis d =
      Diagnose(Timed(318, 64, [](int s) { return s >= 18 ? 20.0 : 10.0; })).training;
  EXPECT_EQ(d.label, kTrainingOk) << d.summary;
}

TEST(TrainingRulesTest, ALossSpikeOutranksAThroughputDrop) {
  DiagnosisInput in = Timed(750, 64, [](int s) { return s >= 500 ? 16.0 : 10.0; });
  in.loss[in.Index(95, 1)] = 50.0;
  in.loss[in.Index(95, 0)] = 50.0;
  EXPECT_EQ(Diagnose(in).training.label, kLossSpike);
}

TEST(TrainingRulesTest, AThroughputDropIsShownWithoutALoss) {
  DiagnosisInput in = Timed(750, 64, [](int s) { return s >= 500 ? 16.0 : 10.0; });
  in.loss.clear();
  EXPECT_EQ(Diagnose(in).training.label, kThroughputDrop);
}

TEST(TrainingRulesTest, JsonHasNoPhase) {
  const auto j = ToJson(Diagnose(Window(2, 100, 0, Healthy)));
  ASSERT_TRUE(j.contains("training"));
  EXPECT_FALSE(j.at("training").contains("phase"));
  EXPECT_EQ(j.at("training").at("label"), "OK");
}

}  // namespace
}  // namespace steplens::diagnosis
