// Diagnose(), ToJson() and the shared helpers.
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "base/metrics.h"
#include "diagnosis/diagnosis.h"
#include "diagnosis/rules.h"

namespace steplens::diagnosis {

const char* MetricName(Metric m) {
  const int i = static_cast<int>(m);
  if (i >= 0 && i < metrics::kBuiltinPhaseCount) {
    return metrics::kBuiltinPhases[static_cast<size_t>(i)].name;
  }
  if (m == Metric::kWait) return metrics::kWaitName;
  if (m == Metric::kStep) return metrics::kStepName;
  if (i >= kFirstCommMetric && i < kFirstSyncMetric) {
    return metrics::kCommNames[static_cast<size_t>(i - kFirstCommMetric)];
  }
  if (i >= kFirstSyncMetric && i < static_cast<int>(Metric::kCommOverlap)) {
    return metrics::kSyncNames[static_cast<size_t>(i - kFirstSyncMetric)];
  }
  if (m == Metric::kCommOverlap) return metrics::kCommOverlapName;
  if (IsCommKindMetric(m)) {
    return metrics::kCommKindNames[static_cast<size_t>(i - kFirstCommKindMetric)];
  }
  return "";
}

const char* MemorySourceName(MemorySource s) {
  switch (s) {
    case MemorySource::kNone:
      return "none";
    case MemorySource::kCuda:
      return "cuda";
    case MemorySource::kRss:
      return "rss";
  }
  return "none";
}

const char* SeverityName(Severity s) {
  switch (s) {
    case Severity::kInfo:
      return "info";
    case Severity::kWarning:
      return "warning";
    case Severity::kCritical:
      return "critical";
  }
  return "info";
}

void DiagnosisInput::Resize(int world, int window_steps, bool with_arrival, bool with_memory,
                            const std::array<bool, kMetricCount>* metrics) {
  world_size = world;
  steps = window_steps;
  const size_t n = static_cast<size_t>(world) * static_cast<size_t>(window_steps);
  for (int m = 0; m < kMetricCount; ++m) {
    if (metrics == nullptr || (*metrics)[static_cast<size_t>(m)]) {
      durations_ns[m].assign(n, kMissing);
    } else {
      durations_ns[m].clear();
    }
  }
  if (with_arrival) arrival_ns.assign(n, kMissing);
  if (with_memory) mem_peak_bytes.assign(n, kMissing);
}

void Diagnosis::Add(const std::string& key, EvidenceValue value) {
  for (auto& [k, v] : evidence) {
    if (k == key) {
      v = std::move(value);
      return;
    }
  }
  evidence.emplace_back(key, std::move(value));
}

const EvidenceValue* Diagnosis::Find(const std::string& key) const {
  for (const auto& [k, v] : evidence) {
    if (k == key) return &v;
  }
  return nullptr;
}

bool IsObservation(const Diagnosis& d) { return d.label == kNanInf; }

Diagnoses Diagnose(const DiagnosisInput& input, const DiagnosisOptions& options) {
  Diagnoses out;
  out.step_time = DiagnoseStepTime(input, options.thresholds);
  out.step_memory = DiagnoseStepMemory(input, options.thresholds);
  out.training = DiagnoseTraining(input, options.thresholds);
  out.context = DiagnoseContext(input, options.thresholds);
  return out;
}

nlohmann::ordered_json EvidenceValueToJson(const EvidenceValue& v) {
  using Json = nlohmann::ordered_json;
  if (std::holds_alternative<bool>(v)) return Json(std::get<bool>(v));
  if (std::holds_alternative<int64_t>(v)) return Json(std::get<int64_t>(v));
  if (std::holds_alternative<double>(v)) {
    const double d = std::get<double>(v);
    return std::isfinite(d) ? Json(d) : Json(nullptr);
  }
  if (std::holds_alternative<std::string>(v)) return Json(std::get<std::string>(v));
  return Json(nullptr);
}

Diagnosis DiagnosisFromJson(const nlohmann::ordered_json& j) {
  Diagnosis d;
  if (!j.is_object()) return d;
  auto text = [&](const char* key, std::string* out) {
    auto it = j.find(key);
    if (it != j.end() && it->is_string()) *out = it->get<std::string>();
  };
  text("label", &d.label);
  text("phase", &d.phase);
  text("summary", &d.summary);
  text("action", &d.action);
  std::string severity;
  text("severity", &severity);
  for (Severity s : {Severity::kInfo, Severity::kWarning, Severity::kCritical}) {
    if (severity == SeverityName(s)) d.severity = s;
  }
  if (auto it = j.find("rank"); it != j.end() && it->is_number_integer()) {
    d.rank = static_cast<int>(it->get<int64_t>());
  }
  if (auto it = j.find("evidence"); it != j.end() && it->is_object()) {
    for (const auto& [k, v] : it->items()) {
      if (v.is_boolean())
        d.Add(k, v.get<bool>());
      else if (v.is_number_integer())
        d.Add(k, v.get<int64_t>());
      else if (v.is_number())
        d.Add(k, v.get<double>());
      else if (v.is_string())
        d.Add(k, v.get<std::string>());
      else
        d.Add(k, EvidenceValue());
    }
  }
  return d;
}

nlohmann::ordered_json ToJson(const Diagnosis& d, JsonKind kind) {
  using Json = nlohmann::ordered_json;
  Json o = Json::object();
  o["label"] = d.label;
  o["severity"] = SeverityName(d.severity);
  o["rank"] = d.rank >= 0 ? Json(d.rank) : Json(nullptr);
  if (kind == JsonKind::kStepTime) {
    o["phase"] = d.phase.empty() ? Json(nullptr) : Json(d.phase);
  }
  o["summary"] = d.summary;
  Json ev = Json::object();
  for (const auto& [k, v] : d.evidence) ev[k] = EvidenceValueToJson(v);
  o["evidence"] = std::move(ev);
  o["action"] = d.action;
  return o;
}

nlohmann::ordered_json ToJson(const Diagnoses& d) {
  using Json = nlohmann::ordered_json;
  Json o = Json::object();
  o["step_time"] = ToJson(d.step_time, JsonKind::kStepTime);
  o["step_memory"] = ToJson(d.step_memory, JsonKind::kStepMemory);
  o["training"] = ToJson(d.training, JsonKind::kTraining);
  Json ctx = Json::array();
  for (const Diagnosis& c : d.context) ctx.push_back(ToJson(c, JsonKind::kContext));
  o["context"] = std::move(ctx);
  return o;
}

std::string Format(const char* fmt, ...) {
  char buf[512];
  va_list args;
  va_start(args, fmt);
  const int n = std::vsnprintf(buf, sizeof(buf), fmt, args);
  va_end(args);
  if (n < 0) return std::string();
  return std::string(
      buf, static_cast<size_t>(n) < sizeof(buf) ? static_cast<size_t>(n) : sizeof(buf) - 1);
}

double Round(double v, int decimals) {
  if (!std::isfinite(v)) return v;
  const double scale = std::pow(10.0, decimals);
  return std::round(v * scale) / scale;
}

double NsToMs(double ns) { return ns / 1e6; }

std::string HumanBytes(double bytes) {
  const double gib = 1024.0 * 1024.0 * 1024.0;
  const double mib = 1024.0 * 1024.0;
  if (std::fabs(bytes) >= gib) return Format("%.2f GiB", bytes / gib);
  return Format("%.0f MiB", bytes / mib);
}

}  // namespace steplens::diagnosis
