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
// - --detail-steps N: a tiered store (store.h "Tiering") with a detail
//   window of N steps; the benchmark also hands it what RunState would:
//   one StepAggregate per step (7 metrics, 8 with --loss) and one
//   RankBuckets per 128 steps, and (--episode-every E) a KeepDetail range
//   around every E-th step, as a diagnosis episode would. It then prints
//   the bytes of each tier (SQLite's dbstat) and what a run of
//   --project-steps steps at --ranks ranks would take.
//
//   steplens_store_write_benchmark [--ranks R] [--rate N] [--seconds S]
//       [--steps N (with --rate 0)] [--cpu C] [--loss] [--tmp-dir DIR]
//       [--detail-steps N [--episode-every E] [--project-steps P]]
//       [--keep] [--strict] [--smoke]
#include <sched.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
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
  uint64_t detail_steps = 0;  // 0 = not tiered
  uint64_t episode_every = 0;
  uint64_t project_steps = 100'000;
  bool keep = false;  // leave the run directory (for serve / first paint)
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
    } else if (a == "--detail-steps") {
      o.detail_steps = static_cast<uint64_t>(std::atoll(value()));
    } else if (a == "--episode-every") {
      o.episode_every = static_cast<uint64_t>(std::atoll(value()));
    } else if (a == "--project-steps") {
      o.project_steps = static_cast<uint64_t>(std::atoll(value()));
    } else if (a == "--keep") {
      o.keep = true;
    } else if (a == "--smoke") {
      o.ranks = 256;
      o.steps = 20;
      o.rate = 0;
      o.strict = true;
    } else {
      Die("unknown argument " + a +
          " (usage: [--ranks R] [--rate N] [--seconds S] [--steps N] [--cpu C] [--loss]"
          " [--tmp-dir DIR] [--detail-steps N [--episode-every E] [--project-steps P]] [--keep]"
          " [--strict] [--smoke])");
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

// What RunState hands a tiering store per step: the cross-rank point of
// the metrics Step() fills (values as Step() makes them, so the median and
// worst are the real ones).
steplens::store::StepAggregate Aggregate(uint64_t step, uint32_t ranks, bool loss) {
  constexpr double kMs = 1e6;
  steplens::store::StepAggregate a;
  a.step = step;
  a.ranks = ranks;
  a.last_arrival_rank = static_cast<int>(step % ranks);
  a.last_arrival_lateness_ns = 1000;
  const double fwd_worst = 30 * kMs + (ranks - 1) * 10.0;
  a.stats = {
      {"dataloader", 2 * kMs + static_cast<double>(step % 7) * 1000,
       2 * kMs + static_cast<double>(step % 7) * 1000, 0},
      {"forward", 30 * kMs + ranks * 5.0, fwd_worst, static_cast<int>(ranks - 1)},
      {"backward", 45 * kMs, 45 * kMs, 0},
      {"optimizer", 8 * kMs, 8 * kMs, 0},
      {"wait", 5 * kMs, 5.1 * kMs, 96},
      {"step", 90 * kMs + 48000, 90 * kMs + 96000, 96},
      {"memory", static_cast<double>((1ll << 31) + ranks * 2048ll),
       static_cast<double>((1ll << 31) + (ranks - 1) * 4096ll), static_cast<int>(ranks - 1)}};
  if (loss) a.stats.push_back({"loss", 2.5 - 1e-4 * static_cast<double>(step), 2.5, 0});
  return a;
}

steplens::store::RankBuckets Buckets(uint64_t first_step, uint32_t ranks, bool loss) {
  steplens::store::RankBuckets b;
  b.first_step = first_step;
  b.metrics = {"dataloader", "forward", "backward", "optimizer", "wait", "step", "memory"};
  if (loss) b.metrics.emplace_back("loss");
  const auto steps = static_cast<uint32_t>(steplens::store::kRankBucketSteps);
  for (uint32_t r = 0; r < ranks; ++r) {
    for (uint16_t m = 0; m < b.metrics.size(); ++m) {
      const double v = 1e6 * (m + 1) + r * 10.0;
      b.cells.push_back({r, m, steps, v, v * 1.01});
    }
  }
  return b;
}

// Bytes per table group (SQLite's dbstat virtual table); empty when this
// SQLite lacks it.
struct TierBytes {
  bool known = false;
  uint64_t detail = 0, aggregates = 0, buckets = 0, other = 0;
  uint64_t detail_rows = 0;  // steps rows left (window + kept ranges)
  uint64_t free_bytes = 0;   // free pages (pruned, reused by later writes)
};
TierBytes MeasureTiers(const std::string& db_path);

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
  steplens::store::StoreOptions store_options;
  store_options.detail_steps = o.detail_steps;
  auto opened = steplens::store::Store::Open(dir.string(), store_options);
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
  const bool tiered = o.detail_steps > 0;
  // One step as the aggregator hands it over (and its tiers when tiered).
  auto put_step = [&](uint64_t step) {
    for (uint32_t r = 0; r < o.ranks; ++r) store->PutStep(r, Step(step, r, o.loss), 0);
    if (!tiered) return;
    store->PutStepAggregate(Aggregate(step, o.ranks, o.loss));
    const uint64_t width = steplens::store::kRankBucketSteps;
    if (step % width == width - 1)
      store->PutRankBuckets(Buckets(step + 1 - width, o.ranks, o.loss));
    if (o.episode_every > 0 && step % o.episode_every == o.episode_every - 1) {
      store->KeepDetail(step >= 100 ? step - 100 : 0, step + 20, "episode");
    }
  };
  if (o.rate <= 0) {
    for (; steps < o.steps; ++steps) {
      put_step(steps);
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
      put_step(steps);
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
  if (tiered) {
    const TierBytes t = MeasureTiers((dir / steplens::store::kDatabaseFileName).string());
    if (!t.known) {
      std::printf("tiers: this SQLite has no dbstat table; sizes per tier unknown\n");
    } else {
      const double per_rank_step =
          static_cast<double>(t.detail) / static_cast<double>(std::max<uint64_t>(t.detail_rows, 1));
      const double per_step = static_cast<double>(t.aggregates) / static_cast<double>(steps);
      const double buckets = static_cast<double>(steps / steplens::store::kRankBucketSteps);
      const double per_rank_bucket =
          buckets > 0 ? static_cast<double>(t.buckets) / (buckets * o.ranks) : 0.0;
      std::printf(
          "tiers: detail %.1f MiB (%.1f bytes per rank-step of the window), aggregates %.1f MiB "
          "(%.0f bytes per step), rank buckets %.1f MiB (%.0f bytes per rank and bucket), "
          "other %.1f MiB, free pages %.1f MiB; %llu rank-steps of detail left\n",
          static_cast<double>(t.detail) / (1 << 20), per_rank_step,
          static_cast<double>(t.aggregates) / (1 << 20), per_step,
          static_cast<double>(t.buckets) / (1 << 20), per_rank_bucket,
          static_cast<double>(t.other) / (1 << 20), static_cast<double>(t.free_bytes) / (1 << 20),
          static_cast<unsigned long long>(t.detail_rows));
      // The same run at --project-steps steps: the window stays, the
      // aggregates and buckets grow with the steps.
      const double p = static_cast<double>(o.project_steps);
      const double projected =
          per_rank_step * o.ranks * std::min<double>(p, static_cast<double>(o.detail_steps)) +
          per_step * p + per_rank_bucket * o.ranks * (p / steplens::store::kRankBucketSteps) +
          static_cast<double>(t.other);
      std::printf(
          "projected for %u ranks x %llu steps (no episodes kept): %.2f GB (%.2f bytes "
          "per rank-step)\n",
          o.ranks, static_cast<unsigned long long>(o.project_steps), projected / 1e9,
          projected / (p * o.ranks));
    }
  }
  if (o.keep) {
    std::printf("kept: %s\n", dir.c_str());
  } else {
    fs::remove_all(dir, ec);
  }
  return o.strict && (dropped > 0 || errors > 0) ? 1 : 0;
}

namespace {

TierBytes MeasureTiers(const std::string& db_path) {
  TierBytes out;
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(db_path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    sqlite3_close(db);
    return out;
  }
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT name, sum(pgsize) FROM dbstat GROUP BY name", -1, &st,
                         nullptr) == SQLITE_OK) {
    out.known = true;
    while (sqlite3_step(st) == SQLITE_ROW) {
      const std::string name = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
      const auto bytes = static_cast<uint64_t>(sqlite3_column_int64(st, 1));
      if (name == "steps" || name == "step_regions" || name == "scalars") {
        out.detail += bytes;
      } else if (name == "step_aggregates" || name == "step_stats") {
        out.aggregates += bytes;
      } else if (name == "rank_buckets") {
        out.buckets += bytes;
      } else {
        out.other += bytes;
      }
    }
  }
  sqlite3_finalize(st);
  st = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT count(*) FROM steps", -1, &st, nullptr) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW) {
    out.detail_rows = static_cast<uint64_t>(sqlite3_column_int64(st, 0));
  }
  sqlite3_finalize(st);
  st = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT * FROM pragma_freelist_count, pragma_page_size", -1, &st,
                         nullptr) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW) {
    out.free_bytes =
        static_cast<uint64_t>(sqlite3_column_int64(st, 0) * sqlite3_column_int64(st, 1));
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  return out;
}

}  // namespace
