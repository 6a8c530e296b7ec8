#include "aggregator/stack_dump.h"

#include <sys/stat.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>

namespace steplens::aggregator {
namespace {

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// "0x00007f..." at the start of s, as a number; 0 when none.
uint64_t HexIdent(std::string_view s) {
  if (s.size() < 3 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X')) return 0;
  uint64_t v = 0;
  for (size_t i = 2; i < s.size() && i < 18; ++i) {
    const char c = s[i];
    int d;
    if (c >= '0' && c <= '9')
      d = c - '0';
    else if (c >= 'a' && c <= 'f')
      d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      d = c - 'A' + 10;
    else
      break;
    v = v * 16 + static_cast<uint64_t>(d);
  }
  return v;
}

// `  File "path", line N in func` -> "path:N in func"; "" when not a frame.
std::string FrameOf(std::string_view line) {
  line = Trim(line);
  constexpr std::string_view kFile = "File \"";
  if (line.substr(0, kFile.size()) != kFile) return "";
  line.remove_prefix(kFile.size());
  const size_t quote = line.find("\", line ");
  if (quote == std::string_view::npos) return "";
  std::string out(line.substr(0, quote));
  std::string_view rest = line.substr(quote + 8);
  const size_t in = rest.find(" in ");
  if (in == std::string_view::npos) return out + ":" + std::string(rest);
  return out + ":" + std::string(rest.substr(0, in)) + " in " + std::string(rest.substr(in + 4));
}

}  // namespace

std::string StackDumpPath(const std::string& run_dir, uint32_t rank) {
  return run_dir + "/stacks/rank-" + std::to_string(rank) + ".txt";
}

uint64_t StackFileMainThread(std::string_view first_line) {
  constexpr std::string_view kKey = "main thread ";
  const size_t at = first_line.find(kKey);
  return at == std::string_view::npos ? 0 : HexIdent(first_line.substr(at + kKey.size()));
}

std::string ParseStackDump(std::string_view dump, uint64_t main_thread, size_t max_frames,
                           bool prefer_current) {
  // Blocks: a "Thread 0x..." or "Current thread 0x..." header, then frames.
  std::string chosen, first_block, current_block;
  bool in_block = false, is_main = false, is_current = false, any_block = false;
  std::string current;
  size_t frames = 0;
  auto close_block = [&] {
    if (!in_block) return;
    if (is_main && chosen.empty()) chosen = current;
    if (is_current && current_block.empty()) current_block = current;
    if (!any_block) first_block = current;
    any_block = true;
    in_block = false;
  };
  while (!dump.empty()) {
    const size_t nl = dump.find('\n');
    const std::string_view line = dump.substr(0, nl);
    dump = nl == std::string_view::npos ? std::string_view() : dump.substr(nl + 1);
    const std::string_view t = Trim(line);
    size_t ident_at = std::string_view::npos;
    if (t.substr(0, 7) == "Thread ") ident_at = 7;
    if (t.substr(0, 15) == "Current thread ") ident_at = 15;
    if (ident_at != std::string_view::npos &&
        t.find("(most recent call first)") != std::string_view::npos) {
      close_block();
      in_block = true;
      current.clear();
      frames = 0;
      is_main = main_thread != 0 && HexIdent(t.substr(ident_at)) == main_thread;
      is_current = ident_at == 15;
      continue;
    }
    if (!in_block) continue;
    const std::string f = FrameOf(line);
    if (f.empty() || frames >= max_frames) continue;
    if (!current.empty()) current += '\n';
    current += f;
    ++frames;
  }
  close_block();
  if (prefer_current && !current_block.empty()) return current_block;
  // Without a known main thread the only thread (or the first) stands in.
  return !chosen.empty() ? chosen : (main_thread == 0 ? first_block : "");
}

int64_t StackFileSize(const std::string& run_dir, uint32_t rank) {
  struct stat st {};
  if (stat(StackDumpPath(run_dir, rank).c_str(), &st) != 0) return -1;
  return static_cast<int64_t>(st.st_size);
}

StackRead ReadStackDump(const std::string& run_dir, uint32_t rank, int64_t offset, int wait_ms) {
  StackRead out;
  const std::string path = StackDumpPath(run_dir, rank);
  if (offset < 0) {
    out.reason = "the rank registered no stack dump (" + path + " absent)";
    return out;
  }
  // The dump is written inside the rank's signal handler, all at once: wait
  // for the file to grow, then for it to stop growing.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
  int64_t last = offset;
  int stable = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    const int64_t size = StackFileSize(run_dir, rank);
    if (size > offset && size == last) {
      if (++stable >= 2) break;
    } else {
      stable = 0;
    }
    last = size;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (last <= offset) {
    out.reason = "the rank did not answer the stack signal within " + std::to_string(wait_ms) +
                 " ms (blocked in native code with the GIL held, or already gone)";
    return out;
  }
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    out.reason = "cannot read " + path + ": " + std::strerror(errno);
    return out;
  }
  std::string first_line;
  std::getline(f, first_line);
  f.seekg(offset);
  std::string dump(static_cast<size_t>(std::min<int64_t>(last - offset, 1 << 20)), '\0');
  f.read(dump.data(), static_cast<std::streamsize>(dump.size()));
  dump.resize(static_cast<size_t>(f.gcount()));
  out.frames = ParseStackDump(dump, StackFileMainThread(first_line));
  if (out.frames.empty()) out.reason = "the dump in " + path + " holds no frame of the main thread";
  return out;
}

}  // namespace steplens::aggregator

namespace steplens::aggregator {

StackRead ReadCrashStack(const std::string& run_dir, uint32_t rank) {
  StackRead out;
  const std::string path = StackDumpPath(run_dir, rank);
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    out.reason = "no stack file (" + path + ")";
    return out;
  }
  std::string first_line;
  std::getline(f, first_line);
  std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const size_t at = text.rfind("Fatal Python error");
  if (at == std::string::npos) {
    out.reason = "the crash left no Python stack (faulthandler was not enabled into " + path + ")";
    return out;
  }
  out.frames = ParseStackDump(std::string_view(text).substr(at), StackFileMainThread(first_line),
                              kStackFrames, /*prefer_current=*/true);
  if (out.frames.empty()) out.reason = "the crash dump in " + path + " holds no frame";
  return out;
}

}  // namespace steplens::aggregator
