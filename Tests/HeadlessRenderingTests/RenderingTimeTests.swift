import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// The measurement docs/rendering.md quotes: a phone screen of about 50 operations (51).
@Suite struct RenderingTimeTests {
    /// A 390×844-point screen at scale 3: a background, a bar with a title, a gradient header, ten rows (a
    /// rounded card, a label, an icon, a separator), one card with a shadow, a translucent group: 51 operations.
    static var phoneScreen: Drawing {
        var operations: [DrawingOperation] = [
            .fill(Fixtures.rect(0, 0, 390, 844), color: CGColor(gray: 0.95, alpha: 1), rule: .nonZero),
            .gradient(DrawingGradient(colors: [Fixtures.blue, Fixtures.white], locations: [0, 1], kind: .axial,
                                      start: .zero, end: CGPoint(x: 0, y: 100)), bounds: CGRect(x: 0, y: 0, width: 390, height: 100)),
            .text(DrawingText(runs: [DrawingText.Run(string: "Your Meals", fontName: ".SFUI-Semibold", pointSize: 17, weight: 0.3,
                                                     color: Fixtures.black)], rect: CGRect(x: 0, y: 60, width: 390, height: 22), alignment: .center)),
        ]
        let icon = DrawingImage.pixels(DrawingBitmap(width: 2, height: 2, bytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]))
        for row in 0..<10 {
            let y = CGFloat(110 + row * 70)
            operations += [
                .fill(CGPath(roundedRect: CGRect(x: 16, y: y, width: 358, height: 60), cornerWidth: 10, cornerHeight: 10, transform: nil),
                      color: Fixtures.white, rule: .nonZero),
                .text(DrawingText(runs: [DrawingText.Run(string: "Meal number \(row) with a rather long name", fontName: ".SFUI-Regular",
                                                         pointSize: 17, weight: 0, color: Fixtures.black)],
                                  rect: CGRect(x: 80, y: y + 19, width: 280, height: 21), numberOfLines: 1, lineBreakMode: .byTruncatingTail)),
                .image(icon, rect: CGRect(x: 24, y: y + 6, width: 48, height: 48)),
                .stroke(Fixtures.rect(16, y + 60, 358, 0), color: CGColor(gray: 0.8, alpha: 1), style: DrawingStrokeStyle(lineWidth: 0.5)),
            ]
        }
        operations += [
            .save, .setShadow(offset: CGSize(width: 0, height: 3), blur: 6, color: CGColor(gray: 0, alpha: 0.3)),
            .fill(CGPath(roundedRect: CGRect(x: 40, y: 700, width: 310, height: 80), cornerWidth: 16, cornerHeight: 16, transform: nil),
                  color: Fixtures.white, rule: .nonZero),
            .restore,
            .multiplyAlpha(0.8), .beginGroup,
            .fill(CGPath(ellipseIn: CGRect(x: 300, y: 760, width: 60, height: 60), transform: nil), color: Fixtures.red, rule: .nonZero),
            .endGroup,
        ]
        return Drawing(size: CGSize(width: 390, height: 844), scale: 3, operations: operations)
    }

    @Test func aPhoneScreenOfFiftyOperationsRasterizes() {
        // Given the phone screen
        let drawing = Self.phoneScreen
        #expect(drawing.operations.count == 51)
        // When it is rasterized (timed; the figure goes to docs/rendering.md)
        let start = Date()
        let bitmap = RasterBackend.rasterize(drawing)
        let seconds = Date().timeIntervalSince(start)
        let pngStart = Date()
        let png = RasterBackend.pngData(of: bitmap)
        let pngSeconds = Date().timeIntervalSince(pngStart)
        print("rasterize 390×844 @3x, \(drawing.operations.count) operations: \(Int(seconds * 1000)) ms; PNG: \(Int(pngSeconds * 1000)) ms, \(png.count) bytes")
        if let folder = ProcessInfo.processInfo.environment["HEADLESS_RENDERING_SAMPLES"] {
            try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("phone.png"))
            try? RasterBackend.svg(of: drawing).write(to: URL(fileURLWithPath: folder).appendingPathComponent("phone.svg"), atomically: true, encoding: .utf8)
        }
        // Then it has the screen's pixels, and the shadowed card casts its shadow below it
        #expect(bitmap.width == 1170 && bitmap.height == 2532)
        #expect(Fixtures.pixel(bitmap, 600, 2345)[0] < 240)
    }
}
