#include "diagnosis/statistics.h"

#include <array>

#include "base/metrics.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "steplens/record.h"

namespace steplens::diagnosis {

namespace {

// The median of [begin, end) by `key`, reordering the range: the middle
// value, or the mean of the two middle values for an even count.
template <typename T, typename Key>
double MedianOfRange(T* begin, T* end, Key key) {
  const size_t n = static_cast<size_t>(end - begin);
  if (n == 0) return std::numeric_limits<double>::quiet_NaN();
  const size_t mid = n / 2;
  auto less = [&key](const T& a, const T& b) { return key(a) < key(b); };
  std::nth_element(begin, begin + mid, end, less);
  const double upper = key(begin[mid]);
  if (n % 2 == 1) return upper;
  // The lower middle is the largest element of the left partition.
  const double lower = key(*std::max_element(begin, begin + mid, less));
  return 0.5 * (lower + upper);
}

}  // namespace

double MedianInPlace(std::vector<double>& values) {
  return MedianOfRange(values.data(), values.data() + values.size(), [](double v) { return v; });
}

double QuantileInPlace(std::vector<double>& values, double q) {
  if (values.empty()) return std::numeric_limits<double>::quiet_NaN();
  const double at = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
  const auto k = static_cast<std::ptrdiff_t>(at);
  std::nth_element(values.begin(), values.begin() + k, values.end());
  return values[static_cast<size_t>(k)];
}

Spread ComputeSpread(std::vector<RankValue>* values) {
  Spread out;
  out.skew_pct = std::numeric_limits<double>::quiet_NaN();
  std::vector<RankValue>& v = *values;
  if (v.empty()) return out;
  out.measured = true;
  // Worst first (one pass), ties to the lowest rank.
  const RankValue* worst = &v[0];
  for (const RankValue& rv : v) {
    if (rv.value > worst->value || (rv.value == worst->value && rv.rank < worst->rank)) {
      worst = &rv;
    }
  }
  out.worst = worst->value;
  out.worst_rank = static_cast<int>(worst->rank);
  out.median =
      MedianOfRange(v.data(), v.data() + v.size(), [](const RankValue& rv) { return rv.value; });
  if (out.median != 0.0 && std::isfinite(out.median)) {
    out.skew_pct = (out.worst - out.median) / out.median * 100.0;
  }
  return out;
}

LastArrival FindLastArrival(std::span<const int64_t> arrival_ns, std::vector<double>* scratch) {
  LastArrival out;
  int64_t latest = std::numeric_limits<int64_t>::min();
  bool tie = false;
  for (size_t r = 0; r < arrival_ns.size(); ++r) {
    const int64_t a = arrival_ns[r];
    if (a == kMissing) continue;
    ++out.present;
    if (out.rank < 0 || a > latest) {
      latest = a;
      out.rank = static_cast<int>(r);
      tie = false;
    } else if (a == latest) {
      tie = true;
    }
  }
  if (out.present < 2 || tie) {
    out.rank = -1;
    return out;
  }
  scratch->clear();
  for (size_t r = 0; r < arrival_ns.size(); ++r) {
    if (static_cast<int>(r) != out.rank && arrival_ns[r] != kMissing) {
      scratch->push_back(static_cast<double>(arrival_ns[r]));
    }
  }
  out.lateness_ns = static_cast<double>(latest) - MedianInPlace(*scratch);
  return out;
}

namespace {

double LogBinomialTerm(int64_t n, int64_t j, double log_p, double log_q) {
  const double dn = static_cast<double>(n);
  const double dj = static_cast<double>(j);
  return std::lgamma(dn + 1.0) - std::lgamma(dj + 1.0) - std::lgamma(dn - dj + 1.0) + dj * log_p +
         (dn - dj) * log_q;
}

// log(sum exp(terms j = from..to)), stopping once terms are negligible when
// they are known to decrease (from above the mode).
double LogSumTerms(int64_t n, int64_t from, int64_t to, double log_p, double log_q) {
  double max_log = -std::numeric_limits<double>::infinity();
  double sum = 0.0;  // sum of exp(term - max_log)
  for (int64_t j = from; j <= to; ++j) {
    const double t = LogBinomialTerm(n, j, log_p, log_q);
    if (t > max_log) {
      sum = sum * std::exp(max_log - t) + 1.0;
      max_log = t;
    } else {
      sum += std::exp(t - max_log);
      // Beyond the mode the terms shrink geometrically: stop when they no
      // longer change the sum.
      if (t - max_log < -40.0) break;
    }
  }
  return max_log + std::log(sum);
}

}  // namespace

double BinomialUpperTail(int64_t n, int64_t k, double p) {
  if (k <= 0) return 1.0;
  if (k > n) return 0.0;
  if (p <= 0.0) return 0.0;
  if (p >= 1.0) return 1.0;
  const double log_p = std::log(p);
  const double log_q = std::log1p(-p);
  const double mean = static_cast<double>(n) * p;
  if (static_cast<double>(k) > mean) {
    // Upper tail beyond the mode: terms decrease from j = k on.
    return std::min(1.0, std::exp(LogSumTerms(n, k, n, log_p, log_q)));
  }
  // At or below the mean: 1 - P[X <= k-1], the lower tail summed downward
  // from k-1 (terms decrease away from the mode).
  double max_log = -std::numeric_limits<double>::infinity();
  double sum = 0.0;
  for (int64_t j = k - 1; j >= 0; --j) {
    const double t = LogBinomialTerm(n, j, log_p, log_q);
    if (t > max_log) {
      sum = sum * std::exp(max_log - t) + 1.0;
      max_log = t;
    } else {
      sum += std::exp(t - max_log);
      if (t - max_log < -40.0) break;
    }
  }
  const double lower = std::exp(max_log + std::log(sum));
  return std::clamp(1.0 - lower, 0.0, 1.0);
}

int LeastSquaresSplit(std::span<const double> x, int min_before, int min_after) {
  const int n = static_cast<int>(x.size());
  const int lo = std::max(1, min_before);
  const int hi = n - std::max(1, min_after);  // the last split allowed
  if (lo > hi) return -1;
  std::vector<double> sum(static_cast<size_t>(n) + 1, 0.0);
  std::vector<double> sum_sq(static_cast<size_t>(n) + 1, 0.0);
  for (size_t i = 0; i < x.size(); ++i) {
    sum[i + 1] = sum[i] + x[i];
    sum_sq[i + 1] = sum_sq[i] + x[i] * x[i];
  }
  auto sse = [&](int a, int b) {  // points [a, b)
    const double s = sum[static_cast<size_t>(b)] - sum[static_cast<size_t>(a)];
    return sum_sq[static_cast<size_t>(b)] - sum_sq[static_cast<size_t>(a)] - s * s / (b - a);
  };
  int split = -1;
  double best = std::numeric_limits<double>::infinity();
  for (int k = lo; k <= hi; ++k) {
    const double cost = sse(0, k) + sse(k, n);
    if (cost < best) best = cost, split = k;
  }
  return split;
}

int64_t SaturatingRound(double x, int64_t if_nan) {
  if (std::isnan(x)) return if_nan;
  // 2^63 is exact as a double; every rounded double in [-2^63, 2^63) converts.
  constexpr double kTwo63 = 9223372036854775808.0;
  const double r = std::round(x);
  if (r >= kTwo63) return std::numeric_limits<int64_t>::max();
  if (r < -kTwo63) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(r);
}

double TheilSenSlope(const std::vector<double>& y, int max_points) {
  std::vector<double> xs;
  std::vector<double> ys;
  const size_t n = y.size();
  const size_t cap = static_cast<size_t>(std::max(2, max_points));
  if (n <= cap) {
    for (size_t i = 0; i < n; ++i) {
      if (std::isnan(y[i])) continue;
      xs.push_back(static_cast<double>(i));
      ys.push_back(y[i]);
    }
  } else {
    std::vector<double> bucket;
    for (size_t b = 0; b < cap; ++b) {
      const size_t lo = b * n / cap;
      const size_t hi = (b + 1) * n / cap;
      bucket.clear();
      for (size_t i = lo; i < hi; ++i) {
        if (!std::isnan(y[i])) bucket.push_back(y[i]);
      }
      if (bucket.empty()) continue;
      xs.push_back(0.5 * static_cast<double>(lo + hi - 1));
      ys.push_back(MedianInPlace(bucket));
    }
  }
  const size_t m = xs.size();
  if (m < 2) return std::numeric_limits<double>::quiet_NaN();
  std::vector<double> slopes;
  slopes.reserve(m * (m - 1) / 2);
  for (size_t i = 0; i < m; ++i) {
    for (size_t j = i + 1; j < m; ++j) {
      slopes.push_back((ys[j] - ys[i]) / (xs[j] - xs[i]));
    }
  }
  return MedianInPlace(slopes);
}

namespace {

// Consecutive slice pairs whose medians rise by at least min_delta.
int RisingSlices(const std::vector<double>& series, int slices, double min_delta) {
  const size_t n = series.size();
  const size_t k_slices = static_cast<size_t>(std::max(slices, 1));
  std::vector<double> medians;
  std::vector<double> slice;
  for (size_t k = 0; k < k_slices; ++k) {
    const size_t lo = k * n / k_slices;
    const size_t hi = (k + 1) * n / k_slices;
    slice.clear();
    for (size_t i = lo; i < hi; ++i) {
      if (!std::isnan(series[i])) slice.push_back(series[i]);
    }
    medians.push_back(MedianInPlace(slice));
  }
  int rising = 0;
  for (size_t k = 1; k < medians.size(); ++k) {
    if (medians[k] - medians[k - 1] >= min_delta) ++rising;
  }
  return rising;
}

}  // namespace

SteadyRise RobustRise(const std::vector<double>& y, int slices, int max_points, double min_step) {
  SteadyRise out;
  out.rise = TheilSenSlope(y, max_points) * (static_cast<double>(y.size()) - 1.0);
  const double share = std::max(0.0, out.rise) / (2.0 * std::max(slices, 1));
  out.rising = RisingSlices(y, slices, std::max(share, min_step));
  return out;
}

}  // namespace steplens::diagnosis
