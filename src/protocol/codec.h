// protocol/codec.h — the steplens wire protocol: frame encoder and decoder.
//
// Contract
// - A stream (TCP connection or spool file) is a sequence of frames. The first
//   frame must be HELLO; a stream that starts otherwise is rejected.
// - Every frame:
//
//     0        4      5                         4+length
//     +--------+------+-------------------------+
//     | length | type |  payload (length-1 B)   |
//     +--------+------+-------------------------+
//     length: u32 little-endian, counts type + payload, 1..kMaxFrameBytes
//
//   All integers are little-endian; strings are u16 length + UTF-8 bytes;
//   floats are IEEE-754 binary32/64. Payloads are specified field by field in
//   docs/reference/wire-protocol.md. A decoder ignores trailing payload bytes
//   it does not know (forward compatibility within a major version).
// - Encoders append to a caller-owned std::string and never fail.
// - FrameDecoder is fed arbitrary (untrusted) byte chunks and yields decoded
//   messages. Any malformed input puts it in a sticky error state with a
//   human-readable reason; it never throws, crashes or reads out of bounds.
// - Not thread-safe: one decoder per stream, one thread at a time.
#ifndef STEPLENS_PROTOCOL_CODEC_H_
#define STEPLENS_PROTOCOL_CODEC_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "steplens/layers.h"
#include "steplens/record.h"

namespace steplens::protocol {

inline constexpr uint32_t kMagic = 0x534C4E53;  // "SNLS" read as LE bytes
inline constexpr uint16_t kProtocolVersion = 1;
// This build's steplens release (the project's version in CMake), which
// HELLO and RELAY_HELLO carry so that an aggregator can name a node that
// runs another release (docs/guide/multi-node.md, "Mixed installs").
const char* SteplensVersion();
inline constexpr uint32_t kMaxFrameBytes = 1u << 20;
// Until a HELLO is accepted a peer is a stranger: servers hold its frames to
// this (a HELLO is ~100 bytes; its strings are at most a few hundred).
inline constexpr uint32_t kMaxHelloFrameBytes = 8u << 10;
inline constexpr size_t kFrameHeaderBytes = 5;

enum class FrameType : uint8_t {
  kHello = 1,
  kName = 2,
  kStep = 3,
  kHeartbeat = 4,
  kProcessSample = 5,
  kSystemSample = 6,
  kGoodbye = 7,
  kFailure = 8,
  // Relay streams only (see "Relay streams" below).
  kRelayHello = 9,
  kRelayData = 10,
  kRelayClose = 11,
  kClockPing = 12,  // aggregator -> relay
  kClockPong = 13,  // relay -> aggregator
  // Deep mode (steplens/layers.h): one step's modules on one rank.
  kLayers = 14,
  // Aggregator -> rank ("Control messages" below).
  kDeepMode = 15,
  // Rank -> aggregator: the rank's setup facts (steplens/record.h SetupInfo).
  kSetup = 16,
};

using Message = std::variant<HelloInfo, NameInfo, StepRecord, Heartbeat, ProcessSample,
                             SystemSample, Goodbye, FailureReport, LayerStep, SetupInfo>;

void EncodeHello(const HelloInfo& hello, std::string* out);
void EncodeName(const NameInfo& name, std::string* out);
void EncodeStep(const StepRecord& step, std::string* out);
void EncodeHeartbeat(const Heartbeat& hb, std::string* out);
void EncodeProcessSample(const ProcessSample& s, std::string* out);
void EncodeSystemSample(const SystemSample& s, std::string* out);
void EncodeGoodbye(const Goodbye& g, std::string* out);
void EncodeFailure(const FailureReport& f, std::string* out);
// LAYERS: `n` (at most kMaxLayers) entries of one step, from a fixed array
// (the recorder's ring) or a LayerStep.
void EncodeLayers(uint64_t step, const LayerEntry* entries, size_t n, std::string* out);
void EncodeLayerStep(const LayerStep& layers, std::string* out);
// SETUP: the facts within the bounds of record.h (kMaxSetupFacts entries,
// kMaxSetupText bytes a string, kMaxSetupBytes in all); the rest is left out.
void EncodeSetup(const SetupInfo& setup, std::string* out);
void EncodeMessage(const Message& m, std::string* out);

// The framing both decoders below share (the header above): a buffer bounded
// by one frame plus one fed chunk, the length check against a settable
// maximum, and a sticky error with a reason. Untrusted bytes: never throws
// or reads out of bounds.
class FrameSplitter {
 public:
  // Appends bytes to the internal buffer (bounded by one frame + chunk).
  void Feed(std::string_view bytes);
  // Frames longer than this (default kMaxFrameBytes, at most that) are
  // malformed. Servers lower it to kMaxHelloFrameBytes until HELLO.
  void set_max_frame_bytes(uint32_t max) {
    max_frame_bytes_ = max < kMaxFrameBytes ? max : kMaxFrameBytes;
  }
  const std::string& error() const { return error_; }
  bool failed() const { return !error_.empty(); }
  // Bytes buffered but not yet decoded (a truncated tail at end of stream).
  size_t pending_bytes() const { return buffer_.size() - read_pos_; }
  // Bytes of the last frame taken (its header included): what the message
  // Next() just returned took on the wire (the per-node bytes/s).
  size_t last_frame_bytes() const { return last_frame_bytes_; }

 protected:
  enum class Cut { kFrame, kNeedMore, kError };
  // The next complete frame (its type byte and payload) in *frame, valid
  // until the next Feed(); kError (sticky) for a length out of range, the
  // reason naming `what` ("frame", "relay frame").
  Cut Peek(std::string_view* frame, const char* what);
  // Past the frame Peek() gave.
  void Consume(std::string_view frame) {
    last_frame_bytes_ = 4 + frame.size();
    read_pos_ += last_frame_bytes_;
  }
  void SetError(std::string reason);

 private:
  std::string buffer_;
  size_t read_pos_ = 0;
  size_t last_frame_bytes_ = 0;
  std::string error_;
  uint32_t max_frame_bytes_ = kMaxFrameBytes;
};

// ---- Relay streams ---------------------------------------------------------
// A per-node relay (src/relay) multiplexes its ranks' streams onto one
// connection: the stream starts with RELAY_HELLO (token, run id, host) and
// then carries only RELAY_DATA (a channel number and a chunk of that
// channel's byte stream: a rank stream as defined above, cut anywhere) and
// RELAY_CLOSE (the channel's rank hung up). Rank streams may not carry relay
// frames and a relay stream carries nothing else. Same frame header.
//
// The clock exchange (NTP-style, relays that announce kRelayAnswersClock in
// their RELAY_HELLO only): the aggregator writes CLOCK_PING (its monotonic
// send time t0) down the relay's connection, the relay answers CLOCK_PONG
// (t0 echoed, its own monotonic receive and send times t1 and t2, and its
// host's wall - monotonic), and the aggregator, receiving at t3, has the
// node's clock offset ((t1 - t0) + (t2 - t3)) / 2 within half the round trip
// (t3 - t0) - (t2 - t1). `features` is an optional trailing byte: a relay
// that does not send it (an older one) is never pinged, and an older
// aggregator ignores it.
inline constexpr size_t kMaxRelayChunkBytes = 64u << 10;
inline constexpr uint8_t kRelayAnswersClock = 1;
// The relay forwards RELAY_DATA from the aggregator to its channel's rank
// (control messages, below); without it the aggregator writes a relay
// nothing but CLOCK_PING.
inline constexpr uint8_t kRelayForwardsControl = 2;

struct RelayHello {
  uint16_t protocol_version = kProtocolVersion;
  std::string run_id;
  std::string token;
  std::string host;
  uint8_t features = 0;          // kRelayAnswersClock
  std::string steplens_version;  // optional after features ("" = not sent)
};
struct ClockPing {
  uint32_t seq = 0;
  int64_t t0_ns = 0;  // the aggregator's CLOCK_MONOTONIC at send
};
struct ClockPong {
  uint32_t seq = 0;
  int64_t t0_ns = 0;               // echoed
  int64_t t1_ns = 0;               // the relay's CLOCK_MONOTONIC at receive
  int64_t t2_ns = 0;               // ... and at send
  int64_t wall_minus_mono_ns = 0;  // the relay's host: CLOCK_REALTIME - CLOCK_MONOTONIC
};
struct RelayData {
  uint32_t channel = 0;
  std::string bytes;
};
struct RelayClose {
  uint32_t channel = 0;
  bool error = false;  // false: the rank closed its connection (EOF)
  std::string reason;
};
using RelayFrame = std::variant<RelayHello, RelayData, RelayClose, ClockPong>;

void EncodeRelayHello(const RelayHello& hello, std::string* out);
// bytes longer than kMaxRelayChunkBytes are split into several frames.
void EncodeRelayData(uint32_t channel, std::string_view bytes, std::string* out);
void EncodeRelayClose(uint32_t channel, bool error, std::string_view reason, std::string* out);
void EncodeClockPing(const ClockPing& ping, std::string* out);
void EncodeClockPong(const ClockPong& pong, std::string* out);

// True when `head` (at least kFrameHeaderBytes bytes of a stream) begins
// with a RELAY_HELLO frame; false for anything else (a rank stream, or bytes
// that are neither: the rank decoder then says why).
bool IsRelayStream(std::string_view head);

// Decodes a relay stream; untrusted bytes, the same guarantees as
// FrameDecoder (bounded buffer, sticky error with a reason, never throws).
// The first frame must be RELAY_HELLO; RELAY_DATA chunks must be 1 ..
// kMaxRelayChunkBytes bytes and channels are non-zero.
class RelayDecoder : public FrameSplitter {
 public:
  enum class Result { kFrame, kNeedMore, kError };
  [[nodiscard]] Result Next(RelayFrame* out);

 private:
  Result Fail(std::string reason) {
    SetError(std::move(reason));
    return Result::kError;
  }
  bool saw_hello_ = false;
};

// Decodes what the aggregator writes down a relay's connection: CLOCK_PING,
// and RELAY_DATA for a relay that announced kRelayForwardsControl (bytes
// for that channel's rank: its control stream, below; the relay forwards
// them undecoded). Anything else is an error. Same guarantees as
// RelayDecoder.
using RelayDown = std::variant<ClockPing, RelayData>;
class RelayControlDecoder : public FrameSplitter {
 public:
  enum class Result { kFrame, kNeedMore, kError };
  [[nodiscard]] Result Next(RelayDown* out);

 private:
  Result Fail(std::string reason) {
    SetError(std::move(reason));
    return Result::kError;
  }
};

class FrameDecoder : public FrameSplitter {
 public:
  enum class Result { kMessage, kNeedMore, kError };

  // Decodes the next buffered frame into *out. kNeedMore when no complete
  // frame is buffered; kError (sticky) on malformed input, see error().
  [[nodiscard]] Result Next(Message* out);

  bool saw_hello() const { return saw_hello_; }
  uint64_t frames_decoded() const { return frames_decoded_; }

 private:
  Result Fail(std::string reason) {
    SetError(std::move(reason));
    return Result::kError;
  }

  bool saw_hello_ = false;
  uint64_t frames_decoded_ = 0;
};

// ---- Control messages (aggregator -> rank) ---------------------------------
// The one direction the rest of this file does not cover: what the
// aggregator writes down a rank's own connection (or, through a relay,
// RELAY_DATA for the rank's channel). A rank announces in its HELLO
// (HelloInfo::control_version) which version of these messages it reads;
// the aggregator writes only to ranks with a version >= 1, and only the
// frames that version knows:
//   version 1: DEEP_MODE (steplens/layers.h DeepModeRequest).
// The stream has no HELLO of its own (the connection is already
// authenticated) and uses the same frame header; frames are at most
// kMaxControlFrameBytes.
inline constexpr uint8_t kControlVersion = 1;
inline constexpr uint32_t kMaxControlFrameBytes = 4u << 10;

void EncodeDeepMode(const DeepModeRequest& request, std::string* out);

using ControlMessage = std::variant<DeepModeRequest>;

// The rank's decoder of that stream: untrusted bytes, the guarantees of
// FrameDecoder (bounded buffer, sticky error with a reason, never throws).
// A frame type that control version 1 does not know is an error, as are a
// mode other than 0..2, seq 0, and period / burst out of range.
class ControlDecoder : public FrameSplitter {
 public:
  enum class Result { kMessage, kNeedMore, kError };
  ControlDecoder() { set_max_frame_bytes(kMaxControlFrameBytes); }
  [[nodiscard]] Result Next(ControlMessage* out);

 private:
  Result Fail(std::string reason) {
    SetError(std::move(reason));
    return Result::kError;
  }
};

}  // namespace steplens::protocol

#endif  // STEPLENS_PROTOCOL_CODEC_H_
