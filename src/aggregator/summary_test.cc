#include "aggregator/summary.h"

#include <gtest/gtest.h>

#include "aggregator/json_values.h"
#include "aggregator/test_util.h"

namespace steplens::aggregator {
namespace {

using testing::MakeHello;
using testing::MakeStep;

// No NaN / infinity anywhere in the document.
void ExpectFinite(const nlohmann::ordered_json& j, const std::string& path) {
  if (j.is_number_float()) {
    EXPECT_TRUE(std::isfinite(j.get<double>())) << path;
  } else if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      ExpectFinite(it.value(), path + "." + it.key());
    }
  } else if (j.is_array()) {
    for (size_t i = 0; i < j.size(); ++i) {
      ExpectFinite(j[i], path + "[" + std::to_string(i) + "]");
    }
  }
}

TEST(SummaryTest, EmptyRunHasNoDataAndNulls) {
  RunState s;
  RunMeta meta;
  meta.run_dir = "/tmp/run";
  nlohmann::ordered_json j = BuildSummary(s, meta);
  ExpectFinite(j, "$");
  EXPECT_EQ(j["schema_version"], 1);
  EXPECT_EQ(j["run"]["steps_completed"], 0);
  EXPECT_TRUE(j["run"]["exit_code"].is_null());
  EXPECT_TRUE(j["run"]["duration_s"].is_null());
  EXPECT_TRUE(j["run"]["steps_per_sec"].is_null());
  EXPECT_EQ(j["diagnosis"]["step_time"]["label"], "NO DATA");
  EXPECT_EQ(j["diagnosis"]["step_memory"]["label"], "NO DATA");
  // Health is what the last EvaluateHealth() said: none yet.
  EXPECT_EQ(j["diagnosis"]["health"]["label"], "NO DATA");
  EXPECT_TRUE(j["step_time"]["phases"]["forward"]["median_ms"].is_null());
  EXPECT_TRUE(j["step_time"]["phases"]["step"]["worst_rank"].is_null());
  EXPECT_TRUE(j["step_time"]["wait_share_pct"].is_null());
  EXPECT_TRUE(j["step_memory"]["median_peak_bytes"].is_null());
  // Round-trips through text without NaN tokens.
  const std::string text = j.dump();
  EXPECT_EQ(text.find("NaN"), std::string::npos);
  EXPECT_EQ(text.find("nan"), std::string::npos);
  EXPECT_TRUE(nlohmann::json::accept(text));
}

TEST(SummaryTest, ShapeWithDataAndFailedRank) {
  RunState s;
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  for (uint64_t step = 0; step < 3; ++step) {
    StepRecord a = MakeStep(step, 100, 20, 30, 10);
    a.cpu_ns[static_cast<int>(Phase::kDataloader)] = 0;
    a.rss_peak = 1000;
    StepRecord b = MakeStep(step, 100, 40, 30, 10);
    b.cpu_ns[static_cast<int>(Phase::kDataloader)] = 0;
    b.rss_peak = 3000;
    ASSERT_TRUE(s.OnMessage(0, a).ok());
    ASSERT_TRUE(s.OnMessage(1, b).ok());
  }
  s.OnDisconnect(1, "connection closed without GOODBYE");
  ASSERT_TRUE(s.OnMessage(0, Goodbye{}).ok());
  s.OnJobEnded(1);
  s.EvaluateHealth();
  RunMeta meta;
  meta.run_dir = "/tmp/run";
  meta.exit_code = 1;
  meta.duration_s = 12.5;
  meta.command = "train.py";
  nlohmann::ordered_json j = BuildSummary(s, meta);
  ExpectFinite(j, "$");

  // Top-level keys in contract order.
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  const std::vector<std::string> expected = {
      "schema_version", "run",      "environment", "diagnosis",      "step_time",
      "step_memory",    "ranks",    "nodes",       "mixed_installs", "system",
      "process",        "counters", "layers"};
  EXPECT_EQ(keys, expected);
  // One node: both ranks of host h0 (local ranks 0 and 1).
  ASSERT_EQ(j["nodes"].size(), 1u) << j["nodes"].dump();
  EXPECT_EQ(j["nodes"][0]["ranks"].size(), 2u) << j["nodes"].dump();

  EXPECT_EQ(j["run"]["world_size"], 2);
  EXPECT_EQ(j["run"]["steps_completed"], 3);
  EXPECT_EQ(j["run"]["exit_code"], 1);
  EXPECT_DOUBLE_EQ(j["run"]["duration_s"].get<double>(), 12.5);
  EXPECT_DOUBLE_EQ(j["run"]["steps_per_sec"].get<double>(), 10.0);

  const auto& health = j["diagnosis"]["health"];
  EXPECT_EQ(health["label"], "RANK FAILED");
  EXPECT_EQ(health["severity"], "critical");
  EXPECT_EQ(health["rank"], 1);
  EXPECT_EQ(health["evidence"]["cause"], "lost");
  EXPECT_EQ(j["ranks"][1]["end"], "lost");
  EXPECT_EQ(j["ranks"][0]["end"], "finished");
  for (const char* k : {"label", "severity", "rank", "phase", "summary", "evidence", "action"}) {
    EXPECT_TRUE(j["diagnosis"]["step_time"].contains(k)) << k;
  }

  const auto& phases = j["step_time"]["phases"];
  EXPECT_EQ(j["step_time"]["window_steps"], 3);
  EXPECT_DOUBLE_EQ(phases["forward"]["median_ms"].get<double>(), 30);
  EXPECT_DOUBLE_EQ(phases["forward"]["worst_ms"].get<double>(), 40);
  EXPECT_EQ(phases["forward"]["worst_rank"], 1);
  EXPECT_NEAR(phases["forward"]["skew_pct"].get<double>(), 33.33, 0.01);
  EXPECT_DOUBLE_EQ(phases["dataloader"]["median_ms"].get<double>(), 0);
  EXPECT_TRUE(phases["dataloader"]["skew_pct"].is_null());  // median 0
  EXPECT_TRUE(phases["h2d"]["median_ms"].is_null());        // not measured
  EXPECT_TRUE(phases.contains("step"));
  EXPECT_TRUE(phases.contains("wait"));
  EXPECT_DOUBLE_EQ(phases["wait"]["median_ms"].get<double>(), 30);
  EXPECT_DOUBLE_EQ(j["step_time"]["wait_share_pct"].get<double>(), 30);

  EXPECT_EQ(j["step_memory"]["source"], "rss");
  EXPECT_EQ(j["step_memory"]["worst_peak_bytes"], 3000);
  EXPECT_EQ(j["step_memory"]["median_peak_bytes"], 2000);
  EXPECT_EQ(j["step_memory"]["worst_rank"], 1);

  ASSERT_EQ(j["ranks"].size(), 2u);
  EXPECT_EQ(j["ranks"][1]["rank"], 1);
  EXPECT_EQ(j["ranks"][1]["host"], "node0");
  EXPECT_EQ(j["ranks"][1]["steps"], 3);
  EXPECT_EQ(j["ranks"][1]["connected"], false);
  EXPECT_EQ(j["ranks"][0]["disconnect_reason"], nullptr);
  EXPECT_EQ(j["counters"]["decode_errors"], 0);
  EXPECT_TRUE(j["counters"].contains("store_dropped_rows"));
  EXPECT_FALSE(j["system"]["measured"].get<bool>());
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

TEST(SummarySyncTest, SyncArrivalBlockWhenMeasured) {
  RunState s;
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  Heartbeat hb;
  hb.sync_hook = SyncHook::kInstalled;
  ASSERT_TRUE(s.OnMessage(0, hb).ok());
  ASSERT_TRUE(s.OnMessage(1, hb).ok());
  for (uint64_t step = 0; step < 3; ++step) {
    StepRecord a = MakeStep(step, 100, 20, 30, 10);
    StepRecord b = a;
    a.sync_first_ns = a.begin_ns + 10 * testing::kMs;
    a.sync_last_ns = a.begin_ns + 40 * testing::kMs;
    a.sync_buckets = 2;
    b.sync_first_ns = a.sync_first_ns;
    b.sync_last_ns = a.begin_ns + 60 * testing::kMs;
    b.sync_buckets = 2;
    ASSERT_TRUE(s.OnMessage(0, a).ok());
    ASSERT_TRUE(s.OnMessage(1, b).ok());
  }
  nlohmann::ordered_json j = BuildSummary(s, RunMeta{});
  ExpectFinite(j, "$");
  const auto& sa = j["step_time"]["sync_arrival"];
  EXPECT_EQ(sa["measured"], true);
  EXPECT_TRUE(sa["reason_if_not"].is_null());
  ASSERT_EQ(sa["ranks"].size(), 2u);
  EXPECT_EQ(sa["ranks"][1]["rank"], 1);
  EXPECT_EQ(sa["ranks"][1]["last_arrivals"], 3);
  EXPECT_EQ(sa["ranks"][1]["steps"], 3);
  EXPECT_DOUBLE_EQ(sa["ranks"][1]["mean_lateness_ms"].get<double>(), 20.0);
  EXPECT_EQ(sa["ranks"][0]["last_arrivals"], 0);
  EXPECT_EQ(sa["ranks"][1]["hook"], "installed");
}

TEST(SummarySyncTest, SyncArrivalNotMeasuredSaysWhyAndStaysNullSafe) {
  RunState empty;
  nlohmann::ordered_json j = BuildSummary(empty, RunMeta{});
  EXPECT_EQ(j["schema_version"], 1);
  EXPECT_EQ(j["step_time"]["sync_arrival"]["measured"], false);
  EXPECT_TRUE(j["step_time"]["sync_arrival"]["reason_if_not"].is_string());
  EXPECT_TRUE(j["step_time"]["sync_arrival"]["ranks"].empty());

  RunState s;
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeHello(1, 2)).ok());
  Heartbeat hb;
  hb.sync_hook = SyncHook::kNotInstalled;
  hb.sync_hook_reason = "user comm hook registered before steplens could wrap it";
  ASSERT_TRUE(s.OnMessage(1, hb).ok());
  ASSERT_TRUE(s.OnMessage(0, MakeStep(0, 100, 20, 30, 10)).ok());
  ASSERT_TRUE(s.OnMessage(1, MakeStep(0, 100, 20, 30, 10)).ok());
  j = BuildSummary(s, RunMeta{});
  ExpectFinite(j, "$");
  const auto& sa = j["step_time"]["sync_arrival"];
  EXPECT_EQ(sa["measured"], false);
  const std::string reason = sa["reason_if_not"].get<std::string>();
  EXPECT_NE(reason.find("rank 1"), std::string::npos) << reason;
  EXPECT_NE(reason.find("user comm hook"), std::string::npos) << reason;
  ASSERT_EQ(sa["ranks"].size(), 2u);
  EXPECT_TRUE(sa["ranks"][0]["mean_lateness_ms"].is_null());
  EXPECT_EQ(sa["ranks"][0]["steps"], 0);
}

// NVML per GPU: SM clock mean and minimum, and how many samples had each
// throttle reason set; per rank, the process's peak GPU memory. A GPU that
// never reported them has nulls, never 0.
TEST(SummaryTest, GpuClocksThrottleReasonsAndProcessGpuMemory) {
  RunState s;
  ASSERT_TRUE(s.OnMessage(0, MakeHello(0, 1)).ok());
  SystemSample sys;
  sys.gpus.resize(2);
  sys.gpus[0].sm_clock_mhz = 1410;
  sys.gpus[0].throttle_reasons = 0x24;
  ASSERT_TRUE(s.OnMessage(0, sys).ok());
  sys.gpus[0].sm_clock_mhz = 1980;
  sys.gpus[0].throttle_reasons = 0;
  ASSERT_TRUE(s.OnMessage(0, sys).ok());
  ProcessSample p;
  p.gpu_mem_bytes = 1 << 30;
  ASSERT_TRUE(s.OnMessage(0, p).ok());
  p.gpu_mem_bytes = kMissing;  // a failed read later: the peak stays
  ASSERT_TRUE(s.OnMessage(0, p).ok());
  RunMeta meta;
  const nlohmann::ordered_json j = BuildSummary(s, meta);
  ExpectFinite(j, "$");
  const auto& gpus = j["system"]["hosts"][0]["gpus"];
  ASSERT_EQ(gpus.size(), 2u);
  EXPECT_DOUBLE_EQ(gpus[0]["sm_clock_mhz_mean"].get<double>(), 1695.0);
  EXPECT_DOUBLE_EQ(gpus[0]["sm_clock_mhz_min"].get<double>(), 1410.0);
  EXPECT_EQ(gpus[0]["throttle_samples"], 2);
  EXPECT_EQ(gpus[0]["throttle_reasons"],
            (nlohmann::ordered_json{{"sw_power_cap", 1}, {"sw_thermal", 1}}));
  EXPECT_TRUE(gpus[1]["sm_clock_mhz_mean"].is_null());
  EXPECT_TRUE(gpus[1]["sm_clock_mhz_min"].is_null());
  EXPECT_EQ(gpus[1]["throttle_samples"], 0);
  EXPECT_TRUE(gpus[1]["throttle_reasons"].is_null());
  EXPECT_EQ(j["process"]["ranks"][0]["gpu_mem_peak_bytes"], 1 << 30);
}

// A run dir or host with bytes that are not UTF-8 (the probe: a run dir
// named \xff\xfe aborted steplens with nlohmann's type_error 316).
TEST(SummaryTest, TextThatIsNotUtf8NeverThrows) {
  RunState s;
  RunMeta meta;
  meta.run_dir = "/tmp/\xff\xfe";
  meta.command = "steplens run train.py --name \xc3";
  meta.database_problem = "database incomplete from step 205: disk full";
  const nlohmann::ordered_json j = BuildSummary(s, meta);
  std::string text;
  ASSERT_NO_THROW(text = json::Dump(j, 2));
  EXPECT_TRUE(nlohmann::json::accept(text));
  EXPECT_NE(text.find("/tmp/\xEF\xBF\xBD\xEF\xBF\xBD"), std::string::npos);
  EXPECT_EQ(j["run"]["database_problem"], "database incomplete from step 205: disk full");
  RunMeta whole;
  EXPECT_TRUE(BuildSummary(s, whole)["run"]["database_problem"].is_null());
}

}  // namespace
}  // namespace steplens::aggregator
