import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// Shapes, clips, alpha and groups turned into pixels.
@Suite struct RasterizationTests {
    @Test func aRedSquareOnWhiteIsRedInsideAndWhiteOutsideAtTheScale() {
        // Given a red 100×100 rectangle at (10, 10) on a white 200×200 canvas at scale 2
        let drawing = Fixtures.onWhite(CGSize(width: 200, height: 200), [.fill(Fixtures.rect(10, 10, 100, 100), color: Fixtures.red, rule: .nonZero)])
        // When it is rasterized
        let bitmap = RasterBackend.rasterize(drawing)
        // Then the canvas is 400×400 pixels, red inside the square, white outside
        #expect(bitmap.width == 400 && bitmap.height == 400)
        #expect(Fixtures.pixel(bitmap, 40, 40) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 219, 219) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 10, 10) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 220, 220) == [255, 255, 255, 255])
    }

    @Test func pixelSizeIsTheSizeTimesTheScaleRoundedUp() {
        // Given a 390×844 drawing at scale 3 and a 10.2-point one at scale 1
        let phone = RasterBackend.rasterize(Drawing(size: CGSize(width: 390, height: 844), scale: 3))
        let odd = RasterBackend.rasterize(Drawing(size: CGSize(width: 10.2, height: 1), scale: 1))
        // Then 1170×2532 pixels, and 11 across
        #expect(phone.width == 1170 && phone.height == 2532)
        #expect(odd.width == 11)
    }

    @Test func anOpaqueDrawingStartsBlack() {
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 2, height: 2), scale: 1, isOpaque: true))
        #expect(Fixtures.pixel(bitmap, 1, 1) == [0, 0, 0, 255])
    }

    @Test func aRoundedRectangleLeavesItsCornerTransparentAndFillsItsCentre() {
        // Given a rounded rectangle with 20-point corners filling a transparent canvas
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 2,
                                                     operations: [.fill(path, color: Fixtures.blue, rule: .nonZero)]))
        // Then the corner pixel is transparent and the centre blue
        #expect(Fixtures.pixel(bitmap, 0, 0)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 100, 100) == [0, 0, 255, 255])
        // and the edge between them is anti-aliased (some pixel partly covered)
        let partial = (0..<40).contains { Fixtures.pixel(bitmap, $0, $0)[3] > 0 && Fixtures.pixel(bitmap, $0, $0)[3] < 255 }
        #expect(partial)
    }

    @Test func aStrokeColoursTheEdgeNotTheMiddle() {
        // Given a 2-point red stroke around a 100×100 square on white
        let drawing = Fixtures.onWhite(CGSize(width: 200, height: 200), [
            .stroke(Fixtures.rect(10, 10, 100, 100), color: Fixtures.red, style: DrawingStrokeStyle(lineWidth: 2)),
        ])
        let bitmap = RasterBackend.rasterize(drawing)
        // Then the edge (x = 10 points: pixels 18…21) is red and the middle stays white
        #expect(Fixtures.pixel(bitmap, 19, 100) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 20, 100) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 120, 120) == [255, 255, 255, 255])
        #expect(Fixtures.pixel(bitmap, 16, 100) == [255, 255, 255, 255])
        // and the miter join fills the corner
        #expect(Fixtures.pixel(bitmap, 18, 18) == [255, 0, 0, 255])
    }

    @Test func aDashedStrokeLeavesGaps() {
        // Given a horizontal line 4 points wide dashed 10 on, 10 off
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10)); path.addLine(to: CGPoint(x: 100, y: 10))
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 20), scale: 1, operations: [
            .stroke(path, color: Fixtures.black, style: DrawingStrokeStyle(lineWidth: 4, dash: [10, 10])),
        ]))
        // Then dashes are inked and gaps are not
        #expect(Fixtures.pixel(bitmap, 5, 10)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 15, 10)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 25, 10)[3] == 255)
    }

    @Test func roundCapsReachPastTheEndAndButtCapsDoNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 30, y: 10))
        func render(_ cap: CGLineCap) -> DrawingBitmap {
            RasterBackend.rasterize(Drawing(size: CGSize(width: 40, height: 20), scale: 1, operations: [
                .stroke(path, color: Fixtures.black, style: DrawingStrokeStyle(lineWidth: 8, cap: cap)),
            ]))
        }
        #expect(Fixtures.pixel(render(.round), 32, 10)[3] == 255)
        #expect(Fixtures.pixel(render(.square), 32, 8)[3] == 255)
        #expect(Fixtures.pixel(render(.butt), 32, 10)[3] == 0)
    }

    @Test func aClipLimitsAFill() {
        // Given a clip to the left half and a fill of the whole canvas
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1, operations: [
            .save, .clip(Fixtures.rect(0, 0, 50, 100), rule: .nonZero),
            .fill(Fixtures.rect(0, 0, 100, 100), color: Fixtures.red, rule: .nonZero),
            .restore,
            // After restore the clip is gone
            .fill(Fixtures.rect(90, 90, 10, 10), color: Fixtures.blue, rule: .nonZero),
        ]))
        // Then only the left half is red, and the later fill is not clipped
        #expect(Fixtures.pixel(bitmap, 25, 50) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 75, 50)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 95, 95) == [0, 0, 255, 255])
    }

    @Test func twoClipsIntersect() {
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1, operations: [
            .clip(Fixtures.rect(0, 0, 60, 100), rule: .nonZero), .clip(Fixtures.rect(40, 0, 60, 100), rule: .nonZero),
            .fill(Fixtures.rect(0, 0, 100, 100), color: Fixtures.red, rule: .nonZero),
        ]))
        #expect(Fixtures.pixel(bitmap, 50, 50)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 20, 50)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 80, 50)[3] == 0)
    }

    @Test func evenOddLeavesTheInnerSquareEmptyAndNonZeroFillsIt() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        func render(_ rule: DrawingFillRule) -> DrawingBitmap {
            RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1,
                                            operations: [.fill(path, color: Fixtures.black, rule: rule)]))
        }
        #expect(Fixtures.pixel(render(.evenOdd), 50, 50)[3] == 0)
        #expect(Fixtures.pixel(render(.evenOdd), 10, 10)[3] == 255)
        #expect(Fixtures.pixel(render(.nonZero), 50, 50)[3] == 255)
    }

    @Test func multiplyAlphaHalvesWhatIsPainted() {
        // Given alpha multiplied by 0.5 before an opaque red fill on a transparent canvas
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 10, height: 10), scale: 1, operations: [
            .multiplyAlpha(0.5), .fill(Fixtures.rect(0, 0, 10, 10), color: Fixtures.red, rule: .nonZero),
        ]))
        // Then the pixel is red at half alpha (premultiplied: 128, 0, 0, 128)
        #expect(Fixtures.pixel(bitmap, 5, 5) == [128, 0, 0, 128])
    }

    @Test func aGroupWithAlphaCompositesOverlappingShapesAsOne() {
        // Given two overlapping opaque rectangles in a group drawn at alpha 0.5
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 50), scale: 1, operations: [
            .multiplyAlpha(0.5), .beginGroup,
            .fill(Fixtures.rect(0, 0, 60, 50), color: Fixtures.red, rule: .nonZero),
            .fill(Fixtures.rect(40, 0, 60, 50), color: Fixtures.blue, rule: .nonZero),
            .endGroup,
        ]))
        // Then the overlap has the same alpha as either rectangle alone (not 0.75), showing the top one
        #expect(Fixtures.pixel(bitmap, 20, 25)[3] == 128)
        #expect(Fixtures.pixel(bitmap, 50, 25) == [0, 0, 128, 128])
        #expect(Fixtures.pixel(bitmap, 80, 25)[3] == 128)
    }

    @Test func withoutAGroupOverlappingTranslucentShapesAddUp() {
        // Given the same two rectangles at alpha 0.5, no group
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 50), scale: 1, operations: [
            .multiplyAlpha(0.5),
            .fill(Fixtures.rect(0, 0, 60, 50), color: Fixtures.red, rule: .nonZero),
            .fill(Fixtures.rect(40, 0, 60, 50), color: Fixtures.blue, rule: .nonZero),
        ]))
        // Then the overlap is 0.5 + 0.5 × 0.5 = 0.75 opaque
        #expect((191...192).contains(Fixtures.pixel(bitmap, 50, 25)[3]))
    }

    @Test func aTransformMovesAndScalesWhatFollows() {
        // Given a translation by (50, 0) and a scale by 2, then a 10×10 square at the origin
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1, operations: [
            .concatenate(CGAffineTransform(translationX: 50, y: 0)), .concatenate(CGAffineTransform(scaleX: 2, y: 2)),
            .fill(Fixtures.rect(0, 0, 10, 10), color: Fixtures.red, rule: .nonZero),
        ]))
        // Then the square covers (50…70, 0…20)
        #expect(Fixtures.pixel(bitmap, 69, 19)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 49, 5)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 71, 5)[3] == 0)
    }

    @Test func anAxialGradientHasItsEndColoursAtItsEnds() {
        // Given a red-to-blue gradient from left to right across the canvas
        let gradient = DrawingGradient(colors: [Fixtures.red, Fixtures.blue], locations: [0, 1], kind: .axial,
                                       start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 10), scale: 1, operations: [
            .gradient(gradient, bounds: CGRect(x: 0, y: 0, width: 100, height: 10)),
        ]))
        // Then the left end is red, the right end blue, the middle a mix
        let left = Fixtures.pixel(bitmap, 0, 5), right = Fixtures.pixel(bitmap, 99, 5), middle = Fixtures.pixel(bitmap, 50, 5)
        #expect(left[0] >= 250 && left[2] <= 5)
        #expect(right[2] >= 250 && right[0] <= 5)
        #expect(middle[0] > 100 && middle[2] > 100)
    }

    @Test func aRadialGradientIsItsFirstColourAtTheCentreAndClippedByTheClip() {
        let gradient = DrawingGradient(colors: [Fixtures.white, Fixtures.black], locations: [0, 1], kind: .radial,
                                       start: CGPoint(x: 50, y: 50), end: CGPoint(x: 100, y: 50))
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1, operations: [
            .clip(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil), rule: .nonZero),
            .gradient(gradient, bounds: CGRect(x: 0, y: 0, width: 100, height: 100)),
        ]))
        #expect(Fixtures.pixel(bitmap, 50, 50)[0] >= 250)
        #expect(Fixtures.pixel(bitmap, 97, 50)[0] < 20)
        #expect(Fixtures.pixel(bitmap, 2, 2)[3] == 0)
    }

    @Test func aShadowFallsBesideTheShapeAndIsSoft() {
        // Given a black shadow offset by (10, 10) with blur 4 under a white square
        let bitmap = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 100), scale: 1, operations: [
            .setShadow(offset: CGSize(width: 10, height: 10), blur: 4, color: CGColor(gray: 0, alpha: 0.5)),
            .fill(Fixtures.rect(20, 20, 40, 40), color: Fixtures.white, rule: .nonZero),
        ]))
        // Then the square is white, the shadow shows below-right of it at about half alpha, and fades out
        #expect(Fixtures.pixel(bitmap, 40, 40) == [255, 255, 255, 255])
        let shadow = Fixtures.pixel(bitmap, 65, 65)
        #expect(shadow[0] == 0 && shadow[3] > 90 && shadow[3] < 140)
        #expect(Fixtures.pixel(bitmap, 15, 15)[3] == 0)
        let edge = Fixtures.pixel(bitmap, 71, 50)[3]
        #expect(edge > 0 && edge < 100)
    }

    @Test func imagesDrawTheirPixelsStretchedOverTheirRectangle() {
        // Given a 2×1 bitmap, red then blue, drawn over 100×50 points
        let bitmap = DrawingBitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
        let result = RasterBackend.rasterize(Drawing(size: CGSize(width: 100, height: 50), scale: 1, operations: [
            .image(.pixels(bitmap), rect: CGRect(x: 0, y: 0, width: 100, height: 50)),
        ]))
        // Then the left side is red, the right side blue
        #expect(Fixtures.pixel(result, 5, 25) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(result, 95, 25) == [0, 0, 255, 255])
    }

    @Test func aTintedImageIsItsAlphaInTheTintColour() {
        let mask = DrawingBitmap(width: 1, height: 1, bytes: [10, 20, 30, 255])
        let result = RasterBackend.rasterize(Drawing(size: CGSize(width: 4, height: 4), scale: 1, operations: [
            .image(.tinted(.pixels(mask), Fixtures.blue), rect: CGRect(x: 0, y: 0, width: 4, height: 4)),
        ]))
        #expect(Fixtures.pixel(result, 2, 2) == [0, 0, 255, 255])
    }

    @Test func aDrawingImageIsRasterizedAtItsOwnScale() {
        // Given an image recorded as a drawing (a red square) drawn into a larger canvas
        let inner = Drawing(size: CGSize(width: 10, height: 10), scale: 2, operations: [
            .fill(Fixtures.rect(0, 0, 10, 10), color: Fixtures.red, rule: .nonZero),
        ])
        let result = RasterBackend.rasterize(Drawing(size: CGSize(width: 40, height: 40), scale: 1, operations: [
            .image(.drawing(inner), rect: CGRect(x: 10, y: 10, width: 20, height: 20)),
        ]))
        #expect(Fixtures.pixel(result, 20, 20) == [255, 0, 0, 255])
        #expect(Fixtures.pixel(result, 5, 5)[3] == 0)
    }

    @Test func renderingIsDeterministic() {
        let drawing = Fixtures.onWhite(CGSize(width: 60, height: 60), [
            .setShadow(offset: CGSize(width: 2, height: 3), blur: 3, color: CGColor(gray: 0, alpha: 0.4)),
            .fill(CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 30), transform: nil), color: Fixtures.red, rule: .nonZero),
        ])
        #expect(RasterBackend.rasterize(drawing) == RasterBackend.rasterize(drawing))
        #expect(RasterBackend.pngData(of: RasterBackend.rasterize(drawing)) == RasterBackend.pngData(of: RasterBackend.rasterize(drawing)))
    }

    @Test func theCoreFindsThisRendererWhenItIsLinked() {
        // Given HeadlessRendering linked into this test
        // Then the core's lookup by name finds RasterBackend
        #expect(DrawingBackends.current.map { ObjectIdentifier($0) } == ObjectIdentifier(RasterBackend.self))
    }
}
