// COMM-BOUND under DDP (comm_rules.cc): the exposed gradient sync counts
// without the rank's wait for the step's last arrival.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <variant>

#include "diagnosis/step_cells.h"
#include "diagnosis/thresholds.h"

namespace steplens::diagnosis {
namespace {

constexpr int64_t kMs = 1'000'000;

// Two ranks, 40 steps of 60 ms. Each step one rank arrives at the gradient
// sync `late_ms` after the other (alternating: jitter, no straggler); the
// all-reduce then takes `allreduce_ms`. What the recorder measures as
// exposed is the end of backward less the rank's own arrival: the early
// rank waits late_ms + allreduce_ms, the late one allreduce_ms.
StepCells Jittered(double late_ms, double allreduce_ms) {
  StepCells c;
  c.steps = 40;
  c.ranks = 2;
  c.common = [](Metric m) { return m == Metric::kSyncExposed || m == Metric::kSyncOverlapped; };
  auto late = [](int s) { return s % 2; };  // the rank that arrives last
  c.arrival = [=](int s, int r) {
    return 1000 * kMs + s * 60 * kMs + (r == late(s) ? static_cast<int64_t>(late_ms * kMs) : 0);
  };
  c.cell = [=](Metric m, int s, int r) -> int64_t {
    if (m == Metric::kSyncOverlapped) return 5 * kMs;
    if (m != Metric::kSyncExposed) return kMissing;
    return static_cast<int64_t>(((r == late(s) ? 0.0 : late_ms) + allreduce_ms) * kMs);
  };
  c.iteration = [](int, int) { return 60 * kMs; };
  return c;
}

TEST(CommBound, DdpExposedSyncLessTheWaitForTheLastArrival) {
  const Thresholds t;
  // 40 ms of jitter, 2 ms of all-reduce: 37% of each step "exposed" on
  // average, but the all-reduce itself is 3%: not comm-bound.
  Diagnosis jitter;
  EXPECT_FALSE(DiagnoseCommBound(Jittered(40, 2), t, jitter));
  // 20 ms of all-reduce after every rank's backward: 33%, comm-bound.
  Diagnosis bound;
  ASSERT_TRUE(DiagnoseCommBound(Jittered(0, 20), t, bound));
  EXPECT_EQ(bound.label, kCommBound);
  EXPECT_EQ(std::get<double>(*bound.Find("grad_sync_exposed_ms")), 20.0);
  EXPECT_EQ(std::get<double>(*bound.Find("grad_sync_overlapped_ms")), 5.0);
  EXPECT_EQ(std::get<std::string>(*bound.Find("largest_comm_kind")), "DDP gradient all-reduce");
  // Without comm measured there is no bubble evidence (DDP's straggler is
  // named from arrivals).
  EXPECT_EQ(bound.Find("comm_share_by_rank"), nullptr);
  // The same with jitter on top: the wait is taken out, the all-reduce stays.
  Diagnosis both;
  EXPECT_TRUE(DiagnoseCommBound(Jittered(40, 20), t, both));
  EXPECT_EQ(std::get<double>(*both.Find("grad_sync_exposed_ms")), 20.0);
  // On a busy host the all-reduce waits for a CPU: said, not called.
  StepCells busy = Jittered(0, 20);
  busy.host_cpu_pct = 95.0;
  Diagnosis note;
  EXPECT_FALSE(DiagnoseCommBound(busy, t, note));
  ASSERT_NE(note.Find("comm_bound_note"), nullptr);
  EXPECT_NE(std::get<std::string>(*note.Find("comm_bound_note")).find("busy host (CPU 95%)"),
            std::string::npos);
}

// Two ranks blocked 30 ms of each 40 ms step in a collective after the
// optimizer (no DDP): COMM-BOUND, and the summary says where in plain words.
TEST(CommBound, SummarySaysWhereTheCommunicationSits) {
  StepCells c;
  c.steps = 40;
  c.ranks = 2;
  c.common = [](Metric m) { return m == Metric::kComm; };
  c.cell = [](Metric m, int, int) -> int64_t {
    if (m == Metric::kComm) return 30 * kMs;
    if (m == Metric::kCommForward || m == Metric::kCommBackward || m == Metric::kCommOptimizer ||
        m == Metric::kCommBeforeStep) {
      return 0;
    }
    return kMissing;
  };
  c.iteration = [](int, int) { return 40 * kMs; };
  Diagnosis d;
  ASSERT_TRUE(DiagnoseCommBound(c, Thresholds{}, d));
  EXPECT_EQ(std::get<std::string>(*d.Find("largest_comm_phase")), "outside the phases");
  EXPECT_NE(d.summary.find("most of it outside the phases)"), std::string::npos) << d.summary;
}

// An FSDP-like job blocked 30 ms of each 40 ms step: 20 ms in all-gathers,
// 10 in reduce-scatters, with 8 ms of asynchronous calls beside its work:
// the evidence names the largest kind and the exposed / overlapped split.
TEST(CommBound, EvidenceNamesTheLargestCollectiveKindAndTheOverlap) {
  StepCells c;
  c.steps = 40;
  c.ranks = 2;
  const Metric gather = CommKindMetric(static_cast<int>(CommKind::kAllGather));
  const Metric scatter = CommKindMetric(static_cast<int>(CommKind::kReduceScatter));
  c.common = [&](Metric m) {
    return m == Metric::kComm || m == Metric::kCommOverlap || IsCommKindMetric(m) ||
           m == Metric::kCommForward || m == Metric::kCommBackward || m == Metric::kCommOptimizer ||
           m == Metric::kCommBeforeStep;
  };
  c.cell = [&](Metric m, int, int r) -> int64_t {
    if (m == Metric::kComm) return 30 * kMs;
    if (m == gather) return (20 + r) * kMs;  // rank 1 a little more
    if (m == scatter) return (10 - r) * kMs;
    if (m == Metric::kCommOverlap) return 8 * kMs;
    if (m == Metric::kCommForward) return 20 * kMs;
    if (m == Metric::kCommBackward) return 10 * kMs;
    return IsCommKindMetric(m) || c.common(m) ? 0 : kMissing;
  };
  c.iteration = [](int, int) { return 40 * kMs; };
  Diagnosis d;
  ASSERT_TRUE(DiagnoseCommBound(c, Thresholds{}, d));
  EXPECT_EQ(std::get<std::string>(*d.Find("largest_collective")), "all_gather");
  EXPECT_EQ(std::get<double>(*d.Find("largest_collective_ms")), 20.5);
  EXPECT_NEAR(std::get<double>(*d.Find("largest_collective_share")), 20.5 / 30.0, 1e-4);
  EXPECT_EQ(std::get<double>(*d.Find("collectives_exposed_ms")), 30.0);
  EXPECT_EQ(std::get<double>(*d.Find("collectives_overlapped_ms")), 8.0);
  // Without kinds or overlap measured (an older recorder): said as unknown.
  StepCells old = c;
  old.common = [](Metric m) { return m == Metric::kComm; };
  Diagnosis o;
  ASSERT_TRUE(DiagnoseCommBound(old, Thresholds{}, o));
  EXPECT_TRUE(std::holds_alternative<std::monostate>(*o.Find("largest_collective")));
  EXPECT_TRUE(std::holds_alternative<std::monostate>(*o.Find("collectives_overlapped_ms")));
}

}  // namespace
}  // namespace steplens::diagnosis
