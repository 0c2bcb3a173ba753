// swift-tools-version: 6.2
import PackageDescription

// Dependencies point one way: ClewDemo → ClewAdwaita → ClewGtk → Clew ← ClewTesting; ClewGtk → ClewGObject ← ClewGio
// ← ClewPango ← ClewGdk ← ClewGtkBindings ← ClewAdwBindings (the generated GObject, GIO, Pango, GDK, GTK and
// libadwaita layers). Each generated namespace but GObject is two modules: its core (ClewGioCore, ClewPangoCore,
// ClewGdkCore, ClewGtkCore, ClewAdwCore: the types the hand-written layers use) and the full module, which
// re-exports its core and adds the rest. ClewGtk's widgets sit on ClewGioCore, ClewGdkCore and ClewGtkCore,
// ClewAdwaita's on ClewAdwCore: a program links only the cores (see .target(name: "ClewGioCore")). The image feature sits beside
// the core (ClewImages → Clew), its loaders beside it (ClewSoup, ClewURLSession → ClewImages), and its
// drawers beside the renderers (ClewImagesGtk → ClewGtk + ClewImages; ClewImagesTesting → ClewTesting
// + ClewImages): the renderers know no feature module.
// ClewGtkTesting → ClewGtk is the GTK test driver; ClewDemoScenarios → Clew holds the demo's scenarios,
// which the demo and the tests share.
// `Clew` and `ClewImages` import no UI toolkit and no Foundation; GTK lives behind CGtk in ClewGtk,
// libsoup behind CSoup (loaded at the first download) in ClewSoup.
// The router's state, its scheduler's, a ticket's, a route's hooks and the recording renderer's are changed
// only by moving a value out, changing it and moving it back: no access spans a call, so release builds drop
// the exclusivity checks by themselves (README "How the router works"); no declaration opts out of them.

let package = Package(
    name: "Clew",
    products: [
        .library(name: "Clew", targets: ["Clew"]),
        .library(name: "ClewImages", targets: ["ClewImages"]),
        .library(name: "ClewSoup", targets: ["ClewSoup"]),
        .library(name: "ClewURLSession", targets: ["ClewURLSession"]),
        .library(name: "ClewTesting", targets: ["ClewTesting"]),
        .library(name: "ClewImagesTesting", targets: ["ClewImagesTesting"]),
        .library(name: "ClewGObject", targets: ["ClewGObject"]),
        .library(name: "ClewGio", targets: ["ClewGio"]),
        .library(name: "ClewPango", targets: ["ClewPango"]),
        .library(name: "ClewGdk", targets: ["ClewGdk"]),
        .library(name: "ClewGtkBindings", targets: ["ClewGtkBindings"]),
        .library(name: "ClewAdwBindings", targets: ["ClewAdwBindings"]),
        .library(name: "ClewGtk", targets: ["ClewGtk"]),
        .library(name: "ClewImagesGtk", targets: ["ClewImagesGtk"]),
        .library(name: "ClewAdwaita", targets: ["ClewAdwaita"]),
        .library(name: "ClewGtkTesting", targets: ["ClewGtkTesting"]),
        .executable(name: "clew-demo", targets: ["ClewDemo"]),
    ],
    targets: [
        // glibc's gettext (libintl.h) and setlocale, which Glibc's module does not export; no library to link.
        .systemLibrary(name: "CIntl"),
        // The few POSIX file calls the core makes (stat, lstat, open + fstat, realpath, the effective user), as
        // static inline functions Swift imports one by one; no library to link.
        .systemLibrary(name: "CPlatform"),
        // The platform-neutral core: builders, models, routes, router, renderer capabilities, and the
        // gettext text domains every module translates through (CIntl only on Linux, used under canImport(Glibc)).
        .target(
            name: "Clew",
            dependencies: [
                .target(name: "CIntl", condition: .when(platforms: [.linux])),
                .target(name: "CPlatform", condition: .when(platforms: [.linux])),
            ]
        ),
        // The image feature, platform-neutral: view model, @ViewModelBuilder DSL, ImageScreen.
        .target(name: "ClewImages", dependencies: ["Clew"]),
        // GIO through pkg-config, for the image loader; apt provides it as libglib2.0-dev, and TLS
        // and GNOME's proxy settings as glib-networking.
        .systemLibrary(
            name: "CGio",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev", "glib-networking"])]
        ),
        // libsoup 3, loaded with dlopen at the first download rather than linked, so that programs
        // start without it and its dozen libraries. Builds with its headers (apt libsoup-3.0-dev),
        // runs without it (downloads then fail with a message). Not pkgConfig: that would link it.
        .target(name: "CSoup", dependencies: ["CGio", "CGModule"]),
        // GLib's GModule, which loads libsoup under GLib's module lock (see Sources/CSoup/loader.c).
        .systemLibrary(name: "CGModule", pkgConfig: "gmodule-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // Only a load-time initializer: linking ClewSoup installs its loader as the default.
        .target(name: "CSoupShim"),
        // The GNOME-native image loader (GLib, GIO, libsoup; no GTK).
        .target(name: "ClewSoup", dependencies: ["Clew", "ClewImages", "CGio", "CSoup", "CSoupShim"]),
        // An image loader on URLSession for platforms without libsoup; nothing else depends on it.
        .target(name: "ClewURLSession", dependencies: ["ClewImages"]),
        // The headless recording renderer that users' tests drive.
        .target(name: "ClewTesting", dependencies: ["Clew"]),
        // The recording renderer's image glue (ImageRendering, Retry) and a scripted image loader.
        .target(name: "ClewImagesTesting", dependencies: ["Clew", "ClewImages", "ClewTesting"]),
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
        // GObject typed in Swift: the wrapper base (one ownership rule, one identity registry), the one
        // generic signal marshaller, typed properties and GError, and GObject's classes generated
        // from its GIR (scripts/generate-bindings writes Generated/; never edit it by hand).
        .target(name: "ClewGObject", dependencies: ["CGio"]),
        // GIO with gio-unix-2.0's headers (desktop app info, Unix streams and mounts) and the settings
        // backend, which <gio/gio.h> leaves out: what the generated ClewGio calls. apt: libglib2.0-dev.
        .systemLibrary(name: "CGioUnix", pkgConfig: "gio-unix-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // GIO's classes, interfaces, enums and flags generated from Gio-2.0.gir on ClewGObject, in two modules: the core
        // (the types ClewGtk and ClewAdwaita use: overrides/*.toml's [core], with their ancestors, and of their
        // members those [core-members] lists, with the enums and records these name) and the full module, which
        // re-exports it. The renderers link only the cores: on ELF the dynamic linker relocates every linked type's
        // metadata at start-up (private dirty memory), and nothing drops a linked but unused Swift type. The same
        // split for Pango, GDK, GTK and libadwaita. A core imports plain CGio (CGtk), not CGioUnix (CGtkUnixPrint):
        // an app's compiler loads the C modules of the cores under ClewGtk, and each of those would be a second
        // copy of GIO's (GTK's) headers.
        .target(name: "ClewGioCore", dependencies: ["ClewGObject", "CGio"]),
        .target(name: "ClewGio", dependencies: ["ClewGObject", "ClewGioCore", "CGioUnix"]),
        // GTK with gtk4-unix-print's headers (printers, print jobs), which <gtk/gtk.h> leaves out: what the
        // generated ClewGtkBindings calls. apt: libgtk-4-dev.
        .systemLibrary(name: "CGtkUnixPrint", pkgConfig: "gtk4-unix-print", providers: [.apt(["libgtk-4-dev"])]),
        // Pango's, GDK's (with GSK's renderers), GTK's and libadwaita's classes, interfaces, enums and flags,
        // generated from their GIR files on ClewGObject: one module per namespace, so each compiles as soon as
        // the ones it uses are built, each split into its core and the full module as GIO is. ClewGtk's
        // hand-written widgets use the GTK core, ClewAdwaita's the libadwaita one.
        .target(name: "ClewPangoCore", dependencies: ["ClewGObject", "ClewGioCore", "CGtk"]),
        .target(name: "ClewPango", dependencies: ["ClewGObject", "ClewGio", "ClewGioCore", "ClewPangoCore", "CGtk"]),
        // ClewGdkCore also holds the hand-bound Graphene values and cairo region that the generated code passes.
        .target(name: "ClewGdkCore", dependencies: ["ClewGObject", "ClewGioCore", "ClewPangoCore", "CGtk"]),
        .target(
            name: "ClewGdk",
            dependencies: [
                "ClewGObject", "ClewGio", "ClewPango", "ClewGioCore", "ClewPangoCore", "ClewGdkCore", "CGtk",
            ]),
        .target(
            name: "ClewGtkCore",
            dependencies: ["ClewGObject", "ClewGioCore", "ClewPangoCore", "ClewGdkCore", "CGtk"]),
        .target(
            name: "ClewGtkBindings",
            dependencies: [
                "ClewGObject", "ClewGio", "ClewPango", "ClewGdk", "ClewGioCore", "ClewPangoCore", "ClewGdkCore",
                "ClewGtkCore", "CGtkUnixPrint",
            ]),
        .target(
            name: "ClewAdwCore",
            dependencies: ["ClewGObject", "ClewGioCore", "ClewPangoCore", "ClewGdkCore", "ClewGtkCore", "CAdw"]),
        .target(
            name: "ClewAdwBindings",
            dependencies: [
                "ClewGObject", "ClewGio", "ClewPango", "ClewGdk", "ClewGtkBindings", "ClewGioCore", "ClewPangoCore",
                "ClewGdkCore", "ClewGtkCore", "ClewAdwCore", "CAdw",
            ]),
        // The GTK 4 renderer and its hand-written widgets, the idiomatic layer over the generated one: their
        // signals and properties are the generated ones (imported `internal`: apps' type checking never sees them),
        // from the core modules only, so that a program links no generated type it does not use.
        .target(
            name: "ClewGtk",
            dependencies: ["Clew", "ClewGObject", "ClewGioCore", "ClewGdkCore", "ClewGtkCore", "CGtk", "CGtkShim"]),
        // libadwaita 1.2 through pkg-config; apt provides it as libadwaita-1-dev.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The libadwaita renderer: GtkRenderer with libadwaita's parts (message dialogs, toasts, view
        // switchers, leaflet, window title, style manager) and typed libadwaita widgets, sharing
        // ClewGtk's widgets, signals and main loop.
        // Its widgets' generated layer is libadwaita's core module (ClewAdwCore), as ClewGtk's is GTK's.
        .target(name: "ClewAdwaita", dependencies: ["Clew", "ClewGtk", "ClewAdwCore", "CGtk", "CGtkShim", "CAdw"]),
        // The GTK drawers of the image feature: ImageView, image screens' pages, ImageRendering.
        .target(name: "ClewImagesGtk", dependencies: ["Clew", "ClewImages", "ClewGtk", "CGtk"]),
        // The demo's scenarios, platform-neutral: run by clew-demo, the parity tests and the core tests.
        .target(name: "ClewDemoScenarios", dependencies: ["Clew", "ClewImages"]),
        // The desktop app that shows every scenario, written on ClewGtk's and ClewAdwaita's public API only.
        .executableTarget(
            name: "ClewDemo",
            dependencies: [
                "ClewGtk", "ClewAdwaita", "Clew", "ClewImages", "ClewImagesGtk", "ClewSoup", "ClewDemoScenarios",
            ]),
        // An app-style executable for what `swift test` cannot show: leak cycles under valgrind
        // (scripts/valgrind-gtk: widgets, dialogs, popovers, downloads, the generated GIO and GTK layers) and the main-queue bridge with
        // the OS main thread in g_main_loop_run.
        .executableTarget(
            name: "ClewGtkLeakCheck",
            dependencies: [
                "ClewGtk", "ClewAdwaita", "Clew", "ClewImages", "ClewImagesGtk", "ClewSoup", "CGtk", "CGtkShim",
                "CGtkTestShim", "ClewGio", "ClewGdk", "ClewGtkBindings", "ClewAdwBindings",
            ]
        ),
        // Test-only C: emits signals as a user would (variadic g_signal_emit_by_name), and types real
        // keys through the X server (XTest; apt libxtst-dev). Only in ClewGtkTesting.
        .target(
            name: "CGtkTestShim", dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("Xtst"), .linkedLibrary("X11")]
        ),
        // The GTK test host and driver that users' GTK tests run on: one GTK test at a time, clicks,
        // Escape, typing, waiting for transitions, screenshots.
        .target(name: "ClewGtkTesting", dependencies: ["ClewGtk", "Clew", "CGtk", "CGtkShim", "CGtkTestShim"]),
        // zlib through pkg-config, for the test server's compressed bodies; apt provides it as zlib1g-dev.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/Support/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Shared by the test targets: loopback HTTP and TLS servers and images made in code.
        .target(name: "ClewTestSupport", dependencies: ["ClewImages", "CZlib"], path: "Tests/Support/ClewTestSupport"),
        // A transition and a presentation style written outside the core, as an app would, that
        // both renderers' tests run.
        .target(
            name: "VocabularyFixtures", dependencies: ["Clew", "ClewTesting"], path: "Tests/Support/VocabularyFixtures"),
        // The router's random model test: seeded sequences over the public API with every promise
        // checked after each operation. ClewTests runs it; RouterFuzz (scripts/fuzz-router) runs
        // more in a release build and replays a seed.
        .target(name: "RouterModel", dependencies: ["Clew", "ClewTesting"], path: "Tests/Support/RouterModel"),
        .executableTarget(name: "RouterFuzz", dependencies: ["RouterModel"], path: "Tests/Support/RouterFuzz"),
        // The test servers' own tests: compression, stalls, close detection, the blackhole, TLS.
        .testTarget(
            name: "SupportSelfTests", dependencies: ["ClewTestSupport"], path: "Tests/Support/SupportSelfTests"),
        // Examples/Notes: a small app written only with the public API (no gtk_ or g_ calls), built
        // and tested with everything else.
        .target(name: "NotesApp", dependencies: ["Clew", "ClewGtk"], path: "Examples/Notes/Sources/NotesApp"),
        .executableTarget(
            name: "Notes", dependencies: ["NotesApp", "ClewGtk", "ClewAdwaita"], path: "Examples/Notes/Sources/Notes"),
        .testTarget(
            name: "NotesTests", dependencies: ["NotesApp", "Clew", "ClewGtk", "ClewTesting", "ClewGtkTesting"],
            path: "Examples/Notes/Tests/NotesTests"),
        // Examples/Contacts: a sortable table and a grid of cards over one list model, no gtk_ or g_ call.
        .target(
            name: "ContactsApp", dependencies: ["Clew", "ClewGtk", "ClewImagesGtk"],
            path: "Examples/Contacts/Sources/ContactsApp"),
        .executableTarget(
            name: "Contacts", dependencies: ["ContactsApp", "ClewGtk", "ClewSoup"],
            path: "Examples/Contacts/Sources/Contacts"),
        // The app as it runs, driven through ClewGtkTesting, for ContactsTests' notification test (a child process:
        // the notification goes out through a registered Application on the test's own bus).
        .executableTarget(
            name: "ContactsNotificationDrive", dependencies: ["ContactsApp", "Clew", "ClewGtk", "ClewGtkTesting"],
            path: "Examples/Contacts/Tests/ContactsNotificationDrive"),
        .testTarget(
            name: "ContactsTests",
            dependencies: [
                "ContactsApp", "Clew", "ClewGtk", "ClewGtkTesting", "ClewSoup", "ContactsNotificationDrive",
            ],
            path: "Examples/Contacts/Tests/ContactsTests"),
        .testTarget(
            name: "ClewTests",
            dependencies: ["Clew", "ClewTesting", "ClewDemoScenarios", "VocabularyFixtures", "RouterModel"]),
        .testTarget(
            name: "ClewImagesTests",
            dependencies: ["Clew", "ClewImages", "ClewTesting", "ClewImagesTesting", "ClewTestSupport"]),
        .testTarget(
            name: "ClewSoupTests",
            dependencies: [
                "Clew", "ClewImages", "ClewSoup", "CSoup", "ClewTesting", "ClewImagesTesting", "ClewTestSupport",
            ]),
        // The generated GObject and GIO layer: construction, properties, signals, errors, ownership, async calls
        // (no display; CGio only to turn the GLib main context that delivers async results).
        .testTarget(name: "ClewGObjectTests", dependencies: ["ClewGObject", "ClewGio", "CGio"]),
        // The generated Pango, GDK, GTK and libadwaita layers on real widgets: construction, every writable
        // property of sample widgets, signals of each parameter shape, GErrors, most-derived wrapping.
        .testTarget(
            name: "ClewBindingsTests",
            dependencies: [
                "ClewGObject", "ClewGio", "ClewPango", "ClewGdk", "ClewGtkBindings", "ClewAdwBindings",
                "ClewGtkTesting",
                "CGtk",
            ]),
        .testTarget(name: "ClewURLSessionTests", dependencies: ["ClewImages", "ClewURLSession", "ClewTestSupport"]),
        // Still written in the spellings that were renamed or moved (each deprecated, or an unavailable
        // stub shadowed by the new module), as an app written against an older Clew is: it builds
        // with deprecation warnings on purpose; no other target may warn. CHANGELOG.md lists them.
        .testTarget(
            name: "DeprecatedSpellingsTests",
            dependencies: [
                "Clew", "ClewTesting", "ClewGtk", "ClewGtkTesting", "ClewAdwaita", "ClewImages", "ClewImagesGtk",
                "ClewImagesTesting",
            ]),
        .testTarget(
            name: "ClewGtkTests",
            dependencies: [
                "ClewGtk", "ClewGtkTesting", "Clew", "ClewImages", "ClewImagesGtk", "ClewSoup", "ClewTesting",
                "ClewImagesTesting", "ClewDemoScenarios", "ClewAdwaita",
                "CGtk", "CGtkShim", "CAdw",
                "CGtkTestShim",
                "ClewTestSupport", "VocabularyFixtures",
                // Executables the tests start as child processes: app-style checks and the app itself.
                "ClewGtkLeakCheck", "ClewDemo",
            ],
            // Run by NotificationProcess as the fake org.freedesktop.Notifications service.
            exclude: ["Support/fake-notifications.py"]
        ),
    ]
)

// scripts/doc-tests: every ```swift example of the README and the doc comments, generated into .build/doc-tests
// and compiled against this package's modules (so it reuses their build). Headless examples go to an executable
// that runs them; GTK, libsoup and Foundation ones to a library that is only compiled. Declared only when
// CLEW_DOC_TESTS is set, so that `swift build` and `swift test` never see them.
if Context.environment["CLEW_DOC_TESTS"] != nil {
    // Examples are fragments ("let viewModel = …" shown, never used): their unused-value warnings,
    // repeated by every compile job, made 15 MB of output that took SwiftPM 40 s to print.
    let quietExamples: [SwiftSetting] = [.unsafeFlags(["-suppress-warnings"])]
    package.targets += [
        .executableTarget(
            name: "DocTestsRunner", dependencies: ["Clew", "ClewTesting", "ClewImages", "ClewImagesTesting"],
            path: ".build/doc-tests/DocTestsRunner", swiftSettings: quietExamples),
        .target(
            name: "DocTestsCompiled",
            dependencies: [
                "Clew", "ClewTesting", "ClewImages", "ClewImagesTesting", "ClewSoup", "ClewURLSession", "ClewGtk",
                "ClewAdwaita", "ClewImagesGtk", "ClewGtkTesting", "NotesApp", "ContactsApp", "ClewGObject",
                "ClewGio", "ClewPango", "ClewGdk", "ClewGtkBindings", "ClewAdwBindings",
            ],
            path: ".build/doc-tests/DocTestsCompiled", swiftSettings: quietExamples),
    ]
}
