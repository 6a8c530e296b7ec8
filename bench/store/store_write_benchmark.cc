// The run store alone (src/store): how many rank-steps per second its writer
// commits on one core, and whether it drops any at a given offered rate.
//
// Contract
// - Opens a Store in a fresh temporary run directory and plays R ranks: per
//   step, one PutStep per rank (dataloader, forward, backward, optimizer,
//   peak RSS, as the ingest benchmark's ranks send; --loss adds a logged loss
//   scalar), in rank order, as the aggregator hands them over.
// - --rate N (rank-steps/s): whole steps are offered on a fixed schedule for
//   --seconds; the figures are rows offered, dropped (the store's own count),
//   and the time Flush() needed at the end (the backlog). --rate 0: each step
//   is enqueued then flushed before the next, so the time is the writer's
//   own throughput (its ceiling, nothing dropped by construction).
// - The whole process (producer and writer thread) is pinned to --cpu C
//   (default 0; -1 = not pinned): "one aggregator core".
// - Prints rank-steps/s, drops, process CPU (% of one core), peak RSS and
//   the database's bytes per stored rank-step after Close(). Exit 1 when --strict
//   and anything was dropped.
//
//   steplens_store_write_benchmark [--ranks R] [--rate N] [--seconds S]
//       [--steps N (with --rate 0)] [--cpu C] [--loss] [--tmp-dir DIR]
//       [--strict] [--smoke]
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

#include "store/store.h"

namespace {

using steplens::Phase;
using steplens::StepRecord;
namespace fs = std::filesystem;

struct Options {
  uint32_t ranks = 16384;
  double rate = 0;  // rank-steps/s; 0 = flush every step (ceiling)
  double seconds = 10;
  uint64_t steps = 50;  // with rate 0
  int cpu = 0;
  bool loss = false;
  bool strict = false;
  std::string tmp_dir = "/tmp";
};

[[noreturn]] void Die(const std::string& message) {
  std::fprintf(stderr, "store_write_benchmark: %s\n", message.c_str());
  std::exit(2);
}

Options Parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) Die(a + " needs a value");
      return argv[++i];
    };
    if (a == "--ranks") {
      o.ranks = static_cast<uint32_t>(std::atol(value()));
    } else if (a == "--rate") {
      o.rate = std::atof(value());
    } else if (a == "--seconds") {
      o.seconds = std::atof(value());
    } else if (a == "--steps") {
      o.steps = static_cast<uint64_t>(std::atoll(value()));
    } else if (a == "--cpu") {
      o.cpu = std::atoi(value());
    } else if (a == "--tmp-dir") {
      o.tmp_dir = value();
    } else if (a == "--loss") {
      o.loss = true;
    } else if (a == "--strict") {
      o.strict = true;
    } else if (a == "--smoke") {
      o.ranks = 256;
      o.steps = 20;
      o.rate = 0;
      o.strict = true;
    } else {
      Die("unknown argument " + a +
          " (usage: [--ranks R] [--rate N] [--seconds S] [--steps N] [--cpu C] [--loss]"
          " [--tmp-dir DIR] [--strict] [--smoke])");
    }
  }
  if (o.ranks < 1) Die("--ranks must be positive");
  return o;
}

StepRecord Step(uint64_t step, uint32_t rank, bool loss) {
  constexpr int64_t kMs = 1'000'000;
  StepRecord r;
  r.step = step;
  r.begin_ns = 1'000'000'000'000 + static_cast<int64_t>(step) * 100 * kMs + rank * 1000;
  r.end_ns = r.begin_ns + 90 * kMs + static_cast<int64_t>(rank % 97) * 1000;
  r.cpu_ns[static_cast<int>(Phase::kDataloader)] = 2 * kMs + static_cast<int64_t>(step % 7) * 1000;
  r.cpu_ns[static_cast<int>(Phase::kForward)] = 30 * kMs + rank * 10;
  r.cpu_ns[static_cast<int>(Phase::kBackward)] = 45 * kMs + static_cast<int64_t>(step % 13) * 100;
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = 8 * kMs;
  r.rss_peak = (1ll << 31) + static_cast<int64_t>(rank) * 4096;
  if (loss) {
    r.scalar_count = 1;
    r.scalars[0].name_id = 0;
    r.scalars[0].value = 2.5 - 1e-4 * static_cast<double>(step);
  }
  return r;
}

double CpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

double PeakRssMiB() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = Parse(argc, argv);
  if (o.cpu >= 0) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(o.cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) Die("cannot pin to CPU");
  }
  const fs::path dir = fs::path(o.tmp_dir) / ("steplens-store-bench-" + std::to_string(getpid()));
  fs::remove_all(dir);
  auto opened = steplens::store::Store::Open(dir.string());
  if (!opened.ok()) Die(opened.status().message());
  std::unique_ptr<steplens::store::Store> store = std::move(opened.value());
  for (uint32_t r = 0; r < o.ranks; ++r) {
    steplens::store::RankRow row;
    row.rank = r;
    row.world_size = o.ranks;
    row.host = "node-" + std::to_string(r / 8);
    store->PutRank(row);
    if (o.loss) store->PutName(r, 0, "loss");
  }
  store->Flush();

  using Clock = std::chrono::steady_clock;
  const double cpu0 = CpuSeconds();
  const auto t0 = Clock::now();
  uint64_t steps = 0;
  double flush_s = 0;
  if (o.rate <= 0) {
    for (; steps < o.steps; ++steps) {
      for (uint32_t r = 0; r < o.ranks; ++r) store->PutStep(r, Step(steps, r, o.loss), 0);
      store->Flush();
    }
  } else {
    const double step_period_s = static_cast<double>(o.ranks) / o.rate;
    const uint64_t total = static_cast<uint64_t>(o.seconds / step_period_s);
    for (; steps < total; ++steps) {
      const auto due =
          t0 + std::chrono::duration_cast<Clock::duration>(
                   std::chrono::duration<double>(step_period_s * static_cast<double>(steps)));
      std::this_thread::sleep_until(due);
      for (uint32_t r = 0; r < o.ranks; ++r) store->PutStep(r, Step(steps, r, o.loss), 0);
    }
    const auto f0 = Clock::now();
    store->Flush();
    flush_s = std::chrono::duration<double>(Clock::now() - f0).count();
  }
  const double wall_s = std::chrono::duration<double>(Clock::now() - t0).count();
  const double cpu_s = CpuSeconds() - cpu0;
  const uint64_t offered = steps * o.ranks;
  const uint64_t dropped = store->dropped_rows();
  const uint64_t errors = store->write_errors();
  store->Close();
  std::error_code ec;
  const auto db_bytes = fs::file_size(dir / steplens::store::kDatabaseFileName, ec);
  std::printf("ranks %u, %llu steps, %s\n", o.ranks, static_cast<unsigned long long>(steps),
              o.rate <= 0 ? "flushed every step (writer ceiling)"
                          : ("offered at " + std::to_string(static_cast<long long>(o.rate)) +
                             " rank-steps/s")
                                .c_str());
  std::printf("rank-steps/s committed: %.0f\n", static_cast<double>(offered - dropped) / wall_s);
  std::printf("rows dropped: %llu of %llu (write errors %llu)\n",
              static_cast<unsigned long long>(dropped), static_cast<unsigned long long>(offered),
              static_cast<unsigned long long>(errors));
  std::printf("final flush: %.3f s\n", flush_s);
  std::printf("CPU: %.0f %% of one core (%.2f us per rank-step)\n", 100.0 * cpu_s / wall_s,
              1e6 * cpu_s / static_cast<double>(offered > 0 ? offered : 1));
  std::printf("peak RSS: %.0f MiB\n", PeakRssMiB());
  const uint64_t stored = offered - dropped;
  std::printf("database: %.1f MiB, %.1f bytes per stored rank-step\n",
              static_cast<double>(db_bytes) / (1 << 20),
              static_cast<double>(db_bytes) / static_cast<double>(stored > 0 ? stored : 1));
  fs::remove_all(dir, ec);
  return o.strict && (dropped > 0 || errors > 0) ? 1 : 0;
}
