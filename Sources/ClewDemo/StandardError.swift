import Glibc

/// Messages for the user on standard error, without Foundation on the start path.
enum StandardError {
    static func print(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in
            _ = write(2, bytes.baseAddress, bytes.count)
        }
    }
}
