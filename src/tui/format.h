// tui/format.h — number formatting shared by the live view and the summary.
//
// Contract: pure functions, no state. Missing values (NaN, kMissing, JSON
// null) render as "—" so a reader never mistakes "not measured" for zero.
#ifndef STEPLENS_TUI_FORMAT_H_
#define STEPLENS_TUI_FORMAT_H_

#include <cstdint>
#include <string>

namespace steplens::tui {

inline constexpr const char* kMissingText = "—";

std::string FormatMs(double ms);          // "12.3 ms", "1.23 s", "—"
std::string FormatBytes(int64_t bytes);   // "512.0 MiB", "—" for < 0
std::string FormatPct(double pct, bool sign);  // "+34%", "12.5%", "—"
std::string FormatDuration(double seconds);    // "12.3 s", "01:02:03"
std::string FormatRank(int rank);
std::string FormatRate(double per_sec);        // "12.3", "—" when unknown              // "r3", "—" for < 0
// Pads or truncates to exactly `width` display columns (UTF-8 aware).
std::string Fit(const std::string& s, int width, bool right_align = false);
int DisplayWidth(const std::string& s);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_FORMAT_H_
