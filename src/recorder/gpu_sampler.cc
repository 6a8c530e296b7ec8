#include "recorder/gpu_sampler.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <string_view>

#include "base/gpu_throttle.h"

namespace steplens::recorder {
namespace {

// Our own declarations of the NVML ABI subset we use (nvml.h is not
// available at build time). Layouts follow the public NVML API.
using NvmlReturn = int;
constexpr NvmlReturn kNvmlSuccess = 0;
constexpr NvmlReturn kNvmlErrorInsufficientSize = 7;
struct NvmlDeviceOpaque;
using NvmlDevice = NvmlDeviceOpaque*;
struct NvmlUtilization {
  unsigned int gpu;     // percent of time a kernel was running
  unsigned int memory;  // percent of time memory was read or written
};
struct NvmlMemory {
  unsigned long long total;
  unsigned long long free;
  unsigned long long used;
};
// nvmlProcessInfo_t as nvmlDeviceGetComputeRunningProcesses_v2 and _v3 take
// it (the v1 function's struct lacks the two instance ids).
struct NvmlProcessInfo {
  unsigned int pid;
  unsigned long long used_gpu_memory;  // kNvmlValueNotAvailable: unknown
  unsigned int gpu_instance_id;
  unsigned int compute_instance_id;
};
static_assert(sizeof(NvmlProcessInfo) == 24, "nvmlProcessInfo_t is 24 bytes");
constexpr unsigned long long kNvmlValueNotAvailable = ~0ULL;
constexpr int kNvmlTemperatureGpu = 0;
constexpr int kNvmlClockSm = 1;
constexpr float kMilliwattsPerWatt = 1000.0f;
// More than this many devices on one host is not a real machine.
constexpr unsigned int kMaxDevices = 64;
// The process list's first buffer; a longer list grows it (once per call).
constexpr unsigned int kInitialProcessSlots = 64;
constexpr unsigned int kMaxProcessSlots = 4096;

using InitFn = NvmlReturn (*)();
using ShutdownFn = NvmlReturn (*)();
using GetCountFn = NvmlReturn (*)(unsigned int*);
using GetHandleFn = NvmlReturn (*)(unsigned int, NvmlDevice*);
using GetUtilFn = NvmlReturn (*)(NvmlDevice, NvmlUtilization*);
using GetMemFn = NvmlReturn (*)(NvmlDevice, NvmlMemory*);
using GetTempFn = NvmlReturn (*)(NvmlDevice, int, unsigned int*);
using GetPowerFn = NvmlReturn (*)(NvmlDevice, unsigned int*);
using GetClockFn = NvmlReturn (*)(NvmlDevice, int, unsigned int*);
using GetReasonsFn = NvmlReturn (*)(NvmlDevice, unsigned long long*);
using GetProcessesFn = NvmlReturn (*)(NvmlDevice, unsigned int*, NvmlProcessInfo*);

class NvmlLibrary : public Nvml {
 public:
  explicit NvmlLibrary(const char* soname) { Load(soname); }
  ~NvmlLibrary() override {
    if (initialized_ && shutdown_ != nullptr) shutdown_();
    if (lib_ != nullptr) dlclose(lib_);
  }
  NvmlLibrary(const NvmlLibrary&) = delete;
  NvmlLibrary& operator=(const NvmlLibrary&) = delete;

  int DeviceCount() const override { return static_cast<int>(devices_.size()); }

  void ReadDevice(int index, GpuSample* s) override {
    if (index < 0 || index >= DeviceCount()) return;
    NvmlDevice dev = devices_[static_cast<size_t>(index)];
    NvmlUtilization util{};
    if (get_util_ && get_util_(dev, &util) == kNvmlSuccess) {
      s->util_pct = static_cast<float>(util.gpu);
    }
    NvmlMemory mem{};
    if (get_mem_ && get_mem_(dev, &mem) == kNvmlSuccess) {
      s->mem_used_bytes = static_cast<int64_t>(mem.used);
      s->mem_total_bytes = static_cast<int64_t>(mem.total);
    }
    unsigned int temp = 0;
    if (get_temp_ && get_temp_(dev, kNvmlTemperatureGpu, &temp) == kNvmlSuccess) {
      s->temp_c = static_cast<float>(temp);
    }
    unsigned int milliwatts = 0;
    if (get_power_ && get_power_(dev, &milliwatts) == kNvmlSuccess) {
      s->power_w = static_cast<float>(milliwatts) / kMilliwattsPerWatt;
    }
    unsigned int mhz = 0;
    if (get_clock_ && get_clock_(dev, kNvmlClockSm, &mhz) == kNvmlSuccess) {
      s->sm_clock_mhz = static_cast<float>(mhz);
    }
    unsigned long long reasons = 0;
    // The top bit is the old headers' "unknown reason"; a mask that uses it
    // cannot be told from kMissing once stored as int64, so it is dropped.
    if (get_reasons_ && get_reasons_(dev, &reasons) == kNvmlSuccess) {
      s->throttle_reasons = static_cast<int64_t>(reasons & ~(1ULL << 63));
    }
  }

  bool ReadProcesses(int index, std::vector<GpuProcess>* out) override {
    out->clear();
    if (index < 0 || index >= DeviceCount() || get_processes_ == nullptr) return false;
    NvmlDevice dev = devices_[static_cast<size_t>(index)];
    unsigned int count = static_cast<unsigned int>(slots_.size());
    NvmlReturn rc = get_processes_(dev, &count, slots_.data());
    if (rc == kNvmlErrorInsufficientSize && count > slots_.size() && count <= kMaxProcessSlots) {
      slots_.resize(count + count / 2);  // room for processes starting meanwhile
      count = static_cast<unsigned int>(slots_.size());
      rc = get_processes_(dev, &count, slots_.data());
    }
    if (rc != kNvmlSuccess || count > slots_.size()) return false;
    for (unsigned int i = 0; i < count; ++i) {
      GpuProcess p;
      p.pid = slots_[i].pid;
      if (slots_[i].used_gpu_memory != kNvmlValueNotAvailable) {
        p.used_bytes = static_cast<int64_t>(slots_[i].used_gpu_memory);
      }
      out->push_back(p);
    }
    return true;
  }

 private:
  template <typename Fn>
  Fn Resolve(const char* name) {
    return reinterpret_cast<Fn>(dlsym(lib_, name));
  }
  // The first of two names the library has (NVML renames functions).
  template <typename Fn>
  Fn Resolve(const char* name, const char* older_name) {
    Fn fn = Resolve<Fn>(name);
    return fn != nullptr ? fn : Resolve<Fn>(older_name);
  }

  void Load(const char* soname) {
    lib_ = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (lib_ == nullptr) return;  // no driver: no GPUs, not an error
    auto init = Resolve<InitFn>("nvmlInit_v2");
    shutdown_ = Resolve<ShutdownFn>("nvmlShutdown");
    auto get_count = Resolve<GetCountFn>("nvmlDeviceGetCount_v2");
    auto get_handle = Resolve<GetHandleFn>("nvmlDeviceGetHandleByIndex_v2");
    get_util_ = Resolve<GetUtilFn>("nvmlDeviceGetUtilizationRates");
    get_mem_ = Resolve<GetMemFn>("nvmlDeviceGetMemoryInfo");
    get_temp_ = Resolve<GetTempFn>("nvmlDeviceGetTemperature");
    get_power_ = Resolve<GetPowerFn>("nvmlDeviceGetPowerUsage");
    get_clock_ = Resolve<GetClockFn>("nvmlDeviceGetClockInfo");
    get_reasons_ = Resolve<GetReasonsFn>("nvmlDeviceGetCurrentClocksEventReasons",
                                         "nvmlDeviceGetCurrentClocksThrottleReasons");
    get_processes_ = Resolve<GetProcessesFn>("nvmlDeviceGetComputeRunningProcesses_v3",
                                             "nvmlDeviceGetComputeRunningProcesses_v2");
    if (init == nullptr || get_count == nullptr || get_handle == nullptr) return;
    if (init() != kNvmlSuccess) return;
    initialized_ = true;
    unsigned int count = 0;
    if (get_count(&count) != kNvmlSuccess) return;
    if (count > kMaxDevices) count = kMaxDevices;
    for (unsigned int i = 0; i < count; ++i) {
      NvmlDevice dev = nullptr;
      if (get_handle(i, &dev) == kNvmlSuccess) devices_.push_back(dev);
    }
    slots_.resize(kInitialProcessSlots);
  }

  void* lib_ = nullptr;
  bool initialized_ = false;
  ShutdownFn shutdown_ = nullptr;
  GetUtilFn get_util_ = nullptr;
  GetMemFn get_mem_ = nullptr;
  GetTempFn get_temp_ = nullptr;
  GetPowerFn get_power_ = nullptr;
  GetClockFn get_clock_ = nullptr;
  GetReasonsFn get_reasons_ = nullptr;
  GetProcessesFn get_processes_ = nullptr;
  std::vector<NvmlDevice> devices_;
  std::vector<NvmlProcessInfo> slots_;
};

class NvmlGpuSampler : public GpuSampler {
 public:
  explicit NvmlGpuSampler(std::unique_ptr<Nvml> nvml) : nvml_(std::move(nvml)) {}

  void Sample(std::vector<GpuSample>* gpus) override {
    gpus->clear();
    for (int i = 0; i < nvml_->DeviceCount(); ++i) {
      GpuSample s;
      nvml_->ReadDevice(i, &s);
      gpus->push_back(s);
    }
  }
  int device_count() const override { return nvml_->DeviceCount(); }

 private:
  std::unique_ptr<Nvml> nvml_;
};

}  // namespace

std::unique_ptr<Nvml> LoadNvmlLibrary(const char* soname) {
  return std::make_unique<NvmlLibrary>(soname);
}

std::unique_ptr<Nvml> LoadNvml() {
  const char* device = std::getenv(kTestDeviceEnv);
  if (device != nullptr && std::string_view(device) == kTestDeviceSim) {
    return std::make_unique<SimNvml>(DefaultSimNvmlScript());
  }
  return LoadNvmlLibrary("libnvidia-ml.so.1");
}

SimNvmlScript DefaultSimNvmlScript() {
  constexpr int64_t kGpuMemTotal = 80 * 1024 * kMiB;
  SimNvmlScript script;
  GpuSample busy;
  busy.util_pct = 87.0f;
  busy.mem_used_bytes = kSimGpu0ProcessBytes + kSimOtherProcessBytes;
  busy.mem_total_bytes = kGpuMemTotal;
  busy.temp_c = 71.0f;
  busy.power_w = 650.5f;
  busy.sm_clock_mhz = 1410.0f;
  busy.throttle_reasons =
      static_cast<int64_t>(base::kThrottleSwPowerCap | base::kThrottleSwThermal);
  GpuSample idle;
  idle.util_pct = 0.0f;
  idle.mem_used_bytes = kSimGpu1ProcessBytes;
  idle.mem_total_bytes = kGpuMemTotal;
  idle.temp_c = 34.0f;
  idle.power_w = 70.0f;
  idle.sm_clock_mhz = 345.0f;
  idle.throttle_reasons = static_cast<int64_t>(base::kThrottleIdle);
  script.devices = {busy, idle};
  const uint32_t self = static_cast<uint32_t>(::getpid());
  // Another process: a pid that is not ours (ours + 1, or 1 for pid 1).
  const uint32_t other = self == 1 ? 2 : self + 1;
  script.processes = {{{other, kSimOtherProcessBytes}, {self, kSimGpu0ProcessBytes}},
                      {{self, kSimGpu1ProcessBytes}}};
  return script;
}

void SimNvml::ReadDevice(int index, GpuSample* out) {
  if (index < 0 || index >= DeviceCount()) return;
  *out = script_.devices[static_cast<size_t>(index)];
}

bool SimNvml::ReadProcesses(int index, std::vector<GpuProcess>* out) {
  out->clear();
  if (index < 0 || index >= DeviceCount() || script_.process_list_fails) return false;
  if (static_cast<size_t>(index) < script_.processes.size()) {
    *out = script_.processes[static_cast<size_t>(index)];
  }
  return true;
}

int64_t ProcessGpuMemBytes(Nvml& nvml, uint32_t pid) {
  bool found = false;
  int64_t total = 0;
  std::vector<GpuProcess> list;
  for (int i = 0; i < nvml.DeviceCount(); ++i) {
    if (!nvml.ReadProcesses(i, &list)) return kMissing;  // a partial sum would be wrong
    for (const GpuProcess& p : list) {
      if (p.pid != pid) continue;
      if (p.used_bytes < 0) return kMissing;
      found = true;
      total += p.used_bytes;
    }
  }
  return found ? total : kMissing;
}

std::unique_ptr<GpuSampler> MakeGpuSampler(std::unique_ptr<Nvml> nvml) {
  return std::make_unique<NvmlGpuSampler>(std::move(nvml));
}

std::unique_ptr<GpuSampler> MakeNvmlGpuSampler() { return MakeGpuSampler(LoadNvml()); }

}  // namespace steplens::recorder
