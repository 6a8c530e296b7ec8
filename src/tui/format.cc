#include "tui/format.h"

#include <cmath>
#include <cstdio>

namespace steplens::tui {

std::string FormatMs(double ms) {
  if (!std::isfinite(ms) || ms < 0) return kMissingText;
  char buf[32];
  if (ms >= 1000.0) std::snprintf(buf, sizeof buf, "%.2f s", ms / 1000.0);
  else if (ms >= 100.0) std::snprintf(buf, sizeof buf, "%.0f ms", ms);
  else if (ms >= 10.0) std::snprintf(buf, sizeof buf, "%.1f ms", ms);
  else std::snprintf(buf, sizeof buf, "%.2f ms", ms);
  return buf;
}

std::string FormatBytes(int64_t bytes) {
  if (bytes < 0) return kMissingText;
  static const char* kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int unit = 0;
  while (v >= 1024.0 && unit < 4) {
    v /= 1024.0;
    ++unit;
  }
  char buf[32];
  if (unit == 0) std::snprintf(buf, sizeof buf, "%lld B", static_cast<long long>(bytes));
  else std::snprintf(buf, sizeof buf, "%.1f %s", v, kUnits[unit]);
  return buf;
}

std::string FormatPct(double pct, bool sign) {
  if (!std::isfinite(pct)) return kMissingText;
  char buf[32];
  const double a = std::fabs(pct);
  const char* fmt = a >= 10.0 ? (sign ? "%+.0f%%" : "%.0f%%") : (sign ? "%+.1f%%" : "%.1f%%");
  // What rounds to zero is zero: never "-0.0%" (nor "+-0.0%").
  double shown = a >= 10.0 ? std::round(pct) : std::round(pct * 10.0) / 10.0;
  if (shown == 0.0) shown = 0.0;  // -0.0 becomes +0.0
  std::snprintf(buf, sizeof buf, fmt, shown);
  return buf;
}

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return kMissingText;
  char buf[32];
  if (seconds < 60.0) {
    std::snprintf(buf, sizeof buf, "%.1f s", seconds);
    return buf;
  }
  const long s = static_cast<long>(seconds);
  std::snprintf(buf, sizeof buf, "%02ld:%02ld:%02ld", s / 3600, (s / 60) % 60, s % 60);
  return buf;
}

std::string FormatRate(double per_sec) {
  if (!std::isfinite(per_sec) || per_sec < 0) return kMissingText;
  char buf[32];
  std::snprintf(buf, sizeof buf, per_sec >= 100.0 ? "%.0f" : "%.1f", per_sec);
  return buf;
}

std::string FormatRank(int rank) {
  if (rank < 0) return kMissingText;
  return "r" + std::to_string(rank);
}

int DisplayWidth(const std::string& s) {
  int w = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) ++w;  // count code points, not continuation bytes
  }
  return w;
}

std::string Fit(const std::string& s, int width, bool right_align) {
  if (width <= 0) return "";
  const int w = DisplayWidth(s);
  if (w == width) return s;
  if (w < width) {
    const std::string pad(static_cast<size_t>(width - w), ' ');
    return right_align ? pad + s : s + pad;
  }
  // Truncate at a code point boundary.
  std::string out;
  int seen = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) != 0x80) {
      if (seen == width) break;
      ++seen;
    }
    out.push_back(s[i]);
  }
  return out;
}

}  // namespace steplens::tui
