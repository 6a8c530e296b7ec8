#include "cli/slurm.h"

#include <cerrno>
#include <cstdlib>

namespace steplens::cli {
namespace {

long ParseCount(const char* text) {
  if (text == nullptr || *text == '\0') return 0;
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < 0) return 0;
  return v;
}

}  // namespace

SlurmStep ReadSlurmStep(const EnvLookup& lookup) {
  SlurmStep step;
  const char* tasks = lookup("SLURM_STEP_NUM_TASKS");
  const char* nodes = lookup("SLURM_STEP_NUM_NODES");
  step.in_step = tasks != nullptr || nodes != nullptr;
  step.tasks = ParseCount(tasks);
  step.nodes = ParseCount(nodes);
  const char* job = lookup("SLURM_JOB_ID");
  step.job_id = job != nullptr ? job : "";
  return step;
}

std::string SlurmStepProblem(const SlurmStep& step) {
  if (!step.in_step) return "";
  if (step.nodes > 1 && step.tasks > step.nodes) {
    return "srun started " + std::to_string(step.tasks) + " copies of steplens run on " +
           std::to_string(step.nodes) +
           " nodes; it must be one per node, which starts the node's ranks itself: run `srun "
           "--ntasks-per-node=1 steplens run --nproc-per-node N ...`";
  }
  if (step.nodes <= 1 && step.tasks > 1) {
    return "srun started " + std::to_string(step.tasks) +
           " copies of steplens run on this node; it must be one, which starts the ranks "
           "itself: run `srun --ntasks=1 steplens run --nproc-per-node " +
           std::to_string(step.tasks) + " ...`";
  }
  return "";
}

}  // namespace steplens::cli
