// Aggregator memory vs run length: feeds a RunState (the aggregator's model
// of a run, no database) with synthetic step records from R ranks and prints
// its resident memory after 1k, 10k, 100k, ... complete steps. The contract
// is that memory is bounded by the window and the number of ranks, not by
// the run length: the RSS column must flatten once the window is full.
//
//   steplens_aggregator_memory_benchmark [--ranks R] [--steps N] [--window W]
//   (--smoke: 8 ranks, 20k steps)
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

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

}  // namespace

int main(int argc, char** argv) {
  uint32_t ranks = 64;
  uint64_t steps = 1'000'000;
  uint32_t window = 100;
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
    } else {
      std::fprintf(stderr, "usage: %s [--ranks R] [--steps N] [--window W] [--smoke]\n", argv[0]);
      return 2;
    }
  }
  steplens::aggregator::RunStateOptions options;
  options.window_steps = window;
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
  for (uint64_t s = 0; s < steps; ++s) {
    for (uint32_t r = 0; r < ranks; ++r) {
      if (!state.OnMessage(r, Step(s, r)).ok()) return 1;
      ++records;
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
  const auto snap = state.GetSnapshot();
  std::printf("start RSS %.1f MiB; steps completed %llu; window steps %u\n", rss0 / 1048576.0,
              static_cast<unsigned long long>(snap.steps_completed), snap.window_steps);
  return snap.steps_completed == steps ? 0 : 1;
}
