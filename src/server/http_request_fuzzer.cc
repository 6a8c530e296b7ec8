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
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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

std::string Exchange(uint16_t port, const uint8_t* data, size_t size) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) std::abort();
  size_t off = 0;
  while (off < size) {
    const ssize_t n = send(fd, data + off, size - off, MSG_NOSIGNAL);
    if (n <= 0) break;
    off += static_cast<size_t>(n);
  }
  shutdown(fd, SHUT_WR);
  std::string answer;
  char buf[4096];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 3000) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
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
