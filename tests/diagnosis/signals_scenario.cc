#include "diagnosis/signals_scenario.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace steplens::diagnosis {
namespace {

using Json = nlohmann::ordered_json;
constexpr double kNsPerMs = 1e6;

int64_t Ms(const Json& o, const char* key, int64_t def) {
  auto it = o.find(key);
  if (it == o.end() || it->is_null()) return def;
  return static_cast<int64_t>(std::llround(it->get<double>() * kNsPerMs));
}

double NonFiniteValue(const std::string& s) {
  if (s == "inf") return std::numeric_limits<double>::infinity();
  if (s == "-inf") return -std::numeric_limits<double>::infinity();
  return std::numeric_limits<double>::quiet_NaN();
}

void FillLoss(const Json& loss, DiagnosisInput* out) {
  const double base = loss.value("base", 0.5);
  const double amplitude = loss.value("amplitude", 2.0);
  const double decay = loss.value("decay_steps", 30.0);
  const double rise = loss.value("rise_per_step", 0.0);
  const double wobble = loss.value("wobble", 0.02);
  const Json spike = loss.value("spike", Json::object());
  const int spike_step = spike.value("step", -1);
  const int spike_rank = spike.value("rank", -1);
  const double factor = spike.value("factor", 1.0);
  const int ranks = static_cast<int>(out->world_size);
  out->loss.assign(static_cast<size_t>(ranks) * static_cast<size_t>(out->steps), 0.0);
  for (int s = 0; s < out->steps; ++s) {
    for (int r = 0; r < ranks; ++r) {
      double v =
          base + amplitude * std::exp(-s / decay) + rise * s + wobble * std::sin(1.7 * s + 2.3 * r);
      if (s == spike_step && r == spike_rank) v *= factor;
      out->loss[out->Index(s, r)] = v;
    }
  }
}

void FillThroughput(const Json& t, DiagnosisInput* out) {
  const int steps = t.value("steps", 0);
  const auto first = t.value("first_step", static_cast<uint64_t>(0));
  const double interval_ms = t.value("interval_ms", 10.0);
  const Json slow = t.value("slow", Json::object());
  const int slow_from = slow.value("from", steps);
  const double slow_ms = slow.value("interval_ms", interval_ms);
  int64_t end = 1'000'000'000;
  for (int s = 0; s < steps; ++s) {
    end += static_cast<int64_t>(std::llround((s >= slow_from ? slow_ms : interval_ms) * kNsPerMs));
    DiagnosisInput::ThroughputPoint p;
    p.step = first + static_cast<uint64_t>(s);
    p.end_ns = end;
    if (t.contains("samples")) p.samples = t.at("samples").get<double>();
    out->throughput.push_back(p);
  }
}

RankFailureInfo Failure(const Json& f) {
  RankFailureInfo out;
  out.fatal = f.value("fatal", true);
  out.ns = Ms(f, "ms", 0);
  out.step = f.value("step", static_cast<uint64_t>(0));
  out.activity = f.value("activity", std::string());
  out.exc_type = f.value("exc_type", std::string());
  out.exc_bases = f.value("exc_bases", std::string());
  out.message = f.value("message", std::string());
  out.frames = f.value("frames", std::string());
  return out;
}

RankHealthInput Rank(const Json& o) {
  RankHealthInput r;
  r.rank = o.value("rank", 0u);
  r.host = o.value("host", std::string("node-0"));
  r.node_first_rank = o.value("node_first_rank", static_cast<int64_t>(0));
  r.connected_ever = o.value("connected_ever", true);
  r.live = o.value("live", true);
  r.finished = o.value("finished", false);
  if (o.contains("failure")) r.failure = Failure(o.at("failure"));
  r.has_exit = o.value("has_exit", false);
  r.exit_code = o.value("exit_code", -1);
  r.exit_signal = o.value("exit_signal", 0);
  r.core_dumped = o.value("core_dumped", false);
  r.exit_ns = Ms(o, "exit_ms", 0);
  r.exit_text = o.value("exit_text", std::string());
  r.lost = o.value("lost", false);
  r.lost_ns = Ms(o, "lost_ms", 0);
  r.lost_reason = o.value("lost_reason", std::string());
  r.activity = o.value("activity", std::string("backward"));
  r.in_step = o.value("in_step", true);
  r.in_sync = o.value("in_sync", false);
  r.in_dataloader = o.value("in_dataloader", false);
  r.in_collective = o.value("in_collective", false);
  r.collective_seq = o.value("collective_seq", static_cast<uint64_t>(0));
  r.current_step = o.value("current_step", static_cast<uint64_t>(0));
  r.last_step = o.value("last_step", static_cast<int64_t>(-1));
  r.last_heartbeat_ns = Ms(o, "last_heartbeat_ms", -1);
  r.cpu_pct = o.value("cpu_pct", std::numeric_limits<double>::quiet_NaN());
  r.stack = o.value("stack", std::string());
  r.stack_unavailable = o.value("stack_unavailable", std::string());
  return r;
}

}  // namespace

bool AddTrainingSignals(const Json& input, DiagnosisInput* out, std::string* error) {
  if (!input.contains("training")) return true;
  try {
    const Json& t = input.at("training");
    out->first_step = t.value("first_step", static_cast<uint64_t>(0));
    if (t.contains("loss")) FillLoss(t.at("loss"), out);
    if (t.contains("non_finite")) {
      const Json& nf = t.at("non_finite");
      out->first_non_finite.step = nf.value("step", static_cast<int64_t>(0));
      out->first_non_finite.rank = nf.value("rank", 0);
      out->first_non_finite.name = nf.value("name", std::string("loss"));
      out->first_non_finite.value = NonFiniteValue(nf.value("value", std::string("nan")));
      out->first_non_finite.count = nf.value("count", static_cast<int64_t>(1));
    }
    if (t.contains("throughput")) FillThroughput(t.at("throughput"), out);
    return true;
  } catch (const std::exception& e) {
    *error = std::string("training: ") + e.what();
    return false;
  }
}

bool BuildHealthInput(const Json& input, HealthInput* out, std::string* error) {
  try {
    *out = HealthInput();
    out->now_ns = Ms(input, "now_ms", 0);
    out->world_size = input.at("world_size").get<uint32_t>();
    out->job_ended = input.value("job_ended", false);
    out->job_exit_code = input.value("job_exit_code", 0);
    out->job_exit_known = input.value("job_exit_known", true);
    out->stop_requested = input.value("stop_requested", false);
    out->stop_ns = Ms(input, "stop_ms", 0);
    out->stop_signal = input.value("stop_signal", 0);
    out->steps_completed = input.value("steps_completed", static_cast<uint64_t>(0));
    out->last_progress_ns = Ms(input, "last_progress_ms", -1);
    out->median_step_ms = input.value("median_step_ms", std::numeric_limits<double>::quiet_NaN());
    out->hang_after_ns = Ms(input, "hang_after_ms", 0);
    out->rejected_connections = input.value("rejected_connections", static_cast<uint64_t>(0));
    const Json defaults = input.value("rank_defaults", Json::object());
    const Json& ranks = input.at("ranks");
    if (!ranks.is_array() || ranks.size() != out->world_size) {
      *error = "ranks: one object per rank (world_size)";
      return false;
    }
    for (size_t i = 0; i < ranks.size(); ++i) {
      Json r = defaults;
      r.update(ranks[i]);
      if (!r.contains("rank")) r["rank"] = i;
      out->ranks.push_back(Rank(r));
    }
    return true;
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}

}  // namespace steplens::diagnosis
