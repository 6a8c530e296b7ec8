#include "diagnosis/step_cells.h"

#include <cmath>
#include <limits>
#include <vector>

#include "diagnosis/statistics.h"

namespace steplens::diagnosis {

double RankCpuWait(const StepCells& c, int rank) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  const auto r = static_cast<size_t>(rank);
  if (rank < 0 || r >= c.others_wait_pct.size()) return kNaN;
  const double others = c.others_wait_pct[r];
  if (std::isnan(others) || others < 0) return kNaN;
  const double main = r < c.main_wait_pct.size() ? c.main_wait_pct[r] : kNaN;
  return std::isnan(main) || main < 0 ? others : others + main;
}

double MedianRankCpuWait(const StepCells& c) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  if (c.ranks < 1 || c.others_wait_pct.size() != static_cast<size_t>(c.ranks)) return kNaN;
  std::vector<double> v;
  for (int r = 0; r < c.ranks; ++r) {
    const double w = RankCpuWait(c, r);
    if (std::isnan(w)) return kNaN;
    v.push_back(w);
  }
  return MedianInPlace(v);
}

}  // namespace steplens::diagnosis
