// Step-memory rules: NO DATA, HIGH PRESSURE, MEMORY CREEP, IMBALANCE,
// MEMORY CREEP (EARLY), BALANCED — in that order of precedence.
// The rules and thresholds are documented in docs/reference/diagnoses.md.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The robust rise of both series over steps [from, end) and how many of
// their consecutive quarters rise.
struct Trend {
  double rise_med = kNaN;
  double rise_worst = kNaN;
  int rising_med = 0;
  int rising_worst = 0;
};

Trend ComputeTrend(const std::vector<double>& med_series, const std::vector<double>& worst_series,
                   size_t from) {
  Trend tr;
  const std::vector<double> med(med_series.begin() + static_cast<std::ptrdiff_t>(from),
                                med_series.end());
  const std::vector<double> worst(worst_series.begin() + static_cast<std::ptrdiff_t>(from),
                                  worst_series.end());
  // Quarters; a pair rises by at least one byte.
  const SteadyRise m = RobustRise(med, kCreepSlices, kTheilSenMaxPoints, 1.0);
  const SteadyRise w = RobustRise(worst, kCreepSlices, kTheilSenMaxPoints, 1.0);
  tr.rise_med = m.rise;
  tr.rise_worst = w.rise;
  tr.rising_med = m.rising;
  tr.rising_worst = w.rising;
  return tr;
}

}  // namespace

Diagnosis DiagnoseStepMemory(const DiagnosisInput& in, const Thresholds& t) {
  Diagnosis d;
  const int R = std::max(0, in.world_size);
  const int W = std::max(0, in.steps);
  const size_t expected = static_cast<size_t>(R) * static_cast<size_t>(W);
  const bool measured = in.memory_source != MemorySource::kNone && expected > 0 &&
                        in.mem_peak_bytes.size() == expected;
  d.Add("source", std::string(MemorySourceName(in.memory_source)));

  // Per-step median and worst over ranks; per-rank values for typical peaks.
  std::vector<double> med_series(W, kNaN), worst_series(W, kNaN);
  std::vector<double> scratch;
  scratch.reserve(R);
  int steps_with_data = 0;
  if (measured) {
    for (int s = 0; s < W; ++s) {
      scratch.clear();
      const int64_t* row = in.mem_peak_bytes.data() + in.Index(s, 0);
      double worst = -1;
      for (int r = 0; r < R; ++r) {
        if (row[r] < 0) continue;
        scratch.push_back(static_cast<double>(row[r]));
        worst = std::max(worst, static_cast<double>(row[r]));
      }
      if (scratch.empty()) continue;
      ++steps_with_data;
      worst_series[s] = worst;
      med_series[s] = MedianInPlace(scratch);
    }
  }
  d.Add("steps", static_cast<int64_t>(steps_with_data));
  d.Add("ranks", static_cast<int64_t>(R));
  if (steps_with_data < std::max(1, t.min_steps)) {
    d.label = kNoData;
    d.Add("min_steps", static_cast<int64_t>(t.min_steps));
    d.summary = steps_with_data == 0 ? std::string("No step memory was recorded in the window.")
                                     : Format(
                                           "Only %d steps with memory in the window; %d are "
                                           "needed.",
                                           steps_with_data, t.min_steps);
    d.action =
        "Wait for more completed steps (memory is sampled per step inside "
        "steplens.trace_step).";
    return d;
  }

  // Window peak (for pressure): reserved on CUDA when known, else the peak.
  const bool use_reserved =
      in.memory_source == MemorySource::kCuda && in.mem_peak_reserved_bytes.size() == expected;
  const std::vector<int64_t>& pressure_vec =
      use_reserved ? in.mem_peak_reserved_bytes : in.mem_peak_bytes;
  int64_t window_peak = -1;
  int window_peak_rank = -1;
  for (size_t i = 0; i < expected; ++i) {
    if (pressure_vec[i] > window_peak) {
      window_peak = pressure_vec[i];
      window_peak_rank = static_cast<int>(i % static_cast<size_t>(R));
    }
  }

  // Typical peak of each rank: its median over the window (a single spike
  // does not move it).
  std::vector<double> typical(R, kNaN);
  std::vector<double> column;
  column.reserve(W);
  for (int r = 0; r < R; ++r) {
    column.clear();
    for (int s = 0; s < W; ++s) {
      const int64_t v = in.mem_peak_bytes[in.Index(s, r)];
      if (v >= 0) column.push_back(static_cast<double>(v));
    }
    typical[r] = MedianInPlace(column);
  }
  int worst_rank = -1;
  for (int r = 0; r < R; ++r) {
    if (std::isnan(typical[r])) continue;
    if (worst_rank < 0 || typical[r] > typical[worst_rank]) worst_rank = r;
  }
  // Median of the other ranks (with one rank: the rank itself); with 2 ranks
  // the median of all would halve the skew.
  scratch.clear();
  for (int r = 0; r < R; ++r) {
    if (!std::isnan(typical[r]) && (r != worst_rank || R == 1)) scratch.push_back(typical[r]);
  }
  // One rank measured of several: nobody to compare it with, so its own
  // peak is the median and the skew is unknown.
  const bool compared = !scratch.empty();
  const double worst_peak = typical[worst_rank];
  const double median_peak = compared ? MedianInPlace(scratch) : worst_peak;
  const double skew = compared && median_peak > 0 ? (worst_peak - median_peak) / median_peak : kNaN;
  d.Add("median_peak_bytes", SaturatingRound(median_peak, kMissing));
  d.Add("worst_peak_bytes", SaturatingRound(worst_peak, kMissing));
  d.Add("worst_rank", static_cast<int64_t>(worst_rank));
  d.Add("skew_pct", Round(100.0 * skew, 2));
  d.Add("window_peak_bytes", window_peak);
  d.Add("window_peak_kind", std::string(use_reserved ? "reserved" : "peak"));
  if (in.memory_capacity_bytes > 0) {
    d.Add("capacity_bytes", in.memory_capacity_bytes);
  } else {
    d.Add("capacity_bytes", std::monostate{});
  }

  // Trend.
  Trend trend = ComputeTrend(med_series, worst_series, 0);
  const double rise_med = trend.rise_med;
  const double rise_worst = trend.rise_worst;
  const double rise_frac = median_peak > 0 ? rise_med / median_peak : kNaN;
  const int rising_med = trend.rising_med;
  const int rising_worst = trend.rising_worst;
  d.Add("median_rise_bytes", SaturatingRound(rise_med, 0));
  d.Add("worst_rise_bytes", SaturatingRound(rise_worst, 0));
  d.Add("rise_pct", Round(100.0 * rise_frac, 2));
  d.Add("rising_quarters_median", static_cast<int64_t>(rising_med));
  d.Add("rising_quarters_worst", static_cast<int64_t>(rising_worst));

  const double pressure =
      in.memory_capacity_bytes > 0
          ? static_cast<double>(window_peak) / static_cast<double>(in.memory_capacity_bytes)
          : kNaN;
  if (!std::isnan(pressure)) d.Add("pressure_pct", Round(100.0 * pressure, 2));
  const char* where = in.memory_source == MemorySource::kCuda ? "device" : "host RAM";

  if (!std::isnan(pressure) && pressure >= t.high_pressure_share) {
    d.label = kHighPressure;
    d.rank = window_peak_rank;
    d.severity =
        pressure >= t.high_pressure_critical_share ? Severity::kCritical : Severity::kWarning;
    d.summary = Format("Rank %d peaks at %s, %.0f%% of %s capacity (%s).", window_peak_rank,
                       HumanBytes(window_peak).c_str(), 100.0 * pressure, where,
                       HumanBytes(static_cast<double>(in.memory_capacity_bytes)).c_str());
    d.action =
        "Reduce memory load: lower the batch size, use activation "
        "checkpointing or mixed precision, shrink optimizer state.";
    return d;
  }

  const auto rises = [&](const Trend& tr, double frac, int64_t min_bytes, int min_rising) {
    const double floor_bytes = std::max(frac * median_peak, static_cast<double>(min_bytes));
    return tr.rise_med >= floor_bytes && tr.rise_worst >= floor_bytes &&
           tr.rising_med >= min_rising && tr.rising_worst >= min_rising;
  };
  const bool creep = steps_with_data >= t.creep_min_steps &&
                     rises(trend, t.creep_rise, t.creep_min_bytes, kCreepSlices - 1);
  bool creep_early = rises(trend, t.creep_early_rise, t.creep_early_min_bytes, kCreepSlices - 2);
  // A leak that started inside a window of flat steps: the early rule also
  // runs on the last creep_min_steps steps alone, with the same shape (two
  // of three quarter pairs rising: a one-off level shift rises in one). Not
  // all three: on CPU the RSS is sampled every ~50-100 ms, so a leak shows
  // as stairs several steps wide and one 5-step quarter pair may not rise
  // (measured: all three made the memory_creep example's detection vary
  // from 17 to 54 steps).
  const int recent = std::max(kCreepSlices * 2, t.creep_min_steps);
  if (!creep && !creep_early && W > recent) {
    const Trend tail = ComputeTrend(med_series, worst_series, static_cast<size_t>(W - recent));
    if (rises(tail, t.creep_early_rise, t.creep_early_min_bytes, kCreepSlices - 2)) {
      creep_early = true;
      trend = tail;
      d.Add("creep_slice", std::string("recent"));
      d.Add("recent_rise_bytes", SaturatingRound(tail.rise_med, 0));
    }
  }
  if (creep) {
    d.label = kMemoryCreep;
    d.severity = Severity::kWarning;
    d.summary = Format(
        "Memory rises steadily: the median peak grows %s (%.1f%%) over %d "
        "steps, the worst %s, in every quarter of the window.",
        HumanBytes(rise_med).c_str(), 100.0 * rise_frac, steps_with_data,
        HumanBytes(rise_worst).c_str());
    d.action =
        "Inspect retained tensors and growing caches: detach tensors before "
        "storing them (loss, logits), and look for per-step state kept alive.";
    return d;
  }
  if (R >= 2 && !std::isnan(skew) && skew >= t.imbalance_skew &&
      worst_peak - median_peak >= static_cast<double>(t.imbalance_min_bytes)) {
    d.label = kImbalance;
    d.rank = worst_rank;
    // Gated by pressure: an uneven rank matters when it is the first to run
    // out of memory; below the fill floor it has room to spare (unknown
    // capacity: the imbalance cannot be ruled harmless).
    const bool low_fill = !std::isnan(pressure) && pressure < t.imbalance_min_pressure;
    d.severity = low_fill ? Severity::kInfo : Severity::kWarning;
    d.Add("imbalance_min_pressure_pct", Round(100.0 * t.imbalance_min_pressure, 2));
    d.summary = Format(
        "Rank %d typically peaks at %s, %.0f%% above the median rank (%s)%s.", worst_rank,
        HumanBytes(worst_peak).c_str(), 100.0 * skew, HumanBytes(median_peak).c_str(),
        low_fill
            ? Format("; at %.0f%% of capacity nothing is at risk yet", 100.0 * pressure).c_str()
            : "");
    d.action = Format(
        "Inspect the per-rank workload of rank %d: its batch shapes, extra "
        "state or rank-local work compared with the others.",
        worst_rank);
    return d;
  }
  if (creep_early) {
    d.label = kMemoryCreepEarly;
    d.severity = Severity::kInfo;
    d.summary = Format(
        "Memory is trending up: the median peak grows %s (%.1f%%) over %d "
        "steps; an early warning.",
        HumanBytes(trend.rise_med).c_str(),
        median_peak > 0 ? 100.0 * trend.rise_med / median_peak : kNaN,
        d.Find("creep_slice") != nullptr ? recent : steps_with_data);
    d.action =
        "Watch the next window; inspect retained state, caches and per-step "
        "objects that stay alive.";
    return d;
  }
  d.label = kBalanced;
  d.severity = Severity::kInfo;
  d.summary = Format("No memory pressure, imbalance or creep; median peak %s.",
                     HumanBytes(median_peak).c_str());
  d.action = "Keep monitoring; investigate only if you expected lower memory use.";
  return d;
}

}  // namespace steplens::diagnosis
