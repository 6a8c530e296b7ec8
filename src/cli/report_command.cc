// `steplens report RUN_DIR [--json]` — the summary of a finished run, rebuilt
// from its database (or, for runs without the launcher, its spool files).
#include <cstdio>

#include "aggregator/json_values.h"
#include "aggregator/report.h"
#include "aggregator/summary.h"
#include "cli/commands.h"
#include "tui/summary_text.h"

namespace steplens::cli {
namespace {

constexpr const char* kReportUsage =
    "usage: steplens report RUN_DIR [--json]\n"
    "\n"
    "Prints the summary of a run directory written by `steplens run` or by a\n"
    "training script using steplens without the launcher (spool files).\n"
    "  --json   print summary.json's content instead of text\n";

}  // namespace

int RunReportCommand(const std::vector<std::string>& args) {
  std::string dir;
  bool json = false;
  for (const auto& a : args) {
    if (a == "-h" || a == "--help") {
      std::fputs(kReportUsage, stdout);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a + "' for `steplens report`; see `steplens report --help`");
      return kExitUsage;
    } else if (dir.empty()) {
      dir = a;
    } else {
      PrintError("`steplens report` takes one run directory; got '" + dir + "' and '" + a + "'");
      return kExitUsage;
    }
  }
  if (dir.empty()) {
    PrintError("no run directory given; usage: steplens report RUN_DIR [--json]");
    return kExitUsage;
  }
  auto loaded = aggregator::LoadRunForReport(dir);
  if (!loaded.ok()) {
    PrintError(loaded.status().message());
    return kExitFailure;
  }
  // Left out of the summary: say each, with where it belongs (stderr, so
  // --json output stays one document).
  for (const auto& spool : loaded->foreign_spools) {
    PrintError(aggregator::ForeignSpoolLine(spool, *loaded));
  }
  const auto summary = aggregator::BuildSummary(*loaded->state, loaded->meta);
  if (json) {
    std::fputs((aggregator::json::Dump(summary, 2) + "\n").c_str(), stdout);
  } else {
    std::fputs(tui::RenderSummaryText(summary).c_str(), stdout);
  }
  return 0;
}

}  // namespace steplens::cli
