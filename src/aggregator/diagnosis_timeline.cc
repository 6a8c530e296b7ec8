#include "aggregator/diagnosis_timeline.h"
#include "aggregator/json_values.h"

#include <algorithm>
#include <cmath>

namespace steplens::aggregator {
namespace {

using diagnosis::Diagnosis;
using diagnosis::Severity;

bool SameIdentity(const Diagnosis& a, const Diagnosis& b) {
  return a.label == b.label && a.rank == b.rank && a.phase == b.phase;
}

bool HasData(const Diagnosis& d) { return d.label != diagnosis::kNoData; }

bool IsProblem(const Diagnosis& d) { return HasData(d) && d.severity >= Severity::kWarning; }

// The evaluation's typical step in ms (its median iteration), 0 when it has
// none: the weight of each step it covers in the whole-run verdict.
double TypicalStepMs(const Diagnosis& d) {
  const diagnosis::EvidenceValue* v = d.Find("median_iteration_ms");
  if (v == nullptr) return 0;
  double ms = 0;
  if (const auto* f = std::get_if<double>(v)) ms = *f;
  if (const auto* i = std::get_if<int64_t>(v)) ms = static_cast<double>(*i);
  return std::isfinite(ms) && ms > 0 ? ms : 0;
}

}  // namespace

const char* DiagnosisKindName(DiagnosisKind kind) {
  switch (kind) {
    case DiagnosisKind::kStepTime:
      return "step_time";
    case DiagnosisKind::kStepMemory:
      return "step_memory";
    case DiagnosisKind::kTraining:
      return "training";
  }
  return "step_time";
}

diagnosis::JsonKind JsonKindOf(DiagnosisKind kind) {
  switch (kind) {
    case DiagnosisKind::kStepTime:
      return diagnosis::JsonKind::kStepTime;
    case DiagnosisKind::kStepMemory:
      return diagnosis::JsonKind::kStepMemory;
    case DiagnosisKind::kTraining:
      return diagnosis::JsonKind::kTraining;
  }
  return diagnosis::JsonKind::kStepTime;
}

void DiagnosisTimeline::Update(const diagnosis::Diagnoses& d, uint64_t step, int64_t wall_ns) {
  changed_.clear();
  if (have_step_ && step <= last_step_) return;
  // The first evaluation covers steps 0..step.
  const uint64_t covered = have_step_ ? step - last_step_ : step + 1;
  have_step_ = true;
  last_step_ = step;
  ++evaluations_;
  UpdateKind(DiagnosisKind::kStepTime, d.step_time, step, covered, wall_ns);
  UpdateKind(DiagnosisKind::kStepMemory, d.step_memory, step, covered, wall_ns);
  UpdateKind(DiagnosisKind::kTraining, d.training, step, covered, wall_ns);
}

void DiagnosisTimeline::UpdateKind(DiagnosisKind kind, const Diagnosis& d, uint64_t step,
                                   uint64_t covered, int64_t wall_ns) {
  PerKind& k = kinds_[static_cast<int>(kind)];
  k.last = d;
  const DiagnosisEpisode* open =
      !k.episodes.empty() && k.episodes.back().open ? &k.episodes.back() : nullptr;
  const bool continues = open != nullptr && SameIdentity(open->latest, d);
  if (!continues && IsProblem(d) && !diagnosis::IsObservation(d)) {
    if (k.pending && SameIdentity(k.pending->d, d)) {
      Pending& first = *k.pending;
      if (Confirms(first, d, step, wall_ns)) {
        // Confirmed: the episode starts at the evaluation that first saw it.
        const Pending p = first;
        k.pending.reset();
        Accept(kind, d, step, covered + p.covered, wall_ns, p.step, p.wall_ns, p.evaluations + 1);
        return;
      }
      first.covered += covered;  // still too close to the first to confirm it
      first.own += covered;
      ++first.evaluations;
      first.last_step = step;
      first.last_wall_ns = wall_ns;
      return;
    }
    // Held until confirmed; an earlier blip's steps ride along to whatever
    // is accepted next.
    const uint64_t carried = k.pending ? k.pending->covered : 0;
    if (k.pending) ++suppressed_blips_;
    k.pending = Pending{d, step, covered + carried, wall_ns, 1, step, wall_ns, covered};
    return;
  }
  if (k.pending) {  // a blip the next evaluation did not confirm
    covered += k.pending->covered;
    k.pending.reset();
    ++suppressed_blips_;
  }
  Accept(kind, d, step, covered, wall_ns, step, wall_ns, 1);
}

static uint64_t ConfirmDistance(const Diagnosis& d) {
  return static_cast<uint64_t>(d.confirm_steps > 0 ? d.confirm_steps : diagnosis::kConfirmSteps);
}

bool DiagnosisTimeline::Confirms(const Pending& first, const Diagnosis& d, uint64_t step,
                                 int64_t wall_ns) {
  if (step >= first.step + ConfirmDistance(d)) return true;
  return first.wall_ns >= 0 && wall_ns >= 0 && wall_ns - first.wall_ns >= kConfirmWallNs;
}

void DiagnosisTimeline::Accept(DiagnosisKind kind, const Diagnosis& d, uint64_t step,
                               uint64_t covered, int64_t wall_ns, uint64_t start_step,
                               int64_t start_wall_ns, uint64_t evaluations) {
  PerKind& k = kinds_[static_cast<int>(kind)];
  DiagnosisEpisode* open =
      !k.episodes.empty() && k.episodes.back().open ? &k.episodes.back() : nullptr;
  if (open != nullptr && !SameIdentity(open->latest, d)) {
    open->open = false;
    changed_.push_back(*open);
    open = nullptr;
  }
  if (open == nullptr) {
    DiagnosisEpisode e;
    e.id = next_id_++;
    e.kind = kind;
    e.start_step = start_step;
    e.shown_step = step;
    e.start_wall_ns = start_wall_ns;
    e.max_severity = d.severity;
    k.episodes.push_back(std::move(e));
    if (k.episodes.size() > kMaxEpisodes) {
      k.episodes.pop_front();
      ++dropped_episodes_;
    }
    open = &k.episodes.back();
  }
  open->latest = d;
  open->max_severity = std::max(open->max_severity, d.severity);
  open->end_step = step;
  open->end_wall_ns = wall_ns;
  open->steps += covered;
  open->evaluations += evaluations;
  changed_.push_back(*open);

  if (!HasData(d)) return;
  k.data_steps += covered;
  const double time_ms = TypicalStepMs(d) * static_cast<double>(covered);
  if (time_ms <= 0) k.time_known = false;
  k.data_time_ms += time_ms;
  auto it = std::find_if(k.identities.begin(), k.identities.end(),
                         [&](const Identity& id) { return SameIdentity(id.latest, d); });
  if (it == k.identities.end()) {
    if (k.identities.size() >= kMaxIdentities) {
      k.other_steps += covered;
      return;
    }
    Identity id;
    id.first_step = start_step;
    k.identities.push_back(std::move(id));
    it = k.identities.end() - 1;
  }
  // A new episode of this identity starts when the open episode has just
  // been created for it.
  if (open->evaluations == evaluations) ++it->episodes;
  it->latest = d;
  if (d.severity >= it->max_severity) it->latest_at_max = d;
  it->max_severity = std::max(it->max_severity, d.severity);
  it->steps += covered;
  it->time_ms += time_ms;
  it->last_step = step;
}

void DiagnosisTimeline::Finish() {
  changed_.clear();
  for (PerKind& k : kinds_) {
    if (k.pending && k.pending->own >= ConfirmDistance(k.pending->d) &&
        !k.pending->d.recent_slice) {
      // The run's last evaluations, which nothing later can confirm, judged
      // at least the confirming distance of new steps and said it of their
      // whole window: kept (a run whose evaluations a loaded host starved
      // had one evaluation from step 7 to its end, a 650 MiB creep in it).
      const Pending p = *k.pending;
      k.pending.reset();
      const DiagnosisKind kind = static_cast<DiagnosisKind>(&k - kinds_.data());
      Accept(kind, p.d, p.last_step, p.covered, p.last_wall_ns, p.step, p.wall_ns, p.evaluations);
      changed_.pop_back();  // pushed again below, closed
    }
    if (k.pending) {        // the last evaluation, never confirmed: its steps go
      ++suppressed_blips_;  // to the episode still open
      const Pending p = *k.pending;
      k.pending.reset();
      if (!k.episodes.empty() && k.episodes.back().open) {
        const Diagnosis latest = k.episodes.back().latest;
        const DiagnosisKind kind = k.episodes.back().kind;
        Accept(kind, latest, p.last_step, p.covered, p.last_wall_ns, p.step, p.wall_ns, 0);
        changed_.pop_back();  // pushed again below, closed
      }
    }
    if (!k.episodes.empty() && k.episodes.back().open) {
      k.episodes.back().open = false;
      changed_.push_back(k.episodes.back());
    }
  }
}

std::optional<Diagnosis> DiagnosisTimeline::WholeRun(DiagnosisKind kind) const {
  const PerKind& k = kinds_[static_cast<int>(kind)];
  if (k.data_steps == 0 || k.identities.empty()) return k.last;
  const bool by_time = k.time_known && k.data_time_ms > 0;
  const auto coverage = [by_time](const Identity& id) {
    return by_time ? id.time_ms : static_cast<double>(id.steps);
  };
  const Identity* most = nullptr;
  const Identity* problem = nullptr;
  for (const Identity& id : k.identities) {
    if (most == nullptr || coverage(id) > coverage(*most)) most = &id;
    if (id.max_severity >= Severity::kWarning &&
        (problem == nullptr || coverage(id) > coverage(*problem))) {
      problem = &id;
    }
  }
  const double total = by_time ? k.data_time_ms : static_cast<double>(k.data_steps);
  const Identity* chosen =
      problem != nullptr && coverage(*problem) >= kProblemRunShare * total ? problem : most;
  const auto share = [](double part, double whole) {
    return std::round(10000.0 * part / whole) / 10000.0;
  };
  Diagnosis out = chosen->latest_at_max;
  out.Add("run_steps", static_cast<int64_t>(chosen->steps));
  out.Add("run_share",
          share(static_cast<double>(chosen->steps), static_cast<double>(k.data_steps)));
  if (by_time) out.Add("run_time_share", share(chosen->time_ms, k.data_time_ms));
  out.Add("episodes", static_cast<int64_t>(chosen->episodes));
  out.Add("first_step", static_cast<int64_t>(chosen->first_step));
  out.Add("last_step", static_cast<int64_t>(chosen->last_step));
  return out;
}

std::optional<Diagnosis> DiagnosisTimeline::Current(DiagnosisKind kind) const {
  const PerKind& k = kinds_[static_cast<int>(kind)];
  if (k.pending && !k.episodes.empty() && k.episodes.back().open) {
    return k.episodes.back().latest;
  }
  return k.last;
}

std::vector<DiagnosisEpisode> DiagnosisTimeline::Episodes() const {
  std::vector<DiagnosisEpisode> out;
  for (const PerKind& k : kinds_) out.insert(out.end(), k.episodes.begin(), k.episodes.end());
  std::sort(out.begin(), out.end(),
            [](const DiagnosisEpisode& a, const DiagnosisEpisode& b) { return a.id < b.id; });
  return out;
}

store::EpisodeRow DiagnosisTimeline::ToRow(const DiagnosisEpisode& e) {
  store::EpisodeRow row;
  row.id = e.id;
  row.kind = DiagnosisKindName(e.kind);
  row.label = e.latest.label;
  row.severity = diagnosis::SeverityName(e.max_severity);
  row.rank = e.latest.rank;
  row.phase = e.latest.phase;
  row.start_step = static_cast<int64_t>(e.start_step);
  row.end_step = static_cast<int64_t>(e.end_step);
  row.shown_step = static_cast<int64_t>(e.shown_step);
  row.start_wall_ns = e.start_wall_ns;
  row.end_wall_ns = e.end_wall_ns;
  row.steps = static_cast<int64_t>(e.steps);
  row.evaluations = static_cast<int64_t>(e.evaluations);
  row.open = e.open;
  row.summary = e.latest.summary;
  row.evidence_json = json::Dump(diagnosis::ToJson(e.latest, JsonKindOf(e.kind))["evidence"]);
  return row;
}

}  // namespace steplens::aggregator
