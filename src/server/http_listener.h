// server/http_listener.h — accepts HTTP connections and reads requests under
// limits cpp-httplib cannot apply, then lets httplib route and answer them.
//
// Why: cpp-httplib 0.11 accepts and reads connections itself and offers no
// hook before a request is parsed; its only bound is a timeout per recv, so
// a client trickling a header byte every few seconds held a thread forever,
// and one client could hold every thread (issue 12). Here steplens owns the
// listening socket, the accept loop and the byte stream each request is
// read from; httplib only parses, routes and writes (HttpRoutes::Serve, its
// protected process_request).
//
// Contract
// - HttpRoutes is an httplib::Server used for its routes and handlers only
//   (Get, set_pre_routing_handler, ...); never call its listen/bind/stop.
// - HttpListener::Start() binds host:port (0 = ephemeral) with SO_REUSEADDR
//   (no SO_REUSEPORT: a port in use fails) and the limits' backlog, then
//   serves `routes` (not owned; it must outlive the listener) until Stop()
//   (also run by the destructor; idempotent, any thread but a handler's).
//   A bind failure returns a Status whose message is the bare reason
//   ("port 8765 is already in use on 127.0.0.1"); callers add what to do.
// - Limits (server/http_limits.h), before any byte is parsed:
//   * at most max_connections served at once, a thread each; more wait in
//     the backlog;
//   * at most max_per_client per client (IPv4 address or IPv6 /64); more
//     get a 503 and are closed at once, counted in refused_per_client();
//   * idle_timeout before a request's first byte; from that byte the whole
//     request (at most max_request_bytes) must arrive by request_deadline,
//     else a 408 and close, counted in request_deadlines_missed();
//   * each answer's send bounded by write_timeout; keep_alive_max_requests
//     per connection.
// - Stop() stops accepting, shuts every open connection down (event
//   streams end: httplib's chunked writer sees the server stopping), and
//   joins every thread.
// - Accepting never spins: when descriptors run out (EMFILE) it waits.
#ifndef STEPLENS_SERVER_HTTP_LISTENER_H_
#define STEPLENS_SERVER_HTTP_LISTENER_H_

#include <httplib.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>

#include "base/mutex.h"
#include "base/status.h"
#include "server/http_limits.h"
#include "server/worker_pool.h"

namespace steplens::server {

class HttpRoutes : public httplib::Server {
 public:
  // Reads one request from `stream`, routes it and writes the answer.
  // False when the connection must end (closed, unreadable, or the client
  // asked); `closed` as httplib sets it (Connection: close, HTTP/1.0).
  bool Serve(httplib::Stream& stream, bool last_request, bool* closed) {
    return process_request(stream, last_request, *closed, nullptr);
  }
  // httplib's chunked writer (event streams) goes on while the server
  // socket is valid: set while serving, cleared by Stop.
  void SetServing(socket_t listening) { svr_sock_ = listening; }
};

class HttpListener {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<HttpListener>> Start(const std::string& host,
                                                                           uint16_t port,
                                                                           const HttpLimits& limits,
                                                                           HttpRoutes* routes);
  ~HttpListener();
  HttpListener(const HttpListener&) = delete;
  HttpListener& operator=(const HttpListener&) = delete;

  uint16_t port() const { return port_; }
  void Stop();

  // Connections answered 503 because their client held max_per_client.
  uint64_t refused_per_client() const { return refused_per_client_.load(); }
  // Requests answered 408: not whole by the deadline, or too long.
  uint64_t request_deadlines_missed() const { return deadlines_missed_.load(); }
  // Connections open now.
  size_t open_connections() const;

 private:
  HttpListener(const HttpLimits& limits, HttpRoutes* routes);
  void AcceptLoop();
  void Serve(int fd);
  void Release(int fd, const std::string& client);
  void Wake();

  const HttpLimits limits_;
  HttpRoutes* const routes_;
  int listen_fd_ = -1;
  int wake_pipe_[2] = {-1, -1};  // [0] polled by the accept loop
  uint16_t port_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<uint64_t> refused_per_client_{0};
  std::atomic<uint64_t> deadlines_missed_{0};
  mutable base::Mutex mu_;
  std::map<std::string, size_t> per_client_ STEPLENS_GUARDED_BY(mu_);
  std::set<int> open_ STEPLENS_GUARDED_BY(mu_);
  std::unique_ptr<WorkerPool> pool_;
  std::thread acceptor_;
};

// The client a peer address counts against: the IPv4 address (also when
// IPv4-mapped), or the IPv6 /64 prefix. Exposed for tests.
std::string ClientKey(const sockaddr_storage& peer);

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_HTTP_LISTENER_H_
