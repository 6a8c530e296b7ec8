// base/status.h — expected failures as values.
//
// Contract: functions that can fail for reasons outside the program's control
// (I/O, bad input, a busy port) return Status or StatusOr<T>, marked
// [[nodiscard]]. The message is one sentence a user can act on. Programmer
// errors are STEPLENS_CHECKs (abort with file:line), never Status.
#ifndef STEPLENS_BASE_STATUS_H_
#define STEPLENS_BASE_STATUS_H_

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace steplens::base {

class [[nodiscard]] Status {
 public:
  Status() = default;  // OK
  static Status Ok() { return Status(); }
  static Status Error(std::string message) {
    Status s;
    s.ok_ = false;
    s.message_ = std::move(message);
    return s;
  }
  bool ok() const { return ok_; }
  const std::string& message() const { return message_; }

 private:
  bool ok_ = true;
  std::string message_;
};

template <typename T>
class [[nodiscard]] StatusOr {
 public:
  StatusOr(T value) : value_(std::move(value)) {}          // NOLINT: implicit by design
  StatusOr(Status status) : status_(std::move(status)) {}  // NOLINT
  bool ok() const { return value_.has_value(); }
  const Status& status() const { return status_; }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  const T& operator*() const { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace steplens::base

#define STEPLENS_CHECK(cond, msg)                                                            \
  do {                                                                                       \
    if (!(cond)) {                                                                           \
      std::fprintf(stderr, "steplens: CHECK failed at %s:%d: %s (%s)\n", __FILE__, __LINE__, \
                   #cond, msg);                                                              \
      std::abort();                                                                          \
    }                                                                                        \
  } while (0)

#endif  // STEPLENS_BASE_STATUS_H_
