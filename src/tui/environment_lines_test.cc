#include "tui/environment_lines.h"

#include <gtest/gtest.h>

#include <string>

namespace steplens::tui {
namespace {

using Json = nlohmann::ordered_json;

TEST(EnvironmentLinesTest, VersionsVariablesSecretsByNameAndDifferences) {
  const Json env = Json::parse(R"({
    "ranks_reporting": 2, "steplens": "0.1.0", "python": "3.11.7", "torch": "2.5.1",
    "cuda": null, "cudnn": null, "nccl": null, "driver": null,
    "command": "train.py --lr 0.1", "git_commit": "abc123",
    "gpus": [], "cpus": ["Xeon"], "hosts": ["node0", "node1"],
    "variables": {"OMP_NUM_THREADS": "4"}, "secret_variables": ["HF_TOKEN"],
    "differences": [{"key": "torch", "kind": "fact", "values": [
      {"value": "2.5.1", "ranks": [0, 2], "rank_count": 2},
      {"value": "2.6.0", "ranks": [1], "rank_count": 1}]}]})");
  const std::string text = EnvironmentLines(env);
  EXPECT_NE(text.find("Environment (2 ranks reporting)"), std::string::npos) << text;
  EXPECT_NE(text.find("torch 2.5.1, CUDA —"), std::string::npos) << text;
  EXPECT_NE(text.find("git commit abc123 · hosts node0, node1"), std::string::npos) << text;
  EXPECT_NE(text.find("OMP_NUM_THREADS=4, HF_TOKEN=(secret, not stored)"), std::string::npos)
      << text;
  EXPECT_NE(text.find("differs across ranks: torch — 2.5.1 on ranks 0,2; 2.6.0 on rank 1"),
            std::string::npos)
      << text;
}

TEST(EnvironmentLinesTest, NothingWithoutFacts) {
  EXPECT_EQ(EnvironmentLines(Json()), "");
  EXPECT_EQ(EnvironmentLines(Json::parse(R"({"ranks_reporting": 0})")), "");
}

}  // namespace
}  // namespace steplens::tui
