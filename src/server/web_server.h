// server/web_server.h — the dashboard's HTTP server: static assets, the JSON
// API and Server-Sent Events (docs/reference/http.md).
//
// Contract
// - WebServer::Start() binds host:port (port 0 = ephemeral; the socket is
//   bound without SO_REUSEPORT, so a port in use fails here, with one
//   sentence saying so) and serves, a thread per connection
//   (http_listener.h; cpp-httplib routes and answers), until Stop() (also run by the destructor;
//   idempotent). It owns the ServedRuns it is given. A poller thread calls ServedRun::Poll() on
//   every live run every poll_interval_ms; SSE clients are woken by the runs.
// - Auth: TokenRequired(host) — any host that is not a loopback address
//   (127.0.0.0/8, ::1, "localhost") — or ServerOptions::require_token makes
//   every request (assets, API, SSE) carry the token, as
//   "Authorization: Bearer <token>" or "?token=<token>"; else 401 JSON.
//   The comparison is constant-time. When a token is required and none was
//   given, Start() generates one (token()).
// - Actions (server/deep_route.h): POST /api/runs/<id>/deep switches deep
//   mode through ServerOptions::deep_control (nullptr: no run can be
//   switched; a 409 says so). An action always needs a token —
//   action_token(): token() when one is required, else one generated for
//   the actions alone, in Url() then so that the page the user opens can
//   act — plus the header, Host and Origin checks of deep_route.h.
// - Static files: exact names of the embedded bundle only (FindAsset);
//   `/`, `/runs/...` and `/compare` answer index.html. Targets holding
//   "..", an encoded dot or slash or backslash, a backslash or a NUL are
//   refused with 400 before routing. Everything else is 404.
// - At most max_sse_clients event streams at once (503 beyond), so streams
//   never starve the worker pool. Malformed requests get 4xx from the HTTP
//   layer; an exception in a handler becomes a 500 JSON answer.
// - Limits before authentication (issue 12), ServerOptions::limits
//   (http_limits.h, enforced by http_listener.h): a thread per connection
//   up to 512, at most 64 per client (503 beyond), an idle connection
//   closed after 2 s, the whole request within 5 s of its first byte (408
//   after), listen backlog 1024; any request body is refused (413) from its
//   headers before it is read, but an action's JSON of at most
//   kMaxActionBodyBytes with a Content-Length.
// - RunById() and the handlers are thread-safe; the set of runs is fixed
//   at Start().
#ifndef STEPLENS_SERVER_WEB_SERVER_H_
#define STEPLENS_SERVER_WEB_SERVER_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "aggregator/deep_control.h"
#include "base/status.h"
#include "server/assets.h"
#include "server/deep_route.h"
#include "server/http_limits.h"
#include "server/served_run.h"

namespace steplens::server {

class HttpListener;
class HttpRoutes;

inline constexpr uint16_t kDefaultWebPort = 8765;
inline constexpr const char* kDefaultWebHost = "127.0.0.1";

struct ServerOptions {
  std::string host = kDefaultWebHost;
  uint16_t port = kDefaultWebPort;  // 0 = ephemeral
  std::string token;                // "" = generate one when required
  bool require_token = false;       // also require it on a loopback host
  int poll_interval_ms = 250;
  int keepalive_interval_ms = 15000;
  size_t max_sse_clients = 8;
  // Connections at once, per client, request deadline, ... (http_limits.h).
  HttpLimits limits;
  const AssetBundle* assets = nullptr;  // nullptr = EmbeddedAssets()
  // The live run's deep-mode switch (`steplens run`; not owned, it must
  // outlive the server); nullptr: no run here can be switched.
  aggregator::DeepControl* deep_control = nullptr;
};

// True when host is not a loopback address or "localhost".
bool TokenRequired(const std::string& host);

// Constant-time comparison (length leaks, content does not).
bool TokenEquals(const std::string& a, const std::string& b);

class WebServer {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<WebServer>> Start(
      const ServerOptions& options, std::vector<std::unique_ptr<ServedRun>> runs);
  ~WebServer();
  WebServer(const WebServer&) = delete;
  WebServer& operator=(const WebServer&) = delete;

  uint16_t port() const { return port_; }
  const std::string& host() const { return options_.host; }
  // "" when no token is required.
  const std::string& token() const { return token_; }
  // What an action needs (never empty).
  const std::string& action_token() const { return action_guard_.token; }
  // http://host:port/ (with ?token= when one is required, or when a run
  // can be switched: the action token); for a bind to every address
  // (0.0.0.0, ::) host is this machine's name.
  std::string Url() const;
  ServedRun* RunById(const std::string& id) const;
  // The routes the listener serves connections with, and its limits: tests
  // and the in-memory fuzzer (http_routes_fuzzer.cc) answer bytes without a
  // socket through them.
  HttpRoutes& routes() const { return *http_; }
  const HttpLimits& limits() const { return options_.limits; }
  const std::vector<std::unique_ptr<ServedRun>>& runs() const { return runs_; }

  void Stop();

 private:
  WebServer() = default;
  // The route table, by resource (web_server.cc; routes match in the order
  // InstallRoutes() registers them).
  void InstallRoutes();
  void InstallGuards();
  void InstallPageRoutes();
  void InstallRunRoutes();
  void InstallEventRoutes();
  void InstallCompareRoutes();
  void InstallMetricsRoutes();
  void InstallActionRoutes();
  void InstallAssetRoutes();
  void PollLoop();

  ServerOptions options_;
  const AssetBundle* assets_ = nullptr;
  std::vector<std::unique_ptr<ServedRun>> runs_;
  std::unique_ptr<HttpRoutes> http_;
  std::unique_ptr<HttpListener> listener_;
  std::string token_;
  ActionGuard action_guard_;
  uint16_t port_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<size_t> sse_clients_{0};
  struct Threads;
  std::unique_ptr<Threads> threads_;
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_WEB_SERVER_H_
