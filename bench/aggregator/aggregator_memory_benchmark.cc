// Aggregator memory vs run length: feeds a RunState (the aggregator's model
// of a run, no database) with synthetic step records from R ranks and prints
// its resident memory after 1k, 10k, 100k, ... complete steps. The contract
// is that memory is bounded by the window and the number of ranks, not by
// the run length: the RSS column must flatten once the window is full.
//
//   steplens_aggregator_memory_benchmark [--ranks R] [--steps N] [--window W]
//     [--evaluate-every E] [--snapshot-every S]
//   (--smoke: 8 ranks, 20k steps)
//
// With --evaluate-every / --snapshot-every it also runs, on the same thread,
// a diagnosis evaluation every E complete steps and a live snapshot every S
// (as the diagnosis thread and a viewer do) and prints the CPU each costs:
// per rank-step of ingest, per evaluation, per snapshot, and the longest time
// each held the run's lock (measured by a probe thread that takes it).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <thread>

#include "aggregator/run_state.h"
#include "protocol/codec.h"

namespace {

using steplens::Phase;
using steplens::StepRecord;

int64_t RssBytes() {
  long pages_total = 0, pages_resident = 0;
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return -1;
  if (std::fscanf(f, "%ld %ld", &pages_total, &pages_resident) != 2) pages_resident = -1;
  std::fclose(f);
  return pages_resident * sysconf(_SC_PAGESIZE);
}

StepRecord Step(uint64_t step, uint32_t rank) {
  StepRecord r;
  constexpr int64_t kMs = 1'000'000;
  r.step = step;
  r.begin_ns = static_cast<int64_t>(step) * 50 * kMs;
  r.end_ns = r.begin_ns + 40 * kMs + rank * 1000;
  r.cpu_ns[static_cast<int>(Phase::kDataloader)] = 2 * kMs + static_cast<int64_t>(step % 7) * 1000;
  r.cpu_ns[static_cast<int>(Phase::kForward)] = 10 * kMs + rank * 100;
  r.cpu_ns[static_cast<int>(Phase::kBackward)] = 20 * kMs;
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = 5 * kMs;
  r.rss_peak = (1ll << 30) + rank;
  return r;
}

// CPU time of the calling thread.
double ThreadCpuSec() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  uint32_t ranks = 64;
  uint64_t steps = 1'000'000;
  uint32_t window = 100;
  uint64_t evaluate_every = 0, snapshot_every = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--smoke") {
      ranks = 8;
      steps = 20'000;
    } else if (a == "--ranks" && i + 1 < argc) {
      ranks = static_cast<uint32_t>(std::atoi(argv[++i]));
    } else if (a == "--steps" && i + 1 < argc) {
      steps = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--window" && i + 1 < argc) {
      window = static_cast<uint32_t>(std::atoi(argv[++i]));
    } else if (a == "--evaluate-every" && i + 1 < argc) {
      evaluate_every = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--snapshot-every" && i + 1 < argc) {
      snapshot_every = std::strtoull(argv[++i], nullptr, 10);
    } else {
      std::fprintf(stderr,
                   "usage: %s [--ranks R] [--steps N] [--window W] [--evaluate-every E] "
                   "[--snapshot-every S] [--smoke]\n",
                   argv[0]);
      return 2;
    }
  }
  steplens::aggregator::RunStateOptions options;
  options.window_steps = window;
  // As the aggregator: with a diagnosis thread, snapshots show its verdict.
  options.snapshots_use_evaluations = evaluate_every > 0;
  steplens::aggregator::RunState state(options);
  for (uint32_t r = 0; r < ranks; ++r) {
    steplens::HelloInfo h;
    h.protocol_version = steplens::protocol::kProtocolVersion;
    h.rank = r;
    h.world_size = ranks;
    h.host = "bench";
    h.pid = 1000 + r;
    if (!state.OnMessage(r, h).ok()) return 1;
  }
  std::printf("aggregator memory: %u ranks, window %u steps (RunState, no database)\n", ranks,
              window);
  std::printf("%12s %14s %16s\n", "steps", "RSS MiB", "records/s");
  const int64_t rss0 = RssBytes();
  auto t0 = std::chrono::steady_clock::now();
  uint64_t next_report = 1000;
  uint64_t records = 0;
  double ingest_cpu = 0, eval_cpu = 0, snap_cpu = 0;
  uint64_t evaluations = 0, snapshots = 0;
  // The lock probe: how long a record would wait for the run's lock.
  std::atomic<bool> stop{false};
  std::atomic<int64_t> worst_wait_ns{0};
  std::thread probe;
  if (evaluate_every > 0 || snapshot_every > 0) {
    probe = std::thread([&] {
      while (!stop.load()) {
        const auto t = std::chrono::steady_clock::now();
        (void)state.steps_completed();  // takes the run's lock
        const int64_t waited = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now() - t)
                                   .count();
        if (waited > worst_wait_ns.load()) worst_wait_ns.store(waited);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    });
  }
  for (uint64_t s = 0; s < steps; ++s) {
    const double c0 = ThreadCpuSec();
    for (uint32_t r = 0; r < ranks; ++r) {
      if (!state.OnMessage(r, Step(s, r)).ok()) return 1;
      ++records;
    }
    ingest_cpu += ThreadCpuSec() - c0;
    if (evaluate_every > 0 && (s + 1) % evaluate_every == 0) {
      const double e0 = ThreadCpuSec();
      state.EvaluateDiagnosis();
      eval_cpu += ThreadCpuSec() - e0;
      ++evaluations;
    }
    if (snapshot_every > 0 && (s + 1) % snapshot_every == 0) {
      const double n0 = ThreadCpuSec();
      (void)state.GetSnapshot();
      snap_cpu += ThreadCpuSec() - n0;
      ++snapshots;
    }
    if (s + 1 == next_report || s + 1 == steps) {
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::printf("%12llu %14.1f %16.0f\n", static_cast<unsigned long long>(s + 1),
                  RssBytes() / 1048576.0, records / secs);
      std::fflush(stdout);
      next_report *= 10;
    }
  }
  stop.store(true);
  if (probe.joinable()) probe.join();
  if (evaluate_every > 0 || snapshot_every > 0) {
    std::printf(
        "CPU: ingest %.2f us per rank-step; evaluation %.1f ms each (%llu); snapshot "
        "%.1f ms each (%llu); longest wait for the run's lock %.1f ms\n",
        1e6 * ingest_cpu / static_cast<double>(records),
        evaluations ? 1e3 * eval_cpu / static_cast<double>(evaluations) : 0.0,
        static_cast<unsigned long long>(evaluations),
        snapshots ? 1e3 * snap_cpu / static_cast<double>(snapshots) : 0.0,
        static_cast<unsigned long long>(snapshots), worst_wait_ns.load() / 1e6);
  }
  const auto snap = state.GetSnapshot();
  std::printf("start RSS %.1f MiB; steps completed %llu; window steps %u\n", rss0 / 1048576.0,
              static_cast<unsigned long long>(snap.steps_completed), snap.window_steps);
  return snap.steps_completed == steps ? 0 : 1;
}
