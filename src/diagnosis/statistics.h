// diagnosis/statistics.h — the small, exact statistics the rules rely on.
//
// Contract: pure functions, no allocation beyond what their arguments imply,
// callable from any thread. NaN marks "undefined" (empty input).
#ifndef STEPLENS_DIAGNOSIS_STATISTICS_H_
#define STEPLENS_DIAGNOSIS_STATISTICS_H_

#include <cstdint>
#include <vector>

namespace steplens::diagnosis {

// Median by linear-time selection (nth_element); reorders `values`. For an
// even count, the mean of the two middle values. NaN when empty.
double MedianInPlace(std::vector<double>& values);

// P[X >= k] for X ~ Binomial(n, p), computed in log space (lgamma terms,
// log-sum-exp), exact to double precision for n up to 1e6 and p down to
// 1e-9; never underflows to a misleading 0 before ~1e-300. k <= 0 gives 1,
// k > n gives 0.
double BinomialUpperTail(int64_t n, int64_t k, double p);

// Theil–Sen slope of y over x = 0..n-1 (median of pairwise slopes),
// NaN values skipped. Windows longer than max_points are first reduced to
// max_points bucket medians (x at the bucket centre). NaN with < 2 points.
double TheilSenSlope(const std::vector<double>& y, int max_points);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_STATISTICS_H_
