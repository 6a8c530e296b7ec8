// UNSTABLE: a job whose typical step is fine but whose step time spikes or
// jitters (GC pauses, a noisy neighbour, periodic checkpoints or evals).
// The rule and its thresholds: docs/reference/diagnoses.md, "UNSTABLE".
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "base/metrics.h"
#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"
#include "diagnosis/step_cells.h"

namespace steplens::diagnosis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// 1.4826 x MAD estimates the standard deviation of normal data.
constexpr double kMadToSd = 1.4826;

bool Valid(int64_t v) { return v >= 0; }

struct Jitter {
  double p50 = kNaN, p95 = kNaN, p99 = kNaN, cv = kNaN;
};

Jitter Measure(const std::vector<double>& series, size_t from, size_t to) {
  Jitter j;
  std::vector<double> x;
  for (size_t i = from; i < to; ++i) {
    if (!std::isnan(series[i])) x.push_back(series[i]);
  }
  if (x.empty()) return j;
  j.p50 = MedianInPlace(x);
  j.p95 = QuantileInPlace(x, 0.95);
  j.p99 = QuantileInPlace(x, 0.99);
  for (double& v : x) v = std::fabs(v - j.p50);
  j.cv = j.p50 > 0 ? kMadToSd * MedianInPlace(x) / j.p50 : kNaN;
  return j;
}

// The metrics a spike can sit in: the catalogue's phases, wait and comm.
std::vector<Metric> SpikeMetrics(const StepCells& c) {
  std::vector<Metric> out;
  for (const metrics::BuiltinPhase& p : metrics::kBuiltinPhases) {
    const auto m = static_cast<Metric>(p.phase);
    if (c.common(m)) out.push_back(m);
  }
  for (Metric m : {Metric::kWait, Metric::kComm}) {
    if (c.common(m)) out.push_back(m);
  }
  return out;
}

// Per rank, the median of `value` over the steps that are not spikes.
template <typename F>
std::vector<double> Baseline(const StepCells& c, const std::vector<bool>& spike, F value) {
  std::vector<double> out(static_cast<size_t>(c.ranks), kNaN);
  std::vector<double> x;
  for (int r = 0; r < c.ranks; ++r) {
    x.clear();
    for (int s = 0; s < c.steps; ++s) {
      if (spike[static_cast<size_t>(s)]) continue;
      const int64_t v = value(s, r);
      if (Valid(v)) x.push_back(static_cast<double>(v));
    }
    out[static_cast<size_t>(r)] = MedianInPlace(x);
  }
  return out;
}

}  // namespace

bool DiagnoseUnstable(const StepCells& c, const Thresholds& t, Diagnosis& d) {
  // The job's step time per step: its slowest rank's iteration (the
  // others wait for it at the next synchronisation).
  std::vector<double> series(static_cast<size_t>(c.steps), kNaN);
  int with_data = 0;
  for (int s = 0; s < c.steps; ++s) {
    for (int r = 0; r < c.ranks; ++r) {
      const int64_t v = c.iteration(s, r);
      if (!Valid(v)) continue;
      double& x = series[static_cast<size_t>(s)];
      x = std::isnan(x) ? static_cast<double>(v) : std::max(x, static_cast<double>(v));
    }
    if (!std::isnan(series[static_cast<size_t>(s)])) ++with_data;
  }
  const Jitter whole = Measure(series, 0, series.size());
  if (std::isnan(whole.p50) || !(whole.p50 > 0)) return false;
  const double ratio = whole.p95 / whole.p50;
  d.Add("step_p50_ms", Round(NsToMs(whole.p50), 3));
  d.Add("step_p95_ms", Round(NsToMs(whole.p95), 3));
  d.Add("step_p99_ms", Round(NsToMs(whole.p99), 3));
  d.Add("step_p95_p50", Round(ratio, 4));
  d.Add("step_robust_cv", Round(whole.cv, 4));
  if (with_data < t.unstable_min_steps) return false;

  // Spikes: steps at or over unstable_ratio x p50. Persistent when at least
  // unstable_min_spikes of them are spread over the window: no stretch
  // without one (window edges included) longer than a third of it, so one
  // burst (an eval pass) is not instability.
  const double spike_at = t.unstable_ratio * whole.p50;
  std::vector<bool> spike(static_cast<size_t>(c.steps), false);
  std::vector<int> spike_rows;
  for (int s = 0; s < c.steps; ++s) {
    const double x = series[static_cast<size_t>(s)];
    if (!std::isnan(x) && x >= spike_at) {
      spike[static_cast<size_t>(s)] = true;
      spike_rows.push_back(s);
    }
  }
  int longest_gap = 0, previous = -1;
  for (int s : spike_rows) {
    longest_gap = std::max(longest_gap, s - previous - 1);
    previous = s;
  }
  longest_gap = std::max(longest_gap, c.steps - previous - 1);
  bool spiky = ratio >= t.unstable_ratio &&
               static_cast<int>(spike_rows.size()) >= t.unstable_min_spikes &&
               3 * longest_gap <= c.steps;
  const size_t half = series.size() / 2;
  const Jitter first = Measure(series, 0, half);
  const Jitter second = Measure(series, half, series.size());
  const bool jittery =
      whole.cv >= t.unstable_cv && first.cv >= t.unstable_cv && second.cv >= t.unstable_cv;
  double mean = 0.0;
  for (double x : series) mean += std::isnan(x) ? 0.0 : x;
  mean /= with_data;
  // What the variability costs: the time spent above the median step.
  const double lost = mean > 0 ? std::max(0.0, mean - whole.p50) / mean : 0.0;
  d.Add("time_lost_share", Round(lost, 4));
  // Spikes are a warning when they cost unstable_min_lost_share; jitter
  // alone is info (a wide but symmetric step time loses little, and a
  // loaded host's scheduler makes one: measured, thresholds.h).
  const bool costly_spikes = spiky && lost >= t.unstable_min_lost_share;
  if (!costly_spikes && !jittery) return false;
  spiky = costly_spikes;

  d.label = kUnstable;
  d.severity = spiky ? Severity::kWarning : Severity::kInfo;
  // Whether the host's CPU can account for the spikes: the median rank's
  // threads (main and others, summed) waited for a CPU at least
  // unstable_contended_wait_fraction x the share of time the spikes cost.
  // Unmeasured (an older recorder or database): a busy host.
  const double cpu_wait = MedianRankCpuWait(c);
  const bool contended = std::isnan(cpu_wait)
                             ? !std::isnan(c.host_cpu_pct) && c.host_cpu_pct >= t.busy_host_cpu_pct
                             : cpu_wait / 100.0 >= t.unstable_contended_wait_fraction * lost;
  d.Add("unstable_kind", std::string(spiky ? "spikes" : "jitter"));
  d.Add("unstable_ratio_threshold", t.unstable_ratio);
  d.Add("unstable_cv_threshold", t.unstable_cv);
  std::string detail;
  if (spiky) {
    d.Add("spike_steps", static_cast<int64_t>(spike_rows.size()));
    // Episodes: runs of adjacent spike steps (a late rank's spike shows in
    // its own step and in the others' next one); their starts' most common
    // gap is the period when it covers unstable_period_share of the gaps.
    std::vector<int> starts;
    for (size_t i = 0; i < spike_rows.size(); ++i) {
      if (i == 0 || spike_rows[i] != spike_rows[i - 1] + 1) starts.push_back(spike_rows[i]);
    }
    std::map<int, int> gaps;
    for (size_t i = 1; i < starts.size(); ++i) ++gaps[starts[i] - starts[i - 1]];
    int period = 0, period_count = 0;
    for (const auto& [gap, count] : gaps) {
      if (count > period_count) {
        period = gap;
        period_count = count;
      }
    }
    const bool periodic = starts.size() >= 3 && period >= 2 &&
                          period_count >= t.unstable_period_share * (starts.size() - 1);
    // Where the ranks' threads queue for a CPU the scheduler makes spikes
    // of its own (measured on healthy runs, thresholds.h): there only
    // periodic spikes (something the job does every N steps) are a
    // warning, the rest info.
    if (!std::isnan(cpu_wait)) d.Add("threads_cpu_wait_pct", Round(cpu_wait, 1));
    if (contended && !periodic) {
      d.severity = Severity::kInfo;
      if (std::isnan(cpu_wait)) {
        d.Add("host_cpu_pct", Round(c.host_cpu_pct, 1));
        d.Add("unstable_note", std::string("host CPU busy: spikes without a period may be "
                                           "contention for the host's cores"));
      } else {
        d.Add("unstable_note",
              Format("the ranks' threads waited for a CPU %.0f%% of the time (median rank), "
                     "the spikes cost %.0f%%: spikes without a period may be contention for "
                     "the host's cores",
                     cpu_wait, 100.0 * lost));
      }
    }
    d.Add("spike_period_steps",
          periodic ? EvidenceValue(static_cast<int64_t>(period)) : EvidenceValue(std::monostate{}));
    if (periodic) {
      d.Add("first_spike_step", static_cast<int64_t>(c.first_step) + starts[0]);
    }
    // The rank where a spike starts: per spike step, the rank whose own
    // work (its iteration less backward and comm, where ranks wait for each
    // other) grew most over its baseline, when that growth is at least
    // unstable_rank_factor x the others' median growth; named when one rank
    // is it in unstable_period_share of the spike steps that have one.
    auto own = [&](int s, int r) -> int64_t {
      int64_t v = c.iteration(s, r);
      if (!Valid(v)) return kMissing;
      for (Metric m : {Metric::kBackward, Metric::kComm}) {
        const int64_t x = c.common(m) ? c.cell(m, s, r) : kMissing;
        if (Valid(x)) v -= std::min(v, x);
      }
      return v;
    };
    const std::vector<double> own_base = Baseline(c, spike, own);
    std::vector<int> led(static_cast<size_t>(c.ranks), 0);
    int with_leader = 0;  // spike steps where some rank's own work grew
    std::vector<double> others;
    for (int s : spike_rows) {
      int best = -1;
      double best_growth = 0.0;
      others.clear();
      for (int r = 0; r < c.ranks; ++r) {
        const int64_t v = own(s, r);
        const double base = own_base[static_cast<size_t>(r)];
        if (!Valid(v) || std::isnan(base)) continue;
        const double growth = static_cast<double>(v) - base;
        others.push_back(growth);
        if (best < 0 || growth > best_growth) {
          best = r;
          best_growth = growth;
        }
      }
      if (best < 0 || others.size() < 2) continue;
      // The others' median growth (the best's own entry left out).
      std::sort(others.begin(), others.end());
      others.pop_back();
      const double rest = std::max(0.0, MedianInPlace(others));
      if (best_growth > 0 && best_growth >= t.unstable_rank_factor * rest &&
          best_growth >= (t.unstable_ratio - 1.0) * whole.p50 / 2) {
        ++led[static_cast<size_t>(best)];
        ++with_leader;
      }
    }
    const int lead = static_cast<int>(std::max_element(led.begin(), led.end()) - led.begin());
    // Spike steps where nobody's own work grew are the others' waits for
    // the leader (their next step); they neither confirm nor refute it.
    const bool one_rank = c.ranks >= 2 && with_leader >= t.unstable_min_spikes &&
                          led[static_cast<size_t>(lead)] >=
                              t.unstable_period_share * static_cast<double>(with_leader);
    d.Add("spike_rank",
          one_rank ? EvidenceValue(static_cast<int64_t>(lead)) : EvidenceValue(std::monostate{}));
    // The phase the spikes sit in: the metric that grows most over its
    // baseline in the spike steps, on the leading rank (or, with none, the
    // largest growth of any rank per step).
    std::string phase;
    double phase_growth = 0.0;
    for (Metric m : SpikeMetrics(c)) {
      auto value = [&](int s, int r) { return c.cell(m, s, r); };
      const std::vector<double> base = Baseline(c, spike, value);
      double sum = 0.0;
      int n = 0;
      for (int s : spike_rows) {
        double g = kNaN;
        for (int r = 0; r < c.ranks; ++r) {
          if (one_rank && r != lead) continue;
          const int64_t v = value(s, r);
          const double b = base[static_cast<size_t>(r)];
          if (!Valid(v) || std::isnan(b)) continue;
          const double x = static_cast<double>(v) - b;
          g = std::isnan(g) ? x : std::max(g, x);
        }
        if (std::isnan(g)) continue;
        sum += g;
        ++n;
      }
      const double growth = n > 0 ? sum / n : 0.0;
      if (growth > phase_growth) {
        phase_growth = growth;
        phase = MetricName(m);
      }
    }
    d.Add("spike_phase", phase.empty() ? EvidenceValue(std::monostate{}) : EvidenceValue(phase));
    d.Add("spike_phase_growth_ms", Round(NsToMs(phase_growth), 3));
    detail = Format("%zu spike steps at >= %.1fx the median", spike_rows.size(), t.unstable_ratio);
    if (periodic) detail += Format(", every %d steps", period);
    if (!phase.empty()) detail += Format(", in %s", phase.c_str());
    if (one_rank) detail += Format(", starting on rank %d", lead);
  } else {
    detail = Format("robust CV %.2f over the window and both its halves", whole.cv);
  }
  d.summary = Format(
      "The step time is unstable: p50 %.1f ms, p95 %.1f ms (%.2fx), p99 %.1f ms (%s); "
      "the variability costs %.0f%% of the run's time.",
      NsToMs(whole.p50), NsToMs(whole.p95), ratio, NsToMs(whole.p99), detail.c_str(), 100.0 * lost);
  d.action = spiky ? "Find what runs at the spikes: a periodic checkpoint, eval or logging "
                     "call, garbage collection (gc.freeze() after setup, gc.collect() at "
                     "fixed steps) or a host stall; move it off the step, make it "
                     "asynchronous or less frequent."
                   : "Find the source of the jitter: other processes on the host (CPU "
                     "contention, noisy neighbours), thermal or power throttling, or "
                     "variable input sizes; pin the ranks' CPUs and check the host's load.";
  return true;
}

}  // namespace steplens::diagnosis
