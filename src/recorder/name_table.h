// recorder/name_table.h — interned user-phase and scalar names.
//
// Contract
// - Maps a name to a small id, once per process: user phases (trace_time
//   regions) get ids kFirstUserPhase..kMaxPhases-1, scalar names
//   (steplens.log keys) get kFirstScalarId..kFirstScalarId+kMaxScalarNames-1.
//   The two spaces are separate: "loss" may be both a region and a scalar.
//   Module names of deep mode (steplens/layers.h) are a third space:
//   kFirstLayerNameId..kFirstLayerNameId+kMaxLayers-1 (InternLayer).
// - Ids are stable for the life of the table and the table only grows, so a
//   consumer can remember how many entries it has announced (names()[0..n))
//   and send only the new ones; every new connection or spool file announces
//   all of them after its HELLO.
// - Thread-safe (one mutex); not hot path: Intern may allocate. Returns -1
//   when the relevant space is full or the name is empty/too long.
#ifndef STEPLENS_RECORDER_NAME_TABLE_H_
#define STEPLENS_RECORDER_NAME_TABLE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/mutex.h"
#include "steplens/layers.h"
#include "steplens/record.h"

namespace steplens::recorder {

inline constexpr int kFirstScalarId = 256;
inline constexpr int kMaxScalarNames = 256;
// Strings on the wire carry a u16 length; keep names far below it.
inline constexpr size_t kMaxNameBytes = 1024;

class NameTable {
 public:
  int InternPhase(std::string_view name);
  int InternScalar(std::string_view name);
  int InternLayer(std::string_view name);

  // Appends the entries from index `from` on to *out (in interning order)
  // and returns the table size.
  size_t CopySince(size_t from, std::vector<NameInfo>* out) const;
  size_t size() const;

 private:
  enum class Space { kPhase, kScalar, kLayer };
  static Space SpaceOf(int id);
  int Intern(std::string_view name, Space space);

  mutable base::Mutex mu_;
  std::vector<NameInfo> entries_ STEPLENS_GUARDED_BY(mu_);  // interning order, both spaces
  int phase_count_ STEPLENS_GUARDED_BY(mu_) = 0;
  int scalar_count_ STEPLENS_GUARDED_BY(mu_) = 0;
  int layer_count_ STEPLENS_GUARDED_BY(mu_) = 0;
};

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_NAME_TABLE_H_
