// server/http_limits.h — the connection limits every steplens HTTP server
// applies (the dashboard, and the /metrics server of `run --metrics-port`).
// One home: HttpListener (http_listener.h) enforces them; the values and
// why they are what they are live here; docs/reference/reliability.md
// lists them.
//
// Contract
// - HttpLimits is plain data; a default-constructed one holds the
//   documented limits. Servers take one in their options so tests can
//   shorten the times.
#ifndef STEPLENS_SERVER_HTTP_LIMITS_H_
#define STEPLENS_SERVER_HTTP_LIMITS_H_

#include <chrono>
#include <cstddef>

namespace steplens::server {

struct HttpLimits {
  // Connections served at once, a thread each (made on demand). Beyond
  // it, new connections wait in the listen backlog until one ends.
  size_t max_connections = 512;
  // Connections held at once by one client: one IPv4 address, or one IPv6
  // /64 (one host's usual share). More are answered 503 and closed at
  // once. A browser with a few dashboard tabs needs about ten.
  size_t max_per_client = 64;
  // Before a request's first byte (a new connection, or between keep-alive
  // requests): closed after this.
  std::chrono::milliseconds idle_timeout{2000};
  // From a request's first byte, the whole request (line, headers; no route
  // takes a body) must arrive within this, or it is answered 408 and the
  // connection closed: a client trickling a header line every few seconds
  // cannot hold a thread.
  std::chrono::milliseconds request_deadline{5000};
  // The most bytes one request may take before it is parsed (line and
  // headers); more is closed like a missed deadline.
  size_t max_request_bytes = 64 * 1024;
  // Each send of an answer (an event stream writes for as long as it is
  // open; each write must go through within this).
  std::chrono::milliseconds write_timeout{10000};
  // Requests served on one kept-alive connection.
  size_t keep_alive_max_requests = 100;
  // Connections the kernel queues before they are accepted (httplib: 5).
  int listen_backlog = 1024;
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_HTTP_LIMITS_H_
