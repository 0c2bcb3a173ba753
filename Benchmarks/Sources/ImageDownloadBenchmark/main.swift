// Times ImageDownloadViewModel (libsoup loader) against curl on the same URL, then URL → decoded
// GdkTexture against curl + the same decode, and reports peak memory during the downloads.
//
// Usage: ImageDownloadBenchmark <url> [iterations]
// Run through scripts/bench-image-download, which makes a 3840 × 2160 PNG and serves it.
import CGdk
import ClewImages
import ClewSoup
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

/// Resets VmHWM to the current RSS (Linux ≥ 4.0), so a later peak belongs to what ran since.
func resetPeakRSS() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// curl's own total time for one transfer, in seconds (excludes process start-up), saving the body.
func curlSeconds(savingTo path: String = "/dev/null") -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-s", "-o", path, "-w", "%{time_total}", url]
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

/// Decodes `bytes` with GDK as ClewGtk does (a GBytes view, no copy); returns the texture's width.
func decodeTexture(_ bytes: UnsafeRawBufferPointer) -> Int {
    let gbytes = g_bytes_new_static(bytes.baseAddress, gsize(bytes.count))
    defer { g_bytes_unref(gbytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_bytes(gbytes, &error) else {
        print("decode failed: \(error.map { String(cString: $0.pointee.message) } ?? "?")")
        exit(1)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return Int(gdk_texture_get_width(texture))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

func row(_ name: String, _ values: [Double]) -> String {
    "\(name) \(String(format: "%7.2f", median(values))) ms   (min \(String(format: "%.2f", values.min() ?? 0)), max \(String(format: "%.2f", values.max() ?? 0)))"
}

let clock = ContinuousClock()
var loadedAt: ContinuousClock.Instant?
let viewModel = ImageDownloadViewModel(loader: SoupImageLoader()) {
    BackgroundImage().onDownloaded { _ in loadedAt = clock.now }
}

// Warm-up (not timed): the loader's thread and session, page faults for the buffers.
await viewModel.download(url: url)
// Keep only the figures: holding the warm-up image would add a third image to the peak.
guard let (warmHeader, fileSize) = viewModel.image.map({ ($0.header, $0.bytes.count) }) else {
    print("warm-up download failed: \(viewModel.networkError ?? "unknown")")
    exit(1)
}
_ = curlSeconds()

// 1. Download only, with the peak RSS of this phase alone.
resetPeakRSS()
let idleRSS = procStatus("VmRSS")
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
let downloadPeak = procStatus("VmHWM")

// 2. URL → decoded texture: Clew's download + GDK decode, against curl to a file + read + the same decode.
let savedPath = NSTemporaryDirectory() + "clew-bench-\(getpid()).png"
defer { unlink(savedPath) }
var clewTextureTimes: [Double] = []
var curlTextureTimes: [Double] = []
var curlKeepingTimes: [Double] = []
for _ in 0..<iterations {
    let start = clock.now
    await viewModel.download(url: url)
    guard let image = viewModel.image else { exit(1) }
    _ = image.bytes.withUnsafeBytes { decodeTexture($0) }
    clewTextureTimes.append(milliseconds(clock.now - start))

    let curlDownload = curlSeconds(savingTo: savedPath) * 1000
    curlKeepingTimes.append(curlDownload)
    let decodeStart = clock.now
    let data = try Data(contentsOf: URL(fileURLWithPath: savedPath))
    _ = data.withUnsafeBytes { decodeTexture($0) }
    curlTextureTimes.append(curlDownload + milliseconds(clock.now - decodeStart))
}

let clewMedian = median(clewTimes)
let curlMedian = median(curlTimes)
let aboveIdle = Double(downloadPeak - idleRSS) * 1024
print(
    "image:               \(warmHeader.pixelWidth) × \(warmHeader.pixelHeight) \(warmHeader.format), \(fileSize) bytes (\(String(format: "%.2f", Double(fileSize) / 1_048_576)) MiB)"
)
print("iterations:          \(iterations) (after 1 warm-up)")
print(row("Clew download:      ", clewTimes))
print(row("curl time_total:    ", curlTimes))
print(
    "ratio Clew/curl:     \(String(format: "%.2f", clewMedian / curlMedian))×   (goal ≤ 1.00×; curl writes to /dev/null and keeps nothing)"
)
print(row("curl -o FILE:       ", curlKeepingTimes))
print(
    "ratio Clew/curl -o:  \(String(format: "%.2f", clewMedian / median(curlKeepingTimes)))×   (curl keeping the body in a file, as Clew keeps it in memory)"
)
print(
    "peak RSS above idle: \(String(format: "%.2f", aboveIdle / Double(fileSize)))× file size during the downloads   (goal ≤ 1.50×; idle \(idleRSS) kB, peak \(downloadPeak) kB)"
)
print(row("Clew URL → texture: ", clewTextureTimes))
print(row("curl + read + decode:", curlTextureTimes))
print("ratio URL → texture: \(String(format: "%.2f", median(clewTextureTimes) / median(curlTextureTimes)))×")
