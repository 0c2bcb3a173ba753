// A GridView of N thumbnails (PNG files made at run time), scrolled one row per step; reports the
// main thread's time per scroll step, for cells that decode synchronously (Picture.setFile, as GTK's
// gtk_picture_set_filename does) and for cells whose textures are decoded off the main thread
// (Texture.loaded(fromFile:) + Picture.setTexture), against the same grid whose textures were all
// decoded before it opened (the grid's own cost of drawing the pictures), alternating in one run.
//
// The main thread's time is the CPU time it used (CLOCK_THREAD_CPUTIME_ID): binding cells,
// decoding, laying out, drawing, and taking the textures that come back; not the time it waited in
// poll() for the next frame, nor the time a shared machine's other processes held the core. A step
// starts on a 20 ms tick once the previous one is over, and is over when no decode is in flight and
// a frame has been painted after the last change. Two figures per step: the scroll's frame (from the
// scroll to the first frame painted after it: what holds the scrolling back) and the whole step
// (with the later frames that take the textures in). GridView binds some cells beyond the view: with
// a few hundred images every cell may be bound before the first step, so each run prints how many
// cells were bound during its steps.
//
//   ThumbnailBenchmark [count] [steps] [rounds] [side]   (default 2000 150 1 256; side: pixels per edge)
// Run by scripts/bench-thumbnails under Xvfb.
import CGdk
import ClewGtk
import Glibc

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 2000 : 2000
let steps = arguments.count > 2 ? Int(arguments[2]) ?? 150 : 150
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
let thumbnailSide = arguments.count > 4 ? Int(arguments[4]) ?? 256 : 256
let columns = 6

guard gtk_init_check() != 0 else {
    print("NO_DISPLAY")
    exit(1)
}

// MARK: The main thread's CPU time

/// The CPU time the calling thread has used, in microseconds.
func threadCPUMicroseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return now.tv_sec * 1_000_000 + now.tv_nsec / 1000
}

// MARK: Fixtures

/// `distinct` different noisy PNGs, written as `count` files (each file is read and decoded on its own).
@MainActor
func makeFixtures(in folder: String, count: Int, distinct: Int = 24) -> (paths: [String], blobs: [[UInt8]]) {
    var blobs: [[UInt8]] = []
    var seed: UInt = 0x9E37_79B9_7F4A_7C15
    for variant in 0..<distinct {
        var pixels = [UInt8](repeating: 0, count: thumbnailSide * thumbnailSide * 3)
        for y in 0..<thumbnailSide {
            var (r, g, b) = (UInt8(truncatingIfNeeded: variant * 40), UInt8(truncatingIfNeeded: y), UInt8(128))
            for x in 0..<thumbnailSide {
                // A random walk per row: photo-like, and zlib compresses it about as much as a photo.
                seed ^= seed << 13
                seed ^= seed >> 7
                seed ^= seed << 17
                r &+= UInt8(truncatingIfNeeded: seed & 7)
                g &+= UInt8(truncatingIfNeeded: (seed >> 8) & 7)
                b &+= UInt8(truncatingIfNeeded: (seed >> 16) & 7)
                let offset = (y * thumbnailSide + x) * 3
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (r, g, b)
            }
        }
        let bytes = g_bytes_new(&pixels, gsize(pixels.count))
        let texture = gdk_memory_texture_new(
            Int32(thumbnailSide), Int32(thumbnailSide), GDK_MEMORY_R8G8B8, bytes, gsize(thumbnailSide * 3))!
        g_bytes_unref(bytes)
        let png = gdk_texture_save_to_png_bytes(texture)!
        var size: gsize = 0
        let data = g_bytes_get_data(png, &size)!
        blobs.append(Array(UnsafeRawBufferPointer(start: data, count: Int(size))))
        g_bytes_unref(png)
        g_object_unref(UnsafeMutableRawPointer(texture))
    }
    var paths: [String] = []
    for index in 0..<count {
        let path = "\(folder)/thumbnail-\(index).png"
        let blob = blobs[index % distinct]
        guard blob.withUnsafeBytes({ g_file_set_contents(path, $0.baseAddress, gssize($0.count), nil) }) != 0 else {
            print("could not write \(path)")
            exit(1)
        }
        paths.append(path)
    }
    return (paths, blobs)
}

// MARK: One grid, scrolled

enum Mode: String, CaseIterable {
    /// Textures decoded before the grid opened, set in `bind`: the grid's own cost of a step with pictures.
    case decoded
    /// `Picture.setFile(path:)` in `bind`: decoded on the main thread.
    case sync
    /// `Texture.loaded(fromFile:)` off the main thread, then `Picture.setTexture`.
    case async
}

@MainActor
final class ScrollRun {
    let mode: Mode
    let window = Window(title: "Thumbnails")
    var scrolled: ScrolledWindow!
    /// Which path each cell shows now, so that a late texture does not land in a recycled cell.
    var shown: [ObjectIdentifier: String] = [:]
    var decodesInFlight = 0
    /// Cells bound while the steps ran (not while the first screen filled).
    var bindsDuringSteps = 0
    var paintsSinceChange = 0
    var lastActivity: Int = 0
    var step = -1
    /// The main thread's CPU time when the step started, and after its last paint or texture.
    var cpuAtStart = 0
    var cpuAtLastActivity = 0
    var samples: [Double] = []
    var frameSamples: [Double] = []
    var scrollFramePainted = true
    var finished: (([Double], [Double]) -> Void)?

    /// The textures of `.decoded`, by path.
    let predecoded: [String: Texture]

    init(mode: Mode, paths: [String], predecoded: [String: Texture]) {
        self.predecoded = predecoded
        self.mode = mode
        window.setDefaultSize(width: 1040, height: 760)
        let model = ListModel(paths)
        let grid = GridView(model: model, minColumns: columns, maxColumns: columns) {
            Picture().minimumSize(width: 160, height: 160)
        } bind: { [weak self] picture, path in
            self?.bind(picture, to: path)
        }
        scrolled = ScrolledWindow(child: grid)
        window.child = scrolled
        // Weak: the frame clock outlives the window, and a last frame may be painted after the run.
        window.connect(.realize) { [weak self] window in
            window.frameClock?.connect(.afterPaint) { [weak self] _ in self?.painted() }
        }
    }

    func bind(_ picture: Picture, to path: String) {
        if step >= 0 { bindsDuringSteps += 1 }
        changed()
        switch mode {
        case .decoded:
            picture.setTexture(predecoded[path])
        case .sync:
            picture.setFile(path: path)
        case .async:
            let cell = ObjectIdentifier(picture)
            shown[cell] = path
            picture.setTexture(nil)
            decodesInFlight += 1
            Task { @MainActor [weak self] in
                let texture = try? await Texture.loaded(fromFile: path)
                guard let self else { return }
                decodesInFlight -= 1
                changed()
                if shown[cell] == path { picture.setTexture(texture) }
                workDone()
            }
        }
    }

    func changed() {
        paintsSinceChange = 0
        lastActivity = g_get_monotonic_time()
    }

    /// Marks the end of the main thread's work so far in this step.
    func workDone() {
        cpuAtLastActivity = threadCPUMicroseconds()
    }

    func run(_ done: @escaping ([Double], [Double]) -> Void) {
        finished = done
        window.present()
        // Settle: the first frame and the first screen of cells, then the steps.
        _ = g_timeout_add_full(
            G_PRIORITY_DEFAULT, 20,
            { data in
                let run = Unmanaged<ScrollRun>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { run.tick() } ? 1 : 0
            }, Unmanaged.passRetained(self).toOpaque(), { Unmanaged<ScrollRun>.fromOpaque($0!).release() })
    }

    func painted() {
        paintsSinceChange += 1
        lastActivity = g_get_monotonic_time()
        workDone()
        if !scrollFramePainted {
            scrollFramePainted = true
            frameSamples.append(Double(cpuAtLastActivity - cpuAtStart) / 1000)
        }
    }

    /// Whether the step in progress is over: nothing in flight and painted since the last change
    /// (or, when a change needs no paint, a second with nothing happening).
    var isSettled: Bool {
        decodesInFlight == 0
            && (paintsSinceChange > 0 || g_get_monotonic_time() - lastActivity > 1_000_000)
    }

    /// Every 20 ms: ends a settled step and starts the next one. Returns whether to keep ticking.
    func tick() -> Bool {
        guard isSettled else { return true }
        if step >= 0 {
            // The step's end is its last paint or texture, not this tick.
            samples.append(Double(cpuAtLastActivity - cpuAtStart) / 1000)
        }
        step += 1
        guard step < steps else {
            print("  \(mode.rawValue): \(bindsDuringSteps) cells bound in \(steps) steps")
            window.destroy()
            finished?(samples, frameSamples)
            return false
        }
        // Straight from this tick: an idle callback could wait behind the frames of a busy loop.
        startStep()
        return true
    }

    func startStep() {
        cpuAtStart = threadCPUMicroseconds()
        scrollFramePainted = false
        changed()
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 170)
    }
}

// MARK: Figures

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

func summary(_ values: [Double]) -> (median: Double, p95: Double, max: Double) {
    let sorted = values.sorted()
    return (percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.last ?? .nan)
}

func format(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    let tenths = Int((abs(value) * 10).rounded())
    return (value < 0 && tenths > 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
}

@MainActor
final class Benchmark {
    var folder = ""
    var paths: [String] = []
    var predecoded: [String: Texture] = [:]
    var results: [Mode: [Double]] = [:]
    var frameResults: [Mode: [Double]] = [:]
    var order: [Mode] = []
    var current: ScrollRun?

    func start() {
        var template = Array("/tmp/clew-thumbnails-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            print("mkdtemp failed")
            exit(1)
        }
        folder = String(cString: made)
        let started = g_get_monotonic_time()
        let fixtures = makeFixtures(in: folder, count: count)
        paths = fixtures.paths
        // The same pixels as the files (file i holds blob i % blobs.count), decoded once: 24 textures, not 2,000.
        let textures = fixtures.blobs.map { try? Texture(encoded: $0) }
        for (index, path) in paths.enumerated() { predecoded[path] = textures[index % textures.count] }
        print(
            "fixtures: \(count) PNGs of \(thumbnailSide)×\(thumbnailSide), \(fixtures.blobs.map(\.count).reduce(0, +) / fixtures.blobs.count / 1024) KiB each "
                + "on average, written in \(format(Double(g_get_monotonic_time() - started) / 1000)) ms to \(folder)")
        print(
            "grid: \(columns) columns of 160 px cells in a 1040×760 window; \(steps) steps of one row, \(rounds) round(s)"
        )
        // Alternating, so that a busier moment of a shared machine does not fall on one mode only.
        for _ in 0..<rounds { order += [.decoded, .sync, .async, .async, .sync, .decoded] }
        next()
    }

    /// Median, p95 and max per mode, the extra over decoded cells, and the ratio sync/async of the extra.
    func table(_ results: [Mode: [Double]]) {
        print("  (median / p95 / max over \(results[.decoded]?.count ?? 0) steps per mode)")
        for mode in Mode.allCases {
            let figures = summary(results[mode] ?? [])
            print(
                "  \(mode.rawValue.padding(6)) \(format(figures.median)) / \(format(figures.p95)) / \(format(figures.max))"
            )
        }
        let baseline = summary(results[.decoded] ?? []).median
        let sync = summary((results[.sync] ?? []).map { $0 - baseline })
        let async = summary((results[.async] ?? []).map { $0 - baseline })
        print(
            "  extra over decoded cells: sync \(format(sync.median)) / \(format(sync.p95)) / \(format(sync.max)), "
                + "async \(format(async.median)) / \(format(async.p95)) / \(format(async.max))")
        let ratio = { (a: Double, b: Double) in b > 0.05 ? format(a / b) : "n/a (async extra under 0.05 ms)" }
        print(
            "  ratio sync/async of the extra: median \(ratio(sync.median, async.median)), p95 \(ratio(sync.p95, async.p95))"
        )
    }

    func next() {
        guard !order.isEmpty else { return report() }
        let mode = order.removeFirst()
        let run = ScrollRun(mode: mode, paths: paths, predecoded: mode == .decoded ? predecoded : [:])
        current = run
        run.run { [unowned self] samples, frames in
            results[mode, default: []] += samples
            frameResults[mode, default: []] += frames
            current = nil
            _ = GLibMainLoop.whenIdle { [unowned self] in next() }
        }
    }

    func report() {
        print("\nthe scroll's frame (scroll → first frame painted), main-thread ms:")
        table(frameResults)
        print("\nthe whole step (with the frames that take decoded textures in), main-thread ms:")
        table(results)
        for path in paths { unlink(path) }
        rmdir(folder)
        exit(0)
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}

nonisolated(unsafe) var benchmark: Benchmark?
MainActor.assumeIsolated {
    MainQueueBridge.install()
    let started = Benchmark()
    benchmark = started
    started.start()
}
while true { _ = g_main_context_iteration(nil, 1) }
