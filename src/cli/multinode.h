// cli/multinode.h — `steplens run` across nodes: one launcher per node, the
// same command line on every node except --node-rank (as with torchrun).
//
// Contract
// - ResolveNodes(flags, lookup, &out): validates the multi-node flags and
//   fills NodePlan; returns "" or one sentence saying what to change (a user
//   mistake, never an exception). With --nnodes 1 (the default) it only
//   checks that no multi-node flag was given without it, and the plan is
//   the single-node one (aggregator on 127.0.0.1, no torchrun rendezvous).
// - Node 0 hosts the aggregator (and the dashboard) on --ingest-host (no
//   default across nodes: the bind address is explicit) at the ingest port;
//   every other node's ranks connect to the --rdzv-endpoint host at the same
//   port. The port is --ingest-port, else the rendezvous port + 1 (derived,
//   so the command needs no address of its own).
// - The token is --token or STEPLENS_TOKEN, required across nodes: the
//   aggregator refuses (and counts) a HELLO without it. The run id is
//   derived from the token, the rendezvous endpoint and --rdzv-id (torchrun's
//   job id; "none" by default), so every node agrees on it without talking,
//   and a second run on the same port with another token or endpoint is told
//   apart.
// - TorchrunNodeArgs(plan): the torch.distributed.run arguments that place
//   this node (static rendezvous: --node-rank is honoured, global rank =
//   node rank x nproc + local rank); empty for one node (--standalone).
// - Pure functions; no I/O.
#ifndef STEPLENS_CLI_MULTINODE_H_
#define STEPLENS_CLI_MULTINODE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "cli/slurm.h"

namespace steplens::cli {

struct NodeFlags {
  long nnodes = 1;
  bool nnodes_given = false;  // --nnodes was on the command line
  long node_rank = -1;        // -1: not given
  std::string rdzv_endpoint;  // HOST:PORT
  std::string rdzv_id;        // torchrun's --rdzv-id ("" = not given)
  std::string ingest_host;    // "" = not given
  long ingest_port = 0;       // 0 = not given
  std::string token;          // --token ("" = not given)
  long nproc_per_node = 1;
};

struct NodePlan {
  long nnodes = 1;
  long node_rank = 0;
  std::string rdzv_host;
  long rdzv_port = 0;
  std::string rdzv_id;
  std::string ingest_host = "127.0.0.1";   // node 0 binds it
  long ingest_port = 0;                    // 0: a free one (one node only)
  std::string connect_host = "127.0.0.1";  // where this node's ranks report
  std::string token;                       // "" = generate (one node only)
  std::string run_id;                      // "" = generate (one node only)
  long world_size = 1;
  bool multi() const { return nnodes > 1; }
  bool hosts_aggregator() const { return node_rank == 0; }
};

std::string ResolveNodes(const NodeFlags& flags, const EnvLookup& lookup, NodePlan* out);

// The run id every node derives: "mn-" and 12 hex digits of a 64-bit FNV-1a
// over the token, the endpoint and the rendezvous id.
std::string MultiNodeRunId(const std::string& token, const std::string& endpoint,
                           const std::string& rdzv_id);

std::vector<std::string> TorchrunNodeArgs(const NodePlan& plan);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_MULTINODE_H_
