import ClewGtk
import Testing

/// What GApplication is handed for a command-line link, and what `onOpen` gets back: a URI passes
/// as it is; anything else (GLib would make it a `file://` path of the working directory) is carried
/// percent-encoded and comes back exactly as typed.
@Suite struct CommandLineLinkTests {
    @Test(arguments: ["clew://paywall?source=profile", "clew://x\nclew-demo: fake", "https://example.org/a b"])
    func aLinkWithASchemePassesAsItIs(link: String) {
        #expect(CommandLineLink.carried(link) == link)
        #expect(CommandLineLink.typed(link) == link)
    }

    @Test(arguments: ["", "paywall", "notes/42", "a b%20c", "\u{202E}txt", "-x", "é/ü?#", "x-clew-argument:%0A"])
    func anArgumentWithNoSchemeComesBackAsTyped(argument: String) {
        let carried = CommandLineLink.carried(argument)
        #expect(carried.hasPrefix(CommandLineLink.scheme))
        #expect(carried.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 }, "a URI GFile keeps: \(carried)")
        #expect(CommandLineLink.typed(carried) == argument)
    }
}
