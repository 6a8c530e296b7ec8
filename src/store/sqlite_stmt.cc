#include "store/sqlite_stmt.h"

#include <nlohmann/json.hpp>
#include <utility>

namespace steplens::store {

std::string GpusToJson(const std::vector<GpuSample>& gpus) {
  nlohmann::json arr = nlohmann::json::array();
  for (const GpuSample& g : gpus) {
    nlohmann::json o = nlohmann::json::object();
    o["util_pct"] = g.util_pct >= 0 ? nlohmann::json(g.util_pct) : nullptr;
    o["mem_used_bytes"] = g.mem_used_bytes != kMissing ? nlohmann::json(g.mem_used_bytes) : nullptr;
    o["mem_total_bytes"] =
        g.mem_total_bytes != kMissing ? nlohmann::json(g.mem_total_bytes) : nullptr;
    o["temp_c"] = g.temp_c >= 0 ? nlohmann::json(g.temp_c) : nullptr;
    o["power_w"] = g.power_w >= 0 ? nlohmann::json(g.power_w) : nullptr;
    o["sm_clock_mhz"] = g.sm_clock_mhz >= 0 ? nlohmann::json(g.sm_clock_mhz) : nullptr;
    o["throttle_reasons"] =
        g.throttle_reasons != kMissing ? nlohmann::json(g.throttle_reasons) : nullptr;
    arr.push_back(std::move(o));
  }
  return arr.dump();
}

std::vector<GpuSample> GpusFromJson(const std::string& text) {
  std::vector<GpuSample> out;
  nlohmann::json arr = nlohmann::json::parse(text, nullptr, false);
  if (!arr.is_array()) return out;
  auto num_f = [](const nlohmann::json& o, const char* k) -> float {
    auto it = o.find(k);
    return (it != o.end() && it->is_number()) ? it->get<float>() : -1.0f;
  };
  auto num_i = [](const nlohmann::json& o, const char* k) -> int64_t {
    auto it = o.find(k);
    return (it != o.end() && it->is_number()) ? it->get<int64_t>() : kMissing;
  };
  for (const nlohmann::json& o : arr) {
    if (!o.is_object()) continue;
    GpuSample g;
    g.util_pct = num_f(o, "util_pct");
    g.mem_used_bytes = num_i(o, "mem_used_bytes");
    g.mem_total_bytes = num_i(o, "mem_total_bytes");
    g.temp_c = num_f(o, "temp_c");
    g.power_w = num_f(o, "power_w");
    g.sm_clock_mhz = num_f(o, "sm_clock_mhz");
    g.throttle_reasons = num_i(o, "throttle_reasons");
    if (g.throttle_reasons < 0) g.throttle_reasons = kMissing;
    out.push_back(g);
  }
  return out;
}

}  // namespace steplens::store
