#include "aggregator/report.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <utility>
#include <vector>

#include "protocol/codec.h"
#include "store/store.h"

namespace steplens::aggregator {
namespace {

constexpr size_t kSpoolChunkBytes = 256 * 1024;
constexpr const char* kReplayEndReason = "end of recorded run";

RunStateOptions ReplayOptions() {
  RunStateOptions o;
  o.hello_timeout_ms = 0;  // every HELLO is replayed before any step
  return o;
}

std::optional<int> ParseInt(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (errno != 0 || end == s.c_str() || *end != '\0') return std::nullopt;
  return static_cast<int>(v);
}

double ParseDouble(const std::string& s, double fallback) {
  if (s.empty()) return fallback;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || *end != '\0') return fallback;
  return v;
}

// --- database ---------------------------------------------------------------

base::Status ReplayDatabase(const std::string& path, LoadedRun* out) {
  RunState& state = *out->state;
  std::vector<store::RankRow> rows;
  std::map<std::string, uint32_t> rank_of_host;
  // Ranks in the order their streams end: after their last step.
  std::vector<std::pair<int64_t, size_t>> ends;
  size_t next_end = 0;
  bool hellos_sent = false;

  auto end_rank = [&](const store::RankRow& row) {
    if (row.finished) {
      Goodbye g;
      g.steps_done = row.steps;
      g.dropped_records = row.dropped_records;
      (void)state.OnMessage(row.rank, g);
    } else {
      Heartbeat hb;
      hb.steps_done = row.steps;
      hb.dropped_records = row.dropped_records;
      hb.current_step = row.last_step >= 0 ? static_cast<uint64_t>(row.last_step) : 0;
      (void)state.OnMessage(row.rank, hb);
    }
    const std::string reason = row.disconnect_reason.empty()
                                   ? std::string(kReplayEndReason)
                                   : row.disconnect_reason;
    state.OnDisconnect(row.rank, reason, /*failure=*/row.failed);
  };
  auto send_hellos = [&] {
    if (hellos_sent) return;
    hellos_sent = true;
    uint32_t world = 1;
    auto ws = out->meta_table.find("world_size");
    if (ws != out->meta_table.end()) {
      world = static_cast<uint32_t>(std::max(1, ParseInt(ws->second).value_or(1)));
    }
    for (const store::RankRow& r : rows) world = std::max({world, r.world_size, r.rank + 1});
    for (size_t i = 0; i < rows.size(); ++i) {
      const store::RankRow& r = rows[i];
      HelloInfo h;
      h.protocol_version = protocol::kProtocolVersion;
      h.run_id = out->meta_table["run_id"];
      h.rank = r.rank;
      h.local_rank = r.local_rank;
      h.world_size = world;
      h.host = r.host;
      h.pid = r.pid;
      h.mono_ns = 0;
      h.wall_ns = r.clock_offset_ns;  // offset = wall - mono
      (void)state.OnMessage(r.rank, h);
      rank_of_host.emplace(r.host, r.rank);
      ends.emplace_back(r.last_step, i);
    }
    std::sort(ends.begin(), ends.end());
  };
  auto end_ranks_before = [&](int64_t step) {
    while (next_end < ends.size() && ends[next_end].first < step) {
      end_rank(rows[ends[next_end].second]);
      ++next_end;
    }
  };

  store::RunReader reader;
  reader.on_meta = [&](const std::string& k, const std::string& v) {
    out->meta_table[k] = v;
  };
  reader.on_rank = [&](const store::RankRow& row) { rows.push_back(row); };
  reader.on_name = [&](uint32_t rank, uint16_t id, const std::string& name) {
    send_hellos();
    NameInfo n;
    n.id = id;
    n.name = name;
    (void)state.OnMessage(rank, n);
  };
  reader.on_step = [&](uint32_t rank, const StepRecord& rec) {
    send_hellos();
    end_ranks_before(static_cast<int64_t>(rec.step));
    (void)state.OnMessage(rank, rec);
  };
  reader.on_process_sample = [&](uint32_t rank, const ProcessSample& s) {
    send_hellos();
    (void)state.OnMessage(rank, s);
  };
  reader.on_system_sample = [&](const std::string& host, const SystemSample& s) {
    send_hellos();
    auto it = rank_of_host.find(host);
    if (it != rank_of_host.end()) (void)state.OnMessage(it->second, s);
  };
  base::Status st = store::ReadDatabase(path, reader);
  if (!st.ok()) return st;
  send_hellos();
  end_ranks_before(std::numeric_limits<int64_t>::max());
  state.OnShutdown(kReplayEndReason);

  auto meta_value = [&](const char* key) -> std::string {
    auto it = out->meta_table.find(key);
    return it != out->meta_table.end() ? it->second : "";
  };
  out->meta.exit_code = ParseInt(meta_value("exit_code"));
  out->meta.duration_s = ParseDouble(meta_value("duration_s"), -1.0);
  out->meta.command = meta_value("command");
  return base::Status::Ok();
}

// --- spool files ------------------------------------------------------------

struct SpoolStream {
  std::string path;
  uint64_t conn = 0;
  uint64_t offset = 0;
  bool eof = false;
  bool done = false;
  protocol::FrameDecoder decoder;
  protocol::Message next;
  int64_t key = -1;  // step of the last step record (order key)
};

// Reads the next chunk of the file (opened per chunk: thousands of spool
// files must not hold thousands of descriptors).
bool ReadChunk(SpoolStream* s, std::string* buf) {
  std::ifstream in(s->path, std::ios::binary);
  if (!in) return false;
  in.seekg(static_cast<std::streamoff>(s->offset));
  buf->resize(kSpoolChunkBytes);
  in.read(buf->data(), static_cast<std::streamsize>(buf->size()));
  buf->resize(static_cast<size_t>(std::max<std::streamsize>(0, in.gcount())));
  s->offset += buf->size();
  return true;
}

// Decodes the stream's next message into s->next. False when it ended.
bool Advance(SpoolStream* s, RunState* state, LoadedRun* out,
             std::string* buf) {
  if (s->done) return false;
  for (;;) {
    switch (s->decoder.Next(&s->next)) {
      case protocol::FrameDecoder::Result::kMessage:
        if (const auto* rec = std::get_if<StepRecord>(&s->next)) {
          s->key = static_cast<int64_t>(std::min<uint64_t>(
              rec->step, std::numeric_limits<int64_t>::max()));
        }
        return true;
      case protocol::FrameDecoder::Result::kError:
        state->OnDecodeError(s->conn, s->path + ": " + s->decoder.error());
        s->done = true;
        return false;
      case protocol::FrameDecoder::Result::kNeedMore:
        break;
    }
    if (!s->eof) {
      if (!ReadChunk(s, buf)) {
        state->OnDecodeError(s->conn, "cannot read " + s->path);
        s->done = true;
        return false;
      }
      if (buf->empty()) {
        s->eof = true;
      } else {
        s->decoder.Feed(*buf);
      }
      continue;
    }
    // End of file.
    if (s->decoder.pending_bytes() > 0) {
      state->OnTruncatedTail(s->conn, s->decoder.pending_bytes());
      ++out->truncated_tails;
    }
    state->OnDisconnect(s->conn,
                        "spool ended without GOODBYE (process killed?)",
                        /*failure=*/true);
    s->done = true;
    return false;
  }
}

base::Status ReplaySpools(const std::vector<std::string>& files,
                          LoadedRun* out) {
  RunState& state = *out->state;
  std::vector<SpoolStream> streams(files.size());
  std::string buf;
  using Entry = std::pair<int64_t, size_t>;  // (key, stream), min-heap
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
  size_t readable = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    streams[i].path = files[i];
    streams[i].conn = i;
    std::ifstream probe(files[i], std::ios::binary);
    if (probe) ++readable;
    if (Advance(&streams[i], &state, out, &buf)) heap.emplace(streams[i].key, i);
  }
  if (readable == 0) {
    return base::Status::Error("no spool file in " + out->meta.run_dir +
                               " could be read");
  }
  while (!heap.empty()) {
    const size_t i = heap.top().second;
    heap.pop();
    SpoolStream& s = streams[i];
    base::Status st = state.OnMessage(s.conn, s.next);
    if (!st.ok()) {
      state.OnDisconnect(s.conn, s.path + ": " + st.message(), /*failure=*/true);
      s.done = true;
      continue;
    }
    if (Advance(&s, &state, out, &buf)) heap.emplace(s.key, i);
  }
  state.OnShutdown(kReplayEndReason);
  return base::Status::Ok();
}

}  // namespace

base::StatusOr<LoadedRun> LoadRunForReport(const std::string& run_dir) {
  auto contents = store::InspectRunDir(run_dir);
  if (!contents.ok()) return contents.status();
  LoadedRun out;
  out.state = std::make_unique<RunState>(ReplayOptions());
  out.meta.run_dir = run_dir;
  out.spool_files = contents->spool_files.size();
  if (contents->has_database) {
    out.source = "database";
    base::Status st = ReplayDatabase(contents->database_path, &out);
    if (!st.ok()) return st;
  } else {
    out.source = "spool";
    base::Status st = ReplaySpools(contents->spool_files, &out);
    if (!st.ok()) return st;
  }
  return out;
}

}  // namespace steplens::aggregator
