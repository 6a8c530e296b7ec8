// RunState and its nodes: the two-way clock exchange with each node's relay
// (node_clock.h) feeding the node's ranks' clocks (RankClock::UseTwoWay),
// and the nodes that run another steplens release.
#include "aggregator/run_state.h"
#include "protocol/codec.h"

namespace steplens::aggregator {

void RunState::OnRelayChannel(uint64_t channel_conn, uint64_t relay_conn) {
  base::MutexLock lock(mu_);
  channel_relay_[channel_conn] = relay_conn;
}

void RunState::OnClockPong(uint64_t relay_conn, const protocol::ClockPong& pong,
                           int64_t received_ns) {
  base::MutexLock lock(mu_);
  if (!relay_clocks_[relay_conn].Add(pong, received_ns)) return;
  for (uint32_t r = 0; r < ranks_.size(); ++r) {
    RankState& rs = ranks_[r];
    if (rs.conn.seen && rs.conn.conn >= 0) ApplyNodeClock(rs, r, /*hello=*/false);
  }
}

void RunState::OnRelaySilent(uint64_t relay_conn, int64_t since_ns) {
  base::MutexLock lock(mu_);
  for (const auto& [channel, relay] : channel_relay_) {
    if (relay != relay_conn) continue;
    const auto conn = conns_.find(channel);
    if (conn == conns_.end() || conn->second.rank < 0) continue;
    RankConn& c = ranks_[static_cast<size_t>(conn->second.rank)].conn;
    if (c.conn == static_cast<int64_t>(channel)) c.unreachable_since_ns = since_ns;
  }
}

void RunState::ForgetRelayLink(uint64_t conn_id) {
  channel_relay_.erase(conn_id);
  relay_clocks_.erase(conn_id);
}

void RunState::ApplyNodeClock(RankState& rs, uint32_t rank, bool hello) {
  if (!options_.estimate_clocks || rs.conn.conn < 0) return;
  const auto link = channel_relay_.find(static_cast<uint64_t>(rs.conn.conn));
  if (link == channel_relay_.end()) return;
  const auto node = relay_clocks_.find(link->second);
  if (node == relay_clocks_.end() || !node->second.known()) return;
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

// Bounds the sentences (each a distinct host and release).
constexpr size_t kMaxMixedInstalls = 64;

void RunState::NoteRelease(const std::string& who, const std::string& host,
                           const std::string& release) {
  const char* mine = protocol::SteplensVersion();
  if (release.empty() || release == mine) return;  // "" : a sender older than the field
  if (mixed_installs_.size() >= kMaxMixedInstalls) return;
  if (!mixed_install_keys_.insert(host + '\n' + release).second) return;
  mixed_installs_.push_back(who + " on node " + host + " runs steplens " + release +
                            ", this aggregator " + mine +
                            ": install one steplens release on every node");
}

}  // namespace steplens::aggregator
