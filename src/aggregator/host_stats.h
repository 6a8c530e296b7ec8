// aggregator/host_stats.h — whole-run statistics of the samples the ranks
// send about their process (ProcessSample) and their host (SystemSample).
//
// Contract
// - ProcessAcc (one per rank) and HostAcc (one per host) fold samples in
//   with Add() and give their statistics with Stats(). Negative or
//   non-finite percentages and kMissing byte counts are "not measured" and
//   skipped, never averaged in; a statistic never measured is NaN (times,
//   percentages) or kMissing (bytes).
// - ProcessAcc also keeps the main thread's on-CPU and run-queue shares of
//   the latest kRecentProcessSamples samples (about as many seconds): the
//   diagnosis context compares ranks on them (RecentMainCpuPct/WaitPct);
//   and the other threads' summed run-queue wait (RecentOthersWaitPct).
// - HostAcc keeps at most kMaxGpusPerHost GPUs (a sample listing more is
//   cut), and the host's latest sample. Per GPU: utilisation mean and max,
//   memory and temperature and power maxima, the SM clock's mean and
//   minimum, and how many samples had each throttle reason set (of those
//   that reported the reasons).
// - Plain values, bounded memory; the owner (RunState) locks.
#ifndef STEPLENS_AGGREGATOR_HOST_STATS_H_
#define STEPLENS_AGGREGATOR_HOST_STATS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "steplens/record.h"

namespace steplens::aggregator {

// Process samples (about one a second) averaged for the diagnosis context.
inline constexpr size_t kRecentProcessSamples = 5;
inline constexpr size_t kMaxGpusPerHost = 64;

// Whole-run process statistics of one rank.
struct ProcessStats {
  uint32_t rank = 0;
  uint64_t samples = 0;
  double cpu_pct_mean = 0.0;  // NaN when never measured
  int64_t rss_peak_bytes = kMissing;
  int64_t gpu_mem_peak_bytes = kMissing;
};

struct GpuStats {
  double util_pct_mean = 0.0;  // NaN when never measured (same below)
  double util_pct_max = 0.0;
  int64_t mem_used_max_bytes = kMissing;
  int64_t mem_total_bytes = kMissing;
  double temp_c_max = 0.0;
  double power_w_max = 0.0;
  double sm_clock_mhz_mean = 0.0;  // NaN when never measured (same below)
  double sm_clock_mhz_min = 0.0;
  // Samples that reported the throttle reasons, and per reason bit
  // (ascending) how many of them had it set; bits never set are left out.
  uint64_t throttle_samples = 0;
  std::vector<std::pair<uint64_t, uint64_t>> throttle_bit_samples;  // {bit, samples}
};

// Whole-run system statistics of one host.
struct HostStats {
  std::string host;
  uint64_t samples = 0;
  double cpu_pct_mean = 0.0;  // NaN when never measured
  double cpu_pct_max = 0.0;
  int64_t ram_used_max_bytes = kMissing;
  int64_t ram_total_bytes = kMissing;
  std::vector<GpuStats> gpus;
  SystemSample last;
};

class ProcessAcc {
 public:
  void Add(const ProcessSample& s);
  ProcessStats Stats(uint32_t rank) const;
  bool has_sample() const { return samples_ > 0; }
  const ProcessSample& last() const { return last_; }
  double CpuPctMean() const;        // NaN when never measured
  double RecentMainCpuPct() const;  // NaN when no recent sample has it
  double RecentMainWaitPct() const;
  double RecentOthersWaitPct() const;  // the other threads' run-queue wait

 private:
  uint64_t samples_ = 0;
  ProcessSample last_;
  double cpu_sum_ = 0.0;
  uint64_t cpu_count_ = 0;
  int64_t rss_peak_ = kMissing;
  int64_t gpu_mem_peak_ = kMissing;
  std::deque<float> recent_main_cpu_;
  std::deque<float> recent_main_wait_;
  std::deque<float> recent_others_wait_;
};

class HostAcc {
 public:
  void Add(const SystemSample& s);
  HostStats Stats(const std::string& host) const;
  const SystemSample& last() const { return last_; }

 private:
  struct Gpu {
    double util_sum = 0.0;
    uint64_t util_count = 0;
    double util_max = -1.0;
    int64_t mem_used_max = kMissing;
    int64_t mem_total = kMissing;
    double temp_max = -1.0;
    double power_max = -1.0;
    double clock_sum = 0.0;
    uint64_t clock_count = 0;
    double clock_min = -1.0;
    uint64_t throttle_samples = 0;
    std::array<uint64_t, 64> throttle_bit_samples{};  // by bit index
  };
  uint64_t samples_ = 0;
  double cpu_sum_ = 0.0;
  uint64_t cpu_count_ = 0;
  double cpu_max_ = -1.0;
  int64_t ram_used_max_ = kMissing;
  int64_t ram_total_ = kMissing;
  std::vector<Gpu> gpus_;
  SystemSample last_;
};

}  // namespace steplens::aggregator

#endif  // STEPLENS_AGGREGATOR_HOST_STATS_H_
