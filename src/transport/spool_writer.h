// transport/spool_writer.h — appends encoded frames to a rank's spool file.
//
// Contract
// - A spool file is exactly the frame stream a TCP connection would carry
//   (protocol/codec.h): its first frame must be HELLO, written by the caller
//   right after Open(). A stream may hold only one HELLO, so an existing
//   file is never appended to: Open() creates `<run_dir>/rank-<rank>.spool`
//   or, if that exists, the first free `<run_dir>/rank-<rank>.<n>.spool`
//   (n = 1, 2, ...). Creation is exclusive (O_EXCL), so two writers never
//   share a file.
// - Append() is all-or-nothing per call: a short or failed write (disk full,
//   I/O error) is truncated away so the file never ends in half a frame
//   followed by later frames. The caller counts what it could not write.
// - EnsureDirectory() creates the run directory and its parents (mode 0755).
// - Nothing throws; failures return a Status naming the path. Not
//   thread-safe: one owner thread (the recorder's flusher).
#ifndef STEPLENS_TRANSPORT_SPOOL_WRITER_H_
#define STEPLENS_TRANSPORT_SPOOL_WRITER_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "base/status.h"

namespace steplens::transport {

class SpoolWriter {
 public:
  SpoolWriter() = default;
  ~SpoolWriter();
  SpoolWriter(const SpoolWriter&) = delete;
  SpoolWriter& operator=(const SpoolWriter&) = delete;

  [[nodiscard]] static base::Status EnsureDirectory(const std::string& dir);
  // The path Open() will use first: <run_dir>/rank-<rank>.spool.
  static std::string BasePath(const std::string& run_dir, uint32_t rank);

  [[nodiscard]] base::Status Open(const std::string& run_dir, uint32_t rank);
  [[nodiscard]] base::Status Append(std::string_view bytes);
  void Close();

  bool is_open() const { return fd_ >= 0; }
  const std::string& path() const { return path_; }
  uint64_t bytes_written() const { return size_; }

 private:
  int fd_ = -1;
  std::string path_;
  uint64_t size_ = 0;
};

}  // namespace steplens::transport

#endif  // STEPLENS_TRANSPORT_SPOOL_WRITER_H_
