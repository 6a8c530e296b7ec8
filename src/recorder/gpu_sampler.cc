#include "recorder/gpu_sampler.h"

#include <dlfcn.h>

namespace steplens::recorder {
namespace {

// Our own declarations of the NVML ABI subset we use (nvml.h is not
// available at build time). Layouts follow the public NVML API.
using NvmlReturn = int;
constexpr NvmlReturn kNvmlSuccess = 0;
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
constexpr int kNvmlTemperatureGpu = 0;
constexpr float kMilliwattsPerWatt = 1000.0f;
// More than this many devices on one host is not a real machine.
constexpr unsigned int kMaxDevices = 64;

using InitFn = NvmlReturn (*)();
using ShutdownFn = NvmlReturn (*)();
using GetCountFn = NvmlReturn (*)(unsigned int*);
using GetHandleFn = NvmlReturn (*)(unsigned int, NvmlDevice*);
using GetUtilFn = NvmlReturn (*)(NvmlDevice, NvmlUtilization*);
using GetMemFn = NvmlReturn (*)(NvmlDevice, NvmlMemory*);
using GetTempFn = NvmlReturn (*)(NvmlDevice, int, unsigned int*);
using GetPowerFn = NvmlReturn (*)(NvmlDevice, unsigned int*);

class NvmlGpuSampler : public GpuSampler {
 public:
  NvmlGpuSampler() { Load(); }
  ~NvmlGpuSampler() override {
    if (initialized_ && shutdown_ != nullptr) shutdown_();
    if (lib_ != nullptr) dlclose(lib_);
  }

  void Sample(std::vector<GpuSample>* gpus) override {
    gpus->clear();
    for (NvmlDevice dev : devices_) {
      GpuSample s;
      NvmlUtilization util{};
      if (get_util_ && get_util_(dev, &util) == kNvmlSuccess) {
        s.util_pct = static_cast<float>(util.gpu);
      }
      NvmlMemory mem{};
      if (get_mem_ && get_mem_(dev, &mem) == kNvmlSuccess) {
        s.mem_used_bytes = static_cast<int64_t>(mem.used);
        s.mem_total_bytes = static_cast<int64_t>(mem.total);
      }
      unsigned int temp = 0;
      if (get_temp_ && get_temp_(dev, kNvmlTemperatureGpu, &temp) == kNvmlSuccess) {
        s.temp_c = static_cast<float>(temp);
      }
      unsigned int milliwatts = 0;
      if (get_power_ && get_power_(dev, &milliwatts) == kNvmlSuccess) {
        s.power_w = static_cast<float>(milliwatts) / kMilliwattsPerWatt;
      }
      gpus->push_back(s);
    }
  }
  int device_count() const override { return static_cast<int>(devices_.size()); }

 private:
  template <typename Fn>
  Fn Resolve(const char* name) {
    return reinterpret_cast<Fn>(dlsym(lib_, name));
  }

  void Load() {
    lib_ = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib_ == nullptr) return;  // no driver: no GPUs, not an error
    auto init = Resolve<InitFn>("nvmlInit_v2");
    shutdown_ = Resolve<ShutdownFn>("nvmlShutdown");
    auto get_count = Resolve<GetCountFn>("nvmlDeviceGetCount_v2");
    auto get_handle = Resolve<GetHandleFn>("nvmlDeviceGetHandleByIndex_v2");
    get_util_ = Resolve<GetUtilFn>("nvmlDeviceGetUtilizationRates");
    get_mem_ = Resolve<GetMemFn>("nvmlDeviceGetMemoryInfo");
    get_temp_ = Resolve<GetTempFn>("nvmlDeviceGetTemperature");
    get_power_ = Resolve<GetPowerFn>("nvmlDeviceGetPowerUsage");
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
  }

  void* lib_ = nullptr;
  bool initialized_ = false;
  ShutdownFn shutdown_ = nullptr;
  GetUtilFn get_util_ = nullptr;
  GetMemFn get_mem_ = nullptr;
  GetTempFn get_temp_ = nullptr;
  GetPowerFn get_power_ = nullptr;
  std::vector<NvmlDevice> devices_;
};

}  // namespace

std::unique_ptr<GpuSampler> MakeNvmlGpuSampler() { return std::make_unique<NvmlGpuSampler>(); }

}  // namespace steplens::recorder
