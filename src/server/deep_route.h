// server/deep_route.h — the dashboard's one action: POST
// /api/runs/<id>/deep switches deep mode on the ranks of the run `steplens
// run` is running, through the same switch as `steplens deep`
// (aggregator/deep_control.h). Also the `deep` state the layers answer
// carries (GET /api/runs/<id>/layers), which the page's switch draws.
// docs/reference/http.md#deep.
//
// Contract
// - An action changes the job, so it is guarded beyond the reads
//   (ActionRefusal, in this order), against other sites and DNS rebinding:
//   1 the header `X-Steplens-Action: 1` (a cross-site form or image cannot
//     send it, and the preflight a script would need is never granted:
//     no route answers OPTIONS, no answer carries Access-Control-*);
//   2 the Host header names this server — "localhost", a loopback
//     address, the --host it was bound to, this machine's name when bound
//     to every address, or the address the connection reached — with the
//     port the connection reached (":80" may be left out); a rebinding
//     name is refused;
//   3 an Origin, when sent, is "http://" + that same Host;
//   4 the server's action token (WebServer::action_token(): the run's
//     token, generated when the reads need none), as
//     "Authorization: Bearer <token>" or "?token=".
//   A refusal is a status (403, or 401 for the token) and one sentence.
// - ParseDeepBody(): the body, a JSON object {"mode": "off"|"every"|"on"|
//   "sampled", "period"?: N, "burst"?: N} (at most kMaxActionBodyBytes;
//   unknown keys refused), into an aggregator::DeepRequest checked by
//   aggregator::DeepRequestProblem; else one sentence. Never throws.
// - AnswerDeepSwitch(): 200 {"ok": true, "mode", "period", "burst",
//   "ranks_sent", "ranks_without", "message"}; 400 a bad body; 409 when
//   the run cannot be switched (served from its directory, finished, or
//   ending: DeepSwitchRefusal says why); errors as {"error": "..."}.
// - DeepStateJson(): {"switchable": bool, "reason": sentence or null,
//   "mode": "off"|"every"|"sampled" or null (not set by steplens: the
//   ranks follow their script), "period", "burst" (0 = the ranks' own)}.
// - Pure functions of their arguments; thread-safe as DeepControl is.
#ifndef STEPLENS_SERVER_DEEP_ROUTE_H_
#define STEPLENS_SERVER_DEEP_ROUTE_H_

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "aggregator/deep_control.h"
#include "server/served_run.h"

namespace httplib {
struct Request;
}

namespace steplens::server {

inline constexpr const char* kActionHeader = "X-Steplens-Action";
inline constexpr size_t kMaxActionBodyBytes = 1024;
// The path of the action routes (a body is accepted on these only).
inline constexpr const char* kDeepRoutePattern = R"(/api/runs/([^/]+)/deep)";
bool IsActionPath(const std::string& path);

struct ActionGuard {
  std::string token;               // never empty
  std::vector<std::string> hosts;  // names besides the connection's own address
};

struct ActionRefusal {
  int status = 403;
  std::string message;
};

// nullopt: the request may act.
std::optional<ActionRefusal> RefuseAction(const httplib::Request& req, const ActionGuard& guard);

// Host names of a server bound to `host` (ActionGuard::hosts).
std::vector<std::string> ActionHosts(const std::string& host);

struct ParsedDeepBody {
  std::optional<aggregator::DeepRequest> request;
  std::string problem;  // when !request
};
ParsedDeepBody ParseDeepBody(const std::string& body);

// "" when `run` can be switched by `control` (nullptr: none can).
std::string DeepSwitchRefusal(const ServedRun& run, const aggregator::DeepControl* control);

struct JsonAnswer {
  int status = 200;
  nlohmann::ordered_json body;
};
JsonAnswer AnswerDeepSwitch(const std::string& body, const ServedRun& run,
                            aggregator::DeepControl* control);

nlohmann::ordered_json DeepStateJson(const ServedRun& run, const aggregator::DeepControl* control);

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_DEEP_ROUTE_H_
