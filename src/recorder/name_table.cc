#include "recorder/name_table.h"

namespace steplens::recorder {

int NameTable::InternPhase(std::string_view name) { return Intern(name, false); }
int NameTable::InternScalar(std::string_view name) { return Intern(name, true); }

int NameTable::Intern(std::string_view name, bool scalar) {
  if (name.empty() || name.size() > kMaxNameBytes) return -1;
  base::MutexLock lock(mu_);
  for (const NameInfo& e : entries_) {
    const bool is_scalar = e.id >= kFirstScalarId;
    if (is_scalar == scalar && e.name == name) return e.id;
  }
  int id;
  if (scalar) {
    if (scalar_count_ >= kMaxScalarNames) return -1;
    id = kFirstScalarId + scalar_count_++;
  } else {
    if (kFirstUserPhase + phase_count_ >= kMaxPhases) return -1;
    id = kFirstUserPhase + phase_count_++;
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
