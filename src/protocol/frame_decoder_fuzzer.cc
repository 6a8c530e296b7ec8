// libFuzzer target: protocol::FrameDecoder over untrusted bytes (the ingest
// port and spool files). The input is fed in chunks whose sizes come from
// its first byte, as a TCP stream arrives; the decoder must never crash,
// read out of bounds or grow past one frame plus one chunk, and once failed
// it must stay failed. Build: scripts/fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "protocol/codec.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const size_t chunk = 1 + data[0] % 64;
  const bool stranger_limit = (data[0] & 0x80) != 0;  // as ingest before HELLO
  std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  steplens::protocol::FrameDecoder decoder;
  if (stranger_limit) decoder.set_max_frame_bytes(steplens::protocol::kMaxHelloFrameBytes);
  steplens::protocol::Message message;
  bool failed = false;
  for (size_t off = 0; off < bytes.size(); off += chunk) {
    decoder.Feed(bytes.substr(off, chunk));
    for (;;) {
      const auto r = decoder.Next(&message);
      if (r == steplens::protocol::FrameDecoder::Result::kError) {
        failed = true;
        break;
      }
      if (r == steplens::protocol::FrameDecoder::Result::kNeedMore) break;
      // A decoded message re-encodes without trouble.
      std::string out;
      steplens::protocol::EncodeMessage(message, &out);
    }
    if (failed != decoder.failed()) std::abort();
    if (decoder.pending_bytes() >
        steplens::protocol::kMaxFrameBytes + steplens::protocol::kFrameHeaderBytes + chunk) {
      std::abort();
    }
  }
  return 0;
}
