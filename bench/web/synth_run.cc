#include "bench/web/synth_run.h"

#include <string>

#include "base/clock.h"
#include "store/store.h"

namespace steplens::bench {
namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kStepPeriodNs = 50 * kMs;
constexpr uint16_t kAugmentId = kFirstUserPhase;
constexpr uint64_t kFlushEveryRows = 20'000;
constexpr uint64_t kSampleEverySteps = 20;

StepRecord Step(uint64_t step, uint32_t rank, uint32_t ranks) {
  const bool straggler = rank + 1 == ranks && ranks > 1;
  StepRecord r;
  r.step = step;
  const int64_t jitter = static_cast<int64_t>((step * 7919 + rank * 104729) % 1000) * 1000;
  const int64_t dataloader = (straggler ? 20 : 2) * kMs + jitter;
  const int64_t begin = static_cast<int64_t>(step) * kStepPeriodNs + dataloader;
  const int64_t forward = 10 * kMs + jitter / 2;
  const int64_t backward = 20 * kMs + (straggler ? 0 : 18 * kMs) + jitter;
  const int64_t optimizer = 5 * kMs;
  r.begin_ns = begin;
  r.end_ns = begin + forward + backward + optimizer + kMs;
  r.cpu_ns[static_cast<int>(Phase::kDataloader)] = dataloader;
  r.cpu_ns[static_cast<int>(Phase::kForward)] = forward;
  r.cpu_ns[static_cast<int>(Phase::kBackward)] = backward;
  r.cpu_ns[static_cast<int>(Phase::kOptimizer)] = optimizer;
  r.cpu_ns[kAugmentId] = 3 * kMs + jitter / 4;
  r.rss_peak = (int64_t{1} << 30) + static_cast<int64_t>(rank) * (64 << 20) +
               static_cast<int64_t>(step % 100) * 4096;
  return r;
}

int64_t Wait(const StepRecord& r) {
  int64_t compute = 0;
  for (Phase p : {Phase::kForward, Phase::kBackward, Phase::kOptimizer}) {
    compute += r.cpu_ns[static_cast<int>(p)];
  }
  return r.StepNs() - compute;
}

}  // namespace

base::Status SynthesizeRun(const std::string& run_dir, const SynthOptions& options) {
  store::StoreOptions store_options;
  store_options.batch_rows = 10'000;
  auto opened = store::Store::Open(run_dir, store_options);
  if (!opened.ok()) return opened.status();
  store::Store& store = *opened.value();
  const double duration_s = static_cast<double>(options.steps) * kStepPeriodNs / 1e9;
  store.PutMeta("run_id", options.run_id);
  store.PutMeta("world_size", std::to_string(options.ranks));
  store.PutMeta("started_wall_ns", std::to_string(base::WallNs()));
  store.PutMeta("exit_code", "0");
  store.PutMeta("duration_s", std::to_string(duration_s));
  store.PutMeta("command", "synth_run");
  for (uint32_t rank = 0; rank < options.ranks; ++rank) {
    store::RankRow row;
    row.rank = rank;
    row.local_rank = rank;
    row.host = "synth";
    row.pid = 1000 + rank;
    row.world_size = options.ranks;
    row.connected_ns = 0;
    row.disconnected_ns = static_cast<int64_t>(options.steps) * kStepPeriodNs;
    row.disconnect_reason = "goodbye";
    row.steps = options.steps;
    row.finished = true;
    store.PutRank(row);
    store.PutName(rank, kAugmentId, "augment");
  }
  uint64_t rows = 0;
  for (uint64_t step = 0; step < options.steps; ++step) {
    for (uint32_t rank = 0; rank < options.ranks; ++rank) {
      const StepRecord r = Step(step, rank, options.ranks);
      store.PutStep(rank, r, Wait(r));
      if (step % kSampleEverySteps == 0) {
        ProcessSample s;
        s.mono_ns = r.end_ns;
        s.cpu_pct = 95.0f;
        s.rss_bytes = r.rss_peak;
        store.PutProcessSample(rank, s);
      }
      if (++rows % kFlushEveryRows == 0) store.Flush();
    }
  }
  store.Close();
  if (store.dropped_rows() > 0 || store.write_errors() > 0) {
    return base::Status::Error("the store dropped " + std::to_string(store.dropped_rows()) +
                               " rows (" + store.last_error() + ")");
  }
  return base::Status::Ok();
}

}  // namespace steplens::bench
