// Training rules, from the loss and gradient norm the user logs and the
// work per step: NAN/INF, DIVERGING, LOSS SPIKE, THROUGHPUT DROP, OK, NO
// DATA — in that order of precedence.
// The rules and thresholds are documented in docs/reference/diagnoses.md.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// 1.4826 x MAD estimates the standard deviation of normal noise.
constexpr double kMadToSigma = 1.4826;

std::string ValueText(double v) {
  if (std::isnan(v)) return "NaN";
  return v > 0 ? "+inf" : "-inf";
}

// The loss of each step: the median over the ranks that logged a finite one.
std::vector<double> StepLoss(const DiagnosisInput& in, int* ranks_with_loss) {
  const int R = std::max(0, in.world_size);
  const int W = std::max(0, in.steps);
  std::vector<double> series(static_cast<size_t>(W), kNaN);
  if (in.loss.size() != static_cast<size_t>(R) * static_cast<size_t>(W)) return series;
  std::vector<bool> logged(static_cast<size_t>(R), false);
  std::vector<double> cell;
  for (int s = 0; s < W; ++s) {
    cell.clear();
    for (int r = 0; r < R; ++r) {
      const double v = in.loss[in.Index(s, r)];
      if (std::isfinite(v)) {
        cell.push_back(v);
        logged[static_cast<size_t>(r)] = true;
      }
    }
    series[static_cast<size_t>(s)] = MedianInPlace(cell);
  }
  *ranks_with_loss = static_cast<int>(std::count(logged.begin(), logged.end(), true));
  return series;
}

// The rank with the largest loss at window row s (-1 when none).
int HighestLossRank(const DiagnosisInput& in, int s) {
  int best = -1;
  double best_value = -std::numeric_limits<double>::infinity();
  for (int r = 0; r < in.world_size; ++r) {
    const double v = in.loss[in.Index(s, r)];
    if (std::isfinite(v) && v > best_value) {
      best_value = v;
      best = r;
    }
  }
  return best;
}

// THROUGHPUT DROP (thresholds.h): the stretch since the history's change
// point against the stretch before it; nullopt when it did not drop (or
// cannot tell).
std::optional<Diagnosis> ThroughputDrop(const DiagnosisInput& in, const Thresholds& t) {
  const auto& h = in.throughput;
  size_t with_count = 0;
  for (const auto& p : h) with_count += std::isnan(p.samples) ? 0 : 1;
  // Samples when (nearly) every step has them: the first step's batch is
  // fetched before steplens starts, so it may lack them.
  const bool with_samples = with_count > 0 && with_count + 2 >= h.size();
  // One point per step that directly follows the previous one.
  std::vector<uint64_t> step;
  std::vector<int64_t> end;
  std::vector<double> rate, log_rate;
  for (size_t i = 1; i < h.size(); ++i) {
    const auto& a = h[i - 1];
    const auto& b = h[i];
    if (a.end_ns == kMissing || b.end_ns == kMissing || b.end_ns <= a.end_ns ||
        b.step != a.step + 1 || (with_samples && std::isnan(b.samples))) {
      continue;
    }
    const double v =
        (with_samples ? b.samples : 1.0) * 1e9 / static_cast<double>(b.end_ns - a.end_ns);
    if (!(v > 0)) continue;
    step.push_back(b.step);
    end.push_back(b.end_ns);
    rate.push_back(v);
    log_rate.push_back(std::log(v));
  }
  const int n = static_cast<int>(rate.size());
  if (n < t.throughput_min_baseline + t.recent_steps) return std::nullopt;
  // The change point: least squares on the log rates.
  const int split = LeastSquaresSplit(log_rate, 2, 2);
  if (split < t.throughput_min_baseline || n - split < t.recent_steps) return std::nullopt;
  const double span_s = static_cast<double>(end.back() - end[static_cast<size_t>(split) - 1]) / 1e9;
  if (span_s < t.throughput_min_span_s) return std::nullopt;
  std::vector<double> before(rate.begin(), rate.begin() + split);
  std::vector<double> since(rate.begin() + split, rate.end());
  std::vector<double> recent(rate.end() - t.recent_steps, rate.end());
  const double base = MedianInPlace(before);
  const double slow = MedianInPlace(since);
  const double now = MedianInPlace(recent);
  const double limit = (1.0 - t.throughput_drop) * base;
  if (!(base > 0) || slow > limit || now > limit) return std::nullopt;
  const uint64_t from_step = step[static_cast<size_t>(split)];
  const char* unit = with_samples ? "samples/s" : "steps/s";
  const double drop = 1.0 - now / base;
  Diagnosis d;
  d.label = kThroughputDrop;
  d.severity = Severity::kWarning;
  d.Add("unit", std::string(unit));
  d.Add("baseline_rate", Round(base, 3));
  d.Add("recent_rate", Round(now, 3));
  d.Add("drop_pct", Round(100.0 * drop, 1));
  d.Add("from_step", static_cast<int64_t>(from_step));
  d.Add("slow_for_s", Round(span_s, 1));
  auto rate_text = [](double v) { return Format(v >= 100 ? "%.0f" : "%.3g", v); };
  d.summary = Format(
      "Throughput fell %.0f%% from about step %llu: %s %s over the last %d steps "
      "against %s before, for %.0f s now.",
      100.0 * drop, static_cast<unsigned long long>(from_step), rate_text(now).c_str(), unit,
      t.recent_steps, rate_text(base).c_str(), span_s);
  d.action =
      "Compare the step-time diagnosis and phases before and after that step: a slower input "
      "pipeline, a straggling rank, another job on the host, thermal throttling, or a change "
      "the run made there (sequence length, evaluation, checkpointing).";
  return d;
}

// The loss rules, in order: NO DATA, DIVERGING, LOSS SPIKE, OK.
Diagnosis LossRules(const DiagnosisInput& in, const Thresholds& t);

}  // namespace

Diagnosis DiagnoseTraining(const DiagnosisInput& in, const Thresholds& t) {
  Diagnosis d;
  const auto& nf = in.first_non_finite;
  if (nf.step >= 0) {
    d.label = kNanInf;
    d.severity = Severity::kCritical;
    d.rank = nf.rank;
    d.Add("signal", nf.name);
    d.Add("first_step", nf.step);
    d.Add("value", ValueText(nf.value));
    d.Add("non_finite_values", nf.count);
    d.summary = Format("Rank %d's %s is %s at step %lld: the first non-finite value of the run.",
                       nf.rank, nf.name == "grad_norm" ? "gradient norm" : "loss",
                       ValueText(nf.value).c_str(), static_cast<long long>(nf.step));
    d.action = Format(
        "Inspect step %lld on rank %d: its batch (bad or empty samples), the learning rate "
        "there, and fp16/bf16 overflow (loss scaling); rerun that step with "
        "torch.autograd.set_detect_anomaly(True) to find the operation.",
        static_cast<long long>(nf.step), nf.rank);
    return d;
  }
  Diagnosis loss = LossRules(in, t);
  if (loss.label == kDiverging || loss.label == kLossSpike) return loss;
  if (std::optional<Diagnosis> drop = ThroughputDrop(in, t)) return *drop;
  return loss;
}

namespace {

Diagnosis LossRules(const DiagnosisInput& in, const Thresholds& t) {
  Diagnosis d;
  int ranks_with_loss = 0;
  const std::vector<double> loss = StepLoss(in, &ranks_with_loss);
  const int with_loss = static_cast<int>(
      std::count_if(loss.begin(), loss.end(), [](double v) { return !std::isnan(v); }));
  d.Add("steps", static_cast<int64_t>(in.steps));
  d.Add("steps_with_loss", static_cast<int64_t>(with_loss));
  d.Add("ranks_with_loss", static_cast<int64_t>(ranks_with_loss));
  if (with_loss < t.min_steps) {
    d.label = kNoData;
    d.Add("min_steps", static_cast<int64_t>(t.min_steps));
    d.summary = with_loss == 0 ? std::string("No loss was logged in the window.")
                               : Format("Only %d steps of the window logged a loss (%d needed).",
                                        with_loss, t.min_steps);
    d.action =
        "Log the loss inside the traced step: steplens.log(loss=loss) (a tensor is fine; on "
        "CUDA it is read back, which synchronises).";
    return d;
  }

  // DIVERGING: a sustained rise over the window.
  std::vector<double> first_quarter(loss.begin(),
                                    loss.begin() + static_cast<std::ptrdiff_t>(loss.size() / 4));
  first_quarter.erase(std::remove_if(first_quarter.begin(), first_quarter.end(),
                                     [](double v) { return std::isnan(v); }),
                      first_quarter.end());
  const double base = MedianInPlace(first_quarter);
  // Quarters, as for memory creep.
  const SteadyRise trend = RobustRise(loss, kCreepSlices, kTheilSenMaxPoints, 0.0);
  const double rise = trend.rise;
  const int rising = trend.rising;
  if (!std::isnan(base) && std::fabs(base) > 0)
    d.Add("trend_pct", Round(100.0 * rise / std::fabs(base), 1));
  if (with_loss >= t.diverging_min_steps && !std::isnan(base) && !std::isnan(rise) &&
      rise >= t.diverging_rise * std::fabs(base) && rise > 0 && rising >= 3) {
    d.label = kDiverging;
    d.severity = Severity::kWarning;
    d.Add("first_quarter_loss", Round(base, 6));
    d.Add("rise", Round(rise, 6));
    d.summary = Format(
        "The loss rises steadily: +%.0f%% over %d steps (from a median of %.4g), in every "
        "quarter of the window.",
        100.0 * rise / std::fabs(base), with_loss, base);
    d.action =
        "Lower the learning rate (or lengthen warm-up), check gradient clipping and the loss "
        "scale, and look at the data order since the rise began.";
    return d;
  }

  // LOSS SPIKE: the latest step far above the steps before it.
  std::vector<double> baseline;
  for (int s = static_cast<int>(loss.size()) - 1; s >= 0; --s) {
    const double v = loss[static_cast<size_t>(s)];
    if (std::isnan(v)) continue;
    baseline.clear();
    for (int b = std::max(0, s - t.loss_spike_baseline_steps); b < s; ++b) {
      if (!std::isnan(loss[static_cast<size_t>(b)]))
        baseline.push_back(loss[static_cast<size_t>(b)]);
    }
    if (static_cast<int>(baseline.size()) < t.loss_spike_min_baseline) continue;
    const double median = MedianInPlace(baseline);
    for (double& b : baseline) b = std::fabs(b - median);
    const double mad = MedianInPlace(baseline);
    const double scale = kMadToSigma * mad;
    const double excess = v - median;
    if (excess < t.loss_spike_min_rise * std::fabs(median) || excess <= 0) continue;
    const double z = scale > 0 ? excess / scale : std::numeric_limits<double>::infinity();
    if (z < t.loss_spike_z) continue;
    const uint64_t step = in.first_step + static_cast<uint64_t>(s);
    d.label = kLossSpike;
    d.severity = Severity::kWarning;
    d.rank = HighestLossRank(in, s);
    d.Add("spike_step", static_cast<int64_t>(step));
    d.Add("spike_loss", Round(v, 6));
    d.Add("baseline_loss", Round(median, 6));
    d.Add("robust_z", std::isfinite(z) ? Round(z, 1) : kNaN);
    d.summary = Format(
        "The loss spiked at step %llu: %.4g against a median of %.4g over the %zu steps before "
        "(%.0fx the usual deviation); rank %d's loss was the highest.",
        static_cast<unsigned long long>(step), v, median, baseline.size(),
        std::isfinite(z) ? z : 0.0, d.rank);
    d.action = Format(
        "Inspect step %llu's batch on rank %d (outliers, bad labels) and the learning rate "
        "schedule there; gradient clipping bounds the damage of such steps.",
        static_cast<unsigned long long>(step), d.rank);
    return d;
  }

  d.label = kTrainingOk;
  d.severity = Severity::kInfo;
  std::vector<double> finite;
  for (double v : loss) {
    if (!std::isnan(v)) finite.push_back(v);
  }
  const double last = finite.back();
  d.Add("median_loss", Round(MedianInPlace(finite), 6));
  d.Add("last_loss", Round(last, 6));
  d.summary =
      Format("The loss is finite, without spikes or a sustained rise over %d steps; latest %.4g.",
             with_loss, last);
  d.action = "Nothing to do.";
  return d;
}

}  // namespace
}  // namespace steplens::diagnosis
