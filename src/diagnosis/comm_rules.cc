// COMM-BOUND: every rank spends a large share of its step blocked in
// communication (collectives, and DDP's gradient all-reduce after its
// backward compute), with no rank to blame; and, on every verdict where the
// collectives are timed, each rank's share (a pipeline stage's bubble).
// The rule and its thresholds: docs/reference/diagnoses.md, "COMM-BOUND".
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include "base/metrics.h"
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

// Each rank's blocked share in collectives (comm_share_by_rank: a pipeline
// stage's bubble, the first kShown ranks) and the rank the others wait for
// (waited_for_rank): it waits far less than the others' median (a
// persistent straggler among collectives is named by the straggler rules;
// this is the bubble's owner, shown as evidence).
void AddBubble(const StepCells& c, const Thresholds& t, const std::vector<double>& share,
               const std::vector<double>& present, Diagnosis& d) {
  std::string by_rank;
  constexpr int kShown = 8;
  for (int r = 0; r < c.ranks && r < kShown; ++r) {
    const double x = share[static_cast<size_t>(r)];
    if (std::isnan(x)) continue;
    by_rank += Format("%s%d: %.0f%%", by_rank.empty() ? "" : ", ", r, 100.0 * x);
  }
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
}

// DDP's exposed gradient sync of (s, r) less the time the rank waited for
// the step's last arrival (`last_arrival`, by row): what the all-reduce
// itself cost after the rank's own backward, not its wait for a late rank
// (a straggler, named by the straggler rules; on a busy host, jitter).
// kMissing when not measured.
int64_t NetSyncExposed(const StepCells& c, const std::vector<int64_t>& last_arrival, int s, int r) {
  const int64_t e = c.cell(Metric::kSyncExposed, s, r);
  if (!Valid(e)) return kMissing;
  const int64_t a = c.arrival(s, r);
  const int64_t last = last_arrival[static_cast<size_t>(s)];
  if (!Valid(a) || !Valid(last) || last < a) return e;
  return std::max<int64_t>(0, e - (last - a));
}

// The user collectives' evidence: blocked (exposed) and overlapped time per
// step, and the kind that took the most blocked time (base/metrics.h
// kCommKinds), each the median rank's mean. `median_of(value)` is that
// statistic of a per-(step, rank) cell.
template <typename MedianOf>
void AddCollectiveKinds(const StepCells& c, const MedianOf& median_of, Diagnosis& d) {
  auto metric = [&c](Metric m) { return [&c, m](int s, int r) { return c.cell(m, s, r); }; };
  const double blocked = median_of(metric(Metric::kComm));
  d.Add("collectives_exposed_ms", Round(NsToMs(blocked), 3));
  const double overlapped =
      c.common(Metric::kCommOverlap) ? median_of(metric(Metric::kCommOverlap)) : kNaN;
  d.Add("collectives_overlapped_ms", std::isnan(overlapped)
                                         ? EvidenceValue(std::monostate{})
                                         : EvidenceValue(Round(NsToMs(overlapped), 3)));
  double best = 0.0;
  int kind = -1;
  for (int k = 0; k < kCommKindCount; ++k) {
    if (!c.common(CommKindMetric(k))) continue;
    const double v = median_of(metric(CommKindMetric(k)));
    if (!std::isnan(v) && v > best) {
      best = v;
      kind = k;
    }
  }
  if (kind < 0) {  // no kind measured (a recorder before the kinds)
    d.Add("largest_collective", EvidenceValue(std::monostate{}));
    return;
  }
  d.Add("largest_collective", std::string(metrics::kCommKinds[static_cast<size_t>(kind)]));
  d.Add("largest_collective_ms", Round(NsToMs(best), 3));
  if (blocked > 0) d.Add("largest_collective_share", Round(std::min(1.0, best / blocked), 4));
}

// The median rank's threads' wait (main and others) over its exposed share
// (both of wall time; share by rank, NaN where missing): >= 1 means the
// threads waited for a CPU as long as the step was exposed. Needs the wait
// on every rank (MedianRankCpuWait).
double MedianStarvedRatio(const StepCells& c, const std::vector<double>& share) {
  std::vector<double> ratios;
  for (int r = 0; r < c.ranks; ++r) {
    const double s = share[static_cast<size_t>(r)];
    if (s > 0) ratios.push_back(RankCpuWait(c, r) / 100.0 / s);
  }
  return ratios.empty() ? kNaN : MedianInPlace(ratios);
}

}  // namespace

bool DiagnoseCommBound(const StepCells& c, const Thresholds& t, Diagnosis& d) {
  const bool comm = c.common(Metric::kComm);
  const bool sync = c.common(Metric::kSyncExposed);
  if (!(comm || sync) || c.ranks < 1) return false;
  std::vector<int64_t> last_arrival(static_cast<size_t>(c.steps), kMissing);
  if (sync) {
    for (int s = 0; s < c.steps; ++s) {
      for (int r = 0; r < c.ranks; ++r) {
        last_arrival[static_cast<size_t>(s)] =
            std::max(last_arrival[static_cast<size_t>(s)], c.arrival(s, r));
      }
    }
  }
  auto comm_cell = [&](int s, int r) { return c.cell(Metric::kComm, s, r); };
  auto sync_cell = [&](int s, int r) { return NetSyncExposed(c, last_arrival, s, r); };
  // Exposed communication of (s, r): blocked in collectives plus DDP's net
  // exposed gradient sync, kMissing when neither was measured.
  auto exposed_cell = [&](int s, int r) {
    const int64_t a = comm ? comm_cell(s, r) : kMissing;
    const int64_t b = sync ? sync_cell(s, r) : kMissing;
    if (!Valid(a) && !Valid(b)) return kMissing;
    return std::max<int64_t>(a, 0) + std::max<int64_t>(b, 0);
  };
  // Each rank's share: its mean over its mean iteration.
  auto shares_of = [&](auto value, std::vector<double>* share, std::vector<double>* present) {
    share->assign(static_cast<size_t>(c.ranks), kNaN);
    for (int r = 0; r < c.ranks; ++r) {
      const double x = RankMean(c, r, value);
      const double it = RankMean(c, r, c.iteration);
      if (std::isnan(x) || !(it > 0)) continue;
      (*share)[static_cast<size_t>(r)] = x / it;
      present->push_back(x / it);
    }
  };
  if (comm) {
    // Time blocked in collectives by rank (a pipeline stage's bubble) and
    // the rank the others wait for: evidence on every verdict.
    std::vector<double> share, present;
    shares_of(comm_cell, &share, &present);
    if (!present.empty()) AddBubble(c, t, share, present, d);
  }
  std::vector<double> share, present;
  shares_of(exposed_cell, &share, &present);
  if (present.empty()) return false;
  const double min_share = *std::min_element(present.begin(), present.end());
  if (min_share < t.comm_bound_share) return false;
  // DDP's exposed all-reduce runs on the rank's other threads, and ends
  // when the main thread, woken, gets a CPU again. When the rank's threads
  // waited for a CPU for a large part of that time (measured per rank from
  // schedstat; without it, a busy host: docs/reference/diagnoses.md), the
  // host's CPU is the bottleneck, not the communication: said in the
  // evidence, and the verdict is the rules' below.
  const double threads_wait = MedianRankCpuWait(c);
  if (!std::isnan(threads_wait)) d.Add("comm_threads_wait_pct", Round(threads_wait, 1));
  const bool starved = std::isnan(threads_wait)
                           ? c.host_cpu_pct >= t.busy_host_cpu_pct
                           : MedianStarvedRatio(c, share) >= t.comm_threads_starved_fraction;
  // Neither signal (the run's first fraction of a second, before the first
  // CPU sample): whether the host's CPU holds the all-reduce back is not
  // known, so it is not called COMM-BOUND (measured: healthy 2-rank gloo
  // runs said COMM-BOUND for their first 15-20 steps, 3 runs of 10).
  const bool unknown = std::isnan(threads_wait) && std::isnan(c.host_cpu_pct);
  if (sync && (starved || unknown)) {
    std::vector<double> comm_share, comm_present;
    if (comm) shares_of(comm_cell, &comm_share, &comm_present);
    const bool comm_alone =
        !comm_present.empty() &&
        *std::min_element(comm_present.begin(), comm_present.end()) >= t.comm_bound_share;
    if (!comm_alone) {
      d.Add("comm_bound_note",
            unknown ? Format("every rank %.0f%%+ in exposed communication, mostly DDP's "
                             "all-reduce; the host's CPU is not measured (no CPU sample yet), so "
                             "whether it holds the all-reduce back is unknown; not called "
                             "COMM-BOUND",
                             100.0 * min_share)
            : std::isnan(threads_wait)
                ? Format("every rank %.0f%%+ in exposed communication, mostly DDP's all-reduce, "
                         "on a busy host (CPU %.0f%%): its threads wait for a CPU; not called "
                         "COMM-BOUND",
                         100.0 * min_share, c.host_cpu_pct)
                : Format("every rank %.0f%%+ in exposed communication, mostly DDP's all-reduce, "
                         "while its threads waited for a CPU %.0f%% of the time (median rank, "
                         "summed): the host's CPU holds the all-reduce back; not called "
                         "COMM-BOUND",
                         100.0 * min_share, threads_wait));
      return false;
    }
  }

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
  auto median_of = [&](auto value) {
    std::vector<double> v;
    for (int r = 0; r < c.ranks; ++r) {
      const double x = RankMean(c, r, value);
      if (!std::isnan(x)) v.push_back(x);
    }
    return MedianInPlace(v);
  };
  auto metric = [&](Metric m) { return [&c, m](int s, int r) { return c.cell(m, s, r); }; };
  const double total = median_of(exposed_cell);
  const std::array<Metric, 4> parts = {Metric::kCommForward, Metric::kCommBackward,
                                       Metric::kCommOptimizer, Metric::kCommBeforeStep};
  const std::array<const char*, 4> keys = {"comm_forward_ms", "comm_backward_ms",
                                           "comm_optimizer_ms", "comm_before_step_ms"};
  const std::array<const char*, 6> names = {
      "forward",         "backward",           "optimizer",
      "before the step", "outside the phases", "DDP's gradient all-reduce"};
  // The same places as the summary says them ("most of it in forward",
  // "most of it before the step").
  const std::array<const char*, 6> where = {"in forward",         "in backward",
                                            "in the optimizer",   "before the step",
                                            "outside the phases", "in DDP's gradient all-reduce"};
  std::array<double, 6> part_ns{};
  double in_phases = 0.0;
  if (comm) {
    for (size_t i = 0; i < parts.size(); ++i) {
      part_ns[i] = median_of(metric(parts[i]));
      if (std::isnan(part_ns[i])) part_ns[i] = 0.0;
      in_phases += part_ns[i];
      d.Add(keys[i], Round(NsToMs(part_ns[i]), 3));
    }
    part_ns[4] = std::max(0.0, median_of(comm_cell) - in_phases);
  }
  d.Add("exposed_comm_ms", Round(NsToMs(total), 3));
  if (comm) d.Add("comm_outside_phases_ms", Round(NsToMs(part_ns[4]), 3));
  if (sync) {
    // DDP: the all-reduce after the last bucket (exposed, the wait for a
    // late rank taken out) and beside the rest of backward (overlapped).
    part_ns[5] = median_of(sync_cell);
    if (std::isnan(part_ns[5])) part_ns[5] = 0.0;
    d.Add("grad_sync_exposed_ms", Round(NsToMs(part_ns[5]), 3));
    const double overlapped =
        c.common(Metric::kSyncOverlapped) ? median_of(metric(Metric::kSyncOverlapped)) : kNaN;
    d.Add("grad_sync_overlapped_ms", std::isnan(overlapped)
                                         ? EvidenceValue(std::monostate{})
                                         : EvidenceValue(Round(NsToMs(overlapped), 3)));
  }
  if (comm) AddCollectiveKinds(c, median_of, d);
  const size_t largest =
      static_cast<size_t>(std::max_element(part_ns.begin(), part_ns.end()) - part_ns.begin());
  d.Add("largest_comm_phase", std::string(names[largest]));
  if (sync) {
    const double collectives_ns = comm ? median_of(comm_cell) : 0.0;
    d.Add("largest_comm_kind",
          std::string(part_ns[5] >= collectives_ns ? "DDP gradient all-reduce"
                                                   : "torch.distributed collectives"));
  }
  d.summary = Format(
      "Every rank spends at least %.0f%% of its step blocked in %s (median %.0f%%, "
      "%.1f ms per step; most of it %s) and no rank is to blame.",
      100.0 * min_share, sync ? "communication" : "collectives", 100.0 * median_share,
      NsToMs(total), where[largest]);
  d.action =
      "Overlap communication with compute or send less of it: larger (or fewer) "
      "gradient buckets, FSDP prefetch (forward/backward_prefetch), a larger "
      "batch per rank, gradient accumulation, compression, or a parallelism "
      "layout that keeps the heaviest collectives inside a node.";
  return true;
}

}  // namespace steplens::diagnosis
