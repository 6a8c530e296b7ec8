// base/temp_dir.h — a scratch directory for tests, removed with its contents
// when the object goes out of scope.
//
// Contract: test code only (not linked into the product). The directory is
// created under /tmp with mkdtemp; path() is empty if creation failed.
#ifndef STEPLENS_BASE_TEMP_DIR_H_
#define STEPLENS_BASE_TEMP_DIR_H_

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace steplens::base {

class TempDir {
 public:
  explicit TempDir(const std::string& prefix = "steplens_test") {
    std::string tmpl = "/tmp/" + prefix + "_XXXXXX";
    if (mkdtemp(tmpl.data()) != nullptr) path_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    if (!path_.empty()) std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace steplens::base

#endif  // STEPLENS_BASE_TEMP_DIR_H_
