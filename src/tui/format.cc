#include "tui/format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <utility>

namespace steplens::tui {

std::string FormatMs(double ms) {
  if (!std::isfinite(ms) || ms < 0) return kMissingText;
  char buf[32];
  if (ms >= 1000.0)
    std::snprintf(buf, sizeof buf, "%.2f s", ms / 1000.0);
  else if (ms >= 100.0)
    std::snprintf(buf, sizeof buf, "%.0f ms", ms);
  else if (ms >= 10.0)
    std::snprintf(buf, sizeof buf, "%.1f ms", ms);
  else
    std::snprintf(buf, sizeof buf, "%.2f ms", ms);
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
  if (unit == 0)
    std::snprintf(buf, sizeof buf, "%lld B", static_cast<long long>(bytes));
  else
    std::snprintf(buf, sizeof buf, "%.1f %s", v, kUnits[unit]);
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
  if (per_sec >= 1e6) {
    std::snprintf(buf, sizeof buf, "%.2fM", per_sec / 1e6);
  } else if (per_sec >= 1e4) {
    std::snprintf(buf, sizeof buf, "%.1fk", per_sec / 1e3);
  } else {
    std::snprintf(buf, sizeof buf, per_sec >= 100.0 ? "%.0f" : "%.1f", per_sec);
  }
  return buf;
}

std::string Sparkline(const std::vector<double>& values, int width) {
  static constexpr const char* kBlocks[] = {"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
  const int n = static_cast<int>(values.size());
  if (n == 0 || width <= 0) return "";
  const int cells = std::min(n, width);
  std::vector<double> cell(static_cast<size_t>(cells), std::nan(""));
  double lo = INFINITY, hi = -INFINITY;
  for (int c = 0; c < cells; ++c) {
    double sum = 0;
    int count = 0;
    for (int i = c * n / cells; i < (c + 1) * n / cells; ++i) {
      const double v = values[static_cast<size_t>(i)];
      if (std::isfinite(v)) sum += v, ++count;
    }
    if (count == 0) continue;
    cell[static_cast<size_t>(c)] = sum / count;
    lo = std::min(lo, sum / count);
    hi = std::max(hi, sum / count);
  }
  if (!(lo <= hi)) return "";
  std::string out;
  for (double v : cell) {
    if (std::isnan(v)) {
      out += ' ';
      continue;
    }
    const int level = hi > lo ? static_cast<int>(std::lround((v - lo) / (hi - lo) * 7)) : 3;
    out += kBlocks[std::clamp(level, 0, 7)];
  }
  return out;
}

std::string FormatFlops(double flops_per_sec) {
  if (!std::isfinite(flops_per_sec) || flops_per_sec < 0) return kMissingText;
  constexpr std::pair<double, const char*> kPrefixes[] = {
      {1e15, "PFLOP/s"}, {1e12, "TFLOP/s"}, {1e9, "GFLOP/s"}, {1e6, "MFLOP/s"}, {1e3, "kFLOP/s"}};
  for (const auto& [scale, unit] : kPrefixes) {
    if (flops_per_sec >= scale) return FormatRate(flops_per_sec / scale) + " " + unit;
  }
  return FormatRate(flops_per_sec) + " FLOP/s";
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

namespace {

// Byte length of the first `columns` code points of s[at..].
size_t BytesOfColumns(const std::string& s, size_t at, int columns) {
  size_t i = at;
  int seen = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) != 0x80) {
      if (seen == columns) break;
      ++seen;
    }
    ++i;
  }
  return i - at;
}

bool EndsWith(const std::string& s, const char* suffix) {
  const std::string_view tail(suffix);
  return s.size() > tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string Spaced(std::string name) {
  std::replace(name.begin(), name.end(), '_', ' ');
  return name;
}

}  // namespace

std::vector<std::string> Wrap(const std::string& text, int width) {
  width = std::max(width, 1);
  std::vector<std::string> lines;
  std::string line;
  int line_width = 0;
  size_t at = 0;
  while (at < text.size()) {
    if (text[at] == ' ' || text[at] == '\n') {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
    std::string word = text.substr(at, end - at);
    at = end;
    int word_width = DisplayWidth(word);
    if (line_width > 0 && line_width + 1 + word_width <= width) {
      line += " " + word;
      line_width += 1 + word_width;
      continue;
    }
    if (line_width > 0) {
      lines.push_back(std::move(line));
      line.clear();
      line_width = 0;
    }
    while (word_width > width) {  // longer than a line: split it
      const size_t cut = BytesOfColumns(word, 0, width);
      lines.push_back(word.substr(0, cut));
      word.erase(0, cut);
      word_width -= width;
    }
    line = std::move(word);
    line_width = word_width;
  }
  if (!line.empty() || lines.empty()) lines.push_back(std::move(line));
  return lines;
}

std::vector<std::string> WrapUnder(const std::string& head, const std::string& text, int indent,
                                   int width) {
  std::vector<std::string> out;
  if (width - indent < kMinWrapColumns) {
    constexpr int kNarrowIndent = 2;
    const std::string pad(kNarrowIndent, ' ');
    if (head.find_first_not_of(' ') != std::string::npos) out.push_back(head);
    for (auto& l : Wrap(text, width - kNarrowIndent)) out.push_back(pad + l);
    return out;
  }
  const std::string pad(static_cast<size_t>(indent), ' ');
  std::vector<std::string> body = Wrap(text, width - indent);
  for (size_t i = 0; i < body.size(); ++i) {
    out.push_back((i == 0 ? Fit(head, indent) : pad) + body[i]);
  }
  return out;
}

std::string EvidencePair(const std::string& key, const std::string& value_text) {
  return Spaced(key) + " " + value_text;
}

std::string EvidencePair(const std::string& key, double value) {
  struct Unit {
    const char* suffix;
    bool keeps_name;  // "cost_share" stays "cost share"; "lateness_ms" is "lateness"
    std::string (*format)(double);
  };
  static const Unit kUnits[] = {
      {"_ms", false, [](double v) { return FormatMs(v); }},
      {"_pct", false, [](double v) { return FormatPct(v, false); }},
      {"_share", true, [](double v) { return FormatPct(v * 100.0, false); }},
      {"_bytes", false,
       [](double v) {
         return std::isfinite(v) ? FormatBytes(static_cast<int64_t>(v)) : std::string(kMissingText);
       }},
      {"_s", false, [](double v) { return FormatDuration(v); }},
  };
  for (const Unit& unit : kUnits) {
    if (!EndsWith(key, unit.suffix)) continue;
    const std::string name =
        unit.keeps_name ? key : key.substr(0, key.size() - std::string_view(unit.suffix).size());
    return EvidencePair(name, unit.format(value));
  }
  if (!std::isfinite(value)) return EvidencePair(key, kMissingText);
  char buf[32];
  std::snprintf(buf, sizeof buf, std::fabs(value) >= 100 ? "%.0f" : "%.3g", value);
  return EvidencePair(key, buf);
}

std::string JitterText(double p50_ms, double p95_ms, double robust_cv) {
  if (!std::isfinite(p95_ms)) return "";
  char cv[32] = "—";
  if (std::isfinite(robust_cv)) std::snprintf(cv, sizeof cv, "%.2f", robust_cv);
  return "step p50 " + FormatMs(p50_ms) + "  p95 " + FormatMs(p95_ms) + "  robust CV " + cv;
}

}  // namespace steplens::tui
