#include "diagnosis/step_cells.h"

#include <cmath>
#include <limits>
#include <vector>

#include "diagnosis/statistics.h"

namespace steplens::diagnosis {

double MedianRankCpuWait(const StepCells& c, bool with_main) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  const auto ranks = static_cast<size_t>(c.ranks);
  if (ranks == 0 || c.others_wait_pct.size() != ranks) return kNaN;
  if (with_main && c.main_wait_pct.size() != ranks) return kNaN;
  std::vector<double> v;
  for (size_t r = 0; r < ranks; ++r) {
    double w = c.others_wait_pct[r];
    if (with_main) w += c.main_wait_pct[r];
    if (std::isnan(w) || w < 0) return kNaN;
    v.push_back(w);
  }
  return MedianInPlace(v);
}

}  // namespace steplens::diagnosis
