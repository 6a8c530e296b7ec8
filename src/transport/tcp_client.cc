#include "transport/tcp_client.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "base/clock.h"

namespace steplens::transport {
namespace {

constexpr int64_t kNsPerMs = 1'000'000;
// A partition (packets lost, no reset): the kernel aborts the connection
// once data sent has gone this long without an acknowledgement, so the
// next send or receive fails (ETIMEDOUT) and the flusher spools and
// replays its last 5 s (recorder/flusher.h). Without it TCP retries for
// many minutes, and the socket that the flusher closes when its send stalls
// lives on as an orphan: healed, it delivers its stale bytes (the last
// frame cut short) and a FIN, which can end the rank at the aggregator
// before its new connection comes (docs/guide/multi-node.md).
constexpr unsigned int kUserTimeoutMs = 3'000;

std::string ErrnoMessage(const char* what, int err) {
  char buf[256];
  std::snprintf(buf, sizeof(buf), "%s: %s", what, std::strerror(err));
  return buf;
}

int RemainingMs(int64_t deadline_ns) {
  const int64_t left = deadline_ns - base::MonotonicNs();
  if (left <= 0) return 0;
  return static_cast<int>((left + kNsPerMs - 1) / kNsPerMs);
}

// Waits for `events` on fd until the deadline. Returns revents, 0 on timeout,
// -1 on poll error (errno set).
int PollUntil(int fd, short events, int64_t deadline_ns) {
  for (;;) {
    pollfd pfd{fd, events, 0};
    const int rc = poll(&pfd, 1, RemainingMs(deadline_ns));
    if (rc > 0) return pfd.revents;
    if (rc == 0) return 0;
    if (errno != EINTR) return -1;
  }
}

}  // namespace

TcpClient::~TcpClient() { Close(); }

void TcpClient::Close() {
  if (fd_ >= 0) {
    ::close(fd_);
    fd_ = -1;
  }
}

base::Status TcpClient::Connect(const std::string& host, uint16_t port, int timeout_ms) {
  Close();
  const int64_t deadline = base::MonotonicNs() + timeout_ms * kNsPerMs;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_NUMERICSERV;
  char port_str[8];
  std::snprintf(port_str, sizeof(port_str), "%u", static_cast<unsigned>(port));
  addrinfo* addrs = nullptr;
  const int gai = getaddrinfo(host.c_str(), port_str, &hints, &addrs);
  if (gai != 0) {
    return base::Status::Error("cannot resolve aggregator host '" + host +
                               "': " + gai_strerror(gai));
  }
  std::string last_error = "no address for host '" + host + "'";
  for (addrinfo* ai = addrs; ai != nullptr; ai = ai->ai_next) {
    const int fd =
        ::socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, ai->ai_protocol);
    if (fd < 0) {
      last_error = ErrnoMessage("socket", errno);
      continue;
    }
    const int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &kUserTimeoutMs, sizeof(kUserTimeoutMs));
    int rc = ::connect(fd, ai->ai_addr, ai->ai_addrlen);
    if (rc != 0 && errno == EINPROGRESS) {
      const int revents = PollUntil(fd, POLLOUT, deadline);
      if (revents <= 0) {
        last_error = revents == 0 ? "connect to " + host + ":" + port_str + " timed out"
                                  : ErrnoMessage("poll", errno);
        ::close(fd);
        continue;
      }
      int so_error = 0;
      socklen_t len = sizeof(so_error);
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &len);
      if (so_error != 0) {
        errno = so_error;
        rc = -1;
      } else {
        rc = 0;
      }
    }
    if (rc != 0) {
      last_error = ErrnoMessage(("connect to " + host + ":" + port_str).c_str(), errno);
      ::close(fd);
      continue;
    }
    fd_ = fd;
    break;
  }
  freeaddrinfo(addrs);
  if (fd_ < 0) return base::Status::Error(last_error);
  return base::Status::Ok();
}

base::Status TcpClient::SendAll(std::string_view data, int timeout_ms, size_t* written) {
  size_t sent = 0;
  if (written != nullptr) *written = 0;
  if (fd_ < 0) return base::Status::Error("not connected");
  const int64_t deadline = base::MonotonicNs() + timeout_ms * kNsPerMs;
  while (sent < data.size()) {
    const ssize_t n =
        ::send(fd_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<size_t>(n);
      if (written != nullptr) *written = sent;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      const int revents = PollUntil(fd_, POLLOUT, deadline);
      if (revents > 0 && (revents & POLLOUT) != 0) continue;
      Close();
      if (revents == 0) {
        return base::Status::Error("aggregator stopped reading: send timed out");
      }
      return base::Status::Error("aggregator connection failed while sending");
    }
    const int err = n < 0 ? errno : EPIPE;
    Close();
    return base::Status::Error(ErrnoMessage("send to aggregator", err));
  }
  return base::Status::Ok();
}

bool TcpClient::PeerClosed() {
  if (fd_ < 0) return true;
  pollfd pfd{fd_, POLLIN | POLLRDHUP, 0};
  const int rc = poll(&pfd, 1, 0);
  if (rc <= 0) return false;
  if ((pfd.revents & (POLLERR | POLLHUP | POLLRDHUP)) != 0) return true;
  // Readable: EOF, or bytes the protocol never sends. Either way, not a
  // healthy aggregator link.
  char byte;
  const ssize_t n = ::recv(fd_, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
    return false;
  }
  return true;
}

bool TcpClient::Receive(std::string* out, size_t max_bytes, std::string* error) {
  if (fd_ < 0) {
    if (error != nullptr) *error = "not connected";
    return false;
  }
  char buf[4096];
  size_t taken = 0;
  while (taken < max_bytes) {
    const size_t want = std::min(sizeof(buf), max_bytes - taken);
    const ssize_t n = ::recv(fd_, buf, want, MSG_DONTWAIT);
    if (n > 0) {
      out->append(buf, static_cast<size_t>(n));
      taken += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
    if (error != nullptr) {
      *error = n == 0 ? "aggregator closed the connection"
                      : ErrnoMessage("receive from aggregator", errno);
    }
    Close();
    return false;
  }
  return true;
}

}  // namespace steplens::transport
