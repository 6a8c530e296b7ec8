#include "cli/cluster_env.h"

#include <cerrno>
#include <cstdlib>

namespace steplens::cli {
namespace {

// Hosts a host list may name before it is called malformed (a guard
// against overflow, far above any cluster).
constexpr long kMaxHosts = 1'000'000;

const char* Get(const EnvLookup& lookup, const char* name) {
  const char* v = lookup(name);
  return v != nullptr && *v != '\0' ? v : nullptr;
}

// A whole number from min to max, or false.
bool ParseWhole(const char* text, long min, long max, long* out) {
  if (text == nullptr) return false;
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < min || v > max) return false;
  *out = v;
  return true;
}

std::string Quoted(const char* name, const char* value) {
  return std::string(name) + "='" + (value != nullptr ? value : "") + "'";
}

// "a-b,c" inside one pair of brackets: its first value as written and how
// many values it names.
bool ParseRangeSet(const std::string& set, std::string* first, long* count) {
  *count = 0;
  size_t pos = 0;
  while (pos <= set.size()) {
    size_t comma = set.find(',', pos);
    if (comma == std::string::npos) comma = set.size();
    const std::string part = set.substr(pos, comma - pos);
    const size_t dash = part.find('-');
    const std::string lo = part.substr(0, dash);
    const std::string hi = dash == std::string::npos ? lo : part.substr(dash + 1);
    long a = 0, b = 0;
    if (lo.empty() || hi.empty() || !ParseWhole(lo.c_str(), 0, kMaxHosts * 100, &a) ||
        !ParseWhole(hi.c_str(), 0, kMaxHosts * 100, &b) || b < a) {
      return false;
    }
    if (pos == 0) *first = lo;
    *count += b - a + 1;
    if (*count > kMaxHosts) return false;
    pos = comma + 1;
  }
  return *count > 0;
}

// One host list item ("gpu[01-04]-ib"): its first host and count.
bool ParseHostItem(const std::string& item, std::string* first, long* count) {
  if (item.empty()) return false;
  first->clear();
  *count = 1;
  size_t pos = 0;
  while (pos < item.size()) {
    const size_t open = item.find('[', pos);
    if (open == std::string::npos) {
      if (item.find(']', pos) != std::string::npos) return false;
      *first += item.substr(pos);
      break;
    }
    const size_t close = item.find(']', open);
    if (close == std::string::npos || item.find(']', pos) < open) return false;
    *first += item.substr(pos, open - pos);
    std::string value;
    long n = 0;
    if (!ParseRangeSet(item.substr(open + 1, close - open - 1), &value, &n)) return false;
    *first += value;
    *count *= n;
    if (*count > kMaxHosts) return false;
    pos = close + 1;
  }
  return !first->empty();
}

std::string Endpoint(const std::string& host, long port) {
  const bool v6 = host.find(':') != std::string::npos;
  return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

// srun, inside a step over more than one node.
std::string ReadSrun(const EnvLookup& lookup, ClusterEnv* out) {
  const SlurmStep step = ReadSlurmStep(lookup);
  if (!step.in_step || step.nodes <= 1) return "";
  ClusterEnv e;
  e.launcher = "srun";
  e.nnodes = step.nodes;
  const char* node_id = Get(lookup, "SLURM_NODEID");
  if (!ParseWhole(node_id, 0, step.nodes - 1, &e.node_rank)) {
    return "srun says this step spans " + std::to_string(step.nodes) +
           " nodes (SLURM_STEP_NUM_NODES) but " +
           (node_id == nullptr ? std::string("SLURM_NODEID is not set")
                               : Quoted("SLURM_NODEID", node_id) + " is not a node of it") +
           "; give --nnodes, --node-rank and --rdzv-endpoint yourself";
  }
  const char* list_name = "SLURM_STEP_NODELIST";
  const char* list = Get(lookup, list_name);
  for (const char* other : {"SLURM_NODELIST", "SLURM_JOB_NODELIST"}) {
    if (list == nullptr) list = Get(lookup, list_name = other);
  }
  const char* master = Get(lookup, "MASTER_ADDR");
  std::string first;
  long hosts = 0;
  if (list != nullptr && !ParseHostList(list, &first, &hosts)) {
    return "cannot read the node list " + Quoted(list_name, list) +
           " that srun set; set MASTER_ADDR to node 0's address or give --rdzv-endpoint HOST:PORT";
  }
  if (list != nullptr && std::string(list_name) == "SLURM_STEP_NODELIST" && hosts != step.nodes) {
    return "srun's variables disagree: SLURM_STEP_NUM_NODES=" + std::to_string(step.nodes) +
           " but SLURM_STEP_NODELIST names " + std::to_string(hosts) +
           " hosts; give --nnodes, --node-rank and --rdzv-endpoint yourself";
  }
  if (master == nullptr && list == nullptr) {
    return "srun set no node list (SLURM_STEP_NODELIST) to find node 0 in; set MASTER_ADDR to "
           "node 0's address or give --rdzv-endpoint HOST:PORT";
  }
  e.rdzv_host = master != nullptr ? master : first;
  e.rdzv_port = kTorchrunDefaultPort;
  if (const char* port = Get(lookup, "MASTER_PORT");
      port != nullptr && !ParseWhole(port, 1, 65535, &e.rdzv_port)) {
    return Quoted("MASTER_PORT", port) + " is not a port from 1 to 65535";
  }
  if (const char* job = Get(lookup, "SLURM_JOB_ID")) {
    e.rdzv_id = job;
    if (const char* s = Get(lookup, "SLURM_STEP_ID")) e.rdzv_id += std::string(".") + s;
  }
  e.source = std::string("SLURM_NODEID, SLURM_STEP_NUM_NODES, ") +
             (master != nullptr ? "MASTER_ADDR" : list_name);
  *out = e;
  return "";
}

// A PyTorchJob's pod (Kubeflow training operator).
std::string ReadPyTorchJob(const EnvLookup& lookup, ClusterEnv* out) {
  const char* pet_nnodes = Get(lookup, "PET_NNODES");
  const char* pet_rank = Get(lookup, "PET_NODE_RANK");
  const char* rank = Get(lookup, "RANK");
  const char* world = Get(lookup, "WORLD_SIZE");
  const char* addr = Get(lookup, "PET_MASTER_ADDR");
  const char* addr_name = "PET_MASTER_ADDR";
  if (addr == nullptr) addr = Get(lookup, addr_name = "MASTER_ADDR");
  const bool pet = pet_nnodes != nullptr || pet_rank != nullptr;
  const bool old_operator = Get(lookup, "KUBERNETES_SERVICE_HOST") != nullptr && addr != nullptr &&
                            rank != nullptr && world != nullptr;
  if (!pet && !old_operator) return "";
  ClusterEnv e;
  e.launcher = "PyTorchJob";
  const char* nodes_name = pet_nnodes != nullptr ? "PET_NNODES" : "WORLD_SIZE";
  const char* nodes = pet_nnodes != nullptr ? pet_nnodes : world;
  if (nodes == nullptr) {
    return "PET_NODE_RANK is set but not PET_NNODES; give --nnodes N (or all of --nnodes, "
           "--node-rank and --rdzv-endpoint)";
  }
  std::string count = nodes;
  if (const size_t colon = count.find(':'); colon != std::string::npos) {
    if (count.substr(0, colon) != count.substr(colon + 1)) {
      return "this PyTorchJob is elastic (" + Quoted(nodes_name, nodes) +
             "); steplens needs a fixed number of nodes: set minReplicas = maxReplicas, or give "
             "--nnodes, --node-rank and --rdzv-endpoint";
    }
    count = count.substr(0, colon);
  }
  if (!ParseWhole(count.c_str(), 1, 65536, &e.nnodes)) {
    return Quoted(nodes_name, nodes) + " is not a number of nodes; give --nnodes N";
  }
  if (e.nnodes <= 1) return "";
  const char* rank_name = pet_rank != nullptr ? "PET_NODE_RANK" : "RANK";
  const char* node_rank = pet_rank != nullptr ? pet_rank : rank;
  if (pet_rank != nullptr && rank != nullptr && std::string(pet_rank) != rank) {
    return "the PyTorchJob's variables disagree on this pod's node rank: " +
           Quoted("PET_NODE_RANK", pet_rank) + " but " + Quoted("RANK", rank) +
           "; give --node-rank R";
  }
  if (!ParseWhole(node_rank, 0, e.nnodes - 1, &e.node_rank)) {
    return "the PyTorchJob has " + std::to_string(e.nnodes) + " nodes (" + nodes_name + ") but " +
           (node_rank == nullptr ? std::string("no PET_NODE_RANK")
                                 : Quoted(rank_name, node_rank) + " is not one of them") +
           "; give --node-rank R";
  }
  if (addr == nullptr) {
    return "the PyTorchJob set no MASTER_ADDR (node 0's address); give --rdzv-endpoint HOST:PORT";
  }
  e.rdzv_host = addr;
  const char* port_name = "PET_MASTER_PORT";
  const char* port = Get(lookup, port_name);
  if (port == nullptr) port = Get(lookup, port_name = "MASTER_PORT");
  if (port == nullptr) {
    return std::string("the PyTorchJob set ") + addr_name +
           " but no MASTER_PORT; give --rdzv-endpoint HOST:PORT";
  }
  if (!ParseWhole(port, 1, 65535, &e.rdzv_port)) {
    return Quoted(port_name, port) + " is not a port from 1 to 65535";
  }
  if (const char* nproc = Get(lookup, "PET_NPROC_PER_NODE")) {
    if (!ParseWhole(nproc, 1, 4096, &e.nproc_per_node)) e.nproc_text = nproc;
  }
  e.source = std::string(rank_name) + ", " + nodes_name + ", " + addr_name + ", " + port_name;
  *out = e;
  return "";
}

}  // namespace

bool ParseHostList(const std::string& list, std::string* first, long* count) {
  *count = 0;
  first->clear();
  size_t start = 0;
  int depth = 0;
  for (size_t i = 0; i <= list.size(); ++i) {
    const char c = i < list.size() ? list[i] : ',';
    if (c == '[') ++depth;
    if (c == ']') --depth;
    if (depth < 0 || depth > 1) return false;
    if (c != ',' || depth != 0) continue;
    std::string host;
    long n = 0;
    if (!ParseHostItem(list.substr(start, i - start), &host, &n)) return false;
    if (first->empty()) *first = host;
    *count += n;
    if (*count > kMaxHosts) return false;
    start = i + 1;
  }
  return depth == 0 && *count > 0;
}

std::string ReadClusterEnv(const EnvLookup& lookup, ClusterEnv* out) {
  ClusterEnv srun, job;
  if (std::string problem = ReadSrun(lookup, &srun); !problem.empty()) return problem;
  if (std::string problem = ReadPyTorchJob(lookup, &job); !problem.empty()) return problem;
  if (!srun.launcher.empty() && !job.launcher.empty()) {
    return "both srun (SLURM_STEP_NUM_NODES) and a PyTorchJob (PET_NNODES or MASTER_ADDR with "
           "RANK) describe this node; give --nnodes, --node-rank and --rdzv-endpoint yourself";
  }
  *out = !srun.launcher.empty() ? srun : job;
  return "";
}

std::string ApplyClusterEnv(const ClusterEnv& env, const NodeArgs& args) {
  NodeFlags& f = *args.flags;
  if (env.launcher.empty()) return "";
  if (f.nnodes_given && f.nnodes == 1) return "";  // one node, as asked
  if (!f.nnodes_given) f.nnodes = env.nnodes;
  if (f.node_rank < 0) f.node_rank = env.node_rank;
  if (f.rdzv_endpoint.empty()) f.rdzv_endpoint = Endpoint(env.rdzv_host, env.rdzv_port);
  if (f.rdzv_id.empty()) f.rdzv_id = env.rdzv_id;
  // The other nodes reach node 0 by its cluster address; the token guards it.
  if (f.ingest_host.empty()) f.ingest_host = "0.0.0.0";
  if (!args.nproc_given) {
    if (env.nproc_per_node > 0) {
      *args.nproc_per_node = env.nproc_per_node;
    } else if (!env.nproc_text.empty()) {
      return "the PyTorchJob says PET_NPROC_PER_NODE='" + env.nproc_text +
             "', which steplens cannot count; give --nproc-per-node N (the ranks on each node)";
    }
  }
  return "";
}

bool ClusterEnvNeeded(const NodeFlags& f) {
  if (f.nnodes_given && f.nnodes == 1) return false;
  return !(f.nnodes_given && f.node_rank >= 0 && !f.rdzv_endpoint.empty());
}

std::string DescribeClusterEnv(const ClusterEnv& env, const NodeFlags& flags) {
  if (env.launcher.empty() || flags.nnodes <= 1) return "";
  return "node " + std::to_string(flags.node_rank) + " of " + std::to_string(flags.nnodes) +
         " under " + env.launcher + " (" + env.source + "), rendezvous at " + flags.rdzv_endpoint;
}

}  // namespace steplens::cli
