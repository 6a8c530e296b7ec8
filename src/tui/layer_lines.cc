// tui/layer_lines.cc — see layer_lines.h for the contract.
#include "tui/layer_lines.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "aggregator/layer_verdict.h"
#include "tui/format.h"

namespace steplens::tui {
namespace {

constexpr int kModuleCol = 24;
constexpr int kNumCol = 11;

double Sum(double a, double b) {  // NaN + x = x: a phase not measured adds nothing
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  return a + b;
}

double RankMs(const aggregator::LayerFigure& f, size_t rank) {
  return rank < f.by_rank_ms.size() ? f.by_rank_ms[rank] : std::nan("");
}

// The median of the other ranks' forward + backward means; NaN: none.
double OthersMedian(const aggregator::LayerRow& row, size_t culprit) {
  std::vector<double> v;
  const size_t n = std::max(row.forward.by_rank_ms.size(), row.backward.by_rank_ms.size());
  for (size_t r = 0; r < n; ++r) {
    if (r == culprit) continue;
    const double t = Sum(RankMs(row.forward, r), RankMs(row.backward, r));
    if (!std::isnan(t)) v.push_back(t);
  }
  if (v.empty()) return std::nan("");
  std::sort(v.begin(), v.end());
  const size_t m = v.size() / 2;
  return v.size() % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
}

bool IsDescendant(const std::string& name, const std::string& of) {
  return name.size() > of.size() && name.compare(0, of.size(), of) == 0 && name[of.size()] == '.';
}

struct Pick {
  const aggregator::LayerRow* row;
  double figure;  // what it is ordered by: excess (with a culprit) or median
  double own_ms;  // the rank's (or the median) forward + backward
};

std::string Row(const Pick& p, bool culprit) {
  std::string line =
      "  " + Fit(p.row->name, kModuleCol) +
      Fit(FormatMs(culprit ? p.own_ms : Sum(p.row->forward.median_ms, p.row->backward.median_ms)),
          kNumCol, true);
  if (culprit) {
    char excess[48];
    std::snprintf(excess, sizeof excess, "%+.1f ms", p.figure);
    line += Fit(excess, kNumCol, true);
  }
  line += "   fwd " + FormatMs(p.row->forward.median_ms) + ", bwd " +
          FormatMs(p.row->backward.median_ms) + " median";
  return line;
}

}  // namespace

std::vector<std::string> TopLayerLines(const aggregator::Snapshot& s, int width) {
  std::vector<std::string> out;
  if (s.layers.empty()) return out;
  const int culprit = s.diagnosis.step_time.rank;
  std::vector<Pick> picks;
  for (const aggregator::LayerRow& row : s.layers) {
    if (culprit >= 0) {
      const auto r = static_cast<size_t>(culprit);
      const double own = Sum(RankMs(row.forward, r), RankMs(row.backward, r));
      const double others = OthersMedian(row, r);
      if (std::isnan(own) || std::isnan(others)) continue;
      picks.push_back({&row, own - others, own});
    } else {
      const double median = Sum(row.forward.median_ms, row.backward.median_ms);
      if (!std::isnan(median)) picks.push_back({&row, median, median});
    }
  }
  // The deeper module is the answer when it holds most of its ancestor's figure.
  std::vector<Pick> shown;
  for (const Pick& p : picks) {
    if (p.figure <= 0) continue;
    const bool explained = std::any_of(picks.begin(), picks.end(), [&](const Pick& d) {
      return IsDescendant(d.row->name, p.row->name) &&
             d.figure >= aggregator::kLayerShareOfExcess * p.figure;
    });
    if (!explained) shown.push_back(p);
  }
  std::stable_sort(shown.begin(), shown.end(),
                   [](const Pick& a, const Pick& b) { return a.figure > b.figure; });
  if (shown.size() > kTopLayerRows) shown.resize(kTopLayerRows);
  const std::string title =
      culprit >= 0 ? "layers — where rank " + std::to_string(culprit) + " is slower (deep mode)"
                   : "layers — the slowest modules (deep mode)";
  std::string rule = "── " + title + " ";
  while (DisplayWidth(rule) < width) rule += "─";
  out.push_back(Fit(rule, width));
  out.push_back("  " + Fit("module", kModuleCol) +
                Fit(culprit >= 0 ? "rank " + std::to_string(culprit) : "median", kNumCol, true) +
                (culprit >= 0 ? Fit("vs others", kNumCol, true) : std::string()) +
                "   per step, forward + backward");
  if (shown.empty()) {
    out.push_back(culprit >= 0 ? "  no module is slower on this rank than on the others"
                               : "  no module measured yet");
  }
  for (const Pick& p : shown) out.push_back(Row(p, culprit >= 0));
  return out;
}

}  // namespace steplens::tui
