#include "aggregator/setup_facts.h"

#include <gtest/gtest.h>

#include <string>

#include "aggregator/compare.h"
#include "aggregator/report.h"
#include "aggregator/run_state.h"
#include "aggregator/summary.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;
using testing::MakeHello;
using testing::MakeStep;

SetupInfo RankFacts(const std::string& torch, const std::string& omp) {
  SetupInfo s;
  s.facts = {{"steplens", "0.1.0"},
             {"python", "3.11.7"},
             {"torch", torch},
             {"cpu", "Xeon"},
             {"command", "train.py --lr 0.1"},
             {"var.OMP_NUM_THREADS", omp},
             {"var.NCCL_ALGO", "Ring"},
             {"secret.HF_TOKEN", ""},
             {"config.ddp", "1"},
             {"config.batchnorm", "2"},
             {"config.loader", "1"},
             {"config.loader.sampler", "RandomSampler"},
             {"config.loader.distributed", "0"},
             {"config.loader.iterable", "0"},
             {"config.loader.num_workers", "0"},
             {"config.loader.pin_memory", "0"},
             {"config.device", "cpu"}};
  return s;
}

TEST(SetupFactsTest, EnvironmentNamesEveryFactAndReportsRankDifferences) {
  SetupFacts facts;
  facts.OnSetup(0, "node0", RankFacts("2.5.1", "4"));
  SetupInfo other = RankFacts("2.6.0", "4");
  other.facts.emplace_back("var.NCCL_DEBUG", "INFO");  // only on rank 1
  facts.OnSetup(1, "node1", other);
  facts.OnSetup(2, "node1", RankFacts("2.5.1", "4"));
  const Json env = EnvironmentJson(*facts.View());
  EXPECT_EQ(env["ranks_reporting"], 3);
  EXPECT_EQ(env["torch"], "2.5.1");  // the value most ranks give
  EXPECT_TRUE(env["cuda"].is_null());
  EXPECT_TRUE(env["git_commit"].is_null());
  EXPECT_EQ(env["cpus"], Json::array({"Xeon"}));
  EXPECT_EQ(env["hosts"], Json::array({"node0", "node1"}));
  EXPECT_EQ(env["variables"]["OMP_NUM_THREADS"], "4");
  EXPECT_EQ(env["secret_variables"], Json::array({"HF_TOKEN"}));
  EXPECT_FALSE(env.contains("config.ddp"));
  ASSERT_EQ(env["differences"].size(), 2u) << env["differences"].dump();
  const Json& torch = env["differences"][0];
  EXPECT_EQ(torch["key"], "torch");
  EXPECT_EQ(torch["values"][0]["value"], "2.5.1");
  EXPECT_EQ(torch["values"][0]["ranks"], Json::array({0, 2}));
  EXPECT_EQ(torch["values"][1]["ranks"], Json::array({1}));
  const Json& debug = env["differences"][1];
  EXPECT_EQ(debug["key"], "NCCL_DEBUG");
  EXPECT_EQ(debug["kind"], "variable");
  EXPECT_TRUE(debug["values"][0]["value"].is_null());  // absent on ranks 0 and 2
}

TEST(SetupFactsTest, NoSecretValueIsKeptEvenFromAHostileSender) {
  SetupFacts facts;
  SetupInfo s;
  s.facts = {{"var.DB_PASSWORD", "hunter2"}, {"secret.X_TOKEN", "abc"}};
  facts.OnSetup(0, "h", s);
  const Json env = EnvironmentJson(*facts.View());
  EXPECT_EQ(env.dump().find("hunter2"), std::string::npos);
  EXPECT_EQ(env.dump().find("abc"), std::string::npos);
  EXPECT_EQ(env["secret_variables"], Json::array({"DB_PASSWORD", "X_TOKEN"}));
}

TEST(SetupFactsTest, ViewIsSharedUntilAChange) {
  SetupFacts facts;
  EXPECT_TRUE(facts.View()->empty());
  facts.OnSetup(0, "h", RankFacts("2.5.1", "1"));
  const auto a = facts.View();
  EXPECT_EQ(a, facts.View());
  facts.OnSetup(0, "h", RankFacts("2.5.1", "1"));  // the same facts again (a reconnect)
  EXPECT_EQ(a, facts.View());
  facts.OnSetup(0, "h", RankFacts("2.5.1", "2"));
  EXPECT_NE(a, facts.View());
  EXPECT_EQ((*facts.View())[0]->facts[5].second, "2");
  const diagnosis::ConfigInput in = ConfigInputOf(*facts.View(), 4, "BALANCED");
  ASSERT_EQ(in.ranks.size(), 1u);
  EXPECT_EQ(in.ranks[0].facts.at("loader.num_workers"), "0");
  EXPECT_EQ(in.world_size, 4u);
}

// A live run with a store: SETUP frames reach summary.json (environment and
// diagnosis.config) and the meta table, from which `report` shows them too.
TEST(SetupFactsTest, SummaryAndReportFromTheDatabaseShowTheFacts) {
  base::TempDir dir;
  Json live_summary;
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    RunState live({}, store.value().get());
    for (uint32_t r = 0; r < 2; ++r) {
      ASSERT_TRUE(live.OnMessage(r, MakeHello(r, 2)).ok());
      ASSERT_TRUE(live.OnMessage(r, RankFacts("2.5.1", r == 0 ? "4" : "8")).ok());
      for (uint64_t i = 0; i < 4; ++i)
        ASSERT_TRUE(live.OnMessage(r, MakeStep(i, 100, 20, 30, 10)).ok());
    }
    for (uint32_t r = 0; r < 2; ++r) ASSERT_TRUE(live.OnMessage(r, Goodbye{}).ok());
    live_summary = BuildSummary(live, RunMeta{});
    store.value()->Close();
  }
  for (const Json* doc : {&live_summary}) {
    const Json& env = (*doc)["environment"];
    EXPECT_EQ(env["torch"], "2.5.1");
    ASSERT_EQ(env["differences"].size(), 1u);
    EXPECT_EQ(env["differences"][0]["key"], "OMP_NUM_THREADS");
    const Json& config = (*doc)["diagnosis"]["config"];
    ASSERT_EQ(config.size(), 2u) << config.dump();
    EXPECT_EQ(config[0]["label"], diagnosis::kNoDistributedSampler);
    EXPECT_EQ(config[0]["severity"], "warning");
    EXPECT_EQ(config[1]["label"], diagnosis::kBatchNormWithoutSync);
    EXPECT_FALSE(config[1].contains("phase"));
  }
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  const Json replayed = BuildSummary(*run->state, run->meta);
  EXPECT_EQ(replayed["environment"], live_summary["environment"]);
  EXPECT_EQ(replayed["diagnosis"]["config"], live_summary["diagnosis"]["config"]);
}

// PAGEABLE HOST MEMORY in summary.json: a CUDA model with an unpinned
// loader is a finding only when the steps measured their host-to-device
// copies (h2d) at a share of the step.
TEST(SetupFactsTest, PageableHostMemoryNeedsTheCopiesMeasured) {
  for (const double h2d_ms : {-1.0, 1.0, 12.0}) {
    SCOPED_TRACE(h2d_ms);
    RunState live;
    for (uint32_t r = 0; r < 2; ++r) {
      SetupInfo facts = RankFacts("2.5.1", "4");
      for (auto& [key, value] : facts.facts) {
        if (key == "config.device") value = "cuda";
      }
      ASSERT_TRUE(live.OnMessage(r, MakeHello(r, 2)).ok());
      ASSERT_TRUE(live.OnMessage(r, facts).ok());
      for (uint64_t i = 0; i < 4; ++i) {
        StepRecord step = MakeStep(i, 100, 20, 30, 10);
        if (h2d_ms >= 0) {
          step.cpu_ns[static_cast<int>(Phase::kHostToDevice)] = static_cast<int64_t>(h2d_ms * 1e6);
        }
        ASSERT_TRUE(live.OnMessage(r, step).ok());
      }
    }
    const Json config = BuildSummary(live, RunMeta{})["diagnosis"]["config"];
    const Json* pageable = nullptr;
    for (const Json& c : config) {
      if (c["label"] == diagnosis::kPageableHostMemory) pageable = &c;
    }
    if (h2d_ms < 10) {  // not measured, or 1% of the step
      EXPECT_EQ(pageable, nullptr) << config.dump();
      continue;
    }
    ASSERT_NE(pageable, nullptr) << config.dump();
    EXPECT_EQ((*pageable)["evidence"]["h2d_ms"], 12.0);
    EXPECT_EQ((*pageable)["evidence"]["h2d_share"], 0.12);
  }
}

TEST(SetupFactsTest, CompareListsWhatDiffersInTheEnvironment) {
  SetupFacts a, b;
  a.OnSetup(0, "h", RankFacts("2.5.1", "1"));
  SetupInfo later = RankFacts("2.6.0", "2");
  later.facts.emplace_back("secret.WANDB_API_KEY", "");
  b.OnSetup(0, "h", later);
  const Json sa = Json{{"environment", EnvironmentJson(*a.View())}};
  const Json sb = Json{{"environment", EnvironmentJson(*b.View())}};
  const Json changes = CompareSummaries(sa, sb)["environment"];
  ASSERT_EQ(changes.size(), 3u) << changes.dump();
  EXPECT_EQ(changes[0], (Json{{"key", "torch"}, {"kind", "fact"}, {"a", "2.5.1"}, {"b", "2.6.0"}}));
  EXPECT_EQ(changes[1]["key"], "OMP_NUM_THREADS");
  EXPECT_EQ(changes[2]["key"], "WANDB_API_KEY");
  EXPECT_TRUE(changes[2]["a"].is_null());
  EXPECT_TRUE(CompareSummaries(sa, sa)["environment"].empty());
  EXPECT_TRUE(CompareSummaries(Json::object(), Json::object())["environment"].empty());
}

}  // namespace
}  // namespace steplens::aggregator
