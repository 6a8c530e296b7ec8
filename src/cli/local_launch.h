// cli/local_launch.h — one node's ranks started by steplens itself, in place
// of `python -m torch.distributed.run --standalone`.
//
// Internal: `steplens run --nproc-per-node N` (N > 1, one node) runs
// `steplens _local-launch N PROGRAM [ARGS...]` as its job; several nodes
// still go through torch.distributed.run (cli/multinode.h). It saves the
// agent's own Python and torch import before any rank can start (measured:
// a 2-rank gloo job that only joins a group took 5.1 s under torchrun and
// 2.8 s started directly), and it behaves as torchrun does with its
// defaults (no restarts):
// - LocalRankEnv(): each rank gets the variables torchrun gives a worker
//   (RANK, LOCAL_RANK, GROUP_RANK, ROLE_RANK, ROLE_NAME, WORLD_SIZE,
//   LOCAL_WORLD_SIZE, GROUP_WORLD_SIZE, ROLE_WORLD_SIZE, MASTER_ADDR
//   127.0.0.1, MASTER_PORT a free port (FreeLocalPort), TORCHELASTIC_RUN_ID (the steplens
//   run id), TORCHELASTIC_RESTART_COUNT and _MAX_RESTARTS 0,
//   TORCHELASTIC_USE_AGENT_STORE False: rank 0 hosts the store), and, unless
//   the environment sets them, TORCH_NCCL_ASYNC_ERROR_HANDLING 1 and
//   OMP_NUM_THREADS 1. Like torchrun it overrides any RANK or MASTER_* the
//   environment had. TORCHELASTIC_ERROR_FILE is not set (no agent reads it).
// - Each rank is a child in a process group of its own (torchrun: a session
//   of its own), so a signal to the job's group reaches the launcher only,
//   and each rank gets it exactly once, forwarded.
// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: forwarded to every rank still
//   running; SIGUSR1, SIGUSR2: forwarded too, nothing else.
// - A rank that ends with a non-zero code or a signal: one line on stderr
//   naming it, then SIGTERM to every other rank, SIGKILL to those still
//   running 30 s later (kStopGrace; torchrun's timeout). The same grace
//   follows a forwarded stop signal. A rank still there 30 s after SIGKILL
//   (stuck in the kernel) is left behind, so the launcher always ends.
// - Exit: 0 when every rank exited 0; after a stop signal with a rank that
//   did not, that signal raised on itself (EndAsSignal: 128+N to the
//   parent, no core file of the launcher); else the first failed
//   rank's code (128+N where a signal ended it). torchrun says 1 for every
//   failure; the rank's own code tells more.
// - It polls every 50 ms (torchrun: 100 ms) and never reads the ranks'
//   output: they write to the launcher's own stdout and stderr.
#ifndef STEPLENS_CLI_LOCAL_LAUNCH_H_
#define STEPLENS_CLI_LOCAL_LAUNCH_H_

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "cli/slurm.h"

namespace steplens::cli {

inline constexpr auto kStopGrace = std::chrono::seconds(30);

// The variables rank `rank` of `nproc` gets (contract above); lookup reads
// the launcher's environment (for the two kept when set).
std::vector<std::pair<std::string, std::string>> LocalRankEnv(int nproc, int rank, int port,
                                                              const std::string& run_id,
                                                              const EnvLookup& lookup);

// `steplens _local-launch N PROGRAM [ARGS...]` (cli/commands.h).
int RunLocalLaunchCommand(const std::vector<std::string>& args);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_LOCAL_LAUNCH_H_
