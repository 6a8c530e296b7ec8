// Deep-mode switches: the packed word the flusher hands to the training
// thread, and the live path — a HELLO that announces the control version, a
// DEEP_MODE from the aggregator published once per seq, and malformed
// control bytes dropping the link.
#include "recorder/deep_switch.h"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "base/clock.h"
#include "gtest/gtest.h"
#include "protocol/codec.h"
#include "steplens/recorder.h"
#include "transport/test_util.h"

namespace steplens::recorder {
namespace {

bool WaitFor(const std::function<bool()>& pred, int timeout_ms) {
  const int64_t deadline = base::MonotonicNs() + int64_t{timeout_ms} * 1'000'000;
  while (base::MonotonicNs() < deadline) {
    if (pred()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return pred();
}

DeepModeRequest Request(uint32_t seq, DeepMode mode, uint32_t period, uint32_t burst) {
  DeepModeRequest r;
  r.seq = seq;
  r.mode = mode;
  r.period = period;
  r.burst = burst;
  return r;
}

TEST(DeepSwitchTest, PackKeepsModePeriodAndBurst) {
  for (const DeepModeRequest& r :
       {Request(1, DeepMode::kOff, 0, 0), Request(2, DeepMode::kEvery, 0, 0),
        Request(3, DeepMode::kSampled, kMaxDeepPeriod, kMaxDeepPeriod),
        Request(4, DeepMode::kSampled, 100, 2)}) {
    const uint64_t word = DeepSwitchBox::Pack(7, r);
    EXPECT_EQ(word & 0xFFFF, 7u);
    const DeepModeRequest back = DeepSwitchBox::Unpack(word);
    EXPECT_EQ(back.mode, r.mode);
    EXPECT_EQ(back.period, r.period);
    EXPECT_EQ(back.burst, r.burst);
  }
}

TEST(DeepSwitchTest, PollSeesEachPublishOnceAndTheLastOneWins) {
  uint64_t seen = 0;
  DeepModeRequest got;
  while (DeepSwitchBox::Poll(&seen, &got)) {
  }  // whatever an earlier test published
  EXPECT_FALSE(DeepSwitchBox::Poll(&seen, &got));
  DeepSwitchBox::Publish(Request(1, DeepMode::kEvery, 0, 0));
  ASSERT_TRUE(DeepSwitchBox::Poll(&seen, &got));
  EXPECT_EQ(got.mode, DeepMode::kEvery);
  EXPECT_FALSE(DeepSwitchBox::Poll(&seen, &got));
  // The same switch again is a new word (the flusher filters repeats by seq).
  DeepSwitchBox::Publish(Request(2, DeepMode::kEvery, 0, 0));
  EXPECT_TRUE(DeepSwitchBox::Poll(&seen, &got));
  DeepSwitchBox::Publish(Request(3, DeepMode::kSampled, 10, 3));
  DeepSwitchBox::Publish(Request(4, DeepMode::kOff, 0, 0));
  ASSERT_TRUE(DeepSwitchBox::Poll(&seen, &got));
  EXPECT_EQ(got.mode, DeepMode::kOff);
  EXPECT_FALSE(DeepSwitchBox::Poll(&seen, &got));
}

// The rank's side of the live switch, against an aggregator in the test.
TEST(DeepSwitchTest, TheFlusherPublishesTheAggregatorsSwitchesAndDropsBadBytes) {
  transport::testing::LoopbackListener listener;
  RecorderOptions o;
  o.host = "127.0.0.1";
  o.port = listener.port;
  o.run_id = "deep-switch";
  o.rank = 1;
  o.world_size = 2;
  std::string error;
  ASSERT_TRUE(Start(o, &error)) << error;
  pollfd pfd{listener.fd, POLLIN, 0};
  ASSERT_EQ(poll(&pfd, 1, 10000), 1);
  const int fd = accept(listener.fd, nullptr, nullptr);
  ASSERT_GE(fd, 0);

  // The HELLO says the rank reads control messages of this version.
  protocol::FrameDecoder decoder;
  protocol::Message message;
  bool got_hello = false;
  char buf[4096];
  const int64_t until = base::MonotonicNs() + 10'000'000'000;
  while (!got_hello && base::MonotonicNs() < until) {
    const ssize_t n = recv(fd, buf, sizeof(buf), MSG_DONTWAIT);
    if (n > 0) decoder.Feed(std::string_view(buf, static_cast<size_t>(n)));
    if (decoder.Next(&message) == protocol::FrameDecoder::Result::kMessage) {
      ASSERT_TRUE(std::holds_alternative<HelloInfo>(message));
      EXPECT_EQ(std::get<HelloInfo>(message).control_version, protocol::kControlVersion);
      got_hello = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_TRUE(got_hello);

  uint64_t seen = 0;
  DeepModeRequest got;
  while (DeepSwitchBox::Poll(&seen, &got)) {
  }
  // seq 1 twice (the aggregator re-sends after a reconnect): published once.
  std::string out;
  protocol::EncodeDeepMode(Request(1, DeepMode::kEvery, 0, 0), &out);
  protocol::EncodeDeepMode(Request(1, DeepMode::kEvery, 0, 0), &out);
  protocol::EncodeDeepMode(Request(2, DeepMode::kSampled, 10, 3), &out);
  ASSERT_EQ(send(fd, out.data(), out.size(), MSG_NOSIGNAL), static_cast<ssize_t>(out.size()));
  ASSERT_TRUE(WaitFor([] { return Stats().deep_switches == 2; }, 10000))
      << Stats().deep_switches << " " << Stats().last_error;
  ASSERT_TRUE(DeepSwitchBox::Poll(&seen, &got));
  EXPECT_EQ(got.mode, DeepMode::kSampled);
  EXPECT_EQ(got.period, 10u);
  EXPECT_EQ(got.burst, 3u);
  EXPECT_TRUE(Stats().connected);

  // A frame that is no control message: the link is dropped, the rank goes on.
  out.clear();
  Goodbye bye;
  protocol::EncodeGoodbye(bye, &out);
  ASSERT_EQ(send(fd, out.data(), out.size(), MSG_NOSIGNAL), static_cast<ssize_t>(out.size()));
  EXPECT_TRUE(WaitFor([] { return !Stats().connected; }, 10000));
  EXPECT_NE(Stats().last_error.find("malformed control message"), std::string::npos)
      << Stats().last_error;
  EXPECT_FALSE(DeepSwitchBox::Poll(&seen, &got));
  close(fd);
  Shutdown(500);
}

}  // namespace
}  // namespace steplens::recorder
