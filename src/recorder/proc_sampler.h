// recorder/proc_sampler.h — process and system metrics from /proc.
//
// Contract
// - ProcSampler keeps its /proc files open (opened once in Open(), read with
//   pread at offset 0 into a fixed buffer — no allocation, no open/close per
//   sample) and turns counters into rates between consecutive calls:
//     process: CPU% of one core from /proc/self/stat utime+stime, RSS from
//              /proc/self/statm (resident pages x page size), the main
//              (training) thread's time on a CPU and waiting for one (run
//              queue) as % of wall time, from /proc/self/task/<pid>/schedstat;
//              the other threads' run-queue wait, summed, from each
//              /proc/self/task/<tid>/schedstat (the task directory is kept
//              open and re-read with getdents64 into buf_; a thread's file
//              is opened, read and closed per sample; the last wait of up to
//              kMaxThreads threads is kept in fixed arrays, so a thread that
//              ends between two samples only loses its last interval, and a
//              thread new since the last sample counts its whole wait);
//     system:  CPU% of all cores from /proc/stat (1 - idle delta / total
//              delta), RAM used = MemTotal - MemAvailable from /proc/meminfo.
//   The first call after Open() has no previous counters only if Open() did
//   not take a baseline — Open() does, so the first sample is a real rate.
// - A file that cannot be read leaves its fields missing (kMissing / -1);
//   nothing fails loudly.
// - gpu_mem_bytes is the GPU memory NVML lists for this process (its pid,
//   summed over devices: ProcessGpuMemBytes in recorder/gpu_sampler.h).
//   NVML is loaded lazily, once, by the first SampleProcess() after Open() —
//   on the thread that samples (the flusher's), never the one that opened
//   the sampler — and released by Close(). No NVML, no GPU or a failed read
//   leaves gpu_mem_bytes missing, never 0. The factory (LoadNvml unless a
//   test gives its own) is called at most once per Open().
// - The Parse* functions are pure and exposed for tests.
// - One thread at a time (the recorder's flusher).
#ifndef STEPLENS_RECORDER_PROC_SAMPLER_H_
#define STEPLENS_RECORDER_PROC_SAMPLER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <utility>

#include "recorder/gpu_sampler.h"
#include "steplens/record.h"

namespace steplens::recorder {

// utime + stime (clock ticks) from the text of /proc/<pid>/stat.
bool ParseSelfStatCpuTicks(std::string_view stat, uint64_t* ticks);
// Resident pages (second field) from the text of /proc/<pid>/statm.
bool ParseStatmResidentPages(std::string_view statm, int64_t* pages);
struct CpuTimes {
  uint64_t total = 0;  // user+nice+system+idle+iowait+irq+softirq+steal
  uint64_t idle = 0;   // idle+iowait
};
// The aggregate "cpu " line of /proc/stat.
bool ParseProcStatCpu(std::string_view stat, CpuTimes* out);
// On-CPU and run-queue wait times (first two fields, ns) from the text of
// /proc/<pid>/schedstat.
bool ParseSchedstat(std::string_view schedstat, uint64_t* on_cpu_ns, uint64_t* wait_ns);
// MemTotal and MemAvailable, in bytes, from the text of /proc/meminfo.
bool ParseMeminfo(std::string_view meminfo, int64_t* total_bytes, int64_t* available_bytes);

using NvmlFactory = std::function<std::unique_ptr<Nvml>()>;

class ProcSampler {
 public:
  explicit ProcSampler(NvmlFactory nvml_factory = LoadNvml)
      : nvml_factory_(std::move(nvml_factory)) {}
  ~ProcSampler();
  ProcSampler(const ProcSampler&) = delete;
  ProcSampler& operator=(const ProcSampler&) = delete;

  // Opens the files and takes the CPU baselines. with_system adds the
  // system-wide files. Missing files are tolerated.
  void Open(bool with_system, int64_t now_ns);
  void Close();

  int64_t ReadRssBytes();  // kMissing when unreadable
  ProcessSample SampleProcess(int64_t now_ns);
  // Fills cpu/ram fields; the caller adds GPUs.
  SystemSample SampleSystem(int64_t now_ns);

 private:
  // pread at offset 0 into buf_; returns the text read ("" on failure).
  std::string_view ReadAll(int fd);

  static constexpr size_t kReadBufferBytes = 8192;

  int self_stat_fd_ = -1;
  int self_statm_fd_ = -1;
  int proc_stat_fd_ = -1;
  int meminfo_fd_ = -1;
  int64_t page_bytes_ = 4096;
  int64_t clock_ticks_per_s_ = 100;
  bool have_self_ticks_ = false;
  uint64_t last_self_ticks_ = 0;
  int64_t last_self_ns_ = 0;
  // The other threads' summed run-queue wait since the last call, in % of
  // the wall time between the two; -1 without a complete baseline (the
  // first call, more than kMaxThreads threads). Updates the tid table.
  float OthersWaitPct(int64_t now_ns);

  static constexpr int kMaxThreads = 512;
  struct ThreadWait {
    int tid = 0;
    uint64_t wait_ns = 0;
  };
  int task_dir_fd_ = -1;
  ThreadWait threads_[kMaxThreads];
  ThreadWait threads_next_[kMaxThreads];
  int thread_count_ = 0;
  bool have_threads_ = false;
  int64_t last_threads_mono_ns_ = 0;
  int main_schedstat_fd_ = -1;
  bool have_main_ = false;
  uint64_t last_main_cpu_ns_ = 0;
  uint64_t last_main_wait_ns_ = 0;
  int64_t last_main_mono_ns_ = 0;
  uint32_t pid_ = 0;
  NvmlFactory nvml_factory_;
  std::unique_ptr<Nvml> nvml_;  // loaded by the first SampleProcess()
  bool nvml_loaded_ = false;
  bool have_cpu_times_ = false;
  CpuTimes last_cpu_times_;
  char buf_[kReadBufferBytes];
  alignas(8) char dirents_[kReadBufferBytes];  // getdents64 of the task directory
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_PROC_SAMPLER_H_
