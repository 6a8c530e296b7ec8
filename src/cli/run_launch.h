// cli/run_launch.h — how `steplens run` starts this node's ranks.
//
// Contract
// - BuildLaunchSpec(): the job's command line and environment. One rank and
//   one node: python script.py; several ranks on one node: `steplens
//   _local-launch N` (cli/local_launch.h: torchrun's worker variables and
//   supervision, without its agent); several nodes: torch.distributed.run
//   with this node's place (cli/multinode.h). Every rank
//   runs under `steplens _rank-exec` (cli/rank_exec.cc), which records how
//   it ended, and through steplens._bootstrap when the job's Python has
//   steplens (zero-code framework instrumentation). The environment tells
//   the recorder where to report (RankEnv) and leaves out srun's task
//   variables (cli/slurm.h); the output goes to <run_dir>/stdout.log.
// - LoneRankEnv(): `--nproc-per-node 1` given on the command line starts the
//   script directly (no torchrun) but with the variables torchrun would set
//   (RANK, LOCAL_RANK, GROUP_RANK 0; WORLD_SIZE, LOCAL_WORLD_SIZE 1;
//   MASTER_ADDR 127.0.0.1; MASTER_PORT a free port), so a script that calls
//   init_process_group() runs as under `torchrun --nproc-per-node 1`. A
//   variable already in the environment is kept. Without the flag the
//   script runs as `python script.py` would, with none of them.
// - RunSetup: what `steplens run` resolved before it starts anything on
//   this node; the supervision constants both kinds of node share.
// - HostName(): this machine's name ("" when unknown). RandomHex(n): n
//   random bytes as hex (run ids, tokens).
// - No I/O beyond reading /proc/self/exe, the host name and (LoneRankEnv's
//   caller) a free port.
#ifndef STEPLENS_CLI_RUN_LAUNCH_H_
#define STEPLENS_CLI_RUN_LAUNCH_H_

#include <chrono>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/launcher.h"
#include "cli/multinode.h"
#include "cli/run_options.h"
#include "cli/slurm.h"

namespace steplens::cli {

// How often the supervising loop polls the job.
inline constexpr auto kPollInterval = std::chrono::milliseconds(100);
// A job that ignores the first Ctrl-C / SIGTERM this long gets SIGKILL.
inline constexpr auto kKillAfter = std::chrono::seconds(20);
// How long the job's last output may take to arrive after it exited.
inline constexpr int kOutputDrainMs = 3000;

// What `steplens run` resolved before it starts anything on this node.
struct RunSetup {
  RunOptions options;
  NodePlan plan;
  std::string python;      // the job's interpreter (FindPython)
  bool bootstrap = false;  // it has steplens._bootstrap
  std::string run_dir;     // absolute; created (PrepareRunDir)
  std::string run_id;
  std::string token;  // the ranks' token
};

// What the recorder in each rank needs to report.
struct RankEnv {
  std::string endpoint;  // HOST:PORT of the aggregator (or this node's relay)
  std::string run_id;
  std::string run_dir;
  std::string token;
};

LaunchSpec BuildLaunchSpec(const RunOptions& opts, const NodePlan& plan, const std::string& python,
                           bool bootstrap, const RankEnv& env);

// torchrun's variables for the one rank (contract above); port: MASTER_PORT
// unless the environment has one.
std::vector<std::pair<std::string, std::string>> LoneRankEnv(const EnvLookup& lookup, int port);
// A TCP port for the ranks' rendezvous (MASTER_PORT; 0: none found): one
// that nothing holds now on any address, and outside the kernel's ephemeral
// range (/proc/sys/net/ipv4/ip_local_port_range), so that no connection
// made before rank 0 listens on it (the ranks' own, to steplens) can be
// given it. Found: a port the kernel picked, free a moment before, taken by
// then (rank 0: EADDRINUSE). torchrun's own default, 29500, is below the
// range for the same reason.
int FreeLocalPort();
// The ports FreeLocalPort() draws from, given the ephemeral range [lo, hi]:
// 10000..lo-1 when that leaves 1000 ports or more, else hi+1..65535, else
// none ({0, 0}: FreeLocalPort() then asks the kernel for any free port).
std::pair<int, int> RendezvousPortRange(int lo, int hi);

std::string HostName();
std::string RandomHex(size_t bytes);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_LAUNCH_H_
