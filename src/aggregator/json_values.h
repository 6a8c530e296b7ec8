// aggregator/json_values.h — how steplens writes numbers into JSON
// (summary.json, the HTTP API) and reads them back: missing is never zero.
//
// Contract: header-only, pure, never throws. Every writing helper turns an
// undefined or unmeasured value (NaN, infinity, kMissing, rank < 0, "") into
// JSON null; durations are rounded to microseconds of a millisecond (3
// decimals), percentages to 2 decimals. NumberAt reads a field back: NaN when
// it is absent, null or not a number (the final summary's text renders "—").
#ifndef STEPLENS_AGGREGATOR_JSON_VALUES_H_
#define STEPLENS_AGGREGATOR_JSON_VALUES_H_

#include <cmath>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "steplens/record.h"

namespace steplens::aggregator::json {

using Json = nlohmann::ordered_json;

inline double Round(double v, double scale) { return std::round(v * scale) / scale; }
inline Json Num(double v) { return std::isfinite(v) ? Json(v) : Json(nullptr); }
inline Json RoundOrNull(double v, double scale) {
  return std::isfinite(v) ? Json(Round(v, scale)) : Json(nullptr);
}
inline Json Ms(double v) { return RoundOrNull(v, 1e3); }
inline Json Pct(double v) { return RoundOrNull(v, 1e2); }
inline Json Bytes(int64_t v) { return v == kMissing ? Json(nullptr) : Json(v); }
inline Json RankOrNull(int rank) { return rank >= 0 ? Json(rank) : Json(nullptr); }
inline Json TextOrNull(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

inline double NumberAt(const Json& j, const char* key) {
  if (!j.is_object()) return std::nan("");
  const auto it = j.find(key);
  return it == j.end() || !it->is_number() ? std::nan("") : it->get<double>();
}

// Serialises j; never throws on text that is not UTF-8 (a run dir, host or
// name with stray bytes): each ill-formed byte becomes U+FFFD.
template <typename AnyJson>
std::string Dump(const AnyJson& j, int indent = -1) {
  return j.dump(indent, ' ', false, AnyJson::error_handler_t::replace);
}

}  // namespace steplens::aggregator::json

#endif  // STEPLENS_AGGREGATOR_JSON_VALUES_H_
