// store/test_util.h — helpers shared by tests that read a run database
// directly (store, server). Not part of the library.
//
// Contract: header-only; opens the database read-only per call.
#ifndef STEPLENS_STORE_TEST_UTIL_H_
#define STEPLENS_STORE_TEST_UTIL_H_

#include <sqlite3.h>

#include <cstdint>
#include <string>

namespace steplens::store::testing {

// The first column of the first row of `sql` on the database at db_path, as
// an integer; -1 when the query fails or returns no row.
inline int64_t QueryInt(const std::string& db_path, const std::string& sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(db_path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* st = nullptr;
  int64_t n = -1;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW) {
    n = sqlite3_column_int64(st, 0);
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  return n;
}

}  // namespace steplens::store::testing

#endif  // STEPLENS_STORE_TEST_UTIL_H_
