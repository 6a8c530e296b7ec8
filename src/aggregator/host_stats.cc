#include "aggregator/host_stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace steplens::aggregator {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool Measured(float pct) { return pct >= 0 && std::isfinite(pct); }

double MeanOr(double sum, uint64_t count) {
  return count > 0 ? sum / static_cast<double>(count) : kNaN;
}
double MaxOr(double max) { return max >= 0 ? max : kNaN; }

double Mean(const std::deque<float>& v) {
  double sum = 0.0;
  for (float x : v) sum += x;
  return MeanOr(sum, v.size());
}

}  // namespace

void ProcessAcc::Add(const ProcessSample& s) {
  ++samples_;
  last_ = s;
  if (Measured(s.main_cpu_pct) && Measured(s.main_wait_pct)) {
    recent_main_cpu_.push_back(s.main_cpu_pct);
    recent_main_wait_.push_back(s.main_wait_pct);
    if (recent_main_cpu_.size() > kRecentProcessSamples) {
      recent_main_cpu_.pop_front();
      recent_main_wait_.pop_front();
    }
  }
  if (Measured(s.others_wait_pct)) {
    recent_others_wait_.push_back(s.others_wait_pct);
    if (recent_others_wait_.size() > kRecentProcessSamples) recent_others_wait_.pop_front();
  }
  if (Measured(s.cpu_pct)) {
    cpu_sum_ += s.cpu_pct;
    ++cpu_count_;
  }
  if (s.rss_bytes != kMissing) rss_peak_ = std::max(rss_peak_, s.rss_bytes);
  if (s.gpu_mem_bytes != kMissing) gpu_mem_peak_ = std::max(gpu_mem_peak_, s.gpu_mem_bytes);
}

double ProcessAcc::CpuPctMean() const { return MeanOr(cpu_sum_, cpu_count_); }
double ProcessAcc::RecentMainCpuPct() const { return Mean(recent_main_cpu_); }
double ProcessAcc::RecentMainWaitPct() const { return Mean(recent_main_wait_); }
double ProcessAcc::RecentOthersWaitPct() const { return Mean(recent_others_wait_); }

ProcessStats ProcessAcc::Stats(uint32_t rank) const {
  ProcessStats p;
  p.rank = rank;
  p.samples = samples_;
  p.cpu_pct_mean = CpuPctMean();
  p.rss_peak_bytes = rss_peak_;
  p.gpu_mem_peak_bytes = gpu_mem_peak_;
  return p;
}

void HostAcc::Add(const SystemSample& s) {
  ++samples_;
  last_ = s;
  if (last_.gpus.size() > kMaxGpusPerHost) last_.gpus.resize(kMaxGpusPerHost);
  if (Measured(s.cpu_pct)) {
    cpu_sum_ += s.cpu_pct;
    ++cpu_count_;
    cpu_max_ = std::max<double>(cpu_max_, s.cpu_pct);
  }
  if (s.ram_used_bytes != kMissing) ram_used_max_ = std::max(ram_used_max_, s.ram_used_bytes);
  if (s.ram_total_bytes != kMissing) ram_total_ = s.ram_total_bytes;
  const size_t n = std::min(s.gpus.size(), kMaxGpusPerHost);
  if (gpus_.size() < n) gpus_.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const GpuSample& g = s.gpus[i];
    Gpu& a = gpus_[i];
    if (Measured(g.util_pct)) {
      a.util_sum += g.util_pct;
      ++a.util_count;
      a.util_max = std::max<double>(a.util_max, g.util_pct);
    }
    if (g.mem_used_bytes != kMissing) a.mem_used_max = std::max(a.mem_used_max, g.mem_used_bytes);
    if (g.mem_total_bytes != kMissing) a.mem_total = g.mem_total_bytes;
    if (Measured(g.temp_c)) a.temp_max = std::max<double>(a.temp_max, g.temp_c);
    if (Measured(g.power_w)) a.power_max = std::max<double>(a.power_max, g.power_w);
    if (Measured(g.sm_clock_mhz)) {
      a.clock_sum += g.sm_clock_mhz;
      ++a.clock_count;
      a.clock_min =
          a.clock_min < 0 ? g.sm_clock_mhz : std::min<double>(a.clock_min, g.sm_clock_mhz);
    }
    if (g.throttle_reasons >= 0) {
      ++a.throttle_samples;
      for (size_t b = 0; b < a.throttle_bit_samples.size(); ++b) {
        if ((static_cast<uint64_t>(g.throttle_reasons) >> b) & 1) ++a.throttle_bit_samples[b];
      }
    }
  }
}

HostStats HostAcc::Stats(const std::string& host) const {
  HostStats hs;
  hs.host = host;
  hs.samples = samples_;
  hs.cpu_pct_mean = MeanOr(cpu_sum_, cpu_count_);
  hs.cpu_pct_max = MaxOr(cpu_max_);
  hs.ram_used_max_bytes = ram_used_max_;
  hs.ram_total_bytes = ram_total_;
  for (const Gpu& a : gpus_) {
    GpuStats g;
    g.util_pct_mean = MeanOr(a.util_sum, a.util_count);
    g.util_pct_max = MaxOr(a.util_max);
    g.mem_used_max_bytes = a.mem_used_max;
    g.mem_total_bytes = a.mem_total;
    g.temp_c_max = MaxOr(a.temp_max);
    g.power_w_max = MaxOr(a.power_max);
    g.sm_clock_mhz_mean = MeanOr(a.clock_sum, a.clock_count);
    g.sm_clock_mhz_min = MaxOr(a.clock_min);  // -1 when never measured, as a max
    g.throttle_samples = a.throttle_samples;
    for (size_t b = 0; b < a.throttle_bit_samples.size(); ++b) {
      if (a.throttle_bit_samples[b] > 0) {
        g.throttle_bit_samples.emplace_back(uint64_t{1} << b, a.throttle_bit_samples[b]);
      }
    }
    hs.gpus.push_back(g);
  }
  hs.last = last_;
  return hs;
}

}  // namespace steplens::aggregator
