import Foundation

/// HeadlessUIKit's text measurement: an approximation, since there are no glyphs.
///
/// Every character is half the point size wide (17 pt: 8.5 points), and a line is
/// `font.lineHeight` high (1.2 × size rounded up: 17 pt gives 21). Widths are rounded up.
/// Real fonts differ, so layout tests should compare with these numbers, not with an iPhone.
enum TextMetrics {
    /// The width of one character.
    static func characterWidth(_ font: UIFont) -> CGFloat { font.pointSize * 0.5 }

    /// The width of one line of text.
    static func width(of line: Substring, font: UIFont) -> CGFloat {
        (CGFloat(line.count) * characterWidth(font)).rounded(.up)
    }

    /// The lines of `text` once wrapped at `maxWidth` (nil or ≤ 0: no wrapping), by characters.
    static func lines(of text: String, font: UIFont, wrappingAt maxWidth: CGFloat?) -> [Substring] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth, maxWidth > 0 else { return paragraphs }
        let perLine = max(1, Int((maxWidth / characterWidth(font)).rounded(.down)))
        var lines: [Substring] = []
        for paragraph in paragraphs {
            if paragraph.isEmpty { lines.append(paragraph); continue }
            var start = paragraph.startIndex
            while start < paragraph.endIndex {
                let end = paragraph.index(start, offsetBy: perLine, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
                lines.append(paragraph[start..<end])
                start = end
            }
        }
        return lines
    }

    /// The size of `text` in at most `numberOfLines` lines (0: unlimited), wrapped at `maxWidth`.
    static func size(of text: String?, font: UIFont, numberOfLines: Int, wrappingAt maxWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = lines(of: text, font: font, wrappingAt: numberOfLines == 1 ? nil : maxWidth)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let width = lines.map { Self.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: width, height: font.lineHeight * CGFloat(lines.count))
    }
}
