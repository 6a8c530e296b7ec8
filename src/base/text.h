// base/text.h — untrusted text made safe for JSON and for terminals.
//
// Contract (header-only, pure, never throws)
// - IsValidUtf8(s): s is well-formed UTF-8 (no overlongs, surrogates or
//   code points past U+10FFFF).
// - ToValidUtf8(s): s with every ill-formed byte replaced by U+FFFD, so a
//   host name, phase name or path with stray bytes can go into JSON.
// - TerminalSafe(s): ToValidUtf8(s) with every control character (C0 but
//   newline, DEL, C1 — ESC and CSI among them) replaced by U+FFFD, so a
//   name from a rank or a file cannot move the cursor, recolour or retitle
//   the user's terminal.
#ifndef STEPLENS_BASE_TEXT_H_
#define STEPLENS_BASE_TEXT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace steplens::base {

namespace text_internal {

inline constexpr const char* kReplacement = "\xEF\xBF\xBD";  // U+FFFD

// Length of the well-formed UTF-8 sequence at s[i], or 0 if ill-formed;
// *cp receives its code point.
inline size_t Utf8SequenceAt(std::string_view s, size_t i, uint32_t* cp) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) {
    *cp = c;
    return 1;
  }
  size_t n;
  uint32_t v;
  uint32_t min;
  if ((c & 0xE0) == 0xC0) {
    n = 2, v = c & 0x1F, min = 0x80;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3, v = c & 0x0F, min = 0x800;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4, v = c & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((b(i + k) & 0xC0) != 0x80) return 0;
    v = (v << 6) | (b(i + k) & 0x3F);
  }
  if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
  *cp = v;
  return n;
}

template <typename Keep>
std::string Clean(std::string_view s, Keep keep) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    uint32_t cp = 0;
    const size_t n = Utf8SequenceAt(s, i, &cp);
    if (n == 0) {
      out += kReplacement;
      ++i;
    } else {
      if (keep(cp)) {
        out.append(s.substr(i, n));
      } else {
        out += kReplacement;
      }
      i += n;
    }
  }
  return out;
}

}  // namespace text_internal

inline bool IsValidUtf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    uint32_t cp = 0;
    const size_t n = text_internal::Utf8SequenceAt(s, i, &cp);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

inline std::string ToValidUtf8(std::string_view s) {
  if (IsValidUtf8(s)) return std::string(s);
  return text_internal::Clean(s, [](uint32_t) { return true; });
}

inline bool IsControl(uint32_t cp) { return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F); }

inline std::string TerminalSafe(std::string_view s) {
  return text_internal::Clean(s, [](uint32_t cp) { return cp == '\n' || !IsControl(cp); });
}

}  // namespace steplens::base

#endif  // STEPLENS_BASE_TEXT_H_
