// base/int64.h — unsigned 64-bit steps and counts as signed 64-bit integers.
//
// Contract: ClampToInt64(v) is v when it fits in int64_t, else INT64_MAX.
// Steps (and counts of steps or rows) are uint64_t in records and on the
// wire; SQLite integers, JSON numbers and the views' "-1 = none" fields are
// signed. The one conversion between them clamps instead of wrapping: a
// step beyond INT64_MAX never occurs in a real run, but one from a corrupt
// or hostile record must not come out negative (read as "none" or sorted
// first). constexpr, no allocation, any thread (the hot path too).
#ifndef STEPLENS_BASE_INT64_H_
#define STEPLENS_BASE_INT64_H_

#include <algorithm>
#include <cstdint>
#include <limits>

namespace steplens::base {

constexpr int64_t ClampToInt64(uint64_t v) noexcept {
  return static_cast<int64_t>(
      std::min<uint64_t>(v, static_cast<uint64_t>(std::numeric_limits<int64_t>::max())));
}

}  // namespace steplens::base

#endif  // STEPLENS_BASE_INT64_H_
