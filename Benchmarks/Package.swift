// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the main build never pulls benchmark code or dependencies.
// Each benchmark is a plain executable that prints its figures; none of them asserts on time.
let package = Package(
    name: "ClewBenchmarks",
    dependencies: [
        .package(name: "Clew", path: ".."),
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
        // A 3840 × 2160 PNG over loopback: download(url:) → loaded, against curl in the same run.
        .executableTarget(
            name: "ImageDownloadBenchmark",
            dependencies: [.product(name: "Clew", package: "Clew")]
        ),
    ]
)
