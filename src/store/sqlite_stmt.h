// store/sqlite_stmt.h — internal to the store: the SQLite helpers the
// writer (store.cc) and the readers (read_database.cc) share.
//
// Contract
// - Stmt: a prepared statement that finalizes itself; Bind() binds in order
//   and Run() refuses (SQLITE_RANGE, nothing written) unless every
//   parameter was bound; Col*() read the current row (NULL as kMissing or
//   the given default).
// - HasColumn(db, table, column): whether that column exists.
// - GpusToJson / GpusFromJson: system_samples.gpus_json, both ways; a text
//   that is not a JSON array reads as no GPUs, a bad field as not measured.
// - RegionFallbackName / ScalarFallbackName: the name stored for a region or
//   scalar whose NAME never arrived.
// No state; every function is safe on any thread with its own connection.
#ifndef STEPLENS_STORE_SQLITE_STMT_H_
#define STEPLENS_STORE_SQLITE_STMT_H_

#include <sqlite3.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "steplens/record.h"

namespace steplens::store {

inline bool HasColumn(sqlite3* db, const std::string& table, const std::string& column) {
  sqlite3_stmt* stmt = nullptr;
  const std::string sql = "SELECT " + column + " FROM " + table + " LIMIT 0";
  const bool ok = sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) == SQLITE_OK;
  sqlite3_finalize(stmt);
  return ok;
}

inline std::string SqliteMessage(sqlite3* db) {
  return db != nullptr ? sqlite3_errmsg(db) : "out of memory";
}

// A prepared statement that finalizes itself.
class Stmt {
 public:
  Stmt() = default;
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  ~Stmt() { sqlite3_finalize(stmt_); }
  int Prepare(sqlite3* db, const char* sql) {
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
    return sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr);
  }
  sqlite3_stmt* get() const { return stmt_; }

  // Binding helpers; index is 1-based.
  void Int(int i, int64_t v) { sqlite3_bind_int64(stmt_, i, v); }
  void Opt(int i, int64_t v) {  // kMissing -> NULL
    if (v == kMissing) {
      sqlite3_bind_null(stmt_, i);
    } else {
      sqlite3_bind_int64(stmt_, i, v);
    }
  }
  void Real(int i, double v) { sqlite3_bind_double(stmt_, i, v); }
  void OptReal(int i, double v) {  // negative -> NULL
    if (v < 0 || std::isnan(v)) {
      sqlite3_bind_null(stmt_, i);
    } else {
      sqlite3_bind_double(stmt_, i, v);
    }
  }
  void Text(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
  }
  void Blob(int i, const std::string& s) {
    sqlite3_bind_blob(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
  }
  void OptText(int i, const std::string& s) {
    if (s.empty()) {
      sqlite3_bind_null(stmt_, i);
    } else {
      Text(i, s);
    }
  }
  // Steps once and resets for reuse. Bindings stay: every caller binds
  // every parameter (Binder checks the count), so clearing them would be
  // per-row cost for nothing.
  int Run() {
    int rc = sqlite3_step(stmt_);
    sqlite3_reset(stmt_);
    return rc;
  }

  // Binds parameters in order (?1, ?2, ...) so that no index is written by
  // hand; Run() refuses (SQLITE_RANGE, nothing written) unless exactly as
  // many values were bound as the statement has parameters.
  class Binder {
   public:
    explicit Binder(Stmt& st) : st_(st) {}
    Binder& Int(int64_t v) { return st_.Int(++n_, v), *this; }
    Binder& Opt(int64_t v) { return st_.Opt(++n_, v), *this; }
    Binder& Real(double v) { return st_.Real(++n_, v), *this; }
    Binder& Null() { return sqlite3_bind_null(st_.stmt_, ++n_), *this; }
    Binder& OptReal(double v) { return st_.OptReal(++n_, v), *this; }
    Binder& Text(const std::string& v) { return st_.Text(++n_, v), *this; }
    Binder& OptText(const std::string& v) { return st_.OptText(++n_, v), *this; }
    Binder& Blob(const std::string& v) { return st_.Blob(++n_, v), *this; }
    int Run() {
      if (n_ != sqlite3_bind_parameter_count(st_.stmt_)) {
        sqlite3_reset(st_.stmt_);
        sqlite3_clear_bindings(st_.stmt_);
        return SQLITE_RANGE;
      }
      return st_.Run();
    }

   private:
    Stmt& st_;
    int n_ = 0;
  };
  Binder Bind() { return Binder(*this); }

  // Column helpers; index is 0-based.
  int64_t ColOpt(int i) const {
    return sqlite3_column_type(stmt_, i) == SQLITE_NULL ? kMissing : sqlite3_column_int64(stmt_, i);
  }
  int64_t ColInt(int i) const { return sqlite3_column_int64(stmt_, i); }
  double ColReal(int i, double missing) const {
    return sqlite3_column_type(stmt_, i) == SQLITE_NULL ? missing : sqlite3_column_double(stmt_, i);
  }
  std::string ColText(int i) const {
    const unsigned char* p = sqlite3_column_text(stmt_, i);
    if (p == nullptr) return "";
    return std::string(reinterpret_cast<const char*>(p),
                       static_cast<size_t>(sqlite3_column_bytes(stmt_, i)));
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

std::string GpusToJson(const std::vector<GpuSample>& gpus);
std::vector<GpuSample> GpusFromJson(const std::string& text);

inline std::string RegionFallbackName(uint16_t id) { return "region_" + std::to_string(id); }
inline std::string ScalarFallbackName(uint16_t id) { return "scalar_" + std::to_string(id); }

}  // namespace steplens::store

#endif  // STEPLENS_STORE_SQLITE_STMT_H_
