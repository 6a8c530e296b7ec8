#include "tui/resource_lines.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "aggregator/json_values.h"
#include "base/gpu_throttle.h"
#include "tui/format.h"

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

constexpr auto& Num = aggregator::json::NumberAt;

std::string Pct(const Json& j, const char* key) { return FormatPct(Num(j, key), false); }

std::string Bytes(const Json& j, const char* key) {
  const double v = Num(j, key);
  return std::isfinite(v) ? FormatBytes(static_cast<int64_t>(v)) : kMissingText;
}

std::string Whole(const Json& j, const char* key, const char* unit) {
  const double v = Num(j, key);
  if (!std::isfinite(v)) return kMissingText;
  return std::to_string(static_cast<long long>(std::llround(v))) + unit;
}

// "slowed by sw_power_cap 80%, hw_thermal 5% of samples", "not slowed", or "".
std::string Slowdowns(const Json& gpu) {
  const double samples = Num(gpu, "throttle_samples");
  const Json& reasons =
      gpu.is_object() && gpu.contains("throttle_reasons") ? gpu["throttle_reasons"] : Json();
  if (!std::isfinite(samples) || samples <= 0 || !reasons.is_object()) return "";
  std::string out;
  for (const base::ThrottleReason& r : base::kThrottleReasons) {
    if (!r.slowdown || !reasons.contains(r.name) || !reasons[r.name].is_number()) continue;
    const double n = reasons[r.name].get<double>();
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s %.0f%%", r.name, 100.0 * n / samples);
    out += (out.empty() ? "" : ", ") + std::string(buf);
  }
  return out.empty() ? " · not slowed" : " · slowed by " + out + " of samples";
}

std::string HostLines(const Json& host) {
  std::string name = host.value("host", std::string());
  if (name.empty()) name = kMissingText;
  std::string out = "  " + name + "  CPU mean " + Pct(host, "cpu_pct_mean") + " (max " +
                    Pct(host, "cpu_pct_max") + ") · RAM max " + Bytes(host, "ram_used_max_bytes") +
                    " of " + Bytes(host, "ram_total_bytes") + "\n";
  const Json gpus = host.value("gpus", Json::array());
  for (const Json& g : gpus) {
    out += "    GPU " + Whole(g, "index", "") + "  util mean " + Pct(g, "util_pct_mean") +
           " (max " + Pct(g, "util_pct_max") + ") · mem max " + Bytes(g, "mem_used_max_bytes") +
           " of " + Bytes(g, "mem_total_bytes") + " · power max " + Whole(g, "power_w_max", " W") +
           " · temp max " + Whole(g, "temp_c_max", " °C") + " · SM clock mean " +
           Whole(g, "sm_clock_mhz_mean", "") + " / min " + Whole(g, "sm_clock_mhz_min", " MHz") +
           Slowdowns(g) + "\n";
  }
  return out;
}

std::string RankLine(const Json& r) {
  const double rank = Num(r, "rank");
  return "  " + Fit(FormatRank(std::isfinite(rank) ? static_cast<int>(rank) : -1), 6) +
         "CPU mean " + Pct(r, "cpu_pct_mean") + " · RSS peak " + Bytes(r, "rss_peak_bytes") +
         " · GPU memory peak " + Bytes(r, "gpu_mem_peak_bytes") + "\n";
}

}  // namespace

std::string ResourceLines(const Json& system, const Json& process) {
  std::string out;
  const Json hosts = system.is_object() ? system.value("hosts", Json::array()) : Json::array();
  if (hosts.is_array() && !hosts.empty()) {
    out += "\nSystem\n";
    for (const Json& h : hosts) out += HostLines(h);
  }
  const Json ranks = process.is_object() ? process.value("ranks", Json::array()) : Json::array();
  const bool sampled =
      ranks.is_array() &&
      std::any_of(ranks.begin(), ranks.end(), [](const Json& r) { return Num(r, "samples") > 0; });
  if (sampled) {
    std::vector<const Json*> shown;
    for (const Json& r : ranks) shown.push_back(&r);
    const size_t total = shown.size();
    if (total > kMaxRankLines) {  // the largest RSS peaks, then in rank order
      auto rss = [](const Json* r) {
        const double v = Num(*r, "rss_peak_bytes");
        return std::isfinite(v) ? v : -1.0;
      };
      std::stable_sort(shown.begin(), shown.end(),
                       [&](const Json* a, const Json* b) { return rss(a) > rss(b); });
      shown.resize(kMaxRankLines);
      std::stable_sort(shown.begin(), shown.end(), [](const Json* a, const Json* b) {
        return Num(*a, "rank") < Num(*b, "rank");
      });
    }
    out += "\nProcess\n";
    for (const Json* r : shown) out += RankLine(*r);
    if (total > shown.size()) {
      out += "  (" + std::to_string(total - shown.size()) +
             " more ranks not listed: these are the " + std::to_string(shown.size()) +
             " with the largest RSS peak)\n";
    }
  }
  return out;
}

}  // namespace steplens::tui
