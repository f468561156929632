import Foundation
import Testing
@testable import HeadlessUIKit

/// A view whose layer is a gradient, as apps declare it.
final class GradientBackdropView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

@MainActor
struct ViewLayerTests {
    @Test("A view and its layer are one state: frame, bounds, position, colour, alpha, hidden and clipping")
    func viewAndLayerShareState() {
        // Given a view in a window
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        window.addSubview(view)

        // When the app sets the view's properties, the layer reads them
        view.backgroundColor = .red
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.isHidden)
        #expect(view.layer.masksToBounds)

        // When the app sets the layer's, the view reads them
        view.layer.position = CGPoint(x: 100, y: 100)
        view.layer.backgroundColor = UIColor.blue.cgColor
        view.layer.opacity = 1
        view.layer.isHidden = false
        view.layer.masksToBounds = false
        view.layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.backgroundColor == .blue)
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(!view.clipsToBounds)
        #expect(view.layer.delegate === view)
        #expect(window.layer.sublayers?.first === view.layer)
    }

    @Test("Subviews' layers are the layer's sublayers in order, and sublayers the app added stay")
    func sublayersFollowSubviews() {
        // Given a container whose layer exists, with a sublayer the app added
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let a = UIView(), b = UIView(), c = UIView()
        container.addSubview(a)
        let decoration = CAShapeLayer()
        container.layer.addSublayer(decoration)

        // When subviews come, move and go
        container.addSubview(b)
        container.insertSubview(c, belowSubview: a)
        #expect(container.layer.sublayers?.map(ObjectIdentifier.init) == [c.layer, a.layer, decoration, b.layer].map(ObjectIdentifier.init))
        container.bringSubviewToFront(c)
        #expect(container.layer.sublayers?.last === c.layer)
        container.sendSubviewToBack(b)
        #expect(container.layer.sublayers?.first === b.layer)
        a.removeFromSuperview()

        // Then the layer tree matches the subviews, with the app's sublayer kept
        #expect(container.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, decoration, c.layer].map(ObjectIdentifier.init))
        #expect(a.layer.superlayer == nil)
        #expect(b.layer.superlayer === container.layer)
        #expect(decoration.superlayer === container.layer)
        decoration.removeFromSuperlayer()
        #expect(container.layer.sublayers?.count == 2)
        #expect(window.layer.sublayers?.first === container.layer)
    }

    @Test("A layer made late finds its superview's layer and its subviews' layers")
    func lateLayerJoinsTheTree() {
        // Given a hierarchy built before any layer was asked for
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(), child = UIView(), grandchild = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)

        // When the middle view's layer is asked for first
        let layer = child.layer

        // Then it already holds its subview's layer and knows its superlayer
        #expect(layer.sublayers?.first === grandchild.layer)
        #expect(layer.superlayer === parent.layer)
        #expect(parent.layer.sublayers?.first === layer)
        #expect(window.layer.sublayers?.first === parent.layer)
    }

    @Test("layerClass makes the view's layer; a gradient view's colours are read back")
    func layerClassOverride() {
        // Given a view whose class names CAGradientLayer
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = GradientBackdropView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        // When the app sets the gradient
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.gradientLayer.locations = [0, 1]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)

        // Then the layer is a gradient layer holding those values
        #expect(view.layer is CAGradientLayer)
        #expect(view.gradientLayer.cgColors == [UIColor.red.cgColor, UIColor.blue.cgColor])
        #expect(view.gradientLayer.type == .axial)
        #expect(view.gradientLayer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(UIView().layer.isMember(of: CALayer.self))
    }

    @Test("A view's transform is its layer's: the frame grows round the centre, bounds and centre stay")
    func transformIsTheLayers() {
        // Given a view
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)

        // When it is scaled by 2
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        // Then the frame doubles round the centre; the layer holds the transform
        #expect(view.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DIsAffine(view.layer.transform))

        // When the layer's transform goes back to the identity
        view.layer.transform = CATransform3DIdentity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.transform.isIdentity)
    }

    @Test("Moving the anchor point keeps the position and moves the frame, as Core Animation does")
    func anchorPointMovesTheFrame() {
        // Given a view at (0, 0) sized 100×100
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        // When its layer's anchor point moves to the top left corner
        view.layer.anchorPoint = .zero

        // Then the position (the centre) stays at (50, 50) and the frame starts there
        #expect(view.layer.position == CGPoint(x: 50, y: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test("Layer-only properties keep their values and Core Animation's defaults")
    func layerOnlyProperties() {
        // Given a view's layer
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = view.layer
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.maskedCorners.contains(.layerMaxXMaxYCorner))

        // When the app styles it
        layer.cornerRadius = 8
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.borderWidth = 2
        layer.borderColor = UIColor.green.cgColor
        layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        layer.zPosition = 3
        layer.name = "card"
        layer.setNeedsDisplay()

        // Then it reads them back
        #expect(layer.cornerRadius == 8)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(UIColor(cgColor: layer.borderColor!) == .green)
        #expect(layer.shadowPath?.boundingBox == view.bounds)
        #expect(layer.zPosition == 3 && layer.name == "card")
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
    }

    @Test("A stand-alone layer keeps its own geometry; its frame follows position and anchor point")
    func standaloneLayerGeometry() {
        // Given a shape layer not behind any view
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        shape.path = UIBezierPath(ovalIn: shape.bounds).cgPath
        shape.lineDashPattern = [4, 2]
        shape.lineCap = .round

        // Then position is the frame's centre, and the shape's values hold
        #expect(shape.position == CGPoint(x: 20, y: 30))
        #expect(shape.bounds == CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(shape.fillColor == CGColor.black && shape.strokeColor == nil)
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(shape.lineDashPattern == [4, 2])

        // When its anchor point moves, the frame moves
        shape.anchorPoint = .zero
        #expect(shape.frame == CGRect(x: 20, y: 30, width: 20, height: 40))
    }
}
