// `steplens deep on|every|sampled|off RUN_DIR [--period N] [--burst N]` —
// switches deep mode (per-module time and memory) on the ranks of a running
// `steplens run`, without a restart: through the run's control socket
// (cli/control_socket.h) to the aggregator, which sends each rank a
// DEEP_MODE control message (docs/reference/wire-protocol.md).
#include <cstdio>
#include <string>

#include "cli/commands.h"
#include "cli/control_socket.h"

namespace steplens::cli {
namespace {

constexpr const char* kDeepUsage =
    "usage: steplens deep MODE RUN_DIR [--period N] [--burst N]\n"
    "\n"
    "Switches deep mode (per-module forward/backward time and activation bytes)\n"
    "on every rank of the run that `steplens run` is running in RUN_DIR, from\n"
    "the ranks' next step; no restart. MODE:\n"
    "  on, every   every step\n"
    "  sampled     a burst of --burst steps (default 2) every --period steps\n"
    "              (default 100), starting at once\n"
    "  off         no module hooks at all\n"
    "\n"
    "options:\n"
    "  --period N  sampled: a burst every N steps (1..1000000)\n"
    "  --burst N   sampled: of N steps (1..period)\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit codes: 0 switched, 1 the run cannot be reached or refused, 2 usage.\n";

// Answers from the run begin with "ok: " or "error: ".
constexpr std::string_view kOk = "ok: ";
constexpr int kAnswerTimeoutMs = 5000;

}  // namespace

int RunDeepCommand(const std::vector<std::string>& args) {
  std::string mode_text, run_dir, v;
  long period = 0, burst = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "-h" || a == "--help") {
      std::fputs(kDeepUsage, stdout);
      return 0;
    } else if (IsFlag(a, "--period")) {
      if (!TakeFlagValue(args, &i, "--period", &v)) return kExitUsage;
      if (!ParseInt(v, 1, kMaxDeepPeriod, &period)) {
        PrintError("--period must be a whole number from 1 to 1000000, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--burst")) {
      if (!TakeFlagValue(args, &i, "--burst", &v)) return kExitUsage;
      if (!ParseInt(v, 1, kMaxDeepPeriod, &burst)) {
        PrintError("--burst must be a whole number from 1 to 1000000, not '" + v + "'");
        return kExitUsage;
      }
    } else if (!a.empty() && a[0] == '-') {
      PrintError("unknown option '" + a + "'; run `steplens deep --help`");
      return kExitUsage;
    } else if (mode_text.empty()) {
      mode_text = a;
    } else if (run_dir.empty()) {
      run_dir = a;
    } else {
      PrintError("one MODE and one RUN_DIR, not also '" + a + "'");
      return kExitUsage;
    }
  }
  if (mode_text.empty() || run_dir.empty()) {
    std::fputs(kDeepUsage, stderr);
    return kExitUsage;
  }
  const std::optional<DeepMode> mode = ParseDeepModeName(mode_text);
  if (!mode) {
    PrintError("MODE must be on, every, sampled or off, not '" + mode_text + "'");
    return kExitUsage;
  }
  const DeepLine line{*mode, static_cast<uint32_t>(period), static_cast<uint32_t>(burst)};
  if (const std::string problem = aggregator::DeepRequestProblem(line); !problem.empty()) {
    PrintError(problem + " (--period, --burst)");
    return kExitUsage;
  }
  auto answer = SendControlRequest(run_dir, FormatDeepLine(line), kAnswerTimeoutMs);
  if (!answer.ok()) {
    PrintError(answer.status().message());
    return kExitFailure;
  }
  const std::string& text = answer.value();
  if (text.rfind(kOk, 0) != 0) {
    PrintError(text);
    return kExitFailure;
  }
  std::printf("steplens: %s\n", text.substr(kOk.size()).c_str());
  return 0;
}

}  // namespace steplens::cli
