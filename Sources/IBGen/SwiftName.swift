/// Swift identifiers made from IB names: storyboard identifiers, segue identifiers, file names.
enum SwiftName {
    /// Swift's keywords, escaped with backticks when a name is one.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "some", "any", "borrowing", "consuming", "package",
    ]

    /// The words of a name: split at anything not a letter or digit (spaces, dashes, dots, underscores).
    static func words(_ name: String) -> [String] {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// `Known Types` → `KnownTypes`, `my-scene` → `MyScene`, `2fa` → `_2fa`.
    static func type(_ name: String) -> String {
        let joined = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return escaped(joined)
    }

    /// `ShowRecipe` → `showRecipe`, `URLDetail` → `urlDetail`, `add item` → `addItem`, `class` → `` `class` ``.
    static func member(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let rest = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return escaped(lowerFirstWord(first) + rest.joined())
    }

    /// Lowercases the leading capitals: `Home` → `home`, `URLDetail` → `urlDetail`, `URL` → `url`.
    static func lowerFirstWord(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == 1 || upper == characters.count { return String(characters[..<upper]).lowercased() + String(characters[upper...]) }
        // `URLDetail`: the last capital starts the next word.
        return String(characters[..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
    }

    /// Empty → `_`; a leading digit gets `_`; a keyword gets backticks.
    static func escaped(_ name: String) -> String {
        guard let first = name.first else { return "_" }
        if first.isNumber { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal's contents.
    static func literal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Makes names unique in one scope: the second `home` becomes `home2`, and so on.
    struct Scope {
        private var used: Set<String> = []

        /// `name`, or `name2`, `name3`… when taken.
        mutating func unique(_ name: String) -> String {
            let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            var candidate = name
            var counter = 2
            while used.contains(candidate) {
                candidate = SwiftName.escaped(bare + "\(counter)")
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}
