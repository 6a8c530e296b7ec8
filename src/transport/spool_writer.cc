#include "transport/spool_writer.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>

namespace steplens::transport {
namespace {

constexpr mode_t kDirMode = 0755;
constexpr mode_t kFileMode = 0644;
// Beyond this many rank-<r>.<n>.spool files something is wrong (a loop
// restarting the recorder); refuse rather than scan forever.
constexpr int kMaxSpoolSuffix = 10000;

std::string ErrnoMessage(const std::string& what, int err) {
  return what + ": " + std::strerror(err);
}

bool IsDirectory(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

}  // namespace

SpoolWriter::~SpoolWriter() { Close(); }

base::Status SpoolWriter::EnsureDirectory(const std::string& dir) {
  if (dir.empty()) return base::Status::Error("run directory is empty");
  if (IsDirectory(dir)) return base::Status::Ok();
  // Create each missing component, like mkdir -p.
  std::string partial;
  partial.reserve(dir.size());
  for (size_t i = 0; i <= dir.size(); ++i) {
    if (i < dir.size() && dir[i] != '/') {
      partial.push_back(dir[i]);
      continue;
    }
    if (!partial.empty() && partial != "." && partial != "..") {
      if (::mkdir(partial.c_str(), kDirMode) != 0 && errno != EEXIST) {
        return base::Status::Error(
            ErrnoMessage("cannot create run directory '" + partial + "'", errno));
      }
    }
    if (i < dir.size()) partial.push_back('/');
  }
  if (!IsDirectory(dir)) {
    return base::Status::Error("cannot create run directory '" + dir +
                               "': a path component is not a directory");
  }
  return base::Status::Ok();
}

std::string SpoolWriter::BasePath(const std::string& run_dir, uint32_t rank) {
  char name[48];
  std::snprintf(name, sizeof(name), "rank-%u.spool", rank);
  return run_dir + "/" + name;
}

base::Status SpoolWriter::Open(const std::string& run_dir, uint32_t rank) {
  Close();
  if (base::Status s = EnsureDirectory(run_dir); !s.ok()) return s;
  for (int n = 0; n <= kMaxSpoolSuffix; ++n) {
    std::string path;
    if (n == 0) {
      path = BasePath(run_dir, rank);
    } else {
      char name[64];
      std::snprintf(name, sizeof(name), "rank-%u.%d.spool", rank, n);
      path = run_dir + "/" + name;
    }
    const int fd =
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, kFileMode);
    if (fd >= 0) {
      fd_ = fd;
      path_ = std::move(path);
      size_ = 0;
      return base::Status::Ok();
    }
    if (errno != EEXIST) {
      return base::Status::Error(ErrnoMessage("cannot create spool file '" + path + "'", errno));
    }
  }
  return base::Status::Error("too many spool files for rank " + std::to_string(rank) + " in '" +
                             run_dir + "'");
}

base::Status SpoolWriter::Append(std::string_view bytes) {
  if (fd_ < 0) return base::Status::Error("spool file is not open");
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n > 0) {
      done += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    const int err = n < 0 ? errno : ENOSPC;
    // Keep the file a clean frame stream: drop the partial tail.
    if (done > 0 && ::ftruncate(fd_, static_cast<off_t>(size_)) != 0) {
      // The tail cannot be removed; stop writing to this file at all rather
      // than follow half a frame with more frames.
      Close();
      return base::Status::Error(ErrnoMessage("spool file '" + path_ + "' left truncated", err));
    }
    return base::Status::Error(ErrnoMessage("cannot write spool file '" + path_ + "'", err));
  }
  size_ += bytes.size();
  return base::Status::Ok();
}

void SpoolWriter::Close() {
  if (fd_ >= 0) {
    ::close(fd_);
    fd_ = -1;
  }
}

}  // namespace steplens::transport
