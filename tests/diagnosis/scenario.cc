#include "diagnosis/scenario.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>

#include "diagnosis/signals_scenario.h"

namespace steplens::diagnosis {
namespace {

using Json = nlohmann::ordered_json;

constexpr double kMs = 1e6;
constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

// splitmix64: small, fast, identical everywhere.
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double Uniform() {  // [0, 1)
    return static_cast<double>(Next() >> 11) * (1.0 / 9007199254740992.0);
  }
  double Normal() {  // Box–Muller
    const double u1 = std::max(Uniform(), 1e-300);
    const double u2 = Uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

 private:
  uint64_t state_;
};

// Generator phases, in step order.
enum GenPhase { kDl = 0, kFwd, kBwd, kOpt, kOther, kGenPhases };
const char* const kGenPhaseNames[kGenPhases] = {"dataloader", "forward", "backward", "optimizer",
                                                "other"};

int GenPhaseId(const std::string& name) {
  for (int i = 0; i < kGenPhases; ++i) {
    if (name == kGenPhaseNames[i]) return i;
  }
  return -1;
}

double Num(const Json& o, const char* key, double def) {
  auto it = o.find(key);
  if (it == o.end() || it->is_null()) return def;
  return it->get<double>();
}

struct Fault {
  int rank = 0;
  int phase = 0;
  double extra_ms = 0;
  int from_step = 0;
  int to_step = 1 << 30;
  double prob = 1.0;
  int every = 1;  // only every N-th step from from_step
};

bool FillExplicit(const Json& arr, int W, int R, double scale, std::vector<int64_t>* out,
                  std::string* error, const std::string& key) {
  if (!arr.is_array() || static_cast<int>(arr.size()) != W) {
    *error = "explicit." + key + " must have one row per step";
    return false;
  }
  out->assign(static_cast<size_t>(W) * R, kMissing);
  for (int s = 0; s < W; ++s) {
    const Json& row = arr[s];
    if (!row.is_array() || static_cast<int>(row.size()) != R) {
      *error = "explicit." + key + " rows must have one value per rank";
      return false;
    }
    for (int r = 0; r < R; ++r) {
      if (row[r].is_null()) continue;
      (*out)[static_cast<size_t>(s) * R + r] =
          static_cast<int64_t>(std::llround(row[r].get<double>() * scale));
    }
  }
  return true;
}

}  // namespace

bool BuildScenarioInput(const Json& in, DiagnosisInput* out, std::string* error) {
  try {
    const int R = in.at("world_size").get<int>();
    const int W = in.at("steps").get<int>();
    if (R < 0 || W < 0) {
      *error = "world_size and steps must be >= 0";
      return false;
    }
    Rng rng(static_cast<uint64_t>(Num(in, "seed", 1)));
    // "collectives": ["forward", "backward", ...]: instead of DDP's
    // all-reduce, each listed phase ends in a blocking collective (FSDP's
    // all-gathers and reduce-scatters, or a user's all_reduce), timed as
    // comm; no arrival times.
    std::array<bool, 4> coll_after{};  // by GenPhase (dataloader never)
    bool collectives = false;
    for (const Json& c : in.value("collectives", Json::array())) {
      const std::string name = c.get<std::string>();
      const int id = name == "forward" ? 1 : name == "backward" ? 2 : name == "optimizer" ? 3 : -1;
      if (id < 0) {
        *error = "collectives: forward, backward or optimizer";
        return false;
      }
      coll_after[static_cast<size_t>(id)] = true;
      collectives = true;
    }
    const bool ddp = !collectives && in.value("ddp", R > 1);
    const bool arrival = ddp && in.value("arrival", true);
    // "ddp_sync": true: DDP's gradient sync split as the recorder measures
    // it (host timing): exposed = the end of backward (the all-reduce done,
    // comm_ms after the last arrival) less the rank's own arrival;
    // overlapped = "sync_overlapped_ms".
    const bool ddp_sync = arrival && in.value("ddp_sync", false);
    const double sync_overlapped_ms = Num(in, "sync_overlapped_ms", 0.0);
    *out = DiagnosisInput();
    out->Resize(R, W, arrival, false);
    out->arrival_hook_installed = arrival;
    out->arrival_missing_reason = in.value("arrival_missing_reason", std::string());

    std::array<double, kGenPhases> base{};
    const Json phases = in.value("phases_ms", Json::object());
    for (int p = 0; p < kGenPhases; ++p) base[p] = Num(phases, kGenPhaseNames[p], 0.0);
    const double comm_ms = Num(in, "comm_ms", 0.0);
    // "before_step_ms": after its dataloader fetch each rank enters a
    // blocking collective (the HF Trainer's token count) that ends this long
    // after the last rank entered it; the step begins when it returns. Its
    // wait is comm (before step), counted in comm too.
    const bool before_step = in.contains("before_step_ms");
    const double before_step_ms = Num(in, "before_step_ms", 0.0);
    std::vector<double> waited(R, 0.0);
    // Each rank's fetch done -> its step begins (and the wait before it).
    auto begin_steps = [&](const std::vector<std::array<double, kGenPhases>>& c,
                           const std::vector<double>& end_before, std::vector<double>& b) {
      double release = 0;
      for (int r = 0; r < R; ++r) release = std::max(release, end_before[r] + c[r][kDl]);
      release += before_step_ms;
      for (int r = 0; r < R; ++r) {
        const double fetched = end_before[r] + c[r][kDl];
        b[r] = before_step ? release : fetched;
        waited[r] = b[r] - fetched;
      }
    };
    const double noise = Num(in, "noise_pct", 0.0) / 100.0;
    const Json stall = in.value("stall", Json::object());
    const double stall_prob = Num(stall, "prob", 0.0);
    const double stall_ms = Num(stall, "ms", 0.0);
    std::vector<double> rank_scale(R, 1.0);
    const Json scales = in.value("rank_scale_pct", Json::object());
    for (const auto& [k, v] : scales.items()) {
      const int r = std::stoi(k);
      if (r >= 0 && r < R) rank_scale[r] = 1.0 + v.get<double>() / 100.0;
    }
    std::vector<Fault> faults;
    for (const Json& f : in.value("faults", Json::array())) {
      Fault x;
      x.rank = f.at("rank").get<int>();
      x.phase = GenPhaseId(f.at("phase").get<std::string>());
      if (x.phase < 0) {
        *error = "unknown fault phase";
        return false;
      }
      x.extra_ms = f.at("extra_ms").get<double>();
      x.from_step = f.value("from_step", 0);
      x.to_step = f.value("to_step", 1 << 30);
      x.prob = f.value("prob", 1.0);
      x.every = std::max(1, f.value("every", 1));
      faults.push_back(x);
    }

    // Simulate. Times in ms (double), converted at the end.
    std::vector<double> end_prev(R, 0.0);
    std::vector<std::array<double, kGenPhases>> cost(R);
    std::vector<double> begin(R), arrive(R);
    for (int s = 0; s < W; ++s) {
      for (int r = 0; r < R; ++r) {
        for (int p = 0; p < kGenPhases; ++p) {
          double v = base[p] * rank_scale[r];
          if (noise > 0 && base[p] > 0) v += base[p] * noise * rng.Normal();
          cost[r][p] = std::max(0.0, v);
        }
        if (stall_prob > 0 && rng.Uniform() < stall_prob) {
          const int p = static_cast<int>(rng.Uniform() * 4);  // dl..opt
          cost[r][p] += stall_ms;
        }
        for (const Fault& f : faults) {
          if ((f.rank != r && f.rank != -1) || s < f.from_step || s > f.to_step) continue;
          if ((s - f.from_step) % f.every != 0) continue;
          if (f.prob < 1.0 && rng.Uniform() >= f.prob) continue;
          cost[r][f.phase] += f.extra_ms;
        }
      }
      if (collectives) {
        // Phase by phase: a phase with a collective ends when the last rank
        // reaches it (+ comm_ms); each rank's comm is its wait there.
        std::vector<double> t(R);
        std::vector<std::array<double, 4>> dur(R), comm(R);
        begin_steps(cost, end_prev, begin);
        for (int r = 0; r < R; ++r) t[r] = begin[r];
        for (int p = kFwd; p <= kOpt; ++p) {
          double release = 0;
          for (int r = 0; r < R; ++r) release = std::max(release, t[r] + cost[r][p]);
          release += comm_ms;
          for (int r = 0; r < R; ++r) {
            const double done = t[r] + cost[r][p];
            comm[r][p] = coll_after[p] ? release - done : 0.0;
            dur[r][p] = cost[r][p] + comm[r][p];
            t[r] = done + comm[r][p];
          }
        }
        for (int r = 0; r < R; ++r) {
          const double end = t[r] + cost[r][kOther];
          const size_t i = out->Index(s, r);
          auto set = [&](Metric m, double ms) {
            out->Durations(m)[i] = static_cast<int64_t>(std::llround(ms * kMs));
          };
          set(Metric::kDataloader, cost[r][kDl]);
          set(Metric::kForward, dur[r][kFwd]);
          set(Metric::kBackward, dur[r][kBwd]);
          set(Metric::kOptimizer, dur[r][kOpt]);
          set(Metric::kStep, end - begin[r]);
          set(Metric::kWait, end - begin[r] - dur[r][kFwd] - dur[r][kBwd] - dur[r][kOpt]);
          set(Metric::kComm, comm[r][kFwd] + comm[r][kBwd] + comm[r][kOpt] + waited[r]);
          set(Metric::kCommForward, comm[r][kFwd]);
          set(Metric::kCommBackward, comm[r][kBwd]);
          set(Metric::kCommOptimizer, comm[r][kOpt]);
          if (before_step) set(Metric::kCommBeforeStep, waited[r]);
          end_prev[r] = end;
        }
        continue;
      }
      double release = 0;
      begin_steps(cost, end_prev, begin);
      for (int r = 0; r < R; ++r) {
        arrive[r] = begin[r] + cost[r][kFwd] + cost[r][kBwd];
        release = std::max(release, arrive[r]);
      }
      release += comm_ms;
      for (int r = 0; r < R; ++r) {
        const double bwd = ddp ? release - (begin[r] + cost[r][kFwd]) : cost[r][kBwd];
        const double bwd_end = begin[r] + cost[r][kFwd] + bwd;
        const double end = bwd_end + cost[r][kOpt] + cost[r][kOther];
        const size_t i = out->Index(s, r);
        auto set = [&](Metric m, double ms) {
          out->Durations(m)[i] = static_cast<int64_t>(std::llround(ms * kMs));
        };
        set(Metric::kDataloader, cost[r][kDl]);
        set(Metric::kForward, cost[r][kFwd]);
        set(Metric::kBackward, bwd);
        set(Metric::kOptimizer, cost[r][kOpt]);
        set(Metric::kStep, end - begin[r]);
        set(Metric::kWait, end - begin[r] - cost[r][kFwd] - bwd - cost[r][kOpt]);
        if (before_step) {
          set(Metric::kComm, waited[r]);
          set(Metric::kCommBeforeStep, waited[r]);
        }
        if (ddp_sync) {
          set(Metric::kSyncExposed, release - arrive[r]);
          set(Metric::kSyncOverlapped, sync_overlapped_ms);
        }
        if (arrival) {
          // Absolute times: offset so they are positive and large.
          out->arrival_ns[i] = static_cast<int64_t>(std::llround((arrive[r] + 1000.0) * kMs));
        }
        end_prev[r] = end;
      }
    }
    if (in.contains("measured")) {
      std::set<std::string> keep;
      for (const Json& m : in.at("measured")) keep.insert(m.get<std::string>());
      for (int m = 0; m < kMetricCount; ++m) {
        if (!keep.count(MetricName(static_cast<Metric>(m)))) out->durations_ns[m].clear();
      }
    }
    // A metric some ranks do not measure (a hook switched off there), and
    // ranks that sent no step at all.
    if (in.contains("unmeasured")) {
      for (const auto& [name, ranks] : in.at("unmeasured").items()) {
        for (int m = 0; m < kMetricCount; ++m) {
          if (name != MetricName(static_cast<Metric>(m))) continue;
          auto& vec = out->durations_ns[m];
          for (const Json& rj : ranks) {
            const int r = rj.get<int>();
            if (r < 0 || r >= R || vec.empty()) continue;
            for (int s = 0; s < W; ++s) vec[out->Index(s, r)] = kMissing;
          }
        }
      }
    }
    if (in.contains("silent_ranks")) {
      for (const Json& rj : in.at("silent_ranks")) {
        const int r = rj.get<int>();
        if (r < 0 || r >= R) continue;
        for (int s = 0; s < W; ++s) {
          for (auto& vec : out->durations_ns) {
            if (!vec.empty()) vec[out->Index(s, r)] = kMissing;
          }
          if (!out->arrival_ns.empty()) out->arrival_ns[out->Index(s, r)] = kMissing;
        }
      }
    }

    // Memory.
    if (in.contains("memory")) {
      const Json& mem = in.at("memory");
      const std::string src = mem.value("source", std::string("cuda"));
      out->memory_source = src == "rss" ? MemorySource::kRss : MemorySource::kCuda;
      const double cap = Num(mem, "capacity_gib", -1);
      out->memory_capacity_bytes = cap > 0 ? static_cast<int64_t>(cap * kGiB) : kMissing;
      const double base_b = Num(mem, "base_gib", 1) * kGiB;
      const double reserved_extra = Num(mem, "reserved_extra_gib", 0) * kGiB;
      const double noise_b = Num(mem, "noise_mib", 0) * kMiB;
      const double growth = Num(mem, "growth_mib_per_step", 0) * kMiB;
      const int growth_from = static_cast<int>(Num(mem, "growth_from_step", 0));
      std::vector<double> offset(R, 0.0);
      const Json offsets = mem.value("rank_offset_gib", Json::object());
      for (const auto& [k, v] : offsets.items()) {
        const int r = std::stoi(k);
        if (r >= 0 && r < R) offset[r] = v.get<double>() * kGiB;
      }
      const Json jump = mem.value("step_change", Json::object());
      const int jump_from = static_cast<int>(Num(jump, "from_step", 1 << 30));
      const double jump_b = Num(jump, "gib", 0) * kGiB;
      const Json spike = mem.value("spike", Json::object());
      const int spike_rank = static_cast<int>(Num(spike, "rank", -1));
      const int spike_step = static_cast<int>(Num(spike, "step", -1));
      const double spike_b = Num(spike, "gib", 0) * kGiB;
      const size_t n = static_cast<size_t>(W) * R;
      out->mem_peak_bytes.assign(n, kMissing);
      const bool cuda = out->memory_source == MemorySource::kCuda;
      if (cuda) out->mem_peak_reserved_bytes.assign(n, kMissing);
      for (int s = 0; s < W; ++s) {
        for (int r = 0; r < R; ++r) {
          double v = base_b + offset[r] + std::max(0, s - growth_from) * growth;
          if (noise_b > 0) v += noise_b * rng.Normal();
          if (r == spike_rank && s == spike_step) v += spike_b;
          if (s >= jump_from) v += jump_b;
          v = std::max(0.0, v);
          const size_t i = out->Index(s, r);
          out->mem_peak_bytes[i] = static_cast<int64_t>(v);
          if (cuda) out->mem_peak_reserved_bytes[i] = static_cast<int64_t>(v + reserved_extra);
        }
      }
    }

    // Context.
    if (in.contains("context")) {
      const Json& c = in.at("context");
      ContextInput& ctx = out->context;
      ctx.host_cpu_pct = Num(c, "host_cpu_pct", NAN);
      const double used = Num(c, "host_ram_used_gib", -1);
      const double total = Num(c, "host_ram_total_gib", -1);
      ctx.host_ram_used_bytes = used >= 0 ? static_cast<int64_t>(used * kGiB) : kMissing;
      ctx.host_ram_total_bytes = total > 0 ? static_cast<int64_t>(total * kGiB) : kMissing;
      for (const Json& g : c.value("gpus", Json::array())) {
        GpuContext gc;
        gc.util_pct = Num(g, "util_pct", NAN);
        gc.temp_c = Num(g, "temp_c", NAN);
        const double mu = Num(g, "mem_used_gib", -1);
        const double mt = Num(g, "mem_total_gib", -1);
        gc.mem_used_bytes = mu >= 0 ? static_cast<int64_t>(mu * kGiB) : kMissing;
        gc.mem_total_bytes = mt > 0 ? static_cast<int64_t>(mt * kGiB) : kMissing;
        ctx.gpus.push_back(gc);
      }
      if (c.contains("processes")) {
        const Json& p = c.at("processes");
        ctx.processes.assign(R, ProcessContext());
        for (int r = 0; r < R; ++r) {
          ctx.processes[r].cpu_pct = Num(p, "cpu_pct", NAN);
          ctx.processes[r].main_cpu_pct = Num(p, "main_cpu_pct", NAN);
          ctx.processes[r].main_wait_pct = Num(p, "main_wait_pct", NAN);
          ctx.processes[r].others_wait_pct = Num(p, "others_wait_pct", NAN);
          const double rss = Num(p, "rss_gib", -1);
          ctx.processes[r].rss_bytes = rss >= 0 ? static_cast<int64_t>(rss * kGiB) : kMissing;
        }
        const Json overrides = p.value("overrides", Json::object());
        for (const auto& [k, v] : overrides.items()) {
          const int r = std::stoi(k);
          if (r < 0 || r >= R) continue;
          if (v.contains("cpu_pct")) ctx.processes[r].cpu_pct = v.at("cpu_pct").get<double>();
          if (v.contains("main_cpu_pct")) {
            ctx.processes[r].main_cpu_pct = v.at("main_cpu_pct").get<double>();
          }
          if (v.contains("main_wait_pct")) {
            ctx.processes[r].main_wait_pct = v.at("main_wait_pct").get<double>();
          }
          if (v.contains("others_wait_pct")) {
            ctx.processes[r].others_wait_pct = v.at("others_wait_pct").get<double>();
          }
          if (v.contains("rss_gib")) {
            ctx.processes[r].rss_bytes = static_cast<int64_t>(v.at("rss_gib").get<double>() * kGiB);
          }
        }
      }
    }

    // Explicit arrays replace generated ones.
    if (in.contains("explicit")) {
      for (const auto& [key, arr] : in.at("explicit").items()) {
        if (key == "arrival_ms") {
          if (!FillExplicit(arr, W, R, kMs, &out->arrival_ns, error, key)) return false;
          out->arrival_hook_installed = true;
          continue;
        }
        if (key == "mem_bytes") {
          if (!FillExplicit(arr, W, R, 1.0, &out->mem_peak_bytes, error, key)) return false;
          if (out->memory_source == MemorySource::kNone) out->memory_source = MemorySource::kCuda;
          continue;
        }
        bool found = false;
        for (int m = 0; m < kMetricCount; ++m) {
          if (key == std::string(MetricName(static_cast<Metric>(m))) + "_ms") {
            if (!FillExplicit(arr, W, R, kMs, &out->durations_ns[m], error, key)) return false;
            found = true;
          }
        }
        if (!found) {
          *error = "unknown explicit key " + key;
          return false;
        }
      }
    }
    return AddTrainingSignals(in, out, error);
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}

}  // namespace steplens::diagnosis
