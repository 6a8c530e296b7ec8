// Web dashboard first paint on a long finished run: writes a synthetic run
// (N steps x R ranks, through the real store), starts the real
// `steplens serve RUN_DIR --port 0`, and times, from the moment the process
// is started, the answers a page needs for its first paint: /api/runs,
// summary, window, steps (2000 points) and heatmap (500 steps), fetched
// one after another (an upper bound: the page fetches them in parallel).
// Then a zoomed steps query and the server's resident memory.
//
//   steplens_web_benchmark [--steps N] [--ranks R] [--keep DIR] [--steplens PATH]
//   (--smoke: 2000 steps x 4 ranks; defaults: 100000 x 8)
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <httplib.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "base/temp_dir.h"
#include "bench/web/synth_run.h"

namespace {

using Clock = std::chrono::steady_clock;

double Ms(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

long RssKiB(pid_t pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::atol(line.c_str() + 6);
  }
  return -1;
}

}  // namespace

int main(int argc, char** argv) {
  steplens::bench::SynthOptions synth;
  std::string keep;
  std::string binary = STEPLENS_BINARY;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--smoke") {
      synth.steps = 2000;
      synth.ranks = 4;
    } else if (a == "--steps" && i + 1 < argc) {
      synth.steps = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--ranks" && i + 1 < argc) {
      synth.ranks = static_cast<uint32_t>(std::atoi(argv[++i]));
    } else if (a == "--keep" && i + 1 < argc) {
      keep = argv[++i];
    } else if (a == "--steplens" && i + 1 < argc) {
      binary = argv[++i];
    } else {
      std::fprintf(stderr,
                   "usage: %s [--steps N] [--ranks R] [--keep DIR] [--steplens PATH] [--smoke]\n",
                   argv[0]);
      return 2;
    }
  }
  steplens::base::TempDir tmp("steplens_web_bench");
  const std::string dir = keep.empty() ? tmp.path() + "/run" : keep;
  if (!std::filesystem::exists(std::filesystem::path(dir) / "steplens.db")) {
    const auto t = Clock::now();
    const steplens::base::Status st = steplens::bench::SynthesizeRun(dir, synth);
    if (!st.ok()) {
      std::fprintf(stderr, "synth_run: %s\n", st.message().c_str());
      return 1;
    }
    std::printf("wrote %llu steps x %u ranks to %s in %.1f s (%.1f MiB)\n",
                static_cast<unsigned long long>(synth.steps), synth.ranks, dir.c_str(),
                Ms(t, Clock::now()) / 1000,
                std::filesystem::file_size(std::filesystem::path(dir) / "steplens.db") / 1048576.0);
  } else {
    std::printf("reusing %s\n", dir.c_str());
  }
  std::fflush(stdout);

  int out[2];
  if (pipe(out) != 0) return 1;
  const auto start = Clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(out[1], STDOUT_FILENO);
    close(out[0]);
    execl(binary.c_str(), binary.c_str(), "serve", dir.c_str(), "--port", "0",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  // "steplens: serving 1 run at http://127.0.0.1:PORT/ (Ctrl-C to stop)"
  std::string line;
  char c;
  while (read(out[0], &c, 1) == 1 && c != '\n') line.push_back(c);
  const auto listening = Clock::now();
  const size_t at = line.find("http://127.0.0.1:");
  if (at == std::string::npos) {
    std::fprintf(stderr, "steplens serve did not print its URL: '%s'\n", line.c_str());
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    return 1;
  }
  const int port = std::atoi(line.c_str() + at + 17);
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(60, 0);
  struct Fetch {
    const char* what;
    std::string path;
  };
  auto runs = client.Get("/api/runs");
  const auto after_runs = Clock::now();
  if (!runs || runs->status != 200) return 1;
  const std::string id = nlohmann::json::parse(runs->body)["runs"][0]["id"];
  const std::string base = "/api/runs/" + id;
  std::printf("%-34s %10s %10s %10s\n", "answer", "since start", "own", "bytes");
  std::printf("%-34s %8.0f ms %10s %10s\n", "serve listening (URL printed)", Ms(start, listening),
              "", "");
  std::printf("%-34s %8.0f ms %7.1f ms %10zu\n", "/api/runs", Ms(start, after_runs),
              Ms(listening, after_runs), runs->body.size());
  const Fetch fetches[] = {{"summary", base + "/summary"},
                           {"window", base + "/window"},
                           {"steps (2000 points)", base + "/steps"},
                           {"heatmap (500 steps)", base + "/heatmap"}};
  Clock::time_point last = after_runs;
  for (const Fetch& f : fetches) {
    auto res = client.Get(f.path.c_str());
    const auto now = Clock::now();
    if (!res || res->status != 200) {
      std::fprintf(stderr, "%s failed\n", f.path.c_str());
      return 1;
    }
    std::printf("%-34s %8.0f ms %7.1f ms %10zu\n", f.what, Ms(start, now), Ms(last, now),
                res->body.size());
    last = now;
  }
  std::printf("first paint (all of the above): %.0f ms after `steplens serve` started\n",
              Ms(start, last));
  const uint64_t mid = synth.steps / 2;
  const std::string zoom =
      base + "/steps?from=" + std::to_string(mid) + "&to=" + std::to_string(mid + 999);
  const auto z0 = Clock::now();
  auto zres = client.Get(zoom.c_str());
  std::printf("zoomed steps (1000-step range): %.1f ms, %zu bytes\n", Ms(z0, Clock::now()),
              zres ? zres->body.size() : 0);
  std::printf("steplens serve RSS: %.1f MiB\n", RssKiB(pid) / 1024.0);
  kill(pid, SIGINT);
  int status = 0;
  waitpid(pid, &status, 0);
  close(out[0]);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
