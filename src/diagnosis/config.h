// diagnosis/config.h — the configuration family (`diagnosis.config`):
// distributed-training setup mistakes, read from each rank's one-time
// inspection of its torch objects at its first traced step (the SETUP
// frame's "config." facts, docs/reference/wire-protocol.md).
//
// Contract
// - DiagnoseConfig() is a pure function of its input, like Diagnose(): no
//   I/O, no clocks, deterministic, never throws on odd input (facts missing,
//   not numbers, no rank reporting: no finding).
// - A finding holds on a rank when that rank's facts say so; it is reported
//   once for the job with how many ranks show it and the first of them.
//   rank is always -1 (a setup, not a culprit); severity is info or
//   warning, never critical: these findings stand beside the step, memory
//   and health verdicts and never outrank them.
// - Output order: the order of the labels below. Each finding has a
//   summary, evidence (ranks, first_rank, ranks_reporting and the facts
//   that chose it) and the fix sentence as its action. Rules and evidence
//   keys: docs/reference/diagnoses.md, "Configuration".
#ifndef STEPLENS_DIAGNOSIS_CONFIG_H_
#define STEPLENS_DIAGNOSIS_CONFIG_H_

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {

inline constexpr const char* kNoDistributedSampler = "NO DISTRIBUTED SAMPLER";
inline constexpr const char* kUnusedParameterSearch = "UNUSED-PARAMETER SEARCH";
inline constexpr const char* kBatchNormWithoutSync = "BATCHNORM WITHOUT SYNC";
inline constexpr const char* kSingleProcessLoading = "SINGLE-PROCESS LOADING";
inline constexpr const char* kPageableHostMemory = "PAGEABLE HOST MEMORY";

// UNUSED-PARAMETER SEARCH needs every parameter to have had a gradient in
// at least this many checked steps (and in every step checked).
inline constexpr int64_t kUnusedParameterMinSteps = 5;
// PAGEABLE HOST MEMORY needs the host-to-device copies (the h2d phase)
// measured and at least this share of the step (docs/reference/
// diagnoses.md, "Configuration": why 5 %).
inline constexpr double kPageableMinH2DShare = 0.05;

// One rank's configuration facts: the SETUP keys after "config." (e.g.
// "loader.num_workers" -> "0").
struct RankConfig {
  int rank = 0;
  std::map<std::string, std::string> facts;
};

struct ConfigInput {
  uint32_t world_size = 0;
  // The job's step-time verdict (SINGLE-PROCESS LOADING reads it).
  std::string step_time_label;
  // The window's median h2d and step time (ms; the step-time table's
  // figures); NaN when not measured (PAGEABLE HOST MEMORY reads them).
  double h2d_ms = std::numeric_limits<double>::quiet_NaN();
  double step_ms = std::numeric_limits<double>::quiet_NaN();
  std::vector<RankConfig> ranks;  // the ranks that reported facts
};

std::vector<Diagnosis> DiagnoseConfig(const ConfigInput& input);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_CONFIG_H_
