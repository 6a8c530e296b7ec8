// aggregator/diagnosis_timeline.h — the run's diagnosis over time: when each
// verdict started and ended, and the whole-run verdict built from that.
//
// Contract
// - Fed one evaluation at a time: the engine's Diagnoses over the window that
//   ends at complete step `step` (Update). Evaluations must come in step
//   order; one whose step is not beyond the previous one's is ignored.
// - An evaluation covers the complete steps since the previous evaluation
//   (the first covers every step up to its own). Step-based, so the verdict
//   does not depend on how often the caller evaluates.
// - Episodes. For each kind (step time, step memory) consecutive evaluations
//   with the same identity — label, culprit rank and phase — form one episode.
//   A problem (severity warning or critical) opens an episode only when it is
//   confirmed: consecutive evaluations keep saying it until one ends at least
//   kConfirmSteps complete steps (the confirming verdict's
//   Diagnosis::confirm_steps when set) or kConfirmWallNs of wall time after
//   the first (whichever comes first; wall time only when both are known).
//   Until then it is held (pending) and its steps go to the episode it opens,
//   or, when an evaluation says something else first, to whatever that one
//   opens or extends; such an unconfirmed blip counts in suppressed_blips()
//   and nowhere else (a single evaluation on a loaded host naming a rank is
//   noise, not a finding). The distance, not the number of evaluations, is
//   what confirms: evaluations a few steps apart judge almost the same steps,
//   and would confirm the same blip twice. Healthy verdicts, NO DATA and
//   observations (diagnosis::IsObservation: a non-finite loss is a fact, not a
//   statistic) take effect at once. Severity may change inside an episode (a
//   straggler turning critical once enough steps confirm it); the episode
//   keeps the highest. The episode's diagnosis is its latest evaluation's
//   (summary, evidence, action). An episode ends when the identity changes or
//   at Finish(). At Finish a problem still pending is kept (opens its
//   episode) when its evaluations judged at least the confirming distance of
//   new steps and it is not Diagnosis::recent_slice: nothing later can
//   confirm it, and its window held it; otherwise it is a blip as above.
// - Whole-run verdict (WholeRun). Over evaluations that had data (label
//   other than NO DATA), each identity's coverage is summed: its steps, and
//   its time — each evaluation's covered steps times its typical step
//   (evidence median_iteration_ms, which step-time verdicts carry). Coverage
//   is measured in time when every evaluation with data had a typical step,
//   else in steps: a verdict is worth the share of the run's step time it
//   held, so 300 steps of a 2 ms straggler on a loaded host do not outweigh
//   230 steps of a 21 ms one (two 7 ms and 28 ms windows in a kept run).
//   The verdict is the problem identity (severity warning or critical)
//   covering the most, when it covers at least kProblemRunShare of the
//   whole; otherwise the identity covering the most. Ties go to the
//   identity seen first. Its diagnosis is that identity's latest, with
//   evidence added: run_steps, run_share (of the steps), run_time_share (of
//   the time, when measured in time), episodes, first_step, last_step.
//   With no evaluation that had data, the latest evaluation's diagnosis is
//   returned as it is (NO DATA), or nullopt before any evaluation.
// - Memory is bounded: per-identity totals (a few per kind in practice,
//   capped at kMaxIdentities; beyond that new identities count only towards
//   "other" coverage) and the last kMaxEpisodes episodes per kind; older
//   ones are dropped (counted in dropped_episodes) — the database keeps all.
// - Changed() returns the episodes created or changed by the last Update or
//   Finish, for persistence (store rows are rewritten by episode id).
// - Not thread-safe; RunState guards it with its own lock.
#ifndef STEPLENS_AGGREGATOR_DIAGNOSIS_TIMELINE_H_
#define STEPLENS_AGGREGATOR_DIAGNOSIS_TIMELINE_H_

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "diagnosis/diagnosis.h"
#include "store/store.h"

namespace steplens::aggregator {

// A problem identity must cover at least this share of the diagnosed steps
// to be the whole-run verdict: a straggler during a fifth of the run is
// worth the headline; a transient (an eval pass, a checkpoint) is not, and
// stays visible in the timeline.
inline constexpr double kProblemRunShare = 0.20;
inline constexpr size_t kMaxEpisodes = 512;
inline constexpr size_t kMaxIdentities = 64;
// A pending problem is confirmed by evaluations reaching this far past the
// first one: diagnosis::kConfirmSteps new steps (thresholds.h says why), or
// 250 ms for slow steps (a scheduling blip on a loaded host lasts a few
// steps and well under that).
inline constexpr int64_t kConfirmWallNs = 250'000'000;

enum class DiagnosisKind : int { kStepTime = 0, kStepMemory = 1, kTraining = 2 };
inline constexpr int kDiagnosisKinds = 3;
const char* DiagnosisKindName(DiagnosisKind kind);  // "step_time", ...
diagnosis::JsonKind JsonKindOf(DiagnosisKind kind);

struct DiagnosisEpisode {
  int64_t id = 0;  // 1, 2, ... over both kinds, in order of start
  DiagnosisKind kind = DiagnosisKind::kStepTime;
  diagnosis::Diagnosis latest;  // label/rank/phase identify the episode
  diagnosis::Severity max_severity = diagnosis::Severity::kInfo;
  uint64_t start_step = 0;
  // The evaluation that confirmed it (diagnosis_timeline.h): from then on
  // live views show it. start_step for verdicts that take effect at once.
  uint64_t shown_step = 0;
  uint64_t end_step = 0;
  int64_t start_wall_ns = -1;
  int64_t end_wall_ns = -1;
  uint64_t steps = 0;  // complete steps covered
  uint64_t evaluations = 0;
  bool open = true;
};

class DiagnosisTimeline {
 public:
  // `wall_ns`: wall-clock time of step's end (-1 unknown).
  void Update(const diagnosis::Diagnoses& d, uint64_t step, int64_t wall_ns);
  // Closes the open episodes (end of run). Idempotent.
  void Finish();

  std::optional<diagnosis::Diagnosis> WholeRun(DiagnosisKind kind) const;
  // Episodes kept, oldest first, both kinds merged by id.
  std::vector<DiagnosisEpisode> Episodes() const;
  const std::vector<DiagnosisEpisode>& Changed() const { return changed_; }
  uint64_t evaluations() const { return evaluations_; }
  uint64_t dropped_episodes() const { return dropped_episodes_; }
  // Problems seen in one evaluation only, never confirmed by the next.
  uint64_t suppressed_blips() const { return suppressed_blips_; }
  // The verdict the timeline stands by now for `kind`: the open episode's
  // (a pending problem is not shown until confirmed), else the latest.
  std::optional<diagnosis::Diagnosis> Current(DiagnosisKind kind) const;

  static store::EpisodeRow ToRow(const DiagnosisEpisode& e);

 private:
  struct Identity {
    diagnosis::Diagnosis latest;
    // The latest evaluation at max_severity: the whole-run verdict shows it,
    // so its evidence (a contention note's "named at warning") never
    // contradicts the severity it is shown with.
    diagnosis::Diagnosis latest_at_max;
    diagnosis::Severity max_severity = diagnosis::Severity::kInfo;
    uint64_t steps = 0;
    double time_ms = 0;  // covered steps x each evaluation's typical step
    uint64_t episodes = 0;
    uint64_t first_step = 0;
    uint64_t last_step = 0;
  };
  struct Pending {  // a problem not yet confirmed (first evaluation's step and wall)
    diagnosis::Diagnosis d;
    uint64_t step = 0;
    uint64_t covered = 0;
    int64_t wall_ns = -1;
    uint64_t evaluations = 0;
    uint64_t last_step = 0;  // the latest agreeing evaluation's
    int64_t last_wall_ns = -1;
    uint64_t own = 0;  // covered, less the steps an earlier blip carried in
  };
  struct PerKind {
    std::optional<Pending> pending;
    std::deque<DiagnosisEpisode> episodes;
    std::vector<Identity> identities;
    uint64_t other_steps = 0;  // covered by identities beyond the cap
    uint64_t data_steps = 0;   // covered by evaluations with data
    double data_time_ms = 0;   // their time (Identity::time_ms)
    bool time_known = true;    // every evaluation with data had a typical step
    std::optional<diagnosis::Diagnosis> last;
  };
  // Whether an agreeing evaluation `d` at (step, wall_ns) is far enough
  // past the first to confirm it.
  static bool Confirms(const Pending& first, const diagnosis::Diagnosis& d, uint64_t step,
                       int64_t wall_ns);
  void UpdateKind(DiagnosisKind kind, const diagnosis::Diagnosis& d, uint64_t step,
                  uint64_t covered, int64_t wall_ns);
  // Records an accepted verdict: extends the open episode or starts one at
  // (start_step, start_wall_ns) covering `covered` steps.
  void Accept(DiagnosisKind kind, const diagnosis::Diagnosis& d, uint64_t step, uint64_t covered,
              int64_t wall_ns, uint64_t start_step, int64_t start_wall_ns, uint64_t evaluations);

  std::array<PerKind, kDiagnosisKinds> kinds_;
  std::vector<DiagnosisEpisode> changed_;
  int64_t next_id_ = 1;
  bool have_step_ = false;
  uint64_t last_step_ = 0;
  uint64_t evaluations_ = 0;
  uint64_t dropped_episodes_ = 0;
  uint64_t suppressed_blips_ = 0;
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_DIAGNOSIS_TIMELINE_H_
