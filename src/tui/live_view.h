// tui/live_view.h — the live terminal view of a running job.
//
// Contract
// - RenderScreen() and RenderCompact() are pure: a Snapshot (a copy of the
//   aggregator's state) plus view context in, lines of text out. They are
//   tested as goldens (fixed size screen → text).
// - TerminalView owns the terminal while the job runs (ncurses full screen,
//   redrawn about once a second); it is used only when stdout is a TTY.
//   Start() fails (returns false) if the terminal cannot be initialised, and
//   the caller falls back to the compact plain-text block.
// - Only the CLI's main thread calls TerminalView.
#ifndef STEPLENS_TUI_LIVE_VIEW_H_
#define STEPLENS_TUI_LIVE_VIEW_H_

#include <deque>
#include <string>
#include <vector>

#include "aggregator/run_state.h"

namespace steplens::tui {

struct ViewContext {
  std::string run_dir;
  double elapsed_s = 0.0;
  bool job_running = true;
  std::vector<std::string> output_tail;  // last lines of the job's output
};

// Full-screen layout for a width × height terminal; returns exactly `height`
// lines, each exactly `width` columns.
std::vector<std::string> RenderScreen(const aggregator::Snapshot& snap, const ViewContext& ctx,
                                      int width, int height);

// A compact block of a few lines for non-terminal output.
std::vector<std::string> RenderCompact(const aggregator::Snapshot& snap, const ViewContext& ctx);

// Keeps the last N complete lines of a byte stream (the job's output).
class LineTail {
 public:
  explicit LineTail(size_t max_lines) : max_lines_(max_lines) {}
  void Append(std::string_view bytes);
  std::vector<std::string> Lines() const;

 private:
  size_t max_lines_;
  std::deque<std::string> lines_;
  std::string partial_;
};

class TerminalView {
 public:
  TerminalView() = default;
  ~TerminalView();
  bool Start();
  // Reads pending input, applying terminal resizes to width()/height();
  // call before rendering a frame for the current size.
  void PollInput();
  void Draw(const std::vector<std::string>& lines);
  void Stop();
  int width() const;
  int height() const;

 private:
  bool started_ = false;
};

}  // namespace steplens::tui

#endif  // STEPLENS_TUI_LIVE_VIEW_H_
