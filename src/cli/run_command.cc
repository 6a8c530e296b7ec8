// `steplens run` — launch a training job under observation.
//
// Order of work: validate arguments → check the Python/torch environment →
// create the run directory → start the aggregator (binds the port) → launch
// the job (torch.distributed.run for N > 1) with the endpoint in its
// environment → live view until the job exits → final summary → exit with
// the job's exit code. Ctrl-C / SIGTERM are forwarded to the job; a second
// one, or a job that ignores the first for kKillAfter, gets SIGKILL.
//
// Failure attribution (docs/reference/diagnoses.md, health): every rank runs
// under `steplens _rank-exec` (cli/rank_exec.cc), which records how it ended
// in <run-dir>/ranks/; the main loop hands those records, the user's stop and
// the job's end to the RunState, and when the health verdict says HANG it
// asks each local rank for its Python stacks (STACK_SIGNAL, faulthandler)
// and puts the stuck rank's innermost frames into the evidence.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "aggregator/ingest.h"
#include "aggregator/json_values.h"
#include "aggregator/rank_exit.h"
#include "aggregator/stack_dump.h"
#include "aggregator/summary.h"
#include "base/text.h"
#include "cli/commands.h"
#include "cli/launcher.h"
#include "cli/multinode.h"
#include "cli/slurm.h"
#include "diagnosis/health.h"
#include "relay/relay.h"
#include "server/metrics_server.h"
#include "server/prometheus.h"
#include "server/web_server.h"
#include "store/step_scan.h"
#include "tui/live_view.h"
#include "tui/summary_text.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr const char* kRunUsage =
    "usage: steplens run [options] [--] script.py [script args...]\n"
    "\n"
    "Runs script.py (with torch.distributed.run when --nproc-per-node > 1) and\n"
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
    "multi-node.md):\n"
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
    "  -h, --help           show this help\n";

constexpr auto kTerminalRefresh = std::chrono::milliseconds(1000);
constexpr auto kPlainRefresh = std::chrono::milliseconds(5000);
constexpr auto kPollInterval = std::chrono::milliseconds(100);
constexpr auto kCachePollInterval = std::chrono::milliseconds(250);
constexpr auto kKillAfter = std::chrono::seconds(20);
constexpr int kOutputDrainMs = 3000;
// Across nodes, how long a node's relay may take to forward its ranks' last
// bytes to node 0 after they exited.
constexpr int kRelayDrainMs = 5000;
// Across nodes, how long node 0 waits for the other nodes' ranks to end
// after its own ended (their last frames are on the network).
constexpr auto kOtherNodesDrain = std::chrono::seconds(30);
constexpr size_t kTailLines = 200;
constexpr auto kExitPollInterval = std::chrono::milliseconds(100);
// While HANG holds, the ranks' stacks are taken again this often.
constexpr auto kStackRefresh = std::chrono::seconds(30);
constexpr int kStackWaitMs = 1500;

struct RunOptions {
  long nproc_per_node = 1;
  std::string ui = "terminal";
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
  std::string script;
  std::vector<std::string> script_args;
};

// Set by the signal handler; read by the main loop.
std::atomic<pid_t> g_job_pid{-1};
std::atomic<int> g_signals{0};
std::atomic<int> g_last_signal{0};
std::atomic<int64_t> g_first_signal_ns{0};  // CLOCK_MONOTONIC of the first

void OnSignal(int sig) {
  const int n = g_signals.fetch_add(1) + 1;
  if (n == 1) {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);  // async-signal-safe
    g_first_signal_ns.store(static_cast<int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec);
    g_last_signal.store(sig);
  }
  const pid_t pid = g_job_pid.load();
  if (pid > 0) kill(-pid, n == 1 ? sig : SIGKILL);
}

void InstallSignalHandlers() {
  struct sigaction sa {};
  sa.sa_handler = OnSignal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  signal(SIGPIPE, SIG_IGN);
}

// Returns 0 to continue, or an exit code.
int ParseRunArgs(const std::vector<std::string>& args, RunOptions* o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    std::string v;
    if (a == "-h" || a == "--help") {
      std::fputs(kRunUsage, stdout);
      return -1;
    } else if (IsFlag(a, "--nproc-per-node") || IsFlag(a, "--nproc_per_node")) {
      if (!TakeFlagValue(args, &i, a.substr(0, a.find('=')), &v)) return kExitUsage;
      if (!ParseInt(v, 1, 4096, &o->nproc_per_node)) {
        PrintError("--nproc-per-node must be a whole number from 1 to 4096, not '" + v + "'");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--ui")) {
      if (!TakeFlagValue(args, &i, "--ui", &v)) return kExitUsage;
      if (v != "terminal" && v != "web" && v != "both" && v != "none") {
        PrintError("--ui must be terminal, web, both or none, not '" + v + "'");
        return kExitUsage;
      }
      o->ui = v;
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
  return 0;
}

std::string Timestamp() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
  return buf;
}

std::string RandomHex(size_t bytes) {
  std::random_device rd;
  std::string out;
  static const char* kHex = "0123456789abcdef";
  for (size_t i = 0; i < bytes; ++i) {
    const unsigned v = rd() & 0xFF;
    out.push_back(kHex[v >> 4]);
    out.push_back(kHex[v & 0xF]);
  }
  return out;
}

// Creates the run directory; never reuses one that holds a run.
base::StatusOr<std::string> PrepareRunDir(const std::string& requested) {
  std::error_code ec;
  std::string dir = requested;
  if (dir.empty()) {
    const std::string base = "steplens_runs/" + Timestamp();
    dir = base;
    for (int n = 2; fs::exists(dir, ec); ++n) dir = base + "-" + std::to_string(n);
  } else if (fs::exists(fs::path(dir) / "steplens.db", ec) ||
             fs::exists(fs::path(dir) / "summary.json", ec)) {
    return base::Status::Error("run directory '" + dir +
                               "' already holds a steplens run; choose a new --run-dir");
  }
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) {
    return base::Status::Error("cannot create run directory '" + dir +
                               "': " + (ec ? ec.message() : std::string("not a directory")) +
                               "; choose another with --run-dir");
  }
  if (access(dir.c_str(), W_OK) != 0) {
    return base::Status::Error("run directory '" + dir + "' is not writable: " +
                               std::strerror(errno) + "; choose another with --run-dir");
  }
  // steplens never writes through a link someone left in the run dir (its
  // target would be overwritten): refuse before anything is created.
  for (const char* name : {"stdout.log", "steplens.db", "steplens.db-wal", "steplens.db-shm",
                           "summary.json", "summary.json.tmp"}) {
    if (fs::is_symlink(fs::path(dir) / name, ec)) {
      return base::Status::Error("run directory '" + dir + "' holds a symbolic link " + name +
                                 "; steplens never writes through links: remove it or choose "
                                 "another --run-dir");
    }
  }
  return fs::absolute(dir, ec).lexically_normal().string();
}

// Writes path through path.tmp and a rename. The temporary file is created
// new (never through a link someone left in the run dir) and removed on any
// failure (a full disk leaves no *.tmp behind); errno says why on false.
bool WriteFileAtomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  unlink(tmp.c_str());  // ours from an earlier attempt, or a planted link
  const int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  const bool written = done == text.size() && close(fd) == 0;
  if (!written || std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int e = written ? errno : (errno != 0 ? errno : EIO);
    unlink(tmp.c_str());
    errno = e;
    return false;
  }
  return true;
}

// This executable's path (for `steplens _rank-exec`), or "" when unknown.
std::string SelfExe() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : p.string();
}

std::string HostName() {
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) != 0) return "";
  return host;
}

// While the health verdict is HANG, asks every local rank for its Python
// stacks (STACK_SIGNAL: faulthandler in the rank, python/steplens/_failures.py)
// and hands the main thread's innermost frames to the RunState; again every
// kStackRefresh while the hang lasts. Runs on the launcher's main loop.
class HangStacks {
 public:
  HangStacks(aggregator::RunState* state, std::string run_dir)
      : state_(state), run_dir_(std::move(run_dir)), host_(HostName()) {}

  void Tick(Clock::time_point now) {
    if (state_->Health().label != diagnosis::kHang) {
      last_.reset();
      return;
    }
    if (last_ && now - *last_ < kStackRefresh) return;
    last_ = now;
    Take();
  }

 private:
  void Take() {
    struct Asked {
      uint32_t rank;
      int64_t offset;
    };
    std::vector<Asked> asked;
    for (const auto& [rank, pid, host] : state_->LiveRankPids()) {
      if (host != host_) {
        state_->SetRankStack(rank, "", "the rank runs on another host (" + host + ")");
        continue;
      }
      const int64_t offset = aggregator::StackFileSize(run_dir_, rank);
      if (offset < 0 || pid == 0) {
        // No stack file: faulthandler is not registered there, and the
        // signal's default action would end the rank. Never sent.
        state_->SetRankStack(rank, "",
                             "the rank registered no stack dump (see its output for why)");
        continue;
      }
      if (kill(static_cast<pid_t>(pid), SIGRTMIN + kStackSignalOffset) != 0) {
        state_->SetRankStack(
            rank, "",
            std::string("cannot signal pid ") + std::to_string(pid) + ": " + std::strerror(errno));
        continue;
      }
      asked.push_back({rank, offset});
    }
    for (const Asked& a : asked) {
      aggregator::StackRead r = aggregator::ReadStackDump(run_dir_, a.rank, a.offset, kStackWaitMs);
      state_->SetRankStack(a.rank, std::move(r.frames), std::move(r.reason));
    }
  }

  aggregator::RunState* state_;
  std::string run_dir_;
  std::string host_;
  std::optional<Clock::time_point> last_;
};

// How the ranks of this node start: torch.distributed.run (one node:
// --standalone; several: this node's place, cli/multinode.h) running each
// rank under `steplens _rank-exec`, with the recorder's environment.
struct RankEnv {
  std::string endpoint;  // HOST:PORT of the aggregator
  std::string run_id;
  std::string run_dir;
  std::string token;
};

LaunchSpec BuildLaunchSpec(const RunOptions& opts, const NodePlan& plan, const std::string& python,
                           bool bootstrap, const RankEnv& env) {
  // Every rank runs under `steplens _rank-exec`, which records how it ended
  // (aggregator/rank_exit.h); torchrun starts it with --no-python.
  const std::string self = SelfExe();
  const bool torchrun = opts.nproc_per_node > 1 || plan.multi();
  LaunchSpec spec;
  if (torchrun) {
    spec.argv.push_back(python);
    for (const char* a : {"-m", "torch.distributed.run"}) spec.argv.push_back(a);
    if (plan.multi()) {
      for (const std::string& a : TorchrunNodeArgs(plan)) spec.argv.push_back(a);
    } else {
      spec.argv.push_back("--standalone");
    }
    spec.argv.push_back("--nproc-per-node");
    spec.argv.push_back(std::to_string(opts.nproc_per_node));
    if (!self.empty()) spec.argv.push_back("--no-python");
  }
  if (!self.empty()) {
    spec.argv.push_back(self);
    spec.argv.push_back("_rank-exec");
    spec.argv.push_back(python);
  } else if (!torchrun) {
    spec.argv.push_back(python);  // (torchrun prepends it otherwise)
  }
  // Zero-code framework instrumentation (python/steplens/_bootstrap.py):
  // each rank runs the script through steplens._bootstrap when the job's
  // Python has steplens; otherwise the script runs as it is.
  if (bootstrap) {
    spec.argv.push_back("-m");
    spec.argv.push_back("steplens._bootstrap");
  }
  spec.argv.push_back(opts.script);
  for (const auto& a : opts.script_args) spec.argv.push_back(a);
  spec.env = {{"STEPLENS_ENDPOINT", env.endpoint},
              {"STEPLENS_RUN_ID", env.run_id},
              {"STEPLENS_RUN_DIR", env.run_dir},
              {"STEPLENS_TOKEN", env.token},
              {"PYTHONUNBUFFERED", "1"}};
  if (!opts.peak_tflops.empty()) spec.env.emplace_back("STEPLENS_PEAK_TFLOPS", opts.peak_tflops);
  spec.log_path = env.run_dir + "/stdout.log";
  // The srun task's identity is steplens's, not a rank's (cli/slurm.h).
  for (const char* name : kSlurmTaskVariables) spec.env_remove.push_back(name);
  return spec;
}

// A node other than 0: its ranks report to node 0's aggregator; this
// launcher starts them, passes their output through (and into stdout.log)
// and exits with their exit code. A rank that cannot reach the aggregator
// spools into this node's run directory and keeps training.
int RunOtherNode(const NodePlan& plan, const LaunchSpec& spec, const std::string& dir,
                 const std::string& endpoint, long nproc, relay::Relay* node_relay) {
  const long first = plan.node_rank * nproc;
  std::fprintf(stderr,
               "steplens: node %ld of %ld: ranks %ld-%ld report to node 0's aggregator at %s%s; "
               "the live view, dashboard and summary are on node 0 (run directory here: %s)\n",
               plan.node_rank, plan.nnodes, first, first + nproc - 1, endpoint.c_str(),
               node_relay != nullptr ? " over one connection (this node's relay)" : "",
               dir.c_str());
  InstallSignalHandlers();
  auto job_or = Job::Launch(spec);
  if (!job_or.ok()) {
    PrintError(job_or.status().message());
    return kExitFailure;
  }
  Job& job = *job_or.value();
  g_job_pid.store(job.pid());
  OutputPump pump(job.output_fd(), [](std::string_view chunk) {
    std::fwrite(chunk.data(), 1, chunk.size(), stdout);
    std::fflush(stdout);
  });
  std::optional<int> exit_code;
  std::optional<Clock::time_point> first_signal_at;
  // A rank that cannot reach node 0 spools here and retries (the recorder);
  // say so once, while the job runs or, for a short one, when it ended.
  bool spool_said = false;
  auto say_if_spooling = [&] {
    if (spool_said) return;
    std::error_code ec;
    std::string spooling;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
      const std::string name = e.path().filename().string();
      if (name.rfind("rank-", 0) == 0 && name.find(".spool") != std::string::npos) {
        spooling += (spooling.empty() ? "" : ", ") + name;
      }
    }
    if (spooling.empty()) return;
    std::fprintf(stderr,
                 "steplens: node %ld: ranks could not reach node 0's aggregator at %s; they "
                 "keep training, spool to %s (%s) and retry; `steplens report %s` reads what "
                 "stays there\n",
                 plan.node_rank, endpoint.c_str(), dir.c_str(), spooling.c_str(), dir.c_str());
    spool_said = true;
  };
  auto next_spool_check = Clock::now();
  while (!(exit_code = job.Poll())) {
    const auto now = Clock::now();
    if (g_signals.load() > 0 && !first_signal_at) first_signal_at = now;
    if (first_signal_at && now - *first_signal_at > kKillAfter) job.ForwardSignal(SIGKILL);
    if (now >= next_spool_check) {
      next_spool_check = now + std::chrono::seconds(1);
      say_if_spooling();
    }
    std::this_thread::sleep_for(kPollInterval);
  }
  say_if_spooling();
  pump.Stop(kOutputDrainMs);
  if (node_relay != nullptr) {
    // What the ranks sent last (their GOODBYE) still goes to node 0.
    node_relay->Stop(kRelayDrainMs);
    if (node_relay->bytes_lost() > 0) {
      std::fprintf(stderr,
                   "steplens: node %ld: relay: %llu bytes on their way to node 0 were lost when "
                   "its connection dropped (the ranks spooled from then on)\n",
                   plan.node_rank, static_cast<unsigned long long>(node_relay->bytes_lost()));
    }
  }
  std::fprintf(stderr, "steplens: node %ld: the job's ranks exited with code %d\n", plan.node_rank,
               *exit_code);
  return *exit_code;
}

// Node 0 across nodes: its own ranks have exited; the others' last frames
// may still be on their way. Waits (bounded) until no connected rank is
// still running (every one said goodbye or was lost).
void WaitForOtherNodes(const aggregator::Aggregator& aggregator, const NodePlan& plan) {
  if (!plan.multi()) return;
  const auto deadline = Clock::now() + kOtherNodesDrain;
  bool said = false;
  while (Clock::now() < deadline) {
    // Ranks that never connected (refused, or spooling on an unreachable
    // node) will not send anything more: only connected ones are waited for.
    const aggregator::Snapshot snap = aggregator.state().GetSnapshot();
    long ended = 0, running = 0;
    for (const auto& r : snap.ranks) {
      ended += (r.finished || r.failed) ? 1 : 0;
      running += r.connected && !r.finished ? 1 : 0;
    }
    if (running == 0) return;
    if (!said) {
      std::fprintf(stderr,
                   "steplens: this node's ranks ended; waiting up to %lld s for the other "
                   "nodes' ranks (%ld of %ld ended)\n",
                   static_cast<long long>(
                       std::chrono::duration_cast<std::chrono::seconds>(kOtherNodesDrain).count()),
                   ended, plan.world_size);
      said = true;
    }
    std::this_thread::sleep_for(kPollInterval);
  }
}

std::string JoinCommand(const RunOptions& o) {
  std::string cmd =
      "steplens run --nproc-per-node " + std::to_string(o.nproc_per_node) + " " + o.script;
  for (const auto& a : o.script_args) cmd += " " + a;
  return cmd;
}

}  // namespace

int RunRunCommand(const std::vector<std::string>& args) {
  RunOptions opts;
  if (int rc = ParseRunArgs(args, &opts); rc != 0) return rc < 0 ? 0 : rc;
  // Under srun: one steplens per node, which starts the ranks (cli/slurm.h).
  if (const std::string problem =
          SlurmStepProblem(ReadSlurmStep([](const char* name) { return std::getenv(name); }));
      !problem.empty()) {
    PrintError(problem);
    return kExitUsage;
  }
  opts.nodes.ingest_port = opts.ingest_port;
  opts.nodes.token = opts.token;
  opts.nodes.nproc_per_node = opts.nproc_per_node;
  NodePlan plan;
  if (const std::string problem = ResolveNodes(
          opts.nodes, [](const char* name) { return std::getenv(name); }, &plan);
      !problem.empty()) {
    PrintError(problem);
    return kExitUsage;
  }

  const std::string python = FindPython();
  const int torch_check = RunPythonQuietly(
      python,
      "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('torch') else 3)");
  if (torch_check == 3) {
    PrintError("torch is not importable from " + python + "; install it with `" + python +
               " -m pip install torch`");
    return kExitFailure;
  }
  if (torch_check != 0) {
    PrintError("cannot run Python at '" + python +
               "'; set STEPLENS_PYTHON to the interpreter of your training environment");
    return kExitFailure;
  }

  const bool bootstrap =
      RunPythonQuietly(python,
                       "import importlib.util, sys; "
                       "sys.exit(0 if importlib.util.find_spec('steplens._bootstrap') else 1)") ==
      0;

  auto run_dir = PrepareRunDir(opts.run_dir);
  if (!run_dir.ok()) {
    PrintError(run_dir.status().message());
    return kExitFailure;
  }
  const std::string dir = run_dir.value();

  const std::string run_id =
      plan.multi() ? plan.run_id : fs::path(dir).filename().string() + "-" + RandomHex(3);
  const std::string token = plan.multi() ? plan.token : RandomHex(16);
  if (!plan.hosts_aggregator()) {
    const std::string endpoint = plan.connect_host + ":" + std::to_string(plan.ingest_port);
    // The node's relay: its ranks connect here, it holds the one
    // connection to node 0 (relay/relay.h).
    std::unique_ptr<relay::Relay> node_relay;
    std::string rank_endpoint = endpoint;
    if (opts.relay) {
      relay::RelayOptions ro;
      ro.upstream_host = plan.connect_host;
      ro.upstream_port = static_cast<uint16_t>(plan.ingest_port);
      ro.run_id = run_id;
      ro.token = token;
      ro.host = HostName();
      const long node = plan.node_rank;
      ro.on_event = [node](const std::string& line) {
        // "cannot reach" is said by the spool check (RunOtherNode), once.
        if (line.rfind("cannot reach", 0) == 0) return;
        std::fprintf(stderr, "steplens: node %ld: relay: %s\n", node, line.c_str());
      };
      auto started = relay::Relay::Start(ro);
      if (!started.ok()) {
        PrintError(started.status().message());
        return kExitFailure;
      }
      node_relay = std::move(started.value());
      rank_endpoint = "127.0.0.1:" + std::to_string(node_relay->port());
    }
    const LaunchSpec spec =
        BuildLaunchSpec(opts, plan, python, bootstrap, {rank_endpoint, run_id, dir, token});
    return RunOtherNode(plan, spec, dir, endpoint, opts.nproc_per_node, node_relay.get());
  }
  aggregator::AggregatorOptions agg_opts;
  agg_opts.bind_host = plan.ingest_host;
  agg_opts.port = static_cast<uint16_t>(plan.multi() ? plan.ingest_port : opts.ingest_port);
  agg_opts.token = token;
  agg_opts.run_id = run_id;
  agg_opts.run_dir = dir;
  agg_opts.window_steps = static_cast<uint32_t>(opts.window);
  agg_opts.hang_after_ms = static_cast<int64_t>(opts.hang_after_s * 1000);
  agg_opts.expected_world_size = static_cast<uint32_t>(plan.world_size);
  agg_opts.store.detail_steps = opts.detail_steps < 0
                                    ? store::AutoDetailSteps(static_cast<uint32_t>(plan.world_size))
                                    : static_cast<uint64_t>(opts.detail_steps);
  // A store write failure (full disk) is said at once, in one line; the run
  // goes on and the summary says from which step the database is incomplete.
  agg_opts.store.on_write_failure = [](const std::string& problem) {
    std::fprintf(stderr,
                 "steplens: %s; training goes on and summary.json still counts every step\n",
                 problem.c_str());
  };
  auto agg = aggregator::Aggregator::Start(agg_opts);
  if (!agg.ok()) {
    PrintError(agg.status().message());
    std::error_code ec;
    fs::remove(dir, ec);  // only if still empty: never removes a user's files
    return kExitFailure;
  }
  aggregator::Aggregator& aggregator = *agg.value();

  // The run as the dashboard sees it. With --ui web|both the web server
  // serves and polls it; otherwise a thread polls it, so that at the end the
  // run cache (steplens-web.cache) is written at once and a later
  // `steplens serve` / `compare` of this run starts fast.
  const bool web = opts.ui == "web" || opts.ui == "both";
  aggregator::RunMeta live_meta;
  live_meta.run_dir = dir;
  live_meta.command = JoinCommand(opts);
  std::unique_ptr<server::ServedRun> live_run =
      server::ServedRun::Live(&aggregator.state(), live_meta, run_id);
  server::ServedRun* served = live_run.get();
  std::unique_ptr<server::WebServer> web_server;
  std::atomic<bool> stop_polling{false};
  std::thread cache_poller;
  struct PollerGuard {  // stops the poller on every way out
    std::atomic<bool>* stop;
    std::thread* thread;
    ~PollerGuard() {
      stop->store(true);
      if (thread->joinable()) thread->join();
    }
  } poller_guard{&stop_polling, &cache_poller};
  if (web) {
    // Bound before the job starts, so a port in use stops here; after that
    // the job never waits for the dashboard.
    server::ServerOptions web_opts;
    web_opts.host = opts.host;
    web_opts.port = static_cast<uint16_t>(opts.port);
    web_opts.token = opts.token;
    web_opts.require_token = !opts.token.empty();
    std::vector<std::unique_ptr<server::ServedRun>> runs;
    runs.push_back(std::move(live_run));
    auto started_web = server::WebServer::Start(web_opts, std::move(runs));
    if (!started_web.ok()) {
      PrintError(started_web.status().message());
      aggregator.Stop();
      if (aggregator.store() != nullptr) aggregator.store()->Close();
      // Nothing ran: remove what this run created, never a user's files.
      std::error_code ec;
      for (const char* f : {"steplens.db", "steplens.db-wal", "steplens.db-shm"}) {
        fs::remove(fs::path(dir) / f, ec);
      }
      fs::remove(dir, ec);  // only if now empty
      return kExitFailure;
    }
    web_server = std::move(started_web.value());
    std::fprintf(stderr, "steplens: dashboard at %s\n", web_server->Url().c_str());
  } else {
    cache_poller = std::thread([served, &stop_polling] {
      while (!stop_polling.load()) {
        served->Poll();
        std::this_thread::sleep_for(kCachePollInterval);
      }
    });
  }

  // Prometheus scrape endpoint of its own (server/metrics_server.h), bound
  // before the job starts like the dashboard.
  std::unique_ptr<server::MetricsServer> metrics_server;
  if (opts.metrics_port >= 0) {
    server::MetricsServerOptions metrics_opts;
    metrics_opts.host = opts.host;
    metrics_opts.port = static_cast<uint16_t>(opts.metrics_port);
    metrics_opts.token = opts.token;
    const aggregator::RunState* state = &aggregator.state();
    auto started_metrics = server::MetricsServer::Start(
        metrics_opts, [state] { return server::RenderLiveRuns({state}); });
    if (!started_metrics.ok()) {
      PrintError(started_metrics.status().message());
      if (web_server) web_server->Stop();
      aggregator.Stop();
      if (aggregator.store() != nullptr) aggregator.store()->Close();
      std::error_code ec;  // nothing ran: remove what this run created
      for (const char* f : {"steplens.db", "steplens.db-wal", "steplens.db-shm"}) {
        fs::remove(fs::path(dir) / f, ec);
      }
      fs::remove(dir, ec);  // only if now empty
      return kExitFailure;
    }
    metrics_server = std::move(started_metrics.value());
    std::fprintf(stderr, "steplens: metrics at %s\n", metrics_server->Url().c_str());
  }

  const std::string endpoint = (plan.multi() ? plan.connect_host : std::string("127.0.0.1")) + ":" +
                               std::to_string(aggregator.port());
  const LaunchSpec spec =
      BuildLaunchSpec(opts, plan, python, bootstrap, {endpoint, run_id, dir, token});
  if (plan.multi()) {
    std::fprintf(stderr,
                 "steplens: node 0 of %ld: the aggregator listens on %s:%u for the job's %ld "
                 "ranks (run %s)\n",
                 plan.nnodes, plan.ingest_host.c_str(), static_cast<unsigned>(aggregator.port()),
                 plan.world_size, run_id.c_str());
  }

  const bool terminal_ui = opts.ui == "terminal" || opts.ui == "both";
  const bool use_terminal = terminal_ui && isatty(STDOUT_FILENO) && isatty(STDIN_FILENO);
  tui::TerminalView view;
  bool full_screen = use_terminal && view.Start();

  InstallSignalHandlers();
  const auto started = Clock::now();
  auto job_or = Job::Launch(spec);
  if (!job_or.ok()) {
    view.Stop();
    PrintError(job_or.status().message());
    aggregator.Stop();
    return kExitFailure;
  }
  Job& job = *job_or.value();
  g_job_pid.store(job.pid());

  std::mutex out_mu;
  tui::LineTail tail(kTailLines);
  OutputPump pump(job.output_fd(), [&](std::string_view chunk) {
    std::lock_guard<std::mutex> lock(out_mu);
    if (full_screen) {
      tail.Append(chunk);
    } else {
      std::fwrite(chunk.data(), 1, chunk.size(), stdout);
      std::fflush(stdout);
    }
  });
  if (!full_screen) {
    std::fprintf(stderr, "steplens: run directory %s\n", dir.c_str());
  }

  aggregator::RunState& state = aggregator.mutable_state();
  std::set<uint32_t> exits_taken;
  auto read_exits = [&] {
    for (const aggregator::RankExit& e : aggregator::ReadNewRankExits(dir, &exits_taken)) {
      state.OnRankExit(e);
      if (e.signal == SIGSEGV || e.signal == SIGABRT || e.signal == SIGBUS || e.signal == SIGFPE ||
          e.signal == SIGILL) {
        aggregator::StackRead crash = aggregator::ReadCrashStack(dir, e.rank);
        state.SetRankStack(e.rank, std::move(crash.frames), std::move(crash.reason));
      }
    }
  };
  HangStacks stacks(&state, dir);
  std::optional<int> exit_code;
  auto next_draw = Clock::now();
  auto next_exit_poll = Clock::now();
  std::optional<Clock::time_point> first_signal_at;
  while (!(exit_code = job.Poll())) {
    const auto now = Clock::now();
    if (g_signals.load() > 0 && !first_signal_at) {
      first_signal_at = now;
      state.OnStopRequested(g_last_signal.load(), g_first_signal_ns.load());
    }
    if (now >= next_exit_poll) {
      read_exits();
      stacks.Tick(now);
      next_exit_poll = now + kExitPollInterval;
    }
    if (first_signal_at && now - *first_signal_at > kKillAfter) job.ForwardSignal(SIGKILL);
    if (terminal_ui && now >= next_draw) {
      tui::ViewContext ctx;
      ctx.run_dir = dir;
      ctx.elapsed_s = std::chrono::duration<double>(now - started).count();
      const aggregator::Snapshot snap = aggregator.state().GetSnapshot();
      std::lock_guard<std::mutex> lock(out_mu);
      if (full_screen) {
        ctx.output_tail = tail.Lines();
        view.PollInput();
        view.Draw(tui::RenderScreen(snap, ctx, view.width(), view.height()));
        next_draw = now + kTerminalRefresh;
      } else {
        if (snap.ranks_seen > 0) {
          for (const auto& line : tui::RenderCompact(snap, ctx)) {
            std::fprintf(stdout, "%s\n", base::TerminalSafe(line).c_str());
          }
          std::fflush(stdout);
        }
        next_draw = now + kPlainRefresh;
      }
    }
    std::this_thread::sleep_for(kPollInterval);
  }
  const double duration_s = std::chrono::duration<double>(Clock::now() - started).count();
  if (g_signals.load() > 0 && !first_signal_at) {
    state.OnStopRequested(g_last_signal.load(), g_first_signal_ns.load());
  }
  read_exits();
  pump.Stop(kOutputDrainMs);
  WaitForOtherNodes(aggregator, plan);

  aggregator::RunMeta meta;
  meta.run_dir = dir;
  meta.exit_code = *exit_code;
  meta.duration_s = duration_s;
  meta.command = JoinCommand(opts);
  if (store::Store* store = aggregator.store()) {
    store->PutMeta("exit_code", std::to_string(*exit_code));
    store->PutMeta("duration_s", std::to_string(duration_s));
    store->PutMeta("command", meta.command);
  }
  aggregator.Stop();  // drains the last frames and flushes the database
  // The final health verdict: every rank's end is known now.
  read_exits();
  state.OnJobEnded(*exit_code);
  state.EvaluateHealth();
  state.PersistHealth();
  if (aggregator.store() != nullptr) {
    meta.database_problem = aggregator.store()->problem();
    // What the tiers left (flushed by Stop(); the live statistics saw every
    // step, so the note has no replay caveat).
    aggregator.store()->Flush();
    if (auto scanner = store::StepScanner::Open(aggregator.store()->path()); scanner.ok()) {
      if (auto tiers = (*scanner)->Tiers(); tiers.ok() && tiers->detail_steps > 0) {
        meta.detail = *tiers;
      }
    }
  }
  // Final steps, summary and `end` to the page; the page's reader lets go
  // of the database, so that closing it leaves the whole run in steplens.db
  // alone; then the run cache (which signs the closed database).
  stop_polling.store(true);
  if (cache_poller.joinable()) cache_poller.join();
  served->MarkFinished(meta);
  if (aggregator.store() != nullptr) aggregator.store()->Close();
  (void)served->WriteCache();  // best effort
  if (web_server) web_server->Stop();
  view.Stop();
  full_screen = false;
  const auto summary = aggregator::BuildSummary(aggregator.state(), meta);
  if (!WriteFileAtomically(dir + "/summary.json", aggregator::json::Dump(summary, 2) + "\n")) {
    PrintError("cannot write " + dir + "/summary.json: " + std::strerror(errno));
  }
  std::fputs("\n", stdout);
  std::fputs(tui::RenderSummaryText(summary).c_str(), stdout);
  std::fflush(stdout);
  if (g_signals.load() > 0) {
    std::fprintf(stderr, "steplens: the job was interrupted (signal %d); exit code %d\n",
                 g_last_signal.load(), *exit_code);
  }
  return *exit_code;
}

}  // namespace steplens::cli
