#include "cli/run_launch.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

#include <filesystem>
#include <random>

#include "cli/slurm.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;

// This executable's path (for `steplens _rank-exec`), or "" when unknown.
std::string SelfExe() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : p.string();
}

}  // namespace

std::string HostName() {
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) != 0) return "";
  return host;
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

std::vector<std::pair<std::string, std::string>> LoneRankEnv(const EnvLookup& lookup, int port) {
  std::vector<std::pair<std::string, std::string>> out;
  const std::pair<const char*, std::string> wanted[] = {
      {"RANK", "0"},
      {"LOCAL_RANK", "0"},
      {"GROUP_RANK", "0"},
      {"WORLD_SIZE", "1"},
      {"LOCAL_WORLD_SIZE", "1"},
      {"MASTER_ADDR", "127.0.0.1"},
      {"MASTER_PORT", port > 0 ? std::to_string(port) : std::string("29500")}};
  for (const auto& [name, value] : wanted) {
    if (lookup(name) == nullptr) out.emplace_back(name, value);
  }
  return out;
}

std::pair<int, int> RendezvousPortRange(int lo, int hi) {
  constexpr int kLowest = 10000;
  constexpr int kEnough = 1000;
  if (lo - kLowest >= kEnough) return {kLowest, lo - 1};
  if (65535 - hi >= kEnough) return {hi + 1, 65535};
  return {0, 0};
}

int FreeLocalPort() {
  // The port TCPStore binds: on every address (INADDR_ANY), and without
  // SO_REUSEADDR, so a port with connections still in TIME_WAIT is passed over.
  const auto bindable = [](int want) {
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return 0;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_ANY);
    a.sin_port = htons(static_cast<uint16_t>(want));
    socklen_t len = sizeof a;
    int port = 0;
    if (bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
        getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
      port = ntohs(a.sin_port);
    }
    close(fd);
    return port;
  };
  int lo = 32768, hi = 60999;  // Linux's default when the file cannot be read
  if (FILE* f = std::fopen("/proc/sys/net/ipv4/ip_local_port_range", "re")) {
    int a = 0, b = 0;
    if (std::fscanf(f, "%d %d", &a, &b) == 2 && 0 < a && a <= b && b <= 65535) lo = a, hi = b;
    std::fclose(f);
  }
  const auto [first, last] = RendezvousPortRange(lo, hi);
  if (first > 0) {
    std::random_device rd;
    std::uniform_int_distribution<int> pick(first, last);
    for (int tries = 0; tries < 64; ++tries) {
      if (const int port = bindable(pick(rd)); port > 0) return port;
    }
  }
  return bindable(0);  // any port the kernel gives: the old race, but a port
}

LaunchSpec BuildLaunchSpec(const RunOptions& opts, const NodePlan& plan, const std::string& python,
                           bool bootstrap, const RankEnv& env) {
  // Every rank runs under `steplens _rank-exec`, which records how it ended
  // (aggregator/rank_exit.h). One node's ranks are started by steplens
  // itself (`steplens _local-launch`, cli/local_launch.h); several nodes go
  // through torch.distributed.run, which starts it with --no-python.
  const std::string self = SelfExe();
  const bool several = opts.nproc_per_node > 1 || plan.multi();
  const bool local = several && !plan.multi() && !self.empty();
  const bool torchrun = several && !local;
  LaunchSpec spec;
  if (local) {
    spec.argv.push_back(self);
    spec.argv.push_back("_local-launch");
    spec.argv.push_back(std::to_string(opts.nproc_per_node));
  } else if (torchrun) {
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
  if (!opts.deep.empty()) spec.env.emplace_back("STEPLENS_DEEP", opts.deep);
  if (!several && opts.nproc_given) {
    for (auto& v : LoneRankEnv(std::getenv, FreeLocalPort())) spec.env.push_back(std::move(v));
  }
  spec.log_path = env.run_dir + "/stdout.log";
  // The srun task's identity is steplens's, not a rank's (cli/slurm.h).
  for (const char* name : kSlurmTaskVariables) spec.env_remove.push_back(name);
  return spec;
}

}  // namespace steplens::cli
