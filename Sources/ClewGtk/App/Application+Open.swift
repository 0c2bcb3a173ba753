internal import ClewGioCore

extension Application {
    /// Connects `handler` to `GApplication::open` (the generated `connectOpen`) with the URIs of the files to
    /// open, read while GIO still owns the files.
    func connectOpen(_ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
        generated(as: ClewGioCore.Application.self).connectOpen(
            counted { _, files, _ in handler(files.map { $0.getURI() }) })
    }
}
