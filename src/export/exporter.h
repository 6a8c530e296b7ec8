// export/exporter.h — a finished (or live) run's steps out of its database,
// for other tools: a Chrome/Perfetto trace, CSV or JSON lines
// (`steplens export`, docs/reference/export.md).
//
// Contract
// - ExportRun() reads <run_dir>/steplens.db through store::StepScanner (read
//   only; a live run's WAL database may be exported while it runs) and
//   writes to `out` as it reads: memory is bounded by one scan chunk
//   (store::kScanChunkRows rows) plus the small tables (ranks, episodes),
//   never by the length of the run.
// - Clock: every timestamp is the producing host's CLOCK_MONOTONIC mapped to
//   the wall clock with its rank's clock_offset_ns (the aggregator's
//   per-host offset), so ranks of several hosts share one timeline.
// - Perfetto (Chrome trace-event JSON, opens in ui.perfetto.dev): one process
//   per rank named "rank N (host)", with a track "steps" (one slice per
//   step), a track "phases" (dataloader before the step, then forward,
//   backward, optimizer laid out in order from the step's begin: durations
//   are measured, in-step positions are not), a track "regions" (user
//   regions, likewise in order) and an instant "grad sync ready" at the
//   measured gradient-synchronisation arrival. With deep mode (the store's
//   layer_steps table, store/layer_table.h), the rank-steps it profiled get
//   their modules as slices (cat "module", args step, phase, measured_ms)
//   on the phases track, nested inside the forward and backward slices and
//   inside their parent module (module_slices.h: durations measured,
//   positions laid out, cut to fit). A process "diagnosis" holds
//   the diagnosis episodes as async slices; a failed rank gets an instant
//   "rank N failed" at the end of its last step. ts/dur are microseconds
//   since the run's start (meta started_wall_ns; when absent, since the
//   Unix epoch).
// - CSV / JSONL: one row per (step, rank) in step then rank order, columns
//   step, rank, host, begin_unix_ns, end_unix_ns, step_ms, wait_ms, one
//   "<phase>_ms" per built-in phase, mem_peak_allocated_bytes,
//   rss_peak_bytes, sync_last_unix_ns, then one "region:<name>_ms" per
//   user region of the run. A phase's value
//   is its GPU time when measured, else its CPU time; missing is an empty
//   cell (CSV) or null (JSONL), never 0.
// - Tiered runs: steps whose detail the store aggregated have no rows to
//   export; ExportStats says how many of the selected steps that is, and
//   when the selection has no other step, the error says so.
// - Errors (Status, one sentence): no such directory, not a run, a run
//   with spool files only, a corrupt database, nothing in the selection.
//   Write errors on `out` are reported too.
#ifndef STEPLENS_EXPORT_EXPORTER_H_
#define STEPLENS_EXPORT_EXPORTER_H_

#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <vector>

#include "base/status.h"

namespace steplens::exporter {

enum class Format { kPerfetto, kCsv, kJsonl };

// "perfetto" (also "chrome"), "csv", "jsonl"; false when unknown.
bool ParseFormat(const std::string& text, Format* format);

struct ExportOptions {
  Format format = Format::kPerfetto;
  uint64_t first_step = 0;                                    // inclusive
  uint64_t last_step = std::numeric_limits<uint64_t>::max();  // inclusive
  std::vector<uint32_t> ranks;                                // empty = every rank
};

// "A:B", "A:", ":B" (inclusive) or "A"; false when malformed or A > B.
bool ParseStepRange(const std::string& text, uint64_t* first, uint64_t* last);
// "0,2,5-7"; false when malformed.
bool ParseRankList(const std::string& text, std::vector<uint32_t>* ranks);

struct ExportStats {
  uint64_t rows = 0;   // (step, rank) rows written
  uint64_t steps = 0;  // distinct steps
  // A tiered run (store.h "Tiering"): the selected steps that only the
  // store's aggregates describe, left out of the export (their per-rank
  // rows no longer exist), and the sentence that says so ("" when none).
  uint64_t aggregated_steps = 0;
  std::string aggregated_note;
};

[[nodiscard]] base::StatusOr<ExportStats> ExportRun(const std::string& run_dir,
                                                    const ExportOptions& options,
                                                    std::ostream& out);

}  // namespace steplens::exporter

#endif  // STEPLENS_EXPORT_EXPORTER_H_
