import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct GraphicsValueTests {
    @Test("CGAffineTransform composes, inverts and maps points and rectangles as CoreGraphics does")
    func affineTransforms() {
        // Given a translation then a scale
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))

        // Then a point moves, then scales; the inverse takes it back
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        #expect(CGPoint(x: 22, y: 3).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(t) == CGRect(x: 20, y: 0, width: 20, height: 30))
        #expect(CGAffineTransform.identity.scaledBy(x: 2, y: 2) == CGAffineTransform(scaleX: 2, y: 2))

        // And a quarter turn takes the x axis to the y axis (clockwise on screen)
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
    }

    @Test("CATransform3D: make, concatenate, invert, and convert to and from affine")
    func transforms3D() {
        // Given a scale then a translation
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 6, 0))

        // Then its affine form is the same composition
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 6)))
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(zip(product.rows.joined(), CATransform3D.identity.rows.joined()).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4)) == CATransform3DMakeTranslation(3, 4, 0))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 1, 0, 0)))

        // And a rotation about z is CGAffineTransform's rotation
        let rotation = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 3, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: .pi / 3)
        #expect(abs(rotation.b - expected.b) < 1e-12 && abs(rotation.c - expected.c) < 1e-12)
    }

    @Test("CGMutablePath records its elements for a renderer and knows its bounding boxes")
    func mutablePaths() {
        // Given a path with a line, a curve and a closed rectangle
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.closeSubpath()
        path.addRect(CGRect(x: 30, y: 30, width: 5, height: 5))

        // Then the elements are in order with their points
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath,
                                              .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.elements[2].points == [CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 10)])
        // The bounding box includes the control point; the path's own stops at the curve (x 15)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 35, height: 35))
        #expect(path.boundingBoxOfPath.maxX == 35)
        let curveOnly = CGMutablePath()
        curveOnly.move(to: .zero)
        curveOnly.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 20, y: 5))
        #expect(abs(curveOnly.boundingBoxOfPath.maxX - 10) < 1e-9)
        #expect(path.currentPoint == CGPoint(x: 30, y: 30))
    }

    @Test("Ellipses, rounded rectangles and arcs fill their rectangles with cubic curves")
    func shapes() {
        // Given an ellipse, a rounded rectangle and a half circle
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)

        // Then their bounds are their rectangles
        #expect(oval.boundingBoxOfPath.integral == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.elements.filter { $0.type == .addCurveToPoint }.count == 4)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(rounded.cgPath.elements.filter { $0.type == .addCurveToPoint }.count == 4)
        // A clockwise half turn from angle 0 on a y-down screen passes below the centre (y 60)
        let lowest = arc.cgPath.boundingBoxOfPath
        #expect(abs(lowest.maxY - 60) < 0.01 && abs(lowest.minY - 50) < 0.01)
        #expect(abs(arc.currentPoint.x - 40) < 1e-9)
    }

    @Test("UIBezierPath rounds only the corners it is asked to and builds paths point by point")
    func bezierPaths() {
        // Given a rectangle rounded at the top only
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30),
                               byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
        #expect(top.cgPath.elements.filter { $0.type == .addCurveToPoint }.count == 2)
        #expect(top.cgPath.elements.first?.points == [CGPoint(x: 8, y: 0)])

        // When a path is built by hand
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addCurve(to: CGPoint(x: 5, y: 5), controlPoint1: CGPoint(x: 6, y: 2), controlPoint2: CGPoint(x: 6, y: 4))
        path.close()
        path.lineWidth = 3

        // Then its bounds include control points and its CGPath is a copy
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 5, height: 4))
        let copy = path.cgPath
        path.addLine(to: .zero)
        #expect(copy.elements.count == 4)
        #expect(UIBezierPath(cgPath: copy).cgPath == copy)
        #expect(path.lineWidth == 3)
    }

    @Test("CGColor and UIColor convert both ways and compare by components")
    func colors() {
        // Given a UIColor
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)

        // Then its CGColor holds the components, and converts back equal
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.cgColor.alpha == 0.8)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(color.cgColor == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(color.cgColor.copy(alpha: 1) != color.cgColor)
    }
}
