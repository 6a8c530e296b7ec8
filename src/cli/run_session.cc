#include "cli/run_session.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

#include "aggregator/json_values.h"
#include "aggregator/rank_exit.h"
#include "aggregator/stack_dump.h"
#include "aggregator/summary.h"
#include "base/text.h"
#include "cli/commands.h"
#include "cli/hang_stacks.h"
#include "cli/run_files.h"
#include "cli/run_signals.h"
#include "server/prometheus.h"
#include "store/step_scan.h"
#include "tui/summary_text.h"

namespace steplens::cli {
namespace {

constexpr auto kTerminalRefresh = std::chrono::milliseconds(1000);
constexpr auto kPlainRefresh = std::chrono::milliseconds(5000);
constexpr auto kCachePollInterval = std::chrono::milliseconds(250);
// Across nodes, how long node 0 waits for the other nodes' ranks to end
// after its own ended (their last frames are on the network).
constexpr auto kOtherNodesDrain = std::chrono::seconds(30);
constexpr size_t kTailLines = 200;
constexpr auto kExitPollInterval = std::chrono::milliseconds(100);

// Node 0 across nodes: its own ranks have exited; the others' last frames
// may still be on their way. Waits (bounded) until no connected rank is
// still running (every one said goodbye or was lost).
void WaitForOtherNodes(const aggregator::Aggregator& aggregator, const NodePlan& plan) {
  if (!plan.multi()) return;
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + kOtherNodesDrain;
  bool said = false;
  while (Clock::now() < deadline) {
    // Ranks that never connected (refused, or spooling on an unreachable
    // node) will not send anything more: only connected ones are waited for.
    const aggregator::Snapshot snap = aggregator.state().GetSnapshot();
    long ended = 0, running = 0;
    for (const auto& r : snap.ranks) {
      ended += (r.finished || r.failed) ? 1 : 0;
      running += r.connected && !r.finished ? 1 : 0;
    }
    if (running == 0) return;
    if (!said) {
      std::fprintf(stderr,
                   "steplens: this node's ranks ended; waiting up to %lld s for the other "
                   "nodes' ranks (%ld of %ld ended)\n",
                   static_cast<long long>(
                       std::chrono::duration_cast<std::chrono::seconds>(kOtherNodesDrain).count()),
                   ended, plan.world_size);
      said = true;
    }
    std::this_thread::sleep_for(kPollInterval);
  }
}

}  // namespace

RunSession::RunSession(RunSetup setup) : setup_(std::move(setup)), tail_(kTailLines) {}

RunSession::~RunSession() { Stop(); }

base::StatusOr<std::unique_ptr<RunSession>> RunSession::Start(RunSetup setup) {
  std::unique_ptr<RunSession> session(new RunSession(std::move(setup)));
  for (base::Status (RunSession::*step)() :
       {&RunSession::StartAggregator, &RunSession::StartDashboard, &RunSession::StartMetrics,
        &RunSession::StartControl}) {
    if (base::Status st = (session.get()->*step)(); !st.ok()) {
      session->Stop();  // what started, in reverse order; removes what the run created
      return st;
    }
  }
  return session;
}

base::Status RunSession::StartAggregator() {
  const RunOptions& opts = setup_.options;
  const NodePlan& plan = setup_.plan;
  aggregator::AggregatorOptions agg_opts;
  agg_opts.bind_host = plan.ingest_host;
  agg_opts.port = static_cast<uint16_t>(plan.multi() ? plan.ingest_port : opts.ingest_port);
  agg_opts.token = setup_.token;
  agg_opts.run_id = setup_.run_id;
  agg_opts.run_dir = setup_.run_dir;
  agg_opts.window_steps = static_cast<uint32_t>(opts.window);
  agg_opts.hang_after_ms = static_cast<int64_t>(opts.hang_after_s * 1000);
  agg_opts.expected_world_size = static_cast<uint32_t>(plan.world_size);
  agg_opts.store.detail_steps = opts.detail_steps < 0
                                    ? store::AutoDetailSteps(static_cast<uint32_t>(plan.world_size))
                                    : static_cast<uint64_t>(opts.detail_steps);
  // A store write failure (full disk) is said at once, in one line; the run
  // goes on and the summary says from which step the database is incomplete.
  agg_opts.store.on_write_failure = [](const std::string& problem) {
    std::fprintf(stderr,
                 "steplens: %s; training goes on and summary.json still counts every step\n",
                 problem.c_str());
  };
  auto agg = aggregator::Aggregator::Start(agg_opts);
  if (!agg.ok()) return agg.status();
  aggregator_ = std::move(agg.value());
  // `steplens deep` and the dashboard's switch (aggregator/deep_control.h).
  std::optional<aggregator::DeepRequest> launched;
  if (const auto mode = aggregator::ParseDeepModeName(opts.deep)) {
    launched = aggregator::DeepRequest{*mode, 0, 0};
  }
  deep_control_ = std::make_unique<aggregator::DeepControl>(aggregator_.get(), launched);
  return base::Status::Ok();
}

// The run as the dashboard sees it. With --ui web|both the web server serves
// and polls it; otherwise a thread polls it, so that at the end the run cache
// (steplens-web.cache) is written at once and a later `steplens serve` /
// `compare` of this run starts fast.
base::Status RunSession::StartDashboard() {
  const RunOptions& opts = setup_.options;
  aggregator::Aggregator& aggregator = *aggregator_;
  aggregator::RunMeta live_meta;
  live_meta.run_dir = setup_.run_dir;
  live_meta.command = JoinCommand(opts);
  live_run_ = server::ServedRun::Live(&aggregator.state(), live_meta, setup_.run_id);
  served_ = live_run_.get();
  if (!ServesWeb(opts.ui)) {
    server::ServedRun* served = served_;
    cache_poller_ = std::thread([this, served] {
      while (!stop_polling_.load()) {
        served->Poll();
        std::this_thread::sleep_for(kCachePollInterval);
      }
    });
    return base::Status::Ok();
  }
  // Bound before the job starts, so a port in use stops here; after that
  // the job never waits for the dashboard.
  server::ServerOptions web_opts;
  web_opts.host = opts.host;
  web_opts.port = static_cast<uint16_t>(opts.port);
  web_opts.token = opts.token;
  web_opts.require_token = !opts.token.empty();
  web_opts.deep_control = deep_control_.get();
  std::vector<std::unique_ptr<server::ServedRun>> runs;
  runs.push_back(std::move(live_run_));
  auto started_web = server::WebServer::Start(web_opts, std::move(runs));
  if (!started_web.ok()) {
    served_ = nullptr;  // freed with the runs the server did not take
    return started_web.status();
  }
  web_server_ = std::move(started_web.value());
  std::fprintf(stderr, "steplens: dashboard at %s\n", web_server_->Url().c_str());
  return base::Status::Ok();
}

// Prometheus scrape endpoint of its own (server/metrics_server.h), bound
// before the job starts like the dashboard.
base::Status RunSession::StartMetrics() {
  const RunOptions& opts = setup_.options;
  if (opts.metrics_port < 0) return base::Status::Ok();
  server::MetricsServerOptions metrics_opts;
  metrics_opts.host = opts.host;
  metrics_opts.port = static_cast<uint16_t>(opts.metrics_port);
  metrics_opts.token = opts.token;
  const aggregator::RunState* state = &aggregator_->state();
  auto started_metrics = server::MetricsServer::Start(
      metrics_opts, [state] { return server::RenderLiveRuns({state}); });
  if (!started_metrics.ok()) return started_metrics.status();
  metrics_server_ = std::move(started_metrics.value());
  std::fprintf(stderr, "steplens: metrics at %s\n", metrics_server_->Url().c_str());
  return base::Status::Ok();
}

// `steplens deep` reaches the aggregator through it; a run without it (a
// file system without sockets) still runs.
base::Status RunSession::StartControl() {
  auto started = ControlServer::Start(setup_.run_dir,
                                      [this](std::string_view line) { return OnControl(line); });
  if (!started.ok()) {
    std::fprintf(stderr, "steplens: %s; `steplens deep` cannot switch this run\n",
                 started.status().message().c_str());
    return base::Status::Ok();
  }
  control_ = std::move(started.value());
  return base::Status::Ok();
}

std::string RunSession::OnControl(std::string_view line) {
  const std::optional<DeepLine> deep = ParseDeepLine(line);
  if (!deep) return "error: not a request this steplens knows (update steplens?)";
  const aggregator::DeepOutcome r = deep_control_->Switch(*deep);
  return (r.ok ? "ok: " : "error: ") + r.message;
}

base::Status RunSession::Launch() {
  keep_files_ = true;
  const RunOptions& opts = setup_.options;
  const NodePlan& plan = setup_.plan;
  const std::string endpoint = (plan.multi() ? plan.connect_host : std::string("127.0.0.1")) + ":" +
                               std::to_string(aggregator_->port());
  const LaunchSpec spec = BuildLaunchSpec(opts, plan, setup_.python, setup_.bootstrap,
                                          {endpoint, setup_.run_id, setup_.run_dir, setup_.token});
  if (plan.multi()) {
    std::fprintf(stderr,
                 "steplens: node 0 of %ld: the aggregator listens on %s:%u for the job's %ld "
                 "ranks (run %s)\n",
                 plan.nnodes, plan.ingest_host.c_str(), static_cast<unsigned>(aggregator_->port()),
                 plan.world_size, setup_.run_id.c_str());
  }

  const bool use_terminal = ShowsTerminal(opts.ui) && isatty(STDOUT_FILENO) && isatty(STDIN_FILENO);
  const bool full_screen = use_terminal && view_.Start();
  {
    base::MutexLock lock(out_mu_);
    full_screen_ = full_screen;
  }

  InstallRunSignalHandlers();
  started_ = Clock::now();
  auto job_or = Job::Launch(spec);
  if (!job_or.ok()) {
    view_.Stop();
    return job_or.status();
  }
  job_ = std::move(job_or.value());
  SetSignalTarget(job_->pid());
  pump_ = std::make_unique<OutputPump>(job_->output_fd(),
                                       [this](std::string_view chunk) { OnJobOutput(chunk); });
  if (!full_screen) {
    std::fprintf(stderr, "steplens: run directory %s\n", setup_.run_dir.c_str());
  }
  return base::Status::Ok();
}

void RunSession::OnJobOutput(std::string_view chunk) {
  base::MutexLock lock(out_mu_);
  if (full_screen_) {
    tail_.Append(chunk);
  } else {
    std::fwrite(chunk.data(), 1, chunk.size(), stdout);
    std::fflush(stdout);
  }
}

void RunSession::ReadRankExits() {
  aggregator::RunState& state = aggregator_->mutable_state();
  for (const aggregator::RankExit& e :
       aggregator::ReadNewRankExits(setup_.run_dir, &exits_taken_)) {
    state.OnRankExit(e);
    if (e.signal == SIGSEGV || e.signal == SIGABRT || e.signal == SIGBUS || e.signal == SIGFPE ||
        e.signal == SIGILL) {
      aggregator::StackRead crash = aggregator::ReadCrashStack(setup_.run_dir, e.rank);
      state.SetRankStack(e.rank, std::move(crash.frames), std::move(crash.reason));
    }
  }
}

RunSession::Clock::time_point RunSession::Draw(Clock::time_point now) {
  tui::ViewContext ctx;
  ctx.run_dir = setup_.run_dir;
  ctx.elapsed_s = std::chrono::duration<double>(now - started_).count();
  const aggregator::Snapshot snap = aggregator_->state().GetSnapshot();
  base::MutexLock lock(out_mu_);
  if (full_screen_) {
    ctx.output_tail = tail_.Lines();
    view_.PollInput();
    view_.Draw(tui::RenderScreen(snap, ctx, view_.width(), view_.height()));
    return now + kTerminalRefresh;
  }
  if (snap.ranks_seen > 0) {
    for (const auto& line : tui::RenderCompact(snap, ctx)) {
      std::fprintf(stdout, "%s\n", base::TerminalSafe(line).c_str());
    }
    std::fflush(stdout);
  }
  return now + kPlainRefresh;
}

int RunSession::Supervise() {
  aggregator::RunState& state = aggregator_->mutable_state();
  HangStacks stacks(&state, setup_.run_dir);
  std::optional<int> exit_code;
  auto next_draw = Clock::now();
  auto next_exit_poll = Clock::now();
  std::optional<Clock::time_point> first_signal_at;
  while (!(exit_code = job_->Poll())) {
    const auto now = Clock::now();
    if (const ReceivedSignals sig = SignalsReceived(); sig.count > 0 && !first_signal_at) {
      first_signal_at = now;
      state.OnStopRequested(sig.first_signal, sig.first_ns);
    }
    if (now >= next_exit_poll) {
      ReadRankExits();
      stacks.Tick(now);
      next_exit_poll = now + kExitPollInterval;
    }
    if (first_signal_at && now - *first_signal_at > kKillAfter) job_->ForwardSignal(SIGKILL);
    if (ShowsTerminal(setup_.options.ui) && now >= next_draw) next_draw = Draw(now);
    std::this_thread::sleep_for(kPollInterval);
  }
  duration_s_ = std::chrono::duration<double>(Clock::now() - started_).count();
  if (const ReceivedSignals sig = SignalsReceived(); sig.count > 0 && !first_signal_at) {
    state.OnStopRequested(sig.first_signal, sig.first_ns);
  }
  return *exit_code;
}

int RunSession::Finish(int exit_code) {
  aggregator::Aggregator& aggregator = *aggregator_;
  aggregator::RunState& state = aggregator.mutable_state();
  const std::string& dir = setup_.run_dir;
  ReadRankExits();
  pump_->Stop(kOutputDrainMs);
  if (control_) control_->Stop();  // the job has ended: nothing left to switch
  WaitForOtherNodes(aggregator, setup_.plan);

  aggregator::RunMeta meta;
  meta.run_dir = dir;
  meta.exit_code = exit_code;
  meta.duration_s = duration_s_;
  meta.command = JoinCommand(setup_.options);
  if (store::Store* store = aggregator.store()) {
    store->PutMeta("exit_code", std::to_string(exit_code));
    store->PutMeta("duration_s", std::to_string(duration_s_));
    store->PutMeta("command", meta.command);
  }
  aggregator.Stop();  // drains the last frames and flushes the database
  // The final health verdict: every rank's end is known now.
  ReadRankExits();
  state.OnJobEnded(exit_code);
  state.EvaluateHealth();
  state.PersistHealth();
  if (aggregator.store() != nullptr) {
    meta.database_problem = aggregator.store()->problem();
    // What the tiers left (flushed by Stop(); the live statistics saw every
    // step, so the note has no replay caveat).
    aggregator.store()->Flush();
    if (auto scanner = store::StepScanner::Open(aggregator.store()->path()); scanner.ok()) {
      if (auto tiers = (*scanner)->Tiers(); tiers.ok() && tiers->detail_steps > 0) {
        meta.detail = *tiers;
      }
    }
  }
  // Final steps, summary and `end` to the page; the page's reader lets go
  // of the database, so that closing it leaves the whole run in steplens.db
  // alone; then the run cache (which signs the closed database).
  StopCachePoller();
  served_->MarkFinished(meta);
  if (aggregator.store() != nullptr) aggregator.store()->Close();
  (void)served_->WriteCache();  // best effort
  if (web_server_) web_server_->Stop();
  view_.Stop();
  {
    base::MutexLock lock(out_mu_);
    full_screen_ = false;
  }
  const auto summary = aggregator::BuildSummary(aggregator.state(), meta);
  if (!WriteFileAtomically(dir + "/summary.json", aggregator::json::Dump(summary, 2) + "\n")) {
    PrintError("cannot write " + dir + "/summary.json: " + std::strerror(errno));
  }
  std::fputs("\n", stdout);
  std::fputs(tui::RenderSummaryText(summary).c_str(), stdout);
  std::fflush(stdout);
  if (const ReceivedSignals sig = SignalsReceived(); sig.count > 0) {
    std::fprintf(stderr, "steplens: the job was interrupted (signal %d); exit code %d\n",
                 sig.first_signal, exit_code);
  }
  return exit_code;
}

void RunSession::StopCachePoller() {
  stop_polling_.store(true);
  if (cache_poller_.joinable()) cache_poller_.join();
}

void RunSession::Stop() {
  // The reverse of the start order (run_session.h); each is a no-op for
  // what never started or has stopped.
  if (pump_) pump_->Stop(0);
  view_.Stop();
  if (control_) control_->Stop();
  if (metrics_server_) metrics_server_->Stop();
  StopCachePoller();
  if (web_server_) web_server_->Stop();
  if (aggregator_) {
    aggregator_->Stop();
    if (aggregator_->store() != nullptr) aggregator_->store()->Close();
  }
  if (!keep_files_) RemoveCreatedRunFiles(setup_.run_dir);
}

}  // namespace steplens::cli
