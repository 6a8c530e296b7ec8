// cli/control_socket.h — the live run's control socket: how a command
// reaches a running `steplens run` on its node (`steplens deep`).
//
// Contract
// - ControlServer::Start(run_dir, handler) binds a Unix stream socket
//   `<run_dir>/control.sock` (kControlSocketName), readable and writable by
//   its owner only (0600), and answers on one thread: each connection sends
//   one request line (at most kMaxControlLineBytes, within
//   kControlRequestMs) and gets handler(line)'s one-line answer; then it is
//   closed. A peer of another uid (SO_PEERCRED) is closed unanswered. A
//   socket file left by a dead run is replaced. Paths longer than
//   sun_path (108 bytes) go through /proc/self/fd/<the run dir>.
//   Errors: one sentence (the run then goes on without live control).
// - Stop() (also the destructor; idempotent) joins the thread and removes
//   the socket file. The handler runs on the server's thread and must not
//   block for long (Aggregator::SetDeepMode waits 2 s at most).
// - SendControlRequest(run_dir, line) is the client: connects, sends the
//   line, returns the answer line (without its newline) or an error that
//   says what to do (no such file: the run has ended or was not started by
//   `steplens run`). Waits at most timeout_ms.
// - The request lines (docs/reference/cli.md#deep): "deep MODE PERIOD BURST"
//   (MODE off|every|sampled; PERIOD and BURST 0 = the ranks' own; the
//   request's names and bounds are aggregator/deep_control.h's, shared with
//   the dashboard's POST). Answers begin with "ok: " or "error: ".
#ifndef STEPLENS_CLI_CONTROL_SOCKET_H_
#define STEPLENS_CLI_CONTROL_SOCKET_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "aggregator/deep_control.h"
#include "base/status.h"
#include "steplens/layers.h"

namespace steplens::cli {

inline constexpr const char* kControlSocketName = "control.sock";
inline constexpr size_t kMaxControlLineBytes = 256;
inline constexpr int kControlRequestMs = 2000;

using ControlHandler = std::function<std::string(std::string_view line)>;

class ControlServer {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<ControlServer>> Start(
      const std::string& run_dir, ControlHandler handler);
  ~ControlServer();
  ControlServer(const ControlServer&) = delete;
  ControlServer& operator=(const ControlServer&) = delete;

  void Stop();
  const std::string& path() const { return path_; }

 private:
  ControlServer() = default;
  void Serve();
  void Answer(int fd);

  ControlHandler handler_;
  std::string path_;       // as the user sees it: <run_dir>/control.sock
  std::string bind_path_;  // the one bound (through /proc/self/fd when long)
  int dir_fd_ = -1;
  int listen_fd_ = -1;
  int wake_fds_[2] = {-1, -1};
  std::thread thread_;
};

[[nodiscard]] base::StatusOr<std::string> SendControlRequest(const std::string& run_dir,
                                                             std::string_view line, int timeout_ms);

// "deep MODE PERIOD BURST" and back (nullopt: not such a line, or a request
// aggregator::DeepRequestProblem refuses).
using DeepLine = aggregator::DeepRequest;
using aggregator::DeepModeName;
using aggregator::ParseDeepModeName;
std::string FormatDeepLine(const DeepLine& deep);
std::optional<DeepLine> ParseDeepLine(std::string_view line);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_CONTROL_SOCKET_H_
