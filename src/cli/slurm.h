// cli/slurm.h — what `steplens run` does when Slurm's srun started it.
//
// `steplens run` is one launcher per node: it starts the node's ranks itself
// (torch.distributed.run). Under srun that means one task per node
// (`srun --ntasks-per-node=1 steplens run --nproc-per-node N ...`); docs/
// guide/slurm.md, docs/guide/multi-node.md.
//
// Contract
// - ReadSlurmStep(lookup) reads the srun step from the environment
//   (lookup = getenv, or a map in tests). Inside an srun step Slurm sets
//   SLURM_STEP_NUM_TASKS and SLURM_STEP_NUM_NODES; an sbatch script's own
//   shell (no srun) and a machine without Slurm have neither.
// - SlurmStepProblem(step): "" when `steplens run` may go on; else one
//   sentence saying what to change: more than one task on a node (each
//   would start its own aggregator and its own ranks). A step over several
//   nodes with one task each is a multi-node run: its node arguments come
//   from the step's variables (cli/cluster_env.h).
// - kSlurmTaskVariables: the variables that describe the srun *task*
//   steplens runs in (its rank 0 of 1). They are removed from the ranks'
//   environment, where torchrun's RANK / LOCAL_RANK / WORLD_SIZE describe
//   each rank: inherited, they would tell every rank "task 0 of 1", and
//   code that takes its rank from SLURM_PROCID / SLURM_NTASKS (a common
//   pattern under Slurm) would build a world of one. The job's variables
//   (SLURM_JOB_ID, SLURM_JOB_NODELIST, SLURM_CPUS_ON_NODE, ...) are kept.
// - Pure functions; no I/O.
#ifndef STEPLENS_CLI_SLURM_H_
#define STEPLENS_CLI_SLURM_H_

#include <functional>
#include <string>

namespace steplens::cli {

struct SlurmStep {
  bool in_step = false;  // started by srun
  long tasks = 0;        // SLURM_STEP_NUM_TASKS
  long nodes = 0;        // SLURM_STEP_NUM_NODES
  std::string job_id;    // SLURM_JOB_ID ("" when unset)
};

using EnvLookup = std::function<const char*(const char*)>;

SlurmStep ReadSlurmStep(const EnvLookup& lookup);

std::string SlurmStepProblem(const SlurmStep& step);

inline constexpr const char* kSlurmTaskVariables[] = {
    "SLURM_PROCID",          "SLURM_LOCALID",
    "SLURM_NTASKS",          "SLURM_NPROCS",
    "SLURM_NTASKS_PER_NODE", "SLURM_TASKS_PER_NODE",
    "SLURM_STEP_NUM_TASKS",  "SLURM_STEP_TASKS_PER_NODE",
    "SLURM_TASK_PID",        "SLURM_GTIDS",
};

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_SLURM_H_
