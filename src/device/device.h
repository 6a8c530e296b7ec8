// device/device.h — the one seam between steplens and an accelerator's
// timeline (DESIGN.md §7): events recorded on a stream, queried later.
//
// Contract
// - A Device owns a fixed pool of `event_count` events, created when it is
//   opened (never on the hot path). Events are named by their index.
// - Record(event, stream) is the only call the training thread (or the
//   autograd thread) makes: it marks the point the stream has reached in
//   the host's program order and returns at once. It never waits for the
//   device, never synchronises, never allocates. Recording an event again
//   moves it to the new point (the latest record counts, as in CUDA).
// - Query / ElapsedNs are for one other thread (the recorder's flusher),
//   after BindThread() on it: Query says whether the device has passed the
//   event's latest record (never waits); ElapsedNs is the device time
//   between two passed events (kMissing when either is not passed or on
//   an error). HostTimeNs maps a passed event onto the host's
//   CLOCK_MONOTONIC: when the device passed it, as the host's clock reads
//   (kMissing when unknown). The simulated device stamps that time itself;
//   CUDA maps it through a reference event that the resolving thread
//   records on a private, otherwise empty stream about every 500 ms
//   (Calibrate): an event on an idle stream passes when it is recorded, so
//   host time of the record + device time from it = host time of any event.
// - Two implementations: OpenCuda (the CUDA driver API of libcuda.so.1,
//   loaded at run time with dlopen — nothing is linked, no toolkit at
//   build time; events on the streams torch gives, in the context current
//   on the calling thread) and OpenSimulated, for tests on machines
//   without a GPU: a worker thread plays each stream's queue in order —
//   "kernels" of scripted durations (SimKernel) and event records — so the
//   host returns before the work is done, exactly as on CUDA. The simulated
//   device guards its queue with a mutex: a test double, not a hot path.
// - The simulated device counts queries and waits made from threads other
//   than the one bound to resolve events (training-thread waits must stay
//   0); SimSynchronize / SimWait are the test scripts' own synchronisation
//   (what .item() is on CUDA) and are not counted.
// - Devices live for the process (never destroyed: a training thread may be
//   inside Record when the recorder stops).
#ifndef STEPLENS_DEVICE_DEVICE_H_
#define STEPLENS_DEVICE_DEVICE_H_

#include <cstdint>
#include <memory>
#include <string>

namespace steplens::device {

using Stream = uintptr_t;  // CUstream (0 = the legacy default stream) / simulated stream

class Device {
 public:
  virtual ~Device() = default;
  virtual const char* Kind() const = 0;  // "cuda" or "sim"
  virtual uint32_t event_count() const = 0;
  // Training thread (any thread with the device current). False on error.
  virtual bool Record(uint32_t event, Stream stream) noexcept = 0;
  // The resolving thread, once, before Query / ElapsedNs.
  virtual bool BindThread() noexcept = 0;
  // 1: passed, 0: not yet, -1: error (never recorded, or the device failed).
  virtual int Query(uint32_t event) noexcept = 0;
  virtual int64_t ElapsedNs(uint32_t from, uint32_t to) noexcept = 0;
  virtual int64_t HostTimeNs(uint32_t event) noexcept = 0;
  // The resolving thread, before HostTimeNs (cheap; rate-limits itself).
  virtual void Calibrate() noexcept {}
  // Resolve-side calls (Query, ElapsedNs) made from a thread that is not
  // the bound one: steplens' own code never makes them.
  virtual uint64_t foreign_thread_calls() const noexcept = 0;
};

// The CUDA device of the context current on the calling thread (torch's
// primary context once it used CUDA). nullptr and *error when libcuda.so.1
// is absent, no context is current, or events cannot be created.
std::unique_ptr<Device> OpenCuda(uint32_t event_count, std::string* error);

// The simulated device (tests).
class SimDevice : public Device {
 public:
  // Appends a kernel of `ns` to `stream`'s queue (the host does not wait).
  virtual void SimKernel(Stream stream, int64_t ns) = 0;
  // Blocks until `stream`'s queue is empty (the test's synchronisation).
  virtual void SimSynchronize(Stream stream) = 0;
  // A marker at the current end of `stream`'s queue, and a wait for it: how
  // a test lets the device run `k` steps behind the host.
  virtual uint64_t SimMark(Stream stream) = 0;
  virtual void SimWait(uint64_t mark) = 0;
  // A collective on the device (what an NCCL kernel is): when the device
  // reaches it, it waits until the devices of all `world` ranks (processes
  // on this host sharing `dir`) reached their same-numbered collective. The
  // host does not wait. Gives up after 60 s (a test must not hang).
  virtual void SimCollective(Stream stream, const std::string& dir, int rank, int world) = 0;
};
std::unique_ptr<SimDevice> OpenSimulated(uint32_t event_count);

}  // namespace steplens::device

#endif  // STEPLENS_DEVICE_DEVICE_H_
