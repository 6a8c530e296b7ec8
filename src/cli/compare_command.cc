// `steplens compare RUN_A RUN_B [--json] [--fail-on-regression PCT]` — B
// against A: step time per phase, peak memory, diagnosis, verdict. The same
// computation as GET /api/compare (server::CompareRuns).
#include <cstdio>
#include <cstdlib>

#include "aggregator/compare.h"
#include "base/text.h"
#include "cli/commands.h"
#include "server/served_run.h"
#include "tui/compare_text.h"

namespace steplens::cli {
namespace {

constexpr const char* kCompareUsage =
    "usage: steplens compare RUN_A RUN_B [--json] [--fail-on-regression PCT]\n"
    "\n"
    "Compares run B against run A (the baseline): median step time per phase,\n"
    "peak memory and the diagnosis, with a one-line verdict.\n"
    "\n"
    "options:\n"
    "  --json                     print the comparison as JSON (as GET /api/compare)\n"
    "  --fail-on-regression PCT   exit with code 3 when B's step time is more than\n"
    "                             PCT % slower than A's, or its peak memory more\n"
    "                             than PCT % higher (a CI regression gate)\n"
    "  -h, --help                 show this help\n";

bool ParsePct(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v >= 0) || v > 1e6) return false;
  *out = v;
  return true;
}

}  // namespace

int RunCompareCommand(const std::vector<std::string>& args) {
  std::vector<std::string> dirs;
  bool json = false;
  std::optional<double> fail_pct;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    std::string v;
    if (a == "-h" || a == "--help") {
      std::fputs(kCompareUsage, stdout);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (IsFlag(a, "--fail-on-regression")) {
      if (!TakeFlagValue(args, &i, "--fail-on-regression", &v)) return kExitUsage;
      double pct = 0;
      if (!ParsePct(v, &pct)) {
        PrintError("--fail-on-regression must be a percentage of 0 or more, not '" + v + "'");
        return kExitUsage;
      }
      fail_pct = pct;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a +
                 "' for `steplens compare`; see `steplens compare --help`");
      return kExitUsage;
    } else {
      dirs.push_back(a);
    }
  }
  if (dirs.size() != 2) {
    PrintError("`steplens compare` takes two run directories (A, the baseline, then B); got " +
               std::to_string(dirs.size()));
    return kExitUsage;
  }
  std::unique_ptr<server::ServedRun> runs[2];
  for (int i = 0; i < 2; ++i) {
    auto run = server::ServedRun::LoadFinished(dirs[i], i == 0 ? "a" : "b");
    if (!run.ok()) {
      PrintError(run.status().message());
      return kExitFailure;
    }
    runs[i] = std::move(run.value());
    std::string id = runs[i]->run_id();
    if (id.empty()) id = dirs[i];
    runs[i]->set_id(id);
  }
  aggregator::CompareOptions options;
  if (fail_pct) options.regression_pct = *fail_pct;
  const auto comparison = server::CompareRuns(*runs[0], *runs[1], options);
  if (json) {
    std::fputs(
        (comparison.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n")
            .c_str(),
        stdout);
  } else {
    std::fputs(base::TerminalSafe(tui::RenderCompareText(comparison)).c_str(), stdout);
  }
  if (fail_pct && aggregator::IsRegression(comparison, *fail_pct)) {
    std::fprintf(stderr, "steplens: B regressed by more than %g%% against A (exit code %d)\n",
                 *fail_pct, kExitRegression);
    return kExitRegression;
  }
  return 0;
}

}  // namespace steplens::cli
