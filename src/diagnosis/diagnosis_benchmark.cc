// Diagnosis cost at scale: a 100-step window of 1024 ranks (budget: <= 10 ms
// on one core). Run: build/.../steplens_diagnosis_benchmark
#include <cstdint>

#include <benchmark/benchmark.h>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {
namespace {

DiagnosisInput MakeInput(int ranks, int steps) {
  DiagnosisInput in;
  in.Resize(ranks, steps, /*with_arrival=*/true, /*with_memory=*/true);
  in.memory_source = MemorySource::kCuda;
  in.memory_capacity_bytes = 80ll << 30;
  in.mem_peak_reserved_bytes.assign(in.mem_peak_bytes.size(), 0);
  uint64_t x = 12345;
  auto noise = [&x]() {  // xorshift, 0..1 ms
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return static_cast<int64_t>(x % 1'000'000);
  };
  int64_t t = 0;
  for (int s = 0; s < steps; ++s) {
    for (int r = 0; r < ranks; ++r) {
      const size_t i = in.Index(s, r);
      const int64_t fwd = 30'000'000 + noise();
      const int64_t bwd = 60'000'000 + noise() + (r == 7 ? 30'000'000 : 0);
      in.Durations(Metric::kDataloader)[i] = 5'000'000 + noise();
      in.Durations(Metric::kForward)[i] = fwd;
      in.Durations(Metric::kBackward)[i] = bwd;
      in.Durations(Metric::kOptimizer)[i] = 10'000'000 + noise();
      in.Durations(Metric::kStep)[i] = fwd + bwd + 12'000'000;
      in.Durations(Metric::kWait)[i] = 2'000'000;
      in.arrival_ns[i] = t + fwd + bwd;
      in.mem_peak_bytes[i] = (20ll << 30) + noise() * 64;
      in.mem_peak_reserved_bytes[i] = in.mem_peak_bytes[i] + (1ll << 30);
    }
    t += 200'000'000;
  }
  return in;
}

void BM_Diagnose(benchmark::State& state) {
  const DiagnosisInput in =
      MakeInput(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) {
    Diagnoses d = Diagnose(in);
    benchmark::DoNotOptimize(d);
  }
}
BENCHMARK(BM_Diagnose)
    ->Args({8, 100})
    ->Args({1024, 100})
    ->Args({8192, 100})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace steplens::diagnosis

BENCHMARK_MAIN();
