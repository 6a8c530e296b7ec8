// The CUDA device: the driver API of libcuda.so.1, loaded at run time.
#include <dlfcn.h>

#include <array>
#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

#include "base/clock.h"
#include "device/device.h"
#include "steplens/record.h"

namespace steplens::device {
namespace {

// The few driver API declarations steplens needs (cuda.h is not required).
using CUresult = int;
using CUcontext = void*;
using CUevent = void*;
using CUstream = void*;
constexpr CUresult kSuccess = 0;
constexpr CUresult kNotReady = 600;
constexpr unsigned kEventDefault = 0;
constexpr unsigned kStreamNonBlocking = 1;
constexpr int64_t kCalibrateEveryNs = 500'000'000;

struct Driver {
  CUresult (*cuCtxGetCurrent)(CUcontext*) = nullptr;
  CUresult (*cuCtxSetCurrent)(CUcontext) = nullptr;
  CUresult (*cuEventCreate)(CUevent*, unsigned) = nullptr;
  CUresult (*cuEventRecord)(CUevent, CUstream) = nullptr;
  CUresult (*cuEventQuery)(CUevent) = nullptr;
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent) = nullptr;
  CUresult (*cuStreamCreate)(CUstream*, unsigned) = nullptr;

  bool Load(std::string* error) {
    // The driver torch already loaded (RTLD_NOLOAD first), else load it.
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (lib == nullptr) lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
      *error = "libcuda.so.1 not found (no NVIDIA driver)";
      return false;
    }
    auto get = [&](const char* name, auto* fn) {
      *reinterpret_cast<void**>(fn) = dlsym(lib, name);
      if (*fn == nullptr && error->empty()) *error = std::string("libcuda.so.1 lacks ") + name;
    };
    get("cuCtxGetCurrent", &cuCtxGetCurrent);
    get("cuCtxSetCurrent", &cuCtxSetCurrent);
    get("cuEventCreate", &cuEventCreate);
    get("cuEventRecord", &cuEventRecord);
    get("cuEventQuery", &cuEventQuery);
    get("cuEventElapsedTime", &cuEventElapsedTime);
    get("cuStreamCreate", &cuStreamCreate);
    return error->empty();
  }
};

class CudaDevice final : public Device {
 public:
  CudaDevice(const Driver& d, CUcontext ctx, std::vector<CUevent> events, CUstream own,
             std::array<CUevent, 2> refs)
      : d_(d), ctx_(ctx), events_(std::move(events)), own_(own), refs_(refs) {
    RecordReference(0);  // the first reference, recorded where the device was opened
  }

  const char* Kind() const override { return "cuda"; }
  uint32_t event_count() const override { return static_cast<uint32_t>(events_.size()); }

  bool Record(uint32_t event, Stream stream) noexcept override {
    if (event >= events_.size()) return false;
    return d_.cuEventRecord(events_[event], reinterpret_cast<CUstream>(stream)) == kSuccess;
  }

  bool BindThread() noexcept override {
    bound_ = std::this_thread::get_id();
    return d_.cuCtxSetCurrent(ctx_) == kSuccess;
  }

  int Query(uint32_t event) noexcept override {
    CountForeign();
    if (event >= events_.size()) return -1;
    const CUresult r = d_.cuEventQuery(events_[event]);
    return r == kSuccess ? 1 : r == kNotReady ? 0 : -1;
  }

  int64_t ElapsedNs(uint32_t from, uint32_t to) noexcept override {
    CountForeign();
    if (from >= events_.size() || to >= events_.size()) return kMissing;
    float ms = 0.0f;
    if (d_.cuEventElapsedTime(&ms, events_[from], events_[to]) != kSuccess || !std::isfinite(ms) ||
        ms < 0.0f) {
      return kMissing;
    }
    return std::llround(static_cast<double>(ms) * 1e6);
  }

  void Calibrate() noexcept override {
    if (pending_ >= 0 && d_.cuEventQuery(refs_[pending_]) == kSuccess) {
      current_ = pending_;
      current_host_ns_ = pending_host_ns_;
      pending_ = -1;
    }
    if (pending_ < 0 && base::MonotonicNs() - pending_host_ns_ >= kCalibrateEveryNs) {
      RecordReference(current_ == 0 ? 1 : 0);
    }
  }

  int64_t HostTimeNs(uint32_t event) noexcept override {
    CountForeign();
    if (current_ < 0 || event >= events_.size()) return kMissing;
    float ms = 0.0f;  // negative when the event passed before the reference
    if (d_.cuEventElapsedTime(&ms, refs_[current_], events_[event]) != kSuccess ||
        !std::isfinite(ms)) {
      return kMissing;
    }
    return current_host_ns_ + std::llround(static_cast<double>(ms) * 1e6);
  }

  uint64_t foreign_thread_calls() const noexcept override {
    return foreign_.load(std::memory_order_relaxed);
  }

 private:
  void RecordReference(int k) noexcept {
    const int64_t before = base::MonotonicNs();
    if (d_.cuEventRecord(refs_[k], own_) != kSuccess) return;
    pending_host_ns_ = before + (base::MonotonicNs() - before) / 2;
    pending_ = k;
  }

  void CountForeign() noexcept {
    if (std::this_thread::get_id() != bound_) foreign_.fetch_add(1, std::memory_order_relaxed);
  }

  const Driver d_;
  const CUcontext ctx_;
  const std::vector<CUevent> events_;
  const CUstream own_;  // private and otherwise empty: its events pass when recorded
  const std::array<CUevent, 2> refs_;
  int current_ = -1;  // the reference that passed last (HostTimeNs maps through it)
  int64_t current_host_ns_ = 0;
  int pending_ = -1;  // recorded, not yet seen passed
  int64_t pending_host_ns_ = 0;
  std::thread::id bound_;
  std::atomic<uint64_t> foreign_{0};
};

}  // namespace

std::unique_ptr<Device> OpenCuda(uint32_t event_count, std::string* error) {
  error->clear();
  Driver d;
  if (!d.Load(error)) return nullptr;
  CUcontext ctx = nullptr;
  if (d.cuCtxGetCurrent(&ctx) != kSuccess || ctx == nullptr) {
    *error = "no CUDA context is current on this thread (has torch used the GPU yet?)";
    return nullptr;
  }
  std::vector<CUevent> events(event_count, nullptr);
  for (CUevent& e : events) {
    if (d.cuEventCreate(&e, kEventDefault) != kSuccess) {
      *error = "cuEventCreate failed";
      return nullptr;  // the events made so far stay: a few bytes, once
    }
  }
  CUstream own = nullptr;
  std::array<CUevent, 2> refs{};
  if (d.cuStreamCreate(&own, kStreamNonBlocking) != kSuccess ||
      d.cuEventCreate(&refs[0], kEventDefault) != kSuccess ||
      d.cuEventCreate(&refs[1], kEventDefault) != kSuccess) {
    *error = "cuStreamCreate / cuEventCreate failed";
    return nullptr;
  }
  return std::make_unique<CudaDevice>(d, ctx, std::move(events), own, refs);
}

}  // namespace steplens::device
