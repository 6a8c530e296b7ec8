// cli/control_socket.cc — see control_socket.h for the contract.
#include "cli/control_socket.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <sstream>
#include <utility>
#include <vector>

#include "base/clock.h"

namespace steplens::cli {
namespace {

constexpr int kListenBacklog = 8;
constexpr int64_t kNsPerMs = 1'000'000;

std::string Errno(const std::string& what) { return what + ": " + std::strerror(errno); }

int MsLeft(int64_t deadline_ns) {
  const int64_t left = deadline_ns - base::MonotonicNs();
  return left <= 0 ? 0 : static_cast<int>((left + kNsPerMs - 1) / kNsPerMs);
}

// The address of `path`, or through /proc/self/fd/<dir_fd> when it is too
// long for sun_path (*dir_fd opened here then; the caller closes it).
bool Address(const std::string& dir, const std::string& path, int* dir_fd, sockaddr_un* addr,
             std::string* bound) {
  std::memset(addr, 0, sizeof(*addr));
  addr->sun_family = AF_UNIX;
  std::string use = path;
  if (use.size() >= sizeof(addr->sun_path)) {
    *dir_fd = ::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (*dir_fd < 0) return false;
    use = "/proc/self/fd/" + std::to_string(*dir_fd) + "/" + kControlSocketName;
    if (use.size() >= sizeof(addr->sun_path)) return false;
  }
  std::memcpy(addr->sun_path, use.c_str(), use.size() + 1);
  *bound = use;
  return true;
}

// Waits for `events` on fd until the deadline: > 0 ready, 0 timed out.
int WaitFor(int fd, short events, int64_t deadline_ns) {
  for (;;) {
    pollfd p{fd, events, 0};
    const int rc = ::poll(&p, 1, MsLeft(deadline_ns));
    if (rc < 0 && errno == EINTR) continue;
    return rc;
  }
}

// Reads up to a newline (not kept) or max bytes; false on timeout / EOF first.
bool ReadLine(int fd, size_t max, int64_t deadline_ns, std::string* line) {
  char c;
  while (line->size() < max) {
    if (WaitFor(fd, POLLIN, deadline_ns) <= 0) return false;
    const ssize_t n = ::recv(fd, &c, 1, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return !line->empty();
    if (c == '\n') return true;
    line->push_back(c);
  }
  return false;
}

bool WriteAll(int fd, std::string_view text, int64_t deadline_ns) {
  while (!text.empty()) {
    const ssize_t n = ::send(fd, text.data(), text.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      text.remove_prefix(static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) &&
        WaitFor(fd, POLLOUT, deadline_ns) > 0) {
      continue;
    }
    return false;
  }
  return true;
}

}  // namespace

base::StatusOr<std::unique_ptr<ControlServer>> ControlServer::Start(const std::string& run_dir,
                                                                    ControlHandler handler) {
  std::unique_ptr<ControlServer> s(new ControlServer());
  s->handler_ = std::move(handler);
  s->path_ = run_dir + "/" + kControlSocketName;
  sockaddr_un addr;
  if (!Address(run_dir, s->path_, &s->dir_fd_, &addr, &s->bind_path_)) {
    return base::Status::Error("no live control (" + s->path_ + "): the path is too long");
  }
  // A socket left by a run that died is replaced; anything else is not ours.
  struct stat st;
  if (::lstat(s->bind_path_.c_str(), &st) == 0) {
    if (!S_ISSOCK(st.st_mode)) {
      return base::Status::Error("no live control: " + s->path_ + " exists and is not a socket");
    }
    ::unlink(s->bind_path_.c_str());
  }
  s->listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (s->listen_fd_ < 0) return base::Status::Error(Errno("no live control: socket"));
  if (::bind(s->listen_fd_, reinterpret_cast<const sockaddr*>(&addr), sizeof(addr)) != 0) {
    return base::Status::Error(Errno("no live control: cannot bind " + s->path_));
  }
  if (::chmod(s->bind_path_.c_str(), S_IRUSR | S_IWUSR) != 0 ||
      ::listen(s->listen_fd_, kListenBacklog) != 0 || ::pipe2(s->wake_fds_, O_CLOEXEC) != 0) {
    const std::string why = Errno("no live control: " + s->path_);
    ::unlink(s->bind_path_.c_str());
    return base::Status::Error(why);
  }
  ControlServer* raw = s.get();
  s->thread_ = std::thread([raw] { raw->Serve(); });
  return s;
}

ControlServer::~ControlServer() {
  Stop();
  if (dir_fd_ >= 0) ::close(dir_fd_);
}

void ControlServer::Stop() {
  if (thread_.joinable()) {
    const char byte = 0;
    (void)!::write(wake_fds_[1], &byte, 1);
    thread_.join();
  }
  if (listen_fd_ >= 0) {
    ::unlink(bind_path_.c_str());
    ::close(listen_fd_);
    listen_fd_ = -1;
  }
  for (int& fd : wake_fds_) {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
}

void ControlServer::Serve() {
  for (;;) {
    pollfd fds[2] = {{listen_fd_, POLLIN, 0}, {wake_fds_[0], POLLIN, 0}};
    const int rc = ::poll(fds, 2, -1);
    if (rc < 0 && errno == EINTR) continue;
    if (rc < 0 || (fds[1].revents & POLLIN) != 0) return;
    if ((fds[0].revents & POLLIN) == 0) continue;
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    Answer(fd);
    ::close(fd);
  }
}

void ControlServer::Answer(int fd) {
  ucred cred{};
  socklen_t len = sizeof(cred);
  if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0 || cred.uid != ::getuid()) {
    return;  // only the user who runs the job switches it
  }
  const int64_t deadline = base::MonotonicNs() + kControlRequestMs * kNsPerMs;
  std::string line;
  std::string answer;
  if (!ReadLine(fd, kMaxControlLineBytes, deadline, &line)) {
    answer = "error: the request was not one line of at most " +
             std::to_string(kMaxControlLineBytes) + " bytes";
  } else {
    answer = handler_(line);
  }
  (void)WriteAll(fd, answer + "\n", deadline);
}

base::StatusOr<std::string> SendControlRequest(const std::string& run_dir, std::string_view line,
                                               int timeout_ms) {
  const std::string path = run_dir + "/" + kControlSocketName;
  int dir_fd = -1;
  sockaddr_un addr;
  std::string bound;
  if (!Address(run_dir, path, &dir_fd, &addr, &bound)) {
    if (dir_fd >= 0) ::close(dir_fd);
    return base::Status::Error(run_dir + " is not a run directory that can be reached");
  }
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  int err = 0;
  if (fd < 0 || ::connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof(addr)) != 0) {
    err = errno;
  }
  if (dir_fd >= 0) ::close(dir_fd);
  if (err != 0 || fd < 0) {
    if (fd >= 0) ::close(fd);
    if (err == ENOENT || err == ECONNREFUSED) {
      return base::Status::Error("no live run in " + run_dir + " (no " + kControlSocketName +
                                 " listening): the run has ended, or was not started by "
                                 "`steplens run` on this node");
    }
    return base::Status::Error("cannot reach the run in " + run_dir + ": " +
                               std::strerror(err != 0 ? err : EBADF));
  }
  const int64_t deadline = base::MonotonicNs() + static_cast<int64_t>(timeout_ms) * kNsPerMs;
  std::string answer;
  const bool ok = WriteAll(fd, std::string(line) + "\n", deadline) &&
                  ReadLine(fd, 4 * kMaxControlLineBytes, deadline, &answer);
  ::close(fd);
  if (!ok) return base::Status::Error("the run in " + run_dir + " did not answer in time");
  return answer;
}

std::string FormatDeepLine(const DeepLine& deep) {
  return std::string("deep ") + DeepModeName(deep.mode) + " " + std::to_string(deep.period) + " " +
         std::to_string(deep.burst);
}

std::optional<DeepLine> ParseDeepLine(std::string_view line) {
  std::istringstream in{std::string(line)};
  std::string word, mode, extra;
  long long period = -1, burst = -1;
  if (!(in >> word >> mode >> period >> burst) || word != "deep" || (in >> extra)) {
    return std::nullopt;
  }
  const std::optional<DeepMode> m = ParseDeepModeName(mode);
  if (!m || mode == "on" || period < 0 || burst < 0 || period > kMaxDeepPeriod ||
      burst > kMaxDeepPeriod) {
    return std::nullopt;
  }
  const DeepLine deep{*m, static_cast<uint32_t>(period), static_cast<uint32_t>(burst)};
  if (!aggregator::DeepRequestProblem(deep).empty()) return std::nullopt;
  return deep;
}

}  // namespace steplens::cli
