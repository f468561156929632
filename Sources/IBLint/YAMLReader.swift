/// Reads the YAML subset of `YAMLValue` by indentation; throws `LintConfigurationError` with a line number.
struct YAMLReader {
    /// One meaningful line: its indentation and text without comment.
    struct Line {
        let number: Int
        let indent: Int
        let text: String
    }

    var lines: [Line] = []
    var index = 0

    init(_ text: String) {
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let stripped = YAMLReader.removeComment(String(raw)).replacingTabs()
            let trimmed = stripped.trimmingSpaces()
            if trimmed.isEmpty || trimmed == "---" { continue }
            let indent = stripped.prefix { $0 == " " }.count
            lines.append(Line(number: n + 1, indent: indent, text: trimmed))
        }
    }

    static func read(_ text: String) throws(LintConfigurationError) -> YAMLValue {
        var reader = YAMLReader(text)
        guard !reader.lines.isEmpty else { return .map([]) }
        return try reader.block(indent: reader.lines[0].indent)
    }

    /// A `#` starts a comment outside quotes when at the start or after a space.
    static func removeComment(_ s: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (i, c) in zip(s.indices, s) {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#" && (previous == " " || i == s.startIndex) {
                return String(s[..<i])
            }
            previous = c
        }
        return s
    }

    mutating func block(indent: Int) throws(LintConfigurationError) -> YAMLValue {
        let line = lines[index]
        if line.text.hasPrefix("- ") || line.text == "-" { return try sequence(indent: indent) }
        return try mapping(indent: indent)
    }

    mutating func sequence(indent: Int) throws(LintConfigurationError) -> YAMLValue {
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
            let line = lines[index]
            let rest = String(line.text.dropFirst()).trimmingSpaces()
            if rest.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try block(indent: lines[index].indent))
                } else {
                    items.append(.scalar(""))
                }
            } else if YAMLReader.keyValue(rest) != nil {
                // `- key: value` starts a mapping whose keys sit at the column after `- `.
                let column = indent + (line.text.count - rest.count)
                lines[index] = Line(number: line.number, indent: column, text: rest)
                items.append(try mapping(indent: column))
            } else {
                items.append(YAMLReader.scalarOrFlow(rest))
                index += 1
            }
        }
        return .list(items)
    }

    mutating func mapping(indent: Int) throws(LintConfigurationError) -> YAMLValue {
        var pairs: [(String, YAMLValue)] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, value) = YAMLReader.keyValue(line.text) else {
                throw LintConfigurationError(line: line.number, message: "expected `key: value`, found `\(line.text)`")
            }
            index += 1
            if !value.isEmpty {
                pairs.append((key, YAMLReader.scalarOrFlow(value)))
            } else if index < lines.count, lines[index].indent > indent
                        || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) {
                pairs.append((key, try block(indent: lines[index].indent)))
            } else {
                pairs.append((key, .scalar("")))
            }
        }
        if index < lines.count, lines[index].indent > indent {
            throw LintConfigurationError(line: lines[index].number, message: "unexpected indentation")
        }
        return .map(pairs)
    }

    /// `key: value` (value may be empty); nil when the line is not a mapping entry.
    static func keyValue(_ text: String) -> (String, String)? {
        var quote: Character?
        for (i, c) in zip(text.indices, text) {
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            if c == "\"" || c == "'" { quote = c; continue }
            if c == "[" || c == "{" { return nil }
            if c == ":" {
                let after = text.index(after: i)
                guard after == text.endIndex || text[after] == " " else { continue }
                let key = unquote(String(text[..<i]).trimmingSpaces())
                return (key, String(text[after...]).trimmingSpaces())
            }
        }
        return nil
    }

    static func scalarOrFlow(_ text: String) -> YAMLValue {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            let items = inner.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            return .list(items.map { .scalar(unquote($0)) })
        }
        return .scalar(unquote(text))
    }

    static func unquote(_ s: String) -> String {
        if s.count >= 2, let f = s.first, let l = s.last, f == l, f == "\"" || f == "'" {
            return String(s.dropFirst().dropLast())
        }
        return s
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }

    /// Tabs as two spaces (YAML forbids tabs for indentation; be lenient).
    func replacingTabs() -> String { contains("\t") ? split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  ") : self }
}
