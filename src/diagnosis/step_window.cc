// The step-time rules' window (step_window.h): building it, and its cells.
#include "diagnosis/step_window.h"

#include <algorithm>
#include <utility>

#include "diagnosis/rules.h"

namespace steplens::diagnosis::step_window {
namespace {

// Whether optional metric m is comparable: measured by every reporting rank
// in some step of the window. When some ranks measured it and others did
// not, it is compared on none and `w.missing` says which lacked it.
bool OptionalMetricCommon(Window& w, const DiagnosisInput& in, const std::vector<bool>& reporting,
                          Metric m) {
  std::vector<int> lacking;
  int measured = 0;
  const std::vector<int64_t>* values = w.v[Idx(m)];
  std::vector<bool> has(static_cast<size_t>(w.ranks), false);
  for (int s = 0; values != nullptr && s < w.steps; ++s) {  // step-major: memory order
    for (int r = 0; r < w.ranks; ++r) {
      if (Valid((*values)[in.Index(s, r)])) has[static_cast<size_t>(r)] = true;
    }
  }
  for (int r = 0; r < w.ranks; ++r) {
    if (!reporting[r]) continue;
    if (has[static_cast<size_t>(r)]) {
      ++measured;
    } else {
      lacking.push_back(r);
    }
  }
  if (measured > 0 && !lacking.empty()) {
    w.missing.push_back(Format("%s: not measured on rank%s %s (compared on no rank)", MetricName(m),
                               lacking.size() > 1 ? "s" : "", RankList(lacking).c_str()));
  }
  return measured > 0 && lacking.empty();
}

}  // namespace

int64_t CompositeCell(const Window& w, Metric m, int s, int r) {
  if (m == Metric::kWait) {
    if (!w.wait.empty()) return w.wait[w.in->Index(s, r)];
    return WaitCell(w, s, r);
  }
  // A comm part: 0 where the step's total was measured without this part.
  const int64_t total = Cell(w, Metric::kComm, s, r);
  if (!Valid(total)) return kMissing;
  const std::vector<int64_t>* part = w.v[Idx(m)];
  const int64_t v = part == nullptr ? kMissing : (*part)[w.in->Index(s, r)];
  return Valid(v) ? std::min(v, total) : 0;
}

int64_t WaitCell(const Window& w, int s, int r) {
  std::array<int64_t, metrics::kBuiltinPhaseCount> phases;
  for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) {
    phases[static_cast<size_t>(p)] = Cell(w, static_cast<Metric>(p), s, r);
  }
  return metrics::WaitNs(Cell(w, Metric::kStep, s, r), phases);
}

// Sum of the common compute phases, kMissing when any of them is missing
// in the cell or none is common.
int64_t ComputeCell(const Window& w, int s, int r) {
  int64_t total = 0;
  bool any = false;
  for (const metrics::BuiltinPhase& phase : metrics::kBuiltinPhases) {
    if (phase.compute == metrics::Compute::kNo) continue;
    const auto p = static_cast<Metric>(phase.phase);
    if (!w.common[Idx(p)]) continue;
    const int64_t x = Cell(w, p, s, r);
    if (!Valid(x)) return kMissing;
    total = metrics::AddDurations(total, x);
    any = true;
  }
  return any ? total : kMissing;
}

// Dataloader + blocked before the step + step (or the compute phases when
// the step is not measured): a rank that waited in a collective between two
// steps spent that time in its iteration, outside every phase.
int64_t IterationCell(const Window& w, int s, int r) {
  int64_t step = w.common[Idx(Metric::kStep)] ? Cell(w, Metric::kStep, s, r) : ComputeCell(w, s, r);
  if (!Valid(step)) return kMissing;
  const int64_t dl = Cell(w, Metric::kDataloader, s, r);
  if (Valid(dl)) step = metrics::AddDurations(step, dl);
  const int64_t before = Cell(w, Metric::kCommBeforeStep, s, r);
  return Valid(before) ? metrics::AddDurations(step, before) : step;
}

// The work a rank does between one gradient synchronisation and the next,
// as far as it is measured: the previous step's optimizer and wait (host
// work after the sync), then this step's dataloader and forward. Under
// synchronised training the others wait for whoever is late here; that wait
// lands in *their* backward, never in these phases. kMissing when a common
// part is missing in the cell, or nothing is common.
int64_t PresyncCell(const Window& w, int s, int r) {
  int64_t total = 0;
  bool any = false;
  auto add = [&](Metric m, int step) {
    if (!w.common[Idx(m)]) return true;
    const int64_t x = Cell(w, m, step, r);
    if (!Valid(x)) return false;
    total = metrics::AddDurations(total, x);
    any = true;
    return true;
  };
  if (!add(Metric::kDataloader, s) || !add(Metric::kH2D, s) || !add(Metric::kForward, s)) {
    return kMissing;
  }
  if (s > 0 && (!add(Metric::kOptimizer, s - 1) || !add(Metric::kWait, s - 1))) {
    return kMissing;
  }
  return any ? total : kMissing;
}

std::string RankList(const std::vector<int>& ranks) {
  std::string out;
  constexpr size_t kShown = 8;
  for (size_t i = 0; i < ranks.size() && i < kShown; ++i) {
    out += (i == 0 ? "" : ", ") + std::to_string(ranks[i]);
  }
  if (ranks.size() > kShown) out += Format(" and %zu more", ranks.size() - kShown);
  return out;
}

Window BuildWindow(const DiagnosisInput& in) {
  Window w;
  w.in = &in;
  w.ranks = in.world_size;
  w.steps = in.steps;
  const size_t expected = static_cast<size_t>(w.ranks) * static_cast<size_t>(w.steps);
  for (int m = 0; m < kMetricCount; ++m) {
    const auto& vec = in.durations_ns[m];
    w.v[m] = vec.size() == expected ? &vec : nullptr;
  }
  // Which rank measured which metric at least once.
  std::array<std::vector<bool>, kMetricCount> has;
  std::vector<bool> reporting(static_cast<size_t>(w.ranks), false);
  for (Metric m : kReported) {
    has[Idx(m)].assign(static_cast<size_t>(w.ranks), false);
    if (w.v[Idx(m)] == nullptr) continue;
    for (int s = 0; s < w.steps; ++s) {
      for (int r = 0; r < w.ranks; ++r) {
        if (Valid((*w.v[Idx(m)])[in.Index(s, r)])) has[Idx(m)][r] = true;
      }
    }
    for (int r = 0; r < w.ranks; ++r) reporting[r] = reporting[r] || has[Idx(m)][r];
  }
  for (int r = 0; r < w.ranks; ++r) {
    if (reporting[r]) {
      ++w.reporting;
    } else {
      w.silent_ranks.push_back(r);
    }
  }
  for (Metric m : kReported) {
    std::vector<int> lacking;
    for (int r = 0; r < w.ranks; ++r) {
      if (reporting[r] && !has[Idx(m)][r]) lacking.push_back(r);
    }
    const bool any = static_cast<int>(lacking.size()) < w.reporting;
    w.common[Idx(m)] = any && lacking.empty();
    if (!any) {
      w.missing.push_back(Format("%s: not measured", MetricName(m)));
    } else if (!lacking.empty()) {
      w.missing.push_back(Format("%s: not measured on rank%s %s (compared on no rank)",
                                 MetricName(m), lacking.size() > 1 ? "s" : "",
                                 RankList(lacking).c_str()));
    }
  }
  // The optional phases (h2d) and comm (time blocked in collectives): used
  // when every reporting rank measured them; measured on some only, compared
  // on none (and said). comm's per-phase parts follow its total (0 in a step whose
  // total was measured without them).
  bool wait = w.common[Idx(Metric::kStep)];
  for (const metrics::BuiltinPhase& p : metrics::kBuiltinPhases) {
    const auto m = static_cast<Metric>(p.phase);
    if (p.compute == metrics::Compute::kOptional) {
      w.common[Idx(m)] = OptionalMetricCommon(w, in, reporting, m);
    } else if (p.compute == metrics::Compute::kRequired) {
      wait = wait && w.common[Idx(m)];
    }
  }
  const bool comm = OptionalMetricCommon(w, in, reporting, Metric::kComm);
  for (Metric m : kCommMetrics) w.common[Idx(m)] = comm;
  for (int k = 0; k < kCommKindCount; ++k) w.common[Idx(CommKindMetric(k))] = comm;
  // DDP's gradient sync split and the user collectives' overlap: each on
  // its own, like h2d.
  for (Metric m : {Metric::kSyncExposed, Metric::kSyncOverlapped, Metric::kCommOverlap}) {
    w.common[Idx(m)] = OptionalMetricCommon(w, in, reporting, m);
  }
  w.common[Idx(Metric::kWait)] = wait;
  if (!w.common[Idx(Metric::kWait)] && w.common[Idx(Metric::kStep)]) {
    w.missing.push_back("wait: not derived (needs forward, backward and optimizer on every rank)");
  }
  if (!w.silent_ranks.empty()) {
    w.missing.push_back(Format("rank%s %s sent no steps", w.silent_ranks.size() > 1 ? "s" : "",
                               RankList(w.silent_ranks).c_str()));
  }
  if (w.common[Idx(Metric::kWait)]) {
    std::vector<int64_t> wait(static_cast<size_t>(w.steps) * static_cast<size_t>(w.ranks));
    for (int s = 0; s < w.steps; ++s) {
      for (int r = 0; r < w.ranks; ++r) wait[in.Index(s, r)] = WaitCell(w, s, r);
    }
    w.wait = std::move(wait);
  }
  for (int m = 0; m < kMetricCount; ++m) {
    const Metric metric = static_cast<Metric>(m);
    if (!w.common[m]) {  // every cell is missing: no means (as FillMeans would find)
      w.metrics[m].mean.assign(static_cast<size_t>(w.ranks), kNaN);
      continue;
    }
    FillMeans(w, w.metrics[m], [&](int s, int r) { return Cell(w, metric, s, r); });
  }
  FillMeans(w, w.iteration, [&](int s, int r) { return IterationCell(w, s, r); });
  FillMeans(w, w.compute, [&](int s, int r) { return ComputeCell(w, s, r); });
  for (int s = 0; s < w.steps; ++s) {
    for (int r = 0; r < w.ranks; ++r) {
      if (Valid(IterationCell(w, s, r))) {
        ++w.steps_with_data;
        break;
      }
    }
  }
  return w;
}

double Share(const Window& w, Metric m) {
  const RankMeans& x = M(w, m);
  if (!x.measured || !(w.iteration.median > 0)) return kNaN;
  return x.median / w.iteration.median;
}

}  // namespace steplens::diagnosis::step_window
