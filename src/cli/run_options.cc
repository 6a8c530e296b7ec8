#include "cli/run_options.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "base/text.h"
#include "cli/commands.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kRunUsage =
    "usage: steplens run [options] [--] script.py [script args...]\n"
    "\n"
    "Runs script.py (--nproc-per-node N: N ranks, started as torchrun would) and\n"
    "shows where each step's time and memory go, per rank, live.\n"
    "\n"
    "options:\n"
    "  --nproc-per-node N   ranks to start on this machine (default 1)\n"
    "  --ui MODE            terminal: full screen on a terminal, a compact block\n"
    "                       every few seconds otherwise (default); web: the\n"
    "                       dashboard in the browser (URL printed at start);\n"
    "                       both: terminal and web; none: neither\n"
    "  --host H             address the dashboard listens on (default 127.0.0.1;\n"
    "                       any other than loopback requires a token)\n"
    "  --port P             dashboard port for --ui web/both (default 8765;\n"
    "                       0 picks a free one)\n"
    "  --token T            token the dashboard requires (default: generated\n"
    "                       when --host is not loopback; printed in the URL)\n"
    "  --metrics-port P     serve Prometheus metrics at http://HOST:P/metrics (any\n"
    "                       --ui; 0 picks a free one; a non-loopback --host needs\n"
    "                       --token)\n"
    "  --ingest-port P      port the ranks report to (default 0: a free one,\n"
    "                       passed to the ranks; across nodes the rendezvous\n"
    "                       port + 1)\n"
    "\n"
    "across nodes (one `steplens run` per node, the same command on every node\n"
    "but --node-rank; node 0 hosts the aggregator and the dashboard; docs/guide/\n"
    "multi-node.md; under srun or a PyTorchJob the node flags not given come\n"
    "from the launcher's environment, so the command is the same everywhere):\n"
    "  --nnodes N           nodes in the job (default 1)\n"
    "  --node-rank R        this node (0 .. N-1)\n"
    "  --rdzv-endpoint H:P  node 0's address and a free port (torchrun's static\n"
    "                       rendezvous); the aggregator listens on P + 1\n"
    "  --rdzv-id ID         torchrun's job id (optional; part of the run id)\n"
    "  --ingest-host ADDR   address node 0's aggregator listens on (required\n"
    "                       across nodes: 0.0.0.0 or the cluster network's)\n"
    "  --no-relay           on nodes other than 0, each rank connects to node 0\n"
    "                       itself (default: the node's ranks share one connection\n"
    "                       through a relay that steplens runs on the node)\n"
    "  --token T            across nodes also the ranks' token (or STEPLENS_TOKEN;\n"
    "                       required): a rank without it is refused\n"
    "  --run-dir DIR        where the database, summary.json and stdout.log go\n"
    "                       (default ./steplens_runs/<timestamp>)\n"
    "  --window N           live window in complete steps (default 100)\n"
    "  --detail-steps N     keep every rank's per-step detail for the last N steps\n"
    "                       (and around each diagnosis); older steps keep per-step\n"
    "                       cross-rank aggregates and per-rank means per 128 steps.\n"
    "                       'all' keeps everything; default: 20 M rank-steps over\n"
    "                       the world size, at least 1000 (docs/reference/storage.md)\n"
    "  --hang-after S       call the run hung after S seconds without a complete\n"
    "                       step (default: max(20 x the median step, 20 s), 120 s\n"
    "                       before the first step)\n"
    "  --peak-tflops T      the peak TFLOP/s of one rank's device, for MFU (default:\n"
    "                       known NVIDIA GPUs by name; CPU: MFU only when given)\n"
    "  --deep[=MODE]        time every module of the traced model per rank: 'sampled'\n"
    "                       (the default: a burst of steps every 100) or 'every'\n"
    "                       step (docs/guide/deep-mode.md)\n"
    "  -h, --help           show this help\n";

}  // namespace

std::optional<UiMode> ParseUiMode(std::string_view text) {
  if (text == "terminal") return UiMode::kTerminal;
  if (text == "web") return UiMode::kWeb;
  if (text == "both") return UiMode::kBoth;
  if (text == "none") return UiMode::kNone;
  return std::nullopt;
}

int ParseRunArgs(const std::vector<std::string>& args, RunOptions* o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    std::string v;
    if (a == "-h" || a == "--help") {
      std::fputs(kRunUsage, stdout);
      return kHelpShown;
    } else if (IsFlag(a, "--nproc-per-node") || IsFlag(a, "--nproc_per_node")) {
      if (!TakeFlagValue(args, &i, a.substr(0, a.find('=')), &v)) return kExitUsage;
      if (!ParseInt(v, 1, 4096, &o->nproc_per_node)) {
        PrintError("--nproc-per-node must be a whole number from 1 to 4096, not '" + v + "'");
        return kExitUsage;
      }
      o->nproc_given = true;
    } else if (IsFlag(a, "--ui")) {
      if (!TakeFlagValue(args, &i, "--ui", &v)) return kExitUsage;
      const std::optional<UiMode> ui = ParseUiMode(v);
      if (!ui) {
        PrintError("--ui must be terminal, web, both or none, not '" + v + "'");
        return kExitUsage;
      }
      o->ui = *ui;
    } else if (IsFlag(a, "--run-dir")) {
      if (!TakeFlagValue(args, &i, "--run-dir", &o->run_dir)) return kExitUsage;
      if (o->run_dir.empty()) {
        PrintError(
            "--run-dir needs a directory; leave the option out for the default "
            "(./steplens_runs/<timestamp>)");
        return kExitUsage;
      }
      // The ranks get it in their environment and write it into JSON and
      // terminals: it must be text.
      if (!base::IsValidUtf8(o->run_dir) || base::TerminalSafe(o->run_dir) != o->run_dir) {
        PrintError("--run-dir '" + base::TerminalSafe(o->run_dir) +
                   "' holds bytes that are not UTF-8 text or control characters; "
                   "choose a directory name made of printable characters");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--port")) {
      if (!TakeFlagValue(args, &i, "--port", &v)) return kExitUsage;
      if (!ParseInt(v, 0, 65535, &o->port)) {
        PrintError("--port must be a port number from 0 to 65535, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--ingest-port")) {
      if (!TakeFlagValue(args, &i, "--ingest-port", &v)) return kExitUsage;
      if (!ParseInt(v, 0, 65535, &o->ingest_port)) {
        PrintError("--ingest-port must be a port number from 0 to 65535, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--nnodes")) {
      if (!TakeFlagValue(args, &i, "--nnodes", &v)) return kExitUsage;
      if (!ParseInt(v, 1, 65536, &o->nodes.nnodes)) {
        PrintError("--nnodes must be a whole number from 1 to 65536, not '" + v + "'");
        return kExitUsage;
      }
      o->nodes.nnodes_given = true;
    } else if (IsFlag(a, "--node-rank") || IsFlag(a, "--node_rank")) {
      if (!TakeFlagValue(args, &i, a.substr(0, a.find('=')), &v)) return kExitUsage;
      if (!ParseInt(v, 0, 65535, &o->nodes.node_rank)) {
        PrintError("--node-rank must be a whole number from 0 to 65535, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--rdzv-endpoint") || IsFlag(a, "--rdzv_endpoint")) {
      if (!TakeFlagValue(args, &i, a.substr(0, a.find('=')), &o->nodes.rdzv_endpoint)) {
        return kExitUsage;
      }
    } else if (IsFlag(a, "--rdzv-id") || IsFlag(a, "--rdzv_id")) {
      if (!TakeFlagValue(args, &i, a.substr(0, a.find('=')), &o->nodes.rdzv_id)) {
        return kExitUsage;
      }
    } else if (a == "--deep" || a.rfind("--deep=", 0) == 0) {
      o->deep = a == "--deep" ? "sampled" : a.substr(7);
      if (o->deep != "sampled" && o->deep != "every") {
        PrintError("--deep must be 'sampled' or 'every', not '" + o->deep + "'");
        return kExitUsage;
      }
    } else if (a == "--no-relay") {
      o->relay = false;
    } else if (IsFlag(a, "--ingest-host")) {
      if (!TakeFlagValue(args, &i, "--ingest-host", &o->nodes.ingest_host)) return kExitUsage;
      if (o->nodes.ingest_host.empty()) {
        PrintError("--ingest-host needs an address, for example 0.0.0.0");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--metrics-port")) {
      if (!TakeFlagValue(args, &i, "--metrics-port", &v)) return kExitUsage;
      if (!ParseInt(v, 0, 65535, &o->metrics_port)) {
        PrintError("--metrics-port must be a port number from 0 to 65535, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--host")) {
      if (!TakeFlagValue(args, &i, "--host", &o->host)) return kExitUsage;
      if (o->host.empty()) {
        PrintError("--host needs an address, for example 127.0.0.1");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--token")) {
      if (!TakeFlagValue(args, &i, "--token", &o->token)) return kExitUsage;
      if (o->token.empty()) {
        PrintError("--token needs a value");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--window")) {
      if (!TakeFlagValue(args, &i, "--window", &v)) return kExitUsage;
      if (!ParseInt(v, 1, 100000, &o->window)) {
        PrintError("--window must be a whole number of steps from 1 to 100000, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--detail-steps")) {
      if (!TakeFlagValue(args, &i, "--detail-steps", &v)) return kExitUsage;
      if (v == "all") {
        o->detail_steps = 0;
      } else if (!ParseInt(v, 10, 1'000'000'000, &o->detail_steps)) {
        PrintError(
            "--detail-steps must be 'all' or a whole number of steps from 10 to "
            "1000000000, not '" +
            v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--hang-after")) {
      if (!TakeFlagValue(args, &i, "--hang-after", &v)) return kExitUsage;
      char* end = nullptr;
      const double sec = std::strtod(v.c_str(), &end);
      if (v.empty() || end == nullptr || *end != '\0' || !(sec >= 1 && sec <= 86400 * 7)) {
        PrintError("--hang-after must be a number of seconds from 1 to 604800, not '" + v + "'");
        return kExitUsage;
      }
      o->hang_after_s = sec;
    } else if (IsFlag(a, "--peak-tflops")) {
      if (!TakeFlagValue(args, &i, "--peak-tflops", &v)) return kExitUsage;
      char* end = nullptr;
      const double tflops = std::strtod(v.c_str(), &end);
      if (v.empty() || end == nullptr || *end != '\0' || !(tflops > 0 && tflops <= 1e6)) {
        PrintError("--peak-tflops must be a positive number of TFLOP/s per rank, not '" + v + "'");
        return kExitUsage;
      }
      o->peak_tflops = v;
    } else if (a == "--") {  // the end of steplens' options: the script follows
      if (i + 1 < args.size()) {
        o->script = args[i + 1];
        o->script_args.assign(args.begin() + static_cast<long>(i) + 2, args.end());
      }
      break;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a + "' for `steplens run`; see `steplens run --help`");
      return kExitUsage;
    } else {
      o->script = a;
      o->script_args.assign(args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    }
  }
  if (o->script.empty()) {
    PrintError("no training script given; usage: steplens run [options] [--] script.py [args...]");
    return kExitUsage;
  }
  std::error_code ec;
  if (!fs::is_regular_file(o->script, ec)) {
    PrintError("training script '" + o->script + "' not found");
    return kExitUsage;
  }
  return kParsed;
}

std::string JoinCommand(const RunOptions& o) {
  std::string cmd =
      "steplens run --nproc-per-node " + std::to_string(o.nproc_per_node) + " " + o.script;
  for (const auto& a : o.script_args) cmd += " " + a;
  return cmd;
}

}  // namespace steplens::cli
