// RunState and its nodes: the two-way clock exchange with each node's relay
// (node_clock.h) feeding the node's ranks' clocks (RankClock::UseTwoWay).
#include "aggregator/run_state.h"

namespace steplens::aggregator {

void RunState::OnClockPong(const std::string& host, const protocol::ClockPong& pong,
                           int64_t received_ns) {
  base::MutexLock lock(mu_);
  if (!node_clocks_[host].Add(pong, received_ns)) return;
  for (uint32_t r = 0; r < ranks_.size(); ++r) {
    RankState& rs = ranks_[r];
    if (rs.conn.seen && rs.conn.host == host) ApplyNodeClock(rs, r, /*hello=*/false);
  }
}

void RunState::ApplyNodeClock(RankState& rs, uint32_t rank, bool hello) {
  if (!options_.estimate_clocks) return;
  const auto node = node_clocks_.find(rs.conn.host);
  if (node == node_clocks_.end() || !node->second.known()) return;
  const auto host = host_offsets_.find(rs.conn.host);
  const int64_t host_wall_offset =
      host == host_offsets_.end() ? local_wall_offset_ns_ : host->second;
  // The node's offset is its monotonic clock minus this host's; a rank's
  // clock estimate is this host's minus the rank's.
  const bool changed =
      rs.clock.UseTwoWay(WrapSub(0, node->second.offset_ns()), node->second.bound_ns(),
                         host_wall_offset, local_wall_offset_ns_);
  if (changed && !hello) PutRankRow(rank, rs);  // a replay uses the latest offset
}

}  // namespace steplens::aggregator
