import ClewGio
import Testing

/// Out parameters, string arrays both ways, GLists and write-only properties.
@MainActor
@Suite struct ParameterShapeTests {
    @Test func anOutParameterComesBackInATuple() throws {
        let text = Array("first\nsecond\n".utf8)
        let stream = DataInputStream(baseStream: MemoryInputStream(bytes: Bytes(text)))
        let line = try stream.readLineUtf8()
        #expect(line.result == "first")
        #expect(line.length == 5)
        #expect(try stream.readLineUtf8().result == "second")
        #expect(try stream.readLineUtf8().result == nil)
    }

    @Test func stringArraysGoInAndComeOut() {
        let info = FileInfo()
        info.setAttributeStringv(attribute: "xattr::tags", attrValue: ["red", "ünïcödé", ""])
        #expect(info.getAttributeStringv("xattr::tags") == ["red", "ünïcödé", ""])
        #expect(info.hasAttribute("xattr::tags"))
    }

    @Test func aStringArrayPropertyReads() {
        let icon = ThemedIcon(iconname: "document-open")
        icon.appendName("text-x-generic")
        #expect(icon.names.starts(with: ["document-open"]))
        #expect(icon.names.contains("text-x-generic"))
    }

    @Test func aGListOfObjectsComesBackAsAnArrayOfTheirWrappers() {
        let base = ThemedIcon(iconname: "folder")
        let star = Emblem(icon: ThemedIcon(iconname: "emblem-favorite"))
        let shared = Emblem(icon: ThemedIcon(iconname: "emblem-shared"), origin: .tag)
        let icon = EmblemedIcon(icon: base, emblem: star)
        icon.addEmblem(shared)
        let emblems = icon.getEmblems()
        #expect(emblems.count == 2)
        #expect(emblems.contains { $0 === star })
        #expect(emblems.contains { $0 === shared })
        #expect(shared.getOrigin() == .tag)
    }
}
