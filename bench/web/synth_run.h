// bench/web/synth_run.h — writes a synthetic finished run (N steps x R ranks)
// through the real store::Store, for the web server benchmarks.
//
// Contract: SynthesizeRun() creates <run_dir>/steplens.db (run_dir must not
// hold one) with meta (run_id, world_size, started_wall_ns, exit_code,
// duration_s, command), one finished row per rank, N step records per rank
// (50 ms steps; the last rank is an input straggler: its dataloader takes
// 20 ms instead of 2 ms and the others wait for it), one user region
// ("augment") and a process sample every 20 steps. It flushes the store
// often enough that no row is dropped. Blocking; returns an error Status
// when the store cannot be opened or dropped rows.
#ifndef STEPLENS_BENCH_WEB_SYNTH_RUN_H_
#define STEPLENS_BENCH_WEB_SYNTH_RUN_H_

#include <cstdint>
#include <string>

#include "base/status.h"

namespace steplens::bench {

struct SynthOptions {
  uint64_t steps = 100'000;
  uint32_t ranks = 8;
  std::string run_id = "synth";
};

[[nodiscard]] base::Status SynthesizeRun(const std::string& run_dir, const SynthOptions& options);

}  // namespace steplens::bench

#endif  // STEPLENS_BENCH_WEB_SYNTH_RUN_H_
