// The simulated device: one worker thread plays the queued work in order.
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "base/clock.h"
#include "device/device.h"
#include "steplens/record.h"

namespace steplens::device {
namespace {

class Sim final : public SimDevice {
 public:
  explicit Sim(uint32_t event_count)
      : recorded_(event_count), passed_(event_count), passed_ns_(event_count) {
    for (uint32_t i = 0; i < event_count; ++i) {
      recorded_[i].store(0);
      passed_[i].store(0);
      passed_ns_[i].store(kMissing);
    }
    worker_ = std::thread([this] { Run(); });
  }
  ~Sim() override {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    worker_.join();
  }

  const char* Kind() const override { return "sim"; }
  uint32_t event_count() const override { return static_cast<uint32_t>(recorded_.size()); }

  bool Record(uint32_t event, Stream) noexcept override {
    if (event >= recorded_.size()) return false;
    const uint64_t gen = recorded_[event].fetch_add(1, std::memory_order_acq_rel) + 1;
    Push(Item{Item::kEvent, event, gen, 0});
    return true;
  }
  bool BindThread() noexcept override {
    bound_ = std::this_thread::get_id();
    return true;
  }
  int Query(uint32_t event) noexcept override {
    CountForeign();
    if (event >= recorded_.size()) return -1;
    const uint64_t want = recorded_[event].load(std::memory_order_acquire);
    if (want == 0) return -1;
    return passed_[event].load(std::memory_order_acquire) == want ? 1 : 0;
  }
  int64_t ElapsedNs(uint32_t from, uint32_t to) noexcept override {
    CountForeign();
    if (from >= recorded_.size() || to >= recorded_.size()) return kMissing;
    const int64_t a = passed_ns_[from].load(std::memory_order_acquire);
    const int64_t b = passed_ns_[to].load(std::memory_order_acquire);
    if (a == kMissing || b == kMissing || b < a) return kMissing;
    return b - a;
  }
  int64_t HostTimeNs(uint32_t event) noexcept override {
    CountForeign();
    if (event >= recorded_.size()) return kMissing;
    return passed_ns_[event].load(std::memory_order_acquire);  // the device clock is the host's
  }
  uint64_t foreign_thread_calls() const noexcept override {
    return foreign_.load(std::memory_order_relaxed);
  }

  void SimKernel(Stream, int64_t ns) override { Push(Item{Item::kKernel, 0, 0, ns}); }
  void SimSynchronize(Stream stream) override { SimWait(SimMark(stream)); }
  uint64_t SimMark(Stream) override {
    uint64_t id;
    {
      std::lock_guard<std::mutex> lock(mu_);
      id = ++marks_issued_;
      queue_.push_back(Item{Item::kMark, 0, id, 0});
    }
    cv_.notify_all();
    return id;
  }
  void SimCollective(Stream, const std::string& dir, int rank, int world) override {
    std::lock_guard<std::mutex> lock(mu_);
    Item item{Item::kCollective, 0, ++collectives_, 0};
    item.dir = dir;
    item.rank = rank;
    item.world = world;
    queue_.push_back(std::move(item));
    cv_.notify_all();
  }
  void SimWait(uint64_t mark) override {
    std::unique_lock<std::mutex> lock(mu_);
    done_cv_.wait(lock, [&] { return marks_passed_ >= mark || stop_; });
  }

 private:
  struct Item {
    enum Type { kKernel, kEvent, kMark, kCollective } type;
    uint32_t event;
    uint64_t gen;  // event generation, mark id, or collective number
    int64_t ns;    // kernel duration
    std::string dir = {};
    int rank = 0;
    int world = 1;
  };

  // Each rank's device writes how many collectives it reached to dir/rank<r>;
  // a collective is done when every rank's count has reached it.
  static void RunCollective(const Item& item) {
    const std::string mine = item.dir + "/rank" + std::to_string(item.rank);
    { std::ofstream(mine + ".tmp") << item.gen << "\n"; }
    std::rename((mine + ".tmp").c_str(), mine.c_str());
    const int64_t give_up = base::MonotonicNs() + 60'000'000'000;
    for (int r = 0; r < item.world; ++r) {
      for (;;) {
        uint64_t reached = 0;
        std::ifstream(item.dir + "/rank" + std::to_string(r)) >> reached;
        if (reached >= item.gen || base::MonotonicNs() > give_up) break;
        std::this_thread::sleep_for(std::chrono::microseconds(200));
      }
    }
  }

  void Push(const Item& item) noexcept {
    try {
      {
        std::lock_guard<std::mutex> lock(mu_);
        queue_.push_back(item);
      }
      cv_.notify_all();
    } catch (...) {  // out of memory in a test double: the item is lost
    }
  }
  void CountForeign() noexcept {
    if (std::this_thread::get_id() != bound_) foreign_.fetch_add(1, std::memory_order_relaxed);
  }

  void Run() {
    std::unique_lock<std::mutex> lock(mu_);
    for (;;) {
      cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (stop_) return;
      const Item item = queue_.front();
      queue_.pop_front();
      switch (item.type) {
        case Item::kKernel: {
          // The device is busy for the kernel's duration; the host may queue more meanwhile.
          const int64_t until = base::MonotonicNs() + item.ns;
          cv_.wait_for(lock, std::chrono::nanoseconds(item.ns), [&] { return stop_; });
          while (!stop_ && base::MonotonicNs() < until) {
            cv_.wait_for(lock, std::chrono::nanoseconds(until - base::MonotonicNs()),
                         [&] { return stop_; });
          }
          break;
        }
        case Item::kEvent:
          passed_ns_[item.event].store(base::MonotonicNs(), std::memory_order_release);
          passed_[item.event].store(item.gen, std::memory_order_release);
          break;
        case Item::kMark:
          marks_passed_ = item.gen;
          done_cv_.notify_all();
          break;
        case Item::kCollective:
          lock.unlock();  // the host may queue more while this device waits
          RunCollective(item);
          lock.lock();
          break;
      }
    }
  }

  std::vector<std::atomic<uint64_t>> recorded_;  // latest record's generation
  std::vector<std::atomic<uint64_t>> passed_;    // generation the device passed
  std::vector<std::atomic<int64_t>> passed_ns_;  // when (CLOCK_MONOTONIC)
  std::thread::id bound_;
  std::atomic<uint64_t> foreign_{0};
  std::mutex mu_;
  std::condition_variable cv_;
  std::condition_variable done_cv_;
  std::deque<Item> queue_;
  uint64_t marks_issued_ = 0;
  uint64_t marks_passed_ = 0;
  uint64_t collectives_ = 0;
  bool stop_ = false;
  std::thread worker_;
};

}  // namespace

std::unique_ptr<SimDevice> OpenSimulated(uint32_t event_count) {
  return std::make_unique<Sim>(event_count);
}

}  // namespace steplens::device
