#include "cli/multinode.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace steplens::cli {
namespace {

const char* NoEnv(const char*) { return nullptr; }

NodeFlags TwoNodes(long node_rank) {
  NodeFlags f;
  f.nnodes = 2;
  f.node_rank = node_rank;
  f.rdzv_endpoint = "10.0.0.5:29500";
  f.ingest_host = "0.0.0.0";
  f.token = "secret";
  f.nproc_per_node = 8;
  return f;
}

TEST(MultiNodeTest, OneNodeIsTheSingleNodePlan) {
  NodePlan p;
  NodeFlags f;
  f.nproc_per_node = 4;
  EXPECT_EQ(ResolveNodes(f, NoEnv, &p), "");
  EXPECT_FALSE(p.multi());
  EXPECT_EQ(p.ingest_host, "127.0.0.1");
  EXPECT_EQ(p.world_size, 4);
  EXPECT_TRUE(p.run_id.empty());
  EXPECT_TRUE(TorchrunNodeArgs(p).empty());
  f.rdzv_endpoint = "h:1";
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("--nnodes > 1"), std::string::npos);
}

TEST(MultiNodeTest, EveryNodeDerivesTheSamePortAndRunIdFromTheSameCommand) {
  NodePlan n0, n1;
  ASSERT_EQ(ResolveNodes(TwoNodes(0), NoEnv, &n0), "");
  ASSERT_EQ(ResolveNodes(TwoNodes(1), NoEnv, &n1), "");
  EXPECT_EQ(n0.ingest_port, 29501);
  EXPECT_EQ(n1.ingest_port, 29501);
  EXPECT_EQ(n0.run_id, n1.run_id);
  EXPECT_EQ(n0.run_id.rfind("mn-", 0), 0u);
  EXPECT_EQ(n0.world_size, 16);
  EXPECT_TRUE(n0.hosts_aggregator());
  EXPECT_FALSE(n1.hosts_aggregator());
  EXPECT_EQ(n0.connect_host, "127.0.0.1");  // listens on every interface
  EXPECT_EQ(n1.connect_host, "10.0.0.5");   // node 0, from the rendezvous endpoint
  const std::vector<std::string> args = TorchrunNodeArgs(n1);
  EXPECT_EQ(args, (std::vector<std::string>{"--nnodes", "2", "--node-rank", "1", "--rdzv-endpoint",
                                            "10.0.0.5:29500"}));
}

TEST(MultiNodeTest, AnotherTokenOrEndpointIsAnotherRun) {
  const std::string a = MultiNodeRunId("t", "h:1", "none");
  EXPECT_EQ(a, MultiNodeRunId("t", "h:1", "none"));
  EXPECT_NE(a, MultiNodeRunId("u", "h:1", "none"));
  EXPECT_NE(a, MultiNodeRunId("t", "h:2", "none"));
  EXPECT_NE(a, MultiNodeRunId("t", "h:1", "job7"));
  EXPECT_NE(MultiNodeRunId("ab", "c", ""), MultiNodeRunId("a", "bc", ""));
}

TEST(MultiNodeTest, TheTokenComesFromTheEnvironmentAndIsRequired) {
  NodeFlags f = TwoNodes(1);
  f.token.clear();
  NodePlan p;
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("needs a token"), std::string::npos);
  const std::map<std::string, std::string> env = {{"STEPLENS_TOKEN", "from-env"}};
  auto lookup = [&env](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  ASSERT_EQ(ResolveNodes(f, lookup, &p), "");
  EXPECT_EQ(p.token, "from-env");
}

TEST(MultiNodeTest, BadFlagsSayWhatToChange) {
  NodePlan p;
  NodeFlags f = TwoNodes(0);
  f.node_rank = -1;
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("needs --node-rank"), std::string::npos);
  f.node_rank = 2;
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("below --nnodes"), std::string::npos);
  f = TwoNodes(0);
  f.rdzv_endpoint.clear();
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("needs --rdzv-endpoint"), std::string::npos);
  for (const char* bad : {"nohost", ":29500", "h:", "h:0", "h:70000", "h:12x"}) {
    f.rdzv_endpoint = bad;
    EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("HOST:PORT"), std::string::npos) << bad;
  }
  f = TwoNodes(0);
  f.ingest_host.clear();  // node 0 must say where it listens
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("--ingest-host"), std::string::npos);
  f = TwoNodes(1);
  f.ingest_host.clear();  // the others do not listen
  EXPECT_EQ(ResolveNodes(f, NoEnv, &p), "");
  f = TwoNodes(0);
  f.rdzv_endpoint = "h:65535";
  EXPECT_NE(ResolveNodes(f, NoEnv, &p).find("--ingest-port"), std::string::npos);
  f.ingest_port = 7000;
  ASSERT_EQ(ResolveNodes(f, NoEnv, &p), "");
  EXPECT_EQ(p.ingest_port, 7000);
  f = TwoNodes(1);
  f.rdzv_endpoint = "[fe80::1]:29500";
  ASSERT_EQ(ResolveNodes(f, NoEnv, &p), "");
  EXPECT_EQ(p.connect_host, "fe80::1");
  EXPECT_EQ(TorchrunNodeArgs(p)[5], "[fe80::1]:29500");
}

}  // namespace
}  // namespace steplens::cli
