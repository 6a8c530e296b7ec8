// The health family (diagnosis/health.h): failed ranks, culprit vs collateral,
// a stop the user asked for, and hangs.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string_view>
#include <variant>

#include "diagnosis/health.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis {
namespace {

bool Contains(std::string_view text, std::string_view what) {
  return text.find(what) != std::string_view::npos;
}

bool IsPrimary(RankEndKind k) {
  return k == RankEndKind::kException || k == RankEndKind::kOutOfMemory ||
         k == RankEndKind::kSignal || k == RankEndKind::kExitCode || k == RankEndKind::kLost;
}

bool IsFailure(RankEndKind k) {
  return k != RankEndKind::kRunning && k != RankEndKind::kFinished &&
         k != RankEndKind::kNeverConnected;
}

// When the rank's failure happened: the earliest of what is known.
int64_t FailureNs(const RankHealthInput& r) {
  int64_t t = INT64_MAX;
  if (r.failure && (r.failure->fatal || r.has_exit || r.lost)) t = std::min(t, r.failure->ns);
  if (r.has_exit) t = std::min(t, r.exit_ns);
  if (r.lost) t = std::min(t, r.lost_ns);
  return t;
}

std::string Seconds(int64_t ns) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(ns) / 1e9);
  return buf;
}

std::string FirstLine(const std::string& text) {
  const size_t nl = text.find('\n');
  return nl == std::string::npos ? text : text.substr(0, nl);
}

std::string RankList(const std::vector<uint32_t>& ranks) {
  std::string out;
  for (size_t i = 0; i < ranks.size(); ++i) {
    if (i > 0) out += ", ";
    if (i == 8 && ranks.size() > 9) return out + "... (" + std::to_string(ranks.size()) + " ranks)";
    out += std::to_string(ranks[i]);
  }
  return out;
}

std::string Where(const RankHealthInput& r) {
  if (r.in_dataloader && !r.in_step) return "in its data loader";
  if (r.activity == "between steps" || r.activity.empty()) return "outside any step";
  if (r.activity == "finished") return "finished";
  if (r.in_sync) return "waiting in gradient synchronisation";
  if (r.in_collective) {
    return r.collective_seq > 0 ? "blocked in collective #" + std::to_string(r.collective_seq)
                                : std::string("blocked in a collective");
  }
  // "in step" (record.cc): inside a step, in none of its phases.
  std::string where = r.activity == "in step" ? "in a step" : "in " + r.activity;
  if (r.collective_seq > 0) {
    return where + " after collective #" + std::to_string(r.collective_seq);
  }
  return where;
}

// The collective sequence numbers of `ranks` other than the stuck ones, as
// "#N" or "#N-#M" ("" when none reported).
std::string OthersAt(const std::vector<const RankHealthInput*>& ranks, uint64_t except) {
  uint64_t lo = UINT64_MAX, hi = 0;
  for (const auto* r : ranks) {
    if (r->collective_seq == 0 || r->collective_seq == except) continue;
    lo = std::min(lo, r->collective_seq);
    hi = std::max(hi, r->collective_seq);
  }
  if (hi == 0) return "";
  return lo == hi ? "#" + std::to_string(lo) : "#" + std::to_string(lo) + "-#" + std::to_string(hi);
}

// Evidence describing how one failed rank ended.
void AddFailureEvidence(Diagnosis* d, const RankHealthInput& r, RankEndKind kind) {
  d->Add("cause", std::string(RankEndKindName(kind)));
  if (r.failure) {
    d->Add("exception_type", r.failure->exc_type);
    d->Add("message", r.failure->message.substr(0, 500));
    d->Add("step", static_cast<int64_t>(r.failure->step));
    d->Add("phase", r.failure->activity);
    if (!r.failure->frames.empty()) d->Add("frames", r.failure->frames);
    if (!r.failure->module.empty()) d->Add("module", r.failure->module);
    if (r.failure->mem_allocated >= 0) d->Add("cuda_allocated_bytes", r.failure->mem_allocated);
    if (r.failure->mem_reserved >= 0) d->Add("cuda_reserved_bytes", r.failure->mem_reserved);
    if (r.failure->mem_total >= 0) d->Add("cuda_total_bytes", r.failure->mem_total);
  } else {
    d->Add("step", r.last_step >= 0 ? EvidenceValue(r.last_step + 1) : EvidenceValue());
    d->Add("last_completed_step", r.last_step >= 0 ? EvidenceValue(r.last_step) : EvidenceValue());
    d->Add("phase", r.activity.empty() ? EvidenceValue() : EvidenceValue(r.activity));
  }
  if (r.has_exit) d->Add("exit", r.exit_text);
  if (r.lost) d->Add("disconnect", r.lost_reason);
  if (!r.stack.empty()) d->Add("stack", r.stack);
}

std::string CauseSentence(const RankHealthInput& r, RankEndKind kind) {
  const std::string where =
      r.failure ? " at step " + std::to_string(r.failure->step) + " (" + r.failure->activity + ")"
      : r.last_step >= 0 ? " after step " + std::to_string(r.last_step)
                         : " before its first step";
  std::string what;
  switch (kind) {
    case RankEndKind::kOutOfMemory:
      what = "ran out of memory (" + r.failure->exc_type + ")";
      break;
    case RankEndKind::kException:
    case RankEndKind::kCollective:
    case RankEndKind::kInterrupted:
      what = "raised " + r.failure->exc_type + ": " + FirstLine(r.failure->message).substr(0, 200);
      if (kind == RankEndKind::kCollective) what = "failed in a collective: " + what.substr(7);
      break;
    case RankEndKind::kSignal:
      what = "was killed by " + r.exit_text;
      break;
    case RankEndKind::kExitCode:
      what = "exited with " + r.exit_text + " without reporting an exception";
      break;
    case RankEndKind::kLost:
      what = "disconnected without a word (" + r.lost_reason + ")";
      break;
    default:
      what = "ended";
  }
  return "Rank " + std::to_string(r.rank) + " " + what + where + ".";
}

std::string ActionFor(RankEndKind kind) {
  switch (kind) {
    case RankEndKind::kOutOfMemory:
      return "Lower the batch size or sequence length on that rank, or enable activation "
             "checkpointing; compare its memory with the other ranks (step memory).";
    case RankEndKind::kSignal:
      return "Check why the process was killed: SIGKILL often means the kernel's OOM killer "
             "(dmesg) or the scheduler; SIGSEGV/SIGABRT a native crash (the stack file in "
             "<run-dir>/stacks).";
    case RankEndKind::kCollective:
      return "A collective failed: look for the rank that failed or stalled first, then check "
             "the network / NCCL environment.";
    case RankEndKind::kLost:
      return "The rank vanished: check its output (stdout.log) and the host.";
    default:
      return "Read the traceback in the evidence (and that rank's output in stdout.log) and fix "
             "the error.";
  }
}

// A lost rank whose whole node went with it: every rank of its node (same
// host, same first rank) was lost within kNodeLostWindowNs, and some rank
// elsewhere was not: the node (its launcher, network or machine) is lost,
// not one rank. Named with the node's first rank; its ranks are not
// collateral of each other.
std::optional<Diagnosis> NodeLost(const HealthInput& in, const std::vector<RankEndKind>& kinds,
                                  const RankHealthInput& culprit) {
  if (culprit.node_first_rank < 0) return std::nullopt;
  std::vector<uint32_t> node_ranks, collateral;
  int64_t first_ns = INT64_MAX, last_ns = INT64_MIN;
  bool elsewhere_alive = false;
  for (size_t i = 0; i < in.ranks.size(); ++i) {
    const RankHealthInput& r = in.ranks[i];
    const bool same_node = r.host == culprit.host && r.node_first_rank == culprit.node_first_rank;
    if (!same_node) {
      if (kinds[i] != RankEndKind::kLost) elsewhere_alive = true;
      if (IsFailure(kinds[i])) collateral.push_back(r.rank);
      continue;
    }
    if (kinds[i] != RankEndKind::kLost) return std::nullopt;  // one of them lived on
    node_ranks.push_back(r.rank);
    first_ns = std::min(first_ns, r.lost_ns);
    last_ns = std::max(last_ns, r.lost_ns);
  }
  if (node_ranks.size() < 2 || !elsewhere_alive || last_ns - first_ns > kNodeLostWindowNs) {
    return std::nullopt;
  }
  Diagnosis d;
  d.label = kRankFailed;
  d.severity = Severity::kCritical;
  d.rank = static_cast<int>(node_ranks.front());
  d.summary = "Node lost: ranks " + RankList(node_ranks) + " (host " + culprit.host +
              ") all disconnected without a word within " + Seconds(last_ns - first_ns) + " s (" +
              culprit.lost_reason + ") while other ranks went on.";
  if (!collateral.empty()) {
    d.summary += std::string(collateral.size() > 1 ? " Ranks " : " Rank ") + RankList(collateral) +
                 " failed after it (collateral).";
  }
  d.Add("cause", std::string("node_lost"));
  d.Add("host", culprit.host);
  d.Add("node_ranks", RankList(node_ranks));
  d.Add("step", culprit.last_step);
  d.Add("collateral_ranks", RankList(collateral));
  d.Add("failed_ranks", static_cast<int64_t>(collateral.size() + node_ranks.size()));
  d.action =
      "Check that node: its steplens launcher and torchrun output, the machine (dmesg, OOM "
      "killer, power) and its network link to node 0.";
  return d;
}

Diagnosis Failed(const HealthInput& in, const std::vector<RankEndKind>& kinds) {
  // Culprit: the first primary failure in time; else the first failure.
  const RankHealthInput* culprit = nullptr;
  int64_t culprit_ns = INT64_MAX;
  for (int pass = 0; pass < 2 && culprit == nullptr; ++pass) {
    for (size_t i = 0; i < in.ranks.size(); ++i) {
      const RankEndKind k = kinds[i];
      if (!IsFailure(k) || (pass == 0 && !IsPrimary(k))) continue;
      const int64_t t = FailureNs(in.ranks[i]);
      if (t < culprit_ns) {
        culprit_ns = t;
        culprit = &in.ranks[i];
      }
    }
  }
  Diagnosis d;
  if (culprit == nullptr) return d;
  const RankEndKind kind = kinds[culprit->rank < kinds.size() ? culprit->rank : 0];
  std::vector<uint32_t> collateral;
  for (size_t i = 0; i < in.ranks.size(); ++i) {
    if (&in.ranks[i] != culprit && IsFailure(kinds[i])) collateral.push_back(in.ranks[i].rank);
  }
  d.label = kRankFailed;
  d.severity = Severity::kCritical;
  d.rank = static_cast<int>(culprit->rank);
  if (kind == RankEndKind::kLost) {
    if (std::optional<Diagnosis> node = NodeLost(in, kinds, *culprit)) return *node;
  }
  if (culprit->failure) {
    const std::string& a = culprit->failure->activity;
    if (a == "forward" || a == "backward" || a == "optimizer") d.phase = a;
  }
  d.summary = CauseSentence(*culprit, kind);
  if (!collateral.empty()) {
    d.summary += std::string(collateral.size() > 1 ? " Ranks " : " Rank ") + RankList(collateral) +
                 " failed after it (collateral).";
  }
  AddFailureEvidence(&d, *culprit, kind);
  d.Add("collateral_ranks", RankList(collateral));
  d.Add("failed_ranks", static_cast<int64_t>(collateral.size() + 1));
  d.action = ActionFor(kind);
  return d;
}

// After the last step: some ranks ended their training (goodbye, or a clean
// exit) while others have not ended for the hang limit — a rank stuck in a
// final barrier or in destroy_process_group that cannot complete. The ranks
// whose process still runs (finished without an exit, or live outside any
// step) are stuck; when every rank is, none is named. A live rank inside a
// step is not after the last step (the rules below judge it); live ranks
// all busy are working (an evaluation or a checkpoint after training), and
// a finished rank's CPU is not known (its recorder stopped): the hang
// limit is its grace. Returns nullopt when the shape does not hold.
std::optional<Diagnosis> HangAfterLastStep(const HealthInput& in,
                                           const std::vector<RankEndKind>& kinds, int64_t stalled) {
  std::vector<const RankHealthInput*> stuck, waiting;
  std::vector<uint32_t> exited;
  bool any_finished = false, stuck_all_busy = true;
  int connected = 0;
  for (size_t i = 0; i < in.ranks.size(); ++i) {
    const RankHealthInput& r = in.ranks[i];
    if (!r.connected_ever) continue;
    ++connected;
    if (r.live && r.in_step) return std::nullopt;  // still training
    if (kinds[i] == RankEndKind::kFinished) any_finished = true;
    if (kinds[i] == RankEndKind::kFinished && r.has_exit) exited.push_back(r.rank);
    if (r.live || (kinds[i] == RankEndKind::kFinished && !r.has_exit)) {
      stuck.push_back(&r);
      stuck_all_busy =
          stuck_all_busy && r.live && std::isfinite(r.cpu_pct) && r.cpu_pct >= kBusyCpuPct;
      if (r.live && (r.in_collective || r.in_sync)) waiting.push_back(&r);
    }
  }
  if (!any_finished || stuck.empty() || stuck_all_busy) return std::nullopt;
  Diagnosis d;
  d.label = kHang;
  d.severity = Severity::kCritical;
  std::vector<uint32_t> stuck_ranks, waiting_ranks;
  for (const auto* r : stuck) stuck_ranks.push_back(r->rank);
  for (const auto* r : waiting) waiting_ranks.push_back(r->rank);
  const bool named = static_cast<int>(stuck.size()) < connected;
  const std::string last_step = std::to_string(in.steps_completed > 0 ? in.steps_completed - 1 : 0);
  const std::string which = std::string(stuck.size() > 1 ? "ranks " : "rank ") +
                            RankList(stuck_ranks) + (stuck.size() > 1 ? " have" : " has");
  if (named) {
    d.rank = static_cast<int>(stuck.front()->rank);
    d.phase = "finished";
  }
  d.summary = "No step for " + Seconds(stalled) + " s: " + which +
              " not exited after its last step (step " + last_step + ")" +
              (exited.empty() ? std::string(", nor has any other rank")
                              : std::string(" while rank") + (exited.size() > 1 ? "s " : " ") +
                                    RankList(exited) + " exited cleanly") +
              ": stuck at the end of the job (a final barrier or destroy_process_group that "
              "cannot complete?).";
  d.Add("reason", std::string("training finished, but the job has not ended"));
  d.Add("after_last_step", true);
  d.Add("last_step", static_cast<int64_t>(in.steps_completed) - 1);
  d.Add("stuck_ranks", RankList(stuck_ranks));
  d.Add("waiting_ranks", RankList(waiting_ranks));
  d.Add("exited_ranks", RankList(exited));
  std::string positions;
  for (const auto* r : stuck) {
    positions += "rank " + std::to_string(r->rank) + ": " +
                 (r->live ? Where(*r) : std::string("finished its training, process running")) +
                 ", last completed " +
                 (r->last_step >= 0 ? std::to_string(r->last_step) : std::string("none")) + "\n";
  }
  positions.pop_back();
  d.Add("positions", positions);
  const RankHealthInput& first = *stuck.front();
  if (!first.stack.empty()) {
    d.Add("stack", first.stack);
  } else if (!first.stack_unavailable.empty()) {
    d.Add("stack", "stack unavailable: " + first.stack_unavailable);
  }
  d.action = "Look at rank " + std::to_string(first.rank) +
             "'s stack (evidence, and <run-dir>/stacks/): it is where the job waits after "
             "training. Every rank must reach the same final collectives (barrier, "
             "destroy_process_group); stop the job (Ctrl-C) once its checkpoint is saved.";
  return d;
}

// Whether `d` is a HANG after the last step (HangAfterLastStep).
bool IsHangAfterLastStep(const Diagnosis& d) {
  const EvidenceValue* v = d.Find("after_last_step");
  return v != nullptr && std::holds_alternative<bool>(*v) && std::get<bool>(*v);
}

}  // namespace

const char* RankEndKindName(RankEndKind k) {
  switch (k) {
    case RankEndKind::kRunning:
      return "running";
    case RankEndKind::kFinished:
      return "finished";
    case RankEndKind::kException:
      return "exception";
    case RankEndKind::kOutOfMemory:
      return "out_of_memory";
    case RankEndKind::kCollective:
      return "collective_failure";
    case RankEndKind::kInterrupted:
      return "interrupted";
    case RankEndKind::kSignal:
      return "signal";
    case RankEndKind::kExitCode:
      return "exit_code";
    case RankEndKind::kLost:
      return "lost";
    case RankEndKind::kNeverConnected:
      return "never_connected";
  }
  return "unknown";
}

RankEndKind ClassifyFailureReport(const RankFailureInfo& f) {
  const std::string& b = f.exc_bases;
  if (Contains(b, "OutOfMemoryError") || Contains(b, "MemoryError") ||
      Contains(f.message, "CUDA out of memory")) {
    return RankEndKind::kOutOfMemory;
  }
  if (Contains(b, "KeyboardInterrupt")) return RankEndKind::kInterrupted;
  if (Contains(b, "DistError") || Contains(b, "DistBackendError") ||
      Contains(b, "DistNetworkError") || Contains(b, "DistStoreError")) {
    return RankEndKind::kCollective;
  }
  for (std::string_view pattern :
       {"gloo/", "NCCL", "Connection closed by peer", "Connection reset by peer", "ProcessGroup",
        "Broken pipe", "Socket Timeout", "Timed out waiting", "c10d"}) {
    if (Contains(f.message, pattern)) return RankEndKind::kCollective;
  }
  return RankEndKind::kException;
}

RankEndKind ClassifyRankEnd(const RankHealthInput& r, bool job_ended) {
  if (r.failure && r.failure->fatal) return ClassifyFailureReport(*r.failure);
  if (r.has_exit) {
    if (r.exit_signal != 0) return RankEndKind::kSignal;
    if (r.exit_code != 0)
      return r.failure ? ClassifyFailureReport(*r.failure) : RankEndKind::kExitCode;
    // Exited cleanly without ever reporting: it never called trace_step.
    return r.connected_ever ? RankEndKind::kFinished : RankEndKind::kNeverConnected;
  }
  if (r.finished) return RankEndKind::kFinished;
  if (r.lost) return RankEndKind::kLost;
  if (!r.connected_ever) return job_ended ? RankEndKind::kNeverConnected : RankEndKind::kRunning;
  return job_ended && !r.live ? RankEndKind::kFinished : RankEndKind::kRunning;
}

bool OutranksStepDiagnoses(std::string_view label) {
  return label == kHang || label == kRankFailed || label == kStopped;
}

int64_t HangLimitNs(const HealthInput& in) {
  if (in.hang_after_ns > 0) return in.hang_after_ns;
  if (in.steps_completed == 0 || !std::isfinite(in.median_step_ms)) return kFirstStepHangNs;
  return std::max<int64_t>(kHangFloorNs, SaturatingRound(kHangFactor * in.median_step_ms * 1e6, 0));
}

Diagnosis DiagnoseHealth(const HealthInput& in) {
  std::vector<RankEndKind> kinds;
  kinds.reserve(in.ranks.size());
  bool any_failure = false, any_connected = false;
  std::vector<uint32_t> never;
  for (const RankHealthInput& r : in.ranks) {
    kinds.push_back(ClassifyRankEnd(r, in.job_ended));
    any_failure = any_failure || IsFailure(kinds.back());
    any_connected = any_connected || r.connected_ever;
    if (kinds.back() == RankEndKind::kNeverConnected) never.push_back(r.rank);
  }

  // A stop the user asked for: the failures after it are its consequence.
  if (in.stop_requested) {
    bool failed_before_stop = false;
    for (size_t i = 0; i < in.ranks.size(); ++i) {
      if (IsPrimary(kinds[i]) && FailureNs(in.ranks[i]) < in.stop_ns) failed_before_stop = true;
    }
    if (!failed_before_stop) {
      if (in.open_hang) {
        Diagnosis d = *in.open_hang;
        d.summary += " The user then stopped the job.";
        d.Add("ended_by", std::string("stopped by the user"));
        return d;
      }
      Diagnosis d;
      d.label = kStopped;
      d.severity = Severity::kInfo;
      uint64_t step = in.steps_completed;
      d.summary = "Stopped by the user (signal " + std::to_string(in.stop_signal) + ") after " +
                  std::to_string(step) + " complete steps.";
      d.Add("signal", static_cast<int64_t>(in.stop_signal));
      d.Add("steps_completed", static_cast<int64_t>(step));
      d.action = "None needed: the run was stopped on request.";
      return d;
    }
  }

  if (any_failure) {
    Diagnosis d = Failed(in, kinds);
    if (in.open_hang && d.rank >= 0 &&
        kinds[static_cast<size_t>(d.rank)] != RankEndKind::kException &&
        kinds[static_cast<size_t>(d.rank)] != RankEndKind::kOutOfMemory) {
      // Hung, then ended by the collective timeout (or a kill): the hang is
      // the root cause, the failures its end.
      Diagnosis h = *in.open_hang;
      h.summary += " The job then ended: " + d.summary;
      h.Add("ended_by", d.summary);
      return h;
    }
    if (d.label == kRankFailed) return d;
  }

  if (in.job_ended) {
    Diagnosis d;
    // A hang after the last step that ended in a clean exit was a slow end
    // (a long final save), not a deadlock: the episode stays in the timeline.
    if (in.open_hang &&
        !(IsHangAfterLastStep(*in.open_hang) && in.job_exit_code == 0 && in.job_exit_known)) {
      d = *in.open_hang;
      d.Add("ended_by", "the job exited with code " + std::to_string(in.job_exit_code));
      return d;
    }
    if (!in.job_exit_known) {
      d.label = kHealthOk;
      d.severity = Severity::kInfo;
      d.summary =
          "No rank reported a failure (how the job ended is unknown: its records were "
          "read without `steplens run`).";
      d.Add("ranks_seen", static_cast<int64_t>(in.ranks.size() - never.size()));
      d.Add("never_connected", RankList(never));
      d.action = "None needed.";
      return d;
    }
    if (in.job_exit_code != 0) {
      d.label = kRankFailed;
      d.severity = Severity::kCritical;
      d.summary =
          "The job exited with code " + std::to_string(in.job_exit_code) +
          " but no rank reported a failure (the launcher or code outside the ranks failed?).";
      d.Add("exit_code", static_cast<int64_t>(in.job_exit_code));
      d.action = "Read the end of stdout.log for the launcher's error.";
      return d;
    }
    d.label = kHealthOk;
    d.severity = never.empty() ? Severity::kInfo : Severity::kWarning;
    // Connections refused (a wrong token, another run's id) explain ranks
    // that never connected better than a missing trace_step does.
    const bool refused = !never.empty() && in.rejected_connections > 0;
    d.summary = never.empty()
                    ? "Every rank finished cleanly."
                    : "The job finished (exit 0), but rank" +
                          std::string(never.size() > 1 ? "s " : " ") + RankList(never) +
                          " never connected to steplens" +
                          (refused ? " (" + std::to_string(in.rejected_connections) +
                                         " connections were refused: a wrong token or another "
                                         "run's id)"
                                   : std::string(" (no trace_step on that rank?)")) +
                          ": its steps are not in this run.";
    d.Add("ranks_finished", static_cast<int64_t>(in.ranks.size() - never.size()));
    d.Add("never_connected", RankList(never));
    if (in.rejected_connections > 0) {
      d.Add("rejected_connections", static_cast<int64_t>(in.rejected_connections));
    }
    d.action = never.empty() ? "None needed."
               : refused
                   ? "Give every node the same --token (or STEPLENS_TOKEN) and --rdzv-endpoint."
                   : "Call steplens.trace_step on every rank, not only on rank 0.";
    return d;
  }

  // Live: is the run moving?
  Diagnosis d;
  if (!any_connected) {
    d.label = kNoData;
    d.summary = "No rank has connected yet.";
    d.action = "Wait for the first trace_step.";
    return d;
  }
  const int64_t limit = HangLimitNs(in);
  const int64_t stalled = in.last_progress_ns >= 0 ? in.now_ns - in.last_progress_ns : 0;
  d.label = kHealthOk;
  d.severity = Severity::kInfo;
  d.summary = "Every rank is alive and the run makes progress.";
  d.action = "None needed.";
  d.Add("stalled_s", static_cast<double>(stalled) / 1e9);
  d.Add("hang_limit_s", static_cast<double>(limit) / 1e9);
  if (stalled < limit) return d;
  if (std::optional<Diagnosis> after = HangAfterLastStep(in, kinds, stalled)) {
    after->Add("stalled_s", static_cast<double>(stalled) / 1e9);
    after->Add("hang_limit_s", static_cast<double>(limit) / 1e9);
    return *after;
  }

  std::vector<const RankHealthInput*> live, waiting, behind, silent;
  bool all_busy = true, all_idle = true, all_outside = true;
  for (const RankHealthInput& r : in.ranks) {
    if (!r.live) continue;
    live.push_back(&r);
    const bool stale =
        r.last_heartbeat_ns < 0 || in.now_ns - r.last_heartbeat_ns > kHeartbeatStaleNs;
    if (stale) silent.push_back(&r);
    (r.in_sync || r.in_collective ? waiting : behind).push_back(&r);
    const bool busy = std::isfinite(r.cpu_pct) && r.cpu_pct >= kBusyCpuPct;
    const bool idle = std::isfinite(r.cpu_pct) && r.cpu_pct < kIdleCpuPct;
    all_busy = all_busy && busy;
    all_idle = all_idle && idle;
    all_outside = all_outside && !r.in_step;
  }
  if (live.empty()) return d;
  std::vector<const RankHealthInput*> stuck;
  std::string why;
  if (!silent.empty()) {
    stuck = silent;
    why = "stopped reporting (no heartbeat)";
  } else if (!waiting.empty() && !behind.empty()) {
    bool behind_busy = true;
    for (const auto* r : behind) {
      behind_busy = behind_busy && std::isfinite(r->cpu_pct) && r->cpu_pct >= kBusyCpuPct;
    }
    if (behind_busy && stalled < SaturatingRound(kBusyHangFactor * static_cast<double>(limit), 0)) {
      // The ranks everyone waits for are computing (a slow first step, a
      // compilation on one rank): slow, not stuck — until kBusyHangFactor x
      // the limit, past which a busy loop is as stuck as a blocked one.
      d.summary = "No step for " + Seconds(stalled) +
                  " s: the ranks in gradient synchronisation "
                  "wait for busy ranks (computing, not blocked): not a hang yet.";
      return d;
    }
    stuck = behind;
    why = behind_busy ? "waited for by the ranks in gradient synchronisation, busy for "
                        "longer than 3 x the hang limit"
                      : "waited for by the ranks in gradient synchronisation";
  } else if (!waiting.empty()) {
    // Every rank blocked in a collective. With sequence numbers, ranks that
    // are not at the same one are out of step: those at the lowest number
    // called a collective the others never did (or in another order).
    uint64_t lo = UINT64_MAX, hi = 0;
    for (const auto* r : waiting) {
      if (r->collective_seq == 0) continue;
      lo = std::min(lo, r->collective_seq);
      hi = std::max(hi, r->collective_seq);
    }
    if (hi > 0 && lo < hi) {
      for (const auto* r : waiting) {
        if (r->collective_seq == lo) stuck.push_back(r);
      }
      why =
          "every rank is blocked in a collective, but not the same one: the ranks at the lowest "
          "collective number called one the others did not (or in another order)";
    } else if (hi > 0) {
      why = "every rank is blocked in collective #" + std::to_string(hi) +
            ", which cannot complete (a rank outside the job, a network or backend fault)";
    } else {
      why = "every rank waits in gradient synchronisation (a collective that cannot complete)";
    }
  } else if (all_busy) {
    d.summary = all_outside
                    ? "No step for " + Seconds(stalled) +
                          " s, every rank busy outside the training step (evaluation or "
                          "checkpoint?): not a hang."
                    : "No step for " + Seconds(stalled) +
                          " s, every rank busy inside the step (a slow step or compilation): not a "
                          "hang.";
    return d;
  } else if (all_idle) {
    // Every rank blocked: those furthest behind are the ones to look at.
    uint64_t min_step = UINT64_MAX;
    for (const auto* r : live) min_step = std::min(min_step, r->current_step);
    for (const auto* r : live) {
      if (r->current_step == min_step) stuck.push_back(r);
    }
    if (stuck.size() == live.size()) stuck.clear();
    why = "every rank idle";
  } else {
    return d;  // some busy, none known to wait: still working
  }

  d.label = kHang;
  d.severity = Severity::kCritical;
  const RankHealthInput* first = stuck.empty() ? nullptr : stuck.front();
  std::vector<uint32_t> stuck_ranks;
  for (const auto* r : stuck) stuck_ranks.push_back(r->rank);
  std::vector<uint32_t> waiting_ranks;
  for (const auto* r : waiting) waiting_ranks.push_back(r->rank);
  if (first != nullptr) {
    d.rank = static_cast<int>(first->rank);
    if (first->activity == "forward" || first->activity == "backward" ||
        first->activity == "optimizer") {
      d.phase = first->activity;
    }
    d.summary = "No step for " + Seconds(stalled) + " s: rank" + (stuck.size() > 1 ? "s " : " ") +
                RankList(stuck_ranks) + " " + (stuck.size() > 1 ? "are " : "is ") + Where(*first) +
                " (step " + std::to_string(first->current_step) + ")";
    std::vector<const RankHealthInput*> others;
    std::vector<uint32_t> other_ranks;
    for (const auto* r : waiting) {
      if (std::find(stuck.begin(), stuck.end(), r) == stuck.end()) {
        others.push_back(r);
        other_ranks.push_back(r->rank);
      }
    }
    if (!others.empty()) {
      bool collective = false;
      for (const auto* r : others) collective = collective || r->in_collective;
      const std::string at = OthersAt(others, first->collective_seq);
      d.summary += " while rank" + std::string(others.size() > 1 ? "s " : " ") +
                   RankList(other_ranks) + " wait" + (others.size() > 1 ? "" : "s") +
                   (collective ? " in a collective" : " in gradient synchronisation") +
                   (at.empty() ? "" : " (" + at + ")");
    }
    d.summary += ".";
  } else {
    d.summary = "No step for " + Seconds(stalled) + " s: " + why + ".";
  }
  d.Add("reason", why);
  d.Add("stuck_ranks", RankList(stuck_ranks));
  d.Add("waiting_ranks", RankList(waiting_ranks));
  std::string positions;
  for (const auto* r : live) {
    char cpu[16] = "?";
    if (std::isfinite(r->cpu_pct)) std::snprintf(cpu, sizeof cpu, "%.0f%%", r->cpu_pct);
    positions += "rank " + std::to_string(r->rank) + ": " + Where(*r) + ", step " +
                 std::to_string(r->current_step) + ", last completed " +
                 (r->last_step >= 0 ? std::to_string(r->last_step) : std::string("none")) +
                 ", cpu " + cpu +
                 (r->collective_seq > 0 ? ", collectives " + std::to_string(r->collective_seq)
                                        : std::string()) +
                 "\n";
  }
  if (!positions.empty()) positions.pop_back();
  d.Add("positions", positions);
  if (first != nullptr) {
    if (!first->stack.empty()) {
      d.Add("stack", first->stack);
    } else if (!first->stack_unavailable.empty()) {
      d.Add("stack", "stack unavailable: " + first->stack_unavailable);
    }
  }
  d.action = first != nullptr
                 ? "Look at rank " + std::to_string(first->rank) +
                       "'s stack (evidence, and <run-dir>/stacks/): it is where the job waits. "
                       "Other ranks' stacks are in the same folder."
                 : "Every rank's stack is in <run-dir>/stacks/: look for the collective they "
                   "block in and the rank that never joined it.";
  return d;
}

}  // namespace steplens::diagnosis
