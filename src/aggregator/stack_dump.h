// aggregator/stack_dump.h — a rank's Python stacks, as faulthandler wrote them.
//
// Contract
// - Each rank registers faulthandler on STACK_SIGNAL at init
//   (python/steplens/_failures.py): the signal appends a dump of every
//   thread's stack to <run-dir>/stacks/rank-<R>.txt, whose first line is
//   "steplens stacks: rank R pid P main thread 0xIDENT". `steplens run` sends
//   the signal when it suspects a hang and reads what was appended.
// - ParseStackDump() takes the text appended by one dump and the main
//   thread's ident (from the first line; 0 = unknown) and returns the main
//   thread's innermost frames (most recent call first), at most max_frames,
//   one "file:line in function" per line; "" when the text holds no frame of
//   that thread. Pure, never throws, any input.
// - ReadStackDump() reads a dump appended after `offset` and waits up to
//   wait_ms for it to appear; the reason on failure is one phrase for the
//   user ("stack unavailable: <reason>"). ReadCrashStack() reads the dump a
//   native crash left (faulthandler enabled into the same file).
#ifndef STEPLENS_AGGREGATOR_STACK_DUMP_H_
#define STEPLENS_AGGREGATOR_STACK_DUMP_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace steplens::aggregator {

inline constexpr size_t kStackFrames = 8;

std::string StackDumpPath(const std::string& run_dir, uint32_t rank);
// The main thread's ident from the file's first line; 0 when absent.
uint64_t StackFileMainThread(std::string_view first_line);
// prefer_current: take the "Current thread" block when there is one (the
// thread that crashed, in a fatal-signal dump).
std::string ParseStackDump(std::string_view dump, uint64_t main_thread,
                           size_t max_frames = kStackFrames, bool prefer_current = false);

struct StackRead {
  std::string frames;  // "" when unavailable
  std::string reason;  // why unavailable ("" when frames were read)
};
// Size of the rank's stack file now (-1: absent or unreadable).
int64_t StackFileSize(const std::string& run_dir, uint32_t rank);
StackRead ReadStackDump(const std::string& run_dir, uint32_t rank, int64_t offset, int wait_ms);
// After a fatal signal (SIGSEGV, SIGABRT, ...): the crashing thread's frames
// from the last "Fatal Python error" dump faulthandler left in the rank's
// stack file ("" with the reason when there is none).
StackRead ReadCrashStack(const std::string& run_dir, uint32_t rank);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_STACK_DUMP_H_
