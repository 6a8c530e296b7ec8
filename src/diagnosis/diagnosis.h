// diagnosis/diagnosis.h — the diagnosis engine's public API.
//
// Contract
// - Diagnose() is a pure function of its input and options: no I/O, no
//   clocks, no globals, deterministic. Any thread may call it concurrently.
//   It never throws on odd input (missing metrics, zero steps, one rank):
//   what it cannot judge comes out as NO DATA or is left out of the evidence.
// - Output: one step-time diagnosis, one step-memory diagnosis, one
//   training diagnosis (the logged loss) and a list of context findings
//   (system/process), each with label, severity, culprit rank (-1 = none),
//   phase ("" = none; step time only), a one-line summary, the evidence that
//   chose it (ordered key -> value) and the next action. Context findings
//   never outrank the step diagnoses: their severity is at most warning and
//   they are reported beside them, not instead of them.
// - ToJson() writes the DESIGN.md §3 diagnosis object: label, severity,
//   rank (null when none), phase (null when none; omitted for memory and
//   context), summary, evidence (object), action. NaN numbers become null.
// - Rules, thresholds and evidence keys: docs/reference/diagnoses.md.
// - Cost: O(steps x ranks) plus two selections per step with arrival
//   times; a 100-step window of 1024 ranks takes about 13 ms of CPU on the
//   development VM (diagnosis_benchmark.cc).
#ifndef STEPLENS_DIAGNOSIS_DIAGNOSIS_H_
#define STEPLENS_DIAGNOSIS_DIAGNOSIS_H_

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "diagnosis/input.h"
#include "diagnosis/thresholds.h"

namespace steplens::diagnosis {

// Step-time labels (the seed's words).
inline constexpr const char* kBalanced = "BALANCED";
inline constexpr const char* kInputBound = "INPUT-BOUND";
inline constexpr const char* kComputeBound = "COMPUTE-BOUND";
inline constexpr const char* kInputStraggler = "INPUT STRAGGLER";
inline constexpr const char* kComputeStraggler = "COMPUTE STRAGGLER";
inline constexpr const char* kStraggler = "STRAGGLER";
inline constexpr const char* kWaitHeavy = "WAIT-HEAVY";
inline constexpr const char* kUnstable = "UNSTABLE";
inline constexpr const char* kCommBound = "COMM-BOUND";
inline constexpr const char* kNoData = "NO DATA";
// Step-memory labels (BALANCED and NO DATA shared).
inline constexpr const char* kHighPressure = "HIGH PRESSURE";
inline constexpr const char* kImbalance = "IMBALANCE";
inline constexpr const char* kMemoryCreepEarly = "MEMORY CREEP (EARLY)";
inline constexpr const char* kMemoryCreep = "MEMORY CREEP";
// Training labels (the training family, DESIGN.md §3; NO DATA shared).
inline constexpr const char* kTrainingOk = "OK";
inline constexpr const char* kNanInf = "NAN/INF";
inline constexpr const char* kLossSpike = "LOSS SPIKE";
inline constexpr const char* kDiverging = "DIVERGING";
inline constexpr const char* kThroughputDrop = "THROUGHPUT DROP";
// Context finding labels.
inline constexpr const char* kHighCpu = "HIGH CPU";
inline constexpr const char* kHighRam = "HIGH RAM";
inline constexpr const char* kGpuMemoryPressure = "GPU MEMORY PRESSURE";
inline constexpr const char* kGpuHot = "GPU HOT";
inline constexpr const char* kLowGpuUtilization = "LOW GPU UTILIZATION";
inline constexpr const char* kProcessImbalance = "PROCESS IMBALANCE";

enum class Severity : int { kInfo = 0, kWarning = 1, kCritical = 2 };
const char* SeverityName(Severity s);  // "info", "warning", "critical"

// An evidence value: null, bool, integer, real number or text.
using EvidenceValue = std::variant<std::monostate, bool, int64_t, double, std::string>;
using Evidence = std::vector<std::pair<std::string, EvidenceValue>>;

struct Diagnosis {
  std::string label = kNoData;
  Severity severity = Severity::kInfo;
  int rank = -1;      // culprit rank; -1 = none
  std::string phase;  // forward / backward / optimizer; "" = none
  std::string summary;
  Evidence evidence;
  std::string action;
  // How many complete steps past the first evaluation that gives this
  // verdict an agreeing one must reach before a live timeline shows it; 0:
  // the default, kConfirmSteps (thresholds.h). Not part of the JSON.
  int confirm_steps = 0;
  // Judged on the window's latest kRecentSteps steps only (a straggler that
  // the whole window does not show): a run's last evaluation saying it is
  // dropped at the timeline's Finish unless confirmed. Not part of the JSON.
  bool recent_slice = false;

  // Appends (or replaces) an evidence entry.
  void Add(const std::string& key, EvidenceValue value);
  // The entry's value, or nullptr when absent.
  const EvidenceValue* Find(const std::string& key) const;
};

struct Diagnoses {
  Diagnosis step_time;
  Diagnosis step_memory;
  Diagnosis training;              // from the logged loss and gradient norm
  std::vector<Diagnosis> context;  // system / process findings
};

// A verdict that rests on one observed value (a non-finite loss), not on
// statistics over steps: a timeline shows it at once, without confirmation.
bool IsObservation(const Diagnosis& d);

struct DiagnosisOptions {
  Thresholds thresholds;
};

Diagnoses Diagnose(const DiagnosisInput& input, const DiagnosisOptions& options = {});

// Which diagnosis object ToJson writes: step time has a phase key, the
// others do not.
enum class JsonKind : int { kStepTime = 0, kStepMemory = 1, kContext = 2, kTraining = 3 };
nlohmann::ordered_json ToJson(const Diagnosis& d, JsonKind kind = JsonKind::kStepTime);
// {"step_time": ..., "step_memory": ..., "training": ..., "context": [...]}.
nlohmann::ordered_json ToJson(const Diagnoses& d);
nlohmann::ordered_json EvidenceValueToJson(const EvidenceValue& v);
// The inverse of ToJson (for verdicts kept in a run's database): never
// throws; fields that are absent or of the wrong type keep their defaults.
Diagnosis DiagnosisFromJson(const nlohmann::ordered_json& j);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_DIAGNOSIS_H_
