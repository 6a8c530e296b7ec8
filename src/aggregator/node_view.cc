#include "aggregator/node_view.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "base/metrics.h"

namespace steplens::aggregator {
namespace {

constexpr const char* kRelayLostReason = "relay connection lost";

// The node's slowest rank: by lateness at gradient sync when measured,
// else by mean step time (metric_mean_ms).
void PickSlowest(const Snapshot& s, NodeView* n) {
  for (const SyncArrivalStats& a : s.sync_arrival) {
    if (a.steps == 0 || !std::isfinite(a.mean_lateness_ms)) continue;
    if (std::find(n->ranks.begin(), n->ranks.end(), a.rank) == n->ranks.end()) continue;
    if (n->slowest_rank < 0 || a.mean_lateness_ms > n->slowest_ms) {
      n->slowest_rank = static_cast<int>(a.rank);
      n->slowest_by = "lateness";
      n->slowest_ms = a.mean_lateness_ms;
    }
  }
  if (n->slowest_rank >= 0) return;
  const auto step = std::find(s.metric_names.begin(), s.metric_names.end(), metrics::kStepName);
  if (step == s.metric_names.end()) return;
  const size_t m = static_cast<size_t>(step - s.metric_names.begin());
  for (const RankView& r : s.ranks) {
    if (std::find(n->ranks.begin(), n->ranks.end(), r.rank) == n->ranks.end()) continue;
    if (m >= r.metric_mean_ms.size() || !std::isfinite(r.metric_mean_ms[m])) continue;
    if (n->slowest_rank < 0 || r.metric_mean_ms[m] > n->slowest_ms) {
      n->slowest_rank = static_cast<int>(r.rank);
      n->slowest_by = "step";
      n->slowest_ms = r.metric_mean_ms[m];
    }
  }
}

}  // namespace

std::vector<NodeView> NodeViews(const Snapshot& s) {
  std::vector<NodeView> nodes;
  // Per node: ranks through the relay, lost with it, connected directly.
  struct Links {
    int via_relay = 0, relay_lost = 0, direct = 0, estimated = 0, two_way = 0;
  };
  std::vector<Links> links;
  for (const RankView& r : s.ranks) {
    auto it = std::find_if(nodes.begin(), nodes.end(), [&](const NodeView& n) {
      return n.host == r.host && n.first_rank == r.node_first_rank;
    });
    if (it == nodes.end()) {
      NodeView fresh;
      fresh.host = r.host;
      fresh.first_rank = r.node_first_rank;
      fresh.steps_min = UINT64_MAX;
      fresh.joined_after_s = r.joined_after_s;
      nodes.push_back(std::move(fresh));
      links.emplace_back();
      it = nodes.end() - 1;
    }
    Links& l = links[static_cast<size_t>(it - nodes.begin())];
    it->ranks.push_back(r.rank);
    it->steps_min = std::min(it->steps_min, r.steps);
    it->steps_max = std::max(it->steps_max, r.steps);
    it->connected += r.connected ? 1 : 0;
    it->finished += r.finished ? 1 : 0;
    it->lost += r.failed ? 1 : 0;
    it->sampled |= r.clock_sampled;
    it->joined_after_s = std::min(it->joined_after_s, r.joined_after_s);
    it->bytes_received += r.bytes_received;
    if (std::isfinite(r.bytes_per_sec)) {
      it->bytes_per_sec =
          std::isfinite(it->bytes_per_sec) ? it->bytes_per_sec + r.bytes_per_sec : r.bytes_per_sec;
    }
    if (r.unreachable_since_wall_ns != kMissing) {
      if (it->unreachable_since_wall_ns == kMissing ||
          r.unreachable_since_wall_ns < it->unreachable_since_wall_ns) {
        it->unreachable_since_wall_ns = r.unreachable_since_wall_ns;
      }
      it->unreachable_for_s = std::max(it->unreachable_for_s, r.unreachable_for_s);
    }
    l.via_relay += r.via_relay ? 1 : 0;
    l.direct += r.connected && !r.via_relay ? 1 : 0;
    l.relay_lost += r.disconnect_reason.rfind(kRelayLostReason, 0) == 0 ? 1 : 0;
    if (r.clock_estimated) {
      ++l.estimated;
      it->clock_offset_ms = -r.clock_skew_ms;
      if (r.clock_two_way) {
        ++l.two_way;
        it->clock_bound_ms = r.clock_bound_ms;
      }
    }
  }
  for (size_t i = 0; i < nodes.size(); ++i) {
    NodeView& n = nodes[i];
    const Links& l = links[i];
    n.relay = l.via_relay > 0    ? kRelayUp
              : l.relay_lost > 0 ? kRelayLost
              : l.direct > 0     ? kRelayNone
                                 : kRelayEnded;
    if (n.sampled) n.clock = l.two_way > 0 ? "two-way" : l.estimated > 0 ? "estimated" : "wall";
    if (l.estimated == 0) n.clock_offset_ms = 0.0;
    if (l.two_way == 0) n.clock_bound_ms = 0.0;
    PickSlowest(s, &n);
  }
  // Links are parallel to nodes: sort both by first rank through an index.
  std::vector<size_t> order(nodes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return nodes[a].ranks.front() < nodes[b].ranks.front(); });
  std::vector<NodeView> sorted;
  sorted.reserve(nodes.size());
  for (size_t i : order) {
    sorted.push_back(std::move(nodes[i]));
    sorted.back().index = sorted.size() - 1;
  }
  return sorted;
}

}  // namespace steplens::aggregator
