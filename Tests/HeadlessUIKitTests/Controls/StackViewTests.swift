import Foundation
import Testing
@testable import HeadlessUIKit

/// A view with a fixed intrinsic size.
@MainActor
final class FixedSizeView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
struct ControlsStackViewTests {
    @Test("Arranged subviews are also subviews, in order")
    func arrangedAreSubviews() {
        UIApplication.shared.resetForTesting()
        let a = UIView(), b = UIView(), c = UIView()

        let stack = UIStackView(arrangedSubviews: [a, c])
        stack.insertArrangedSubview(b, at: 1)

        #expect(stack.arrangedSubviews == [a, b, c])
        #expect(stack.subviews.count == 3)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
    }

    @Test("removeArrangedSubview keeps the view as a subview, as in UIKit")
    func removeArrangedKeepsSubview() {
        UIApplication.shared.resetForTesting()
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])

        stack.removeArrangedSubview(a)

        #expect(stack.arrangedSubviews == [b])
        #expect(a.superview === stack)
    }

    @Test("removeFromSuperview also takes the view out of the arrangement")
    func removeFromSuperviewUnarranges() {
        UIApplication.shared.resetForTesting()
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])

        a.removeFromSuperview()

        #expect(stack.arrangedSubviews == [b])
    }

    @Test("fill: natural sizes with spacing; the view that hugs least takes the extra room and alignment fill stretches across")
    func fillDistribution() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(50, 20), b = FixedSizeView(30, 10)
        // Equal hugging priorities would leave the layout ambiguous, as in UIKit (Xcode warns).
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        stack.spacing = 10

        stack.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 140, height: 44))
    }

    @Test("fill: a view without an intrinsic width takes the extra room instead of the last view")
    func fillStretchesFlexibleView() {
        UIApplication.shared.resetForTesting()
        let label = FixedSizeView(50, 20), spacer = UIView(), button = FixedSizeView(40, 20)
        let stack = UIStackView(arrangedSubviews: [label, spacer, button])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)

        stack.layoutIfNeeded()

        #expect(label.frame.width == 50)
        #expect(spacer.frame == CGRect(x: 50, y: 0, width: 210, height: 20))
        #expect(button.frame == CGRect(x: 260, y: 0, width: 40, height: 20))
    }

    @Test("fillEqually: equal sizes filling the axis between the spacings")
    func fillEqually() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(10, 10), b = FixedSizeView(90, 10), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        stack.distribution = .fillEqually
        stack.spacing = 10

        stack.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 30))
        #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 30))
    }

    @Test("equalSpacing: natural sizes with the free room shared equally between them")
    func equalSpacing() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(20, 10), b = FixedSizeView(40, 10), c = FixedSizeView(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        stack.distribution = .equalSpacing

        stack.layoutIfNeeded()

        #expect(a.frame.origin.x == 0)
        #expect(b.frame == CGRect(x: 80, y: 0, width: 40, height: 10))
        #expect(c.frame == CGRect(x: 180, y: 0, width: 20, height: 10))
    }

    @Test("Hidden arranged subviews take no room")
    func hiddenViewsSkipped() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(20, 10), b = FixedSizeView(20, 10), c = FixedSizeView(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: 90, height: 10)
        stack.distribution = .fillEqually
        b.isHidden = true

        stack.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 0, y: 0, width: 45, height: 10))
        #expect(c.frame == CGRect(x: 45, y: 0, width: 45, height: 10))
    }

    @Test("A vertical, centered stack centers each view across its width")
    func verticalCentered() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(40, 20), b = FixedSizeView(100, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 58)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8

        stack.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 80, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 28, width: 100, height: 30))
    }

    @Test("Margin-relative arrangement lays out inside the layout margins, with custom spacing after a view")
    func marginsAndCustomSpacing() {
        UIApplication.shared.resetForTesting()
        let a = FixedSizeView(20, 10), b = FixedSizeView(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 116, height: 26)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.distribution = .fillEqually
        stack.setCustomSpacing(20, after: a)

        stack.layoutIfNeeded()

        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(a.frame == CGRect(x: 8, y: 8, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 68, y: 8, width: 40, height: 10))
    }

    @Test("A label's new text marks its stack view for layout, which then fits the new size")
    func contentChangeRelayouts() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()
        label.text = "Hi"
        let stack = UIStackView(arrangedSubviews: [label, UIView()])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 21)
        stack.layoutIfNeeded()
        #expect(label.frame.width == 17)

        label.text = "Hello"
        let marked = stack.needsLayout
        stack.layoutIfNeeded()

        #expect(marked)
        #expect(label.frame.width == 43)
    }
}

@MainActor
struct ControlsStackViewVisibilityTests {
    @Test("Hiding an arranged subview re-arranges the others without a call to setNeedsLayout")
    func hidingReArranges() {
        UIApplication.shared.resetForTesting()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        stack.layoutIfNeeded()

        first.isHidden = true
        stack.layoutIfNeeded()

        #expect(second.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test("A label's new text lays out the stack views around it, nested ones included")
    func newTextReachesNestedStacks() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()
        let inner = UIStackView(arrangedSubviews: [label])
        let outer = UIStackView(arrangedSubviews: [inner])
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        outer.layoutIfNeeded()

        label.text = "Hello"

        #expect(inner.needsLayout)
        #expect(outer.needsLayout)
    }
}
