#include "aggregator/run_health.h"

#include <charconv>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace steplens::aggregator {
namespace {

using Json = nlohmann::ordered_json;
constexpr auto kJsonReplace = Json::error_handler_t::replace;

Json FailureToJson(const diagnosis::RankFailureInfo& f) {
  return {{"fatal", f.fatal},
          {"ns", f.ns},
          {"step", f.step},
          {"activity", f.activity},
          {"exc_type", f.exc_type},
          {"exc_bases", f.exc_bases},
          {"message", f.message},
          {"frames", f.frames},
          {"mem_allocated", f.mem_allocated},
          {"mem_reserved", f.mem_reserved},
          {"mem_total", f.mem_total},
          {"module", f.module}};
}

std::optional<diagnosis::RankFailureInfo> FailureFromJson(const std::string& text) {
  const auto j = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object()) return std::nullopt;
  diagnosis::RankFailureInfo f;
  auto num = [&](const char* k, auto* out) {
    auto it = j.find(k);
    if (it != j.end() && it->is_number_integer()) *out = it->get<std::decay_t<decltype(*out)>>();
  };
  auto text_of = [&](const char* k, std::string* out) {
    auto it = j.find(k);
    if (it != j.end() && it->is_string()) *out = it->get<std::string>();
  };
  if (auto it = j.find("fatal"); it != j.end() && it->is_boolean()) f.fatal = it->get<bool>();
  num("ns", &f.ns);
  num("step", &f.step);
  num("mem_allocated", &f.mem_allocated);
  num("mem_reserved", &f.mem_reserved);
  num("mem_total", &f.mem_total);
  text_of("activity", &f.activity);
  text_of("exc_type", &f.exc_type);
  text_of("exc_bases", &f.exc_bases);
  text_of("message", &f.message);
  text_of("frames", &f.frames);
  text_of("module", &f.module);
  return f;
}

void FillExit(const RankExit& e, bool with_core, diagnosis::RankHealthInput* h) {
  h->has_exit = true;
  h->exit_code = e.exit_code;
  h->exit_signal = e.signal;
  if (with_core) h->core_dumped = e.core_dumped;
  h->exit_ns = e.mono_ns;  // written on this host by the rank's wrapper
  h->exit_text = DescribeRankExit(e);
}

}  // namespace

void RunHealth::OnFailure(uint32_t rank, const diagnosis::RankFailureInfo& info) {
  std::optional<diagnosis::RankFailureInfo>& kept = ends_[rank].failure;
  // A fatal report wins over an earlier non-fatal one; among non-fatal
  // ones the latest (the one closest to an eventual exit) is kept.
  if (kept && kept->fatal && !info.fatal) return;
  kept = info;
  if (store_ != nullptr) {
    store_->PutMeta("rank_failure." + std::to_string(rank),
                    FailureToJson(info).dump(-1, ' ', false, kJsonReplace));
  }
}

void RunHealth::OnRankExit(const RankExit& exit, bool seen) {
  if (store_ != nullptr) {
    store_->PutMeta("rank_exit." + std::to_string(exit.rank), FormatRankExit(exit));
  }
  if (seen) {
    ends_[exit.rank].exit = exit;
  } else {
    early_exits_[exit.rank] = exit;
  }
}

bool RunHealth::OnStopRequested(int signal, int64_t at_ns) {
  if (stop_requested_) return false;
  stop_requested_ = true;
  stop_ns_ = at_ns;
  stop_signal_ = signal;
  if (store_ != nullptr) store_->PutMeta("stop_signal", std::to_string(signal));
  return true;
}

void RunHealth::OnJobEnded(int exit_code) {
  job_ended_ = true;
  job_exit_code_ = exit_code;
}

void RunHealth::SetStack(uint32_t rank, std::string stack, std::string unavailable) {
  RankEnd& end = ends_[rank];
  end.stack = std::move(stack);
  end.stack_unavailable = std::move(unavailable);
}

void RunHealth::FillRankEnd(uint32_t rank, bool seen, diagnosis::RankHealthInput* h) const {
  if (!seen) {
    if (auto it = early_exits_.find(rank); it != early_exits_.end()) {
      FillExit(it->second, /*with_core=*/false, h);
    }
    return;
  }
  auto it = ends_.find(rank);
  if (it == ends_.end()) return;
  const RankEnd& end = it->second;
  h->failure = end.failure;
  if (end.exit) FillExit(*end.exit, /*with_core=*/true, h);
  h->stack = end.stack;
  h->stack_unavailable = end.stack_unavailable;
}

diagnosis::HealthInput RunHealth::Input(std::vector<diagnosis::RankHealthInput> ranks,
                                        const RunProgress& progress) const {
  diagnosis::HealthInput in;
  in.now_ns = progress.now_ns;
  in.world_size = progress.world_size;
  in.ranks = std::move(ranks);
  in.job_ended = job_ended_;
  in.job_exit_code = job_exit_code_.value_or(0);
  in.job_exit_known = job_exit_code_.has_value();
  in.stop_requested = stop_requested_;
  in.stop_ns = stop_ns_;
  in.stop_signal = stop_signal_;
  in.steps_completed = progress.steps_completed;
  in.last_progress_ns = progress.last_progress_ns;
  in.rejected_connections = progress.rejected_connections;
  in.median_step_ms = progress.median_step_ms;
  in.hang_after_ns = progress.hang_after_ns;
  in.open_hang = open_hang_;
  return in;
}

int64_t RunHealth::Update(diagnosis::Diagnosis d, const RunProgress& progress) {
  int64_t keep_detail_at = -1;
  // The HANG the rules found live (not one they carried over to the job's
  // end: those say how it ended, in ended_by).
  if (d.label == diagnosis::kHang && !job_ended_ && d.Find("ended_by") == nullptr) {
    open_hang_ = d;
    open_hang_steps_ = progress.steps_completed;
  } else if (!job_ended_ && !stop_requested_) {
    if (open_hang_ && progress.steps_completed == open_hang_steps_) {
      // No step has completed since the hang was said: the rules no longer
      // seeing it (the stuck rank's CPU up while its stack is taken, one
      // late heartbeat on a loaded host) does not end it. Nor do ranks
      // dying: that may be the user's signal, which the launcher records a
      // poll later (OnStopRequested, with the signal's time); the rules weigh
      // failures against the open hang (health.h). Progress ends it.
      if (d.label == diagnosis::kHealthOk) d = *open_hang_;
    } else {
      open_hang_.reset();  // resolved: the run moves again
    }
  }
  HealthEpisode* open = !episodes_.empty() && episodes_.back().open ? &episodes_.back() : nullptr;
  if (open != nullptr && (open->label != d.label || open->rank != d.rank)) {
    open->open = false;
    open = nullptr;
  }
  if (open == nullptr) {
    HealthEpisode e;
    e.label = d.label;
    e.rank = d.rank;
    e.start_ns = progress.now_ns;
    e.start_step = progress.last_complete_step;
    if (d.label != diagnosis::kHealthOk) keep_detail_at = progress.last_complete_step;
    episodes_.push_back(std::move(e));
    if (episodes_.size() > kMaxHealthEpisodes) episodes_.pop_front();
    open = &episodes_.back();
  }
  open->summary = d.summary;
  open->end_ns = progress.now_ns;
  open->end_step = progress.last_complete_step;
  if (job_ended_) open->open = false;
  verdict_ = std::move(d);
  return keep_detail_at;
}

void RunHealth::Persist() const {
  if (store_ == nullptr) return;
  store_->PutMeta("health", diagnosis::ToJson(verdict_).dump(-1, ' ', false, kJsonReplace));
  Json episodes = Json::array();
  for (const HealthEpisode& e : episodes_) {
    episodes.push_back({{"label", e.label},
                        {"rank", e.rank},
                        {"summary", e.summary},
                        {"start_ns", e.start_ns},
                        {"end_ns", e.end_ns},
                        {"start_step", e.start_step},
                        {"end_step", e.end_step}});
  }
  store_->PutMeta("health_episodes", episodes.dump(-1, ' ', false, kJsonReplace));
}

bool RunHealth::Restore(const std::map<std::string, std::string>& meta,
                        std::optional<int> exit_code,
                        const std::function<bool(uint32_t rank)>& seen) {
  job_ended_ = true;
  job_exit_code_ = exit_code;
  for (const auto& entry : meta) {
    const std::string& key = entry.first;  // (clang 14 cannot capture a structured binding)
    const std::string& value = entry.second;
    uint32_t rank = 0;
    auto rank_of = [&](std::string_view prefix) {
      if (key.rfind(prefix, 0) != 0) return false;
      const std::string digits = key.substr(prefix.size());
      auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), rank);
      return ec == std::errc() && p == digits.data() + digits.size() && rank < kMaxWorldSize;
    };
    if (rank_of("rank_exit.")) {
      if (auto e = ParseRankExit(value)) {
        if (seen(rank))
          ends_[rank].exit = *e;
        else
          early_exits_[rank] = *e;
      }
    } else if (rank_of("rank_failure.")) {
      if (auto f = FailureFromJson(value); f && seen(rank)) ends_[rank].failure = *f;
    }
  }
  if (auto it = meta.find("stop_signal"); it != meta.end()) {
    stop_requested_ = true;
    stop_signal_ = std::atoi(it->second.c_str());
  }
  std::optional<diagnosis::Diagnosis> stored;
  if (auto it = meta.find("health"); it != meta.end()) {
    const auto j = Json::parse(it->second, nullptr, false);
    if (j.is_object()) stored = diagnosis::DiagnosisFromJson(j);
  }
  if (auto it = meta.find("health_episodes"); it != meta.end()) {
    const auto j = Json::parse(it->second, nullptr, false);
    if (j.is_array()) {
      episodes_.clear();
      for (const auto& e : j) {
        if (!e.is_object()) continue;
        HealthEpisode h;
        h.label = e.value("label", std::string());
        h.rank = e.value("rank", -1);
        h.summary = e.value("summary", std::string());
        h.start_ns = e.value("start_ns", int64_t{0});
        h.end_ns = e.value("end_ns", int64_t{0});
        h.start_step = e.value("start_step", int64_t{-1});
        h.end_step = e.value("end_step", int64_t{-1});
        h.open = false;
        episodes_.push_back(std::move(h));
      }
    }
  }
  if (!stored) return false;
  verdict_ = *stored;
  return true;
}

void DescribeRankEnd(const diagnosis::RankHealthInput& h, bool job_ended, std::string* end,
                     std::string* detail) {
  const diagnosis::RankEndKind kind = diagnosis::ClassifyRankEnd(h, job_ended);
  *end = diagnosis::RankEndKindName(kind);
  detail->clear();
  if (h.failure && kind != diagnosis::RankEndKind::kFinished &&
      kind != diagnosis::RankEndKind::kRunning) {
    *detail = h.failure->exc_type + ": " + h.failure->message.substr(0, 200);
  } else if (h.has_exit && !(h.exit_signal == 0 && h.exit_code == 0)) {
    *detail = h.exit_text;
  } else if (h.lost) {
    *detail = h.lost_reason;
  }
}

}  // namespace steplens::aggregator
