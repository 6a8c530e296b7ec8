// transport/tcp_client.h — a blocking-with-deadline TCP client for frames.
//
// Contract
// - Owns one socket. Connect() resolves host (numeric or DNS), connects
//   non-blocking and waits at most timeout_ms; the socket gets TCP_NODELAY,
//   close-on-exec and a 3 s TCP_USER_TIMEOUT: data unacknowledged for 3 s
//   (a partition) fails the connection, rather than TCP retrying for minutes
//   and the closed socket delivering stale bytes after the heal.
// - SendAll() writes the whole buffer or fails; it never waits longer than
//   timeout_ms in total (poll on a non-blocking socket), uses MSG_NOSIGNAL
//   (a dead peer gives EPIPE, never SIGPIPE) and reports how many bytes the
//   kernel accepted, so the caller can re-route the unsent frames.
// - PeerClosed() detects, without blocking, a peer that has shut the
//   connection (EOF or error pending), or that sent bytes: for a peer that
//   never writes (a rank that announced no control version) any readable
//   state means "gone".
// - Receive() takes, without blocking, what the peer sent (the aggregator's
//   control messages, protocol/codec.h); it says when the peer has closed.
// - Failures return a Status with a one-line reason; the socket is closed
//   on any send failure. Nothing throws. Not thread-safe: one owner thread.
#ifndef STEPLENS_TRANSPORT_TCP_CLIENT_H_
#define STEPLENS_TRANSPORT_TCP_CLIENT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/status.h"

namespace steplens::transport {

class TcpClient {
 public:
  TcpClient() = default;
  ~TcpClient();
  TcpClient(const TcpClient&) = delete;
  TcpClient& operator=(const TcpClient&) = delete;

  // Closes any previous connection first.
  [[nodiscard]] base::Status Connect(const std::string& host, uint16_t port, int timeout_ms);
  // *written (optional) receives the number of bytes the kernel accepted,
  // also on failure. On failure the connection is closed.
  [[nodiscard]] base::Status SendAll(std::string_view data, int timeout_ms, size_t* written);
  bool PeerClosed();
  // Appends to *out what has arrived (at most max_bytes), without waiting.
  // False when the peer closed the connection or it failed: then it is
  // closed here and *error (optional) says why; bytes that came before the
  // close are still appended.
  [[nodiscard]] bool Receive(std::string* out, size_t max_bytes, std::string* error);
  void Close();
  bool connected() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
};

}  // namespace steplens::transport

#endif  // STEPLENS_TRANSPORT_TCP_CLIENT_H_
