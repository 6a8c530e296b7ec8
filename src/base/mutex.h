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
#ifndef STEPLENS_BASE_MUTEX_H_
#define STEPLENS_BASE_MUTEX_H_

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

}  // namespace steplens::base

#endif  // STEPLENS_BASE_MUTEX_H_
