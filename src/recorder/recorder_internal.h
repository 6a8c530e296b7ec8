// recorder/recorder_internal.h — seams of the process-wide recorder for tests
// and benchmarks. Not part of the public API (steplens/recorder.h).
//
// Contract
// - SetGpuSamplerFactoryForTesting() replaces the NVML sampler that the next
//   Start() with sample_system=true creates (nullptr restores NVML). Call it
//   while the recorder is stopped; it affects later sessions only.
// - Session memory: the StepBuilder (hot-path state and ring) of a stopped
//   session is never freed, because a training thread may still be inside a
//   hot-path call when Shutdown() unpublishes it. The next Start() with the
//   same ring capacity reuses it, so start/stop cycles do not grow memory.
//   RetainedSessionsForTesting() reports how many are held.
// - ClearSetupForTesting() forgets ReportSetup()'s facts (they are kept for
//   the process), so later sessions send no SETUP.
#ifndef STEPLENS_RECORDER_RECORDER_INTERNAL_H_
#define STEPLENS_RECORDER_RECORDER_INTERNAL_H_

#include <cstddef>

#include "recorder/flusher.h"

namespace steplens::recorder::internal {

void SetGpuSamplerFactoryForTesting(GpuSamplerFactory factory);
size_t RetainedSessionsForTesting();
void ClearSetupForTesting();

}  // namespace steplens::recorder::internal

#endif  // STEPLENS_RECORDER_RECORDER_INTERNAL_H_
