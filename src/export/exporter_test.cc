// Tests `steplens export`'s formats on a run database written the way
// `steplens run` writes one (a RunState over a Store).
#include "export/exporter.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "aggregator/run_state.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::exporter {
namespace {

using aggregator::testing::kMs;
using aggregator::testing::MakeHello;
using aggregator::testing::MakeStep;
using Json = nlohmann::json;

constexpr int64_t kHost1Skew = 5'000 * kMs;  // node1's monotonic clock is 5 s ahead

// Two ranks on two hosts whose monotonic clocks differ by kHost1Skew but
// whose wall clocks agree; rank 1 is 30 ms slower in forward and fails
// after its last step. One episode in the diagnosis table.
void WriteRun(const std::string& dir, uint64_t steps) {
  auto store = store::Store::Open(dir);
  ASSERT_TRUE(store.ok()) << store.status().message();
  store.value()->PutMeta("started_wall_ns", "1000000000000");
  {
    aggregator::RunState state({}, store.value().get());
    HelloInfo h0 = MakeHello(0, 2, "run1", "node0");
    HelloInfo h1 = MakeHello(1, 2, "run1", "node,1");
    h0.wall_ns = 1'000'000'000'000;
    h1.wall_ns = 1'000'000'000'000;
    h1.mono_ns = kHost1Skew;
    ASSERT_TRUE(state.OnMessage(0, h0).ok());
    ASSERT_TRUE(state.OnMessage(1, h1).ok());
    for (uint64_t s = 0; s < steps; ++s) {
      StepRecord a = MakeStep(s, 50, 10, 20, 5);
      StepRecord b = MakeStep(s, 80, 40, 20, 5);
      a.cpu_ns[static_cast<int>(Phase::kDataloader)] = 3 * kMs;
      b.begin_ns += kHost1Skew;
      b.end_ns += kHost1Skew;
      // A whole arrival (first, last, buckets), as the recorder sends one:
      // readers drop a partial one (store/steps_table.h).
      b.sync_last_ns = b.end_ns - 10 * kMs;
      b.sync_first_ns = b.sync_last_ns - kMs;
      b.sync_buckets = 1;
      a.rss_peak = 1000;
      ASSERT_TRUE(state.OnMessage(0, a).ok());
      ASSERT_TRUE(state.OnMessage(1, b).ok());
    }
    state.OnDisconnect(1, "connection reset", /*failure=*/true);
    state.OnDisconnect(0, "closed", /*failure=*/false);
  }
  store::EpisodeRow e;
  e.id = 1;
  e.kind = "step_time";
  e.label = "COMPUTE STRAGGLER";
  e.severity = "warning";
  e.rank = 1;
  e.phase = "forward";
  e.start_step = 2;
  e.end_step = 5;
  e.start_wall_ns = 1'000'000'000'000 + 200 * kMs;
  e.end_wall_ns = 1'000'000'000'000 + 580 * kMs;
  e.summary = "rank 1 is slow in forward";
  store.value()->PutEpisode(e);
  store.value()->Close();
}

class ExporterTest : public ::testing::Test {
 protected:
  void SetUp() override { WriteRun(dir_.path(), 10); }
  std::string Export(const ExportOptions& options) {
    std::ostringstream out;
    auto stats = ExportRun(dir_.path(), options, out);
    EXPECT_TRUE(stats.ok()) << stats.status().message();
    return out.str();
  }
  base::TempDir dir_;
};

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

TEST_F(ExporterTest, CsvHasOneRowPerStepAndRankWithEveryPhase) {
  ExportOptions o;
  o.format = Format::kCsv;
  const auto lines = Lines(Export(o));
  ASSERT_EQ(lines.size(), 1u + 20u);
  EXPECT_EQ(lines[0],
            "step,rank,host,begin_unix_ns,end_unix_ns,step_ms,wait_ms,dataloader_ms,h2d_ms,"
            "forward_ms,backward_ms,optimizer_ms,mem_peak_allocated_bytes,rss_peak_bytes,"
            "sync_last_unix_ns");
  // Missing is empty, not 0; a host with a comma is quoted; both ranks'
  // times are on the wall clock (rank 1's host skew removed).
  EXPECT_EQ(lines[1],
            "0,0,node0,1000000000000,1000050000000,50.0000,15.0000,3.0000,,10.0000,"
            "20.0000,5.0000,,1000,");
  EXPECT_EQ(lines[2],
            "0,1,\"node,1\",1000000000000,1000080000000,80.0000,15.0000,,,40.0000,"
            "20.0000,5.0000,,,1000070000000");
}

TEST_F(ExporterTest, JsonlRowsParseAndFilter) {
  ExportOptions o;
  o.format = Format::kJsonl;
  o.first_step = 3;
  o.last_step = 4;
  o.ranks = {1};
  const auto lines = Lines(Export(o));
  ASSERT_EQ(lines.size(), 2u);
  const Json row = Json::parse(lines[0]);
  EXPECT_EQ(row["step"], 3);
  EXPECT_EQ(row["rank"], 1);
  EXPECT_EQ(row["host"], "node,1");
  EXPECT_DOUBLE_EQ(row["forward_ms"].get<double>(), 40.0);
  EXPECT_TRUE(row["dataloader_ms"].is_null());
  EXPECT_EQ(Json::parse(lines[1])["step"], 4);
}

TEST_F(ExporterTest, PerfettoTraceHasRanksPhasesEpisodesAndFailures) {
  ExportOptions o;
  o.format = Format::kPerfetto;
  const Json trace = Json::parse(Export(o));
  const Json& events = trace["traceEvents"];
  std::map<int64_t, std::string> process_names;
  int steps = 0, forward = 0, sync = 0;
  bool episode = false, failure = false;
  double rank0_step3 = -1, rank1_step3 = -1;
  for (const Json& e : events) {
    if (e["ph"] == "M" && e["name"] == "process_name") {
      process_names[e["pid"]] = e["args"]["name"];
    } else if (e["ph"] == "X" && e["tid"] == 1) {
      ++steps;
      if (e["name"] == "step 3") (e["pid"] == 0 ? rank0_step3 : rank1_step3) = e["ts"];
    } else if (e["ph"] == "X" && e["name"] == "forward") {
      ++forward;
    } else if (e["ph"] == "i" && e["name"] == "grad sync ready") {
      ++sync;
    } else if (e["ph"] == "b") {
      episode = e["name"] == "COMPUTE STRAGGLER (rank 1, forward)" && e["ts"] == 200000.0;
    } else if (e["ph"] == "i" && e["name"] == "rank 1 failed") {
      failure = e["pid"] == 1 && e["args"]["last_step"] == 9;
    }
  }
  EXPECT_EQ(process_names[0], "rank 0 (node0)");
  EXPECT_EQ(process_names[1], "rank 1 (node,1)");
  EXPECT_EQ(process_names[aggregator::kMaxWorldSize], "diagnosis");
  EXPECT_EQ(steps, 20);
  EXPECT_EQ(forward, 20);
  EXPECT_EQ(sync, 10);
  EXPECT_TRUE(episode);
  EXPECT_TRUE(failure);
  // One clock: step 3 begins at 300 ms after the run start on both hosts.
  EXPECT_DOUBLE_EQ(rank0_step3, 300000.0);
  EXPECT_DOUBLE_EQ(rank1_step3, 300000.0);
}

TEST(ExporterErrorsTest, MissingEmptyCorruptAndSpoolOnlyRunsAreOneSentence) {
  std::ostringstream out;
  ExportOptions o;
  EXPECT_FALSE(ExportRun("/nonexistent/steplens-run", o, out).ok());

  base::TempDir empty;
  {
    auto store = store::Store::Open(empty.path());
    ASSERT_TRUE(store.ok());
    store.value()->Close();
  }
  auto no_steps = ExportRun(empty.path(), o, out);
  ASSERT_FALSE(no_steps.ok());
  EXPECT_NE(no_steps.status().message().find("no steps"), std::string::npos);

  base::TempDir corrupt;
  std::ofstream(corrupt.path() + "/steplens.db") << "this is not a database at all, really";
  EXPECT_FALSE(ExportRun(corrupt.path(), o, out).ok());

  base::TempDir spool;
  std::ofstream(spool.path() + "/rank0.spool") << "x";
  auto spool_only = ExportRun(spool.path(), o, out);
  ASSERT_FALSE(spool_only.ok());
  EXPECT_NE(spool_only.status().message().find("spool"), std::string::npos);
}

TEST_F(ExporterTest, UnknownRankAndEmptySelectionAreErrors) {
  std::ostringstream out;
  ExportOptions o;
  o.ranks = {7};
  EXPECT_FALSE(ExportRun(dir_.path(), o, out).ok());
  o.ranks.clear();
  o.first_step = 100;
  EXPECT_FALSE(ExportRun(dir_.path(), o, out).ok());
}

TEST(ExporterParseTest, StepRangesRankListsFormats) {
  uint64_t a = 0, b = 0;
  EXPECT_TRUE(ParseStepRange("5:9", &a, &b));
  EXPECT_EQ(a, 5u);
  EXPECT_EQ(b, 9u);
  EXPECT_TRUE(ParseStepRange(":9", &a, &b));
  EXPECT_EQ(a, 0u);
  EXPECT_TRUE(ParseStepRange("7:", &a, &b));
  EXPECT_EQ(b, std::numeric_limits<uint64_t>::max());
  EXPECT_TRUE(ParseStepRange("4", &a, &b));
  EXPECT_EQ(a, 4u);
  EXPECT_EQ(b, 4u);
  for (const char* bad : {"", ":", "9:5", "a:b", "-1:3", "1:2:3"}) {
    EXPECT_FALSE(ParseStepRange(bad, &a, &b)) << bad;
  }
  std::vector<uint32_t> ranks;
  EXPECT_TRUE(ParseRankList("0,3-5", &ranks));
  EXPECT_EQ(ranks, (std::vector<uint32_t>{0, 3, 4, 5}));
  for (const char* bad : {"", ",", "a", "5-3", "1,,2", "99999999"}) {
    EXPECT_FALSE(ParseRankList(bad, &ranks)) << bad;
  }
  Format f;
  EXPECT_TRUE(ParseFormat("perfetto", &f));
  EXPECT_EQ(f, Format::kPerfetto);
  EXPECT_TRUE(ParseFormat("csv", &f));
  EXPECT_EQ(f, Format::kCsv);
  EXPECT_FALSE(ParseFormat("parquet", &f));
}

TEST(ExporterTiersTest, AggregatedStepsAreLeftOutAndSaid) {
  base::TempDir dir;
  {
    store::StoreOptions options;
    options.detail_steps = 100;
    auto store = store::Store::Open(dir.path(), options);
    ASSERT_TRUE(store.ok()) << store.status().message();
    aggregator::RunState state({}, store.value().get());
    ASSERT_TRUE(state.OnMessage(0, MakeHello(0, 1)).ok());
    for (uint64_t s = 0; s < 400; ++s) {
      ASSERT_TRUE(state.OnMessage(0, MakeStep(s, 50, 10, 20, 5)).ok());
      if (s % 50 == 49) store.value()->Flush();
    }
    state.FinishDiagnosis();
    store.value()->Close();
  }
  ExportOptions options;
  options.format = Format::kCsv;
  std::ostringstream out;
  auto stats = ExportRun(dir.path(), options, out);
  ASSERT_TRUE(stats.ok()) << stats.status().message();
  EXPECT_GE(stats->steps, 100u);
  EXPECT_EQ(stats->steps + stats->aggregated_steps, 400u);
  EXPECT_NE(stats->aggregated_note.find("are aggregated"), std::string::npos);
  EXPECT_EQ(Lines(out.str()).size(), stats->rows + 1);  // header

  // Only aggregated steps selected: an error that says why.
  options.last_step = 50;
  std::ostringstream none;
  auto refused = ExportRun(dir.path(), options, none);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("51 of the selected steps (from 0-50) are aggregated"),
            std::string::npos)
      << refused.status().message();
}

// Deep mode: a run whose ranks sent LAYERS frames through the RunState (the
// aggregator's path into the store's layer_steps table). Rank 1's
// blocks.0 is slow in forward, and its backward figures overrun the
// backward phase (cut to fit).
void WriteDeepRun(const std::string& dir, uint64_t steps) {
  auto store = store::Store::Open(dir);
  ASSERT_TRUE(store.ok()) << store.status().message();
  {
    aggregator::RunState state({}, store.value().get());
    for (uint32_t r = 0; r < 2; ++r) {
      ASSERT_TRUE(state.OnMessage(r, MakeHello(r, 2, "run1", "node0")).ok());
      aggregator::testing::NameLayers(&state, r, {"embed", "blocks.0", "blocks.0.mlp", "head"});
    }
    for (uint64_t s = 0; s < steps; ++s) {
      for (uint32_t r = 0; r < 2; ++r) {
        ASSERT_TRUE(state.OnMessage(r, MakeStep(s, 80, r == 0 ? 10 : 40, 20, 5)).ok());
        const int64_t block_fwd = (r == 0 ? 6 : 36) * kMs;
        LayerStep l;
        l.step = s;
        l.entries = {{0, 2 * kMs, kMissing, 1000},
                     {1, block_fwd, (r == 0 ? 12 : 30) * kMs, 2000},
                     {2, 4 * kMs, (r == 0 ? 8 : 25) * kMs, 3000},
                     {3, 1 * kMs, 2 * kMs, 4000}};
        ASSERT_TRUE(state.OnMessage(r, l).ok());
      }
    }
  }
  store.value()->Close();
}

TEST(ExporterDeepTest, ModuleSlicesNestInsideTheirPhaseSlices) {
  base::TempDir dir;
  WriteDeepRun(dir.path(), 3);
  std::ostringstream out;
  ExportOptions o;
  auto stats = ExportRun(dir.path(), o, out);
  ASSERT_TRUE(stats.ok()) << stats.status().message();
  const Json events = Json::parse(out.str())["traceEvents"];
  struct Span {
    double ts, end;
  };
  // (pid, step) -> that step's slice; (pid, phase) -> the phase slices.
  std::map<std::pair<int64_t, int64_t>, Span> step_slices;
  std::map<std::pair<int64_t, std::string>, std::vector<Span>> phase_slices;
  std::vector<Json> modules;
  for (const Json& e : events) {
    if (e["ph"] != "X") continue;
    const Span span{e["ts"].get<double>(), e["ts"].get<double>() + e["dur"].get<double>()};
    if (e.contains("cat") && e["cat"] == "module") {
      modules.push_back(e);
    } else if (e["tid"] == 1) {
      step_slices[{e["pid"].get<int64_t>(), e["args"]["step"].get<int64_t>()}] = span;
    } else if (e["tid"] == 2) {
      phase_slices[{e["pid"].get<int64_t>(), e["name"].get<std::string>()}].push_back(span);
    }
  }
  // embed has no backward: 4 forward + 3 backward modules per rank-step.
  ASSERT_EQ(modules.size(), 2u * 3u * 7u);
  int nested_in_block = 0;
  for (const Json& m : modules) {
    const int64_t pid = m["pid"];
    const Span step = step_slices.at({pid, m["args"]["step"].get<int64_t>()});
    const Span mod{m["ts"].get<double>(), m["ts"].get<double>() + m["dur"].get<double>()};
    EXPECT_EQ(m["tid"], 2) << m.dump();  // the phases track: drawn under the phase
    // Its phase slice of the same rank and step: the one inside that step.
    int containing = 0;
    for (const Span& p : phase_slices.at({pid, m["args"]["phase"].get<std::string>()})) {
      if (p.ts < step.ts || p.end > step.end) continue;
      EXPECT_GE(mod.ts, p.ts) << m.dump();
      EXPECT_LE(mod.end, p.end) << m.dump();
      ++containing;
    }
    EXPECT_EQ(containing, 1) << m.dump();
    if (m["name"] == "blocks.0.mlp") {
      // Inside blocks.0 of the same rank, step and phase.
      for (const Json& parent : modules) {
        if (parent["name"] == "blocks.0" && parent["pid"] == m["pid"] &&
            parent["args"]["step"] == m["args"]["step"] &&
            parent["args"]["phase"] == m["args"]["phase"]) {
          EXPECT_GE(mod.ts, parent["ts"].get<double>());
          EXPECT_LE(mod.end, parent["ts"].get<double>() + parent["dur"].get<double>());
          ++nested_in_block;
        }
      }
    }
  }
  EXPECT_EQ(nested_in_block, 2 * 3 * 2);
  // The slow block shows at its measured length in forward; in backward it
  // was cut to the phase and says what was measured.
  bool slow_forward = false, cut_backward = false;
  for (const Json& m : modules) {
    if (m["pid"] != 1 || m["name"] != "blocks.0") continue;
    if (m["args"]["phase"] == "forward") slow_forward = m["dur"] == 36000.0;
    if (m["args"]["phase"] == "backward") {
      cut_backward = m["dur"].get<double>() <= 20000.0 && m["args"]["measured_ms"] == 30.0;
    }
  }
  EXPECT_TRUE(slow_forward);
  EXPECT_TRUE(cut_backward);
}

}  // namespace
}  // namespace steplens::exporter
