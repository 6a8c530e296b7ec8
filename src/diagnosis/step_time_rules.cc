// Step-time rules: NO DATA, stragglers (arrival-based, duration fallback),
// INPUT-BOUND, WAIT-HEAVY, COMPUTE-BOUND, BALANCED.
// The rules and thresholds are documented in docs/reference/diagnoses.md.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::array<Metric, 3> kComputePhases = {
    Metric::kForward, Metric::kBackward, Metric::kOptimizer};

bool Valid(int64_t v) { return v >= 0; }

// Per-rank window means of one per-(step, rank) signal, and the median rank.
struct RankMeans {
  std::vector<double> mean;  // by rank; NaN when never measured
  double median = kNaN;      // over ranks with a value
  bool measured = false;
};

// Everything the rules read, derived once from the input.
struct Window {
  int ranks = 0;
  int steps = 0;
  int steps_with_data = 0;
  std::array<bool, kMetricCount> measured{};
  std::array<RankMeans, kMetricCount> metrics;
  RankMeans iteration;  // dataloader + step per (step, rank)
  RankMeans compute;    // forward + backward + optimizer per (step, rank)
};

void FinishMeans(RankMeans& m, const std::vector<double>& sum,
                 const std::vector<int>& count, std::vector<double>& scratch) {
  const size_t r = sum.size();
  m.mean.assign(r, kNaN);
  scratch.clear();
  for (size_t i = 0; i < r; ++i) {
    if (count[i] > 0) {
      m.mean[i] = sum[i] / count[i];
      scratch.push_back(m.mean[i]);
    }
  }
  m.measured = !scratch.empty();
  m.median = MedianInPlace(scratch);
}

int64_t At(const std::vector<int64_t>& v, size_t i) {
  return v.empty() ? kMissing : v[i];
}

Window BuildWindow(const DiagnosisInput& in) {
  Window w;
  w.ranks = in.world_size;
  w.steps = in.steps;
  const size_t r_count = static_cast<size_t>(w.ranks);
  const size_t expected = r_count * static_cast<size_t>(w.steps);
  std::array<const std::vector<int64_t>*, kMetricCount> v{};
  static const std::vector<int64_t> kEmpty;
  for (int m = 0; m < kMetricCount; ++m) {
    const auto& vec = in.durations_ns[m];
    v[m] = vec.size() == expected ? &vec : &kEmpty;
  }
  std::array<std::vector<double>, kMetricCount> sum;
  std::array<std::vector<int>, kMetricCount> count;
  for (int m = 0; m < kMetricCount; ++m) {
    sum[m].assign(r_count, 0.0);
    count[m].assign(r_count, 0);
  }
  std::vector<double> it_sum(r_count, 0.0), cp_sum(r_count, 0.0);
  std::vector<int> it_count(r_count, 0), cp_count(r_count, 0);
  const int dl = static_cast<int>(Metric::kDataloader);
  const int st = static_cast<int>(Metric::kStep);
  const int wt = static_cast<int>(Metric::kWait);
  for (int s = 0; s < w.steps; ++s) {
    bool any = false;
    for (int r = 0; r < w.ranks; ++r) {
      const size_t i = in.Index(s, r);
      int64_t val[kMetricCount];
      for (int m = 0; m < kMetricCount; ++m) {
        val[m] = At(*v[m], i);
        if (Valid(val[m])) {
          sum[m][r] += static_cast<double>(val[m]);
          ++count[m][r];
        }
      }
      int64_t compute = 0;
      bool has_compute = false;
      for (Metric p : kComputePhases) {
        const int64_t x = val[static_cast<int>(p)];
        if (Valid(x)) {
          compute += x;
          has_compute = true;
        }
      }
      if (has_compute) {
        cp_sum[r] += static_cast<double>(compute);
        ++cp_count[r];
      }
      // Wait derived when not given: step - compute.
      if (!Valid(val[wt]) && v[wt]->empty() && Valid(val[st]) && has_compute) {
        sum[wt][r] += static_cast<double>(std::max<int64_t>(0, val[st] - compute));
        ++count[wt][r];
      }
      int64_t step = Valid(val[st]) ? val[st] : (has_compute ? compute : kMissing);
      if (Valid(step)) {
        const int64_t iteration = step + (Valid(val[dl]) ? val[dl] : 0);
        it_sum[r] += static_cast<double>(iteration);
        ++it_count[r];
        any = true;
      }
    }
    if (any) ++w.steps_with_data;
  }
  std::vector<double> scratch;
  scratch.reserve(r_count);
  for (int m = 0; m < kMetricCount; ++m) {
    FinishMeans(w.metrics[m], sum[m], count[m], scratch);
    w.measured[m] = w.metrics[m].measured;
  }
  FinishMeans(w.iteration, it_sum, it_count, scratch);
  FinishMeans(w.compute, cp_sum, cp_count, scratch);
  return w;
}

const RankMeans& M(const Window& w, Metric m) {
  return w.metrics[static_cast<int>(m)];
}

// Share of the median iteration, NaN when the metric was not measured.
double Share(const Window& w, Metric m) {
  const RankMeans& x = M(w, m);
  if (!x.measured || !(w.iteration.median > 0)) return kNaN;
  return x.median / w.iteration.median;
}

// Result of the persistence test for one signal.
struct Persistence {
  bool tested = false;
  int candidate = -1;
  int64_t wins = 0;   // steps in which the candidate was the worst
  int64_t tested_steps = 0;
  double p_corrected = 1.0;  // Bonferroni over the ranks
  double cost_ns = 0.0;      // mean excess over the median rank
  double cost_share = 0.0;   // cost / median iteration
  bool significant = false;  // p and cost both pass
};

void FinishPersistence(Persistence& p, const std::vector<int64_t>& wins,
                       int ranks, const Window& w, const Thresholds& t) {
  if (p.tested_steps == 0) return;
  p.tested = true;
  p.candidate = static_cast<int>(
      std::max_element(wins.begin(), wins.end()) - wins.begin());
  p.wins = wins[p.candidate];
  const double tail =
      BinomialUpperTail(p.tested_steps, p.wins, 1.0 / static_cast<double>(ranks));
  p.p_corrected = std::min(1.0, tail * static_cast<double>(ranks));
  p.cost_share = w.iteration.median > 0 ? p.cost_ns / w.iteration.median : 0.0;
  p.significant = p.p_corrected < t.persistence_alpha &&
                  p.cost_share >= t.min_culprit_cost_share;
}

// Arrival test: the last rank to arrive at gradient sync "wins" the step;
// the candidate (most wins) costs its mean lateness = arrival - median
// arrival of the other ranks in the same step.
Persistence ArrivalPersistence(const DiagnosisInput& in, const Window& w,
                               const Thresholds& t,
                               std::vector<double>* mean_lateness) {
  Persistence p;
  const int R = w.ranks;
  std::vector<int64_t> wins(R, 0);
  std::vector<double> scratch;
  scratch.reserve(R);
  // First pass: who arrives last in each step (linear).
  for (int s = 0; s < w.steps; ++s) {
    int last = -1;
    int present = 0;
    int64_t last_t = std::numeric_limits<int64_t>::min();
    const int64_t* row = in.arrival_ns.data() + in.Index(s, 0);
    for (int r = 0; r < R; ++r) {
      if (!Valid(row[r])) continue;
      ++present;
      if (row[r] > last_t) {
        last_t = row[r];
        last = r;
      }
    }
    if (present < 2) continue;
    ++wins[last];
    ++p.tested_steps;
  }
  mean_lateness->assign(R, kNaN);
  FinishPersistence(p, wins, R, w, t);
  if (!p.tested) return p;
  // The candidate's lateness against the median of the *other* ranks (with
  // 2 ranks the median of all would halve it).
  const int c = p.candidate;
  double sum = 0.0;
  int count = 0;
  for (int s = 0; s < w.steps; ++s) {
    const int64_t* row = in.arrival_ns.data() + in.Index(s, 0);
    if (!Valid(row[c])) continue;
    scratch.clear();
    for (int r = 0; r < R; ++r) {
      if (r != c && Valid(row[r])) scratch.push_back(static_cast<double>(row[r]));
    }
    if (scratch.empty()) continue;
    sum += static_cast<double>(row[c]) - MedianInPlace(scratch);
    ++count;
  }
  if (count > 0) (*mean_lateness)[c] = sum / count;
  p.cost_ns = std::max(0.0, (*mean_lateness)[c]);
  FinishPersistence(p, wins, R, w, t);
  return p;
}

double MedianOfOthers(const RankMeans& x, int rank);

// Duration test for a signal that is a sum of the given metrics.
template <size_t N>
Persistence DurationPersistence(const DiagnosisInput& in, const Window& w,
                                const Thresholds& t,
                                const std::array<Metric, N>& parts,
                                const RankMeans& means) {
  Persistence p;
  const int R = w.ranks;
  std::array<const std::vector<int64_t>*, N> v{};
  const size_t expected = static_cast<size_t>(R) * static_cast<size_t>(w.steps);
  for (size_t i = 0; i < N; ++i) {
    v[i] = &in.Durations(parts[i]);
    if (v[i]->size() != expected) v[i] = nullptr;
  }
  std::vector<int64_t> wins(R, 0);
  for (int s = 0; s < w.steps; ++s) {
    int worst = -1;
    int64_t worst_v = -1;
    int present = 0;
    for (int r = 0; r < R; ++r) {
      const size_t idx = in.Index(s, r);
      int64_t total = 0;
      bool any = false;
      for (size_t i = 0; i < N; ++i) {
        if (v[i] == nullptr) continue;
        const int64_t x = (*v[i])[idx];
        if (Valid(x)) {
          total += x;
          any = true;
        }
      }
      if (!any) continue;
      ++present;
      if (total > worst_v) {
        worst_v = total;
        worst = r;
      }
    }
    if (present < 2) continue;
    ++wins[worst];
    ++p.tested_steps;
  }
  FinishPersistence(p, wins, R, w, t);
  if (p.tested && means.measured && !std::isnan(means.mean[p.candidate])) {
    const double others = MedianOfOthers(means, p.candidate);
    if (!std::isnan(others)) p.cost_ns = std::max(0.0, means.mean[p.candidate] - others);
  }
  FinishPersistence(p, wins, R, w, t);
  return p;
}

// Mean excess of `rank` over the median rank for one metric, NaN when
// unmeasured.
double MedianOfOthers(const RankMeans& x, int rank) {
  std::vector<double> others;
  others.reserve(x.mean.size());
  for (size_t r = 0; r < x.mean.size(); ++r) {
    if (static_cast<int>(r) != rank && !std::isnan(x.mean[r])) others.push_back(x.mean[r]);
  }
  return MedianInPlace(others);
}

double Excess(const Window& w, Metric m, int rank) {
  const RankMeans& x = M(w, m);
  if (!x.measured || std::isnan(x.mean[rank])) return kNaN;
  const double others = MedianOfOthers(x, rank);
  return std::isnan(others) ? kNaN : x.mean[rank] - others;
}

double Pos(double v) { return std::isnan(v) ? 0.0 : std::max(0.0, v); }

void AddMs(Diagnosis& d, const char* key, double ns) {
  d.Add(key, std::isnan(ns) ? EvidenceValue(std::monostate{})
                            : EvidenceValue(Round(NsToMs(ns), 3)));
}
void AddShare(Diagnosis& d, const char* key, double share) {
  d.Add(key, std::isnan(share) ? EvidenceValue(std::monostate{})
                               : EvidenceValue(Round(share, 4)));
}

void AddPersistence(Diagnosis& d, const char* prefix, const Persistence& p) {
  d.Add(Format("%sworst_rank", prefix), static_cast<int64_t>(p.candidate));
  d.Add(Format("%sworst_steps", prefix), p.wins);
  d.Add(Format("%stested_steps", prefix), p.tested_steps);
  d.Add(Format("%sp_value", prefix), p.p_corrected);
  d.Add(Format("%scost_ms", prefix), Round(NsToMs(p.cost_ns), 3));
  d.Add(Format("%scost_share", prefix), Round(p.cost_share, 4));
}

Severity StragglerSeverity(const Persistence& p, const Window& w,
                           const Thresholds& t) {
  return (p.cost_share >= t.critical_cost_share &&
          w.steps_with_data >= t.critical_min_steps)
             ? Severity::kCritical
             : Severity::kWarning;
}

// The compute phase with the largest positive excess among the given ones.
const char* LargestPhase(const std::array<double, 3>& excess) {
  int best = -1;
  for (int i = 0; i < 3; ++i) {
    if (std::isnan(excess[i]) || excess[i] <= 0) continue;
    if (best < 0 || excess[i] > excess[best]) best = i;
  }
  return best < 0 ? "" : MetricName(kComputePhases[best]);
}

void SetStraggler(Diagnosis& d, const char* label, int rank,
                  const std::string& phase, const Persistence& p,
                  const Window& w, const Thresholds& t, const char* how) {
  d.label = label;
  d.rank = rank;
  d.phase = phase;
  d.severity = StragglerSeverity(p, w, t);
  const std::string what =
      std::string(label) == kInputStraggler
          ? "input (dataloader)"
          : (std::string(label) == kComputeStraggler ? phase + " compute"
                                                      : "input and compute");
  d.summary = Format(
      "Rank %d is the slowest in %lld of %lld steps (%s), costing %.1f ms "
      "(%.0f%% of the step); the excess is in %s.",
      rank, static_cast<long long>(p.wins),
      static_cast<long long>(p.tested_steps), how, NsToMs(p.cost_ns),
      100.0 * p.cost_share, what.c_str());
  if (std::string(label) == kInputStraggler) {
    d.action = Format(
        "Inspect the input path on rank %d: its data loading and "
        "preprocessing, and its host (storage, noisy neighbours, CPU "
        "contention).",
        rank);
  } else if (std::string(label) == kComputeStraggler) {
    d.action = Format(
        "Inspect the %s compute on rank %d: compare its input shapes and "
        "rank-local logic with the other ranks, and check its device for "
        "throttling.",
        phase.c_str(), rank);
  } else {
    d.action = Format(
        "Inspect both input and compute unevenness on rank %d; isolate one "
        "issue at a time, starting with the larger excess.",
        rank);
  }
}

}  // namespace

// Is a compute-attributed culprit's excess explained by CPU contention?
// With main-thread schedstat for the culprit and another rank (shares of
// the median iteration): when the CPU time the culprit's main thread used
// beyond the others' covers kContentionExplainedFraction of its cost, the
// excess is its own work: named. Else when the time it waited for a CPU
// beyond the others' covers that fraction, it was starved by its host: not
// named. Otherwise (or without the signal) on a saturated host the culprit
// must clear the contention floor (kSaturatedComputeCostShare). When
// contention explains it, the evidence says which rank was passed over and
// why, and true is returned.
bool ContentionExplains(Diagnosis& d, const DiagnosisInput& in, int rank,
                        double cost_share, const Thresholds& t) {
  const auto& procs = in.context.processes;
  const double cpu = in.context.host_cpu_pct;
  auto passed_over = [&](const char* note) {
    d.Add("contention_rank", static_cast<int64_t>(rank));
    d.Add("contention_cost_share", Round(cost_share, 4));
    d.Add("contention_note", std::string(note));
    return true;
  };
  // The culprit's value and the median of the other ranks' (NaN if absent).
  auto split = [&](double ProcessContext::*field, double* mine, double* median) {
    std::vector<double> others;
    *mine = kNaN;
    for (size_t r = 0; r < procs.size(); ++r) {
      const double v = procs[r].*field;
      if (std::isnan(v)) continue;
      if (static_cast<int>(r) == rank) {
        *mine = v;
      } else {
        others.push_back(v);
      }
    }
    *median = kNaN;
    if (others.empty()) return;
    std::nth_element(others.begin(), others.begin() + others.size() / 2, others.end());
    *median = others[others.size() / 2];
  };
  double mine = kNaN, median = kNaN;
  split(&ProcessContext::main_wait_pct, &mine, &median);
  if (!std::isnan(mine) && !std::isnan(median)) {
    // Shares of the median iteration (the culprit's iteration is 1 + cost
    // of it): the time it waited for a CPU beyond the others, and the CPU
    // time it used beyond the others. A rank doing extra work on a busy
    // host also waits more; what it burns tells the two apart.
    const double starved_share = std::max(0.0, mine - median) / 100.0 * (1.0 + cost_share);
    d.Add("culprit_main_wait_pct", Round(mine, 1));
    d.Add("others_main_wait_pct", Round(median, 1));
    d.Add("starved_share", Round(starved_share, 4));
    double cpu_mine = kNaN, cpu_median = kNaN;
    split(&ProcessContext::main_cpu_pct, &cpu_mine, &cpu_median);
    if (!std::isnan(cpu_mine) && !std::isnan(cpu_median)) {
      const double extra_cpu_share =
          std::max(0.0, cpu_mine / 100.0 * (1.0 + cost_share) - cpu_median / 100.0);
      d.Add("extra_cpu_share", Round(extra_cpu_share, 4));
      if (extra_cpu_share >= t.contention_explained_fraction * cost_share) return false;
    }
    if (starved_share >= t.contention_explained_fraction * cost_share) {
      return passed_over(
          "the rank's main thread waited for a CPU (run queue) long enough to "
          "explain its excess: host contention, not the rank's own work");
    }
    // Neither explains it: on a saturated host the floor below applies.
  }
  if (std::isnan(cpu) || cpu < t.high_cpu_pct) return false;
  if (cost_share >= t.saturated_compute_cost_share) return false;
  d.Add("host_cpu_pct", Round(cpu, 1));
  d.Add("contention_floor", t.saturated_compute_cost_share);
  return passed_over(
      "host CPU saturated: a compute excess below the contention floor is "
      "not attributed to one rank");
}

Diagnosis DiagnoseStepTime(const DiagnosisInput& in, const Thresholds& t) {
  Diagnosis d;
  const bool shape_ok = in.world_size > 0 && in.steps > 0;
  Window w;
  if (shape_ok) w = BuildWindow(in);
  d.Add("steps", static_cast<int64_t>(w.steps_with_data));
  d.Add("ranks", static_cast<int64_t>(std::max(0, in.world_size)));
  if (!shape_ok || w.steps_with_data < t.min_steps) {
    d.label = kNoData;
    d.severity = Severity::kInfo;
    d.Add("min_steps", static_cast<int64_t>(t.min_steps));
    d.summary = w.steps_with_data == 0
                    ? std::string("No complete training step in the window.")
                    : Format("Only %d complete steps in the window; %d are "
                             "needed for a diagnosis.",
                             w.steps_with_data, t.min_steps);
    d.action =
        "Wait for more complete steps; check that the training loop runs "
        "inside steplens.trace_step(...).";
    return d;
  }

  const double input_share = Share(w, Metric::kDataloader);
  const double wait_share = Share(w, Metric::kWait);
  double compute_share = kNaN;
  if (w.compute.measured && w.iteration.median > 0) {
    compute_share = w.compute.median / w.iteration.median;
  }
  std::array<double, 3> phase_median{};
  for (int i = 0; i < 3; ++i) {
    const RankMeans& x = M(w, kComputePhases[i]);
    phase_median[i] = x.measured ? x.median : kNaN;
  }
  AddMs(d, "median_iteration_ms", w.iteration.median);
  AddMs(d, "median_step_ms", M(w, Metric::kStep).median);
  AddShare(d, "input_share", input_share);
  AddShare(d, "compute_share", compute_share);
  AddShare(d, "wait_share", wait_share);
  const char* largest = LargestPhase(phase_median);
  d.Add("largest_compute_phase", std::string(largest));

  // --- Stragglers ---------------------------------------------------------
  const size_t expected =
      static_cast<size_t>(w.ranks) * static_cast<size_t>(w.steps);
  const bool have_arrival = in.arrival_ns.size() == expected;
  if (w.ranks >= 2) {
    if (have_arrival) {
      d.Add("attribution", std::string("arrival"));
      std::vector<double> lateness;
      Persistence p = ArrivalPersistence(in, w, t, &lateness);
      AddPersistence(d, "", p);
      if (p.tested) {
        const int c = p.candidate;
        const double lateness_ns = std::max(0.0, lateness[c]);
        const double dl_ex = Excess(w, Metric::kDataloader, c);
        const double fwd_ex = Excess(w, Metric::kForward, c);
        const double opt_ex = Excess(w, Metric::kOptimizer, c);
        // Backward durations absorb the others' wait under DDP, so the
        // culprit's backward compute excess is what the measured phases do
        // not explain: lateness - (dataloader + forward + optimizer excess).
        const double residual =
            lateness_ns - Pos(dl_ex) - Pos(fwd_ex) - Pos(opt_ex);
        const bool bwd_measured = M(w, Metric::kBackward).measured;
        const double bwd_ex = bwd_measured ? residual : kNaN;
        if (!bwd_measured) AddMs(d, "unexplained_ms", std::max(0.0, residual));
        AddMs(d, "lateness_ms", lateness_ns);
        AddMs(d, "dataloader_excess_ms", dl_ex);
        AddMs(d, "forward_excess_ms", fwd_ex);
        AddMs(d, "backward_compute_excess_ms", bwd_ex);
        AddMs(d, "optimizer_excess_ms", opt_ex);
        if (p.significant && lateness_ns > 0) {
          const double input_frac = Pos(dl_ex) / lateness_ns;
          const double compute_frac =
              (Pos(fwd_ex) + Pos(bwd_ex) + Pos(opt_ex)) / lateness_ns;
          AddShare(d, "input_fraction", input_frac);
          AddShare(d, "compute_fraction", compute_frac);
          const std::string phase =
              LargestPhase({Pos(fwd_ex), Pos(bwd_ex), Pos(opt_ex)});
          if (input_frac >= t.attribution_dominant_share) {
            SetStraggler(d, kInputStraggler, c, "", p, w, t, "last at gradient sync");
            return d;
          }
          if (compute_frac >= t.attribution_dominant_share) {
            if (!ContentionExplains(d, in, c, p.cost_share, t)) {
              SetStraggler(d, kComputeStraggler, c, phase, p, w, t,
                           "last at gradient sync");
              return d;
            }
          } else {
            const bool mixed = input_frac >= t.attribution_mixed_share &&
                               compute_frac >= t.attribution_mixed_share;
            d.Add("straggler_kind", std::string(mixed ? "mixed" : "unattributed"));
            SetStraggler(d, kStraggler, c, "", p, w, t, "last at gradient sync");
            return d;
          }
        }
      }
    } else {
      d.Add("attribution", std::string("durations"));
      d.Add("attribution_note",
            std::string("no sync arrival times") +
                (in.arrival_missing_reason.empty()
                     ? std::string()
                     : " (" + in.arrival_missing_reason + ")") +
                "; durations cannot name a rank that is slow inside a DDP "
                "backward");
      const Persistence input =
          DurationPersistence(in, w, t, std::array<Metric, 1>{Metric::kDataloader},
                              M(w, Metric::kDataloader));
      const Persistence compute =
          DurationPersistence(in, w, t, kComputePhases, w.compute);
      if (input.tested) AddPersistence(d, "input_", input);
      if (compute.tested) AddPersistence(d, "compute_", compute);
      auto compute_phase = [&](int rank) {
        return std::string(LargestPhase({Excess(w, Metric::kForward, rank),
                                         Excess(w, Metric::kBackward, rank),
                                         Excess(w, Metric::kOptimizer, rank)}));
      };
      if (input.significant && compute.significant &&
          input.candidate == compute.candidate) {
        d.Add("straggler_kind", std::string("mixed"));
        Persistence both = input.cost_share >= compute.cost_share ? input : compute;
        both.cost_ns = input.cost_ns + compute.cost_ns;
        both.cost_share = input.cost_share + compute.cost_share;
        SetStraggler(d, kStraggler, input.candidate, "", both, w, t,
                     "longest input and compute");
        return d;
      }
      // On different ranks the larger cost wins: under DDP the others'
      // backward absorbs an input straggler's lateness, which looks like a
      // (smaller) compute excess elsewhere.
      const bool take_input =
          input.significant &&
          (!compute.significant || input.cost_share >= compute.cost_share);
      if (take_input) {
        SetStraggler(d, kInputStraggler, input.candidate, "", input, w, t,
                     "longest dataloader");
        return d;
      }
      if (compute.significant &&
          !ContentionExplains(d, in, compute.candidate, compute.cost_share, t)) {
        const std::string phase = compute_phase(compute.candidate);
        SetStraggler(d, kComputeStraggler, compute.candidate,
                     phase.empty() ? std::string("backward") : phase, compute, w, t,
                     "longest compute");
        return d;
      }
    }
  }

  // --- Typical-step shares -------------------------------------------------
  const bool input_bound = !std::isnan(input_share) && input_share >= t.input_bound_share;
  const bool wait_heavy = !std::isnan(wait_share) && wait_share >= t.wait_heavy_share;
  const bool enough = w.steps_with_data >= t.critical_min_steps;
  if (input_bound && (!wait_heavy || input_share >= wait_share)) {
    d.label = kInputBound;
    d.severity = enough && input_share >= t.input_bound_critical_share
                     ? Severity::kCritical
                     : Severity::kWarning;
    d.summary = Format(
        "Data loading takes %.0f%% of the typical step (%.1f ms of %.1f ms).",
        100.0 * input_share, NsToMs(M(w, Metric::kDataloader).median),
        NsToMs(w.iteration.median));
    d.action =
        "Inspect dataloader workers, preprocessing and storage: raise "
        "num_workers, cut per-sample preprocessing, check read throughput and "
        "batch construction.";
    return d;
  }
  if (wait_heavy) {
    d.label = kWaitHeavy;
    d.severity = enough && wait_share >= t.wait_heavy_critical_share
                     ? Severity::kCritical
                     : Severity::kWarning;
    d.summary = Format(
        "%.0f%% of the typical step (%.1f ms) is wait/overhead outside "
        "forward, backward and optimizer.",
        100.0 * wait_share, NsToMs(M(w, Metric::kWait).median));
    d.action =
        "Inspect sync points and uneven progress: barriers, host syncs "
        "(.item(), .cpu()), CPU stalls and host-device transfers.";
    return d;
  }
  if (!std::isnan(compute_share) && compute_share >= t.compute_bound_share) {
    d.label = kComputeBound;
    d.severity = Severity::kInfo;
    d.summary = Format(
        "Model compute is %.0f%% of the typical step; %s is the largest phase.",
        100.0 * compute_share, largest[0] ? largest : "no phase");
    d.action = Format(
        "Inspect forward/backward/optimizer cost, largest first (%s): batch "
        "size, precision, kernels; profile deeper only that phase.",
        largest[0] ? largest : "n/a");
    return d;
  }
  d.label = kBalanced;
  d.severity = Severity::kInfo;
  d.summary = "No single bottleneck dominates the window.";
  d.action =
      "Optimise further only if throughput is still too low; compare with an "
      "earlier run if you expected better.";
  return d;
}

}  // namespace steplens::diagnosis
