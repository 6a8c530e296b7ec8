// steplens — the command-line entry point: dispatches to one subcommand.
#include <clocale>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace {

constexpr const char* kUsage =
    "usage: steplens <command> [options]\n"
    "\n"
    "commands:\n"
    "  run [options] script.py [args...]   run a training script and observe it live\n"
    "  report RUN_DIR [--json]             print the summary of a finished run\n"
    "  serve RUN_DIR [RUN_DIR ...]         web dashboard for finished runs\n"
    "  compare RUN_A RUN_B                 run B against run A (step time, memory)\n"
    "  export RUN_DIR --format F           steps as a Perfetto trace, CSV or JSON lines\n"
    "  deep on|sampled|off RUN_DIR         switch deep mode (per-module) in a running job\n"
    "\n"
    "`steplens <command> --help` shows a command's options.\n";

}  // namespace

int main(int argc, char** argv) {
  std::setlocale(LC_ALL, "");
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
    std::fputs(kUsage, args.empty() ? stderr : stdout);
    return args.empty() ? steplens::cli::kExitUsage : 0;
  }
  if (args[0] == "--version" || args[0] == "version") {
    std::printf("steplens %s\n", STEPLENS_VERSION);
    return 0;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  if (command == "run") return steplens::cli::RunRunCommand(args);
  if (command == "report") return steplens::cli::RunReportCommand(args);
  if (command == "serve") return steplens::cli::RunServeCommand(args);
  if (command == "compare") return steplens::cli::RunCompareCommand(args);
  if (command == "_rank-exec") return steplens::cli::RunRankExecCommand(args);
  if (command == "_local-launch") return steplens::cli::RunLocalLaunchCommand(args);
  if (command == "export") return steplens::cli::RunExportCommand(args);
  if (command == "deep") return steplens::cli::RunDeepCommand(args);
  steplens::cli::PrintError("unknown command '" + command +
                            "'; run `steplens --help` to see the commands");
  return steplens::cli::kExitUsage;
}
