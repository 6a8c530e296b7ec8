#include "aggregator/host_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace steplens::aggregator {
namespace {

TEST(HostStatsTest, ProcessSkipsUnmeasuredAndKeepsPeaks) {
  ProcessAcc acc;
  EXPECT_FALSE(acc.has_sample());
  EXPECT_TRUE(std::isnan(acc.Stats(3).cpu_pct_mean));
  ProcessSample a;
  a.cpu_pct = 50;
  a.rss_bytes = 100;
  ProcessSample b;
  b.cpu_pct = -1;  // not measured: not averaged in as 0
  b.rss_bytes = 80;
  b.gpu_mem_bytes = 7;
  acc.Add(a);
  acc.Add(b);
  const ProcessStats s = acc.Stats(3);
  EXPECT_EQ(s.rank, 3u);
  EXPECT_EQ(s.samples, 2u);
  EXPECT_DOUBLE_EQ(s.cpu_pct_mean, 50.0);
  EXPECT_EQ(s.rss_peak_bytes, 100);
  EXPECT_EQ(s.gpu_mem_peak_bytes, 7);
  EXPECT_EQ(acc.last().rss_bytes, 80);
}

TEST(HostStatsTest, RecentMainThreadSharesUseTheLatestSamplesOnly) {
  ProcessAcc acc;
  EXPECT_TRUE(std::isnan(acc.RecentMainCpuPct()));
  for (size_t i = 0; i < kRecentProcessSamples + 3; ++i) {
    ProcessSample s;
    s.main_cpu_pct = i < 3 ? 0.0f : 90.0f;
    s.main_wait_pct = i < 3 ? 100.0f : 10.0f;
    acc.Add(s);
  }
  EXPECT_DOUBLE_EQ(acc.RecentMainCpuPct(), 90.0);
  EXPECT_DOUBLE_EQ(acc.RecentMainWaitPct(), 10.0);
}

TEST(HostStatsTest, HostAveragesGpusAndCapsTheirCount) {
  HostAcc acc;
  SystemSample s;
  s.cpu_pct = 40;
  s.ram_used_bytes = 10;
  s.ram_total_bytes = 100;
  GpuSample g;
  g.util_pct = 80;
  g.temp_c = 60;
  s.gpus.assign(kMaxGpusPerHost + 10, g);
  acc.Add(s);
  s.cpu_pct = 60;
  s.gpus[0].util_pct = 20;
  s.gpus[0].temp_c = -1;
  acc.Add(s);
  const HostStats h = acc.Stats("node0");
  EXPECT_EQ(h.host, "node0");
  EXPECT_EQ(h.samples, 2u);
  EXPECT_DOUBLE_EQ(h.cpu_pct_mean, 50.0);
  EXPECT_DOUBLE_EQ(h.cpu_pct_max, 60.0);
  ASSERT_EQ(h.gpus.size(), kMaxGpusPerHost);
  EXPECT_DOUBLE_EQ(h.gpus[0].util_pct_mean, 50.0);
  EXPECT_DOUBLE_EQ(h.gpus[0].util_pct_max, 80.0);
  EXPECT_DOUBLE_EQ(h.gpus[0].temp_c_max, 60.0);
  EXPECT_TRUE(std::isnan(h.gpus[0].power_w_max));
  EXPECT_EQ(acc.last().gpus.size(), kMaxGpusPerHost);
  EXPECT_TRUE(std::isnan(h.gpus[0].sm_clock_mhz_mean));
  EXPECT_EQ(h.gpus[0].throttle_samples, 0u);
}

TEST(HostStatsTest, GpuClocksAndThrottleReasonCounts) {
  HostAcc acc;
  SystemSample s;
  s.gpus.resize(1);
  GpuSample& g = s.gpus[0];
  g.sm_clock_mhz = 1980;
  g.throttle_reasons = 0;  // full clocks: counted, no reason
  acc.Add(s);
  g.sm_clock_mhz = 1410;
  g.throttle_reasons = 0x24;  // power cap + sw thermal
  acc.Add(s);
  g.sm_clock_mhz = -1;  // not reported: skipped, never averaged in
  g.throttle_reasons = kMissing;
  acc.Add(s);
  g.sm_clock_mhz = 1500;
  g.throttle_reasons = 0x4;
  acc.Add(s);
  const GpuStats st = acc.Stats("node0").gpus[0];
  EXPECT_DOUBLE_EQ(st.sm_clock_mhz_mean, (1980.0 + 1410.0 + 1500.0) / 3.0);
  EXPECT_DOUBLE_EQ(st.sm_clock_mhz_min, 1410.0);
  EXPECT_EQ(st.throttle_samples, 3u);
  using Counts = std::vector<std::pair<uint64_t, uint64_t>>;
  EXPECT_EQ(st.throttle_bit_samples, (Counts{{0x4, 2}, {0x20, 1}}));
}

}  // namespace
}  // namespace steplens::aggregator
