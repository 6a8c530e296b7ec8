// Tests the web server through real sockets: an httplib::Client or raw
// bytes against a WebServer on an ephemeral loopback port.
#include "server/web_server.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdio>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::server {
namespace {

using aggregator::testing::MakeHello;
using aggregator::testing::MakeStep;
using Json = nlohmann::json;

constexpr Asset kFakeAssets[] = {
    {"index.html", "<!doctype html><title>steplens test page</title>"},
    {"assets/app-123.js", "console.log('app')"},
    {"favicon.svg", "<svg/>"},
};
const AssetBundle kFakeBundle{kFakeAssets, 3, true};
const AssetBundle kEmptyBundle{};

// Writes a finished 2-rank run (rank 1 slow) into dir through a RunState
// with a store, as `steplens run` does.
void WriteRun(const std::string& dir, uint64_t steps, const std::string& run_id = "run1") {
  auto store = store::Store::Open(dir);
  ASSERT_TRUE(store.ok()) << store.status().message();
  aggregator::RunState state({}, store.value().get());
  ASSERT_TRUE(state.OnMessage(0, MakeHello(0, 2, run_id)).ok());
  ASSERT_TRUE(state.OnMessage(1, MakeHello(1, 2, run_id)).ok());
  for (uint64_t s = 0; s < steps; ++s) {
    StepRecord a = MakeStep(s, 50, 10, 20, 5);
    StepRecord b = MakeStep(s, 80, 10, 50, 5);
    a.rss_peak = 1000;
    b.rss_peak = 3000;
    ASSERT_TRUE(state.OnMessage(0, a).ok());
    ASSERT_TRUE(state.OnMessage(1, b).ok());
  }
  Goodbye bye;
  bye.steps_done = steps;
  ASSERT_TRUE(state.OnMessage(0, bye).ok());
  ASSERT_TRUE(state.OnMessage(1, bye).ok());
  state.OnDisconnect(0, "closed");
  state.OnDisconnect(1, "closed");
  store.value()->PutMeta("exit_code", "0");
  store.value()->Close();
}

struct RawResponse {
  int status = 0;
  std::string text;
};

// Sends `request` verbatim and reads until the server closes or 2 s pass.
RawResponse Raw(uint16_t port, const std::string& request) {
  RawResponse out;
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return out;
  }
  timeval tv{2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  (void)!write(fd, request.data(), request.size());
  char buf[4096];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n <= 0) break;
    out.text.append(buf, static_cast<size_t>(n));
    if (out.text.find("\r\n\r\n") != std::string::npos &&
        out.text.find("Connection: close") == std::string::npos && out.text.size() > 12) {
      // keep-alive answer: the body is in by now for these small replies
      const size_t len_at = out.text.find("Content-Length: ");
      if (len_at != std::string::npos) {
        const size_t len = std::stoul(out.text.substr(len_at + 16));
        if (out.text.size() >= out.text.find("\r\n\r\n") + 4 + len) break;
      }
    }
  }
  close(fd);
  if (out.text.rfind("HTTP/1.1 ", 0) == 0) out.status = std::stoi(out.text.substr(9, 3));
  return out;
}

RawResponse Get(uint16_t port, const std::string& target) {
  return Raw(port, "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
}

std::unique_ptr<WebServer> StartServer(std::vector<std::unique_ptr<ServedRun>> runs,
                                       ServerOptions options = {}) {
  options.host = options.host.empty() ? "127.0.0.1" : options.host;
  options.port = 0;
  if (options.assets == nullptr) options.assets = &kFakeBundle;
  options.poll_interval_ms = 50;
  auto server = WebServer::Start(options, std::move(runs));
  EXPECT_TRUE(server.ok()) << server.status().message();
  return server.ok() ? std::move(server.value()) : nullptr;
}

class FinishedRunTest : public ::testing::Test {
 protected:
  void SetUp() override {
    WriteRun(dir_.path(), 40);
    auto run = ServedRun::LoadFinished(dir_.path(), "run1");
    ASSERT_TRUE(run.ok()) << run.status().message();
    std::vector<std::unique_ptr<ServedRun>> runs;
    runs.push_back(std::move(run.value()));
    server_ = StartServer(std::move(runs));
    ASSERT_NE(server_, nullptr);
    client_ = std::make_unique<httplib::Client>("127.0.0.1", server_->port());
  }
  Json GetJson(const std::string& path, int want_status = 200) {
    auto res = client_->Get(path.c_str());
    EXPECT_TRUE(res) << path;
    if (!res) return Json();
    EXPECT_EQ(res->status, want_status) << path << ": " << res->body;
    EXPECT_EQ(res->get_header_value("Content-Type"), "application/json; charset=utf-8") << path;
    return Json::parse(res->body);
  }
  base::TempDir dir_;
  std::unique_ptr<WebServer> server_;
  std::unique_ptr<httplib::Client> client_;
};

TEST_F(FinishedRunTest, RunsSummaryWindow) {
  Json runs = GetJson("/api/runs");
  ASSERT_EQ(runs["runs"].size(), 1u);
  const Json& info = runs["runs"][0];
  EXPECT_EQ(info["id"], "run1");
  EXPECT_EQ(info["live"], false);
  EXPECT_EQ(info["world_size"], 2);
  EXPECT_EQ(info["steps_completed"], 40);
  EXPECT_EQ(info["exit_code"], 0);
  EXPECT_TRUE(info.contains("label_step_time"));
  EXPECT_TRUE(info.contains("severity"));

  Json summary = GetJson("/api/runs/run1/summary");
  EXPECT_EQ(summary["live"], false);
  EXPECT_EQ(summary["schema_version"], 1);
  EXPECT_EQ(summary["run"]["steps_completed"], 40);
  EXPECT_EQ(summary["step_time"]["phases"]["step"]["worst_rank"], 1);
  EXPECT_TRUE(summary["diagnosis"].contains("step_time"));

  Json window = GetJson("/api/runs/run1/window");
  EXPECT_EQ(window["live"], false);
  EXPECT_EQ(window["last_complete_step"], 39);
  EXPECT_EQ(window["phases"]["backward"]["worst_rank"], 1);
  EXPECT_EQ(window["ranks"].size(), 2u);
  EXPECT_TRUE(window["ranks"][0]["last_heartbeat_age_s"].is_null());
  EXPECT_TRUE(window["diagnosis"].contains("step_memory"));
  EXPECT_TRUE(window["system"].is_null());
  EXPECT_EQ(window["memory"]["worst_rank"], 1);
}

TEST_F(FinishedRunTest, StepsHeatmapRankSeries) {
  Json steps = GetJson("/api/runs/run1/steps");
  EXPECT_EQ(steps["from"], 0);
  EXPECT_EQ(steps["to"], 39);
  EXPECT_EQ(steps["step"].size(), 40u);
  EXPECT_DOUBLE_EQ(steps["worst"]["step"][5].get<double>(), 80.0);
  EXPECT_DOUBLE_EQ(steps["median"]["step"][5].get<double>(), 65.0);
  EXPECT_EQ(steps["worst_rank"]["backward"][5], 1);
  EXPECT_EQ(steps["memory"]["source"], "rss");
  EXPECT_EQ(steps["memory"]["worst_peak_bytes"][0], 3000);

  Json coarse = GetJson("/api/runs/run1/steps?from=8&to=23&max_points=4");
  EXPECT_EQ(coarse["bucket_steps"], 4);
  EXPECT_EQ(coarse["step"], Json::array({8, 12, 16, 20}));

  Json heat = GetJson("/api/runs/run1/heatmap?metric=backward&max_steps=10");
  EXPECT_EQ(heat["ranks"], Json::array({0, 1}));
  EXPECT_LE(heat["step"].size(), 10u);
  EXPECT_DOUBLE_EQ(heat["values"][1][0].get<double>(), 50.0);

  Json series = GetJson("/api/runs/run1/ranks/1/series?metric=forward&to=9");
  EXPECT_EQ(series["rank"], 1);
  EXPECT_EQ(series["step"].size(), 10u);
  EXPECT_DOUBLE_EQ(series["value"][0].get<double>(), 10.0);
}

TEST_F(FinishedRunTest, BadParametersAndUnknownThings) {
  EXPECT_EQ(GetJson("/api/runs/nope/summary", 404)["error"], "no run 'nope'");
  GetJson("/api/runs/run1/steps?max_points=0", 400);
  GetJson("/api/runs/run1/steps?from=abc", 400);
  GetJson("/api/runs/run1/steps?from=-1", 400);
  GetJson("/api/runs/run1/steps?from=9&to=3", 400);
  GetJson("/api/runs/run1/steps?max_points=99999999999", 400);
  EXPECT_EQ(GetJson("/api/runs/run1/steps?max_points=50000")["step"].size(), 40u);
  GetJson("/api/runs/run1/heatmap?metric=nope", 400);
  GetJson("/api/runs/run1/ranks/x/series", 400);
  GetJson("/api/nothing", 404);
  GetJson("/api/runs/run1/nothing", 404);
}

TEST_F(FinishedRunTest, EventsOfAFinishedRunEnd) {
  std::string body;
  auto res = client_->Get("/api/runs/run1/events", [&](const char* data, size_t n) {
    body.append(data, n);
    return true;
  });
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "text/event-stream");
  EXPECT_NE(body.find("event: status\ndata: {"), std::string::npos) << body;
  EXPECT_NE(body.find("event: end\n"), std::string::npos) << body;
}

TEST_F(FinishedRunTest, StaticFilesAndHeaders) {
  auto index = client_->Get("/");
  ASSERT_TRUE(index);
  EXPECT_EQ(index->status, 200);
  EXPECT_NE(index->body.find("steplens test page"), std::string::npos);
  EXPECT_EQ(index->get_header_value("Cache-Control"), "no-cache");
  EXPECT_EQ(index->get_header_value("X-Content-Type-Options"), "nosniff");
  for (const char* route : {"/runs/run1", "/compare", "/index.html"}) {
    auto r = client_->Get(route);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200) << route;
    EXPECT_NE(r->body.find("steplens test page"), std::string::npos) << route;
  }
  auto js = client_->Get("/assets/app-123.js");
  ASSERT_TRUE(js);
  EXPECT_EQ(js->status, 200);
  EXPECT_EQ(js->body, "console.log('app')");
  EXPECT_EQ(js->get_header_value("Content-Type"), "application/javascript; charset=utf-8");
  EXPECT_NE(js->get_header_value("Cache-Control").find("immutable"), std::string::npos);
  auto svg = client_->Get("/favicon.svg");
  ASSERT_TRUE(svg);
  EXPECT_EQ(svg->status, 200);
  auto missing = client_->Get("/assets/nope.js");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  // The bundle and JSON go out uncompressed even to a browser that accepts
  // brotli (compressing at httplib's quality cost more than it saved).
  const httplib::Headers accepts = {{"Accept-Encoding", "gzip, deflate, br"}};
  for (const char* path : {"/assets/app-123.js", "/api/runs"}) {
    auto r = client_->Get(path, accepts);
    ASSERT_TRUE(r) << path;
    EXPECT_EQ(r->status, 200) << path;
    EXPECT_EQ(r->get_header_value("Content-Encoding"), "") << path;
  }
}

TEST_F(FinishedRunTest, TraversalIsRefused) {
  const uint16_t port = server_->port();
  for (const char* target :
       {"/assets/../../etc/passwd", "/../../../../etc/passwd", "/assets/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E/%2E%2E/etc/passwd", "/assets/..%2f..%2fetc%2fpasswd", "/assets/%2e%2e%5cwin.ini",
        "/assets\\..\\..\\etc\\passwd", "/etc/passwd", "//etc/passwd", "/assets//etc/passwd",
        "/assets/app-123.js%00.html", "/%00", "/proc/self/environ", "/assets/",
        "/index.html/../../etc/passwd"}) {
    const RawResponse r = Get(port, target);
    EXPECT_TRUE(r.status == 400 || r.status == 404) << target << " -> " << r.status;
    EXPECT_EQ(r.text.find("root:"), std::string::npos) << target;
  }
  // Absolute-form targets name no bundle file either.
  const RawResponse absolute = Get(port, "http://localhost/etc/passwd");
  EXPECT_NE(absolute.status, 200);
  EXPECT_EQ(absolute.text.find("root:"), std::string::npos);
}

TEST_F(FinishedRunTest, MalformedRequestsDoNotCrash) {
  const uint16_t port = server_->port();
  const std::string huge_header = "GET / HTTP/1.1\r\nX: " + std::string(200'000, 'a') + "\r\n\r\n";
  for (const std::string& request :
       {std::string("GARBAGE\r\n\r\n"), std::string("GET\r\n\r\n"),
        std::string("GET / HTTP/9.9\r\n\r\n"), std::string("\x16\x03\x01\x02\x00\x01\x00", 7),
        std::string("POST /api/runs HTTP/1.1\r\nContent-Length: 99999999\r\n\r\nabc"),
        std::string("GET /api/runs HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"),
        std::string("GET /api/runs/%ff%fe/summary HTTP/1.1\r\n\r\n"), huge_header,
        std::string(1000, '\0')}) {
    (void)Raw(port, request);
  }
  const RawResponse after = Get(port, "/api/runs");
  EXPECT_EQ(after.status, 200);
  EXPECT_NE(after.text.find("\"runs\""), std::string::npos);
}

// ---- denial of service (issue 12) ------------------------------------------

// A connection from `source`, a loopback address: 127.0.0.2.. are other
// clients than 127.0.0.1 (each has its own cap, http_limits.h).
int Connect(uint16_t port, const char* source = "127.0.0.1") {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in from{};
  from.sin_family = AF_INET;
  inet_pton(AF_INET, source, &from.sin_addr);
  if (bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) {
    close(fd);
    return -1;
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// The probe: 300 idle connections made every request wait 90 s, 20 slow
// ones 60 s. Held at once here: 300 idle and 50 trickling a header line
// every 300 ms, from 10 other clients (each within its cap of 64); a
// normal request must still be answered at once.
TEST_F(FinishedRunTest, NormalRequestAnsweredWhileIdleAndSlowConnectionsAreHeld) {
  const uint16_t port = server_->port();
  std::vector<int> idle, slow;
  const std::string clients[] = {"127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5",  "127.0.0.6",
                                 "127.0.0.7", "127.0.0.8", "127.0.0.9", "127.0.0.10", "127.0.0.11"};
  for (int i = 0; i < 300; ++i) {
    idle.push_back(Connect(port, clients[i % 10].c_str()));
    ASSERT_GE(idle.back(), 0);
  }
  for (int i = 0; i < 50; ++i) {
    slow.push_back(Connect(port, clients[i % 10].c_str()));
    ASSERT_GE(slow.back(), 0);
    (void)!write(slow.back(), "GET /api/runs HTTP/1.1\r\n", 24);
  }
  std::atomic<bool> stop{false};
  std::thread trickle([&] {
    while (!stop.load()) {
      for (int fd : slow) (void)!send(fd, "X-Slow: 1\r\n", 11, MSG_NOSIGNAL);
      std::this_thread::sleep_for(std::chrono::milliseconds(300));
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // all accepted
  double worst_ms = 0;
  for (int i = 0; i < 5; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    const RawResponse r = Get(port, "/api/runs");
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    worst_ms = std::max(worst_ms, ms);
    EXPECT_EQ(r.status, 200);
  }
  stop.store(true);
  trickle.join();
  for (int fd : idle) close(fd);
  for (int fd : slow) close(fd);
  // < 100 ms measured on an idle machine (docs/reference/reliability.md);
  // a loaded CI machine gets slack, the old server took 10 s and more.
  EXPECT_LT(worst_ms, 1000.0) << "a normal request waited " << worst_ms << " ms";
  std::printf("normal request with 300 idle + 50 slow connections: worst %.1f ms\n", worst_ms);
}

// A 99 GB Content-Length held a worker 8 s while its body was skipped: the
// answer (413) now comes from the headers alone.
TEST_F(FinishedRunTest, RequestBodyIsRefusedBeforeItIsRead) {
  const int fd = Connect(server_->port());
  ASSERT_GE(fd, 0);
  const std::string request =
      "POST /api/runs HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99000000000\r\n\r\n";
  ASSERT_EQ(write(fd, request.data(), request.size()), static_cast<ssize_t>(request.size()));
  pollfd p{fd, POLLIN, 0};
  ASSERT_EQ(poll(&p, 1, 1000), 1) << "no answer within 1 s";
  char buf[256] = {};
  ASSERT_GT(recv(fd, buf, sizeof buf - 1, 0), 12);
  EXPECT_EQ(std::string(buf).substr(0, 12), "HTTP/1.1 413");
  close(fd);
}

// An idle connection is closed after the short keep-alive (2 s), not held
// for the old 10 s read timeout.
TEST_F(FinishedRunTest, IdleConnectionIsClosedSoon) {
  const int fd = Connect(server_->port());
  ASSERT_GE(fd, 0);
  const auto t0 = std::chrono::steady_clock::now();
  pollfd p{fd, POLLIN, 0};
  ASSERT_EQ(poll(&p, 1, 8000), 1);
  char c;
  EXPECT_LE(recv(fd, &c, 1, 0), 0);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_LT(s, 4.0);
  close(fd);
}

// Bound to every address, the printed URL names this machine, not
// 127.0.0.1 (which would suggest the dashboard is private).
TEST(WebServerTest, UrlOfAnAllAddressesBindNamesThisMachine) {
  ServerOptions options;
  options.host = "0.0.0.0";
  auto server = StartServer({}, options);
  ASSERT_NE(server, nullptr);
  char name[256] = {};
  ASSERT_EQ(gethostname(name, sizeof name - 1), 0);
  EXPECT_EQ(server->Url().find("127.0.0.1"), std::string::npos) << server->Url();
  EXPECT_EQ(server->Url().rfind("http://" + std::string(name) + ":", 0), 0u) << server->Url();
}

TEST(WebServerTest, NotBuiltPageWhenTheBundleIsMissing) {
  ServerOptions options;
  options.assets = &kEmptyBundle;
  auto server = StartServer({}, options);
  ASSERT_NE(server, nullptr);
  httplib::Client client("127.0.0.1", server->port());
  auto res = client.Get("/");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_NE(res->body.find("were not built"), std::string::npos);
  EXPECT_NE(res->body.find("bash scripts/setup.sh"), std::string::npos);
  auto runs = client.Get("/api/runs");
  ASSERT_TRUE(runs);
  EXPECT_EQ(runs->body, "{\"runs\":[]}");
}

TEST(WebServerTest, TokenDecision) {
  for (const char* host :
       {"127.0.0.1", "127.0.0.2", "127.255.0.9", "localhost", "::1", "[::1]", "::ffff:127.0.0.1"}) {
    EXPECT_FALSE(TokenRequired(host)) << host;
  }
  for (const char* host : {"0.0.0.0", "::", "10.1.2.3", "192.168.0.4", "8.8.8.8", "example.com",
                           "::ffff:10.0.0.1", ""}) {
    EXPECT_TRUE(TokenRequired(host)) << host;
  }
  EXPECT_TRUE(TokenEquals("abc", "abc"));
  EXPECT_FALSE(TokenEquals("abc", "abd"));
  EXPECT_FALSE(TokenEquals("abc", "abcd"));
  EXPECT_FALSE(TokenEquals("", "a"));
}

TEST(WebServerTest, TokenEnforcedWhenRequired) {
  ServerOptions options;
  options.require_token = true;
  options.token = "s3cret";
  auto server = StartServer({}, options);
  ASSERT_NE(server, nullptr);
  EXPECT_EQ(server->token(), "s3cret");
  EXPECT_NE(server->Url().find("?token=s3cret"), std::string::npos);
  httplib::Client client("127.0.0.1", server->port());
  for (const char* path : {"/", "/api/runs", "/assets/app-123.js", "/api/runs/x/events"}) {
    auto res = client.Get(path);
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 401) << path;
    EXPECT_NE(res->body.find("token"), std::string::npos);
  }
  auto wrong = client.Get("/api/runs?token=s3creT");
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->status, 401);
  auto query = client.Get("/api/runs?token=s3cret");
  ASSERT_TRUE(query);
  EXPECT_EQ(query->status, 200);
  auto header = client.Get("/", {{"Authorization", "Bearer s3cret"}});
  ASSERT_TRUE(header);
  EXPECT_EQ(header->status, 200);
  auto bad_header = client.Get("/", {{"Authorization", "Bearer nope"}});
  ASSERT_TRUE(bad_header);
  EXPECT_EQ(bad_header->status, 401);
}

TEST(WebServerTest, NonLoopbackBindRequiresAGeneratedToken) {
  // Bound to every interface; the test itself only talks to 127.0.0.1.
  ServerOptions options;
  options.host = "0.0.0.0";
  auto server = StartServer({}, options);
  ASSERT_NE(server, nullptr);
  EXPECT_EQ(server->token().size(), 32u);
  EXPECT_NE(server->Url().find("?token="), std::string::npos);
  httplib::Client client("127.0.0.1", server->port());
  auto without = client.Get("/api/runs");
  ASSERT_TRUE(without);
  EXPECT_EQ(without->status, 401);
  auto with = client.Get(("/api/runs?token=" + server->token()).c_str());
  ASSERT_TRUE(with);
  EXPECT_EQ(with->status, 200);
}

TEST(WebServerTest, LoopbackNeedsNoToken) {
  auto server = StartServer({});
  ASSERT_NE(server, nullptr);
  EXPECT_TRUE(server->token().empty());
  EXPECT_EQ(server->Url().find("token"), std::string::npos);
}

TEST(WebServerTest, PortInUseIsOneSentence) {
  auto first = StartServer({});
  ASSERT_NE(first, nullptr);
  ServerOptions options;
  options.port = first->port();
  options.assets = &kFakeBundle;
  auto second = WebServer::Start(options, {});
  ASSERT_FALSE(second.ok());
  EXPECT_NE(second.status().message().find("in use"), std::string::npos)
      << second.status().message();
}

// A live run fed step by step: the event stream carries the new steps, the
// diagnosis and status, and ends when the run is marked finished.
TEST(WebServerTest, LiveEventsDeliverStepsDiagnosisStatusAndEnd) {
  base::TempDir dir;
  auto store = store::Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  aggregator::RunStateOptions state_options;
  state_options.window_steps = 20;
  aggregator::RunState state(state_options, store.value().get());
  ASSERT_TRUE(state.OnMessage(0, MakeHello(0, 2)).ok());
  ASSERT_TRUE(state.OnMessage(1, MakeHello(1, 2)).ok());
  aggregator::RunMeta meta;
  meta.run_dir = dir.path();
  std::vector<std::unique_ptr<ServedRun>> runs;
  runs.push_back(ServedRun::Live(&state, meta, "live1"));
  ServedRun* run = runs.back().get();
  auto server = StartServer(std::move(runs));
  ASSERT_NE(server, nullptr);

  std::atomic<bool> stop{false};
  std::thread feeder([&] {
    for (uint64_t s = 0; s < 30 && !stop.load(); ++s) {
      (void)state.OnMessage(0, MakeStep(s, 50, 10, 20, 5));
      (void)state.OnMessage(1, MakeStep(s, 90, 10, 60, 5));
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  std::string body;
  std::atomic<bool> saw_steps{false};
  httplib::Client client("127.0.0.1", server->port());
  client.set_read_timeout(10, 0);
  std::thread finisher([&] {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!saw_steps.load() && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    feeder.join();
    store.value()->Flush();
    run->MarkFinished(meta);
  });
  auto res = client.Get("/api/runs/live1/events", [&](const char* data, size_t n) {
    body.append(data, n);
    if (body.find("event: step\n") != std::string::npos) saw_steps.store(true);
    return true;
  });
  finisher.join();
  ASSERT_TRUE(res);
  EXPECT_NE(body.find("event: diagnosis\ndata: {\"step_time\""), std::string::npos);
  EXPECT_NE(body.find("event: status\ndata: {\"steps_completed\""), std::string::npos);
  EXPECT_NE(body.find("event: step\ndata: {\"steps\":[{\"step\":"), std::string::npos);
  EXPECT_NE(body.find("event: end\n"), std::string::npos);
  EXPECT_EQ(run->steps_in_series(), 30u);
  EXPECT_FALSE(run->live());

  // The step JSON carries the cross-rank point.
  const size_t at = body.find("event: step\ndata: ");
  const size_t line_end = body.find('\n', at + 18);
  Json step = Json::parse(body.substr(at + 18, line_end - at - 18));
  const Json& first = step["steps"][0];
  EXPECT_EQ(first["phases"]["backward"]["worst_rank"], 1);
  EXPECT_DOUBLE_EQ(first["phases"]["step"]["worst_ms"].get<double>(), 90.0);

  httplib::Client after("127.0.0.1", server->port());
  auto steps = after.Get("/api/runs/live1/steps");
  ASSERT_TRUE(steps);
  EXPECT_EQ(Json::parse(steps->body)["step"].size(), 30u);
  auto summary = after.Get("/api/runs/live1/summary");
  ASSERT_TRUE(summary);
  EXPECT_EQ(Json::parse(summary->body)["run"]["steps_completed"], 30);
  stop.store(true);
}

TEST(WebServerTest, TooManyEventStreamsAre503) {
  base::TempDir dir;
  aggregator::RunState state;
  aggregator::RunMeta meta;
  std::vector<std::unique_ptr<ServedRun>> runs;
  runs.push_back(ServedRun::Live(&state, meta, "live1"));
  ServerOptions options;
  options.max_sse_clients = 1;
  auto server = StartServer(std::move(runs), options);
  ASSERT_NE(server, nullptr);
  std::atomic<bool> done{false};
  std::thread holder([&] {
    httplib::Client c("127.0.0.1", server->port());
    c.Get("/api/runs/live1/events", [&](const char*, size_t) { return !done.load(); });
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  httplib::Client c("127.0.0.1", server->port());
  auto res = c.Get("/api/runs/live1/events");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 503);
  done.store(true);
  server->Stop();  // ends the held stream cleanly
  holder.join();
}

}  // namespace
}  // namespace steplens::server

namespace steplens::server {
namespace {

TEST(ServedRunTest, RunCacheIsUsedWhileTheRunIsUnchanged) {
  base::TempDir dir;
  WriteRun(dir.path(), 30);
  auto full = ServedRun::LoadFinished(dir.path(), "a");
  ASSERT_TRUE(full.ok()) << full.status().message();
  EXPECT_FALSE(full.value()->from_cache());
  const std::string cache = dir.path() + "/" + kCacheFileName;
  ASSERT_TRUE(std::filesystem::exists(cache));

  auto cached = ServedRun::LoadFinished(dir.path(), "a");
  ASSERT_TRUE(cached.ok());
  EXPECT_TRUE(cached.value()->from_cache());
  EXPECT_EQ(cached.value()->Summary(), full.value()->Summary());
  EXPECT_EQ(cached.value()->Window(), full.value()->Window());
  EXPECT_EQ(cached.value()->Info(), full.value()->Info());
  EXPECT_EQ(cached.value()->Steps({}, 2000), full.value()->Steps({}, 2000));
  EXPECT_EQ(cached.value()->run_id(), "run1");
  uint64_t after = 0;
  const auto a = cached.value()->InitialEvents(&after);
  const auto b = full.value()->InitialEvents(&after);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].data, b[i].data);

  // A corrupt cache is ignored (and rewritten).
  { std::ofstream(cache, std::ios::trunc) << "steplens-web-cache 1\n{\"signature\":1}\nxx"; }
  auto again = ServedRun::LoadFinished(dir.path(), "a");
  ASSERT_TRUE(again.ok());
  EXPECT_FALSE(again.value()->from_cache());
  EXPECT_EQ(again.value()->Steps({}, 2000), full.value()->Steps({}, 2000));

  // A changed database invalidates it.
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    store.value()->PutMeta("exit_code", "7");
    store.value()->Close();
  }
  auto changed = ServedRun::LoadFinished(dir.path(), "a");
  ASSERT_TRUE(changed.ok());
  EXPECT_FALSE(changed.value()->from_cache());
  EXPECT_EQ(changed.value()->Info()["exit_code"], 7);
}

// The `diagnosis` event follows the configuration findings too: a rank's
// SETUP that brings one pushes an event although every verdict stays the
// same (it used to wait for a verdict's label, severity or rank to change).
TEST(ServedRunTest, ConfigFindingPushesADiagnosisEvent) {
  aggregator::RunState state;
  for (uint32_t r = 0; r < 2; ++r) ASSERT_TRUE(state.OnMessage(r, MakeHello(r, 2)).ok());
  for (uint64_t s = 0; s < 10; ++s) {
    for (uint32_t r = 0; r < 2; ++r)
      ASSERT_TRUE(state.OnMessage(r, MakeStep(s, 50, 10, 20, 5)).ok());
  }
  auto run = ServedRun::Live(&state, aggregator::RunMeta{}, "live1");
  auto diagnosis_events = [&](uint64_t* after) {
    std::vector<Json> out;
    for (const Event& e : run->WaitEvents(after, std::chrono::milliseconds(0))) {
      if (e.name == "diagnosis") out.push_back(Json::parse(e.data));
    }
    return out;
  };
  uint64_t after = 0;
  run->Poll();
  ASSERT_EQ(diagnosis_events(&after).size(), 1u);  // the first verdicts
  run->Poll();
  EXPECT_TRUE(diagnosis_events(&after).empty());  // nothing changed

  SetupInfo setup;
  setup.facts = {{"config.loader", "1"},
                 {"config.loader.sampler", "RandomSampler"},
                 {"config.loader.distributed", "0"},
                 {"config.loader.iterable", "0"}};
  ASSERT_TRUE(state.OnMessage(0, setup).ok());
  run->Poll();
  const std::vector<Json> events = diagnosis_events(&after);
  ASSERT_EQ(events.size(), 1u);
  ASSERT_EQ(events[0]["config"].size(), 1u) << events[0].dump();
  EXPECT_EQ(events[0]["config"][0]["label"], "NO DISTRIBUTED SAMPLER");
  run->Poll();
  EXPECT_TRUE(diagnosis_events(&after).empty());  // once per change
}

}  // namespace
}  // namespace steplens::server

namespace steplens::server {
namespace {

TEST(WebServerTest, CompareTwoRuns) {
  base::TempDir dir_a, dir_b;
  WriteRun(dir_a.path(), 20, "runa");
  WriteRun(dir_b.path(), 20, "runb");
  std::vector<std::unique_ptr<ServedRun>> runs;
  for (const auto* d : {&dir_a, &dir_b}) {
    auto run = ServedRun::LoadFinished(d->path(), d == &dir_a ? "runa" : "runb");
    ASSERT_TRUE(run.ok());
    runs.push_back(std::move(run.value()));
  }
  const Json direct = CompareRuns(*runs[0], *runs[1]);
  auto server = StartServer(std::move(runs));
  ASSERT_NE(server, nullptr);
  httplib::Client client("127.0.0.1", server->port());
  auto res = client.Get("/api/compare?a=runa&b=runb");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const Json c = Json::parse(res->body);
  EXPECT_EQ(c, Json::parse(direct.dump()));
  EXPECT_EQ(c["a"]["id"], "runa");
  EXPECT_EQ(c["b"]["id"], "runb");
  EXPECT_DOUBLE_EQ(c["verdict"]["step_time_change_pct"].get<double>(), 0.0);
  EXPECT_EQ(c["verdict"]["diagnosis_changed"], false);
  EXPECT_FALSE(c["phases"].empty());
  auto missing = client.Get("/api/compare?a=runa&b=nope");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  auto bad = client.Get("/api/compare?a=runa");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
}

}  // namespace
}  // namespace steplens::server
