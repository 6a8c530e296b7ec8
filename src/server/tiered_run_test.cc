// A tiered run end to end: a live RunState writing through a tiering store
// (store.h "Tiering"), then what `steplens report` and `steplens serve`
// make of the database: every step in the series, aggregated ranges said.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <string>

#include "aggregator/report.h"
#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "base/temp_dir.h"
#include "server/served_run.h"
#include "store/store.h"
#include "store/test_util.h"

namespace steplens::server {
namespace {

constexpr int64_t kMs = 1'000'000;
constexpr uint32_t kRanks = 4;
constexpr uint64_t kSteps = 1000;
constexpr uint64_t kDetailSteps = 200;
// Rank 3's forward is 3x slower in these steps: a straggler episode.
constexpr uint64_t kSlowFrom = 300, kSlowTo = 500;

using store::testing::QueryInt;

// Rank r's peak memory (RSS) in every step, and a user region named like
// the memory metric (7 ms a step) that must not merge into it.
int64_t MemoryOf(uint32_t rank) { return 1000 + rank; }
constexpr uint16_t kMemoryRegionId = 8;
constexpr uint16_t kSamplesId = 300;
// Samples per step: 64 in the first half of the run, 32 after.
double SamplesAt(uint64_t step) { return step < kSteps / 2 ? 64 : 32; }

// Writes the run; *live_summary: what the live aggregator's summary.json says.
void WriteTieredRun(const std::string& dir, nlohmann::ordered_json* live_summary) {
  store::StoreOptions options;
  options.detail_steps = kDetailSteps;
  auto store = store::Store::Open(dir, options);
  ASSERT_TRUE(store.ok()) << store.status().message();
  aggregator::RunState live({}, store.value().get());
  for (uint32_t r = 0; r < kRanks; ++r) {
    HelloInfo h;
    h.protocol_version = protocol::kProtocolVersion;
    h.run_id = "tiered";
    h.rank = h.local_rank = r;
    h.world_size = kRanks;
    h.host = "node0";
    ASSERT_TRUE(live.OnMessage(r, h).ok());
    NameInfo region;
    region.id = kMemoryRegionId;
    region.name = metrics::kMemoryName;
    ASSERT_TRUE(live.OnMessage(r, region).ok());
    NameInfo samples;
    samples.id = kSamplesId;
    samples.name = kSamplesScalar;
    ASSERT_TRUE(live.OnMessage(r, samples).ok());
  }
  for (uint64_t step = 0; step < kSteps; ++step) {
    for (uint32_t r = 0; r < kRanks; ++r) {
      const bool slow = r == 3 && step >= kSlowFrom && step < kSlowTo;
      StepRecord rec;
      rec.step = step;
      rec.begin_ns = static_cast<int64_t>(step) * 400 * kMs;
      rec.cpu_ns[static_cast<int>(Phase::kForward)] = (slow ? 300 : 100) * kMs;
      rec.cpu_ns[static_cast<int>(Phase::kBackward)] = 50 * kMs;
      rec.end_ns = rec.begin_ns + (slow ? 350 : 150) * kMs;
      rec.cpu_ns[kMemoryRegionId] = 7 * kMs;
      rec.scalar_count = 1;
      rec.scalars[0].name_id = kSamplesId;
      rec.scalars[0].value = SamplesAt(step);
      rec.rss_peak = MemoryOf(r);
      ASSERT_TRUE(live.OnMessage(r, rec).ok());
    }
    if (step % 10 == 9) live.EvaluateDiagnosis();
    if (step % 50 == 49) store.value()->Flush();  // commits as the live writer does
  }
  for (uint32_t r = 0; r < kRanks; ++r) {
    Goodbye bye;
    bye.steps_done = kSteps;
    ASSERT_TRUE(live.OnMessage(r, bye).ok());
  }
  live.FinishDiagnosis();
  *live_summary = aggregator::BuildSummary(live, {});
  store.value()->Close();
}

TEST(TieredRunTest, ReportAndServeCoverEveryStepAndSayWhatIsAggregated) {
  base::TempDir dir;
  nlohmann::ordered_json live_summary;
  ASSERT_NO_FATAL_FAILURE(WriteTieredRun(dir.path(), &live_summary));
  const std::string db = dir.path() + "/steplens.db";

  // The tiers: every step aggregated, every rank in a bucket per 128 steps,
  // detail for the window and around the straggler episode only.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM step_aggregates"), static_cast<int64_t>(kSteps));
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM step_stats WHERE metric = 'forward'"),
            static_cast<int64_t>(kSteps));
  EXPECT_EQ(QueryInt(db, "SELECT count(DISTINCT first_step) FROM rank_buckets"),
            static_cast<int64_t>((kSteps + store::kRankBucketSteps - 1) / store::kRankBucketSteps));
  EXPECT_EQ(QueryInt(db, "SELECT sum(steps) FROM rank_buckets WHERE metric = 'forward'"),
            static_cast<int64_t>(kSteps * kRanks));
  const int64_t detail = QueryInt(db, "SELECT count(DISTINCT step) FROM steps");
  EXPECT_LT(detail, static_cast<int64_t>(kSteps) / 2);
  EXPECT_GE(QueryInt(db, "SELECT count(*) FROM steps WHERE step >= 800"), 200 * kRanks);
  // The episode's start and its evidence window before it are kept.
  ASSERT_GE(QueryInt(db, "SELECT count(*) FROM detail_kept"), 1);
  EXPECT_GT(QueryInt(db, "SELECT count(*) FROM steps WHERE step BETWEEN 300 AND 320"), 0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM steps WHERE step BETWEEN 100 AND 150"), 0);
  // The per-step aggregate is the live point: rank 3 the worst forward.
  EXPECT_EQ(
      QueryInt(db, "SELECT worst_rank FROM step_stats WHERE step = 400 AND metric = 'forward'"), 3);
  EXPECT_EQ(QueryInt(db,
                     "SELECT CAST(worst / 1000000 AS INTEGER) FROM step_stats"
                     " WHERE step = 400 AND metric = 'forward'"),
            300);

  // The memory metric and the region called "memory" are two metrics.
  for (uint32_t r = 0; r < kRanks; ++r) {
    const std::string rank = std::to_string(r);
    EXPECT_EQ(QueryInt(db, "SELECT max(max) FROM rank_buckets WHERE metric = 'memory' AND rank = " +
                               rank),
              MemoryOf(r));
    EXPECT_EQ(QueryInt(db,
                       "SELECT CAST(max(mean) / 1000000 AS INTEGER) FROM rank_buckets"
                       " WHERE metric = 'memory (region)' AND rank = " +
                           rank),
              7);
  }
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM step_stats WHERE metric = 'memory (region)'"),
            static_cast<int64_t>(kSteps));

  // report: the summary says what is aggregated. Its step time and memory
  // come from the rank buckets, so they are the live run's, over every
  // step (the detail alone over-weighs the slow stretch kept in full);
  // the rest covers the detail only, and it says so.
  auto loaded = aggregator::LoadRunForReport(dir.path());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  const auto summary = aggregator::BuildSummary(*loaded->state, loaded->meta);
  const auto& d = summary["run"]["detail"];
  ASSERT_TRUE(d.is_object()) << summary["run"].dump();
  EXPECT_EQ(d["detail_steps"], kDetailSteps);
  EXPECT_EQ(d["aggregated_steps"].get<int64_t>(), static_cast<int64_t>(kSteps) - detail);
  EXPECT_EQ(d["statistics_cover"], "buckets");
  EXPECT_NE(d["note"].get<std::string>().find("step time, memory and rates here cover every step"),
            std::string::npos)
      << d["note"];
  const auto& live_phases = live_summary["step_time"]["phases"];
  const auto& phases = summary["step_time"]["phases"];
  for (const char* phase : {"forward", "backward", "step", "wait", "memory (region)"}) {
    SCOPED_TRACE(phase);
    ASSERT_TRUE(phases.contains(phase)) << phases.dump();
    for (const char* field : {"median_ms", "worst_ms", "skew_pct"}) {
      const auto& want = live_phases[phase][field];
      const auto& got = phases[phase][field];
      if (want.is_null()) {
        EXPECT_TRUE(got.is_null()) << field << ": " << got;
      } else {
        ASSERT_TRUE(got.is_number()) << field << ": " << got;
        EXPECT_NEAR(got.get<double>(), want.get<double>(), 1e-6) << field;
      }
    }
    EXPECT_EQ(phases[phase]["worst_rank"], live_phases[phase]["worst_rank"]);
  }
  EXPECT_EQ(summary["step_time"]["window_steps"], kSteps);
  // Rank 3: 200 slow steps of 1 000, 300 ms instead of 100.
  EXPECT_NEAR(phases["forward"]["worst_ms"].get<double>(), 140.0, 1e-6);
  EXPECT_EQ(phases["forward"]["worst_rank"], 3);
  EXPECT_EQ(summary["step_memory"]["worst_peak_bytes"], MemoryOf(kRanks - 1));
  EXPECT_EQ(summary["step_memory"]["worst_peak_bytes"],
            live_summary["step_memory"]["worst_peak_bytes"]);
  EXPECT_EQ(d["aggregated"][0][0], 0);
  // Every step completed, and the rates are the live run's: the step rate
  // from the first step's end (meta), samples per step from the buckets.
  EXPECT_EQ(summary["run"]["steps_completed"], kSteps);
  for (const char* rate : {"steps_per_sec", "samples_per_sec"}) {
    SCOPED_TRACE(rate);
    ASSERT_TRUE(summary["run"][rate].is_number()) << summary["run"].dump();
    EXPECT_NEAR(summary["run"][rate].get<double>(), live_summary["run"][rate].get<double>(), 1e-3);
  }
  EXPECT_NEAR(summary["run"]["steps_per_sec"].get<double>(), 2.5, 1e-3);  // a step per 400 ms
  EXPECT_NEAR(summary["run"]["samples_per_sec"].get<double>(), 2.5 * 48 * kRanks, 0.1);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM meta WHERE key = 'run_first_end_ns'"), 1);

  // serve: every step is in the series (aggregated ones from the tiers),
  // and the heatmap still shows rank 3's slow stretch.
  LoadOptions no_cache;
  no_cache.use_cache = false;
  no_cache.write_cache = false;
  auto served = ServedRun::LoadFinished(dir.path(), "r", no_cache);
  ASSERT_TRUE(served.ok()) << served.status().message();
  const auto steps = (*served)->Steps({}, 2000);
  ASSERT_EQ(steps["step"].size(), kSteps);
  // The buckets' work per step is no series metric.
  for (const auto& m : steps["metrics"]) EXPECT_NE(m, kSamplesScalar);
  EXPECT_FALSE((*served)->Heatmap(kSamplesScalar, {}, 100).has_value());
  EXPECT_EQ(steps["bucket_steps"], 1);
  EXPECT_DOUBLE_EQ(steps["median"]["forward"][50].get<double>(), 100.0);  // aggregated
  EXPECT_DOUBLE_EQ(steps["worst"]["forward"][400].get<double>(), 300.0);  // aggregated
  EXPECT_EQ(steps["worst_rank"]["forward"][400], 3);
  EXPECT_DOUBLE_EQ(steps["worst"]["forward"][900].get<double>(), 100.0);  // detail
  const auto heat = (*served)->Heatmap("forward", {}, 100);
  ASSERT_TRUE(heat.has_value());
  EXPECT_EQ((*heat)["bucket_steps"], store::kRankBucketSteps);
  ASSERT_EQ((*heat)["values"].size(), kRanks);
  // Bucket 3 (steps 384-511) is inside the slow stretch: rank 3's mean forward there.
  const double slow_mean = (*heat)["values"][3][3].get<double>();
  EXPECT_NEAR(slow_mean, (116 * 300.0 + 12 * 100.0) / 128, 1e-3);
  EXPECT_DOUBLE_EQ((*heat)["values"][0][3].get<double>(), 100.0);
}

}  // namespace
}  // namespace steplens::server
