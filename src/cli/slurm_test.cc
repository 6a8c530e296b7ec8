// Tests what `steplens run` does under srun without Slurm: the SLURM_*
// variables srun sets are simulated (values as Slurm 22.05 set them for
// `srun --ntasks=...`, docs/guide/slurm.md), and the job's environment is
// read back from a real launched process.
#include "cli/slurm.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <map>
#include <string>

#include "cli/launcher.h"

namespace steplens::cli {
namespace {

EnvLookup Env(const std::map<std::string, std::string>& vars) {
  return [vars](const char* name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  };
}

TEST(SlurmTest, NoSlurmAndSbatchShellAreFine) {
  EXPECT_FALSE(ReadSlurmStep(Env({})).in_step);
  EXPECT_EQ(SlurmStepProblem(ReadSlurmStep(Env({}))), "");
  // An sbatch script's own shell: job variables, no step.
  const SlurmStep batch = ReadSlurmStep(Env({{"SLURM_JOB_ID", "42"}, {"SLURM_NTASKS", "4"}}));
  EXPECT_FALSE(batch.in_step);
  EXPECT_EQ(batch.job_id, "42");
  EXPECT_EQ(SlurmStepProblem(batch), "");
}

TEST(SlurmTest, OneTaskOnOneNodeIsFine) {
  const SlurmStep step = ReadSlurmStep(Env({{"SLURM_JOB_ID", "7"},
                                            {"SLURM_STEP_NUM_TASKS", "1"},
                                            {"SLURM_STEP_NUM_NODES", "1"},
                                            {"SLURM_PROCID", "0"}}));
  EXPECT_TRUE(step.in_step);
  EXPECT_EQ(step.tasks, 1);
  EXPECT_EQ(SlurmStepProblem(step), "");
}

TEST(SlurmTest, OneTaskPerRankIsRefusedWithTheCommandToUse) {
  const SlurmStep step =
      ReadSlurmStep(Env({{"SLURM_STEP_NUM_TASKS", "4"}, {"SLURM_STEP_NUM_NODES", "1"}}));
  EXPECT_EQ(SlurmStepProblem(step),
            "srun started 4 copies of steplens run on this node; it must be one, which starts "
            "the ranks itself: run `srun --ntasks=1 steplens run --nproc-per-node 4 ...`");
}

TEST(SlurmTest, OneTaskPerNodeOnSeveralNodesIsAMultiNodeRun) {
  const SlurmStep step =
      ReadSlurmStep(Env({{"SLURM_STEP_NUM_TASKS", "2"}, {"SLURM_STEP_NUM_NODES", "2"}}));
  EXPECT_EQ(SlurmStepProblem(step), "");
}

TEST(SlurmTest, SeveralTasksPerNodeOnSeveralNodesAreRefused) {
  const SlurmStep step =
      ReadSlurmStep(Env({{"SLURM_STEP_NUM_TASKS", "16"}, {"SLURM_STEP_NUM_NODES", "2"}}));
  EXPECT_EQ(SlurmStepProblem(step),
            "srun started 16 copies of steplens run on 2 nodes; it must be one per node, which "
            "starts the node's ranks itself: run `srun --ntasks-per-node=1 steplens run "
            "--nproc-per-node N ...`");
}

TEST(SlurmTest, GarbageCountsAreNotTrusted) {
  const SlurmStep step =
      ReadSlurmStep(Env({{"SLURM_STEP_NUM_TASKS", "4x"}, {"SLURM_STEP_NUM_NODES", "-3"}}));
  EXPECT_TRUE(step.in_step);
  EXPECT_EQ(step.tasks, 0);
  EXPECT_EQ(step.nodes, 0);
  EXPECT_EQ(SlurmStepProblem(step), "");
}

// The job (and so every rank) does not see the srun task's identity; the
// job's own variables pass.
TEST(SlurmTest, RanksDoNotInheritTheTaskIdentity) {
  setenv("SLURM_PROCID", "0", 1);
  setenv("SLURM_NTASKS", "1", 1);
  setenv("SLURM_LOCALID", "0", 1);
  setenv("SLURM_JOB_ID", "1234", 1);
  LaunchSpec spec;
  spec.argv = {"sh", "-c", "env | grep '^SLURM_' | sort"};
  for (const char* name : kSlurmTaskVariables) spec.env_remove.push_back(name);
  auto job = Job::Launch(spec);
  unsetenv("SLURM_PROCID");
  unsetenv("SLURM_NTASKS");
  unsetenv("SLURM_LOCALID");
  unsetenv("SLURM_JOB_ID");
  ASSERT_TRUE(job.ok()) << job.status().message();
  std::string out;
  char buf[4096];
  for (;;) {
    const ssize_t n = read(job.value()->output_fd(), buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  EXPECT_EQ(out, "SLURM_JOB_ID=1234\n");
}

}  // namespace
}  // namespace steplens::cli
