#include "protocol/setup_keys.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace steplens::protocol {

bool IsRecordedVariable(std::string_view name) {
  for (std::string_view prefix : {"NCCL_", "TORCH_", "CUDA_"}) {
    if (name.size() > prefix.size() && name.substr(0, prefix.size()) == prefix) return true;
  }
  return name == "OMP_NUM_THREADS";
}

bool IsSecretName(std::string_view name) {
  std::string upper(name);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (std::string_view word : kSecretWords) {
    if (upper.find(word) != std::string::npos) return true;
  }
  return false;
}

void AppendEnvironment(const char* const* environ, SetupInfo* setup) {
  std::vector<std::pair<std::string, std::string>> found;
  for (const char* const* e = environ; e != nullptr && *e != nullptr; ++e) {
    const std::string_view entry(*e);
    const size_t eq = entry.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string_view name = entry.substr(0, eq);
    if (!IsRecordedVariable(name)) continue;
    if (IsSecretName(name)) {
      found.emplace_back(std::string(kSecretPrefix) + std::string(name), "");
    } else {
      found.emplace_back(std::string(kVariablePrefix) + std::string(name),
                         std::string(entry.substr(eq + 1)));
    }
  }
  std::sort(found.begin(), found.end());
  for (auto& f : found) setup->facts.push_back(std::move(f));
}

void SanitiseSetup(SetupInfo* setup) {
  for (auto& [key, value] : setup->facts) {
    const std::string_view k(key);
    if (k.substr(0, kVariablePrefix.size()) == kVariablePrefix &&
        IsSecretName(k.substr(kVariablePrefix.size()))) {
      key = std::string(kSecretPrefix) + key.substr(kVariablePrefix.size());
    }
    if (std::string_view(key).substr(0, kSecretPrefix.size()) == kSecretPrefix) value.clear();
  }
}

}  // namespace steplens::protocol
