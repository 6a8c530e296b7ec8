// The configuration family (diagnosis/config.h): one rule per setup
// mistake, each over every reporting rank's facts.
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "diagnosis/config.h"
#include "diagnosis/rules.h"

namespace steplens::diagnosis {
namespace {

const std::string* Fact(const RankConfig& r, const char* key) {
  auto it = r.facts.find(key);
  return it == r.facts.end() ? nullptr : &it->second;
}

bool IsOne(const RankConfig& r, const char* key) {
  const std::string* v = Fact(r, key);
  return v != nullptr && *v == "1";
}

bool IsZero(const RankConfig& r, const char* key) {
  const std::string* v = Fact(r, key);
  return v != nullptr && *v == "0";
}

// A whole non-negative number, or nullopt.
std::optional<int64_t> Count(const RankConfig& r, const char* key) {
  const std::string* v = Fact(r, key);
  if (v == nullptr || v->empty() || v->size() > 18) return std::nullopt;
  char* end = nullptr;
  const long long n = std::strtoll(v->c_str(), &end, 10);
  if (*end != '\0' || n < 0) return std::nullopt;
  return n;
}

std::string Text(const RankConfig& r, const char* key) {
  const std::string* v = Fact(r, key);
  return v != nullptr ? *v : std::string();
}

// The ranks a rule holds on: how many, and the first one's facts.
struct Holding {
  int64_t count = 0;
  const RankConfig* first = nullptr;
};

Holding Where(const ConfigInput& in, const std::function<bool(const RankConfig&)>& holds) {
  Holding h;
  for (const RankConfig& r : in.ranks) {
    if (!holds(r)) continue;
    if (h.first == nullptr || r.rank < h.first->rank) h.first = &r;
    ++h.count;
  }
  return h;
}

// "on 2 of 4 ranks" / "on rank 0" / "on every rank (4)".
std::string Where(const Holding& h, const ConfigInput& in) {
  const auto reporting = static_cast<int64_t>(in.ranks.size());
  if (reporting == 1) return Format("on rank %d", h.first->rank);
  if (h.count == reporting) return Format("on every rank (%lld)", static_cast<long long>(h.count));
  return Format("on %lld of %lld ranks", static_cast<long long>(h.count),
                static_cast<long long>(reporting));
}

Diagnosis Finding(const char* label, Severity severity, const Holding& h, const ConfigInput& in,
                  std::string summary, std::string action) {
  Diagnosis d;
  d.label = label;
  d.severity = severity;
  d.summary = std::move(summary);
  d.action = std::move(action);
  d.Add("ranks", h.count);
  d.Add("first_rank", static_cast<int64_t>(h.first->rank));
  d.Add("ranks_reporting", static_cast<int64_t>(in.ranks.size()));
  return d;
}

bool InputBound(const std::string& label) {
  return label == kInputBound || label == kInputStraggler;
}

}  // namespace

std::vector<Diagnosis> DiagnoseConfig(const ConfigInput& in) {
  std::vector<Diagnosis> out;
  const bool distributed = in.world_size > 1;

  if (distributed) {
    const Holding h = Where(in, [](const RankConfig& r) {
      return IsOne(r, "loader") && IsZero(r, "loader.distributed") && !IsOne(r, "loader.iterable");
    });
    if (h.count > 0) {
      const std::string sampler = Text(*h.first, "loader.sampler");
      Diagnosis d = Finding(
          kNoDistributedSampler, Severity::kWarning, h, in,
          Format("The DataLoader %s samples with %s, not a DistributedSampler: each of the %u "
                 "ranks reads the whole dataset, the same samples as the others.",
                 Where(h, in).c_str(), sampler.empty() ? "a sampler" : sampler.c_str(),
                 in.world_size),
          "Give the DataLoader sampler=DistributedSampler(dataset) (and call "
          "sampler.set_epoch(epoch) every epoch), or shard the dataset per rank.");
      d.Add("sampler", sampler);
      d.Add("world_size", static_cast<int64_t>(in.world_size));
      out.push_back(std::move(d));
    }
  }

  {
    const Holding h = Where(in, [](const RankConfig& r) {
      const auto checked = Count(r, "grad_steps_checked");
      const auto all = Count(r, "all_params_grad_steps");
      return IsOne(r, "ddp") && IsOne(r, "find_unused_parameters") && checked && all &&
             *checked >= kUnusedParameterMinSteps && *all == *checked;
    });
    if (h.count > 0) {
      const int64_t steps = *Count(*h.first, "grad_steps_checked");
      Diagnosis d = Finding(
          kUnusedParameterSearch, Severity::kInfo, h, in,
          Format("DDP searches for unused parameters every step (find_unused_parameters=True) "
                 "%s, but every parameter got a gradient in each of the %lld steps checked.",
                 Where(h, in).c_str(), static_cast<long long>(steps)),
          "Construct DistributedDataParallel with find_unused_parameters=False (the default): "
          "the extra traversal of the autograd graph each step finds nothing.");
      d.Add("steps_checked", steps);
      out.push_back(std::move(d));
    }
  }

  if (distributed) {
    const Holding h = Where(in, [](const RankConfig& r) {
      const auto bn = Count(r, "batchnorm");
      return IsOne(r, "ddp") && bn && *bn > 0;
    });
    if (h.count > 0) {
      const int64_t modules = *Count(*h.first, "batchnorm");
      Diagnosis d =
          Finding(kBatchNormWithoutSync, Severity::kInfo, h, in,
                  Format("The DDP model %s has %lld BatchNorm module%s that normalise%s with each "
                         "rank's own batch statistics, not SyncBatchNorm.",
                         Where(h, in).c_str(), static_cast<long long>(modules),
                         modules == 1 ? "" : "s", modules == 1 ? "s" : ""),
                  "If the per-rank batch is small, convert them before wrapping the model: "
                  "model = torch.nn.SyncBatchNorm.convert_sync_batchnorm(model).");
      d.Add("batchnorm_modules", modules);
      out.push_back(std::move(d));
    }
  }

  if (InputBound(in.step_time_label)) {
    const Holding h = Where(in, [](const RankConfig& r) {
      const auto workers = Count(r, "loader.num_workers");
      return IsOne(r, "loader") && workers && *workers == 0;
    });
    if (h.count > 0) {
      Diagnosis d = Finding(
          kSingleProcessLoading, Severity::kWarning, h, in,
          Format("The job is %s and its DataLoader loads in the training process %s "
                 "(num_workers=0).",
                 in.step_time_label.c_str(), Where(h, in).c_str()),
          "Set num_workers > 0 in the DataLoader (a few per rank, within the host's cores) so "
          "batches are prepared while the step runs.");
      d.Add("num_workers", int64_t{0});
      d.Add("step_time_label", in.step_time_label);
      out.push_back(std::move(d));
    }
  }

  // Only where the copies are measured and cost a share of the step: an
  // unpinned loader whose copies are cheap is not worth a finding, and
  // unmeasured copies are no evidence either way.
  const double h2d_share = in.h2d_ms / in.step_ms;
  if (in.h2d_ms > 0 && in.step_ms > 0 && h2d_share >= kPageableMinH2DShare) {
    const Holding h = Where(in, [](const RankConfig& r) {
      return Text(r, "device") == "cuda" && IsOne(r, "loader") && IsZero(r, "loader.pin_memory");
    });
    if (h.count > 0) {
      Diagnosis d = Finding(
          kPageableHostMemory, Severity::kInfo, h, in,
          Format("The DataLoader feeding a CUDA model %s returns batches in pageable host "
                 "memory (pin_memory=False), and the host-to-device copies take %.1f ms of "
                 "the %.1f ms step (%.0f%%): each copy is staged and blocks.",
                 Where(h, in).c_str(), in.h2d_ms, in.step_ms, 100.0 * h2d_share),
          "Set pin_memory=True in the DataLoader and copy with .to(device, non_blocking=True).");
      d.Add("pin_memory", false);
      d.Add("h2d_ms", Round(in.h2d_ms, 3));
      d.Add("h2d_share", Round(h2d_share, 4));
      d.Add("h2d_share_threshold", kPageableMinH2DShare);
      out.push_back(std::move(d));
    }
  }
  return out;
}

}  // namespace steplens::diagnosis
