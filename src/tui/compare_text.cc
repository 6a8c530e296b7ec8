#include "tui/compare_text.h"

#include <cmath>

#include "aggregator/compare.h"
#include "tui/format.h"

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

constexpr int kNameWidth = 16;
constexpr int kValueWidth = 12;
constexpr int kChangeWidth = 9;

const Json& At(const Json& doc, std::initializer_list<const char*> keys) {
  return aggregator::JsonAt(doc, keys);
}

double Num(const Json& v) { return v.is_number() ? v.get<double>() : std::nan(""); }

std::string Str(const Json& v, const std::string& missing = "—") {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<int64_t>());
  return missing;
}

std::string Change(const Json& v) {
  return v.is_number() ? FormatPct(v.get<double>(), /*sign=*/true) : "—";
}

std::string Diagnosis(const Json& d) {
  std::string out = Str(At(d, {"label"}), "NO DATA");
  if (At(d, {"rank"}).is_number_integer()) out += " (rank " + Str(At(d, {"rank"})) + ")";
  if (At(d, {"phase"}).is_string()) out += ", " + Str(At(d, {"phase"}));
  return out;
}

// An environment value: text as is, a list joined, absent as "—"; long
// values (a command line) cut with an ellipsis.
std::string EnvValue(const Json& v) {
  constexpr size_t kMaxWidth = 60;
  std::string text;
  if (v.is_array()) {
    for (const Json& e : v) text += (text.empty() ? "" : ", ") + Str(e, "null");
    if (v.empty()) text = "none";
  } else {
    text = Str(v);
  }
  if (text.size() > kMaxWidth) text = text.substr(0, kMaxWidth - 3) + "...";
  return text;
}

// What differs in the environment: printed first, before the step time.
std::string EnvironmentBlock(const Json& changes) {
  if (!changes.is_array() || changes.empty()) return "";
  std::string out = "  environment (what differs)\n";
  for (const Json& ch : changes) {
    out += "    " + Str(At(ch, {"key"})) + "\n      A: " + EnvValue(At(ch, {"a"})) +
           "\n      B: " + EnvValue(At(ch, {"b"})) + "\n";
  }
  return out + "\n";
}

std::string RunLine(const char* tag, const Json& info) {
  std::string line = std::string("  ") + tag + "  " + Str(At(info, {"id"}));
  line += "  " + Str(At(info, {"run_dir"}), "");
  line += "  (" + Str(At(info, {"steps_completed"})) + " steps, world size " +
          Str(At(info, {"world_size"})) + ", exit code " + Str(At(info, {"exit_code"})) + ")";
  return line;
}

}  // namespace

std::string RenderCompareText(const Json& c) {
  std::string out = "steplens compare — B against A\n";
  out += RunLine("A", At(c, {"a"})) + "\n";
  out += RunLine("B", At(c, {"b"})) + "\n\n";
  out += EnvironmentBlock(At(c, {"environment"}));
  out += "  " + Fit("step time", kNameWidth) + Fit("A median", kValueWidth, true) +
         Fit("B median", kValueWidth, true) + Fit("change", kChangeWidth, true) + "\n";
  const Json& phases = At(c, {"phases"});
  if (phases.is_array()) {
    for (const Json& p : phases) {
      out += "  " + Fit(Str(At(p, {"name"})), kNameWidth) +
             Fit(FormatMs(Num(At(p, {"a_median_ms"}))), kValueWidth, true) +
             Fit(FormatMs(Num(At(p, {"b_median_ms"}))), kValueWidth, true) +
             Fit(Change(At(p, {"change_pct"})), kChangeWidth, true) + "\n";
    }
  }
  const Json& m = At(c, {"memory"});
  auto bytes = [](const Json& v) {
    return v.is_number() ? FormatBytes(v.get<int64_t>()) : std::string("—");
  };
  out += "  " + Fit("peak memory", kNameWidth) +
         Fit(bytes(At(m, {"a_peak_bytes"})), kValueWidth, true) +
         Fit(bytes(At(m, {"b_peak_bytes"})), kValueWidth, true) +
         Fit(Change(At(m, {"change_pct"})), kChangeWidth, true) + "\n";
  for (const char* key : {"samples_per_sec", "tokens_per_sec", "tflops", "mfu_pct"}) {
    const Json& t = At(c, {"throughput", key});
    if (!At(t, {"a"}).is_number() && !At(t, {"b"}).is_number()) continue;  // not measured
    const std::string k = key;
    auto rate = [&k](const Json& v) {
      if (!v.is_number()) return std::string("—");
      if (k == "mfu_pct") return FormatPct(v.get<double>(), /*sign=*/false);
      if (k == "tflops") return FormatFlops(v.get<double>() * 1e12);
      return FormatRate(v.get<double>()) + "/s";
    };
    const char* label = k == "samples_per_sec"  ? "samples/s"
                        : k == "tokens_per_sec" ? "tokens/s"
                        : k == "tflops"         ? "model FLOP/s"
                                                : "MFU";
    out += "  " + Fit(label, kNameWidth) + Fit(rate(At(t, {"a"})), kValueWidth, true) +
           Fit(rate(At(t, {"b"})), kValueWidth, true) +
           Fit(Change(At(t, {"change_pct"})), kChangeWidth, true) + "\n";
  }
  out += "\n";
  out += "  diagnosis (step time)    A: " + Diagnosis(At(c, {"diagnosis", "a", "step_time"})) +
         "\n                           B: " + Diagnosis(At(c, {"diagnosis", "b", "step_time"})) +
         "\n";
  out += "  diagnosis (step memory)  A: " + Diagnosis(At(c, {"diagnosis", "a", "step_memory"})) +
         "\n                           B: " + Diagnosis(At(c, {"diagnosis", "b", "step_memory"})) +
         "\n\n";
  out += "verdict: " + Str(At(c, {"verdict", "summary"}), "no verdict") + "\n";
  return out;
}

}  // namespace steplens::tui
