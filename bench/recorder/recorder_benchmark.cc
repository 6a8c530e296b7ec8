// Recorder hot-path cost: what one training step pays to steplens.
//
//   BM_RingTryPush        copy one StepRecord into the SPSC ring (a consumer
//                         thread drains it, so pushes do not hit "full")
//   BM_StepBuilderCycle   StepBegin + 3 x PhaseBegin/End + StepEnd on the
//                         step builder with fixed times (no clock reads)
//   BM_RecorderStepCycle  the same through the public API with a running
//                         recorder (spool mode into a temp dir): includes
//                         8 clock reads and the flusher draining in parallel
//   BM_ClockRead          one CLOCK_MONOTONIC read, for reference
//
// Runs of the recorder cycle use fixed iteration counts below the ring
// capacity, so every record is written (none dropped): the figure is the
// cost of a kept record, not of the cheaper drop path. The "dropped" counter
// proves it.
#include <stdlib.h>

#include <filesystem>
#include <string>

#include "base/clock.h"
#include "benchmark/benchmark.h"
#include "recorder/ring_buffer.h"
#include "recorder/step_builder.h"
#include "steplens/recorder.h"

namespace steplens::recorder {
namespace {

constexpr uint32_t kRingCapacity = 1u << 16;
constexpr int kFwd = static_cast<int>(Phase::kForward);
constexpr int kBwd = static_cast<int>(Phase::kBackward);
constexpr int kOpt = static_cast<int>(Phase::kOptimizer);

// The default ring size: what a rank actually runs with.
constexpr uint32_t kDefaultRingCapacity = 4096;

void BM_RingTryPush(benchmark::State& state) {
  SpscRing<StepRecord> ring(kDefaultRingCapacity);
  StepRecord record;
  record.cpu_ns[kFwd] = 1000;
  StepRecord sink;
  uint64_t full = 0;
  for (auto _ : state) {
    ++record.step;
    if (!ring.TryPush(record)) {
      ++full;
      state.PauseTiming();  // amortised over kDefaultRingCapacity pushes
      while (ring.TryPop(&sink)) {
      }
      state.ResumeTiming();
    }
    benchmark::DoNotOptimize(record);
  }
  // "full" is the number of drains (one per ring's worth), not lost records.
  state.counters["drains"] = static_cast<double>(full);
}
BENCHMARK(BM_RingTryPush);

// Drains the builder's ring outside the timed region when it is full, so
// every timed StepEnd writes a record.
void DrainIfFull(benchmark::State& state, StepBuilder& builder, uint64_t* popped) {
  if (builder.steps_recorded() - *popped < builder.ring_capacity()) return;
  state.PauseTiming();
  StepRecord r;
  while (builder.PopRecord(&r)) ++*popped;
  state.ResumeTiming();
}

void BM_StepBuilderCycle(benchmark::State& state) {
  StepBuilder builder(kDefaultRingCapacity);
  uint64_t popped = 0;
  int64_t t = 0;
  for (auto _ : state) {
    DrainIfFull(state, builder, &popped);
    builder.StepBegin(t);
    builder.PhaseBegin(kFwd, t + 1);
    builder.PhaseEnd(kFwd, t + 2);
    builder.PhaseBegin(kBwd, t + 3);
    builder.PhaseEnd(kBwd, t + 4);
    builder.PhaseBegin(kOpt, t + 5);
    builder.PhaseEnd(kOpt, t + 6);
    builder.StepEnd(t + 7);
    t += 8;
  }
  state.counters["dropped"] = static_cast<double>(builder.dropped_records());
}
BENCHMARK(BM_StepBuilderCycle);

void BM_StepBuilderEmptyStep(benchmark::State& state) {
  StepBuilder builder(kDefaultRingCapacity);
  uint64_t popped = 0;
  int64_t t = 0;
  for (auto _ : state) {
    DrainIfFull(state, builder, &popped);
    builder.StepBegin(t);
    builder.StepEnd(t + 1);
    t += 2;
  }
  state.counters["dropped"] = static_cast<double>(builder.dropped_records());
}
BENCHMARK(BM_StepBuilderEmptyStep);

void BM_StepBuilderPhasePair(benchmark::State& state) {
  StepBuilder builder(kDefaultRingCapacity);
  builder.StepBegin(0);
  int64_t t = 0;
  for (auto _ : state) {
    builder.PhaseBegin(kFwd, t);
    builder.PhaseEnd(kFwd, t + 1);
    t += 2;
  }
}
BENCHMARK(BM_StepBuilderPhasePair);

void BM_RecorderStepCycle(benchmark::State& state) {
  char tmpl[] = "/tmp/steplens_bench_XXXXXX";
  const char* dir = mkdtemp(tmpl);
  if (dir == nullptr) {
    state.SkipWithError("mkdtemp failed");
    return;
  }
  RecorderOptions options;
  options.run_id = "bench";
  options.run_dir = dir;
  options.ring_capacity = kRingCapacity;
  std::string error;
  if (!Start(options, &error)) {
    state.SkipWithError(error.c_str());
    return;
  }
  for (auto _ : state) {
    StepBegin();
    PhaseBegin(kFwd);
    PhaseEnd(kFwd);
    PhaseBegin(kBwd);
    PhaseEnd(kBwd);
    PhaseBegin(kOpt);
    PhaseEnd(kOpt);
    StepEnd();
  }
  const RecorderStats stats = Stats();
  Shutdown(5000);
  state.counters["dropped"] = static_cast<double>(stats.dropped_records);
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}
// Fewer iterations than the ring holds: no record can be dropped.
BENCHMARK(BM_RecorderStepCycle)
    ->Iterations(kRingCapacity / 2)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_ClockRead(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(base::MonotonicNs());
}
BENCHMARK(BM_ClockRead);

}  // namespace
}  // namespace steplens::recorder

BENCHMARK_MAIN();
