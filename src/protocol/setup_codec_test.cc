// SETUP (frame type 16): the rank's setup facts, round trip and bounds.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "protocol/codec.h"
#include "protocol/setup_keys.h"

namespace steplens::protocol {
namespace {

std::string Hello() {
  HelloInfo h;
  h.protocol_version = kProtocolVersion;
  h.run_id = "run";
  h.world_size = 2;
  h.host = "node";
  std::string out;
  EncodeHello(h, &out);
  return out;
}

// Decodes HELLO + `frames`; *failed says whether the decoder stopped on an error.
std::vector<Message> Decode(const std::string& frames, bool* failed, size_t chunk = 7) {
  const std::string bytes = Hello() + frames;
  FrameDecoder d;
  std::vector<Message> out;
  for (size_t i = 0; i < bytes.size(); i += chunk) {
    d.Feed(std::string_view(bytes).substr(i, chunk));
    Message m;
    while (d.Next(&m) == FrameDecoder::Result::kMessage) out.push_back(m);
  }
  *failed = d.failed();
  return out;
}

SetupInfo SampleSetup() {
  SetupInfo s;
  s.facts = {{"torch", "2.5.1"},
             {"var.OMP_NUM_THREADS", "4"},
             {"secret.HF_TOKEN", ""},
             {"config.loader.num_workers", "0"}};
  return s;
}

TEST(CodecSetupTest, RoundTripsInOrderInAnyChunking) {
  std::string frames;
  EncodeSetup(SampleSetup(), &frames);
  EXPECT_EQ(static_cast<uint8_t>(frames[4]), 16);  // the frame type reserved for SETUP
  for (size_t chunk : {1u, 3u, 64u}) {
    bool failed = true;
    const auto msgs = Decode(frames, &failed, chunk);
    ASSERT_FALSE(failed);
    ASSERT_EQ(msgs.size(), 2u);
    const auto& got = std::get<SetupInfo>(msgs[1]);
    EXPECT_EQ(got.version, kSetupVersion);
    EXPECT_EQ(got.facts, SampleSetup().facts);
    std::string again;
    EncodeMessage(msgs[1], &again);
    EXPECT_EQ(again, frames);
  }
}

TEST(CodecSetupTest, EncoderKeepsTheBounds) {
  SetupInfo s;
  s.facts.emplace_back("", "an empty key is left out");
  s.facts.emplace_back("command", std::string(kMaxSetupText + 10, 'x'));
  for (size_t i = 0; i < kMaxSetupFacts + 20; ++i)
    s.facts.emplace_back("k" + std::to_string(i), "v");
  std::string frames;
  EncodeSetup(s, &frames);
  bool failed = true;
  const auto msgs = Decode(frames, &failed);
  ASSERT_FALSE(failed);
  const auto& got = std::get<SetupInfo>(msgs.at(1));
  ASSERT_EQ(got.facts.size(), kMaxSetupFacts);
  EXPECT_EQ(got.facts[0].first, "command");
  EXPECT_EQ(got.facts[0].second.size(), kMaxSetupText);

  // Long values stop at kMaxSetupBytes: whole facts only, the frame decodes.
  SetupInfo big;
  for (int i = 0; i < 100; ++i)
    big.facts.emplace_back("k" + std::to_string(i), std::string(kMaxSetupText, 'v'));
  std::string big_frames;
  EncodeSetup(big, &big_frames);
  EXPECT_LE(big_frames.size(), kMaxSetupBytes + kFrameHeaderBytes);
  const auto big_msgs = Decode(big_frames, &failed, 4096);
  ASSERT_FALSE(failed);
  const size_t kept = std::get<SetupInfo>(big_msgs.at(1)).facts.size();
  EXPECT_GT(kept, 10u);
  EXPECT_LT(kept, 100u);
}

// Patches a SETUP frame's payload byte at `offset` (after the type byte).
std::string WithByte(std::string frame, size_t offset, uint8_t value) {
  frame[kFrameHeaderBytes + offset] = static_cast<char>(value);
  return frame;
}

TEST(CodecSetupTest, MalformedSetupFailsCleanly) {
  std::string frame;
  EncodeSetup(SampleSetup(), &frame);
  bool failed = false;
  Decode(WithByte(frame, 0, 0), &failed);  // version 0
  EXPECT_TRUE(failed);
  // A count above kMaxSetupFacts (0xFFFF).
  Decode(WithByte(WithByte(frame, 1, 0xFF), 2, 0xFF), &failed);
  EXPECT_TRUE(failed);
  // An empty key: the first key's length set to 0 (its bytes then read as
  // the value's length and beyond: malformed either way).
  Decode(WithByte(WithByte(frame, 3, 0), 4, 0), &failed);
  EXPECT_TRUE(failed);
  // Every truncation of the payload fails, never reads past it.
  for (size_t cut = kFrameHeaderBytes + 1; cut < frame.size(); ++cut) {
    std::string t = frame.substr(0, cut);
    const uint32_t length = static_cast<uint32_t>(t.size() - 4);
    for (int i = 0; i < 4; ++i) t[i] = static_cast<char>(length >> (8 * i));
    Decode(t, &failed);
    EXPECT_TRUE(failed) << cut;
  }
  // A newer facts version with trailing bytes this decoder does not know
  // still decodes (forward compatible within protocol version 1).
  std::string newer = WithByte(frame, 0, 2);
  newer += "xy";
  const uint32_t length = static_cast<uint32_t>(newer.size() - 4);
  for (int i = 0; i < 4; ++i) newer[i] = static_cast<char>(length >> (8 * i));
  const auto msgs = Decode(newer, &failed);
  EXPECT_FALSE(failed);
  EXPECT_EQ(std::get<SetupInfo>(msgs.at(1)).version, 2);
}

TEST(SetupKeysTest, RecordsTheChosenVariablesAndNeverASecretValue) {
  const char* env[] = {"OMP_NUM_THREADS=4",
                       "NCCL_ALGO=Ring",
                       "HOME=/root",
                       "TORCH_HUB_TOKEN=hf_abc123",
                       "CUDA_VISIBLE_DEVICES=0,1",
                       "NCCL_IB_Auth_Key=zzz",
                       "OMP_PROC_BIND=true",
                       "NCCL_=empty-suffix",
                       "BROKEN",
                       nullptr};
  SetupInfo s;
  AppendEnvironment(env, &s);
  const std::vector<std::pair<std::string, std::string>> want = {
      {"secret.NCCL_IB_Auth_Key", ""},
      {"secret.TORCH_HUB_TOKEN", ""},
      {"var.CUDA_VISIBLE_DEVICES", "0,1"},
      {"var.NCCL_ALGO", "Ring"},
      {"var.OMP_NUM_THREADS", "4"}};
  EXPECT_EQ(s.facts, want);
  AppendEnvironment(nullptr, &s);  // no environment: nothing added
  EXPECT_EQ(s.facts.size(), want.size());
}

TEST(SetupKeysTest, SanitiseDropsSecretValuesFromUntrustedFacts) {
  SetupInfo s;
  s.facts = {{"var.MY_PASSWORD", "hunter2"},
             {"secret.X", "leaked"},
             {"var.NCCL_DEBUG", "INFO"},
             {"torch", "2.5"}};
  SanitiseSetup(&s);
  const std::vector<std::pair<std::string, std::string>> want = {
      {"secret.MY_PASSWORD", ""}, {"secret.X", ""}, {"var.NCCL_DEBUG", "INFO"}, {"torch", "2.5"}};
  EXPECT_EQ(s.facts, want);
  EXPECT_TRUE(IsSecretName("aws_secret_access_key"));
  EXPECT_FALSE(IsSecretName("NCCL_SOCKET_IFNAME"));
}

}  // namespace
}  // namespace steplens::protocol
