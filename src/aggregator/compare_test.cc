#include "aggregator/compare.h"

#include <gtest/gtest.h>

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;

Json Summary(double step_ms, double fwd_ms, Json mem_bytes, const std::string& label,
             Json rank = nullptr) {
  Json s;
  s["step_time"]["phases"]["forward"] = {{"median_ms", fwd_ms}};
  s["step_time"]["phases"]["step"] = {{"median_ms", step_ms}};
  s["step_memory"] = {{"source", "rss"}, {"worst_peak_bytes", mem_bytes}};
  s["diagnosis"]["step_time"] = {{"label", label}, {"rank", rank}};
  s["diagnosis"]["step_memory"] = {{"label", "BALANCED"}, {"rank", nullptr}};
  return s;
}

TEST(CompareTest, SlowerRunWithChangedDiagnosis) {
  const Json c = CompareSummaries(Summary(40, 10, 1000, "BALANCED"),
                                  Summary(50, 10, 1030, "INPUT STRAGGLER", 1));
  const Json& v = c["verdict"];
  EXPECT_DOUBLE_EQ(v["step_time_change_pct"].get<double>(), 25.0);
  EXPECT_EQ(v["faster"], false);
  EXPECT_DOUBLE_EQ(v["memory_change_pct"].get<double>(), 3.0);
  EXPECT_EQ(v["memory_regression"], false);  // 3 % < 5 %
  EXPECT_EQ(v["diagnosis_changed"], true);
  EXPECT_EQ(v["summary"],
            "B is 25.0% slower than A per step (50.0 ms vs 40.0 ms); peak memory +3.0%; "
            "step-time diagnosis BALANCED -> INPUT STRAGGLER (rank 1).");
  ASSERT_EQ(c["phases"].size(), 2u);
  EXPECT_EQ(c["phases"][0]["name"], "forward");
  EXPECT_DOUBLE_EQ(c["phases"][0]["change_pct"].get<double>(), 0.0);
  EXPECT_EQ(c["memory"]["a_peak_bytes"], 1000);
  EXPECT_EQ(c["diagnosis"]["b"]["step_time"]["rank"], 1);
  EXPECT_TRUE(IsRegression(c, 10));
  EXPECT_FALSE(IsRegression(c, 30));
}

TEST(CompareTest, FasterAndMemoryRegression) {
  const Json c =
      CompareSummaries(Summary(50, 10, 1000, "BALANCED"), Summary(40, 8, 1200, "BALANCED"));
  EXPECT_EQ(c["verdict"]["faster"], true);
  EXPECT_EQ(c["verdict"]["memory_regression"], true);
  EXPECT_EQ(c["verdict"]["diagnosis_changed"], false);
  EXPECT_NE(c["verdict"]["summary"].get<std::string>().find("B is 20.0% faster"),
            std::string::npos);
  EXPECT_TRUE(IsRegression(c, 10));   // memory +20 %
  EXPECT_FALSE(IsRegression(c, 25));  // step time is better
}

// A larger batch is slower per step but does more work: throughput decides.
// Tokens/s when both runs give it, else samples/s.
TEST(CompareTest, ThroughputComparesTheWorkNotTheStep) {
  Json a = Summary(40, 10, 1000, "BALANCED");
  Json b = Summary(60, 15, 1000, "BALANCED");  // 50 % slower per step
  a["run"]["samples_per_sec"] = 3200.0;
  b["run"]["samples_per_sec"] = 4266.0;  // a batch twice as large
  const Json better = CompareSummaries(a, b);
  EXPECT_EQ(better["throughput"]["compared"], "samples_per_sec");
  EXPECT_NEAR(better["verdict"]["throughput_change_pct"].get<double>(), 33.3, 0.1);
  EXPECT_EQ(better["verdict"]["throughput_regression"], false);
  EXPECT_NE(better["verdict"]["summary"].get<std::string>().find("samples/s +33.3%"),
            std::string::npos)
      << better["verdict"]["summary"];
  EXPECT_TRUE(better["throughput"]["tokens_per_sec"]["a"].is_null());

  b["run"]["samples_per_sec"] = 2880.0;  // -10 %
  a["run"]["tokens_per_sec"] = 1e6;
  b["run"]["tokens_per_sec"] = 0.8e6;  // -20 %: tokens win over samples
  const Json worse = CompareSummaries(a, b);
  EXPECT_EQ(worse["throughput"]["compared"], "tokens_per_sec");
  EXPECT_DOUBLE_EQ(worse["verdict"]["throughput_change_pct"].get<double>(), -20.0);
  EXPECT_EQ(worse["verdict"]["throughput_regression"], true);
  EXPECT_NE(worse["verdict"]["summary"].get<std::string>().find("tokens/s -20.0% (regression)"),
            std::string::npos)
      << worse["verdict"]["summary"];
  // Step time +50 % already regresses; at 60 % only the throughput does.
  EXPECT_TRUE(IsRegression(worse, 15));
  b["step_time"]["phases"]["step"]["median_ms"] = 40;
  EXPECT_TRUE(IsRegression(CompareSummaries(a, b), 15));
  EXPECT_FALSE(IsRegression(CompareSummaries(a, b), 25));
}

TEST(CompareTest, MissingFieldsAreNullNeverThrow) {
  const Json c = CompareSummaries(Json::object(), Json{{"step_time", 3}});
  EXPECT_TRUE(c["verdict"]["step_time_change_pct"].is_null());
  EXPECT_TRUE(c["verdict"]["faster"].is_null());
  EXPECT_TRUE(c["memory"]["change_pct"].is_null());
  EXPECT_TRUE(c["phases"].empty());
  EXPECT_FALSE(IsRegression(c, 0));
  EXPECT_NE(c["verdict"]["summary"].get<std::string>().find("cannot be compared"),
            std::string::npos);
  // A zero baseline cannot give a percentage.
  const Json z = CompareSummaries(Summary(0, 0, 0, "BALANCED"), Summary(10, 1, 5, "BALANCED"));
  EXPECT_TRUE(z["verdict"]["step_time_change_pct"].is_null());
}

}  // namespace
}  // namespace steplens::aggregator

namespace steplens::aggregator {
namespace {

TEST(CompareTest, TieredRunReplayedSaysItsFiguresCoverTheDetailOnly) {
  Json a = Summary(40, 10, 1000, "BALANCED");
  Json b = Summary(40, 10, 1000, "BALANCED");
  b["run"]["detail"] = {{"statistics_cover", "detail_steps"}, {"aggregated_steps", 9000}};
  a["run"]["detail"] = {{"statistics_cover", "all_steps"}, {"aggregated_steps", 9000}};
  const std::string s = CompareSummaries(a, b)["verdict"]["summary"];
  EXPECT_NE(s.find("B's figures cover only its steps with detail (9000 steps are aggregated"),
            std::string::npos)
      << s;
  EXPECT_EQ(s.find("A's figures"), std::string::npos) << s;
}

}  // namespace
}  // namespace steplens::aggregator
