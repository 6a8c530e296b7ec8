// store/meta_table.h — the run database's meta table, read typed.
//
// Contract
// - MetaTable holds the meta rows (key -> text, as store.h writes them) and
//   reads them as the type each key has: Text() ("" when absent), Int() (a
//   whole base-10 integer; nullopt when absent, empty, not a number or out of
//   range), Count() (Int() when not negative) and Real() (the whole text as a
//   decimal number). Every reader of meta values goes through it, so a key's
//   format is parsed in one place.
// - Plain value; any thread.
#ifndef STEPLENS_STORE_META_TABLE_H_
#define STEPLENS_STORE_META_TABLE_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace steplens::store {

class MetaTable {
 public:
  MetaTable() = default;
  explicit MetaTable(std::map<std::string, std::string> rows) : rows_(std::move(rows)) {}

  const std::map<std::string, std::string>& rows() const { return rows_; }
  bool Has(const std::string& key) const { return rows_.count(key) > 0; }
  std::string Text(const std::string& key) const;
  std::optional<int64_t> Int(const std::string& key) const;
  std::optional<uint64_t> Count(const std::string& key) const;
  std::optional<double> Real(const std::string& key) const;

 private:
  std::map<std::string, std::string> rows_;
};

}  // namespace steplens::store

#endif  // STEPLENS_STORE_META_TABLE_H_
