// The process-wide recorder behind steplens/recorder.h: lifecycle under one
// mutex, hot-path calls forwarded to the published StepBuilder.
#include "steplens/recorder.h"

#include <pthread.h>
#include <unistd.h>  // environ

#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "base/clock.h"
#include "base/metrics.h"
#include "base/mutex.h"
#include "device/device.h"
#include "protocol/setup_keys.h"
#include "recorder/device_timer.h"
#include "recorder/flusher.h"
#include "recorder/layer_ring.h"
#include "recorder/layer_timer.h"
#include "recorder/name_table.h"
#include "recorder/recorder_internal.h"
#include "recorder/step_builder.h"

namespace steplens::recorder {
namespace {

// Largest ring accepted (records); beyond it memory, not drops, is the risk.
constexpr uint32_t kMaxRingCapacity = 1u << 20;

// The hot path reads only this pointer. Null = not running: calls are no-ops.
std::atomic<StepBuilder*> g_builder{nullptr};

struct Lifecycle {
  base::Mutex mu;
  std::shared_ptr<Flusher> flusher;
  std::shared_ptr<StepBuilder> builder;
  // Stopped sessions' builders, kept alive (see recorder_internal.h).
  std::vector<std::shared_ptr<StepBuilder>> retained;
  RecorderStats last_stats;
  GpuSamplerFactory gpu_factory;
  NameTable names;
  SyncHookReport sync_hook;
  std::optional<SetupInfo> setup;  // ReportSetup's facts, for every later flusher too
  // Device timing: opened once, kept for the process (device.h).
  device::Device* device = nullptr;
  device::SimDevice* sim = nullptr;
  DeviceTimer* device_timer = nullptr;
  std::string device_kind;
  std::vector<int> device_phases;  // user regions timed on the device (SetPhaseOnDevice)
};

// DDP's gradient sync split, once the sync-arrival hook is installed: on
// the host (step_builder.h, which stands down while a device is attached)
// and on the device (device_timer.h).
void EnableSyncSplit(Lifecycle& s) {
  SyncHook state = SyncHook::kUnknown;
  std::string reason;
  s.sync_hook.Get(&state, &reason);
  if (state != SyncHook::kInstalled || (!s.builder && s.device_timer == nullptr)) return;
  std::array<int, metrics::kSyncNames.size()> ids{};
  for (size_t i = 0; i < ids.size(); ++i) {
    ids[i] = s.names.InternPhase(metrics::kSyncNames[i]);
    if (ids[i] < 0) return;
  }
  if (s.builder) s.builder->SetSyncPhases(ids[0], ids[1]);
  if (s.device_timer != nullptr) s.device_timer->SetSyncPhases(ids[0], ids[1]);
}

void ApplyDevicePhases(const Lifecycle& s) {
  for (int id : s.device_phases) s.device_timer->SetPhaseTimed(id, true);
}

// The device's events: the steps' (device_timer.h), then deep mode's (layer_timer.h).
constexpr uint32_t kDeviceEvents = DeviceTimer::kEventCount + LayerTimer::kEventCount;

// Deliberately never destroyed: hot-path calls and Shutdown() may run from
// atexit handlers and other threads during static destruction.
Lifecycle& State() {
  static Lifecycle* state = new Lifecycle;
  return *state;
}

// A forked child (e.g. a DataLoader worker) has no flusher thread: make its
// recorder calls no-ops instead of filling a ring nobody drains.
void DisableInChild() { g_builder.store(nullptr, std::memory_order_relaxed); }

RecorderStats Combine(RecorderStats stats, const StepBuilder& builder) {
  stats.steps_recorded = builder.steps_recorded();
  stats.dropped_records = builder.dropped_records();
  return stats;
}

std::shared_ptr<StepBuilder> AcquireBuilder(Lifecycle& s, uint32_t capacity) {
  const uint64_t rounded = RoundUpToPowerOfTwo(capacity);
  for (auto it = s.retained.begin(); it != s.retained.end(); ++it) {
    // use_count 1: no detached flusher still drains it.
    if ((*it)->ring_capacity() == rounded && it->use_count() == 1) {
      std::shared_ptr<StepBuilder> b = std::move(*it);
      s.retained.erase(it);
      b->Reset();
      return b;
    }
  }
  return std::make_shared<StepBuilder>(capacity);
}

}  // namespace

namespace internal {

void SetGpuSamplerFactoryForTesting(GpuSamplerFactory factory) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  s.gpu_factory = std::move(factory);
}

size_t RetainedSessionsForTesting() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  return s.retained.size() + (s.builder ? 1 : 0);
}

void ClearSetupForTesting() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  s.setup.reset();
}

}  // namespace internal

bool Start(const RecorderOptions& options, std::string* error) {
  static std::once_flag atfork_once;
  std::call_once(atfork_once, [] { pthread_atfork(nullptr, nullptr, &DisableInChild); });
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  auto fail = [error](std::string message) {
    if (error != nullptr) *error = std::move(message);
    return false;
  };
  if (s.flusher) return fail("steplens recorder: already started");
  if (options.ring_capacity == 0 || options.ring_capacity > kMaxRingCapacity) {
    return fail("steplens recorder: ring_capacity must be 1.." + std::to_string(kMaxRingCapacity));
  }
  std::shared_ptr<StepBuilder> builder = AcquireBuilder(s, options.ring_capacity);
  RecorderOptions used = options;
  if (used.test_clock_skew_ns == 0) {
    if (const char* skew = std::getenv("STEPLENS_TEST_CLOCK_SKEW_MS")) {
      const double ms = std::strtod(skew, nullptr);
      if (std::isfinite(ms) && std::abs(ms) <= 1e9) {
        used.test_clock_skew_ns = static_cast<int64_t>(ms * 1e6);
      }
    }
  }
  auto flusher = std::make_shared<Flusher>(used, builder, &s.names, s.gpu_factory, &s.sync_hook);
  if (base::Status st = flusher->Start(); !st.ok()) {
    s.retained.push_back(std::move(builder));
    return fail(st.message());
  }
  if (s.device_timer != nullptr) {
    s.device_timer->Reset();
    ApplyDevicePhases(s);
    builder->AttachDevice(s.device_timer);
  }
  if (s.setup) flusher->SetSetup(*s.setup);
  s.flusher = std::move(flusher);
  s.builder = std::move(builder);
  EnableSyncSplit(s);
  g_builder.store(s.builder.get(), std::memory_order_release);
  return true;
}

void Shutdown(int timeout_ms) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  if (!s.flusher) return;
  g_builder.store(nullptr, std::memory_order_release);
  s.flusher->Stop(timeout_ms);
  s.last_stats = Combine(s.flusher->Stats(), *s.builder);
  s.last_stats.running = false;
  s.flusher.reset();  // a detached thread keeps its own reference
  s.retained.push_back(std::move(s.builder));
}

bool IsRunning() noexcept { return g_builder.load(std::memory_order_acquire) != nullptr; }

void StepBegin() noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->StepBegin(base::MonotonicNs());
  }
}

void StepEnd() noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->StepEnd(base::MonotonicNs());
  }
}

void PhaseBegin(int phase_id) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->PhaseBegin(phase_id, base::MonotonicNs());
  }
}

void PhaseEnd(int phase_id) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->PhaseEnd(phase_id, base::MonotonicNs());
  }
}

void AddPhaseNs(int phase_id, int64_t ns, bool gpu) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->AddPhaseNs(phase_id, ns, gpu);
  }
}

void SetMemory(int64_t allocated, int64_t peak_allocated, int64_t reserved,
               int64_t peak_reserved) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->SetMemory(allocated, peak_allocated, reserved, peak_reserved);
  }
}

void LogScalar(uint16_t name_id, double value) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->LogScalar(name_id, value);
  }
}

void SyncArrival() noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->SyncArrival(base::MonotonicNs());
  }
}

bool CollectiveBegin(bool issued, int kind) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    return b->CollectiveBegin(base::MonotonicNs(), issued, kind);
  }
  return false;
}

bool CollectiveIssuedAsync(uint64_t handle, int kind) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    return b->CollectiveIssuedAsync(base::MonotonicNs(), handle, kind);
  }
  return false;
}

bool CollectiveWaitBegin(uint64_t handle) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    return b->CollectiveWaitBegin(base::MonotonicNs(), handle);
  }
  return false;
}

void CollectiveIssued() noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) b->CollectiveIssued();
}

void CollectiveEnd() noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    b->CollectiveEnd(base::MonotonicNs());
  }
}

bool EnableCollectiveTiming() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  // Before the first step (a barrier in the setup) nothing would be timed:
  // the names wait for a collective inside a step or between two (which the
  // next step pays for), so a job whose only blocking collectives precede
  // its loop has no empty comm lines.
  if (!s.builder || (!s.builder->InStep() && s.builder->CurrentStep() == 0)) return false;
  if (s.builder->CommTotalPhase() < 0) {
    std::array<int, metrics::kCommNames.size()> ids{};
    for (size_t i = 0; i < ids.size(); ++i) {
      ids[i] = s.names.InternPhase(metrics::kCommNames[i]);
      if (ids[i] < 0) return false;
    }
    s.builder->SetCommPhases(ids[0], ids[1], ids[2], ids[3], ids[4]);
  }
  // The kinds and the overlap region on their first use (a phase slot each;
  // -2 when the table is full: not asked again).
  const uint32_t used = s.builder->CommNamesUsed();
  for (int k = 0; k < kCommKindCount; ++k) {
    if ((used & (uint32_t{1} << k)) == 0 || s.builder->CommKindPhase(k) != -1) continue;
    s.builder->SetCommKindPhase(
        k, s.names.InternPhase(metrics::kCommKindNames[static_cast<size_t>(k)]));
  }
  if ((used & (uint32_t{1} << StepBuilder::kCommOverlapBit)) != 0 &&
      s.builder->CommOverlapPhase() == -1) {
    s.builder->SetCommOverlapPhase(s.names.InternPhase(metrics::kCommOverlapName));
  }
  return true;
}

void SetSyncHookStatus(SyncHook state, std::string_view reason) {
  Lifecycle& s = State();
  s.sync_hook.Set(state, reason);
  if (state == SyncHook::kInstalled) {
    base::MutexLock lock(s.mu);
    EnableSyncSplit(s);
  }
}

void ReportFailure(FailureReport report) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  if (!s.flusher) return;
  if (report.mono_ns == 0) {
    report.mono_ns = base::MonotonicNs();
    report.step = s.builder->CurrentStep();
    report.activity = s.builder->FailureActivity();
    report.user_phase = s.builder->user_phase();
  }
  s.flusher->QueueFailure(std::move(report));
}

void ReportSetup(SetupInfo setup) {
  protocol::AppendEnvironment(environ, &setup);
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  s.setup = std::move(setup);
  if (s.flusher) s.flusher->SetSetup(*s.setup);
}

Activity CurrentActivity() noexcept {
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  return b != nullptr ? b->FailureActivity() : Activity::kIdle;
}

uint8_t CurrentUserPhase() noexcept {
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  return b != nullptr ? b->user_phase() : 0;
}

uint64_t CurrentStep() noexcept {
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  return b != nullptr ? b->CurrentStep() : 0;
}

bool InStep() noexcept {
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  return b != nullptr && b->InStep();
}

int InternPhaseName(std::string_view name) {
  return State().names.InternPhase(metrics::UserPhaseName(name));
}

int InternScalarName(std::string_view name) { return State().names.InternScalar(name); }

int InternLayerName(std::string_view name) {
  const int id = State().names.InternLayer(name);
  return id < 0 ? -1 : id - kFirstLayerNameId;
}

void EnableLayers() { LayerRing::Enable(); }

bool CommitLayers(const LayerEntry* entries, int n) noexcept {
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  LayerRing* ring = LayerRing::Get();
  if (b == nullptr || ring == nullptr || !b->InStep()) return false;
  const uint64_t step = b->CurrentStep();
  if (LayerTimer* timer = LayerTimer::Get()) timer->Close(step);
  return ring->Push(step, entries, n);
}

void MarkLayer(int slot, int mark) noexcept {
  LayerTimer* timer = LayerTimer::Get();
  if (timer == nullptr || mark < 0 || mark > 3) return;  // no device: host times only
  StepBuilder* b = g_builder.load(std::memory_order_acquire);
  if (b == nullptr || !b->InStep()) return;
  const DeviceTimer* dev = b->device();
  timer->MarkLayer(b->CurrentStep(), dev != nullptr ? dev->stream() : device::Stream{0}, slot,
                   static_cast<LayerTimer::Mark>(mark));
}

LayerStats GetLayerStats() {
  LayerStats out;
  if (const LayerRing* ring = LayerRing::Get()) {
    out.enabled = true;
    out.steps = ring->pushed();
    out.dropped = ring->dropped();
  }
  return out;
}

RecorderStats Stats() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  if (!s.flusher) return s.last_stats;
  return Combine(s.flusher->Stats(), *s.builder);
}

}  // namespace steplens::recorder

namespace steplens::recorder {

bool EnableDevice(std::string_view kind, std::string* error) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  std::string ignored;
  std::string& err = error != nullptr ? *error : ignored;
  if (s.device_timer != nullptr) {
    if (s.device_kind == kind) return true;
    err = "device timing already uses " + s.device_kind;
    return false;
  }
  if (kind == "sim") {
    s.sim = device::OpenSimulated(kDeviceEvents).release();
    s.device = s.sim;
  } else if (kind == "cuda") {
    s.device = device::OpenCuda(kDeviceEvents, &err).release();
    if (s.device == nullptr) return false;
  } else {
    err = "unknown device kind '" + std::string(kind) + "' (cuda or sim)";
    return false;
  }
  // Never freed (device.h): a training thread may be inside a Record.
  s.device_timer = new DeviceTimer(s.device);
  LayerTimer::Install(new LayerTimer(s.device, DeviceTimer::kEventCount));  // LayerTimer::Get
  if (const char* lag = std::getenv("STEPLENS_TEST_DEVICE_REPORT_LAG")) {
    s.device_timer->SetReportLagForTesting(static_cast<uint32_t>(std::strtoul(lag, nullptr, 10)));
  }
  ApplyDevicePhases(s);
  s.device_kind = std::string(kind);
  if (s.builder) s.builder->AttachDevice(s.device_timer);  // between steps (caller's duty)
  EnableSyncSplit(s);
  return true;
}

const char* DeviceKind() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  return s.device_kind.c_str();  // set once, with the device, never changed
}

void SetDeviceStream(uintptr_t stream) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    if (DeviceTimer* d = b->device()) d->SetStream(stream);
  }
}

void SetPhaseOnDevice(int phase_id) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  if (phase_id < kFirstUserPhase || phase_id >= kMaxPhases) return;
  s.device_phases.push_back(phase_id);
  if (s.device_timer != nullptr) s.device_timer->SetPhaseTimed(phase_id, true);
}

void SetDeviceScalarBuffer(uintptr_t address) {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  if (s.device_timer != nullptr) {
    // The pinned buffer's address comes from Python (a tensor's data_ptr()).
    s.device_timer->SetScalarBuffer(
        reinterpret_cast<const float*>(address));  // NOLINT(performance-no-int-to-ptr)
  }
}

int DeviceScalarSlot(uint16_t name_id) noexcept {
  if (StepBuilder* b = g_builder.load(std::memory_order_acquire)) {
    if (b->InStep()) {
      if (DeviceTimer* d = b->device()) return d->ScalarSlot(name_id);
    }
  }
  return -1;
}

DeviceStats GetDeviceStats() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  DeviceStats out;
  if (s.device_timer == nullptr) return out;
  out.kind = s.device_kind;
  const DeviceTimerStats t = s.device_timer->Stats();
  out.steps_timed = t.steps_timed;
  out.steps_skipped = t.steps_skipped;
  out.steps_lost = t.steps_lost;
  out.pairs_dropped = t.pairs_dropped;
  out.record_errors = t.record_errors;
  out.foreign_thread_waits = s.device->foreign_thread_calls();
  if (const LayerTimer* layers = LayerTimer::Get()) {
    const LayerTimerStats l = layers->Stats();
    out.layer_steps_timed = l.steps_timed;
    out.layer_steps_skipped = l.steps_skipped;
    out.layer_steps_lost = l.steps_lost;
    out.layer_marks_dropped = l.marks_dropped;
  }
  return out;
}

namespace sim {
namespace {
device::SimDevice* Sim() {
  Lifecycle& s = State();
  base::MutexLock lock(s.mu);
  return s.sim;
}
}  // namespace

void Kernel(int64_t ns) {
  if (device::SimDevice* d = Sim()) d->SimKernel(0, ns < 0 ? 0 : ns);
}
void Synchronize() {
  if (device::SimDevice* d = Sim()) d->SimSynchronize(0);
}
uint64_t Mark() {
  device::SimDevice* d = Sim();
  return d != nullptr ? d->SimMark(0) : 0;
}
void Wait(uint64_t mark) {
  if (device::SimDevice* d = Sim()) d->SimWait(mark);
}
void Collective(const std::string& dir, int rank, int world) {
  if (device::SimDevice* d = Sim()) d->SimCollective(0, dir, rank, world);
}
}  // namespace sim

}  // namespace steplens::recorder
