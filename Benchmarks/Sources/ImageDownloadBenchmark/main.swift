// Times ImageDownloadViewModel against curl on the same URL and reports peak memory.
//
// Usage: ImageDownloadBenchmark <url> [iterations]
// Run through scripts/bench-image-download, which makes a 3840 × 2160 PNG and serves it.
import Clew
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: ImageDownloadBenchmark <url> [iterations]")
    exit(2)
}
let url = arguments[1]
let iterations = arguments.count >= 3 ? Int(arguments[2]) ?? 15 : 15

/// A field of /proc/self/status in kB, e.g. "VmRSS".
func procStatus(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

/// curl's own total time for one transfer, in seconds (excludes process start-up).
func curlSeconds() -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-s", "-o", "/dev/null", "-w", "%{time_total}", url]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
        print("curl failed to start: \(error)")
        exit(1)
    }
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

let idleRSS = procStatus("VmRSS")
let clock = ContinuousClock()
var loadedAt: ContinuousClock.Instant?
let viewModel = ImageDownloadViewModel {
    BackgroundImage().onDownloaded { _ in loadedAt = clock.now }
}

// Warm-up (not timed): first use of URLSession/libcurl, page faults for the buffers.
await viewModel.download(url: url)
guard let warmHeader = viewModel.image?.header, let fileSize = viewModel.image?.bytes.count else {
    print("warm-up download failed: \(viewModel.networkError ?? "unknown")")
    exit(1)
}
_ = curlSeconds()

var clewTimes: [Double] = []
var curlTimes: [Double] = []
for _ in 0..<iterations {
    loadedAt = nil
    let start = clock.now
    await viewModel.download(url: url)
    guard let end = loadedAt, case .loaded = viewModel.state else {
        print("download failed: \(viewModel.networkError ?? "unknown")")
        exit(1)
    }
    clewTimes.append(milliseconds(end - start))
    curlTimes.append(curlSeconds() * 1000)
}

let peak = procStatus("VmHWM")
let clewMedian = median(clewTimes)
let curlMedian = median(curlTimes)
let aboveIdle = Double(peak - idleRSS) * 1024
print("image:            \(warmHeader.pixelWidth) × \(warmHeader.pixelHeight) \(warmHeader.format), \(fileSize) bytes (\(String(format: "%.2f", Double(fileSize) / 1_048_576)) MiB)")
print("iterations:       \(iterations) (after 1 warm-up)")
print("Clew median:      \(String(format: "%.2f", clewMedian)) ms   (min \(String(format: "%.2f", clewTimes.min() ?? 0)), max \(String(format: "%.2f", clewTimes.max() ?? 0)))")
print("curl median:      \(String(format: "%.2f", curlMedian)) ms   (min \(String(format: "%.2f", curlTimes.min() ?? 0)), max \(String(format: "%.2f", curlTimes.max() ?? 0)))")
print("ratio Clew/curl:  \(String(format: "%.2f", clewMedian / curlMedian))×   (target ≤ 1.25×)")
print("idle RSS:         \(idleRSS) kB")
print("peak RSS (VmHWM): \(peak) kB")
print("peak above idle:  \(String(format: "%.2f", aboveIdle / Double(fileSize)))× file size   (target ≤ 3×)")
