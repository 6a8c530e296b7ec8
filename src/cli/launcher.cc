#include "cli/launcher.h"
#include "cli/output_log.h"

#include <fcntl.h>
#include <linux/close_range.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

extern char** environ;

namespace steplens::cli {
namespace {

constexpr size_t kReadChunk = 16 * 1024;
// What the tee holds for a steplens that is not reading (stopped, busy).
constexpr size_t kTeeBufferBytes = 4 * 1024 * 1024;
constexpr int kPollMs = 100;

std::string SelfDir() {
  char buf[4096];
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  std::string path(buf, static_cast<size_t>(n));
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

bool IsExecutable(const std::string& path) {
  return !path.empty() && access(path.c_str(), X_OK) == 0;
}

constexpr int kMaxFdFallback = 4096;

// Post-fork helpers: async-signal-safe only (the parent has other threads).

// Marks every descriptor >= `from` close-on-exec.
void CloexecFrom(int from) {
  if (syscall(SYS_close_range, from, ~0U, CLOSE_RANGE_CLOEXEC) == 0) return;
  for (int fd = from; fd < kMaxFdFallback; ++fd) fcntl(fd, F_SETFD, FD_CLOEXEC);
}

void CloseFrom(int from) {
  if (syscall(SYS_close_range, from, ~0U, 0) == 0) return;
  for (int fd = from; fd < kMaxFdFallback; ++fd) close(fd);
}

bool WriteAll(int fd, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t n = write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

// The tee process body: job output (in_fd) → log file and steplens (out_fd);
// once steplens is gone, → the inherited stdout instead. Never returns.
//
// The job must never wait for steplens (a stopped `steplens run`, Ctrl-Z, a
// debugger): the log gets every byte (a file write does not wait on a
// reader), while steplens is fed through a non-blocking pipe from a bounded
// buffer. What does not fit is dropped from steplens's copy only, and where
// it was dropped steplens is told how much (kDropNotice), so the terminal
// shows the gap and stdout.log has the bytes.
[[noreturn]] void TeeMain(int in_fd, int log_fd, uint64_t log_reserved, int out_fd) {
  prctl(PR_SET_NAME, "steplens-tee", 0, 0, 0);
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGHUP, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);
  // Move the three descriptors to 3, 4, 5 and close everything else.
  const int fds[3] = {fcntl(in_fd, F_DUPFD, 10), fcntl(log_fd, F_DUPFD, 10),
                      fcntl(out_fd, F_DUPFD, 10)};
  dup2(fds[0], 3);
  dup2(fds[1], 4);
  dup2(fds[2], 5);
  CloseFrom(6);
  fcntl(5, F_SETFL, fcntl(5, F_GETFL) | O_NONBLOCK);
  // Room for the log was reserved before the job started (output_log.h).
  OutputLog log(4, log_reserved);
  bool parent_alive = true;
  bool job_open = true;
  // Bytes for steplens not yet written: pending[sent, len).
  static char pending[kTeeBufferBytes];
  size_t sent = 0;
  size_t len = 0;
  uint64_t dropped = 0;  // since the last notice
  char buf[kReadChunk];
  auto flush_to_parent = [&]() {
    while (parent_alive && sent < len) {
      const ssize_t n = write(5, pending + sent, len - sent);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && errno == EAGAIN) return;
      if (n <= 0) {
        parent_alive = false;  // steplens is gone: the rest to our stdout
        (void)WriteAll(STDOUT_FILENO, pending + sent, len - sent);
        sent = len;
        break;
      }
      sent += static_cast<size_t>(n);
    }
    if (sent == len) sent = len = 0;
  };
  auto append = [&](const char* data, size_t size) -> bool {
    if (sent > 0 && len + size > kTeeBufferBytes) {  // compact
      memmove(pending, pending + sent, len - sent);
      len -= sent;
      sent = 0;
    }
    if (len + size > kTeeBufferBytes) return false;
    memcpy(pending + len, data, size);
    len += size;
    return true;
  };
  while (job_open || (parent_alive && sent < len)) {
    pollfd p[2] = {{job_open ? 3 : -1, POLLIN, 0},
                   {parent_alive && sent < len ? 5 : -1, POLLOUT, 0}};
    if (poll(p, 2, -1) < 0 && errno != EINTR) break;
    if (job_open && (p[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      const ssize_t n = read(3, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        job_open = false;
        // The job is done: nothing waits on us now, so steplens may take the
        // rest at its own pace.
        fcntl(5, F_SETFL, fcntl(5, F_GETFL) & ~O_NONBLOCK);
      } else {
        const size_t size = static_cast<size_t>(n);
        const bool was_full = log.full();
        log.Append(buf, size);
        if (log.full() && !was_full) {
          // Said once, where it happens, on the terminal.
          char notice[200];
          const int m = snprintf(notice, sizeof notice, kLogFullTerminalNotice,
                                 static_cast<unsigned long long>(log.written()));
          if (m > 0 && (parent_alive ? !append(notice, static_cast<size_t>(m))
                                     : !WriteAll(STDOUT_FILENO, notice, static_cast<size_t>(m)))) {
            dropped += static_cast<size_t>(m);
          }
        }
        if (!parent_alive) {
          (void)WriteAll(STDOUT_FILENO, buf, size);
        } else {
          if (dropped > 0) {
            char notice[160];
            const int m = snprintf(notice, sizeof notice, kDropNotice,
                                   static_cast<unsigned long long>(dropped));
            if (m > 0 && append(notice, static_cast<size_t>(m))) dropped = 0;
          }
          if (dropped > 0 || !append(buf, size)) dropped += size;
        }
      }
    }
    flush_to_parent();
  }
  log.Finish();
  if (parent_alive && dropped > 0) {
    char notice[160];
    const int m =
        snprintf(notice, sizeof notice, kDropNotice, static_cast<unsigned long long>(dropped));
    if (m > 0) (void)WriteAll(5, notice, static_cast<size_t>(m));
  }
  _exit(0);
}

}  // namespace

Job::~Job() {
  if (output_fd_ >= 0) close(output_fd_);
}

base::StatusOr<std::unique_ptr<Job>> Job::Launch(const LaunchSpec& spec) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    return base::Status::Error(std::string("cannot create a pipe: ") + strerror(errno));
  }
  // Build argv/envp before fork: the child only calls async-signal-safe code.
  std::vector<std::string> env_strings;
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string entry(*e);
    bool overridden = false;
    for (const auto& [k, v] : spec.env) {
      if (entry.compare(0, k.size() + 1, k + "=") == 0) overridden = true;
    }
    for (const auto& k : spec.env_remove) {
      if (entry.compare(0, k.size() + 1, k + "=") == 0) overridden = true;
    }
    if (!overridden) env_strings.push_back(entry);
  }
  for (const auto& [k, v] : spec.env) env_strings.push_back(k + "=" + v);
  std::vector<char*> envp;
  for (auto& s : env_strings) envp.push_back(s.data());
  envp.push_back(nullptr);
  std::vector<std::string> args = spec.argv;
  std::vector<char*> argv;
  for (auto& s : args) argv.push_back(s.data());
  argv.push_back(nullptr);

  int log_fd = -1;
  uint64_t log_reserved = 0;
  if (!spec.log_path.empty()) {
    // Never through a link left in the run dir (its target would be
    // overwritten): O_NOFOLLOW refuses a symbolic link as the last component.
    log_fd =
        open(spec.log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (log_fd < 0) {
      const int e = errno;
      close(fds[0]);
      close(fds[1]);
      return base::Status::Error("cannot write " + spec.log_path + ": " +
                                 (e == ELOOP ? std::string("it is a symbolic link, which steplens "
                                                           "never writes through")
                                             : std::string(strerror(e))) +
                                 "; choose another --run-dir");
    }
    // Before the job (and the run database) can fill the disk.
    log_reserved = OutputLog::ReserveFirst(log_fd);
  }
  // An exec failure is reported through a CLOEXEC pipe: errno, or EOF on success.
  int err_pipe[2];
  if (pipe2(err_pipe, O_CLOEXEC) != 0) {
    close(fds[0]);
    close(fds[1]);
    return base::Status::Error(std::string("cannot create a pipe: ") + strerror(errno));
  }
  const pid_t pid = fork();
  if (pid < 0) {
    const int e = errno;
    close(fds[0]);
    close(fds[1]);
    close(err_pipe[0]);
    close(err_pipe[1]);
    return base::Status::Error(std::string("cannot start the job: ") + strerror(e));
  }
  if (pid == 0) {
    setpgid(0, 0);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    dup2(fds[1], STDOUT_FILENO);
    dup2(fds[1], STDERR_FILENO);
    const int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, STDIN_FILENO);
    CloexecFrom(3);  // err_pipe stays open until exec succeeds
    execvpe(argv[0], argv.data(), envp.data());
    const int e = errno;
    (void)!write(err_pipe[1], &e, sizeof e);
    _exit(127);
  }
  setpgid(pid, pid);  // also from the parent, to win the race either way
  close(fds[1]);
  close(err_pipe[1]);
  int child_errno = 0;
  const ssize_t n = read(err_pipe[0], &child_errno, sizeof child_errno);
  close(err_pipe[0]);
  if (n == static_cast<ssize_t>(sizeof child_errno)) {
    waitpid(pid, nullptr, 0);
    close(fds[0]);
    return base::Status::Error("cannot run " + spec.argv[0] + ": " + strerror(child_errno));
  }
  auto job = std::unique_ptr<Job>(new Job());
  job->pid_ = pid;
  job->output_fd_ = fds[0];
  if (log_fd >= 0) {
    int to_parent[2];
    if (pipe2(to_parent, O_CLOEXEC) != 0) {
      close(log_fd);
      return job;  // no tee: steplens reads the job directly (no log)
    }
    const pid_t tee = fork();
    if (tee == 0) {
      setpgid(0, 0);  // out of the terminal's foreground group: no Ctrl-C
      TeeMain(fds[0], log_fd, log_reserved, to_parent[1]);
    }
    close(to_parent[1]);
    close(log_fd);
    if (tee < 0) {
      close(to_parent[0]);
    } else {
      close(fds[0]);
      job->output_fd_ = to_parent[0];
      job->tee_pid_ = tee;
    }
  }
  return job;
}

std::optional<int> Job::Poll() {
  if (tee_pid_ > 0 && waitpid(tee_pid_, nullptr, WNOHANG) == tee_pid_) tee_pid_ = -1;
  if (exit_code_) return exit_code_;
  int status = 0;
  const pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    if (WIFEXITED(status))
      exit_code_ = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
      exit_code_ = 128 + WTERMSIG(status);
    else
      exit_code_ = 1;
  }
  return exit_code_;
}

void Job::ForwardSignal(int sig) const noexcept {
  if (pid_ > 0) kill(-pid_, sig);
}

OutputPump::OutputPump(int fd, Sink sink) : fd_(fd), sink_(std::move(sink)) {
  thread_ = std::thread([this] { Loop(); });
}

OutputPump::~OutputPump() { Stop(0); }

void OutputPump::Loop() {
  char buf[kReadChunk];
  while (!stop_.load(std::memory_order_relaxed)) {
    pollfd p{fd_, POLLIN, 0};
    const int r = poll(&p, 1, kPollMs);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    const ssize_t n = read(fd_, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) break;
    sink_(std::string_view(buf, static_cast<size_t>(n)));
  }
  eof_.store(true);
}

void OutputPump::Stop(int grace_ms) {
  if (!thread_.joinable()) return;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(grace_ms);
  while (!eof_.load() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  stop_.store(true);
  thread_.join();
}

std::string FindPython() {
  const std::string beside = SelfDir() + "/python";
  if (IsExecutable(beside)) return beside;
  if (const char* env = std::getenv("STEPLENS_PYTHON"); env && *env) return env;
  return "python3";
}

int RunPythonQuietly(const std::string& python, const std::string& code) {
  LaunchSpec spec;
  spec.argv = {python, "-c", code};
  auto job = Job::Launch(spec);
  if (!job.ok()) return -1;
  OutputPump pump((*job)->output_fd(), [](std::string_view) {});
  std::optional<int> code_out;
  while (!(code_out = (*job)->Poll())) usleep(10'000);
  pump.Stop(500);
  return *code_out;
}

}  // namespace steplens::cli
