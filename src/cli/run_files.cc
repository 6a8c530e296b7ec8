#include "cli/run_files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

std::string Timestamp() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
  return buf;
}

}  // namespace

base::StatusOr<std::string> PrepareRunDir(const std::string& requested) {
  std::error_code ec;
  std::string dir = requested;
  if (dir.empty()) {
    const std::string base = "steplens_runs/" + Timestamp();
    dir = base;
    for (int n = 2; fs::exists(dir, ec); ++n) dir = base + "-" + std::to_string(n);
  } else if (fs::exists(fs::path(dir) / "steplens.db", ec) ||
             fs::exists(fs::path(dir) / "summary.json", ec)) {
    return base::Status::Error("run directory '" + dir +
                               "' already holds a steplens run; choose a new --run-dir");
  }
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) {
    return base::Status::Error("cannot create run directory '" + dir +
                               "': " + (ec ? ec.message() : std::string("not a directory")) +
                               "; choose another with --run-dir");
  }
  if (access(dir.c_str(), W_OK) != 0) {
    return base::Status::Error("run directory '" + dir + "' is not writable: " +
                               std::strerror(errno) + "; choose another with --run-dir");
  }
  // steplens never writes through a link someone left in the run dir (its
  // target would be overwritten): refuse before anything is created.
  for (const char* name : {"stdout.log", "steplens.db", "steplens.db-wal", "steplens.db-shm",
                           "summary.json", "summary.json.tmp"}) {
    if (fs::is_symlink(fs::path(dir) / name, ec)) {
      return base::Status::Error("run directory '" + dir + "' holds a symbolic link " + name +
                                 "; steplens never writes through links: remove it or choose "
                                 "another --run-dir");
    }
  }
  return fs::absolute(dir, ec).lexically_normal().string();
}

// Writes path through path.tmp and a rename. The temporary file is created
// new (never through a link someone left in the run dir) and removed on any
// failure (a full disk leaves no *.tmp behind); errno says why on false.
bool WriteFileAtomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  unlink(tmp.c_str());  // ours from an earlier attempt, or a planted link
  const int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  const bool written = done == text.size() && close(fd) == 0;
  if (!written || std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int e = written ? errno : (errno != 0 ? errno : EIO);
    unlink(tmp.c_str());
    errno = e;
    return false;
  }
  return true;
}

void RemoveCreatedRunFiles(const std::string& dir) {
  std::error_code ec;
  for (const char* f : {"steplens.db", "steplens.db-wal", "steplens.db-shm"}) {
    fs::remove(fs::path(dir) / f, ec);
  }
  fs::remove(dir, ec);  // only if now empty
}

}  // namespace steplens::cli
