import Foundation
import HeadlessUIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the demo's lines, with ANSI styles when colour is on and plain text otherwise.
struct Terminal {
    /// Whether ANSI escapes are written.
    let colored: Bool

    /// Decides colour: an explicit `--color`/`--no-color` wins, then `NO_COLOR`, then whether standard output is a terminal.
    static func wantsColor(flag: Bool?) -> Bool {
        if let flag { return flag }
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isatty(STDOUT_FILENO) != 0
    }

    /// Prints one line.
    func line(_ text: String = "") { print(text) }

    /// Wraps `text` in the SGR code `code` when colour is on.
    func style(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A part's title: bold and underlined.
    func title(_ text: String) -> String { style(text, "1;4") }

    /// A section heading between phases (`— user navigates away —`): cyan.
    func heading(_ text: String) -> String { style("— \(text) —", "36") }

    /// Source code the demo runs or quotes: dimmed.
    func code(_ text: String) -> String { style(text, "2") }

    /// Emphasis: bold.
    func bold(_ text: String) -> String { style(text, "1") }

    /// A colour's name, drawn in something close to that colour.
    func colorName(_ color: UIColor?) -> String {
        guard let color else { return "nil" }
        let name = color.description
        switch name {
        case "red": return style(name, "1;31")
        case "green": return style(name, "1;32")
        case "brown": return style(name, "1;33")
        case "blue": return style(name, "1;34")
        case "white": return style(name, "1;37")
        default: return style(name, "1")
        }
    }

    /// Pads plain text with spaces to `width` characters, so a styled column can follow it.
    func pad(_ plain: String, to width: Int) -> String {
        plain.count >= width ? plain + " " : plain + String(repeating: " ", count: width - plain.count)
    }

    /// Indents every line of `text` by `spaces` spaces.
    func indented(_ text: String, by spaces: Int) -> String {
        let margin = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }.joined(separator: "\n")
    }

    /// Prints a phase: its heading, the code that ran, and the recorder's indented timeline.
    @MainActor
    func phase(_ heading: String, _ code: [String], _ recorder: LifecycleRecorder) {
        line()
        line(self.heading(heading))
        for source in code { line(self.code("  " + source)) }
        let timeline = recorder.timeline(colored: colored)
        line(timeline.isEmpty ? "    (no callbacks)" : indented(timeline, by: 4))
    }
}
