/// Where the app was, as plain text in the vocabulary of its links: for each tab (or the one
/// stack), the link of the top screen that has one, and the selected tab. Made by
/// ``Router/navigationState(linking:)``, put back by ``Router/restore(_:with:)``; no Foundation.
///
/// ```text
/// clew-navigation-state 1
/// stack scenarios clew://paywall?source=profile
/// stack settings clew://settings/about
/// selected settings
/// ```
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// The version this build writes and reads; a file of another version is outdated.
    public static let formatVersion = 1
    static let header = "clew-navigation-state"

    /// One stack's saved place.
    public struct Stack: Hashable, Sendable {
        /// The tab it belongs to, or `nil` for a window without tabs.
        public var tab: String?
        /// The link that opens it again (its back stack is the one the link implies).
        public var link: String

        /// Describes a stack.
        public init(tab: String?, link: String) {
            self.tab = tab
            self.link = link
        }
    }

    /// The saved stacks, in tab order.
    public var stacks: [Stack]
    /// The selected tab, for a window with tabs.
    public var selectedTab: String?

    /// A state.
    public init(stacks: [Stack], selectedTab: String? = nil) {
        self.stacks = stacks
        self.selectedTab = selectedTab
    }

    /// The text to save.
    public var serialized: String {
        var lines = ["\(Self.header) \(Self.formatVersion)"]
        for stack in stacks { lines.append("stack \(stack.tab ?? "-") \(stack.link)") }
        if let selectedTab { lines.append("selected \(selectedTab)") }
        return lines.joined(separator: "\n") + "\n"
    }

    public var description: String { serialized }

    /// No field of a saved state is longer than this many bytes (a link is at most
    /// ``DeepLink/maximumLength``); a longer one is damage, not data.
    public static let maximumFieldLength = DeepLink.maximumLength

    /// Reads saved text.
    ///
    /// - Throws: ``NavigationStateError`` for text that is not a saved state, one of another
    ///   version, or a damaged line (including a field longer than ``maximumFieldLength`` bytes,
    ///   or one with a control or bidirectional control character). Its payloads are escaped.
    public init(parsing text: String) throws(NavigationStateError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next() else { throw .empty }
        let headerWords = first.split(separator: " ")
        guard headerWords.count == 2, headerWords[0] == Self.header else {
            throw .notAState(UntrustedText.escaped(first))
        }
        guard let version = Int(headerWords[1]), version == Self.formatVersion else {
            throw .outdated(version: UntrustedText.escaped(headerWords[1]), expected: Self.formatVersion)
        }
        var stacks: [Stack] = []
        var selected: String?
        var number = 1
        while let line = lines.next() {
            number += 1
            func damaged(_ reason: String) -> NavigationStateError {
                .damaged(line: number, UntrustedText.escaped(line), reason: reason)
            }
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.contains(where: { $0.utf8.count > Self.maximumFieldLength }) {
                throw damaged("a field is longer than \(Self.maximumFieldLength) bytes")
            }
            if !UntrustedText.isPrintable(line) {
                throw damaged("it contains a control or bidirectional control character")
            }
            switch (words.first, words.count) {
            case ("stack", 3):
                let tab = words[1] == "-" ? nil : String(words[1])
                guard !stacks.contains(where: { $0.tab == tab }) else { throw damaged("a stack is saved twice") }
                stacks.append(Stack(tab: tab, link: String(words[2])))
            case ("selected", 2) where selected == nil:
                selected = String(words[1])
            default:
                throw damaged("it is not a stack or the selected tab")
            }
        }
        if let selected, !stacks.contains(where: { $0.tab == selected }) {
            throw .damaged(
                line: number, UntrustedText.escaped("selected \(selected)"), reason: "no stack is saved for that tab")
        }
        self.init(stacks: stacks, selectedTab: selected)
    }
}

/// Why saved navigation state cannot be read. An app reports it once and starts afresh.
///
/// What it quotes from the file is escaped (``UntrustedText/escaped(_:limit:)``), in the payload
/// and again in ``description``: a damaged or hostile file prints one short, plain line.
///
/// ```swift
/// do { _ = try NavigationState(parsing: "\u{1B}[2J\n") } catch {
///     print(error)   // The file is not saved navigation state (it starts “\u{1B}[2J”).
/// }
/// ```
public enum NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text is not saved navigation state (its first line, escaped).
    case notAState(String)
    /// It was saved by another version of the format (the version field, escaped).
    case outdated(version: String, expected: Int)
    /// A line (escaped) is damaged.
    case damaged(line: Int, String, reason: String)

    public var description: String {
        switch self {
        case .empty: "The saved navigation state is empty."
        case .notAState(let first):
            "The file is not saved navigation state (it starts \(UntrustedText.quoted(first)))."
        case .outdated(let version, let expected):
            "The saved navigation state is of version \(UntrustedText.escaped(version)); "
                + "this version of the app reads version \(expected)."
        case .damaged(let line, let text, let reason):
            "Line \(line) of the saved navigation state (\(UntrustedText.quoted(text))) is damaged: \(reason)."
        }
    }
}
