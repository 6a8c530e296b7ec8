// diagnosis/statistics.h — the one definition of each statistic steplens
// computes across ranks: the median, the cross-rank spread (median, worst,
// worst rank, skew), the wait of a step, and who arrived last at gradient
// synchronisation. The aggregator (window and run statistics, the per-step
// timeline) and every diagnosis rule take them from here; a second copy
// anywhere is a bug (STYLE.md rule 13).
//
// Contract: pure functions, no allocation beyond what their arguments imply
// (scratch vectors are the caller's), callable from any thread. NaN marks
// "undefined" (empty input); kMissing (-1, steplens/record.h) marks a value
// that was not measured.
#ifndef STEPLENS_DIAGNOSIS_STATISTICS_H_
#define STEPLENS_DIAGNOSIS_STATISTICS_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace steplens::diagnosis {

// Median by linear-time selection (nth_element); reorders `values`. For an
// even count, the mean of the two middle values. NaN when empty.
double MedianInPlace(std::vector<double>& values);

// The q-quantile (0 <= q <= 1) by selection: the value of rank
// floor(q * (n - 1)) in ascending order (no interpolation, so it is one of
// the values); reorders `values`. NaN when empty.
double QuantileInPlace(std::vector<double>& values, double q);

// One value of one rank, for ComputeSpread.
struct RankValue {
  double value;
  uint32_t rank;
};

// Cross-rank spread of one value per rank.
struct Spread {
  bool measured = false;  // false when there were no values
  double median = 0.0;    // MedianInPlace's definition
  double worst = 0.0;     // the largest value
  int worst_rank = -1;    // the lowest rank holding it
  double skew_pct = 0.0;  // (worst - median) / median * 100; NaN when undefined
};

// Linear time; reorders *values; allocates nothing.
Spread ComputeSpread(std::vector<RankValue>* values);

// Who arrived last at gradient synchronisation in one step.
struct LastArrival {
  int present = 0;           // ranks with an arrival time
  int rank = -1;             // the last to arrive; -1 when < 2 present or a tie
  double lateness_ns = 0.0;  // its arrival - the median arrival of the others
};

// `arrival_ns` holds one arrival per rank (index = rank; kMissing = none).
// The last is the rank with the latest arrival; when two ranks share the
// latest arrival nobody is named (neither is the one the others waited
// for). Its lateness is measured against the median of the *other* ranks
// (with 2 ranks the median of all would halve it). `scratch` is reused.
LastArrival FindLastArrival(std::span<const int64_t> arrival_ns, std::vector<double>* scratch);

// The change point of a series: the split k of x into x[0, k) and x[k, n)
// whose two means fit x best (least squares, prefix sums, linear time), with
// at least `min_before` and `min_after` (each >= 1) points on either side.
// -1 when x is too short. Every "since when did it change" question
// (THROUGHPUT DROP, a share that rose inside the window) asks this one.
int LeastSquaresSplit(std::span<const double> x, int min_before, int min_after);

// x rounded to the nearest integer and clamped to int64's range; NaN gives
// `if_nan`. Every double that becomes an integer (bytes, nanoseconds in
// evidence and limits) goes through it: a plain cast of NaN or of a value at
// or past 2^63 is undefined behaviour, and the inputs are untrusted.
int64_t SaturatingRound(double x, int64_t if_nan);

// P[X >= k] for X ~ Binomial(n, p), computed in log space (lgamma terms,
// log-sum-exp), exact to double precision for n up to 1e6 and p down to
// 1e-9; never underflows to a misleading 0 before ~1e-300. k <= 0 gives 1,
// k > n gives 0.
double BinomialUpperTail(int64_t n, int64_t k, double p);

// Theil–Sen slope of y over x = 0..n-1 (median of pairwise slopes),
// NaN values skipped. Windows longer than max_points are first reduced to
// max_points bucket medians (x at the bucket centre). NaN with < 2 points.
double TheilSenSlope(const std::vector<double>& y, int max_points);

// A steady rise of a series (memory creep, a diverging loss): `rise` is the
// robust (Theil-Sen, max_points) slope times the span; `rising` counts the
// consecutive pairs of `slices` equal slices whose medians (NaN skipped)
// rise by at least half of their even share of it (rise / slices / 2, and
// at least min_step). A steady line rises in every pair; a one-off level
// shift in one pair only. rise is NaN with fewer than 2 points.
struct SteadyRise {
  double rise = 0.0;
  int rising = 0;
};
SteadyRise RobustRise(const std::vector<double>& y, int slices, int max_points, double min_step);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_STATISTICS_H_
