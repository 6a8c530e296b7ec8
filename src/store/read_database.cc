// Reading a run back: what a run directory holds (InspectRunDir), the
// store's layout and integrity, and ReadDatabase, which replays every table
// through the RunReader callbacks (store.h has the contracts).
#include <sqlite3.h>

#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <system_error>
#include <utility>

#include "store/sqlite_stmt.h"
#include "store/steps_table.h"
#include "store/store.h"

namespace steplens::store {
namespace fs = std::filesystem;

bool StepMajorLayout(sqlite3* db) {
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT pk FROM pragma_table_info('steps') WHERE name = 'step'", -1,
                         &stmt, nullptr) != SQLITE_OK) {
    sqlite3_finalize(stmt);
    return false;
  }
  // pk: the column's 1-based position in the primary key (0 = not in it).
  const bool step_first = sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_int(stmt, 0) == 1;
  sqlite3_finalize(stmt);
  return step_first;
}

base::StatusOr<RunDirContents> InspectRunDir(const std::string& run_dir) {
  std::error_code ec;
  if (!fs::exists(run_dir, ec)) {
    return base::Status::Error("run directory " + run_dir + " does not exist");
  }
  if (!fs::is_directory(run_dir, ec)) {
    return base::Status::Error(run_dir +
                               " is not a directory; pass a run "
                               "directory (it holds steplens.db)");
  }
  RunDirContents contents;
  contents.run_dir = run_dir;
  const fs::path db = fs::path(run_dir) / kDatabaseFileName;
  if (fs::is_regular_file(db, ec)) {
    contents.has_database = true;
    contents.database_path = db.string();
  }
  fs::directory_iterator it(run_dir, ec);
  if (ec) {
    return base::Status::Error("cannot list run directory " + run_dir + ": " + ec.message());
  }
  for (const fs::directory_entry& entry : it) {
    const fs::path& p = entry.path();
    if (p.extension() == kSpoolSuffix && entry.is_regular_file(ec)) {
      contents.spool_files.push_back(p.string());
    }
  }
  std::sort(contents.spool_files.begin(), contents.spool_files.end());
  if (!contents.has_database && contents.spool_files.empty()) {
    return base::Status::Error(run_dir +
                               " is not a steplens run (it holds no "
                               "steplens.db and no *.spool files)");
  }
  return contents;
}

std::string IntegrityProblem(const std::function<std::string(const std::string& key)>& meta_value) {
  if (meta_value(kMetaStoreFormat).empty()) return "";  // before store_format
  std::string state = meta_value(kMetaStoreState);
  if (state == kStoreStateComplete) return "";
  if (!state.empty()) return state;
  return "database incomplete: steplens.db was not closed (steplens stopped "
         "mid-run, or its -wal file was cut); the last steps may be missing";
}

namespace {

base::Status Corrupt(const std::string& path, sqlite3* db) {
  return base::Status::Error("run database " + path +
                             " is corrupt or not a steplens database: " + SqliteMessage(db));
}

// Runs `sql` and calls fn(stmt) per row.
template <typename Fn>
base::Status ForEachRow(sqlite3* db, const std::string& path, const char* sql, Fn&& fn) {
  Stmt st;
  if (st.Prepare(db, sql) != SQLITE_OK) return Corrupt(path, db);
  for (;;) {
    int rc = sqlite3_step(st.get());
    if (rc == SQLITE_DONE) return base::Status::Ok();
    if (rc != SQLITE_ROW) return Corrupt(path, db);
    fn(st);
  }
}

}  // namespace

base::Status ReadDatabase(const std::string& database_path, const RunReader& reader) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(database_path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = SqliteMessage(db);
    sqlite3_close(db);
    return base::Status::Error("cannot open run database " + database_path + ": " + msg);
  }
  sqlite3_busy_timeout(db, 2000);
  struct Closer {
    sqlite3* db;
    ~Closer() { sqlite3_close(db); }
  } closer{db};

  // Schema check first: a garbage file fails here with "file is not a
  // database"; a foreign SQLite file lacks our tables.
  int tables = 0;
  base::Status st = ForEachRow(db, database_path,
                               "SELECT count(*) FROM sqlite_master WHERE type='table' AND name IN"
                               " ('meta','ranks','names','steps','step_regions','scalars',"
                               "'process_samples','system_samples')",
                               [&](Stmt& s) { tables = static_cast<int>(s.ColInt(0)); });
  if (!st.ok()) return st;
  if (tables != 8) {
    return base::Status::Error(database_path +
                               " is not a steplens run database (tables "
                               "missing)");
  }

  st = ForEachRow(db, database_path, "SELECT key, value FROM meta", [&](Stmt& s) {
    if (reader.on_meta) reader.on_meta(s.ColText(0), s.ColText(1));
  });
  if (!st.ok()) return st;

  const bool has_sync_hook = HasColumn(db, "ranks", "sync_hook");
  const bool has_main_thread = HasColumn(db, "process_samples", "main_wait_pct");
  const bool has_other_threads = HasColumn(db, "process_samples", "others_wait_pct");
  std::map<uint32_t, int64_t> last_steps;
  st = ForEachRow(db, database_path, "SELECT rank, max(step) FROM steps GROUP BY rank",
                  [&](Stmt& s) { last_steps[static_cast<uint32_t>(s.ColInt(0))] = s.ColOpt(1); });
  if (!st.ok()) return st;
  st = ForEachRow(
      db, database_path,
      (std::string("SELECT rank, local_rank, host, pid, world_size, connected_ns,"
                   " disconnected_ns, disconnect_reason, steps, dropped_records, finished,"
                   " failed, clock_offset_ns, ") +
       (has_sync_hook ? "sync_hook, sync_hook_reason" : "NULL, NULL") + " FROM ranks ORDER BY rank")
          .c_str(),
      [&](Stmt& s) {
        RankRow r;
        r.rank = static_cast<uint32_t>(s.ColInt(0));
        r.local_rank = static_cast<uint32_t>(s.ColInt(1));
        r.host = s.ColText(2);
        r.pid = static_cast<uint32_t>(s.ColInt(3));
        r.world_size = static_cast<uint32_t>(s.ColInt(4));
        r.connected_ns = s.ColOpt(5);
        r.disconnected_ns = s.ColOpt(6);
        r.disconnect_reason = s.ColText(7);
        r.steps = static_cast<uint64_t>(s.ColInt(8));
        r.dropped_records = static_cast<uint64_t>(s.ColInt(9));
        r.finished = s.ColInt(10) != 0;
        r.failed = s.ColInt(11) != 0;
        r.clock_offset_ns = s.ColInt(12);
        const int64_t hook = s.ColOpt(13);
        r.sync_hook = hook >= 0 && hook <= kMaxSyncHook ? static_cast<uint8_t>(hook) : 0;
        r.sync_hook_reason = s.ColText(14);
        auto last = last_steps.find(r.rank);
        if (last != last_steps.end()) r.last_step = last->second;
        if (reader.on_rank) reader.on_rank(r);
      });
  if (!st.ok()) return st;

  // name -> id per rank, to fold regions and scalars back into records.
  std::map<std::pair<uint32_t, std::string>, uint16_t> ids;
  st = ForEachRow(db, database_path, "SELECT rank, id, name FROM names", [&](Stmt& s) {
    const auto rank = static_cast<uint32_t>(s.ColInt(0));
    const auto id = static_cast<uint16_t>(s.ColInt(1));
    std::string name = s.ColText(2);
    ids[{rank, name}] = id;
    if (reader.on_name) reader.on_name(rank, id, name);
  });
  if (!st.ok()) return st;
  auto id_of = [&](uint32_t rank, const std::string& name, const char* fallback_prefix) -> int {
    auto it = ids.find({rank, name});
    if (it != ids.end()) return it->second;
    const std::string prefix = fallback_prefix;
    if (name.rfind(prefix, 0) == 0) {
      return std::atoi(name.c_str() + prefix.size());
    }
    return -1;
  };

  st = ForEachRow(
      db, database_path,
      (std::string("SELECT rank, mono_ns, cpu_pct, rss_bytes, gpu_mem_bytes, ") +
       (has_main_thread ? "main_cpu_pct, main_wait_pct, " : "NULL, NULL, ") +
       (has_other_threads ? "others_wait_pct" : "NULL") + " FROM process_samples ORDER BY mono_ns")
          .c_str(),
      [&](Stmt& s) {
        ProcessSample p;
        p.mono_ns = s.ColInt(1);
        p.cpu_pct = static_cast<float>(s.ColReal(2, -1.0));
        p.rss_bytes = s.ColOpt(3);
        p.gpu_mem_bytes = s.ColOpt(4);
        p.main_cpu_pct = static_cast<float>(s.ColReal(5, -1.0));
        p.main_wait_pct = static_cast<float>(s.ColReal(6, -1.0));
        p.others_wait_pct = static_cast<float>(s.ColReal(7, -1.0));
        if (reader.on_process_sample) {
          reader.on_process_sample(static_cast<uint32_t>(s.ColInt(0)), p);
        }
      });
  if (!st.ok()) return st;

  st = ForEachRow(db, database_path,
                  "SELECT host, mono_ns, cpu_pct, ram_used, ram_total,"
                  " gpus_json FROM system_samples ORDER BY mono_ns",
                  [&](Stmt& s) {
                    SystemSample y;
                    y.mono_ns = s.ColInt(1);
                    y.cpu_pct = static_cast<float>(s.ColReal(2, -1.0));
                    y.ram_used_bytes = s.ColOpt(3);
                    y.ram_total_bytes = s.ColOpt(4);
                    y.gpus = GpusFromJson(s.ColText(5));
                    if (reader.on_system_sample) {
                      reader.on_system_sample(s.ColText(0), y);
                    }
                  });
  if (!st.ok()) return st;

  if (reader.on_step) {
    Stmt regions, scalars;
    if (regions.Prepare(db,
                        "SELECT name, cpu_ns, gpu_ns FROM step_regions"
                        " WHERE rank=?1 AND step=?2") != SQLITE_OK ||
        scalars.Prepare(db,
                        "SELECT name, value FROM scalars"
                        " WHERE rank=?1 AND step=?2") != SQLITE_OK) {
      return Corrupt(database_path, db);
    }
    base::Status inner;
    const std::string steps_sql = SelectStepsSql(db) + " ORDER BY step, rank";
    st = ForEachRow(db, database_path, steps_sql.c_str(), [&](Stmt& s) {
      StepRow row;
      if (!ReadStepRow(s.get(), &row)) return;
      const uint32_t rank = row.rank;
      StepRecord& rec = row.record;
      regions.Int(1, rank);
      regions.Int(2, static_cast<int64_t>(rec.step));
      while (sqlite3_step(regions.get()) == SQLITE_ROW) {
        int id = id_of(rank, regions.ColText(0), "region_");
        if (id >= kFirstUserPhase && id < kMaxPhases) {
          rec.cpu_ns[id] = regions.ColOpt(1);
          rec.gpu_ns[id] = regions.ColOpt(2);
        }
      }
      sqlite3_reset(regions.get());
      scalars.Int(1, rank);
      scalars.Int(2, static_cast<int64_t>(rec.step));
      while (sqlite3_step(scalars.get()) == SQLITE_ROW && rec.scalar_count < kMaxScalars) {
        int id = id_of(rank, scalars.ColText(0), "scalar_");
        if (id < 0 || id > 0xFFFF) continue;
        Scalar& sc = rec.scalars[rec.scalar_count++];
        sc.name_id = static_cast<uint16_t>(id);
        sc.value = scalars.ColReal(1, std::nan(""));
      }
      sqlite3_reset(scalars.get());
      reader.on_step(rank, rec);
    });
    if (!st.ok()) return st;
  }

  return base::Status::Ok();
}

}  // namespace steplens::store
