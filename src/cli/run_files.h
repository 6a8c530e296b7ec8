// cli/run_files.h — the run directory of `steplens run` and the files it
// writes there.
//
// Contract
// - PrepareRunDir(requested): creates the run directory ("" = the default,
//   ./steplens_runs/<timestamp>, with -2, -3... when taken) and returns its
//   absolute path. It never reuses a directory that holds a run
//   (steplens.db or summary.json) and refuses one holding a symbolic link
//   where steplens writes (stdout.log, the database, summary.json): the
//   link's target would be overwritten. Errors are one sentence that ends
//   with what to do (choose another --run-dir).
// - WriteFileAtomically(path, text): through path.tmp, created new (never
//   through a link), and a rename; on failure no *.tmp is left and errno
//   says why.
// - RemoveCreatedRunFiles(dir): a run that ended before its job started
//   removes what it created — the database files, then the directory if it
//   is empty. Never a user's files.
#ifndef STEPLENS_CLI_RUN_FILES_H_
#define STEPLENS_CLI_RUN_FILES_H_

#include <string>

#include "base/status.h"

namespace steplens::cli {

[[nodiscard]] base::StatusOr<std::string> PrepareRunDir(const std::string& requested);
[[nodiscard]] bool WriteFileAtomically(const std::string& path, const std::string& text);
void RemoveCreatedRunFiles(const std::string& dir);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_FILES_H_
