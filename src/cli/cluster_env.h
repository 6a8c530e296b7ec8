// cli/cluster_env.h — the node arguments of `steplens run` from the
// environment a cluster launcher sets, so that every node runs the same
// command with no per-node flag (docs/guide/multi-node.md, "Under srun or
// a PyTorchJob").
//
// Two launchers are read:
// - srun (Slurm), inside a step that spans more than one node
//   (SLURM_STEP_NUM_NODES > 1): node count SLURM_STEP_NUM_NODES, node rank
//   SLURM_NODEID (the node's index in the step), rendezvous host the first
//   host of SLURM_STEP_NODELIST (else SLURM_NODELIST / SLURM_JOB_NODELIST;
//   MASTER_ADDR, when set, wins: the common sbatch idiom), rendezvous port
//   MASTER_PORT or torchrun's 29500, rendezvous id SLURM_JOB_ID.SLURM_STEP_ID.
// - a Kubernetes PyTorchJob (Kubeflow training operator), seen by PET_NNODES
//   or PET_NODE_RANK (operator 1.7 and later), or by MASTER_ADDR + RANK +
//   WORLD_SIZE inside a pod (KUBERNETES_SERVICE_HOST; older operators):
//   node count PET_NNODES (N or N:N; an elastic range is refused), else
//   WORLD_SIZE (older operators count pods there); node rank PET_NODE_RANK,
//   else RANK (the pod's index); rendezvous PET_MASTER_ADDR/PORT, else
//   MASTER_ADDR/PORT; ranks per node PET_NPROC_PER_NODE when it is a number.
//
// Contract
// - ReadClusterEnv(lookup, &out): "" with out.launcher naming the launcher
//   ("" when none applies: no launcher, or one node), or one sentence saying
//   what is missing or contradictory and what to do (give the flags, which
//   always win). Never throws.
// - ApplyClusterEnv(env, &run): fills the node flags (and --nproc-per-node)
//   that the command line left unset from `env`; a flag that was given wins.
//   Across nodes under a launcher, node 0's aggregator listens on 0.0.0.0
//   unless --ingest-host says otherwise (the token is still required).
// - ClusterEnvNeeded(flags): false when the flags alone place the node
//   (--nnodes 1, or --nnodes, --node-rank and --rdzv-endpoint all given):
//   the environment is then not read, and cannot be in the way.
// - DescribeClusterEnv(env, flags): one line for stderr: which node this
//   is, of how many, under which launcher, from which variables.
// - Pure functions; no I/O.
#ifndef STEPLENS_CLI_CLUSTER_ENV_H_
#define STEPLENS_CLI_CLUSTER_ENV_H_

#include <string>

#include "cli/multinode.h"
#include "cli/slurm.h"

namespace steplens::cli {

inline constexpr long kTorchrunDefaultPort = 29500;

struct ClusterEnv {
  std::string launcher;     // "srun", "PyTorchJob"; "" = none applies
  long nnodes = 0;          // > 1 when launcher is set
  long node_rank = -1;      // 0 .. nnodes-1
  std::string rdzv_host;    // node 0's host
  long rdzv_port = 0;       // 1 .. 65535
  std::string rdzv_id;      // "" = none
  long nproc_per_node = 0;  // 0 = the launcher does not say
  std::string nproc_text;   // the launcher's value when not a number ("auto")
  std::string source;       // the variables read, for DescribeClusterEnv
};

// The node flags of `steplens run` and whether each was given.
struct NodeArgs {
  NodeFlags* flags = nullptr;  // nnodes_given marks --nnodes
  long* nproc_per_node = nullptr;
  bool nproc_given = false;
};

std::string ReadClusterEnv(const EnvLookup& lookup, ClusterEnv* out);

std::string ApplyClusterEnv(const ClusterEnv& env, const NodeArgs& args);

bool ClusterEnvNeeded(const NodeFlags& flags);

std::string DescribeClusterEnv(const ClusterEnv& env, const NodeFlags& flags);

// A Slurm host list ("gpu[001-004,010]-ib,login1"): its first host and how
// many hosts it names. False when malformed.
bool ParseHostList(const std::string& list, std::string* first, long* count);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_CLUSTER_ENV_H_
