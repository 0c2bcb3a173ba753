import Glibc

/// One line on standard error, without Foundation (which an app's start-up should not pay for).
enum StandardErrorLine {
    static func write(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
    }
}
