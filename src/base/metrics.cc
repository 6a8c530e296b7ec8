#include "base/metrics.h"

#include <algorithm>
#include <cstdint>

#include "base/int64.h"

namespace steplens::metrics {

bool IsTierOnlyName(std::string_view name) {
  return std::any_of(kTierOnlyNames.begin(), kTierOnlyNames.end(),
                     [&](const char* tier) { return name == tier; });
}

bool IsReservedName(std::string_view name) {
  if (name == kWaitName || name == kStepName || name == kLossName || IsTierOnlyName(name)) {
    return true;
  }
  return std::any_of(kBuiltinPhases.begin(), kBuiltinPhases.end(),
                     [&](const BuiltinPhase& p) { return name == p.name; });
}

std::string RegionLabel(std::string_view name) {
  std::string label(name);
  if (IsReservedName(name)) label += kRegionSuffix;
  return label;
}

namespace {
// A name the recorder gives its own regions (kCommNames, kCommKindNames,
// kCommOverlapName, kSyncNames).
bool IsRecorderRegionName(std::string_view name) {
  return std::find(kCommNames.begin(), kCommNames.end(), name) != kCommNames.end() ||
         std::find(kCommKindNames.begin(), kCommKindNames.end(), name) != kCommKindNames.end() ||
         name == kCommOverlapName ||
         std::find(kSyncNames.begin(), kSyncNames.end(), name) != kSyncNames.end();
}
}  // namespace

std::string UserPhaseName(std::string_view name) {
  std::string out(name);
  if (IsRecorderRegionName(name)) out += kRegionSuffix;
  return out;
}

bool OmittedWhenUnmeasured(std::string_view name) {
  return name == BuiltinPhaseName(static_cast<int>(Phase::kHostToDevice)) ||
         IsRecorderRegionName(name);
}

std::string UnnamedRegionLabel(int phase_id) { return "region_" + std::to_string(phase_id); }

int64_t PhaseNs(const StepRecord& record, int phase_id) {
  if (phase_id < 0 || phase_id >= kMaxPhases) return kMissing;
  const auto at = static_cast<size_t>(phase_id);
  const int64_t gpu = record.gpu_ns[at];
  return gpu != kMissing ? gpu : record.cpu_ns[at];
}

int64_t ComputeNs(std::span<const int64_t, kBuiltinPhaseCount> phase_ns) {
  // Unsigned sum: durations come from the ranks (untrusted) and must not
  // overflow into undefined behaviour; a negative one is not a duration.
  uint64_t sum = 0;
  for (const BuiltinPhase& p : kBuiltinPhases) {
    const int64_t v = phase_ns[static_cast<size_t>(p.phase)];
    if (p.compute == Compute::kNo) continue;
    if (v < 0) {
      if (p.compute == Compute::kRequired) return kMissing;
      continue;
    }
    sum += static_cast<uint64_t>(v);
  }
  return base::ClampToInt64(sum);
}

int64_t WaitNs(int64_t step_ns, std::span<const int64_t, kBuiltinPhaseCount> phase_ns) {
  const int64_t compute = ComputeNs(phase_ns);
  if (step_ns < 0 || compute == kMissing) return kMissing;
  return compute >= step_ns ? 0 : step_ns - compute;
}

int64_t WaitNs(const StepRecord& record) {
  std::array<int64_t, kBuiltinPhaseCount> phases;
  for (int p = 0; p < kBuiltinPhaseCount; ++p) phases[static_cast<size_t>(p)] = PhaseNs(record, p);
  return WaitNs(record.StepNs(), phases);
}

MetricTable::MetricTable() {
  for (const BuiltinPhase& p : kBuiltinPhases) Intern(p.name);
  Intern(kWaitName);
  Intern(kStepName);
}

int MetricTable::Intern(std::string_view name) {
  const int found = Find(name);
  if (found >= 0) return found;
  if (names_.size() >= kMaxMetrics) return -1;
  const int index = static_cast<int>(names_.size());
  names_.emplace_back(name);
  index_.emplace(names_.back(), index);
  return index;
}

int MetricTable::Find(std::string_view name) const {
  auto it = index_.find(std::string(name));
  return it == index_.end() ? -1 : it->second;
}

}  // namespace steplens::metrics
