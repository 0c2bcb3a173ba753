// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so the main build never pulls benchmark code or dependencies.
// Each benchmark is a plain executable that prints its figures; none of them asserts on time.
let package = Package(
    name: "ClewBenchmarks",
    dependencies: [
        .package(name: "Clew", path: "..")
    ],
    targets: [
        // navigate(to: AlertBuilder().presentRoute(), with:) + tap, against a hand-written direct equivalent.
        .executableTarget(
            name: "RouterBenchmark",
            dependencies: [
                .product(name: "Clew", package: "Clew"),
                .product(name: "ClewTesting", package: "Clew"),
            ]
        ),
        // GTK 4's GDK, only to decode the downloaded bytes into a texture as ClewGtk does.
        .systemLibrary(name: "CGdk", pkgConfig: "gtk4"),
        // A 3840 × 2160 PNG over loopback: download(url:) → loaded, and URL → decoded texture,
        // against curl (and curl + the same decode) in the same run.
        .executableTarget(
            name: "ImageDownloadBenchmark",
            dependencies: [
                "CGdk",
                .product(name: "ClewImages", package: "Clew"),
                .product(name: "ClewSoup", package: "Clew"),
            ]
        ),
        // libadwaita 1.2 for the hand-made dialogs the alert latency benchmark compares with.
        .systemLibrary(name: "CAdwBench", pkgConfig: "libadwaita-1"),
        // navigate → the alert's first painted frame on each real renderer, against the same dialog in C calls.
        .executableTarget(
            name: "AlertLatencyBenchmark",
            dependencies: [
                "CAdwBench",
                .product(name: "Clew", package: "Clew"),
                .product(name: "ClewGtk", package: "Clew"),
                .product(name: "ClewAdwaita", package: "Clew"),
            ]
        ),
        // A GridView of 2,000 PNG thumbnails scrolled a row at a time: the main thread's time per step with
        // textures decoded off the main thread against Picture.setFile, and against empty cells.
        .executableTarget(
            name: "ThumbnailBenchmark",
            dependencies: [
                "CGdk",
                .product(name: "ClewGtk", package: "Clew"),
            ]
        ),
        // A list of a million rows: first frame, a filter to a tenth, scrolling; against the same list in C.
        .executableTarget(
            name: "ListBenchmark",
            dependencies: [
                "CGdk",
                .product(name: "ClewGtk", package: "Clew"),
            ]
        ),
    ]
)
