/// Writes indented Swift, putting the access level before declarations.
struct SwiftWriter {
    /// `internal` or `public`.
    let access: String
    /// The text so far.
    private(set) var result = ""
    private var depth = 0

    init(access: String) { self.access = access }

    /// One line at the current indentation; a declaration (`access`) gets the access level, after any attribute.
    mutating func line(_ text: String = "", access: Bool = true) {
        guard !text.isEmpty else { result += "\n"; return }
        var body = text
        if access && !text.hasPrefix("///") && !text.hasPrefix("//") && !text.hasPrefix("case ") {
            if text.hasPrefix("@MainActor ") {
                body = "@MainActor \(self.access) " + text.dropFirst("@MainActor ".count)
            } else {
                body = "\(self.access) \(text)"
            }
        }
        result += String(repeating: "    ", count: depth) + body + "\n"
    }

    /// A declaration and its opening brace.
    mutating func open(_ declaration: String) {
        line(declaration + " {")
        depth += 1
    }

    /// The closing brace.
    mutating func close() {
        depth -= 1
        line("}", access: false)
    }

    /// Text as is.
    mutating func text(_ text: String) { result += text }
}
