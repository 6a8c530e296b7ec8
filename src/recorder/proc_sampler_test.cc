#include "recorder/proc_sampler.h"

#include <sched.h>

#include <atomic>
#include <chrono>
#include <thread>

#include <vector>

#include "base/clock.h"
#include "gtest/gtest.h"

namespace steplens::recorder {
namespace {

TEST(ProcParseTest, SelfStatHandlesSpacesAndParensInComm) {
  const std::string stat =
      "1234 (my (weird) proc) S 1 1234 1234 0 -1 4194304 100 0 0 0 "
      "250 50 0 0 20 0 4 0 12345 100000 2000 18446744073709551615";
  uint64_t ticks = 0;
  ASSERT_TRUE(ParseSelfStatCpuTicks(stat, &ticks));
  EXPECT_EQ(ticks, 300u);
  EXPECT_FALSE(ParseSelfStatCpuTicks("garbage", &ticks));
  EXPECT_FALSE(ParseSelfStatCpuTicks("1 (x) S 1 2", &ticks));
}

TEST(ProcParseTest, Statm) {
  int64_t pages = 0;
  ASSERT_TRUE(ParseStatmResidentPages("12345 678 90 1 0 100 0\n", &pages));
  EXPECT_EQ(pages, 678);
  EXPECT_FALSE(ParseStatmResidentPages("", &pages));
}

TEST(ProcParseTest, ProcStatCpuLine) {
  CpuTimes t;
  ASSERT_TRUE(ParseProcStatCpu("cpu  100 5 50 800 40 1 2 2 7 0\ncpu0 1 2 3 4\n", &t));
  EXPECT_EQ(t.total, 100u + 5 + 50 + 800 + 40 + 1 + 2 + 2);  // guest excluded
  EXPECT_EQ(t.idle, 840u);
  EXPECT_FALSE(ParseProcStatCpu("cpu0 1 2 3 4\n", &t));
}

TEST(ProcParseTest, Meminfo) {
  int64_t total = 0, avail = 0;
  ASSERT_TRUE(
      ParseMeminfo("MemTotal:       16000 kB\nMemFree:         1000 kB\n"
                   "MemAvailable:    6000 kB\nBuffers: 1 kB\n",
                   &total, &avail));
  EXPECT_EQ(total, 16000 * 1024);
  EXPECT_EQ(avail, 6000 * 1024);
  EXPECT_FALSE(ParseMeminfo("MemTotal: 5 kB\n", &total, &avail));
}

TEST(ProcParseTest, Schedstat) {
  uint64_t on_cpu = 0, wait = 0;
  ASSERT_TRUE(ParseSchedstat("123456 7890 12\n", &on_cpu, &wait));
  EXPECT_EQ(on_cpu, 123456u);
  EXPECT_EQ(wait, 7890u);
  EXPECT_FALSE(ParseSchedstat("123456\n", &on_cpu, &wait));
  EXPECT_FALSE(ParseSchedstat("", &on_cpu, &wait));
  EXPECT_FALSE(ParseSchedstat("x y z", &on_cpu, &wait));
}

// The calling thread's CPU set in *saved, and in *one only the first CPU of
// it (threads pinned there share one core); false when unreadable.
bool FirstCpuOnly(cpu_set_t* saved, cpu_set_t* one) {
  if (sched_getaffinity(0, sizeof *saved, saved) != 0) return false;
  CPU_ZERO(one);
  for (int c = 0; c < CPU_SETSIZE; ++c) {
    if (CPU_ISSET(c, saved)) {
      CPU_SET(c, one);
      return true;
    }
  }
  return false;
}

// The main thread and a second thread spinning on one CPU: the main thread
// is on the CPU about half the time and waits for it the other half.
TEST(ProcSamplerTest, MainThreadRunQueueWaitShowsCpuStarvation) {
  cpu_set_t saved, one;
  ASSERT_TRUE(FirstCpuOnly(&saved, &one));
  // Runs on the process's main thread (gtest runs tests there).
  ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);
  ProcSampler s;
  const int64_t start = base::MonotonicNs();
  s.Open(/*with_system=*/false, start);
  std::atomic<bool> stop{false};
  std::thread other([&] {
    sched_setaffinity(0, sizeof one, &one);
    volatile uint64_t x = 0;
    while (!stop.load(std::memory_order_relaxed)) x = x + 1;
  });
  volatile uint64_t y = 0;
  while (base::MonotonicNs() < start + 400'000'000) y = y + 1;
  const ProcessSample p = s.SampleProcess(base::MonotonicNs());
  stop.store(true);
  other.join();
  sched_setaffinity(0, sizeof saved, &saved);
  ASSERT_GE(p.main_wait_pct, 0.0f) << "schedstat unreadable";
  // Sharing one core with a spinning thread: waiting for it a good part of
  // the time, running for less than most of it. (How much it runs depends
  // on what else the host runs on that core; a loaded CI machine gave 13 %.)
  EXPECT_GT(p.main_wait_pct, 20.0f);
  EXPECT_GT(p.main_cpu_pct, 0.0f);
  EXPECT_LT(p.main_cpu_pct, 80.0f);
  // The spinning thread began after Open(): all of its wait is in the
  // interval, and it waits for the same core.
  EXPECT_GT(p.others_wait_pct, 20.0f);
}

// Two threads that exist before Open() spin on the main thread's core: each
// of the three runs about a third of the time, so the two others, summed,
// wait well over what one thread could (their wait adds up). Once they have
// ended, nothing is left to wait: exactly 0, never a negative or a stale sum.
TEST(ProcSamplerTest, OtherThreadsRunQueueWaitIsSummedOverThreads) {
  cpu_set_t saved, one;
  ASSERT_TRUE(FirstCpuOnly(&saved, &one));
  ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);
  std::atomic<bool> stop{false};
  std::atomic<int> started{0};
  std::vector<std::thread> others;
  for (int i = 0; i < 2; ++i) {
    others.emplace_back([&] {
      sched_setaffinity(0, sizeof one, &one);
      started.fetch_add(1);
      volatile uint64_t x = 0;
      while (!stop.load(std::memory_order_relaxed)) x = x + 1;
    });
  }
  while (started.load() < 2) std::this_thread::yield();
  ProcSampler s;
  const int64_t start = base::MonotonicNs();
  s.Open(/*with_system=*/false, start);
  volatile uint64_t y = 0;
  while (base::MonotonicNs() < start + 400'000'000) y = y + 1;
  const ProcessSample busy = s.SampleProcess(base::MonotonicNs());
  stop.store(true);
  for (std::thread& t : others) t.join();
  sched_setaffinity(0, sizeof saved, &saved);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const ProcessSample after = s.SampleProcess(base::MonotonicNs());
  ASSERT_GE(busy.others_wait_pct, 0.0f) << "schedstat unreadable";
  // About 133 % on a quiet core (two threads waiting two thirds each); more
  // when the host runs other work there too.
  EXPECT_GT(busy.others_wait_pct, 60.0f);
  EXPECT_EQ(after.others_wait_pct, 0.0f);
}

TEST(ProcSamplerTest, SamplesThisProcessAndTheSystem) {
  ProcSampler s;
  s.Open(/*with_system=*/true, base::MonotonicNs());
  EXPECT_GT(s.ReadRssBytes(), 0);
  // Burn a little CPU so the rate is measurable.
  volatile uint64_t x = 0;
  const int64_t until = base::MonotonicNs() + 30'000'000;
  while (base::MonotonicNs() < until) x = x + 1;
  const ProcessSample p = s.SampleProcess(base::MonotonicNs());
  EXPECT_GT(p.rss_bytes, 0);
  EXPECT_GE(p.cpu_pct, 0.0f);
  EXPECT_EQ(p.gpu_mem_bytes, kMissing);
  const SystemSample sys = s.SampleSystem(base::MonotonicNs());
  EXPECT_GT(sys.ram_total_bytes, 0);
  EXPECT_GT(sys.ram_used_bytes, 0);
  EXPECT_LE(sys.ram_used_bytes, sys.ram_total_bytes);
  EXPECT_GE(sys.cpu_pct, 0.0f);
  EXPECT_LE(sys.cpu_pct, 100.0f);
  EXPECT_TRUE(sys.gpus.empty());
}

}  // namespace
}  // namespace steplens::recorder
