// `steplens _rank-exec PROGRAM [ARGS...]` — the parent of one rank's process.
//
// Internal: `steplens run` starts each rank through it (on one node from
// `steplens _local-launch`, cli/local_launch.h; across nodes from
// torch.distributed.run --no-python), so that how the rank ended is known
// exactly, whatever killed it (aggregator/rank_exit.h):
// - runs PROGRAM as a child with the same environment and descriptors;
// - runs it in a process group of its own and forwards SIGINT, SIGTERM,
//   SIGHUP, SIGQUIT, SIGUSR1 and SIGUSR2 to it (its launcher stops it with
//   a signal to the wrapper or killpg on the wrapper's group): each signal
//   reaches the rank exactly once, through the wrapper;
// - asks to receive SIGTERM when its own parent (the launcher) dies,
//   and forwards it: a killed launcher leaves no orphan rank training unseen;
// - when the child ends, writes <STEPLENS_RUN_DIR>/ranks/rank-<RANK>.exit
//   (RANK from its launcher's environment, 0 when unset) and ends the same way:
//   the same exit code, or the same signal raised on itself.
// It never blocks the rank: it only waits for it.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "aggregator/rank_exit.h"
#include "base/clock.h"
#include "cli/commands.h"
#include "cli/run_signals.h"

namespace steplens::cli {
namespace {

volatile sig_atomic_t g_child = 0;
constexpr int kForwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2};

void Forward(int sig) {
  const pid_t child = g_child;
  if (child > 0) kill(child, sig);
}

uint32_t EnvRank() {
  const char* rank = std::getenv("RANK");
  if (rank == nullptr || *rank == '\0') return 0;
  char* end = nullptr;
  const unsigned long v = std::strtoul(rank, &end, 10);
  return (end != nullptr && *end == '\0' && v < (1ul << 31)) ? static_cast<uint32_t>(v) : 0;
}

void WriteExitRecord(const aggregator::RankExit& e) {
  const char* dir = std::getenv("STEPLENS_RUN_DIR");
  if (dir == nullptr || *dir == '\0') return;
  const std::string ranks_dir = std::string(dir) + "/ranks";
  mkdir(ranks_dir.c_str(), 0755);  // EEXIST is fine
  const std::string path = aggregator::RankExitPath(dir, e.rank);
  const std::string tmp = path + ".tmp";
  const int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) {
    std::fprintf(stderr, "steplens: cannot record how rank %u ended (%s: %s)\n", e.rank,
                 tmp.c_str(), std::strerror(errno));
    return;
  }
  const std::string text = aggregator::FormatRankExit(e);
  const bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  close(fd);
  if (!ok || rename(tmp.c_str(), path.c_str()) != 0) unlink(tmp.c_str());
}

}  // namespace

int RunRankExecCommand(const std::vector<std::string>& args) {
  if (args.empty()) {
    PrintError("_rank-exec is internal to `steplens run`: it needs a program to run");
    return kExitUsage;
  }
  const pid_t parent = getppid();
  struct sigaction sa {};
  sa.sa_handler = Forward;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  for (int sig : kForwarded) sigaction(sig, &sa, nullptr);
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (getppid() != parent) Forward(SIGTERM);  // the agent died before prctl

  std::vector<std::string> argv_strings = args;
  std::vector<char*> argv;
  for (auto& s : argv_strings) argv.push_back(s.data());
  argv.push_back(nullptr);
  const pid_t wrapper = getpid();
  const pid_t child = fork();
  if (child < 0) {
    PrintError(std::string("cannot start the rank: ") + std::strerror(errno));
    return kExitFailure;
  }
  if (child == 0) {
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    for (int sig : kForwarded) sigaction(sig, &dfl, nullptr);
    setpgid(0, 0);                                   // signals reach it through the wrapper only
    prctl(PR_SET_PDEATHSIG, SIGKILL);                // the wrapper itself never dies first
    if (getppid() != wrapper) _exit(128 + SIGKILL);  // it died before prctl
    execvp(argv[0], argv.data());
    std::fprintf(stderr, "steplens: cannot run %s: %s\n", argv[0], std::strerror(errno));
    _exit(127);
  }
  setpgid(child, child);  // both sides: no race with the child's own call
  g_child = child;
  int status = 0;
  pid_t r;
  do {
    r = waitpid(child, &status, 0);
  } while (r < 0 && errno == EINTR);
  aggregator::RankExit e;
  e.rank = EnvRank();
  e.pid = static_cast<uint32_t>(child);
  e.mono_ns = base::MonotonicNs();
  if (r == child && WIFSIGNALED(status)) {
    e.signal = WTERMSIG(status);
    e.core_dumped = WCOREDUMP(status);
  } else {
    e.exit_code = (r == child && WIFEXITED(status)) ? WEXITSTATUS(status) : 1;
  }
  g_child = 0;
  WriteExitRecord(e);
  // The rank dumped its core, if any; the wrapper never does.
  return e.signal != 0 ? EndAsSignal(e.signal) : e.exit_code;
}

}  // namespace steplens::cli
