// Tests HttpListener through real loopback sockets: a slow client is closed
// at the request deadline, one client cannot take more than its share while
// another is served, the total cap queues, and normal requests, keep-alive
// and event streams work as before. Clients on 127.0.0.2.. are other
// clients (Linux routes all of 127/8 to loopback).
#include "server/http_listener.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

namespace steplens::server {
namespace {

using Clock = std::chrono::steady_clock;

double SecondsSince(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// A connection to 127.0.0.1:port from `source` (a loopback address).
int ConnectFrom(uint16_t port, const char* source = "127.0.0.1") {
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in from{};
  from.sin_family = AF_INET;
  inet_pton(AF_INET, source, &from.sin_addr);
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
      connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

void Send(int fd, const std::string& text) {
  ASSERT_EQ(send(fd, text.data(), text.size(), MSG_NOSIGNAL), static_cast<ssize_t>(text.size()));
}

// Reads until the peer closes, `until` appears, or `timeout_ms` passes.
std::string ReadFor(int fd, int timeout_ms, const std::string& until = "") {
  std::string out;
  const auto end = Clock::now() + std::chrono::milliseconds(timeout_ms);
  char buf[4096];
  while (Clock::now() < end) {
    pollfd p{fd, POLLIN, 0};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (poll(&p, 1, static_cast<int>(std::max<long long>(left, 0))) <= 0) break;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
    if (!until.empty() && out.find(until) != std::string::npos) break;
  }
  return out;
}

// True when the server has closed fd (end of stream) within timeout_ms.
bool ClosedWithin(int fd, int timeout_ms) {
  const auto end = Clock::now() + std::chrono::milliseconds(timeout_ms);
  char buf[4096];
  while (Clock::now() < end) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 50) < 0) return false;
    if (p.revents == 0) continue;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) return true;
  }
  return false;
}

std::string Ping(const std::string& extra = "") {
  return "GET /ping HTTP/1.1\r\nHost: x\r\n" + extra + "\r\n";
}

class HttpListenerTest : public ::testing::Test {
 protected:
  void Start(const HttpLimits& limits) {
    routes_.Get("/ping", [](const httplib::Request&, httplib::Response& res) {
      res.set_content("pong", "text/plain");
    });
    routes_.Get("/stream", [](const httplib::Request&, httplib::Response& res) {
      res.set_chunked_content_provider("text/event-stream", [](size_t, httplib::DataSink& sink) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return sink.write("tick\n", 5);
      });
    });
    auto started = HttpListener::Start("127.0.0.1", 0, limits, &routes_);
    ASSERT_TRUE(started.ok()) << started.status().message();
    listener_ = std::move(started.value());
  }
  uint16_t port() const { return listener_->port(); }

  HttpRoutes routes_;
  std::unique_ptr<HttpListener> listener_;
};

// The probe: a client trickling a header line every few seconds
// held a thread for as long as it went on (each recv had its own 5 s).
// Now the whole request must arrive within the deadline from its first
// byte; the trickler gets a 408 and is closed then.
TEST_F(HttpListenerTest, SlowClientIsClosedAtTheRequestDeadline) {
  HttpLimits limits;
  limits.request_deadline = std::chrono::milliseconds(1000);
  Start(limits);
  const int fd = ConnectFrom(port());
  ASSERT_GE(fd, 0);
  const auto t0 = Clock::now();
  Send(fd, "GET /ping HTTP/1.1\r\n");
  std::string answer;
  while (SecondsSince(t0) < 6.0 && answer.empty()) {
    (void)!send(fd, "X: 1\r\n", 6, MSG_NOSIGNAL);  // fails once the server closed
    answer = ReadFor(fd, 200);
  }
  const double held = SecondsSince(t0);
  EXPECT_EQ(answer.rfind("HTTP/1.1 408", 0), 0u) << answer;
  EXPECT_GE(held, 0.9);
  EXPECT_LT(held, 2.5) << "the slow client was held " << held << " s";
  EXPECT_TRUE(ClosedWithin(fd, 1000));
  EXPECT_EQ(listener_->request_deadlines_missed(), 1u);
  close(fd);
  std::printf("trickling client closed after %.2f s (deadline 1 s)\n", held);
}

// An endless header line is cut at the byte budget, not read forever.
TEST_F(HttpListenerTest, OverlongRequestIsRefused) {
  HttpLimits limits;
  limits.max_request_bytes = 16 * 1024;
  Start(limits);
  const int fd = ConnectFrom(port());
  ASSERT_GE(fd, 0);
  std::string request = "GET /ping HTTP/1.1\r\n";
  for (int i = 0; i < 400; ++i)
    request += "X-Filler-" + std::to_string(i) + ": 0123456789012345678901234567890123456789\r\n";
  request += "\r\n";
  (void)!send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  const std::string answer = ReadFor(fd, 2000);
  EXPECT_EQ(answer.rfind("HTTP/1.1 408", 0), 0u) << answer.substr(0, 200);
  close(fd);
}

// One client holds its cap of idle connections: its next one gets a 503
// at once, while another client is served; when one of its connections
// ends, it may open another.
TEST_F(HttpListenerTest, OneClientCannotExceedItsCapWhileAnotherIsServed) {
  HttpLimits limits;
  limits.max_per_client = 3;
  limits.idle_timeout = std::chrono::milliseconds(10000);
  Start(limits);
  std::vector<int> held;
  for (int i = 0; i < 3; ++i) {
    held.push_back(ConnectFrom(port(), "127.0.0.2"));
    ASSERT_GE(held.back(), 0);
  }
  for (int i = 0; i < 100 && listener_->open_connections() < 3; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_EQ(listener_->open_connections(), 3u);

  const int over = ConnectFrom(port(), "127.0.0.2");
  ASSERT_GE(over, 0);
  const auto t0 = Clock::now();
  const std::string refused = ReadFor(over, 2000);
  EXPECT_EQ(refused.rfind("HTTP/1.1 503", 0), 0u) << refused;
  EXPECT_NE(refused.find("too many connections from your address"), std::string::npos);
  EXPECT_LT(SecondsSince(t0), 1.0);
  EXPECT_TRUE(ClosedWithin(over, 1000));
  close(over);
  EXPECT_EQ(listener_->refused_per_client(), 1u);

  const int other = ConnectFrom(port(), "127.0.0.3");
  ASSERT_GE(other, 0);
  Send(other, Ping("Connection: close\r\n"));
  const std::string served = ReadFor(other, 2000);
  EXPECT_EQ(served.rfind("HTTP/1.1 200", 0), 0u) << served;
  EXPECT_NE(served.find("pong"), std::string::npos);
  close(other);

  close(held.back());
  held.pop_back();
  for (int i = 0; i < 200 && listener_->open_connections() > 2; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  const int again = ConnectFrom(port(), "127.0.0.2");
  ASSERT_GE(again, 0);
  Send(again, Ping("Connection: close\r\n"));
  EXPECT_EQ(ReadFor(again, 2000).rfind("HTTP/1.1 200", 0), 0u);
  close(again);
  for (int fd : held) close(fd);
}

// Beyond max_connections a connection waits to be accepted; it is served
// as soon as one ends.
TEST_F(HttpListenerTest, TotalCapQueuesUntilAConnectionEnds) {
  HttpLimits limits;
  limits.max_connections = 2;
  limits.idle_timeout = std::chrono::milliseconds(10000);
  Start(limits);
  const int a = ConnectFrom(port(), "127.0.0.2");
  const int b = ConnectFrom(port(), "127.0.0.3");
  ASSERT_GE(a, 0);
  ASSERT_GE(b, 0);
  const int c = ConnectFrom(port(), "127.0.0.4");
  ASSERT_GE(c, 0);
  Send(c, Ping("Connection: close\r\n"));
  EXPECT_EQ(ReadFor(c, 300), "") << "served beyond the cap";
  close(a);
  EXPECT_EQ(ReadFor(c, 2000).rfind("HTTP/1.1 200", 0), 0u);
  close(b);
  close(c);
}

// Keep-alive: two requests sent at once on one connection get two answers.
TEST_F(HttpListenerTest, PipelinedRequestsOnOneConnection) {
  Start(HttpLimits{});
  const int fd = ConnectFrom(port());
  ASSERT_GE(fd, 0);
  Send(fd, Ping() + Ping("Connection: close\r\n"));
  const std::string answers = ReadFor(fd, 2000);
  size_t count = 0;
  for (size_t at = answers.find("HTTP/1.1 200"); at != std::string::npos;
       at = answers.find("HTTP/1.1 200", at + 1)) {
    ++count;
  }
  EXPECT_EQ(count, 2u) << answers;
  close(fd);
}

// A client that half-closes after its request (shutdown(SHUT_WR), as
// `nc -N` and the HTTP fuzzer do) is answered. cpp-httplib's own socket
// stream took the read side's end for a dead peer and wrote nothing: that
// was why the fuzzer "answered nothing" (issue 12).
TEST_F(HttpListenerTest, HalfClosedClientIsAnswered) {
  Start(HttpLimits{});
  const int fd = ConnectFrom(port());
  ASSERT_GE(fd, 0);
  Send(fd, Ping());
  ASSERT_EQ(shutdown(fd, SHUT_WR), 0);
  const std::string answer = ReadFor(fd, 2000);
  EXPECT_EQ(answer.rfind("HTTP/1.1 200", 0), 0u) << answer;
  EXPECT_NE(answer.find("pong"), std::string::npos);
  close(fd);
}

// The deadline bounds reading a request, not the answer: an event stream
// goes on past it, and Stop() ends it.
TEST_F(HttpListenerTest, EventStreamOutlivesTheRequestDeadlineAndEndsOnStop) {
  HttpLimits limits;
  limits.request_deadline = std::chrono::milliseconds(300);
  Start(limits);
  const int fd = ConnectFrom(port());
  ASSERT_GE(fd, 0);
  Send(fd, "GET /stream HTTP/1.1\r\nHost: x\r\n\r\n");
  const std::string first = ReadFor(fd, 1000);
  EXPECT_EQ(first.rfind("HTTP/1.1 200", 0), 0u) << first;
  const std::string later = ReadFor(fd, 600, "tick");
  EXPECT_NE(later.find("tick"), std::string::npos) << "the stream stopped at the deadline";
  const auto t0 = Clock::now();
  listener_->Stop();
  EXPECT_LT(SecondsSince(t0), 2.0);
  EXPECT_TRUE(ClosedWithin(fd, 1000));
  close(fd);
}

TEST(HttpListenerKeyTest, ClientsAreAddressesOrIpv6Slash64) {
  sockaddr_storage a{};
  auto& v4 = reinterpret_cast<sockaddr_in&>(a);
  v4.sin_family = AF_INET;
  inet_pton(AF_INET, "10.1.2.3", &v4.sin_addr);
  EXPECT_EQ(ClientKey(a), "10.1.2.3");

  sockaddr_storage b{};
  auto& v6 = reinterpret_cast<sockaddr_in6&>(b);
  v6.sin6_family = AF_INET6;
  inet_pton(AF_INET6, "2001:db8:1:2:aaaa:bbbb:cccc:dddd", &v6.sin6_addr);
  sockaddr_storage c = b;
  inet_pton(AF_INET6, "2001:db8:1:2::1", &reinterpret_cast<sockaddr_in6&>(c).sin6_addr);
  EXPECT_EQ(ClientKey(b), ClientKey(c));
  EXPECT_EQ(ClientKey(b), "2001:db8:1:2::/64");

  sockaddr_storage d = b;
  inet_pton(AF_INET6, "::ffff:10.1.2.3", &reinterpret_cast<sockaddr_in6&>(d).sin6_addr);
  EXPECT_EQ(ClientKey(d), "10.1.2.3");
}

TEST(HttpListenerStartTest, PortInUseSaysSo) {
  HttpRoutes routes;
  auto first = HttpListener::Start("127.0.0.1", 0, HttpLimits{}, &routes);
  ASSERT_TRUE(first.ok());
  auto second = HttpListener::Start("127.0.0.1", first.value()->port(), HttpLimits{}, &routes);
  ASSERT_FALSE(second.ok());
  EXPECT_NE(second.status().message().find("already in use"), std::string::npos)
      << second.status().message();
}

}  // namespace
}  // namespace steplens::server
