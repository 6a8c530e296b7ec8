#include "cli/run_launch.h"

#include <gtest/gtest.h>

#include <algorithm>
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

TEST(RunLaunchTest, FreeLocalPortGivesAPortNothingHolds) {
  const int port = FreeLocalPort();
  EXPECT_GT(port, 1023);
  EXPECT_LT(port, 65536);
}

}  // namespace
}  // namespace steplens::cli
