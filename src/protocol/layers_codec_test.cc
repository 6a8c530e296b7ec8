// LAYERS frames (deep mode, steplens/layers.h): round trip, sparse fields,
// malformed input, random mutations.
#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "protocol/codec.h"

namespace steplens::protocol {
namespace {

std::string Hello() {
  HelloInfo h;
  h.run_id = "r";
  h.world_size = 2;
  std::string out;
  EncodeHello(h, &out);
  return out;
}

LayerStep Sample() {
  LayerStep l;
  l.step = 41;
  l.entries.push_back({0, 1500, 3000, 4096});
  l.entries.push_back({7, 0, kMissing, kMissing});  // zero is a value, missing is not
  l.entries.push_back({255, kMissing, 20, 0});
  return l;
}

std::vector<Message> Decode(const std::string& bytes, FrameDecoder* d, size_t chunk = 3) {
  std::vector<Message> out;
  for (size_t i = 0; i < bytes.size(); i += chunk) {
    d->Feed(std::string_view(bytes).substr(i, chunk));
    Message m;
    while (d->Next(&m) == FrameDecoder::Result::kMessage) out.push_back(m);
  }
  return out;
}

TEST(LayersCodecTest, RoundTripsSparseEntries) {
  std::string bytes = Hello();
  EncodeLayerStep(Sample(), &bytes);
  EncodeLayerStep(LayerStep{3, {}}, &bytes);  // a step with no module measured
  FrameDecoder d;
  auto msgs = Decode(bytes, &d);
  ASSERT_FALSE(d.failed()) << d.error();
  ASSERT_EQ(msgs.size(), 3u);
  const auto& got = std::get<LayerStep>(msgs[1]);
  EXPECT_EQ(got.step, 41u);
  ASSERT_EQ(got.entries.size(), 3u);
  const LayerStep want = Sample();
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(got.entries[i].slot, want.entries[i].slot);
    EXPECT_EQ(got.entries[i].forward_ns, want.entries[i].forward_ns);
    EXPECT_EQ(got.entries[i].backward_ns, want.entries[i].backward_ns);
    EXPECT_EQ(got.entries[i].activation_bytes, want.entries[i].activation_bytes);
  }
  EXPECT_TRUE(std::get<LayerStep>(msgs[2]).entries.empty());
  // EncodeMessage writes the same bytes.
  std::string a, b;
  EncodeLayerStep(Sample(), &a);
  EncodeMessage(Message(Sample()), &b);
  EXPECT_EQ(a, b);
}

TEST(LayersCodecTest, AFullStepFitsOneFrame) {
  LayerStep l;
  for (int i = 0; i < kMaxLayers; ++i) {
    l.entries.push_back({static_cast<uint16_t>(i), 1, 2, 3});
  }
  std::string frame;
  EncodeLayerStep(l, &frame);
  EXPECT_LT(frame.size(), kMaxHelloFrameBytes);  // ~7.5 KiB: far below the frame limit
  FrameDecoder d;
  auto msgs = Decode(Hello() + frame, &d, 4096);
  ASSERT_FALSE(d.failed()) << d.error();
  EXPECT_EQ(std::get<LayerStep>(msgs[1]).entries.size(), static_cast<size_t>(kMaxLayers));
}

// Builds a LAYERS frame by hand: u64 step, u16 count, then `body`.
std::string RawLayers(uint16_t count, const std::string& body) {
  std::string payload(1, static_cast<char>(FrameType::kLayers));
  for (int i = 0; i < 8; ++i) payload.push_back(i == 0 ? 5 : 0);
  payload.push_back(static_cast<char>(count & 0xff));
  payload.push_back(static_cast<char>(count >> 8));
  payload += body;
  std::string out;
  const auto len = static_cast<uint32_t>(payload.size());
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((len >> (8 * i)) & 0xff));
  return out + payload;
}

std::string Entry(uint16_t slot, uint8_t mask, std::initializer_list<int64_t> values) {
  std::string out;
  out.push_back(static_cast<char>(slot & 0xff));
  out.push_back(static_cast<char>(slot >> 8));
  out.push_back(static_cast<char>(mask));
  for (int64_t v : values) {
    for (int i = 0; i < 8; ++i)
      out.push_back(static_cast<char>((static_cast<uint64_t>(v) >> (8 * i)) & 0xff));
  }
  return out;
}

// The allocator delta is signed: negative, zero and -1 are values; absent
// is kMissingDelta. An older frame (mask without bit 3) decodes as absent.
TEST(LayersCodecTest, AllocatorDeltasAreSignedAndOptional) {
  LayerStep l;
  l.step = 9;
  l.entries.push_back({0, 10, 20, 30, 1 << 20});
  l.entries.push_back({1, 10, kMissing, kMissing, -4096});
  l.entries.push_back({2, kMissing, kMissing, kMissing, 0});
  l.entries.push_back({3, kMissing, kMissing, kMissing, -1});
  l.entries.push_back({4, 5, 6, 7});  // not read in this step
  std::string bytes = Hello();
  EncodeLayerStep(l, &bytes);
  bytes += RawLayers(1, Entry(6, 7, {1, 2, 3}));  // an older sender's entry
  FrameDecoder d;
  auto msgs = Decode(bytes, &d);
  ASSERT_FALSE(d.failed()) << d.error();
  ASSERT_EQ(msgs.size(), 3u);
  const auto& got = std::get<LayerStep>(msgs[1]).entries;
  ASSERT_EQ(got.size(), 5u);
  EXPECT_EQ(got[0].alloc_delta_bytes, 1 << 20);
  EXPECT_EQ(got[1].alloc_delta_bytes, -4096);
  EXPECT_EQ(got[2].alloc_delta_bytes, 0);
  EXPECT_EQ(got[3].alloc_delta_bytes, -1);
  EXPECT_EQ(got[4].alloc_delta_bytes, kMissingDelta);
  EXPECT_EQ(got[4].activation_bytes, 7);
  const auto& old = std::get<LayerStep>(msgs[2]).entries;
  ASSERT_EQ(old.size(), 1u);
  EXPECT_EQ(old[0].alloc_delta_bytes, kMissingDelta);
  EXPECT_EQ(old[0].activation_bytes, 3);
}

TEST(LayersCodecTest, RejectsMalformedFrames) {
  struct Case {
    std::string frame;
    const char* why;
  };
  const Case cases[] = {
      {RawLayers(kMaxLayers + 1, ""), "modules (max"},
      {RawLayers(1, Entry(kMaxLayers, 1, {5})), "slot 256"},
      {RawLayers(2, Entry(3, 1, {5}) + Entry(3, 1, {6})), "twice"},
      {RawLayers(1, Entry(3, 16, {})), "unknown mask"},
      {RawLayers(1, Entry(3, 8, {std::numeric_limits<int64_t>::min()})), "out of range"},
      {RawLayers(1, Entry(3, 1, {-7})), "negative"},
      {RawLayers(2, Entry(3, 1, {5})), "truncated"},
  };
  for (const Case& c : cases) {
    FrameDecoder d;
    (void)Decode(Hello() + c.frame, &d, 7);
    ASSERT_TRUE(d.failed()) << c.why;
    EXPECT_NE(d.error().find(c.why), std::string::npos) << d.error();
  }
}

TEST(LayersCodecTest, RandomMutationsNeverCrash) {
  std::string valid = Hello();
  for (int i = 0; i < 10; ++i) EncodeLayerStep(Sample(), &valid);
  std::mt19937 rng(2811);
  for (int iter = 0; iter < 2000; ++iter) {
    std::string bytes = valid;
    const int flips = 1 + static_cast<int>(rng() % 6);
    for (int f = 0; f < flips; ++f) bytes[rng() % bytes.size()] = static_cast<char>(rng());
    FrameDecoder d;
    auto msgs = Decode(bytes, &d, 1 + rng() % 61);
    EXPECT_LE(msgs.size(), 11u);
    for (const Message& m : msgs) {
      if (const auto* l = std::get_if<LayerStep>(&m)) {
        EXPECT_LE(l->entries.size(), static_cast<size_t>(kMaxLayers));
        for (const LayerEntry& e : l->entries) EXPECT_LT(e.slot, kMaxLayers);
      }
    }
    if (d.failed()) {
      EXPECT_FALSE(d.error().empty());
    }
  }
}

// FAILURE's optional module (the layer an exception was raised in).
TEST(LayersCodecTest, FailureCarriesItsModuleAndOldFramesDecode) {
  FailureReport f;
  f.exc_type = "RuntimeError";
  f.module = "blocks.1.mlp";
  std::string frame;
  EncodeFailure(f, &frame);
  FrameDecoder d;
  auto msgs = Decode(Hello() + frame, &d);
  ASSERT_FALSE(d.failed()) << d.error();
  EXPECT_EQ(std::get<FailureReport>(msgs[1]).module, "blocks.1.mlp");
  // An older sender's frame: without the trailing module.
  std::string old = frame.substr(0, frame.size() - 2 - f.module.size());
  const auto len = static_cast<uint32_t>(old.size() - 4);
  for (int i = 0; i < 4; ++i) old[i] = static_cast<char>((len >> (8 * i)) & 0xff);
  FrameDecoder d2;
  msgs = Decode(Hello() + old, &d2);
  ASSERT_FALSE(d2.failed()) << d2.error();
  EXPECT_EQ(std::get<FailureReport>(msgs[1]).module, "");
  EXPECT_EQ(std::get<FailureReport>(msgs[1]).exc_type, "RuntimeError");
}

}  // namespace
}  // namespace steplens::protocol
