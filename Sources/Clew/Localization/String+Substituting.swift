extension String {
    /// This text with its printf-style placeholders filled, the way translations write them: `%s` and `%d`
    /// take the arguments in order, `%2$s` names one (a translation may reorder them), `%%` is a percent sign.
    /// A placeholder with no argument, or one this does not know, stays as it is: a damaged translation shows
    /// oddly, it never crashes.
    ///
    /// ```swift
    /// tr("Step %d of %d").substituting(2, 5)            // "Step 2 of 5"; German: "Schritt 2 von 5"
    /// "%2$s, %1$s".substituting("Ada", "Lovelace")     // "Lovelace, Ada"
    /// ```
    public func substituting(_ arguments: any CustomStringConvertible...) -> String {
        var result = ""
        var next = 0
        var characters = self[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                // A position too large for an Int, or zero, names no argument: the placeholder stays as
                // typed (not read as a plain `%s` that takes the next one).
                position = Int(digits).map { $0 - 1 } ?? -1
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let conversion = rest.first, conversion == "s" || conversion == "d" else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(index) {
                result += arguments[index].description
            } else {
                result += characters[percent..<rest.index(after: rest.startIndex)]
            }
            characters = rest.dropFirst()
        }
        return result + characters
    }
}
