// `steplens serve RUN_DIR [RUN_DIR ...]` — the web dashboard over finished
// runs (their databases or spool files) until Ctrl-C.
#include <signal.h>

#include <cstdio>
#include <filesystem>
#include <set>

#include "cli/commands.h"
#include "server/web_server.h"
#include "store/store.h"

namespace steplens::cli {
namespace {

constexpr const char* kServeUsage =
    "usage: steplens serve RUN_DIR [RUN_DIR ...] [options]\n"
    "\n"
    "Serves the web dashboard for finished runs (run directories written by\n"
    "`steplens run`, or spool files of runs without the launcher) until Ctrl-C.\n"
    "\n"
    "options:\n"
    "  --host H    address to listen on (default 127.0.0.1); any other than a\n"
    "              loopback address requires a token on every request\n"
    "  --port P    port to listen on (default 8765; 0 picks a free one)\n"
    "  --token T   the token to require (default: generated when required;\n"
    "              the printed URL carries it)\n"
    "  -h, --help  show this help\n";

struct ServeOptions {
  std::vector<std::string> run_dirs;
  server::ServerOptions server;
};

int ParseServeArgs(const std::vector<std::string>& args, ServeOptions* o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    std::string v;
    long port = 0;
    if (a == "-h" || a == "--help") {
      std::fputs(kServeUsage, stdout);
      return -1;
    } else if (IsFlag(a, "--host")) {
      if (!TakeFlagValue(args, &i, "--host", &o->server.host)) return kExitUsage;
      if (o->server.host.empty()) {
        PrintError("--host needs an address, for example 127.0.0.1");
        return kExitUsage;
      }
    } else if (IsFlag(a, "--port")) {
      if (!TakeFlagValue(args, &i, "--port", &v)) return kExitUsage;
      if (!ParseInt(v, 0, 65535, &port)) {
        PrintError("--port must be a port number from 0 to 65535, not '" + v + "'");
        return kExitUsage;
      }
      o->server.port = static_cast<uint16_t>(port);
    } else if (IsFlag(a, "--token")) {
      if (!TakeFlagValue(args, &i, "--token", &o->server.token)) return kExitUsage;
      if (o->server.token.empty()) {
        PrintError("--token needs a value");
        return kExitUsage;
      }
      o->server.require_token = true;
    } else if (a.size() > 1 && a[0] == '-') {
      PrintError("unknown option '" + a + "' for `steplens serve`; see `steplens serve --help`");
      return kExitUsage;
    } else {
      o->run_dirs.push_back(a);
    }
  }
  if (o->run_dirs.empty()) {
    PrintError("no run directory given; usage: steplens serve RUN_DIR [RUN_DIR ...]");
    return kExitUsage;
  }
  return 0;
}

// A URL-safe id: the run id, else the directory's name; unique.
std::string UniqueId(std::string id, std::set<std::string>* taken) {
  for (char& c : id) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  }
  if (id.empty() || id == "." || id == "..") id = "run";
  std::string out = id;
  for (int n = 2; taken->count(out) > 0; ++n) out = id + "-" + std::to_string(n);
  taken->insert(out);
  return out;
}

}  // namespace

int RunServeCommand(const std::vector<std::string>& args) {
  ServeOptions opts;
  if (int rc = ParseServeArgs(args, &opts); rc != 0) return rc < 0 ? 0 : rc;
  for (const std::string& dir : opts.run_dirs) {
    auto contents = store::InspectRunDir(dir);
    if (!contents.ok()) {
      PrintError(contents.status().message());
      return kExitFailure;
    }
  }
  // Signals are taken by sigwait below; block them before any thread starts.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  signal(SIGPIPE, SIG_IGN);

  std::vector<std::unique_ptr<server::ServedRun>> runs;
  std::set<std::string> ids;
  for (const std::string& dir : opts.run_dirs) {
    std::error_code ec;
    std::string name = std::filesystem::weakly_canonical(dir, ec).filename().string();
    if (name.empty()) name = dir;
    // The id is settled after loading (the run id from its database).
    auto run = server::ServedRun::LoadFinished(dir, "");
    if (!run.ok()) {
      PrintError(run.status().message());
      return kExitFailure;
    }
    const std::string run_id = run.value()->run_id();
    runs.push_back(std::move(run.value()));
    runs.back()->set_id(UniqueId(run_id.empty() ? name : run_id, &ids));
  }
  auto server = server::WebServer::Start(opts.server, std::move(runs));
  if (!server.ok()) {
    PrintError(server.status().message());
    return kExitFailure;
  }
  std::printf("steplens: serving %zu run%s at %s (Ctrl-C to stop)\n", server.value()->runs().size(),
              server.value()->runs().size() == 1 ? "" : "s", server.value()->Url().c_str());
  std::fflush(stdout);
  int sig = 0;
  sigwait(&stop_signals, &sig);
  server.value()->Stop();
  return 0;
}

}  // namespace steplens::cli
