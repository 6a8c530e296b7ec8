// server/http_limits.h — the connection limits every steplens HTTP server
// applies (the dashboard, and the /metrics server of `run --metrics-port`).
//
// Contract
// - ApplyConnectionLimits() sets, on an httplib::Server before it binds: a
//   thread per connection made on demand up to max_connections
//   (worker_pool.h: idle and slow connections cannot starve the others);
//   request bodies refused from their headers beyond kMaxPayloadBytes; each
//   recv of a request waits at most kReadTimeoutS, each send kWriteTimeoutS;
//   an idle connection is closed after kKeepAliveTimeoutS, and a kept-alive
//   one after kKeepAliveMaxRequests requests. docs/reference/reliability.md.
#ifndef STEPLENS_SERVER_HTTP_LIMITS_H_
#define STEPLENS_SERVER_HTTP_LIMITS_H_

#include <httplib.h>

#include <cstddef>

#include "server/worker_pool.h"

namespace steplens::server {

inline constexpr size_t kMaxPayloadBytes = 64 * 1024;
inline constexpr int kReadTimeoutS = 5;
inline constexpr int kWriteTimeoutS = 10;
inline constexpr int kKeepAliveTimeoutS = 2;
inline constexpr size_t kKeepAliveMaxRequests = 100;

inline void ApplyConnectionLimits(httplib::Server& http, size_t max_connections) {
  http.new_task_queue = [max_connections] { return new WorkerPool(max_connections); };
  http.set_payload_max_length(kMaxPayloadBytes);
  http.set_read_timeout(kReadTimeoutS, 0);
  http.set_write_timeout(kWriteTimeoutS, 0);
  http.set_keep_alive_timeout(kKeepAliveTimeoutS);
  http.set_keep_alive_max_count(kKeepAliveMaxRequests);
}

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_HTTP_LIMITS_H_
