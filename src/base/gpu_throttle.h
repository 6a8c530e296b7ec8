// base/gpu_throttle.h — the one home of GPU throttle (clocks-event) reasons:
// NVML's bit values and the one name each goes by in every output (the
// terminal, the web API, summary.json, the Prometheus `reason` label).
//
// Contract (header-only, pure, never throws)
// - GpuSample::throttle_reasons (steplens/record.h) holds the mask
//   nvmlDeviceGetCurrentClocksEventReasons returns (the older name:
//   ...ClocksThrottleReasons): bit set = the clocks are held below their
//   maximum for that reason; 0 = none (full clocks); kMissing = not reported.
// - kThrottleReasons lists the bits NVML documents, lowest first, with
//   their names (snake_case, stable: they are API). Adding one is a row.
// - ThrottleReasonNames(mask): the names of the set bits in bit order; a set
//   bit with no row is named by its value in hex ("0x200"), never dropped.
//   A negative mask (missing) gives an empty list, as does 0: callers tell
//   "none" from "missing" by the mask itself.
// - IsSlowdown(mask): a reason that costs speed under load is set (power
//   cap, thermal, hardware slowdown, power brake) — not idle, application
//   or display clock settings, or sync boost.
#ifndef STEPLENS_BASE_GPU_THROTTLE_H_
#define STEPLENS_BASE_GPU_THROTTLE_H_

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace steplens::base {

struct ThrottleReason {
  uint64_t bit;
  const char* name;
  bool slowdown;  // costs speed under load (see IsSlowdown)
};

// NVML's nvmlClocksEventReason* values (nvml.h).
inline constexpr uint64_t kThrottleIdle = 0x1;
inline constexpr uint64_t kThrottleApplicationsClocks = 0x2;
inline constexpr uint64_t kThrottleSwPowerCap = 0x4;
inline constexpr uint64_t kThrottleHwSlowdown = 0x8;
inline constexpr uint64_t kThrottleSyncBoost = 0x10;
inline constexpr uint64_t kThrottleSwThermal = 0x20;
inline constexpr uint64_t kThrottleHwThermal = 0x40;
inline constexpr uint64_t kThrottleHwPowerBrake = 0x80;
inline constexpr uint64_t kThrottleDisplayClocks = 0x100;

inline constexpr std::array<ThrottleReason, 9> kThrottleReasons = {{
    {kThrottleIdle, "idle", false},                               // nothing runs; the clocks drop
    {kThrottleApplicationsClocks, "applications_clocks", false},  // the app clocks setting
    {kThrottleSwPowerCap, "sw_power_cap", true},                  // the power limit
    {kThrottleHwSlowdown, "hw_slowdown", true},         // thermal or power brake, in hardware
    {kThrottleSyncBoost, "sync_boost", false},          // held to a sync-boost group's slowest
    {kThrottleSwThermal, "sw_thermal", true},           // software thermal slowdown
    {kThrottleHwThermal, "hw_thermal", true},           // hardware thermal slowdown
    {kThrottleHwPowerBrake, "hw_power_brake", true},    // external power brake signal
    {kThrottleDisplayClocks, "display_clocks", false},  // the display clock setting
}};

inline std::vector<std::string> ThrottleReasonNames(int64_t mask) {
  std::vector<std::string> names;
  if (mask <= 0) return names;
  const uint64_t bits = static_cast<uint64_t>(mask);
  for (int b = 0; b < 64; ++b) {
    const uint64_t bit = uint64_t{1} << b;
    if ((bits & bit) == 0) continue;
    const char* name = nullptr;
    for (const ThrottleReason& r : kThrottleReasons) {
      if (r.bit == bit) name = r.name;
    }
    if (name != nullptr) {
      names.emplace_back(name);
    } else {
      char hex[24];
      std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(bit));
      names.emplace_back(hex);
    }
  }
  return names;
}

inline bool IsSlowdown(int64_t mask) {
  if (mask <= 0) return false;
  for (const ThrottleReason& r : kThrottleReasons) {
    if (r.slowdown && (static_cast<uint64_t>(mask) & r.bit) != 0) return true;
  }
  return false;
}

}  // namespace steplens::base

#endif  // STEPLENS_BASE_GPU_THROTTLE_H_
