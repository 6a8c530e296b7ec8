// store/layer_table.h — deep mode's per-step table (DESIGN.md §8): one row
// per (step, rank) holding that rank's modules of that step, declared once
// (schema, encoding, the writer's statements, the reader).
//
// Contract
// - Table (store.h's schema comment):
//     layer_steps(step, rank, entries BLOB, PRIMARY KEY(step, rank)) WITHOUT ROWID
//   written by Store::PutLayerStep() for each LAYERS frame (a rank's
//   measured modules of one step), pruned with the other detail rows when
//   the store is tiered. A module is a slot of its rank; its qualified name
//   is the names table's row (rank, kFirstLayerNameId + slot).
// - entries layout (all integers unsigned LEB128 varints):
//
//     +---------+-----------------------------------------------------------+
//     | version | entry 0 | entry 1 | ...                                     |
//     | = 2     | slot, forward_ns+1, backward_ns+1, act_bytes+1, delta'      |
//     +---------+-----------------------------------------------------------+
//
//   A value v >= 0 is stored as v + 1; missing (kMissing) as 0, so missing
//   is never zero. The signed allocator delta is stored zigzag-encoded + 1
//   (delta'; kMissingDelta as 0). Version 1 (written before the delta) has
//   no delta': it is read as not measured. ~11 bytes per module at sub-millisecond times and
//   megabytes (fixed 64-bit fields would be 26); one row per rank-step keeps the writer at one
//   insert per LAYERS frame, not one per module.
// - DecodeLayerEntries() reads bytes from a file (untrusted): it refuses
//   (false, *out unspecified) a wrong version, a truncated or over-long
//   varint, a slot >= kMaxLayers, a value beyond int64 or more than
//   kMaxLayers entries. It never reads past `size`.
// - LayerScanner opens a database read-only (a live run's WAL database too;
//   it never blocks the writer) and reads the table: Names() the module
//   names, Scan() rows of a step range in (step, rank) order, LastSteps()
//   the newest steps that have rows. A database without the table (older
//   than it, or a run without deep mode) reads as empty. One thread at a
//   time per scanner.
#ifndef STEPLENS_STORE_LAYER_TABLE_H_
#define STEPLENS_STORE_LAYER_TABLE_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/status.h"
#include "steplens/layers.h"

struct sqlite3;

namespace steplens::store {

class Stmt;

inline constexpr uint8_t kLayerEntriesVersion = 2;  // what is written; 1 is read too

std::string CreateLayerTableSql();
// ?1 step, ?2 rank, ?3 entries.
const char* InsertLayerStepSql();
// ?1 first step, ?2 last step (inclusive).
const char* DeleteLayerStepsSql();

std::string EncodeLayerEntries(const std::vector<LayerEntry>& entries);
[[nodiscard]] bool DecodeLayerEntries(const void* data, size_t size, std::vector<LayerEntry>* out);

// (rank, slot) -> qualified module name.
using LayerNames = std::map<std::pair<uint32_t, uint16_t>, std::string>;

class LayerScanner {
 public:
  [[nodiscard]] static base::StatusOr<std::unique_ptr<LayerScanner>> Open(
      const std::string& database_path);
  ~LayerScanner();
  LayerScanner(const LayerScanner&) = delete;
  LayerScanner& operator=(const LayerScanner&) = delete;

  bool has_table() const { return has_table_; }
  [[nodiscard]] base::StatusOr<LayerNames> Names();
  // The newest `count` distinct steps with rows, ascending.
  [[nodiscard]] base::StatusOr<std::vector<uint64_t>> LastSteps(size_t count);
  // fn once per row of a step in [first, last], by step then rank. A row
  // whose entries do not decode, or whose step or rank is negative, is
  // skipped and counted in skipped_rows().
  [[nodiscard]] base::Status Scan(
      uint64_t first, uint64_t last,
      const std::function<void(uint64_t step, uint32_t rank, const std::vector<LayerEntry>&)>& fn);
  uint64_t skipped_rows() const { return skipped_rows_; }

 private:
  LayerScanner(std::string path, sqlite3* db);
  base::Status Error(const std::string& what) const;

  const std::string path_;
  sqlite3* db_;
  std::unique_ptr<Stmt> scan_;  // Scan()'s statement, prepared once
  bool has_table_ = false;
  uint64_t skipped_rows_ = 0;
};

}  // namespace steplens::store

#endif  // STEPLENS_STORE_LAYER_TABLE_H_
