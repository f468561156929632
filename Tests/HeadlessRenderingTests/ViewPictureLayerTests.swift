import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// Corner radii, borders and image views, pictured: the rest of the pixel proofs, through views.
@MainActor @Suite struct ViewPictureLayerTests {
    /// `view` alone, drawn at scale 2 and rasterized (transparent where nothing is drawn).
    static func picture(of view: UIView) -> DrawingBitmap { RasterBackend.rasterize(view.drawing(scale: 2)) }

    @Test func aRoundedCornerIsTransparentAtTheCornerAndFilledAtTheCentre() {
        // Given a green 100×100 view with a corner radius of 20
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        view.layer.cornerRadius = 20
        // When pictured at scale 2
        let bitmap = Self.picture(of: view)
        // Then the corner pixel is transparent, the centre and the middle of an edge are green
        #expect(Fixtures.pixel(bitmap, 1, 1)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 100, 100) == [0, 255, 0, 255])
        #expect(Fixtures.pixel(bitmap, 100, 1) == [0, 255, 0, 255])
    }

    @Test func aBorderOfWidthTwoIsColouredAlongTheEdgeOnly() {
        // Given a white view with a 2-point blue border
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.blue.cgColor
        // When pictured at scale 2 (the border is 4 pixels wide)
        let bitmap = Self.picture(of: view)
        // Then blue on the edge, white just inside it and in the middle
        #expect(Fixtures.pixel(bitmap, 1, 100) == [0, 0, 255, 255])
        #expect(Fixtures.pixel(bitmap, 3, 100) == [0, 0, 255, 255])
        #expect(Fixtures.pixel(bitmap, 5, 100) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 100, 100) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 100, 198) == [0, 0, 255, 255])
    }

    @Test func anImageViewDrawsItsImagesPixels() throws {
        // Given an image (a red left half and a blue right half) in an image view that scales it to fill
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.contentMode = .scaleToFill
        imageView.image = image
        // When pictured at scale 2 (80×80 pixels)
        let bitmap = Self.picture(of: imageView)
        // Then the left part is the image's red and the right part its blue
        #expect(Fixtures.pixel(bitmap, 10, 40) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 70, 40) == [0, 0, 255, 255])
    }
}
