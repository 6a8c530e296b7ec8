#include "recorder/layer_ring.h"

#include <algorithm>
#include <mutex>

namespace steplens::recorder {

std::atomic<LayerRing*> LayerRing::instance_{nullptr};

bool LayerRing::Push(uint64_t step, const LayerEntry* entries, int n) noexcept {
  const int count = std::clamp(n, 0, kMaxLayers);
  const bool ok = ring_.TryPushWith([&](LayerBlock& block) {
    block.step = step;
    block.count = static_cast<uint16_t>(count);
    std::copy(entries, entries + count, block.entries.begin());
  });
  (ok ? pushed_ : dropped_).fetch_add(1, std::memory_order_relaxed);
  return ok;
}

bool LayerRing::Pop(LayerBlock* out) {
  base::MutexLock lock(pop_mu_);
  return ring_.TryPop(out);
}

LayerRing* LayerRing::Enable() {
  static std::once_flag once;
  // Never freed: the hot path may read it at any time, atexit included.
  std::call_once(once, [] { instance_.store(new LayerRing, std::memory_order_release); });
  return Get();
}

}  // namespace steplens::recorder
