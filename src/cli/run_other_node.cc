#include "cli/run_other_node.h"

#include <signal.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "cli/commands.h"
#include "cli/launcher.h"
#include "cli/run_signals.h"
#include "relay/relay.h"

namespace steplens::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// How long the node's relay may take to forward its ranks' last bytes to
// node 0 after they exited.
constexpr int kRelayDrainMs = 5000;

}  // namespace

int RunOtherNode(const RunSetup& setup) {
  const NodePlan& plan = setup.plan;
  const std::string& dir = setup.run_dir;
  const long nproc = setup.options.nproc_per_node;
  const std::string endpoint = plan.connect_host + ":" + std::to_string(plan.ingest_port);
  // The node's relay: its ranks connect here, it holds the one
  // connection to node 0 (relay/relay.h).
  std::unique_ptr<relay::Relay> owned_relay;
  std::string rank_endpoint = endpoint;
  if (setup.options.relay) {
    relay::RelayOptions ro;
    ro.upstream_host = plan.connect_host;
    ro.upstream_port = static_cast<uint16_t>(plan.ingest_port);
    ro.run_id = setup.run_id;
    ro.token = setup.token;
    ro.host = HostName();
    // Test only: the node's clock skew of its recorders (recorder.h), so
    // that the relay's clock exchange sees the same clock.
    if (const char* skew = std::getenv("STEPLENS_TEST_CLOCK_SKEW_MS")) {
      const double ms = std::strtod(skew, nullptr);
      if (std::isfinite(ms) && std::abs(ms) <= 1e9) {
        ro.test_clock_skew_ns = static_cast<int64_t>(ms * 1e6);
      }
    }
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
    owned_relay = std::move(started.value());
    rank_endpoint = "127.0.0.1:" + std::to_string(owned_relay->port());
  }
  relay::Relay* node_relay = owned_relay.get();
  const LaunchSpec spec = BuildLaunchSpec(setup.options, plan, setup.python, setup.bootstrap,
                                          {rank_endpoint, setup.run_id, dir, setup.token});
  const long first = plan.node_rank * nproc;
  std::fprintf(stderr,
               "steplens: node %ld of %ld: ranks %ld-%ld report to node 0's aggregator at %s%s; "
               "the live view, dashboard and summary are on node 0 (run directory here: %s)\n",
               plan.node_rank, plan.nnodes, first, first + nproc - 1, endpoint.c_str(),
               node_relay != nullptr ? " over one connection (this node's relay)" : "",
               dir.c_str());
  InstallRunSignalHandlers();
  auto job_or = Job::Launch(spec);
  if (!job_or.ok()) {
    PrintError(job_or.status().message());
    return kExitFailure;
  }
  Job& job = *job_or.value();
  SetSignalTarget(job.pid());
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
    if (SignalsReceived().count > 0 && !first_signal_at) first_signal_at = now;
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

}  // namespace steplens::cli
