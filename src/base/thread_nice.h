// base/thread_nice.h — the nice value of one of this process's threads, by
// name: how a test checks that a background thread stepped back
// (base/thread_priority.h).
//
// Contract: test code only (not linked into the product). NiceOfThread(name)
// reads field 19 of /proc/self/task/<tid>/stat of the first thread whose
// comm is `name`; it returns kNoSuchThread when none has that name.
#ifndef STEPLENS_BASE_THREAD_NICE_H_
#define STEPLENS_BASE_THREAD_NICE_H_

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace steplens::base {

inline constexpr int kNoSuchThread = 100;  // outside nice's range, -20..19

inline int NiceOfThread(const std::string& name) {
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
    std::ifstream comm(task.path() / "comm");
    std::string got;
    std::getline(comm, got);
    if (got != name) continue;
    std::ifstream stat_file(task.path() / "stat");
    std::string stat((std::istreambuf_iterator<char>(stat_file)), std::istreambuf_iterator<char>());
    std::istringstream fields(stat.substr(stat.rfind(')') + 2));
    std::string field;
    for (int i = 3; i <= 19 && fields >> field; ++i) {
    }
    return std::stoi(field);
  }
  return kNoSuchThread;
}

}  // namespace steplens::base

#endif  // STEPLENS_BASE_THREAD_NICE_H_
