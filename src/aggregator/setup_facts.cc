#include "aggregator/setup_facts.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string_view>

#include "aggregator/json_values.h"
#include "protocol/setup_keys.h"

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kMetaPrefix = "setup.";
// The facts every summary names (null when no rank gives one), in this order.
constexpr const char* kKnownFacts[] = {"steplens", "python", "torch",   "cuda",      "cudnn",
                                       "nccl",     "driver", "command", "git_commit"};
// Facts listed by their distinct values (a job spans hosts and devices).
constexpr const char* kListedFacts[][2] = {{"gpu", "gpus"}, {"cpu", "cpus"}};

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// One key's value on each reporting rank (nullopt: the rank does not give it).
using Values = std::map<std::optional<std::string>, std::vector<uint32_t>>;

// The value most ranks give (ties: the one of the lowest rank).
std::optional<std::string> MostCommon(const Values& values) {
  const std::pair<const std::optional<std::string>, std::vector<uint32_t>>* best = nullptr;
  for (const auto& entry : values) {
    if (best == nullptr || entry.second.size() > best->second.size() ||
        (entry.second.size() == best->second.size() &&
         entry.second.front() < best->second.front())) {
      best = &entry;
    }
  }
  return best == nullptr ? std::nullopt : best->first;
}

Json ValueJson(const std::optional<std::string>& v) { return v ? Json(*v) : Json(nullptr); }

Json Difference(const std::string& key, const char* kind, const Values& values) {
  std::vector<const Values::value_type*> order;
  for (const auto& entry : values) order.push_back(&entry);
  std::sort(order.begin(), order.end(),
            [](const auto* a, const auto* b) { return a->second.front() < b->second.front(); });
  Json list = Json::array();
  for (const auto* entry : order) {
    Json ranks = Json::array();
    for (size_t i = 0; i < entry->second.size() && i < kMaxDifferenceRanks; ++i) {
      ranks.push_back(entry->second[i]);
    }
    list.push_back(Json{{"value", ValueJson(entry->first)},
                        {"ranks", std::move(ranks)},
                        {"rank_count", entry->second.size()}});
  }
  return Json{{"key", key}, {"kind", kind}, {"values", std::move(list)}};
}

}  // namespace

void SetupFacts::OnSetup(uint32_t rank, const std::string& host, SetupInfo setup) {
  protocol::SanitiseSetup(&setup);
  auto it = ranks_.find(rank);
  if (it != ranks_.end() && it->second->host == host && it->second->facts == setup.facts) return;
  auto kept = std::make_shared<RankSetup>();
  kept->rank = rank;
  kept->host = host;
  kept->facts = std::move(setup.facts);
  if (store_ != nullptr) {
    Json facts = Json::array();
    for (const auto& [k, v] : kept->facts) facts.push_back(Json::array({k, v}));
    store_->PutMeta(std::string(kMetaPrefix) + std::to_string(rank),
                    json::Dump(Json{{"host", kept->host}, {"facts", std::move(facts)}}));
  }
  Keep(std::move(kept));
}

void SetupFacts::Restore(const std::map<std::string, std::string>& meta) {
  for (auto it = meta.lower_bound(std::string(kMetaPrefix));
       it != meta.end() && StartsWith(it->first, kMetaPrefix); ++it) {
    const std::string number = it->first.substr(kMetaPrefix.size());
    if (number.empty() || number.size() > 9 ||
        number.find_first_not_of("0123456789") != std::string::npos) {
      continue;
    }
    const auto rank = static_cast<uint32_t>(std::stoul(number));
    if (ranks_.count(rank) > 0) continue;  // a replayed SETUP said it already
    const Json j = Json::parse(it->second, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object() || !j.contains("facts") || !j["facts"].is_array()) continue;
    SetupInfo setup;
    for (const Json& pair : j["facts"]) {
      if (pair.is_array() && pair.size() == 2 && pair[0].is_string() && pair[1].is_string()) {
        setup.facts.emplace_back(pair[0].get<std::string>(), pair[1].get<std::string>());
      }
    }
    protocol::SanitiseSetup(&setup);
    auto kept = std::make_shared<RankSetup>();
    kept->rank = rank;
    kept->host = j.value("host", std::string());
    kept->facts = std::move(setup.facts);
    Keep(std::move(kept));
  }
}

void SetupFacts::Keep(std::shared_ptr<const RankSetup> setup) {
  const uint32_t rank = setup->rank;
  ranks_[rank] = std::move(setup);
  view_.reset();
}

std::shared_ptr<const SetupView> SetupFacts::View() const {
  if (!view_) {
    auto view = std::make_shared<SetupView>();
    view->reserve(ranks_.size());
    for (const auto& [rank, setup] : ranks_) view->push_back(setup);
    view_ = std::move(view);
  }
  return view_;
}

Json EnvironmentJson(const SetupView& view) {
  // Every key's values, rank by rank (absent included).
  std::map<std::string, Values> facts;      // plain facts
  std::map<std::string, Values> variables;  // var.NAME
  std::set<std::string> secrets;
  std::set<std::string> hosts;
  std::vector<std::string> unknown_order;  // plain facts not in kKnownFacts, first seen first
  for (const auto& setup : view) {
    if (!setup->host.empty()) hosts.insert(setup->host);
    for (const auto& [key, value] : setup->facts) {
      const std::string_view k(key);
      if (StartsWith(k, protocol::kConfigPrefix)) continue;
      if (StartsWith(k, protocol::kSecretPrefix)) {
        secrets.insert(key.substr(protocol::kSecretPrefix.size()));
      } else if (StartsWith(k, protocol::kVariablePrefix)) {
        variables[key.substr(protocol::kVariablePrefix.size())];
      } else if (facts.emplace(key, Values()).second &&
                 std::none_of(std::begin(kKnownFacts), std::end(kKnownFacts),
                              [k](const char* f) { return k == f; })) {
        unknown_order.push_back(key);
      }
    }
  }
  for (const char* f : kKnownFacts) facts[f];
  // Fill the values per rank: a rank without the key gives "absent".
  for (const auto& setup : view) {
    std::map<std::string_view, const std::string*> own;
    for (const auto& [key, value] : setup->facts) own[key] = &value;
    auto fill = [&](std::map<std::string, Values>* table, std::string_view prefix) {
      for (auto& [name, values] : *table) {
        auto it = own.find(std::string(prefix) + name);
        std::optional<std::string> v;
        if (it != own.end()) v = *it->second;
        values[v].push_back(setup->rank);
      }
    };
    fill(&facts, "");
    fill(&variables, protocol::kVariablePrefix);
  }

  Json env = Json::object();
  env["ranks_reporting"] = view.size();
  Json differences = Json::array();
  auto put_fact = [&](const std::string& key) {
    const Values& values = facts[key];
    env[key] = ValueJson(MostCommon(values));
    if (values.size() > 1) differences.push_back(Difference(key, "fact", values));
  };
  for (const char* f : kKnownFacts) put_fact(f);
  for (const std::string& key : unknown_order) {
    if (std::any_of(std::begin(kListedFacts), std::end(kListedFacts),
                    [&](const auto& l) { return key == l[0]; })) {
      continue;
    }
    put_fact(key);
  }
  for (const auto& [fact, list_key] : kListedFacts) {
    Json list = Json::array();
    auto it = facts.find(fact);
    if (it != facts.end()) {
      for (const auto& [value, ranks] : it->second) {
        if (value) list.push_back(*value);
      }
      if (it->second.size() > 1) differences.push_back(Difference(fact, "fact", it->second));
    }
    env[list_key] = std::move(list);
  }
  Json hosts_json = Json::array();
  for (const std::string& h : hosts) hosts_json.push_back(h);
  env["hosts"] = std::move(hosts_json);
  Json vars = Json::object();
  for (const auto& [name, values] : variables) {
    vars[name] = ValueJson(MostCommon(values));
    if (values.size() > 1) differences.push_back(Difference(name, "variable", values));
  }
  env["variables"] = std::move(vars);
  Json secret_names = Json::array();
  for (const std::string& s : secrets) secret_names.push_back(s);
  env["secret_variables"] = std::move(secret_names);
  env["differences"] = std::move(differences);
  return env;
}

diagnosis::ConfigInput ConfigInputOf(const SetupView& view, uint32_t world_size,
                                     const std::string& step_time_label) {
  diagnosis::ConfigInput in;
  in.world_size = world_size;
  in.step_time_label = step_time_label;
  for (const auto& setup : view) {
    diagnosis::RankConfig rc;
    rc.rank = static_cast<int>(setup->rank);
    for (const auto& [key, value] : setup->facts) {
      if (StartsWith(key, protocol::kConfigPrefix)) {
        rc.facts[key.substr(protocol::kConfigPrefix.size())] = value;
      }
    }
    if (!rc.facts.empty()) in.ranks.push_back(std::move(rc));
  }
  return in;
}

}  // namespace steplens::aggregator
