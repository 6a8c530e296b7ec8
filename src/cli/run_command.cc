// `steplens run` — launch a training job under observation.
//
// Order of work: validate arguments (cli/run_options.h) → check the
// Python/torch environment → create the run directory (cli/run_files.h) →
// on node 0, a RunSession (cli/run_session.h) starts the aggregator (binds
// the port) and the dashboards → launch the job (N > 1: steplens
// _local-launch on one node, torch.distributed.run across nodes;
// cli/run_launch.h) with the endpoint in its environment → live view until
// the job exits → final summary → exit with the job's exit code.
// Ctrl-C / SIGTERM are forwarded to the job; a second one, or a job that
// ignores the first for kKillAfter, gets SIGKILL (cli/run_signals.h). Nodes
// other than 0 start their ranks only (cli/run_other_node.h).
//
// Failure attribution (docs/reference/diagnoses.md, health): every rank runs
// under `steplens _rank-exec` (cli/rank_exec.cc), which records how it ended
// in <run-dir>/ranks/; the session hands those records, the user's stop and
// the job's end to the RunState, and when the health verdict says HANG it
// asks each local rank for its Python stacks (cli/hang_stacks.h) and puts
// the stuck rank's innermost frames into the evidence.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/cluster_env.h"
#include "cli/commands.h"
#include "cli/launcher.h"
#include "cli/multinode.h"
#include "cli/run_files.h"
#include "cli/run_launch.h"
#include "cli/run_options.h"
#include "cli/run_other_node.h"
#include "cli/run_session.h"
#include "cli/slurm.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

const char* GetEnv(const char* name) { return std::getenv(name); }

// The job's Python: torch must be importable. Returns 0 or an exit code.
int CheckPython(const std::string& python) {
  const int torch_check = RunPythonQuietly(
      python,
      "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('torch') else 3)");
  if (torch_check == 3) {
    PrintError("torch is not importable from " + python + "; install it with `" + python +
               " -m pip install torch`");
    return kExitFailure;
  }
  if (torch_check != 0) {
    PrintError("cannot run Python at '" + python +
               "'; set STEPLENS_PYTHON to the interpreter of your training environment");
    return kExitFailure;
  }
  return 0;
}

}  // namespace

int RunRunCommand(const std::vector<std::string>& args) {
  RunSetup setup;
  RunOptions& opts = setup.options;
  if (int rc = ParseRunArgs(args, &opts); rc != kParsed) return rc == kHelpShown ? 0 : rc;
  // Under srun: one steplens per node, which starts the ranks (cli/slurm.h).
  if (const std::string problem = SlurmStepProblem(ReadSlurmStep(GetEnv)); !problem.empty()) {
    PrintError(problem);
    return kExitUsage;
  }
  // Under srun or a PyTorchJob the node flags left out come from the
  // launcher's variables (cli/cluster_env.h); flags given win.
  if (ClusterEnvNeeded(opts.nodes)) {
    ClusterEnv cluster;
    std::string problem = ReadClusterEnv(GetEnv, &cluster);
    if (problem.empty()) {
      problem = ApplyClusterEnv(cluster, {&opts.nodes, &opts.nproc_per_node, opts.nproc_given});
    }
    if (!problem.empty()) {
      PrintError(problem);
      return kExitUsage;
    }
    if (const std::string line = DescribeClusterEnv(cluster, opts.nodes); !line.empty()) {
      std::fprintf(stderr, "steplens: %s\n", line.c_str());
    }
  }
  opts.nodes.ingest_port = opts.ingest_port;
  opts.nodes.token = opts.token;
  opts.nodes.nproc_per_node = opts.nproc_per_node;
  NodePlan& plan = setup.plan;
  if (const std::string problem = ResolveNodes(opts.nodes, GetEnv, &plan); !problem.empty()) {
    PrintError(problem);
    return kExitUsage;
  }

  setup.python = FindPython();
  if (int rc = CheckPython(setup.python); rc != 0) return rc;
  setup.bootstrap =
      RunPythonQuietly(setup.python,
                       "import importlib.util, sys; "
                       "sys.exit(0 if importlib.util.find_spec('steplens._bootstrap') else 1)") ==
      0;

  auto run_dir = PrepareRunDir(opts.run_dir);
  if (!run_dir.ok()) {
    PrintError(run_dir.status().message());
    return kExitFailure;
  }
  setup.run_dir = run_dir.value();
  setup.run_id =
      plan.multi() ? plan.run_id : fs::path(setup.run_dir).filename().string() + "-" + RandomHex(3);
  setup.token = plan.multi() ? plan.token : RandomHex(16);
  if (!plan.hosts_aggregator()) return RunOtherNode(setup);

  auto session = RunSession::Start(std::move(setup));
  if (!session.ok()) {
    PrintError(session.status().message());
    return kExitFailure;
  }
  if (base::Status launched = (*session)->Launch(); !launched.ok()) {
    PrintError(launched.message());
    return kExitFailure;
  }
  const int exit_code = (*session)->Supervise();
  return (*session)->Finish(exit_code);
}

}  // namespace steplens::cli
