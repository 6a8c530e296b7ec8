// cli/commands.h — the steplens subcommands, one file each.
//
// Contract: each Run*Command takes the arguments after its name and returns
// the process exit code. Usage errors print one sentence naming the problem
// and what to do, and return kExitUsage; they never throw.
//
// Exit codes (docs/reference/cli.md):
//   0..255  `steplens run`: the training job's own exit code (128+N: signal N)
//   1       steplens could not do its work (I/O, bind, not a run directory)
//   2       usage error (unknown flag, missing or bad argument)
//   3       `steplens compare --fail-on-regression PCT`: B regressed by more
//           than PCT % against A
#ifndef STEPLENS_CLI_COMMANDS_H_
#define STEPLENS_CLI_COMMANDS_H_

#include <string>
#include <vector>

namespace steplens::cli {

inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitRegression = 3;

int RunRunCommand(const std::vector<std::string>& args);
int RunReportCommand(const std::vector<std::string>& args);
int RunServeCommand(const std::vector<std::string>& args);
int RunCompareCommand(const std::vector<std::string>& args);
// Internal: the parent of one rank's process (cli/rank_exec.cc).
int RunRankExecCommand(const std::vector<std::string>& args);
// Internal: one node's ranks without torchrun (cli/local_launch.h).
int RunLocalLaunchCommand(const std::vector<std::string>& args);
int RunExportCommand(const std::vector<std::string>& args);
int RunDeepCommand(const std::vector<std::string>& args);

// Prints "steplens: <message>" to stderr.
void PrintError(const std::string& message);

// Parses "--flag value" / "--flag=value" at args[*i]; advances *i. Returns
// false (after printing an error) when the value is missing.
bool TakeFlagValue(const std::vector<std::string>& args, size_t* i, const std::string& flag,
                   std::string* value);
bool IsFlag(const std::string& arg, const std::string& flag);
bool ParseInt(const std::string& text, long min, long max, long* out);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_COMMANDS_H_
