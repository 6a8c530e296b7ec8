// server/deep_route.cc — see deep_route.h for the contract.
#include "server/deep_route.h"

#include <httplib.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <string_view>

#include "server/web_server.h"

namespace steplens::server {
namespace {

using Json = nlohmann::ordered_json;

constexpr int kHttpPort = 80;

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// A literal IPv6 address in a Host header is bracketed.
std::string HostName(const std::string& address) {
  if (address.find(':') != std::string::npos && address.front() != '[') {
    return "[" + address + "]";
  }
  return address;
}

// "name[:port]" into its parts; false when malformed.
bool SplitHost(const std::string& host, std::string* name, int* port) {
  size_t colon = std::string::npos;
  if (!host.empty() && host.front() == '[') {
    const size_t close = host.find(']');
    if (close == std::string::npos) return false;
    if (close + 1 < host.size()) {
      if (host[close + 1] != ':') return false;
      colon = close + 1;
    }
  } else {
    colon = host.find(':');
    if (colon != std::string::npos && host.find(':', colon + 1) != std::string::npos) return false;
  }
  *name = Lower(host.substr(0, colon));
  *port = kHttpPort;
  if (colon == std::string::npos) return !name->empty();
  const std::string digits = host.substr(colon + 1);
  if (digits.empty() || digits.size() > 5 ||
      !std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c); })) {
    return false;
  }
  *port = std::stoi(digits);
  return !name->empty();
}

std::string GivenToken(const httplib::Request& req) {
  const std::string auth = req.get_header_value("Authorization");
  if (auth.rfind("Bearer ", 0) == 0) return auth.substr(7);
  return req.has_param("token") ? req.get_param_value("token") : "";
}

}  // namespace

bool IsActionPath(const std::string& path) {
  static const std::regex kDeep(kDeepRoutePattern);
  return std::regex_match(path, kDeep);
}

std::vector<std::string> ActionHosts(const std::string& host) {
  std::vector<std::string> hosts = {"localhost", "127.0.0.1", "[::1]"};
  const std::string bound = Lower(host);
  if (bound == "0.0.0.0" || bound == "::" || bound == "[::]") {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0 && name[0] != '\0') hosts.push_back(Lower(name));
  } else if (!bound.empty()) {
    hosts.push_back(HostName(bound));
  }
  return hosts;
}

std::optional<ActionRefusal> RefuseAction(const httplib::Request& req, const ActionGuard& guard) {
  if (req.get_header_value(kActionHeader) != "1") {
    return ActionRefusal{403, std::string("an action needs the header ") + kActionHeader +
                                  ": 1 (the dashboard sends it; another site cannot)"};
  }
  const std::string host = req.get_header_value("Host");
  std::string name;
  int port = 0;
  // Any port: a tunnel or an editor's port forwarding may change it, and a
  // rebinding attack is the name (the token and the header do the rest).
  bool named = SplitHost(host, &name, &port);
  if (named) {
    const bool listed =
        std::find(guard.hosts.begin(), guard.hosts.end(), name) != guard.hosts.end();
    named = listed || (!req.local_addr.empty() && name == Lower(HostName(req.local_addr)));
  }
  if (!named) {
    return ActionRefusal{403, "the Host header ('" + host.substr(0, 100) +
                                  "') does not name this server: open the dashboard at the "
                                  "address steplens printed"};
  }
  if (req.has_header("Origin")) {
    const std::string origin = req.get_header_value("Origin");
    constexpr std::string_view kScheme = "http://";
    std::string origin_name;
    int origin_port = 0;
    const bool same = Lower(origin).rfind(kScheme, 0) == 0 &&
                      SplitHost(origin.substr(kScheme.size()), &origin_name, &origin_port) &&
                      origin_name == name && origin_port == port;
    if (!same) {
      return ActionRefusal{403, "an action from another site ('" + origin.substr(0, 100) +
                                    "') is refused: use the dashboard steplens serves"};
    }
  }
  if (!TokenEquals(GivenToken(req), guard.token)) {
    return ActionRefusal{401,
                         "an action needs the run's token: open the URL steplens printed (with "
                         "?token=) or send Authorization: Bearer <token>"};
  }
  return std::nullopt;
}

ParsedDeepBody ParseDeepBody(const std::string& body) {
  ParsedDeepBody out;
  const Json doc = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded() || !doc.is_object()) {
    out.problem = R"(the body must be a JSON object such as {"mode": "sampled"})";
    return out;
  }
  aggregator::DeepRequest request;
  const auto mode = doc.find("mode");
  if (mode == doc.end() || !mode->is_string()) {
    out.problem = "'mode' must be one of off, every (or on), sampled";
    return out;
  }
  const auto parsed = aggregator::ParseDeepModeName(mode->get_ref<const std::string&>());
  if (!parsed) {
    out.problem = "'mode' must be one of off, every (or on), sampled";
    return out;
  }
  request.mode = *parsed;
  for (auto it = doc.begin(); it != doc.end(); ++it) {
    if (it.key() == "mode") continue;
    uint32_t* field = it.key() == "period"  ? &request.period
                      : it.key() == "burst" ? &request.burst
                                            : nullptr;
    if (field == nullptr) {
      out.problem = "unknown field '" + it.key().substr(0, 40) + "' (mode, period, burst)";
      return out;
    }
    if (!it->is_number_unsigned() || it->get<uint64_t>() < 1 ||
        it->get<uint64_t>() > kMaxDeepPeriod) {
      out.problem =
          "'" + it.key() + "' must be a whole number from 1 to " + std::to_string(kMaxDeepPeriod);
      return out;
    }
    *field = static_cast<uint32_t>(it->get<uint64_t>());
  }
  out.problem = aggregator::DeepRequestProblem(request);
  if (out.problem.empty()) out.request = request;
  return out;
}

std::string DeepSwitchRefusal(const ServedRun& run, const aggregator::DeepControl* control) {
  if (control == nullptr || run.live_state() == nullptr) {
    return "this run is served from its directory: deep mode can be switched only while "
           "`steplens run` runs the job";
  }
  if (!run.live() || run.ended())
    return "this run has ended: deep mode can be switched only while it runs";
  return "";
}

JsonAnswer AnswerDeepSwitch(const std::string& body, const ServedRun& run,
                            aggregator::DeepControl* control) {
  const ParsedDeepBody parsed = ParseDeepBody(body);
  if (!parsed.request) return {400, Json{{"error", parsed.problem}}};
  if (const std::string why = DeepSwitchRefusal(run, control); !why.empty()) {
    return {409, Json{{"error", why}}};
  }
  const aggregator::DeepRequest& r = *parsed.request;
  const aggregator::DeepOutcome outcome = control->Switch(r);
  if (!outcome.ok) {
    return {outcome.ended ? 409 : 400, Json{{"error", outcome.message}}};
  }
  return {200, Json{{"ok", true},
                    {"mode", aggregator::DeepModeName(r.mode)},
                    {"period", r.period},
                    {"burst", r.burst},
                    {"ranks_sent", outcome.sent.ranks_sent},
                    {"ranks_without", outcome.sent.ranks_without},
                    {"message", outcome.message}}};
}

Json DeepStateJson(const ServedRun& run, const aggregator::DeepControl* control) {
  const std::string why = DeepSwitchRefusal(run, control);
  Json out{{"switchable", why.empty()}, {"reason", why.empty() ? Json(nullptr) : Json(why)}};
  const std::optional<aggregator::DeepRequest> current =
      control != nullptr && run.live_state() != nullptr ? control->Current() : std::nullopt;
  out["mode"] = current ? Json(aggregator::DeepModeName(current->mode)) : Json(nullptr);
  out["period"] = current ? current->period : 0;
  out["burst"] = current ? current->burst : 0;
  return out;
}

}  // namespace steplens::server
