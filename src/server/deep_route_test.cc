// The dashboard's deep-mode switch (POST /api/runs/<id>/deep) through real
// sockets: accepted with the token, the header and this server's Host;
// refused without the token or the header, from another Origin, through a
// rebinding Host, with a bad body, and on a run served from its directory.
// And the guard and the body parser on their own.
#include "server/deep_route.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <string>

#include "aggregator/ingest.h"
#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "server/web_server.h"
#include "store/store.h"

namespace steplens::server {
namespace {

using Json = nlohmann::json;

constexpr Asset kPage[] = {{"index.html", "<!doctype html><title>t</title>"}};
const AssetBundle kBundle{kPage, 1, true};

// A live run with an aggregator behind it (no ranks), served with its switch.
class DeepRouteTest : public ::testing::Test {
 protected:
  void SetUp() override {
    aggregator::AggregatorOptions agg_options;
    agg_options.port = 0;
    agg_options.diagnosis_interval_ms = 0;
    auto agg = aggregator::Aggregator::Start(agg_options);
    ASSERT_TRUE(agg.ok()) << agg.status().message();
    agg_ = std::move(agg.value());
    control_ = std::make_unique<aggregator::DeepControl>(agg_.get(), std::nullopt);
    aggregator::RunMeta meta;
    meta.run_dir = dir_.path();
    std::vector<std::unique_ptr<ServedRun>> runs;
    runs.push_back(ServedRun::Live(&agg_->state(), meta, "live1"));
    ServerOptions options;
    options.port = 0;
    options.assets = &kBundle;
    options.deep_control = control_.get();
    auto server = WebServer::Start(options, std::move(runs));
    ASSERT_TRUE(server.ok()) << server.status().message();
    server_ = std::move(server.value());
    host_ = "127.0.0.1:" + std::to_string(server_->port());
  }
  void TearDown() override {
    if (server_) server_->Stop();
    if (agg_) agg_->Stop();
  }

  // A POST with these headers (Good(): as the dashboard sends it).
  httplib::Result Post(const std::string& body, httplib::Headers headers = {},
                       const std::string& path = "/api/runs/live1/deep") {
    httplib::Client client("127.0.0.1", server_->port());
    client.set_read_timeout(10, 0);
    return client.Post(path.c_str(), headers, body, "application/json");
  }
  httplib::Headers Good() const {
    return {{"Host", host_},
            {"Origin", "http://" + host_},
            {kActionHeader, "1"},
            {"Authorization", "Bearer " + server_->action_token()}};
  }
  static httplib::Headers Without(httplib::Headers h, const std::string& name) {
    h.erase(name);
    return h;
  }
  static httplib::Headers With(httplib::Headers h, const std::string& name,
                               const std::string& value) {
    h.erase(name);
    h.emplace(name, value);
    return h;
  }
  Json Layers() {
    httplib::Client client("127.0.0.1", server_->port());
    auto res = client.Get("/api/runs/live1/layers");
    EXPECT_TRUE(res);
    return res ? Json::parse(res->body) : Json();
  }

  base::TempDir dir_;
  std::unique_ptr<aggregator::Aggregator> agg_;
  std::unique_ptr<aggregator::DeepControl> control_;
  std::unique_ptr<WebServer> server_;
  std::string host_;
};

TEST_F(DeepRouteTest, TheDashboardsRequestSwitchesAndTheLayersShowIt) {
  // A loopback server needs no token to read, yet one to act: in its URL.
  EXPECT_EQ(server_->token(), "");
  EXPECT_EQ(server_->action_token().size(), 32u);
  EXPECT_NE(server_->Url().find("?token=" + server_->action_token()), std::string::npos);
  Json deep = Layers()["deep"];
  EXPECT_EQ(deep["switchable"], true);
  EXPECT_TRUE(deep["reason"].is_null());
  EXPECT_TRUE(deep["mode"].is_null());  // not set by steplens

  auto res = Post(R"({"mode": "sampled", "period": 50, "burst": 5})", Good());
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const Json body = Json::parse(res->body);
  EXPECT_EQ(body["ok"], true);
  EXPECT_EQ(body["mode"], "sampled");
  EXPECT_EQ(body["period"], 50);
  EXPECT_EQ(body["burst"], 5);
  EXPECT_EQ(body["ranks_sent"], 0);
  EXPECT_EQ(body["message"],
            "deep mode sampled sent to 0 ranks; ranks that connect later get it too");
  EXPECT_EQ(res->get_header_value("Access-Control-Allow-Origin"), "");
  deep = Layers()["deep"];
  EXPECT_EQ(deep["mode"], "sampled");
  EXPECT_EQ(deep["period"], 50);

  // "on" is every; the token may come as ?token= like the reads'; no Origin
  // (a same-origin request may leave it out) is fine; localhost is this server.
  auto on = Post(R"({"mode":"on"})",
                 With(Without(Without(Good(), "Authorization"), "Origin"), "Host",
                      "localhost:" + std::to_string(server_->port())),
                 "/api/runs/live1/deep?token=" + server_->action_token());
  ASSERT_TRUE(on);
  EXPECT_EQ(on->status, 200) << on->body;
  EXPECT_EQ(Layers()["deep"]["mode"], "every");
  EXPECT_EQ(control_->Current()->mode, DeepMode::kEvery);
}

TEST_F(DeepRouteTest, RefusedWithoutTokenHeaderOrFromAnotherSiteOrName) {
  const std::string body = R"({"mode": "every"})";
  struct Case {
    const char* what;
    httplib::Headers headers;
    int status;
    const char* says;
  };
  const std::string port = std::to_string(server_->port());
  const Case cases[] = {
      {"no token", Without(Good(), "Authorization"), 401, "needs the run's token"},
      {"a wrong token", With(Good(), "Authorization", "Bearer nope"), 401, "token"},
      {"no header", Without(Good(), kActionHeader), 403, "X-Steplens-Action: 1"},
      {"a header of 0", With(Good(), kActionHeader, "0"), 403, "X-Steplens-Action"},
      {"another site", With(Good(), "Origin", "http://evil.example"), 403, "another site"},
      {"a null origin", With(Good(), "Origin", "null"), 403, "another site"},
      {"an https origin", With(Good(), "Origin", "https://" + host_), 403, "another site"},
      {"a rebinding name", With(Good(), "Host", "evil.example:" + port), 403, "Host header"},
      {"a bad host", With(Good(), "Host", "127.0.0.1:x"), 403, "Host header"},
  };
  for (const Case& c : cases) {
    auto res = Post(body, c.headers);
    ASSERT_TRUE(res) << c.what;
    EXPECT_EQ(res->status, c.status) << c.what << ": " << res->body;
    const Json answer = Json::parse(res->body, nullptr, false);
    ASSERT_TRUE(answer.is_object()) << c.what;
    EXPECT_NE(answer.value("error", "").find(c.says), std::string::npos) << c.what << res->body;
  }
  EXPECT_FALSE(control_->Current().has_value()) << "a refused request switched";
  // No preflight is ever granted.
  httplib::Client client("127.0.0.1", server_->port());
  auto pre = client.Options("/api/runs/live1/deep");
  ASSERT_TRUE(pre);
  EXPECT_NE(pre->status, 200);
  EXPECT_EQ(pre->get_header_value("Access-Control-Allow-Origin"), "");
  EXPECT_EQ(pre->get_header_value("Access-Control-Allow-Headers"), "");
}

TEST_F(DeepRouteTest, BadBodiesAreClearJsonErrors) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "JSON object"},
      {"sampled", "JSON object"},
      {"[1]", "JSON object"},
      {R"({"mode": "loud"})", "'mode' must be"},
      {R"({"mode": 1})", "'mode' must be"},
      {R"({"period": 5})", "'mode' must be"},
      {R"({"mode": "sampled", "period": 0})", "'period' must be a whole number"},
      {R"({"mode": "sampled", "period": -3})", "'period' must be"},
      {R"({"mode": "sampled", "burst": 1.5})", "'burst' must be"},
      {R"({"mode": "sampled", "period": 2000000})", "'period' must be"},
      {R"({"mode": "sampled", "period": 5, "burst": 50})", "burst must not exceed"},
      {R"({"mode": "every", "period": 5})", "sampled only"},
      {R"({"mode": "every", "loud": true})", "unknown field 'loud'"},
  };
  for (const auto& [body, says] : cases) {
    auto res = Post(body, Good());
    ASSERT_TRUE(res) << body;
    EXPECT_EQ(res->status, 400) << body << ": " << res->body;
    EXPECT_NE(Json::parse(res->body).value("error", "").find(says), std::string::npos)
        << body << ": " << res->body;
  }
  // Too large: refused from its headers, before it is read.
  auto big = Post(R"({"mode": "every", "x": ")" + std::string(2000, 'a') + "\"}", Good());
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  // An unknown run.
  auto unknown = Post(R"({"mode": "every"})", Good(), "/api/runs/nope/deep");
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->status, 404);
  EXPECT_FALSE(control_->Current().has_value());
}

TEST_F(DeepRouteTest, AnEndedRunIsRefusedWith409) {
  aggregator::RunMeta meta;
  meta.run_dir = dir_.path();
  server_->RunById("live1")->MarkFinished(meta);
  auto res = Post(R"({"mode": "every"})", Good());
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 409) << res->body;
  EXPECT_NE(res->body.find("has ended"), std::string::npos) << res->body;
  const Json deep = Layers()["deep"];
  EXPECT_EQ(deep["switchable"], false);
  EXPECT_NE(deep["reason"].get<std::string>().find("has ended"), std::string::npos);
}

// `steplens serve`: a finished run read from its directory; no switch (409).
TEST(DeepRouteServeTest, AServedRunIsRefusedWith409) {
  base::TempDir dir;
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok()) << store.status().message();
    aggregator::RunState state({}, store.value().get());
    ASSERT_TRUE(state.OnMessage(0, aggregator::testing::MakeHello(0, 1, "run1")).ok());
    for (uint64_t s = 0; s < 3; ++s) {
      ASSERT_TRUE(state.OnMessage(0, aggregator::testing::MakeStep(s, 50, 10, 20, 5)).ok());
    }
    store.value()->Close();
  }
  auto run = ServedRun::LoadFinished(dir.path(), "run1");
  ASSERT_TRUE(run.ok()) << run.status().message();
  std::vector<std::unique_ptr<ServedRun>> runs;
  runs.push_back(std::move(run.value()));
  ServerOptions options;
  options.port = 0;
  options.assets = &kBundle;
  auto server = WebServer::Start(options, std::move(runs));
  ASSERT_TRUE(server.ok());
  EXPECT_EQ((*server)->Url().find("token"), std::string::npos);  // nothing to act on
  const std::string host = "127.0.0.1:" + std::to_string((*server)->port());
  httplib::Client client("127.0.0.1", (*server)->port());
  auto res = client.Post("/api/runs/run1/deep",
                         {{"Host", host},
                          {kActionHeader, "1"},
                          {"Authorization", "Bearer " + (*server)->action_token()}},
                         R"({"mode": "every"})", "application/json");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 409) << res->body;
  EXPECT_NE(res->body.find("served from its directory"), std::string::npos) << res->body;
  auto layers = client.Get("/api/runs/run1/layers");
  ASSERT_TRUE(layers);
  const Json deep = Json::parse(layers->body)["deep"];
  EXPECT_EQ(deep["switchable"], false);
  EXPECT_TRUE(deep["mode"].is_null());
  (*server)->Stop();
}

TEST(DeepRouteGuardTest, HostNames) {
  httplib::Request req;
  req.local_port = 8765;
  req.local_addr = "10.1.2.3";
  req.set_header(kActionHeader, "1");
  req.set_header("Authorization", "Bearer t");
  const ActionGuard guard{"t", ActionHosts("node7.example")};
  // Any port: `ssh -L 9000:localhost:8765` makes the browser say localhost:9000.
  for (const char* ok : {"localhost:8765", "LOCALHOST:8765", "127.0.0.1:8765", "[::1]:8765",
                         "node7.example:8765", "10.1.2.3:8765", "localhost:9000", "localhost"}) {
    req.headers.erase("Host");
    req.set_header("Host", ok);
    EXPECT_FALSE(RefuseAction(req, guard).has_value()) << ok;
  }
  for (const char* bad : {"", "evil.example:8765", "evil.example", "10.1.2.4:8765",
                          "localhost:8765:1", "[::1:8765", "127.0.0.1:99999999", ":8765"}) {
    req.headers.erase("Host");
    req.set_header("Host", bad);
    EXPECT_TRUE(RefuseAction(req, guard).has_value()) << bad;
  }
}

TEST(DeepRouteGuardTest, ActionPaths) {
  EXPECT_TRUE(IsActionPath("/api/runs/abc/deep"));
  EXPECT_FALSE(IsActionPath("/api/runs/abc/deep/x"));
  EXPECT_FALSE(IsActionPath("/api/runs"));
  EXPECT_FALSE(IsActionPath("/api/runs/abc/layers"));
}

}  // namespace
}  // namespace steplens::server
