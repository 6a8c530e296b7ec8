// libFuzzer target: the dashboard's request path without a socket. Each
// input is one connection's bytes, read from memory by the routes exactly as
// HttpListener hands them a connection (HttpRoutes::Serve, up to the
// keep-alive limit): parsing, the target and token checks, routing, and
// every handler, against a finished run ("run1", the seed spool of
// tests/fuzz/spool_reader) and a live one that can be switched ("live1": a
// RunState of an aggregator without ranks, and its deep-mode switch, so
// POST /api/runs/live1/deep goes through the guard, the body parser and the
// switch), with a token required. Nothing may crash, and every answer must
// be an HTTP/1.1 status line.
//
// http_request_fuzzer.cc sends the same inputs over TCP to a live listener
// (the listener's own reading and limits) at ~200 executions/s; this one
// runs thousands per second, so it is the one run for millions of inputs
// (docs/reference/reliability.md#fuzzing). Build: scripts/fuzz.sh.
#include <httplib.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "aggregator/deep_control.h"
#include "aggregator/ingest.h"
#include "server/http_listener.h"
#include "server/web_server.h"

namespace {

// One connection in memory: reads the input, collects what is written.
class MemoryStream : public httplib::Stream {
 public:
  MemoryStream(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool is_readable() const override { return pos_ < size_; }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const size_t n = std::min(size, size_ - pos_);
    std::memcpy(ptr, data_ + pos_, n);
    pos_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char* ptr, size_t size) override {
    written_.append(ptr, size);
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 40000;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 8765;
  }
  socket_t socket() const override { return INVALID_SOCKET; }
  const std::string& written() const { return written_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
  std::string written_;
};

steplens::server::WebServer* Server() {
  static std::unique_ptr<steplens::server::WebServer> server = [] {
    namespace fs = std::filesystem;
    std::string tmpl = "/tmp/steplens-routes-fuzz-XXXXXX";
    if (mkdtemp(tmpl.data()) == nullptr) std::abort();
    fs::copy_file(
        fs::path(STEPLENS_SOURCE_DIR) / "tests/fuzz/spool_reader/ddp_minimal_8_steps.spool",
        fs::path(tmpl) / "rank-0.spool");
    auto run = steplens::server::ServedRun::LoadFinished(tmpl, "run1");
    if (!run.ok()) {
      std::fprintf(stderr, "http_routes: %s\n", run.status().message().c_str());
      std::abort();
    }
    steplens::aggregator::AggregatorOptions agg_options;
    agg_options.port = 0;
    agg_options.diagnosis_interval_ms = 0;
    auto agg = steplens::aggregator::Aggregator::Start(agg_options);
    if (!agg.ok()) std::abort();
    // Alive as long as the server (the process).
    static std::unique_ptr<steplens::aggregator::Aggregator> aggregator = std::move(agg.value());
    static steplens::aggregator::DeepControl control(aggregator.get(), std::nullopt);
    steplens::aggregator::RunMeta meta;
    meta.run_dir = tmpl;
    std::vector<std::unique_ptr<steplens::server::ServedRun>> runs;
    runs.push_back(std::move(run.value()));
    runs.push_back(steplens::server::ServedRun::Live(&aggregator->state(), meta, "live1"));
    steplens::server::ServerOptions options;
    options.host = "127.0.0.1";
    options.port = 0;
    options.token = "fuzz-token";
    options.require_token = true;
    options.deep_control = &control;
    auto started = steplens::server::WebServer::Start(options, std::move(runs));
    if (!started.ok()) std::abort();
    return std::move(started.value());
  }();
  return server.get();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  steplens::server::HttpRoutes& routes = Server()->routes();
  MemoryStream stream(data, size);
  const size_t max_requests = Server()->limits().keep_alive_max_requests;
  for (size_t i = 0; i < max_requests && stream.is_readable(); ++i) {
    bool closed = false;
    const size_t before = stream.written().size();
    const bool more = routes.Serve(stream, i + 1 == max_requests, &closed);
    const std::string answer = stream.written().substr(before);
    if (!answer.empty() && answer.rfind("HTTP/1.1 ", 0) != 0) {
      std::fprintf(stderr, "not an HTTP answer: %.200s\n", answer.c_str());
      std::abort();
    }
    if (!more || closed) break;
  }
  return 0;
}
