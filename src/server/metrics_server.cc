#include "server/metrics_server.h"

#include <httplib.h>
#include <sys/socket.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "server/http_listener.h"
#include "server/prometheus.h"
#include "server/web_server.h"

namespace steplens::server {
namespace {

// Prometheus and a few curious clients: a small cap, the dashboard's limits.
constexpr size_t kMaxConnections = 16;

}  // namespace

base::StatusOr<std::unique_ptr<MetricsServer>> MetricsServer::Start(
    const MetricsServerOptions& options, std::function<std::string()> render) {
  if (TokenRequired(options.host) && options.token.empty()) {
    return base::Status::Error("serving /metrics on " + options.host +
                               " (not loopback) needs a token: pass --token T and give "
                               "Prometheus the same one as a bearer token");
  }
  std::unique_ptr<MetricsServer> s(new MetricsServer());
  s->options_ = options;
  s->render_ = std::move(render);
  s->http_ = std::make_unique<HttpRoutes>();
  HttpRoutes& http = *s->http_;
  MetricsServer* self = s.get();
  http.Get("/metrics", [self](const httplib::Request& req, httplib::Response& res) {
    const std::string& token = self->options_.token;
    if (!token.empty()) {
      std::string given;
      const std::string auth = req.get_header_value("Authorization");
      if (auth.rfind("Bearer ", 0) == 0) {
        given = auth.substr(7);
      } else if (req.has_param("token")) {
        given = req.get_param_value("token");
      }
      if (!TokenEquals(given, token)) {
        res.status = 401;
        res.set_content("a token is required: send Authorization: Bearer <token>\n",
                        "text/plain; charset=utf-8");
        return;
      }
    }
    res.set_content(self->render_(), kPrometheusContentType);
  });

  HttpLimits limits;
  limits.max_connections = kMaxConnections;
  auto listener = HttpListener::Start(options.host, options.port, limits, s->http_.get());
  if (!listener.ok()) {
    const std::string& why = listener.status().message();
    const bool in_use = why.find("in use") != std::string::npos;
    return base::Status::Error(
        "cannot serve /metrics: " + why +
        (in_use ? "; pass --metrics-port with a free port" : "; check --host and --metrics-port"));
  }
  s->listener_ = std::move(listener.value());
  s->port_ = s->listener_->port();
  return s;
}

MetricsServer::~MetricsServer() { Stop(); }

std::string MetricsServer::Url() const {
  std::string host = options_.host;
  if (host.find(':') != std::string::npos && host.front() != '[') host = "[" + host + "]";
  if (host == "0.0.0.0") host = "127.0.0.1";
  return "http://" + host + ":" + std::to_string(port_) + "/metrics";
}

void MetricsServer::Stop() {
  if (stopped_) return;
  stopped_ = true;
  if (listener_) listener_->Stop();
}

}  // namespace steplens::server
