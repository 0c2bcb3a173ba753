#if canImport(Glibc)
import Glibc
private let unistdWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let unistdWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let unistdWrite = Darwin.write
#endif

/// Writes diagnostics to standard error without pulling Foundation into the core.
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = unistdWrite(2, bytes.baseAddress, bytes.count)
        }
    }
}
