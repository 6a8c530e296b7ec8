// cli/output_log.h — stdout.log as the output tee writes it: kept as far as
// the disk allows, and saying where it stops.
//
// Why: the run database lives on the same disk. On a full disk (the issue's
// 400 KiB tmpfs) the database took every block before the job printed much,
// and stdout.log ended up empty.
//
// Contract
// - OutputLog writes to an open, empty log file (not owned). At once it
//   reserves room ahead of the writes (fallocate with FALLOC_FL_KEEP_SIZE:
//   blocks are taken, the file's size is unchanged): an eighth of the free
//   space, between 4 KiB and 1 MiB. Append() extends the reservation as the
//   log grows, so whatever fills the disk later, the log still gets what
//   was reserved for it. `steplens run` reserves in Job::Launch, before the
//   tee and the job start.
// - Disk full: Append() writes what fits, keeping kLogNoticeRoom bytes of the
//   reservation for Finish()'s line, and counts the rest in lost(); full()
//   turns true at the first loss (the tee then says so on the terminal).
// - Finish() (once, at the job's end): when bytes were lost, appends one
//   line (kLogFullNotice) saying how many; then frees the unused reservation.
// - A filesystem without fallocate: plain writes; the first failing write
//   ends the log and is counted the same, but the closing line may not fit.
// - No allocation, no exceptions, no locks: it runs in the tee process
//   after fork(). One thread.
#ifndef STEPLENS_CLI_OUTPUT_LOG_H_
#define STEPLENS_CLI_OUTPUT_LOG_H_

#include <cstddef>
#include <cstdint>

namespace steplens::cli {

inline constexpr uint64_t kLogReserveMin = 4096;
inline constexpr uint64_t kLogReserveMax = 1 << 20;
inline constexpr uint64_t kLogReserveShareOfFree = 8;  // reserve 1/8 of free space
inline constexpr size_t kLogNoticeRoom = 256;

// The last line of a log cut by a full disk (printf format: the bytes lost).
inline constexpr const char* kLogFullNotice =
    "\n[steplens: stdout.log stops here: the disk is full; %llu more bytes of the "
    "job's output were not saved (the terminal showed them)]\n";

// The tee's line on the terminal at the first loss (printf format: the bytes
// stdout.log keeps).
inline constexpr const char* kLogFullTerminalNotice =
    "\n[steplens: the disk is full: stdout.log keeps the first %llu bytes of the "
    "job's output; the rest is shown here only]\n";

class OutputLog {
 public:
  // Reserves the first room for the new log at fd.
  explicit OutputLog(int fd);
  // Adopts room already reserved (ReserveFirst) by the process that opened
  // the file: the tee is forked after the reservation, so nothing on the
  // disk can take it first.
  OutputLog(int fd, uint64_t reserved_end);
  [[nodiscard]] static uint64_t ReserveFirst(int fd) { return OutputLog(fd).reserved_end(); }

  OutputLog(const OutputLog&) = delete;
  OutputLog& operator=(const OutputLog&) = delete;

  void Append(const char* data, size_t size);
  void Finish();

  bool full() const { return full_; }
  uint64_t written() const { return written_; }
  uint64_t lost() const { return lost_; }
  uint64_t reserved_end() const { return reserved_end_; }

 private:
  // Extends the reservation to cover `target` bytes; false when the disk
  // cannot give them.
  bool ReserveTo(uint64_t target);
  // Writes up to size bytes at the end; returns how many went in.
  size_t WriteSome(const char* data, size_t size);

  const int fd_;
  uint64_t written_ = 0;
  uint64_t reserved_end_ = 0;
  uint64_t lost_ = 0;
  bool can_reserve_ = true;
  bool full_ = false;
  bool finished_ = false;
};

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_OUTPUT_LOG_H_
