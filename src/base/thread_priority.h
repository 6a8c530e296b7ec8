// Thread priority: a background thread steps back behind the threads whose
// latency a user sees.
//
// Contract: LowerThisThreadPriority(by) raises the calling thread's nice
// value by `by` (capped at 19), leaving the rest of the process as it was
// (on Linux a nice value belongs to a thread). Lowering a priority needs no
// privilege; failure is ignored (the thread then runs as before). Safe on
// any thread, any time. Under CFS a thread at nice +5 gets about a third of
// the CPU a nice-0 thread gets while both want it, and all the CPU left
// idle: it is slowed only when something else needs the core.
#pragma once

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace steplens::base {

inline void LowerThisThreadPriority(int by) {
  const auto tid = static_cast<id_t>(syscall(SYS_gettid));
  errno = 0;
  const int now = getpriority(PRIO_PROCESS, tid);
  if (now == -1 && errno != 0) return;
  (void)setpriority(PRIO_PROCESS, tid, std::min(19, now + by));
}

}  // namespace steplens::base
