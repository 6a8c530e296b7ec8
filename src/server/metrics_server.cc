#include "server/metrics_server.h"

#include <httplib.h>
#include <sys/socket.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "server/http_limits.h"
#include "server/prometheus.h"
#include "server/web_server.h"

namespace steplens::server {
namespace {

// Prometheus and a few curious clients: a small cap, the dashboard's limits.
constexpr size_t kMaxConnections = 16;
constexpr auto kStartTimeout = std::chrono::seconds(5);

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
  s->http_ = std::make_unique<httplib::Server>();
  httplib::Server& http = *s->http_;
  ApplyConnectionLimits(http, kMaxConnections);
  http.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
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

  errno = 0;
  int port = options.port;
  bool bound;
  if (options.port == 0) {
    port = http.bind_to_any_port(options.host);
    bound = port > 0;
  } else {
    bound = http.bind_to_port(options.host, options.port);
  }
  if (!bound) {
    const int err = errno;
    if (err == EADDRINUSE) {
      return base::Status::Error("cannot serve /metrics: port " + std::to_string(options.port) +
                                 " is already in use on " + options.host +
                                 "; pass --metrics-port with a free port");
    }
    return base::Status::Error("cannot serve /metrics on " + options.host + ":" +
                               std::to_string(options.port) + ": " +
                               (err != 0 ? std::strerror(err) : "cannot bind there") +
                               "; check --host and --metrics-port");
  }
  s->port_ = static_cast<uint16_t>(port);
  s->listener_ = std::thread([self] { self->http_->listen_after_bind(); });
  const auto deadline = std::chrono::steady_clock::now() + kStartTimeout;
  while (!http.is_running() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
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
  if (http_) http_->stop();
  if (listener_.joinable()) listener_.join();
}

}  // namespace steplens::server
