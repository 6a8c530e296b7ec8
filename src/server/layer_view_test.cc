// The dashboard's per-layer view (layer_view.h) and its route.
#include "server/layer_view.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <string>
#include <vector>

#include "aggregator/run_state.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "server/web_server.h"
#include "store/store.h"

namespace steplens::server {
namespace {

using aggregator::testing::kMs;
using aggregator::testing::MakeHello;
using aggregator::testing::MakeStep;
using Json = nlohmann::json;

// `ranks` ranks, `steps` steps, four modules named out of tree order; the
// last rank's blocks.0.mlp is 5 ms slower in forward.
void WriteDeepRun(const std::string& dir, uint32_t ranks, uint64_t steps) {
  auto store = store::Store::Open(dir);
  ASSERT_TRUE(store.ok()) << store.status().message();
  {
    aggregator::RunState state({}, store.value().get());
    for (uint32_t r = 0; r < ranks; ++r) {
      ASSERT_TRUE(state.OnMessage(r, MakeHello(r, ranks, "deep1")).ok());
      aggregator::testing::NameLayers(&state, r, {"embed", "blocks.0", "head", "blocks.0.mlp"});
    }
    for (uint64_t s = 0; s < steps; ++s) {
      for (uint32_t r = 0; r < ranks; ++r) {
        ASSERT_TRUE(state.OnMessage(r, MakeStep(s, 50, 20, 20, 5)).ok());
        LayerStep l;
        l.step = s;
        const int64_t slow = r + 1 == ranks ? 5 * kMs : 0;
        l.entries = {{0, 1 * kMs, kMissing, 100},
                     {1, 8 * kMs + slow, 16 * kMs, 200},
                     {2, 2 * kMs, 4 * kMs, 300},
                     {3, 3 * kMs + slow, 6 * kMs, 400}};
        ASSERT_TRUE(state.OnMessage(r, l).ok());
      }
    }
  }
  store.value()->Close();
}

const Json* Module(const Json& view, const std::string& name) {
  for (const Json& m : view["modules"]) {
    if (m["name"] == name) return &m;
  }
  ADD_FAILURE() << name << " not in " << view.dump();
  return nullptr;
}

TEST(LayerViewTest, ModulesInTreeOrderWithMedianWorstAndHeatmap) {
  base::TempDir dir;
  WriteDeepRun(dir.path(), 3, 10);
  auto view_or = LayerView(dir.path() + "/steplens.db", {});
  ASSERT_TRUE(view_or.ok()) << view_or.status().message();
  const Json view = Json::parse(view_or->dump());
  EXPECT_EQ(view["available"], true);
  EXPECT_EQ(view["profiled_steps"], 10);
  EXPECT_EQ(view["rank_steps"], 30);
  EXPECT_EQ(view["first_step"], 0);
  EXPECT_EQ(view["last_step"], 9);
  EXPECT_EQ(view["world_size"], 3);
  std::vector<std::string> order;
  std::vector<int> depth;
  for (const Json& m : view["modules"]) {
    order.push_back(m["name"]);
    depth.push_back(m["depth"]);
  }
  EXPECT_EQ(order, (std::vector<std::string>{"embed", "blocks.0", "blocks.0.mlp", "head"}));
  EXPECT_EQ(depth, (std::vector<int>{0, 0, 1, 0}));
  const Json* mlp = Module(view, "blocks.0.mlp");
  ASSERT_NE(mlp, nullptr);
  EXPECT_DOUBLE_EQ((*mlp)["forward"]["median_ms"].get<double>(), 3.0);
  EXPECT_DOUBLE_EQ((*mlp)["forward"]["worst_ms"].get<double>(), 8.0);
  EXPECT_EQ((*mlp)["forward"]["worst_rank"], 2);
  EXPECT_EQ((*mlp)["forward"]["by_column_ms"], Json::array({3.0, 3.0, 8.0}));
  EXPECT_EQ((*mlp)["activation_bytes"], 400);
  EXPECT_EQ(view["columns"][2], Json({{"first_rank", 2}, {"last_rank", 2}}));
  // Not measured is null, never 0.
  const Json* embed = Module(view, "embed");
  ASSERT_NE(embed, nullptr);
  EXPECT_TRUE((*embed)["backward"]["median_ms"].is_null());
  EXPECT_EQ((*embed)["backward"]["by_column_ms"], Json::array({nullptr, nullptr, nullptr}));
}

TEST(LayerViewTest, NewestStepsRangeAndFoldedRankColumns) {
  base::TempDir dir;
  WriteDeepRun(dir.path(), 3, 10);
  LayerViewOptions newest;
  newest.max_steps = 2;
  auto a = LayerView(dir.path() + "/steplens.db", newest);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ((*a)["first_step"], 8);
  EXPECT_EQ((*a)["profiled_steps"], 2);
  LayerViewOptions range;
  range.from = 3;
  range.to = 4;
  range.max_rank_columns = 2;  // 3 ranks: columns {0, 1} and {2}
  auto b = LayerView(dir.path() + "/steplens.db", range);
  ASSERT_TRUE(b.ok());
  const Json view = Json::parse(b->dump());
  EXPECT_EQ(view["first_step"], 3);
  EXPECT_EQ(view["last_step"], 4);
  EXPECT_EQ(view["columns"], Json::parse(R"([{"first_rank":0,"last_rank":1},
                                               {"first_rank":2,"last_rank":2}])"));
  const Json* block = Module(view, "blocks.0");
  ASSERT_NE(block, nullptr);
  EXPECT_EQ((*block)["forward"]["by_column_ms"], Json::array({8.0, 13.0}));
}

TEST(LayerViewTest, RunWithoutDeepModeIsNotAvailable) {
  base::TempDir dir;
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    store.value()->PutStep(0, MakeStep(0, 50, 20, 20, 5), kMissing);
    store.value()->Close();
  }
  auto view = LayerView(dir.path() + "/steplens.db", {});
  ASSERT_TRUE(view.ok());
  EXPECT_EQ((*view)["available"], false);
  EXPECT_TRUE((*view)["modules"].empty());
  EXPECT_TRUE((*view)["first_step"].is_null());
  EXPECT_FALSE(LayerView(dir.path() + "/missing.db", {}).ok());
}

TEST(LayerViewTest, RouteAnswersFromTheRunDatabase) {
  base::TempDir dir;
  WriteDeepRun(dir.path(), 2, 4);
  auto run = ServedRun::LoadFinished(dir.path(), "deep1", LoadOptions{false, false});
  ASSERT_TRUE(run.ok()) << run.status().message();
  std::vector<std::unique_ptr<ServedRun>> runs;
  runs.push_back(std::move(run.value()));
  ServerOptions options;
  options.port = 0;
  auto server = WebServer::Start(options, std::move(runs));
  ASSERT_TRUE(server.ok()) << server.status().message();
  httplib::Client client("127.0.0.1", (*server)->port());
  auto res = client.Get("/api/runs/deep1/layers?max_steps=3");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const Json view = Json::parse(res->body);
  EXPECT_EQ(view["available"], true);
  EXPECT_EQ(view["first_step"], 1);
  EXPECT_EQ(view["modules"][1]["name"], "blocks.0");
  auto bad = client.Get("/api/runs/deep1/layers?max_steps=0");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  auto none = client.Get("/api/runs/nope/layers");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 404);
}

}  // namespace
}  // namespace steplens::server
