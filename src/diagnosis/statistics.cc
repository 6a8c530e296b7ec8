#include "diagnosis/statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens::diagnosis {

double MedianInPlace(std::vector<double>& values) {
  const size_t n = values.size();
  if (n == 0) return std::numeric_limits<double>::quiet_NaN();
  const size_t mid = n / 2;
  std::nth_element(values.begin(), values.begin() + mid, values.end());
  const double upper = values[mid];
  if (n % 2 == 1) return upper;
  const double lower = *std::max_element(values.begin(), values.begin() + mid);
  return 0.5 * (lower + upper);
}

namespace {

double LogBinomialTerm(int64_t n, int64_t j, double log_p, double log_q) {
  const double dn = static_cast<double>(n);
  const double dj = static_cast<double>(j);
  return std::lgamma(dn + 1.0) - std::lgamma(dj + 1.0) -
         std::lgamma(dn - dj + 1.0) + dj * log_p + (dn - dj) * log_q;
}

// log(sum exp(terms j = from..to)), stopping once terms are negligible when
// they are known to decrease (from above the mode).
double LogSumTerms(int64_t n, int64_t from, int64_t to, double log_p,
                   double log_q) {
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

}  // namespace steplens::diagnosis
