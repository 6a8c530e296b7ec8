// steplens._core — the nanobind seam between the Python API and the recorder.
//
// Contract
// - Every function here forwards to steplens::recorder (see
//   include/steplens/recorder.h for semantics, threading and failure modes).
//   What a traced step runs (trace_step, the timed forward/backward/
//   dataloader wrappers, the optimizer hooks) is in hot_path.h.
// - Hot-path functions (step_begin, step_end, phase_begin, phase_end,
//   add_phase_ns, set_memory, log_scalar, sync_arrival, current_step,
//   in_step, now_ns) keep
//   the GIL: releasing it would cost more than the call itself, and the
//   recorder calls behind them never block.
// - Blocking calls (start, shutdown, stats) release the GIL.
// - The recorder's options are one type, bound as the class RecorderOptions
//   (fields and defaults are those of steplens::recorder::RecorderOptions);
//   start(options) takes it. A field set out of its C++ range (a port above
//   65535, a negative rank) raises TypeError.
// - The only exception that crosses into Python is steplens._core.SteplensError
//   (re-exported as steplens.SteplensError, the root of the Python hierarchy),
//   raised when the recorder cannot start. Bad argument types raise TypeError
//   as nanobind does for every binding.
#include <nanobind/nanobind.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>
#include <signal.h>
#include <time.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "base/metrics.h"
#include "hot_path.h"
#include "protocol/setup_keys.h"
#include "recorder/device_peak.h"
#include "steplens/record.h"
#include "steplens/recorder.h"

namespace nb = nanobind;
using namespace nb::literals;

namespace {

namespace rec = steplens::recorder;

// Thrown at the seam only; translated to steplens._core.SteplensError.
class StartError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

int64_t NowNs() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

void StartRecorder(const rec::RecorderOptions& options) {
  std::string error;
  bool ok;
  {
    nb::gil_scoped_release release;
    ok = rec::Start(options, &error);
  }
  if (!ok) {
    throw StartError("steplens: the recorder could not start: " +
                     (error.empty() ? std::string("unknown reason") : error));
  }
}

// repr() without the token (it ends up in logs and tracebacks).
std::string OptionsRepr(const rec::RecorderOptions& o) {
  return "RecorderOptions(host='" + o.host + "', port=" + std::to_string(o.port) + ", run_id='" +
         o.run_id + "', run_dir='" + o.run_dir + "', rank=" + std::to_string(o.rank) +
         ", local_rank=" + std::to_string(o.local_rank) +
         ", world_size=" + std::to_string(o.world_size) +
         ", ring_capacity=" + std::to_string(o.ring_capacity) +
         ", heartbeat_interval_ms=" + std::to_string(o.heartbeat_interval_ms) +
         ", process_sample_interval_ms=" + std::to_string(o.process_sample_interval_ms) +
         ", rss_sample_interval_ms=" + std::to_string(o.rss_sample_interval_ms) +
         ", sample_system=" + (o.sample_system ? "True" : "False") + ")";
}

void AddRecorderOptions(nb::module_& m) {
  using O = rec::RecorderOptions;
  nb::class_<O>(m, "RecorderOptions",
                "What the recorder starts with (steplens::recorder::RecorderOptions, "
                "include/steplens/recorder.h, where each field and its default is "
                "documented). Set fields by name; the defaults are the C++ ones.")
      .def(nb::init<>())
      .def_rw("host", &O::host)
      .def_rw("port", &O::port)
      .def_rw("token", &O::token)
      .def_rw("run_id", &O::run_id)
      .def_rw("run_dir", &O::run_dir)
      .def_rw("rank", &O::rank)
      .def_rw("local_rank", &O::local_rank)
      .def_rw("world_size", &O::world_size)
      .def_rw("ring_capacity", &O::ring_capacity)
      .def_rw("heartbeat_interval_ms", &O::heartbeat_interval_ms)
      .def_rw("process_sample_interval_ms", &O::process_sample_interval_ms)
      .def_rw("rss_sample_interval_ms", &O::rss_sample_interval_ms)
      .def_rw("sample_system", &O::sample_system)
      .def("__repr__", &OptionsRepr);
}

nb::dict StatsDict() {
  rec::RecorderStats s;
  {
    nb::gil_scoped_release release;
    s = rec::Stats();
  }
  nb::dict d;
  d["running"] = s.running;
  d["connected"] = s.connected;
  d["spooling"] = s.spooling;
  d["steps_recorded"] = s.steps_recorded;
  d["dropped_records"] = s.dropped_records;
  d["frames_sent"] = s.frames_sent;
  d["bytes_sent"] = s.bytes_sent;
  d["reconnects"] = s.reconnects;
  d["bytes_replayed"] = s.bytes_replayed;
  d["replay_backlog_bytes"] = s.replay_backlog_bytes;
  d["spool_path"] = s.spool_path;
  d["last_error"] = s.last_error;
  d["deep_switches"] = s.deep_switches;
  return d;
}

}  // namespace

NB_MODULE(_core, m) {
  m.doc() = "steplens._core: thin bindings to the C++ step recorder.";

  nb::exception<StartError>(m, "SteplensError");

  // Phase ids and limits (values are part of the wire protocol).
  // The collective kinds, in CommKind order (hot_collective_begin's kind).
  {
    nb::list kinds;
    for (const char* k : steplens::metrics::kCommKinds) kinds.append(k);
    m.attr("COMM_KINDS") = nb::tuple(kinds);
  }
  m.attr("PHASE_DATALOADER") = static_cast<int>(steplens::Phase::kDataloader);
  m.attr("PHASE_H2D") = static_cast<int>(steplens::Phase::kHostToDevice);
  m.attr("PHASE_FORWARD") = static_cast<int>(steplens::Phase::kForward);
  m.attr("PHASE_BACKWARD") = static_cast<int>(steplens::Phase::kBackward);
  m.attr("PHASE_OPTIMIZER") = static_cast<int>(steplens::Phase::kOptimizer);
  m.attr("FIRST_USER_PHASE") = steplens::kFirstUserPhase;
  m.attr("MAX_PHASES") = steplens::kMaxPhases;
  m.attr("MAX_SCALARS") = steplens::kMaxScalars;
  m.attr("MISSING") = steplens::kMissing;
  m.attr("STACK_SIGNAL") = SIGRTMIN + steplens::kStackSignalOffset;

  AddRecorderOptions(m);
  m.def("start", &StartRecorder, "options"_a,
        "Starts the process-wide recorder with a RecorderOptions. Raises "
        "SteplensError on failure.");
  m.def(
      "shutdown", [](int timeout_ms) { rec::Shutdown(timeout_ms); }, "timeout_ms"_a = 2000,
      nb::call_guard<nb::gil_scoped_release>(),
      "Flushes (bounded by timeout_ms), says goodbye and joins the flusher.");
  m.def("is_running", &rec::IsRunning);

  m.def("step_begin", &rec::StepBegin);
  m.def("step_end", &rec::StepEnd);
  m.def("phase_begin", &rec::PhaseBegin, "phase_id"_a);
  m.def("phase_end", &rec::PhaseEnd, "phase_id"_a);
  m.def("add_phase_ns", &rec::AddPhaseNs, "phase_id"_a, "ns"_a, "gpu"_a = false);
  m.def("set_memory", &rec::SetMemory, "allocated"_a, "peak_allocated"_a, "reserved"_a,
        "peak_reserved"_a);
  m.def(
      "log_scalar",
      [](int name_id, double value) noexcept {
        if (name_id >= 0 && name_id <= UINT16_MAX) {
          rec::LogScalar(static_cast<uint16_t>(name_id), value);
        }
      },
      "name_id"_a, "value"_a);
  m.def("sync_arrival", &rec::SyncArrival,
        "One gradient bucket became ready (the DDP comm hook calls it).");
  m.def("enable_collective_timing", &rec::EnableCollectiveTiming,
        "Turns on the time blocked in collectives (the comm regions); False when the "
        "recorder is not running or its phase table is full.");
  m.def(
      "set_sync_hook_status",
      [](int state, std::string_view reason) {
        if (state >= 0 && state <= steplens::kMaxSyncHook) {
          rec::SetSyncHookStatus(static_cast<steplens::SyncHook>(state), reason);
        }
      },
      "state"_a, "reason"_a = "",
      "Reports whether the sync-arrival hook is installed (SYNC_HOOK_*).");
  m.attr("SYNC_HOOK_UNKNOWN") = static_cast<int>(steplens::SyncHook::kUnknown);
  m.attr("SYNC_HOOK_INSTALLED") = static_cast<int>(steplens::SyncHook::kInstalled);
  m.attr("SYNC_HOOK_NOT_INSTALLED") = static_cast<int>(steplens::SyncHook::kNotInstalled);
  m.attr("SYNC_HOOK_DISABLED") = static_cast<int>(steplens::SyncHook::kDisabled);
  m.def(
      "report_failure",
      [](bool fatal, std::string exc_type, std::string exc_bases, std::string message,
         std::string frames, int64_t step, int activity, int64_t mem_allocated,
         int64_t mem_reserved, int64_t mem_total, std::string module) {
        steplens::FailureReport f;
        if (step >= 0 && activity >= 0 &&
            activity <= static_cast<int>(steplens::Activity::kFinished)) {
          f.mono_ns = NowNs();
          f.step = static_cast<uint64_t>(step);
          f.activity = static_cast<steplens::Activity>(activity);
        }
        f.fatal = fatal;
        f.exc_type = std::move(exc_type);
        f.exc_bases = std::move(exc_bases);
        f.message = std::move(message);
        f.frames = std::move(frames);
        f.mem_allocated = mem_allocated;
        f.mem_reserved = mem_reserved;
        f.mem_total = mem_total;
        f.module = std::move(module);
        rec::ReportFailure(std::move(f));
      },
      "fatal"_a, "exc_type"_a, "exc_bases"_a, "message"_a, "frames"_a, "step"_a = -1,
      "activity"_a = -1, "mem_allocated"_a = -1, "mem_reserved"_a = -1, "mem_total"_a = -1,
      "module"_a = "",
      "Reports a failure this process saw (sent at once). step/activity default to now.");
  m.def(
      "report_setup",
      [](std::vector<std::pair<std::string, std::string>> facts) {
        steplens::SetupInfo setup;
        setup.facts = std::move(facts);
        rec::ReportSetup(std::move(setup));
      },
      "facts"_a,
      "Reports this rank's setup facts ((key, value) pairs, docs/reference/"
      "wire-protocol.md); the recorder adds the environment variables it keeps.");
  m.attr("SETUP_VERSION") = steplens::kSetupVersion;
  m.def("is_secret_name", &steplens::protocol::IsSecretName, "name"_a,
        "Whether a variable or option name suggests a secret (its value is never stored).");
  m.def(
      "failure_context",
      []() { return nb::make_tuple(rec::CurrentStep(), static_cast<int>(rec::CurrentActivity())); },
      "(current step, activity) for a failure report: inside a step, the latest "
      "phase measured in it.");
  m.def("current_step", &rec::CurrentStep);
  m.def("in_step", &rec::InStep);
  m.def(
      "intern_phase_name", [](std::string_view name) { return rec::InternPhaseName(name); },
      "name"_a);
  m.def(
      "intern_scalar_name", [](std::string_view name) { return rec::InternScalarName(name); },
      "name"_a);
  m.def(
      "peak_tflops",
      [](std::string_view device_name, std::string_view dtype) {
        return rec::PeakTflops(device_name, dtype);
      },
      "device_name"_a, "dtype"_a,
      "Dense peak TFLOP/s of a CUDA device (by torch.cuda.get_device_name()) for "
      "matmuls in dtype (bf16, fp16, tf32, fp32); None when unknown.");
  m.def(
      "device_enable",
      [](std::string_view kind) {
        std::string error;
        return rec::EnableDevice(kind, &error) ? std::string() : error;
      },
      "kind"_a,
      "Times steps on a device: 'cuda' (the context current on this thread) or 'sim' (the "
      "simulated device of tests). Returns '' or why not. Not hot path.");
  m.def("device_kind", [] { return std::string(rec::DeviceKind()); });
  m.def("device_phase", &rec::SetPhaseOnDevice, "phase_id"_a,
        "Times this user region on the device too (trace_time(gpu=True)).");
  m.def("device_scalar_buffer", &rec::SetDeviceScalarBuffer, "address"_a,
        "Pinned host memory of DEVICE_SCALAR_SLOTS float32 for device scalars.");
  m.attr("DEVICE_SCALAR_SLOTS") = rec::kDeviceScalarSlots;
  m.def("device_scalar_slot", &rec::DeviceScalarSlot, "name_id"_a,
        "Index into the device scalar buffer for this step's value of name_id, or -1.");
  m.def("device_stats", [] {
    const rec::DeviceStats st = rec::GetDeviceStats();
    nb::dict d;
    d["kind"] = st.kind;
    d["steps_timed"] = st.steps_timed;
    d["steps_skipped"] = st.steps_skipped;
    d["steps_lost"] = st.steps_lost;
    d["pairs_dropped"] = st.pairs_dropped;
    d["record_errors"] = st.record_errors;
    d["foreign_thread_waits"] = st.foreign_thread_waits;
    d["layer_steps_timed"] = st.layer_steps_timed;
    d["layer_steps_skipped"] = st.layer_steps_skipped;
    d["layer_steps_lost"] = st.layer_steps_lost;
    d["layer_marks_dropped"] = st.layer_marks_dropped;
    return d;
  });
  m.def(
      "_sim_kernel", [](double ms) { rec::sim::Kernel(static_cast<int64_t>(ms * 1e6)); }, "ms"_a,
      "Tests: a simulated-device kernel of ms milliseconds (the host does not wait).");
  m.def(
      "_sim_synchronize",
      [] {
        nb::gil_scoped_release unlocked;
        rec::sim::Synchronize();
      },
      "Tests: waits for the simulated device (what .item() is on CUDA).");
  m.def("_sim_collective", &rec::sim::Collective, "dir"_a, "rank"_a, "world"_a,
        "Tests: an all-reduce on the simulated devices of `world` processes sharing dir: "
        "the device waits for every rank's device; the host does not.");
  m.def("_sim_mark", &rec::sim::Mark, "Tests: a marker at the end of the simulated queue.");
  // The simulated device's allocator (tests): a byte count that test
  // scripts move, read as torch._C._cuda_memoryStats(index) reads CUDA's.
  static std::atomic<int64_t> sim_allocated{0};
  m.def(
      "_sim_alloc", [](int64_t bytes) { sim_allocated.fetch_add(bytes); }, "bytes"_a,
      "Tests: the simulated allocator's allocated bytes change by `bytes` (negative: freed).");
  m.def(
      "_sim_memory_stats",
      [](int /*index*/) {
        nb::dict current, all, stats;
        current["current"] = sim_allocated.load();
        all["all"] = current;
        stats["allocated_bytes"] = all;
        return stats;
      },
      "index"_a, "Tests: the simulated allocator's statistics, shaped as torch's.");
  m.def(
      "_sim_wait",
      [](uint64_t mark) {
        nb::gil_scoped_release unlocked;
        rec::sim::Wait(mark);
      },
      "mark"_a, "Tests: waits until the simulated device passed the marker.");
  m.def("stats", &StatsDict);
  m.def("now_ns", &NowNs, "CLOCK_MONOTONIC in nanoseconds.");

  steplens::python::AddHotPath(m);
}
