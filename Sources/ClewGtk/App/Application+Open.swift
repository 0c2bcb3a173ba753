internal import CGtk
internal import ClewGObject

extension Application {
    /// Connects `handler` to `GApplication::open` with the URIs of the files to open, copied before it runs
    /// (GIO owns the files). The generated layer leaves this signal out (a C array of `GFile *` with its
    /// length in the next argument); its one marshaller reads the arguments all the same.
    func connectOpen(_ handler: @escaping @MainActor ([String]) -> Void) -> SignalConnection {
        connectCounted("open") { arguments in
            let files: CPointerArgument = arguments[1]
            let count: Int32 = arguments[2]
            guard let files = files.pointer?.assumingMemoryBound(to: OpaquePointer?.self) else { return }
            var uris: [String] = []
            for index in 0..<Int(max(count, 0)) {
                guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            handler(uris)
        }
    }
}

/// A `gpointer` signal argument (a C array), read as the address it holds.
struct CPointerArgument: GValueConvertible {
    let pointer: UnsafeMutableRawPointer?

    static func read(from value: UnsafeMutableRawPointer) -> CPointerArgument {
        CPointerArgument(pointer: g_value_get_pointer(value.assumingMemoryBound(to: GValue.self)))
    }

    func write(to value: UnsafeMutableRawPointer) {
        g_value_set_pointer(value.assumingMemoryBound(to: GValue.self), pointer)
    }
}
