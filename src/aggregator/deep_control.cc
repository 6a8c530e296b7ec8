// aggregator/deep_control.cc — see deep_control.h for the contract.
#include "aggregator/deep_control.h"

namespace steplens::aggregator {

const char* DeepModeName(DeepMode mode) {
  switch (mode) {
    case DeepMode::kOff:
      return "off";
    case DeepMode::kEvery:
      return "every";
    case DeepMode::kSampled:
      return "sampled";
  }
  return "off";
}

std::optional<DeepMode> ParseDeepModeName(std::string_view name) {
  if (name == "off") return DeepMode::kOff;
  if (name == "every" || name == "on") return DeepMode::kEvery;
  if (name == "sampled") return DeepMode::kSampled;
  return std::nullopt;
}

std::string DeepRequestProblem(const DeepRequest& request) {
  const std::string max = std::to_string(kMaxDeepPeriod);
  if (request.mode != DeepMode::kSampled && (request.period != 0 || request.burst != 0)) {
    return "a period and a burst go with sampled only";
  }
  if (request.period > kMaxDeepPeriod) return "the period must be from 1 to " + max + " steps";
  if (request.burst > kMaxDeepPeriod) return "the burst must be from 1 to " + max + " steps";
  if (request.period != 0 && request.burst > request.period) {
    return "the burst must not exceed the period";
  }
  return "";
}

DeepControl::DeepControl(Aggregator* aggregator, std::optional<DeepRequest> launched)
    : aggregator_(aggregator), current_(launched) {}

DeepOutcome DeepControl::Switch(const DeepRequest& request) {
  DeepOutcome out;
  out.message = DeepRequestProblem(request);
  if (!out.message.empty()) return out;
  out.sent = aggregator_->SetDeepMode(request.mode, request.period, request.burst);
  if (!out.sent.applied) {
    out.ended = true;
    out.message = "the run is ending";
    return out;
  }
  {
    base::MutexLock lock(mu_);
    if (out.sent.seq > current_seq_) {
      current_seq_ = out.sent.seq;
      current_ = request;
    }
  }
  const size_t sent = out.sent.ranks_sent, without = out.sent.ranks_without;
  out.ok = true;
  out.message = std::string("deep mode ") + DeepModeName(request.mode) + " sent to " +
                std::to_string(sent) + (sent == 1 ? " rank" : " ranks");
  if (without > 0) {
    out.message += "; " + std::to_string(without) + (without == 1 ? " rank runs" : " ranks run") +
                   " an older steplens and cannot be switched";
  }
  out.message += "; ranks that connect later get it too";
  return out;
}

std::optional<DeepRequest> DeepControl::Current() const {
  base::MutexLock lock(mu_);
  return current_;
}

}  // namespace steplens::aggregator
