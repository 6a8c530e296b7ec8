// `steplens export` on a long run: writes a synthetic finished run (N steps x
// R ranks, through the real store; bench/web/synth_run.h) unless --run names
// an existing one, then runs the real `steplens export RUN --format F -o FILE`
// for each format and reports its wall time, peak resident memory (the
// child's ru_maxrss) and output size. Streaming shows as a peak RSS that
// does not grow with the run.
//
//   steplens_export_benchmark [--steps N] [--ranks R] [--keep DIR | --run DIR]
//                             [--steplens PATH] [--smoke]
//   (--smoke: 2000 steps x 4 ranks; defaults: 100000 x 8)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "base/temp_dir.h"
#include "bench/web/synth_run.h"

namespace {

using Clock = std::chrono::steady_clock;

struct Result {
  int exit_code = -1;
  double wall_s = 0;
  long max_rss_kib = 0;
};

Result RunChild(const std::vector<std::string>& argv) {
  Result r;
  const auto start = Clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  r.wall_s = std::chrono::duration<double>(Clock::now() - start).count();
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.max_rss_kib = usage.ru_maxrss;
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  steplens::bench::SynthOptions synth;
  std::string keep, existing, binary = STEPLENS_BINARY;
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
    } else if (a == "--run" && i + 1 < argc) {
      existing = argv[++i];
    } else if (a == "--steplens" && i + 1 < argc) {
      binary = argv[++i];
    } else {
      std::fprintf(stderr,
                   "usage: %s [--steps N] [--ranks R] [--keep DIR | --run DIR] [--steplens PATH] "
                   "[--smoke]\n",
                   argv[0]);
      return 2;
    }
  }
  steplens::base::TempDir tmp("steplens_export_bench");
  std::string run_dir = existing;
  if (run_dir.empty()) {
    run_dir = keep.empty() ? tmp.path() + "/run" : keep;
    const auto t0 = Clock::now();
    const auto st = steplens::bench::SynthesizeRun(run_dir, synth);
    if (!st.ok()) {
      std::fprintf(stderr, "cannot write the synthetic run: %s\n", st.message().c_str());
      return 1;
    }
    std::printf("synthetic run: %llu steps x %u ranks in %s (%.1f s to write)\n",
                static_cast<unsigned long long>(synth.steps), synth.ranks, run_dir.c_str(),
                std::chrono::duration<double>(Clock::now() - t0).count());
  }
  std::printf("%-9s %10s %14s %12s\n", "format", "wall (s)", "peak RSS (MiB)", "output (MiB)");
  int failures = 0;
  for (const char* format : {"perfetto", "csv", "jsonl"}) {
    const std::string out = tmp.path() + "/export." + format;
    const Result r =
        RunChild({binary, "export", run_dir, "--format", format, "-o", out, "--force"});
    std::error_code ec;
    const double size_mib = static_cast<double>(std::filesystem::file_size(out, ec)) / (1 << 20);
    std::printf("%-9s %10.2f %14.1f %12.1f%s\n", format, r.wall_s, r.max_rss_kib / 1024.0,
                ec ? 0.0 : size_mib, r.exit_code == 0 ? "" : "  FAILED");
    if (r.exit_code != 0) ++failures;
    std::filesystem::remove(out, ec);
  }
  return failures == 0 ? 0 : 1;
}
