// base/mutex.h — a mutex whose locking rule the compiler checks.
//
// Contract
// - base::Mutex is std::mutex with clang's thread-safety attributes: data
//   declared STEPLENS_GUARDED_BY(mu) may only be touched with mu held, and a
//   function declared STEPLENS_REQUIRES(mu) may only be called with it held.
//   Clang checks both at compile time with -Wthread-safety (the clang build
//   of scripts/fuzz.sh and scripts/lint.sh turn it into an error); with
//   other compilers the attributes are empty and the types are plain
//   std::mutex wrappers, same cost.
// - MutexLock holds the mutex for its scope; UniqueMutexLock can also be
//   released early (Unlock) — e.g. to run work outside the lock.
// - CondVar is std::condition_variable for a base::Mutex: Wait / WaitUntil
//   are called with the mutex held (checked), release it while they wait
//   and hold it again when they return. Wakeups may be spurious: wait in a
//   `while (!condition) cv.Wait(mu);` loop, which the analysis checks (a
//   predicate lambda would read guarded members where it cannot see the
//   lock). Notify* may be called with or without the mutex held.
#ifndef STEPLENS_BASE_MUTEX_H_
#define STEPLENS_BASE_MUTEX_H_

#include <chrono>
#include <condition_variable>
#include <mutex>

#if defined(__clang__)
#define STEPLENS_THREAD_ATTR(x) __attribute__((x))
#else
#define STEPLENS_THREAD_ATTR(x)
#endif

#define STEPLENS_CAPABILITY(x) STEPLENS_THREAD_ATTR(capability(x))
#define STEPLENS_SCOPED_CAPABILITY STEPLENS_THREAD_ATTR(scoped_lockable)
#define STEPLENS_GUARDED_BY(x) STEPLENS_THREAD_ATTR(guarded_by(x))
#define STEPLENS_PT_GUARDED_BY(x) STEPLENS_THREAD_ATTR(pt_guarded_by(x))
#define STEPLENS_REQUIRES(...) STEPLENS_THREAD_ATTR(requires_capability(__VA_ARGS__))
#define STEPLENS_EXCLUDES(...) STEPLENS_THREAD_ATTR(locks_excluded(__VA_ARGS__))
#define STEPLENS_ACQUIRE(...) STEPLENS_THREAD_ATTR(acquire_capability(__VA_ARGS__))
#define STEPLENS_RELEASE(...) STEPLENS_THREAD_ATTR(release_capability(__VA_ARGS__))

namespace steplens::base {

class STEPLENS_CAPABILITY("mutex") Mutex {
 public:
  void Lock() STEPLENS_ACQUIRE() { mu_.lock(); }
  void Unlock() STEPLENS_RELEASE() { mu_.unlock(); }

 private:
  friend class CondVar;
  std::mutex mu_;
};

class STEPLENS_SCOPED_CAPABILITY MutexLock {
 public:
  explicit MutexLock(Mutex& mu) STEPLENS_ACQUIRE(mu) : mu_(mu) { mu_.Lock(); }
  ~MutexLock() STEPLENS_RELEASE() { mu_.Unlock(); }
  MutexLock(const MutexLock&) = delete;
  MutexLock& operator=(const MutexLock&) = delete;

 private:
  Mutex& mu_;
};

class STEPLENS_SCOPED_CAPABILITY UniqueMutexLock {
 public:
  explicit UniqueMutexLock(Mutex& mu) STEPLENS_ACQUIRE(mu) : mu_(mu) { mu_.Lock(); }
  ~UniqueMutexLock() STEPLENS_RELEASE() {
    if (held_) mu_.Unlock();
  }
  void Unlock() STEPLENS_RELEASE() {
    held_ = false;
    mu_.Unlock();
  }
  UniqueMutexLock(const UniqueMutexLock&) = delete;
  UniqueMutexLock& operator=(const UniqueMutexLock&) = delete;

 private:
  Mutex& mu_;
  bool held_ = true;
};

class CondVar {
 public:
  using Clock = std::chrono::steady_clock;

  void Wait(Mutex& mu) STEPLENS_REQUIRES(mu) {
    std::unique_lock<std::mutex> lock(mu.mu_, std::adopt_lock);
    cv_.wait(lock);
    lock.release();  // still held: the caller's lock object owns it
  }
  // False when the deadline passed (the mutex is held again either way).
  bool WaitUntil(Mutex& mu, Clock::time_point deadline) STEPLENS_REQUIRES(mu) {
    std::unique_lock<std::mutex> lock(mu.mu_, std::adopt_lock);
    const bool woken = cv_.wait_until(lock, deadline) == std::cv_status::no_timeout;
    lock.release();
    return woken;
  }
  void NotifyOne() { cv_.notify_one(); }
  void NotifyAll() { cv_.notify_all(); }

 private:
  std::condition_variable cv_;
};

}  // namespace steplens::base

#endif  // STEPLENS_BASE_MUTEX_H_
