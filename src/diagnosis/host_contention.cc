// Host contention and a straggler's excess: see host_contention.h.
#include "diagnosis/host_contention.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"
#include "diagnosis/step_window.h"

namespace steplens::diagnosis {

using step_window::kNaN;

namespace {

// Named, at warning at most: the host's share cannot be told apart. Says
// the host's CPU and why, for host work and input alike.
Contention Contended(Diagnosis& d, double host_cpu_pct, std::string note) {
  d.Add("host_cpu_pct", Round(host_cpu_pct, 1));
  d.Add("contention_note", std::move(note));
  return Contention::kContended;
}

}  // namespace

Contention HostContention(Diagnosis& d, const DiagnosisInput& in, int rank, double cost_share,
                          const Thresholds& t) {
  const auto& procs = in.context.processes;
  const double cpu = in.context.host_cpu_pct;
  auto passed_over = [&](const char* note) {
    d.Add("contention_rank", static_cast<int64_t>(rank));
    d.Add("contention_cost_share", Round(cost_share, 4));
    d.Add("contention_note", std::string(note));
    return Contention::kExplains;
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
    *median = MedianInPlace(others);
  };
  double mine = kNaN, median = kNaN;
  bool own_cpu = false;  // its extra CPU time explains it, not waiting
  double starved_share = kNaN;
  split(&ProcessContext::main_wait_pct, &mine, &median);
  if (!std::isnan(mine) && !std::isnan(median)) {
    // Shares of the median iteration (the culprit's iteration is 1 + cost
    // of it): the time it waited for a CPU beyond the others, and the CPU
    // time it used beyond the others. A rank doing extra work on a busy
    // host also waits more; what it burns tells the two apart.
    starved_share = std::max(0.0, mine - median) / 100.0 * (1.0 + cost_share);
    d.Add("culprit_main_wait_pct", Round(mine, 1));
    d.Add("others_main_wait_pct", Round(median, 1));
    d.Add("starved_share", Round(starved_share, 4));
    double cpu_mine = kNaN, cpu_median = kNaN;
    split(&ProcessContext::main_cpu_pct, &cpu_mine, &cpu_median);
    if (!std::isnan(cpu_mine) && !std::isnan(cpu_median)) {
      const double extra_cpu_share =
          std::max(0.0, cpu_mine / 100.0 * (1.0 + cost_share) - cpu_median / 100.0);
      d.Add("extra_cpu_share", Round(extra_cpu_share, 4));
      // Both can be large: a late rank works while the others block at the
      // sync, so some extra CPU comes with lateness itself. The larger of
      // the two explains the excess.
      own_cpu = extra_cpu_share >= t.contention_explained_fraction * cost_share &&
                extra_cpu_share >= starved_share;
    }
    if (!own_cpu && starved_share >= t.contention_explained_fraction * cost_share) {
      return passed_over(
          "the rank's main thread waited for a CPU (run queue) long enough to "
          "explain its excess: host contention, not the rank's own work");
    }
    // Not starved: on a busy host the floor below applies.
  }
  if (std::isnan(cpu) || cpu < t.busy_host_cpu_pct) return Contention::kNone;
  if (cost_share >= t.saturated_compute_cost_share) {
    if (cpu < t.high_cpu_pct) return Contention::kNone;
    if (own_cpu && starved_share >= t.contended_culprit_starved_fraction * cost_share) {
      // Named by its own extra CPU, though on a saturated host it also
      // waited for a CPU for much of its lateness: it may be the host's
      // scheduling. Warning at any cost.
      return Contended(
          d, cpu,
          Format("host CPU saturated (%.0f%%): the rank's extra wait for a CPU came to %.0f%% "
                 "of its lateness, so it may be the host's scheduling rather than its own work; "
                 "named at warning, not critical",
                 cpu, 100.0 * starved_share / cost_share));
    }
    // A saturated host's share cannot be told apart at any cost: a thread
    // sharing a core with a busy process burns more CPU for the same work
    // (its own extra CPU is no proof of extra work), and what the main
    // thread's signals do not see (its other threads waiting for a CPU,
    // shared caches) slows it without either signal (measured: thresholds.h,
    // before kContendedCulpritStarvedFraction).
    return Contended(
        d, cpu,
        Format(own_cpu ? "host CPU saturated (%.0f%%): the rank burned more CPU than the others, "
                         "which a core shared with another busy process also causes (the same "
                         "work takes more CPU); named at warning, not critical"
                       : "host CPU saturated (%.0f%%): the rank's lateness is neither extra CPU "
                         "work nor its main thread waiting for a CPU; its other threads waiting "
                         "for one, or caches shared with other processes, may be the cause; "
                         "named at warning, not critical",
               cpu));
  }
  d.Add("host_cpu_pct", Round(cpu, 1));
  d.Add("contention_floor", t.saturated_compute_cost_share);
  return passed_over(
      own_cpu ? "host CPU busy: ranks sharing cores burn uneven CPU for the same work; an excess "
                "below the contention floor is not attributed to one rank"
              : "host CPU busy: a host-work excess below the contention floor is not attributed "
                "to one rank");
}

Contention InputContention(Diagnosis& d, const DiagnosisInput& in, const Thresholds& t) {
  const double cpu = in.context.host_cpu_pct;
  if (std::isnan(cpu) || cpu < t.high_cpu_pct) return Contention::kNone;
  return Contended(
      d, cpu,
      Format("host CPU saturated (%.0f%%): the rank's input path (data loading and "
             "preprocessing) runs on cores shared with other busy processes, which slows it "
             "without its data being slower; named at warning, not critical",
             cpu));
}

}  // namespace steplens::diagnosis
