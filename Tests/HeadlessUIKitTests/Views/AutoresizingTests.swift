import Foundation
import Testing
@testable import HeadlessUIKit

/// Rule 79: autoresizing masks.
@MainActor
struct ViewsAutoresizingTests {
    @Test("Rule 79: flexible margins of 20 and 30 share a 120-point widening in proportion: 68 and 102")
    func specExample() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 40))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        superview.addSubview(view)

        superview.frame.size.width = 220

        #expect(view.frame == CGRect(x: 68, y: 10, width: 50, height: 40))
        #expect(superview.bounds.width - view.frame.maxX == 102)
    }

    @Test("Rule 79: a flexible width with fixed margins takes the whole change")
    func flexibleWidthFixedMargins() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.autoresizingMask = .flexibleWidth
        superview.addSubview(view)

        superview.frame.size.width = 150
        let wider = view.frame
        superview.frame.size.width = 60

        #expect(wider == CGRect(x: 10, y: 10, width: 130, height: 80))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 80))
    }

    @Test("Rule 79: with margins and width all flexible the change is shared in proportion to their sizes")
    func allThreeFlexible() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 20, y: 0, width: 50, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        superview.addSubview(view)

        superview.frame.size.width = 200

        // 20 : 50 : 30 of 100 extra points → 40, 100, 60.
        #expect(view.frame == CGRect(x: 40, y: 0, width: 100, height: 100))
    }

    @Test("Rule 79: the vertical axis works the same way (flexible height and bottom margin)")
    func heightAxis() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
        view.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
        superview.addSubview(view)

        superview.frame.size.height = 350

        // Height 100 and bottom margin 50 share 150 extra points 2 : 1.
        #expect(view.frame == CGRect(x: 0, y: 50, width: 100, height: 200))
    }

    @Test("Rule 79: a flexible top margin alone keeps the view pinned to the bottom")
    func flexibleTopMargin() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
        view.autoresizingMask = .flexibleTopMargin
        superview.addSubview(view)

        superview.frame.size.height = 300

        #expect(view.frame == CGRect(x: 0, y: 250, width: 100, height: 50))
    }

    @Test("Rule 79: the horizontal mask ignores a height change and the vertical mask a width change")
    func axesAreIndependent() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.autoresizingMask = .flexibleWidth
        superview.addSubview(view)

        superview.frame.size.height = 300

        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("Rule 79: with autoresizesSubviews false the subviews keep their frames")
    func autoresizesSubviewsFalse() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)

        superview.frame.size = CGSize(width: 300, height: 300)

        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("Rule 79: the default mask is none, so a plain subview keeps its frame")
    func defaultMaskIsNone() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        superview.addSubview(view)

        superview.frame.size = CGSize(width: 300, height: 300)

        #expect(view.autoresizingMask == [])
        #expect(superview.autoresizesSubviews)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("Rule 79: autoresizing cascades two levels deep")
    func nestedTwoLevels() {
        UIApplication.shared.resetForTesting()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        inner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        outer.addSubview(middle)
        middle.addSubview(inner)

        outer.frame.size = CGSize(width: 200, height: 190)

        #expect(middle.frame == CGRect(x: 0, y: 0, width: 200, height: 190))
        // Inner: width takes the whole 100; the bottom margin (10) takes the whole 90.
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("Rule 79: changing the bounds size (not only the frame) resizes the subviews")
    func boundsChangeAutoresizes() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)

        superview.bounds = CGRect(x: 0, y: 0, width: 40, height: 60)

        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 60))
    }

    @Test("Rule 79: moving the superview without resizing it leaves the subviews alone")
    func originChangeDoesNotAutoresize() {
        UIApplication.shared.resetForTesting()
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        superview.addSubview(view)

        superview.frame.origin = CGPoint(x: 500, y: 500)

        #expect(view.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
    }
}
