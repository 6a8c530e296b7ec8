#include "tui/environment_lines.h"

#include <cstddef>

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

constexpr size_t kMaxValueChars = 100;
constexpr size_t kMaxRanksShown = 4;

std::string Cut(std::string s) {
  if (s.size() > kMaxValueChars) s = s.substr(0, kMaxValueChars - 3) + "...";
  return s;
}

std::string Text(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<int64_t>());
  return "—";
}

std::string Field(const Json& env, const char* key) {
  return env.contains(key) ? Text(env[key]) : "—";
}

std::string List(const Json& v) {
  if (!v.is_array() || v.empty()) return "—";
  std::string out;
  for (const Json& e : v) out += (out.empty() ? "" : ", ") + Text(e);
  return Cut(out);
}

}  // namespace

std::string EnvironmentLines(const Json& env) {
  if (!env.is_object() || !env.contains("ranks_reporting") || env["ranks_reporting"] == 0) {
    return "";
  }
  std::string out = "\nEnvironment (" + Text(env["ranks_reporting"]) + " ranks reporting)\n";
  out += "  steplens " + Field(env, "steplens") + ", python " + Field(env, "python") + ", torch " +
         Field(env, "torch") + ", CUDA " + Field(env, "cuda") + ", cuDNN " + Field(env, "cudnn") +
         ", NCCL " + Field(env, "nccl") + ", driver " + Field(env, "driver") + "\n";
  out += "  git commit " + Field(env, "git_commit") + " · hosts " +
         List(env.value("hosts", Json())) + "\n";
  out += "  GPU " + List(env.value("gpus", Json())) + " · CPU " + List(env.value("cpus", Json())) +
         "\n";
  std::string vars;
  const Json variables = env.value("variables", Json::object());
  for (auto it = variables.begin(); it != variables.end(); ++it) {
    vars += (vars.empty() ? "" : ", ") + it.key() + "=" + Text(it.value());
  }
  const Json secrets = env.value("secret_variables", Json::array());
  for (const Json& s : secrets)
    vars += (vars.empty() ? "" : ", ") + Text(s) + "=(secret, not stored)";
  out += "  variables: " +
         (vars.empty() ? std::string("none of NCCL_*, TORCH_*, CUDA_*, OMP_NUM_THREADS") : vars) +
         "\n";
  out += "  command: " + Cut(Field(env, "command")) + "\n";
  const Json differences = env.value("differences", Json::array());
  for (const Json& d : differences) {
    std::string line = "  differs across ranks: " + Text(d.value("key", Json())) + " —";
    for (const Json& v : d.value("values", Json::array())) {
      line += " " + Cut(Text(v.value("value", Json()))) + " on rank";
      const Json ranks = v.value("ranks", Json::array());
      std::string shown;
      for (size_t i = 0; i < ranks.size() && i < kMaxRanksShown; ++i) {
        shown += (shown.empty() ? " " : ",") + Text(ranks[i]);
      }
      const int64_t count = v.value("rank_count", int64_t{0});
      if (count > static_cast<int64_t>(kMaxRanksShown)) {
        shown += " (" + std::to_string(count) + " ranks)";
      }
      line += (ranks.size() > 1 ? "s" : "") + shown + ";";
    }
    line.pop_back();
    out += line + "\n";
  }
  return out;
}

}  // namespace steplens::tui
