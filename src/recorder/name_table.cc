#include "recorder/name_table.h"

namespace steplens::recorder {

int NameTable::InternPhase(std::string_view name) { return Intern(name, Space::kPhase); }
int NameTable::InternScalar(std::string_view name) { return Intern(name, Space::kScalar); }
int NameTable::InternLayer(std::string_view name) { return Intern(name, Space::kLayer); }

NameTable::Space NameTable::SpaceOf(int id) {
  if (id >= kFirstLayerNameId) return Space::kLayer;
  return id >= kFirstScalarId ? Space::kScalar : Space::kPhase;
}

int NameTable::Intern(std::string_view name, Space space) {
  if (name.empty() || name.size() > kMaxNameBytes) return -1;
  base::MutexLock lock(mu_);
  for (const NameInfo& e : entries_) {
    if (SpaceOf(e.id) == space && e.name == name) return e.id;
  }
  int id;
  switch (space) {
    case Space::kScalar:
      if (scalar_count_ >= kMaxScalarNames) return -1;
      id = kFirstScalarId + scalar_count_++;
      break;
    case Space::kLayer:
      if (layer_count_ >= kMaxLayers) return -1;
      id = kFirstLayerNameId + layer_count_++;
      break;
    case Space::kPhase:
    default:
      if (kFirstUserPhase + phase_count_ >= kMaxPhases) return -1;
      id = kFirstUserPhase + phase_count_++;
      break;
  }
  entries_.push_back(NameInfo{static_cast<uint16_t>(id), std::string(name)});
  return id;
}

size_t NameTable::CopySince(size_t from, std::vector<NameInfo>* out) const {
  base::MutexLock lock(mu_);
  for (size_t i = from; i < entries_.size(); ++i) out->push_back(entries_[i]);
  return entries_.size();
}

size_t NameTable::size() const {
  base::MutexLock lock(mu_);
  return entries_.size();
}

}  // namespace steplens::recorder
