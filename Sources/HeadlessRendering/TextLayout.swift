import Foundation
import HeadlessUIKit

/// Where each line and run of a `DrawingText` goes, in points: the one layout the raster and SVG outputs share,
/// so that both place lines identically. Advances come from the DejaVu faces (without a font: half the point
/// size a character, as the core measures).
struct TextLayout {
    /// A line: its baseline and its pieces (consecutive characters of one run).
    struct Line {
        /// The baseline's y, in the drawing's coordinates.
        var baseline: Double
        /// Where the line starts (after alignment).
        var x: Double
        /// The line's width (trailing spaces excluded).
        var width: Double
        /// The pieces, left to right.
        var pieces: [Piece]
    }

    /// Characters of one run on one line.
    struct Piece {
        /// The run's index in `DrawingText.runs` (an ellipsis takes its neighbour's).
        var runIndex: Int
        /// The characters.
        var characters: [Character]
        /// Each character's x, in the drawing's coordinates.
        var positions: [Double]
        /// The piece's left edge.
        var x: Double
        /// Its width.
        var width: Double
        /// The text.
        var string: String { String(characters) }
    }

    /// One laid-out character.
    struct Item {
        var character: Character
        var run: Int
        var advance: Double
    }

    /// The lines.
    var lines: [Line]

    /// The layout of `text`: lines broken at line feeds and, for wrapping modes or more than one line, at
    /// words (characters for `byCharWrapping`, and for a word wider than the rectangle); at most
    /// `numberOfLines` lines, the last truncated with "…" as the mode says; lines `ceil(1.2 × size)` apart
    /// (the core's `lineHeight`), the baseline at the font's ascender.
    init(_ text: DrawingText, fonts: FontLibrary = .shared) {
        let runs = text.runs
        let choices = runs.map { FontChoice(fontName: $0.fontName, weight: $0.weight, isItalic: $0.isItalic) }
        // Paragraphs of measured characters.
        var paragraphs: [[Item]] = [[]]
        for (index, run) in runs.enumerated() {
            let characters = Array(run.string)
            let size = Double(run.pointSize)
            let advances = fonts.advances(of: characters, choices[index]) ?? characters.map { _ in 0.5 }
            for (character, advance) in zip(characters, advances) {
                if character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}" {
                    paragraphs.append([])
                } else {
                    paragraphs[paragraphs.count - 1].append(Item(character: character, run: index, advance: advance * size))
                }
            }
        }
        let maxWidth = text.rect.width > 0 ? Double(text.rect.width) : .infinity
        let mode = text.lineBreakMode
        let limit = text.numberOfLines
        let truncating = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(mode)
        // Lines, each with the paragraph it comes from (for truncating the last one).
        var broken: [[Item]] = []
        var paragraphOf: [Int] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let lines = limit == 1 ? [paragraph] : Self.wrap(paragraph, width: maxWidth, byCharacters: mode == .byCharWrapping)
            broken += lines
            paragraphOf += lines.map { _ in index }
        }
        var lineItems = broken
        var truncateLast = false
        if limit > 0, broken.count > limit {
            lineItems = Array(broken.prefix(limit))
            if truncating {
                // The last line shows the rest of its paragraph, cut with an ellipsis, and ends in one if any text
                // is left out (tail, whatever the mode, as UILabel does for several lines; head or middle apply to
                // a single line).
                let paragraph = paragraphOf[limit - 1]
                var rest: [Item] = []
                for line in broken[(limit - 1)...].indices where paragraphOf[line] == paragraph { rest += broken[line] }
                lineItems[limit - 1] = rest
                truncateLast = true
            }
        }
        if truncating {
            for i in lineItems.indices where (truncateLast && i == lineItems.count - 1) || Self.width(of: lineItems[i]) > maxWidth {
                let ellipsisRun = lineItems[i].last?.run ?? 0
                let ellipsisAdvance = (runs.indices.contains(ellipsisRun)
                    ? (fonts.advances(of: ["…"], choices[ellipsisRun])?.first ?? 0.5) * Double(runs[ellipsisRun].pointSize) : 0)
                let ellipsis = Item(character: "…", run: ellipsisRun, advance: ellipsisAdvance)
                lineItems[i] = Self.truncate(lineItems[i], width: maxWidth, ellipsis: ellipsis,
                                             mode: limit == 1 ? mode : .byTruncatingTail, force: truncateLast && i == lineItems.count - 1)
            }
        } else if mode == .byClipping {
            // Characters that start past the edge are not drawn.
            for i in lineItems.indices {
                var x = 0.0
                lineItems[i] = lineItems[i].filter { item in defer { x += item.advance }; return x < maxWidth }
            }
        }
        // Positions.
        var lines: [Line] = []
        var top = Double(text.rect.minY)
        let defaultSize = Double(runs.first?.pointSize ?? 17)
        for items in lineItems {
            let sizes = items.map { Double(runs[$0.run].pointSize) }
            let size = sizes.max() ?? (lines.isEmpty ? defaultSize : defaultSize)
            let ascender = items.map { item -> Double in
                (fonts.metrics(choices[item.run])?.ascender ?? 0.8) * Double(runs[item.run].pointSize)
            }.max() ?? (fonts.metrics(choices.first ?? FontChoice(fontName: "", weight: 0, isItalic: false))?.ascender ?? 0.8) * size
            let width = Self.width(of: items)
            var x: Double
            switch text.alignment {
            case .center: x = maxWidth.isFinite ? Double(text.rect.minX) + (maxWidth - width) / 2 : Double(text.rect.minX)
            case .right: x = maxWidth.isFinite ? Double(text.rect.maxX) - width : Double(text.rect.minX)
            default: x = Double(text.rect.minX)
            }
            let lineX = x
            var pieces: [Piece] = []
            for item in items {
                if pieces.last?.runIndex != item.run {
                    pieces.append(Piece(runIndex: item.run, characters: [], positions: [], x: x, width: 0))
                }
                pieces[pieces.count - 1].characters.append(item.character)
                pieces[pieces.count - 1].positions.append(x)
                pieces[pieces.count - 1].width += item.advance
                x += item.advance
            }
            lines.append(Line(baseline: top + ascender, x: lineX, width: width, pieces: pieces))
            top += (1.2 * size).rounded(.up)
        }
        self.lines = lines
    }

    /// The width of a line, trailing spaces excluded (they hang past the edge, as in UIKit).
    static func width(of items: [Item]) -> Double {
        var end = items.count
        while end > 0, items[end - 1].character.isWhitespace { end -= 1 }
        return items[..<end].reduce(0) { $0 + $1.advance }
    }

    /// A paragraph broken into lines no wider than `width`: at the last space that fits (or by characters).
    static func wrap(_ paragraph: [Item], width: Double, byCharacters: Bool) -> [[Item]] {
        guard width.isFinite else { return [paragraph] }
        var lines: [[Item]] = []
        var line: [Item] = []
        var lineWidth = 0.0
        var lastBreak: Int?   // index in `line` just after a space
        for item in paragraph {
            if !item.character.isWhitespace, !line.isEmpty, lineWidth + item.advance > width + 1e-9 {
                if !byCharacters, let cut = lastBreak, cut > 0, cut < line.count + 1 {
                    let rest = Array(line[cut...])
                    lines.append(Array(line[..<cut]))
                    line = rest
                } else {
                    lines.append(line)
                    line = []
                }
                lineWidth = line.reduce(0) { $0 + $1.advance }
                lastBreak = nil
            }
            line.append(item)
            lineWidth += item.advance
            if item.character.isWhitespace { lastBreak = line.count }
        }
        lines.append(line)
        return lines
    }

    /// A line cut to fit `width` with an ellipsis at its tail, head or middle (`force`: add it even if the
    /// line fits, because text was dropped after it).
    static func truncate(_ items: [Item], width: Double, ellipsis: Item, mode: NSLineBreakMode, force: Bool) -> [Item] {
        var items = items
        if !force, Self.width(of: items) <= width { return items }
        switch mode {
        case .byTruncatingHead:
            while !items.isEmpty, Self.width(of: items) + ellipsis.advance > width { items.removeFirst() }
            return [Item(character: "…", run: items.first?.run ?? ellipsis.run, advance: ellipsis.advance)] + items
        case .byTruncatingMiddle:
            var head = Array(items.prefix(items.count / 2)), tail = Array(items.suffix(items.count - items.count / 2))
            while !(head.isEmpty && tail.isEmpty),
                  head.reduce(0, { $0 + $1.advance }) + ellipsis.advance + tail.reduce(0, { $0 + $1.advance }) > width {
                if head.count >= tail.count, !head.isEmpty { head.removeLast() } else { tail.removeFirst() }
            }
            return head + [ellipsis] + tail
        default:
            while let last = items.last, last.character.isWhitespace { items.removeLast() }
            while !items.isEmpty, Self.width(of: items) + ellipsis.advance > width { items.removeLast() }
            while let last = items.last, last.character.isWhitespace { items.removeLast() }
            return items + [Item(character: "…", run: items.last?.run ?? ellipsis.run, advance: ellipsis.advance)]
        }
    }
}

extension TextLayout {
    /// The text with its font sizes reduced just enough that each line fits its rectangle, when the core's layout
    /// measured the line to fit but the real font is wider.
    ///
    /// HeadlessUIKit measures text as half the point size a character (TextMetrics), so a label sized to its text
    /// ("Done", a button's title) is sized by that measure; DejaVu's capitals and round letters are wider. UIKit
    /// would never truncate a label sized to fit, so the picture keeps the layout's promise: a line the core's
    /// measure fits is drawn up to 25% smaller rather than cut with "…". Text the core itself measured too wide
    /// still truncates as the line break mode says.
    static func fittingTheCoreMeasure(_ text: DrawingText, fonts: FontLibrary = .shared) -> DrawingText {
        let maxWidth = Double(text.rect.width)
        guard maxWidth > 0, !text.runs.isEmpty else { return text }
        let whole = text.runs.map(\.string).joined()
        // Only one line: several paragraphs or wrapping lines are left to the layout.
        guard !whole.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" }) else { return text }
        var natural = 0.0, measured = 0.0
        for run in text.runs {
            let characters = Array(run.string)
            let choice = FontChoice(fontName: run.fontName, weight: run.weight, isItalic: run.isItalic)
            let advances = fonts.advances(of: characters, choice) ?? characters.map { _ in 0.5 }
            natural += advances.reduce(0, +) * Double(run.pointSize)
            measured += Double(characters.count) * Double(run.pointSize) * 0.5
        }
        measured = measured.rounded(.up)
        guard natural > maxWidth, measured <= maxWidth + 0.5 else { return text }
        // One line only when the text would not wrap anyway (a single-line label, or wrapping that fits in one line).
        let factor = max(0.75, maxWidth / natural * 0.999)
        var fitted = text
        fitted.runs = text.runs.map { run in
            var run = run
            run.pointSize = CGFloat(Double(run.pointSize) * factor)
            return run
        }
        return fitted
    }
}
