// recorder/ring_buffer.h — lock-free single-producer/single-consumer ring.
//
// Contract
// - Fixed capacity, rounded up to a power of two (at least 2), allocated
//   once in the constructor; no allocation afterwards.
// - Exactly one producer thread calls TryPush/TryPushWith and exactly one
//   consumer thread calls TryPop at any time (they may be different threads;
//   ownership may move between threads only with external synchronisation).
// - TryPush never blocks: a full ring returns false and the caller counts the
//   drop. Elements are copied by value (T must be copy-assignable; StepRecord
//   is an aggregate of arrays).
// - Memory ordering: the producer publishes a slot with a release store of
//   head_; the consumer reads it after an acquire load of head_, and frees it
//   with a release store of tail_ that the producer acquires before reusing
//   the slot. Each side caches the other's index, so the common case touches
//   only its own cache line. Indices are 64-bit and never wrap in practice.
// - SizeApprox() may be called from any thread; it is a snapshot.
#ifndef STEPLENS_RECORDER_RING_BUFFER_H_
#define STEPLENS_RECORDER_RING_BUFFER_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>

namespace steplens::recorder {

// A fixed 64 rather than std::hardware_destructive_interference_size, whose
// value GCC warns may differ between compiler flags (ABI hazard).
inline constexpr size_t kCacheLineBytes = 64;

inline uint64_t RoundUpToPowerOfTwo(uint64_t n) {
  uint64_t p = 2;
  while (p < n) p <<= 1;
  return p;
}

template <typename T>
class SpscRing {
 public:
  explicit SpscRing(uint64_t capacity)
      : capacity_(RoundUpToPowerOfTwo(capacity)), mask_(capacity_ - 1), slots_(new T[capacity_]) {}
  SpscRing(const SpscRing&) = delete;
  SpscRing& operator=(const SpscRing&) = delete;

  // Producer. Copies `value` into the ring; false when full.
  bool TryPush(const T& value) noexcept {
    return TryPushWith([&value](T& slot) { slot = value; });
  }

  // Producer. Lets `fill(T&)` write the element in place (no intermediate
  // copy); false (and `fill` not called) when full. `fill` must not throw.
  template <typename Fill>
  bool TryPushWith(Fill&& fill) noexcept {
    const uint64_t head = producer_.head.load(std::memory_order_relaxed);
    if (head - producer_.cached_tail >= capacity_) {
      producer_.cached_tail = consumer_.tail.load(std::memory_order_acquire);
      if (head - producer_.cached_tail >= capacity_) return false;
    }
    fill(slots_[head & mask_]);
    producer_.head.store(head + 1, std::memory_order_release);
    return true;
  }

  // Consumer. Moves the oldest element into *out; false when empty.
  bool TryPop(T* out) noexcept {
    const uint64_t tail = consumer_.tail.load(std::memory_order_relaxed);
    if (tail == consumer_.cached_head) {
      consumer_.cached_head = producer_.head.load(std::memory_order_acquire);
      if (tail == consumer_.cached_head) return false;
    }
    *out = slots_[tail & mask_];
    consumer_.tail.store(tail + 1, std::memory_order_release);
    return true;
  }

  uint64_t SizeApprox() const noexcept {
    const uint64_t tail = consumer_.tail.load(std::memory_order_acquire);
    const uint64_t head = producer_.head.load(std::memory_order_acquire);
    return head >= tail ? head - tail : 0;
  }
  uint64_t capacity() const noexcept { return capacity_; }

  // Empties the ring. Only while neither side is running.
  void Clear() noexcept {
    producer_.head.store(0, std::memory_order_relaxed);
    producer_.cached_tail = 0;
    consumer_.tail.store(0, std::memory_order_relaxed);
    consumer_.cached_head = 0;
  }

 private:
  struct alignas(kCacheLineBytes) ProducerSide {
    std::atomic<uint64_t> head{0};
    uint64_t cached_tail = 0;  // producer's last view of tail
  };
  struct alignas(kCacheLineBytes) ConsumerSide {
    std::atomic<uint64_t> tail{0};
    uint64_t cached_head = 0;  // consumer's last view of head
  };

  const uint64_t capacity_;
  const uint64_t mask_;
  const std::unique_ptr<T[]> slots_;
  ProducerSide producer_;
  ConsumerSide consumer_;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_RING_BUFFER_H_
