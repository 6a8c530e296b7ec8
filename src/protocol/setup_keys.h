// protocol/setup_keys.h — the SETUP frame's keys that are rules, not just
// names: which environment variables a rank reports, which of them count as
// secrets, and how both travel (steplens/record.h SetupInfo; the key list is
// docs/reference/wire-protocol.md, "Setup facts").
//
// Contract
// - IsRecordedVariable(): NCCL_*, TORCH_*, CUDA_*, OMP_NUM_THREADS.
// - IsSecretName(): the name (any case) contains one of the words listed in
//   kSecretWords. Over-inclusive on purpose: a false positive hides a value,
//   a false negative would store a secret.
// - AppendEnvironment() adds, for every recorded variable of `environ`
//   (NAME=value strings, null-terminated), "var.NAME" -> value, or
//   "secret.NAME" -> "" when the name suggests a secret: the value is never
//   copied. Sorted by name, so two runs list their variables alike.
// - SanitiseSetup() is the receiver's check of untrusted facts: a "var."
//   key whose name suggests a secret becomes "secret.NAME", and every
//   "secret." value is emptied.
// - Pure functions; any thread.
#ifndef STEPLENS_PROTOCOL_SETUP_KEYS_H_
#define STEPLENS_PROTOCOL_SETUP_KEYS_H_

#include <string_view>

#include "steplens/record.h"

namespace steplens::protocol {

inline constexpr std::string_view kVariablePrefix = "var.";
inline constexpr std::string_view kSecretPrefix = "secret.";
inline constexpr std::string_view kConfigPrefix = "config.";
inline constexpr std::string_view kSecretWords[] = {"TOKEN",  "SECRET",     "KEY",    "PASSWORD",
                                                    "PASSWD", "CREDENTIAL", "AUTH",   "PRIVATE",
                                                    "CERT",   "SIGNATURE",  "COOKIE", "SESSION"};

bool IsRecordedVariable(std::string_view name);
bool IsSecretName(std::string_view name);
void AppendEnvironment(const char* const* environ, SetupInfo* setup);
void SanitiseSetup(SetupInfo* setup);

}  // namespace steplens::protocol

#endif  // STEPLENS_PROTOCOL_SETUP_KEYS_H_
