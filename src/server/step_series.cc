#include "server/step_series.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "aggregator/json_values.h"
#include "aggregator/run_state.h"
#include "aggregator/stats.h"
#include "aggregator/step_point.h"
#include "base/int64.h"

namespace steplens::server {
namespace {

using Json = nlohmann::ordered_json;

constexpr double kNsPerMs = 1e6;
constexpr size_t kMaxMetrics = metrics::kMaxMetrics;
constexpr uint32_t kMaxRanks = aggregator::kMaxWorldSize;
constexpr uint64_t kMaxWidth = uint64_t{1} << 62;

using aggregator::json::Ms;

constexpr int kLossDigits = 6;  // significant digits of a loss in the output

// v rounded to kLossDigits significant digits; null when not finite.
Json Significant(double v) {
  if (!std::isfinite(v)) return Json(nullptr);
  if (v == 0.0) return Json(0.0);
  const double scale =
      std::pow(10.0, kLossDigits - 1 - static_cast<int>(std::floor(std::log10(std::fabs(v)))));
  const double rounded = std::round(v * scale) / scale;
  return Json(std::isfinite(scale) && std::isfinite(rounded) ? rounded : v);
}

}  // namespace

StepSeries::StepSeries(StepSeriesOptions options) : options_(options) {
  for (size_t m = 0; m < table_.size(); ++m) AddMetricColumns();
}

int StepSeries::MetricIndex(const std::string& name) {
  const int found = table_.Find(name);
  if (found >= 0) return found;
  const int index = table_.Intern(name);
  if (index >= 0) {
    AddMetricColumns();
    if (name == metrics::kLossName) loss_metric_ = index;
  }
  return index;
}

double StepSeries::OutputValue(size_t metric, double stored) const {
  return IsLoss(metric) ? stored : stored / kNsPerMs;
}

Json StepSeries::OutputJson(size_t metric, double value) const {
  return IsLoss(metric) ? Significant(value) : Ms(value);
}

void StepSeries::AddMetricColumns() {
  cross_cols_.emplace_back(cross_.keys.size());
  rank_cols_.emplace_back(per_rank_.keys.size() * ranks_);
  measured_.push_back(false);
}

bool StepSeries::HasMetric(const std::string& name) const {
  const int index = table_.Find(name);
  return index >= 0 && measured_[static_cast<size_t>(index)];
}

std::vector<std::string> StepSeries::Metrics() const {
  std::vector<std::string> out;
  for (size_t m = 0; m < table_.size(); ++m) {
    if (measured_[m] && !IsLoss(m)) out.push_back(table_.Name(static_cast<int>(m)));
  }
  if (loss_metric_ >= 0 && measured_[static_cast<size_t>(loss_metric_)]) {
    out.push_back(metrics::kLossName);
  }
  return out;
}

void StepSeries::EnsureRanks(uint32_t ranks) {
  ranks = std::min(ranks, kMaxRanks);
  if (ranks <= ranks_) return;
  const size_t buckets = per_rank_.keys.size();
  for (auto& col : rank_cols_) {
    std::vector<RankCell> grown(buckets * ranks);
    for (size_t b = 0; b < buckets; ++b) {
      std::copy_n(col.begin() + static_cast<long>(b * ranks_), ranks_,
                  grown.begin() + static_cast<long>(b * ranks));
    }
    col = std::move(grown);
  }
  ranks_ = ranks;
  while (per_rank_.keys.size() > RankCapacity()) CoarsenRanks();
}

size_t StepSeries::RankCapacity() const {
  const size_t cells_per_bucket = std::max<size_t>(1, size_t{ranks_} * table_.size());
  return std::max(options_.min_rank_buckets, options_.rank_cell_budget / cells_per_bucket);
}

void StepSeries::CoarsenCross() {
  if (cross_.width >= kMaxWidth) return;
  cross_.width *= 2;
  size_t out = 0;
  const size_t n = cross_.keys.size();
  auto merge = [](CrossCell* into, const CrossCell& c) {
    if (c.count == 0) return;
    if (into->count == 0 || c.worst > into->worst) {
      into->worst = c.worst;
      into->worst_rank = c.worst_rank;
    }
    into->sum += c.sum;
    into->count += c.count;
  };
  for (size_t i = 0; i < n; ++i) {
    const uint64_t key = cross_.keys[i] / 2;
    if (out > 0 && cross_.keys[out - 1] == key) {
      for (auto& col : cross_cols_) merge(&col[out - 1], col[i]);
      merge(&memory_col_[out - 1], memory_col_[i]);
      continue;
    }
    cross_.keys[out] = key;
    for (auto& col : cross_cols_) col[out] = col[i];
    memory_col_[out] = memory_col_[i];
    ++out;
  }
  cross_.keys.resize(out);
  for (auto& col : cross_cols_) col.resize(out);
  memory_col_.resize(out);
}

void StepSeries::CoarsenRanks() {
  if (per_rank_.width >= kMaxWidth) return;
  per_rank_.width *= 2;
  size_t out = 0;
  const size_t n = per_rank_.keys.size();
  for (size_t i = 0; i < n; ++i) {
    const uint64_t key = per_rank_.keys[i] / 2;
    const bool merge = out > 0 && per_rank_.keys[out - 1] == key;
    const size_t dst = merge ? out - 1 : out;
    if (!merge) per_rank_.keys[out++] = key;
    for (auto& col : rank_cols_) {
      for (uint32_t r = 0; r < ranks_; ++r) {
        const RankCell c = col[i * ranks_ + r];
        RankCell& d = col[dst * ranks_ + r];
        if (merge) {
          d.sum += c.sum;
          d.count += c.count;
        } else {
          d = c;
        }
      }
    }
  }
  per_rank_.keys.resize(out);
  for (auto& col : rank_cols_) col.resize(out * ranks_);
}

void StepSeries::AddToCross(CrossCell* cell, const aggregator::Spread& s) {
  if (cell->count == 0 || s.worst > cell->worst) {
    cell->worst = s.worst;
    cell->worst_rank = s.worst_rank;
  }
  cell->sum += s.median;
  ++cell->count;
}

void StepSeries::OpenCrossBucket(uint64_t step) {
  const uint64_t cross_key = step / cross_.width;
  if (cross_.keys.empty() || cross_.keys.back() != cross_key) {
    cross_.keys.push_back(cross_key);
    for (auto& col : cross_cols_) col.emplace_back();
    memory_col_.emplace_back();
  }
}

void StepSeries::OpenRankBucket(uint64_t step) {
  const uint64_t rank_key = step / per_rank_.width;
  if (per_rank_.keys.empty() || per_rank_.keys.back() < rank_key) {
    per_rank_.keys.push_back(rank_key);
    for (auto& col : rank_cols_) col.resize(col.size() + ranks_);
  }
}

void StepSeries::FinishStep(uint64_t step) {
  ++steps_;
  if (first_step_ < 0) first_step_ = static_cast<int64_t>(step);
  last_step_ = base::ClampToInt64(step);
  while (cross_.keys.size() > options_.max_buckets) CoarsenCross();
  while (per_rank_.keys.size() > RankCapacity()) CoarsenRanks();
}

Json StepSeries::AddAggregate(const store::StepAggregate& agg) {
  if (last_step_ >= 0 && agg.step <= static_cast<uint64_t>(last_step_)) return Json();
  return AddCross(agg, /*aggregated=*/true);
}

Json StepSeries::AddCross(const store::StepAggregate& agg, bool aggregated) {
  const uint64_t step = agg.step;
  OpenCrossBucket(step);
  Json point = Json::object();
  point["step"] = step;
  Json phases = Json::object();
  Json loss = nullptr, memory = nullptr;
  for (const store::StepStat& stat : agg.stats) {
    aggregator::Spread s;
    s.measured = true;
    s.median = stat.median;
    s.worst = stat.worst;
    s.worst_rank = stat.worst_rank;
    const Json worst_rank = s.worst_rank >= 0 ? Json(s.worst_rank) : Json(nullptr);
    if (stat.metric == metrics::kMemoryName) {
      AddToCross(&memory_col_.back(), s);
      memory = Json{{"median_peak_bytes", std::llround(s.median)},
                    {"worst_peak_bytes", std::llround(s.worst)},
                    {"worst_rank", worst_rank}};
      continue;
    }
    if (metrics::IsTierOnlyName(stat.metric)) continue;  // not a series metric
    const int m = MetricIndex(stat.metric);
    if (m < 0) continue;
    measured_[static_cast<size_t>(m)] = true;
    AddToCross(&cross_cols_[static_cast<size_t>(m)].back(), s);
    if (IsLoss(static_cast<size_t>(m))) {
      loss = Json{{"median", Significant(s.median)},
                  {"worst", Significant(s.worst)},
                  {"worst_rank", worst_rank}};
    } else {
      phases[stat.metric] = Json{{"median_ms", Ms(s.median / kNsPerMs)},
                                 {"worst_ms", Ms(s.worst / kNsPerMs)},
                                 {"worst_rank", worst_rank}};
    }
  }
  point["phases"] = std::move(phases);
  point["memory"] = std::move(memory);
  point["sync_last_rank"] = agg.last_arrival_rank >= 0 ? Json(agg.last_arrival_rank) : Json();
  point["sync_last_lateness_ms"] =
      agg.last_arrival_rank >= 0 && agg.last_arrival_lateness_ns != kMissing
          ? Ms(static_cast<double>(agg.last_arrival_lateness_ns) / kNsPerMs)
          : Json();
  point["loss"] = std::move(loss);
  if (aggregated) point["aggregated"] = true;
  FinishStep(step);
  return point;
}

void StepSeries::AddRankBuckets(const store::RankBuckets& buckets) {
  if (buckets.cells.empty()) return;
  while (per_rank_.width < store::kRankBucketSteps && per_rank_.width < kMaxWidth) CoarsenRanks();
  uint32_t max_rank = 0;
  for (const auto& c : buckets.cells) max_rank = std::max(max_rank, c.rank);
  EnsureRanks(max_rank + 1);
  // Metric indices first: interning one adds columns.
  std::vector<int> index(buckets.metrics.size(), -1);
  for (size_t i = 0; i < buckets.metrics.size(); ++i) {
    if (!metrics::IsTierOnlyName(buckets.metrics[i])) index[i] = MetricIndex(buckets.metrics[i]);
  }
  const uint64_t key = buckets.first_step / per_rank_.width;
  if (!per_rank_.keys.empty() && per_rank_.keys.back() > key) return;  // out of order
  OpenRankBucket(buckets.first_step);
  const size_t rank_base = (per_rank_.keys.size() - 1) * ranks_;
  constexpr double kFloatMax = std::numeric_limits<float>::max();
  for (const auto& c : buckets.cells) {
    if (c.metric >= index.size() || index[c.metric] < 0 || c.rank >= ranks_) continue;
    const auto m = static_cast<size_t>(index[c.metric]);
    measured_[m] = true;
    RankCell& cell = rank_cols_[m][rank_base + c.rank];
    cell.sum += static_cast<float>(
        std::clamp(OutputValue(m, c.mean) * static_cast<double>(c.steps), -kFloatMax, kFloatMax));
    cell.count += c.steps;
  }
  while (per_rank_.keys.size() > RankCapacity()) CoarsenRanks();
}

Json StepSeries::AddStep(const aggregator::StepPoint& point,
                         const std::vector<aggregator::RankStep>& entries,
                         const std::vector<std::string>& metric_names, bool rank_values) {
  const uint64_t step = point.step;
  if (point.ranks_reported == 0 || (last_step_ >= 0 && step <= static_cast<uint64_t>(last_step_))) {
    return Json();
  }
  if (point.memory_ranks > 0) memory_source_ = point.memory_cuda ? "cuda_peak_allocated" : "rss";
  if (rank_values && !entries.empty()) AddRankValues(step, entries, metric_names);
  return AddCross(aggregator::ToAggregate(point, metric_names), /*aggregated=*/false);
}

void StepSeries::AddRankValues(uint64_t step, const std::vector<aggregator::RankStep>& entries,
                               const std::vector<std::string>& metric_names) {
  // This series' index of each of the caller's metrics, interned when first
  // measured (-2: not looked up yet; -1: the table is full).
  std::vector<int> index(metric_names.size(), -2);
  auto series_index = [&](uint16_t metric) {
    if (metric >= index.size()) return -1;
    if (index[metric] == -2) index[metric] = MetricIndex(metric_names[metric]);
    return index[metric];
  };
  const int loss = std::any_of(entries.begin(), entries.end(),
                               [](const aggregator::RankStep& e) { return !std::isnan(e.loss); })
                       ? MetricIndex(metrics::kLossName)
                       : -1;
  uint32_t max_rank = 0;
  for (const auto& e : entries) {
    max_rank = std::max(max_rank, e.rank);
    for (const auto& [metric, value] : e.metrics) series_index(metric);
  }
  EnsureRanks(max_rank + 1);
  OpenRankBucket(step);
  const size_t rank_base = (per_rank_.keys.size() - 1) * ranks_;
  auto add = [&](int m, uint32_t rank, double stored) {
    if (m < 0 || rank >= ranks_) return;
    measured_[static_cast<size_t>(m)] = true;
    RankCell& c = rank_cols_[static_cast<size_t>(m)][rank_base + rank];
    // Clamped: a loss beyond float's range (untrusted) must not overflow
    // the conversion.
    constexpr double kFloatMax = std::numeric_limits<float>::max();
    c.sum += static_cast<float>(
        std::clamp(OutputValue(static_cast<size_t>(m), stored), -kFloatMax, kFloatMax));
    ++c.count;
  };
  for (const auto& e : entries) {
    for (const auto& [metric, value] : e.metrics) {
      add(series_index(metric), e.rank, static_cast<double>(value));
    }
    if (!std::isnan(e.loss)) add(loss, e.rank, e.loss);
  }
}

bool StepSeries::ResolveRange(const StepRange& range, uint64_t* from, uint64_t* to) const {
  if (steps_ == 0) return false;
  *from = range.from.value_or(static_cast<uint64_t>(first_step_));
  *to = range.to.value_or(static_cast<uint64_t>(last_step_));
  return *from <= *to;
}

std::vector<StepSeries::Group> StepSeries::GroupBuckets(const Axis& axis, uint64_t from,
                                                        uint64_t to, size_t max_out,
                                                        uint64_t* bucket_steps) const {
  std::vector<Group> groups;
  *bucket_steps = axis.width;
  const auto begin = std::lower_bound(axis.keys.begin(), axis.keys.end(), from / axis.width);
  const auto end = std::upper_bound(axis.keys.begin(), axis.keys.end(), to / axis.width);
  if (begin >= end) return groups;
  const size_t i0 = static_cast<size_t>(begin - axis.keys.begin());
  const size_t i1 = static_cast<size_t>(end - axis.keys.begin());
  max_out = std::max<size_t>(1, max_out);
  uint64_t width = axis.width;
  const uint64_t factor_limit = kMaxWidth / axis.width;
  for (uint64_t factor = 1;; factor *= 2) {
    size_t count = 0;
    uint64_t prev = std::numeric_limits<uint64_t>::max();
    for (size_t i = i0; i < i1; ++i) {
      const uint64_t g = axis.keys[i] / factor;
      if (g != prev) ++count;
      prev = g;
    }
    if (count <= max_out || factor >= factor_limit) {
      width = axis.width * factor;
      for (size_t i = i0; i < i1; ++i) {
        const uint64_t g = axis.keys[i] / factor;
        if (!groups.empty() && axis.keys[groups.back().begin] / factor == g) {
          groups.back().end = i + 1;
        } else {
          groups.push_back(Group{std::max(from, g * width), i, i + 1});
        }
      }
      break;
    }
  }
  *bucket_steps = width;
  return groups;
}

Json StepSeries::Steps(const StepRange& range, size_t max_points) const {
  Json out = Json::object();
  uint64_t from = 0, to = 0;
  const bool any = ResolveRange(range, &from, &to);
  out["from"] = any ? Json(from) : Json(nullptr);
  out["to"] = any ? Json(to) : Json(nullptr);
  uint64_t bucket_steps = cross_.width;
  const std::vector<Group> groups =
      any ? GroupBuckets(cross_, from, to, max_points, &bucket_steps) : std::vector<Group>{};
  out["bucket_steps"] = bucket_steps;
  const std::vector<std::string> metrics = Metrics();
  out["metrics"] = metrics;
  Json steps = Json::array();
  for (const Group& g : groups) steps.push_back(g.first_step);
  out["step"] = std::move(steps);
  Json median = Json::object(), worst = Json::object(), worst_rank = Json::object();
  auto merged = [&](const std::vector<CrossCell>& col, const Group& g) {
    CrossCell acc;
    for (size_t i = g.begin; i < g.end; ++i) {
      const CrossCell& c = col[i];
      if (c.count == 0) continue;
      if (acc.count == 0 || c.worst > acc.worst) {
        acc.worst = c.worst;
        acc.worst_rank = c.worst_rank;
      }
      acc.sum += c.sum;
      acc.count += c.count;
    }
    return acc;
  };
  for (const std::string& name : metrics) {
    const auto m = static_cast<size_t>(table_.Find(name));
    const auto& col = cross_cols_[m];
    Json med = Json::array(), wst = Json::array(), wr = Json::array();
    for (const Group& g : groups) {
      const CrossCell acc = merged(col, g);
      if (acc.count == 0) {
        med.push_back(nullptr);
        wst.push_back(nullptr);
        wr.push_back(nullptr);
        continue;
      }
      med.push_back(OutputJson(m, OutputValue(m, acc.sum / acc.count)));
      wst.push_back(OutputJson(m, OutputValue(m, acc.worst)));
      wr.push_back(acc.worst_rank);
    }
    median[name] = std::move(med);
    worst[name] = std::move(wst);
    worst_rank[name] = std::move(wr);
  }
  out["median"] = std::move(median);
  out["worst"] = std::move(worst);
  out["worst_rank"] = std::move(worst_rank);
  Json mem = Json::object();
  mem["source"] = memory_source_.empty() ? Json(nullptr) : Json(memory_source_);
  Json mmed = Json::array(), mwst = Json::array(), mwr = Json::array();
  for (const Group& g : groups) {
    const CrossCell acc = merged(memory_col_, g);
    if (acc.count == 0) {
      mmed.push_back(nullptr);
      mwst.push_back(nullptr);
      mwr.push_back(nullptr);
      continue;
    }
    mmed.push_back(std::llround(acc.sum / acc.count));
    mwst.push_back(std::llround(acc.worst));
    mwr.push_back(acc.worst_rank);
  }
  mem["median_peak_bytes"] = std::move(mmed);
  mem["worst_peak_bytes"] = std::move(mwst);
  mem["worst_rank"] = std::move(mwr);
  out["memory"] = std::move(mem);
  return out;
}

std::optional<Json> StepSeries::Heatmap(const std::string& metric, const StepRange& range,
                                        size_t max_steps) const {
  const int index = table_.Find(metric);
  if (index < 0) return std::nullopt;
  const auto& col = rank_cols_[static_cast<size_t>(index)];
  Json out = Json::object();
  out["metric"] = metric;
  uint64_t from = 0, to = 0;
  const bool any = ResolveRange(range, &from, &to);
  uint64_t bucket_steps = per_rank_.width;
  const std::vector<Group> groups =
      any ? GroupBuckets(per_rank_, from, to, max_steps, &bucket_steps) : std::vector<Group>{};
  // Rows: one per rank, or groups of ranks (max of the row's ranks).
  const uint32_t per_row =
      ranks_ <= kMaxHeatmapRows
          ? 1
          : static_cast<uint32_t>((ranks_ + kMaxHeatmapRows - 1) / kMaxHeatmapRows);
  Json ranks = Json::array();
  Json values = Json::array();
  for (uint32_t lo = 0; lo < ranks_; lo += per_row) {
    const uint32_t hi = std::min(ranks_, lo + per_row) - 1;
    if (per_row == 1) {
      ranks.push_back(lo);
    } else {
      ranks.push_back(Json::array({lo, hi}));
    }
    Json row = Json::array();
    for (const Group& g : groups) {
      double best = std::numeric_limits<double>::quiet_NaN();
      for (uint32_t r = lo; r <= hi; ++r) {
        double sum = 0.0;
        uint64_t count = 0;
        for (size_t i = g.begin; i < g.end; ++i) {
          const RankCell& c = col[i * ranks_ + r];
          sum += c.sum;
          count += c.count;
        }
        if (count == 0) continue;
        const double mean = sum / static_cast<double>(count);
        if (!(mean <= best)) best = mean;  // NaN-aware max
      }
      row.push_back(OutputJson(static_cast<size_t>(index), best));
    }
    values.push_back(std::move(row));
  }
  out["ranks"] = std::move(ranks);
  Json steps = Json::array();
  for (const Group& g : groups) steps.push_back(g.first_step);
  out["step"] = std::move(steps);
  out["bucket_steps"] = bucket_steps;
  out["values"] = std::move(values);
  return out;
}

std::optional<Json> StepSeries::RankSeries(uint32_t rank, const std::string& metric,
                                           const StepRange& range, size_t max_points) const {
  const int index = table_.Find(metric);
  if (index < 0) return std::nullopt;
  const auto& col = rank_cols_[static_cast<size_t>(index)];
  Json out = Json::object();
  out["rank"] = rank;
  out["metric"] = metric;
  uint64_t from = 0, to = 0;
  const bool any = ResolveRange(range, &from, &to) && rank < ranks_;
  uint64_t bucket_steps = per_rank_.width;
  const std::vector<Group> groups =
      any ? GroupBuckets(per_rank_, from, to, max_points, &bucket_steps) : std::vector<Group>{};
  Json steps = Json::array(), value = Json::array();
  for (const Group& g : groups) {
    double sum = 0.0;
    uint64_t count = 0;
    for (size_t i = g.begin; i < g.end; ++i) {
      const RankCell& c = col[i * ranks_ + rank];
      sum += c.sum;
      count += c.count;
    }
    steps.push_back(g.first_step);
    value.push_back(count > 0
                        ? OutputJson(static_cast<size_t>(index), sum / static_cast<double>(count))
                        : Json(nullptr));
  }
  out["bucket_steps"] = bucket_steps;
  out["step"] = std::move(steps);
  out["value"] = std::move(value);
  return out;
}

namespace {

// "SER2": images of "SER1" (before the loss metric) are rebuilt, not read.
constexpr uint32_t kImageMagic = 0x53455232;

class Writer {
 public:
  template <typename T>
  void Put(const T& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    out_.append(reinterpret_cast<const char*>(&v), sizeof v);
  }
  void PutString(const std::string& s) {
    Put<uint64_t>(s.size());
    out_ += s;
  }
  template <typename T>
  void PutVector(const std::vector<T>& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    Put<uint64_t>(v.size());
    out_.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
  }
  std::string Take() { return std::move(out_); }

 private:
  std::string out_;
};

class Reader {
 public:
  explicit Reader(std::string_view in) : in_(in) {}
  template <typename T>
  bool Get(T* v) {
    if (in_.size() < sizeof(T)) return false;
    std::memcpy(v, in_.data(), sizeof(T));
    in_.remove_prefix(sizeof(T));
    return true;
  }
  bool GetString(std::string* s) {
    uint64_t n = 0;
    if (!Get(&n) || n > in_.size()) return false;
    s->assign(in_.data(), n);
    in_.remove_prefix(n);
    return true;
  }
  template <typename T>
  bool GetVector(std::vector<T>* v, uint64_t expected) {
    uint64_t n = 0;
    if (!Get(&n) || n != expected || n > in_.size() / sizeof(T)) return false;
    v->resize(n);
    std::memcpy(v->data(), in_.data(), n * sizeof(T));
    in_.remove_prefix(n * sizeof(T));
    return true;
  }
  bool done() const { return in_.empty(); }

 private:
  std::string_view in_;
};

}  // namespace

std::string StepSeries::Serialize() const {
  Writer w;
  w.Put(kImageMagic);
  w.Put<uint64_t>(table_.size());
  for (size_t m = 0; m < table_.size(); ++m) {
    w.PutString(table_.Name(static_cast<int>(m)));
    w.Put<uint8_t>(measured_[m] ? 1 : 0);
  }
  w.Put(cross_.width);
  w.PutVector(cross_.keys);
  for (const auto& col : cross_cols_) w.PutVector(col);
  w.PutVector(memory_col_);
  w.PutString(memory_source_);
  w.Put(per_rank_.width);
  w.PutVector(per_rank_.keys);
  w.Put(ranks_);
  for (const auto& col : rank_cols_) w.PutVector(col);
  w.Put(steps_);
  w.Put(first_step_);
  w.Put(last_step_);
  return w.Take();
}

bool StepSeries::Deserialize(std::string_view bytes) {
  StepSeries fresh(options_);
  Reader r(bytes);
  uint32_t magic = 0;
  uint64_t metrics = 0;
  if (!r.Get(&magic) || magic != kImageMagic || !r.Get(&metrics) || metrics > kMaxMetrics) {
    return false;
  }
  std::vector<std::pair<std::string, bool>> names;
  for (uint64_t m = 0; m < metrics; ++m) {
    std::string name;
    uint8_t measured = 0;
    if (!r.GetString(&name) || !r.Get(&measured)) return false;
    names.emplace_back(std::move(name), measured != 0);
  }
  uint64_t cross_keys = 0;
  if (!r.Get(&fresh.cross_.width)) return false;
  {
    Reader peek = r;
    if (!peek.Get(&cross_keys)) return false;
  }
  if (!r.GetVector(&fresh.cross_.keys, cross_keys)) return false;
  for (const auto& [name, measured] : names) {
    const int index = fresh.MetricIndex(name);
    if (index < 0) return false;
    fresh.measured_[static_cast<size_t>(index)] = measured;
  }
  if (fresh.table_.size() != metrics) return false;  // reordered names
  for (auto& col : fresh.cross_cols_) {
    if (!r.GetVector(&col, cross_keys)) return false;
  }
  if (!r.GetVector(&fresh.memory_col_, cross_keys) || !r.GetString(&fresh.memory_source_)) {
    return false;
  }
  uint64_t rank_keys = 0;
  if (!r.Get(&fresh.per_rank_.width)) return false;
  {
    Reader peek = r;
    if (!peek.Get(&rank_keys)) return false;
  }
  if (!r.GetVector(&fresh.per_rank_.keys, rank_keys) || !r.Get(&fresh.ranks_) ||
      fresh.ranks_ > kMaxRanks) {
    return false;
  }
  for (auto& col : fresh.rank_cols_) {
    if (!r.GetVector(&col, rank_keys * fresh.ranks_)) return false;
  }
  if (!r.Get(&fresh.steps_) || !r.Get(&fresh.first_step_) || !r.Get(&fresh.last_step_) ||
      !r.done() || fresh.cross_.width == 0 || fresh.per_rank_.width == 0) {
    return false;
  }
  *this = std::move(fresh);
  return true;
}

}  // namespace steplens::server
