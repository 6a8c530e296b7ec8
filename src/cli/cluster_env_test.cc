// The node arguments from a launcher's environment (cli/cluster_env.h).
// Each launcher's variables are simulated as it sets them: srun
// (`srun --nodes=2 --ntasks-per-node=1`, Slurm 22.05+) and a Kubeflow
// PyTorchJob's pods (training operator 1.7+: PET_*; older: MASTER_ADDR,
// MASTER_PORT, WORLD_SIZE counting pods, RANK the pod's index).
#include "cli/cluster_env.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace steplens::cli {
namespace {

using Vars = std::map<std::string, std::string>;

EnvLookup Env(const Vars& vars) {
  return [vars](const char* name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  };
}

Vars Srun(const std::string& node_id) {
  return {{"SLURM_JOB_ID", "4242"},
          {"SLURM_STEP_ID", "0"},
          {"SLURM_NNODES", "2"},
          {"SLURM_STEP_NUM_NODES", "2"},
          {"SLURM_STEP_NUM_TASKS", "2"},
          {"SLURM_NODEID", node_id},
          {"SLURM_PROCID", node_id},
          {"SLURM_LOCALID", "0"},
          {"SLURM_STEP_NODELIST", "gpu[017-018]"},
          {"SLURM_JOB_NODELIST", "gpu[017-018]"},
          {"SLURM_NODELIST", "gpu[017-018]"},
          {"SLURM_LAUNCH_NODE_IPADDR", "10.1.0.17"}};
}

// A PyTorchJob with a Master and one Worker replica, nprocPerNode 4, as
// training operator 1.7+ sets the worker's pod.
Vars PyTorchJobPod(const std::string& node_rank) {
  return {{"KUBERNETES_SERVICE_HOST", "10.96.0.1"},
          {"MASTER_ADDR", "train-master-0"},
          {"MASTER_PORT", "23456"},
          {"WORLD_SIZE", "8"},
          {"RANK", node_rank},
          {"PET_MASTER_ADDR", "train-master-0"},
          {"PET_MASTER_PORT", "23456"},
          {"PET_NNODES", "2"},
          {"PET_NODE_RANK", node_rank},
          {"PET_NPROC_PER_NODE", "4"},
          {"PYTHONUNBUFFERED", "0"}};
}

struct Applied {
  std::string problem;
  NodeFlags flags;
  long nproc = 1;
  ClusterEnv env;
};

// What `steplens run` does with `flags` (and --nproc-per-node `nproc` when
// given) in environment `vars`.
Applied Apply(const Vars& vars, NodeFlags flags = {}, long nproc_given = 0) {
  Applied a;
  a.flags = flags;
  a.nproc = nproc_given > 0 ? nproc_given : 1;
  if (!ClusterEnvNeeded(a.flags)) return a;
  a.problem = ReadClusterEnv(Env(vars), &a.env);
  if (a.problem.empty()) {
    a.problem = ApplyClusterEnv(a.env, {&a.flags, &a.nproc, nproc_given > 0});
  }
  return a;
}

bool Says(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(HostListTest, FirstHostAndCount) {
  std::string first;
  long n = 0;
  ASSERT_TRUE(ParseHostList("gpu[017-018]", &first, &n));
  EXPECT_EQ(first, "gpu017");  // the padding as written
  EXPECT_EQ(n, 2);
  ASSERT_TRUE(ParseHostList("login1,gpu[1-3,7]-ib", &first, &n));
  EXPECT_EQ(first, "login1");
  EXPECT_EQ(n, 5);
  ASSERT_TRUE(ParseHostList("rack[2-3]-n[01-04]", &first, &n));
  EXPECT_EQ(first, "rack2-n01");
  EXPECT_EQ(n, 8);
  ASSERT_TRUE(ParseHostList("node0-7781", &first, &n));
  EXPECT_EQ(first, "node0-7781");
  EXPECT_EQ(n, 1);
  ASSERT_TRUE(ParseHostList("node[0-1]-7781", &first, &n));
  EXPECT_EQ(first, "node0-7781");
  EXPECT_EQ(n, 2);
}

TEST(HostListTest, MalformedListsAreRefused) {
  std::string first;
  long n = 0;
  for (const char* bad : {"", "gpu[1-", "gpu]1[", "x[3-1]", "x[a-b]", "x[[1]]", "a,,b", "x[]",
                          "x[1-99999999999]", ","}) {
    EXPECT_FALSE(ParseHostList(bad, &first, &n)) << bad;
  }
}

TEST(ClusterEnvTest, NoLauncherAndOneNodeChangeNothing) {
  const Applied none = Apply({});
  EXPECT_EQ(none.problem, "");
  EXPECT_EQ(none.env.launcher, "");
  EXPECT_EQ(none.flags.nnodes, 1);
  EXPECT_EQ(none.flags.node_rank, -1);
  // srun on one node: the single-node run as before.
  const Applied one = Apply({{"SLURM_STEP_NUM_NODES", "1"},
                             {"SLURM_STEP_NUM_TASKS", "1"},
                             {"SLURM_NODEID", "0"},
                             {"SLURM_STEP_NODELIST", "gpu017"}});
  EXPECT_EQ(one.problem, "");
  EXPECT_EQ(one.env.launcher, "");
  // A PyTorchJob of one pod.
  Vars pod = PyTorchJobPod("0");
  pod["PET_NNODES"] = "1";
  EXPECT_EQ(Apply(pod).env.launcher, "");
  // A shell with MASTER_ADDR, RANK and WORLD_SIZE exported is no pod.
  const Applied shell = Apply({{"MASTER_ADDR", "10.0.0.1"}, {"RANK", "1"}, {"WORLD_SIZE", "2"}});
  EXPECT_EQ(shell.problem, "");
  EXPECT_EQ(shell.env.launcher, "");
}

TEST(ClusterEnvTest, SrunGivesEveryNodeItsPlaceFromTheSameCommand) {
  const Applied n0 = Apply(Srun("0"));
  const Applied n1 = Apply(Srun("1"));
  ASSERT_EQ(n0.problem, "");
  ASSERT_EQ(n1.problem, "");
  EXPECT_EQ(n1.env.launcher, "srun");
  EXPECT_EQ(n1.flags.nnodes, 2);
  EXPECT_EQ(n1.flags.node_rank, 1);
  EXPECT_EQ(n1.flags.rdzv_endpoint, "gpu017:29500");  // torchrun's default port
  EXPECT_EQ(n1.flags.rdzv_id, "4242.0");
  EXPECT_EQ(n0.flags.ingest_host, "0.0.0.0");
  EXPECT_EQ(DescribeClusterEnv(n1.env, n1.flags),
            "node 1 of 2 under srun (SLURM_NODEID, SLURM_STEP_NUM_NODES, SLURM_STEP_NODELIST), "
            "rendezvous at gpu017:29500");
  // Both nodes agree on the plan without talking.
  NodeFlags f0 = n0.flags, f1 = n1.flags;
  f0.token = f1.token = "t";
  f0.nproc_per_node = f1.nproc_per_node = 4;
  NodePlan p0, p1;
  ASSERT_EQ(ResolveNodes(f0, Env({}), &p0), "");
  ASSERT_EQ(ResolveNodes(f1, Env({}), &p1), "");
  EXPECT_EQ(p0.run_id, p1.run_id);
  EXPECT_TRUE(p0.hosts_aggregator());
  EXPECT_EQ(p1.connect_host, "gpu017");
  EXPECT_EQ(p1.ingest_port, 29501);
  EXPECT_EQ(p1.world_size, 8);
}

TEST(ClusterEnvTest, SrunTakesMasterAddrAndPortWhenTheScriptSetsThem) {
  Vars vars = Srun("1");
  vars["MASTER_ADDR"] = "10.1.0.17";
  vars["MASTER_PORT"] = "31000";
  const Applied a = Apply(vars);
  ASSERT_EQ(a.problem, "");
  EXPECT_EQ(a.flags.rdzv_endpoint, "10.1.0.17:31000");
  // Only the job's node list (an older srun): its first host.
  Vars old = Srun("1");
  old.erase("SLURM_STEP_NODELIST");
  old.erase("SLURM_NODELIST");
  old["SLURM_JOB_NODELIST"] = "a1,b[2-3]";
  EXPECT_EQ(Apply(old).flags.rdzv_endpoint, "a1:29500");
}

TEST(ClusterEnvTest, FlagsGivenWinOverTheEnvironment) {
  NodeFlags flags;
  flags.node_rank = 0;
  flags.rdzv_endpoint = "10.9.9.9:1234";
  flags.ingest_host = "10.9.9.9";
  const Applied a = Apply(Srun("1"), flags, 2);
  ASSERT_EQ(a.problem, "");
  EXPECT_EQ(a.flags.nnodes, 2);  // not given: srun's
  EXPECT_EQ(a.flags.node_rank, 0);
  EXPECT_EQ(a.flags.rdzv_endpoint, "10.9.9.9:1234");
  EXPECT_EQ(a.flags.ingest_host, "10.9.9.9");
  EXPECT_EQ(a.nproc, 2);
  // Everything given: the environment is not read, even a broken one.
  flags.nnodes = 2;
  flags.nnodes_given = true;
  Vars broken = Srun("7");
  EXPECT_FALSE(ClusterEnvNeeded(flags));
  EXPECT_EQ(Apply(broken, flags).problem, "");
  // --nnodes 1: one node, whatever the launcher says.
  NodeFlags one;
  one.nnodes_given = true;
  EXPECT_EQ(Apply(broken, one).problem, "");
  EXPECT_EQ(Apply(broken, one).flags.node_rank, -1);
  // The PyTorchJob's ranks per node yield to --nproc-per-node.
  EXPECT_EQ(Apply(PyTorchJobPod("1"), {}, 2).nproc, 2);
}

TEST(ClusterEnvTest, PartialOrContradictorySrunIsOneSentence) {
  Vars no_id = Srun("1");
  no_id.erase("SLURM_NODEID");
  EXPECT_EQ(Apply(no_id).problem,
            "srun says this step spans 2 nodes (SLURM_STEP_NUM_NODES) but SLURM_NODEID is not "
            "set; give --nnodes, --node-rank and --rdzv-endpoint yourself");
  EXPECT_TRUE(Says(Apply(Srun("2")).problem, "SLURM_NODEID='2' is not a node of it"));
  EXPECT_TRUE(Says(Apply(Srun("x")).problem, "SLURM_NODEID='x'"));
  Vars wrong_list = Srun("1");
  wrong_list["SLURM_STEP_NODELIST"] = "gpu[017-019]";
  EXPECT_EQ(Apply(wrong_list).problem,
            "srun's variables disagree: SLURM_STEP_NUM_NODES=2 but SLURM_STEP_NODELIST names 3 "
            "hosts; give --nnodes, --node-rank and --rdzv-endpoint yourself");
  Vars bad_list = Srun("1");
  bad_list["SLURM_STEP_NODELIST"] = "gpu[017-";
  EXPECT_TRUE(Says(Apply(bad_list).problem, "cannot read the node list SLURM_STEP_NODELIST="));
  Vars no_list = Srun("1");
  for (const char* v : {"SLURM_STEP_NODELIST", "SLURM_NODELIST", "SLURM_JOB_NODELIST"}) {
    no_list.erase(v);
  }
  EXPECT_TRUE(Says(Apply(no_list).problem, "set MASTER_ADDR to node 0's address"));
  Vars bad_port = Srun("1");
  bad_port["MASTER_PORT"] = "70000";
  EXPECT_EQ(Apply(bad_port).problem, "MASTER_PORT='70000' is not a port from 1 to 65535");
}

TEST(ClusterEnvTest, PyTorchJobPodsTakeTheOperatorsVariables) {
  const Applied w = Apply(PyTorchJobPod("1"));
  ASSERT_EQ(w.problem, "");
  EXPECT_EQ(w.env.launcher, "PyTorchJob");
  EXPECT_EQ(w.flags.nnodes, 2);
  EXPECT_EQ(w.flags.node_rank, 1);
  EXPECT_EQ(w.flags.rdzv_endpoint, "train-master-0:23456");
  EXPECT_EQ(w.nproc, 4);  // PET_NPROC_PER_NODE
  EXPECT_EQ(DescribeClusterEnv(w.env, w.flags),
            "node 1 of 2 under PyTorchJob (PET_NODE_RANK, PET_NNODES, PET_MASTER_ADDR, "
            "PET_MASTER_PORT), rendezvous at train-master-0:23456");
  const Applied m = Apply(PyTorchJobPod("0"));
  ASSERT_EQ(m.problem, "");
  EXPECT_EQ(m.flags.node_rank, 0);
  EXPECT_EQ(m.flags.ingest_host, "0.0.0.0");
  // An older operator: no PET_*, WORLD_SIZE counts the pods, RANK is the pod.
  const Applied old = Apply({{"KUBERNETES_SERVICE_HOST", "10.96.0.1"},
                             {"MASTER_ADDR", "train-master-0"},
                             {"MASTER_PORT", "23456"},
                             {"WORLD_SIZE", "3"},
                             {"RANK", "2"}});
  ASSERT_EQ(old.problem, "");
  EXPECT_EQ(old.flags.nnodes, 3);
  EXPECT_EQ(old.flags.node_rank, 2);
  EXPECT_EQ(old.nproc, 1);
  // A fixed range N:N is N nodes.
  Vars fixed = PyTorchJobPod("1");
  fixed["PET_NNODES"] = "2:2";
  EXPECT_EQ(Apply(fixed).flags.nnodes, 2);
}

TEST(ClusterEnvTest, PartialOrContradictoryPyTorchJobIsOneSentence) {
  Vars elastic = PyTorchJobPod("1");
  elastic["PET_NNODES"] = "1:4";
  EXPECT_EQ(Apply(elastic).problem,
            "this PyTorchJob is elastic (PET_NNODES='1:4'); steplens needs a fixed number of "
            "nodes: set minReplicas = maxReplicas, or give --nnodes, --node-rank and "
            "--rdzv-endpoint");
  Vars disagree = PyTorchJobPod("1");
  disagree["RANK"] = "0";
  EXPECT_EQ(Apply(disagree).problem,
            "the PyTorchJob's variables disagree on this pod's node rank: PET_NODE_RANK='1' but "
            "RANK='0'; give --node-rank R");
  Vars past = PyTorchJobPod("2");
  EXPECT_TRUE(Says(Apply(past).problem, "PET_NODE_RANK='2' is not one of them"));
  Vars auto_nproc = PyTorchJobPod("1");
  auto_nproc["PET_NPROC_PER_NODE"] = "auto";
  EXPECT_TRUE(Says(Apply(auto_nproc).problem, "give --nproc-per-node N"));
  EXPECT_EQ(Apply(auto_nproc, {}, 8).problem, "");
  Vars no_port = PyTorchJobPod("1");
  no_port.erase("PET_MASTER_PORT");
  no_port.erase("MASTER_PORT");
  EXPECT_EQ(Apply(no_port).problem,
            "the PyTorchJob set PET_MASTER_ADDR but no MASTER_PORT; give --rdzv-endpoint "
            "HOST:PORT");
  Vars no_addr = PyTorchJobPod("1");
  no_addr.erase("PET_MASTER_ADDR");
  no_addr.erase("MASTER_ADDR");
  EXPECT_TRUE(Says(Apply(no_addr).problem, "set no MASTER_ADDR"));
  Vars rank_only = {{"PET_NODE_RANK", "1"}};
  EXPECT_TRUE(Says(Apply(rank_only).problem, "PET_NODE_RANK is set but not PET_NNODES"));
}

TEST(ClusterEnvTest, TwoLaunchersAtOnceAreRefused) {
  Vars both = Srun("1");
  for (const auto& [k, v] : PyTorchJobPod("1")) both[k] = v;
  EXPECT_TRUE(Says(Apply(both).problem, "both srun"));
}

}  // namespace
}  // namespace steplens::cli
