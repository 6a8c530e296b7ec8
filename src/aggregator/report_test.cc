#include "aggregator/report.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "aggregator/test_util.h"
#include "base/temp_dir.h"
#include "store/store.h"

namespace steplens::aggregator {
namespace {

namespace fs = std::filesystem;
using testing::MakeHello;
using testing::MakeStep;

using base::TempDir;

void WriteFile(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

TEST(ReportTest, MissingDirectoryAndNotARun) {
  auto missing = LoadRunForReport("/nonexistent/steplens/run");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.status().message().find("does not exist"), std::string::npos);
  TempDir dir;
  auto empty = LoadRunForReport(dir.path());
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.status().message().find("not a steplens run"), std::string::npos);
}

TEST(ReportTest, CorruptDatabase) {
  TempDir dir;
  WriteFile(dir.path() + "/steplens.db", std::string(4096, '\x7f'));
  auto run = LoadRunForReport(dir.path());
  ASSERT_FALSE(run.ok());
  EXPECT_NE(run.status().message().find("corrupt"), std::string::npos) << run.status().message();
}

TEST(ReportTest, FromSpoolFilesWithTruncatedTail) {
  TempDir dir;
  // Rank 0: 5 steps and a clean goodbye.
  std::string r0;
  protocol::EncodeHello(MakeHello(0, 2), &r0);
  protocol::EncodeName(NameInfo{8, "attention"}, &r0);
  for (uint64_t i = 0; i < 5; ++i) {
    StepRecord rec = MakeStep(i, 100, 20, 30, 10);
    rec.cpu_ns[8] = 5 * testing::kMs;
    protocol::EncodeStep(rec, &r0);
  }
  Goodbye bye;
  bye.steps_done = 5;
  protocol::EncodeGoodbye(bye, &r0);
  // Rank 1: killed after 3 steps, in the middle of writing the 4th.
  std::string r1;
  protocol::EncodeHello(MakeHello(1, 2), &r1);
  for (uint64_t i = 0; i < 3; ++i) {
    protocol::EncodeStep(MakeStep(i, 100, 60, 30, 10), &r1);
  }
  std::string partial;
  protocol::EncodeStep(MakeStep(3, 100, 60, 30, 10), &partial);
  r1 += partial.substr(0, partial.size() / 2);
  WriteFile(dir.path() + "/rank0.spool", r0);
  WriteFile(dir.path() + "/rank1.spool", r1);

  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->source, "spool");
  EXPECT_EQ(run->spool_files, 2u);
  EXPECT_EQ(run->truncated_tails, 1u);
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.world_size, 2u);
  EXPECT_EQ(snap.steps_completed, 5u);
  EXPECT_EQ(snap.late_records, 0u);
  EXPECT_EQ(snap.forced_steps, 0u);
  EXPECT_EQ(snap.decode_errors, 0u);
  EXPECT_EQ(snap.truncated_tails, 1u);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_TRUE(snap.ranks[1].failed);
  nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
  EXPECT_EQ(j["diagnosis"]["health"]["label"], "RANK FAILED");
  EXPECT_EQ(j["diagnosis"]["health"]["rank"], 1);
  EXPECT_EQ(j["step_time"]["phases"]["forward"]["worst_rank"], 1);
  EXPECT_DOUBLE_EQ(j["step_time"]["phases"]["attention"]["median_ms"].get<double>(), 5.0);
}

TEST(ReportTest, CorruptSpoolFileIsADecodeErrorOthersStillRead) {
  TempDir dir;
  std::string r0;
  protocol::EncodeHello(MakeHello(0, 2), &r0);
  protocol::EncodeStep(MakeStep(0, 100), &r0);
  std::string r1;
  protocol::EncodeHello(MakeHello(1, 2), &r1);
  r1 += std::string("\x05\x00\x00\x00\x63garbage", 12);
  WriteFile(dir.path() + "/a.spool", r0);
  WriteFile(dir.path() + "/b.spool", r1);
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.decode_errors, 1u);
  EXPECT_EQ(snap.steps_completed, 1u);
}

TEST(ReportTest, RandomBytesNeverCrash) {
  std::mt19937 rng(1234);
  for (int round = 0; round < 20; ++round) {
    TempDir dir;
    for (int f = 0; f < 3; ++f) {
      std::string bytes;
      if (f != 2) {
        protocol::EncodeHello(MakeHello(static_cast<uint32_t>(f), 3), &bytes);
        protocol::EncodeStep(MakeStep(0, 10, 1, 2, 3), &bytes);
      }
      // Valid frames with random bit flips, then random bytes.
      std::string tail;
      protocol::EncodeStep(MakeStep(1, 10, 1, 2, 3), &tail);
      for (char& c : tail) {
        if (rng() % 8 == 0) c = static_cast<char>(rng());
      }
      bytes += tail;
      const size_t n = rng() % 300;
      for (size_t i = 0; i < n; ++i) bytes.push_back(static_cast<char>(rng()));
      WriteFile(dir.path() + "/r" + std::to_string(f) + ".spool", bytes);
    }
    auto run = LoadRunForReport(dir.path());
    ASSERT_TRUE(run.ok()) << run.status().message();
    nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
    EXPECT_TRUE(nlohmann::json::accept(j.dump()));
  }
}

TEST(ReportTest, FromDatabaseMatchesLive) {
  TempDir dir;
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    RunState live({}, store.value().get());
    ASSERT_TRUE(live.OnMessage(0, MakeHello(0, 2)).ok());
    ASSERT_TRUE(live.OnMessage(1, MakeHello(1, 2)).ok());
    ASSERT_TRUE(live.OnMessage(0, NameInfo{8, "attention"}).ok());
    for (uint64_t i = 0; i < 4; ++i) {
      StepRecord a = MakeStep(i, 100, 20, 30, 10);
      a.cpu_ns[8] = 7 * testing::kMs;
      a.mem_peak_allocated = 100;
      ASSERT_TRUE(live.OnMessage(0, a).ok());
      if (i < 2) {
        StepRecord b = MakeStep(i, 100, 50, 30, 10);
        b.mem_peak_allocated = 300;
        ASSERT_TRUE(live.OnMessage(1, b).ok());
      }
    }
    ProcessSample p;
    p.cpu_pct = 80;
    p.rss_bytes = 4096;
    ASSERT_TRUE(live.OnMessage(0, p).ok());
    live.OnDisconnect(1, "connection closed without GOODBYE");
    Goodbye bye;
    bye.steps_done = 4;
    ASSERT_TRUE(live.OnMessage(0, bye).ok());
    live.OnDisconnect(0, "connection closed");
    EXPECT_EQ(live.GetRunSnapshot().steps_completed, 4u);
    store.value()->PutMeta("exit_code", "3");
    store.value()->PutMeta("duration_s", "42.5");
    store.value()->PutMeta("command", "python train.py");
    store.value()->Close();
  }
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->source, "database");
  ASSERT_TRUE(run->meta.exit_code.has_value());
  EXPECT_EQ(*run->meta.exit_code, 3);
  EXPECT_DOUBLE_EQ(run->meta.duration_s, 42.5);
  EXPECT_EQ(run->meta.command, "python train.py");
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.run_id, "run1");
  EXPECT_EQ(snap.steps_completed, 4u);
  EXPECT_EQ(snap.forced_steps, 0u);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_TRUE(snap.ranks[1].failed);
  EXPECT_EQ(snap.ranks[1].disconnect_reason, "connection closed without GOODBYE");
  EXPECT_EQ(snap.memory.worst_peak_bytes, 300);
  EXPECT_EQ(snap.memory.source, "cuda_peak_allocated");
  ASSERT_EQ(snap.process.size(), 2u);
  EXPECT_DOUBLE_EQ(snap.process[0].cpu_pct_mean, 80);
  bool found = false;
  for (const PhaseStats& ph : snap.phases) {
    if (ph.name == "attention") {
      found = true;
      EXPECT_DOUBLE_EQ(ph.median_ms, 7);
    }
  }
  EXPECT_TRUE(found);
  nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
  EXPECT_EQ(j["run"]["exit_code"], 3);
  EXPECT_EQ(j["diagnosis"]["health"]["label"], "RANK FAILED");
}

// The first step-time episode naming `rank` in summary.json's timeline
// (-1: none).
int64_t FirstStepNamed(const nlohmann::ordered_json& summary, int rank) {
  for (const auto& e : summary["diagnosis"]["timeline"]) {
    if (e.value("kind", "") == "step_time" && e["rank"].is_number() && e["rank"] == rank) {
      return e["start_step"].get<int64_t>();
    }
  }
  return -1;
}

// Samples are replayed where they were taken, between the steps: rank 1 is
// slower on a saturated host throughout, starved for a CPU (not its own
// work, not named) until step 40, then burning its own extra CPU (named).
// Fed all before the steps, every evaluation saw the last samples and named
// it from the start.
TEST(ReportTest, SamplesAreReplayedBetweenTheStepsTheyWereTakenAmong) {
  TempDir dir;
  constexpr uint64_t kSteps = 90, kFlip = 40;
  auto step_of = [](uint32_t r, uint64_t i) {
    StepRecord rec = MakeStep(i, r == 0 ? 100 : 140, 20, r == 0 ? 50 : 90, 10);
    rec.begin_ns = static_cast<int64_t>(i) * 150 * testing::kMs;
    rec.end_ns = rec.begin_ns + (r == 0 ? 100 : 140) * testing::kMs;
    return rec;
  };
  nlohmann::ordered_json live_summary;
  {
    auto store = store::Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    RunState live({}, store.value().get());
    for (uint32_t r = 0; r < 2; ++r) ASSERT_TRUE(live.OnMessage(r, MakeHello(r, 2)).ok());
    for (uint64_t i = 0; i < kSteps; ++i) {
      for (uint32_t r = 0; r < 2; ++r) {
        const StepRecord rec = step_of(r, i);
        ProcessSample p;
        p.mono_ns = rec.end_ns - 1;
        p.cpu_pct = 95;
        const bool starved = r == 1 && i < kFlip;
        p.main_cpu_pct = starved ? 70 : 95;
        p.main_wait_pct = starved ? 40 : 5;
        ASSERT_TRUE(live.OnMessage(r, p).ok());
        if (r == 0) {
          SystemSample sys;
          sys.mono_ns = rec.end_ns - 1;
          sys.cpu_pct = 100;
          ASSERT_TRUE(live.OnMessage(0, sys).ok());
        }
        ASSERT_TRUE(live.OnMessage(r, rec).ok());
      }
      if (i % 2 == 1) live.EvaluateDiagnosis();
    }
    for (uint32_t r = 0; r < 2; ++r) {
      Goodbye bye;
      bye.steps_done = kSteps;
      ASSERT_TRUE(live.OnMessage(r, bye).ok());
      live.OnDisconnect(r, "connection closed");
    }
    live.FinishDiagnosis();
    live_summary = BuildSummary(live, RunMeta{});
    store.value()->Close();
  }
  const int64_t live_first = FirstStepNamed(live_summary, 1);
  ASSERT_GE(live_first, static_cast<int64_t>(kFlip)) << live_summary["diagnosis"].dump(1);
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  const nlohmann::ordered_json replayed = BuildSummary(*run->state, run->meta);
  const int64_t replay_first = FirstStepNamed(replayed, 1);
  // Named, and not before the samples say it burned its own CPU.
  EXPECT_GE(replay_first, static_cast<int64_t>(kFlip)) << replayed["diagnosis"].dump(1);
  EXPECT_EQ(replayed["diagnosis"]["step_time"]["rank"], 1) << replayed["diagnosis"].dump(1);
}

// Writes a database the way a live aggregator killed mid-run leaves it:
// ranks still connected, steps [0, steps) of every rank.
void WriteKilledRunDatabase(const std::string& dir, uint32_t world, uint64_t steps) {
  auto store = store::Store::Open(dir);
  ASSERT_TRUE(store.ok()) << store.status().message();
  RunState live({}, store.value().get());
  for (uint32_t r = 0; r < world; ++r) {
    ASSERT_TRUE(live.OnMessage(r, MakeHello(r, world)).ok());
  }
  ASSERT_TRUE(live.OnMessage(0, NameInfo{8, "attention"}).ok());
  for (uint64_t i = 0; i < steps; ++i) {
    for (uint32_t r = 0; r < world; ++r) {
      StepRecord rec = MakeStep(i, 100, 20 + 10 * r, 30, 10);
      if (r == 0) rec.cpu_ns[8] = 7 * testing::kMs;
      ASSERT_TRUE(live.OnMessage(r, rec).ok());
    }
  }
  ProcessSample p;
  p.mono_ns = 1000;
  p.cpu_pct = 80;
  ASSERT_TRUE(live.OnMessage(0, p).ok());
  store.value()->Close();  // no GOODBYE, no disconnect: the CLI was killed
}

// A rank's spool stream: HELLO, steps [first, last] each with a heartbeat,
// then GOODBYE when `goodbye`.
std::string SpoolStream(uint32_t rank, uint32_t world, uint64_t first, uint64_t last,
                        bool goodbye) {
  std::string out;
  protocol::EncodeHello(MakeHello(rank, world), &out);
  for (uint64_t i = first; i <= last; ++i) {
    protocol::EncodeStep(MakeStep(i, 100, 20 + 10 * rank, 30, 10), &out);
    Heartbeat hb;
    hb.current_step = i + 1;
    hb.steps_done = i + 1;
    protocol::EncodeHeartbeat(hb, &out);
  }
  if (goodbye) {
    Goodbye bye;
    bye.steps_done = last + 1;
    protocol::EncodeGoodbye(bye, &out);
  }
  return out;
}

const PhaseStats* FindPhase(const Snapshot& snap, const std::string& name) {
  for (const PhaseStats& ph : snap.phases) {
    if (ph.name == name) return &ph;
  }
  return nullptr;
}

TEST(ReportTest, DatabasePlusSpoolAfterTheAggregatorWasKilled) {
  TempDir dir;
  WriteKilledRunDatabase(dir.path(), 2, 10);
  // The ranks went on spooling steps 8..19 (8 and 9 overlap the database)
  // and shut down cleanly. Rank 0's process numbered its names differently
  // from the database: "comm" took id 8, "attention" is 9.
  // Rank 0 also spooled a process sample the database already holds and a
  // new one.
  std::string r0;
  {
    protocol::EncodeHello(MakeHello(0, 2), &r0);
    protocol::EncodeName(NameInfo{8, "comm"}, &r0);
    protocol::EncodeName(NameInfo{9, "attention"}, &r0);
    for (uint64_t i = 8; i <= 19; ++i) {
      StepRecord rec = MakeStep(i, 100, 20, 30, 10);
      rec.cpu_ns[8] = 3 * testing::kMs;
      rec.cpu_ns[9] = 7 * testing::kMs;
      protocol::EncodeStep(rec, &r0);
    }
    ProcessSample dup;
    dup.mono_ns = 1000;
    dup.cpu_pct = 80;
    protocol::EncodeProcessSample(dup, &r0);
    ProcessSample fresh;
    fresh.mono_ns = 2000;
    fresh.cpu_pct = 40;
    protocol::EncodeProcessSample(fresh, &r0);
    Goodbye bye;
    bye.steps_done = 20;
    protocol::EncodeGoodbye(bye, &r0);
  }
  WriteFile(dir.path() + "/rank-0.spool", r0);
  WriteFile(dir.path() + "/rank-1.spool", SpoolStream(1, 2, 8, 19, /*goodbye=*/true));

  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->source, "database+spool");
  EXPECT_EQ(run->spool_files, 2u);
  EXPECT_EQ(run->steps_from_spool, 20u);  // 10 new steps x 2 ranks
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.run_id, "run1");
  EXPECT_EQ(snap.steps_completed, 20u);
  EXPECT_EQ(snap.last_complete_step, 19);
  EXPECT_EQ(snap.late_records, 0u);
  EXPECT_EQ(snap.forced_steps, 0u);
  EXPECT_EQ(snap.decode_errors, 0u);
  EXPECT_EQ(snap.rejected_connections, 0u);
  ASSERT_EQ(snap.ranks.size(), 2u);
  for (const RankView& r : snap.ranks) {
    EXPECT_TRUE(r.finished) << "rank " << r.rank;
    EXPECT_FALSE(r.failed) << "rank " << r.rank;
    EXPECT_EQ(r.steps, 20u) << "rank " << r.rank;
  }
  // Names resolved by name: one "attention" metric (7 ms in both sources),
  // "comm" only from the spool.
  const PhaseStats* attention = FindPhase(snap, "attention");
  ASSERT_NE(attention, nullptr);
  EXPECT_DOUBLE_EQ(attention->median_ms, 7);
  const PhaseStats* comm = FindPhase(snap, "comm");
  ASSERT_NE(comm, nullptr);
  EXPECT_DOUBLE_EQ(comm->median_ms, 3);
  // Samples: the one in both sources counts once.
  ASSERT_EQ(snap.process.size(), 2u);
  EXPECT_EQ(snap.process[0].samples, 2u);
  EXPECT_DOUBLE_EQ(snap.process[0].cpu_pct_mean, 60);
  nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
  EXPECT_NE(j["diagnosis"]["health"]["label"], "RANK FAILED");
}

// Two nodes: node 0's directory has the database with steps 0..9 of ranks
// 0-3; node 1 (ranks 2, 3) was cut off and its ranks spooled steps 8..19
// into node 1's own directory. --merge reads both as one run.
TEST(ReportTest, MergeReadsEveryNodesSpoolBesideNodeZerosDatabase) {
  TempDir node0, node1, other;
  WriteKilledRunDatabase(node0.path(), 4, 10);
  WriteFile(node0.path() + "/rank-0.spool", SpoolStream(0, 4, 8, 19, /*goodbye=*/true));
  WriteFile(node0.path() + "/rank-1.spool", SpoolStream(1, 4, 8, 19, /*goodbye=*/true));
  WriteFile(node1.path() + "/rank-2.spool", SpoolStream(2, 4, 8, 19, /*goodbye=*/true));
  WriteFile(node1.path() + "/rank-3.spool", SpoolStream(3, 4, 8, 19, /*goodbye=*/true));

  auto alone = LoadRunForReport(node0.path());
  ASSERT_TRUE(alone.ok()) << alone.status().message();
  for (const RankView& r : alone->state->GetRunSnapshot().ranks) {
    EXPECT_EQ(r.steps, r.rank < 2 ? 20u : 10u) << "rank " << r.rank;  // node 1's stop at 9
  }

  // Node 1's directory first, and node 0's named twice: the same run.
  auto run = LoadRunsForReport({node1.path(), node0.path(), node0.path() + "/."});
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->meta.run_dir, node0.path());
  EXPECT_EQ(run->source, "database+spool");
  EXPECT_EQ(run->spool_files, 4u);
  EXPECT_EQ(run->steps_from_spool, 40u);  // 10 new steps x 4 ranks
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 20u);
  EXPECT_EQ(snap.late_records, 0u);
  EXPECT_EQ(snap.forced_steps, 0u);
  for (const RankView& r : snap.ranks) {
    EXPECT_EQ(r.steps, 20u) << "rank " << r.rank;
    EXPECT_TRUE(r.finished) << "rank " << r.rank;
  }

  // Another node's database is not node 0's: refused, naming both.
  WriteKilledRunDatabase(other.path(), 4, 3);
  auto two = LoadRunsForReport({node0.path(), other.path()});
  ASSERT_FALSE(two.ok());
  EXPECT_NE(two.status().message().find(node0.path()), std::string::npos);
  EXPECT_NE(two.status().message().find(other.path()), std::string::npos);
  // A directory that is not a run is said as for one directory.
  EXPECT_FALSE(LoadRunsForReport({node0.path(), node0.path() + "/missing"}).ok());
}

TEST(ReportTest, DatabasePlusSpoolOfAKilledRankFailsIt) {
  TempDir dir;
  WriteKilledRunDatabase(dir.path(), 2, 10);
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 2, 10, 14, /*goodbye=*/true));
  WriteFile(dir.path() + "/rank-1.spool", SpoolStream(1, 2, 10, 12, /*goodbye=*/false));
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->steps_from_spool, 8u);
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 15u);
  EXPECT_EQ(snap.late_records, 0u);
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_FALSE(snap.ranks[0].failed);
  EXPECT_TRUE(snap.ranks[1].failed);
  EXPECT_NE(snap.ranks[1].disconnect_reason.find("without GOODBYE"), std::string::npos);
  nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
  EXPECT_EQ(j["diagnosis"]["health"]["label"], "RANK FAILED");
  EXPECT_EQ(j["diagnosis"]["health"]["rank"], 1);
}

TEST(ReportTest, SeveralSpoolFilesOfOneRank) {
  TempDir dir;
  // Rank 0 spooled twice: the first file ends without GOODBYE (the link
  // came back), the second one says GOODBYE.
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 2, 0, 4, /*goodbye=*/false));
  WriteFile(dir.path() + "/rank-0.1.spool", SpoolStream(0, 2, 5, 9, /*goodbye=*/true));
  WriteFile(dir.path() + "/rank-1.spool", SpoolStream(1, 2, 0, 9, /*goodbye=*/true));
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->source, "spool");
  EXPECT_EQ(run->spool_files, 3u);
  EXPECT_EQ(run->steps_from_spool, 20u);
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 10u);
  EXPECT_EQ(snap.late_records, 0u);
  EXPECT_EQ(snap.forced_steps, 0u);
  EXPECT_EQ(snap.rejected_connections, 0u);
  EXPECT_TRUE(snap.recent_errors.empty())
      << (snap.recent_errors.empty() ? "" : snap.recent_errors.front());
  ASSERT_EQ(snap.ranks.size(), 2u);
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_FALSE(snap.ranks[0].failed);
  EXPECT_FALSE(snap.ranks[1].failed);

  // If the later file ends without GOODBYE, the rank failed; the earlier
  // file's missing GOODBYE alone would not have failed it.
  WriteFile(dir.path() + "/rank-0.1.spool", SpoolStream(0, 2, 5, 9, /*goodbye=*/false));
  run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.steps_completed, 10u);
  EXPECT_TRUE(snap.ranks[0].failed);
  EXPECT_FALSE(snap.ranks[1].failed);
}

TEST(ReportTest, SpoolOfAnotherRunIsRefused) {
  TempDir dir;
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 1, 0, 2, /*goodbye=*/true));
  std::string other;
  protocol::EncodeHello(MakeHello(0, 1, "run2"), &other);
  protocol::EncodeStep(MakeStep(7, 100), &other);
  WriteFile(dir.path() + "/rank-0.1.spool", other);
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->steps_from_spool, 3u);
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.rejected_connections, 1u);
  EXPECT_EQ(snap.steps_completed, 3u);
  EXPECT_TRUE(snap.ranks[0].finished);
  // Said on its own: which run the file belongs to and what to do.
  ASSERT_EQ(run->foreign_spools.size(), 1u);
  EXPECT_EQ(run->foreign_spools[0].run_id, "run2");
  EXPECT_EQ(ForeignSpoolLine(run->foreign_spools[0], *run),
            "rank-0.1.spool belongs to another run, 'run2' (this directory holds run 'run1'): "
            "it was left out; move it into the directory of run 'run2' and run "
            "`steplens report` there");
}

TEST(ReportTest, SpoolOfAnotherWorldSizeIsSaidApart) {
  TempDir dir;
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 1, 0, 2, /*goodbye=*/true));
  std::string other;
  protocol::EncodeHello(MakeHello(0, 4, "run1"), &other);
  WriteFile(dir.path() + "/rank-0.1.spool", other);
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  ASSERT_EQ(run->foreign_spools.size(), 1u);
  const std::string line = ForeignSpoolLine(run->foreign_spools[0], *run);
  EXPECT_NE(line.find("says this run had 4 ranks, but it had 1"), std::string::npos) << line;
}

TEST(ReportTest, ForeignRunIdReachesTheTerminalSafely) {
  TempDir dir;
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 1, 0, 2, /*goodbye=*/true));
  std::string other;
  protocol::EncodeHello(MakeHello(0, 1, "evil\x1b[2J"), &other);
  WriteFile(dir.path() + "/rank-0.1.spool", other);
  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  ASSERT_EQ(run->foreign_spools.size(), 1u);
  EXPECT_EQ(ForeignSpoolLine(run->foreign_spools[0], *run).find('\x1b'), std::string::npos);
}

TEST(ReportTest, TruncatedAndCorruptSpoolFilesBesideGoodOnes) {
  TempDir dir;
  // Rank 0: one good file.
  WriteFile(dir.path() + "/rank-0.spool", SpoolStream(0, 3, 0, 9, /*goodbye=*/true));
  // Rank 1: killed while writing step 10.
  std::string r1 = SpoolStream(1, 3, 0, 9, /*goodbye=*/false);
  std::string partial;
  protocol::EncodeStep(MakeStep(10, 100), &partial);
  r1 += partial.substr(0, partial.size() - 3);
  WriteFile(dir.path() + "/rank-1.spool", r1);
  // Rank 2: garbage in the middle of its first file (steps after it are
  // lost), then a good second file.
  std::string r2 = SpoolStream(2, 3, 0, 3, /*goodbye=*/false);
  r2 += std::string("\x05\x00\x00\x00\x63garbage", 12);
  protocol::EncodeStep(MakeStep(4, 100), &r2);
  WriteFile(dir.path() + "/rank-2.spool", r2);
  WriteFile(dir.path() + "/rank-2.1.spool", SpoolStream(2, 3, 5, 9, /*goodbye=*/true));

  auto run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  EXPECT_EQ(run->truncated_tails, 1u);
  EXPECT_EQ(run->steps_from_spool, 29u);  // rank 2's step 4 is lost
  Snapshot snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.decode_errors, 1u);
  EXPECT_EQ(snap.truncated_tails, 1u);
  EXPECT_EQ(snap.steps_completed, 10u);
  EXPECT_EQ(snap.late_records, 0u);
  ASSERT_EQ(snap.ranks.size(), 3u);
  EXPECT_TRUE(snap.ranks[0].finished);
  EXPECT_TRUE(snap.ranks[1].failed);
  EXPECT_TRUE(snap.ranks[2].finished);
  EXPECT_FALSE(snap.ranks[2].failed);
  ASSERT_EQ(snap.recent_errors.size(), 1u);
  EXPECT_NE(snap.recent_errors[0].find("rank-2.spool"), std::string::npos) << snap.recent_errors[0];
  nlohmann::ordered_json j = BuildSummary(*run->state, run->meta);
  EXPECT_EQ(j["diagnosis"]["health"]["label"], "RANK FAILED");
  EXPECT_EQ(j["diagnosis"]["health"]["rank"], 1);

  // The corrupt file as rank 2's last stream fails it with the error.
  fs::remove(dir.path() + "/rank-2.1.spool");
  run = LoadRunForReport(dir.path());
  ASSERT_TRUE(run.ok()) << run.status().message();
  snap = run->state->GetRunSnapshot();
  EXPECT_EQ(snap.decode_errors, 1u);
  EXPECT_TRUE(snap.ranks[2].failed);
  EXPECT_NE(snap.ranks[2].disconnect_reason.find("protocol error"), std::string::npos)
      << snap.ranks[2].disconnect_reason;
  EXPECT_EQ(snap.steps_completed, 10u);
}

}  // namespace
}  // namespace steplens::aggregator
