#include "base/metrics.h"

#include <algorithm>

namespace steplens::metrics {

bool IsReservedName(std::string_view name) {
  if (name == kWaitName || name == kStepName) return true;
  return std::any_of(kBuiltinPhases.begin(), kBuiltinPhases.end(),
                     [&](const BuiltinPhase& p) { return name == p.name; });
}

std::string RegionLabel(std::string_view name) {
  std::string label(name);
  if (IsReservedName(name)) label += kRegionSuffix;
  return label;
}

std::string UnnamedRegionLabel(int phase_id) { return "region_" + std::to_string(phase_id); }

int64_t PhaseNs(const StepRecord& record, int phase_id) {
  if (phase_id < 0 || phase_id >= kMaxPhases) return kMissing;
  const auto at = static_cast<size_t>(phase_id);
  const int64_t gpu = record.gpu_ns[at];
  return gpu != kMissing ? gpu : record.cpu_ns[at];
}

int64_t ComputeNs(const StepRecord& record) {
  // Unsigned sum: durations come from the ranks (untrusted) and must not
  // overflow into undefined behaviour.
  uint64_t sum = 0;
  bool any = false;
  for (const BuiltinPhase& p : kBuiltinPhases) {
    if (!p.compute) continue;
    const int64_t v = PhaseNs(record, static_cast<int>(p.phase));
    if (v == kMissing) continue;
    sum += static_cast<uint64_t>(v);
    any = true;
  }
  return any ? static_cast<int64_t>(sum) : kMissing;
}

int64_t WaitNs(int64_t step_ns, int64_t compute_ns) {
  if (step_ns == kMissing || compute_ns == kMissing) return kMissing;
  if (compute_ns >= step_ns) return 0;
  return static_cast<int64_t>(static_cast<uint64_t>(step_ns) - static_cast<uint64_t>(compute_ns));
}

int64_t WaitNs(const StepRecord& record) { return WaitNs(record.StepNs(), ComputeNs(record)); }

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
