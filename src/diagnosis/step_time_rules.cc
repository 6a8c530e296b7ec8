// Step-time rules: NO DATA, stragglers (arrival-based, or the wait in a
// collective before the step; without arrival, a fallback that follows the
// physics of synchronised training), INPUT-BOUND,
// WAIT-HEAVY, COMPUTE-BOUND, BALANCED. Incomplete evidence is said in
// `missing_signals` and never turned into a finding.
// The rules and thresholds are documented in docs/reference/diagnoses.md.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "base/metrics.h"
#include "diagnosis/host_contention.h"
#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"
#include "diagnosis/step_cells.h"
#include "diagnosis/step_window.h"

namespace steplens::diagnosis {
namespace {

using namespace step_window;  // NOLINT(google-build-using-namespace): the rules' window

// The median over ranks of one per-(step, rank) signal at window row s; NaN
// when no rank has it. `scratch` is reused.
template <typename F>
double RowMedian(const Window& w, int s, F value, std::vector<double>* scratch) {
  scratch->clear();
  for (int r = 0; r < w.ranks; ++r) {
    const int64_t x = value(s, r);
    if (Valid(x)) scratch->push_back(static_cast<double>(x));
  }
  return MedianInPlace(*scratch);
}

// A share that rose inside the window (kShareRise, thresholds.h).
struct ShareRise {
  double since = kNaN;        // median per-step share since the change
  double before = kNaN;       // ... before it
  double before_high = kNaN;  // the share_rise_quantile of the steps before it
  double recent = kNaN;       // ... over the last share_rise_min_steps steps
  int from_row = -1;          // window row of the first step since the change
  int steps = 0;              // steps since the change
  bool Holds(double threshold, const Thresholds& t) const {
    return from_row >= 0 && since >= threshold && recent >= threshold &&
           since - before >= t.share_rise && since >= before_high;
  }
};

// The change point of metric m's per-step share: the median rank's cell over
// the median rank's iteration (`iteration_row`, by window row).
ShareRise FindShareRise(const Window& w, Metric m, const std::vector<double>& iteration_row,
                        const Thresholds& t, std::vector<double>* scratch) {
  ShareRise out;
  if (!w.common[Idx(m)]) return out;
  std::vector<double> share;
  std::vector<int> row;
  share.reserve(static_cast<size_t>(w.steps));
  row.reserve(static_cast<size_t>(w.steps));
  for (int s = 0; s < w.steps; ++s) {
    const double it = iteration_row[static_cast<size_t>(s)];
    if (!(it > 0)) continue;
    const double x = RowMedian(
        w, s, [&](int ss, int r) { return Cell(w, m, ss, r); }, scratch);
    if (std::isnan(x)) continue;
    share.push_back(x / it);
    row.push_back(s);
  }
  const int n = static_cast<int>(share.size());
  const int min_since = std::max(1, t.share_rise_min_steps);
  const int split = LeastSquaresSplit(share, std::max(1, t.recent_steps), min_since);
  if (split < 0) return out;
  auto median_of = [&](int a, int b) {
    scratch->assign(share.begin() + a, share.begin() + b);
    return MedianInPlace(*scratch);
  };
  out.before = median_of(0, split);
  scratch->assign(share.begin(), share.begin() + split);
  out.before_high = QuantileInPlace(*scratch, t.share_rise_quantile);
  out.since = median_of(split, n);
  out.recent = median_of(n - min_since, n);
  out.from_row = row[static_cast<size_t>(split)];
  out.steps = n - split;
  return out;
}

// Which end of a signal is the "worst" rank of a step.
enum class Worst { kLargest, kSmallest };

// Result of the persistence test for one signal, on the slice of steps
// [from_step, steps) it describes.
struct Persistence {
  bool tested = false;
  int candidate = -1;
  int64_t wins = 0;  // steps in which the candidate was the worst
  int64_t tested_steps = 0;
  double p_corrected = 1.0;  // Bonferroni over the ranks and the slices
  double cost_ns = 0.0;      // mean excess over the median of the others
  double cost_share = 0.0;   // cost / median iteration
  bool significant = false;  // p and cost both pass
  bool recent = false;       // decided on the recent steps alone
  int from_step = 0;
};

// How a rank's excess over the others is measured.
enum class Excess {
  // Per step: its value minus the median of the others' in that step,
  // averaged (arrival times: absolute clocks, comparable within a step only).
  kPerStep,
  // Per rank: its mean over the steps minus the median of the others'
  // means (durations; one median per window, not one per step).
  kMeans,
};

// The rank's excess over the other ranks on steps [from, steps), negated
// for kSmallest (a deficit counts as positive); NaN when it cannot be
// compared.
template <typename F>
double MeanExcess(const Window& w, F value, int rank, int from, Worst dir,
                  Excess how = Excess::kMeans) {
  std::vector<double> others;
  others.reserve(static_cast<size_t>(w.ranks));
  double diff = kNaN;
  if (how == Excess::kPerStep) {
    double sum = 0.0;
    int count = 0;
    for (int s = std::max(0, from); s < w.steps; ++s) {
      const int64_t mine = value(s, rank);
      if (!Valid(mine)) continue;
      others.clear();
      for (int r = 0; r < w.ranks; ++r) {
        if (r == rank) continue;
        const int64_t x = value(s, r);
        if (Valid(x)) others.push_back(static_cast<double>(x));
      }
      if (others.empty()) continue;
      sum += static_cast<double>(mine) - MedianInPlace(others);
      ++count;
    }
    if (count > 0) diff = sum / count;
  } else {
    double mine = kNaN;
    std::vector<double> sum;
    std::vector<int> count;
    RankSums(w, from, value, &sum, &count);
    for (int r = 0; r < w.ranks; ++r) {
      const int n = count[static_cast<size_t>(r)];
      if (n == 0) continue;
      if (r == rank) {
        mine = sum[static_cast<size_t>(r)] / n;
      } else {
        others.push_back(sum[static_cast<size_t>(r)] / n);
      }
    }
    if (!std::isnan(mine) && !others.empty()) diff = mine - MedianInPlace(others);
  }
  return dir == Worst::kLargest ? diff : -diff;
}

// The worst rank of each step by `value`: the largest (or smallest) value,
// with a tie naming nobody (-1); -2 when fewer than 2 ranks have the signal.
template <typename F>
std::vector<int> WorstByValue(const Window& w, F value, Worst dir) {
  std::vector<int> worst(static_cast<size_t>(w.steps), -2);
  std::vector<int64_t> row(static_cast<size_t>(w.ranks));
  std::vector<double> scratch;
  for (int s = 0; s < w.steps; ++s) {
    for (int r = 0; r < w.ranks; ++r) {
      const int64_t x = value(s, r);
      // FindLastArrival takes the largest; mirror values for kSmallest
      // (missing stays missing).
      row[r] = !Valid(x) ? kMissing
                         : (dir == Worst::kLargest ? x : std::numeric_limits<int64_t>::max() - x);
    }
    const LastArrival last = FindLastArrival(row, &scratch);
    if (last.present >= 2) worst[s] = last.rank;
  }
  return worst;
}

// The persistence test: the candidate is the rank that is worst most often;
// under "no straggler" each of R ranks is worst with probability 1/R. Run
// on the whole window and on its last `recent_steps` tested steps (when the
// window holds more), Bonferroni-corrected over the ranks and the slices;
// the whole window wins when both pass. The cost is `value`'s mean excess
// over the slice.
template <typename F>
Persistence TestPersistence(const Window& w, const Thresholds& t, const std::vector<int>& worst,
                            F value, Worst dir, Excess how = Excess::kMeans) {
  std::vector<int> tested;
  for (int s = 0; s < w.steps; ++s) {
    if (worst[s] != -2) tested.push_back(s);
  }
  const int ranks = std::max(2, w.reporting);
  const int recent = std::max(1, t.recent_steps);
  const bool two = static_cast<int>(tested.size()) > recent;
  auto slice = [&](size_t first) {
    Persistence p;
    if (first >= tested.size()) return p;
    std::vector<int64_t> wins(static_cast<size_t>(w.ranks), 0);
    for (size_t i = first; i < tested.size(); ++i) {
      if (worst[tested[i]] >= 0) ++wins[worst[tested[i]]];
    }
    p.tested = true;
    p.from_step = tested[first];
    p.tested_steps = static_cast<int64_t>(tested.size() - first);
    p.candidate = static_cast<int>(std::max_element(wins.begin(), wins.end()) - wins.begin());
    p.wins = wins[p.candidate];
    const double tail = BinomialUpperTail(p.tested_steps, p.wins, 1.0 / static_cast<double>(ranks));
    p.p_corrected = std::min(1.0, tail * ranks * (two ? 2.0 : 1.0));
    const double excess = MeanExcess(w, value, p.candidate, p.from_step, dir, how);
    p.cost_ns = std::isnan(excess) ? 0.0 : std::max(0.0, excess);
    p.cost_share = w.iteration.median > 0 ? p.cost_ns / w.iteration.median : 0.0;
    p.significant = p.wins > 0 && p.p_corrected < t.persistence_alpha &&
                    p.cost_share >= t.min_culprit_cost_share;
    return p;
  };
  Persistence whole = slice(0);
  if (whole.significant || !two) return whole;
  Persistence last = slice(tested.size() - static_cast<size_t>(recent));
  last.recent = true;
  return last.significant ? last : whole;
}

double Pos(double v) { return std::isnan(v) ? 0.0 : std::max(0.0, v); }

void AddMs(Diagnosis& d, const char* key, double ns) {
  d.Add(key,
        std::isnan(ns) ? EvidenceValue(std::monostate{}) : EvidenceValue(Round(NsToMs(ns), 3)));
}
void AddShare(Diagnosis& d, const char* key, double share) {
  d.Add(key, std::isnan(share) ? EvidenceValue(std::monostate{}) : EvidenceValue(Round(share, 4)));
}

void AddPersistence(Diagnosis& d, const Persistence& p) {
  d.Add("worst_rank", static_cast<int64_t>(p.candidate));
  d.Add("worst_steps", p.wins);
  d.Add("tested_steps", p.tested_steps);
  d.Add("tested_slice", std::string(p.recent ? "recent" : "window"));
  d.recent_slice = p.recent;
  d.Add("p_value", p.p_corrected);
  d.Add("cost_ms", Round(NsToMs(p.cost_ns), 3));
  d.Add("cost_share", Round(p.cost_share, 4));
}

// Critical only with persistence over the whole window: enough steps and a
// large cost. A straggler seen on the recent steps alone is a warning.
Severity StragglerSeverity(const Persistence& p, const Window& w, const Thresholds& t) {
  return (!p.recent && p.cost_share >= t.critical_cost_share &&
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

// A STRAGGLER whose excess is neither input nor compute: "mixed" (both, no
// one dominant) or "unattributed" (outside every measured phase).
enum class StragglerKind { kNamed, kMixed, kUnattributed };

// A verdict on the recent steps of a host with CPU to spare: a live view
// shows it after a shorter confirmation (kQuietConfirmSteps, thresholds.h).
void ConfirmSoonerOnAQuietHost(Diagnosis& d, const DiagnosisInput& in, const Thresholds& t) {
  const double cpu = in.context.host_cpu_pct;
  if (std::isnan(cpu) || cpu >= t.quiet_host_cpu_pct) return;
  d.confirm_steps = t.quiet_confirm_steps;
  d.Add("quiet_host_cpu_pct", Round(cpu, 1));
  d.Add("confirm_steps", static_cast<int64_t>(d.confirm_steps));
}

void SetStraggler(Diagnosis& d, const DiagnosisInput& in, const char* label, int rank,
                  const std::string& phase, const Persistence& p, const Window& w,
                  const Thresholds& t, const char* how, StragglerKind kind = StragglerKind::kNamed,
                  Contention contention = Contention::kNone) {
  d.label = label;
  d.rank = rank;
  d.phase = phase;
  d.severity = StragglerSeverity(p, w, t);
  if (contention == Contention::kContended) d.severity = std::min(d.severity, Severity::kWarning);
  if (p.recent) ConfirmSoonerOnAQuietHost(d, in, t);
  if (kind != StragglerKind::kNamed) {
    d.Add("straggler_kind", std::string(kind == StragglerKind::kMixed ? "mixed" : "unattributed"));
  }
  const std::string what = std::string(label) == kInputStraggler     ? "input (dataloader)"
                           : std::string(label) == kComputeStraggler ? phase + " compute"
                           : kind == StragglerKind::kUnattributed
                               ? "work outside the measured phases"
                               : "input and compute";
  d.summary = Format(
      "Rank %d is the slowest in %lld of %lld steps (%s), costing %.1f ms "
      "(%.0f%% of the step); the excess is in %s.",
      rank, static_cast<long long>(p.wins), static_cast<long long>(p.tested_steps), how,
      NsToMs(p.cost_ns), 100.0 * p.cost_share, what.c_str());
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
  } else if (kind == StragglerKind::kUnattributed) {
    d.action = Format(
        "Inspect what rank %d does outside data loading, forward, backward "
        "and the optimizer (logging, checkpointing, host-side work, a "
        "leak's page faults); time suspects with steplens.trace_time(...).",
        rank);
  } else {
    d.action = Format(
        "Inspect both input and compute unevenness on rank %d; isolate one "
        "issue at a time, starting with the larger excess.",
        rank);
  }
}

// On a saturated host the scheduler starves one CPU-bound rank for a burst
// of steps now and then (measured: healthy 4-rank runs on 2 busy cores were
// worst in 10-12 of 12 steps at 42-52% cost, several times a run), faster
// than the run-queue samples can show. There a rank that is not an input
// straggler is named only on whole-window persistence, never on the recent
// steps alone. Returns true (and says why) when `p` must not name it.
bool RecentBurstOnBusyHost(Diagnosis& d, const DiagnosisInput& in, const Persistence& p,
                           const Thresholds& t) {
  const double cpu = in.context.host_cpu_pct;
  if (!p.recent || std::isnan(cpu) || cpu < t.high_cpu_pct) return false;
  d.Add("host_cpu_pct", Round(cpu, 1));
  d.Add("contention_rank", static_cast<int64_t>(p.candidate));
  d.Add("contention_note",
        std::string("host CPU saturated: a rank seen slowest only in the "
                    "recent steps is not named (scheduling bursts); whole-window "
                    "persistence is needed"));
  return true;
}

// Names the culprit from its phase excesses (arrival and pre-sync paths):
// INPUT STRAGGLER, COMPUTE STRAGGLER (unless host contention explains it),
// or STRAGGLER. `lateness_ns` > 0. Returns false when nothing was named.
bool NameFromExcesses(Diagnosis& d, const DiagnosisInput& in, const Window& w, const Thresholds& t,
                      const Persistence& p, double dl_ex, double fwd_ex, double bwd_ex,
                      double opt_ex, double lateness_ns, const char* how) {
  const int c = p.candidate;
  const double input_frac = Pos(dl_ex) / lateness_ns;
  const double compute_frac = (Pos(fwd_ex) + Pos(bwd_ex) + Pos(opt_ex)) / lateness_ns;
  AddShare(d, "input_fraction", input_frac);
  AddShare(d, "compute_fraction", compute_frac);
  if (input_frac >= t.attribution_dominant_share) {
    // On a saturated host the input path shares cores too: warning, noted.
    SetStraggler(d, in, kInputStraggler, c, "", p, w, t, how, StragglerKind::kNamed,
                 InputContention(d, in, t));
    return true;
  }
  if (RecentBurstOnBusyHost(d, in, p, t)) return false;
  // Compute, and what is not input (measured compute, or work outside the
  // measured phases), are host work: on a busy host the scheduler's uneven
  // shares make them look like one rank's.
  const Contention contention = HostContention(d, in, c, p.cost_share, t);
  if (contention == Contention::kExplains) return false;
  if (compute_frac >= t.attribution_dominant_share) {
    const std::string phase = LargestPhase({Pos(fwd_ex), Pos(bwd_ex), Pos(opt_ex)});
    SetStraggler(d, in, kComputeStraggler, c, phase, p, w, t, how, StragglerKind::kNamed,
                 contention);
    return true;
  }
  const bool mixed =
      input_frac >= t.attribution_mixed_share && compute_frac >= t.attribution_mixed_share;
  SetStraggler(d, in, kStraggler, c, "", p, w, t, how,
               mixed ? StragglerKind::kMixed : StragglerKind::kUnattributed, contention);
  return true;
}

// With arrival times: the last to arrive (FindLastArrival) is the culprit;
// its lateness is decomposed into its phase excesses.
bool ArrivalStraggler(Diagnosis& d, const DiagnosisInput& in, const Window& w,
                      const Thresholds& t) {
  d.Add("attribution", std::string("arrival"));
  auto arrival = [&](int s, int r) -> int64_t {
    const int64_t a = in.arrival_ns[in.Index(s, r)];
    return Valid(a) ? a : kMissing;
  };
  std::vector<int> last(static_cast<size_t>(w.steps), -2);
  std::vector<double> scratch;
  for (int s = 0; s < w.steps; ++s) {
    const LastArrival la =
        FindLastArrival(std::span<const int64_t>(in.arrival_ns.data() + in.Index(s, 0),
                                                 static_cast<size_t>(w.ranks)),
                        &scratch);
    if (la.present >= 2) last[s] = la.rank;
  }
  const Persistence p = TestPersistence(w, t, last, arrival, Worst::kLargest, Excess::kPerStep);
  AddPersistence(d, p);
  if (!p.tested) return false;
  const int c = p.candidate;
  const int from = p.from_step;
  auto excess = [&](Metric m) {
    return MeanExcess(
        w, [&](int s, int r) { return Cell(w, m, s, r); }, c, from, Worst::kLargest);
  };
  const double lateness_ns = p.cost_ns;
  const double dl_ex = excess(Metric::kDataloader);
  const double fwd_ex = excess(Metric::kForward);
  const double opt_ex = excess(Metric::kOptimizer);
  // Backward durations absorb the others' wait under DDP, so the culprit's
  // backward compute excess is what the measured phases do not explain:
  // lateness - (dataloader + forward + optimizer excess).
  const double residual = lateness_ns - Pos(dl_ex) - Pos(fwd_ex) - Pos(opt_ex);
  const bool bwd_measured = w.common[Idx(Metric::kBackward)];
  const double bwd_ex = bwd_measured ? residual : kNaN;
  if (!bwd_measured) AddMs(d, "unexplained_ms", std::max(0.0, residual));
  AddMs(d, "lateness_ms", lateness_ns);
  AddMs(d, "dataloader_excess_ms", dl_ex);
  AddMs(d, "forward_excess_ms", fwd_ex);
  AddMs(d, "backward_compute_excess_ms", bwd_ex);
  AddMs(d, "optimizer_excess_ms", opt_ex);
  if (!p.significant || !(lateness_ns > 0)) return false;
  return NameFromExcesses(d, in, w, t, p, dl_ex, fwd_ex, bwd_ex, opt_ex, lateness_ns,
                          "last at gradient sync");
}

// With time blocked in collectives (FSDP, user collectives; no arrival
// hook): every rank leaves a blocking collective together, so the rank the
// others wait for is the one that waits least. The culprit is the rank with
// the persistently smallest comm; its cost is its deficit against the
// median of the others (per step), and it is decomposed into the excesses of
// its work outside collectives: dataloader, and forward, backward,
// optimizer each less the comm that began in it. No clock is compared across
// ranks, so it holds across hosts without offsets.
bool CollectiveStraggler(Diagnosis& d, const DiagnosisInput& in, const Window& w,
                         const Thresholds& t) {
  d.Add("attribution", std::string("collectives"));
  auto comm = [&](int s, int r) { return Cell(w, Metric::kComm, s, r); };
  const std::vector<int> least = WorstByValue(w, comm, Worst::kSmallest);
  const Persistence p = TestPersistence(w, t, least, comm, Worst::kSmallest, Excess::kPerStep);
  AddPersistence(d, p);
  if (!p.tested) return false;
  const int c = p.candidate;
  const int from = p.from_step;
  // A phase's own work: its duration less the comm that began in it.
  auto net = [&](Metric phase, Metric part) {
    return [&w, phase, part](int s, int r) -> int64_t {
      const int64_t x = Cell(w, phase, s, r);
      const int64_t c2 = Cell(w, part, s, r);
      if (!Valid(x) || !Valid(c2)) return kMissing;
      return std::max<int64_t>(0, x - c2);
    };
  };
  auto excess = [&](auto value) { return MeanExcess(w, value, c, from, Worst::kLargest); };
  const double lateness_ns = p.cost_ns;
  const double dl_ex = excess([&](int s, int r) { return Cell(w, Metric::kDataloader, s, r); });
  const double fwd_ex = excess(net(Metric::kForward, Metric::kCommForward));
  const double bwd_ex = excess(net(Metric::kBackward, Metric::kCommBackward));
  const double opt_ex = excess(net(Metric::kOptimizer, Metric::kCommOptimizer));
  AddMs(d, "lateness_ms", lateness_ns);
  AddMs(d, "median_comm_ms", M(w, Metric::kComm).median);
  AddMs(d, "dataloader_excess_ms", dl_ex);
  AddMs(d, "forward_excess_ms", fwd_ex);
  AddMs(d, "backward_excess_ms", bwd_ex);
  AddMs(d, "optimizer_excess_ms", opt_ex);
  if (!p.significant || !(lateness_ns > 0)) return false;
  return NameFromExcesses(d, in, w, t, p, dl_ex, fwd_ex, bwd_ex, opt_ex, lateness_ns,
                          "waited least in collectives");
}

// With arrival times and time blocked in a collective between two steps
// (the Hugging Face Trainer gathers the token count while it fetches the
// accumulation window's batches; a loop that all-reduces a scalar after its
// fetch): every rank leaves that collective together, so the rank the
// others waited for there reaches gradient sync with them and arrival
// times cannot see it; the others' wait lies outside every phase. As with
// the collectives attribution, the rank that waits least before the step is
// the culprit (persistence test, Worst::kSmallest); its cost is its per-step
// deficit against the median of the others, decomposed into what it did
// before it blocked: this step's dataloader and the previous step's
// optimizer (the rest is outside the measured phases).
bool BeforeStepStraggler(Diagnosis& d, const DiagnosisInput& in, const Window& w,
                         const Thresholds& t) {
  d.Add("attribution", std::string("before_step"));
  auto before = [&](int s, int r) { return Cell(w, Metric::kCommBeforeStep, s, r); };
  const Persistence p = TestPersistence(w, t, WorstByValue(w, before, Worst::kSmallest), before,
                                        Worst::kSmallest, Excess::kPerStep);
  AddPersistence(d, p);
  if (!p.tested) return false;
  auto excess = [&](Metric m, int shift) {
    return MeanExcess(
        w, [&](int s, int r) { return Cell(w, m, s - shift, r); }, p.candidate, p.from_step + shift,
        Worst::kLargest);
  };
  const double lateness_ns = p.cost_ns;
  const double dl_ex = excess(Metric::kDataloader, 0);
  const double opt_ex = excess(Metric::kOptimizer, 1);  // delays the next fetch
  AddMs(d, "lateness_ms", lateness_ns);
  AddMs(d, "median_comm_before_step_ms", M(w, Metric::kCommBeforeStep).median);
  AddMs(d, "dataloader_excess_ms", dl_ex);
  AddMs(d, "optimizer_excess_ms", opt_ex);
  if (!p.significant || !(lateness_ns > 0)) return false;
  return NameFromExcesses(d, in, w, t, p, dl_ex, kNaN, kNaN, opt_ex, lateness_ns,
                          "waited least in the collective before the step");
}

// Without arrival times: the physics of synchronised training. The others
// wait for a late rank inside their backward, so ranks are compared on the
// work between two synchronisations that is measured outside backward
// (PresyncCell); a persistently *shorter* backward with an equal iteration
// is the late rank's signature; a longer backward names a rank only when
// its iteration is longer too (the ranks do not wait for each other).
// Anything else names nobody.
bool DurationStraggler(Diagnosis& d, const DiagnosisInput& in, const Window& w,
                       const Thresholds& t) {
  d.Add("attribution", std::string("durations"));
  d.Add("attribution_note",
        std::string("no sync arrival times") +
            (in.arrival_missing_reason.empty() ? std::string()
                                               : " (" + in.arrival_missing_reason + ")") +
            "; ranks compared on the phases outside backward (the others "
            "wait for a late rank inside theirs); durations cannot name a "
            "rank that is slow inside a DDP backward");
  auto presync = [&](int s, int r) { return PresyncCell(w, s, r); };
  const Persistence pre =
      TestPersistence(w, t, WorstByValue(w, presync, Worst::kLargest), presync, Worst::kLargest);
  const bool bwd = w.common[Idx(Metric::kBackward)];
  auto backward = [&](int s, int r) { return Cell(w, Metric::kBackward, s, r); };
  auto iteration = [&](int s, int r) { return IterationCell(w, s, r); };
  if (pre.tested) {
    d.Add("signal", std::string("presync"));
    AddPersistence(d, pre);
  }
  if (pre.significant) {
    const int c = pre.candidate;
    const int from = pre.from_step;
    auto excess = [&](Metric m, int shift) {
      return MeanExcess(
          w, [&](int s, int r) { return Cell(w, m, s - shift, r); }, c, from + shift,
          Worst::kLargest);
    };
    const double dl_ex = excess(Metric::kDataloader, 0);
    const double fwd_ex = excess(Metric::kForward, 0);
    const double opt_ex = excess(Metric::kOptimizer, 1);  // delays step s+1
    const double wait_ex = excess(Metric::kWait, 1);
    const double deficit = bwd ? -MeanExcess(w, backward, c, from, Worst::kLargest) : kNaN;
    AddMs(d, "lateness_ms", pre.cost_ns);
    AddMs(d, "dataloader_excess_ms", dl_ex);
    AddMs(d, "forward_excess_ms", fwd_ex);
    AddMs(d, "optimizer_excess_ms", opt_ex);
    AddMs(d, "wait_excess_ms", wait_ex);
    AddMs(d, "backward_deficit_ms", deficit);
    return NameFromExcesses(d, in, w, t, pre, dl_ex, fwd_ex, kNaN, opt_ex, pre.cost_ns,
                            "late before gradient sync");
  }
  // Comparing backward needs each rank's iteration to tell a wait (equal
  // iterations) from work (a longer iteration): without a measured step
  // nobody is named.
  if (!bwd || !w.common[Idx(Metric::kStep)]) return false;
  const Persistence shorter = TestPersistence(w, t, WorstByValue(w, backward, Worst::kSmallest),
                                              backward, Worst::kSmallest);
  if (shorter.significant) {
    const int c = shorter.candidate;
    const double it_ex = MeanExcess(w, iteration, c, shorter.from_step, Worst::kLargest);
    if (!std::isnan(it_ex) && std::fabs(it_ex) <= t.lockstep_fraction * shorter.cost_ns) {
      d.Add("signal", std::string("backward_shorter"));
      AddPersistence(d, shorter);
      AddMs(d, "backward_deficit_ms", shorter.cost_ns);
      AddMs(d, "iteration_excess_ms", it_ex);
      if (RecentBurstOnBusyHost(d, in, shorter, t)) return false;
      const Contention contention = HostContention(d, in, c, shorter.cost_share, t);
      if (contention == Contention::kExplains) return false;
      SetStraggler(d, in, kStraggler, c, "", shorter, w, t, "the others wait for it",
                   StragglerKind::kUnattributed, contention);
      d.summary = Format(
          "Rank %d's backward is %.1f ms shorter than the others' in %lld of "
          "%lld steps while its iteration is as long as theirs: the others "
          "wait for it at gradient sync (%.0f%% of the step); what delays it "
          "is outside the measured phases.",
          c, NsToMs(shorter.cost_ns), static_cast<long long>(shorter.wins),
          static_cast<long long>(shorter.tested_steps), 100.0 * shorter.cost_share);
      return true;
    }
  }
  const Persistence longer =
      TestPersistence(w, t, WorstByValue(w, backward, Worst::kLargest), backward, Worst::kLargest);
  if (longer.significant) {
    const int c = longer.candidate;
    const double it_ex = MeanExcess(w, iteration, c, longer.from_step, Worst::kLargest);
    if (!std::isnan(it_ex) && it_ex >= (1.0 - t.lockstep_fraction) * longer.cost_ns) {
      d.Add("signal", std::string("backward_longer"));
      AddPersistence(d, longer);
      AddMs(d, "iteration_excess_ms", it_ex);
      if (RecentBurstOnBusyHost(d, in, longer, t)) return false;
      const Contention contention = HostContention(d, in, c, longer.cost_share, t);
      if (contention == Contention::kExplains) return false;
      SetStraggler(d, in, kComputeStraggler, c, "backward", longer, w, t,
                   "longest backward, not waiting for others", StragglerKind::kNamed, contention);
      return true;
    }
    d.Add("backward_note", Format("rank %d's backward is persistently longer, but durations "
                                  "cannot tell whether it is slow or waits for another rank: "
                                  "no rank named",
                                  c));
  }
  return false;
}

// A named straggler's cost (its cost_ms evidence), 0 when absent.
double CostMs(const Diagnosis& d) {
  const EvidenceValue* v = d.Find("cost_ms");
  return v != nullptr && std::holds_alternative<double>(*v) ? std::get<double>(*v) : 0.0;
}

// The window's cells for the rule files beside this one (step_cells.h).
StepCells CellsOf(const DiagnosisInput& in, const Window& w) {
  StepCells c;
  c.steps = w.steps;
  c.ranks = w.ranks;
  c.first_step = in.first_step;
  c.median_iteration_ns = w.iteration.median;
  c.host_cpu_pct = in.context.host_cpu_pct;
  for (const ProcessContext& p : in.context.processes) {
    c.main_wait_pct.push_back(p.main_wait_pct);
    c.others_wait_pct.push_back(p.others_wait_pct);
  }
  c.common = [&w](Metric m) { return w.common[Idx(m)]; };
  c.cell = [&w](Metric m, int s, int r) { return Cell(w, m, s, r); };
  c.iteration = [&w](int s, int r) { return IterationCell(w, s, r); };
  const bool arrivals = in.arrival_ns.size() == static_cast<size_t>(w.ranks) * w.steps;
  c.arrival = [&in, arrivals](int s, int r) {
    return arrivals ? in.arrival_ns[in.Index(s, r)] : kMissing;
  };
  return c;
}

// Takes over a verdict another rule file made (its label, severity,
// summary, action and its evidence after d's).
Diagnosis& Adopt(Diagnosis& d, const Diagnosis& from) {
  d.label = from.label;
  d.severity = from.severity;
  d.rank = from.rank;
  d.phase = from.phase;
  d.summary = from.summary;
  d.action = from.action;
  for (const auto& [k, v] : from.evidence) d.Add(k, v);
  return d;
}

}  // namespace

Diagnosis DiagnoseStepTime(const DiagnosisInput& in, const Thresholds& t) {
  Diagnosis d;
  const bool shape_ok = in.world_size > 0 && in.steps > 0;
  Window w;
  if (shape_ok) w = BuildWindow(in);
  d.Add("steps", static_cast<int64_t>(w.steps_with_data));
  d.Add("ranks", static_cast<int64_t>(std::max(0, in.world_size)));
  std::string missing;
  for (const std::string& m : w.missing) missing += (missing.empty() ? "" : "; ") + m;
  if (!missing.empty()) d.Add("missing_signals", missing);
  if (!shape_ok || w.steps_with_data < t.min_steps) {
    d.label = kNoData;
    d.severity = Severity::kInfo;
    d.Add("min_steps", static_cast<int64_t>(t.min_steps));
    d.summary = w.steps_with_data == 0 ? std::string("No complete training step in the window.")
                                       : Format(
                                             "Only %d complete steps in the window; %d are "
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
  // Jitter figures on every verdict; UNSTABLE itself is judged below.
  Diagnosis unstable;
  const StepCells cells = CellsOf(in, w);
  const bool is_unstable = DiagnoseUnstable(cells, t, unstable);
  for (const auto& [k, v] : unstable.evidence) {
    if (k.rfind("step_", 0) == 0 || k == "time_lost_share") d.Add(k, v);
  }
  // Each rank's time blocked in collectives (a pipeline stage's bubble) on
  // every verdict; COMM-BOUND itself is judged below.
  Diagnosis comm_bound;
  const bool is_comm_bound = DiagnoseCommBound(cells, t, comm_bound);
  for (const char* key :
       {"comm_share_by_rank", "waited_for_rank", "comm_bound_note", "comm_threads_wait_pct"}) {
    if (const EvidenceValue* v = comm_bound.Find(key)) d.Add(key, *v);
  }

  // --- Stragglers ---------------------------------------------------------
  const size_t expected = static_cast<size_t>(w.ranks) * static_cast<size_t>(w.steps);
  const bool have_arrival = in.arrival_ns.size() == expected;
  if (w.reporting >= 2) {
    // A straggler before the step (see BeforeStepStraggler) is judged beside
    // the arrival one; the larger cost wins. Without arrival times the
    // collectives attribution already counts that wait (comm's total).
    Diagnosis before = d;
    const bool before_named = have_arrival && w.common[Idx(Metric::kCommBeforeStep)] &&
                              w.v[Idx(Metric::kCommBeforeStep)] != nullptr &&
                              BeforeStepStraggler(before, in, w, t);
    bool named = have_arrival                   ? ArrivalStraggler(d, in, w, t)
                 : w.common[Idx(Metric::kComm)] ? CollectiveStraggler(d, in, w, t)
                                                : DurationStraggler(d, in, w, t);
    if (before_named && (!named || CostMs(before) > CostMs(d))) {
      if (const EvidenceValue* v = d.Find("lateness_ms")) before.Add("arrival_lateness_ms", *v);
      d = std::move(before);
      named = true;
    }
    if (named) {
      if (!missing.empty()) d.summary += " Not measured: " + missing + ".";
      return d;
    }
  }

  // --- Typical-step shares -------------------------------------------------
  // Judged on the whole window; when it is under the threshold, on the steps
  // since a change point inside the window (ShareRise), so a problem that
  // started among healthy steps is seen within a few steps instead of once
  // it dominates the window's mean. A rise gives a warning only.
  ShareRise input_rise, wait_rise;
  const bool input_window = !std::isnan(input_share) && input_share >= t.input_bound_share;
  const bool wait_window = !std::isnan(wait_share) && wait_share >= t.wait_heavy_share;
  if (!input_window && !wait_window && w.steps >= t.recent_steps + t.share_rise_min_steps) {
    std::vector<double> scratch;
    scratch.reserve(static_cast<size_t>(w.ranks));
    std::vector<double> iteration_row(static_cast<size_t>(w.steps));
    for (int s = 0; s < w.steps; ++s) {
      iteration_row[static_cast<size_t>(s)] = RowMedian(
          w, s, [&](int ss, int r) { return IterationCell(w, ss, r); }, &scratch);
    }
    input_rise = FindShareRise(w, Metric::kDataloader, iteration_row, t, &scratch);
    wait_rise = FindShareRise(w, Metric::kWait, iteration_row, t, &scratch);
  }
  // Blocked in collectives on every rank: before INPUT-BOUND (unless the
  // input share is larger) and WAIT-HEAVY (the comm explains the wait).
  const double comm_share = is_comm_bound ? std::get<double>(*comm_bound.Find("comm_share")) : 0.0;
  const bool input_risen = input_rise.Holds(t.input_bound_share, t);
  const bool wait_risen = wait_rise.Holds(t.wait_heavy_share, t);
  const bool input_bound = input_window || input_risen;
  const bool wait_heavy = wait_window || wait_risen;
  const double input_now = input_window ? input_share : input_rise.since;
  const double wait_now = wait_window ? wait_share : wait_rise.since;
  const bool enough = w.steps_with_data >= t.critical_min_steps;
  // The evidence and the clause of a verdict resting on the steps since a
  // change point.
  auto since_change = [&](const ShareRise& rise, const char* what) {
    d.Add("share_slice", std::string("since_change"));
    const int64_t change_step = static_cast<int64_t>(in.first_step) + rise.from_row;
    d.Add("change_step", change_step);
    d.Add("steps_since_change", static_cast<int64_t>(rise.steps));
    AddShare(d, "share_since_change", rise.since);
    AddShare(d, "share_before_change", rise.before);
    AddShare(d, "share_before_change_high", rise.before_high);
    ConfirmSoonerOnAQuietHost(d, in, t);
    return Format(" since step %lld (%.0f%% before it; %s over the whole window)",
                  static_cast<long long>(change_step), 100.0 * rise.before, what);
  };
  if (is_comm_bound && (!input_bound || comm_share >= input_now)) return Adopt(d, comm_bound);
  if (input_bound && (!wait_heavy || input_now >= wait_now)) {
    d.label = kInputBound;
    d.severity = enough && input_window && input_share >= t.input_bound_critical_share
                     ? Severity::kCritical
                     : Severity::kWarning;
    d.summary = input_window
                    ? Format("Data loading takes %.0f%% of the typical step (%.1f ms of %.1f ms).",
                             100.0 * input_share, NsToMs(M(w, Metric::kDataloader).median),
                             NsToMs(w.iteration.median))
                    : Format("Data loading takes %.0f%% of the typical step", 100.0 * input_now) +
                          since_change(input_rise, Format("%.0f%%", 100.0 * input_share).c_str()) +
                          ".";
    d.action =
        "Inspect dataloader workers, preprocessing and storage: raise "
        "num_workers, cut per-sample preprocessing, check read throughput and "
        "batch construction.";
    return d;
  }
  if (wait_heavy) {
    d.label = kWaitHeavy;
    d.severity = enough && wait_window && wait_share >= t.wait_heavy_critical_share
                     ? Severity::kCritical
                     : Severity::kWarning;
    d.summary = wait_window
                    ? Format(
                          "%.0f%% of the typical step (%.1f ms) is wait/overhead outside "
                          "forward, backward and optimizer.",
                          100.0 * wait_share, NsToMs(M(w, Metric::kWait).median))
                    : Format("%.0f%% of the typical step", 100.0 * wait_now) +
                          since_change(wait_rise, Format("%.0f%%", 100.0 * wait_share).c_str()) +
                          " is wait/overhead outside forward, backward and optimizer.";
    d.action =
        "Inspect sync points and uneven progress: barriers, host syncs "
        "(.item(), .cpu()), CPU stalls and host-device transfers.";
    return d;
  }
  // A typical step without one bottleneck, but a step time that spikes or
  // jitters (no rank to blame: a straggler was named above).
  // Info-level instability (jitter alone, or aperiodic spikes while the
  // ranks' threads queue for a CPU) is said beside the verdict, never
  // instead of a healthy one.
  if (is_unstable && unstable.severity != Severity::kInfo) return Adopt(d, unstable);
  if (is_unstable) {
    for (const char* key : {"unstable_kind", "unstable_note", "threads_cpu_wait_pct"}) {
      if (const EvidenceValue* v = unstable.Find(key)) d.Add(key, *v);
    }
    d.Add("unstable_summary", unstable.summary);
  }
  // Missing evidence that could change the verdict is NO DATA, never a
  // healthy label: the part of the step no measured phase covers could be
  // wait (WAIT-HEAVY) or the unmeasured phase's compute.
  auto no_data = [&](const std::string& why) {
    d.label = kNoData;
    d.severity = Severity::kInfo;
    d.summary = why;
    d.action =
        "Measure every phase on every rank: pass the model (and optimizer) to "
        "steplens.trace_step, and check that no per-phase kill switch is "
        "off on some ranks.";
    return d;
  };
  if (std::isnan(wait_share) && w.common[Idx(Metric::kStep)] && w.iteration.median > 0) {
    const double covered = w.compute.measured ? w.compute.median : 0.0;
    const double unaccounted =
        std::max(0.0, M(w, Metric::kStep).median - covered) / w.iteration.median;
    AddShare(d, "unaccounted_share", unaccounted);
    if (unaccounted >= t.wait_heavy_share) {
      return no_data(
          Format("%.0f%% of the typical step is not covered by a phase measured on "
                 "every rank (%s): it could be wait or the missing compute.",
                 100.0 * unaccounted, missing.c_str()));
    }
  }
  if (!w.silent_ranks.empty()) {
    return no_data(
        Format("Rank%s %s sent no steps in the window: the run "
               "cannot be called healthy without them.",
               w.silent_ranks.size() > 1 ? "s" : "", RankList(w.silent_ranks).c_str()));
  }
  if (!std::isnan(compute_share) && compute_share >= t.compute_bound_share) {
    d.label = kComputeBound;
    d.severity = Severity::kInfo;
    d.summary = Format("Model compute is %.0f%% of the typical step; %s is the largest phase.",
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
