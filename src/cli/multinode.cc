#include "cli/multinode.h"

#include <cstdio>
#include <cstdlib>

namespace steplens::cli {
namespace {

// HOST:PORT (IPv6 in brackets: [::1]:29500). False when malformed.
bool SplitEndpoint(const std::string& endpoint, std::string* host, long* port) {
  const size_t colon = endpoint.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 >= endpoint.size()) return false;
  std::string h = endpoint.substr(0, colon);
  if (h.front() == '[' && h.back() == ']') h = h.substr(1, h.size() - 2);
  const std::string p = endpoint.substr(colon + 1);
  char* end = nullptr;
  const long value = std::strtol(p.c_str(), &end, 10);
  if (h.empty() || end == nullptr || *end != '\0' || value < 1 || value > 65535) return false;
  *host = h;
  *port = value;
  return true;
}

}  // namespace

std::string MultiNodeRunId(const std::string& token, const std::string& endpoint,
                           const std::string& rdzv_id) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (const std::string* part : {&token, &endpoint, &rdzv_id}) {
    for (unsigned char c : *part) {
      h ^= c;
      h *= 0x100000001b3ull;
    }
    h ^= 0xff;  // separator: ("ab", "c") and ("a", "bc") differ
    h *= 0x100000001b3ull;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "mn-%012llx",
                static_cast<unsigned long long>(h & 0xffffffffffffull));
  return buf;
}

std::string ResolveNodes(const NodeFlags& f, const EnvLookup& lookup, NodePlan* out) {
  NodePlan p;
  p.nnodes = f.nnodes;
  p.world_size = f.nnodes * f.nproc_per_node;
  p.ingest_port = f.ingest_port;
  p.token = f.token;
  if (f.nnodes < 1) return "--nnodes must be at least 1";
  if (f.nnodes == 1) {
    if (f.node_rank > 0)
      return "--node-rank " + std::to_string(f.node_rank) + " needs --nnodes > 1";
    if (!f.rdzv_endpoint.empty()) return "--rdzv-endpoint is for multi-node runs (--nnodes > 1)";
    if (!f.ingest_host.empty()) p.ingest_host = f.ingest_host;
    *out = p;
    return "";
  }
  if (f.node_rank < 0) {
    return "--nnodes " + std::to_string(f.nnodes) +
           " needs --node-rank R (0 on the node that hosts the aggregator, 1.." +
           std::to_string(f.nnodes - 1) + " on the others)";
  }
  if (f.node_rank >= f.nnodes) {
    return "--node-rank must be below --nnodes (" + std::to_string(f.nnodes) + "), not " +
           std::to_string(f.node_rank);
  }
  p.node_rank = f.node_rank;
  if (f.rdzv_endpoint.empty()) {
    return "--nnodes " + std::to_string(f.nnodes) +
           " needs --rdzv-endpoint HOST:PORT (node 0's address and a free port, the same on "
           "every node)";
  }
  if (!SplitEndpoint(f.rdzv_endpoint, &p.rdzv_host, &p.rdzv_port)) {
    return "--rdzv-endpoint must be HOST:PORT with a port from 1 to 65535, not '" +
           f.rdzv_endpoint + "'";
  }
  if (p.ingest_port == 0) {
    if (p.rdzv_port == 65535) {
      return "the rendezvous port is 65535, so the aggregator's (its port + 1) does not exist; "
             "give --ingest-port P";
    }
    p.ingest_port = p.rdzv_port + 1;
  }
  if (p.token.empty()) {
    const char* env = lookup("STEPLENS_TOKEN");
    if (env != nullptr) p.token = env;
  }
  if (p.token.empty()) {
    return "a multi-node run needs a token, the same on every node: --token T or STEPLENS_TOKEN "
           "(the aggregator refuses ranks without it)";
  }
  if (f.ingest_host.empty() && p.node_rank == 0) {
    return "--nnodes " + std::to_string(f.nnodes) +
           " needs --ingest-host ADDR on node 0: the address its aggregator listens on for the "
           "other nodes' ranks (0.0.0.0 for every interface, or this node's address on the "
           "cluster network)";
  }
  p.ingest_host = f.ingest_host.empty() ? p.ingest_host : f.ingest_host;
  // Node 0's ranks report to its own listening address (loopback when it
  // listens on every interface); the others to the rendezvous host.
  const bool wildcard = p.ingest_host == "0.0.0.0" || p.ingest_host == "::";
  p.connect_host = p.node_rank != 0 ? p.rdzv_host : wildcard ? "127.0.0.1" : p.ingest_host;
  p.rdzv_id = f.rdzv_id;
  p.run_id = MultiNodeRunId(p.token, f.rdzv_endpoint, f.rdzv_id.empty() ? "none" : f.rdzv_id);
  *out = p;
  return "";
}

std::vector<std::string> TorchrunNodeArgs(const NodePlan& plan) {
  if (!plan.multi()) return {};
  const bool v6 = plan.rdzv_host.find(':') != std::string::npos;
  const std::string host = v6 ? "[" + plan.rdzv_host + "]" : plan.rdzv_host;
  std::vector<std::string> args = {"--nnodes",        std::to_string(plan.nnodes),
                                   "--node-rank",     std::to_string(plan.node_rank),
                                   "--rdzv-endpoint", host + ":" + std::to_string(plan.rdzv_port)};
  if (!plan.rdzv_id.empty()) {
    args.push_back("--rdzv-id");
    args.push_back(plan.rdzv_id);
  }
  return args;
}

}  // namespace steplens::cli
