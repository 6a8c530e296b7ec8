// Thread names: every long-lived thread steplens starts names itself, so
// `top -H`, `perf report --sort comm`, py-spy and gdb show which steplens
// part a thread is (in a training process, the flusher stands out from
// torch's threads).
//
// Contract: NameThisThread(name) names the calling thread; Linux keeps at
// most 15 bytes (longer names are cut). Failure is ignored: a name is a
// diagnostic aid, never a reason to stop. Safe on any thread, any time.
#pragma once

#include <pthread.h>

#include <cstring>

namespace steplens::base {

inline void NameThisThread(const char* name) {
  char buf[16];
  std::strncpy(buf, name, sizeof buf - 1);
  buf[sizeof buf - 1] = '\0';
  (void)pthread_setname_np(pthread_self(), buf);
}

}  // namespace steplens::base
