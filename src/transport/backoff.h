// transport/backoff.h — exponential reconnect backoff.
//
// Contract
// - Backoff hands out the delay before the next reconnect attempt: it starts
//   at initial_ms, doubles after every failure and is capped at max_ms
//   (defaults 0.2 s .. 5 s). Reset() after a successful connect.
// - Deterministic (no jitter): ranks reconnecting to one aggregator are
//   already spread by their own flush timing, and tests can assert the
//   sequence.
// - Plain value type; not thread-safe (owned by one flusher thread).
#ifndef STEPLENS_TRANSPORT_BACKOFF_H_
#define STEPLENS_TRANSPORT_BACKOFF_H_

#include <cstdint>

namespace steplens::transport {

inline constexpr int64_t kDefaultBackoffInitialMs = 200;
inline constexpr int64_t kDefaultBackoffMaxMs = 5000;

class Backoff {
 public:
  Backoff() = default;
  Backoff(int64_t initial_ms, int64_t max_ms)
      : initial_ms_(initial_ms), max_ms_(max_ms), next_ms_(initial_ms) {}

  // The delay to wait after a failure; grows the following one.
  int64_t NextDelayMs() {
    const int64_t delay = next_ms_;
    next_ms_ = next_ms_ >= max_ms_ / 2 ? max_ms_ : next_ms_ * 2;
    return delay;
  }
  void Reset() { next_ms_ = initial_ms_; }
  int64_t peek_ms() const { return next_ms_; }

 private:
  int64_t initial_ms_ = kDefaultBackoffInitialMs;
  int64_t max_ms_ = kDefaultBackoffMaxMs;
  int64_t next_ms_ = kDefaultBackoffInitialMs;
};

}  // namespace steplens::transport

#endif  // STEPLENS_TRANSPORT_BACKOFF_H_
