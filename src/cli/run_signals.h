// cli/run_signals.h — Ctrl-C and SIGTERM while `steplens run` supervises a
// job.
//
// Contract
// - InstallRunSignalHandlers(): SIGINT and SIGTERM are counted and forwarded
//   to the process group of the job set by SetSignalTarget(): the first one
//   as itself, any later one as SIGKILL. SIGPIPE is ignored. The handler is
//   async-signal-safe (atomics, clock_gettime, kill).
// - SignalsReceived(): how many have arrived, and the first one's number
//   and CLOCK_MONOTONIC time; read by the supervising loop.
// - Process-wide state (a signal handler has no other home): one supervised
//   job per process.
// - EndAsSignal(sig): a parent that watched its child end by `sig` (or
//   stopped its children for it) ends the same way, so its own parent sees
//   that signal: the default action, unblocked, raised on itself, without a
//   core file (a SIGQUIT's or SIGSEGV's core would be this wrapper's, not the
//   rank's). Returns 128 + sig only where that default is to ignore it.
//   Used by `_rank-exec` and `_local-launch`.
#ifndef STEPLENS_CLI_RUN_SIGNALS_H_
#define STEPLENS_CLI_RUN_SIGNALS_H_

#include <sys/types.h>

#include <cstdint>

namespace steplens::cli {

struct ReceivedSignals {
  int count = 0;
  int first_signal = 0;  // its number (SIGINT, SIGTERM)
  int64_t first_ns = 0;  // CLOCK_MONOTONIC when it arrived
};

void InstallRunSignalHandlers();
void SetSignalTarget(pid_t job_pid);
ReceivedSignals SignalsReceived();
int EndAsSignal(int sig);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_SIGNALS_H_
