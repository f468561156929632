import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// Text drawn with the DejaVu fonts, laid out once for both outputs.
@Suite struct TextRenderingTests {
    static func run(_ string: String, size: CGFloat = 17, weight: CGFloat = 0, font: String = ".SFUI-Regular") -> DrawingText.Run {
        DrawingText.Run(string: string, fontName: font, pointSize: size, weight: weight, color: Fixtures.black)
    }

    static func render(_ text: DrawingText, size: CGSize = CGSize(width: 300, height: 60)) -> DrawingBitmap {
        RasterBackend.rasterize(Fixtures.onWhite(size, scale: 2, [.text(text)]))
    }

    @Test func textPutsDarkPixelsInsideItsRectangleAndNoneOutside() {
        // Given "Hello, world" in a 200×30 rectangle at (20, 15)
        let rect = CGRect(x: 20, y: 15, width: 200, height: 30)
        let bitmap = Self.render(DrawingText(runs: [Self.run("Hello, world")], rect: rect))
        // Then some pixels inside the rectangle are dark, none outside it
        var inside = 0, outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where Fixtures.pixel(bitmap, x, y)[0] < 128 {
                let point = CGPoint(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                if rect.contains(point) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0)
    }

    @Test func aLongTextInANarrowRectangleIsTruncated() {
        // Given a sentence drawn unconstrained and in a 100-point rectangle, one line, truncating its tail
        let sentence = "The quick brown fox jumps over the lazy dog"
        let wide = Self.render(DrawingText(runs: [Self.run(sentence)], rect: CGRect(x: 0, y: 0, width: 1000, height: 30),
                                           numberOfLines: 1, lineBreakMode: .byTruncatingTail), size: CGSize(width: 1000, height: 30))
        let narrow = Self.render(DrawingText(runs: [Self.run(sentence)], rect: CGRect(x: 0, y: 0, width: 100, height: 30),
                                             numberOfLines: 1, lineBreakMode: .byTruncatingTail), size: CGSize(width: 1000, height: 30))
        // Then the narrow one has fewer inked columns, all within its 100 points (200 pixels)
        let wideColumns = Fixtures.inkedColumns(wide), narrowColumns = Fixtures.inkedColumns(narrow)
        #expect(narrowColumns.count < wideColumns.count / 2)
        #expect((narrowColumns.max() ?? 0) < 200)
        // and the layout ends the line with an ellipsis
        let layout = TextLayout(DrawingText(runs: [Self.run(sentence)], rect: CGRect(x: 0, y: 0, width: 100, height: 30),
                                            numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].pieces.last?.string.hasSuffix("…") == true)
    }

    @Test func headAndMiddleTruncationPutTheEllipsisWhereTheySay() {
        let text = "abcdefghijklmnopqrstuvwxyz0123456789"
        func line(_ mode: NSLineBreakMode) -> String {
            TextLayout(DrawingText(runs: [Self.run(text)], rect: CGRect(x: 0, y: 0, width: 80, height: 30),
                                   numberOfLines: 1, lineBreakMode: mode)).lines[0].pieces.map(\.string).joined()
        }
        #expect(line(.byTruncatingHead).hasPrefix("…") && line(.byTruncatingHead).hasSuffix("789"))
        #expect(line(.byTruncatingMiddle).hasPrefix("abc") && line(.byTruncatingMiddle).contains("…") && line(.byTruncatingMiddle).hasSuffix("9"))
        #expect(line(.byClipping).hasPrefix("abc") && !line(.byClipping).contains("…"))
    }

    @Test func wordWrappingBreaksAtSpacesAndLinesAreTheCoresLineHeightApart() {
        // Given two words that do not fit on one line of a 17-point font
        let layout = TextLayout(DrawingText(runs: [Self.run("Wonderful morning")], rect: CGRect(x: 0, y: 10, width: 100, height: 100)))
        // Then each word has its own line, 21 points apart (ceil(1.2 × 17)), the first baseline at the ascender
        #expect(layout.lines.map { $0.pieces.map(\.string).joined() } == ["Wonderful ", "morning"])
        #expect(layout.lines[1].baseline - layout.lines[0].baseline == 21)
        #expect(layout.lines[0].baseline > 10 + 12 && layout.lines[0].baseline < 10 + 17)
    }

    @Test func lineFeedsBreakLinesAndNumberOfLinesLimitsThem() {
        let text = DrawingText(runs: [Self.run("one\ntwo\nthree")], rect: CGRect(x: 0, y: 0, width: 200, height: 100),
                               numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        // Given three lines of text in a two-line rectangle truncating its tail
        // When it is laid out
        let lines = TextLayout(text).lines.map { $0.pieces.map(\.string).joined() }
        // Then the first two show, the second ending in an ellipsis for what is left out
        #expect(lines == ["one", "two…"])
    }

    @Test func centredAndRightAlignedLinesEndWhereTheySay() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 30)
        let centre = TextLayout(DrawingText(runs: [Self.run("Hi")], rect: rect, alignment: .center)).lines[0]
        let right = TextLayout(DrawingText(runs: [Self.run("Hi")], rect: rect, alignment: .right)).lines[0]
        #expect(abs(centre.x + centre.width / 2 - 100) < 0.001)
        #expect(abs(right.x + right.width - 200) < 0.001)
    }

    @Test func fontNamesMapToDejaVuFaces() {
        #expect(FontChoice(fontName: ".SFUI-Regular", weight: 0, isItalic: false).fileStem == "DejaVuSansCondensed")
        #expect(FontChoice(fontName: "Helvetica", weight: 0.4, isItalic: false).fileStem == "DejaVuSansCondensed-Bold")
        #expect(FontChoice(fontName: "Menlo-Regular", weight: 0, isItalic: true).fileStem == "DejaVuSansMono-Oblique")
        #expect(FontChoice(fontName: "TimesNewRomanPSMT", weight: 0, isItalic: false).fileStem == "DejaVuSerif")
        #expect(FontChoice(fontName: "Georgia-BoldItalic", weight: 0, isItalic: false).fileStem == "DejaVuSerif-BoldItalic")
    }

    @Test func underlinedTextInksBelowTheBaseline() {
        let plain = DrawingText(runs: [Self.run("aaaa")], rect: CGRect(x: 0, y: 0, width: 200, height: 30))
        var underlined = plain
        underlined.runs[0].isUnderlined = true
        // Given "aaaa" drawn plain and underlined
        // Then some row just below the baseline (no ink in "a") is inked across the word when underlined
        let baseline = TextLayout(plain).lines[0].baseline
        let rows = Int((baseline + 0.25) * 2)...Int((baseline + 3) * 2)
        func ink(_ bitmap: DrawingBitmap) -> Int {
            rows.map { row in (0..<bitmap.width).filter { Fixtures.pixel(bitmap, $0, row)[0] < 160 }.count }.max() ?? 0
        }
        #expect(ink(Self.render(underlined)) > ink(Self.render(plain)) + 20)
    }
}
