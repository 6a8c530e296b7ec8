// aggregator/layer_compare.cc — see layer_compare.h for the contract.
#include "aggregator/layer_compare.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>

#include "aggregator/layer_verdict.h"

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

std::optional<double> Median(const Json& module, const char* phase) {
  if (!module.is_object()) return std::nullopt;
  auto it = module.find(phase);
  if (it == module.end() || !it->is_object()) return std::nullopt;
  auto m = it->find("median_ms");
  if (m == it->end() || !m->is_number()) return std::nullopt;
  return m->get<double>();
}

// name -> module object of a `layers` value.
std::map<std::string, const Json*> Modules(const Json& layers) {
  std::map<std::string, const Json*> out;
  if (!layers.is_object()) return out;
  auto it = layers.find("modules");
  if (it == layers.end() || !it->is_array()) return out;
  for (const Json& m : *it) {
    if (!m.is_object()) continue;
    auto name = m.find("name");
    if (name != m.end() && name->is_string()) out.emplace(name->get<std::string>(), &m);
  }
  return out;
}

int Depth(const std::string& name) {
  return static_cast<int>(std::count(name.begin(), name.end(), '.'));
}

struct Change {
  std::string name;
  double a_ms, b_ms;
};

}  // namespace

Json SlowerLayer(const Json& a_layers, const Json& b_layers, double regression_pct) {
  const auto a = Modules(a_layers);
  const auto b = Modules(b_layers);
  std::vector<Change> slower;
  for (const auto& [name, bm] : b) {
    auto found = a.find(name);
    if (found == a.end()) continue;
    double a_ms = 0, b_ms = 0;
    bool any = false;
    for (const char* phase : {"forward", "backward"}) {
      const auto av = Median(*found->second, phase);
      const auto bv = Median(*bm, phase);
      if (!av || !bv) continue;  // measured in one run only: compared in neither
      a_ms += *av;
      b_ms += *bv;
      any = true;
    }
    if (!any || b_ms - a_ms <= 0 || (a_ms > 0 && (b_ms - a_ms) / a_ms * 100 <= regression_pct)) {
      continue;
    }
    slower.push_back({name, a_ms, b_ms});
  }
  if (slower.empty()) return nullptr;
  double largest = 0;
  for (const Change& c : slower) largest = std::max(largest, c.b_ms - c.a_ms);
  const Change* pick = nullptr;
  for (const Change& c : slower) {
    const double up = c.b_ms - c.a_ms;
    if (up < kLayerShareOfExcess * largest) continue;
    if (pick == nullptr || Depth(c.name) > Depth(pick->name) ||
        (Depth(c.name) == Depth(pick->name) && up > pick->b_ms - pick->a_ms)) {
      pick = &c;
    }
  }
  const double up = pick->b_ms - pick->a_ms;
  return Json{{"name", pick->name},
              {"a_ms", pick->a_ms},
              {"b_ms", pick->b_ms},
              {"change_ms", up},
              {"change_pct", pick->a_ms > 0 ? Json(up / pick->a_ms * 100) : Json(nullptr)}};
}

}  // namespace steplens::aggregator
