#include "protocol/codec.h"

#include <gtest/gtest.h>

#include <random>

namespace steplens::protocol {
namespace {

Heartbeat SampleHeartbeat() {
  Heartbeat hb;
  hb.mono_ns = 5;
  hb.current_step = 8;
  hb.steps_done = 7;
  hb.activity = Activity::kBackward;
  hb.dropped_records = 3;
  return hb;
}

HelloInfo SampleHello() {
  HelloInfo h;
  h.run_id = "run-42";
  h.rank = 1;
  h.local_rank = 1;
  h.world_size = 4;
  h.host = "node-a";
  h.pid = 1234;
  h.token = "secret";
  h.mono_ns = 111;
  h.wall_ns = 222;
  return h;
}

StepRecord SampleStep() {
  StepRecord s;
  s.step = 7;
  s.begin_ns = 1000;
  s.end_ns = 5000;
  s.cpu_ns[static_cast<int>(Phase::kForward)] = 100;
  s.cpu_ns[static_cast<int>(Phase::kBackward)] = 0;  // zero is a value, not missing
  s.cpu_ns[kFirstUserPhase + 3] = 42;
  s.gpu_ns[static_cast<int>(Phase::kForward)] = 90;
  s.rss_peak = 1 << 30;
  s.scalar_count = 2;
  s.scalars[0] = {256, 0.5};
  s.scalars[1] = {257, -3.25};
  return s;
}

// Decodes every frame of `bytes`, fed in chunks of `chunk` bytes.
std::vector<Message> DecodeAll(const std::string& bytes, size_t chunk, FrameDecoder* d) {
  std::vector<Message> out;
  for (size_t i = 0; i < bytes.size(); i += chunk) {
    d->Feed(std::string_view(bytes).substr(i, chunk));
    Message m;
    while (d->Next(&m) == FrameDecoder::Result::kMessage) out.push_back(m);
  }
  return out;
}

// Re-frames `frame` without its last `cut` payload bytes (an older sender).
std::string WithoutTail(const std::string& frame, size_t cut) {
  std::string old = frame.substr(0, frame.size() - cut);
  const uint32_t len = static_cast<uint32_t>(old.size() - 4);  // type + payload
  for (int b = 0; b < 4; ++b) old[b] = static_cast<char>((len >> (8 * b)) & 0xff);
  return old;
}

TEST(CodecProcessSampleTest, MainThreadFieldsRoundTripAndAreOptional) {
  std::string hello;
  EncodeHello(SampleHello(), &hello);
  ProcessSample in;
  in.mono_ns = 7;
  in.cpu_pct = 50.0f;
  in.main_cpu_pct = 80.0f;
  in.main_wait_pct = 12.5f;
  in.others_wait_pct = 140.5f;
  std::string sample;
  EncodeProcessSample(in, &sample);
  FrameDecoder dec;
  auto msgs = DecodeAll(hello + sample, 3, &dec);
  ASSERT_FALSE(dec.failed()) << dec.error();
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).main_cpu_pct, 80.0f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).main_wait_pct, 12.5f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).others_wait_pct, 140.5f);
  // A sender from before the other threads' wait: the main thread's fields
  // read, that one missing.
  FrameDecoder dec1;
  msgs = DecodeAll(hello + WithoutTail(sample, 4), 5, &dec1);
  ASSERT_FALSE(dec1.failed()) << dec1.error();
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).main_wait_pct, 12.5f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).others_wait_pct, -1.0f);
  // A sender without the trailing fields (older recorder): missing, not 0.
  FrameDecoder dec2;
  msgs = DecodeAll(hello + WithoutTail(sample, 12), 5, &dec2);
  ASSERT_FALSE(dec2.failed()) << dec2.error();
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).main_wait_pct, -1.0f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).main_cpu_pct, -1.0f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).others_wait_pct, -1.0f);
  EXPECT_EQ(std::get<ProcessSample>(msgs[1]).cpu_pct, 50.0f);
}

// The GPUs of the one SYSTEM_SAMPLE after a HELLO in `bytes`.
std::vector<GpuSample> DecodedGpus(const std::string& bytes, size_t chunk) {
  FrameDecoder dec;
  const auto msgs = DecodeAll(bytes, chunk, &dec);
  EXPECT_FALSE(dec.failed()) << dec.error();
  if (msgs.size() != 2u) {
    ADD_FAILURE() << msgs.size() << " messages";
    return {};
  }
  return std::get<SystemSample>(msgs[1]).gpus;
}

TEST(CodecSystemSampleTest, ClocksBlockRoundTripsAndIsOptional) {
  std::string hello;
  EncodeHello(SampleHello(), &hello);
  SystemSample in{7, 50.0f, 100, 200, {}};
  GpuSample busy{90.0f, 1, 2, 70.0f, 250.0f};
  busy.sm_clock_mhz = 1410.0f;
  busy.throttle_reasons = 0x24;
  GpuSample idle{0.0f, 3, 4, 30.0f, 60.0f};
  idle.sm_clock_mhz = 345.0f;
  idle.throttle_reasons = 0;  // full clocks: a value, not missing
  GpuSample unknown;          // nothing reported
  in.gpus = {busy, idle, unknown};
  std::string sample;
  EncodeSystemSample(in, &sample);
  const std::vector<GpuSample> got = DecodedGpus(hello + sample, 3);
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0].sm_clock_mhz, 1410.0f);
  EXPECT_EQ(got[0].throttle_reasons, 0x24);
  EXPECT_EQ(got[0].power_w, 250.0f);
  EXPECT_EQ(got[1].sm_clock_mhz, 345.0f);
  EXPECT_EQ(got[1].throttle_reasons, 0);
  EXPECT_LT(got[2].sm_clock_mhz, 0.0f);
  EXPECT_EQ(got[2].throttle_reasons, kMissing);

  // An older sender (no clocks block): the rest decodes, clocks missing.
  const size_t block = 3 * (4 + 8);
  const std::vector<GpuSample> old = DecodedGpus(hello + WithoutTail(sample, block), 5);
  ASSERT_EQ(old.size(), 3u);
  EXPECT_EQ(old[0].util_pct, 90.0f);
  EXPECT_EQ(old[0].power_w, 250.0f);
  EXPECT_LT(old[0].sm_clock_mhz, 0.0f);
  EXPECT_EQ(old[0].throttle_reasons, kMissing);

  // A block cut short is malformed, not read as missing.
  FrameDecoder dec3;
  DecodeAll(hello + WithoutTail(sample, 4), 64, &dec3);
  EXPECT_TRUE(dec3.failed());
}

TEST(CodecTest, RoundTripsEveryFrameTypeInAnyChunking) {
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  EncodeName({9, "tokenize"}, &bytes);
  EncodeStep(SampleStep(), &bytes);
  EncodeHeartbeat(SampleHeartbeat(), &bytes);
  EncodeProcessSample({6, 87.5f, 4096, kMissing}, &bytes);
  SystemSample sys{7, 50.0f, 100, 200, {}};
  sys.gpus.push_back({90.0f, 1, 2, 70.0f, 250.0f});
  EncodeSystemSample(sys, &bytes);
  EncodeGoodbye({8, 8, 3}, &bytes);

  for (size_t chunk : {size_t{1}, size_t{3}, size_t{64}, bytes.size()}) {
    FrameDecoder d;
    auto msgs = DecodeAll(bytes, chunk, &d);
    ASSERT_FALSE(d.failed()) << d.error();
    ASSERT_EQ(msgs.size(), 7u);
    EXPECT_EQ(d.pending_bytes(), 0u);

    const auto& h = std::get<HelloInfo>(msgs[0]);
    EXPECT_EQ(h.protocol_version, kProtocolVersion);
    EXPECT_EQ(h.run_id, "run-42");
    EXPECT_EQ(h.rank, 1u);
    EXPECT_EQ(h.world_size, 4u);
    EXPECT_EQ(h.host, "node-a");
    EXPECT_EQ(h.token, "secret");
    EXPECT_EQ(h.wall_ns, 222);

    EXPECT_EQ(std::get<NameInfo>(msgs[1]).name, "tokenize");

    const auto& s = std::get<StepRecord>(msgs[2]);
    const StepRecord want = SampleStep();
    EXPECT_EQ(s.step, 7u);
    EXPECT_EQ(s.StepNs(), 4000);
    EXPECT_EQ(s.cpu_ns, want.cpu_ns);
    EXPECT_EQ(s.gpu_ns, want.gpu_ns);
    EXPECT_EQ(s.cpu_ns[static_cast<int>(Phase::kBackward)], 0);
    EXPECT_EQ(s.cpu_ns[static_cast<int>(Phase::kOptimizer)], kMissing);
    EXPECT_EQ(s.mem_peak_allocated, kMissing);
    EXPECT_EQ(s.rss_peak, 1 << 30);
    ASSERT_EQ(s.scalar_count, 2);
    EXPECT_EQ(s.scalars[1].value, -3.25);

    EXPECT_EQ(std::get<Heartbeat>(msgs[3]).activity, Activity::kBackward);
    EXPECT_EQ(std::get<ProcessSample>(msgs[4]).gpu_mem_bytes, kMissing);
    ASSERT_EQ(std::get<SystemSample>(msgs[5]).gpus.size(), 1u);
    EXPECT_EQ(std::get<SystemSample>(msgs[5]).gpus[0].power_w, 250.0f);
    EXPECT_EQ(std::get<Goodbye>(msgs[6]).dropped_records, 3u);
  }
}

TEST(CodecTest, TruncatedStreamWaitsForMoreAndReportsPendingBytes) {
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  EncodeStep(SampleStep(), &bytes);
  bytes.resize(bytes.size() - 5);
  FrameDecoder d;
  auto msgs = DecodeAll(bytes, 7, &d);
  EXPECT_FALSE(d.failed());
  EXPECT_EQ(msgs.size(), 1u);
  EXPECT_GT(d.pending_bytes(), 0u);
}

// The per-node bytes/s counts each message's frame, header included,
// however the stream was cut.
TEST(CodecTest, LastFrameBytesIsTheWholeFrameOfTheMessageJustDecoded) {
  std::string hello, step;
  EncodeHello(SampleHello(), &hello);
  EncodeStep(SampleStep(), &step);
  FrameDecoder d;
  EXPECT_EQ(d.last_frame_bytes(), 0u);
  const std::string bytes = hello + step;
  size_t total = 0;
  for (size_t i = 0; i < bytes.size(); i += 3) {
    d.Feed(std::string_view(bytes).substr(i, 3));
    Message m;
    while (d.Next(&m) == FrameDecoder::Result::kMessage) {
      EXPECT_EQ(d.last_frame_bytes(),
                std::holds_alternative<HelloInfo>(m) ? hello.size() : step.size());
      total += d.last_frame_bytes();
    }
  }
  EXPECT_EQ(total, bytes.size());
}

TEST(CodecTest, RejectsStreamsNotStartingWithHello) {
  std::string bytes;
  EncodeStep(SampleStep(), &bytes);
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  ASSERT_TRUE(d.failed());
  EXPECT_NE(d.error().find("HELLO"), std::string::npos);
}

TEST(CodecTest, HelloCarriesTheReleaseOptionally) {
  HelloInfo h = SampleHello();
  h.steplens_version = "0.1.0";
  std::string with, without;
  EncodeHello(h, &with);
  EncodeHello(SampleHello(), &without);  // an older sender: no release
  // The release follows the control version, which is then always sent
  // (u8 0 here: this sender reads no control message).
  EXPECT_EQ(with.size(), without.size() + 1 + 2 + 5);
  EXPECT_EQ(WithoutTail(with, 1 + 2 + 5), without);
  FrameDecoder d;
  auto msgs = DecodeAll(with, 7, &d);
  ASSERT_EQ(msgs.size(), 1u) << d.error();
  EXPECT_EQ(std::get<HelloInfo>(msgs[0]).steplens_version, "0.1.0");
  FrameDecoder old;
  msgs = DecodeAll(without, 3, &old);
  ASSERT_EQ(msgs.size(), 1u) << old.error();
  EXPECT_EQ(std::get<HelloInfo>(msgs[0]).steplens_version, "");
  EXPECT_STRNE(SteplensVersion(), "");
  // Both optional fields: each reads back as sent.
  h.control_version = 1;
  std::string both;
  EncodeHello(h, &both);
  FrameDecoder d2;
  msgs = DecodeAll(both, 5, &d2);
  ASSERT_EQ(msgs.size(), 1u) << d2.error();
  EXPECT_EQ(std::get<HelloInfo>(msgs[0]).control_version, 1);
  EXPECT_EQ(std::get<HelloInfo>(msgs[0]).steplens_version, "0.1.0");
}

TEST(CodecTest, RejectsBadMagicVersionAndRank) {
  {
    std::string bytes;
    EncodeHello(SampleHello(), &bytes);
    bytes[5] ^= 0x7F;  // first magic byte
    FrameDecoder d;
    DecodeAll(bytes, bytes.size(), &d);
    EXPECT_NE(d.error().find("magic"), std::string::npos) << d.error();
  }
  {
    // Another protocol version: refused in one sentence that names the
    // sender and both versions and releases (a mixed install).
    HelloInfo h = SampleHello();
    h.protocol_version = 99;
    h.steplens_version = "9.0.0";
    std::string bytes;
    EncodeHello(h, &bytes);
    FrameDecoder d;
    DecodeAll(bytes, bytes.size(), &d);
    EXPECT_EQ(d.error(), std::string("unsupported protocol version 99 from rank 1 on host node-a "
                                     "(steplens 9.0.0); this build speaks version 1 (steplens ") +
                             SteplensVersion() +
                             "): install the same steplens release on every node");
    // A layout this build cannot read past the version: the versions only.
    std::string cut = bytes.substr(0, 4 + 1 + 4 + 2 + 3);
    cut[0] = static_cast<char>(cut.size() - 4);
    FrameDecoder d2;
    DecodeAll(cut, cut.size(), &d2);
    EXPECT_EQ(d2.error().rfind("unsupported protocol version 99; this build speaks version 1", 0),
              0u)
        << d2.error();
  }
  {
    HelloInfo h = SampleHello();
    h.rank = 4;
    std::string bytes;
    EncodeHello(h, &bytes);
    FrameDecoder d;
    DecodeAll(bytes, bytes.size(), &d);
    EXPECT_TRUE(d.failed());
  }
}

TEST(CodecTest, RejectsOversizedAndEmptyFrames) {
  for (uint32_t length : {0u, kMaxFrameBytes + 1}) {
    std::string bytes;
    EncodeHello(SampleHello(), &bytes);
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<char>(length >> (8 * i)));
    bytes.push_back(static_cast<char>(FrameType::kStep));
    FrameDecoder d;
    auto msgs = DecodeAll(bytes, bytes.size(), &d);
    EXPECT_EQ(msgs.size(), 1u);
    EXPECT_NE(d.error().find("out of range"), std::string::npos) << d.error();
  }
}

TEST(CodecTest, RejectsFrameWhosePayloadIsShorterThanItsFields) {
  std::string hello;
  EncodeHello(SampleHello(), &hello);
  std::string step;
  EncodeStep(SampleStep(), &step);
  // Shrink the declared length and drop bytes so the frame is complete but
  // its payload ends in the middle of a field.
  const uint32_t short_len = 12;
  std::string bad = step.substr(0, 4 + short_len);
  for (int i = 0; i < 4; ++i) bad[i] = static_cast<char>(short_len >> (8 * i));
  FrameDecoder d;
  DecodeAll(hello + bad, 1000, &d);
  ASSERT_TRUE(d.failed());
  EXPECT_NE(d.error().find("truncated"), std::string::npos) << d.error();
}

TEST(CodecTest, RejectsUnknownTypeAndNegativeDurations) {
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  std::string good = bytes;
  bytes += std::string("\x01\x00\x00\x00\x63", 5);  // type 99, empty payload
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_NE(d.error().find("unknown frame type 99"), std::string::npos);

  StepRecord s = SampleStep();
  s.cpu_ns[2] = -5;
  EncodeStep(s, &good);
  FrameDecoder d2;
  DecodeAll(good, good.size(), &d2);
  EXPECT_NE(d2.error().find("negative"), std::string::npos) << d2.error();
}

TEST(CodecTest, ErrorIsStickyAndFurtherInputIgnored) {
  FrameDecoder d;
  d.Feed(std::string("\xff\xff\xff\xff\x01", 5));
  Message m;
  EXPECT_EQ(d.Next(&m), FrameDecoder::Result::kError);
  std::string good;
  EncodeHello(SampleHello(), &good);
  d.Feed(good);
  EXPECT_EQ(d.Next(&m), FrameDecoder::Result::kError);
}

// Untrusted bytes never crash: random mutations of a valid stream either
// decode, wait for more, or fail with a reason.
TEST(CodecTest, RandomMutationsNeverCrash) {
  std::string valid;
  EncodeHello(SampleHello(), &valid);
  for (int i = 0; i < 20; ++i) EncodeStep(SampleStep(), &valid);
  SystemSample sys;
  sys.gpus.resize(3);
  EncodeSystemSample(sys, &valid);
  std::mt19937 rng(12345);
  for (int iter = 0; iter < 3000; ++iter) {
    std::string bytes = valid;
    const int flips = 1 + static_cast<int>(rng() % 8);
    for (int f = 0; f < flips; ++f) {
      bytes[rng() % bytes.size()] = static_cast<char>(rng());
    }
    if (rng() % 4 == 0) bytes.resize(rng() % bytes.size());
    FrameDecoder d;
    auto msgs = DecodeAll(bytes, 1 + rng() % 97, &d);
    EXPECT_LE(msgs.size(), 22u);
    if (d.failed()) {
      EXPECT_FALSE(d.error().empty());
    }
  }
}

}  // namespace
}  // namespace steplens::protocol

// ---- sync arrival (optional trailing fields) ---------------------------------

namespace steplens::protocol {
namespace {

std::vector<Message> DecodeWithHello(const std::string& frames) {
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  bytes += frames;
  FrameDecoder d;
  auto msgs = DecodeAll(bytes, 5, &d);
  EXPECT_FALSE(d.failed()) << d.error();
  return msgs;
}

// A STEP frame as an encoder without the sync block wrote it: the frame of a
// step without arrival data (the block is omitted then) is exactly that.
std::string LegacyStepFrame(const StepRecord& s) {
  StepRecord copy = s;
  copy.sync_first_ns = kMissing;
  copy.sync_last_ns = kMissing;
  copy.sync_buckets = 0;
  std::string out;
  EncodeStep(copy, &out);
  return out;
}

TEST(CodecSyncTest, StepRoundTripsSyncArrival) {
  StepRecord s = SampleStep();
  s.sync_first_ns = 1500;
  s.sync_last_ns = 2500;
  s.sync_buckets = 3;
  std::string frames;
  EncodeStep(s, &frames);
  EXPECT_EQ(frames.size(), LegacyStepFrame(s).size() + 1 + 8 + 8 + 4);
  auto msgs = DecodeWithHello(frames);
  ASSERT_EQ(msgs.size(), 2u);
  const auto& got = std::get<StepRecord>(msgs[1]);
  EXPECT_EQ(got.sync_first_ns, 1500);
  EXPECT_EQ(got.sync_last_ns, 2500);
  EXPECT_EQ(got.sync_buckets, 3u);
  EXPECT_EQ(got.scalar_count, 2);  // the fields before it are intact
  EXPECT_EQ(got.rss_peak, 1 << 30);
}

TEST(CodecSyncTest, StepWithoutSyncBlockDecodesAsMissing) {
  const std::string frames = LegacyStepFrame(SampleStep());
  auto msgs = DecodeWithHello(frames);
  ASSERT_EQ(msgs.size(), 2u);
  const auto& got = std::get<StepRecord>(msgs[1]);
  EXPECT_EQ(got.sync_first_ns, kMissing);
  EXPECT_EQ(got.sync_last_ns, kMissing);
  EXPECT_EQ(got.sync_buckets, 0u);
  EXPECT_EQ(got.step, 7u);
}

TEST(CodecSyncTest, StepWithoutArrivalIsByteIdenticalToTheOldLayout) {
  StepRecord s = SampleStep();  // no hook fired
  std::string a, b;
  EncodeStep(s, &a);
  b = LegacyStepFrame(s);
  EXPECT_EQ(a, b);
}

TEST(CodecSyncTest, UnknownBytesAfterTheSyncBlockAreIgnored) {
  StepRecord s = SampleStep();
  s.sync_first_ns = 10;
  s.sync_last_ns = 20;
  s.sync_buckets = 1;
  std::string frame;
  EncodeStep(s, &frame);
  frame += "\x01\x02\x03";  // a future field
  const uint32_t length = static_cast<uint32_t>(frame.size() - 4);
  for (int i = 0; i < 4; ++i) frame[i] = static_cast<char>(length >> (8 * i));
  auto msgs = DecodeWithHello(frame);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<StepRecord>(msgs[1]).sync_last_ns, 20);
}

TEST(CodecSyncTest, RejectsLastArrivalBeforeFirst) {
  StepRecord s = SampleStep();
  s.sync_first_ns = 30;
  s.sync_last_ns = 20;
  s.sync_buckets = 2;
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  EncodeStep(s, &bytes);
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_TRUE(d.failed());
}

TEST(CodecSyncTest, TruncatedSyncBlockIsAnError) {
  StepRecord s = SampleStep();
  s.sync_first_ns = 10;
  s.sync_last_ns = 20;
  s.sync_buckets = 1;
  std::string frame;
  EncodeStep(s, &frame);
  frame.resize(frame.size() - 2);  // cut into sync_buckets
  const uint32_t length = static_cast<uint32_t>(frame.size() - 4);
  for (int i = 0; i < 4; ++i) frame[i] = static_cast<char>(length >> (8 * i));
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  bytes += frame;
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_TRUE(d.failed());
}

TEST(CodecSyncTest, HeartbeatCarriesSyncHookStateAndOldHeartbeatsDecode) {
  Heartbeat hb = SampleHeartbeat();
  hb.sync_hook = SyncHook::kNotInstalled;
  hb.sync_hook_reason = "no DDP model";
  std::string frames;
  EncodeHeartbeat(hb, &frames);
  // The old layout: the same frame without the trailing u8 + string (and
  // the flags byte after them).
  std::string old = frames.substr(0, frames.size() - 8 - 1 - 1 - 2 - 12);
  const uint32_t length = static_cast<uint32_t>(old.size() - 4);
  for (int i = 0; i < 4; ++i) old[i] = static_cast<char>(length >> (8 * i));
  auto msgs = DecodeWithHello(frames + old);
  ASSERT_EQ(msgs.size(), 3u);
  const auto& got = std::get<Heartbeat>(msgs[1]);
  EXPECT_EQ(got.sync_hook, SyncHook::kNotInstalled);
  EXPECT_EQ(got.sync_hook_reason, "no DDP model");
  const auto& legacy = std::get<Heartbeat>(msgs[2]);
  EXPECT_EQ(legacy.sync_hook, SyncHook::kUnknown);
  EXPECT_EQ(legacy.sync_hook_reason, "");
  EXPECT_EQ(legacy.dropped_records, 3u);
}

TEST(CodecSyncTest, RejectsUnknownSyncHookState) {
  Heartbeat hb = SampleHeartbeat();
  hb.sync_hook = static_cast<SyncHook>(9);
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  EncodeHeartbeat(hb, &bytes);
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_TRUE(d.failed());
}

}  // namespace
}  // namespace steplens::protocol

// ---- failure attribution: heartbeat flags and FAILURE frames ------------------

namespace steplens::protocol {
namespace {

TEST(CodecFailureTest, HeartbeatFlagsRoundTripAndUnknownFlagsFail) {
  Heartbeat hb = SampleHeartbeat();
  hb.flags = kHeartbeatInSync | kHeartbeatInDataloader;
  std::string frames;
  EncodeHeartbeat(hb, &frames);
  auto msgs = DecodeWithHello(frames);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).flags, hb.flags);
  // A heartbeat without the flags byte (an older recorder) has none.
  std::string old = frames.substr(0, frames.size() - 1 - 8);
  const uint32_t length = static_cast<uint32_t>(old.size() - 4);
  for (int i = 0; i < 4; ++i) old[i] = static_cast<char>(length >> (8 * i));
  msgs = DecodeWithHello(old);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).flags, 0);
  // Unknown bits are refused, not silently kept.
  std::string bad = frames;
  bad[bad.size() - 1 - 8] = static_cast<char>(0x80);
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  bytes += bad;
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_TRUE(d.failed());
}

TEST(CodecFailureTest, HeartbeatCarriesTheCollectiveSequenceNumber) {
  Heartbeat hb = SampleHeartbeat();
  hb.flags = kHeartbeatInCollective;
  hb.collective_seq = 1835;
  std::string frames;
  EncodeHeartbeat(hb, &frames);
  auto msgs = DecodeWithHello(frames);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).collective_seq, 1835u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).flags, kHeartbeatInCollective);
  // Without the trailing u64 (an older recorder): none reported.
  std::string old = frames.substr(0, frames.size() - 8);
  const uint32_t length = static_cast<uint32_t>(old.size() - 4);
  for (int i = 0; i < 4; ++i) old[i] = static_cast<char>(length >> (8 * i));
  msgs = DecodeWithHello(old);
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).collective_seq, 0u);
  EXPECT_EQ(std::get<Heartbeat>(msgs[1]).flags, kHeartbeatInCollective);
}

FailureReport SampleFailure() {
  FailureReport f;
  f.mono_ns = 123456789;
  f.step = 60;
  f.activity = Activity::kForward;
  f.fatal = true;
  f.exc_type = "torch.OutOfMemoryError";
  f.exc_bases = "OutOfMemoryError,RuntimeError,Exception,BaseException";
  f.message = "CUDA out of memory. Tried to allocate 2.00 GiB";
  f.frames = "train.py:40 in forward\ntrain.py:90 in <module>";
  f.mem_allocated = 70;
  f.mem_reserved = 75;
  f.mem_total = 80;
  return f;
}

TEST(CodecFailureTest, FailureRoundTripsAndLongTextIsBounded) {
  FailureReport f = SampleFailure();
  f.message.assign(kMaxFailureText + 100, 'x');
  std::string frames;
  EncodeFailure(f, &frames);
  auto msgs = DecodeWithHello(frames);
  ASSERT_EQ(msgs.size(), 2u);
  const auto& got = std::get<FailureReport>(msgs[1]);
  EXPECT_EQ(got.mono_ns, f.mono_ns);
  EXPECT_EQ(got.step, 60u);
  EXPECT_EQ(got.activity, Activity::kForward);
  EXPECT_TRUE(got.fatal);
  EXPECT_EQ(got.exc_type, f.exc_type);
  EXPECT_EQ(got.exc_bases, f.exc_bases);
  EXPECT_EQ(got.message.size(), kMaxFailureText);
  EXPECT_EQ(got.frames, f.frames);
  EXPECT_EQ(got.mem_allocated, 70);
  EXPECT_EQ(got.mem_reserved, 75);
  EXPECT_EQ(got.mem_total, 80);
}

TEST(CodecFailureTest, TruncatedOrBadFailureFramesFailCleanly) {
  std::string frames;
  EncodeFailure(SampleFailure(), &frames);
  for (size_t cut = 5; cut < frames.size(); cut += 7) {
    std::string frame = frames.substr(0, cut);
    const uint32_t length = static_cast<uint32_t>(frame.size() - 4);
    for (int i = 0; i < 4; ++i) frame[i] = static_cast<char>(length >> (8 * i));
    std::string bytes;
    EncodeHello(SampleHello(), &bytes);
    bytes += frame;
    FrameDecoder d;
    DecodeAll(bytes, bytes.size(), &d);
    EXPECT_TRUE(d.failed()) << cut;
  }
  FailureReport f = SampleFailure();
  f.activity = static_cast<Activity>(99);
  std::string bad;
  EncodeFailure(f, &bad);
  std::string bytes;
  EncodeHello(SampleHello(), &bytes);
  bytes += bad;
  FrameDecoder d;
  DecodeAll(bytes, bytes.size(), &d);
  EXPECT_TRUE(d.failed());
}

}  // namespace
}  // namespace steplens::protocol
