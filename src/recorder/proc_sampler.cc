#include "recorder/proc_sampler.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace steplens::recorder {
namespace {

constexpr int64_t kBytesPerKib = 1024;
constexpr double kNsPerSecond = 1e9;
constexpr double kPercent = 100.0;
// /proc/<pid>/stat fields after the ")" closing comm: field 3 is state;
// utime and stime are fields 14 and 15.
constexpr int kUtimeField = 14;
constexpr int kStateField = 3;

// Parses the next unsigned decimal in s starting at *pos, skipping spaces.
bool NextUnsigned(std::string_view s, size_t* pos, uint64_t* out) {
  size_t i = *pos;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  if (i >= s.size() || s[i] < '0' || s[i] > '9') return false;
  uint64_t v = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
    v = v * 10 + static_cast<uint64_t>(s[i] - '0');
    ++i;
  }
  *out = v;
  *pos = i;
  return true;
}

// Skips one whitespace-separated token.
void SkipToken(std::string_view s, size_t* pos) {
  size_t i = *pos;
  while (i < s.size() && s[i] == ' ') ++i;
  while (i < s.size() && s[i] != ' ' && s[i] != '\n') ++i;
  *pos = i;
}

}  // namespace

bool ParseSchedstat(std::string_view schedstat, uint64_t* on_cpu_ns, uint64_t* wait_ns) {
  size_t pos = 0;
  return NextUnsigned(schedstat, &pos, on_cpu_ns) && NextUnsigned(schedstat, &pos, wait_ns);
}

namespace {

bool MeminfoField(std::string_view text, std::string_view key, int64_t* kib) {
  size_t at = 0;
  while (at < text.size()) {
    const size_t eol = text.find('\n', at);
    const std::string_view line =
        text.substr(at, eol == std::string_view::npos ? text.size() - at : eol - at);
    if (line.size() > key.size() && line.substr(0, key.size()) == key && line[key.size()] == ':') {
      size_t pos = key.size() + 1;
      uint64_t v = 0;
      if (!NextUnsigned(line, &pos, &v)) return false;
      *kib = static_cast<int64_t>(v);
      return true;
    }
    if (eol == std::string_view::npos) break;
    at = eol + 1;
  }
  return false;
}

int OpenReadOnly(const char* path) { return ::open(path, O_RDONLY | O_CLOEXEC); }

}  // namespace

bool ParseSelfStatCpuTicks(std::string_view stat, uint64_t* ticks) {
  // comm may contain spaces and parentheses: fields resume after the last ')'.
  const size_t close = stat.rfind(')');
  if (close == std::string_view::npos) return false;
  size_t pos = close + 1;
  for (int field = kStateField; field < kUtimeField; ++field) SkipToken(stat, &pos);
  uint64_t utime = 0, stime = 0;
  if (!NextUnsigned(stat, &pos, &utime) || !NextUnsigned(stat, &pos, &stime)) {
    return false;
  }
  *ticks = utime + stime;
  return true;
}

bool ParseStatmResidentPages(std::string_view statm, int64_t* pages) {
  size_t pos = 0;
  uint64_t size = 0, resident = 0;
  if (!NextUnsigned(statm, &pos, &size) || !NextUnsigned(statm, &pos, &resident)) {
    return false;
  }
  *pages = static_cast<int64_t>(resident);
  return true;
}

bool ParseProcStatCpu(std::string_view stat, CpuTimes* out) {
  if (stat.substr(0, 4) != "cpu ") return false;
  size_t pos = 4;
  constexpr int kFields = 8;  // user nice system idle iowait irq softirq steal
  uint64_t v[kFields] = {};
  int got = 0;
  for (; got < kFields; ++got) {
    if (!NextUnsigned(stat, &pos, &v[got])) break;
  }
  if (got < 4) return false;  // at least user nice system idle
  out->total = 0;
  for (int i = 0; i < got; ++i) out->total += v[i];
  out->idle = v[3] + (got > 4 ? v[4] : 0);
  return true;
}

bool ParseMeminfo(std::string_view meminfo, int64_t* total_bytes, int64_t* available_bytes) {
  int64_t total_kib = 0, avail_kib = 0;
  if (!MeminfoField(meminfo, "MemTotal", &total_kib) ||
      !MeminfoField(meminfo, "MemAvailable", &avail_kib)) {
    return false;
  }
  *total_bytes = total_kib * kBytesPerKib;
  *available_bytes = avail_kib * kBytesPerKib;
  return true;
}

ProcSampler::~ProcSampler() { Close(); }

void ProcSampler::Open(bool with_system, int64_t now_ns) {
  Close();
  const long page = sysconf(_SC_PAGESIZE);
  if (page > 0) page_bytes_ = page;
  const long tck = sysconf(_SC_CLK_TCK);
  if (tck > 0) clock_ticks_per_s_ = tck;
  pid_ = static_cast<uint32_t>(::getpid());
  self_stat_fd_ = OpenReadOnly("/proc/self/stat");
  self_statm_fd_ = OpenReadOnly("/proc/self/statm");
  if (with_system) {
    proc_stat_fd_ = OpenReadOnly("/proc/stat");
    meminfo_fd_ = OpenReadOnly("/proc/meminfo");
  }
  // Baselines, so the first sample is a rate over a real interval.
  char path[64];
  std::snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", static_cast<int>(::getpid()));
  main_schedstat_fd_ = OpenReadOnly(path);
  uint64_t on_cpu = 0, wait = 0;
  if (ParseSchedstat(ReadAll(main_schedstat_fd_), &on_cpu, &wait)) {
    have_main_ = true;
    last_main_cpu_ns_ = on_cpu;
    last_main_wait_ns_ = wait;
    last_main_mono_ns_ = now_ns;
  }
  task_dir_fd_ = ::open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  OthersWaitPct(now_ns);  // the tid table's baseline
  uint64_t ticks = 0;
  if (ParseSelfStatCpuTicks(ReadAll(self_stat_fd_), &ticks)) {
    have_self_ticks_ = true;
    last_self_ticks_ = ticks;
    last_self_ns_ = now_ns;
  }
  CpuTimes times;
  if (proc_stat_fd_ >= 0 && ParseProcStatCpu(ReadAll(proc_stat_fd_), &times)) {
    have_cpu_times_ = true;
    last_cpu_times_ = times;
  }
}

void ProcSampler::Close() {
  for (int* fd : {&self_stat_fd_, &self_statm_fd_, &proc_stat_fd_, &meminfo_fd_,
                  &main_schedstat_fd_, &task_dir_fd_}) {
    if (*fd >= 0) ::close(*fd);
    *fd = -1;
  }
  thread_count_ = 0;
  have_threads_ = false;
  have_self_ticks_ = false;
  have_main_ = false;
  have_cpu_times_ = false;
  nvml_.reset();
  nvml_loaded_ = false;
}

std::string_view ProcSampler::ReadAll(int fd) {
  if (fd < 0) return {};
  const ssize_t n = ::pread(fd, buf_, sizeof(buf_) - 1, 0);
  if (n <= 0) return {};
  return std::string_view(buf_, static_cast<size_t>(n));
}

int64_t ProcSampler::ReadRssBytes() {
  int64_t pages = 0;
  if (!ParseStatmResidentPages(ReadAll(self_statm_fd_), &pages)) return kMissing;
  return pages * page_bytes_;
}

ProcessSample ProcSampler::SampleProcess(int64_t now_ns) {
  ProcessSample s;
  s.mono_ns = now_ns;
  uint64_t on_cpu = 0, wait = 0;
  if (ParseSchedstat(ReadAll(main_schedstat_fd_), &on_cpu, &wait)) {
    if (have_main_ && now_ns > last_main_mono_ns_ && on_cpu >= last_main_cpu_ns_ &&
        wait >= last_main_wait_ns_) {
      const double wall = static_cast<double>(now_ns - last_main_mono_ns_);
      s.main_cpu_pct =
          static_cast<float>(kPercent * static_cast<double>(on_cpu - last_main_cpu_ns_) / wall);
      s.main_wait_pct =
          static_cast<float>(kPercent * static_cast<double>(wait - last_main_wait_ns_) / wall);
    }
    have_main_ = true;
    last_main_cpu_ns_ = on_cpu;
    last_main_wait_ns_ = wait;
    last_main_mono_ns_ = now_ns;
  }
  s.others_wait_pct = OthersWaitPct(now_ns);
  s.rss_bytes = ReadRssBytes();
  if (!nvml_loaded_) {
    nvml_loaded_ = true;
    if (nvml_factory_) nvml_ = nvml_factory_();
  }
  if (nvml_ != nullptr) s.gpu_mem_bytes = ProcessGpuMemBytes(*nvml_, pid_);
  uint64_t ticks = 0;
  if (ParseSelfStatCpuTicks(ReadAll(self_stat_fd_), &ticks)) {
    if (have_self_ticks_ && now_ns > last_self_ns_ && ticks >= last_self_ticks_) {
      const double cpu_s =
          static_cast<double>(ticks - last_self_ticks_) / static_cast<double>(clock_ticks_per_s_);
      const double wall_s = static_cast<double>(now_ns - last_self_ns_) / kNsPerSecond;
      s.cpu_pct = static_cast<float>(kPercent * cpu_s / wall_s);
    }
    have_self_ticks_ = true;
    last_self_ticks_ = ticks;
    last_self_ns_ = now_ns;
  }
  return s;
}

float ProcSampler::OthersWaitPct(int64_t now_ns) {
  if (task_dir_fd_ < 0 || ::lseek(task_dir_fd_, 0, SEEK_SET) != 0) return -1.0f;
  struct Dirent64 {  // the kernel's linux_dirent64 header
    uint64_t ino;
    int64_t off;
    unsigned short reclen;
    unsigned char type;
    char name[1];
  };
  uint64_t wait_ns = 0;  // summed since the last call
  int count = 0;
  bool complete = true;
  for (;;) {
    const long n = ::syscall(SYS_getdents64, task_dir_fd_, dirents_, sizeof dirents_);
    if (n < 0) return -1.0f;
    if (n == 0) break;
    for (long at = 0; at < n;) {
      const auto* d = reinterpret_cast<const Dirent64*>(dirents_ + at);
      at += d->reclen;
      const int tid = std::atoi(d->name);
      if (tid <= 0 || tid == static_cast<int>(pid_)) continue;  // ".", "..", the main thread
      if (count == kMaxThreads) {
        complete = false;
        continue;
      }
      char path[48];
      std::snprintf(path, sizeof path, "%d/schedstat", tid);
      const int fd = ::openat(task_dir_fd_, path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;  // ended since the listing
      uint64_t on_cpu = 0, wait = 0;
      const bool ok = ParseSchedstat(ReadAll(fd), &on_cpu, &wait);
      ::close(fd);
      if (!ok) continue;
      // The same tid's last wait, else 0: a thread new since the last
      // sample waited all of its life in this interval.
      uint64_t before = 0;
      for (int i = 0; i < thread_count_; ++i) {
        if (threads_[i].tid == tid) {
          before = threads_[i].wait_ns <= wait ? threads_[i].wait_ns : wait;
          break;
        }
      }
      wait_ns += wait - before;
      threads_next_[count++] = ThreadWait{tid, wait};
    }
  }
  for (int i = 0; i < count; ++i) threads_[i] = threads_next_[i];
  thread_count_ = count;
  const bool had = have_threads_;
  const int64_t since = last_threads_mono_ns_;
  have_threads_ = complete;
  last_threads_mono_ns_ = now_ns;
  if (!had || !complete || now_ns <= since) return -1.0f;
  return static_cast<float>(kPercent * static_cast<double>(wait_ns) /
                            static_cast<double>(now_ns - since));
}

SystemSample ProcSampler::SampleSystem(int64_t now_ns) {
  SystemSample s;
  s.mono_ns = now_ns;
  CpuTimes times;
  if (proc_stat_fd_ >= 0 && ParseProcStatCpu(ReadAll(proc_stat_fd_), &times)) {
    if (have_cpu_times_ && times.total > last_cpu_times_.total &&
        times.idle >= last_cpu_times_.idle) {
      const double total = static_cast<double>(times.total - last_cpu_times_.total);
      const double idle = static_cast<double>(times.idle - last_cpu_times_.idle);
      double pct = kPercent * (1.0 - idle / total);
      if (pct < 0) pct = 0;
      s.cpu_pct = static_cast<float>(pct);
    }
    have_cpu_times_ = true;
    last_cpu_times_ = times;
  }
  int64_t total = 0, available = 0;
  if (meminfo_fd_ >= 0 && ParseMeminfo(ReadAll(meminfo_fd_), &total, &available)) {
    s.ram_total_bytes = total;
    s.ram_used_bytes = total - available;
  }
  return s;
}

}  // namespace steplens::recorder
