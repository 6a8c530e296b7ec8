#include "cli/run_signals.h"

#include <signal.h>
#include <sys/resource.h>
#include <time.h>

#include <atomic>

namespace steplens::cli {
namespace {

// Set by the signal handler; read by the supervising loop.
std::atomic<pid_t> g_job_pid{-1};
std::atomic<int> g_signals{0};
std::atomic<int> g_first_signal{0};
std::atomic<int64_t> g_first_signal_ns{0};  // CLOCK_MONOTONIC of the first

void OnSignal(int sig) {
  const int n = g_signals.fetch_add(1) + 1;
  if (n == 1) {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);  // async-signal-safe
    g_first_signal_ns.store(static_cast<int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec);
    g_first_signal.store(sig);
  }
  const pid_t pid = g_job_pid.load();
  if (pid > 0) kill(-pid, n == 1 ? sig : SIGKILL);
}

}  // namespace

void InstallRunSignalHandlers() {
  struct sigaction sa {};
  sa.sa_handler = OnSignal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  signal(SIGPIPE, SIG_IGN);
}

void SetSignalTarget(pid_t job_pid) { g_job_pid.store(job_pid); }

ReceivedSignals SignalsReceived() {
  ReceivedSignals r;
  r.count = g_signals.load();
  if (r.count > 0) {
    r.first_signal = g_first_signal.load();
    r.first_ns = g_first_signal_ns.load();
  }
  return r;
}

int EndAsSignal(int sig) {
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, nullptr);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, nullptr);
  const struct rlimit no_core { 0, 0 };
  setrlimit(RLIMIT_CORE, &no_core);
  raise(sig);
  return 128 + sig;  // a signal whose default is to be ignored
}

}  // namespace steplens::cli
