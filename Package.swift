// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: ClewDemo → ClewGtk → Clew ← ClewTesting.
// `Clew` never imports a UI toolkit; GTK lives behind CGtk/CGtkShim in ClewGtk only.
let package = Package(
    name: "Clew",
    products: [
        .library(name: "Clew", targets: ["Clew"]),
        .library(name: "ClewTesting", targets: ["ClewTesting"]),
        .library(name: "ClewGtk", targets: ["ClewGtk"]),
        .executable(name: "clew-demo", targets: ["ClewDemo"]),
    ],
    targets: [
        // The platform-neutral core: builders, models, routes, router, renderer capabilities.
        .target(name: "Clew"),
        // The headless recording renderer that users' tests drive.
        .target(name: "ClewTesting", dependencies: ["Clew"]),
        // GTK 4 through pkg-config; apt provides it as libgtk-4-dev.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Only what Swift cannot import from GTK/GLib: cast macros, g_signal_connect, variadics.
        .target(
            name: "CGtkShim",
            dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch")]
        ),
        // The GTK 4 renderer.
        .target(name: "ClewGtk", dependencies: ["Clew", "CGtk", "CGtkShim"]),
        // The desktop app that shows every scenario.
        .executableTarget(name: "ClewDemo", dependencies: ["ClewGtk", "Clew", "CGtk", "CGtkShim"]),
        // An app-style executable for what `swift test` cannot show: leak cycles under valgrind
        // (scripts/valgrind-gtk) and the main-queue bridge with the OS main thread in g_main_loop_run.
        .executableTarget(name: "ClewGtkLeakCheck", dependencies: ["ClewGtk", "Clew", "CGtk", "CGtkShim"]),
        // Shared by the test targets: a loopback HTTP server and images made in code.
        .target(name: "ClewTestSupport", path: "Tests/Support/ClewTestSupport"),
        .testTarget(name: "ClewTests", dependencies: ["Clew", "ClewTesting", "ClewTestSupport"]),
        .testTarget(
            name: "ClewGtkTests",
            dependencies: [
                "ClewGtk", "Clew", "ClewTesting", "CGtk", "CGtkShim", "ClewTestSupport",
                // Executables the tests start as child processes: app-style checks and the app itself.
                "ClewGtkLeakCheck", "ClewDemo",
            ]
        ),
    ]
)
