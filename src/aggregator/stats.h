// aggregator/stats.h — the cross-rank spread (median, worst, worst rank,
// skew) under the aggregator's name. The one definition lives in
// diagnosis/statistics.h (ComputeSpread, MedianInPlace); this header only
// brings it into steplens::aggregator for the window, run and step-series
// code, so the aggregator and the diagnosis rules cannot disagree on what a
// median is.
//
// Contract: see diagnosis/statistics.h. Pure functions, any thread.
#ifndef STEPLENS_AGGREGATOR_STATS_H_
#define STEPLENS_AGGREGATOR_STATS_H_

#include "diagnosis/statistics.h"

namespace steplens::aggregator {

using diagnosis::ComputeSpread;
using diagnosis::RankValue;
using diagnosis::Spread;

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_STATS_H_
