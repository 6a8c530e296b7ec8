// libFuzzer target: the decoders of untrusted bytes on a connection —
// protocol::FrameDecoder (the ingest port and spool files) and, with bit 6
// of the first byte, the decoders of what the aggregator writes:
// ControlDecoder (a rank reading DEEP_MODE) and RelayControlDecoder (a relay
// reading CLOCK_PING and RELAY_DATA). The input is fed in chunks whose sizes
// come from its first byte, as a TCP stream arrives; a decoder must never
// crash, read out of bounds or grow past one frame plus one chunk, and once
// failed it must stay failed. Build: scripts/fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "protocol/codec.h"

namespace {

namespace protocol = steplens::protocol;

// Feeds `bytes` in `chunk`s to a decoder whose Next(&out) gives kError /
// kNeedMore / a frame; checks the sticky error and the bound.
template <typename Decoder, typename Out, typename OnFrame>
void Drive(Decoder& decoder, std::string_view bytes, size_t chunk, size_t max_frame,
           OnFrame on_frame) {
  Out out;
  bool failed = false;
  for (size_t off = 0; off < bytes.size(); off += chunk) {
    decoder.Feed(bytes.substr(off, chunk));
    for (;;) {
      const auto r = decoder.Next(&out);
      if (r == Decoder::Result::kError) {
        failed = true;
        break;
      }
      if (r == Decoder::Result::kNeedMore) break;
      on_frame(out);
    }
    if (failed != decoder.failed()) std::abort();
    if (decoder.pending_bytes() > max_frame + protocol::kFrameHeaderBytes + chunk) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const size_t chunk = 1 + data[0] % 64;
  const bool stranger_limit = (data[0] & 0x80) != 0;  // as ingest before HELLO
  const bool from_aggregator = (data[0] & 0x40) != 0;
  std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  if (from_aggregator) {
    protocol::ControlDecoder control;
    Drive<protocol::ControlDecoder, protocol::ControlMessage>(
        control, bytes, chunk, protocol::kMaxControlFrameBytes,
        [](const protocol::ControlMessage& m) {
          const auto& d = std::get<steplens::DeepModeRequest>(m);
          if (d.seq == 0 || static_cast<int>(d.mode) > 2) std::abort();
          std::string out;
          protocol::EncodeDeepMode(d, &out);  // a decoded switch re-encodes
        });
    protocol::RelayControlDecoder relay;
    Drive<protocol::RelayControlDecoder, protocol::RelayDown>(
        relay, bytes, chunk, protocol::kMaxFrameBytes, [](const protocol::RelayDown& f) {
          if (const auto* d = std::get_if<protocol::RelayData>(&f)) {
            if (d->channel == 0 || d->bytes.empty()) std::abort();
          }
        });
    return 0;
  }
  protocol::FrameDecoder decoder;
  if (stranger_limit) decoder.set_max_frame_bytes(protocol::kMaxHelloFrameBytes);
  Drive<protocol::FrameDecoder, protocol::Message>(
      decoder, bytes, chunk, protocol::kMaxFrameBytes, [](const protocol::Message& m) {
        std::string out;
        protocol::EncodeMessage(m, &out);  // a decoded message re-encodes
      });
  return 0;
}
