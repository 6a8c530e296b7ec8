// Tests the Prometheus exposition: the renderer on a live RunState, the
// dashboard's /metrics route and the --metrics-port server, through real
// sockets. Format validity against promtool is checked by the Python
// integration test with a real Prometheus (test_prometheus.py).
#include "server/prometheus.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <map>
#include <regex>
#include <sstream>

#include "aggregator/test_util.h"
#include "base/clock.h"
#include "server/metrics_server.h"
#include "server/web_server.h"

namespace steplens::server {
namespace {

using aggregator::testing::kMs;
using aggregator::testing::MakeHello;
using aggregator::testing::MakeStep;

constexpr Asset kFakeAssets[] = {{"index.html", "<!doctype html>"}};
const AssetBundle kFakeBundle{kFakeAssets, 1, true};

// name{labels} -> value for every sample line.
std::map<std::string, double> Samples(const std::string& text) {
  std::map<std::string, double> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t space = line.rfind(' ');
    out[line.substr(0, space)] = std::stod(line.substr(space + 1));
  }
  return out;
}

// Two ranks on two hosts; rank 1's forward is 30 ms slower. Host clocks map
// to the wall clock through the HELLO's (wall - mono) offset.
void Feed(aggregator::RunState* state, uint64_t steps) {
  HelloInfo h0 = MakeHello(0, 2, "run1", "node0");
  HelloInfo h1 = MakeHello(1, 2, "run1", "node\"1");
  h0.wall_ns = h1.wall_ns = int64_t{1'700'000'000} * 1'000'000'000;  // 1.7e9 s
  ASSERT_TRUE(state->OnMessage(0, h0).ok());
  ASSERT_TRUE(state->OnMessage(1, h1).ok());
  for (uint64_t s = 0; s < steps; ++s) {
    ASSERT_TRUE(state->OnMessage(0, MakeStep(s, 50, 10, 20, 5)).ok());
    ASSERT_TRUE(state->OnMessage(1, MakeStep(s, 80, 40, 20, 5)).ok());
  }
}

TEST(PrometheusTest, NoRunIsValidEmptyExposition) {
  const std::string text = RenderPrometheus({});
  EXPECT_NE(text.find("# TYPE steplens_last_step_timestamp_seconds gauge\n"), std::string::npos);
  EXPECT_NE(text.find("# TYPE steplens_steps_completed_total counter\n"), std::string::npos);
  EXPECT_TRUE(Samples(text).empty());
  // A run that said HELLO but has no step: its ranks, no phase samples.
  aggregator::RunState state;
  ASSERT_TRUE(state.OnMessage(0, MakeHello(0, 1)).ok());
  const auto samples = Samples(RenderLiveRuns({&state}));
  EXPECT_EQ(samples.at(R"(steplens_steps_completed_total{run="run1"})"), 0);
  EXPECT_EQ(
      samples.count(R"(steplens_last_step_timestamp_seconds{run="run1",rank="0",host="node0"})"),
      0u);
  for (const auto& [key, value] : samples) {
    EXPECT_EQ(key.find("phase_window_mean"), std::string::npos) << key;
  }
}

TEST(PrometheusTest, PerRankPhasesTimestampsAndDiagnosis) {
  aggregator::RunState state;
  Feed(&state, 20);
  const std::string text = RenderLiveRuns({&state});
  const auto s = Samples(text);
  const std::string r0 = R"(run="run1",rank="0",host="node0")";
  const std::string r1 = R"(run="run1",rank="1",host="node\"1")";  // escaped
  EXPECT_DOUBLE_EQ(s.at("steplens_phase_window_mean_seconds{" + r0 + R"(,phase="forward"})"),
                   0.010);
  EXPECT_DOUBLE_EQ(s.at("steplens_phase_window_mean_seconds{" + r1 + R"(,phase="forward"})"),
                   0.040);
  EXPECT_DOUBLE_EQ(s.at("steplens_phase_run_mean_seconds{" + r1 + R"(,phase="step"})"), 0.080);
  // Not measured: no sample rather than 0.
  EXPECT_EQ(s.count("steplens_phase_window_mean_seconds{" + r0 + R"(,phase="dataloader"})"), 0u);
  EXPECT_EQ(s.at("steplens_rank_steps_total{" + r1 + "}"), 20);
  EXPECT_EQ(s.at(R"(steplens_steps_completed_total{run="run1"})"), 20);
  EXPECT_EQ(s.at(R"(steplens_world_size{run="run1"})"), 2);
  // Last step (19) ends at 19 * 100 ms + 80 ms on rank 1's host clock.
  EXPECT_NEAR(s.at("steplens_last_step_timestamp_seconds{" + r1 + "}"), 1.7e9 + 1.98, 1e-6);
  EXPECT_EQ(s.at("steplens_rank_connected{" + r0 + "}"), 1);
  const double severity = s.at(R"(steplens_diagnosis_severity{run="run1",kind="step_time"})");
  EXPECT_TRUE(severity == 0 || severity == 1 || severity == 2) << severity;
  EXPECT_NE(text.find(R"(steplens_diagnosis{run="run1",kind="step_time",label=")"),
            std::string::npos);
  // Health appears once evaluated: a rank that vanished is RANK FAILED.
  EXPECT_EQ(text.find(R"(kind="health")"), std::string::npos);
  state.OnDisconnect(1, "connection closed without GOODBYE");
  state.EvaluateHealth();
  const std::string after = RenderLiveRuns({&state});
  EXPECT_NE(
      after.find(
          R"(steplens_diagnosis{run="run1",kind="health",label="RANK FAILED",severity="critical",rank="1")"),
      std::string::npos)
      << after;
  // Every sample line is `name{k="v",...} value`.
  const std::regex line_re(R"re(^[a-z_]+(\{([a-z_]+="([^"\\]|\\.)*",?)*\})? [-+0-9.eInf]+$)re");
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    EXPECT_TRUE(std::regex_match(line, line_re)) << line;
  }
}

// A node behind a relay with a two-way clock estimate: its offset and bound
// per node (node 1: the second node by first rank); node 0 has none.
TEST(PrometheusTest, NodeClockOffsetAndBound) {
  aggregator::RunStateOptions o;
  o.estimate_clocks = true;
  aggregator::RunState state(o);
  const int64_t local_wall = base::WallNs() - base::MonotonicNs();
  state.OnRelayChannel(1, 100);  // rank 1 came through node 1's relay
  for (uint32_t r = 0; r < 2; ++r) {
    auto hello = MakeHello(r, 2, "run1", r == 0 ? "node0" : "node1");
    hello.local_rank = 0;
    hello.mono_ns = base::MonotonicNs();
    hello.wall_ns = hello.mono_ns + local_wall;
    ASSERT_TRUE(state.OnMessage(r, hello).ok());
  }
  protocol::ClockPong pong;
  pong.t0_ns = 1000 * kMs;
  pong.t1_ns = pong.t0_ns + 1 * kMs + 40 * kMs;  // 40 ms ahead, 1 ms each way
  pong.t2_ns = pong.t1_ns;
  pong.wall_minus_mono_ns = local_wall;
  state.OnClockPong(100, pong, pong.t0_ns + 2 * kMs);
  const auto s = Samples(RenderLiveRuns({&state}));
  const std::string l = R"({run="run1",node="1",host="node1"})";
  EXPECT_NEAR(s.at("steplens_node_clock_offset_seconds" + l), 0.040, 1e-5);
  EXPECT_NEAR(s.at("steplens_node_clock_bound_seconds" + l), 0.001, 1e-9);
  EXPECT_EQ(s.count(R"(steplens_node_clock_offset_seconds{run="run1",node="0",host="node0"})"), 0u);
  // Each node: its ranks, the relay of the node behind one.
  EXPECT_EQ(s.at("steplens_node_ranks" + l), 1.0);
  EXPECT_EQ(s.at("steplens_node_ranks_connected" + l), 1.0);
  EXPECT_EQ(s.at("steplens_node_relay_up" + l), 1.0);
  EXPECT_EQ(s.at(R"(steplens_node_ranks{run="run1",node="0",host="node0"})"), 1.0);
  EXPECT_EQ(s.count(R"(steplens_node_relay_up{run="run1",node="0",host="node0"})"), 0u);
  // A partition: node 1's relay silent since 3 s ago.
  EXPECT_EQ(s.at("steplens_node_unreachable_seconds" + l), 0.0);
  state.OnRelaySilent(100, base::MonotonicNs() - 3'000 * kMs);
  const auto cut = Samples(RenderLiveRuns({&state}));
  EXPECT_NEAR(cut.at("steplens_node_unreachable_seconds" + l), 3.0, 1.0);
  state.OnRelaySilent(100, kMissing);  // heard again
  EXPECT_EQ(Samples(RenderLiveRuns({&state})).at("steplens_node_unreachable_seconds" + l), 0.0);
  // Steps: rank 1 (node 1) slower; each node's own slowest rank.
  // Bytes: each node's ranks' frames on the wire, a counter.
  EXPECT_EQ(s.at("steplens_node_bytes_received_total" + l), 0.0);
  for (uint64_t step = 0; step < 3; ++step) {
    ASSERT_TRUE(state.OnMessage(0, MakeStep(step, 50), 100).ok());
    ASSERT_TRUE(state.OnMessage(1, MakeStep(step, 80), 120).ok());
  }
  const auto t = Samples(RenderLiveRuns({&state}));
  EXPECT_EQ(t.at("steplens_node_bytes_received_total" + l), 360.0);
  EXPECT_EQ(t.at(R"(steplens_node_bytes_received_total{run="run1",node="0",host="node0"})"), 300.0);
  EXPECT_NEAR(t.at(R"(steplens_node_slowest_rank_seconds{run="run1",node="1",host="node1",)"
                   R"(rank="1",by="step"})"),
              0.080, 1e-6);
  EXPECT_NEAR(t.at(R"(steplens_node_slowest_rank_seconds{run="run1",node="0",host="node0",)"
                   R"(rank="0",by="step"})"),
              0.050, 1e-6);
}

// Samples per step reported by the ranks: samples/s for the job and per
// rank; tokens never reported: no tokens sample (not 0).
TEST(PrometheusTest, ThroughputGauges) {
  aggregator::RunState state;
  aggregator::testing::HelloWithScalars(&state, 2, {{300, kSamplesScalar}});
  for (uint64_t step = 0; step < 20; ++step) {  // a step every 100 ms
    for (uint32_t r = 0; r < 2; ++r) {
      StepRecord rec = MakeStep(step, 50);
      rec.scalar_count = 1;
      rec.scalars[0].name_id = 300;
      rec.scalars[0].value = r == 0 ? 32 : 16;
      ASSERT_TRUE(state.OnMessage(r, rec).ok());
    }
  }
  const auto s = Samples(RenderLiveRuns({&state}));
  EXPECT_NEAR(s.at(R"(steplens_steps_per_second{run="run1"})"), 10.0, 1e-9);
  EXPECT_NEAR(s.at(R"(steplens_samples_per_second{run="run1"})"), 480.0, 1e-6);
  EXPECT_NEAR(s.at(R"(steplens_samples_per_second{run="run1",rank="0",host="node0"})"), 320.0,
              1e-6);
  EXPECT_NEAR(s.at(R"(steplens_samples_per_second{run="run1",rank="1",host="node0"})"), 160.0,
              1e-6);
  for (const auto& [key, value] : s) {
    EXPECT_EQ(key.find("tokens_per_second"), std::string::npos) << key;
  }
}

// NVML's figures per host and GPU, in base units, and each rank's process
// GPU memory; a figure not measured has no sample, and the throttle reasons
// are one 0/1 series each (a bit without a name under its hex value).
TEST(PrometheusTest, GpuGaugesFromTheLatestSystemSample) {
  aggregator::RunState state;
  Feed(&state, 5);
  SystemSample sys;
  GpuSample busy{87.0f, 8 << 20, 80 << 20, 71.0f, 650.5f};  // util, used, total, °C, W
  busy.sm_clock_mhz = 1410.0f;
  busy.throttle_reasons = 0x24 | 0x200;  // sw_power_cap, sw_thermal, a future bit
  GpuSample unknown;                     // an older driver: util only
  unknown.util_pct = 5.0f;
  sys.gpus = {busy, unknown};
  ASSERT_TRUE(state.OnMessage(0, sys).ok());
  ProcessSample proc;
  proc.gpu_mem_bytes = 1792ll << 20;
  ASSERT_TRUE(state.OnMessage(0, proc).ok());
  ASSERT_TRUE(state.OnMessage(1, ProcessSample{}).ok());  // no NVML there
  const auto s = Samples(RenderLiveRuns({&state}));
  const std::string g0 = R"(run="run1",host="node0",gpu="0")";
  const std::string g1 = R"(run="run1",host="node0",gpu="1")";
  EXPECT_DOUBLE_EQ(s.at("steplens_gpu_utilization_ratio{" + g0 + "}"), 0.87);
  EXPECT_EQ(s.at("steplens_gpu_memory_used_bytes{" + g0 + "}"), 8 << 20);
  EXPECT_EQ(s.at("steplens_gpu_memory_total_bytes{" + g0 + "}"), 80 << 20);
  EXPECT_EQ(s.at("steplens_gpu_temperature_celsius{" + g0 + "}"), 71);
  EXPECT_EQ(s.at("steplens_gpu_power_watts{" + g0 + "}"), 650.5);
  EXPECT_EQ(s.at("steplens_gpu_sm_clock_hertz{" + g0 + "}"), 1.41e9);
  auto reason = [&](const std::string& name) {
    return s.at("steplens_gpu_throttle_reason{" + g0 + R"(,reason=")" + name + "\"}");
  };
  EXPECT_EQ(reason("sw_power_cap"), 1);
  EXPECT_EQ(reason("sw_thermal"), 1);
  EXPECT_EQ(reason("idle"), 0);
  EXPECT_EQ(reason("hw_slowdown"), 0);
  EXPECT_EQ(reason("0x200"), 1);
  EXPECT_NEAR(s.at("steplens_gpu_utilization_ratio{" + g1 + "}"), 0.05, 1e-7);
  for (const char* missing :
       {"memory_used_bytes", "temperature_celsius", "power_watts", "sm_clock_hertz"}) {
    EXPECT_EQ(s.count(std::string("steplens_gpu_") + missing + "{" + g1 + "}"), 0u) << missing;
  }
  for (const auto& [key, value] : s) {
    EXPECT_EQ(key.find("throttle_reason{" + g1), std::string::npos) << key;
  }
  EXPECT_EQ(s.at(R"(steplens_process_gpu_memory_bytes{run="run1",rank="0",host="node0"})"),
            1792ll << 20);
  EXPECT_EQ(s.count(R"(steplens_process_gpu_memory_bytes{run="run1",rank="1",host="node\"1"})"),
            0u);
}

TEST(PrometheusTest, EscapesLabelValues) {
  EXPECT_EQ(EscapeLabelValue("a\\b\"c\nd"), "a\\\\b\\\"c\\nd");
}

TEST(PrometheusTest, DashboardServesMetricsOfItsLiveRun) {
  aggregator::RunState state;
  Feed(&state, 5);
  aggregator::RunMeta meta;
  std::vector<std::unique_ptr<ServedRun>> runs;
  runs.push_back(ServedRun::Live(&state, meta, "live1"));
  ServerOptions options;
  options.port = 0;
  options.assets = &kFakeBundle;
  auto server = WebServer::Start(options, std::move(runs));
  ASSERT_TRUE(server.ok()) << server.status().message();
  httplib::Client client("127.0.0.1", server.value()->port());
  auto res = client.Get("/metrics");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), kPrometheusContentType);
  EXPECT_EQ(Samples(res->body).at(R"(steplens_steps_completed_total{run="run1"})"), 5);
}

TEST(PrometheusTest, MetricsServerServesOnlyMetrics) {
  int calls = 0;
  auto server = MetricsServer::Start({}, [&calls] {
    ++calls;
    return RenderPrometheus({});
  });
  ASSERT_TRUE(server.ok()) << server.status().message();
  httplib::Client client("127.0.0.1", server.value()->port());
  auto res = client.Get("/metrics");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_NE(res->body.find("# HELP steplens_world_size"), std::string::npos);
  EXPECT_EQ(calls, 1);
  auto other = client.Get("/");
  ASSERT_TRUE(other);
  EXPECT_EQ(other->status, 404);
  EXPECT_EQ(server.value()->Url(),
            "http://127.0.0.1:" + std::to_string(server.value()->port()) + "/metrics");
  server.value()->Stop();
  server.value()->Stop();  // idempotent
}

TEST(PrometheusTest, MetricsServerTokens) {
  MetricsServerOptions open_all;
  open_all.host = "0.0.0.0";
  auto refused = MetricsServer::Start(open_all, [] { return std::string(); });
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("--token"), std::string::npos);

  MetricsServerOptions with_token;
  with_token.token = "s3cret";
  auto server = MetricsServer::Start(with_token, [] { return std::string("x 1\n"); });
  ASSERT_TRUE(server.ok()) << server.status().message();
  httplib::Client client("127.0.0.1", server.value()->port());
  auto denied = client.Get("/metrics");
  ASSERT_TRUE(denied);
  EXPECT_EQ(denied->status, 401);
  auto allowed = client.Get("/metrics", {{"Authorization", "Bearer s3cret"}});
  ASSERT_TRUE(allowed);
  EXPECT_EQ(allowed->status, 200);
  EXPECT_EQ(allowed->body, "x 1\n");
}

TEST(PrometheusTest, MetricsPortInUseIsOneSentence) {
  auto first = MetricsServer::Start({}, [] { return std::string(); });
  ASSERT_TRUE(first.ok());
  MetricsServerOptions same;
  same.port = first.value()->port();
  auto second = MetricsServer::Start(same, [] { return std::string(); });
  ASSERT_FALSE(second.ok());
  EXPECT_NE(second.status().message().find("already in use"), std::string::npos);
}

}  // namespace
}  // namespace steplens::server
