// Edge cases of Diagnose() that are not scenarios: malformed shapes, option
// overrides, purity. The behaviour on realistic data is in the goldens
// (tests/diagnosis/*.json).
#include "diagnosis/diagnosis.h"

#include <gtest/gtest.h>

namespace steplens::diagnosis {
namespace {

// Every duration divided by `divisor` (25: 4 ms steps instead of 100 ms).
DiagnosisInput Uniform(int ranks, int steps, int64_t dl_ms, int64_t divisor = 1) {
  DiagnosisInput in;
  in.Resize(ranks, steps, /*with_arrival=*/false, /*with_memory=*/false);
  for (int s = 0; s < steps; ++s) {
    for (int r = 0; r < ranks; ++r) {
      const size_t i = in.Index(s, r);
      in.Durations(Metric::kDataloader)[i] = dl_ms * 1'000'000 / divisor;
      in.Durations(Metric::kForward)[i] = (30'000'000 + r * 1000 + s) / divisor;
      in.Durations(Metric::kBackward)[i] = 60'000'000 / divisor;
      in.Durations(Metric::kOptimizer)[i] = 8'000'000 / divisor;
      in.Durations(Metric::kStep)[i] = 100'000'000 / divisor;
      in.Durations(Metric::kWait)[i] = 2'000'000 / divisor;
    }
  }
  return in;
}

TEST(DiagnoseTest, EmptyAndMalformedInputsAreNoData) {
  EXPECT_EQ(Diagnose(DiagnosisInput()).step_time.label, kNoData);
  EXPECT_EQ(Diagnose(DiagnosisInput()).step_memory.label, kNoData);
  DiagnosisInput in = Uniform(4, 20, 5);
  in.steps = 40;  // arrays no longer match the shape: ignored, not read
  EXPECT_EQ(Diagnose(in).step_time.label, kNoData);
  DiagnosisInput wrong_arrival = Uniform(4, 20, 5);
  wrong_arrival.arrival_ns.assign(7, 1);  // wrong size: treated as absent
  const Diagnoses d = Diagnose(wrong_arrival);
  EXPECT_EQ(d.step_time.label, kComputeBound);
  ASSERT_NE(d.step_time.Find("attribution"), nullptr);
  EXPECT_EQ(std::get<std::string>(*d.step_time.Find("attribution")), "durations");
}

TEST(DiagnoseTest, OptionsOverrideThresholds) {
  const DiagnosisInput in = Uniform(2, 20, 20);  // input share 20 / 120
  EXPECT_EQ(Diagnose(in).step_time.label, kComputeBound);
  DiagnosisOptions options;
  options.thresholds.input_bound_share = 0.15;
  EXPECT_EQ(Diagnose(in, options).step_time.label, kInputBound);
}

// The INPUT-BOUND rule is a share of the iteration, whatever the step's
// length: a healthy-looking 2-rank loop of 4 ms steps whose per-sample
// loading takes a fifth of it is input-bound as a 100 ms one would be
// (issue 26: test_faults' backward_straggler --hidden 64 on a quiet host).
TEST(DiagnoseTest, InputShareRuleHoldsOnMillisecondSteps) {
  // 4 ms steps: 1.08 / 5.08 = 21 % input, then 0.8 / 4.8 = 17 %.
  EXPECT_EQ(Diagnose(Uniform(2, 100, 27, 25)).step_time.label, kInputBound);
  EXPECT_EQ(Diagnose(Uniform(2, 100, 20, 25)).step_time.label, kComputeBound);
}

// h2d (base/metrics.h: optional compute) is counted in the wait when every
// rank measured it; otherwise its time would be called waiting.
TEST(DiagnoseTest, H2dMeasuredOnEveryRankIsComputeNotWait) {
  DiagnosisInput in = Uniform(2, 20, 5);
  for (int64_t& step : in.Durations(Metric::kStep)) step = 130'000'000;  // 30 ms beyond compute
  EXPECT_EQ(Diagnose(in).step_time.label, kWaitHeavy);                   // 32 / 130 = 25 %
  in.Durations(Metric::kH2D).assign(in.Durations(Metric::kStep).size(), 30'000'000);
  const Diagnoses counted = Diagnose(in);
  EXPECT_EQ(counted.step_time.label, kComputeBound);
  EXPECT_EQ(counted.step_time.Find("missing_signals"), nullptr);
  // Measured on rank 0 only: compared on no rank, and said.
  for (int s = 0; s < in.steps; ++s) in.Durations(Metric::kH2D)[in.Index(s, 1)] = kMissing;
  const Diagnoses partial = Diagnose(in);
  ASSERT_NE(partial.step_time.Find("missing_signals"), nullptr);
  const std::string missing = ToJson(partial)["step_time"]["evidence"]["missing_signals"].dump();
  EXPECT_NE(missing.find("h2d: not measured on rank 1"), std::string::npos) << missing;
  EXPECT_EQ(MetricName(Metric::kH2D), std::string("h2d"));
}

// Issue 26, a loaded-host repeat: a healthy rank sharing a core with CPU
// hogs burned more CPU for the same work and was named COMPUTE STRAGGLER,
// critical, for longer than the real straggler. On a saturated host a
// culprit named by its own extra CPU whose wait for a CPU still covers half
// of its cost is named at warning, never critical, with a contention note.
TEST(DiagnoseTest, CulpritStarvedForHalfItsCostOnASaturatedHostIsAWarning) {
  // Rank 1 arrives 110 ms late at gradient sync in every 100 ms step: cost
  // 110%, critical by cost on a host that is not saturated. Its main
  // thread waited 35% of the time for a CPU against 5% (starved 0.30 x 2.1
  // = 0.63 of the iteration, 57% of the cost) and was on a CPU 95% against
  // 60% (extra CPU 1.395: its own work by the signals).
  DiagnosisInput in = Uniform(2, 100, 0);
  in.arrival_ns.assign(in.Durations(Metric::kStep).size(), kMissing);
  for (int s = 0; s < in.steps; ++s) {
    for (int r = 0; r < 2; ++r) {
      in.arrival_ns[in.Index(s, r)] = s * 1'000'000'000ll + 90'000'000 + r * 110'000'000;
    }
  }
  in.context.host_cpu_pct = 100.0;
  ProcessContext other, culprit;
  other.cpu_pct = other.main_cpu_pct = 60.0;
  other.main_wait_pct = 5.0;
  culprit.cpu_pct = culprit.main_cpu_pct = 95.0;
  culprit.main_wait_pct = 35.0;
  in.context.processes = {other, culprit};
  auto note = [](const Diagnosis& d) {
    const EvidenceValue* v = d.Find("contention_note");
    return v != nullptr ? std::get<std::string>(*v) : std::string();
  };

  const Diagnosis warned = Diagnose(in).step_time;
  EXPECT_EQ(warned.label, kComputeStraggler);
  EXPECT_EQ(warned.rank, 1);
  EXPECT_EQ(warned.severity, Severity::kWarning);
  EXPECT_NE(note(warned).find("host CPU saturated (100%)"), std::string::npos) << note(warned);
  EXPECT_NE(note(warned).find("extra wait for a CPU came to 57% of its lateness"),
            std::string::npos)
      << note(warned);

  // Starvation under the fraction of the cost (here 57% < 70%): its own
  // extra CPU names it, still at warning on a saturated host, with the note
  // that says so.
  DiagnosisOptions stricter;
  stricter.thresholds.contended_culprit_starved_fraction = 0.7;
  const Diagnosis named = Diagnose(in, stricter).step_time;
  EXPECT_EQ(named.rank, 1);
  EXPECT_EQ(named.severity, Severity::kWarning);
  EXPECT_NE(note(named).find("burned more CPU than the others"), std::string::npos) << note(named);

  // A busy host that is not saturated (85% < kHighCpuPct): critical.
  in.context.host_cpu_pct = 85.0;
  const Diagnosis busy = Diagnose(in).step_time;
  EXPECT_EQ(busy.rank, 1);
  EXPECT_EQ(busy.severity, Severity::kCritical);
  EXPECT_EQ(busy.Find("contention_note"), nullptr);
}

// Two ranks (~100 ms iterations) with these main-thread signals, rank 1
// arriving late at every step. Checks that on a saturated host (100%) a
// culprit of 40 ms, and one of 110 ms (more than a whole step), are each a
// warning whose contention note contains `note`; and
// that on a busy host that is not saturated (85% < kHighCpuPct) 40 ms is
// critical as before.
void ExpectSaturatedHostNamesAtWarning(const ProcessContext& other, const ProcessContext& culprit,
                                       const char* note) {
  auto run = [&](int64_t late_ms, double host_cpu_pct) {
    DiagnosisInput in = Uniform(2, 100, 0);
    in.arrival_ns.assign(in.Durations(Metric::kStep).size(), kMissing);
    for (int s = 0; s < in.steps; ++s) {
      for (int r = 0; r < 2; ++r) {
        in.arrival_ns[in.Index(s, r)] = s * 1'000'000'000ll + 50'000'000 + r * late_ms * 1'000'000;
      }
    }
    in.context.host_cpu_pct = host_cpu_pct;
    in.context.processes = {other, culprit};
    return Diagnose(in).step_time;
  };
  // At any cost (a healthy rank under two CPU hogs was measured at 124% of
  // the step): a warning with the note.
  for (const int64_t late_ms : {40, 110}) {
    const Diagnosis warned = run(late_ms, 100.0);
    EXPECT_EQ(warned.label, kComputeStraggler) << late_ms;
    EXPECT_EQ(warned.rank, 1) << late_ms;
    EXPECT_EQ(warned.severity, Severity::kWarning) << late_ms;
    const EvidenceValue* found = warned.Find("contention_note");
    ASSERT_NE(found, nullptr) << late_ms;
    EXPECT_NE(std::get<std::string>(*found).find(note), std::string::npos)
        << std::get<std::string>(*found);
  }
  const Diagnosis busy = run(40, 85.0);
  EXPECT_EQ(busy.rank, 1);
  EXPECT_EQ(busy.severity, Severity::kCritical);
  EXPECT_EQ(busy.Find("contention_note"), nullptr);
}

ProcessContext MainThread(double cpu_pct, double main_cpu_pct, double main_wait_pct) {
  ProcessContext p;
  p.cpu_pct = cpu_pct;
  p.main_cpu_pct = main_cpu_pct;
  p.main_wait_pct = main_wait_pct;
  return p;
}

// Issue 26, a loaded-host repeat (two CPU hogs, 2 ranks, 2 cores): a
// healthy rank 1 was named COMPUTE STRAGGLER, critical, for 703 of 1200
// steps, while its main thread used less CPU (49% against 60%) and waited
// less for one (7% against 13%) than the other rank's: neither signal
// explains its lateness, which the main-thread signals cannot see (its
// other threads, shared caches). On a saturated host such a culprit is
// named at warning, at any cost.
TEST(DiagnoseTest, UnexplainedLatenessOnASaturatedHostIsAWarningAtAnyCost) {
  ExpectSaturatedHostNamesAtWarning(MainThread(78.0, 60.0, 12.8), MainThread(62.0, 49.0, 6.9),
                                    "neither extra CPU work nor its main thread waiting");
}

// Issue 26, the same loaded repeats: windows of the healthy rank's episode
// had it burning more CPU than the other rank (a core shared with a hog
// burns more CPU for the same work) and starved for 27-50% of its cost:
// the "its own work" path, critical. On a saturated host a culprit is
// named at warning whatever explains it: here its extra
// CPU is well above half its cost, its starvation well under half.
TEST(DiagnoseTest, OwnExtraCpuOnASaturatedHostIsAWarningAtAnyCost) {
  ExpectSaturatedHostNamesAtWarning(MainThread(70.0, 60.0, 5.0), MainThread(90.0, 80.0, 12.0),
                                    "burned more CPU than the others");
}

// Issue 26, a loaded-host repeat (two CPU hogs): healthy rank 0 was named
// INPUT STRAGGLER (0.35 ms of dataloader excess on a 4.3 ms step) with no
// word that the host was saturated, though its data path runs on the same
// shared cores as host work. On a saturated host an input straggler is
// still named (slow storage is real there too), at warning with the note;
// on a busy host that is not saturated (85%) it is critical as before.
TEST(DiagnoseTest, InputStragglerOnASaturatedHostIsAWarningWithTheNote) {
  auto run = [](double host_cpu_pct) {
    DiagnosisInput in = Uniform(2, 100, 2);
    in.arrival_ns.assign(in.Durations(Metric::kStep).size(), kMissing);
    for (int s = 0; s < in.steps; ++s) {
      in.Durations(Metric::kDataloader)[in.Index(s, 1)] = 42'000'000;  // 40 ms more
      for (int r = 0; r < 2; ++r) {
        in.arrival_ns[in.Index(s, r)] = s * 1'000'000'000ll + 50'000'000 + r * 40'000'000;
      }
    }
    in.context.host_cpu_pct = host_cpu_pct;
    return Diagnose(in).step_time;
  };
  const Diagnosis warned = run(100.0);
  EXPECT_EQ(warned.label, kInputStraggler);
  EXPECT_EQ(warned.rank, 1);
  EXPECT_EQ(warned.severity, Severity::kWarning);
  const EvidenceValue* note = warned.Find("contention_note");
  ASSERT_NE(note, nullptr);
  EXPECT_NE(std::get<std::string>(*note).find("host CPU saturated (100%): the rank's input path"),
            std::string::npos)
      << std::get<std::string>(*note);
  const Diagnosis busy = run(85.0);
  EXPECT_EQ(busy.label, kInputStraggler);
  EXPECT_EQ(busy.rank, 1);
  EXPECT_EQ(busy.severity, Severity::kCritical);
  EXPECT_EQ(busy.Find("contention_note"), nullptr);
}

TEST(DiagnoseTest, DeterministicAndPure) {
  const DiagnosisInput in = Uniform(8, 30, 5);
  EXPECT_EQ(ToJson(Diagnose(in)).dump(), ToJson(Diagnose(in)).dump());
}

TEST(DiagnoseTest, OneRankNeverStraggles) {
  DiagnosisInput in = Uniform(1, 30, 5);
  in.arrival_ns.assign(30, 0);
  for (int s = 0; s < 30; ++s) in.arrival_ns[s] = 1'000'000'000ll * s;
  const Diagnoses d = Diagnose(in);
  EXPECT_EQ(d.step_time.rank, -1);
  EXPECT_EQ(d.step_time.label, kComputeBound);
}

// Found by the spool_reader fuzzer (UBSan: NaN cast to an integer): memory
// measured on one rank of two leaves no other rank to compare with. The
// median is then that rank's own, and the skew is unknown (null), not a
// number made up from a NaN.
TEST(DiagnoseTest, MemoryOnOneRankOfTwoHasNoSkew) {
  DiagnosisInput in;
  in.Resize(2, 20, /*with_arrival=*/false, /*with_memory=*/true);
  in.memory_source = MemorySource::kRss;
  for (int s = 0; s < 20; ++s) {
    for (int r = 0; r < 2; ++r) {
      in.mem_peak_bytes[in.Index(s, r)] = r == 0 ? 1'000'000'000 : kMissing;
    }
  }
  const Diagnoses d = Diagnose(in);
  const auto evidence = ToJson(d)["step_memory"]["evidence"];
  EXPECT_EQ(evidence["median_peak_bytes"], 1'000'000'000) << evidence.dump();
  EXPECT_EQ(evidence["worst_peak_bytes"], 1'000'000'000) << evidence.dump();
  EXPECT_TRUE(evidence["skew_pct"].is_null()) << evidence.dump();
  EXPECT_NE(d.step_memory.label, kImbalance);
}

}  // namespace
}  // namespace steplens::diagnosis
