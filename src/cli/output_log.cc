#include "cli/output_log.h"

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>

namespace steplens::cli {
namespace {

// The next piece of reservation: an eighth of the free space, clamped.
uint64_t ReserveChunk(int fd) {
  struct statvfs fs {};
  if (fstatvfs(fd, &fs) != 0) return kLogReserveMin;
  const uint64_t free_bytes = static_cast<uint64_t>(fs.f_bavail) * fs.f_frsize;
  return std::clamp(free_bytes / kLogReserveShareOfFree, kLogReserveMin, kLogReserveMax);
}

}  // namespace

OutputLog::OutputLog(int fd) : fd_(fd) { (void)ReserveTo(kLogNoticeRoom); }

OutputLog::OutputLog(int fd, uint64_t reserved_end) : fd_(fd), reserved_end_(reserved_end) {}

bool OutputLog::ReserveTo(uint64_t target) {
  if (!can_reserve_) return false;
  if (target <= reserved_end_) return true;
  // Ask for a whole chunk ahead, else just what is needed.
  const uint64_t needed = target - reserved_end_;
  const uint64_t sizes[2] = {std::max(needed, ReserveChunk(fd_)), needed};
  for (uint64_t size : sizes) {
    if (fallocate(fd_, FALLOC_FL_KEEP_SIZE, static_cast<off_t>(reserved_end_),
                  static_cast<off_t>(size)) == 0) {
      reserved_end_ += size;
      return true;
    }
    if (errno == EOPNOTSUPP || errno == ENOSYS || errno == ENODEV || errno == EINVAL) {
      can_reserve_ = false;  // plain writes from now on
      return false;
    }
  }
  return false;
}

size_t OutputLog::WriteSome(const char* data, size_t size) {
  size_t done = 0;
  while (done < size) {
    const ssize_t n = write(fd_, data + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  written_ += done;
  return done;
}

void OutputLog::Append(const char* data, size_t size) {
  if (full_ || finished_) {
    lost_ += size;
    return;
  }
  size_t fits = size;
  if (can_reserve_ && !ReserveTo(written_ + size + kLogNoticeRoom) && can_reserve_) {
    // The disk is full: the reservation takes what it still can, short of
    // the room kept for the closing line.
    const uint64_t room =
        reserved_end_ > written_ + kLogNoticeRoom ? reserved_end_ - written_ - kLogNoticeRoom : 0;
    fits = static_cast<size_t>(std::min<uint64_t>(size, room));
  }
  const size_t done = WriteSome(data, fits);
  if (done < size) {
    full_ = true;
    lost_ += size - done;
  }
}

void OutputLog::Finish() {
  if (finished_) return;
  finished_ = true;
  if (lost_ > 0) {
    char notice[256];
    const int m = std::snprintf(notice, sizeof notice, kLogFullNotice,
                                static_cast<unsigned long long>(lost_));
    if (m > 0) (void)WriteSome(notice, static_cast<size_t>(m));
  }
  // Give back the blocks reserved past the end: tmpfs frees them on a
  // punched hole, ext4 only on a truncate (even to the same size).
  if (reserved_end_ > written_) {
    (void)fallocate(fd_, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(written_),
                    static_cast<off_t>(reserved_end_ - written_));
    (void)!ftruncate(fd_, static_cast<off_t>(written_));
  }
}

}  // namespace steplens::cli
