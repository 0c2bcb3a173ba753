import Glibc

/// Reads the width and height from a PNG's IHDR chunk.
func pngSize(atPath path: String) -> (width: Int, height: Int)? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var header = [UInt8](repeating: 0, count: 24)
    guard fread(&header, 1, 24, file) == 24,
        header[0...7].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        header[12...15].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}
