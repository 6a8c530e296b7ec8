#include "store/store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <sstream>
#include <string>

#include "base/temp_dir.h"
#include "base/thread_nice.h"

namespace steplens::store {
namespace {

namespace fs = std::filesystem;

using base::TempDir;

struct ReadBack {
  std::map<std::string, std::string> meta;
  std::vector<RankRow> ranks;
  std::map<std::pair<uint32_t, uint16_t>, std::string> names;
  std::vector<std::pair<uint32_t, StepRecord>> steps;
  std::vector<std::pair<uint32_t, ProcessSample>> process;
  std::vector<std::pair<std::string, SystemSample>> system;
};

base::Status ReadAll(const std::string& db, ReadBack* out) {
  RunReader r;
  r.on_meta = [&](const std::string& k, const std::string& v) { out->meta[k] = v; };
  r.on_rank = [&](const RankRow& row) { out->ranks.push_back(row); };
  r.on_name = [&](uint32_t rank, uint16_t id, const std::string& n) { out->names[{rank, id}] = n; };
  r.on_step = [&](uint32_t rank, const StepRecord& s) { out->steps.emplace_back(rank, s); };
  r.on_process_sample = [&](uint32_t rank, const ProcessSample& s) {
    out->process.emplace_back(rank, s);
  };
  r.on_system_sample = [&](const std::string& host, const SystemSample& s) {
    out->system.emplace_back(host, s);
  };
  return ReadDatabase(db, r);
}

TEST(StoreTest, RoundTripKeepsMissingAsMissing) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok()) << store.status().message();
    Store& s = *store.value();
    s.PutMeta("run_id", "abc");
    RankRow rank;
    rank.rank = 1;
    rank.local_rank = 1;
    rank.host = "node0";
    rank.pid = 42;
    rank.world_size = 2;
    rank.connected_ns = 100;
    rank.steps = 2;
    rank.dropped_records = 3;
    s.PutRank(rank);
    s.PutName(1, 8, "attention");
    s.PutName(1, 256, "loss");

    StepRecord a;  // everything missing except times and forward
    a.step = 0;
    a.begin_ns = 1000;
    a.end_ns = 5000;
    a.cpu_ns[2] = 1500;
    a.cpu_ns[8] = 700;
    a.scalar_count = 1;
    a.scalars[0] = {256, 2.5};
    s.PutStep(1, a, kMissing);

    StepRecord b;
    b.step = 1;
    b.begin_ns = 6000;
    b.end_ns = 9000;
    b.cpu_ns[0] = 0;  // measured zero is not missing
    b.cpu_ns[3] = 1200;
    b.gpu_ns[3] = 1100;
    b.mem_peak_allocated = 1 << 20;
    s.PutStep(1, b, 1800);

    ProcessSample p;
    p.mono_ns = 10;
    p.cpu_pct = 55.5f;
    s.PutProcessSample(1, p);
    SystemSample y;
    y.mono_ns = 11;
    y.cpu_pct = 12.0f;
    y.ram_used_bytes = 1000;
    GpuSample g;
    g.util_pct = 80.0f;
    g.mem_used_bytes = 5;
    y.gpus.push_back(g);
    GpuSample clocks;
    clocks.sm_clock_mhz = 1410.0f;
    clocks.throttle_reasons = 0;  // full clocks: a value, not missing
    y.gpus.push_back(clocks);
    s.PutSystemSample("node0", y);
    s.Flush();
    s.Close();
    EXPECT_EQ(s.dropped_rows(), 0u);
    EXPECT_EQ(s.write_errors(), 0u) << s.last_error();
  }
  ReadBack rb;
  auto contents = InspectRunDir(dir.path());
  ASSERT_TRUE(contents.ok()) << contents.status().message();
  ASSERT_TRUE(contents->has_database);
  base::Status st = ReadAll(contents->database_path, &rb);
  ASSERT_TRUE(st.ok()) << st.message();

  EXPECT_EQ(rb.meta["run_id"], "abc");
  ASSERT_EQ(rb.ranks.size(), 1u);
  EXPECT_EQ(rb.ranks[0].host, "node0");
  EXPECT_EQ(rb.ranks[0].pid, 42u);
  EXPECT_EQ(rb.ranks[0].disconnected_ns, kMissing);
  EXPECT_EQ(rb.ranks[0].disconnect_reason, "");
  EXPECT_EQ(rb.ranks[0].dropped_records, 3u);
  EXPECT_EQ(rb.names[std::make_pair(1u, uint16_t{8})], "attention");

  ASSERT_EQ(rb.steps.size(), 2u);
  const StepRecord& a = rb.steps[0].second;
  EXPECT_EQ(rb.steps[0].first, 1u);
  EXPECT_EQ(a.step, 0u);
  EXPECT_EQ(a.begin_ns, 1000);
  EXPECT_EQ(a.cpu_ns[0], kMissing);
  EXPECT_EQ(a.cpu_ns[2], 1500);
  EXPECT_EQ(a.gpu_ns[2], kMissing);
  EXPECT_EQ(a.cpu_ns[8], 700);
  EXPECT_EQ(a.mem_peak_allocated, kMissing);
  EXPECT_EQ(a.rss_peak, kMissing);
  ASSERT_EQ(a.scalar_count, 1);
  EXPECT_EQ(a.scalars[0].name_id, 256);
  EXPECT_DOUBLE_EQ(a.scalars[0].value, 2.5);
  const StepRecord& b = rb.steps[1].second;
  EXPECT_EQ(b.cpu_ns[0], 0);
  EXPECT_EQ(b.gpu_ns[3], 1100);
  EXPECT_EQ(b.mem_peak_allocated, 1 << 20);

  ASSERT_EQ(rb.process.size(), 1u);
  EXPECT_FLOAT_EQ(rb.process[0].second.cpu_pct, 55.5f);
  EXPECT_EQ(rb.process[0].second.rss_bytes, kMissing);
  ASSERT_EQ(rb.system.size(), 1u);
  ASSERT_EQ(rb.system[0].second.gpus.size(), 2u);
  EXPECT_FLOAT_EQ(rb.system[0].second.gpus[0].util_pct, 80.0f);
  EXPECT_EQ(rb.system[0].second.gpus[0].mem_total_bytes, kMissing);
  EXPECT_LT(rb.system[0].second.gpus[0].sm_clock_mhz, 0.0f);
  EXPECT_EQ(rb.system[0].second.gpus[0].throttle_reasons, kMissing);
  EXPECT_FLOAT_EQ(rb.system[0].second.gpus[1].sm_clock_mhz, 1410.0f);
  EXPECT_EQ(rb.system[0].second.gpus[1].throttle_reasons, 0);
  EXPECT_LT(rb.system[0].second.gpus[1].util_pct, 0.0f);
  EXPECT_EQ(rb.system[0].second.ram_total_bytes, kMissing);
}

TEST(StoreTest, WaitNsColumnIsNullWhenMissing) {
  TempDir dir;
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  StepRecord r;
  r.step = 3;
  store.value()->PutStep(0, r, kMissing);
  store.value()->Close();
  // The reader recomputes wait; check the raw column through a second read.
  ReadBack rb;
  ASSERT_TRUE(ReadAll(dir.path() + "/steplens.db", &rb).ok());
  ASSERT_EQ(rb.steps.size(), 1u);
  EXPECT_EQ(rb.steps[0].second.begin_ns, kMissing);
  EXPECT_EQ(rb.steps[0].second.StepNs(), kMissing);
}

TEST(StoreTest, FullQueueDropsDataRowsButKeepsControlRows) {
  TempDir dir;
  StoreOptions opts;
  opts.max_queued_rows = 10;
  opts.batch_interval_ms = 10000;  // writer stays asleep while we fill
  opts.batch_rows = 1000000;
  auto store = Store::Open(dir.path(), opts);
  ASSERT_TRUE(store.ok());
  Store& s = *store.value();
  for (int i = 0; i < 100; ++i) {
    StepRecord r;
    r.step = static_cast<uint64_t>(i);
    s.PutStep(0, r, kMissing);
  }
  RankRow rank;
  s.PutRank(rank);
  EXPECT_EQ(s.dropped_rows(), 90u);
  s.Flush();
  s.Close();
  ReadBack rb;
  ASSERT_TRUE(ReadAll(s.path(), &rb).ok());
  EXPECT_EQ(rb.steps.size(), 10u);
  EXPECT_EQ(rb.ranks.size(), 1u);
}

TEST(StoreTest, BatchesManyRows) {
  TempDir dir;
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  for (uint32_t rank = 0; rank < 4; ++rank) {
    for (uint64_t i = 0; i < 2500; ++i) {
      StepRecord r;
      r.step = i;
      r.begin_ns = static_cast<int64_t>(i);
      store.value()->PutStep(rank, r, kMissing);
    }
  }
  store.value()->Flush();
  ReadBack rb;
  ASSERT_TRUE(ReadAll(store.value()->path(), &rb).ok());
  EXPECT_EQ(rb.steps.size(), 10000u);
  // Ordered by step, then rank.
  EXPECT_EQ(rb.steps[0].first, 0u);
  EXPECT_EQ(rb.steps[1].first, 1u);
  EXPECT_EQ(rb.steps[4].second.step, 1u);
}

// The writer steps back behind the threads a user waits on (store.h, Open()).
TEST(StoreTest, WriterThreadRunsAtALowerPriority) {
  TempDir dir;
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  store.value()->PutMeta("k", "v");
  store.value()->Flush();  // the writer has run: it has set its priority
  const int own = getpriority(PRIO_PROCESS, 0);
  const int writer = base::NiceOfThread("sl-store");
  ASSERT_NE(writer, base::kNoSuchThread) << "no thread named sl-store";
  EXPECT_EQ(writer, std::min(19, own + kWriterNiceIncrement));
}

// The writer takes the whole queue at once and commits it in transactions
// of batch_rows; rows that arrive meanwhile wait for the next round.
TEST(StoreTest, QueueTakenWholeIsCommittedInSmallTransactions) {
  TempDir dir;
  StoreOptions opts;
  opts.batch_rows = 100;
  opts.batch_interval_ms = 1;
  auto store = Store::Open(dir.path(), opts);
  ASSERT_TRUE(store.ok());
  Store& s = *store.value();
  for (uint64_t i = 0; i < 3000; ++i) {
    for (uint32_t rank = 0; rank < 3; ++rank) {
      StepRecord r;
      r.step = i;
      s.PutStep(rank, r, kMissing);
    }
    if (i == 1500) s.Flush();
  }
  s.Flush();
  EXPECT_EQ(s.dropped_rows(), 0u);
  EXPECT_EQ(s.write_errors(), 0u);
  ReadBack rb;
  ASSERT_TRUE(ReadAll(s.path(), &rb).ok());
  ASSERT_EQ(rb.steps.size(), 9000u);
  EXPECT_EQ(rb.steps.back().first, 2u);
  EXPECT_EQ(rb.steps.back().second.step, 2999u);
}

TEST(StoreTest, InspectRunDirErrors) {
  auto missing = InspectRunDir("/nonexistent/steplens/run");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.status().message().find("does not exist"), std::string::npos);
  TempDir dir;
  auto empty = InspectRunDir(dir.path());
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.status().message().find("not a steplens run"), std::string::npos);
  std::ofstream(dir.path() + "/rank0.spool") << "x";
  auto spool = InspectRunDir(dir.path());
  ASSERT_TRUE(spool.ok());
  EXPECT_FALSE(spool->has_database);
  EXPECT_EQ(spool->spool_files.size(), 1u);
}

TEST(StoreTest, CorruptDatabaseIsAClearError) {
  TempDir dir;
  const std::string db = dir.path() + "/steplens.db";
  std::ofstream(db) << std::string(8192, 'z');
  ReadBack rb;
  base::Status st = ReadAll(db, &rb);
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.message().find("corrupt"), std::string::npos) << st.message();
}

}  // namespace
}  // namespace steplens::store

namespace steplens::store {
namespace {

TEST(StoreSyncTest, SyncArrivalColumnsRoundTripAndMissingIsNull) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok()) << store.status().message();
    RankRow rank;
    rank.rank = 0;
    rank.world_size = 1;
    rank.sync_hook = static_cast<uint8_t>(SyncHook::kNotInstalled);
    rank.sync_hook_reason = "no DDP model";
    store.value()->PutRank(rank);
    StepRecord with;
    with.step = 0;
    with.sync_first_ns = 100;
    with.sync_last_ns = 250;
    with.sync_buckets = 4;
    store.value()->PutStep(0, with, kMissing);
    StepRecord without;
    without.step = 1;
    store.value()->PutStep(0, without, kMissing);
    store.value()->Close();
  }
  ReadBack rb;
  ASSERT_TRUE(ReadAll(dir.path() + "/steplens.db", &rb).ok());
  ASSERT_EQ(rb.steps.size(), 2u);
  EXPECT_EQ(rb.steps[0].second.sync_first_ns, 100);
  EXPECT_EQ(rb.steps[0].second.sync_last_ns, 250);
  EXPECT_EQ(rb.steps[0].second.sync_buckets, 4u);
  EXPECT_EQ(rb.steps[1].second.sync_first_ns, kMissing);
  EXPECT_EQ(rb.steps[1].second.sync_last_ns, kMissing);
  EXPECT_EQ(rb.steps[1].second.sync_buckets, 0u);
  ASSERT_EQ(rb.ranks.size(), 1u);
  EXPECT_EQ(rb.ranks[0].sync_hook, static_cast<uint8_t>(SyncHook::kNotInstalled));
  EXPECT_EQ(rb.ranks[0].sync_hook_reason, "no DDP model");
}

TEST(StoreSyncTest, DatabaseWithoutSyncColumnsReadsAsMissingAndUpgrades) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    StepRecord r;
    r.step = 0;
    r.sync_first_ns = 1;
    r.sync_last_ns = 2;
    r.sync_buckets = 1;
    store.value()->PutStep(0, r, kMissing);
    store.value()->Close();
  }
  // Make it look like a database written before the sync columns existed.
  const std::string db = dir.path() + "/steplens.db";
  sqlite3* raw = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
  for (const char* sql :
       {"ALTER TABLE steps DROP COLUMN sync_first_ns", "ALTER TABLE steps DROP COLUMN sync_last_ns",
        "ALTER TABLE steps DROP COLUMN sync_buckets", "ALTER TABLE ranks DROP COLUMN sync_hook",
        "ALTER TABLE ranks DROP COLUMN sync_hook_reason"}) {
    ASSERT_EQ(sqlite3_exec(raw, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(raw);
  }
  sqlite3_close(raw);
  ReadBack old;
  ASSERT_TRUE(ReadAll(db, &old).ok());
  ASSERT_EQ(old.steps.size(), 1u);
  EXPECT_EQ(old.steps[0].second.sync_last_ns, kMissing);
  // Opening it for writing adds the columns back (NULL for old rows).
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok()) << store.status().message();
  StepRecord r;
  r.step = 1;
  r.sync_first_ns = 5;
  r.sync_last_ns = 6;
  r.sync_buckets = 1;
  store.value()->PutStep(0, r, kMissing);
  store.value()->Close();
  ReadBack upgraded;
  ASSERT_TRUE(ReadAll(db, &upgraded).ok());
  ASSERT_EQ(upgraded.steps.size(), 2u);
  EXPECT_EQ(upgraded.steps[0].second.sync_last_ns, kMissing);
  EXPECT_EQ(upgraded.steps[1].second.sync_last_ns, 6);
}

// ---- whole at the end, torn WAL, full disk (issue 12) ----------------------

void PutSteps(Store* store, uint64_t from, uint64_t to) {
  for (uint64_t i = from; i < to; ++i) {
    StepRecord r;
    r.step = i;
    r.begin_ns = static_cast<int64_t>(i);
    r.end_ns = static_cast<int64_t>(i) + 10;
    store->PutStep(0, r, kMissing);
  }
}

std::map<std::string, std::string> MetaOf(const std::string& db) {
  ReadBack rb;
  EXPECT_TRUE(ReadAll(db, &rb).ok());
  return rb.meta;
}

std::string ProblemOf(const std::map<std::string, std::string>& meta) {
  return IntegrityProblem([&](const std::string& k) {
    auto it = meta.find(k);
    return it != meta.end() ? it->second : std::string();
  });
}

// The live dashboard holds a read connection while the run ends: the steps
// must still end up in steplens.db itself, not only in steplens.db-wal.
TEST(StoreWholeTest, DatabaseFileAloneHoldsTheRunAfterClose) {
  TempDir dir;
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  PutSteps(store.value().get(), 0, 300);
  store.value()->Flush();
  sqlite3* reader = nullptr;
  ASSERT_EQ(sqlite3_open_v2(store.value()->path().c_str(), &reader, SQLITE_OPEN_READONLY, nullptr),
            SQLITE_OK);
  store.value()->Close();
  const std::string copy_dir = dir.path() + "/copy";
  fs::create_directories(copy_dir);
  fs::copy_file(store.value()->path(), copy_dir + "/steplens.db");
  sqlite3_close(reader);
  ReadBack rb;
  ASSERT_TRUE(ReadAll(copy_dir + "/steplens.db", &rb).ok());
  EXPECT_EQ(rb.steps.size(), 300u);
  EXPECT_EQ(rb.meta[kMetaStoreState], kStoreStateComplete);
  EXPECT_EQ(ProblemOf(rb.meta), "");
}

// Alone at the end, the writer leaves WAL mode: header bytes 18/19 say
// "rollback journal" (1), so a read-only reader needs no -shm file.
TEST(StoreWholeTest, ClosedDatabaseIsInRollbackJournalMode) {
  TempDir dir;
  std::string path;
  {
    auto store = Store::Open(dir.path());
    ASSERT_TRUE(store.ok());
    path = store.value()->path();
    PutSteps(store.value().get(), 0, 10);
  }
  std::ifstream f(path, std::ios::binary);
  char header[20] = {};
  f.read(header, sizeof header);
  EXPECT_EQ(header[18], 1);
  EXPECT_EQ(header[19], 1);
  EXPECT_FALSE(fs::exists(path + "-wal"));
  EXPECT_EQ(MetaOf(path)[kMetaStoreFormat], "3");
}

// A database copied (or left by a killed steplens) before Close() — its WAL
// cut or not — is reported as incomplete, never read as a shorter whole run.
TEST(StoreWholeTest, DatabaseNotClosedIsReportedIncomplete) {
  TempDir dir;
  auto store = Store::Open(dir.path());
  ASSERT_TRUE(store.ok());
  PutSteps(store.value().get(), 0, 300);
  store.value()->Flush();
  const std::string copy_dir = dir.path() + "/copy";
  fs::create_directories(copy_dir);
  const std::string path = store.value()->path();
  fs::copy_file(path, copy_dir + "/steplens.db");
  if (fs::exists(path + "-wal")) {
    fs::copy_file(path + "-wal", copy_dir + "/steplens.db-wal");
    // The last commit torn, as a crash in mid-write leaves it.
    const auto size = fs::file_size(copy_dir + "/steplens.db-wal");
    fs::resize_file(copy_dir + "/steplens.db-wal", size - 1000);
  }
  store.value()->Close();
  const std::string problem = ProblemOf(MetaOf(copy_dir + "/steplens.db"));
  EXPECT_NE(problem.find("database incomplete"), std::string::npos) << problem;
  EXPECT_NE(problem.find("not closed"), std::string::npos) << problem;
}

TEST(StoreWholeTest, DatabaseFromBeforeStoreFormatIsNotFlagged) {
  EXPECT_EQ(IntegrityProblem([](const std::string&) { return std::string(); }), "");
}

// Full disk (SQLite's max_page_count stands in for a full tmpfs): the loss
// is said once, at once; problem() names the first lost step and "disk
// full"; the database holds only steps before it.
TEST(StoreWholeTest, FullDiskIsSaidOnceAndNamesTheFirstLostStep) {
  TempDir dir;
  StoreOptions options;
  options.max_page_count = 40;
  options.batch_rows = 100;
  std::vector<std::string> said;
  std::mutex said_mu;
  options.on_write_failure = [&](const std::string& p) {
    std::lock_guard<std::mutex> lock(said_mu);
    said.push_back(p);
  };
  auto store = Store::Open(dir.path(), options);
  ASSERT_TRUE(store.ok());
  for (uint64_t i = 0; i < 6000; i += 100) {
    PutSteps(store.value().get(), i, i + 100);
    store.value()->Flush();
  }
  Store& s = *store.value();
  const std::string problem = s.problem();
  s.Close();
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0], problem);
  const std::string prefix = "database incomplete from step ";
  ASSERT_EQ(problem.rfind(prefix, 0), 0u) << problem;
  EXPECT_NE(problem.find(": disk full"), std::string::npos) << problem;
  const long first_lost = std::stol(problem.substr(prefix.size()));
  EXPECT_GT(first_lost, 0);
  EXPECT_GT(s.write_errors(), 0u);
  ReadBack rb;
  ASSERT_TRUE(ReadAll(s.path(), &rb).ok());
  ASSERT_FALSE(rb.steps.empty());
  EXPECT_LT(rb.steps.back().second.step, static_cast<uint64_t>(first_lost));
  // Whatever could be written, a later reader is told it is incomplete.
  EXPECT_NE(ProblemOf(rb.meta), "");
}

}  // namespace
}  // namespace steplens::store
