// aggregator/test_util.h — helpers shared by the aggregator's tests only.
//
// Contract: builds protocol messages with round numbers; header-only; no
// state beyond what the caller owns. Not part of the library.
#ifndef STEPLENS_AGGREGATOR_TEST_UTIL_H_
#define STEPLENS_AGGREGATOR_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>

#include "protocol/codec.h"
#include "steplens/layers.h"
#include "steplens/record.h"

namespace steplens::aggregator::testing {

inline constexpr int64_t kMs = 1'000'000;

inline HelloInfo MakeHello(uint32_t rank, uint32_t world_size, const std::string& run_id = "run1",
                           const std::string& host = "node0") {
  HelloInfo h;
  h.protocol_version = protocol::kProtocolVersion;
  h.run_id = run_id;
  h.rank = rank;
  h.local_rank = rank;
  h.world_size = world_size;
  h.host = host;
  h.pid = 1000 + rank;
  h.mono_ns = 0;
  h.wall_ns = 0;
  return h;
}

// HELLO from ranks 0..world-1 (MakeHello), each then announcing the scalar
// names (id, name) its records use: what a recorder sends first.
template <typename State>
void HelloWithScalars(State* state, uint32_t world,
                      std::initializer_list<std::pair<uint16_t, const char*>> names) {
  for (uint32_t r = 0; r < world; ++r) {
    ASSERT_TRUE(state->OnMessage(r, MakeHello(r, world)).ok());
    for (const auto& [id, name] : names) {
      NameInfo info;
      info.id = id;
      info.name = name;
      ASSERT_TRUE(state->OnMessage(r, info).ok());
    }
  }
}

// Deep mode's module names of one rank: NAME kFirstLayerNameId + slot, the
// slots numbered in the order given.
template <typename State>
void NameLayers(State* state, uint32_t rank, std::initializer_list<const char*> names) {
  uint16_t slot = 0;
  for (const char* name : names) {
    NameInfo info;
    info.id = static_cast<uint16_t>(kFirstLayerNameId + slot++);
    info.name = name;
    ASSERT_TRUE(state->OnMessage(rank, info).ok());
  }
}

// A step of `step_ms` starting at step * 100 ms, with forward/backward/
// optimizer durations (negative = not measured).
inline StepRecord MakeStep(uint64_t step, double step_ms, double fwd_ms = -1, double bwd_ms = -1,
                           double opt_ms = -1) {
  StepRecord r;
  r.step = step;
  r.begin_ns = static_cast<int64_t>(step) * 100 * kMs;
  r.end_ns = r.begin_ns + static_cast<int64_t>(step_ms * kMs);
  auto set = [&](Phase p, double ms) {
    if (ms >= 0) r.cpu_ns[static_cast<int>(p)] = static_cast<int64_t>(ms * kMs);
  };
  set(Phase::kForward, fwd_ms);
  set(Phase::kBackward, bwd_ms);
  set(Phase::kOptimizer, opt_ms);
  return r;
}

// A fake monotonic clock for RunStateOptions::clock.
struct FakeClock {
  std::shared_ptr<int64_t> now = std::make_shared<int64_t>(0);
  int64_t operator()() const { return *now; }
  void Advance(int64_t ns) const { *now += ns; }
};

}  // namespace steplens::aggregator::testing

#endif  // STEPLENS_AGGREGATOR_TEST_UTIL_H_
