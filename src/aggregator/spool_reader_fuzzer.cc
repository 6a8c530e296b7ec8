// libFuzzer target: a run directory holding one untrusted spool file, read
// as `steplens report` reads it (LoadRunForReport → BuildSummary → JSON).
// Nothing may crash, throw or print invalid JSON. Build: scripts/fuzz.sh.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "aggregator/json_values.h"
#include "aggregator/report.h"
#include "aggregator/summary.h"

namespace {

const std::string& RunDir() {
  static const std::string dir = [] {
    std::string tmpl = "/tmp/steplens-spool-fuzz-XXXXXX";
    if (mkdtemp(tmpl.data()) == nullptr) std::abort();
    return tmpl;
  }();
  return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = RunDir() + "/rank-0.spool";
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  auto loaded = steplens::aggregator::LoadRunForReport(RunDir());
  if (loaded.ok()) {
    const auto summary =
        steplens::aggregator::BuildSummary(*loaded.value().state, loaded.value().meta);
    const std::string text = steplens::aggregator::json::Dump(summary, 2);
    if (!nlohmann::json::accept(text)) std::abort();
  }
  return 0;
}
