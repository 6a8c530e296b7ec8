#include "aggregator/layer_stats.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include "aggregator/json_values.h"
#include "diagnosis/statistics.h"

namespace steplens::aggregator {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kNsPerMs = 1e6;

double Mean(int64_t sum, uint32_t n) { return n == 0 ? kNaN : static_cast<double>(sum) / n; }

// Median, worst and worst rank over the ranks that measured it.
void Finish(LayerFigure* f) {
  std::vector<double> values;
  for (size_t r = 0; r < f->by_rank_ms.size(); ++r) {
    const double v = f->by_rank_ms[r];
    if (std::isnan(v)) continue;
    values.push_back(v);
    if (f->worst_rank < 0 || v > f->worst_ms) {
      f->worst_ms = v;
      f->worst_rank = static_cast<int64_t>(r);
    }
  }
  if (!values.empty()) f->median_ms = diagnosis::MedianInPlace(values);
}

nlohmann::ordered_json FigureJson(const LayerFigure& f) {
  nlohmann::ordered_json o;
  o["median_ms"] = json::Ms(f.median_ms);
  o["worst_ms"] = json::Ms(f.worst_ms);
  o["worst_rank"] = f.worst_rank >= 0 ? nlohmann::ordered_json(f.worst_rank) : nullptr;
  return o;
}

}  // namespace

nlohmann::ordered_json LayersJson(const std::vector<LayerRow>& rows, uint64_t steps) {
  if (rows.empty()) return nullptr;
  nlohmann::ordered_json modules = nlohmann::ordered_json::array();
  for (const LayerRow& r : rows) {
    nlohmann::ordered_json o;
    o["name"] = r.name;
    o["forward"] = FigureJson(r.forward);
    o["backward"] = FigureJson(r.backward);
    o["activation_bytes"] = r.activation_bytes >= 0 ? nlohmann::ordered_json(r.activation_bytes)
                                                    : nlohmann::ordered_json(nullptr);
    o["alloc_delta_bytes"] = r.alloc_delta_bytes != kMissingDelta
                                 ? nlohmann::ordered_json(r.alloc_delta_bytes)
                                 : nlohmann::ordered_json(nullptr);
    o["alloc_steps"] = r.alloc_steps;
    o["steps"] = r.steps;
    modules.push_back(std::move(o));
  }
  nlohmann::ordered_json out;
  out["steps"] = steps;
  out["modules"] = std::move(modules);
  return out;
}

LayerStats::Rank& LayerStats::RankAt(uint32_t rank) {
  if (rank >= ranks_.size()) ranks_.resize(rank + 1);
  Rank& r = ranks_[rank];
  if (r.by_slot.empty()) {
    r.module_of_slot.assign(kMaxLayers, -1);
    r.by_slot.resize(kMaxLayers);
  }
  return r;
}

int LayerStats::ModuleIndex(std::string_view name) {
  auto it = index_.find(std::string(name));
  if (it != index_.end()) return it->second;
  if (names_.size() >= kMaxModules) {
    ++ignored_names_;
    return -1;
  }
  const int i = static_cast<int>(names_.size());
  names_.emplace_back(name);
  index_.emplace(names_.back(), i);
  return i;
}

void LayerStats::Name(uint32_t rank, uint16_t slot, std::string_view name) {
  if (slot >= kMaxLayers || name.empty()) return;
  const int module = ModuleIndex(name);
  if (module >= 0) RankAt(rank).module_of_slot[slot] = module;
}

void LayerStats::Add(uint32_t rank, const LayerStep& step) {
  Rank& r = RankAt(rank);
  ++steps_;
  for (const LayerEntry& e : step.entries) {
    if (e.slot >= kMaxLayers) continue;  // the decoder refuses these
    Acc& a = r.by_slot[e.slot];
    if (e.forward_ns != kMissing) {
      a.forward_ns += e.forward_ns;
      ++a.forward_n;
    }
    if (e.backward_ns != kMissing) {
      a.backward_ns += e.backward_ns;
      ++a.backward_n;
    }
    if (e.activation_bytes != kMissing) {
      a.bytes += e.activation_bytes;
      ++a.bytes_n;
    }
    if (e.alloc_delta_bytes != kMissingDelta) {
      a.alloc += e.alloc_delta_bytes;
      ++a.alloc_n;
    }
  }
}

std::vector<LayerRow> LayerStats::Rows(uint32_t world_size) const {
  const size_t ranks = std::max<size_t>(world_size, ranks_.size());
  std::vector<LayerRow> rows(names_.size());
  std::vector<std::vector<double>> bytes(names_.size());
  std::vector<std::vector<double>> alloc(names_.size());
  for (size_t m = 0; m < rows.size(); ++m) {
    rows[m].name = names_[m];
    rows[m].forward.by_rank_ms.assign(ranks, kNaN);
    rows[m].backward.by_rank_ms.assign(ranks, kNaN);
  }
  for (size_t rank = 0; rank < ranks_.size(); ++rank) {
    const Rank& r = ranks_[rank];
    for (size_t slot = 0; slot < r.by_slot.size(); ++slot) {
      const int m = r.module_of_slot[slot];
      const Acc& a = r.by_slot[slot];
      if (m < 0) continue;
      LayerRow& row = rows[static_cast<size_t>(m)];
      row.forward.by_rank_ms[rank] = Mean(a.forward_ns, a.forward_n) / kNsPerMs;
      row.backward.by_rank_ms[rank] = Mean(a.backward_ns, a.backward_n) / kNsPerMs;
      if (a.bytes_n > 0) bytes[static_cast<size_t>(m)].push_back(Mean(a.bytes, a.bytes_n));
      if (a.alloc_n > 0) alloc[static_cast<size_t>(m)].push_back(Mean(a.alloc, a.alloc_n));
      row.alloc_steps = std::max<uint64_t>(row.alloc_steps, a.alloc_n);
      row.steps = std::max<uint64_t>(row.steps, std::max(a.forward_n, a.backward_n));
    }
  }
  for (size_t m = 0; m < rows.size(); ++m) {
    Finish(&rows[m].forward);
    Finish(&rows[m].backward);
    if (!bytes[m].empty()) {
      rows[m].activation_bytes =
          static_cast<int64_t>(std::llround(diagnosis::MedianInPlace(bytes[m])));
    }
    if (!alloc[m].empty()) {
      rows[m].alloc_delta_bytes =
          static_cast<int64_t>(std::llround(diagnosis::MedianInPlace(alloc[m])));
    }
  }
  return rows;
}

nlohmann::json LayerStats::ToJson() const {
  nlohmann::json ranks = nlohmann::json::array();
  for (size_t rank = 0; rank < ranks_.size(); ++rank) {
    const Rank& r = ranks_[rank];
    nlohmann::json slots = nlohmann::json::array();
    for (size_t slot = 0; slot < r.by_slot.size(); ++slot) {
      const Acc& a = r.by_slot[slot];
      if (r.module_of_slot[slot] < 0 || (a.forward_n | a.backward_n | a.bytes_n | a.alloc_n) == 0) {
        continue;
      }
      nlohmann::json sums = {r.module_of_slot[slot], a.forward_ns, a.forward_n, a.backward_ns,
                             a.backward_n,           a.bytes,      a.bytes_n};
      if (a.alloc_n > 0) {  // two more fields; an older document has 7
        sums.push_back(a.alloc);
        sums.push_back(a.alloc_n);
      }
      slots.push_back(std::move(sums));
    }
    if (!slots.empty()) ranks.push_back({{"rank", rank}, {"modules", std::move(slots)}});
  }
  return {{"version", 1}, {"steps", steps_}, {"names", names_}, {"ranks", std::move(ranks)}};
}

bool LayerStats::FromJson(const nlohmann::json& j) {
  LayerStats out;
  try {
    if (!j.is_object() || j.value("version", 0) != 1) return false;
    for (const auto& name : j.at("names")) {
      if (out.ModuleIndex(name.get<std::string>()) < 0) return false;
    }
    out.steps_ = j.at("steps").get<uint64_t>();
    for (const auto& rj : j.at("ranks")) {
      const auto rank = rj.at("rank").get<uint32_t>();
      if (rank >= (1u << 20)) return false;
      Rank& r = out.RankAt(rank);
      size_t slot = 0;  // the module's rank-local slot is not kept: any free one
      for (const auto& m : rj.at("modules")) {
        const int module = m.at(0).get<int>();
        if (module < 0 || static_cast<size_t>(module) >= out.names_.size() || slot >= kMaxLayers) {
          return false;
        }
        r.module_of_slot[slot] = module;
        Acc& a = r.by_slot[slot++];
        a.forward_ns = m.at(1).get<int64_t>();
        a.forward_n = m.at(2).get<uint32_t>();
        a.backward_ns = m.at(3).get<int64_t>();
        a.backward_n = m.at(4).get<uint32_t>();
        a.bytes = m.at(5).get<int64_t>();
        a.bytes_n = m.at(6).get<uint32_t>();
        if (m.size() >= 9) {
          a.alloc = m.at(7).get<int64_t>();
          a.alloc_n = m.at(8).get<uint32_t>();
        }
      }
    }
  } catch (const nlohmann::json::exception&) {
    return false;
  }
  *this = std::move(out);
  return true;
}

}  // namespace steplens::aggregator
