#include "store/layer_table.h"

#include <sqlite3.h>

#include <algorithm>
#include <limits>

#include "store/sqlite_stmt.h"

namespace steplens::store {
namespace {

constexpr int kBusyTimeoutMs = 2000;
constexpr int kMaxVarintBytes = 10;  // 64 bits at 7 per byte
constexpr int kVarintPayloadBits = 7;
constexpr uint8_t kVarintMore = 0x80;
constexpr uint8_t kVarintPayload = 0x7F;

void PutVarint(uint64_t v, std::string* out) {
  while (v >= kVarintMore) {
    out->push_back(static_cast<char>((v & kVarintPayload) | kVarintMore));
    v >>= kVarintPayloadBits;
  }
  out->push_back(static_cast<char>(v));
}

// A value >= 0 as v + 1, missing (any negative) as 0.
void PutValue(int64_t v, std::string* out) {
  PutVarint(v < 0 ? 0 : static_cast<uint64_t>(v) + 1, out);
}

bool GetVarint(const uint8_t** p, const uint8_t* end, uint64_t* v) {
  uint64_t out = 0;
  for (int i = 0; i < kMaxVarintBytes; ++i) {
    if (*p == end) return false;
    const uint8_t b = *(*p)++;
    const int shift = i * kVarintPayloadBits;
    // The tenth byte holds the top bit only.
    if (i == kMaxVarintBytes - 1 && b > 1) return false;
    out |= static_cast<uint64_t>(b & kVarintPayload) << shift;
    if ((b & kVarintMore) == 0) {
      *v = out;
      return true;
    }
  }
  return false;
}

bool GetValue(const uint8_t** p, const uint8_t* end, int64_t* v) {
  uint64_t raw = 0;
  if (!GetVarint(p, end, &raw)) return false;
  if (raw == 0) {
    *v = kMissing;
    return true;
  }
  if (raw - 1 > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) return false;
  *v = static_cast<int64_t>(raw - 1);
  return true;
}

// A signed value, zigzag-encoded, as v' + 1; kMissingDelta as 0.
void PutSigned(int64_t v, std::string* out) {
  if (v == kMissingDelta) {
    PutVarint(0, out);
    return;
  }
  const uint64_t zigzag = (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63);
  PutVarint(zigzag + 1, out);
}

bool GetSigned(const uint8_t** p, const uint8_t* end, int64_t* v) {
  uint64_t raw = 0;
  if (!GetVarint(p, end, &raw)) return false;
  if (raw == 0) {
    *v = kMissingDelta;
    return true;
  }
  const uint64_t zigzag = raw - 1;
  *v = static_cast<int64_t>((zigzag >> 1) ^ (~(zigzag & 1) + 1));
  return true;
}

constexpr uint8_t kLayerEntriesVersionWithoutDelta = 1;

}  // namespace

std::string CreateLayerTableSql() {
  return "CREATE TABLE IF NOT EXISTS layer_steps("
         "step INTEGER, rank INTEGER, entries BLOB, "
         "PRIMARY KEY(step, rank)) WITHOUT ROWID;";
}

const char* InsertLayerStepSql() {
  return "INSERT OR REPLACE INTO layer_steps(step, rank, entries) VALUES(?1, ?2, ?3)";
}

const char* DeleteLayerStepsSql() {
  return "DELETE FROM layer_steps WHERE step >= ?1 AND step <= ?2";
}

std::string EncodeLayerEntries(const std::vector<LayerEntry>& entries) {
  std::string out;
  // version + ~4 bytes per field at millisecond times.
  out.reserve(1 + entries.size() * 18);
  out.push_back(static_cast<char>(kLayerEntriesVersion));
  for (const LayerEntry& e : entries) {
    PutVarint(e.slot, &out);
    PutValue(e.forward_ns, &out);
    PutValue(e.backward_ns, &out);
    PutValue(e.activation_bytes, &out);
    PutSigned(e.alloc_delta_bytes, &out);
  }
  return out;
}

bool DecodeLayerEntries(const void* data, size_t size, std::vector<LayerEntry>* out) {
  out->clear();
  const auto* p = static_cast<const uint8_t*>(data);
  if (size == 0 || p == nullptr) return false;
  const uint8_t version = *p;
  if (version != kLayerEntriesVersion && version != kLayerEntriesVersionWithoutDelta) return false;
  const uint8_t* end = p + size;
  ++p;
  while (p != end) {
    if (out->size() >= static_cast<size_t>(kMaxLayers)) return false;
    uint64_t slot = 0;
    LayerEntry e;
    if (!GetVarint(&p, end, &slot) || slot >= static_cast<uint64_t>(kMaxLayers)) return false;
    e.slot = static_cast<uint16_t>(slot);
    if (!GetValue(&p, end, &e.forward_ns) || !GetValue(&p, end, &e.backward_ns) ||
        !GetValue(&p, end, &e.activation_bytes)) {
      return false;
    }
    if (version == kLayerEntriesVersion && !GetSigned(&p, end, &e.alloc_delta_bytes)) return false;
    out->push_back(e);
  }
  return true;
}

// ---------------------------------------------------------------------------
// Reader.

base::StatusOr<std::unique_ptr<LayerScanner>> LayerScanner::Open(const std::string& database_path) {
  sqlite3* db = nullptr;
  const int rc = sqlite3_open_v2(database_path.c_str(), &db,
                                 SQLITE_OPEN_READONLY | SQLITE_OPEN_NOFOLLOW, nullptr);
  if (rc != SQLITE_OK) {
    const std::string msg = SqliteMessage(db);
    sqlite3_close(db);
    return base::Status::Error("cannot open run database " + database_path + ": " + msg);
  }
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  std::unique_ptr<LayerScanner> scanner(new LayerScanner(database_path, db));
  scanner->has_table_ = HasColumn(db, "layer_steps", "entries");
  return scanner;
}

LayerScanner::LayerScanner(std::string path, sqlite3* db) : path_(std::move(path)), db_(db) {}

LayerScanner::~LayerScanner() {
  scan_.reset();  // finalized before the connection closes
  sqlite3_close(db_);
}

base::Status LayerScanner::Error(const std::string& what) const {
  return base::Status::Error("cannot read " + what + " from " + path_ + ": " + SqliteMessage(db_));
}

base::StatusOr<LayerNames> LayerScanner::Names() {
  LayerNames names;
  Stmt st;
  if (st.Prepare(db_, "SELECT rank, id, name FROM names WHERE id >= ?1 AND id < ?2") != SQLITE_OK) {
    return Error("module names");
  }
  st.Int(1, kFirstLayerNameId);
  st.Int(2, kFirstLayerNameId + kMaxLayers);
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
    const int64_t rank = st.ColInt(0);
    if (rank < 0 || rank > std::numeric_limits<uint32_t>::max()) continue;
    names[{static_cast<uint32_t>(rank), static_cast<uint16_t>(st.ColInt(1) - kFirstLayerNameId)}] =
        st.ColText(2);
  }
  if (rc != SQLITE_DONE) return Error("module names");
  return names;
}

base::StatusOr<std::vector<uint64_t>> LayerScanner::LastSteps(size_t count) {
  std::vector<uint64_t> steps;
  if (!has_table_ || count == 0) return steps;
  Stmt st;
  // Distinct steps from the end of the key: the step-major key makes it a
  // walk over the newest rows only.
  if (st.Prepare(db_,
                 "SELECT DISTINCT step FROM layer_steps WHERE step >= 0 "
                 "ORDER BY step DESC LIMIT ?1") != SQLITE_OK) {
    return Error("profiled steps");
  }
  st.Int(1, static_cast<int64_t>(count));
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
    steps.push_back(static_cast<uint64_t>(st.ColInt(0)));
  }
  if (rc != SQLITE_DONE) return Error("profiled steps");
  return std::vector<uint64_t>(steps.rbegin(), steps.rend());
}

base::Status LayerScanner::Scan(
    uint64_t first, uint64_t last,
    const std::function<void(uint64_t step, uint32_t rank, const std::vector<LayerEntry>&)>& fn) {
  if (!has_table_ || first > last) return base::Status::Ok();
  constexpr uint64_t kMaxSignedStep = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  if (scan_ == nullptr) {
    auto st = std::make_unique<Stmt>();
    if (st->Prepare(db_,
                    "SELECT step, rank, entries FROM layer_steps WHERE step >= ?1 AND step <= ?2 "
                    "ORDER BY step, rank") != SQLITE_OK) {
      return Error("per-step layers");
    }
    scan_ = std::move(st);
  }
  Stmt& st = *scan_;
  sqlite3_reset(st.get());
  st.Int(1, static_cast<int64_t>(std::min(first, kMaxSignedStep)));
  st.Int(2, static_cast<int64_t>(std::min(last, kMaxSignedStep)));
  std::vector<LayerEntry> entries;
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(st.get())) == SQLITE_ROW) {
    const int64_t step = st.ColInt(0), rank = st.ColInt(1);
    const void* blob = sqlite3_column_blob(st.get(), 2);
    const auto size = static_cast<size_t>(sqlite3_column_bytes(st.get(), 2));
    if (step < 0 || rank < 0 || rank > std::numeric_limits<uint32_t>::max() ||
        !DecodeLayerEntries(blob, size, &entries)) {
      ++skipped_rows_;
      continue;
    }
    fn(static_cast<uint64_t>(step), static_cast<uint32_t>(rank), entries);
  }
  base::Status status = rc == SQLITE_DONE ? base::Status::Ok() : Error("per-step layers");
  sqlite3_reset(st.get());
  return status;
}

}  // namespace steplens::store
