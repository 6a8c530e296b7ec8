// transport/frames.h — frame-boundary arithmetic over an encoded stream.
//
// Contract
// - Operates on a buffer of whole frames produced by protocol/codec.h
//   encoders (u32 little-endian length, then length bytes). It only reads the
//   length prefixes; it never decodes payloads.
// - Used by the flusher to split a batch that was partly written to a socket
//   that then failed: frames wholly before the failure point count as sent,
//   the rest is re-routed (spooled) whole, so no stream ever holds half a
//   frame.
// - Pure functions, any thread. Input must be trusted (our own encoder
//   output); a malformed prefix stops the walk at that point.
#ifndef STEPLENS_TRANSPORT_FRAMES_H_
#define STEPLENS_TRANSPORT_FRAMES_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace steplens::transport {

// Length of the frame starting at `offset`, header included; 0 if the
// buffer does not hold a whole frame there.
inline size_t FrameSizeAt(std::string_view stream, size_t offset) {
  constexpr size_t kLengthBytes = 4;
  if (offset + kLengthBytes > stream.size()) return 0;
  const auto* p = reinterpret_cast<const unsigned char*>(stream.data() + offset);
  const uint32_t length = static_cast<uint32_t>(p[0]) | (static_cast<uint32_t>(p[1]) << 8) |
                          (static_cast<uint32_t>(p[2]) << 16) | (static_cast<uint32_t>(p[3]) << 24);
  const size_t size = kLengthBytes + length;
  if (length == 0 || offset + size > stream.size()) return 0;
  return size;
}

// The largest frame boundary <= limit (0 when the first frame is not whole
// before limit).
inline size_t FrameBoundaryAtOrBefore(std::string_view stream, size_t limit) {
  size_t at = 0;
  while (at < limit) {
    const size_t size = FrameSizeAt(stream, at);
    if (size == 0 || at + size > limit) break;
    at += size;
  }
  return at;
}

// Number of whole frames in the buffer.
inline uint64_t CountFrames(std::string_view stream) {
  uint64_t frames = 0;
  size_t at = 0;
  while (at < stream.size()) {
    const size_t size = FrameSizeAt(stream, at);
    if (size == 0) break;
    at += size;
    ++frames;
  }
  return frames;
}

}  // namespace steplens::transport

#endif  // STEPLENS_TRANSPORT_FRAMES_H_
