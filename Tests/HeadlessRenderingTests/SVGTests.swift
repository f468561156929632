import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// The SVG output: well-formed, readable, deterministic.
@Suite struct SVGTests {
    /// Elements of a document in order: name and attributes (nil: not well-formed).
    final class Elements: NSObject, XMLParserDelegate {
        var list: [(name: String, attributes: [String: String])] = []
        var text: [String: String] = [:]
        private var current = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            list.append((name, attributes)); current = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" || name == "tspan" { text[name, default: ""] += current }
        }

        static func parse(_ svg: String) -> Elements? {
            let elements = Elements()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = elements
            return parser.parse() ? elements : nil
        }
    }

    static let sample = Fixtures.onWhite(CGSize(width: 200, height: 200), [
        .fill(Fixtures.rect(10, 10, 100, 100), color: Fixtures.red, rule: .nonZero),
        .save, .concatenate(CGAffineTransform(translationX: 5, y: 6)),
        .clip(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil), rule: .evenOdd),
        .multiplyAlpha(0.5), .beginGroup,
        .stroke(Fixtures.rect(1, 2, 3, 4), color: Fixtures.blue, style: DrawingStrokeStyle(lineWidth: 2, cap: .round, dash: [4, 2])),
        .endGroup,
        .setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: CGColor(gray: 0, alpha: 0.3)),
        .gradient(DrawingGradient(colors: [Fixtures.red, Fixtures.blue], locations: [0, 1], kind: .axial,
                                  start: .zero, end: CGPoint(x: 0, y: 40)), bounds: CGRect(x: 0, y: 0, width: 40, height: 40)),
        .restore,
        .image(.pixels(DrawingBitmap(width: 1, height: 1, bytes: [0, 255, 0, 255])), rect: CGRect(x: 150, y: 150, width: 20, height: 20)),
        .text(DrawingText(runs: [DrawingText.Run(string: "Fish & <Chips>", fontName: "Helvetica-Bold", pointSize: 12, weight: 0.4,
                                                 color: Fixtures.black)], rect: CGRect(x: 10, y: 150, width: 180, height: 20))),
    ])

    @Test func theSVGIsWellFormedAndCarriesTheRectanglesGeometryAndColour() throws {
        // Given a red 100×100 rectangle at (10, 10) on a white 200×200 canvas, and more
        // When it is written as SVG and parsed
        let svg = RasterBackend.svg(of: Self.sample)
        let elements = try #require(Elements.parse(svg))
        // Then the root is in points and the rectangle is a red path with its corners
        let root = try #require(elements.list.first)
        #expect(root.name == "svg" && root.attributes["width"] == "200" && root.attributes["viewBox"] == "0 0 200 200")
        let red = elements.list.filter { $0.name == "path" && $0.attributes["fill"] == "rgb(255,0,0)" }
        #expect(red.map { $0.attributes["d"] } == ["M 10 10 L 110 10 L 110 110 L 10 110 Z"])
    }

    @Test func stateBecomesNestedGroupsWithSequentialIds() throws {
        let elements = try #require(Elements.parse(RasterBackend.svg(of: Self.sample)))
        let names = elements.list.map(\.name)
        // The transform, the clip (by id), the group's opacity, the dashed stroke, the shadow filter, the gradient
        #expect(elements.list.contains { $0.name == "g" && $0.attributes["transform"] == "matrix(1 0 0 1 5 6)" })
        #expect(elements.list.contains { $0.name == "clipPath" && $0.attributes["id"] == "clip1" })
        #expect(elements.list.contains { $0.name == "g" && $0.attributes["clip-path"] == "url(#clip1)" })
        #expect(elements.list.contains { $0.name == "g" && $0.attributes["opacity"] == "0.5" })
        let stroke = try #require(elements.list.first { $0.attributes["stroke"] == "rgb(0,0,255)" })
        #expect(stroke.attributes["stroke-dasharray"] == "4 2" && stroke.attributes["stroke-linecap"] == "round")
        #expect(stroke.attributes["stroke-opacity"] == nil)
        #expect(names.contains("feGaussianBlur") && names.contains("feOffset") && names.contains("feFlood"))
        let gradient = try #require(elements.list.first { $0.name == "linearGradient" })
        #expect(gradient.attributes["gradientUnits"] == "userSpaceOnUse" && gradient.attributes["y2"] == "40")
        let rect = try #require(elements.list.first { $0.attributes["fill"] == "url(#gradient1)" })
        #expect(rect.attributes["filter"] == "url(#shadow1)" && rect.attributes["fill-opacity"] == "0.5")
    }

    @Test func imagesAreEmbeddedPNGsAndTextIsEscapedAndPlacedByTheSharedLayout() throws {
        let elements = try #require(Elements.parse(RasterBackend.svg(of: Self.sample)))
        let image = try #require(elements.list.first { $0.name == "image" })
        #expect(image.attributes["href"]?.hasPrefix("data:image/png;base64,") == true)
        #expect(image.attributes["x"] == "150" && image.attributes["width"] == "20")
        let text = try #require(elements.list.first { $0.name == "text" })
        #expect(elements.text["text"] == "Fish & <Chips>")
        #expect(text.attributes["font-weight"] == "bold" && text.attributes["font-size"] == "12")
        #expect(text.attributes["font-family"]?.hasPrefix("DejaVu Sans") == true)
        // The baseline is the layout's, as the raster output draws it
        let layout = TextLayout(DrawingText(runs: [DrawingText.Run(string: "Fish & <Chips>", fontName: "Helvetica-Bold", pointSize: 12,
                                                                  weight: 0.4, color: Fixtures.black)],
                                            rect: CGRect(x: 10, y: 150, width: 180, height: 20)))
        #expect(text.attributes["y"] == SVGFormat.number(layout.lines[0].baseline))
    }

    @Test func theSVGIsDeterministic() {
        #expect(RasterBackend.svg(of: Self.sample) == RasterBackend.svg(of: Self.sample))
    }

    @Test func numbersHaveAtMostThreeDecimals() {
        #expect(SVGFormat.number(12.0) == "12")
        #expect(SVGFormat.number(0.1 + 0.2) == "0.3")
        #expect(SVGFormat.number(-0.0001) == "0")
        #expect(SVGFormat.number(2.0 / 3) == "0.667")
    }
}
