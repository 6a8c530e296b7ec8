#include "aggregator/report.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <set>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include "base/int64.h"
#include "base/text.h"
#include "protocol/codec.h"
#include "store/meta_table.h"
#include "store/step_scan.h"
#include "store/store.h"

namespace steplens::aggregator {
namespace {

constexpr size_t kSpoolChunkBytes = 256 * 1024;
constexpr const char* kReplayEndReason = "end of recorded run";
constexpr const char* kSpoolKilledReason = "spool ended without GOODBYE (process killed?)";
// Replay connection ids: rank r replays on connection r; spool files that
// are refused or unreadable are reported on ids above every rank's.
constexpr uint64_t kFirstSpareConn = uint64_t{kMaxWorldSize} + 1;
// Name ids: user phases are [kFirstUserPhase, kMaxPhases); anything from
// kMaxPhases up is a scalar name (the recorder starts them at 256).
constexpr int kMaxNameId = std::numeric_limits<uint16_t>::max();
constexpr int kDroppedId = -1;
constexpr int64_t kEndOfRun = std::numeric_limits<int64_t>::max();

RunStateOptions ReplayOptions(const ReportOptions& options) {
  RunStateOptions o;
  o.hello_timeout_ms = 0;  // every HELLO is replayed before any step
  o.on_step = options.on_step;
  return o;
}

int64_t ClampStep(uint64_t step) { return base::ClampToInt64(step); }

// n of "<stem>.<n>.spool" (the recorder's later files of one rank), else 0.
uint64_t SpoolGeneration(const std::string& path) {
  const std::string stem = std::filesystem::path(path).stem().string();
  const size_t dot = stem.rfind('.');
  if (dot == std::string::npos || dot + 1 == stem.size()) return 0;
  uint64_t n = 0;
  for (size_t i = dot + 1; i < stem.size(); ++i) {
    const auto c = static_cast<unsigned char>(stem[i]);
    if (!std::isdigit(c) || n > std::numeric_limits<uint64_t>::max() / 10 - 1) {
      return 0;
    }
    n = n * 10 + (c - '0');
  }
  return n;
}

bool IsPhaseId(int id) { return id >= kFirstUserPhase && id < kMaxPhases; }

// One rank's name ids, as replayed: the database's, plus the names spool
// files add. One name (per kind: phase or scalar) has one id.
class NameTable {
 public:
  void Add(uint16_t id, const std::string& name) {
    by_id_.emplace(id, name);
    by_name_.emplace(std::make_pair(IsPhaseId(id), name), id);
  }
  // The replay id for a spool file's (id, name); kDroppedId when the kind's
  // id space is full.
  int Resolve(uint16_t id, const std::string& name) {
    if (id < kFirstUserPhase) return id;  // not a user name; left alone
    const bool phase = IsPhaseId(id);
    auto known = by_name_.find({phase, name});
    if (known != by_name_.end()) return known->second;
    int free_id = by_id_.count(id) == 0 ? id : kDroppedId;
    const int last = phase ? kMaxPhases - 1 : kMaxNameId;
    for (int c = phase ? kFirstUserPhase : kMaxPhases; free_id == kDroppedId && c <= last; ++c) {
      if (by_id_.count(static_cast<uint16_t>(c)) == 0) free_id = c;
    }
    if (free_id != kDroppedId) Add(static_cast<uint16_t>(free_id), name);
    return free_id;
  }
  const std::map<uint16_t, std::string>& by_id() const { return by_id_; }

 private:
  std::map<uint16_t, std::string> by_id_;
  std::map<std::pair<bool, std::string>, uint16_t> by_name_;
};

// How a stream of one rank ended.
enum class StreamEnd { kOrderly, kGoodbye, kFailure, kDecodeError };

struct SpoolFile {
  std::string path;
  uint64_t generation = 0;
  bool opened = false;
  bool has_hello = false;
  HelloInfo hello;
  bool accepted = false;                  // its HELLO agrees with the run
  std::map<uint16_t, std::string> names;  // this process's name ids
  std::map<uint16_t, int> id_map;         // file id -> replay id, when they differ
  int64_t last_step = -1;                 // highest step record
  int64_t position = -1;                  // highest step reached (records, heartbeats)
  StreamEnd end = StreamEnd::kFailure;
  std::string error;  // decode / read error
  Goodbye goodbye;    // when end == kGoodbye
};

// A replayable message of a spool file, in file order.
struct SpoolEvent {
  int64_t key = -1;  // highest step record of the file so far (order key)
  size_t file = 0;
  protocol::Message message;  // STEP, HEARTBEAT or a sample
};

// Decodes `file` whole, appending its replayable messages to `events`.
// Returns the bytes of a truncated tail (0 when none). Errors end the file
// (file->end = kDecodeError, file->error).
size_t ReadSpoolFile(size_t index, SpoolFile* file, std::vector<SpoolEvent>* events) {
  std::ifstream in(file->path, std::ios::binary);
  if (!in) {
    file->end = StreamEnd::kDecodeError;
    file->error = "cannot read " + file->path;
    return 0;
  }
  file->opened = true;
  protocol::FrameDecoder decoder;
  std::string chunk(kSpoolChunkBytes, '\0');
  protocol::Message m;
  bool finished = false;
  for (bool eof = false;;) {
    const protocol::FrameDecoder::Result r = decoder.Next(&m);
    if (r == protocol::FrameDecoder::Result::kError) {
      file->end = StreamEnd::kDecodeError;
      file->error = decoder.error();
      return 0;
    }
    if (r == protocol::FrameDecoder::Result::kNeedMore) {
      if (eof) break;
      in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
      const std::streamsize got = in.gcount();
      if (in.bad()) {
        file->end = StreamEnd::kDecodeError;
        file->error = "read error in " + file->path;
        return 0;
      }
      if (got <= 0) {
        eof = true;
      } else {
        decoder.Feed(std::string_view(chunk.data(), static_cast<size_t>(got)));
      }
      continue;
    }
    if (auto* hello = std::get_if<HelloInfo>(&m)) {
      file->has_hello = true;
      file->hello = std::move(*hello);
    } else if (auto* name = std::get_if<NameInfo>(&m)) {
      file->names[name->id] = std::move(name->name);
    } else if (auto* bye = std::get_if<Goodbye>(&m)) {
      finished = true;
      file->goodbye.steps_done = std::max(file->goodbye.steps_done, bye->steps_done);
      file->goodbye.dropped_records = std::max(file->goodbye.dropped_records, bye->dropped_records);
    } else if (const auto* hb = std::get_if<Heartbeat>(&m);
               hb != nullptr && hb->activity == Activity::kFinished) {
      // Held back like GOODBYE: a rank ends after its last step in any
      // source, not where this file says so.
      finished = true;
      file->goodbye.steps_done = std::max(file->goodbye.steps_done, hb->steps_done);
      file->goodbye.dropped_records = std::max(file->goodbye.dropped_records, hb->dropped_records);
    } else {
      if (const auto* rec = std::get_if<StepRecord>(&m)) {
        file->last_step = std::max(file->last_step, ClampStep(rec->step));
      } else if (hb != nullptr) {
        file->position = std::max(file->position, ClampStep(hb->current_step));
      }
      events->push_back(SpoolEvent{file->last_step, index, std::move(m)});
    }
  }
  file->position = std::max(file->position, file->last_step);
  file->end = finished ? StreamEnd::kGoodbye : StreamEnd::kFailure;
  return decoder.pending_bytes();
}

// Replays a run dir's database and spool files through out->state.
class RunReplay {
 public:
  explicit RunReplay(LoadedRun* out) : out_(out), state_(*out->state) {}

  base::Status Run(const store::RunDirContents& contents) {
    const size_t readable = ReadSpools(contents.spool_files);
    if (contents.has_database) {
      base::Status st = ReplayDatabase(contents.database_path);
      if (!st.ok()) return st;
    } else if (readable == 0) {
      return base::Status::Error("no spool file in " + out_->meta.run_dir + " could be read");
    }
    Begin();
    FlushSpoolBelow(kEndOfRun);
    EndRanksBefore(kEndOfRun);
    state_.OnShutdown(kReplayEndReason);
    state_.FinishDiagnosis();
    return base::Status::Ok();
  }

 private:
  // The diagnosis timeline of a replay: the window is evaluated every few
  // completed steps, as the live aggregator does a few times a second. The
  // stride grows with the world size to bound the engine's total cost.
  void MaybeEvaluate() {
    const uint64_t done = state_.steps_completed();
    if (done < next_evaluation_) return;
    state_.EvaluateDiagnosis();
    const uint64_t world = std::max<uint64_t>(1, state_.world_size());
    const uint64_t stride =
        std::max<uint64_t>({1, state_.options().window_steps / 10, (world + 15) / 16});
    next_evaluation_ = done + stride;
  }
  uint64_t next_evaluation_ = 0;

  // Who supplies a (rank, step) that a spool file holds.
  enum class StepSource { kSpool, kDatabase, kReplayed };

  struct Stream {
    int64_t position = -1;
    bool spool = false;
    uint64_t generation = 0;
    size_t file = 0;
    bool operator<(const Stream& o) const {
      return std::tie(position, spool, generation, file) <
             std::tie(o.position, o.spool, o.generation, o.file);
    }
  };

  struct RankPlan {
    bool in_database = false;
    store::RankRow row;
    std::vector<size_t> files;  // accepted spool files, in stream order
    NameTable names;
    int64_t last_step = -1;  // over all sources
    bool finished = false;
    Goodbye goodbye;
    bool last_is_spool = false;
    size_t last_file = 0;
  };

  // --- reading --------------------------------------------------------------

  size_t ReadSpools(const std::vector<std::string>& paths) {
    files_.resize(paths.size());
    size_t readable = 0;
    for (size_t i = 0; i < paths.size(); ++i) {
      SpoolFile& f = files_[i];
      f.path = paths[i];
      f.generation = SpoolGeneration(f.path);
      const size_t tail = ReadSpoolFile(i, &f, &events_);
      if (f.opened) ++readable;
      if (tail > 0) {
        state_.OnTruncatedTail(kFirstSpareConn, tail);
        ++out_->truncated_tails;
      }
    }
    // Per file the keys never decrease, so a stable sort keeps file order.
    std::stable_sort(events_.begin(), events_.end(),
                     [](const SpoolEvent& a, const SpoolEvent& b) { return a.key < b.key; });
    return readable;
  }

  base::Status ReplayDatabase(const std::string& path) {
    // The store's tiers, read once, before the steps. A tiered run that
    // aggregated steps: its whole-run step time, memory and rates come from
    // the tiers, which cover every step (RunState::SeedWholeRun in Begin()).
    base::StatusOr<store::DetailTiers> tiers = base::Status::Error("not read");
    if (auto scanner = store::StepScanner::Open(path); !scanner.ok()) {
      tiers = scanner.status();
    } else {
      tiers = (*scanner)->Tiers();
      if (tiers.ok() && tiers->detail_steps > 0 && tiers->aggregated_rows > 0) {
        auto totals = (*scanner)->BucketTotals();
        if (!totals.ok()) return totals.status();
        if (totals->end_step > 0) {
          RunState::TierSeed seed;
          seed.buckets = std::move(*totals);
          seed.aggregated_steps = tiers->aggregated_rows;
          tier_seed_ = std::move(seed);
        }
      }
    }
    // ReadDatabase streams meta, ranks, names, samples, then steps.
    store::RunReader reader;
    reader.on_meta = [&](const std::string& k, const std::string& v) { out_->meta_table[k] = v; };
    reader.on_rank = [&](const store::RankRow& row) { rows_.push_back(row); };
    reader.on_name = [&](uint32_t rank, uint16_t id, const std::string& name) {
      db_names_[rank].emplace_back(id, name);
    };
    // Samples come before the steps: each waits until its rank's steps
    // reach its time, so every evaluation sees the samples the live one
    // saw (the contention rule reads the latest few), not the run's last.
    reader.on_process_sample = [&](uint32_t rank, const ProcessSample& s) {
      Begin();
      db_process_.emplace(rank, s.mono_ns);
      db_samples_[rank].push_back({s.mono_ns, s});
    };
    reader.on_system_sample = [&](const std::string& host, const SystemSample& s) {
      Begin();
      db_system_.emplace(host, s.mono_ns);
      auto it = rank_of_host_.find(host);
      if (it != rank_of_host_.end()) db_samples_[it->second].push_back({s.mono_ns, s});
    };
    reader.on_step = [&](uint32_t rank, const StepRecord& rec) {
      Begin();
      const int64_t step = ClampStep(rec.step);
      // Spool records below this step can go: the database, ordered by
      // step, has already given every record it holds for them.
      FlushSpoolBelow(step);
      auto it = spool_steps_.find({rank, rec.step});
      if (it != spool_steps_.end() && it->second == StepSource::kSpool) {
        it->second = StepSource::kDatabase;
      }
      EndRanksBefore(step);
      SamplesUpTo(rank, rec.end_ns);
      (void)state_.OnMessage(rank, rec);
      MaybeEvaluate();
    };
    base::Status st = store::ReadDatabase(path, reader);
    if (!st.ok()) return st;
    for (auto& [rank, queue] : db_samples_) SamplesUpTo(rank, kEndOfRun);
    auto meta_value = [&](const char* key) { return MetaValue(key); };
    const store::MetaTable meta(out_->meta_table);
    const std::optional<int64_t> code = meta.Int("exit_code");
    out_->meta.exit_code =
        code ? std::optional<int>(static_cast<int>(*code)) : std::optional<int>();
    out_->meta.duration_s = meta.Real("duration_s").value_or(-1.0);
    out_->meta.command = meta_value("command");
    out_->meta.database_problem =
        store::IntegrityProblem([&](const std::string& key) { return meta_value(key.c_str()); });
    if (!meta_value("detail_steps").empty()) {
      if (!tiers.ok()) return tiers.status();
      out_->meta.detail = std::move(*tiers);
      out_->meta.detail_replayed = true;
    }
    return base::Status::Ok();
  }

  // Feeds rank's database samples taken at or before `until` (its
  // CLOCK_MONOTONIC; kEndOfRun: all), in time order.
  void SamplesUpTo(uint32_t rank, int64_t until) {
    auto it = db_samples_.find(rank);
    if (it == db_samples_.end()) return;
    SampleQueue& q = it->second;
    if (!q.sorted) {
      std::stable_sort(q.begin(), q.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      q.sorted = true;
    }
    while (q.next < q.size() && q[q.next].first <= until) {
      (void)state_.OnMessage(rank, q[q.next++].second);
    }
  }

  // --- planning -------------------------------------------------------------

  // Runs once, before the first replayed record: everything that shapes the
  // ranks (database rows and names, spool HELLOs and names) is known then.
  void Begin() {
    if (begun_) return;
    begun_ = true;
    DecideRunIdentity();
    PlanRanks();
    SendHellosAndNames();
    if (tier_seed_) {
      // The meta rows came first (ReadDatabase's order).
      const store::MetaTable meta(out_->meta_table);
      tier_seed_->first_end_ns = meta.Int(store::kMetaRunFirstEnd).value_or(kMissing);
      tier_seed_->min_begin_ns = meta.Int(store::kMetaRunMinBegin).value_or(kMissing);
      state_.SeedWholeRun(*tier_seed_);
      out_->meta.whole_run_from_buckets = true;
      out_->meta.whole_run_rates = tier_seed_->first_end_ns != kMissing;
      tier_seed_.reset();
    }
    ReportBadFiles();
  }

  void DecideRunIdentity() {
    auto run_id = out_->meta_table.find("run_id");
    if (run_id != out_->meta_table.end()) run_id_ = run_id->second;
    if (const auto ws = store::MetaTable(out_->meta_table).Int("world_size")) {
      world_ = static_cast<uint32_t>(std::max(0, static_cast<int>(*ws)));
    }
    for (const store::RankRow& r : rows_) {
      world_ = std::max({world_, r.world_size, r.rank + 1});
    }
    // Without a database the first spool file decides, as the first
    // connection does live: by generation (rank-<r>.spool before its
    // rank-<r>.<n>.spool), then by name.
    const SpoolFile* first = nullptr;
    for (const SpoolFile& f : files_) {
      if (!f.has_hello) continue;
      if (first == nullptr || f.generation < first->generation) first = &f;
    }
    if (first != nullptr) {
      if (run_id_.empty()) run_id_ = first->hello.run_id;
      if (world_ == 0) world_ = first->hello.world_size;
    }
    world_ = std::min(std::max<uint32_t>(world_, 1), kMaxWorldSize);
  }

  void PlanRanks() {
    for (const store::RankRow& r : rows_) {
      RankPlan& p = ranks_[r.rank];
      p.in_database = true;
      p.row = r;
      p.last_step = r.last_step;
      p.finished = r.finished;
      p.goodbye.steps_done = r.steps;
      p.goodbye.dropped_records = r.dropped_records;
    }
    for (size_t i = 0; i < files_.size(); ++i) {
      SpoolFile& f = files_[i];
      f.accepted = f.has_hello && (run_id_.empty() || f.hello.run_id == run_id_) &&
                   f.hello.world_size == world_;
      if (f.accepted) {
        ranks_[f.hello.rank].files.push_back(i);
      } else if (f.has_hello) {
        out_->foreign_spools.push_back({f.path, f.hello.run_id, f.hello.world_size});
      }
    }
    out_->run_id = run_id_;
    out_->world_size = world_;
    for (const auto& [rank, names] : db_names_) {
      auto it = ranks_.find(rank);
      if (it == ranks_.end()) continue;  // names of a rank that never joined
      for (const auto& [id, name] : names) it->second.names.Add(id, name);
    }
    for (auto& [rank, p] : ranks_) {
      auto stream_of = [&](size_t i) {
        return Stream{files_[i].position, true, files_[i].generation, i};
      };
      std::sort(p.files.begin(), p.files.end(),
                [&](size_t a, size_t b) { return stream_of(a) < stream_of(b); });
      std::optional<Stream> last;
      if (p.in_database) last = Stream{p.row.last_step, false, 0, 0};
      for (size_t i : p.files) {
        SpoolFile& f = files_[i];
        for (const auto& [id, name] : f.names) {
          const int to = p.names.Resolve(id, name);
          if (to != id) f.id_map.emplace(id, to);
        }
        p.last_step = std::max(p.last_step, f.last_step);
        if (f.end == StreamEnd::kGoodbye) {
          p.finished = true;
          p.goodbye.steps_done = std::max(p.goodbye.steps_done, f.goodbye.steps_done);
          p.goodbye.dropped_records =
              std::max(p.goodbye.dropped_records, f.goodbye.dropped_records);
        }
        if (!last || *last < stream_of(i)) last = stream_of(i);
      }
      p.last_is_spool = last->spool;
      p.last_file = last->file;
      ends_.emplace_back(p.last_step, rank);
    }
    std::sort(ends_.begin(), ends_.end());
    for (const SpoolEvent& e : events_) {
      const SpoolFile& f = files_[e.file];
      if (!f.accepted) continue;
      if (const auto* rec = std::get_if<StepRecord>(&e.message)) {
        spool_steps_.emplace(std::make_pair(f.hello.rank, rec->step), StepSource::kSpool);
      }
    }
  }

  void SendHellosAndNames() {
    for (auto& [rank, p] : ranks_) {
      HelloInfo h;
      if (p.in_database) {
        const store::RankRow& r = p.row;
        h.local_rank = r.local_rank;
        h.host = r.host;
        h.pid = r.pid;
        h.mono_ns = 0;
        h.wall_ns = r.clock_offset_ns;  // offset = wall - mono
      } else {
        // Spool-only rank: its earliest file introduces it.
        h = files_[p.files.front()].hello;
        h.token.clear();
      }
      h.protocol_version = protocol::kProtocolVersion;
      h.run_id = run_id_;
      h.rank = rank;
      h.world_size = world_;
      (void)state_.OnMessage(rank, h);
      rank_of_host_.emplace(h.host, rank);
      if (p.in_database && p.row.sync_hook != 0 && p.row.sync_hook <= kMaxSyncHook) {
        // The database keeps only the latest sync hook report of a rank:
        // replay it as the heartbeat that carried it.
        Heartbeat hb;
        hb.sync_hook = static_cast<SyncHook>(p.row.sync_hook);
        hb.sync_hook_reason = p.row.sync_hook_reason;
        (void)state_.OnMessage(rank, hb);
      }
    }
    for (auto& [rank, p] : ranks_) {
      for (const auto& [id, name] : p.names.by_id()) {
        (void)state_.OnMessage(rank, NameInfo{id, name});
      }
    }
  }

  // Files that join no rank, and decode errors not reported when a rank
  // ends with them, are reported on connections of their own.
  void ReportBadFiles() {
    for (size_t i = 0; i < files_.size(); ++i) {
      const SpoolFile& f = files_[i];
      const uint64_t conn = next_spare_conn_;
      if (f.has_hello && !f.accepted) {
        ++next_spare_conn_;
        state_.OnConnect(conn, f.path);
        if (ranks_.empty()) {
          state_.OnDecodeError(conn, "HELLO does not match the run");
          continue;
        }
        // Refused by the run id / world size checks, as live.
        // The run id and world size of the replay are this class's, so
        // RunState refuses exactly the files PlanRanks did not accept.
        const bool refused = !state_.OnMessage(conn, f.hello).ok();
        STEPLENS_CHECK(refused, "replay accepted a refused spool HELLO");
        state_.OnDisconnect(conn, "refused", /*failure=*/false);
      } else if (f.end == StreamEnd::kDecodeError && !EndsRankWith(i)) {
        ++next_spare_conn_;
        state_.OnConnect(conn, f.path);
        state_.OnDecodeError(conn, f.error);
      }
    }
  }

  // True when file i is the last stream of a rank that did not finish, so
  // the rank ends with the file's decode error.
  bool EndsRankWith(size_t i) const {
    const SpoolFile& f = files_[i];
    if (!f.accepted) return false;
    const RankPlan& p = ranks_.at(f.hello.rank);
    return !p.finished && p.last_is_spool && p.last_file == i;
  }

  // --- replay ---------------------------------------------------------------

  // kEndOfRun flushes everything (a step may be clamped to it).
  void FlushSpoolBelow(int64_t step) {
    while (next_event_ < events_.size() && (events_[next_event_].key < step || step == kEndOfRun)) {
      Emit(events_[next_event_++]);
    }
  }

  void Emit(SpoolEvent& e) {
    const SpoolFile& f = files_[e.file];
    if (!f.accepted) return;
    const uint32_t rank = f.hello.rank;
    if (auto* rec = std::get_if<StepRecord>(&e.message)) {
      StepSource& source = spool_steps_.at({rank, rec->step});
      if (source != StepSource::kSpool) return;  // in the db, or replayed
      source = StepSource::kReplayed;
      ++out_->steps_from_spool;
      if (!f.id_map.empty()) Remap(f.id_map, rec);
      EndRanksBefore(ClampStep(rec->step));
    } else if (const auto* p = std::get_if<ProcessSample>(&e.message)) {
      if (db_process_.count({rank, p->mono_ns}) > 0) return;
    } else if (const auto* s = std::get_if<SystemSample>(&e.message)) {
      if (db_system_.count({f.hello.host, s->mono_ns}) > 0) return;
    }
    (void)state_.OnMessage(rank, e.message);
    if (std::holds_alternative<StepRecord>(e.message)) MaybeEvaluate();
  }

  // Moves a spool record's user phases and scalars to the replay's ids.
  static void Remap(const std::map<uint16_t, int>& id_map, StepRecord* rec) {
    auto to = [&](int id) {
      auto it = id_map.find(static_cast<uint16_t>(id));
      return it != id_map.end() ? it->second : id;
    };
    const StepRecord in = *rec;
    for (int id = kFirstUserPhase; id < kMaxPhases; ++id) {
      rec->cpu_ns[id] = kMissing;
      rec->gpu_ns[id] = kMissing;
    }
    for (int id = kFirstUserPhase; id < kMaxPhases; ++id) {
      const int t = to(id);
      if (!IsPhaseId(t)) continue;
      if (in.cpu_ns[id] != kMissing) rec->cpu_ns[t] = in.cpu_ns[id];
      if (in.gpu_ns[id] != kMissing) rec->gpu_ns[t] = in.gpu_ns[id];
    }
    rec->scalar_count = 0;
    const int n = std::min<int>(in.scalar_count, kMaxScalars);
    for (int i = 0; i < n; ++i) {
      const int t = to(in.scalars[i].name_id);
      if (t == kDroppedId) continue;
      rec->scalars[rec->scalar_count++] = Scalar{static_cast<uint16_t>(t), in.scalars[i].value};
    }
  }

  // Ends every rank whose last step (in any source) is below `step`.
  void EndRanksBefore(int64_t step) {
    while (next_end_ < ends_.size() && (ends_[next_end_].first < step || step == kEndOfRun)) {
      EndRank(ends_[next_end_].second);
      ++next_end_;
    }
  }

  void EndRank(uint32_t rank) {
    const RankPlan& p = ranks_.at(rank);
    const uint64_t conn = rank;
    if (p.finished) {
      (void)state_.OnMessage(conn, p.goodbye);
      state_.OnDisconnect(conn, kReplayEndReason, /*failure=*/false);
      return;
    }
    if (p.in_database) {
      Heartbeat hb;
      hb.steps_done = p.goodbye.steps_done;
      hb.dropped_records = p.goodbye.dropped_records;
      hb.current_step = p.last_step >= 0 ? static_cast<uint64_t>(p.last_step) : 0;
      (void)state_.OnMessage(conn, hb);
    }
    if (p.last_is_spool) {
      const SpoolFile& f = files_[p.last_file];
      if (f.end == StreamEnd::kDecodeError) {
        state_.OnDecodeError(conn, f.path + ": " + f.error);
      } else {
        state_.OnDisconnect(conn, kSpoolKilledReason, /*failure=*/true);
      }
      return;
    }
    const std::string reason =
        p.row.disconnect_reason.empty() ? std::string(kReplayEndReason) : p.row.disconnect_reason;
    state_.OnDisconnect(conn, reason, /*failure=*/p.row.failed);
  }

  LoadedRun* const out_;
  RunState& state_;
  bool begun_ = false;
  std::optional<RunState::TierSeed> tier_seed_;  // Begin() seeds the state with it

  // The database's meta value of `key`, "" when absent.
  std::string MetaValue(const char* key) const {
    auto it = out_->meta_table.find(key);
    return it != out_->meta_table.end() ? it->second : "";
  }
  std::string run_id_;
  uint32_t world_ = 0;

  std::vector<store::RankRow> rows_;
  std::map<uint32_t, std::vector<std::pair<uint16_t, std::string>>> db_names_;
  std::set<std::pair<uint32_t, int64_t>> db_process_;    // (rank, mono_ns)
  std::set<std::pair<std::string, int64_t>> db_system_;  // (host, mono_ns)
  // The database's samples per rank (a host's go to its first rank), fed as
  // that rank's steps pass their time (SamplesUpTo).
  struct SampleQueue : std::vector<std::pair<int64_t, protocol::Message>> {
    bool sorted = false;
    size_t next = 0;
  };
  std::map<uint32_t, SampleQueue> db_samples_;

  std::vector<SpoolFile> files_;
  std::vector<SpoolEvent> events_;  // by key
  size_t next_event_ = 0;
  std::map<std::pair<uint32_t, uint64_t>, StepSource> spool_steps_;

  std::map<uint32_t, RankPlan> ranks_;
  std::map<std::string, uint32_t> rank_of_host_;
  std::vector<std::pair<int64_t, uint32_t>> ends_;  // (last step, rank)
  size_t next_end_ = 0;
  uint64_t next_spare_conn_ = kFirstSpareConn;
};

}  // namespace

std::string ForeignSpoolLine(const ForeignSpool& spool, const LoadedRun& run) {
  const std::string file = std::filesystem::path(spool.path).filename().string();
  std::string line;
  if (spool.run_id != run.run_id) {
    line = file + " belongs to another run, '" + spool.run_id + "' (this directory holds run '" +
           run.run_id + "'): it was left out; move it into the directory of run '" + spool.run_id +
           "' and run `steplens report` there";
  } else {
    line = file + " says this run had " + std::to_string(spool.world_size) + " ranks, but it had " +
           std::to_string(run.world_size) +
           " (a restart with another world size in the same directory?): it was left out; "
           "move it into a directory of its own and run `steplens report` there";
  }
  return base::TerminalSafe(line);
}

base::StatusOr<LoadedRun> LoadRunForReport(const std::string& run_dir,
                                           const ReportOptions& options) {
  return LoadRunsForReport({run_dir}, options);
}

base::StatusOr<LoadedRun> LoadRunsForReport(const std::vector<std::string>& run_dirs,
                                            const ReportOptions& options) {
  if (run_dirs.empty()) return base::Status::Error("no run directory given");
  store::RunDirContents merged;
  std::set<std::string> seen;  // a directory named twice is read once
  for (const std::string& dir : run_dirs) {
    std::error_code ec;
    const std::string canonical = std::filesystem::weakly_canonical(dir, ec).string();
    if (!seen.insert(ec ? dir : canonical).second) continue;
    auto one = store::InspectRunDir(dir);
    if (!one.ok()) return one.status();
    if (one->has_database) {
      if (merged.has_database) {
        return base::Status::Error(
            "two run directories hold a database: " + merged.run_dir + " and " + dir +
            " (only node 0's directory has one; give the other nodes' directories for their "
            "spool files)");
      }
      merged.has_database = true;
      merged.database_path = one->database_path;
      merged.run_dir = dir;
    }
    merged.spool_files.insert(merged.spool_files.end(), one->spool_files.begin(),
                              one->spool_files.end());
  }
  if (merged.run_dir.empty()) merged.run_dir = run_dirs.front();
  LoadedRun out;
  out.state = std::make_unique<RunState>(ReplayOptions(options));
  out.meta.run_dir = merged.run_dir;
  out.spool_files = merged.spool_files.size();
  if (merged.has_database) {
    out.source = out.spool_files > 0 ? "database+spool" : "database";
  } else {
    out.source = "spool";
  }
  RunReplay replay(&out);
  base::Status st = replay.Run(merged);
  if (!st.ok()) return st;
  // The launcher's final health verdict when it stored one; else one from
  // what the records say (how the job ended is then unknown).
  out.state->RestoreHealth(out.meta_table, out.meta.exit_code);
  out.state->RestoreLayers(out.meta_table);
  out.state->RestoreSetup(out.meta_table);
  return out;
}

}  // namespace steplens::aggregator
