// Relay streams (codec.h "Relay streams"): round trips, what a decoder
// refuses, and that rank and relay streams cannot be confused.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "protocol/codec.h"

namespace steplens::protocol {
namespace {

std::vector<RelayFrame> DecodeAll(const std::string& stream, std::string* error) {
  RelayDecoder d;
  d.Feed(stream);
  std::vector<RelayFrame> out;
  RelayFrame f;
  for (;;) {
    const auto r = d.Next(&f);
    if (r == RelayDecoder::Result::kFrame) {
      out.push_back(f);
      continue;
    }
    if (r == RelayDecoder::Result::kError) *error = d.error();
    return out;
  }
}

TEST(RelayCodecTest, RoundTripAndChunking) {
  std::string stream;
  RelayHello hello;
  hello.run_id = "run";
  hello.token = "tok";
  hello.host = "node1";
  EncodeRelayHello(hello, &stream);
  EXPECT_TRUE(IsRelayStream(stream));
  const std::string big(kMaxRelayChunkBytes * 2 + 5, 'z');
  EncodeRelayData(7, big, &stream);  // three frames
  EncodeRelayData(8, "", &stream);   // nothing
  EncodeRelayClose(7, true, "reset", &stream);
  std::string error;
  const auto frames = DecodeAll(stream, &error);
  EXPECT_EQ(error, "");
  ASSERT_EQ(frames.size(), 5u);
  const auto& h = std::get<RelayHello>(frames[0]);
  EXPECT_EQ(h.run_id, "run");
  EXPECT_EQ(h.token, "tok");
  EXPECT_EQ(h.host, "node1");
  std::string joined;
  for (size_t i = 1; i <= 3; ++i) {
    const auto& d = std::get<RelayData>(frames[i]);
    EXPECT_EQ(d.channel, 7u);
    joined += d.bytes;
  }
  EXPECT_EQ(joined, big);
  const auto& c = std::get<RelayClose>(frames[4]);
  EXPECT_EQ(c.channel, 7u);
  EXPECT_TRUE(c.error);
  EXPECT_EQ(c.reason, "reset");
}

TEST(RelayCodecTest, MalformedRelayStreamsAreRefusedWithAReason) {
  std::string hello;
  EncodeRelayHello(RelayHello{}, &hello);
  struct Case {
    std::string stream;
    std::string reason;
  } cases[] = {
      {[] {
         std::string s;
         EncodeRelayData(1, "x", &s);
         return s;
       }(),
       "does not start with RELAY_HELLO"},
      {hello + hello, "second RELAY_HELLO"},
      {[&] {
         std::string s = hello;
         EncodeRelayData(0, "x", &s);
         return s;
       }(),
       "channels start at 1"},
      {[&] {
         std::string s = hello;
         HelloInfo rank;
         rank.world_size = 1;
         EncodeHello(rank, &s);  // a rank frame on a relay stream
         return s;
       }(),
       "frame type 1 on a relay stream"},
  };
  for (const Case& c : cases) {
    std::string error;
    DecodeAll(c.stream, &error);
    EXPECT_NE(error.find(c.reason), std::string::npos) << error;
  }
}

TEST(RelayCodecTest, RankStreamsAreNotRelayStreamsAndRefuseRelayFrames) {
  std::string rank;
  HelloInfo h;
  h.world_size = 1;
  EncodeHello(h, &rank);
  EXPECT_FALSE(IsRelayStream(rank));
  EXPECT_FALSE(IsRelayStream("abc"));  // too short to tell
  EncodeRelayData(1, "x", &rank);
  FrameDecoder d;
  d.Feed(rank);
  Message m;
  EXPECT_EQ(d.Next(&m), FrameDecoder::Result::kMessage);
  EXPECT_EQ(d.Next(&m), FrameDecoder::Result::kError);
}

TEST(RelayCodecTest, RandomBytesNeverCrash) {
  std::mt19937 rng(17);
  std::string hello;
  EncodeRelayHello(RelayHello{}, &hello);
  for (int i = 0; i < 2000; ++i) {
    std::string s = hello;
    EncodeRelayData(3, "payload", &s);
    EncodeRelayClose(3, false, "closed", &s);
    for (int k = 0; k < 4; ++k) s[rng() % s.size()] = static_cast<char>(rng());
    RelayDecoder d;
    d.set_max_frame_bytes(kMaxHelloFrameBytes);
    for (size_t at = 0; at < s.size(); at += 7) {
      d.Feed(std::string_view(s).substr(at, 7));
      RelayFrame f;
      while (d.Next(&f) == RelayDecoder::Result::kFrame) {
      }
    }
  }
}

}  // namespace
}  // namespace steplens::protocol

namespace steplens::protocol {
namespace {

TEST(RelayCodecTest, ClockExchangeRoundTripAndOptionalFeatures) {
  // An older relay's RELAY_HELLO has no features byte: decoded as 0.
  std::string old_stream;
  RelayHello hello;
  hello.host = "node1";
  EncodeRelayHello(hello, &old_stream);
  std::string error;
  auto frames = DecodeAll(old_stream, &error);
  ASSERT_EQ(frames.size(), 1u) << error;
  EXPECT_EQ(std::get<RelayHello>(frames[0]).features, 0);

  std::string stream;
  hello.features = kRelayAnswersClock;
  EncodeRelayHello(hello, &stream);
  EXPECT_GT(stream.size(), old_stream.size());
  ClockPong pong;
  pong.seq = 3;
  pong.t0_ns = -5;
  pong.t1_ns = int64_t{1} << 60;
  pong.t2_ns = 42;
  pong.wall_minus_mono_ns = 1'700'000'000'000'000'000;
  EncodeClockPong(pong, &stream);
  frames = DecodeAll(stream, &error);
  ASSERT_EQ(frames.size(), 2u) << error;
  EXPECT_EQ(std::get<RelayHello>(frames[0]).features, kRelayAnswersClock);
  const auto& p = std::get<ClockPong>(frames[1]);
  EXPECT_EQ(p.seq, 3u);
  EXPECT_EQ(p.t0_ns, -5);
  EXPECT_EQ(p.t1_ns, int64_t{1} << 60);
  EXPECT_EQ(p.t2_ns, 42);
  EXPECT_EQ(p.wall_minus_mono_ns, 1'700'000'000'000'000'000);

  // The release follows the features byte (which is then always sent).
  RelayHello released;
  released.host = "node1";
  released.steplens_version = "0.2.0";
  std::string released_stream;
  EncodeRelayHello(released, &released_stream);
  frames = DecodeAll(released_stream, &error);
  ASSERT_EQ(frames.size(), 1u) << error;
  EXPECT_EQ(std::get<RelayHello>(frames[0]).features, 0);
  EXPECT_EQ(std::get<RelayHello>(frames[0]).steplens_version, "0.2.0");
  // Another protocol version: the relay's host and both versions.
  released.protocol_version = 2;
  released_stream.clear();
  EncodeRelayHello(released, &released_stream);
  DecodeAll(released_stream, &error);
  EXPECT_EQ(error.rfind("unsupported protocol version 2 from the relay on host node1 (steplens "
                        "0.2.0); this build speaks version 1",
                        0),
            0u)
      << error;

  // The relay's side: CLOCK_PING, and RELAY_DATA for a rank (control).
  std::string down;
  EncodeClockPing({7, 123456789}, &down);
  EncodeClockPing({8, 5}, &down);
  RelayControlDecoder d;
  d.Feed(down.substr(0, 6));
  RelayDown frame;
  EXPECT_EQ(d.Next(&frame), RelayControlDecoder::Result::kNeedMore);
  d.Feed(down.substr(6));
  ASSERT_EQ(d.Next(&frame), RelayControlDecoder::Result::kFrame);
  EXPECT_EQ(std::get<ClockPing>(frame).seq, 7u);
  EXPECT_EQ(std::get<ClockPing>(frame).t0_ns, 123456789);
  ASSERT_EQ(d.Next(&frame), RelayControlDecoder::Result::kFrame);
  EXPECT_EQ(std::get<ClockPing>(frame).seq, 8u);
  EXPECT_EQ(d.Next(&frame), RelayControlDecoder::Result::kNeedMore);
  std::string data;
  EncodeRelayData(3, "xyz", &data);
  d.Feed(data);
  ASSERT_EQ(d.Next(&frame), RelayControlDecoder::Result::kFrame);
  EXPECT_EQ(std::get<RelayData>(frame).channel, 3u);
  EXPECT_EQ(std::get<RelayData>(frame).bytes, "xyz");
  std::string close;
  EncodeRelayClose(1, false, "", &close);
  d.Feed(close);
  EXPECT_EQ(d.Next(&frame), RelayControlDecoder::Result::kError);
  EXPECT_NE(d.error().find("frame type 11 from the aggregator"), std::string::npos) << d.error();
  // RELAY_DATA down with channel 0 or no bytes is malformed.
  for (const std::string& bad : {std::string("\x05\x00\x00\x00\x0a\x00\x00\x00\x00", 9),
                                 std::string("\x05\x00\x00\x00\x0a\x01\x00\x00\x00", 9)}) {
    RelayControlDecoder d2;
    d2.Feed(bad);
    EXPECT_EQ(d2.Next(&frame), RelayControlDecoder::Result::kError);
  }
}

}  // namespace
}  // namespace steplens::protocol
