#include "protocol/codec.h"

#include <cstring>
#include <utility>

namespace steplens::protocol {
namespace {

// ---- little-endian writers ------------------------------------------------

void PutU8(std::string* out, uint8_t v) { out->push_back(static_cast<char>(v)); }
void PutU16(std::string* out, uint16_t v) {
  for (int i = 0; i < 2; ++i) PutU8(out, static_cast<uint8_t>(v >> (8 * i)));
}
void PutU32(std::string* out, uint32_t v) {
  for (int i = 0; i < 4; ++i) PutU8(out, static_cast<uint8_t>(v >> (8 * i)));
}
void PutU64(std::string* out, uint64_t v) {
  for (int i = 0; i < 8; ++i) PutU8(out, static_cast<uint8_t>(v >> (8 * i)));
}
void PutI64(std::string* out, int64_t v) { PutU64(out, static_cast<uint64_t>(v)); }
void PutF32(std::string* out, float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  PutU32(out, bits);
}
void PutF64(std::string* out, double v) {
  uint64_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  PutU64(out, bits);
}
void PutStr(std::string* out, std::string_view s) {
  const size_t n = s.size() > 0xFFFF ? 0xFFFF : s.size();
  PutU16(out, static_cast<uint16_t>(n));
  out->append(s.data(), n);
}

// Writes the frame header with a placeholder length; FinishFrame patches it.
size_t BeginFrame(std::string* out, FrameType type) {
  const size_t at = out->size();
  PutU32(out, 0);
  PutU8(out, static_cast<uint8_t>(type));
  return at;
}
void FinishFrame(std::string* out, size_t at) {
  const uint32_t length = static_cast<uint32_t>(out->size() - at - 4);
  for (int i = 0; i < 4; ++i) {
    (*out)[at + i] = static_cast<char>(static_cast<uint8_t>(length >> (8 * i)));
  }
}

// ---- bounds-checked reader ------------------------------------------------

class Reader {
 public:
  explicit Reader(std::string_view data) : data_(data) {}
  bool ok() const { return ok_; }
  // Payload bytes not yet read (optional trailing fields are present iff > 0).
  size_t remaining() const { return ok_ ? data_.size() - pos_ : 0; }
  uint8_t U8() { return static_cast<uint8_t>(Bytes(1, 0)); }
  uint16_t U16() { return static_cast<uint16_t>(Bytes(2, 0)); }
  uint32_t U32() { return static_cast<uint32_t>(Bytes(4, 0)); }
  uint64_t U64() { return Bytes(8, 0); }
  int64_t I64() { return static_cast<int64_t>(U64()); }
  float F32() {
    const uint32_t bits = U32();
    float v;
    std::memcpy(&v, &bits, sizeof v);
    return v;
  }
  double F64() {
    const uint64_t bits = U64();
    double v;
    std::memcpy(&v, &bits, sizeof v);
    return v;
  }
  std::string Str() {
    const uint16_t n = U16();
    if (!ok_ || data_.size() - pos_ < n) {
      ok_ = false;
      return {};
    }
    std::string s(data_.substr(pos_, n));
    pos_ += n;
    return s;
  }

 private:
  uint64_t Bytes(size_t n, uint64_t fallback) {
    if (!ok_ || data_.size() - pos_ < n) {
      ok_ = false;
      return fallback;
    }
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) {
      v |= static_cast<uint64_t>(static_cast<uint8_t>(data_[pos_ + i])) << (8 * i);
    }
    pos_ += n;
    return v;
  }

  std::string_view data_;
  size_t pos_ = 0;
  bool ok_ = true;
};

// Presence bits of the STEP frame's optional sync-arrival block.
constexpr uint8_t kSyncFirstBit = 1u << 0;
constexpr uint8_t kSyncLastBit = 1u << 1;
constexpr uint8_t kSyncOnDeviceBit = 1u << 2;  // StepRecord::sync_on_device

// Memory fields of a STEP frame, in presence-bit order.
constexpr int kMemFields = 5;
int64_t StepRecord::*const kMemMembers[kMemFields] = {
    &StepRecord::mem_allocated, &StepRecord::mem_peak_allocated, &StepRecord::mem_reserved,
    &StepRecord::mem_peak_reserved, &StepRecord::rss_peak};

void PutPhaseArray(std::string* out, const std::array<int64_t, kMaxPhases>& a) {
  uint32_t mask = 0;
  for (int i = 0; i < kMaxPhases; ++i) {
    if (a[i] != kMissing) mask |= 1u << i;
  }
  PutU32(out, mask);
  for (int i = 0; i < kMaxPhases; ++i) {
    if (mask & (1u << i)) PutI64(out, a[i]);
  }
}

void ReadPhaseArray(Reader* r, std::array<int64_t, kMaxPhases>* a) {
  const uint32_t mask = r->U32();
  for (int i = 0; i < kMaxPhases; ++i) {
    if (mask & (1u << i)) (*a)[i] = r->I64();
  }
}

// A present duration or memory value is never negative; kMissing is encoded
// by absence, so a negative value on the wire is malformed.
bool NonNegative(const std::array<int64_t, kMaxPhases>& a) {
  for (int64_t v : a) {
    if (v < 0 && v != kMissing) return false;
  }
  return true;
}

}  // namespace

const char* SteplensVersion() { return STEPLENS_VERSION; }

// ---- encoders ---------------------------------------------------------------

void EncodeHello(const HelloInfo& h, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kHello);
  PutU32(out, kMagic);
  PutU16(out, h.protocol_version == 0 ? kProtocolVersion : h.protocol_version);
  PutStr(out, h.run_id);
  PutU32(out, h.rank);
  PutU32(out, h.local_rank);
  PutU32(out, h.world_size);
  PutStr(out, h.host);
  PutU32(out, h.pid);
  PutStr(out, h.token);
  PutI64(out, h.mono_ns);
  PutI64(out, h.wall_ns);
  // Optional trailing fields (wire-protocol.md): the control version, then
  // the release; a later one present means every earlier one is sent.
  if (h.control_version != 0 || !h.steplens_version.empty()) PutU8(out, h.control_version);
  if (!h.steplens_version.empty()) PutStr(out, h.steplens_version);
  FinishFrame(out, at);
}

void EncodeName(const NameInfo& n, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kName);
  PutU16(out, n.id);
  PutStr(out, n.name);
  FinishFrame(out, at);
}

void EncodeStep(const StepRecord& s, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kStep);
  PutU64(out, s.step);
  PutI64(out, s.begin_ns);
  PutI64(out, s.end_ns);
  PutPhaseArray(out, s.cpu_ns);
  PutPhaseArray(out, s.gpu_ns);
  uint8_t mem_mask = 0;
  for (int i = 0; i < kMemFields; ++i) {
    if (s.*kMemMembers[i] != kMissing) mem_mask |= 1u << i;
  }
  PutU8(out, mem_mask);
  for (int i = 0; i < kMemFields; ++i) {
    if (mem_mask & (1u << i)) PutI64(out, s.*kMemMembers[i]);
  }
  const uint8_t n = s.scalar_count > kMaxScalars ? kMaxScalars : s.scalar_count;
  PutU8(out, n);
  for (int i = 0; i < n; ++i) {
    PutU16(out, s.scalars[i].name_id);
    PutF64(out, s.scalars[i].value);
  }
  // Optional trailing sync-arrival block, written only when a hook fired (so
  // a step without it is byte-identical to what older encoders wrote).
  uint8_t sync_mask = 0;
  if (s.sync_first_ns != kMissing) sync_mask |= kSyncFirstBit;
  if (s.sync_last_ns != kMissing) sync_mask |= kSyncLastBit;
  if (s.sync_on_device && sync_mask != 0) sync_mask |= kSyncOnDeviceBit;
  if (sync_mask != 0 || s.sync_buckets != 0) {
    PutU8(out, sync_mask);
    if (sync_mask & kSyncFirstBit) PutI64(out, s.sync_first_ns);
    if (sync_mask & kSyncLastBit) PutI64(out, s.sync_last_ns);
    PutU32(out, s.sync_buckets);
  }
  FinishFrame(out, at);
}

void EncodeHeartbeat(const Heartbeat& hb, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kHeartbeat);
  PutI64(out, hb.mono_ns);
  PutU64(out, hb.current_step);
  PutU64(out, hb.steps_done);
  PutU8(out, static_cast<uint8_t>(hb.activity));
  PutU8(out, hb.user_phase);
  PutU64(out, hb.dropped_records);
  // Trailing (added in protocol 1, older decoders skip it): sync hook state.
  PutU8(out, static_cast<uint8_t>(hb.sync_hook));
  PutStr(out, hb.sync_hook_reason);
  PutU8(out, hb.flags);            // trailing: where in the step (hang diagnosis)
  PutU64(out, hb.collective_seq);  // trailing: collectives issued so far
  FinishFrame(out, at);
}

void EncodeProcessSample(const ProcessSample& s, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kProcessSample);
  PutI64(out, s.mono_ns);
  PutF32(out, s.cpu_pct);
  PutI64(out, s.rss_bytes);
  PutI64(out, s.gpu_mem_bytes);
  // Trailing (added in protocol 1, older decoders skip it): main thread.
  PutF32(out, s.main_cpu_pct);
  PutF32(out, s.main_wait_pct);
  PutF32(out, s.others_wait_pct);  // trailing: the other threads' run-queue wait
  FinishFrame(out, at);
}

void EncodeSystemSample(const SystemSample& s, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kSystemSample);
  PutI64(out, s.mono_ns);
  PutF32(out, s.cpu_pct);
  PutI64(out, s.ram_used_bytes);
  PutI64(out, s.ram_total_bytes);
  const size_t n = s.gpus.size() > 255 ? 255 : s.gpus.size();
  PutU8(out, static_cast<uint8_t>(n));
  for (size_t i = 0; i < n; ++i) {
    const GpuSample& g = s.gpus[i];
    PutF32(out, g.util_pct);
    PutI64(out, g.mem_used_bytes);
    PutI64(out, g.mem_total_bytes);
    PutF32(out, g.temp_c);
    PutF32(out, g.power_w);
  }
  // Trailing (added in protocol 1, older decoders skip it): per GPU, in the
  // same order, the SM clock and the throttle (clocks-event) reasons.
  for (size_t i = 0; i < n; ++i) {
    PutF32(out, s.gpus[i].sm_clock_mhz);
    PutI64(out, s.gpus[i].throttle_reasons);
  }
  FinishFrame(out, at);
}

void EncodeGoodbye(const Goodbye& g, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kGoodbye);
  PutI64(out, g.mono_ns);
  PutU64(out, g.steps_done);
  PutU64(out, g.dropped_records);
  FinishFrame(out, at);
}

void EncodeFailure(const FailureReport& f, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kFailure);
  PutI64(out, f.mono_ns);
  PutU64(out, f.step);
  PutU8(out, static_cast<uint8_t>(f.activity));
  PutU8(out, f.user_phase);
  PutU8(out, f.fatal ? 1 : 0);
  for (const std::string* text : {&f.exc_type, &f.exc_bases, &f.message, &f.frames}) {
    PutStr(out, std::string_view(*text).substr(0, kMaxFailureText));
  }
  PutI64(out, f.mem_allocated);
  PutI64(out, f.mem_reserved);
  PutI64(out, f.mem_total);
  PutStr(out, std::string_view(f.module).substr(0, kMaxFailureText));  // optional, trailing
  FinishFrame(out, at);
}

// LAYERS entry: u16 slot, u8 mask (bit 0 forward, 1 backward, 2 activation
// bytes, 3 allocator delta), one i64 per set bit in that order.
constexpr uint8_t kLayerForwardBit = 1;
constexpr uint8_t kLayerBackwardBit = 2;
constexpr uint8_t kLayerActivationBit = 4;
constexpr uint8_t kLayerAllocDeltaBit = 8;
constexpr int kLayerFieldCount = 4;
constexpr int64_t LayerEntry::*kLayerFields[kLayerFieldCount] = {
    &LayerEntry::forward_ns, &LayerEntry::backward_ns, &LayerEntry::activation_bytes,
    &LayerEntry::alloc_delta_bytes};
// What "not measured" is per field: the delta is signed.
constexpr int64_t kLayerFieldMissing[kLayerFieldCount] = {kMissing, kMissing, kMissing,
                                                          kMissingDelta};

void EncodeLayers(uint64_t step, const LayerEntry* entries, size_t n, std::string* out) {
  if (n > static_cast<size_t>(kMaxLayers)) n = kMaxLayers;
  const size_t at = BeginFrame(out, FrameType::kLayers);
  PutU64(out, step);
  PutU16(out, static_cast<uint16_t>(n));
  for (size_t i = 0; i < n; ++i) {
    const LayerEntry& e = entries[i];
    PutU16(out, e.slot);
    uint8_t mask = 0;
    for (int f = 0; f < kLayerFieldCount; ++f) {
      if (e.*kLayerFields[f] != kLayerFieldMissing[f]) mask |= static_cast<uint8_t>(1u << f);
    }
    PutU8(out, mask);
    for (int f = 0; f < kLayerFieldCount; ++f) {
      if (mask & (1u << f)) PutI64(out, e.*kLayerFields[f]);
    }
  }
  FinishFrame(out, at);
}

void EncodeLayerStep(const LayerStep& layers, std::string* out) {
  EncodeLayers(layers.step, layers.entries.data(), layers.entries.size(), out);
}

void EncodeSetup(const SetupInfo& setup, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kSetup);
  PutU8(out, setup.version);
  const size_t count_at = out->size();
  PutU16(out, 0);
  const size_t payload_start = count_at - 1;
  uint16_t count = 0;
  for (const auto& [key, value] : setup.facts) {
    if (count == kMaxSetupFacts || key.empty()) continue;
    const std::string_view k = std::string_view(key).substr(0, kMaxSetupText);
    const std::string_view v = std::string_view(value).substr(0, kMaxSetupText);
    if (out->size() - payload_start + 4 + k.size() + v.size() > kMaxSetupBytes) break;
    PutStr(out, k);
    PutStr(out, v);
    ++count;
  }
  (*out)[count_at] = static_cast<char>(count & 0xFF);
  (*out)[count_at + 1] = static_cast<char>(count >> 8);
  FinishFrame(out, at);
}

void EncodeMessage(const Message& m, std::string* out) {
  std::visit(
      [out](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, HelloInfo>)
          EncodeHello(v, out);
        else if constexpr (std::is_same_v<T, NameInfo>)
          EncodeName(v, out);
        else if constexpr (std::is_same_v<T, StepRecord>)
          EncodeStep(v, out);
        else if constexpr (std::is_same_v<T, Heartbeat>)
          EncodeHeartbeat(v, out);
        else if constexpr (std::is_same_v<T, ProcessSample>)
          EncodeProcessSample(v, out);
        else if constexpr (std::is_same_v<T, SystemSample>)
          EncodeSystemSample(v, out);
        else if constexpr (std::is_same_v<T, Goodbye>)
          EncodeGoodbye(v, out);
        else if constexpr (std::is_same_v<T, LayerStep>)
          EncodeLayerStep(v, out);
        else if constexpr (std::is_same_v<T, SetupInfo>)
          EncodeSetup(v, out);
        else
          EncodeFailure(v, out);
      },
      m);
}

namespace {

// The magic that opens a stream (HELLO, RELAY_HELLO) and the protocol
// version after it: "" when the magic is ours, else why not. `kind`
// prefixes "stream". The version is checked once the sender is read
// (VersionProblem), so that a refusal can name it.
std::string ReadStreamStart(Reader* r, const char* kind, uint16_t* version) {
  const uint32_t magic = r->U32();
  if (r->ok() && magic != kMagic)
    return std::string("bad magic: not a steplens ") + kind + "stream";
  *version = r->U16();
  return "";
}

// "" when `version` is this build's; else one sentence naming the sender
// (`who`, read with this version's layout: "" when that failed) and both
// protocol versions and releases.
std::string VersionProblem(uint16_t version, const std::string& who, const std::string& release) {
  if (version == kProtocolVersion) return "";
  std::string s = "unsupported protocol version " + std::to_string(version);
  if (!who.empty()) s += " from " + who;
  if (!release.empty()) s += " (steplens " + release + ")";
  return s + "; this build speaks version " + std::to_string(kProtocolVersion) + " (steplens " +
         SteplensVersion() + "): install the same steplens release on every node";
}

}  // namespace

// ---- decoder ----------------------------------------------------------------

void FrameSplitter::Feed(std::string_view bytes) {
  if (failed()) return;
  // Compact consumed bytes before growing, so the buffer stays bounded by one
  // frame plus one chunk.
  if (read_pos_ > 0 && read_pos_ >= buffer_.size() / 2) {
    buffer_.erase(0, read_pos_);
    read_pos_ = 0;
  }
  buffer_.append(bytes.data(), bytes.size());
}

void FrameSplitter::SetError(std::string reason) {
  error_ = std::move(reason);
  buffer_.clear();
  read_pos_ = 0;
}

FrameSplitter::Cut FrameSplitter::Peek(std::string_view* frame, const char* what) {
  if (failed()) return Cut::kError;
  const size_t avail = buffer_.size() - read_pos_;
  if (avail < 4) return Cut::kNeedMore;
  Reader header(std::string_view(buffer_).substr(read_pos_, 4));
  const uint32_t length = header.U32();
  if (length == 0 || length > max_frame_bytes_) {
    SetError(std::string(what) + " length " + std::to_string(length) + " out of range (1.." +
             std::to_string(max_frame_bytes_) + ")");
    return Cut::kError;
  }
  if (avail < 4 + static_cast<size_t>(length)) return Cut::kNeedMore;
  *frame = std::string_view(buffer_).substr(read_pos_ + 4, length);
  return Cut::kFrame;
}

FrameDecoder::Result FrameDecoder::Next(Message* out) {
  std::string_view frame;
  switch (Peek(&frame, "frame")) {
    case Cut::kNeedMore:
      return Result::kNeedMore;
    case Cut::kError:
      return Result::kError;
    case Cut::kFrame:
      break;
  }
  const auto length = static_cast<uint32_t>(frame.size());
  const uint8_t type = static_cast<uint8_t>(frame[0]);
  Reader r(frame.substr(1));

  if (!saw_hello_ && type != static_cast<uint8_t>(FrameType::kHello)) {
    return Fail("stream does not start with HELLO (first frame type " + std::to_string(type) + ")");
  }

  switch (static_cast<FrameType>(type)) {
    case FrameType::kHello: {
      if (saw_hello_) return Fail("second HELLO on one stream");
      HelloInfo h;
      if (std::string why = ReadStreamStart(&r, "", &h.protocol_version); !why.empty()) {
        return Fail(std::move(why));
      }
      const bool have_version = r.ok();
      h.run_id = r.Str();
      h.rank = r.U32();
      h.local_rank = r.U32();
      h.world_size = r.U32();
      h.host = r.Str();
      h.pid = r.U32();
      h.token = r.Str();
      h.mono_ns = r.I64();
      h.wall_ns = r.I64();
      if (r.ok() && r.remaining() > 0)
        h.control_version = r.U8();  // optional: older ranks have none
      if (r.ok() && r.remaining() > 0) h.steplens_version = r.Str();  // optional, after it
      if (have_version && h.protocol_version != kProtocolVersion) {
        const std::string who =
            r.ok() ? "rank " + std::to_string(h.rank) + " on host " + h.host : std::string();
        return Fail(VersionProblem(h.protocol_version, who, r.ok() ? h.steplens_version : ""));
      }
      if (r.ok() && (h.world_size == 0 || h.rank >= h.world_size)) {
        return Fail("HELLO with rank " + std::to_string(h.rank) + " outside world size " +
                    std::to_string(h.world_size));
      }
      saw_hello_ = true;
      *out = std::move(h);
      break;
    }
    case FrameType::kName: {
      NameInfo n;
      n.id = r.U16();
      n.name = r.Str();
      *out = std::move(n);
      break;
    }
    case FrameType::kStep: {
      StepRecord s;
      s.step = r.U64();
      s.begin_ns = r.I64();
      s.end_ns = r.I64();
      ReadPhaseArray(&r, &s.cpu_ns);
      ReadPhaseArray(&r, &s.gpu_ns);
      const uint8_t mem_mask = r.U8();
      for (int i = 0; i < kMemFields; ++i) {
        if (mem_mask & (1u << i)) s.*kMemMembers[i] = r.I64();
      }
      const uint8_t n = r.U8();
      if (r.ok() && n > kMaxScalars) {
        return Fail("STEP frame with " + std::to_string(n) + " scalars (max " +
                    std::to_string(kMaxScalars) + ")");
      }
      s.scalar_count = n;
      for (int i = 0; i < n; ++i) {
        s.scalars[i].name_id = r.U16();
        s.scalars[i].value = r.F64();
      }
      if (r.ok() && r.remaining() > 0) {  // optional sync-arrival block
        const uint8_t sync_mask = r.U8();
        if (sync_mask & kSyncFirstBit) s.sync_first_ns = r.I64();
        if (sync_mask & kSyncLastBit) s.sync_last_ns = r.I64();
        s.sync_on_device = (sync_mask & kSyncOnDeviceBit) != 0;
        s.sync_buckets = r.U32();
        if (r.ok() && ((s.sync_first_ns < 0 && s.sync_first_ns != kMissing) ||
                       (s.sync_last_ns < 0 && s.sync_last_ns != kMissing))) {
          return Fail("STEP frame with a negative sync arrival time");
        }
        if (r.ok() && s.sync_first_ns != kMissing && s.sync_last_ns != kMissing &&
            s.sync_last_ns < s.sync_first_ns) {
          return Fail("STEP frame whose last sync arrival precedes its first");
        }
      }
      if (r.ok() && (!NonNegative(s.cpu_ns) || !NonNegative(s.gpu_ns))) {
        return Fail("STEP frame with a negative phase duration");
      }
      if (r.ok() && s.begin_ns != kMissing && s.end_ns != kMissing && s.end_ns < s.begin_ns) {
        return Fail("STEP frame that ends before it begins");
      }
      *out = s;
      break;
    }
    case FrameType::kHeartbeat: {
      Heartbeat hb;
      hb.mono_ns = r.I64();
      hb.current_step = r.U64();
      hb.steps_done = r.U64();
      const uint8_t activity = r.U8();
      if (r.ok() && activity > static_cast<uint8_t>(Activity::kFinished)) {
        return Fail("HEARTBEAT with unknown activity " + std::to_string(activity));
      }
      hb.activity = static_cast<Activity>(activity);
      hb.user_phase = r.U8();
      hb.dropped_records = r.U64();
      if (r.ok() && r.remaining() > 0) {  // optional sync hook state
        const uint8_t hook = r.U8();
        if (r.ok() && hook > kMaxSyncHook) {
          return Fail("HEARTBEAT with unknown sync hook state " + std::to_string(hook));
        }
        hb.sync_hook = static_cast<SyncHook>(hook);
        hb.sync_hook_reason = r.Str();
        if (r.ok() && r.remaining() > 0) {  // optional flags
          hb.flags = r.U8();
          if (r.ok() && (hb.flags & ~kHeartbeatKnownFlags) != 0) {
            return Fail("HEARTBEAT with unknown flags " + std::to_string(hb.flags));
          }
          if (r.ok() && r.remaining() > 0) hb.collective_seq = r.U64();  // optional
        }
      }
      *out = std::move(hb);
      break;
    }
    case FrameType::kProcessSample: {
      ProcessSample s;
      s.mono_ns = r.I64();
      s.cpu_pct = r.F32();
      s.rss_bytes = r.I64();
      s.gpu_mem_bytes = r.I64();
      if (r.ok() && r.remaining() > 0) {  // optional main-thread fields
        s.main_cpu_pct = r.F32();
        s.main_wait_pct = r.F32();
        if (r.ok() && r.remaining() > 0) s.others_wait_pct = r.F32();  // optional
      }
      *out = s;
      break;
    }
    case FrameType::kSystemSample: {
      SystemSample s;
      s.mono_ns = r.I64();
      s.cpu_pct = r.F32();
      s.ram_used_bytes = r.I64();
      s.ram_total_bytes = r.I64();
      const uint8_t n = r.U8();
      for (int i = 0; i < n && r.ok(); ++i) {
        GpuSample g;
        g.util_pct = r.F32();
        g.mem_used_bytes = r.I64();
        g.mem_total_bytes = r.I64();
        g.temp_c = r.F32();
        g.power_w = r.F32();
        s.gpus.push_back(g);
      }
      if (r.ok() && r.remaining() > 0) {  // optional clocks block
        for (GpuSample& g : s.gpus) {
          g.sm_clock_mhz = r.F32();
          g.throttle_reasons = r.I64();
          if (g.throttle_reasons < 0) g.throttle_reasons = kMissing;
        }
      }
      *out = std::move(s);
      break;
    }
    case FrameType::kGoodbye: {
      Goodbye g;
      g.mono_ns = r.I64();
      g.steps_done = r.U64();
      g.dropped_records = r.U64();
      *out = g;
      break;
    }
    case FrameType::kLayers: {
      LayerStep l;
      l.step = r.U64();
      const uint16_t n = r.U16();
      if (r.ok() && n > kMaxLayers) {
        return Fail("LAYERS frame with " + std::to_string(n) + " modules (max " +
                    std::to_string(kMaxLayers) + ")");
      }
      if (r.ok()) l.entries.reserve(n);
      uint64_t seen[kMaxLayers / 64] = {};
      for (int i = 0; i < n && r.ok(); ++i) {
        LayerEntry e;
        e.slot = r.U16();
        const uint8_t mask = r.U8();
        if (!r.ok()) break;
        if (e.slot >= kMaxLayers) return Fail("LAYERS frame with slot " + std::to_string(e.slot));
        if ((seen[e.slot / 64] >> (e.slot % 64)) & 1u) {
          return Fail("LAYERS frame with slot " + std::to_string(e.slot) + " twice");
        }
        seen[e.slot / 64] |= uint64_t{1} << (e.slot % 64);
        if ((mask & ~(kLayerForwardBit | kLayerBackwardBit | kLayerActivationBit |
                      kLayerAllocDeltaBit)) != 0) {
          return Fail("LAYERS frame with unknown mask " + std::to_string(mask));
        }
        for (int f = 0; f < kLayerFieldCount; ++f) {
          if (mask & (1u << f)) e.*kLayerFields[f] = r.I64();
        }
        if (r.ok() && ((e.forward_ns < 0 && (mask & kLayerForwardBit)) ||
                       (e.backward_ns < 0 && (mask & kLayerBackwardBit)) ||
                       (e.activation_bytes < 0 && (mask & kLayerActivationBit)))) {
          return Fail("LAYERS frame with a negative value");
        }
        if (r.ok() && (mask & kLayerAllocDeltaBit) && e.alloc_delta_bytes == kMissingDelta) {
          return Fail("LAYERS frame with an allocator delta out of range");
        }
        l.entries.push_back(e);
      }
      *out = std::move(l);
      break;
    }
    case FrameType::kFailure: {
      FailureReport f;
      f.mono_ns = r.I64();
      f.step = r.U64();
      const uint8_t activity = r.U8();
      if (r.ok() && activity > static_cast<uint8_t>(Activity::kFinished)) {
        return Fail("FAILURE with unknown activity " + std::to_string(activity));
      }
      f.activity = static_cast<Activity>(activity);
      f.user_phase = r.U8();
      f.fatal = (r.U8() & 1) != 0;
      f.exc_type = r.Str();
      f.exc_bases = r.Str();
      f.message = r.Str();
      f.frames = r.Str();
      f.mem_allocated = r.I64();
      f.mem_reserved = r.I64();
      f.mem_total = r.I64();
      if (r.ok() && r.remaining() > 0) f.module = r.Str();  // optional
      *out = std::move(f);
      break;
    }
    case FrameType::kSetup: {
      SetupInfo setup;
      setup.version = r.U8();
      if (r.ok() && setup.version == 0) return Fail("SETUP with version 0");
      const uint16_t n = r.U16();
      if (r.ok() && n > kMaxSetupFacts) {
        return Fail("SETUP with " + std::to_string(n) + " facts (max " +
                    std::to_string(kMaxSetupFacts) + ")");
      }
      for (int i = 0; i < n && r.ok(); ++i) {
        std::string key = r.Str();
        std::string value = r.Str();
        if (!r.ok()) break;
        if (key.empty()) return Fail("SETUP with an empty key");
        if (key.size() > kMaxSetupText || value.size() > kMaxSetupText) {
          return Fail("SETUP with a string over " + std::to_string(kMaxSetupText) + " bytes");
        }
        setup.facts.emplace_back(std::move(key), std::move(value));
      }
      *out = std::move(setup);
      break;
    }
    default:
      return Fail("unknown frame type " + std::to_string(type));
  }
  if (!r.ok()) {
    return Fail("frame type " + std::to_string(type) + " truncated (length " +
                std::to_string(length) + ")");
  }
  Consume(frame);
  ++frames_decoded_;
  return Result::kMessage;
}

// ---- Relay streams ---------------------------------------------------------

void EncodeRelayHello(const RelayHello& hello, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kRelayHello);
  PutU32(out, kMagic);
  PutU16(out, hello.protocol_version);
  PutStr(out, hello.run_id);
  PutStr(out, hello.token);
  PutStr(out, hello.host);
  if (hello.features != 0 || !hello.steplens_version.empty()) PutU8(out, hello.features);
  if (!hello.steplens_version.empty()) PutStr(out, hello.steplens_version);
  FinishFrame(out, at);
}

void EncodeClockPing(const ClockPing& ping, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kClockPing);
  PutU32(out, ping.seq);
  PutI64(out, ping.t0_ns);
  FinishFrame(out, at);
}

void EncodeClockPong(const ClockPong& pong, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kClockPong);
  PutU32(out, pong.seq);
  PutI64(out, pong.t0_ns);
  PutI64(out, pong.t1_ns);
  PutI64(out, pong.t2_ns);
  PutI64(out, pong.wall_minus_mono_ns);
  FinishFrame(out, at);
}

void EncodeRelayData(uint32_t channel, std::string_view bytes, std::string* out) {
  while (!bytes.empty()) {
    const std::string_view chunk = bytes.substr(0, kMaxRelayChunkBytes);
    const size_t at = BeginFrame(out, FrameType::kRelayData);
    PutU32(out, channel);
    out->append(chunk.data(), chunk.size());
    FinishFrame(out, at);
    bytes.remove_prefix(chunk.size());
  }
}

void EncodeRelayClose(uint32_t channel, bool error, std::string_view reason, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kRelayClose);
  PutU32(out, channel);
  PutU8(out, error ? 1 : 0);
  PutStr(out, reason);
  FinishFrame(out, at);
}

namespace {

// A RELAY_DATA frame (type byte first), either direction: "" or why not.
std::string ReadRelayData(std::string_view frame, RelayData* d) {
  Reader r(frame.substr(1));
  d->channel = r.U32();
  if (!r.ok()) return "truncated RELAY_DATA payload";
  const size_t n = frame.size() - 1 - 4;
  if (d->channel == 0 || n == 0 || n > kMaxRelayChunkBytes) {
    return "RELAY_DATA with channel " + std::to_string(d->channel) + " and " + std::to_string(n) +
           " bytes (channels start at 1, chunks are 1.." + std::to_string(kMaxRelayChunkBytes) +
           " bytes)";
  }
  d->bytes.assign(frame.substr(1 + 4));
  return "";
}

}  // namespace

bool IsRelayStream(std::string_view head) {
  return head.size() >= kFrameHeaderBytes &&
         static_cast<uint8_t>(head[4]) == static_cast<uint8_t>(FrameType::kRelayHello);
}

RelayDecoder::Result RelayDecoder::Next(RelayFrame* out) {
  std::string_view frame;
  switch (Peek(&frame, "relay frame")) {
    case Cut::kNeedMore:
      return Result::kNeedMore;
    case Cut::kError:
      return Result::kError;
    case Cut::kFrame:
      break;
  }
  const auto type = static_cast<uint8_t>(frame[0]);
  Reader r(frame.substr(1));
  if (!saw_hello_ && type != static_cast<uint8_t>(FrameType::kRelayHello)) {
    return Fail("relay stream does not start with RELAY_HELLO (first frame type " +
                std::to_string(type) + ")");
  }
  switch (static_cast<FrameType>(type)) {
    case FrameType::kRelayHello: {
      if (saw_hello_) return Fail("second RELAY_HELLO on one stream");
      RelayHello h;
      if (std::string why = ReadStreamStart(&r, "relay ", &h.protocol_version); !why.empty()) {
        return Fail(std::move(why));
      }
      const bool have_version = r.ok();
      h.run_id = r.Str();
      h.token = r.Str();
      h.host = r.Str();
      if (r.remaining() > 0) h.features = r.U8();  // optional (codec.h)
      if (r.ok() && r.remaining() > 0) h.steplens_version = r.Str();
      if (have_version && h.protocol_version != kProtocolVersion) {
        const std::string who = r.ok() ? "the relay on host " + h.host : std::string();
        return Fail(VersionProblem(h.protocol_version, who, r.ok() ? h.steplens_version : ""));
      }
      if (!r.ok()) return Fail("truncated RELAY_HELLO payload");
      saw_hello_ = true;
      *out = std::move(h);
      break;
    }
    case FrameType::kRelayData: {
      RelayData d;
      if (std::string why = ReadRelayData(frame, &d); !why.empty()) return Fail(std::move(why));
      *out = std::move(d);
      break;
    }
    case FrameType::kRelayClose: {
      RelayClose c;
      c.channel = r.U32();
      const uint8_t error = r.U8();
      c.reason = r.Str();
      if (!r.ok()) return Fail("truncated RELAY_CLOSE payload");
      if (c.channel == 0 || error > 1) return Fail("malformed RELAY_CLOSE");
      c.error = error == 1;
      *out = std::move(c);
      break;
    }
    case FrameType::kClockPong: {
      ClockPong p;
      p.seq = r.U32();
      p.t0_ns = r.I64();
      p.t1_ns = r.I64();
      p.t2_ns = r.I64();
      p.wall_minus_mono_ns = r.I64();
      if (!r.ok()) return Fail("truncated CLOCK_PONG payload");
      *out = p;
      break;
    }
    default:
      return Fail("frame type " + std::to_string(type) + " on a relay stream");
  }
  Consume(frame);
  return Result::kFrame;
}

RelayControlDecoder::Result RelayControlDecoder::Next(RelayDown* out) {
  std::string_view frame;
  switch (Peek(&frame, "relay control frame")) {
    case Cut::kNeedMore:
      return Result::kNeedMore;
    case Cut::kError:
      return Result::kError;
    case Cut::kFrame:
      break;
  }
  const auto type = static_cast<uint8_t>(frame[0]);
  Reader r(frame.substr(1));
  if (type == static_cast<uint8_t>(FrameType::kClockPing)) {
    ClockPing p;
    p.seq = r.U32();
    p.t0_ns = r.I64();
    if (!r.ok()) return Fail("truncated CLOCK_PING payload");
    *out = p;
  } else if (type == static_cast<uint8_t>(FrameType::kRelayData)) {
    RelayData d;
    if (std::string why = ReadRelayData(frame, &d); !why.empty()) return Fail(std::move(why));
    *out = std::move(d);
  } else {
    return Fail("frame type " + std::to_string(type) + " from the aggregator");
  }
  Consume(frame);
  return Result::kFrame;
}

// ---- Control messages --------------------------------------------------------

void EncodeDeepMode(const DeepModeRequest& request, std::string* out) {
  const size_t at = BeginFrame(out, FrameType::kDeepMode);
  PutU32(out, request.seq);
  PutU8(out, static_cast<uint8_t>(request.mode));
  PutU32(out, request.period);
  PutU32(out, request.burst);
  FinishFrame(out, at);
}

ControlDecoder::Result ControlDecoder::Next(ControlMessage* out) {
  std::string_view frame;
  switch (Peek(&frame, "control frame")) {
    case Cut::kNeedMore:
      return Result::kNeedMore;
    case Cut::kError:
      return Result::kError;
    case Cut::kFrame:
      break;
  }
  const auto type = static_cast<uint8_t>(frame[0]);
  if (type != static_cast<uint8_t>(FrameType::kDeepMode)) {
    return Fail("frame type " + std::to_string(type) + " is not a control message of version " +
                std::to_string(kControlVersion));
  }
  Reader r(frame.substr(1));
  DeepModeRequest d;
  d.seq = r.U32();
  const uint8_t mode = r.U8();
  d.period = r.U32();
  d.burst = r.U32();
  if (!r.ok()) return Fail("truncated DEEP_MODE payload");
  if (d.seq == 0 || mode > static_cast<uint8_t>(DeepMode::kSampled)) {
    return Fail("DEEP_MODE with seq " + std::to_string(d.seq) + " and mode " +
                std::to_string(mode) + " (seq >= 1, mode 0..2)");
  }
  if (d.period > kMaxDeepPeriod || d.burst > kMaxDeepPeriod ||
      (d.period != 0 && d.burst != 0 && d.burst > d.period)) {
    return Fail("DEEP_MODE with period " + std::to_string(d.period) + " and burst " +
                std::to_string(d.burst) + " (burst <= period <= " + std::to_string(kMaxDeepPeriod) +
                ")");
  }
  d.mode = static_cast<DeepMode>(mode);
  *out = d;
  Consume(frame);
  return Result::kMessage;
}

}  // namespace steplens::protocol
