// server/worker_pool.h — the HTTP server's task queue: a thread per
// connection, made on demand up to a cap.
//
// Contract
// - HttpListener (http_listener.h) hands every accepted connection to
//   enqueue() as one task that serves it until it closes, so a fixed pool
//   of N threads would be starved by N idle or slow connections (the
//   dashboard denial of service of issue 12). WorkerPool starts a thread whenever a task arrives
//   and none is idle, up to max_threads, and keeps finished threads for the next task. Beyond
//   max_threads tasks wait in order. An idle connection costs one mostly idle thread (tens of KiB)
//   until the server's keep-alive or read timeout closes it.
// - enqueue() and shutdown() may be called from any thread; shutdown() runs
//   the queued tasks to the end, then joins every thread. Never throws
//   except std::system_error when no thread at all can be started.
#ifndef STEPLENS_SERVER_WORKER_POOL_H_
#define STEPLENS_SERVER_WORKER_POOL_H_

#include <httplib.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace steplens::server {

class WorkerPool : public httplib::TaskQueue {
 public:
  explicit WorkerPool(size_t max_threads) : max_threads_(max_threads > 0 ? max_threads : 1) {}
  ~WorkerPool() override { shutdown(); }

  void enqueue(std::function<void()> fn) override {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopping_) return;
    tasks_.push_back(std::move(fn));
    if (idle_ < tasks_.size() && threads_.size() < max_threads_) {
      try {
        threads_.emplace_back([this] { Loop(); });
      } catch (const std::system_error&) {
        if (threads_.empty()) throw;  // nothing could serve: say so
        // Out of threads: the task waits for a running one.
      }
    }
    cv_.notify_one();
  }

  void shutdown() override {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stopping_ && threads_.empty()) return;
      stopping_ = true;
    }
    cv_.notify_all();
    std::vector<std::thread> threads;
    {
      std::lock_guard<std::mutex> lock(mu_);
      threads.swap(threads_);
    }
    for (auto& t : threads) t.join();
  }

  size_t threads() const {
    std::lock_guard<std::mutex> lock(mu_);
    return threads_.size();
  }

 private:
  void Loop() {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lock(mu_);
        ++idle_;
        cv_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
        --idle_;
        if (tasks_.empty()) return;  // stopping and nothing left
        task = std::move(tasks_.front());
        tasks_.pop_front();
      }
      task();
    }
  }

  const size_t max_threads_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> tasks_;  // guarded by mu_
  std::vector<std::thread> threads_;         // guarded by mu_
  size_t idle_ = 0;                          // guarded by mu_
  bool stopping_ = false;                    // guarded by mu_
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_WORKER_POOL_H_
