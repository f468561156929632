/// A small Swift tokenizer for `--sources`: identifiers, keywords and punctuation, with comments (nested block
/// comments too) and string literals (plain, multi-line, raw, with interpolations) skipped. Enough to find type,
/// property and method declarations without swift-syntax; not a Swift parser.
struct SwiftTokenizer {
    /// One token: an identifier or keyword (`class`, `IBOutlet`, `name`), or one punctuation character.
    struct Token: Equatable {
        /// The token's text.
        var text: String
        /// Whether it is an identifier or keyword (else punctuation, a number or an operator character).
        var isWord: Bool
    }

    /// The tokens of a Swift file.
    static func tokens(_ source: String) -> [Token] {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 0x2F, i + 1 < n, bytes[i + 1] == 0x2F {                 // `//` to the end of the line
                while i < n, bytes[i] != 0x0A { i += 1 }
            } else if c == 0x2F, i + 1 < n, bytes[i + 1] == 0x2A {          // `/* … */`, nested as Swift allows
                i = skipBlockComment(bytes, from: i)
            } else if c == 0x22 || (c == 0x23 && rawStringStarts(bytes, at: i)) {   // `"…"`, `"""…"""`, `#"…"#`
                i = skipString(bytes, from: i)
            } else if isWordStart(c) {
                let start = i
                while i < n, isWordByte(bytes[i]) { i += 1 }
                tokens.append(Token(text: String(decoding: bytes[start..<i], as: UTF8.self), isWord: true))
            } else if c == 0x60 {                                             // `` `class` `` is an identifier
                let start = i + 1
                i += 1
                while i < n, bytes[i] != 0x60, bytes[i] != 0x0A { i += 1 }
                tokens.append(Token(text: String(decoding: bytes[start..<min(i, n)], as: UTF8.self), isWord: true))
                i += 1
            } else if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                i += 1
            } else {
                tokens.append(Token(text: String(UnicodeScalar(c)), isWord: false))
                i += 1
            }
        }
        return tokens
    }

    static func isWordStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80 }

    static func isWordByte(_ c: UInt8) -> Bool { isWordStart(c) || (c >= 0x30 && c <= 0x39) }

    /// The index after a block comment starting at `i`.
    static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 0x2F, bytes[i + 1] == 0x2A { depth += 1; i += 2; continue }
            if bytes[i] == 0x2A, bytes[i + 1] == 0x2F {
                depth -= 1
                i += 2
                if depth == 0 { return i }
                continue
            }
            i += 1
        }
        return bytes.count
    }

    /// Whether `#`s at `i` open a raw string (`#"`, `##"`).
    static func rawStringStarts(_ bytes: [UInt8], at start: Int) -> Bool {
        var i = start
        while i < bytes.count, bytes[i] == 0x23 { i += 1 }
        return i < bytes.count && bytes[i] == 0x22
    }

    /// The index after a string literal starting at `i` (its `#`s, quotes, body and interpolations).
    static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        let n = bytes.count
        var i = start
        var hashes = 0
        while i < n, bytes[i] == 0x23 { hashes += 1; i += 1 }
        let multiline = i + 2 < n && bytes[i + 1] == 0x22 && bytes[i + 2] == 0x22
        i += multiline ? 3 : 1
        while i < n {
            let c = bytes[i]
            if c == 0x5C {                                                   // `\`: an escape or an interpolation
                var j = i + 1
                var marks = 0
                while j < n, marks < hashes, bytes[j] == 0x23 { marks += 1; j += 1 }
                if marks == hashes, j < n {
                    if bytes[j] == 0x28 {                                    // `\(…)`: skip to the matching `)`
                        i = skipInterpolation(bytes, from: j)
                        continue
                    }
                    i = j + 1
                    continue
                }
                i += 1
                continue
            }
            if c == 0x0A, !multiline { return i }                            // an unterminated string ends at the line
            if c == 0x22 {
                let quotes = multiline ? 3 : 1
                var closes = true
                for k in 0..<quotes where i + k >= n || bytes[i + k] != 0x22 { closes = false }
                if closes {
                    var j = i + quotes
                    var marks = 0
                    while j < n, marks < hashes, bytes[j] == 0x23 { marks += 1; j += 1 }
                    if marks == hashes { return j }
                }
            }
            i += 1
        }
        return n
    }

    /// The index after an interpolation's `( … )` starting at `i` (strings and comments inside skipped).
    static func skipInterpolation(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x22 || (c == 0x23 && rawStringStarts(bytes, at: i)) { i = skipString(bytes, from: i); continue }
            if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A { i = skipBlockComment(bytes, from: i); continue }
            if c == 0x28 { depth += 1 }
            if c == 0x29 {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return bytes.count
    }
}
