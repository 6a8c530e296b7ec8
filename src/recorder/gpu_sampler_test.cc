#include "recorder/gpu_sampler.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <thread>

#include "base/clock.h"
#include "base/gpu_throttle.h"
#include "recorder/proc_sampler.h"

namespace steplens::recorder {
namespace {

uint32_t SelfPid() { return static_cast<uint32_t>(::getpid()); }

// Sets an environment variable for one test and restores it after.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    const char* old = std::getenv(name);
    had_ = old != nullptr;
    if (had_) old_ = old;
    if (value != nullptr) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ~ScopedEnv() {
    if (had_) {
      setenv(name_, old_.c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }

 private:
  const char* name_;
  bool had_ = false;
  std::string old_;
};

void ExpectAllMissing(const GpuSample& g) {
  EXPECT_LT(g.util_pct, 0.0f);
  EXPECT_EQ(g.mem_used_bytes, kMissing);
  EXPECT_EQ(g.mem_total_bytes, kMissing);
  EXPECT_LT(g.temp_c, 0.0f);
  EXPECT_LT(g.power_w, 0.0f);
  EXPECT_LT(g.sm_clock_mhz, 0.0f);
  EXPECT_EQ(g.throttle_reasons, kMissing);
}

TEST(GpuSamplerTest, SimulatedMachineGivesItsScriptedFigures) {
  auto sampler = MakeGpuSampler(std::make_unique<SimNvml>(DefaultSimNvmlScript()));
  EXPECT_EQ(sampler->device_count(), 2);
  std::vector<GpuSample> gpus;
  sampler->Sample(&gpus);
  ASSERT_EQ(gpus.size(), 2u);
  EXPECT_EQ(gpus[0].util_pct, 87.0f);
  EXPECT_EQ(gpus[0].sm_clock_mhz, 1410.0f);
  EXPECT_EQ(gpus[0].power_w, 650.5f);
  EXPECT_EQ(base::ThrottleReasonNames(gpus[0].throttle_reasons),
            (std::vector<std::string>{"sw_power_cap", "sw_thermal"}));
  EXPECT_TRUE(base::IsSlowdown(gpus[0].throttle_reasons));
  EXPECT_EQ(base::ThrottleReasonNames(gpus[1].throttle_reasons), std::vector<std::string>{"idle"});
  EXPECT_FALSE(base::IsSlowdown(gpus[1].throttle_reasons));
}

TEST(GpuSamplerTest, ProcessMemoryIsOursSummedOverDevices) {
  SimNvml nvml(DefaultSimNvmlScript());
  EXPECT_EQ(ProcessGpuMemBytes(nvml, SelfPid()), kSimGpu0ProcessBytes + kSimGpu1ProcessBytes);
  // The other process on GPU 0 is matched on its own pid, never ours.
  EXPECT_EQ(ProcessGpuMemBytes(nvml, SelfPid() + 1), kSimOtherProcessBytes);
}

TEST(GpuSamplerTest, ProcessMemoryIsMissingNeverZeroWhenNvmlCannotSay) {
  // Not on any list (no CUDA context yet, or another pid namespace).
  SimNvml nvml(DefaultSimNvmlScript());
  EXPECT_EQ(ProcessGpuMemBytes(nvml, 0), kMissing);
  // A device's list cannot be read: a sum of the others would be wrong.
  SimNvmlScript fails = DefaultSimNvmlScript();
  fails.process_list_fails = true;
  SimNvml failing(fails);
  EXPECT_EQ(ProcessGpuMemBytes(failing, SelfPid()), kMissing);
  // NVML lists the process but cannot say its memory.
  SimNvmlScript unknown = DefaultSimNvmlScript();
  unknown.processes[1][0].used_bytes = kMissing;
  SimNvml unknown_bytes(unknown);
  EXPECT_EQ(ProcessGpuMemBytes(unknown_bytes, SelfPid()), kMissing);
  // No device at all.
  SimNvml none(SimNvmlScript{});
  EXPECT_EQ(ProcessGpuMemBytes(none, SelfPid()), kMissing);
}

TEST(GpuSamplerTest, AbsentLibraryIsZeroDevicesAndMissingNeverACrash) {
  auto nvml = LoadNvmlLibrary("libsteplens-no-such-nvml.so.1");
  EXPECT_EQ(nvml->DeviceCount(), 0);
  GpuSample g;
  nvml->ReadDevice(0, &g);
  ExpectAllMissing(g);
  std::vector<GpuProcess> list{{1, 2}};
  EXPECT_FALSE(nvml->ReadProcesses(0, &list));
  EXPECT_TRUE(list.empty());
  EXPECT_EQ(ProcessGpuMemBytes(*nvml, SelfPid()), kMissing);
  auto sampler = MakeGpuSampler(LoadNvmlLibrary("libsteplens-no-such-nvml.so.1"));
  std::vector<GpuSample> gpus(3);
  sampler->Sample(&gpus);
  EXPECT_TRUE(gpus.empty());
}

TEST(GpuSamplerTest, ALibraryThatIsNotNvmlIsZeroDevices) {
  auto nvml = LoadNvmlLibrary("libc.so.6");  // loads, but has no nvmlInit_v2
  EXPECT_EQ(nvml->DeviceCount(), 0);
  EXPECT_EQ(ProcessGpuMemBytes(*nvml, SelfPid()), kMissing);
}

TEST(GpuSamplerTest, TestDeviceVariableSelectsTheSimulatedMachine) {
  {
    ScopedEnv env(kTestDeviceEnv, kTestDeviceSim);
    auto nvml = LoadNvml();
    EXPECT_EQ(nvml->DeviceCount(), 2);
    EXPECT_EQ(ProcessGpuMemBytes(*nvml, SelfPid()), kSimGpu0ProcessBytes + kSimGpu1ProcessBytes);
  }
  ScopedEnv env(kTestDeviceEnv, "cuda");  // anything else: the real library
  auto sampler = MakeNvmlGpuSampler();
  std::vector<GpuSample> gpus;
  sampler->Sample(&gpus);
  EXPECT_EQ(static_cast<int>(gpus.size()), sampler->device_count());
}

TEST(GpuSamplerTest, ProcSamplerLoadsNvmlOnceOnTheSamplingThread) {
  int loads = 0;
  std::thread::id loaded_on;
  ProcSampler s([&] {
    ++loads;
    loaded_on = std::this_thread::get_id();
    return std::make_unique<SimNvml>(DefaultSimNvmlScript());
  });
  s.Open(/*with_system=*/false, base::MonotonicNs());
  EXPECT_EQ(loads, 0);  // not where the sampler is opened (the training thread)
  std::thread::id sampler_thread;
  std::vector<ProcessSample> samples;
  std::thread t([&] {
    sampler_thread = std::this_thread::get_id();
    for (int i = 0; i < 3; ++i) samples.push_back(s.SampleProcess(base::MonotonicNs()));
  });
  t.join();
  EXPECT_EQ(loads, 1);
  EXPECT_EQ(loaded_on, sampler_thread);
  ASSERT_EQ(samples.size(), 3u);
  for (const ProcessSample& p : samples) {
    EXPECT_EQ(p.gpu_mem_bytes, kSimGpu0ProcessBytes + kSimGpu1ProcessBytes);
  }
  s.Close();
}

TEST(GpuSamplerTest, ProcSamplerWithoutNvmlLeavesGpuMemoryMissing) {
  ProcSampler s([] { return LoadNvmlLibrary("libsteplens-no-such-nvml.so.1"); });
  s.Open(/*with_system=*/false, base::MonotonicNs());
  const ProcessSample p = s.SampleProcess(base::MonotonicNs());
  EXPECT_EQ(p.gpu_mem_bytes, kMissing);
  EXPECT_GT(p.rss_bytes, 0);
}

// On a machine with an NVIDIA driver (the GPU validation), the real library
// gives every figure; elsewhere it is skipped.
TEST(GpuSamplerTest, RealNvmlReportsEveryFigureWhereADriverIsInstalled) {
  auto nvml = LoadNvmlLibrary("libnvidia-ml.so.1");
  if (nvml->DeviceCount() == 0) GTEST_SKIP() << "no NVIDIA driver or GPU here";
  for (int i = 0; i < nvml->DeviceCount(); ++i) {
    GpuSample g;
    nvml->ReadDevice(i, &g);
    EXPECT_GE(g.util_pct, 0.0f) << "GPU " << i;
    EXPECT_GT(g.mem_total_bytes, 0) << "GPU " << i;
    EXPECT_GE(g.mem_used_bytes, 0) << "GPU " << i;
    EXPECT_GT(g.temp_c, 0.0f) << "GPU " << i;
    EXPECT_GT(g.power_w, 0.0f) << "GPU " << i;
    EXPECT_GT(g.sm_clock_mhz, 0.0f) << "GPU " << i;
    EXPECT_GE(g.throttle_reasons, 0) << "GPU " << i;
    std::vector<GpuProcess> list;
    EXPECT_TRUE(nvml->ReadProcesses(i, &list)) << "GPU " << i;
  }
}

}  // namespace
}  // namespace steplens::recorder
