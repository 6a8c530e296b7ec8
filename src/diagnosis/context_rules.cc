// Context findings: host CPU / RAM, GPU memory, temperature and utilisation,
// per-rank process imbalance. They explain, they never outrank: severity is
// info or warning, and they are reported beside the step diagnoses.
#include <algorithm>
#include <cmath>
#include <vector>

#include "diagnosis/rules.h"
#include "diagnosis/statistics.h"

namespace steplens::diagnosis {
namespace {

Diagnosis Finding(const char* label, Severity severity, std::string summary, std::string action) {
  Diagnosis d;
  d.label = label;
  d.severity = severity;
  d.summary = std::move(summary);
  d.action = std::move(action);
  return d;
}

}  // namespace

std::vector<Diagnosis> DiagnoseContext(const DiagnosisInput& in, const Thresholds& t) {
  std::vector<Diagnosis> out;
  const ContextInput& c = in.context;

  if (!std::isnan(c.host_cpu_pct) && c.host_cpu_pct >= t.high_cpu_pct) {
    Diagnosis d =
        Finding(kHighCpu, Severity::kWarning, Format("Host CPU is at %.0f%%.", c.host_cpu_pct),
                "Check CPU contention: dataloader workers, other processes, thread "
                "counts (OMP_NUM_THREADS) per rank.");
    d.Add("host_cpu_pct", Round(c.host_cpu_pct, 1));
    out.push_back(std::move(d));
  }
  if (c.host_ram_used_bytes >= 0 && c.host_ram_total_bytes > 0) {
    const double share =
        static_cast<double>(c.host_ram_used_bytes) / static_cast<double>(c.host_ram_total_bytes);
    if (share >= t.high_ram_share) {
      Diagnosis d = Finding(kHighRam, Severity::kWarning,
                            Format("Host RAM is %.0f%% used (%s of %s).", 100.0 * share,
                                   HumanBytes(static_cast<double>(c.host_ram_used_bytes)).c_str(),
                                   HumanBytes(static_cast<double>(c.host_ram_total_bytes)).c_str()),
                            "Reduce host memory: fewer dataloader workers or prefetch, smaller "
                            "in-memory datasets or caches.");
      d.Add("ram_used_bytes", c.host_ram_used_bytes);
      d.Add("ram_total_bytes", c.host_ram_total_bytes);
      d.Add("ram_used_pct", Round(100.0 * share, 2));
      out.push_back(std::move(d));
    }
  }
  for (size_t g = 0; g < c.gpus.size(); ++g) {
    const GpuContext& gpu = c.gpus[g];
    if (gpu.mem_used_bytes >= 0 && gpu.mem_total_bytes > 0) {
      const double share =
          static_cast<double>(gpu.mem_used_bytes) / static_cast<double>(gpu.mem_total_bytes);
      if (share >= t.gpu_mem_share) {
        Diagnosis d = Finding(kGpuMemoryPressure, Severity::kWarning,
                              Format("GPU %zu memory is %.0f%% used.", g, 100.0 * share),
                              "Reduce memory load, or check for other processes on the GPU.");
        d.Add("gpu", static_cast<int64_t>(g));
        d.Add("gpu_mem_used_pct", Round(100.0 * share, 2));
        out.push_back(std::move(d));
      }
    }
    if (!std::isnan(gpu.temp_c) && gpu.temp_c >= t.gpu_hot_c) {
      Diagnosis d =
          Finding(kGpuHot, Severity::kWarning,
                  Format("GPU %zu reaches %.0f C; it may throttle its clocks.", g, gpu.temp_c),
                  "Check cooling and clocks (nvidia-smi -q -d PERFORMANCE); a hot GPU "
                  "can make its rank a straggler.");
      d.Add("gpu", static_cast<int64_t>(g));
      d.Add("gpu_temp_c", Round(gpu.temp_c, 1));
      out.push_back(std::move(d));
    }
    if (!std::isnan(gpu.util_pct) && gpu.util_pct < t.low_gpu_util_pct) {
      Diagnosis d = Finding(kLowGpuUtilization, Severity::kInfo,
                            Format("GPU %zu is busy only %.0f%% of the time.", g, gpu.util_pct),
                            "Read the step-time diagnosis first: low utilisation alone does not "
                            "prove an input bottleneck.");
      d.Add("gpu", static_cast<int64_t>(g));
      d.Add("gpu_util_pct", Round(gpu.util_pct, 1));
      out.push_back(std::move(d));
    }
  }

  // Per-rank process imbalance (CPU, RSS).
  if (c.processes.size() >= 2) {
    std::vector<double> cpu, rss;
    int cpu_worst = -1, rss_worst = -1;
    for (size_t r = 0; r < c.processes.size(); ++r) {
      const ProcessContext& p = c.processes[r];
      if (!std::isnan(p.cpu_pct)) {
        cpu.push_back(p.cpu_pct);
        if (cpu_worst < 0 || p.cpu_pct > c.processes[cpu_worst].cpu_pct) {
          cpu_worst = static_cast<int>(r);
        }
      }
      if (p.rss_bytes >= 0) {
        rss.push_back(static_cast<double>(p.rss_bytes));
        if (rss_worst < 0 || p.rss_bytes > c.processes[rss_worst].rss_bytes) {
          rss_worst = static_cast<int>(r);
        }
      }
    }
    if (cpu.size() >= 2) {
      const double worst = c.processes[cpu_worst].cpu_pct;
      // Median of the other ranks (drop one copy of the worst value).
      cpu.erase(std::max_element(cpu.begin(), cpu.end()));
      const double med = MedianInPlace(cpu);
      if (med > 0 && (worst - med) / med >= t.process_cpu_skew &&
          worst - med >= t.process_cpu_min_points) {
        Diagnosis d = Finding(kProcessImbalance, Severity::kInfo,
                              Format("Rank %d's process uses %.0f%% CPU against a median of "
                                     "%.0f%%.",
                                     cpu_worst, worst, med),
                              Format("Compare rank %d's host-side work (logging, data "
                                     "preparation, extra threads) with the other ranks.",
                                     cpu_worst));
        d.rank = cpu_worst;
        d.Add("metric", std::string("cpu"));
        d.Add("worst_cpu_pct", Round(worst, 1));
        d.Add("median_cpu_pct", Round(med, 1));
        out.push_back(std::move(d));
      }
    }
    if (rss.size() >= 2) {
      const double worst = static_cast<double>(c.processes[rss_worst].rss_bytes);
      rss.erase(std::max_element(rss.begin(), rss.end()));
      const double med = MedianInPlace(rss);
      if (med > 0 && (worst - med) / med >= t.process_rss_skew &&
          worst - med >= static_cast<double>(t.process_rss_min_bytes)) {
        Diagnosis d = Finding(kProcessImbalance, Severity::kInfo,
                              Format("Rank %d's process holds %s RSS against a median of %s.",
                                     rss_worst, HumanBytes(worst).c_str(), HumanBytes(med).c_str()),
                              Format("Inspect what rank %d keeps in host memory that the others "
                                     "do not.",
                                     rss_worst));
        d.rank = rss_worst;
        d.Add("metric", std::string("rss"));
        d.Add("worst_rss_bytes", SaturatingRound(worst, kMissing));
        d.Add("median_rss_bytes", SaturatingRound(med, kMissing));
        out.push_back(std::move(d));
      }
    }
  }
  return out;
}

}  // namespace steplens::diagnosis
