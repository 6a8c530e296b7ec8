// The aggregator -> rank direction (codec.h "Control messages"): DEEP_MODE
// round trips in any chunking, the HELLO's optional control version, and
// the rank's decoder refusing anything else without crashing.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "protocol/codec.h"

namespace steplens::protocol {
namespace {

DeepModeRequest Deep(uint32_t seq, DeepMode mode, uint32_t period, uint32_t burst) {
  DeepModeRequest r;
  r.seq = seq;
  r.mode = mode;
  r.period = period;
  r.burst = burst;
  return r;
}

std::vector<DeepModeRequest> DecodeControl(const std::string& bytes, size_t chunk,
                                           ControlDecoder* d) {
  std::vector<DeepModeRequest> out;
  ControlMessage m;
  for (size_t off = 0; off < bytes.size(); off += chunk) {
    d->Feed(std::string_view(bytes).substr(off, chunk));
    for (;;) {
      const auto r = d->Next(&m);
      if (r != ControlDecoder::Result::kMessage) break;
      out.push_back(std::get<DeepModeRequest>(m));
    }
  }
  return out;
}

TEST(ControlCodecTest, DeepModeRoundTripsInAnyChunking) {
  std::string bytes;
  EncodeDeepMode(Deep(1, DeepMode::kEvery, 0, 0), &bytes);
  EncodeDeepMode(Deep(2, DeepMode::kSampled, 100, 2), &bytes);
  EncodeDeepMode(Deep(3, DeepMode::kOff, 0, 0), &bytes);
  EncodeDeepMode(Deep(0xFFFFFFFF, DeepMode::kSampled, kMaxDeepPeriod, 1), &bytes);
  // The layout of wire-protocol.md: u32 length, u8 type 15, u32 seq, u8
  // mode, u32 period, u32 burst.
  ASSERT_EQ(bytes.size(), 4 * 18u);
  EXPECT_EQ(bytes.substr(0, 5), std::string("\x0e\x00\x00\x00\x0f", 5));
  for (size_t chunk : {size_t{1}, size_t{3}, size_t{7}, bytes.size()}) {
    ControlDecoder d;
    const auto got = DecodeControl(bytes, chunk, &d);
    ASSERT_EQ(got.size(), 4u) << "chunk " << chunk << ": " << d.error();
    EXPECT_EQ(got[0].seq, 1u);
    EXPECT_EQ(got[0].mode, DeepMode::kEvery);
    EXPECT_EQ(got[1].mode, DeepMode::kSampled);
    EXPECT_EQ(got[1].period, 100u);
    EXPECT_EQ(got[1].burst, 2u);
    EXPECT_EQ(got[2].mode, DeepMode::kOff);
    EXPECT_EQ(got[3].seq, 0xFFFFFFFFu);
    EXPECT_EQ(got[3].period, kMaxDeepPeriod);
    EXPECT_EQ(d.pending_bytes(), 0u);
    EXPECT_FALSE(d.failed());
  }
}

TEST(ControlCodecTest, RefusesWhatControlVersionOneDoesNotKnow) {
  struct Case {
    std::string bytes;
    std::string reason;
  };
  std::vector<Case> cases;
  auto deep = [](uint32_t seq, uint8_t mode, uint32_t period, uint32_t burst) {
    std::string b;
    EncodeDeepMode(Deep(seq, static_cast<DeepMode>(mode), period, burst), &b);
    return b;
  };
  cases.push_back({deep(0, 1, 0, 0), "seq 0"});
  cases.push_back({deep(1, 3, 0, 0), "mode 3"});
  cases.push_back({deep(1, 2, 10, 11), "burst 11"});
  cases.push_back({deep(1, 2, kMaxDeepPeriod + 1, 0), "period 1000001"});
  std::string truncated = deep(1, 1, 0, 0);
  truncated[0] = 10;  // the frame ends inside `period`
  cases.push_back({truncated.substr(0, 14), "truncated DEEP_MODE"});
  std::string goodbye;
  EncodeGoodbye(Goodbye{}, &goodbye);
  cases.push_back({goodbye, "frame type 7 is not a control message"});
  HelloInfo hello;
  hello.world_size = 1;
  std::string hello_bytes;
  EncodeHello(hello, &hello_bytes);
  cases.push_back({hello_bytes, "frame type 1"});
  cases.push_back({std::string("\x01\x10\x00\x00\x0f", 5), "control frame length 4097"});
  for (const Case& c : cases) {
    ControlDecoder d;
    ControlMessage m;
    d.Feed(c.bytes);
    EXPECT_EQ(d.Next(&m), ControlDecoder::Result::kError) << c.reason;
    EXPECT_NE(d.error().find(c.reason), std::string::npos) << d.error();
    // Sticky: a good frame after a bad one is not decoded.
    d.Feed(deep(5, 1, 0, 0));
    EXPECT_EQ(d.Next(&m), ControlDecoder::Result::kError);
  }
  // A rank stream may not carry DEEP_MODE: the aggregator's decoder refuses it.
  FrameDecoder fd;
  fd.Feed(hello_bytes + deep(1, 1, 0, 0));
  Message msg;
  EXPECT_EQ(fd.Next(&msg), FrameDecoder::Result::kMessage);
  EXPECT_EQ(fd.Next(&msg), FrameDecoder::Result::kError);
}

TEST(ControlCodecTest, RandomBytesNeverCrashTheRanksDecoder) {
  std::mt19937 rng(28);
  std::string good;
  for (uint32_t i = 1; i <= 8; ++i) EncodeDeepMode(Deep(i, DeepMode::kSampled, 50, 5), &good);
  for (int round = 0; round < 2000; ++round) {
    std::string bytes = good;
    const int flips = 1 + static_cast<int>(rng() % 6);
    for (int f = 0; f < flips; ++f) bytes[rng() % bytes.size()] = static_cast<char>(rng());
    ControlDecoder d;
    const auto got = DecodeControl(bytes, 1 + rng() % 9, &d);
    EXPECT_LE(got.size(), 8u);
    EXPECT_LE(d.pending_bytes(), kMaxControlFrameBytes + kFrameHeaderBytes + 9);
    for (const DeepModeRequest& r : got) {
      EXPECT_GE(r.seq, 1u);
      EXPECT_LE(static_cast<int>(r.mode), 2);
    }
  }
}

TEST(ControlCodecTest, HelloCarriesTheControlVersionAndOlderHellosHaveNone) {
  HelloInfo hello;
  hello.world_size = 2;
  hello.rank = 1;
  hello.run_id = "r";
  std::string old_bytes;
  EncodeHello(hello, &old_bytes);  // control_version 0: the original layout
  hello.control_version = kControlVersion;
  std::string bytes;
  EncodeHello(hello, &bytes);
  EXPECT_EQ(bytes.size(), old_bytes.size() + 1);
  for (const auto& [stream, want] : {std::pair{old_bytes, 0}, std::pair{bytes, 1}}) {
    FrameDecoder d;
    d.Feed(stream);
    Message m;
    ASSERT_EQ(d.Next(&m), FrameDecoder::Result::kMessage) << d.error();
    EXPECT_EQ(std::get<HelloInfo>(m).control_version, want);
    EXPECT_EQ(std::get<HelloInfo>(m).rank, 1u);
  }
}

}  // namespace
}  // namespace steplens::protocol
