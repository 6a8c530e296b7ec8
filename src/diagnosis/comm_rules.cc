// COMM-BOUND: every rank spends a large share of its step blocked in
// collectives, with no rank to blame; and, on every verdict where the
// collectives are timed, each rank's share (a pipeline stage's bubble).
// The rule and its thresholds: docs/reference/diagnoses.md, "COMM-BOUND".
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"
#include "diagnosis/step_cells.h"

namespace steplens::diagnosis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool Valid(int64_t v) { return v >= 0; }

// Rank r's mean of `value` over the window, NaN when never measured.
template <typename F>
double RankMean(const StepCells& c, int r, F value) {
  double sum = 0.0;
  int n = 0;
  for (int s = 0; s < c.steps; ++s) {
    const int64_t v = value(s, r);
    if (!Valid(v)) continue;
    sum += static_cast<double>(v);
    ++n;
  }
  return n > 0 ? sum / n : kNaN;
}

}  // namespace

bool DiagnoseCommBound(const StepCells& c, const Thresholds& t, Diagnosis& d) {
  if (!c.common(Metric::kComm) || c.ranks < 1) return false;
  // Each rank's blocked share: its mean comm over its mean iteration.
  std::vector<double> share(static_cast<size_t>(c.ranks), kNaN);
  std::vector<double> present;
  std::string by_rank;
  constexpr int kShown = 8;
  for (int r = 0; r < c.ranks; ++r) {
    const double comm = RankMean(c, r, [&](int s, int rr) { return c.cell(Metric::kComm, s, rr); });
    const double it = RankMean(c, r, c.iteration);
    if (std::isnan(comm) || !(it > 0)) continue;
    share[static_cast<size_t>(r)] = comm / it;
    present.push_back(comm / it);
    if (r < kShown) {
      by_rank += Format("%s%d: %.0f%%", by_rank.empty() ? "" : ", ", r, 100.0 * comm / it);
    }
  }
  if (present.empty()) return false;
  if (c.ranks > kShown) by_rank += Format(" and %d more", c.ranks - kShown);
  d.Add("comm_share_by_rank", by_rank);
  const double min_share = *std::min_element(present.begin(), present.end());
  int least = -1;
  for (int r = 0; r < c.ranks; ++r) {
    if (share[static_cast<size_t>(r)] == min_share) {
      least = r;
      break;
    }
  }
  // The rank (pipeline stage) the others wait for: it waits far less than
  // the others' median (a persistent straggler among collectives is named
  // by the straggler rules; this is the bubble's owner, shown as evidence).
  std::vector<double> others;
  for (int r = 0; r < c.ranks; ++r) {
    if (r != least && !std::isnan(share[static_cast<size_t>(r)])) {
      others.push_back(share[static_cast<size_t>(r)]);
    }
  }
  const double others_median = MedianInPlace(others);
  const bool waited_for = !std::isnan(others_median) && others_median >= t.waited_for_min_share &&
                          min_share <= t.waited_for_fraction * others_median;
  d.Add("waited_for_rank",
        waited_for ? EvidenceValue(static_cast<int64_t>(least)) : EvidenceValue(std::monostate{}));
  if (min_share < t.comm_bound_share) return false;

  // Every rank blocked >= comm_bound_share: no rank to blame.
  std::vector<double> all = present;
  const double median_share = MedianInPlace(all);
  d.label = kCommBound;
  d.severity = Severity::kWarning;
  d.Add("comm_share", Round(median_share, 4));
  d.Add("comm_share_min", Round(min_share, 4));
  d.Add("comm_bound_threshold", t.comm_bound_share);
  // Per step and per phase: the median rank's mean of each part; what is
  // left of the total began outside forward, backward and optimizer.
  auto median_of = [&](Metric m) {
    std::vector<double> v;
    for (int r = 0; r < c.ranks; ++r) {
      const double x = RankMean(c, r, [&](int s, int rr) { return c.cell(m, s, rr); });
      if (!std::isnan(x)) v.push_back(x);
    }
    return MedianInPlace(v);
  };
  const double total = median_of(Metric::kComm);
  const std::array<Metric, 4> parts = {Metric::kCommForward, Metric::kCommBackward,
                                       Metric::kCommOptimizer, Metric::kCommBeforeStep};
  const std::array<const char*, 4> keys = {"comm_forward_ms", "comm_backward_ms",
                                           "comm_optimizer_ms", "comm_before_step_ms"};
  const std::array<const char*, 5> names = {"forward", "backward", "optimizer", "before the step",
                                            "outside the phases"};
  std::array<double, 5> part_ns{};
  double in_phases = 0.0;
  for (size_t i = 0; i < parts.size(); ++i) {
    part_ns[i] = median_of(parts[i]);
    if (std::isnan(part_ns[i])) part_ns[i] = 0.0;
    in_phases += part_ns[i];
    d.Add(keys[i], Round(NsToMs(part_ns[i]), 3));
  }
  part_ns[4] = std::max(0.0, total - in_phases);
  d.Add("exposed_comm_ms", Round(NsToMs(total), 3));
  d.Add("comm_outside_phases_ms", Round(NsToMs(part_ns[4]), 3));
  const size_t largest =
      static_cast<size_t>(std::max_element(part_ns.begin(), part_ns.end()) - part_ns.begin());
  d.Add("largest_comm_phase", std::string(names[largest]));
  d.summary = Format(
      "Every rank spends at least %.0f%% of its step blocked in collectives (median %.0f%%, "
      "%.1f ms per step; most of it in %s) and no rank is to blame.",
      100.0 * min_share, 100.0 * median_share, NsToMs(total), names[largest]);
  d.action =
      "Overlap communication with compute or send less of it: larger (or fewer) "
      "gradient buckets, FSDP prefetch (forward/backward_prefetch), a larger "
      "batch per rank, gradient accumulation, compression, or a parallelism "
      "layout that keeps the heaviest collectives inside a node.";
  return true;
}

}  // namespace steplens::diagnosis
