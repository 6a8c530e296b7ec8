#include "aggregator/layer_verdict.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

// The culprit's mean in this phase minus the median of the other ranks'; NaN
// when either is unknown.
double Excess(const LayerFigure& f, int rank) {
  if (rank < 0 || static_cast<size_t>(rank) >= f.by_rank_ms.size()) return NAN;
  const double mine = f.by_rank_ms[static_cast<size_t>(rank)];
  std::vector<double> others;
  for (size_t r = 0; r < f.by_rank_ms.size(); ++r) {
    if (static_cast<int>(r) != rank && !std::isnan(f.by_rank_ms[r])) {
      others.push_back(f.by_rank_ms[r]);
    }
  }
  if (std::isnan(mine) || others.empty()) return NAN;
  return mine - diagnosis::MedianInPlace(others);
}

int Depth(const std::string& name) {
  return static_cast<int>(std::count(name.begin(), name.end(), '.'));
}

}  // namespace

void NameLayer(diagnosis::Diagnosis* d, const std::vector<LayerRow>& rows) {
  if (d->label != diagnosis::kComputeStraggler || d->rank < 0) return;
  if (d->Find("layer") != nullptr) return;
  if (rows.empty()) {
    if (d->action.find(kDeepModeAction) == std::string::npos) d->action += kDeepModeAction;
    return;
  }
  const bool forward = d->phase == "forward";
  if (!forward && d->phase != "backward") return;
  const diagnosis::EvidenceValue* cost = d->Find("cost_ms");
  if (cost == nullptr || !std::holds_alternative<double>(*cost)) return;
  const double cost_ms = std::get<double>(*cost);
  if (!(cost_ms > 0)) return;
  const LayerRow* best = nullptr;
  double best_excess = 0;
  for (const LayerRow& row : rows) {
    const double excess = Excess(forward ? row.forward : row.backward, d->rank);
    if (std::isnan(excess) || excess < kLayerShareOfExcess * cost_ms) continue;
    if (best == nullptr || Depth(row.name) > Depth(best->name) ||
        (Depth(row.name) == Depth(best->name) && excess > best_excess)) {
      best = &row;
      best_excess = excess;
    }
  }
  if (best == nullptr) return;
  const double rounded = std::round(best_excess * 1000) / 1000;
  d->Add("layer", best->name);
  d->Add("layer_excess_ms", rounded);
  char text[64];
  std::snprintf(text, sizeof text, "%.1f", best_excess);
  d->summary += (d->summary.empty() ? "" : " ") + std::string("rank ") + std::to_string(d->rank) +
                " is slow in " + d->phase + ", in `" + best->name + "` (+" + text + " ms).";
}

}  // namespace steplens::aggregator
