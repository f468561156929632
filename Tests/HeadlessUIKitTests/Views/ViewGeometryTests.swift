import Foundation
import Testing
@testable import HeadlessUIKit

/// Frame, bounds and center; coordinate conversion; hit testing; the responder chain; descriptions.
@MainActor
struct ViewsGeometryTests {
    // MARK: Frame, bounds, center

    @Test("A view made with a frame has that frame, zero-origin bounds of the same size, and the frame's center")
    func initialGeometry() {
        UIApplication.shared.resetForTesting()

        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test("Changing the bounds size keeps the center and resizes the frame around it")
    func boundsSizeKeepsCenter() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)

        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 30))
    }

    @Test("Changing the bounds origin leaves the frame alone")
    func boundsOriginKeepsFrame() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.bounds.origin = CGPoint(x: 0, y: 200)

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 200, width: 100, height: 50))
    }

    @Test("Setting the center moves the frame and keeps its size")
    func centerMovesFrame() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.center = CGPoint(x: 0, y: 0)

        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Setting the frame's size changes the bounds size and keeps the bounds origin")
    func frameSizeChangesBounds() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 5, y: 5)

        view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)

        #expect(view.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 16, y: 22))
    }

    // MARK: Conversion

    /// W ⊃ A (10, 20; 200×200) ⊃ B (5, 5; 50×50); C (100, 0; 10×10) is A's other subview.
    private func conversionScene() -> (window: UIWindow, a: UIView, b: UIView, c: UIView) {
        let window = UIWindow()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        return (window, a, b, c)
    }

    @Test("convert(_:to:) takes a point up to an ancestor, to the window, and to nil (the window)")
    func convertPointUp() {
        UIApplication.shared.resetForTesting()
        let (window, a, b, _) = conversionScene()

        let inA = b.convert(CGPoint(x: 1, y: 2), to: a)
        let inWindow = b.convert(CGPoint(x: 1, y: 2), to: window)
        let inNil = b.convert(CGPoint(x: 1, y: 2), to: nil)

        #expect(inA == CGPoint(x: 6, y: 7))
        #expect(inWindow == CGPoint(x: 16, y: 27))
        #expect(inNil == CGPoint(x: 16, y: 27))
    }

    @Test("convert(_:from:) takes a point down from the window or from nil")
    func convertPointDown() {
        UIApplication.shared.resetForTesting()
        let (window, _, b, _) = conversionScene()

        let fromWindow = b.convert(CGPoint(x: 16, y: 27), from: window)
        let fromNil = b.convert(CGPoint(x: 16, y: 27), from: nil)

        #expect(fromWindow == CGPoint(x: 1, y: 2))
        #expect(fromNil == CGPoint(x: 1, y: 2))
    }

    @Test("convert between siblings goes through their common superview")
    func convertBetweenSiblings() {
        UIApplication.shared.resetForTesting()
        let (window, _, b, c) = conversionScene()

        let point = b.convert(CGPoint.zero, to: c)
        let back = c.convert(point, to: b)
        let viaWindow = window.convert(b.convert(CGPoint.zero, to: window), to: c)

        #expect(point == CGPoint(x: -95, y: 5))
        #expect(back == .zero)
        #expect(viaWindow == point)
    }

    @Test("convert accounts for a scrolled superview's bounds origin")
    func convertWithBoundsOrigin() {
        UIApplication.shared.resetForTesting()
        let (window, a, b, _) = conversionScene()

        a.bounds.origin = CGPoint(x: 0, y: 100)
        let inWindow = b.convert(CGPoint(x: 1, y: 2), to: window)
        let back = b.convert(inWindow, from: window)

        #expect(inWindow == CGPoint(x: 16, y: -73))
        #expect(back == CGPoint(x: 1, y: 2))
    }

    @Test("convert(_:to:) and convert(_:from:) move rectangles and keep their size")
    func convertRects() {
        UIApplication.shared.resetForTesting()
        let (window, _, b, c) = conversionScene()

        let inWindow = b.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: window)
        let fromWindow = c.convert(CGRect(x: 110, y: 20, width: 3, height: 4), from: window)

        #expect(inWindow == CGRect(x: 15, y: 25, width: 10, height: 20))
        #expect(fromWindow == CGRect(x: 0, y: 0, width: 3, height: 4))
    }

    // MARK: Hit testing

    /// A visible window W ⊃ back (0, 0; 100×100), front (50, 50; 100×100), overlapping at (50…100, 50…100).
    private func hitScene() -> (window: UIWindow, back: UIView, front: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    @Test("hitTest: the topmost sibling under the point wins")
    func topmostSiblingWins() {
        UIApplication.shared.resetForTesting()
        let (window, back, front) = hitScene()

        let overlap = window.hitTest(CGPoint(x: 60, y: 60), with: nil)
        let backOnly = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        let empty = window.hitTest(CGPoint(x: 250, y: 10), with: nil)
        let outside = window.hitTest(CGPoint(x: 400, y: 10), with: nil)

        #expect(overlap === front)
        #expect(backOnly === back)
        #expect(empty === window)
        #expect(outside == nil)
    }

    @Test("hitTest on a hidden window finds nothing, since the window itself is hidden")
    func hiddenWindowFindsNothing() {
        UIApplication.shared.resetForTesting()
        let (window, _, _) = hitScene()

        window.isHidden = true

        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test("hitTest returns the deepest view containing the point")
    func deepestViewWins() {
        UIApplication.shared.resetForTesting()
        let (window, back, _) = hitScene()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        back.addSubview(inner)

        let hit = window.hitTest(CGPoint(x: 15, y: 15), with: nil)

        #expect(hit === inner)
    }

    @Test("hitTest skips hidden views")
    func hiddenViewsAreSkipped() {
        UIApplication.shared.resetForTesting()
        let (window, back, front) = hitScene()

        front.isHidden = true

        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    }

    @Test("hitTest skips views with user interaction disabled, and their subviews")
    func nonInteractiveViewsAreSkipped() {
        UIApplication.shared.resetForTesting()
        let (window, back, front) = hitScene()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(inner)

        front.isUserInteractionEnabled = false

        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    }

    @Test("hitTest skips views with alpha under 0.01 but not at 0.01")
    func transparentViewsAreSkipped() {
        UIApplication.shared.resetForTesting()
        let (window, back, front) = hitScene()

        front.alpha = 0.009
        let almostInvisible = window.hitTest(CGPoint(x: 60, y: 60), with: nil)
        front.alpha = 0.01
        let faint = window.hitTest(CGPoint(x: 60, y: 60), with: nil)

        #expect(almostInvisible === back)
        #expect(faint === front)
    }

    @Test("hitTest does not find a subview's part that lies outside its superview")
    func subviewOutsideSuperviewIsNotHit() {
        UIApplication.shared.resetForTesting()
        let (window, back, _) = hitScene()
        let sticking = UIView(frame: CGRect(x: 150, y: 150, width: 50, height: 50))
        back.addSubview(sticking)

        let hit = window.hitTest(CGPoint(x: 160, y: 160), with: nil)

        #expect(hit === window)
    }

    @Test("point(inside:with:) is true inside the bounds and false on the far edges")
    func pointInside() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))

        let results = (
            view.point(inside: CGPoint(x: 0, y: 0), with: nil),
            view.point(inside: CGPoint(x: 99, y: 39), with: nil),
            view.point(inside: CGPoint(x: 100, y: 10), with: nil),
            view.point(inside: CGPoint(x: -1, y: 10), with: nil))

        #expect(results.0)
        #expect(results.1)
        #expect(!results.2)
        #expect(!results.3)
    }

    // MARK: Responder chain

    @Test("The responder chain runs view → superview → root view → its controller → window → UIApplication.shared")
    func responderChain() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let middle = UIView()
        let leaf = UIView()
        controller.view.addSubview(middle)
        middle.addSubview(leaf)

        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let current = responder, chain.count < 10 {
            chain.append(current)
            responder = current.next
        }

        #expect(chain == [leaf, middle, controller.view, controller, window, UIApplication.shared])
    }

    @Test("A view outside any controller answers its superview as next; a lone view answers nil")
    func responderChainWithoutController() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let view = UIView()
        window.addSubview(view)
        let lone = UIView()

        #expect(view.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(lone.next == nil)
    }

    // MARK: Description

    @Test("recursiveDescription prints three levels, indented UIKit's way")
    func recursiveDescription() {
        UIApplication.shared.resetForTesting()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        first.tag = 2
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        grandchild.isHidden = true
        let second = ViewsDescribedView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        second.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(first)
        first.addSubview(grandchild)
        root.addSubview(second)

        let text = root.recursiveDescription()

        #expect(text == """
            <UIView; frame = (0 0; 100 100)>
               | <UIView; frame = (10 10; 50 50); tag = 2>
               |    | <UIView; frame = (0 0; 10 10); hidden = YES>
               | <HeadlessUIKitTests.ViewsDescribedView; frame = (0 60; 100 40); autoresize = W+TM>
            """)
    }

    @Test("description names the class, the address and the frame")
    func description() {
        UIApplication.shared.resetForTesting()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3.5, height: 4))

        let text = view.description

        #expect(text.hasPrefix("<UIView: 0x"))
        #expect(text.hasSuffix("; frame = (1 2; 3.5 4)>"))
    }
}

/// A subclass, to show the module-qualified name in descriptions.
final class ViewsDescribedView: UIView {}
