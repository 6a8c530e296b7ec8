// diagnosis/rules.h — internal: the rule families Diagnose() composes, and
// the small formatting helpers they share. Not part of the public API.
//
// Contract: every function is pure (reads its arguments only) and total
// (never throws, never CHECKs on user data).
#ifndef STEPLENS_DIAGNOSIS_RULES_H_
#define STEPLENS_DIAGNOSIS_RULES_H_

#include <string>
#include <vector>

#include "diagnosis/diagnosis.h"

namespace steplens::diagnosis {

Diagnosis DiagnoseStepTime(const DiagnosisInput& in, const Thresholds& t);
Diagnosis DiagnoseStepMemory(const DiagnosisInput& in, const Thresholds& t);
Diagnosis DiagnoseTraining(const DiagnosisInput& in, const Thresholds& t);
std::vector<Diagnosis> DiagnoseContext(const DiagnosisInput& in, const Thresholds& t);

// printf-style formatting into a std::string (g++ 12 has no <format>).
std::string Format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
// Rounded evidence numbers: shares/ratios to 4 decimals, ms to 3 decimals.
double Round(double v, int decimals);
double NsToMs(double ns);
// "1.50 GiB", "320 MiB" for summaries.
std::string HumanBytes(double bytes);

}  // namespace steplens::diagnosis

#endif  // STEPLENS_DIAGNOSIS_RULES_H_
