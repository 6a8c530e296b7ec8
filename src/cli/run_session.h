// cli/run_session.h — `steplens run` on the node that hosts the aggregator
// (node 0, or the only node): what it starts, the supervision of the job,
// and the end of the run.
//
// Contract
// - A RunSession owns, in the order they start:
//     Start():  1 the aggregator (ingest port, run state, store)
//               2 the live run as the dashboard sees it, and its reader:
//                 the web server (--ui web|both) or else a thread that polls
//                 it, so that the run cache is written at once at the end
//               3 the metrics server (--metrics-port)
//               4 the control socket (`steplens deep`, cli/control_socket.h;
//                 a run that cannot bind it goes on without, said once)
//     Launch(): 5 the terminal view, 6 the job, 7 the pump of its output
//   Stop() (also run by the destructor; idempotent) stops what is still
//   running in the reverse order. Until Launch() is called, stopping also
//   removes what the run created in its directory (RemoveCreatedRunFiles):
//   a run whose job never started leaves nothing behind; from Launch() on,
//   the run directory is kept whatever happens.
// - Start() binds every port before the job starts, so a port in use fails
//   there. Errors are one sentence a user can act on; Start() has stopped
//   what it started when it returns one. Launch() leaves the full screen
//   before it returns an error.
// - Supervise() runs until the job exits and returns its exit code: it
//   hands the ranks' exit records and the user's stop (Ctrl-C / SIGTERM,
//   cli/run_signals.h; SIGKILL after kKillAfter) to the RunState, takes the
//   ranks' stacks while the run is hung (cli/hang_stacks.h) and draws the
//   terminal view (--ui terminal|both).
// - Finish(exit_code) ends the run in the order that keeps every view
//   whole: the job's last output, the other nodes' ranks (bounded), the
//   aggregator drained, the final health verdict, the dashboard's last
//   steps and `end`, the database closed, the run cache, the dashboard and
//   the view stopped; then summary.json is written and the summary
//   printed. Returns the job's exit code.
// - One thread (steplens's main thread) calls every method; the pump's
//   thread writes the job's output under out_mu_.
#ifndef STEPLENS_CLI_RUN_SESSION_H_
#define STEPLENS_CLI_RUN_SESSION_H_

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <thread>

#include "aggregator/deep_control.h"
#include "aggregator/ingest.h"
#include "base/mutex.h"
#include "base/status.h"
#include "cli/control_socket.h"
#include "cli/launcher.h"
#include "cli/run_launch.h"
#include "server/metrics_server.h"
#include "server/served_run.h"
#include "server/web_server.h"
#include "tui/live_view.h"

namespace steplens::cli {

class RunSession {
 public:
  using Clock = std::chrono::steady_clock;

  [[nodiscard]] static base::StatusOr<std::unique_ptr<RunSession>> Start(RunSetup setup);
  ~RunSession();
  RunSession(const RunSession&) = delete;
  RunSession& operator=(const RunSession&) = delete;

  [[nodiscard]] base::Status Launch();
  int Supervise();
  int Finish(int exit_code);
  void Stop();

 private:
  explicit RunSession(RunSetup setup);
  [[nodiscard]] base::Status StartAggregator();
  [[nodiscard]] base::Status StartDashboard();
  [[nodiscard]] base::Status StartMetrics();
  [[nodiscard]] base::Status StartControl();
  // A request line on the control socket (its thread): the answer.
  std::string OnControl(std::string_view line);
  void StopCachePoller();
  void ReadRankExits();
  // One frame of the terminal view; returns when the next one is due.
  Clock::time_point Draw(Clock::time_point now);
  void OnJobOutput(std::string_view chunk);

  const RunSetup setup_;
  bool keep_files_ = false;  // Launch() was called
  std::set<uint32_t> exits_taken_;
  Clock::time_point started_;
  double duration_s_ = 0;

  // 1, and its deep-mode switch (the control socket's and the dashboard's)
  std::unique_ptr<aggregator::Aggregator> aggregator_;
  std::unique_ptr<aggregator::DeepControl> deep_control_;
  // 2: served_ is live_run_, or the web server's run once it owns it.
  std::unique_ptr<server::ServedRun> live_run_;
  server::ServedRun* served_ = nullptr;
  std::unique_ptr<server::WebServer> web_server_;
  std::atomic<bool> stop_polling_{false};
  std::thread cache_poller_;
  // 3
  std::unique_ptr<server::MetricsServer> metrics_server_;
  // 4
  std::unique_ptr<ControlServer> control_;
  // 5
  tui::TerminalView view_;
  // 6, 7
  std::unique_ptr<Job> job_;
  std::unique_ptr<OutputPump> pump_;

  // The job's output: in full screen its last lines (drawn in the view),
  // else straight to stdout; never interleaved with a frame of the view.
  base::Mutex out_mu_;
  bool full_screen_ STEPLENS_GUARDED_BY(out_mu_) = false;
  tui::LineTail tail_ STEPLENS_GUARDED_BY(out_mu_);
};

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_SESSION_H_
