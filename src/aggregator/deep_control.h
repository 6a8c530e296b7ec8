// aggregator/deep_control.h — switching deep mode while the job runs: the
// one home of the request (its mode names and bounds) and of the switch,
// for both ways a user reaches it: `steplens deep` (the run's control
// socket, cli/control_socket.h) and the dashboard's
// POST /api/runs/<id>/deep (server/deep_route.h).
//
// Contract
// - DeepModeName / ParseDeepModeName: "off", "every", "sampled" ("on" is
//   read as every). DeepRequestProblem(): "" for a request the ranks
//   accept, else one sentence saying what is wrong: period and burst go
//   with sampled only, each at most kMaxDeepPeriod, burst <= period when
//   both are given (0 = the ranks' own, 100 and 2).
// - DeepControl wraps a running Aggregator (not owned; it must outlive the
//   DeepControl). Switch() checks the request, sends it to the ranks
//   (Aggregator::SetDeepMode: it waits 2 s at most for the io thread) and
//   remembers it; its outcome is one sentence for a person. Current() is
//   the last mode steplens asked the ranks for: the switch, or else the
//   `--deep` the ranks were started with (nullopt: none; the ranks follow
//   their script's trace_step(deep=...), off by default).
// - Thread-safe: the control socket's thread and the web server's workers
//   call it at once. No lock is held while a switch waits for the io
//   thread; Current() follows the switch the aggregator numbered last.
#ifndef STEPLENS_AGGREGATOR_DEEP_CONTROL_H_
#define STEPLENS_AGGREGATOR_DEEP_CONTROL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "aggregator/ingest.h"
#include "base/mutex.h"
#include "steplens/layers.h"

namespace steplens::aggregator {

struct DeepRequest {
  DeepMode mode = DeepMode::kOff;
  uint32_t period = 0;  // sampled: a burst every `period` steps (0 = the ranks' own)
  uint32_t burst = 0;   // sampled: of `burst` steps (0 = the ranks' own)
};

const char* DeepModeName(DeepMode mode);
std::optional<DeepMode> ParseDeepModeName(std::string_view name);
// "" when valid, else one sentence.
std::string DeepRequestProblem(const DeepRequest& request);

struct DeepOutcome {
  // Sent to the ranks; false: refused (the message says why).
  bool ok = false;
  // The request was valid but the run is ending (the aggregator stopped).
  bool ended = false;
  std::string message;  // "deep mode every sent to 2 ranks; ..."
  DeepSwitch sent;
};

class DeepControl {
 public:
  DeepControl(Aggregator* aggregator, std::optional<DeepRequest> launched);
  DeepControl(const DeepControl&) = delete;
  DeepControl& operator=(const DeepControl&) = delete;

  DeepOutcome Switch(const DeepRequest& request) STEPLENS_EXCLUDES(mu_);
  std::optional<DeepRequest> Current() const STEPLENS_EXCLUDES(mu_);

 private:
  Aggregator* const aggregator_;
  mutable base::Mutex mu_;
  std::optional<DeepRequest> current_ STEPLENS_GUARDED_BY(mu_);
  uint32_t current_seq_ STEPLENS_GUARDED_BY(mu_) = 0;  // DeepSwitch::seq of current_
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_DEEP_CONTROL_H_
