/// The Objective-C selector Swift gives an `@objc` method, as the compiler derives it: the same derivation as
/// `SourceRewriter`'s `ObjCSelectorName`, repeated here because IBLint does not depend on swift-syntax.
///
/// `save()` → `save`; `save(_:)` → `save:`; `tapped(sender:)` → `tappedWithSender:`; `move(to:)` → `moveTo:`
/// (no "With" before or after a preposition); `insert(_:at:)` → `insert:at:`.
enum ObjCSelector {
    /// The selector of a method with this base name and argument labels (`nil` or `"_"` for an unlabelled argument).
    static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let label = first, label != "_", !label.isEmpty {
            if !prepositions.contains(firstWord(of: label)) && !prepositions.contains(lastWord(of: baseName)) {
                selector += "With"
            }
            selector += (label.first.map { $0.uppercased() } ?? "") + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() {
            if let label, label != "_" { selector += label }
            selector += ":"
        }
        return selector
    }

    /// The first camel-case word, lowercased (`atIndex` → `at`).
    static func firstWord(of name: String) -> String {
        var word = ""
        for (index, character) in name.enumerated() {
            if index > 0 && character.isUppercase { break }
            word.append(character)
        }
        return word.lowercased()
    }

    /// The last camel-case word, lowercased (`scrollTo` → `to`).
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name.lowercased() }
        return name[start...].lowercased()
    }

    /// The prepositions the Swift compiler knows (its PartsOfSpeech list).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
