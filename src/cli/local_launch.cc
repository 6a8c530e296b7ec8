#include "cli/local_launch.h"

#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

#include "cli/commands.h"
#include "cli/run_launch.h"
#include "cli/run_signals.h"

extern char** environ;

namespace steplens::cli {
namespace {

// Stop signals end the job (forwarded, then the grace); the others are only
// passed on.
constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
constexpr int kPassedSignals[] = {SIGUSR1, SIGUSR2};
volatile sig_atomic_t g_received[NSIG] = {};

void Note(int sig) {
  if (sig > 0 && sig < NSIG) g_received[sig] = 1;
}

bool Take(int sig) {
  if (!g_received[sig]) return false;
  g_received[sig] = 0;
  return true;
}

struct Rank {
  pid_t pid = -1;
  bool live = false;
  int code = 0;  // once ended: its exit code, or 128 + the signal that ended it
};

// This process's environment with `over` applied, as execve wants it.
std::vector<std::string> EnvironmentWith(
    const std::vector<std::pair<std::string, std::string>>& over) {
  std::map<std::string, std::string> env;
  for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
    const char* eq = std::strchr(*e, '=');
    if (eq != nullptr) env[std::string(*e, static_cast<size_t>(eq - *e))] = eq + 1;
  }
  for (const auto& [name, value] : over) env[name] = value;
  std::vector<std::string> out;
  out.reserve(env.size());
  for (const auto& [name, value] : env) out.push_back(name + "=" + value);
  return out;
}

std::vector<char*> Pointers(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (auto& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

void SignalLive(const std::vector<Rank>& ranks, int sig) {
  for (const Rank& r : ranks) {
    if (r.live) kill(r.pid, sig);
  }
}

std::string HowItEnded(int code) {
  if (code > 128 && code < 128 + NSIG) {
    return "was ended by signal " + std::to_string(code - 128) + " (" + strsignal(code - 128) + ")";
  }
  return "exited with code " + std::to_string(code);
}

}  // namespace

std::vector<std::pair<std::string, std::string>> LocalRankEnv(int nproc, int rank, int port,
                                                              const std::string& run_id,
                                                              const EnvLookup& lookup) {
  const std::string n = std::to_string(nproc);
  const std::string r = std::to_string(rank);
  std::vector<std::pair<std::string, std::string>> out = {
      {"RANK", r},
      {"LOCAL_RANK", r},
      {"GROUP_RANK", "0"},
      {"ROLE_RANK", r},
      {"ROLE_NAME", "default"},
      {"WORLD_SIZE", n},
      {"LOCAL_WORLD_SIZE", n},
      {"GROUP_WORLD_SIZE", "1"},
      {"ROLE_WORLD_SIZE", n},
      {"MASTER_ADDR", "127.0.0.1"},
      {"MASTER_PORT", std::to_string(port)},
      {"TORCHELASTIC_RUN_ID", run_id.empty() ? std::string("none") : run_id},
      {"TORCHELASTIC_RESTART_COUNT", "0"},
      {"TORCHELASTIC_MAX_RESTARTS", "0"},
      {"TORCHELASTIC_USE_AGENT_STORE", "False"},
  };
  if (lookup("TORCH_NCCL_ASYNC_ERROR_HANDLING") == nullptr) {
    out.emplace_back("TORCH_NCCL_ASYNC_ERROR_HANDLING", "1");
  }
  if (lookup("OMP_NUM_THREADS") == nullptr && nproc > 1) out.emplace_back("OMP_NUM_THREADS", "1");
  return out;
}

int RunLocalLaunchCommand(const std::vector<std::string>& args) {
  long nproc = 0;
  if (args.size() < 2 || !ParseInt(args[0], 1, 4096, &nproc)) {
    PrintError("_local-launch is internal to `steplens run`: it needs N and a program to run");
    return kExitUsage;
  }
  const int port = FreeLocalPort();
  if (port == 0) {
    PrintError("cannot find a free local port for the ranks' rendezvous (MASTER_PORT)");
    return kExitFailure;
  }
  const char* run_id_env = std::getenv("STEPLENS_RUN_ID");
  const std::string run_id = run_id_env != nullptr ? run_id_env : "";

  struct sigaction sa {};
  sa.sa_handler = Note;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a signal cuts the poll's sleep short
  for (int sig : kStopSignals) sigaction(sig, &sa, nullptr);
  for (int sig : kPassedSignals) sigaction(sig, &sa, nullptr);

  std::vector<std::string> argv_strings(args.begin() + 1, args.end());
  std::vector<char*> argv = Pointers(argv_strings);
  std::vector<Rank> ranks(static_cast<size_t>(nproc));
  size_t live = 0;
  int first_failure = 0;  // its code; 0 while every rank that ended did well
  for (int r = 0; r < nproc; ++r) {
    // Built before fork: the child only calls async-signal-safe functions.
    std::vector<std::string> env_strings =
        EnvironmentWith(LocalRankEnv(static_cast<int>(nproc), r, port, run_id, std::getenv));
    std::vector<char*> envp = Pointers(env_strings);
    const pid_t pid = fork();
    if (pid < 0) {
      PrintError(std::string("cannot start rank ") + std::to_string(r) + ": " +
                 std::strerror(errno));
      first_failure = kExitFailure;
      break;
    }
    if (pid == 0) {
      setpgid(0, 0);  // a signal to the job's group reaches the launcher only
      execvpe(argv[0], argv.data(), envp.data());
      std::fprintf(stderr, "steplens: cannot run %s: %s\n", argv[0], std::strerror(errno));
      _exit(127);
    }
    setpgid(pid, pid);  // both sides: no race with the child's own call
    ranks[static_cast<size_t>(r)] = Rank{pid, true, 0};
    ++live;
  }

  int stop_signal = 0;  // the first stop signal received
  bool stopping = first_failure != 0;
  if (stopping) SignalLive(ranks, SIGTERM);
  auto deadline = std::chrono::steady_clock::now() + kStopGrace;
  bool killed = false;
  while (live > 0) {
    for (int sig : kStopSignals) {
      if (!Take(sig)) continue;
      SignalLive(ranks, sig);
      if (stop_signal == 0) stop_signal = sig;
      if (!stopping) deadline = std::chrono::steady_clock::now() + kStopGrace;
      stopping = true;
    }
    for (int sig : kPassedSignals) {
      if (Take(sig)) SignalLive(ranks, sig);
    }
    int status = 0;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
      for (size_t r = 0; r < ranks.size(); ++r) {
        Rank& rank = ranks[r];
        if (rank.pid != pid || !rank.live) continue;
        rank.live = false;
        --live;
        rank.code = WIFSIGNALED(status) ? 128 + WTERMSIG(status)
                                        : (WIFEXITED(status) ? WEXITSTATUS(status) : 1);
        if (rank.code == 0 || first_failure != 0) break;
        first_failure = rank.code;
        if (stopping) break;  // a stop signal already went to every rank
        std::fprintf(stderr,
                     "steplens: rank %zu %s; stopping the other ranks (SIGTERM now, SIGKILL "
                     "after %llds)\n",
                     r, HowItEnded(rank.code).c_str(), static_cast<long long>(kStopGrace.count()));
        SignalLive(ranks, SIGTERM);
        stopping = true;
        deadline = std::chrono::steady_clock::now() + kStopGrace;
        break;
      }
    }
    if (live == 0) break;
    if (stopping && std::chrono::steady_clock::now() >= deadline) {
      if (killed) {
        // Still there after SIGKILL: stuck in the kernel (a wedged device or
        // NIC). Left behind rather than never ending, as torchrun does.
        std::fprintf(stderr, "steplens: %zu rank(s) did not end after SIGKILL; leaving them\n",
                     live);
        if (first_failure == 0) first_failure = kExitFailure;
        break;
      }
      std::fprintf(stderr, "steplens: %zu rank(s) still running %llds after the stop: SIGKILL\n",
                   live, static_cast<long long>(kStopGrace.count()));
      SignalLive(ranks, SIGKILL);
      killed = true;
      deadline = std::chrono::steady_clock::now() + kStopGrace;
    }
    const timespec pause{0, 50 * 1000 * 1000};
    nanosleep(&pause, nullptr);  // a signal or nothing: the loop looks again
  }

  if (first_failure == 0) return 0;
  return stop_signal != 0 ? EndAsSignal(stop_signal) : first_failure;
}

}  // namespace steplens::cli
