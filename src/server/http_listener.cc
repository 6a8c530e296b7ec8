#include "server/http_listener.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <utility>

namespace steplens::server {
namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t kReadChunk = 4096;
constexpr auto kAcceptBackoff = std::chrono::milliseconds(100);

constexpr const char* kTooManyFromClient =
    "too many connections from your address; close some first";
constexpr const char* kRequestTimeout =
    "the request was not received whole in time, or was too long";

int Millis(Clock::duration d) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
  return static_cast<int>(std::clamp<long long>(ms, 0, 1 << 30));
}

// An answer to a connection about to be closed: best effort, never blocks.
void SendAndForget(int fd, const char* status, const char* message) {
  const std::string body = std::string("{\"error\":\"") + message + "\"}";
  const std::string text = std::string("HTTP/1.1 ") + status +
                           "\r\nContent-Type: application/json; charset=utf-8\r\n"
                           "Connection: close\r\nContent-Length: " +
                           std::to_string(body.size()) + "\r\n\r\n" + body;
  (void)!send(fd, text.data(), text.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
}

void AddressOf(const sockaddr_storage& a, std::string* ip, int* port) {
  char buf[INET6_ADDRSTRLEN] = {};
  if (a.ss_family == AF_INET) {
    const auto& v4 = reinterpret_cast<const sockaddr_in&>(a);
    inet_ntop(AF_INET, &v4.sin_addr, buf, sizeof buf);
    *port = ntohs(v4.sin_port);
  } else if (a.ss_family == AF_INET6) {
    const auto& v6 = reinterpret_cast<const sockaddr_in6&>(a);
    inet_ntop(AF_INET6, &v6.sin6_addr, buf, sizeof buf);
    *port = ntohs(v6.sin6_port);
  }
  *ip = buf;
}

// One connection's bytes, as httplib reads and writes them. Reads are
// buffered (httplib reads a request byte by byte) and bounded: by the
// idle timeout before a request's first byte, then by the request's
// deadline and byte budget. After a missed deadline every read and write
// fails, so httplib gives up without answering; Serve answers 408.
class ConnectionStream final : public httplib::Stream {
 public:
  ConnectionStream(int fd, const HttpLimits& limits) : fd_(fd), limits_(limits) {}

  // Waits up to the idle timeout for a request's first byte; then starts
  // its deadline and budget. False when none came or the peer closed.
  bool NextRequest() {
    if (buffered() == 0 && !Fill(Clock::now() + limits_.idle_timeout)) return false;
    deadline_ = Clock::now() + limits_.request_deadline;
    budget_ = limits_.max_request_bytes;
    return true;
  }
  bool missed() const { return missed_; }

  bool is_readable() const override {
    if (buffered() > 0) return true;
    pollfd p{fd_, POLLIN, 0};
    return !missed_ && poll(&p, 1, Millis(deadline_ - Clock::now())) > 0;
  }
  bool is_writable() const override {
    pollfd p{fd_, POLLOUT, 0};
    return !missed_ && poll(&p, 1, Millis(limits_.write_timeout)) > 0;
  }
  ssize_t read(char* ptr, size_t size) override {
    if (missed_) return -1;
    if (buffered() == 0) {
      if (Clock::now() >= deadline_ || !Fill(deadline_)) {
        if (!closed_) missed_ = true;
        return -1;
      }
    }
    size = std::min({size, buffered(), budget_});
    if (size == 0) {  // the request is longer than it may be
      missed_ = true;
      return -1;
    }
    std::memcpy(ptr, buf_.data() + pos_, size);
    pos_ += size;
    budget_ -= size;
    return static_cast<ssize_t>(size);
  }
  ssize_t write(const char* ptr, size_t size) override {
    if (missed_) return -1;
    size_t off = 0;
    while (off < size) {
      const ssize_t n = send(fd_, ptr + off, size - off, MSG_DONTWAIT | MSG_NOSIGNAL);
      if (n > 0) {
        off += static_cast<size_t>(n);
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && is_writable()) continue;
      return -1;
    }
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    port = 0;
    if (getpeername(fd_, reinterpret_cast<sockaddr*>(&a), &len) == 0) AddressOf(a, &ip, &port);
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    port = 0;
    if (getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len) == 0) AddressOf(a, &ip, &port);
  }
  socket_t socket() const override { return fd_; }

 private:
  size_t buffered() const { return buf_.size() - pos_; }

  // Reads what is there (at least one byte) by `until`. False on timeout,
  // error or end of stream (closed_).
  bool Fill(Clock::time_point until) {
    for (;;) {
      pollfd p{fd_, POLLIN, 0};
      const int ready = poll(&p, 1, Millis(until - Clock::now()));
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) return false;
      if (pos_ == buf_.size()) {
        buf_.clear();
        pos_ = 0;
      }
      const size_t old = buf_.size();
      buf_.resize(old + kReadChunk);
      const ssize_t n = recv(fd_, buf_.data() + old, kReadChunk, 0);
      buf_.resize(old + static_cast<size_t>(std::max<ssize_t>(n, 0)));
      if (n > 0) return true;
      if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
      closed_ = true;
      return false;
    }
  }

  const int fd_;
  const HttpLimits& limits_;
  std::string buf_;
  size_t pos_ = 0;
  Clock::time_point deadline_ = Clock::now();
  size_t budget_ = 0;
  bool missed_ = false;
  bool closed_ = false;
};

}  // namespace

std::string ClientKey(const sockaddr_storage& peer) {
  char buf[INET6_ADDRSTRLEN] = {};
  if (peer.ss_family == AF_INET) {
    const auto& v4 = reinterpret_cast<const sockaddr_in&>(peer);
    inet_ntop(AF_INET, &v4.sin_addr, buf, sizeof buf);
    return buf;
  }
  if (peer.ss_family == AF_INET6) {
    in6_addr a = reinterpret_cast<const sockaddr_in6&>(peer).sin6_addr;
    if (IN6_IS_ADDR_V4MAPPED(&a)) {
      in_addr v4{};
      std::memcpy(&v4, &a.s6_addr[12], sizeof v4);
      inet_ntop(AF_INET, &v4, buf, sizeof buf);
      return buf;
    }
    std::memset(&a.s6_addr[8], 0, 8);  // the /64
    inet_ntop(AF_INET6, &a, buf, sizeof buf);
    return std::string(buf) + "/64";
  }
  return "?";
}

HttpListener::HttpListener(const HttpLimits& limits, HttpRoutes* routes)
    : limits_(limits), routes_(routes) {}

base::StatusOr<std::unique_ptr<HttpListener>> HttpListener::Start(const std::string& host,
                                                                  uint16_t port,
                                                                  const HttpLimits& limits,
                                                                  HttpRoutes* routes) {
  std::unique_ptr<HttpListener> l(new HttpListener(limits, routes));
  std::string bare = host;
  if (bare.size() >= 2 && bare.front() == '[' && bare.back() == ']') {
    bare = bare.substr(1, bare.size() - 2);
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  const std::string service = std::to_string(port);
  const int gai = getaddrinfo(bare.c_str(), service.c_str(), &hints, &found);
  if (gai != 0) {
    return base::Status::Error("cannot resolve host " + host + ": " + gai_strerror(gai));
  }
  int err = 0;
  for (addrinfo* a = found; a != nullptr && l->listen_fd_ < 0; a = a->ai_next) {
    const int fd =
        socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
    if (fd < 0) {
      err = errno;
      continue;
    }
    int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (bind(fd, a->ai_addr, a->ai_addrlen) != 0 || listen(fd, limits.listen_backlog) != 0) {
      err = errno;
      close(fd);
      continue;
    }
    l->listen_fd_ = fd;
  }
  freeaddrinfo(found);
  if (l->listen_fd_ < 0) {
    if (err == EADDRINUSE) {
      return base::Status::Error("port " + std::to_string(port) + " is already in use on " + host);
    }
    return base::Status::Error(std::string(err != 0 ? std::strerror(err) : "cannot bind") + " on " +
                               host + ":" + std::to_string(port));
  }
  sockaddr_storage bound{};
  socklen_t len = sizeof bound;
  std::string ip;
  int bound_port = 0;
  if (getsockname(l->listen_fd_, reinterpret_cast<sockaddr*>(&bound), &len) == 0) {
    AddressOf(bound, &ip, &bound_port);
  }
  l->port_ = static_cast<uint16_t>(bound_port);
  if (pipe2(l->wake_pipe_, O_CLOEXEC | O_NONBLOCK) != 0) {
    return base::Status::Error(std::string("cannot serve: ") + std::strerror(errno));
  }
  l->pool_ = std::make_unique<WorkerPool>(limits.max_connections);
  routes->SetServing(l->listen_fd_);
  HttpListener* self = l.get();
  l->acceptor_ = std::thread([self] { self->AcceptLoop(); });
  return l;
}

HttpListener::~HttpListener() {
  Stop();
  if (wake_pipe_[0] >= 0) close(wake_pipe_[0]);
  if (wake_pipe_[1] >= 0) close(wake_pipe_[1]);
}

void HttpListener::Stop() {
  if (stopping_.exchange(true)) return;
  if (routes_ != nullptr) routes_->SetServing(INVALID_SOCKET);
  Wake();
  if (acceptor_.joinable()) acceptor_.join();
  {
    base::MutexLock lock(mu_);
    for (int fd : open_) shutdown(fd, SHUT_RDWR);
  }
  if (pool_) pool_->shutdown();
  if (listen_fd_ >= 0) close(listen_fd_);
  listen_fd_ = -1;
}

size_t HttpListener::open_connections() const {
  base::MutexLock lock(mu_);
  return open_.size();
}

void HttpListener::Wake() {
  if (wake_pipe_[1] >= 0) (void)!write(wake_pipe_[1], "x", 1);
}

void HttpListener::AcceptLoop() {
  while (!stopping_.load()) {
    bool room;
    {
      base::MutexLock lock(mu_);
      room = open_.size() < limits_.max_connections;
    }
    pollfd p[2] = {{wake_pipe_[0], POLLIN, 0}, {room ? listen_fd_ : -1, POLLIN, 0}};
    if (poll(p, 2, -1) < 0 && errno != EINTR) {
      std::this_thread::sleep_for(kAcceptBackoff);
      continue;
    }
    if (p[0].revents != 0) {
      char drain[64];
      while (read(wake_pipe_[0], drain, sizeof drain) > 0) {
      }
    }
    if (stopping_.load() || !room || (p[1].revents & POLLIN) == 0) continue;
    sockaddr_storage peer{};
    socklen_t len = sizeof peer;
    const int fd = accept4(listen_fd_, reinterpret_cast<sockaddr*>(&peer), &len, SOCK_CLOEXEC);
    if (fd < 0) {
      // Out of descriptors: wait for some to be freed instead of spinning.
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
        std::this_thread::sleep_for(kAcceptBackoff);
      }
      continue;
    }
    const std::string client = ClientKey(peer);
    {
      base::MutexLock lock(mu_);
      size_t& held = per_client_[client];
      if (held >= limits_.max_per_client) {
        refused_per_client_.fetch_add(1);
        SendAndForget(fd, "503 Service Unavailable", kTooManyFromClient);
        close(fd);
        continue;
      }
      ++held;
      open_.insert(fd);
    }
    pool_->enqueue([this, fd, client] {
      Serve(fd);
      Release(fd, client);
    });
  }
}

void HttpListener::Serve(int fd) {
  ConnectionStream stream(fd, limits_);
  for (size_t served = 0; served < limits_.keep_alive_max_requests; ++served) {
    if (stopping_.load() || !stream.NextRequest()) return;
    const bool last = served + 1 == limits_.keep_alive_max_requests;
    bool closed = false;
    const bool ok = routes_->Serve(stream, last, &closed);
    if (stream.missed()) {
      deadlines_missed_.fetch_add(1);
      SendAndForget(fd, "408 Request Timeout", kRequestTimeout);
      return;
    }
    if (!ok || closed) return;
  }
}

void HttpListener::Release(int fd, const std::string& client) {
  {
    base::MutexLock lock(mu_);
    open_.erase(fd);
    auto it = per_client_.find(client);
    if (it != per_client_.end() && --it->second == 0) per_client_.erase(it);
    shutdown(fd, SHUT_RDWR);
    close(fd);
  }
  Wake();
}

}  // namespace steplens::server
