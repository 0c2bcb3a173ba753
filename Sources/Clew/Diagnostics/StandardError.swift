#if canImport(Glibc)
    import func Glibc.write
#elseif canImport(Musl)
    import func Musl.write
#elseif canImport(Darwin)
    import func Darwin.write
#endif

/// Writes diagnostics to standard error without pulling Foundation into the core.
enum StandardError {
    static func write(_ text: String) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var text = text
            text.withUTF8 { bytes in
                _ = unistdWrite(2, bytes.baseAddress, bytes.count)
            }
        #else
            // The standard library alone reaches only standard output: better there than lost.
            print(text, terminator: "")
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// The C library's `write(2)`, named apart from `StandardError.write`.
    private func unistdWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }
#endif
