#include "server/web_server.h"

#include <arpa/inet.h>
#include <httplib.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <random>
#include <thread>

#include "base/constant_time.h"
#include "base/metrics.h"
#include "base/mutex.h"
#include "server/http_listener.h"
#include "server/layer_view.h"
#include "server/prometheus.h"

namespace steplens::server {
namespace {

using Json = nlohmann::ordered_json;
using httplib::Request;
using httplib::Response;

// Not plain "application/json": httplib would brotli-compress it (see
// assets.cc ContentTypeFor); a large step series took seconds.
constexpr const char* kJsonType = "application/json; charset=utf-8";
constexpr const char* kHtmlType = "text/html; charset=utf-8";
constexpr const char* kEventStreamType = "text/event-stream";
constexpr const char* kNoCache = "no-cache";
constexpr const char* kImmutable = "public, max-age=31536000, immutable";
constexpr size_t kTokenBytes = 16;
constexpr auto kSseWait = std::chrono::milliseconds(250);
constexpr auto kDrainTimeout = std::chrono::seconds(1);
constexpr const char* kSseRetry = "retry: 2000\n\n";

constexpr const char* kNotBuiltPage =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>steplens</title>"
    "<style>body{font-family:system-ui,sans-serif;max-width:40em;margin:4em auto;"
    "line-height:1.5}code{background:#8882;padding:0 .3em}"
    "@media (prefers-color-scheme:dark){body{background:#111;color:#ddd}}</style>"
    "</head><body><h1>steplens</h1><p>The dashboard assets were not built into "
    "this steplens binary, so there is no page to show. Build them and reinstall "
    "with <code>bash scripts/setup.sh</code> (it runs <code>npm run build</code> "
    "in <code>web/</code>).</p><p>The HTTP API works without them: "
    "<a href=\"/api/runs\">/api/runs</a>.</p></body></html>\n";

std::string RandomToken() {
  std::random_device rd;
  static const char* kHex = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < kTokenBytes; ++i) {
    const unsigned v = rd() & 0xFF;
    out.push_back(kHex[v >> 4]);
    out.push_back(kHex[v & 0xF]);
  }
  return out;
}

void SendJson(Response& res, const Json& body, int status = 200) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(JsonLine(body), kJsonType);
}

void SendError(Response& res, int status, const std::string& message) {
  SendJson(res, Json{{"error", message}}, status);
}

// A raw request target that tries to leave the bundle or smuggle bytes.
bool SuspiciousTarget(const std::string& target) {
  std::string lower = target;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const size_t q = lower.find('?');
  const std::string path = q == std::string::npos ? lower : lower.substr(0, q);
  return path.find("..") != std::string::npos || path.find("%2e") != std::string::npos ||
         path.find("%2f") != std::string::npos || path.find("%5c") != std::string::npos ||
         path.find("%00") != std::string::npos || path.find('\\') != std::string::npos ||
         path.find('\0') != std::string::npos || path.find("//") != std::string::npos;
}

// Optional non-negative step parameter; false (after a 400) when malformed.
bool StepParam(const Request& req, Response& res, const char* name, std::optional<uint64_t>* out) {
  if (!req.has_param(name)) return true;
  const std::string v = req.get_param_value(name);
  uint64_t n = 0;
  if (v.empty() || v.size() > 19 ||
      !std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); })) {
    SendError(res, 400, std::string("'") + name + "' must be a step number (0 or more)");
    return false;
  }
  for (char c : v) n = n * 10 + static_cast<uint64_t>(c - '0');
  *out = n;
  return true;
}

bool CountParam(const Request& req, Response& res, const char* name, size_t fallback, size_t cap,
                size_t* out) {
  *out = fallback;
  if (!req.has_param(name)) return true;
  const std::string v = req.get_param_value(name);
  if (v.empty() || v.size() > 9 ||
      !std::all_of(v.begin(), v.end(), [](unsigned char c) { return std::isdigit(c); }) ||
      std::stoul(v) == 0) {
    SendError(
        res, 400,
        std::string("'") + name + "' must be a whole number from 1 to " + std::to_string(cap));
    return false;
  }
  *out = std::min<size_t>(std::stoul(v), cap);
  return true;
}

bool RangeParams(const Request& req, Response& res, StepRange* range) {
  if (!StepParam(req, res, "from", &range->from) || !StepParam(req, res, "to", &range->to)) {
    return false;
  }
  if (range->from && range->to && *range->from > *range->to) {
    SendError(res, 400, "'from' must not be after 'to'");
    return false;
  }
  return true;
}

// A POST to an action with a Content-Length of at most kMaxActionBodyBytes.
bool SmallActionBody(const Request& req) {
  const std::string length = req.get_header_value("Content-Length");
  if (req.method != "POST" || length.empty() || length.size() > 4 ||
      !std::all_of(length.begin(), length.end(), [](unsigned char c) { return std::isdigit(c); })) {
    return false;
  }
  return std::stoul(length) <= kMaxActionBodyBytes && IsActionPath(req.path);
}

std::string SseFrame(const std::string& name, const std::string& data) {
  return "event: " + name + "\ndata: " + data + "\n\n";
}

}  // namespace

bool TokenRequired(const std::string& host) {
  std::string h = host;
  if (h.size() >= 2 && h.front() == '[' && h.back() == ']') h = h.substr(1, h.size() - 2);
  if (h == "localhost" || h == "ip6-localhost") return false;
  in_addr v4{};
  if (inet_pton(AF_INET, h.c_str(), &v4) == 1) {
    return (ntohl(v4.s_addr) >> 24) != 127;
  }
  in6_addr v6{};
  if (inet_pton(AF_INET6, h.c_str(), &v6) == 1) {
    if (IN6_IS_ADDR_LOOPBACK(&v6)) return false;
    if (IN6_IS_ADDR_V4MAPPED(&v6)) return v6.s6_addr[12] != 127;
    return true;
  }
  return true;  // any other name may resolve to a public address
}

bool TokenEquals(const std::string& a, const std::string& b) {
  return base::ConstantTimeEquals(a, b);
}

struct WebServer::Threads {
  std::thread poller;
  // Wakes the poller early on Stop() (stopping_ is atomic; mu guards no
  // data, it orders the check of stopping_ before the wait with the notify).
  base::Mutex mu;
  base::CondVar cv;
};

base::StatusOr<std::unique_ptr<WebServer>> WebServer::Start(
    const ServerOptions& options, std::vector<std::unique_ptr<ServedRun>> runs) {
  std::unique_ptr<WebServer> s(new WebServer());
  s->options_ = options;
  s->assets_ = options.assets != nullptr ? options.assets : &EmbeddedAssets();
  s->runs_ = std::move(runs);
  s->threads_ = std::make_unique<Threads>();
  if (options.require_token || TokenRequired(options.host)) {
    s->token_ = options.token.empty() ? RandomToken() : options.token;
  }
  s->action_guard_.token = s->token_.empty() ? RandomToken() : s->token_;
  s->action_guard_.hosts = ActionHosts(options.host);
  s->http_ = std::make_unique<HttpRoutes>();
  s->http_->set_default_headers(
      {{"X-Content-Type-Options", "nosniff"}, {"Referrer-Policy", "no-referrer"}});
  s->InstallRoutes();
  // Accepting, per-client caps and request deadlines: http_listener.h.
  auto listener = HttpListener::Start(options.host, options.port, options.limits, s->http_.get());
  if (!listener.ok()) {
    const std::string& why = listener.status().message();
    const bool in_use = why.find("in use") != std::string::npos;
    return base::Status::Error(
        "cannot serve the dashboard: " + why +
        (in_use ? "; pass --port with a free port" : "; check --host and --port"));
  }
  s->listener_ = std::move(listener.value());
  s->port_ = s->listener_->port();
  WebServer* self = s.get();
  s->threads_->poller = std::thread([self] { self->PollLoop(); });
  return s;
}

WebServer::~WebServer() { Stop(); }

std::string WebServer::Url() const {
  std::string host = options_.host;
  if (host == "0.0.0.0" || host == "::" || host == "[::]") {
    // Every address: name this machine, which others can reach (a
    // loopback URL would tell the user the dashboard is private).
    char name[256] = {};
    host = gethostname(name, sizeof name - 1) == 0 && name[0] != '\0' ? name : "127.0.0.1";
  }
  if (host.find(':') != std::string::npos && host.front() != '[') host = "[" + host + "]";
  std::string url = "http://" + host + ":" + std::to_string(port_) + "/";
  if (!token_.empty()) {
    url += "?token=" + token_;
  } else if (options_.deep_control != nullptr) {
    url += "?token=" + action_guard_.token;
  }
  return url;
}

ServedRun* WebServer::RunById(const std::string& id) const {
  for (const auto& r : runs_) {
    if (r->id() == id) return r.get();
  }
  return nullptr;
}

void WebServer::Stop() {
  // Streams of finished runs are sending `end`: give them a moment.
  bool all_ended = true;
  for (const auto& r : runs_) all_ended = all_ended && r->ended();
  const auto drain_until = std::chrono::steady_clock::now() + kDrainTimeout;
  while (all_ended && sse_clients_.load() > 0 && !stopping_.load() &&
         std::chrono::steady_clock::now() < drain_until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (stopping_.exchange(true)) return;
  {
    base::MutexLock lock(threads_->mu);
    threads_->cv.NotifyAll();
  }
  for (const auto& r : runs_) r->Wake();
  if (listener_) listener_->Stop();
  if (threads_->poller.joinable()) threads_->poller.join();
}

void WebServer::PollLoop() {
  const auto interval = std::chrono::milliseconds(std::max(10, options_.poll_interval_ms));
  while (!stopping_.load()) {
    for (const auto& r : runs_) r->Poll();
    base::MutexLock lock(threads_->mu);
    const auto deadline = base::CondVar::Clock::now() + interval;
    while (!stopping_.load() && threads_->cv.WaitUntil(threads_->mu, deadline)) {
    }
  }
}

namespace {

// Resolves the run of /api/runs/<id>/...; sends 404 when unknown.
ServedRun* RunOf(const WebServer& server, const Request& req, Response& res) {
  const std::string id = req.matches[1];
  ServedRun* run = server.RunById(id);
  if (run == nullptr) SendError(res, 404, "no run '" + id + "'");
  return run;
}

}  // namespace

// Routes match in the order they are registered: the asset catch-all last.
void WebServer::InstallRoutes() {
  InstallGuards();
  InstallPageRoutes();
  InstallRunRoutes();
  InstallEventRoutes();
  InstallCompareRoutes();
  InstallMetricsRoutes();
  InstallActionRoutes();
  InstallAssetRoutes();
}

// Before any route: refused targets and bodies, the token; after: errors
// as JSON for the API.
void WebServer::InstallGuards() {
  HttpRoutes& http = *http_;
  http.set_pre_routing_handler([this](const Request& req, Response& res) {
    if (SuspiciousTarget(req.target)) {
      SendError(res, 400, "bad path");
      return httplib::Server::HandlerResponse::Handled;
    }
    // No route but an action takes a body: refuse one from its headers,
    // before any of it is read (a 99 GB Content-Length must not hold a
    // worker); an action's is small and says its length.
    if (req.has_header("Transfer-Encoding") ||
        (req.has_header("Content-Length") && req.get_header_value("Content-Length") != "0" &&
         !SmallActionBody(req))) {
      SendError(res, 413, "request bodies are not accepted");
      res.set_header("Connection", "close");
      return httplib::Server::HandlerResponse::Handled;
    }
    if (!token_.empty()) {
      std::string given;
      const std::string auth = req.get_header_value("Authorization");
      if (auth.rfind("Bearer ", 0) == 0) {
        given = auth.substr(7);
      } else if (req.has_param("token")) {
        given = req.get_param_value("token");
      }
      if (!TokenEquals(given, token_)) {
        SendError(res, 401,
                  "a token is required: open the URL steplens printed (with ?token=) "
                  "or send Authorization: Bearer <token>");
        return httplib::Server::HandlerResponse::Handled;
      }
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });

  http.set_exception_handler([](const Request&, Response& res, std::exception_ptr) {
    SendError(res, 500, "internal error while answering the request");
  });

  http.set_error_handler(
      httplib::Server::HandlerWithResponse([](const Request& req, Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Handled;
        if (req.path.rfind("/api/", 0) == 0 || res.status != 404) {
          SendError(res, res.status, res.status == 404 ? "no such endpoint" : "bad request");
        } else {
          res.set_content("not found\n", "text/plain; charset=utf-8");
        }
        return httplib::Server::HandlerResponse::Handled;
      }));
}

// The pages: the single-page app answers them all.
void WebServer::InstallPageRoutes() {
  HttpRoutes& http = *http_;
  auto index = [this](const Request&, Response& res) {
    res.set_header("Cache-Control", kNoCache);
    const Asset* page = FindAsset(*assets_, "index.html");
    if (page == nullptr) {
      res.set_content(kNotBuiltPage, kHtmlType);
      return;
    }
    res.set_content(std::string(page->data), kHtmlType);
  };
  http.Get("/", index);
  http.Get("/index.html", index);
  http.Get("/compare", index);
  http.Get(R"(/runs/[^/]+/?)", index);
}

// /api/runs and each run's JSON resources.
void WebServer::InstallRunRoutes() {
  HttpRoutes& http = *http_;
  http.Get("/api/runs", [this](const Request&, Response& res) {
    Json runs = Json::array();
    for (const auto& r : runs_) runs.push_back(r->Info());
    SendJson(res, Json{{"runs", std::move(runs)}});
  });
  auto run_of = [this](const Request& req, Response& res) { return RunOf(*this, req, res); };
  http.Get(R"(/api/runs/([^/]+)/summary)", [run_of](const Request& req, Response& res) {
    if (ServedRun* run = run_of(req, res)) SendJson(res, run->Summary());
  });
  http.Get(R"(/api/runs/([^/]+)/window)", [run_of](const Request& req, Response& res) {
    if (ServedRun* run = run_of(req, res)) SendJson(res, run->Window());
  });
  http.Get(R"(/api/runs/([^/]+)/steps)", [run_of](const Request& req, Response& res) {
    ServedRun* run = run_of(req, res);
    if (run == nullptr) return;
    StepRange range;
    size_t max_points = 0;
    if (!RangeParams(req, res, &range) ||
        !CountParam(req, res, "max_points", kDefaultMaxPoints, kMaxPointsCap, &max_points)) {
      return;
    }
    SendJson(res, run->Steps(range, max_points));
  });
  http.Get(R"(/api/runs/([^/]+)/heatmap)", [run_of](const Request& req, Response& res) {
    ServedRun* run = run_of(req, res);
    if (run == nullptr) return;
    StepRange range;
    size_t max_steps = 0;
    if (!RangeParams(req, res, &range) ||
        !CountParam(req, res, "max_steps", kDefaultHeatmapSteps, kMaxPointsCap, &max_steps)) {
      return;
    }
    const std::string metric =
        req.has_param("metric") ? req.get_param_value("metric") : metrics::kStepName;
    auto out = run->Heatmap(metric, range, max_steps);
    if (!out) {
      SendError(res, 400, "unknown metric '" + metric + "'");
      return;
    }
    SendJson(res, *out);
  });
  // Deep mode's per-layer view (layer_view.h), read from the run database.
  aggregator::DeepControl* deep_control = options_.deep_control;
  http.Get(R"(/api/runs/([^/]+)/layers)", [run_of, deep_control](const Request& req,
                                                                 Response& res) {
    ServedRun* run = run_of(req, res);
    if (run == nullptr) return;
    StepRange range;
    LayerViewOptions options;
    if (!RangeParams(req, res, &range) || !CountParam(req, res, "max_steps", kDefaultLayerSteps,
                                                      kMaxLayerSteps, &options.max_steps)) {
      return;
    }
    options.from = range.from;
    options.to = range.to;
    auto contents = store::InspectRunDir(run->run_dir());
    if (!contents.ok() || !contents->has_database) {
      SendJson(res, Json{{"available", false},
                         {"modules", Json::array()},
                         {"columns", Json::array()},
                         {"note", "no run database: per-layer figures are read from steplens.db"},
                         {"deep", DeepStateJson(*run, deep_control)}});
      return;
    }
    auto view = LayerView(contents->database_path, options);
    if (!view.ok()) {
      SendError(res, 500, view.status().message());
      return;
    }
    (*view)["deep"] = DeepStateJson(*run, deep_control);
    SendJson(res, *view);
  });
  http.Get(
      R"(/api/runs/([^/]+)/ranks/([^/]+)/series)", [run_of](const Request& req, Response& res) {
        ServedRun* run = run_of(req, res);
        if (run == nullptr) return;
        const std::string rank_text = req.matches[2];
        if (rank_text.empty() || rank_text.size() > 6 ||
            !std::all_of(rank_text.begin(), rank_text.end(),
                         [](unsigned char c) { return std::isdigit(c); })) {
          SendError(res, 400, "the rank must be a whole number");
          return;
        }
        StepRange range;
        size_t max_points = 0;
        if (!RangeParams(req, res, &range) ||
            !CountParam(req, res, "max_points", kDefaultMaxPoints, kMaxPointsCap, &max_points)) {
          return;
        }
        const std::string metric =
            req.has_param("metric") ? req.get_param_value("metric") : metrics::kStepName;
        auto out = run->RankSeries(static_cast<uint32_t>(std::stoul(rank_text)), metric, range,
                                   max_points);
        if (!out) {
          SendError(res, 400, "unknown metric '" + metric + "'");
          return;
        }
        SendJson(res, *out);
      });
}

// A run's live events (Server-Sent Events), at most max_sse_clients at once.
void WebServer::InstallEventRoutes() {
  http_->Get(R"(/api/runs/([^/]+)/events)", [this](const Request& req, Response& res) {
    ServedRun* run = RunOf(*this, req, res);
    if (run == nullptr) return;
    if (sse_clients_.fetch_add(1) >= options_.max_sse_clients) {
      sse_clients_.fetch_sub(1);
      SendError(res, 503, "too many open event streams; close another dashboard tab");
      return;
    }
    struct Stream {
      uint64_t after = 0;
      bool started = false;
      std::chrono::steady_clock::time_point last_write;
    };
    auto stream = std::make_shared<Stream>();
    res.set_header("Cache-Control", kNoCache);
    res.set_header("X-Accel-Buffering", "no");
    const auto keepalive = std::chrono::milliseconds(options_.keepalive_interval_ms);
    res.set_chunked_content_provider(
        kEventStreamType,
        [this, run, stream, keepalive](size_t, httplib::DataSink& sink) {
          std::string out;
          bool end = false;
          if (!stream->started) {
            stream->started = true;
            out = kSseRetry;
            for (const Event& e : run->InitialEvents(&stream->after)) {
              out += SseFrame(e.name, e.data);
              end = end || e.name == "end";
            }
          } else {
            for (const Event& e : run->WaitEvents(&stream->after, kSseWait)) {
              out += SseFrame(e.name, e.data);
              end = end || e.name == "end";
            }
          }
          const auto now = std::chrono::steady_clock::now();
          if (out.empty() && now - stream->last_write >= keepalive) out = ": keep-alive\n\n";
          if (!out.empty()) {
            if (!sink.write(out.data(), out.size())) return false;
            stream->last_write = now;
          }
          if (end || stopping_.load()) sink.done();
          return true;
        },
        [this](bool) { sse_clients_.fetch_sub(1); });
  });
}

// Two runs side by side.
void WebServer::InstallCompareRoutes() {
  http_->Get("/api/compare", [this](const Request& req, Response& res) {
    const std::string a = req.get_param_value("a"), b = req.get_param_value("b");
    if (a.empty() || b.empty()) {
      SendError(res, 400, "compare needs two runs: /api/compare?a=<id>&b=<id>");
      return;
    }
    const ServedRun* run_a = RunById(a);
    const ServedRun* run_b = RunById(b);
    if (run_a == nullptr || run_b == nullptr) {
      SendError(res, 404, "no run '" + (run_a == nullptr ? a : b) + "'");
      return;
    }
    SendJson(res, CompareRuns(*run_a, *run_b));
  });
}

// Prometheus exposition of the live runs (docs/reference/prometheus.md).
void WebServer::InstallMetricsRoutes() {
  http_->Get("/metrics", [this](const Request&, Response& res) {
    std::vector<const aggregator::RunState*> states;
    for (const auto& r : runs_) states.push_back(r->live_state());
    res.set_content(RenderLiveRuns(states), kPrometheusContentType);
  });
}

// Actions (deep_route.h): guarded against other sites and DNS rebinding.
void WebServer::InstallActionRoutes() {
  http_->Post(kDeepRoutePattern, [this](const Request& req, Response& res) {
    if (const auto refused = RefuseAction(req, action_guard_)) {
      SendError(res, refused->status, refused->message);
      return;
    }
    ServedRun* run = RunOf(*this, req, res);
    if (run == nullptr) return;
    const JsonAnswer answer = AnswerDeepSwitch(req.body, *run, options_.deep_control);
    SendJson(res, answer.body, answer.status);
  });
}

// Any other bundle file: exact names only (assets/..., favicon, ...).
// Registered last: it matches every path.
void WebServer::InstallAssetRoutes() {
  http_->Get(R"(/(.+))", [this](const Request& req, Response& res) {
    const std::string name = req.matches[1];
    const Asset* a = name == "index.html" ? nullptr : FindAsset(*assets_, name);
    if (a == nullptr || name.rfind("api/", 0) == 0) {
      if (name.rfind("api/", 0) == 0) {
        SendError(res, 404, "no such endpoint");
      } else {
        res.status = 404;
        res.set_content("not found\n", "text/plain; charset=utf-8");
      }
      return;
    }
    res.set_header("Cache-Control", name.rfind("assets/", 0) == 0 ? kImmutable : kNoCache);
    res.set_content(std::string(a->data), ContentTypeFor(name).c_str());
  });
}

}  // namespace steplens::server
