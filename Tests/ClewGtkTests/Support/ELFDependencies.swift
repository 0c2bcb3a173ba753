import Foundation

/// The shared libraries an ELF64 executable names in its dynamic section (`DT_NEEDED`), read
/// straight from the file: what `readelf -d` prints, without needing binutils.
enum ELFDependencies {
    struct Malformed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "not a readable ELF64 file: \(reason)" }
    }

    static func needed(byExecutableAt path: String) throws -> [String] {
        let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard file.count > 64, file[0..<4] == [0x7F, 0x45, 0x4C, 0x46], file[4] == 2 else {
            throw Malformed(reason: "no ELF64 header")
        }
        func integer(_ offset: Int, _ width: Int) throws -> Int {
            guard offset >= 0, offset + width <= file.count else {
                throw Malformed(reason: "offset \(offset) out of range")
            }
            var value = 0
            for index in (0..<width).reversed() { value = value << 8 | Int(file[offset + index]) }  // little endian
            return value
        }
        let sectionsOffset = try integer(0x28, 8)
        let sectionSize = try integer(0x3A, 2)
        let sectionCount = try integer(0x3C, 2)
        let sections = try (0..<sectionCount).map { index in
            let base = sectionsOffset + index * sectionSize
            return (
                type: try integer(base + 4, 4), offset: try integer(base + 0x18, 8),
                size: try integer(base + 0x20, 8), link: try integer(base + 0x28, 4)
            )
        }
        guard let dynamic = sections.first(where: { $0.type == 6 }) else { return [] }  // SHT_DYNAMIC
        guard sections.indices.contains(dynamic.link) else { throw Malformed(reason: "no string table") }
        let strings = sections[dynamic.link]
        var names: [String] = []
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = try integer(entry, 8)
            if tag == 0 { break }  // DT_NULL
            guard tag == 1 else { continue }  // DT_NEEDED
            var cursor = strings.offset + (try integer(entry + 8, 8))
            var bytes: [UInt8] = []
            while cursor < file.count, file[cursor] != 0 {
                bytes.append(file[cursor])
                cursor += 1
            }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        return names
    }
}
