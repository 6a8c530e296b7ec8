// base/clock.h — the clocks every component reads.
//
// Contract: MonotonicNs() is CLOCK_MONOTONIC in nanoseconds, shared by every
// process on a host (so ranks on one host compare directly); WallNs() is
// CLOCK_REALTIME. Both are async-signal-safe, lock-free and allocation-free:
// callable from the training thread's hot path (one vDSO clock read).
#ifndef STEPLENS_BASE_CLOCK_H_
#define STEPLENS_BASE_CLOCK_H_

#include <time.h>

#include <cstdint>

namespace steplens::base {

inline int64_t ReadClock(clockid_t id) noexcept {
  timespec ts;
  clock_gettime(id, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}
inline int64_t MonotonicNs() noexcept { return ReadClock(CLOCK_MONOTONIC); }
inline int64_t WallNs() noexcept { return ReadClock(CLOCK_REALTIME); }

}  // namespace steplens::base

#endif  // STEPLENS_BASE_CLOCK_H_
