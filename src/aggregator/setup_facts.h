// aggregator/setup_facts.h — each rank's setup facts (SETUP frames, see
// steplens/record.h SetupInfo): what the run ran on (summary.json
// `environment`) and how its training was set up (the configuration
// family's input, diagnosis/config.h).
//
// Contract
// - OnSetup(rank, host, setup): untrusted facts, sanitised first
//   (protocol::SanitiseSetup: no secret value is ever kept); the latest
//   SETUP of a rank replaces its earlier one. With a store (not owned, may
//   be null, must outlive this), a rank's facts go to the meta table as
//   "setup.<rank>" ({"host": ..., "facts": [[key, value], ...]}) when they
//   change; Restore(meta) is the inverse for a replay (`report`) and keeps
//   what a replayed SETUP already gave.
// - View(): every reporting rank's facts, by rank, as one immutable shared
//   value (snapshots hold it); rebuilt only after a change.
// - EnvironmentJson(view): summary.json's `environment`
//   (docs/reference/summary-json.md): each fact the value most ranks give
//   (null when no rank gives it), the variables, the names of secret
//   variables, and `differences`: every fact or variable whose value is not
//   the same on every reporting rank (absent counts as a value, null), with
//   the ranks giving each value. Pure.
// - ConfigInputOf(view, ...): the ranks' "config." facts for the rules.
// - Not thread-safe: RunState guards it with its lock, like the health.
#ifndef STEPLENS_AGGREGATOR_SETUP_FACTS_H_
#define STEPLENS_AGGREGATOR_SETUP_FACTS_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "diagnosis/config.h"
#include "steplens/record.h"
#include "store/store.h"

namespace steplens::aggregator {

// Ranks listed per value in `differences` (the count is always given).
inline constexpr size_t kMaxDifferenceRanks = 16;

struct RankSetup {
  uint32_t rank = 0;
  std::string host;
  std::vector<std::pair<std::string, std::string>> facts;  // as sent, sanitised
};
using SetupView = std::vector<std::shared_ptr<const RankSetup>>;  // by rank

class SetupFacts {
 public:
  explicit SetupFacts(store::Store* store = nullptr) : store_(store) {}

  void OnSetup(uint32_t rank, const std::string& host, SetupInfo setup);
  void Restore(const std::map<std::string, std::string>& meta);
  std::shared_ptr<const SetupView> View() const;
  bool empty() const { return ranks_.empty(); }

 private:
  void Keep(std::shared_ptr<const RankSetup> setup);

  store::Store* store_;
  std::map<uint32_t, std::shared_ptr<const RankSetup>> ranks_;
  mutable std::shared_ptr<const SetupView> view_;  // null after a change
};

nlohmann::ordered_json EnvironmentJson(const SetupView& view);

diagnosis::ConfigInput ConfigInputOf(const SetupView& view, uint32_t world_size,
                                     const std::string& step_time_label);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_SETUP_FACTS_H_
