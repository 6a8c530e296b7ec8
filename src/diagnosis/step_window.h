// diagnosis/step_window.h — internal to the step-time rules: one window of
// the input as the rules read it (which metrics every reporting rank
// measured, each cell as compared, per-rank means), built once per
// evaluation by BuildWindow().
//
// Contract
// - BuildWindow(in): ranks are compared only over the metrics every
//   reporting rank measured (`common`); a metric some ranks lack is left out
//   of every comparison and named in `missing`. Wait per cell is derived
//   once (Window::wait).
// - Cell(w, m, s, r) and the composite cells: kMissing when not measured or
//   not common; valid while `w` and its input live.
// - Pure functions; no state.
#ifndef STEPLENS_DIAGNOSIS_STEP_WINDOW_H_
#define STEPLENS_DIAGNOSIS_STEP_WINDOW_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "base/metrics.h"
#include "diagnosis/diagnosis.h"
#include "diagnosis/input.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis::step_window {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::array<Metric, 3> kComputePhases = {Metric::kForward, Metric::kBackward,
                                                  Metric::kOptimizer};
// Time blocked in collectives: the total, then the parts by compute phase
// (kComputePhases order), then the part before the step.
constexpr std::array<Metric, 5> kCommMetrics = {Metric::kComm, Metric::kCommForward,
                                                Metric::kCommBackward, Metric::kCommOptimizer,
                                                Metric::kCommBeforeStep};
// The metrics a rank reports itself (wait is derived from them): the
// catalogue's phases that are not optional (base/metrics.h), then step.
constexpr int kReportedCount = [] {
  int n = 1;
  for (const metrics::BuiltinPhase& p : metrics::kBuiltinPhases) {
    if (p.compute != metrics::Compute::kOptional) ++n;
  }
  return n;
}();
constexpr std::array<Metric, kReportedCount> kReported = [] {
  std::array<Metric, kReportedCount> out{};
  size_t i = 0;
  for (const metrics::BuiltinPhase& p : metrics::kBuiltinPhases) {
    if (p.compute != metrics::Compute::kOptional) out[i++] = static_cast<Metric>(p.phase);
  }
  out[i] = Metric::kStep;
  return out;
}();

inline bool Valid(int64_t v) { return v >= 0; }
inline int Idx(Metric m) { return static_cast<int>(m); }

// Per-rank window means of one per-(step, rank) signal, and the median rank.
struct RankMeans {
  std::vector<double> mean;  // by rank; NaN when never measured
  double median = kNaN;      // over ranks with a value
  bool measured = false;
};

// Everything the rules read, derived once from the input. Ranks are
// compared only over the metrics every reporting rank measured (`common`);
// a metric some ranks lack is left out of every comparison and named in
// `missing`.
struct Window {
  const DiagnosisInput* in = nullptr;
  int ranks = 0;
  int steps = 0;
  int steps_with_data = 0;
  int reporting = 0;              // ranks with any duration in the window
  std::vector<int> silent_ranks;  // ranks that sent no step in the window
  std::array<const std::vector<int64_t>*, kMetricCount> v{};  // null: absent
  std::array<bool, kMetricCount> common{};                    // wait: derivable (WaitNs)
  std::array<RankMeans, kMetricCount> metrics;
  RankMeans iteration;  // dataloader + step per (step, rank)
  RankMeans compute;    // the common compute phases per (step, rank)
  std::vector<std::string> missing;
  // Wait per (step, rank), derived once (WaitCell) when it is common: the
  // rules read it many times, and deriving it reads every phase.
  std::vector<int64_t> wait;
};

// One cell of wait or of a comm part (Cell's composite metrics).
int64_t CompositeCell(const Window& w, Metric m, int s, int r);

// One cell of a metric, kMissing when not measured or not common (wait:
// derived from the phases). Inline: the rules read every cell of the
// window several times (1.6 M cells at 16 384 ranks).
inline int64_t Cell(const Window& w, Metric m, int s, int r) {
  if (s < 0 || s >= w.steps || !w.common[Idx(m)]) return kMissing;
  if (m == Metric::kWait || m == Metric::kCommForward || m == Metric::kCommBackward ||
      m == Metric::kCommOptimizer || m == Metric::kCommBeforeStep || IsCommKindMetric(m)) {
    return CompositeCell(w, m, s, r);
  }
  const int64_t v = (*w.v[Idx(m)])[w.in->Index(s, r)];
  return Valid(v) ? v : kMissing;
}
// Wait derived from the step and the phases (what Window::wait holds):
// WaitNs of the step and the three compute phases (one definition).
int64_t WaitCell(const Window& w, int s, int r);
// Sum of the common compute phases, kMissing when any is missing.
int64_t ComputeCell(const Window& w, int s, int r);
// Dataloader + time blocked before the step + step (or the compute phases
// when the step is not measured).
int64_t IterationCell(const Window& w, int s, int r);
// The work between one gradient synchronisation and the next (see .cc).
int64_t PresyncCell(const Window& w, int s, int r);

// Per-rank sum and count of the valid values of steps [from, steps). The
// input is step-major (DiagnosisInput::Index), so this walks it in memory
// order: at 16 384 ranks a rank-first walk touched a new page per value
// (issue 26, the scale figure). Each rank's sum adds its steps in order.
template <typename F>
void RankSums(const Window& w, int from, F value, std::vector<double>* sum,
              std::vector<int>* count) {
  sum->assign(static_cast<size_t>(w.ranks), 0.0);
  count->assign(static_cast<size_t>(w.ranks), 0);
  for (int s = std::max(0, from); s < w.steps; ++s) {
    for (int r = 0; r < w.ranks; ++r) {
      const int64_t x = value(s, r);
      if (!Valid(x)) continue;
      (*sum)[static_cast<size_t>(r)] += static_cast<double>(x);
      ++(*count)[static_cast<size_t>(r)];
    }
  }
}

template <typename F>
void FillMeans(const Window& w, RankMeans& m, F value) {
  m.mean.assign(static_cast<size_t>(w.ranks), kNaN);
  std::vector<double> sum;
  std::vector<int> count;
  RankSums(w, 0, value, &sum, &count);
  std::vector<double> present;
  present.reserve(static_cast<size_t>(w.ranks));
  for (int r = 0; r < w.ranks; ++r) {
    if (count[static_cast<size_t>(r)] > 0) {
      m.mean[r] = sum[static_cast<size_t>(r)] / count[static_cast<size_t>(r)];
      present.push_back(m.mean[r]);
    }
  }
  m.measured = !present.empty();
  m.median = MedianInPlace(present);
}

// "0, 1, 2" (at most 8, then "and N more").
std::string RankList(const std::vector<int>& ranks);

Window BuildWindow(const DiagnosisInput& in);

inline const RankMeans& M(const Window& w, Metric m) { return w.metrics[Idx(m)]; }

// Share of the median iteration, NaN when the metric was not measured.
double Share(const Window& w, Metric m);

}  // namespace steplens::diagnosis::step_window

#endif  // STEPLENS_DIAGNOSIS_STEP_WINDOW_H_
