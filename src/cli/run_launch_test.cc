#include "cli/run_launch.h"

#include "cli/local_launch.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

namespace steplens::cli {
namespace {

std::map<std::string, std::string> EnvOf(const LaunchSpec& spec) {
  return {spec.env.begin(), spec.env.end()};
}

RunOptions Lone(bool given) {
  RunOptions o;
  o.script = "train.py";
  o.nproc_per_node = 1;
  o.nproc_given = given;
  return o;
}

// `--nproc-per-node 1` given: torchrun's variables, so that
// init_process_group() works as under `torchrun --nproc-per-node 1`.
TEST(RunLaunchTest, NprocOneGivenSetsTorchrunsVariablesForTheOneRank) {
  const LaunchSpec spec = BuildLaunchSpec(Lone(true), NodePlan{}, "python3", false, RankEnv{});
  const auto env = EnvOf(spec);
  // Whatever the test's own environment holds is kept; the rest is set.
  for (const char* name : {"RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "MASTER_ADDR",
                           "MASTER_PORT", "GROUP_RANK"}) {
    EXPECT_EQ(env.count(name), std::getenv(name) == nullptr ? 1u : 0u) << name;
  }
  if (std::getenv("MASTER_PORT") == nullptr) {
    const int port = std::stoi(env.at("MASTER_PORT"));
    EXPECT_GT(port, 0);
    EXPECT_LT(port, 65536);
  }
  // Still the script itself, not torchrun.
  EXPECT_EQ(std::count(spec.argv.begin(), spec.argv.end(), std::string("torch.distributed.run")),
            0);
}

TEST(RunLaunchTest, WithoutTheFlagTheScriptRunsAsPythonWouldRunIt) {
  const auto env = EnvOf(BuildLaunchSpec(Lone(false), NodePlan{}, "python3", false, RankEnv{}));
  for (const char* name : {"RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"}) {
    EXPECT_EQ(env.count(name), 0u) << name;
  }
}

TEST(RunLaunchTest, LoneRankEnvKeepsWhatTheUserSet) {
  const auto lookup = [](const char* name) -> const char* {
    return std::string(name) == "MASTER_PORT" ? "12345" : nullptr;
  };
  const auto vars = LoneRankEnv(lookup, 40000);
  const std::map<std::string, std::string> env(vars.begin(), vars.end());
  EXPECT_EQ(env.count("MASTER_PORT"), 0u);  // the user's 12345 stays
  EXPECT_EQ(env.at("RANK"), "0");
  EXPECT_EQ(env.at("WORLD_SIZE"), "1");
  EXPECT_EQ(env.at("MASTER_ADDR"), "127.0.0.1");
  const auto fresh = LoneRankEnv([](const char*) -> const char* { return nullptr; }, 40000);
  const std::map<std::string, std::string> fresh_env(fresh.begin(), fresh.end());
  EXPECT_EQ(fresh_env.at("MASTER_PORT"), "40000");
}

// Several ranks on one node: steplens starts them itself (no torchrun
// agent to import torch first), each under _rank-exec.
TEST(RunLaunchTest, SeveralRanksOnOneNodeAreStartedBySteplensNotTorchrun) {
  RunOptions o = Lone(true);
  o.nproc_per_node = 4;
  const LaunchSpec spec = BuildLaunchSpec(o, NodePlan{}, "python3", false, RankEnv{});
  ASSERT_GE(spec.argv.size(), 6u);
  EXPECT_EQ(spec.argv[1], "_local-launch");
  EXPECT_EQ(spec.argv[2], "4");
  EXPECT_EQ(spec.argv[3], spec.argv[0]);  // the same steplens, as _rank-exec
  EXPECT_EQ(spec.argv[4], "_rank-exec");
  EXPECT_EQ(spec.argv[5], "python3");
  EXPECT_EQ(spec.argv.back(), "train.py");
  EXPECT_EQ(std::count(spec.argv.begin(), spec.argv.end(), std::string("torch.distributed.run")),
            0);
  // The launcher gives each rank its variables, not the job's environment.
  EXPECT_EQ(EnvOf(spec).count("RANK"), 0u);
}

TEST(RunLaunchTest, LocalRankEnvIsWhatTorchrunGivesAWorker) {
  const auto none = [](const char*) -> const char* { return nullptr; };
  const auto vars = LocalRankEnv(4, 2, 41000, "run-7", none);
  const std::map<std::string, std::string> env(vars.begin(), vars.end());
  const std::map<std::string, std::string> want = {
      {"RANK", "2"},
      {"LOCAL_RANK", "2"},
      {"GROUP_RANK", "0"},
      {"ROLE_RANK", "2"},
      {"ROLE_NAME", "default"},
      {"WORLD_SIZE", "4"},
      {"LOCAL_WORLD_SIZE", "4"},
      {"GROUP_WORLD_SIZE", "1"},
      {"ROLE_WORLD_SIZE", "4"},
      {"MASTER_ADDR", "127.0.0.1"},
      {"MASTER_PORT", "41000"},
      {"TORCHELASTIC_RUN_ID", "run-7"},
      {"TORCHELASTIC_RESTART_COUNT", "0"},
      {"TORCHELASTIC_MAX_RESTARTS", "0"},
      {"TORCHELASTIC_USE_AGENT_STORE", "False"},
      {"TORCH_NCCL_ASYNC_ERROR_HANDLING", "1"},
      {"OMP_NUM_THREADS", "1"},
  };
  EXPECT_EQ(env, want);
  // The two torchrun keeps when the environment sets them.
  const auto set = [](const char* name) -> const char* {
    const std::string n(name);
    return n == "OMP_NUM_THREADS" ? "8" : n == "TORCH_NCCL_ASYNC_ERROR_HANDLING" ? "0" : nullptr;
  };
  const auto kept = LocalRankEnv(4, 0, 41000, "run-7", set);
  const std::map<std::string, std::string> kept_env(kept.begin(), kept.end());
  EXPECT_EQ(kept_env.count("OMP_NUM_THREADS"), 0u);
  EXPECT_EQ(kept_env.count("TORCH_NCCL_ASYNC_ERROR_HANDLING"), 0u);
}

TEST(RunLaunchTest, FreeLocalPortGivesAPortNothingHoldsOutsideTheEphemeralRange) {
  int lo = 32768, hi = 60999;
  if (FILE* f = std::fopen("/proc/sys/net/ipv4/ip_local_port_range", "r")) {
    ASSERT_EQ(std::fscanf(f, "%d %d", &lo, &hi), 2);
    std::fclose(f);
  }
  for (int i = 0; i < 20; ++i) {
    const int port = FreeLocalPort();
    EXPECT_GT(port, 1023);
    EXPECT_LT(port, 65536);
    // Never one the kernel could give an outgoing connection meanwhile.
    if (RendezvousPortRange(lo, hi).first > 0) {
      EXPECT_TRUE(port < lo || port > hi) << port << " in " << lo << "-" << hi;
    }
  }
}

TEST(RunLaunchTest, RendezvousPortsLieOutsideTheEphemeralRange) {
  EXPECT_EQ(RendezvousPortRange(32768, 60999), std::make_pair(10000, 32767));  // Linux's default
  EXPECT_EQ(RendezvousPortRange(1024, 60000), std::make_pair(60001, 65535));
  EXPECT_EQ(RendezvousPortRange(1024, 65535), std::make_pair(0, 0));  // none left: ask the kernel
}

}  // namespace
}  // namespace steplens::cli
