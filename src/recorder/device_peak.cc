// recorder/device_peak.cc — see device_peak.h for the contract.
#include "recorder/device_peak.h"

#include <cctype>
#include <string>

namespace steplens::recorder {
namespace {

struct DevicePeak {
  const char* name;  // a lower-case substring of the CUDA device name
  // Dense TFLOP/s: bf16, fp16, tf32, fp32 (0: the device has no such mode).
  double bf16, fp16, tf32, fp32;
};

// NVIDIA datasheets, dense (without 2:4 sparsity). More specific first.
constexpr DevicePeak kPeaks[] = {
    {"h100 pcie", 756.0, 756.0, 378.0, 51.2},
    {"h100 nvl", 835.0, 835.0, 417.5, 60.0},
    {"h100", 989.4, 989.4, 494.7, 66.9},  // SXM5 ("H100 80GB HBM3")
    {"h200", 989.4, 989.4, 494.7, 66.9},
    {"h800", 989.4, 989.4, 494.7, 66.9},
    {"a100", 312.0, 312.0, 156.0, 19.5},
    {"a800", 312.0, 312.0, 156.0, 19.5},
    {"l40s", 362.1, 362.1, 183.0, 91.6},
    {"l40", 181.0, 181.0, 90.5, 90.5},
    {"l4", 121.0, 121.0, 60.0, 30.3},
    {"a10g", 70.0, 70.0, 35.0, 31.2},
    {"a10", 125.0, 125.0, 62.5, 31.2},
    {"v100", 0.0, 125.0, 0.0, 15.7},
    {"t4", 0.0, 65.0, 0.0, 8.1},
};

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::optional<double> PeakTflops(std::string_view device_name, std::string_view dtype) {
  const std::string name = Lower(device_name);
  const std::string type = Lower(dtype);
  for (const DevicePeak& d : kPeaks) {
    if (name.find(d.name) == std::string::npos) continue;
    double v = 0;
    if (type == "bf16" || type == "bfloat16") {
      v = d.bf16;
    } else if (type == "fp16" || type == "float16" || type == "half") {
      v = d.fp16;
    } else if (type == "tf32") {
      v = d.tf32;
    } else if (type == "fp32" || type == "float32" || type == "float") {
      v = d.fp32;
    }
    return v > 0 ? std::optional<double>(v) : std::nullopt;
  }
  return std::nullopt;
}

}  // namespace steplens::recorder
