// cli/launcher.h — starting and supervising the training job.
//
// Contract
// - Launch() forks the job in its own process group with stdout and stderr
//   merged into one pipe, environment additions applied, and returns at once.
//   The caller reads output_fd() (OutputPump) and polls Poll() for the exit.
// - With LaunchSpec::log_path set, a small tee process sits between the job
//   and steplens: it appends everything the job prints to the log file and
//   forwards it to output_fd(). It ignores SIGINT/SIGTERM/SIGHUP and exits at
//   the job's EOF, so if steplens itself dies the job never writes into a
//   broken pipe: the tee keeps the log and falls back to its inherited stdout.
//   The tee never makes the job wait for steplens: the log gets every byte;
//   steplens's copy goes through a bounded buffer (4 MiB) and a non-blocking
//   pipe, and what does not fit while steplens is not reading (stopped with
//   SIGSTOP / Ctrl-Z, in a debugger) is dropped from that copy only, with a
//   kDropNotice line in its place saying how many bytes stdout.log has that
//   the terminal did not show. Files are opened without following links.
// - Neither the job nor the tee inherits steplens's other descriptors (the
//   aggregator's listening socket, the database): a dead steplens leaves no
//   half-open socket that would swallow the ranks' reconnects.
// - Signals: ForwardSignal() sends a signal to the job's whole process group
//   (the ranks' launcher: steplens _local-launch or torch.distributed.run). It is
//   async-signal-safe, so the CLI's SIGINT/SIGTERM handlers call it directly.
// - Exit code: the job's own code, or 128 + signal number when it was killed.
// - FindPython(): the Python of the environment steplens is installed in
//   (the `python` next to the steplens executable), else $STEPLENS_PYTHON,
//   else `python3` on PATH.
#ifndef STEPLENS_CLI_LAUNCHER_H_
#define STEPLENS_CLI_LAUNCHER_H_

#include <sys/types.h>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "base/status.h"

namespace steplens::cli {

// The line the tee puts where it dropped output steplens could not take
// (printf format: the byte count).
inline constexpr const char* kDropNotice =
    "\n[steplens: %llu bytes of the job's output not shown here (steplens was not "
    "reading); stdout.log has them]\n";

struct LaunchSpec {
  std::vector<std::string> argv;                         // argv[0] is resolved through PATH
  std::vector<std::pair<std::string, std::string>> env;  // added/overridden
  std::vector<std::string> env_remove;                   // names left out of the job's environment
  std::string log_path;  // if set: tee the job's output there (see above)
};

class Job {
 public:
  ~Job();
  static base::StatusOr<std::unique_ptr<Job>> Launch(const LaunchSpec& spec);

  pid_t pid() const { return pid_; }
  int output_fd() const { return output_fd_; }
  // Non-blocking: the exit code once the job has exited, else nullopt.
  std::optional<int> Poll();
  void ForwardSignal(int sig) const noexcept;

 private:
  Job() = default;
  pid_t pid_ = -1;
  pid_t tee_pid_ = -1;
  int output_fd_ = -1;
  std::optional<int> exit_code_;
};

// Reads the job's output on its own thread and hands each chunk to `sink`.
// Stop() returns once the pipe reached EOF or `grace_ms` passed.
class OutputPump {
 public:
  using Sink = std::function<void(std::string_view chunk)>;
  OutputPump(int fd, Sink sink);
  ~OutputPump();
  void Stop(int grace_ms);

 private:
  void Loop();
  int fd_;
  Sink sink_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> eof_{false};
  std::thread thread_;
};

std::string FindPython();
// Runs `python -c code` quietly; returns its exit code (or -1).
int RunPythonQuietly(const std::string& python, const std::string& code);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_LAUNCHER_H_
