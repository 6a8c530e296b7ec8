#include "tui/resource_lines.h"

#include <gtest/gtest.h>

#include <string>

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

TEST(ResourceLinesTest, HostsGpusAndRanks) {
  const Json system = Json::parse(R"({"measured": true, "hosts": [{
    "host": "node0", "samples": 40, "cpu_pct_mean": 61.5, "cpu_pct_max": 99.0,
    "ram_used_max_bytes": 8589934592, "ram_total_bytes": 34359738368,
    "gpus": [{"index": 0, "util_pct_mean": 87.2, "util_pct_max": 100.0,
              "mem_used_max_bytes": 42949672960, "mem_total_bytes": 85899345920,
              "temp_c_max": 71, "power_w_max": 698.6, "sm_clock_mhz_mean": 1710.4,
              "sm_clock_mhz_min": 1350, "throttle_samples": 40,
              "throttle_reasons": {"sw_power_cap": 32, "idle": 4}}]}]})");
  const Json process = Json::parse(R"({"ranks": [
    {"rank": 0, "samples": 40, "cpu_pct_mean": 101.0, "rss_peak_bytes": 3221225472,
     "gpu_mem_peak_bytes": 44023414784},
    {"rank": 1, "samples": 40, "cpu_pct_mean": 98.0, "rss_peak_bytes": 3221225472,
     "gpu_mem_peak_bytes": null}]})");
  const std::string text = ResourceLines(system, process);
  EXPECT_NE(text.find("\nSystem\n  node0  CPU mean 62% (max 99%) · RAM max 8.0 GiB of 32.0 GiB"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("GPU 0  util mean 87% (max 100%) · mem max 40.0 GiB of 80.0 GiB · "
                      "power max 699 W · temp max 71 °C · SM clock mean 1710 / min 1350 MHz · "
                      "slowed by sw_power_cap 80% of samples"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("idle"), std::string::npos) << text;  // not a slowdown
  EXPECT_NE(
      text.find("\nProcess\n  r0    CPU mean 101% · RSS peak 3.0 GiB · GPU memory peak 41.0 GiB"),
      std::string::npos)
      << text;
  // Not measured is "—", never 0.
  EXPECT_NE(text.find("r1    CPU mean 98% · RSS peak 3.0 GiB · GPU memory peak —"),
            std::string::npos)
      << text;
}

TEST(ResourceLinesTest, MissingFiguresAndNoData) {
  EXPECT_EQ(ResourceLines(Json(), Json()), "");
  EXPECT_EQ(ResourceLines(Json::parse(R"({"hosts": []})"), Json::parse(R"({"ranks": []})")), "");
  // Ranks that never sent a process sample: no block of dashes.
  EXPECT_EQ(ResourceLines(Json(), Json::parse(R"({"ranks": [{"rank": 0, "samples": 0,
    "cpu_pct_mean": null, "rss_peak_bytes": null, "gpu_mem_peak_bytes": null}]})")),
            "");
  const std::string text =
      ResourceLines(Json::parse(R"({"hosts": [{"host": "h", "gpus": [{"index": 1,
        "throttle_samples": 0, "throttle_reasons": null}]}]})"),
                    Json());
  EXPECT_NE(text.find("h  CPU mean — (max —) · RAM max — of —"), std::string::npos) << text;
  EXPECT_NE(text.find("GPU 1  util mean — (max —)"), std::string::npos) << text;
  EXPECT_EQ(text.find("slowed"), std::string::npos) << text;  // no samples: says nothing
  const std::string calm = ResourceLines(
      Json::parse(R"({"hosts": [{"host": "h", "gpus": [{"index": 0, "throttle_samples": 9,
        "throttle_reasons": {}}]}]})"),
      Json());
  EXPECT_NE(calm.find("not slowed"), std::string::npos) << calm;
}

TEST(ResourceLinesTest, ManyRanksListTheLargestRss) {
  Json process = {{"ranks", Json::array()}};
  for (int r = 0; r < 40; ++r) {
    process["ranks"].push_back({{"rank", r},
                                {"samples", 3},
                                {"cpu_pct_mean", 50.0},
                                {"rss_peak_bytes", r == 33 ? 9e9 : 1e9 + r},
                                {"gpu_mem_peak_bytes", nullptr}});
  }
  const std::string text = ResourceLines(Json(), process);
  EXPECT_NE(text.find("r33"), std::string::npos) << text;
  EXPECT_EQ(text.find("  r0 "), std::string::npos) << text;  // among the smallest
  EXPECT_NE(text.find("(24 more ranks not listed: these are the 16 with the largest RSS peak)"),
            std::string::npos)
      << text;
}

}  // namespace
}  // namespace steplens::tui
