// bench/ingest/ingest_benchmark.cc — how many ranks one aggregator holds.
//
// Contract
// - Starts a real aggregator process (steplens_aggregator_host beside this
//   binary, or --host PATH: aggregator::Aggregator + Store in a temporary
//   run dir + the live view's GetSnapshot cycle), optionally pinned to one
//   CPU (--host-cpu), and plays N simulated ranks against it from ONE thread
//   of this process (non-blocking sockets + epoll, one TCP connection per
//   rank), speaking the wire protocol through the project's encoder
//   (src/protocol): HELLO, then per step one STEP frame per rank (dataloader,
//   forward, backward, optimizer, peak RSS), and once a second per rank a
//   HEARTBEAT and a PROCESS_SAMPLE, per simulated host (8 ranks each) a
//   SYSTEM_SAMPLE — what a real recorder sends. Finally GOODBYE.
// - Steps are offered at --rate steps/s (0: as fast as the sockets take
//   them). Every rank's record of step s ends when it is encoded; the last
//   rank's end is the step's reference time.
// - Measured after --warmup seconds, over the rest of the run:
//   records/s ingested (steps completed by the aggregator x N / time, from
//   its snapshots), the aggregator's CPU (% of one core, utime+stime from
//   /proc/<pid>/stat) and RSS (VmRSS, VmHWM), the update latency of each
//   step (the end of the first snapshot that shows it complete minus the
//   last rank's step end: includes waiting for the next snapshot, so it is
//   bounded below by the refresh period; p50/p99) — or with --on-demand,
//   where the host refreshes only when asked, right after the last rank's
//   record of one step per second, until that step shows complete: the
//   latency of ingest + completion + one snapshot —, the snapshot's own cost,
//   and drops (decode errors, forced steps, late records, store rows dropped,
//   rejected connections). The generator's own CPU is printed too.
// - --relay K: the ranks speak through relays (src/relay, docs/reference/
//   wire-protocol.md "Relay streams"): K ranks per connection, each
//   connection opened with RELAY_HELLO and every rank's bytes sent as
//   RELAY_DATA of its channel — what K ranks behind a node's relay look like
//   to the aggregator (the relay process itself is not in the loop).
// - --relay K --relay-processes: the real path instead. ceil(N/K) relay
//   processes (src/relay's Relay, forked from this binary before any thread,
//   each free to run on any CPU), each holding K ranks' own connections
//   (plain rank protocol, one TCP connection per rank, as a node's recorders)
//   and one upstream connection to the aggregator. Their CPU is printed
//   (summed) beside the aggregator's.
// - --detail-steps N: the aggregator's store is tiered with an N-step detail
//   window (steplens run's default is store::AutoDetailSteps).
// - --smoke: 64 ranks, 10 steps/s, 3 s, 10 Hz snapshots; exits 1 when the
//   aggregator completed no step or reported a decode error/rejection.
// - Exit codes: 0 ok (or targets met with --strict), 1 failed check, 2
//   setup error (one line on stderr).
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sched.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/clock.h"
#include "protocol/codec.h"
#include "relay/relay.h"
#include "steplens/record.h"

namespace {

namespace fs = std::filesystem;
using steplens::base::MonotonicNs;

struct Options {
  int ranks = 4096;
  double rate = 10.0;
  double seconds = 20.0;
  double warmup = 3.0;
  double snapshot_hz = 1.0;
  int host_cpu = 0;  // -1: not pinned
  int gen_cpu = 1;   // -1: not pinned
  int ranks_per_host = 8;
  std::string host_binary;
  std::string json_path;
  bool smoke = false;
  bool strict = false;
  bool keep_run_dir = false;
  bool on_demand = false;        // refresh right after one step per second
  bool timeline = false;         // print each measured step's latency as it is seen
  bool no_store = false;         // diagnostics: aggregator without its database
  int relay = 0;                 // ranks per relay connection; 0 = one connection per rank
  bool relay_processes = false;  // --relay K through real relay processes
  long detail_steps = 0;         // the host's store tiered with this window; 0 = not
  std::string tmp_dir = "/tmp";  // where the temporary run dir goes
};

[[noreturn]] void Die(const std::string& msg) {
  std::fprintf(stderr, "ingest_benchmark: %s\n", msg.c_str());
  std::exit(2);
}

void Usage() {
  std::puts(
      "usage: steplens_ingest_benchmark [--ranks N] [--rate STEPS_PER_S (0 = max)]\n"
      "         [--seconds S] [--warmup S] [--snapshot-hz HZ] [--host-cpu C|-1]\n"
      "         [--gen-cpu C|-1] [--host PATH] [--json PATH] [--smoke] [--strict]\n"
      "         [--on-demand] [--no-store] [--relay K [--relay-processes]] [--detail-steps N]\n"
      "         [--tmp-dir DIR]\n"
      "         [--keep-run-dir] [--timeline]");
}

Options Parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) Die(a + " needs a value");
      return argv[++i];
    };
    if (a == "--ranks")
      o.ranks = std::atoi(value().c_str());
    else if (a == "--rate")
      o.rate = std::atof(value().c_str());
    else if (a == "--seconds")
      o.seconds = std::atof(value().c_str());
    else if (a == "--warmup")
      o.warmup = std::atof(value().c_str());
    else if (a == "--snapshot-hz")
      o.snapshot_hz = std::atof(value().c_str());
    else if (a == "--host-cpu")
      o.host_cpu = std::atoi(value().c_str());
    else if (a == "--gen-cpu")
      o.gen_cpu = std::atoi(value().c_str());
    else if (a == "--host")
      o.host_binary = value();
    else if (a == "--json")
      o.json_path = value();
    else if (a == "--smoke")
      o.smoke = true;
    else if (a == "--strict")
      o.strict = true;
    else if (a == "--keep-run-dir")
      o.keep_run_dir = true;
    else if (a == "--on-demand")
      o.on_demand = true;
    else if (a == "--timeline")
      o.timeline = true;
    else if (a == "--no-store")
      o.no_store = true;
    else if (a == "--relay")
      o.relay = std::atoi(value().c_str());
    else if (a == "--relay-processes")
      o.relay_processes = true;
    else if (a == "--detail-steps")
      o.detail_steps = std::atol(value().c_str());
    else if (a == "--tmp-dir")
      o.tmp_dir = value();
    else if (a == "--help" || a == "-h") {
      Usage();
      std::exit(0);
    } else
      Die("unknown argument " + a + " (see --help)");
  }
  if (o.smoke) {
    o.ranks = 64;
    o.rate = 10;
    o.seconds = 3;
    o.warmup = 0.5;
    o.snapshot_hz = 10;
  }
  if (o.ranks < 1 || o.ranks > 65536) Die("--ranks must be in 1..65536");
  if (o.relay < 0 || o.relay > 1024) Die("--relay must be in 0..1024");
  if (o.relay_processes && o.relay == 0) Die("--relay-processes needs --relay K");
  if (o.seconds <= o.warmup) Die("--seconds must be larger than --warmup");
  if (o.snapshot_hz <= 0) Die("--snapshot-hz must be positive");
  return o;
}

void PinTo(int cpu) {
  if (cpu < 0) return;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  if (sched_setaffinity(0, sizeof set, &set) != 0) {
    Die("cannot pin to CPU " + std::to_string(cpu) + ": " + std::strerror(errno));
  }
}

// ---- the aggregator process --------------------------------------------------
struct Host {
  pid_t pid = -1;
  int to_fd = -1;      // its stdin
  int from_fd = -1;    // its stdout
  std::string buffer;  // partial line
};

Host SpawnHost(const Options& o, const std::string& run_dir) {
  int in_pipe[2], out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) Die("pipe failed");
  std::vector<std::string> args = {o.host_binary, "--run-dir", run_dir, "--snapshot-hz",
                                   std::to_string(o.snapshot_hz)};
  if (o.on_demand) args.push_back("--on-demand");
  if (o.detail_steps > 0) {
    args.push_back("--detail-steps");
    args.push_back(std::to_string(o.detail_steps));
  }
  if (o.no_store) args.insert(args.begin() + 1, "--no-store");
  if (o.host_cpu >= 0) {
    args.push_back("--cpu");
    args.push_back(std::to_string(o.host_cpu));
  }
  const pid_t pid = fork();
  if (pid < 0) Die("fork failed");
  if (pid == 0) {
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    close(in_pipe[0]);
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(out_pipe[1]);
    std::vector<char*> argv;
    for (auto& s : args) argv.push_back(s.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    std::fprintf(stderr, "ingest_benchmark: cannot run %s: %s\n", argv[0], std::strerror(errno));
    _exit(127);
  }
  close(in_pipe[0]);
  close(out_pipe[1]);
  Host h;
  h.pid = pid;
  h.to_fd = in_pipe[1];
  h.from_fd = out_pipe[0];
  return h;
}

// Reads what the host printed; returns complete lines.
std::vector<std::string> ReadLines(Host& h) {
  std::vector<std::string> lines;
  char buf[8192];
  for (;;) {
    const ssize_t n = read(h.from_fd, buf, sizeof buf);
    if (n <= 0) break;
    h.buffer.append(buf, static_cast<size_t>(n));
    if (n < static_cast<ssize_t>(sizeof buf)) break;
  }
  size_t pos;
  while ((pos = h.buffer.find('\n')) != std::string::npos) {
    lines.push_back(h.buffer.substr(0, pos));
    h.buffer.erase(0, pos + 1);
  }
  return lines;
}

struct CpuMem {
  double cpu_s = 0;  // utime + stime
  int64_t rss_kb = 0, hwm_kb = 0;
};

CpuMem ReadProc(pid_t pid) {
  CpuMem r;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string content((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const size_t close_paren = content.rfind(')');
  if (close_paren != std::string::npos) {
    std::istringstream in(content.substr(close_paren + 2));
    std::string field;
    // Fields 3.. (state is field 3); utime is field 14, stime field 15.
    for (int idx = 3; idx <= 15 && in >> field; ++idx) {
      if (idx == 14) r.cpu_s += std::atof(field.c_str());
      if (idx == 15) r.cpu_s += std::atof(field.c_str());
    }
    r.cpu_s /= static_cast<double>(sysconf(_SC_CLK_TCK));
  }
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) r.rss_kb = std::atoll(line.c_str() + 6);
    if (line.rfind("VmHWM:", 0) == 0) r.hwm_kb = std::atoll(line.c_str() + 6);
  }
  return r;
}

struct Snap {
  int64_t t0 = 0, t1 = 0;
  int64_t last_complete = -1;
  uint64_t steps_completed = 0, ranks_seen = 0, decode_errors = 0, forced = 0, late = 0,
           store_dropped = 0, rejected = 0, dropped_records = 0;
};

bool ParseSnap(const std::string& line, Snap* s) {
  long long t0, t1, last;
  unsigned long long v[8];
  if (std::sscanf(line.c_str(), "SNAP %lld %lld %lld %llu %llu %llu %llu %llu %llu %llu %llu", &t0,
                  &t1, &last, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]) != 11) {
    return false;
  }
  s->t0 = t0;
  s->t1 = t1;
  s->last_complete = last;
  s->steps_completed = v[0];
  s->ranks_seen = v[1];
  s->decode_errors = v[2];
  s->forced = v[3];
  s->late = v[4];
  s->store_dropped = v[5];
  s->rejected = v[6];
  s->dropped_records = v[7];
  return true;
}

// ---- the simulated ranks -------------------------------------------------------
struct Rank {
  int fd = -1;
  std::string out;  // bytes not yet taken by the socket
  size_t sent = 0;  // of out
  bool want_write = false;
};

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  const double pos = q * static_cast<double>(v.size() - 1);
  const size_t lo = static_cast<size_t>(pos);
  const size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (v[hi] - v[lo]) * (pos - static_cast<double>(lo));
}

// --relay-processes: one relay process per K ranks (see the contract).
struct RelayProcess {
  pid_t pid = -1;
  int stop_fd = -1;  // closing it tells the relay to drain and exit
  uint16_t port = 0;
};

std::vector<RelayProcess> SpawnRelays(const Options& o, uint16_t upstream, const cpu_set_t& cpus) {
  const int count = (o.ranks + o.relay - 1) / o.relay;
  std::vector<RelayProcess> relays;
  for (int i = 0; i < count; ++i) {
    int report[2], stop[2];
    if (pipe2(report, O_CLOEXEC) != 0 || pipe2(stop, O_CLOEXEC) != 0) Die("pipe for a relay");
    const pid_t pid = fork();
    if (pid < 0) Die(std::string("fork a relay: ") + std::strerror(errno));
    if (pid == 0) {
      close(report[0]);
      close(stop[1]);
      for (const RelayProcess& r : relays) close(r.stop_fd);  // the others' stop
      sched_setaffinity(0, sizeof cpus, &cpus);
      steplens::relay::RelayOptions ro;
      ro.upstream_host = "127.0.0.1";
      ro.upstream_port = upstream;
      ro.run_id = "bench";
      ro.host = "relay-" + std::to_string(i);
      auto relay = steplens::relay::Relay::Start(ro);
      if (!relay.ok()) {
        dprintf(report[1], "ERROR %s\n", relay.status().message().c_str());
        _exit(2);
      }
      // Ranks are hung up on until upstream is connected: report after.
      const int64_t deadline = MonotonicNs() + 10'000'000'000LL;
      while (!(*relay)->upstream_connected() && MonotonicNs() < deadline) usleep(5000);
      dprintf(report[1], "PORT %u\n", static_cast<unsigned>((*relay)->port()));
      char c;
      while (read(stop[0], &c, 1) > 0) {
      }
      (*relay)->Stop(5000);
      _exit((*relay)->bytes_lost() == 0 ? 0 : 1);
    }
    close(report[1]);
    close(stop[0]);
    std::string line;
    char c;
    while (read(report[0], &c, 1) == 1 && c != '\n') line.push_back(c);
    close(report[0]);
    unsigned port = 0;
    if (std::sscanf(line.c_str(), "PORT %u", &port) != 1 || port == 0) {
      Die("relay " + std::to_string(i) + " did not start: " + line);
    }
    relays.push_back({pid, stop[1], static_cast<uint16_t>(port)});
  }
  return relays;
}

// The relays' CPU seconds, summed.
double RelaysCpuS(const std::vector<RelayProcess>& relays) {
  double total = 0;
  for (const RelayProcess& r : relays) total += ReadProc(r.pid).cpu_s;
  return total;
}

class Generator {
 public:
  Generator(const Options& o, int epfd)
      : o_(o),
        epfd_(epfd),
        ranks_(static_cast<size_t>(o.relay > 0 ? (o.ranks + o.relay - 1) / o.relay : o.ranks)) {}

  size_t connections() const { return ranks_.size(); }

  // port_of(c): the port connection c goes to.
  template <typename PortOf>
  void Connect(PortOf port_of) {
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int64_t now = MonotonicNs();
    for (int c = 0; c < static_cast<int>(ranks_.size()); ++c) {
      addr.sin_port = htons(port_of(c));
      const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
      if (fd < 0) Die(std::string("socket: ") + std::strerror(errno));
      int one = 1;
      setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      int tries = 0;
      while (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        if ((errno != EAGAIN && errno != ECONNREFUSED) || ++tries > 50) {
          Die("connect connection " + std::to_string(c) + ": " + std::strerror(errno));
        }
        usleep(20'000);
      }
      fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
      Rank& rk = ranks_[static_cast<size_t>(c)];
      rk.fd = fd;
      epoll_event ev{};
      ev.events = 0;
      ev.data.u32 = static_cast<uint32_t>(c);
      epoll_ctl(epfd_, EPOLL_CTL_ADD, fd, &ev);
      if (o_.relay > 0) {
        steplens::protocol::RelayHello relay_hello;
        relay_hello.run_id = "bench";
        relay_hello.host = "node-" + std::to_string(c);
        steplens::protocol::EncodeRelayHello(relay_hello, &rk.out);
      }
      // Its ranks' HELLOs at once: the aggregator holds few strangers.
      const int per = o_.relay > 0 ? o_.relay : 1;
      for (int r = c * per; r < std::min(o_.ranks, (c + 1) * per); ++r) SendHello(r, now);
    }
  }

  void SendHello(int r, int64_t now) {
    steplens::HelloInfo hello;
    hello.protocol_version = steplens::protocol::kProtocolVersion;
    hello.run_id = "bench";
    hello.rank = static_cast<uint32_t>(r);
    hello.local_rank = static_cast<uint32_t>(r % o_.ranks_per_host);
    hello.world_size = static_cast<uint32_t>(o_.ranks);
    hello.host = "node-" + std::to_string(r / o_.ranks_per_host);
    hello.pid = static_cast<uint32_t>(100000 + r);
    hello.mono_ns = now;
    hello.wall_ns = now;
    steplens::protocol::EncodeHello(hello, &scratch_);
    Append(r);
  }

  // The rank's encoded frames (scratch_) onto its connection: as they are,
  // or as RELAY_DATA of its channel; sent when the connection's last rank
  // has added its part.
  void Append(int r) {
    const int c = o_.relay > 0 ? r / o_.relay : r;
    Rank& conn = ranks_[static_cast<size_t>(c)];
    if (o_.relay > 0) {
      steplens::protocol::EncodeRelayData(static_cast<uint32_t>(r % o_.relay + 1), scratch_,
                                          &conn.out);
    } else {
      conn.out += scratch_;
    }
    scratch_.clear();
    if (o_.relay == 0 || r % o_.relay == o_.relay - 1 || r == o_.ranks - 1) Flush(c);
  }

  // Encodes and sends step `step` for every rank; returns the last end_ns.
  int64_t SendStep(uint64_t step, bool with_samples) {
    int64_t last_end = 0;
    for (int r = 0; r < o_.ranks; ++r) {
      std::string* out = &scratch_;
      const int64_t end = MonotonicNs();
      steplens::StepRecord rec;
      rec.step = step;
      rec.end_ns = end;
      rec.begin_ns = end - 90'000'000;
      rec.cpu_ns[0] = 5'000'000 + (r % 7) * 100'000;
      rec.cpu_ns[2] = 30'000'000 + (r % 13) * 50'000;
      rec.cpu_ns[3] = 50'000'000 + (r % 11) * 50'000;
      rec.cpu_ns[4] = 5'000'000;
      rec.rss_peak = 2'000'000'000 + r;
      steplens::protocol::EncodeStep(rec, out);
      if (with_samples) {
        steplens::Heartbeat hb;
        hb.mono_ns = end;
        hb.current_step = step + 1;
        hb.steps_done = step + 1;
        hb.sync_hook = steplens::SyncHook::kNotInstalled;
        hb.sync_hook_reason = "no DDP model";
        steplens::protocol::EncodeHeartbeat(hb, out);
        steplens::ProcessSample ps;
        ps.mono_ns = end;
        ps.cpu_pct = 100.0f;
        ps.rss_bytes = 2'000'000'000;
        steplens::protocol::EncodeProcessSample(ps, out);
        if (r % o_.ranks_per_host == 0) {
          steplens::SystemSample ss;
          ss.mono_ns = end;
          ss.cpu_pct = 50.0f;
          ss.ram_used_bytes = 64LL << 30;
          ss.ram_total_bytes = 128LL << 30;
          steplens::protocol::EncodeSystemSample(ss, out);
        }
      }
      Append(r);
      last_end = end;
    }
    frames_ += static_cast<uint64_t>(o_.ranks);
    return last_end;
  }

  void SendGoodbye(uint64_t steps) {
    for (int r = 0; r < o_.ranks; ++r) {
      steplens::Goodbye g;
      g.mono_ns = MonotonicNs();
      g.steps_done = steps;
      steplens::protocol::EncodeGoodbye(g, &scratch_);
      Append(r);
    }
  }

  // Sends what the socket takes; registers for EPOLLOUT when it is full.
  void Flush(int r) {
    Rank& rk = ranks_[static_cast<size_t>(r)];
    while (rk.sent < rk.out.size()) {
      const ssize_t n = send(rk.fd, rk.out.data() + rk.sent, rk.out.size() - rk.sent,
                             MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n > 0) {
        rk.sent += static_cast<size_t>(n);
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
      Die("send to the aggregator failed (connection " + std::to_string(r) +
          "): " + std::strerror(errno));
    }
    if (rk.sent == rk.out.size()) {
      rk.out.clear();
      rk.sent = 0;
    } else if (rk.sent > (1u << 16)) {
      rk.out.erase(0, rk.sent);
      rk.sent = 0;
    }
    const bool want = !rk.out.empty();
    if (want != rk.want_write) {
      epoll_event ev{};
      ev.events = want ? static_cast<uint32_t>(EPOLLOUT) : 0u;
      ev.data.u32 = static_cast<uint32_t>(r);
      epoll_ctl(epfd_, EPOLL_CTL_MOD, rk.fd, &ev);
      rk.want_write = want;
      backlogged_ += want ? 1 : -1;
    }
  }

  void OnWritable(uint32_t r) { Flush(static_cast<int>(r)); }
  int backlogged() const { return backlogged_; }
  size_t pending_bytes() const {
    size_t n = 0;
    for (const auto& rk : ranks_) n += rk.out.size() - rk.sent;
    return n;
  }
  void CloseAll() {
    for (auto& rk : ranks_) {
      if (rk.fd >= 0) close(rk.fd);
      rk.fd = -1;
    }
  }

 private:
  const Options& o_;
  int epfd_;
  std::vector<Rank> ranks_;  // one per connection (per rank without --relay)
  std::string scratch_;      // one rank's frames being encoded
  int backlogged_ = 0;
  uint64_t frames_ = 0;
};

std::string SelfDir() {
  std::error_code ec;
  const fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string(".") : p.parent_path().string();
}

}  // namespace

int main(int argc, char** argv) {
  signal(SIGPIPE, SIG_IGN);
  Options o = Parse(argc, argv);
  if (o.host_binary.empty()) o.host_binary = SelfDir() + "/steplens_aggregator_host";
  if (access(o.host_binary.c_str(), X_OK) != 0) Die("no aggregator host at " + o.host_binary);
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) == 0) {
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_NOFILE, &lim);
    const int connections =
        o.relay > 0 && !o.relay_processes ? (o.ranks + o.relay - 1) / o.relay : o.ranks;
    if (lim.rlim_cur < static_cast<rlim_t>(connections) + 64) {
      Die("the open-file limit (" + std::to_string(lim.rlim_cur) +
          ") is below the connections + 64 (" + std::to_string(connections) +
          " connections; --relay K puts K ranks on one)");
    }
  }
  cpu_set_t all_cpus;  // the relay processes may run anywhere
  CPU_ZERO(&all_cpus);
  sched_getaffinity(0, sizeof all_cpus, &all_cpus);
  {  // A CPU this machine does not have (a 1-CPU CI runner): do not pin.
    const cpu_set_t& allowed = all_cpus;
    auto usable = [&](int cpu) {
      return cpu >= 0 && cpu < CPU_SETSIZE && CPU_ISSET(cpu, &allowed);
    };
    if (!usable(o.host_cpu)) o.host_cpu = -1;
    if (!usable(o.gen_cpu)) o.gen_cpu = -1;
  }
  std::string tmpl = o.tmp_dir + "/steplens-ingest-XXXXXX";
  if (mkdtemp(tmpl.data()) == nullptr) Die("cannot create a temporary directory in " + o.tmp_dir);
  const std::string run_dir = tmpl;

  Host host = SpawnHost(o, run_dir);
  PinTo(o.gen_cpu);  // after fork: the host pins itself
  // Wait for PORT.
  uint16_t port = 0;
  {
    const int64_t deadline = MonotonicNs() + 10'000'000'000LL;
    while (port == 0 && MonotonicNs() < deadline) {
      std::string line;
      char c;
      const ssize_t n = read(host.from_fd, &c, 1);
      if (n <= 0) Die("the aggregator host exited before listening");
      host.buffer.push_back(c);
      if (c == '\n') {
        unsigned p = 0;
        if (std::sscanf(host.buffer.c_str(), "PORT %u", &p) == 1) port = static_cast<uint16_t>(p);
        host.buffer.clear();
      }
    }
    if (port == 0) Die("the aggregator host did not report its port");
  }
  fcntl(host.from_fd, F_SETFL, fcntl(host.from_fd, F_GETFL) | O_NONBLOCK);

  const int epfd = epoll_create1(EPOLL_CLOEXEC);
  epoll_event hev{};
  hev.events = EPOLLIN;
  hev.data.u32 = 0xFFFFFFFFu;
  epoll_ctl(epfd, EPOLL_CTL_ADD, host.from_fd, &hev);

  std::vector<RelayProcess> relays;
  if (o.relay_processes) relays = SpawnRelays(o, port, all_cpus);
  Options gen_options = o;
  if (o.relay_processes) gen_options.relay = 0;  // each rank its own connection, to its relay
  Generator gen(gen_options, epfd);
  const int64_t connect_t0 = MonotonicNs();
  gen.Connect(
      [&](int c) { return relays.empty() ? port : relays[static_cast<size_t>(c / o.relay)].port; });
  const double connect_s = static_cast<double>(MonotonicNs() - connect_t0) / 1e9;

  std::vector<int64_t> last_end;  // per step: the last rank's end_ns
  std::vector<Snap> snaps;
  int64_t prev_visible = -1;
  std::vector<double> latency_ms;  // steps ended after warmup
  std::vector<double> snap_ms;
  std::vector<int64_t> probed;  // --on-demand: steps a refresh was asked for
  rusage ru0{};
  getrusage(RUSAGE_SELF, &ru0);

  const int64_t t_start = MonotonicNs();
  const int64_t t_measure = t_start + static_cast<int64_t>(o.warmup * 1e9);
  const int64_t t_stop = t_start + static_cast<int64_t>(o.seconds * 1e9);
  const int64_t period = o.rate > 0 ? static_cast<int64_t>(1e9 / o.rate) : 0;
  int64_t next_step_at = t_start;
  int64_t next_samples_at = t_start;
  uint64_t step = 0;
  CpuMem proc0{};
  double relays_cpu0 = 0;
  bool measuring = false;
  Snap measure_snap0{};
  bool have_snap0 = false;
  uint64_t step_at_measure = 0;

  auto handle_lines = [&]() {
    for (const std::string& line : ReadLines(host)) {
      Snap s;
      if (!ParseSnap(line, &s)) continue;
      snaps.push_back(s);
      if (s.t0 >= t_measure) snap_ms.push_back(static_cast<double>(s.t1 - s.t0) / 1e6);
      if (measuring && !have_snap0) {
        measure_snap0 = s;
        have_snap0 = true;
      }
      for (int64_t st = prev_visible + 1; st <= s.last_complete; ++st) {
        if (o.on_demand && !std::binary_search(probed.begin(), probed.end(), st)) continue;
        if (st < static_cast<int64_t>(last_end.size()) &&
            last_end[static_cast<size_t>(st)] >= t_measure) {
          latency_ms.push_back(static_cast<double>(s.t1 - last_end[static_cast<size_t>(st)]) / 1e6);
          if (o.timeline) {
            std::fprintf(stderr, "  t=%6.2f s  step %lld  latency %7.1f ms  snapshot %5.1f ms\n",
                         static_cast<double>(s.t1 - t_start) / 1e9, static_cast<long long>(st),
                         latency_ms.back(), static_cast<double>(s.t1 - s.t0) / 1e6);
          }
        }
      }
      prev_visible = std::max(prev_visible, s.last_complete);
    }
  };

  epoll_event events[512];
  int64_t next_read_at = t_start;
  while (true) {
    const int64_t now = MonotonicNs();
    if (now >= t_stop) break;
    if (now >= next_read_at) {  // never let the host block on a full pipe
      handle_lines();
      next_read_at = now + 20'000'000;
    }
    if (!measuring && now >= t_measure) {
      measuring = true;
      proc0 = ReadProc(host.pid);
      relays_cpu0 = RelaysCpuS(relays);
      step_at_measure = step;
      getrusage(RUSAGE_SELF, &ru0);
    }
    const bool can_send = o.rate > 0 ? now >= next_step_at : gen.backlogged() == 0;
    if (can_send) {
      const bool samples = now >= next_samples_at;
      if (samples) next_samples_at += 1'000'000'000;
      last_end.push_back(gen.SendStep(step, samples));
      if (o.on_demand && samples) {
        const std::string probe = "PROBE " + std::to_string(step) + "\n";
        if (write(host.to_fd, probe.data(), probe.size()) > 0)
          probed.push_back(static_cast<int64_t>(step));
      }
      ++step;
      if (period > 0) {
        next_step_at += period;
        if (next_step_at < MonotonicNs() - 10 * period) {
          next_step_at = MonotonicNs();  // fell far behind: do not burst
        }
      }
      continue;
    }
    int timeout_ms = 100;
    if (o.rate > 0) {
      timeout_ms = static_cast<int>(std::max<int64_t>(0, (next_step_at - now) / 1'000'000));
    }
    const int n = epoll_wait(epfd, events, 512, timeout_ms);
    for (int i = 0; i < n; ++i) {
      if (events[i].data.u32 == 0xFFFFFFFFu) {
        handle_lines();
      } else {
        gen.OnWritable(events[i].data.u32);
      }
    }
  }
  const int64_t t_end_send = MonotonicNs();
  const CpuMem proc1 = ReadProc(host.pid);
  const double relays_cpu1 = RelaysCpuS(relays);
  rusage ru1{};
  getrusage(RUSAGE_SELF, &ru1);
  const uint64_t steps_sent = step;
  // Drain: let the aggregator complete what was sent (bounded).
  if (o.on_demand && steps_sent > 0) {
    const std::string probe = "PROBE " + std::to_string(steps_sent - 1) + "\n";
    if (write(host.to_fd, probe.data(), probe.size()) < 0) Die("the aggregator host went away");
  }
  const int64_t drain_deadline = MonotonicNs() + 15'000'000'000LL;
  while (MonotonicNs() < drain_deadline &&
         (prev_visible + 1 < static_cast<int64_t>(steps_sent) || gen.backlogged() > 0)) {
    const int n = epoll_wait(epfd, events, 512, 100);
    for (int i = 0; i < n; ++i) {
      if (events[i].data.u32 == 0xFFFFFFFFu)
        handle_lines();
      else
        gen.OnWritable(events[i].data.u32);
    }
  }
  const bool drained = prev_visible + 1 >= static_cast<int64_t>(steps_sent);
  gen.SendGoodbye(steps_sent);
  const int64_t goodbye_deadline = MonotonicNs() + 5'000'000'000LL;
  while (gen.backlogged() > 0 && MonotonicNs() < goodbye_deadline) {
    const int n = epoll_wait(epfd, events, 512, 100);
    for (int i = 0; i < n; ++i) {
      if (events[i].data.u32 != 0xFFFFFFFFu) gen.OnWritable(events[i].data.u32);
    }
  }
  gen.CloseAll();
  int relays_failed = 0;                            // exited abnormally or lost bytes
  for (RelayProcess& r : relays) close(r.stop_fd);  // each drains, then exits
  for (RelayProcess& r : relays) {
    int relay_status = 0;
    waitpid(r.pid, &relay_status, 0);
    if (!WIFEXITED(relay_status) || WEXITSTATUS(relay_status) != 0) ++relays_failed;
  }
  const ssize_t w = write(host.to_fd, "quit\n", 5);
  (void)w;
  close(host.to_fd);
  // Final lines (SNAP after Stop, BYE).
  fcntl(host.from_fd, F_SETFL, fcntl(host.from_fd, F_GETFL) & ~O_NONBLOCK);
  {
    std::string rest;
    char buf[4096];
    ssize_t n;
    while ((n = read(host.from_fd, buf, sizeof buf)) > 0) rest.append(buf, static_cast<size_t>(n));
    host.buffer += rest;
    std::istringstream in(host.buffer);
    std::string line;
    while (std::getline(in, line)) {
      Snap s;
      if (ParseSnap(line, &s)) snaps.push_back(s);
    }
  }
  int status = 0;
  waitpid(host.pid, &status, 0);
  if (!o.keep_run_dir) {
    std::error_code ec;
    fs::remove_all(run_dir, ec);
  }

  // ---- results ----
  const Snap& last = snaps.empty() ? Snap{} : snaps.back();
  // Ingest rate: completed steps between the first snapshot after warmup and
  // the last snapshot taken before sending stopped.
  double ingest_rps = NAN;
  {
    const Snap* a = have_snap0 ? &measure_snap0 : nullptr;
    const Snap* b = nullptr;
    for (const Snap& s : snaps) {
      if (s.t1 <= t_end_send) b = &s;
    }
    if (a != nullptr && b != nullptr && b->t1 > a->t1) {
      ingest_rps = static_cast<double>(b->steps_completed - a->steps_completed) * o.ranks /
                   (static_cast<double>(b->t1 - a->t1) / 1e9);
    }
  }
  const double measured_s = static_cast<double>(t_end_send - t_measure) / 1e9;
  const double offered_rps =
      static_cast<double>(steps_sent - step_at_measure) * o.ranks / measured_s;
  const double host_cpu_pct = (proc1.cpu_s - proc0.cpu_s) / measured_s * 100.0;
  const double gen_cpu_s = static_cast<double>(ru1.ru_utime.tv_sec - ru0.ru_utime.tv_sec +
                                               ru1.ru_stime.tv_sec - ru0.ru_stime.tv_sec) +
                           static_cast<double>(ru1.ru_utime.tv_usec - ru0.ru_utime.tv_usec +
                                               ru1.ru_stime.tv_usec - ru0.ru_stime.tv_usec) /
                               1e6;
  const double p50 = Percentile(latency_ms, 0.5), p99 = Percentile(latency_ms, 0.99);
  const double lat_max =
      latency_ms.empty() ? NAN : *std::max_element(latency_ms.begin(), latency_ms.end());
  const double snap_p50 = Percentile(snap_ms, 0.5),
               snap_max = snap_ms.empty() ? NAN : *std::max_element(snap_ms.begin(), snap_ms.end());
  const bool host_ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;

  char refresh[64];
  if (o.on_demand)
    std::snprintf(refresh, sizeof refresh, "on demand, 1 step/s");
  else
    std::snprintf(refresh, sizeof refresh, "every %.3g s", 1.0 / o.snapshot_hz);
  char rate[32];
  if (o.rate > 0)
    std::snprintf(rate, sizeof rate, "%.1f", o.rate);
  else
    std::snprintf(rate, sizeof rate, "max");
  std::printf(
      "steplens ingest benchmark: %d ranks, %s steps/s offered, %.0f s (%.1f s warm-up), "
      "snapshot %s, aggregator pinned to CPU %d, generator to CPU %d\n",
      o.ranks, rate, o.seconds, o.warmup, refresh, o.host_cpu, o.gen_cpu);
  std::string via;
  if (o.relay_processes) {
    via = ", through " + std::to_string(relays.size()) + " relay processes of " +
          std::to_string(o.relay) + " ranks";
  } else if (o.relay > 0) {
    via = ", " + std::to_string(o.relay) + " ranks per relay";
  }
  std::printf("  connect %d ranks          %8.2f s (%zu connections%s)\n", o.ranks, connect_s,
              gen.connections(), via.c_str());
  std::printf("  steps sent / completed     %8llu / %lld%s\n",
              static_cast<unsigned long long>(steps_sent), static_cast<long long>(prev_visible + 1),
              drained ? "" : "  (NOT drained within 15 s)");
  std::printf("  records/s offered          %10.0f\n", offered_rps);
  std::printf("  records/s ingested         %10.0f  (steps completed x ranks / time)\n",
              ingest_rps);
  std::printf("  aggregator CPU             %8.1f %% of one core\n", host_cpu_pct);
  if (o.relay_processes) {
    std::printf("  relay processes CPU        %8.1f %% of one core (all %zu together)\n",
                (relays_cpu1 - relays_cpu0) / measured_s * 100.0, relays.size());
  }
  std::printf("  aggregator RSS             %8.1f MiB (peak %.1f MiB)\n", proc1.rss_kb / 1024.0,
              proc1.hwm_kb / 1024.0);
  std::printf(
      "  update latency (ms)        p50 %.1f  p99 %.1f  max %.1f  over %zu steps "
      "(last rank's step end -> first snapshot showing it complete)\n",
      p50, p99, lat_max, latency_ms.size());
  std::printf("  snapshot cost (ms)         p50 %.2f  max %.2f  over %zu snapshots\n", snap_p50,
              snap_max, snap_ms.size());
  std::printf("  generator CPU              %8.1f %% of one core\n",
              gen_cpu_s / measured_s * 100.0);
  std::printf(
      "  drops                      decode_errors=%llu rejected=%llu forced_steps=%llu "
      "late_records=%llu store_dropped_rows=%llu\n",
      static_cast<unsigned long long>(last.decode_errors),
      static_cast<unsigned long long>(last.rejected), static_cast<unsigned long long>(last.forced),
      static_cast<unsigned long long>(last.late),
      static_cast<unsigned long long>(last.store_dropped));
  if (!o.json_path.empty()) {
    std::ofstream out(o.json_path);
    auto num = [](double v) { return std::isfinite(v) ? std::to_string(v) : std::string("null"); };
    out << "{\"ranks\": " << o.ranks << ", \"rate\": " << o.rate << ", \"seconds\": " << o.seconds
        << ", \"snapshot_hz\": " << o.snapshot_hz
        << ", \"on_demand\": " << (o.on_demand ? "true" : "false")
        << ", \"steps_sent\": " << steps_sent << ", \"steps_completed\": " << prev_visible + 1
        << ", \"records_per_s_offered\": " << num(offered_rps)
        << ", \"records_per_s_ingested\": " << num(ingest_rps)
        << ", \"aggregator_cpu_pct\": " << num(host_cpu_pct)
        << ", \"relay_processes\": " << relays.size() << ", \"relays_cpu_pct\": "
        << num(o.relay_processes ? (relays_cpu1 - relays_cpu0) / measured_s * 100.0 : NAN)
        << ", \"aggregator_rss_mib\": " << num(proc1.rss_kb / 1024.0)
        << ", \"aggregator_rss_peak_mib\": " << num(proc1.hwm_kb / 1024.0)
        << ", \"latency_ms_p50\": " << num(p50) << ", \"latency_ms_p99\": " << num(p99)
        << ", \"snapshot_ms_p50\": " << num(snap_p50) << ", \"snapshot_ms_max\": " << num(snap_max)
        << ", \"decode_errors\": " << last.decode_errors << ", \"rejected\": " << last.rejected
        << ", \"forced_steps\": " << last.forced << ", \"late_records\": " << last.late
        << ", \"store_dropped_rows\": " << last.store_dropped << "}\n";
  }
  int rc = 0;
  if (!host_ok) {
    std::fprintf(stderr, "FAIL: the aggregator host exited abnormally (status %d)\n", status);
    rc = 1;
  }
  if (relays_failed > 0) {
    std::fprintf(stderr, "FAIL: %d relay processes exited abnormally or lost bytes\n",
                 relays_failed);
    rc = 1;
  }
  if (last.decode_errors > 0 || last.rejected > 0) {
    std::fprintf(stderr, "FAIL: the aggregator reported decode errors or rejected connections\n");
    rc = 1;
  }
  if (o.smoke && prev_visible < 0) {
    std::fprintf(stderr, "FAIL: no step completed\n");
    rc = 1;
  }
  if (o.strict && !(p99 < 200.0 && proc1.hwm_kb < 1024 * 1024 && host_cpu_pct < 100.0 && drained)) {
    std::fprintf(stderr, "FAIL: targets missed (p99 < 200 ms, RSS < 1 GiB, < 1 core, drained)\n");
    rc = 1;
  }
  return rc;
}
