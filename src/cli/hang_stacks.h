// cli/hang_stacks.h — the ranks' Python stacks while the run is hung.
//
// Contract
// - While the health verdict is HANG, Tick() asks every local rank for its
//   Python stacks (STACK_SIGNAL: faulthandler in the rank,
//   python/steplens/_failures.py) and hands the main thread's innermost
//   frames to the RunState; again every kStackRefresh while the hang lasts.
//   A rank on another host, or one that registered no stack dump (the
//   signal's default action would end it), is never signalled; the RunState
//   is told why there is no stack.
// - Called from `steplens run`'s supervising loop only; Tick() may block up
//   to kStackWaitMs while the ranks write their stacks.
#ifndef STEPLENS_CLI_HANG_STACKS_H_
#define STEPLENS_CLI_HANG_STACKS_H_

#include <chrono>
#include <optional>
#include <string>

#include "aggregator/run_state.h"

namespace steplens::cli {

// While HANG holds, the ranks' stacks are taken again this often.
inline constexpr auto kStackRefresh = std::chrono::seconds(30);
inline constexpr int kStackWaitMs = 1500;

class HangStacks {
 public:
  using Clock = std::chrono::steady_clock;

  HangStacks(aggregator::RunState* state, std::string run_dir);

  void Tick(Clock::time_point now);

 private:
  void Take();

  aggregator::RunState* state_;
  std::string run_dir_;
  std::string host_;
  std::optional<Clock::time_point> last_;
};

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_HANG_STACKS_H_
