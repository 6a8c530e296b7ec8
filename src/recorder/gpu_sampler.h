// recorder/gpu_sampler.h — GPU metrics from NVML, behind one small interface.
//
// Contract
// - Nvml is the whole of what steplens reads from NVML: the device count,
//   one device's figures (utilisation, memory used/total, temperature,
//   power, SM clock, throttle reasons — GpuSample) and the compute
//   processes on a device with the memory each uses. Two implementations:
//     the NVML library, loaded with dlopen("libnvidia-ml.so.1") at run time
//       (steplens neither links nor ships NVML; our own declarations of the
//       few functions and structs, from the public nvml.h, are in the .cc),
//       initialised in LoadNvml() and shut down and unloaded when destroyed;
//     SimNvml, scripted values for tests on machines without a GPU.
//   LoadNvml() picks SimNvml (DefaultSimNvmlScript) when the environment
//   variable STEPLENS_TEST_DEVICE is "sim" (tests only; the simulated
//   device of the recorder's device events reads the same variable), the
//   library otherwise. It never fails: no library, no driver or no GPU gives
//   an Nvml of zero devices. NVML initialisation can take a while: call
//   LoadNvml() on a background thread, never the training thread.
// - A figure a device does not report, or a call that fails, stays missing
//   (negative / kMissing) — never 0. A function the installed driver lacks
//   (older drivers) is a figure that stays missing.
// - ProcessGpuMemBytes(nvml, pid): the GPU memory the process `pid` uses,
//   summed over every device where NVML lists it (a process can hold
//   contexts on several GPUs). kMissing when there is no device, when a
//   device's list cannot be read, when NVML cannot say a listed entry's
//   memory, or when the pid is on no list (no CUDA context yet — or a pid
//   namespace other than NVML's, which cannot be told apart).
// - GpuSampler turns an Nvml into one GpuSample per device for the system
//   sample (MakeNvmlGpuSampler loads NVML as LoadNvml does; tests give it
//   their own Nvml with MakeGpuSampler, or replace the whole sampler with
//   FakeGpuSampler).
// - Every object here: one thread at a time (the recorder's flusher).
#ifndef STEPLENS_RECORDER_GPU_SAMPLER_H_
#define STEPLENS_RECORDER_GPU_SAMPLER_H_

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "steplens/record.h"

namespace steplens::recorder {

// The environment variable that selects simulated hardware for tests.
inline constexpr const char* kTestDeviceEnv = "STEPLENS_TEST_DEVICE";
inline constexpr const char* kTestDeviceSim = "sim";

// One process with a CUDA context on a device.
struct GpuProcess {
  uint32_t pid = 0;
  int64_t used_bytes = kMissing;  // kMissing: NVML cannot say
};

class Nvml {
 public:
  virtual ~Nvml() = default;
  // Devices found at load time (0 when NVML is absent).
  virtual int DeviceCount() const = 0;
  // Fills what device `index` reports into *out; the rest stays missing.
  virtual void ReadDevice(int index, GpuSample* out) = 0;
  // Replaces *out with the compute processes on device `index`; false when
  // the list cannot be read.
  virtual bool ReadProcesses(int index, std::vector<GpuProcess>* out) = 0;
};

// SimNvml under STEPLENS_TEST_DEVICE=sim, else LoadNvmlLibrary of
// libnvidia-ml.so.1. Never null.
std::unique_ptr<Nvml> LoadNvml();
// The NVML library at `soname` (tests load one that is not there, or one
// that is not NVML). Never null: a failure gives zero devices.
std::unique_ptr<Nvml> LoadNvmlLibrary(const char* soname);

struct SimNvmlScript {
  std::vector<GpuSample> devices;
  std::vector<std::vector<GpuProcess>> processes;  // per device; absent = none
  bool process_list_fails = false;                 // every ReadProcesses fails
};

// What the simulated machine reports (the end-to-end tests assert these):
// two GPUs — GPU 0 busy and held back by its power cap and by software
// thermal slowdown, GPU 1 idle — and this process holding 1.5 GiB on GPU 0
// and 256 MiB on GPU 1 (the stray context of a rank that touched a GPU not
// its own), beside another process's 7 GiB on GPU 0.
inline constexpr int64_t kMiB = int64_t{1} << 20;
inline constexpr int64_t kSimGpu0ProcessBytes = 1536 * kMiB;
inline constexpr int64_t kSimGpu1ProcessBytes = 256 * kMiB;
inline constexpr int64_t kSimOtherProcessBytes = 7168 * kMiB;
SimNvmlScript DefaultSimNvmlScript();

class SimNvml : public Nvml {
 public:
  explicit SimNvml(SimNvmlScript script) : script_(std::move(script)) {}
  int DeviceCount() const override { return static_cast<int>(script_.devices.size()); }
  void ReadDevice(int index, GpuSample* out) override;
  bool ReadProcesses(int index, std::vector<GpuProcess>* out) override;

 private:
  SimNvmlScript script_;
};

int64_t ProcessGpuMemBytes(Nvml& nvml, uint32_t pid);

class GpuSampler {
 public:
  virtual ~GpuSampler() = default;
  virtual void Sample(std::vector<GpuSample>* gpus) = 0;
  // Number of devices found at load time (0 when NVML is absent).
  virtual int device_count() const = 0;
};

// Never null: without NVML it returns a sampler of zero devices.
std::unique_ptr<GpuSampler> MakeNvmlGpuSampler();
std::unique_ptr<GpuSampler> MakeGpuSampler(std::unique_ptr<Nvml> nvml);

class FakeGpuSampler : public GpuSampler {
 public:
  explicit FakeGpuSampler(std::vector<GpuSample> gpus) : gpus_(std::move(gpus)) {}
  void Sample(std::vector<GpuSample>* gpus) override { *gpus = gpus_; }
  int device_count() const override { return static_cast<int>(gpus_.size()); }

 private:
  std::vector<GpuSample> gpus_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_GPU_SAMPLER_H_
