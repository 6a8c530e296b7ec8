// transport/test_util.h — helpers shared by tests that need a TCP peer
// (transport, relay). Not part of the library.
//
// Contract: header-only; a blocking loopback listener on an ephemeral port,
// closed by its destructor. EXPECTs (gtest) that it could bind and listen.
#ifndef STEPLENS_TRANSPORT_TEST_UTIL_H_
#define STEPLENS_TRANSPORT_TEST_UTIL_H_

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>

namespace steplens::transport::testing {

struct LoopbackListener {
  int fd = -1;
  uint16_t port = 0;
  explicit LoopbackListener(int backlog = 4) {
    fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    EXPECT_EQ(bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)), 0);
    EXPECT_EQ(listen(fd, backlog), 0);
    socklen_t len = sizeof(addr);
    getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
    port = ntohs(addr.sin_port);
  }
  // Stops accept() in another thread, then releases the descriptor.
  void Close() {
    if (fd < 0) return;
    shutdown(fd, SHUT_RDWR);
    close(fd);
    fd = -1;
  }
  ~LoopbackListener() { Close(); }
  LoopbackListener(const LoopbackListener&) = delete;
  LoopbackListener& operator=(const LoopbackListener&) = delete;
};

}  // namespace steplens::transport::testing

#endif  // STEPLENS_TRANSPORT_TEST_UTIL_H_
