import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// Views drawn by the core, pictured by this renderer: the proofs end to end.
@MainActor @Suite struct ViewPictureTests {
    /// A white 200×200 view holding `subviews`, drawn at scale 2 and rasterized.
    static func picture(of subviews: [UIView]) -> (bitmap: DrawingBitmap, drawing: Drawing, root: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        for view in subviews { root.addSubview(view) }
        let drawing = root.drawing(scale: 2)
        return (RasterBackend.rasterize(drawing), drawing, root)
    }

    @MainActor @Test func aRedViewOnAWhiteViewIsRedInsideAndWhiteOutside() {
        // Given a red 100×100 view at (10, 10) on a white view
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        red.backgroundColor = .red
        // When the white view is pictured at scale 2
        let (bitmap, _, root) = Self.picture(of: [red])
        // Then red pixels inside the red view, white outside
        #expect(Fixtures.pixel(bitmap, 40, 40) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 10, 10) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 300, 300) == [255, 255, 255, 255])
        #expect(root.subviews.count == 1)
    }

    @MainActor @Test func aHiddenViewAndAZeroAlphaViewDrawNothing() {
        let hidden = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let clear = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        clear.backgroundColor = .red
        clear.alpha = 0
        let (bitmap, _, root) = Self.picture(of: [hidden, clear])
        #expect(Fixtures.pixel(bitmap, 60, 60) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 250, 250) == [255, 255, 255, 255])
        #expect(root.subviews.count == 2)
    }

    @MainActor @Test func aLabelsTextPutsDarkPixelsInsideItsFrameAndNoneOutside() {
        // Given a label with black text
        let label = UILabel(frame: CGRect(x: 20, y: 50, width: 160, height: 30))
        label.text = "Hello, pictures"
        label.textColor = .black
        // When pictured
        let (bitmap, _, root) = Self.picture(of: [label])
        // Then dark pixels inside the label's frame only
        var inside = 0, outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where Fixtures.pixel(bitmap, x, y)[0] < 128 {
                if label.frame.contains(CGPoint(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0)
        #expect(root.subviews.first === label)
    }

    @MainActor @Test func anImageRenderersPNGHoldsWhatWasDrawn() throws {
        // Given an image drawn with UIGraphicsImageRenderer: a red square on blue
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        // When its PNG is read back
        let png = try #require(image.pngData())
        let bitmap = try #require(RasterBackend.decodePNG(png))
        // Then 40×40 pixels, red in the middle, blue at the corner
        #expect(bitmap.width == 40 && bitmap.height == 40)
        #expect(Fixtures.pixel(bitmap, 20, 20) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 2, 2) == [0, 0, 255, 255])
    }

    @MainActor @Test func theSVGOfAViewCarriesItsGeometryAndColour() throws {
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        red.backgroundColor = .red
        let (_, drawing, root) = Self.picture(of: [red])
        let svg = RasterBackend.svg(of: drawing)
        let elements = try #require(SVGTests.Elements.parse(svg))
        #expect(elements.list.contains { $0.attributes["fill"] == "rgb(255,0,0)" })
        #expect(root.subviews.count == 1)
    }
}
