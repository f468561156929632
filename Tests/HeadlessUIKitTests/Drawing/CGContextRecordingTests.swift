import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct CGContextRecordingTests {
    @Test("Outside any drawing there is no current context; inside an image renderer's actions there is, and it is the renderer's")
    func currentContextOnlyWhileDrawing() {
        // Given no drawing in progress
        #expect(UIGraphicsGetCurrentContext() == nil)
        // When an image renderer runs its actions
        var seen: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            seen = UIGraphicsGetCurrentContext()
            given = context.cgContext
        }
        // Then the current context was the renderer's, and is gone afterwards
        #expect(seen != nil && seen === given)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("An image renderer gives an image of its size and format's scale whose drawing holds what the actions drew")
    func rendererImage() throws {
        // Given a renderer of 100 × 50 points at scale 2
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format)
        // When the actions fill a red rectangle and stroke a blue one
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.cgContext.setStrokeColor(UIColor.blue.cgColor)
            context.cgContext.setLineWidth(3)
            context.cgContext.stroke(CGRect(x: 0, y: 0, width: 100, height: 50))
        }
        // Then the image is 100 × 50 at scale 2 and holds the fill and the stroke
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 2)
        guard case .drawing(let drawing)? = image.drawingContent else { Issue.record("not a drawing"); return }
        #expect(drawing.fills.count == 1)
        #expect(drawing.fills.first?.color == UIColor.red.cgColor)
        #expect(drawing.fills.first?.path.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(drawing.strokes.first?.style.lineWidth == 3)
        #expect(drawing.strokes.first?.color == UIColor.blue.cgColor)
    }

    @Test("The default renderer format has the screen's scale, is not opaque and has the automatic range")
    func defaultFormat() {
        UIApplication.shared.resetForTesting()
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
    }

    @Test("A path built with a transform keeps where it was added; saves and restores balance; alpha wraps the paint")
    func pathsTransformsAndAlpha() {
        // Given a context translated by (10, 20)
        let ctx = CGContext(size: CGSize(width: 200, height: 200), scale: 1)
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 20)
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.setAlpha(0.5)
        ctx.setFillColor(UIColor.green.cgColor)
        // When the path is filled and the state restored
        ctx.fillPath()
        ctx.restoreGState()
        let drawing = ctx.finishedDrawing()
        // Then the fill is in user space at the origin, under the translation, with alpha 0.5, and balanced
        #expect(drawing.fills.first?.path.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(drawing.transforms().first == CGAffineTransform(translationX: 10, y: 20))
        #expect(drawing.operations.contains { if case .multiplyAlpha(0.5) = $0 { true } else { false } })
        #expect(drawing.balanceProblem == nil)
        #expect(ctx.isPathEmpty)
    }

    @Test("The clip's bounding box narrows with each clip and returns with restore")
    func clipBoundingBox() {
        let ctx = CGContext(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 10, y: 10, width: 50, height: 50))
        ctx.clip(to: CGRect(x: 30, y: 0, width: 100, height: 20))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 30, y: 10, width: 30, height: 10))
        ctx.restoreGState()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("UIGraphicsBeginImageContextWithOptions with scale 0 uses the screen's scale, and its image holds what was drawn")
    func imageContext() throws {
        UIApplication.shared.resetForTesting()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 0)
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 30)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.size == CGSize(width: 40, height: 30))
        guard case .drawing(let drawing)? = image.drawingContent else { Issue.record("not a drawing"); return }
        #expect(drawing.fills.count == 1)
    }

    @Test("Strings draw as text in their attributes' font and colour; size(withAttributes:) follows TextMetrics")
    func stringDrawing() throws {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100)).image { _ in
            "Hello".draw(at: CGPoint(x: 5, y: 6), withAttributes: [.font: font, .foregroundColor: UIColor.red])
            NSAttributedString(string: "World", attributes: [.font: UIFont.systemFont(ofSize: 10)]).draw(in: CGRect(x: 0, y: 50, width: 200, height: 30))
        }
        guard case .drawing(let drawing)? = image.drawingContent else { Issue.record("not a drawing"); return }
        #expect(drawing.strings == ["Hello", "World"])
        let hello = try #require(drawing.texts.first)
        #expect(hello.runs.first?.pointSize == 20)
        #expect(hello.runs.first?.weight == UIFont.Weight.bold.rawValue)
        #expect(hello.runs.first?.color == UIColor.red.cgColor)
        #expect(hello.rect.origin == CGPoint(x: 5, y: 6))
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 50, height: 24))
        let wrapped = "Hello world".boundingRect(with: CGSize(width: 30, height: 1000), options: .usesLineFragmentOrigin,
                                                 attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
        #expect(wrapped.height == UIFont.systemFont(ofSize: 10).lineHeight * 2)
    }

    @Test("Without HeadlessRendering linked, pixels are nil but recording works; an image from PNG bytes keeps them")
    func pixelsNeedTheBackend() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { $0.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        if DrawingBackends.current == nil {
            #expect(image.pngData() == nil)
            #expect(image.bitmap == nil)
        }
        // A 1 × 1 PNG header is enough to keep the bytes.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1])
        png.append(contentsOf: [8, 6, 0, 0, 0])
        let decoded = try #require(UIImage(data: png))
        guard case .encoded(let bytes, 1, 1)? = decoded.drawingContent else { Issue.record("not encoded"); return }
        #expect(bytes == png)
        #expect(decoded.pngData() == png)
    }
}
