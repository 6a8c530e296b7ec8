#include "cli/hang_stacks.h"

#include <signal.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

#include "aggregator/stack_dump.h"
#include "cli/run_launch.h"
#include "diagnosis/health.h"
#include "steplens/record.h"

namespace steplens::cli {

HangStacks::HangStacks(aggregator::RunState* state, std::string run_dir)
    : state_(state), run_dir_(std::move(run_dir)), host_(HostName()) {}

void HangStacks::Tick(Clock::time_point now) {
  if (state_->Health().label != diagnosis::kHang) {
    last_.reset();
    return;
  }
  if (last_ && now - *last_ < kStackRefresh) return;
  last_ = now;
  Take();
}

void HangStacks::Take() {
  struct Asked {
    uint32_t rank;
    int64_t offset;
  };
  std::vector<Asked> asked;
  for (const auto& [rank, pid, host] : state_->LiveRankPids()) {
    if (host != host_) {
      state_->SetRankStack(rank, "", "the rank runs on another host (" + host + ")");
      continue;
    }
    const int64_t offset = aggregator::StackFileSize(run_dir_, rank);
    if (offset < 0 || pid == 0) {
      // No stack file: faulthandler is not registered there, and the
      // signal's default action would end the rank. Never sent.
      state_->SetRankStack(rank, "", "the rank registered no stack dump (see its output for why)");
      continue;
    }
    if (kill(static_cast<pid_t>(pid), SIGRTMIN + kStackSignalOffset) != 0) {
      state_->SetRankStack(
          rank, "",
          std::string("cannot signal pid ") + std::to_string(pid) + ": " + std::strerror(errno));
      continue;
    }
    asked.push_back({rank, offset});
  }
  for (const Asked& a : asked) {
    aggregator::StackRead r = aggregator::ReadStackDump(run_dir_, a.rank, a.offset, kStackWaitMs);
    state_->SetRankStack(a.rank, std::move(r.frames), std::move(r.reason));
  }
}

}  // namespace steplens::cli
