import CZlib

/// An HTTP content coding the test server can apply to a body.
public enum TestContentCoding: String, Sendable, CaseIterable {
    /// gzip (RFC 1952).
    case gzip
    /// HTTP "deflate": zlib-wrapped deflate (RFC 1950), not raw deflate.
    case deflate

    /// zlib's `windowBits` for this wrapper.
    fileprivate var windowBits: Int32 { self == .gzip ? MAX_WBITS + 16 : MAX_WBITS }
}

/// Real zlib compression for test bodies.
public enum TestCompression {
    /// A failure to decompress.
    public struct Failure: Error, Equatable {
        /// zlib's result code.
        public let code: Int32
    }

    /// `bytes` compressed in the given coding.
    public static func compress(_ bytes: [UInt8], as coding: TestContentCoding, level: Int32 = Z_BEST_COMPRESSION)
        -> [UInt8]
    {
        deflate(coding, level: level) { feed in bytes.withUnsafeBytes(feed) }
    }

    /// `prefix` followed by `zeroCount` zero bytes, compressed without ever holding the zeros in memory at once.
    ///
    /// 64 MiB of zeros become about 64 KiB of gzip: a "zip bomb" for decompressed-size caps.
    public static func compressedZeros(
        _ zeroCount: Int, after prefix: [UInt8] = [], as coding: TestContentCoding, level: Int32 = Z_BEST_COMPRESSION
    ) -> [UInt8] {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        return deflate(coding, level: level) { feed in
            prefix.withUnsafeBytes(feed)
            var remaining = zeroCount
            while remaining > 0 {
                let count = min(remaining, zeros.count)
                zeros.withUnsafeBytes { feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                remaining -= count
            }
        }
    }

    /// Decompresses gzip or zlib data (the wrapper is detected), for checks in tests.
    public static func decompress(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // 32 added to windowBits: accept either a gzip or a zlib header.
        let initialized = inflateInit2_(stream, MAX_WBITS + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initialized == Z_OK else { throw Failure(code: initialized) }
        defer { inflateEnd(stream) }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var result = Z_OK
        bytes.withUnsafeBytes { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            repeat {
                let produced = buffer.withUnsafeMutableBytes { out in
                    stream.pointee.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    result = inflate(stream, Z_NO_FLUSH)
                    return out.count - Int(stream.pointee.avail_out)
                }
                output += buffer[0..<produced]
            } while result == Z_OK
        }
        guard result == Z_STREAM_END else { throw Failure(code: result == Z_BUF_ERROR ? Z_DATA_ERROR : result) }
        return output
    }

    /// Runs one deflate stream: `produce` calls `feed` with each piece of input, then the stream is finished.
    private static func deflate(
        _ coding: TestContentCoding, level: Int32, _ produce: (_ feed: (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> [UInt8] {
        // zlib keeps a pointer back to the z_stream, so it needs a fixed address.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        let initialized = deflateInit2_(
            stream, level, Z_DEFLATED, coding.windowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size)
        )
        precondition(initialized == Z_OK, "deflateInit2 failed: \(initialized)")
        defer { deflateEnd(stream) }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        func pump(_ input: UnsafeRawBufferPointer, _ flush: Int32) {
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            var result = Z_OK
            repeat {
                let produced = buffer.withUnsafeMutableBytes { out in
                    stream.pointee.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    result = CZlib.deflate(stream, flush)
                    return out.count - Int(stream.pointee.avail_out)
                }
                precondition(
                    result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "deflate failed: \(result)")
                output += buffer[0..<produced]
            } while flush == Z_FINISH
                ? result != Z_STREAM_END : stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0
        }
        produce { pump($0, Z_NO_FLUSH) }
        pump(UnsafeRawBufferPointer(start: nil, count: 0), Z_FINISH)
        return output
    }
}
