// `steplens export RUN_DIR --format perfetto|csv|jsonl [--steps A:B]
// [--ranks LIST] [-o FILE] [--force]` — a run's steps for other tools
// (export/exporter.h has the formats; docs/reference/export.md).
//
// Output goes to stdout, or to FILE through FILE.tmp-<pid> renamed at the
// end, so a failed export never leaves a half file and an existing FILE is
// only replaced with --force.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "export/exporter.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kExportUsage =
    "usage: steplens export RUN_DIR --format perfetto|csv|jsonl [options]\n"
    "\n"
    "Writes a run's steps for other tools, reading its database as it goes\n"
    "(a run of any length exports in bounded memory).\n"
    "  --format F     perfetto: Chrome/Perfetto trace (open in ui.perfetto.dev),\n"
    "                 one process per rank on one corrected clock, diagnosis\n"
    "                 episodes and failures; csv or jsonl: one row per (step,\n"
    "                 rank) with every phase\n"
    "  --steps A:B    only steps A to B, both included (A: and :B are open)\n"
    "  --ranks LIST   only these ranks, e.g. 0,3 or 0-7\n"
    "  -o FILE        write to FILE instead of stdout\n"
    "  --force        replace FILE if it exists\n";

constexpr size_t kOutputBufferBytes = 1 << 20;

}  // namespace

int RunExportCommand(const std::vector<std::string>& args) {
  std::string dir, output, format_text;
  bool force = false;
  exporter::ExportOptions options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    std::string v;
    if (a == "-h" || a == "--help") {
      std::fputs(kExportUsage, stdout);
      return 0;
    } else if (IsFlag(a, "--format")) {
      if (!TakeFlagValue(args, &i, "--format", &format_text)) return kExitUsage;
      if (!exporter::ParseFormat(format_text, &options.format)) {
        PrintError("--format must be perfetto, csv or jsonl, not '" + format_text + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--steps")) {
      if (!TakeFlagValue(args, &i, "--steps", &v)) return kExitUsage;
      if (!exporter::ParseStepRange(v, &options.first_step, &options.last_step)) {
        PrintError("--steps must be A:B with whole numbers A <= B (or A:, :B, A), not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--ranks")) {
      if (!TakeFlagValue(args, &i, "--ranks", &v)) return kExitUsage;
      if (!exporter::ParseRankList(v, &options.ranks)) {
        PrintError("--ranks must list ranks like 0,3 or 0-7, not '" + v + "'");
        return kExitUsage;
      }
    } else if (a == "-o" || IsFlag(a, "--output")) {
      if (!TakeFlagValue(args, &i, a == "-o" ? "-o" : "--output", &output)) return kExitUsage;
      if (output.empty()) {
        PrintError("-o needs a file name");
        return kExitUsage;
      }
    } else if (a == "--force") {
      force = true;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a + "' for `steplens export`; see `steplens export --help`");
      return kExitUsage;
    } else if (dir.empty()) {
      dir = a;
    } else {
      PrintError("`steplens export` takes one run directory; got '" + dir + "' and '" + a + "'");
      return kExitUsage;
    }
  }
  if (dir.empty()) {
    PrintError(
        "no run directory given; usage: steplens export RUN_DIR --format perfetto|csv|jsonl");
    return kExitUsage;
  }
  if (format_text.empty()) {
    PrintError("--format is required: perfetto, csv or jsonl");
    return kExitUsage;
  }
  const bool to_file = !output.empty() && output != "-";
  std::error_code ec;
  if (to_file && fs::exists(output, ec) && !force) {
    PrintError(output + " already exists; pass --force to replace it");
    return kExitFailure;
  }

  std::unique_ptr<char[]> buffer(new char[kOutputBufferBytes]);
  std::ofstream file;
  const std::string tmp = output + ".tmp-" + std::to_string(getpid());
  if (to_file) {
    file.rdbuf()->pubsetbuf(buffer.get(), kOutputBufferBytes);
    file.open(tmp, std::ios::binary | std::ios::trunc);
    if (!file) {
      PrintError("cannot write " + output + ": " + std::strerror(errno));
      return kExitFailure;
    }
  } else {
    std::ios::sync_with_stdio(false);
  }
  std::ostream& out = to_file ? static_cast<std::ostream&>(file) : std::cout;
  auto result = exporter::ExportRun(dir, options, out);
  if (to_file) {
    file.close();
    if (result.ok() && !file) {
      result = base::Status::Error("cannot write " + output + ": " + std::strerror(errno));
    }
    if (!result.ok()) {
      fs::remove(tmp, ec);
    } else if (std::rename(tmp.c_str(), output.c_str()) != 0) {
      result = base::Status::Error("cannot write " + output + ": " + std::strerror(errno));
      fs::remove(tmp, ec);
    }
  }
  if (!result.ok()) {
    PrintError(result.status().message());
    return kExitFailure;
  }
  if (!result->aggregated_note.empty()) {
    std::fprintf(stderr, "steplens: note: %s\n", result->aggregated_note.c_str());
  }
  if (to_file) {
    std::fprintf(stderr, "steplens: wrote %llu rows (%llu steps) to %s\n",
                 static_cast<unsigned long long>(result->rows),
                 static_cast<unsigned long long>(result->steps), output.c_str());
  }
  return 0;
}

}  // namespace steplens::cli
