#include "aggregator/compare.h"
#include "aggregator/layer_compare.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

std::optional<double> Number(const Json& v) {
  if (!v.is_number()) return std::nullopt;
  const double d = v.get<double>();
  return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

Json OrNull(std::optional<double> v) { return v ? Json(*v) : Json(nullptr); }

std::optional<double> ChangePct(std::optional<double> a, std::optional<double> b) {
  if (!a || !b || *a == 0.0) return std::nullopt;
  return std::round((*b - *a) / *a * 100.0 * 100.0) / 100.0;
}

std::string Text(const Json& v) { return v.is_string() ? v.get<std::string>() : ""; }

// "INPUT STRAGGLER (rank 1)" / "BALANCED".
std::string LabelWithRank(const Json& d) {
  std::string out = Text(JsonAt(d, {"label"}));
  if (out.empty()) out = "NO DATA";
  const Json& rank = JsonAt(d, {"rank"});
  if (rank.is_number_integer()) out += " (rank " + std::to_string(rank.get<int64_t>()) + ")";
  return out;
}

Json DiagnosisPair(const Json& doc) {
  return Json{{"step_time", JsonAt(doc, {"diagnosis", "step_time"})},
              {"step_memory", JsonAt(doc, {"diagnosis", "step_memory"})}};
}

// What differs in summary.json's `environment` (see compare.h): facts in
// A's order then B's, then the variables by name; secret variables by name
// ("set" / null: values are never stored).
Json EnvironmentChanges(const Json& a, const Json& b) {
  const Json& ea = JsonAt(a, {"environment"});
  const Json& eb = JsonAt(b, {"environment"});
  Json changes = Json::array();
  auto add = [&](const std::string& key, const char* kind, const Json& va, const Json& vb) {
    if (va != vb) changes.push_back(Json{{"key", key}, {"kind", kind}, {"a", va}, {"b", vb}});
  };
  auto value = [](const Json& env, const std::string& key) {
    return env.is_object() && env.contains(key) ? env[key] : Json(nullptr);
  };
  std::vector<std::string> keys;
  for (const Json* env : {&ea, &eb}) {
    if (!env->is_object()) continue;
    for (auto it = env->begin(); it != env->end(); ++it) {
      const std::string& k = it.key();
      if (k == "ranks_reporting" || k == "differences" || k == "variables" ||
          k == "secret_variables") {
        continue;
      }
      bool known = false;
      for (const auto& n : keys) known = known || n == k;
      if (!known) keys.push_back(k);
    }
  }
  for (const std::string& k : keys) add(k, "fact", value(ea, k), value(eb, k));
  std::map<std::string, std::pair<Json, Json>> variables;
  for (int side = 0; side < 2; ++side) {
    const Json& vars = JsonAt(side == 0 ? ea : eb, {"variables"});
    if (vars.is_object()) {
      for (auto it = vars.begin(); it != vars.end(); ++it) {
        (side == 0 ? variables[it.key()].first : variables[it.key()].second) = it.value();
      }
    }
    const Json& secrets = JsonAt(side == 0 ? ea : eb, {"secret_variables"});
    if (secrets.is_array()) {
      for (const Json& name : secrets) {
        if (name.is_string()) {
          (side == 0 ? variables[name.get<std::string>()].first
                     : variables[name.get<std::string>()].second) = "set (secret)";
        }
      }
    }
  }
  for (const auto& [name, pair] : variables) add(name, "variable", pair.first, pair.second);
  return changes;
}

std::string Fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace

const Json& JsonAt(const Json& doc, std::initializer_list<const char*> keys) {
  static const Json kNull;
  const Json* at = &doc;
  for (const char* k : keys) {
    if (!at->is_object() || !at->contains(k)) return kNull;
    at = &(*at)[k];
  }
  return *at;
}

Json CompareSummaries(const Json& a, const Json& b, const CompareOptions& options) {
  Json out = Json::object();

  // Phases: A's order, then those only B has; unmeasured in both left out.
  std::vector<std::string> names;
  for (const Json* doc : {&a, &b}) {
    const Json& phases = JsonAt(*doc, {"step_time", "phases"});
    if (!phases.is_object()) continue;
    for (auto it = phases.begin(); it != phases.end(); ++it) {
      bool known = false;
      for (const auto& n : names) known = known || n == it.key();
      if (!known) names.push_back(it.key());
    }
  }
  Json phases = Json::array();
  for (const std::string& name : names) {
    const auto am = Number(JsonAt(a, {"step_time", "phases", name.c_str(), "median_ms"}));
    const auto bm = Number(JsonAt(b, {"step_time", "phases", name.c_str(), "median_ms"}));
    if (!am && !bm) continue;
    phases.push_back(Json{{"name", name},
                          {"a_median_ms", OrNull(am)},
                          {"b_median_ms", OrNull(bm)},
                          {"change_pct", OrNull(ChangePct(am, bm))}});
  }

  const auto a_step = Number(JsonAt(a, {"step_time", "phases", "step", "median_ms"}));
  const auto b_step = Number(JsonAt(b, {"step_time", "phases", "step", "median_ms"}));
  const auto step_change = ChangePct(a_step, b_step);
  const auto a_mem = Number(JsonAt(a, {"step_memory", "worst_peak_bytes"}));
  const auto b_mem = Number(JsonAt(b, {"step_memory", "worst_peak_bytes"}));
  const auto mem_change = ChangePct(a_mem, b_mem);
  const bool memory_regression = mem_change && *mem_change > options.regression_pct;
  // Throughput: tokens/s when both runs give it, else samples/s (the work a
  // step does may differ between the runs: a larger batch is slower per step).
  const char* rate_key = "tokens_per_sec";
  if (!Number(JsonAt(a, {"run", rate_key})) || !Number(JsonAt(b, {"run", rate_key}))) {
    rate_key = "samples_per_sec";
  }
  const auto a_rate = Number(JsonAt(a, {"run", rate_key}));
  const auto b_rate = Number(JsonAt(b, {"run", rate_key}));
  const auto rate_change = ChangePct(a_rate, b_rate);
  const bool throughput_regression = rate_change && -*rate_change > options.regression_pct;
  const auto mfu_change =
      ChangePct(Number(JsonAt(a, {"run", "mfu_pct"})), Number(JsonAt(b, {"run", "mfu_pct"})));
  const bool mfu_regression = mfu_change && -*mfu_change > options.regression_pct;

  const Json& a_st = JsonAt(a, {"diagnosis", "step_time"});
  const Json& b_st = JsonAt(b, {"diagnosis", "step_time"});
  const Json& a_sm = JsonAt(a, {"diagnosis", "step_memory"});
  const Json& b_sm = JsonAt(b, {"diagnosis", "step_memory"});
  const bool step_diag_changed = JsonAt(a_st, {"label"}) != JsonAt(b_st, {"label"}) ||
                                 JsonAt(a_st, {"rank"}) != JsonAt(b_st, {"rank"});
  const bool mem_diag_changed = JsonAt(a_sm, {"label"}) != JsonAt(b_sm, {"label"});

  // One sentence.
  std::string summary;
  if (step_change && a_step && b_step) {
    const double c = *step_change;
    const std::string times =
        " per step (" + Fixed(*b_step, 1) + " ms vs " + Fixed(*a_step, 1) + " ms)";
    if (std::fabs(c) < 0.05) {
      summary = "B takes the same time as A" + times;
    } else {
      summary = "B is " + Fixed(std::fabs(c), 1) + "% " + (c > 0 ? "slower" : "faster") +
                " than A" + times;
    }
  } else {
    summary = "Step time cannot be compared (not measured in both runs)";
  }
  if (mem_change) {
    summary += std::string("; peak memory ") + (*mem_change >= 0 ? "+" : "") +
               Fixed(*mem_change, 1) + "%" + (memory_regression ? " (regression)" : "");
  }
  if (rate_change) {
    summary += std::string("; ") + (rate_key[0] == 't' ? "tokens/s " : "samples/s ") +
               (*rate_change >= 0 ? "+" : "") + Fixed(*rate_change, 1) + "%" +
               (throughput_regression ? " (regression)" : "");
  }
  if (mfu_change) {
    summary += std::string("; MFU ") + (*mfu_change >= 0 ? "+" : "") + Fixed(*mfu_change, 1) + "%" +
               (mfu_regression ? " (regression)" : "");
  }
  if (step_diag_changed) {
    summary += "; step-time diagnosis " + LabelWithRank(a_st) + " -> " + LabelWithRank(b_st);
  }
  if (mem_diag_changed) {
    summary += "; memory diagnosis " + LabelWithRank(a_sm) + " -> " + LabelWithRank(b_sm);
  }
  // Deep mode in both runs: the module that got slower (layer_compare.h).
  const Json layer =
      SlowerLayer(JsonAt(a, {"layers"}), JsonAt(b, {"layers"}), options.regression_pct);
  if (!layer.is_null()) {
    summary += "; slower layer `" + layer["name"].get<std::string>() + "` +" +
               Fixed(layer["change_ms"].get<double>(), 1) + " ms per step";
  }
  summary += ".";
  // A tiered run replayed from its database: its figures cover the steps
  // with detail only (summary.json run.detail).
  for (const auto& [name, doc] : {std::pair<const char*, const Json*>{"A", &a}, {"B", &b}}) {
    const Json& cover = JsonAt(*doc, {"run", "detail", "statistics_cover"});
    if (cover.is_string() && cover.get<std::string>() == "detail_steps") {
      const Json& n = JsonAt(*doc, {"run", "detail", "aggregated_steps"});
      summary += std::string(" ") + name + "'s figures cover only its steps with detail (" +
                 (n.is_number() ? n.dump() : std::string("some")) +
                 " steps are aggregated in its store).";
    }
  }

  out["verdict"] = Json{{"step_time_change_pct", OrNull(step_change)},
                        {"faster", step_change ? Json(*step_change < 0) : Json(nullptr)},
                        {"memory_change_pct", OrNull(mem_change)},
                        {"memory_regression", memory_regression},
                        {"throughput_change_pct", OrNull(rate_change)},
                        {"throughput_regression", throughput_regression},
                        {"mfu_change_pct", OrNull(mfu_change)},
                        {"mfu_regression", mfu_regression},
                        {"diagnosis_changed", step_diag_changed || mem_diag_changed},
                        {"regression_pct", options.regression_pct},
                        {"summary", summary}};
  out["phases"] = std::move(phases);
  out["memory"] = Json{{"source_a", JsonAt(a, {"step_memory", "source"})},
                       {"source_b", JsonAt(b, {"step_memory", "source"})},
                       {"a_peak_bytes", a_mem ? Json(static_cast<int64_t>(*a_mem)) : Json(nullptr)},
                       {"b_peak_bytes", b_mem ? Json(static_cast<int64_t>(*b_mem)) : Json(nullptr)},
                       {"change_pct", OrNull(mem_change)}};
  Json throughput = Json::object();
  for (const char* key : {"samples_per_sec", "tokens_per_sec", "tflops", "mfu_pct"}) {
    const auto av = Number(JsonAt(a, {"run", key}));
    const auto bv = Number(JsonAt(b, {"run", key}));
    throughput[key] =
        Json{{"a", OrNull(av)}, {"b", OrNull(bv)}, {"change_pct", OrNull(ChangePct(av, bv))}};
  }
  throughput["compared"] = rate_change ? Json(rate_key) : Json(nullptr);
  out["throughput"] = std::move(throughput);
  out["diagnosis"] = Json{{"a", DiagnosisPair(a)}, {"b", DiagnosisPair(b)}};
  out["environment"] = EnvironmentChanges(a, b);
  out["slower_layer"] = layer;
  return out;
}

bool IsRegression(const Json& comparison, double pct) {
  const auto step = Number(JsonAt(comparison, {"verdict", "step_time_change_pct"}));
  const auto mem = Number(JsonAt(comparison, {"verdict", "memory_change_pct"}));
  const auto rate = Number(JsonAt(comparison, {"verdict", "throughput_change_pct"}));
  const auto mfu = Number(JsonAt(comparison, {"verdict", "mfu_change_pct"}));
  return (step && *step > pct) || (mem && *mem > pct) || (rate && -*rate > pct) ||
         (mfu && -*mfu > pct);
}

}  // namespace steplens::aggregator
