#include "server/step_series.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "aggregator/step_point.h"
#include "base/metrics.h"
#include "base/temp_dir.h"
#include "store/step_scan.h"
#include "store/store.h"

namespace steplens::server {
namespace {

constexpr int64_t kMs = 1'000'000;

store::ScannedStep Row(uint32_t rank, uint64_t step, int64_t step_ms,
                       int64_t forward_ms = kMissing) {
  store::ScannedStep row;
  row.rank = rank;
  row.record.step = step;
  row.record.begin_ns = static_cast<int64_t>(step) * 1000 * kMs;
  row.record.end_ns = row.record.begin_ns + step_ms * kMs;
  if (forward_ms != kMissing) {
    row.record.cpu_ns[static_cast<int>(Phase::kForward)] = forward_ms * kMs;
  }
  row.record.rss_peak = 1000 + rank;
  return row;
}

// One step's rows as the aggregator takes them (RunState: base/metrics.h's
// derived metrics, regions by name, the peak memory, the arrival mapped by
// the rank's clock offset unless it is a device duration, the loss) and its
// point as the aggregator builds it (aggregator/step_point.h), into the
// series: the series itself computes no cross-rank statistic.
nlohmann::ordered_json AddRows(StepSeries& series, uint64_t step,
                               const std::vector<store::ScannedStep>& rows) {
  metrics::MetricTable table;
  std::vector<aggregator::RankStep> entries;
  for (const store::ScannedStep& row : rows) {
    const StepRecord& rec = row.record;
    aggregator::RankStep e;
    e.rank = row.rank;
    auto put = [&](int metric, int64_t ns) {
      if (metric >= 0 && ns != kMissing) e.metrics.emplace_back(static_cast<uint16_t>(metric), ns);
    };
    for (int p = 0; p < metrics::kBuiltinPhaseCount; ++p) put(p, metrics::PhaseNs(rec, p));
    put(metrics::kWaitMetric, metrics::WaitNs(rec));
    put(metrics::kStepMetric, rec.StepNs());
    for (const auto& region : row.regions) {
      put(table.Intern(metrics::RegionLabel(region.name)),
          region.gpu_ns != kMissing ? region.gpu_ns : region.cpu_ns);
    }
    if (rec.mem_peak_allocated != kMissing) {
      e.mem_peak = rec.mem_peak_allocated;
      e.mem_cuda = true;
    } else {
      e.mem_peak = rec.rss_peak;
    }
    if (rec.sync_last_ns != kMissing) e.sync_last_ns = rec.sync_last_ns + row.clock_offset_ns;
    if (std::isfinite(row.loss)) e.loss = row.loss;
    entries.push_back(std::move(e));
  }
  std::sort(entries.begin(), entries.end(),
            [](const auto& a, const auto& b) { return a.rank < b.rank; });
  aggregator::StepPointBuilder builder;
  const aggregator::StepPoint point = builder.Build(step, false, table.size(), &entries);
  return series.AddStep(point, entries, table.names());
}

TEST(StepSeries, PointHasMedianWorstAndRank) {
  StepSeries series;
  auto point = AddRows(series, 0, {Row(0, 0, 10, 4), Row(1, 0, 30, 4), Row(2, 0, 20, 4)});
  EXPECT_EQ(point["step"], 0);
  EXPECT_DOUBLE_EQ(point["phases"]["step"]["median_ms"].get<double>(), 20.0);
  EXPECT_DOUBLE_EQ(point["phases"]["step"]["worst_ms"].get<double>(), 30.0);
  EXPECT_EQ(point["phases"]["step"]["worst_rank"], 1);
  // Only forward measured: no wait (base/metrics.h: it needs forward,
  // backward and optimizer, else their time would look like waiting).
  EXPECT_FALSE(point["phases"].contains("wait"));
  EXPECT_FALSE(point["phases"].contains("backward"));  // not measured
  EXPECT_EQ(point["memory"]["worst_rank"], 2);
  EXPECT_TRUE(point["sync_last_rank"].is_null());
}

TEST(StepSeries, StepsQueryIsNullWhereUnmeasured) {
  StepSeries series;
  AddRows(series, 0, {Row(0, 0, 10, 4), Row(1, 0, 12, 4)});
  AddRows(series, 1, {Row(0, 1, 10), Row(1, 1, 14)});
  auto out = series.Steps({}, 100);
  EXPECT_EQ(out["from"], 0);
  EXPECT_EQ(out["to"], 1);
  EXPECT_EQ(out["bucket_steps"], 1);
  EXPECT_EQ(out["step"], nlohmann::ordered_json::array({0, 1}));
  EXPECT_DOUBLE_EQ(out["median"]["forward"][0].get<double>(), 4.0);
  EXPECT_TRUE(out["median"]["forward"][1].is_null());
  EXPECT_EQ(out["worst_rank"]["step"][1], 1);
  EXPECT_FALSE(out["median"].contains("optimizer"));
}

TEST(StepSeries, DownsamplesIntoBucketsWithMeanAndMax) {
  StepSeries series;
  for (uint64_t s = 0; s < 100; ++s) {
    const int64_t slow = s == 37 ? 500 : 10;
    AddRows(series, s, {Row(0, s, 10), Row(1, s, slow)});
  }
  auto out = series.Steps({}, 10);
  ASSERT_LE(out["step"].size(), 10u);
  const uint64_t k = out["bucket_steps"].get<uint64_t>();
  EXPECT_EQ(k, 16u);  // 100 steps into <= 10 power-of-two buckets
  // The bucket holding step 37 shows its worst and rank; others 10 ms.
  const size_t b = 37 / k;
  EXPECT_DOUBLE_EQ(out["worst"]["step"][b].get<double>(), 500.0);
  EXPECT_EQ(out["worst_rank"]["step"][b], 1);
  EXPECT_DOUBLE_EQ(out["worst"]["step"][0].get<double>(), 10.0);
  // Range query at full resolution.
  auto part = series.Steps(StepRange{30, 40}, 100);
  EXPECT_EQ(part["bucket_steps"], 1);
  EXPECT_EQ(part["step"].size(), 11u);
  EXPECT_EQ(part["step"][0], 30);
}

TEST(StepSeries, MemoryStaysBoundedForLongRuns) {
  StepSeriesOptions options;
  options.max_buckets = 64;
  options.rank_cell_budget = 64 * 2 * 8;
  options.min_rank_buckets = 16;
  StepSeries series(options);
  for (uint64_t s = 0; s < 10'000; ++s) {
    AddRows(series, s, {Row(0, s, 10), Row(1, s, s == 5000 ? 900 : 20)});
  }
  EXPECT_LE(series.cross_buckets(), 64u);
  EXPECT_GE(series.cross_width(), 10'000u / 64);
  EXPECT_LE(series.rank_buckets() * 2 * series.Metrics().size(), 64u * 2 * 8 + 2 * 16 * 8);
  auto out = series.Steps({}, 2000);
  double max_worst = 0;
  for (const auto& v : out["worst"]["step"]) max_worst = std::max(max_worst, v.get<double>());
  EXPECT_DOUBLE_EQ(max_worst, 900.0);  // a spike survives downsampling
  auto heat = series.Heatmap("step", {}, 500);
  ASSERT_TRUE(heat);
  EXPECT_EQ((*heat)["ranks"], nlohmann::ordered_json::array({0, 1}));
  EXPECT_EQ((*heat)["values"].size(), 2u);
}

TEST(StepSeries, HeatmapAndRankSeries) {
  StepSeries series;
  for (uint64_t s = 0; s < 4; ++s) {
    AddRows(series, s, {Row(0, s, 10), Row(1, s, 20), Row(2, s, 30)});
  }
  auto heat = series.Heatmap("step", {}, 500);
  ASSERT_TRUE(heat);
  EXPECT_EQ((*heat)["values"][2][3].get<double>(), 30.0);
  EXPECT_FALSE(series.Heatmap("nope", {}, 500));
  auto rs = series.RankSeries(1, "step", StepRange{2, 3}, 10);
  ASSERT_TRUE(rs);
  EXPECT_EQ((*rs)["step"], nlohmann::ordered_json::array({2, 3}));
  EXPECT_EQ((*rs)["value"][0].get<double>(), 20.0);
  auto none = series.RankSeries(9, "step", {}, 10);  // no such rank: empty
  ASSERT_TRUE(none);
  EXPECT_TRUE((*none)["step"].empty());
}

TEST(StepSeries, HeatmapGroupsManyRanks) {
  StepSeries series;
  std::vector<store::ScannedStep> rows;
  for (uint32_t r = 0; r < 1000; ++r) rows.push_back(Row(r, 0, r == 999 ? 99 : 10));
  AddRows(series, 0, rows);
  auto heat = series.Heatmap("step", {}, 10);
  ASSERT_TRUE(heat);
  EXPECT_LE((*heat)["ranks"].size(), kMaxHeatmapRows);
  const auto& last = (*heat)["ranks"].back();
  EXPECT_EQ(last[1], 999);
  EXPECT_DOUBLE_EQ((*heat)["values"].back()[0].get<double>(), 99.0);
}

TEST(StepSeries, UserRegionsByNameAndOutOfOrderStepsIgnored) {
  StepSeries series;
  auto row = Row(0, 3, 10);
  row.regions.push_back({"augment", 2 * kMs, kMissing});
  row.regions.push_back({"forward", kMissing, 5 * kMs});  // collides
  AddRows(series, 3, {row});
  EXPECT_TRUE(series.HasMetric("augment"));
  EXPECT_TRUE(series.HasMetric("forward (region)"));
  EXPECT_TRUE(AddRows(series, 2, {Row(0, 2, 10)}).is_null());
  EXPECT_TRUE(AddRows(series, 5, {}).is_null());
  EXPECT_EQ(series.steps(), 1u);
  auto out = series.Steps({}, 10);
  EXPECT_DOUBLE_EQ(out["median"]["forward (region)"][0].get<double>(), 5.0);
}

TEST(StepSeries, SyncArrivalNamesTheLastRank) {
  StepSeries series;
  auto a = Row(0, 0, 10), b = Row(1, 0, 10), c = Row(2, 0, 10);
  a.record.sync_last_ns = 100 * kMs;
  b.record.sync_last_ns = 101 * kMs;
  c.record.sync_last_ns = 140 * kMs;
  auto point = AddRows(series, 0, {a, b, c});
  EXPECT_EQ(point["sync_last_rank"], 2);
  // Against the median of the other ranks (100.5 ms), as the aggregator and
  // the diagnosis define it (sync_arrival.h), not the lower median of all.
  EXPECT_DOUBLE_EQ(point["sync_last_lateness_ms"].get<double>(), 39.5);
}

// A device arrival is on the rank's host clock (the recorder mapped it, as
// record.h says): the clock offset of its host applies, as to a host arrival.
TEST(StepSeries, DeviceArrivalsAreMappedByTheClockOffsetToo) {
  StepSeries series;
  auto a = Row(0, 0, 10), b = Row(1, 0, 10), c = Row(2, 0, 10);
  for (auto* r : {&a, &b, &c}) r->record.sync_on_device = true;
  a.record.sync_last_ns = 40 * kMs;
  b.record.sync_last_ns = 1042 * kMs;  // the other host's clock is 1 s ahead
  c.record.sync_last_ns = 1060 * kMs;
  a.clock_offset_ns = 0;
  b.clock_offset_ns = c.clock_offset_ns = -1000 * kMs;  // another host
  auto point = AddRows(series, 0, {a, b, c});
  EXPECT_EQ(point["sync_last_rank"], 2);
  EXPECT_DOUBLE_EQ(point["sync_last_lateness_ms"].get<double>(), 19.0);
}

TEST(StepSeries, EmptySeriesAnswersEmptyArrays) {
  StepSeries series;
  auto out = series.Steps({}, 10);
  EXPECT_TRUE(out["from"].is_null());
  EXPECT_TRUE(out["step"].empty());
  auto heat = series.Heatmap("step", {}, 10);
  ASSERT_TRUE(heat);
  EXPECT_TRUE((*heat)["values"].empty());
}

}  // namespace
}  // namespace steplens::server

namespace steplens::server {
namespace {

TEST(StepSeries, SerializeRoundTrip) {
  StepSeries series;
  for (uint64_t s = 0; s < 50; ++s) {
    auto row = Row(1, s, 20);
    row.regions.push_back({"augment", 3 * kMs, kMissing});
    AddRows(series, s, {Row(0, s, 10, 4), row});
  }
  const std::string image = series.Serialize();
  StepSeries copy;
  ASSERT_TRUE(copy.Deserialize(image));
  EXPECT_EQ(copy.Steps({}, 2000), series.Steps({}, 2000));
  EXPECT_EQ(copy.Heatmap("augment", {}, 10), series.Heatmap("augment", {}, 10));
  EXPECT_EQ(copy.steps(), 50u);
  StepSeries bad;
  EXPECT_FALSE(bad.Deserialize(image.substr(0, image.size() - 3)));
  EXPECT_FALSE(bad.Deserialize("garbage"));
  EXPECT_FALSE(bad.Deserialize(""));
  EXPECT_EQ(bad.steps(), 0u);
}

}  // namespace
}  // namespace steplens::server

// ---- the logged loss (issue 16) --------------------------------------------

namespace steplens::server {
namespace {

store::ScannedStep LossRow(uint32_t rank, uint64_t step, double loss) {
  store::ScannedStep row = Row(rank, step, 10);
  row.loss = loss;
  return row;
}

TEST(StepSeriesLoss, PointAndStepsHaveMedianWorstAndRank) {
  StepSeries series;
  auto point = AddRows(
      series, 0, {LossRow(0, 0, 2.5), LossRow(1, 0, 3.25), LossRow(2, 0, 1.0), LossRow(3, 0, NAN)});
  EXPECT_DOUBLE_EQ(point["loss"]["median"].get<double>(), 2.5);
  EXPECT_DOUBLE_EQ(point["loss"]["worst"].get<double>(), 3.25);  // the highest
  EXPECT_EQ(point["loss"]["worst_rank"], 1);
  EXPECT_FALSE(point["phases"].contains("loss"));  // no duration
  // A step without any loss: null in its point, null in the series.
  EXPECT_TRUE(AddRows(series, 1, {Row(0, 1, 10), Row(1, 1, 10)})["loss"].is_null());
  AddRows(series, 2, {LossRow(0, 2, 0.001234567), LossRow(1, 2, -1.0)});
  auto out = series.Steps({}, 100);
  ASSERT_FALSE(out["metrics"].empty());
  EXPECT_EQ(out["metrics"].back(), "loss");  // after every other metric
  EXPECT_DOUBLE_EQ(out["median"]["loss"][0].get<double>(), 2.5);
  EXPECT_DOUBLE_EQ(out["worst"]["loss"][0].get<double>(), 3.25);
  EXPECT_EQ(out["worst_rank"]["loss"][0], 1);
  EXPECT_TRUE(out["median"]["loss"][1].is_null());
  EXPECT_TRUE(out["worst_rank"]["loss"][1].is_null());
  // Not ms: kept at 6 significant digits, negative values too.
  EXPECT_DOUBLE_EQ(out["median"]["loss"][2].get<double>(), -0.499383);
  EXPECT_DOUBLE_EQ(out["worst"]["loss"][2].get<double>(), 0.00123457);
  EXPECT_EQ(out["worst_rank"]["loss"][2], 0);
  // Downsampled: the mean of the medians, the highest worst and its rank.
  auto coarse = series.Steps({}, 1);
  EXPECT_EQ(coarse["bucket_steps"], 4);
  EXPECT_DOUBLE_EQ(coarse["median"]["loss"][0].get<double>(),
                   std::round((2.5 + (0.001234567 - 1.0) / 2) / 2 * 1e5) / 1e5);
  EXPECT_DOUBLE_EQ(coarse["worst"]["loss"][0].get<double>(), 3.25);
  EXPECT_EQ(coarse["worst_rank"]["loss"][0], 1);
}

TEST(StepSeriesLoss, PerRankValuesForHeatmapAndRankSeries) {
  StepSeries series;
  for (uint64_t s = 0; s < 4; ++s) {
    AddRows(series, s, {LossRow(0, s, 2.0), LossRow(1, s, s < 2 ? 4.0 : NAN)});
  }
  auto heat = series.Heatmap("loss", {}, 500);
  ASSERT_TRUE(heat);
  EXPECT_DOUBLE_EQ((*heat)["values"][1][0].get<double>(), 4.0);
  EXPECT_TRUE((*heat)["values"][1][3].is_null());
  auto rs = series.RankSeries(0, "loss", {}, 10);
  ASSERT_TRUE(rs);
  EXPECT_DOUBLE_EQ((*rs)["value"][3].get<double>(), 2.0);
}

TEST(StepSeriesLoss, NoLossNoMetricAndARegionCalledLossStaysARegion) {
  StepSeries series;
  auto row = Row(0, 0, 10);
  row.regions.push_back({"loss", 2 * kMs, kMissing});  // trace_time("loss")
  auto point = AddRows(series, 0, {row, Row(1, 0, 10)});
  EXPECT_TRUE(point["loss"].is_null());
  EXPECT_FALSE(series.HasMetric("loss"));
  EXPECT_TRUE(series.HasMetric("loss (region)"));
  EXPECT_FALSE(series.Heatmap("loss", {}, 10));
  auto out = series.Steps({}, 10);
  for (const auto& m : out["metrics"]) EXPECT_NE(m, "loss");
  EXPECT_FALSE(out["median"].contains("loss"));
  EXPECT_DOUBLE_EQ(out["median"]["loss (region)"][0].get<double>(), 2.0);
  // Infinite and huge losses (untrusted) neither count nor crash.
  AddRows(series, 1, {LossRow(0, 1, INFINITY), LossRow(1, 1, -INFINITY)});
  EXPECT_FALSE(series.HasMetric("loss"));
  AddRows(series, 2, {LossRow(0, 2, 1e300), LossRow(1, 2, -1e300)});
  EXPECT_TRUE(series.HasMetric("loss"));
  auto heat = series.Heatmap("loss", {}, 10);
  ASSERT_TRUE(heat);
  EXPECT_DOUBLE_EQ(series.Steps({}, 10)["worst"]["loss"][2].get<double>(), 1e300);
}

TEST(StepSeriesLoss, ImageKeepsTheLossAndOldImagesAreRebuilt) {
  StepSeries series;
  for (uint64_t s = 0; s < 20; ++s) {
    auto row = LossRow(1, s, 3.0 - 0.1 * static_cast<double>(s));
    row.regions.push_back({"augment", 3 * kMs, kMissing});
    AddRows(series, s, {LossRow(0, s, 1.0), row});
  }
  std::string image = series.Serialize();
  StepSeries copy;
  ASSERT_TRUE(copy.Deserialize(image));
  EXPECT_EQ(copy.Steps({}, 2000), series.Steps({}, 2000));
  EXPECT_EQ(copy.Heatmap("loss", {}, 10), series.Heatmap("loss", {}, 10));
  EXPECT_EQ(copy.Metrics().back(), "loss");
  // An image from before the loss metric ("SER1") has no loss: rebuilt.
  const uint32_t old_magic = 0x53455231;
  std::memcpy(image.data(), &old_magic, sizeof old_magic);
  EXPECT_FALSE(StepSeries().Deserialize(image));
}

// The database as the store writes it, through the scanner, into the series.
nlohmann::ordered_json StepsFromDatabase(const std::string& db) {
  StepSeries series;
  auto scanner = store::StepScanner::Open(db);
  EXPECT_TRUE(scanner.ok()) << scanner.status().message();
  if (!scanner.ok()) return nullptr;
  auto max_step = scanner.value()->MaxStep();
  EXPECT_TRUE(max_step.ok());
  if (!max_step.ok() || *max_step < 0) return nullptr;
  const base::Status st =
      scanner.value()->Scan(0, static_cast<uint64_t>(*max_step),
                            [&](uint64_t step, const std::vector<store::ScannedStep>& rows) {
                              AddRows(series, step, rows);
                            });
  EXPECT_TRUE(st.ok()) << st.message();
  return series.Steps({}, 100);
}

std::string WriteLossDatabase(const base::TempDir& dir) {
  auto opened = store::Store::Open(dir.path());
  EXPECT_TRUE(opened.ok());
  store::Store& s = *opened.value();
  for (uint32_t rank = 0; rank < 2; ++rank) {
    store::RankRow r;
    r.rank = rank;
    r.world_size = 2;
    s.PutRank(r);
    s.PutName(rank, 256, kLossScalar);
  }
  for (uint64_t i = 0; i < 3; ++i) {
    for (uint32_t rank = 0; rank < 2; ++rank) {
      StepRecord rec;
      rec.step = i;
      rec.begin_ns = static_cast<int64_t>(i) * 100 * kMs;
      rec.end_ns = rec.begin_ns + (10 + rank) * kMs;
      if (i < 2) {
        rec.scalar_count = 1;
        rec.scalars[0] = Scalar{256, rank == 0 ? 2.0 : 2.5 - static_cast<double>(i)};
      }
      s.PutStep(rank, rec, kMissing);
    }
  }
  s.Close();
  return dir.path() + "/" + store::kDatabaseFileName;
}

TEST(StepSeriesLoss, DatabaseWithLossesOfTwoRanks) {
  base::TempDir dir;
  const auto out = StepsFromDatabase(WriteLossDatabase(dir));
  EXPECT_EQ(out["metrics"], nlohmann::ordered_json::array({"step", "loss"}));
  EXPECT_DOUBLE_EQ(out["median"]["loss"][0].get<double>(), 2.25);
  EXPECT_DOUBLE_EQ(out["worst"]["loss"][0].get<double>(), 2.5);
  EXPECT_EQ(out["worst_rank"]["loss"][0], 1);
  EXPECT_DOUBLE_EQ(out["median"]["loss"][1].get<double>(), 1.75);
  EXPECT_DOUBLE_EQ(out["worst"]["loss"][1].get<double>(), 2.0);
  EXPECT_EQ(out["worst_rank"]["loss"][1], 0);
  EXPECT_TRUE(out["median"]["loss"][2].is_null());  // logged none: null, not 0
  EXPECT_TRUE(out["worst"]["loss"][2].is_null());
  EXPECT_DOUBLE_EQ(out["worst"]["step"][2].get<double>(), 11.0);
}

TEST(StepSeriesLoss, DatabaseWithoutScalarsHasNoLoss) {
  base::TempDir dir;
  const std::string db = WriteLossDatabase(dir);
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(raw, "DROP TABLE scalars", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(raw);
  const auto out = StepsFromDatabase(db);
  EXPECT_EQ(out["metrics"], nlohmann::ordered_json::array({"step"}));
  EXPECT_FALSE(out["median"].contains("loss"));
  EXPECT_EQ(out["step"].size(), 3u);
}

}  // namespace
}  // namespace steplens::server
