import CGtk
import ClewGtk
import Glibc

/// The pixels of a rendered widget, to check what a person would see: how light the background
/// is, and whether text stands out from it (WCAG contrast).
@MainActor
struct TexturePixels {
    let width: Int
    let height: Int
    /// Cairo's ARGB32 as GDK downloads it: B, G, R, A per pixel on little-endian machines.
    private let bytes: [UInt8]

    init(_ texture: GObjectRef) {
        let texture = OpaquePointer(texture.raw)
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
        }
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// WCAG relative luminance of the pixel at (x, y), 0 (black) to 1 (white); transparent pixels count as black.
    func luminance(x: Int, y: Int) -> Double {
        let offset = (y * width + x) * 4
        func channel(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(bytes[offset + 2]) + 0.7152 * channel(bytes[offset + 1]) + 0.0722
            * channel(bytes[offset])
    }

    /// The most common luminance (to two decimals) of the inner area: the background.
    var backgroundLuminance: Double {
        var counts: [Int: Int] = [:]
        for y in stride(from: height / 10, to: height * 9 / 10, by: 2) {
            for x in stride(from: width / 10, to: width * 9 / 10, by: 2) {
                counts[Int((luminance(x: x, y: y) * 100).rounded()), default: 0] += 1
            }
        }
        return Double(counts.max { $0.value < $1.value }?.key ?? 0) / 100
    }

    /// The best WCAG contrast ratio of any pixel against the background: text reaches it.
    var strongestContrast: Double {
        let background = backgroundLuminance
        var best = 1.0
        for y in 0..<height {
            for x in 0..<width {
                let other = luminance(x: x, y: y)
                let ratio = (max(background, other) + 0.05) / (min(background, other) + 0.05)
                best = max(best, ratio)
            }
        }
        return best
    }
}

private func pow(_ base: Double, _ exponent: Double) -> Double {
    Glibc.pow(base, exponent)
}
