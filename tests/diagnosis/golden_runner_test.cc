// Golden diagnosis tests as data (STYLE.md rule 8): every
// tests/diagnosis/*.json holds a scenario ("input", see scenario.h) and the
// expected diagnosis ("expected"). This runner builds the input, runs
// Diagnose() and diffs label, severity, rank, phase, the listed evidence
// values and the context finding labels.
//
// Evidence expectations: a plain value (strings and bools exact, numbers
// within 5% relative), {"value": v, "tol": t} (absolute tolerance),
// {"min": a} / {"max": b} bounds, or null (must be null/absent).
// A "training" expectation is checked the same way; health verdicts have
// goldens of their own in tests/diagnosis/health/ (HealthScenarios).
// STEPLENS_REGENERATE_GOLDENS=1 rewrites each file's expected block from the
// actual result, keeping the listed keys and their tolerances.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "diagnosis/config.h"
#include "diagnosis/diagnosis.h"
#include "diagnosis/scenario.h"
#include "diagnosis/signals_scenario.h"

namespace steplens::diagnosis {
namespace {

using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

constexpr double kDefaultRelTol = 0.05;

// The *.json files of `dir`, sorted.
std::vector<fs::path> JsonFilesIn(const fs::path& dir) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() == ".json") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<fs::path> GoldenFiles() { return JsonFilesIn(STEPLENS_DIAGNOSIS_GOLDEN_DIR); }

bool Regenerate() {
  const char* v = std::getenv("STEPLENS_REGENERATE_GOLDENS");
  return v != nullptr && std::string(v) == "1";
}

// Compares one evidence expectation; returns "" or a message.
std::string CheckEvidence(const std::string& key, const Json& want, const Json& got) {
  auto show = [](const Json& j) { return j.dump(); };
  if (want.is_object()) {
    if (!got.is_number()) return key + ": expected a number, got " + show(got);
    const double g = got.get<double>();
    if (want.contains("value")) {
      const double w = want.at("value").get<double>();
      const double tol = want.value("tol", std::fabs(w) * kDefaultRelTol);
      if (std::fabs(g - w) > tol) {
        return key + ": " + show(got) + " not within " + std::to_string(tol) + " of " +
               show(want.at("value"));
      }
    }
    if (want.contains("min") && g < want.at("min").get<double>()) {
      return key + ": " + show(got) + " < min " + show(want.at("min"));
    }
    if (want.contains("max") && g > want.at("max").get<double>()) {
      return key + ": " + show(got) + " > max " + show(want.at("max"));
    }
    return "";
  }
  if (want.is_number()) {
    if (!got.is_number()) return key + ": expected " + show(want) + ", got " + show(got);
    const double w = want.get<double>();
    const double g = got.get<double>();
    if (std::fabs(g - w) > std::max(1e-12, std::fabs(w) * kDefaultRelTol)) {
      return key + ": expected " + show(want) + " (±5%), got " + show(got);
    }
    return "";
  }
  if (want != got) return key + ": expected " + show(want) + ", got " + show(got);
  return "";
}

void CheckDiagnosis(const std::string& section, const Json& want, const Json& got,
                    std::vector<std::string>* errors) {
  for (const char* key : {"label", "severity", "rank", "phase"}) {
    if (!want.contains(key)) continue;
    const Json g = got.contains(key) ? got.at(key) : Json(nullptr);
    if (want.at(key) != g) {
      errors->push_back(section + "." + key + ": expected " + want.at(key).dump() + ", got " +
                        g.dump());
    }
  }
  if (want.contains("evidence")) {
    const Json& ev = got.at("evidence");
    for (const auto& [key, w] : want.at("evidence").items()) {
      const Json g = ev.contains(key) ? ev.at(key) : Json(nullptr);
      const std::string msg = CheckEvidence(key, w, g);
      if (!msg.empty()) errors->push_back(section + ".evidence." + msg);
    }
  }
}

// Expected block rewritten from the actual diagnosis.
Json RegenerateDiagnosis(const Json& want, const Json& got, bool with_phase) {
  Json out = Json::object();
  out["label"] = got.at("label");
  out["severity"] = got.at("severity");
  out["rank"] = got.at("rank");
  if (with_phase) out["phase"] = got.at("phase");
  Json ev = Json::object();
  const Json& actual = got.at("evidence");
  if (want.contains("evidence")) {
    for (const auto& [key, w] : want.at("evidence").items()) {
      const Json g = actual.contains(key) ? actual.at(key) : Json(nullptr);
      if (w.is_object() && (w.contains("min") || w.contains("max"))) {
        ev[key] = w;
      } else if (w.is_object()) {
        Json x = w;
        x["value"] = g;
        ev[key] = x;
      } else {
        ev[key] = g;
      }
    }
  }
  out["evidence"] = std::move(ev);
  return out;
}

TEST(DiagnosisGoldenTest, AllScenarios) {
  const std::vector<fs::path> files = GoldenFiles();
  ASSERT_GE(files.size(), 20u) << "golden scenarios missing in " << STEPLENS_DIAGNOSIS_GOLDEN_DIR;
  for (const fs::path& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::ifstream f(path);
    ASSERT_TRUE(f) << "cannot read " << path;
    Json doc;
    try {
      doc = Json::parse(f);
    } catch (const std::exception& e) {
      ADD_FAILURE() << path << ": " << e.what();
      continue;
    }
    DiagnosisInput input;
    std::string error;
    ASSERT_TRUE(BuildScenarioInput(doc.at("input"), &input, &error)) << path << ": " << error;
    const Diagnoses result = Diagnose(input);
    const Json got = ToJson(result);
    const Json& expected = doc.at("expected");

    if (Regenerate()) {
      Json next = Json::object();
      next["step_time"] = RegenerateDiagnosis(expected.value("step_time", Json::object()),
                                              got.at("step_time"), true);
      next["step_memory"] = RegenerateDiagnosis(expected.value("step_memory", Json::object()),
                                                got.at("step_memory"), false);
      if (expected.contains("training")) {
        next["training"] = RegenerateDiagnosis(expected.at("training"), got.at("training"), false);
      }
      Json labels = Json::array();
      for (const Json& c : got.at("context")) labels.push_back(c.at("label"));
      next["context"] = labels;
      doc["expected"] = next;
      std::ofstream o(path);
      o << doc.dump(2) << "\n";
      continue;
    }

    std::vector<std::string> errors;
    if (expected.contains("step_time")) {
      CheckDiagnosis("step_time", expected.at("step_time"), got.at("step_time"), &errors);
    }
    if (expected.contains("step_memory")) {
      CheckDiagnosis("step_memory", expected.at("step_memory"), got.at("step_memory"), &errors);
    }
    if (expected.contains("training")) {
      CheckDiagnosis("training", expected.at("training"), got.at("training"), &errors);
    }
    if (expected.contains("context")) {
      Json labels = Json::array();
      for (const Json& c : got.at("context")) labels.push_back(c.at("label"));
      if (labels != expected.at("context")) {
        errors.push_back("context: expected " + expected.at("context").dump() + ", got " +
                         labels.dump());
      }
    }
    if (!errors.empty()) {
      std::ostringstream msg;
      msg << path.filename().string() << ":";
      for (const std::string& e : errors) msg << "\n  " << e;
      msg << "\n  actual: " << got.dump();
      ADD_FAILURE() << msg.str();
    }
  }
}

// Health goldens: tests/diagnosis/health/*.json, a HealthInput
// (signals_scenario.h) and the expected "health" verdict, diffed as above.
TEST(DiagnosisGoldenTest, HealthScenarios) {
  const fs::path dir = fs::path(STEPLENS_DIAGNOSIS_GOLDEN_DIR) / "health";
  const std::vector<fs::path> files = JsonFilesIn(dir);
  ASSERT_FALSE(files.empty()) << "health scenarios missing in " << dir;
  for (const fs::path& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::ifstream f(path);
    Json doc = Json::parse(f);
    HealthInput input;
    std::string error;
    ASSERT_TRUE(BuildHealthInput(doc.at("input"), &input, &error)) << path << ": " << error;
    const Json got = ToJson(DiagnoseHealth(input), JsonKind::kStepTime);
    const Json& expected = doc.at("expected").at("health");
    if (Regenerate()) {
      doc["expected"]["health"] = RegenerateDiagnosis(expected, got, false);
      std::ofstream o(path);
      o << doc.dump(2) << "\n";
      continue;
    }
    std::vector<std::string> errors;
    CheckDiagnosis("health", expected, got, &errors);
    for (const std::string& e : errors)
      ADD_FAILURE() << path.filename().string() << ": " << e << "\n  actual: " << got.dump();
  }
}

// Configuration goldens: tests/diagnosis/config/*.json. "input": world_size,
// step_time_label, h2d_ms and step_ms (the window's medians; absent: not
// measured), rank_defaults (facts every rank has, "config." keys
// without the prefix) and ranks ([{"rank", "facts"}], facts over the
// defaults); "expected": {"config": [findings in order]}, each diffed as above.
TEST(DiagnosisGoldenTest, ConfigScenarios) {
  const fs::path dir = fs::path(STEPLENS_DIAGNOSIS_GOLDEN_DIR) / "config";
  const std::vector<fs::path> files = JsonFilesIn(dir);
  ASSERT_GE(files.size(), 5u) << "config scenarios missing in " << dir;
  for (const fs::path& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::ifstream f(path);
    Json doc = Json::parse(f);
    const Json& in = doc.at("input");
    ConfigInput input;
    input.world_size = in.value("world_size", 0u);
    input.step_time_label = in.value("step_time_label", std::string());
    if (in.contains("h2d_ms")) input.h2d_ms = in.at("h2d_ms").get<double>();
    if (in.contains("step_ms")) input.step_ms = in.at("step_ms").get<double>();
    const Json defaults = in.value("rank_defaults", Json::object());
    for (const Json& r : in.at("ranks")) {
      RankConfig rc;
      rc.rank = r.value("rank", 0);
      const Json& own = r.contains("facts") ? r.at("facts") : defaults;
      for (const Json* facts : {&defaults, &own}) {
        for (const auto& [k, v] : facts->items()) rc.facts[k] = v.get<std::string>();
      }
      input.ranks.push_back(std::move(rc));
    }
    Json got = Json::array();
    for (const Diagnosis& d : DiagnoseConfig(input)) got.push_back(ToJson(d, JsonKind::kContext));
    const Json& expected = doc.at("expected").at("config");
    if (Regenerate()) {
      Json next = Json::array();
      for (size_t i = 0; i < got.size(); ++i) {
        next.push_back(
            RegenerateDiagnosis(i < expected.size() ? expected[i] : Json::object(), got[i], false));
      }
      doc["expected"]["config"] = next;
      std::ofstream o(path);
      o << doc.dump(2) << "\n";
      continue;
    }
    std::vector<std::string> errors;
    if (got.size() != expected.size()) {
      errors.push_back("config: expected " + std::to_string(expected.size()) + " findings, got " +
                       std::to_string(got.size()));
    }
    for (size_t i = 0; i < got.size() && i < expected.size(); ++i) {
      CheckDiagnosis("config[" + std::to_string(i) + "]", expected[i], got[i], &errors);
      const Json& g = got[i];
      if (g.at("severity") == "critical") errors.push_back("config: a critical finding");
      if (g.value("summary", "").empty() || g.value("action", "").empty()) {
        errors.push_back("config: a finding without summary or action");
      }
    }
    for (const std::string& e : errors)
      ADD_FAILURE() << path.filename().string() << ": " << e << "\n  actual: " << got.dump();
  }
}

// The JSON shape is the DESIGN.md §3 contract.
TEST(DiagnosisGoldenTest, JsonShapeMatchesSummaryContract) {
  Diagnosis d;
  d.label = kComputeStraggler;
  d.severity = Severity::kWarning;
  d.rank = 3;
  d.phase = "backward";
  d.summary = "s";
  d.Add("cost_share", 0.25);
  d.Add("missing", NAN);
  d.action = "a";
  const Json j = ToJson(d);
  std::vector<std::string> keys;
  for (const auto& [k, v] : j.items()) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"label", "severity", "rank", "phase", "summary",
                                            "evidence", "action"}));
  EXPECT_EQ(j.at("rank"), 3);
  EXPECT_TRUE(j.at("evidence").at("missing").is_null());
  d.rank = -1;
  d.phase.clear();
  const Json none = ToJson(d);
  EXPECT_TRUE(none.at("rank").is_null());
  EXPECT_TRUE(none.at("phase").is_null());
  const Json mem = ToJson(d, JsonKind::kStepMemory);
  EXPECT_FALSE(mem.contains("phase"));
}

}  // namespace
}  // namespace steplens::diagnosis
