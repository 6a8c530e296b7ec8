#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include "base/text.h"
#include "cli/commands.h"

namespace steplens::cli {

void PrintError(const std::string& message) {
  // Messages quote paths and names: no escape sequence reaches the terminal.
  std::fprintf(stderr, "steplens: %s\n", base::TerminalSafe(message).c_str());
}

bool IsFlag(const std::string& arg, const std::string& flag) {
  return arg == flag || arg.rfind(flag + "=", 0) == 0;
}

bool TakeFlagValue(const std::vector<std::string>& args, size_t* i, const std::string& flag,
                   std::string* value) {
  const std::string& arg = args[*i];
  if (arg.size() > flag.size() && arg[flag.size()] == '=') {
    *value = arg.substr(flag.size() + 1);
    return true;
  }
  if (*i + 1 >= args.size()) {
    PrintError(flag + " needs a value");
    return false;
  }
  *value = args[++*i];
  return true;
}

bool ParseInt(const std::string& text, long min, long max, long* out) {
  if (text.empty()) return false;
  errno = 0;
  char* end = nullptr;
  const long v = std::strtol(text.c_str(), &end, 10);
  if (errno != 0 || *end != '\0' || v < min || v > max) return false;
  *out = v;
  return true;
}

}  // namespace steplens::cli
