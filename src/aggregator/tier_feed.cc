#include "aggregator/tier_feed.h"

#include <cmath>

namespace steplens::aggregator {

TierFeed::TierFeed(store::Store* store, uint32_t window_steps)
    : store_(store), window_steps_(window_steps) {}

void TierFeed::AddStep(const std::vector<RankStep>& entries, uint64_t step,
                       const metrics::MetricTable& table) {
  if (!on()) return;
  // Per-rank buckets: a step of the next bucket closes this one.
  const auto first = static_cast<int64_t>(step / store::kRankBucketSteps * store::kRankBucketSteps);
  if (bucket_first_step_ >= 0 && first != bucket_first_step_) Flush(table);
  bucket_first_step_ = first;
  for (const RankStep& e : entries) {
    if (buckets_.size() <= e.rank) buckets_.resize(e.rank + 1);
    RankBucket& acc = buckets_[e.rank];
    if (acc.metrics.size() < table.size()) acc.metrics.resize(table.size());
    for (const auto& [metric, value] : e.metrics)
      acc.metrics[metric].Add(static_cast<double>(value));
    if (e.mem_peak != kMissing) acc.memory.Add(static_cast<double>(e.mem_peak));
    if (!std::isnan(e.loss)) acc.loss.Add(e.loss);
    if (e.samples != kMissing) acc.samples.Add(static_cast<double>(e.samples));
    if (e.tokens != kMissing) acc.tokens.Add(static_cast<double>(e.tokens));
  }
}

void TierFeed::Flush(const metrics::MetricTable& table) {
  if (!on() || bucket_first_step_ < 0) return;
  store::RankBuckets out;
  out.first_step = static_cast<uint64_t>(bucket_first_step_);
  out.metrics = table.names();
  const auto memory = static_cast<uint16_t>(out.metrics.size());
  out.metrics.emplace_back(metrics::kMemoryName);
  out.metrics.emplace_back(metrics::kLossName);
  out.metrics.emplace_back(kSamplesScalar);
  out.metrics.emplace_back(kTokensScalar);
  auto put = [&out](uint32_t rank, uint16_t metric, Cell& c) {
    if (c.count > 0) {
      out.cells.push_back({rank, metric, c.count, c.sum / c.count, c.max});
    }
    c = Cell{};
  };
  for (size_t r = 0; r < buckets_.size(); ++r) {
    RankBucket& acc = buckets_[r];
    const auto rank = static_cast<uint32_t>(r);
    for (size_t m = 0; m < acc.metrics.size(); ++m)
      put(rank, static_cast<uint16_t>(m), acc.metrics[m]);
    put(rank, memory, acc.memory);
    put(rank, static_cast<uint16_t>(memory + 1), acc.loss);
    put(rank, static_cast<uint16_t>(memory + 2), acc.samples);
    put(rank, static_cast<uint16_t>(memory + 3), acc.tokens);
  }
  if (!out.cells.empty()) store_->PutRankBuckets(out);
  bucket_first_step_ = -1;
}

void TierFeed::RunStart(int64_t first_end_ns, int64_t min_begin_ns) {
  if (!on()) return;
  store_->PutMeta(store::kMetaRunFirstEnd, std::to_string(first_end_ns));
  if (min_begin_ns != kMissing) {
    store_->PutMeta(store::kMetaRunMinBegin, std::to_string(min_begin_ns));
  }
}

void TierFeed::KeepDetailAround(int64_t step, const std::string& reason) {
  if (!on() || step < 0) return;
  const int64_t first = std::max<int64_t>(0, step - static_cast<int64_t>(window_steps_));
  store_->KeepDetail(static_cast<uint64_t>(first),
                     static_cast<uint64_t>(step + kKeepDetailAfterSteps), reason);
}

}  // namespace steplens::aggregator
