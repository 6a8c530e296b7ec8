// recorder/device_peak.h — the peak dense FLOP rate of the device a rank
// trains on, for model FLOPs utilisation (MFU).
//
// Contract
// - PeakTflops(device_name, dtype) looks the device up by the name CUDA
//   reports (torch.cuda.get_device_name(): "NVIDIA H100 80GB HBM3",
//   "NVIDIA A100-SXM4-80GB", ...) and returns its dense (no sparsity) peak
//   in TFLOP/s for matmuls in `dtype`: "bf16", "fp16", "tf32" or "fp32".
//   nullopt for an unknown device or dtype: MFU is then shown only when the
//   user gives the peak (`steplens run --peak-tflops`, STEPLENS_PEAK_TFLOPS,
//   steplens.init(peak_tflops=...)).
// - The figures are the vendors' datasheet numbers; which product a name
//   means is decided by the first matching entry (more specific names
//   first: "H100 PCIe" before "H100"). Case-insensitive. Pure; any thread.
#ifndef STEPLENS_RECORDER_DEVICE_PEAK_H_
#define STEPLENS_RECORDER_DEVICE_PEAK_H_

#include <optional>
#include <string_view>

namespace steplens::recorder {

std::optional<double> PeakTflops(std::string_view device_name, std::string_view dtype);

}  // namespace steplens::recorder

#endif  // STEPLENS_RECORDER_DEVICE_PEAK_H_
