#include "store/meta_table.h"

#include <cerrno>
#include <cstdlib>

namespace steplens::store {

std::string MetaTable::Text(const std::string& key) const {
  auto it = rows_.find(key);
  return it != rows_.end() ? it->second : "";
}

std::optional<int64_t> MetaTable::Int(const std::string& key) const {
  auto it = rows_.find(key);
  if (it == rows_.end() || it->second.empty()) return std::nullopt;
  const char* p = it->second.c_str();
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(p, &end, 10);
  if (errno != 0 || end == p || *end != '\0') return std::nullopt;
  return static_cast<int64_t>(v);
}

std::optional<uint64_t> MetaTable::Count(const std::string& key) const {
  const std::optional<int64_t> v = Int(key);
  if (!v || *v < 0) return std::nullopt;
  return static_cast<uint64_t>(*v);
}

std::optional<double> MetaTable::Real(const std::string& key) const {
  auto it = rows_.find(key);
  if (it == rows_.end() || it->second.empty()) return std::nullopt;
  const char* p = it->second.c_str();
  char* end = nullptr;
  const double v = std::strtod(p, &end);
  if (end == p || *end != '\0') return std::nullopt;
  return v;
}

}  // namespace steplens::store
