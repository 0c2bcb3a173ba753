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

    /// Reads saved text.
    ///
    /// - Throws: ``NavigationStateError`` for text that is not a saved state, one of another
    ///   version, or a damaged line.
    public init(parsing text: String) throws(NavigationStateError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next() else { throw .empty }
        let headerWords = first.split(separator: " ")
        guard headerWords.count == 2, headerWords[0] == Self.header else {
            throw .notAState(DeepLink.shortened(String(first)))
        }
        guard let version = Int(headerWords[1]), version == Self.formatVersion else {
            throw .outdated(version: String(headerWords[1]), expected: Self.formatVersion)
        }
        var stacks: [Stack] = []
        var selected: String?
        var number = 1
        while let line = lines.next() {
            number += 1
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            switch (words.first, words.count) {
            case ("stack", 3):
                let tab = words[1] == "-" ? nil : String(words[1])
                guard !stacks.contains(where: { $0.tab == tab }) else {
                    throw .damaged(line: number, DeepLink.shortened(String(line)), reason: "a stack is saved twice")
                }
                stacks.append(Stack(tab: tab, link: String(words[2])))
            case ("selected", 2) where selected == nil:
                selected = String(words[1])
            default:
                throw .damaged(
                    line: number, DeepLink.shortened(String(line)), reason: "it is not a stack or the selected tab")
            }
        }
        if let selected, !stacks.contains(where: { $0.tab == selected }) {
            throw .damaged(line: number, "selected \(selected)", reason: "no stack is saved for that tab")
        }
        self.init(stacks: stacks, selectedTab: selected)
    }
}

/// Why saved navigation state cannot be read. An app reports it once and starts afresh.
public enum NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text is not saved navigation state (its first line).
    case notAState(String)
    /// It was saved by another version of the format.
    case outdated(version: String, expected: Int)
    /// A line is damaged.
    case damaged(line: Int, String, reason: String)

    public var description: String {
        switch self {
        case .empty: "The saved navigation state is empty."
        case .notAState(let first): "The file is not saved navigation state (it starts “\(first)”)."
        case .outdated(let version, let expected):
            "The saved navigation state is of version \(version); this version of the app reads version \(expected)."
        case .damaged(let line, let text, let reason):
            "Line \(line) of the saved navigation state (“\(text)”) is damaged: \(reason)."
        }
    }
}
