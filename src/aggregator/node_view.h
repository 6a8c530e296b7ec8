// aggregator/node_view.h — a run's nodes, one row each, for every view
// (terminal, summary.json, web API, Prometheus): the one place that groups
// ranks into nodes and says a node's state.
//
// Contract
// - NodeViews(snapshot): one NodeView per node, ordered by first rank. A
//   node is one launcher: its ranks share a host and a first rank
//   (NodeFirstRank), so two launchers on one host are two nodes. Its index
//   is its place in that order (torchrun's node rank when every node runs
//   the same number of ranks).
// - relay: kRelayUp while a rank of the node is connected through the
//   node's relay; kRelayLost once the relay's connection ended its ranks;
//   kRelayNone when its ranks connect directly; kRelayEnded when none is
//   connected (a finished run).
// - clock: "two-way" (its relay's exchange, offset ± bound), "estimated"
//   (from its ranks' connections), "wall" (its host's wall clock), or ""
//   when no rank of it has a clock sample (a replay). clock_offset_ms is
//   the node's wall clock minus this aggregator's.
// - unreachable: the relay of some rank of the node has sent nothing for a
//   while (a partition; RunState::OnRelaySilent): since the earliest such
//   rank's silence began (wall clock), for the longest one's seconds.
// - bytes: what its ranks' frames took on the wire to this aggregator
//   (RankView::bytes_received, live runs; a relay's own framing and clock
//   pongs not included): their sum, and the sum of their rates (recent in a
//   window snapshot, each rank's mean in a whole-run one); NaN when no rank
//   of it has a rate yet.
// - slowest: the node's own slowest rank in the snapshot: the one latest at
//   gradient synchronisation (mean lateness, when measured), else the one
//   with the longest mean step; -1 when no rank has figures.
// - Pure function of the snapshot; no I/O, no locks.
#ifndef STEPLENS_AGGREGATOR_NODE_VIEW_H_
#define STEPLENS_AGGREGATOR_NODE_VIEW_H_

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "aggregator/run_state.h"

namespace steplens::aggregator {

inline constexpr const char* kRelayUp = "up";
inline constexpr const char* kRelayLost = "lost";
inline constexpr const char* kRelayNone = "none";
inline constexpr const char* kRelayEnded = "ended";

struct NodeView {
  size_t index = 0;
  std::string host;
  int64_t first_rank = -1;
  std::vector<uint32_t> ranks;
  uint64_t steps_min = 0, steps_max = 0;
  int connected = 0, finished = 0, lost = 0;
  bool sampled = false;  // some rank has clock samples (a live run)
  double joined_after_s = 0.0;
  std::string relay;
  std::string clock;
  double clock_offset_ms = 0.0;
  double clock_bound_ms = 0.0;  // two-way only
  // kMissing / 0 while every rank's link is heard (see the contract).
  int64_t unreachable_since_wall_ns = kMissing;
  double unreachable_for_s = 0.0;
  uint64_t bytes_received = 0;
  double bytes_per_sec = std::numeric_limits<double>::quiet_NaN();
  int slowest_rank = -1;
  // "lateness" (mean ms behind the median rank at gradient sync) or
  // "step" (mean step ms); "" when slowest_rank is -1.
  std::string slowest_by;
  double slowest_ms = 0.0;
};

std::vector<NodeView> NodeViews(const Snapshot& snapshot);

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_NODE_VIEW_H_
