// server/metrics_server.h — a Prometheus scrape endpoint on its own port:
// GET /metrics and nothing else (`steplens run --metrics-port`, useful with
// --ui none; with --ui web the dashboard serves /metrics too).
//
// Contract
// - MetricsServer::Start() binds host:port (port 0 = ephemeral; a port in
//   use fails here with one sentence) and answers GET /metrics with
//   render() on a thread per connection (at most 16, the dashboard's other
//   limits: http_limits.h, http_listener.h) until Stop() (also run by the
//   destructor; idempotent). render is called on those threads, at the
//   scraper's pace, never on a training thread; it must be thread-safe.
// - Every other path is 404. A host that is not loopback (TokenRequired in
//   web_server.h) requires a token, given by the caller (Prometheus must be
//   configured with it, so it is never generated): "Authorization: Bearer
//   <token>" or "?token=", else 401. A given token is required on loopback
//   too. Start() fails, with one sentence, for a non-loopback host and no
//   token.
#ifndef STEPLENS_SERVER_METRICS_SERVER_H_
#define STEPLENS_SERVER_METRICS_SERVER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "base/status.h"

namespace steplens::server {

class HttpListener;
class HttpRoutes;

struct MetricsServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 0;  // 0 = ephemeral
  std::string token;  // "" = none (loopback hosts only)
};

class MetricsServer {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<MetricsServer>> Start(
      const MetricsServerOptions& options, std::function<std::string()> render);
  ~MetricsServer();
  MetricsServer(const MetricsServer&) = delete;
  MetricsServer& operator=(const MetricsServer&) = delete;

  uint16_t port() const { return port_; }
  // http://host:port/metrics
  std::string Url() const;
  void Stop();

 private:
  MetricsServer() = default;

  MetricsServerOptions options_;
  std::function<std::string()> render_;
  std::unique_ptr<HttpRoutes> http_;
  std::unique_ptr<HttpListener> listener_;
  uint16_t port_ = 0;
  bool stopped_ = false;
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_METRICS_SERVER_H_
