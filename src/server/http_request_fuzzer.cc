// libFuzzer target: the dashboard's HTTP request path over TCP. One
// WebServer (no runs, token required) serves on loopback; each input is sent
// as one connection's bytes, write side then closed, and the answer read.
// The server must never crash, and must still answer a normal request.
// Build: scripts/fuzz.sh.
//
// It once "answered nothing" in this build: cpp-httplib's own socket stream
// wrote no answer to a client that had half-closed (this target's
// shutdown(SHUT_WR) below) whenever the FIN arrived before the answer was
// written, a race the slower sanitizer build lost. Connections are now
// read through server/http_listener.h, which answers them
// (HttpListenerTest.HalfClosedClientIsAnswered).
//
// It once died in CI at connect(): this client closes first, so each of its
// thousands of connections a second left a TIME_WAIT port behind, and a
// machine with a narrower ephemeral port range ran out (reproduced with
// ip_local_port_range "40000 40500", tcp_tw_reuse 0). A zero linger cannot
// help: the server answers and closes, so the socket is in TIME_WAIT before
// close(). The client now binds each connection to one of 254 loopback
// source addresses in turn (127.0.0.1-254, each with its own port range),
// waits up to kPortWaitMs for a port should all be taken, and says why when a
// connect still fails.
//
// It died in CI at connect() again, with "Interrupted system call": libFuzzer
// checks its -timeout from a SIGALRM handler installed without SA_RESTART,
// and a signal landing during connect() made it fail with EINTR while the
// connection went on being made. Every socket call here now carries on
// through EINTR (connect() by waiting for the connection it started).
// scripts/fuzz.sh sends this target a storm of SIGALRM to keep it so; the old
// harness died within ~30 signals.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "server/web_server.h"

namespace {

steplens::server::WebServer* Server() {
  static std::unique_ptr<steplens::server::WebServer> server = [] {
    steplens::server::ServerOptions options;
    options.host = "127.0.0.1";
    options.port = 0;
    options.token = "fuzz-token";
    options.require_token = true;
    auto started = steplens::server::WebServer::Start(options, {});
    if (!started.ok()) std::abort();
    return std::move(started.value());
  }();
  return server.get();
}

constexpr int kPortWaitMs = 5000;

// poll() that carries on through signals; the result of the last call.
int PollThroughSignals(pollfd* p, int timeout_ms) {
  int r;
  do {
    r = poll(p, 1, timeout_ms);
  } while (r < 0 && errno == EINTR);
  return r;
}

// connect() that carries on through signals: interrupted, the connection is
// still being made, so wait for it and take its outcome. 0, or -1 with errno.
int ConnectThroughSignals(int fd, const sockaddr_in& addr) {
  if (connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0) return 0;
  if (errno != EINTR) return -1;
  pollfd p{fd, POLLOUT, 0};
  if (PollThroughSignals(&p, kPortWaitMs) <= 0) {
    errno = ETIMEDOUT;
    return -1;
  }
  int err = 0;
  socklen_t len = sizeof err;
  if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) != 0) return -1;
  if (err != 0) {
    errno = err;
    return -1;
  }
  return 0;
}

// A socket connected to the server on loopback; aborts with the reason when
// none can be had.
int Connect(uint16_t port) {
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  static uint32_t next_source = 0;
  for (int waited_ms = 0;; ++waited_ms) {
    sockaddr_in source{};
    source.sin_family = AF_INET;
    source.sin_addr.s_addr = htonl(INADDR_LOOPBACK + next_source++ % 254);
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0 && bind(fd, reinterpret_cast<sockaddr*>(&source), sizeof source) == 0 &&
        ConnectThroughSignals(fd, addr) == 0) {
      return fd;
    }
    const int err = errno;
    if (fd >= 0) close(fd);
    if (err != EADDRNOTAVAIL || waited_ms >= kPortWaitMs) {
      std::fprintf(stderr, "connect to the server failed: %s\n", std::strerror(err));
      std::abort();
    }
    usleep(1000);  // out of local ports: one leaves TIME_WAIT soon
  }
}

std::string Exchange(uint16_t port, const uint8_t* data, size_t size) {
  const int fd = Connect(port);
  size_t off = 0;
  while (off < size) {
    const ssize_t n = send(fd, data + off, size - off, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    off += static_cast<size_t>(n);
  }
  shutdown(fd, SHUT_WR);
  std::string answer;
  char buf[4096];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (PollThroughSignals(&p, 3000) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    answer.append(buf, static_cast<size_t>(n));
  }
  close(fd);
  return answer;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const uint16_t port = Server()->port();
  (void)Exchange(port, data, size);
  static uint64_t runs = 0;
  if (++runs % 1000 == 1) {  // still serving
    const std::string ok = "GET /api/runs?token=fuzz-token HTTP/1.1\r\nHost: x\r\n\r\n";
    const std::string answer =
        Exchange(port, reinterpret_cast<const uint8_t*>(ok.data()), ok.size());
    if (answer.rfind("HTTP/1.1 200", 0) != 0) {
      std::fprintf(stderr, "run %llu: a normal request got: %.200s\n",
                   static_cast<unsigned long long>(runs), answer.c_str());
      std::abort();
    }
  }
  return 0;
}
