// recorder/gpu_sampler.h — per-device GPU metrics behind an interface.
//
// Contract
// - GpuSampler::Sample() replaces *gpus with one GpuSample per visible
//   device (utilisation, memory used/total, temperature, power); a field a
//   device does not report stays missing (negative / kMissing). No GPU, no
//   driver or no NVML library gives an empty list — never an error.
// - MakeNvmlGpuSampler() loads libnvidia-ml.so.1 with dlopen at run time
//   (steplens neither links nor ships NVML) and resolves the few functions it
//   needs through its own declarations. Loading happens in the constructor,
//   on the thread that creates it; the library is shut down and unloaded in
//   the destructor.
// - FakeGpuSampler returns a fixed list (tests run without GPUs).
// - One thread at a time (the recorder's flusher).
#ifndef STEPLENS_RECORDER_GPU_SAMPLER_H_
#define STEPLENS_RECORDER_GPU_SAMPLER_H_

#include <memory>
#include <utility>
#include <vector>

#include "steplens/record.h"

namespace steplens::recorder {

class GpuSampler {
 public:
  virtual ~GpuSampler() = default;
  virtual void Sample(std::vector<GpuSample>* gpus) = 0;
  // Number of devices found at load time (0 when NVML is absent).
  virtual int device_count() const = 0;
};

// Never null: without NVML it returns a sampler of zero devices.
std::unique_ptr<GpuSampler> MakeNvmlGpuSampler();

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
