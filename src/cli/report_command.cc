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
    "       steplens report --merge RUN_DIR NODE_DIR... [--json]\n"
    "\n"
    "Prints the summary of a run directory written by `steplens run` or by a\n"
    "training script using steplens without the launcher (spool files).\n"
    "  --json   print summary.json's content instead of text\n"
    "  --merge  one run kept in several directories: node 0's (its database)\n"
    "           and every other node's, whose spool files hold what node 0\n"
    "           did not receive (a node cut off until its ranks ended); each\n"
    "           step is counted once\n";

}  // namespace

int RunReportCommand(const std::vector<std::string>& args) {
  std::vector<std::string> dirs;
  bool json = false;
  bool merge = false;
  for (const auto& a : args) {
    if (a == "-h" || a == "--help") {
      std::fputs(kReportUsage, stdout);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a == "--merge") {
      merge = true;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a + "' for `steplens report`; see `steplens report --help`");
      return kExitUsage;
    } else {
      dirs.push_back(a);
    }
  }
  if (dirs.empty()) {
    PrintError("no run directory given; usage: steplens report RUN_DIR [--json]");
    return kExitUsage;
  }
  if (dirs.size() > 1 && !merge) {
    PrintError("`steplens report` takes one run directory; got '" + dirs[0] + "' and '" + dirs[1] +
               "' (to read one run kept on several nodes: steplens report --merge " +
               "RUN_DIR NODE_DIR...)");
    return kExitUsage;
  }
  auto loaded = aggregator::LoadRunsForReport(dirs);
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
