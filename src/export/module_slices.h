// export/module_slices.h — deep mode's modules laid out inside a phase
// slice of the Perfetto export (exporter.h).
//
// Contract
// - LayOutModules() places one rank-step's modules of one phase (forward
//   or backward) inside that phase's slice [begin_ns, begin_ns + dur_ns).
//   Durations are measured (the module's summed host time in the step);
//   positions are not: a module is nested under the nearest module whose
//   qualified name is a dot-prefix of its own (aggregator/layer_tree.h: "blocks.0" holds
//   "blocks.0.mlp"), siblings are laid end to end from their container's
//   start in slot order (forward) or reverse slot order (backward, which
//   runs the model back to front).
// - Every slice lies inside its container (the phase, or its parent
//   module): a duration that would overrun it is cut to fit (`dur_ns` <
//   `measured_ns` then), and a module with no room left, or with no time
//   measured, gets no slice. So the trace's slices on one track always
//   nest, whatever the measured figures (host module times inside a
//   device-timed phase, say). The children of a module without a measured
//   time (the first module's backward, which torch does not run) take its
//   place in its container.
// - Output in depth-first order (a parent before its children), so a
//   viewer reading them in order sees each container first. Pure function.
#ifndef STEPLENS_EXPORT_MODULE_SLICES_H_
#define STEPLENS_EXPORT_MODULE_SLICES_H_

#include <cstdint>
#include <string>
#include <vector>

namespace steplens::exporter {

struct ModuleTime {
  std::string name;  // qualified name
  int64_t ns = 0;    // measured time in the phase; < 0: not measured
};

struct ModuleSlice {
  size_t module = 0;  // index into LayOutModules' `modules`
  int64_t begin_ns = 0;
  int64_t dur_ns = 0;
  int64_t measured_ns = 0;
  int depth = 0;  // 0: directly inside the phase
};

// `modules` in slot order.
std::vector<ModuleSlice> LayOutModules(const std::vector<ModuleTime>& modules, int64_t begin_ns,
                                       int64_t dur_ns, bool reverse);

}  // namespace steplens::exporter

#endif  // STEPLENS_EXPORT_MODULE_SLICES_H_
