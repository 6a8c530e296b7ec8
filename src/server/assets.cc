#include "server/assets.h"

namespace steplens::server {
namespace {

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

const Asset* FindAsset(const AssetBundle& bundle, std::string_view path) {
  for (size_t i = 0; i < bundle.count; ++i) {
    if (bundle.assets[i].path == path) return &bundle.assets[i];
  }
  return nullptr;
}

std::string ContentTypeFor(std::string_view path) {
  struct Type {
    const char* ext;
    const char* type;
  };
  // httplib brotli-compresses (at quality 11) every response whose type is
  // text/* or exactly application/javascript or application/json: 250-400 ms
  // per load of the 91 KB bundle, more than the bytes saved on loopback. The
  // bundle and JSON are served uncompressed: a type outside that list (a
  // charset parameter defeats its exact match). HTML and CSS are small.
  static constexpr Type kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "application/javascript; charset=utf-8"},
      {".mjs", "application/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".map", "application/json; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".woff", "font/woff"},
      {".txt", "text/plain; charset=utf-8"},
  };
  for (const Type& t : kTypes) {
    if (EndsWith(path, t.ext)) return t.type;
  }
  return "application/octet-stream";
}

}  // namespace steplens::server
