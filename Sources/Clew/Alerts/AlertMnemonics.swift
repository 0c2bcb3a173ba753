// Keyboard mnemonics for alert buttons (GNOME's “_Leave”: Alt+L chooses Leave), worked out here
// so every renderer underlines the same letters and tests can press them headlessly.

extension AlertModel {
    /// The mnemonic letter of each action, in order (lowercased), or `nil` for an action that has
    /// none: the first letter or digit of its title not taken by an earlier action.
    ///
    /// ```swift
    /// // “No” and “Leave” → ["n", "l"]; “Save” and “Skip” → ["s", "k"]
    /// ```
    public var mnemonics: [Character?] {
        var taken = Set<Character>()
        return actions.map { action in
            guard let title = action.title else { return nil }
            for character in title where character.isLetter || character.isNumber {
                let key = Character(character.lowercased())
                if taken.insert(key).inserted { return key }
            }
            return nil
        }
    }

    /// Each action's title marked for GTK-style mnemonics: “_” before the mnemonic letter, and a
    /// literal “_” doubled (`use-underline` labels read “__” as one underscore).
    public var mnemonicLabels: [String] {
        zip(actions, mnemonics).map { action, mnemonic in
            Self.markMnemonic(mnemonic, in: action.title ?? "")
        }
    }

    /// The index of the action whose mnemonic is `letter` (any case), if any.
    public func indexOfAction(mnemonic letter: Character) -> Int? {
        let key = Character(letter.lowercased())
        return mnemonics.firstIndex { $0 == key }
    }

    static func markMnemonic(_ mnemonic: Character?, in title: String) -> String {
        var marked = ""
        var isMarked = false
        for character in title {
            if character == "_" {
                marked += "__"
                continue
            }
            if !isMarked, let mnemonic, Character(character.lowercased()) == mnemonic {
                marked += "_"
                isMarked = true
            }
            marked.append(character)
        }
        return marked
    }
}
