// tui/format.h — number formatting shared by the live view and the summary.
//
// Contract: pure functions, no state. Missing values (NaN, kMissing, JSON
// null) render as "—" so a reader never mistakes "not measured" for zero.
#ifndef STEPLENS_TUI_FORMAT_H_
#define STEPLENS_TUI_FORMAT_H_

#include <cstdint>
#include <string>
#include <vector>

namespace steplens::tui {

inline constexpr const char* kMissingText = "—";

std::string FormatMs(double ms);               // "12.3 ms", "1.23 s", "—"
std::string FormatBytes(int64_t bytes);        // "512.0 MiB", "—" for < 0
std::string FormatPct(double pct, bool sign);  // "+34%", "12.5%", "—"
std::string FormatDuration(double seconds);    // "12.3 s", "01:02:03"
std::string FormatRank(int rank);              // "r3", "—" for < 0
std::string FormatRate(double per_sec);
// A sparkline of `values` (oldest first) in at most `width` cells: ▁..█
// from the minimum to the maximum, each cell the mean of its values; a cell
// without a value is a space. "" when there is no value.
std::string Sparkline(const std::vector<double>& values, int width);
// FLOP/s with its prefix: "850 MFLOP/s", "12.3 GFLOP/s", "405 TFLOP/s".
std::string FormatFlops(double flops_per_sec);  // "12.3", "4567", "12.3k", "1.25M"; "—" unknown
// Pads or truncates to exactly `width` display columns (UTF-8 aware).
std::string Fit(const std::string& s, int width, bool right_align = false);
int DisplayWidth(const std::string& s);

// Word-wraps `text` into lines of at most `width` display columns: breaks at
// spaces, splits a word longer than a line, drops the spaces at a break.
// Always at least one line; a width below 1 is taken as 1.
std::vector<std::string> Wrap(const std::string& text, int width);

// A paragraph under a label: the first line starts with `head` (padded to
// `indent` columns), the following ones with `indent` spaces, every line at
// most `width` columns. Where the indent leaves fewer than kMinWrapColumns,
// the text wraps under the label at column 2 instead (narrow terminals).
inline constexpr int kMinWrapColumns = 24;
std::vector<std::string> WrapUnder(const std::string& head, const std::string& text, int indent,
                                   int width);

// One evidence item as a reader would say it: the key's unit suffix becomes a
// unit on the value ("lateness_ms" 21.4 -> "lateness 21.4 ms", "_pct" -> %,
// "_share" (a fraction) -> %, "_bytes" -> MiB/GiB, "_s" -> s) and underscores
// become spaces.
std::string EvidencePair(const std::string& key, double value);
std::string EvidencePair(const std::string& key, const std::string& value_text);

// The job's step-time jitter as the step tables print it (live view,
// terminal summary, report): "step p50 66.3 ms  p95 126 ms  robust CV 0.36".
// The figures are the step-time verdict's evidence (step_p50_ms,
// step_p95_ms, step_robust_cv: diagnoses.md "UNSTABLE"); "" when p95 is
// not measured.
std::string JitterText(double p50_ms, double p95_ms, double robust_cv);

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_FORMAT_H_
