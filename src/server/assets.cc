#include "server/assets.h"

namespace steplens::server {
namespace {

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() &&
         s.substr(s.size() - suffix.size()) == suffix;
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
  static constexpr Type kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".map", "application/json"},
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
