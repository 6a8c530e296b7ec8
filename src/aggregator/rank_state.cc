#include "aggregator/rank_state.h"

#include <algorithm>
#include <cmath>

namespace steplens::aggregator {

void RankClock::Reset(int64_t wall_offset_ns) {
  offset_ns_ = wall_offset_ns;
  samples_.clear();
  estimated_ = false;
  two_way_ = false;
  skew_ns_ = spread_ns_ = bound_ns_ = 0;
}

bool RankClock::UseTwoWay(int64_t estimate_ns, int64_t bound_ns, int64_t host_wall_offset_ns,
                          int64_t local_wall_offset_ns) {
  const int64_t offset = WrapAdd(estimate_ns, local_wall_offset_ns);
  const bool changed = !two_way_ || offset != offset_ns_;
  two_way_ = estimated_ = true;
  bound_ns_ = bound_ns;
  skew_ns_ = WrapSub(estimate_ns, WrapSub(host_wall_offset_ns, local_wall_offset_ns));
  offset_ns_ = offset;
  return changed;
}

RankClock::Sampled RankClock::Sample(int64_t received_ns, int64_t sent_mono_ns,
                                     int64_t host_wall_offset_ns, int64_t local_wall_offset_ns) {
  Sampled out;
  if (sent_mono_ns <= 0) return out;
  samples_.push_back(WrapSub(received_ns, sent_mono_ns));
  while (samples_.size() > kClockSamples) samples_.pop_front();
  const int64_t estimate = *std::min_element(samples_.begin(), samples_.end());
  std::array<int64_t, kClockSamples> sorted;  // no allocation per heartbeat
  const size_t n = samples_.size();
  std::copy(samples_.begin(), samples_.end(), sorted.begin());
  std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(n / 2),
                   sorted.begin() + static_cast<long>(n));
  spread_ns_ = WrapSub(sorted[n / 2], estimate);
  if (two_way_) return out;  // the node's two-way estimate is in use
  // The offset the host's wall clock implies, on the same scale (this
  // host's monotonic clock - the rank's).
  const int64_t from_wall = WrapSub(host_wall_offset_ns, local_wall_offset_ns);
  skew_ns_ = WrapSub(estimate, from_wall);
  const int64_t gap = skew_ns_ < 0 ? -skew_ns_ : skew_ns_;
  if (!estimated_) {
    const bool gross = gap > kClockGrossSkewNs;
    const bool settled = samples_.size() >= kClockMinSamples && gap > kClockSkewNs;
    if (!gross && !settled) return out;
    estimated_ = true;
    out.switched = true;
  }
  // In use: this host's monotonic = the rank's + estimate, expressed as the
  // rank's wall offset (rank mono + offset = this host's wall).
  const int64_t offset = WrapAdd(estimate, local_wall_offset_ns);
  const int64_t moved = WrapSub(offset, offset_ns_);
  if (moved > kClockMoveNs || moved < -kClockMoveNs) {
    offset_ns_ = offset;
    out.moved = true;
  }
  return out;
}

int64_t RankClock::LocalMonoNs(int64_t rank_mono_ns, bool same_host,
                               int64_t local_wall_offset_ns) const {
  // Same host (or no offset known): one CLOCK_MONOTONIC, unless the rank's
  // clock was found off (an estimate is in use). Another host: via the
  // offset (both hosts' wall clocks, or the estimate).
  if ((same_host && !estimated_) || offset_ns_ == 0) return rank_mono_ns;
  return WrapSub(WrapAdd(rank_mono_ns, offset_ns_), local_wall_offset_ns);
}

void RankSignals::Name(uint16_t id, const std::string& name) {
  if (name == kLossScalar) loss_ = id;
  if (name == kGradNormScalar) grad_norm_ = id;
  if (name == kSamplesScalar) samples_ = id;
  if (name == kTokensScalar) tokens_ = id;
  if (name == kFlopsScalar) flops_id_ = id;
  if (name == kPeakFlopsScalar) peak_flops_id_ = id;
}

StepSignals RankSignals::Read(const StepRecord& record, uint32_t rank, int64_t step,
                              diagnosis::DiagnosisInput::NonFinite* first_non_finite) {
  StepSignals out;
  const uint8_t scalars = std::min<uint8_t>(record.scalar_count, kMaxScalars);
  for (uint8_t i = 0; i < scalars; ++i) {
    const auto& sc = record.scalars[i];
    if (sc.name_id == flops_id_ || sc.name_id == peak_flops_id_) {
      if (std::isfinite(sc.value) && sc.value > 0) {
        (sc.name_id == flops_id_ ? flops_ : peak_flops_) = sc.value;
      }
      continue;
    }
    if (sc.name_id == samples_ || sc.name_id == tokens_) {
      // Work: a count, so a finite non-negative value (bounded: it is summed).
      if (std::isfinite(sc.value) && sc.value >= 0 && sc.value < 1e15) {
        (sc.name_id == samples_ ? out.samples : out.tokens) = std::llround(sc.value);
      }
      continue;
    }
    const bool is_loss = loss_ >= 0 && sc.name_id == loss_;
    const bool is_grad = grad_norm_ >= 0 && sc.name_id == grad_norm_;
    if (!is_loss && !is_grad) continue;
    if (std::isfinite(sc.value)) {
      (is_loss ? out.loss : out.grad_norm) = sc.value;
      continue;
    }
    auto& nf = *first_non_finite;
    ++nf.count;
    if (nf.step < 0 || step < nf.step || (step == nf.step && static_cast<int>(rank) < nf.rank)) {
      nf.step = step;
      nf.rank = static_cast<int>(rank);
      nf.name = is_loss ? kLossScalar : kGradNormScalar;
      nf.value = sc.value;
    }
  }
  return out;
}

}  // namespace steplens::aggregator
