// cli/run_options.h — what `steplens run` was asked to do: its options,
// parsed and checked.
//
// Contract
// - ParseRunArgs(args, &options) reads the arguments after `run` into
//   RunOptions. It returns kParsed to go on, kHelpShown after printing the
//   usage to stdout, or kExitUsage after printing one sentence that names
//   the bad option and what to do (cli/commands.h). The script must exist;
//   everything after it (or after `--`) is the script's. Never throws.
// - UiMode is --ui: ParseUiMode() takes exactly "terminal", "web", "both"
//   or "none"; ShowsTerminal() / ServesWeb() say what a mode shows.
// - JoinCommand(): the command line summary.json and the dashboard show.
// - Pure functions but for the usage and error text and the script check.
#ifndef STEPLENS_CLI_RUN_OPTIONS_H_
#define STEPLENS_CLI_RUN_OPTIONS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/multinode.h"
#include "server/web_server.h"

namespace steplens::cli {

enum class UiMode { kTerminal, kWeb, kBoth, kNone };

std::optional<UiMode> ParseUiMode(std::string_view text);
inline bool ShowsTerminal(UiMode ui) { return ui == UiMode::kTerminal || ui == UiMode::kBoth; }
inline bool ServesWeb(UiMode ui) { return ui == UiMode::kWeb || ui == UiMode::kBoth; }

struct RunOptions {
  long nproc_per_node = 1;
  bool nproc_given = false;  // --nproc-per-node was on the command line
  UiMode ui = UiMode::kTerminal;
  std::string run_dir;
  std::string host = server::kDefaultWebHost;
  long port = server::kDefaultWebPort;  // the dashboard's
  std::string token;                    // the dashboard's
  long ingest_port = 0;
  NodeFlags nodes;         // --nnodes, --node-rank, --rdzv-endpoint, --rdzv-id, --ingest-host
  long metrics_port = -1;  // -1 = no metrics server of its own
  long window = 100;
  long detail_steps = -1;   // -1 = automatic (store::AutoDetailSteps), 0 = all
  bool relay = true;        // across nodes: this node's ranks through one relay
  double hang_after_s = 0;  // 0 = automatic
  std::string peak_tflops;  // STEPLENS_PEAK_TFLOPS for the ranks ("" = by device)
  std::string deep;         // STEPLENS_DEEP for the ranks: "", "every" or "sampled"
  std::string script;
  std::vector<std::string> script_args;
};

inline constexpr int kParsed = 0;
inline constexpr int kHelpShown = -1;

int ParseRunArgs(const std::vector<std::string>& args, RunOptions* o);

std::string JoinCommand(const RunOptions& o);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_OPTIONS_H_
