// recorder/deep_switch.cc — see deep_switch.h for the contract.
#include "recorder/deep_switch.h"

#include <algorithm>

namespace steplens::recorder {
namespace {

constexpr int kModeShift = 16;
constexpr int kPeriodShift = 24;
constexpr int kBurstShift = 44;
constexpr uint64_t kCountMask = 0xFFFF;
constexpr uint64_t kModeMask = 0xFF;
constexpr uint64_t kFieldMask = (uint64_t{1} << 20) - 1;
static_assert(kMaxDeepPeriod <= kFieldMask, "period and burst must fit 20 bits");

}  // namespace

std::atomic<uint64_t> DeepSwitchBox::word_{0};

uint64_t DeepSwitchBox::Pack(uint16_t count, const DeepModeRequest& request) noexcept {
  const uint64_t period = std::min<uint64_t>(request.period, kMaxDeepPeriod);
  const uint64_t burst = std::min<uint64_t>(request.burst, kMaxDeepPeriod);
  return (uint64_t{count} & kCountMask) |
         ((static_cast<uint64_t>(request.mode) & kModeMask) << kModeShift) |
         (period << kPeriodShift) | (burst << kBurstShift);
}

DeepModeRequest DeepSwitchBox::Unpack(uint64_t word) noexcept {
  DeepModeRequest r;
  const auto mode = static_cast<uint8_t>((word >> kModeShift) & kModeMask);
  r.mode = mode <= static_cast<uint8_t>(DeepMode::kSampled) ? static_cast<DeepMode>(mode)
                                                            : DeepMode::kOff;
  r.period = static_cast<uint32_t>((word >> kPeriodShift) & kFieldMask);
  r.burst = static_cast<uint32_t>((word >> kBurstShift) & kFieldMask);
  return r;
}

void DeepSwitchBox::Publish(const DeepModeRequest& request) noexcept {
  // One writer (the flusher of the running session), so load + store is
  // enough; the count makes every switch a new word, even a repeated mode.
  const uint64_t old = word_.load(std::memory_order_relaxed);
  uint16_t count = static_cast<uint16_t>((old & kCountMask) + 1);
  if (count == 0) count = 1;  // word 0 means "never switched"
  word_.store(Pack(count, request), std::memory_order_relaxed);
}

}  // namespace steplens::recorder
