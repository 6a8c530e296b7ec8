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

#include <cstddef>
#include <deque>
#include <functional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "base/mutex.h"

namespace steplens::server {

class WorkerPool : public httplib::TaskQueue {
 public:
  explicit WorkerPool(size_t max_threads) : max_threads_(max_threads > 0 ? max_threads : 1) {}
  ~WorkerPool() override { shutdown(); }

  void enqueue(std::function<void()> fn) override {
    base::MutexLock lock(mu_);
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
    cv_.NotifyOne();
  }

  void shutdown() override {
    {
      base::MutexLock lock(mu_);
      if (stopping_ && threads_.empty()) return;
      stopping_ = true;
    }
    cv_.NotifyAll();
    std::vector<std::thread> threads;
    {
      base::MutexLock lock(mu_);
      threads.swap(threads_);
    }
    for (auto& t : threads) t.join();
  }

  size_t threads() const {
    base::MutexLock lock(mu_);
    return threads_.size();
  }

 private:
  void Loop() {
    for (;;) {
      std::function<void()> task;
      {
        base::MutexLock lock(mu_);
        ++idle_;
        while (!stopping_ && tasks_.empty()) cv_.Wait(mu_);
        --idle_;
        if (tasks_.empty()) return;  // stopping and nothing left
        task = std::move(tasks_.front());
        tasks_.pop_front();
      }
      task();
    }
  }

  const size_t max_threads_;
  mutable base::Mutex mu_;
  base::CondVar cv_;
  std::deque<std::function<void()>> tasks_ STEPLENS_GUARDED_BY(mu_);
  std::vector<std::thread> threads_ STEPLENS_GUARDED_BY(mu_);
  size_t idle_ STEPLENS_GUARDED_BY(mu_) = 0;
  bool stopping_ STEPLENS_GUARDED_BY(mu_) = false;
};

}  // namespace steplens::server

#endif  // STEPLENS_SERVER_WORKER_POOL_H_
