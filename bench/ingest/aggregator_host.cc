// bench/ingest/aggregator_host.cc — the aggregator side of the ingest
// benchmark: a real aggregator process, as `steplens run` runs it.
//
// Contract
// - Runs aggregator::Aggregator (the TCP ingest server, ephemeral port on
//   127.0.0.1, no token) with its Store in --run-dir, and the live view's
//   cycle: RunState::GetSnapshot() (window statistics + diagnosis) every
//   1/--snapshot-hz seconds (+-25 % jitter) on the main thread, as the
//   terminal view does (1 Hz). With --on-demand there is no periodic
//   refresh: a line "PROBE <step>" on stdin takes snapshots (25 ms apart)
//   until one shows that step complete — a refresh right after a step ends.
// - Optionally pins itself (every thread it starts inherits it) to one CPU
//   (--cpu N), so "holds N ranks on one core" is literal. --detail-steps N
//   makes the store tiered (and RunState write its tiers), as `steplens run`
//   does by default.
// - Talks to its parent (bench/ingest/ingest_benchmark.cc) over stdout, one
//   line per event, all times CLOCK_MONOTONIC ns (same host as the parent):
//     PORT <port>
//     SNAP <t_begin> <t_end> <last_complete_step> <steps_completed>
//          <ranks_seen> <decode_errors> <forced_steps> <late_records>
//          <store_dropped_rows> <rejected_connections> <dropped_records_total>
//   and exits (Stop(): drain, flush the database) when stdin reaches EOF or
//   a line "quit" arrives, after printing a final SNAP and "BYE".
// - Not a user tool: errors print one line to stderr and exit 2.
#include <poll.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "aggregator/ingest.h"
#include "aggregator/run_state.h"
#include "base/clock.h"

namespace {

// Between two snapshots of one on-demand refresh: GetSnapshot holds the
// RunState mutex while it copies the window, so back-to-back snapshots would
// starve ingest. The pause is at least kProbeRetryMs and at least
// kProbeDutyRatio times what the last snapshot took (about 60 ms at 16 384
// ranks): a refresh that is waiting for a step takes at most ~1/(1+ratio)
// of the time, as the diagnosis thread does (aggregator/ingest.cc). Without
// it, an aggregator that fell behind once never caught up: every probe
// snapshotted every 25 ms, the snapshots took most of the core and of the
// lock, and it fell further behind (issue 26: 86 of 300 steps at 16 384 x 10).
constexpr int kProbeRetryMs = 25;
constexpr int kProbeDutyRatio = 2;

using steplens::aggregator::Aggregator;
using steplens::aggregator::AggregatorOptions;
using steplens::aggregator::Snapshot;

// Takes one live-view snapshot and reports it; returns last_complete_step.
// *cost_ms: what the snapshot took (wall), when given.
int64_t PrintSnap(const Aggregator& agg, int64_t* cost_ms = nullptr) {
  const int64_t t0 = steplens::base::MonotonicNs();
  const Snapshot s = agg.state().GetSnapshot();
  const int64_t t1 = steplens::base::MonotonicNs();
  if (cost_ms != nullptr) *cost_ms = (t1 - t0) / 1'000'000;
  std::printf("SNAP %lld %lld %lld %llu %u %llu %llu %llu %llu %llu %llu\n",
              static_cast<long long>(t0), static_cast<long long>(t1),
              static_cast<long long>(s.last_complete_step),
              static_cast<unsigned long long>(s.steps_completed), s.ranks_seen,
              static_cast<unsigned long long>(s.decode_errors),
              static_cast<unsigned long long>(s.forced_steps),
              static_cast<unsigned long long>(s.late_records),
              static_cast<unsigned long long>(s.store_dropped_rows),
              static_cast<unsigned long long>(s.rejected_connections),
              static_cast<unsigned long long>(s.dropped_records_total));
  std::fflush(stdout);
  return s.last_complete_step;
}

// Reads stdin for up to timeout_ms: sets *stop on EOF or "quit", appends
// the steps of "PROBE <step>" lines to *probes.
void ReadStdin(int timeout_ms, bool* stop, std::vector<long long>* probes) {
  static std::string pending;
  pollfd p{STDIN_FILENO, POLLIN, 0};
  if (poll(&p, 1, timeout_ms) <= 0) return;
  char buf[4096];
  const ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
  if (n <= 0) {
    *stop = true;
    return;
  }
  pending.append(buf, static_cast<size_t>(n));
  size_t pos;
  while ((pos = pending.find('\n')) != std::string::npos) {
    const std::string line = pending.substr(0, pos);
    pending.erase(0, pos + 1);
    long long step = 0;
    if (line == "quit")
      *stop = true;
    else if (std::sscanf(line.c_str(), "PROBE %lld", &step) == 1)
      probes->push_back(step);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string run_dir;
  double snapshot_hz = 1.0;
  bool periodic = true;
  bool no_store = false;
  int cpu = -1;
  uint32_t window = steplens::aggregator::kDefaultWindowSteps;
  uint64_t detail_steps = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "aggregator_host: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--run-dir") {
      run_dir = value();
      if (no_store) run_dir.clear();
    } else if (a == "--snapshot-hz") {
      snapshot_hz = std::atof(value().c_str());
    } else if (a == "--no-store") {  // diagnostics: RunState without SQLite
      run_dir.clear();
      no_store = true;
    } else if (a == "--on-demand") {
      periodic = false;
    } else if (a == "--cpu") {
      cpu = std::atoi(value().c_str());
    } else if (a == "--window") {
      window = static_cast<uint32_t>(std::atoi(value().c_str()));
    } else if (a == "--detail-steps") {  // a tiered store (store.h "Tiering")
      detail_steps = static_cast<uint64_t>(std::atoll(value().c_str()));
    } else {
      std::fprintf(stderr, "aggregator_host: unknown argument %s\n", a.c_str());
      return 2;
    }
  }
  if (snapshot_hz <= 0) snapshot_hz = 1.0;
  if (cpu >= 0) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) {
      std::fprintf(stderr, "aggregator_host: cannot pin to CPU %d: %s\n", cpu,
                   std::strerror(errno));
      return 2;
    }
  }
  rlimit lim{};  // one fd per simulated rank
  if (getrlimit(RLIMIT_NOFILE, &lim) == 0) {
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_NOFILE, &lim);
  }

  AggregatorOptions opts;
  opts.port = 0;
  opts.store.detail_steps = detail_steps;
  opts.run_id = "bench";
  opts.run_dir = run_dir;
  opts.window_steps = window;
  auto agg_or = Aggregator::Start(opts);
  if (!agg_or.ok()) {
    std::fprintf(stderr, "aggregator_host: %s\n", agg_or.status().message().c_str());
    return 2;
  }
  Aggregator& agg = *agg_or.value();
  std::printf("PORT %u\n", agg.port());
  std::fflush(stdout);

  const auto period = std::chrono::nanoseconds(static_cast<int64_t>(1e9 / snapshot_hz));
  auto next = std::chrono::steady_clock::now() + period;
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<double> jitter(0.0, 1.0);
  bool stop = false;
  std::vector<long long> probes;
  while (!stop) {
    if (!probes.empty()) {
      // On-demand refresh: snapshot until the probed step shows complete
      // (a viewer refreshing right after a step ended).
      const long long want = probes.back();
      probes.clear();
      for (int tries = 0; tries < 200 && !stop; ++tries) {
        int64_t cost_ms = 0;
        if (PrintSnap(agg, &cost_ms) >= want) break;
        const int64_t pause_ms = std::max<int64_t>(kProbeRetryMs, kProbeDutyRatio * cost_ms);
        ReadStdin(static_cast<int>(pause_ms), &stop, &probes);
      }
      continue;
    }
    const auto now = std::chrono::steady_clock::now();
    const int wait_ms =
        now >= next
            ? 0
            : static_cast<int>(
                  std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count());
    ReadStdin(periodic ? wait_ms : 100, &stop, &probes);
    if (periodic && !stop && std::chrono::steady_clock::now() >= next) {
      PrintSnap(agg);
      // +-25 % jitter: the refresh must not phase-lock with the ranks' steps
      // (the latency would then be a constant offset, not a distribution).
      next += std::chrono::nanoseconds(
          static_cast<int64_t>(static_cast<double>(period.count()) * (0.75 + 0.5 * jitter(rng))));
      if (next < std::chrono::steady_clock::now()) next = std::chrono::steady_clock::now() + period;
    }
  }
  agg.Stop();
  PrintSnap(agg);
  std::printf("BYE\n");
  std::fflush(stdout);
  return 0;
}
