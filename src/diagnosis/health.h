// diagnosis/health.h — the health family: is every rank alive and moving?
//
// Contract
// - DiagnoseHealth() is a pure function of its input (no I/O, no clock: the
//   caller passes now_ns), deterministic, never throws. Labels:
//   OK, HANG, RANK FAILED, STOPPED (a stop the user asked for), NO DATA.
// - How a rank ended (RankEndKind) comes from, in order of precedence: its
//   own fatal failure report (an exception that ended the program: the
//   cause is classified from the exception's type, bases and message —
//   out of memory, collective failure or timeout, interrupted, exception),
//   its exit record (signal or exit code; a non-zero exit after a non-fatal
//   report takes that report's cause), a disconnect without goodbye (lost),
//   or, once the job has ended, never having connected.
// - Root cause, not collateral: among the failed ranks, the culprit is the
//   first *primary* failure in time (exception, out of memory, signal,
//   exit code, lost), by the aggregator's clock; collective failures and
//   everything after the culprit are collateral. A signal that stops a rank
//   after the user asked the job to stop is not a failure: the verdict is
//   STOPPED, unless a failure came first.
// - HANG (live): when no step has completed for longer than the hang limit
//   (hang_after_ns, or automatically max(kHangFactor x the median step,
//   kHangFloorNs), kFirstStepHangNs before any step completed), and the
//   ranks' positions show it: some ranks wait in gradient synchronisation
//   while others are elsewhere (the others are named; when those others are
//   busy computing, only after kBusyHangFactor x the limit), or a rank stopped
//   heartbeating, or every rank is idle (CPU below kIdleCpuPct). Every rank
//   busy outside the step (evaluation, checkpoint) or busy inside it (a
//   slow step, compilation) is not a hang. docs/reference/diagnoses.md.
// - A HANG still open when the job ends (ended by the user or by the
//   collective timeout) stays the verdict: the caller passes it back
//   (open_hang) and it is kept with the way the job ended added.
#ifndef STEPLENS_DIAGNOSIS_HEALTH_H_
#define STEPLENS_DIAGNOSIS_HEALTH_H_

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {

inline constexpr const char* kHealthOk = "OK";
inline constexpr const char* kHang = "HANG";
inline constexpr const char* kRankFailed = "RANK FAILED";
inline constexpr const char* kStopped = "STOPPED";

// Defaults, measured and argued in docs/reference/diagnoses.md.
inline constexpr int64_t kHangFloorNs = 20'000'000'000;       // 20 s
inline constexpr double kHangFactor = 20.0;                   // x median step
inline constexpr int64_t kFirstStepHangNs = 120'000'000'000;  // 2 min
inline constexpr int64_t kHeartbeatStaleNs = 10'000'000'000;  // 10 s
// A node is lost when all of its ranks disconnect without a word within
// this window (a machine, its network or its launcher going down takes all
// of them at once; ranks that fail one by one are rank failures).
inline constexpr int64_t kNodeLostWindowNs = 5'000'000'000;  // 5 s
inline constexpr double kIdleCpuPct = 10.0;                  // below: blocked or sleeping
inline constexpr double kBusyCpuPct = 50.0;                  // above: computing
// Ranks that the others wait for but that compute (CPU >= kBusyCpuPct) are
// given this many times the hang limit before they are called stuck.
inline constexpr double kBusyHangFactor = 3.0;

enum class RankEndKind : int {
  kRunning = 0,
  kFinished,
  kException,
  kOutOfMemory,
  kCollective,
  kInterrupted,  // KeyboardInterrupt
  kSignal,
  kExitCode,
  kLost,  // connection gone without a word, no exit record (yet)
  kNeverConnected,
};
const char* RankEndKindName(RankEndKind k);  // "exception", "out_of_memory", ...

struct RankFailureInfo {  // the rank's own report
  bool fatal = false;
  int64_t ns = 0;  // aggregator clock
  uint64_t step = 0;
  std::string activity;  // "forward", "between steps", ...
  std::string exc_type, exc_bases, message, frames;
  int64_t mem_allocated = -1, mem_reserved = -1, mem_total = -1;
  std::string module;  // the traced model's module it was raised in; "" unknown
};

struct RankHealthInput {
  uint32_t rank = 0;
  std::string host;
  // The node: its host and its first global rank (rank - local rank: one
  // launcher's ranks are contiguous), so two launchers on one host are two
  // nodes. -1: unknown (never connected).
  int64_t node_first_rank = -1;
  bool connected_ever = false;
  bool live = false;                       // connected, not finished
  bool finished = false;                   // said goodbye / finished
  std::optional<RankFailureInfo> failure;  // latest report (fatal wins)
  bool has_exit = false;
  int exit_code = -1, exit_signal = 0;
  bool core_dumped = false;
  int64_t exit_ns = 0;
  std::string exit_text;  // "signal 9 (SIGKILL)"
  bool lost = false;      // disconnected without goodbye
  int64_t lost_ns = 0;
  std::string lost_reason;
  // Live position (latest heartbeat).
  std::string activity;  // ActivityName
  bool in_step = false, in_sync = false, in_dataloader = false;
  // Blocked in a torch.distributed collective (or its wait) steplens
  // wraps; collective_seq: how many such collectives the rank issued (the
  // latest one's number; 0 = not reported).
  bool in_collective = false;
  uint64_t collective_seq = 0;
  uint64_t current_step = 0;
  int64_t last_step = -1;          // highest step reported
  int64_t last_heartbeat_ns = -1;  // aggregator clock; -1 never
  double cpu_pct = NAN;            // latest process sample
  std::string stack;               // innermost frames of the main thread
  std::string stack_unavailable;   // why there is no stack ("" = none asked)
};

struct HealthInput {
  int64_t now_ns = 0;
  uint32_t world_size = 0;
  std::vector<RankHealthInput> ranks;  // every expected rank, by rank
  bool job_ended = false;
  int job_exit_code = 0;        // when job_ended
  bool job_exit_known = true;   // false: records read without the launcher
  bool stop_requested = false;  // the user asked the job to stop
  int64_t stop_ns = 0;
  int stop_signal = 0;
  uint64_t steps_completed = 0;
  int64_t last_progress_ns = -1;       // latest step completion (or first HELLO)
  double median_step_ms = NAN;         // the window's
  int64_t hang_after_ns = 0;           // 0 = automatic
  std::optional<Diagnosis> open_hang;  // the HANG verdict still open
  uint64_t rejected_connections = 0;   // HELLOs refused (wrong token / run id)
};

// HANG, RANK FAILED and STOPPED come before the step diagnoses in every view.
bool OutranksStepDiagnoses(std::string_view label);
// The hang limit this input implies (see the contract).
int64_t HangLimitNs(const HealthInput& in);
Diagnosis DiagnoseHealth(const HealthInput& in);
// How rank r ended (kRunning while it runs).
RankEndKind ClassifyRankEnd(const RankHealthInput& r, bool job_ended);
// The cause of a failure report: out of memory, collective, interrupted or
// exception (pure text matching on type, bases and message).
RankEndKind ClassifyFailureReport(const RankFailureInfo& f);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_HEALTH_H_
