// base/constant_time.h — comparing secrets without leaking where they differ.
//
// Contract
// - ConstantTimeEquals(a, b) is a == b, in time that depends only on the
//   lengths, never on the position of the first differing byte, so a peer
//   timing its rejections cannot guess a token byte by byte. Any thread;
//   never throws.
#ifndef STEPLENS_BASE_CONSTANT_TIME_H_
#define STEPLENS_BASE_CONSTANT_TIME_H_

#include <cstddef>
#include <string_view>

namespace steplens::base {

inline bool ConstantTimeEquals(std::string_view a, std::string_view b) {
  // The length of a token is no secret; its bytes are.
  volatile unsigned char diff = a.size() == b.size() ? 0 : 1;
  const size_t n = a.size() < b.size() ? a.size() : b.size();
  for (size_t i = 0; i < n; ++i) {
    diff = diff | static_cast<unsigned char>(a[i] ^ b[i]);
  }
  return diff == 0;
}

}  // namespace steplens::base

#endif  // STEPLENS_BASE_CONSTANT_TIME_H_
