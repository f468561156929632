/// The Objective-C selector Swift gives an `@objc` method, from its Swift name, as the compiler derives it.
///
/// `save()` → `save`; `save(_:)` → `save:`; `ratingButtonTapped(button:)` → `ratingButtonTappedWithButton:`;
/// `move(to:)` → `moveTo:` (no "With" before or after a preposition); `insert(_:at:)` → `insert:at:`;
/// `init(frame:)` → `initWithFrame:`.
public enum ObjCSelectorName {
    /// The selector of a method with this base name and argument labels (`nil` or `"_"` for an unlabelled argument).
    public static func method(_ baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let label = first, label != "_", !label.isEmpty {
            if !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName)) {
                selector += "With"
            }
            selector += sentenceCase(label)
        }
        selector += ":"
        for label in labels.dropFirst() {
            if let label, label != "_" { selector += label }
            selector += ":"
        }
        return selector
    }

    /// The selector of a property's getter: its name.
    public static func getter(_ property: String) -> String { property }

    /// The selector of a property's setter: `setName:`.
    public static func setter(_ property: String) -> String { "set" + sentenceCase(property) + ":" }

    /// The word with its first letter capitalized (`button` → `Button`).
    static func sentenceCase(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first camel-case word (`atIndex` → `at`).
    static func firstWord(of name: String) -> String {
        var word = ""
        for (index, character) in name.enumerated() {
            if index > 0 && character.isUppercase { break }
            word.append(character)
        }
        return word.lowercased()
    }

    /// The last camel-case word (`scrollTo` → `to`).
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name.lowercased() }
        return name[start...].lowercased()
    }

    /// Whether a word is one of the prepositions the Swift compiler knows (its PartsOfSpeech list).
    static func isPreposition(_ word: String) -> Bool { prepositions.contains(word) }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
