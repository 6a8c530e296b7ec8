#include "aggregator/rank_exit.h"

#include <string.h>

#include <charconv>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace steplens::aggregator {
namespace {

template <typename T>
bool ParseNumber(std::string_view text, T* out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, *out);
  return ec == std::errc() && ptr == end;
}

}  // namespace

std::string FormatRankExit(const RankExit& e) {
  std::string out = "rank=" + std::to_string(e.rank) + "\npid=" + std::to_string(e.pid) + "\n";
  if (e.signal != 0) {
    out += "signal=" + std::to_string(e.signal) + "\n";
  } else {
    out += "code=" + std::to_string(e.exit_code) + "\n";
  }
  out += "core=" + std::string(e.core_dumped ? "1" : "0") + "\n";
  out += "mono_ns=" + std::to_string(e.mono_ns) + "\n";
  return out;
}

std::optional<RankExit> ParseRankExit(std::string_view text) {
  RankExit e;
  bool have_rank = false, have_end = false;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string_view key = line.substr(0, eq), value = line.substr(eq + 1);
    bool ok = true;
    if (key == "rank") {
      ok = have_rank = ParseNumber(value, &e.rank);
    } else if (key == "pid") {
      ok = ParseNumber(value, &e.pid);
    } else if (key == "code") {
      ok = have_end = ParseNumber(value, &e.exit_code) && e.exit_code >= 0 && e.exit_code <= 255;
    } else if (key == "signal") {
      ok = have_end = ParseNumber(value, &e.signal) && e.signal > 0 && e.signal < 128;
    } else if (key == "core") {
      e.core_dumped = value == "1";
    } else if (key == "mono_ns") {
      ok = ParseNumber(value, &e.mono_ns);
    }
    if (!ok) return std::nullopt;
  }
  if (!have_rank || !have_end) return std::nullopt;
  if (e.signal != 0) e.exit_code = -1;
  return e;
}

std::string DescribeRankExit(const RankExit& e) {
  if (e.signal == 0) return "exit code " + std::to_string(e.exit_code);
  std::string out = "signal " + std::to_string(e.signal);
  if (const char* abbrev = sigabbrev_np(e.signal)) out += std::string(" (SIG") + abbrev + ")";
  if (e.core_dumped) out += ", core dumped";
  return out;
}

std::string RankExitPath(const std::string& run_dir, uint32_t rank) {
  return run_dir + "/ranks/rank-" + std::to_string(rank) + ".exit";
}

std::vector<RankExit> ReadNewRankExits(const std::string& run_dir, std::set<uint32_t>* taken) {
  namespace fs = std::filesystem;
  std::vector<RankExit> out;
  std::error_code ec;
  fs::directory_iterator it(fs::path(run_dir) / "ranks", ec);
  if (ec) return out;
  for (const fs::directory_entry& entry : it) {
    const std::string name = entry.path().filename().string();
    if (name.size() < 11 || name.rfind("rank-", 0) != 0 ||
        name.compare(name.size() - 5, 5, ".exit") != 0) {
      continue;
    }
    uint32_t rank = 0;
    if (!ParseNumber(std::string_view(name).substr(5, name.size() - 10), &rank) ||
        taken->count(rank) > 0 || !entry.is_regular_file(ec)) {
      continue;
    }
    std::ifstream f(entry.path());
    std::stringstream text;
    text << f.rdbuf();
    if (auto e = ParseRankExit(text.str()); e && e->rank == rank) {
      taken->insert(rank);
      out.push_back(*e);
    }
  }
  return out;
}

}  // namespace steplens::aggregator
