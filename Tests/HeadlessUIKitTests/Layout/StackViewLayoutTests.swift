import Foundation
import Testing
@testable import HeadlessUIKit

/// A view whose intrinsic size is set by the test (changing it invalidates the intrinsic size).
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// Puts the stack view at (10, 20) in a 400 × 400 root view, with a fixed width and height
/// when given (else it sizes itself), and lays out.
@MainActor
@discardableResult
func place(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                       stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

@MainActor
func stack(_ views: [UIView], _ axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
           alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    return stack
}

@MainActor
struct StackViewDistributionTests {
    @Test("fill, horizontal: views keep their intrinsic widths; the view without one takes the extra room")
    func fillHorizontal() {
        UIApplication.shared.resetForTesting()
        // Given a label-sized view, a flexible spacer and a button-sized view, 10 apart
        let a = IntrinsicView(50, 20), spacer = UIView(), b = IntrinsicView(40, 20)
        let stack = stack([a, spacer, b], spacing: 10)

        // When the stack is 300 × 50
        place(stack, width: 300, height: 50)

        // Then the spacer stretches and every view fills the height
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(spacer.frame == CGRect(x: 60, y: 0, width: 190, height: 50))
        #expect(b.frame == CGRect(x: 260, y: 0, width: 40, height: 50))
    }

    @Test("fill: of two views with intrinsic sizes, the one that hugs less takes the extra room")
    func fillByHuggingPriority() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(50, 20), b = IntrinsicView(30, 20)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = stack([a, b], spacing: 10)

        place(stack, width: 200, height: 20)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 20))
        #expect(b.frame == CGRect(x: 170, y: 0, width: 30, height: 20))
    }

    @Test("fill, vertical: views keep their intrinsic heights; the view without one takes the extra room")
    func fillVertical() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 30), spacer = UIView(), b = IntrinsicView(20, 40)
        let stack = stack([a, spacer, b], .vertical, spacing: 5)

        place(stack, width: 100, height: 200)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(spacer.frame == CGRect(x: 0, y: 35, width: 100, height: 120))
        #expect(b.frame == CGRect(x: 0, y: 160, width: 100, height: 40))
    }

    @Test("fillEqually, horizontal: equal widths between the spacings, whatever the intrinsic widths")
    func fillEquallyHorizontal() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(10, 10), b = IntrinsicView(90, 10), c = UIView()
        let stack = stack([a, b, c], distribution: .fillEqually, spacing: 10)

        place(stack, width: 320, height: 30)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 30))
        #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 30))
    }

    @Test("fillEqually, vertical: equal heights between the spacings")
    func fillEquallyVertical() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 50)
        let stack = stack([a, b], .vertical, distribution: .fillEqually, spacing: 20)

        place(stack, width: 40, height: 120)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 50))
        #expect(b.frame == CGRect(x: 0, y: 70, width: 40, height: 50))
    }

    @Test("fillProportionally, horizontal: the room left after spacing is shared in proportion to intrinsic widths")
    func fillProportionallyHorizontal() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(60, 10)
        let stack = stack([a, b], distribution: .fillProportionally, spacing: 20)

        place(stack, width: 220, height: 10)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 150, height: 10))
    }

    @Test("fillProportionally, vertical: heights in proportion, following a changed intrinsic height")
    func fillProportionallyVertical() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(10, 10), b = IntrinsicView(10, 30)
        let stack = stack([a, b], .vertical, distribution: .fillProportionally)
        place(stack, width: 10, height: 200)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 50))

        a.size = CGSize(width: 10, height: 30)
        stack.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 100))
        #expect(b.frame == CGRect(x: 0, y: 100, width: 10, height: 100))
    }

    @Test("equalSpacing, horizontal: intrinsic widths, the free room split into equal spaces")
    func equalSpacingHorizontal() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(40, 10), b = IntrinsicView(20, 10), c = IntrinsicView(60, 10)
        let stack = stack([a, b, c], distribution: .equalSpacing, spacing: 4)

        place(stack, width: 200, height: 10)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(c.frame == CGRect(x: 140, y: 0, width: 60, height: 10))
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test("equalSpacing, vertical: intrinsic heights, equal spaces; sized by its content it keeps the minimum spacing")
    func equalSpacingVertical() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(10, 20), b = IntrinsicView(10, 30)
        let pinned = stack([a, b], .vertical, distribution: .equalSpacing, spacing: 4)
        place(pinned, width: 10, height: 100)
        #expect(b.frame == CGRect(x: 0, y: 70, width: 10, height: 30))

        let c = IntrinsicView(10, 20), d = IntrinsicView(10, 30)
        let hugging = stack([c, d], .vertical, distribution: .equalSpacing, spacing: 4)
        place(hugging)

        #expect(d.frame == CGRect(x: 0, y: 24, width: 10, height: 30))
        #expect(hugging.frame == CGRect(x: 10, y: 20, width: 10, height: 54))
    }

    @Test("equalCentering, horizontal: equal distances between the views' centers")
    func equalCenteringHorizontal() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(40, 10), b = IntrinsicView(20, 10), c = IntrinsicView(60, 10)
        let stack = stack([a, b, c], distribution: .equalCentering)

        place(stack, width: 200, height: 10)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 85, y: 0, width: 20, height: 10))
        #expect(c.frame == CGRect(x: 140, y: 0, width: 60, height: 10))
    }

    @Test("equalCentering, vertical: equal distances between the views' centers")
    func equalCenteringVertical() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(10, 20), b = IntrinsicView(10, 40), c = IntrinsicView(10, 20)
        let stack = stack([a, b, c], .vertical, distribution: .equalCentering)

        place(stack, width: 10, height: 200)

        #expect(a.frame.midY == 10)
        #expect(b.frame == CGRect(x: 0, y: 80, width: 10, height: 40))
        #expect(c.frame.midY == 190)
    }
}

@MainActor
struct StackViewAlignmentTests {
    /// Two views 30 and 60 high in a horizontal stack 100 high.
    func horizontal(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 30), b = IntrinsicView(20, 60)
        place(stack([a, b], alignment: alignment), width: 40, height: 100)
        return (a, b)
    }

    /// Two views 30 and 60 wide in a vertical stack 100 wide.
    func vertical(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(30, 20), b = IntrinsicView(60, 20)
        place(stack([a, b], .vertical, alignment: alignment), width: 100, height: 40)
        return (a, b)
    }

    @Test("Horizontal fill alignment stretches every view to the stack's height")
    func horizontalFill() {
        let (a, b) = horizontal(.fill)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 100))
        #expect(b.frame == CGRect(x: 20, y: 0, width: 20, height: 100))
    }

    @Test("Horizontal top, center and bottom alignments keep intrinsic heights against the top, middle or bottom")
    func horizontalEdges() {
        let (topA, topB) = horizontal(.top)
        #expect(topA.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(topB.frame == CGRect(x: 20, y: 0, width: 20, height: 60))

        let (centerA, centerB) = horizontal(.center)
        #expect(centerA.frame == CGRect(x: 0, y: 35, width: 20, height: 30))
        #expect(centerB.frame == CGRect(x: 20, y: 20, width: 20, height: 60))

        let (bottomA, bottomB) = horizontal(.bottom)
        #expect(bottomA.frame == CGRect(x: 0, y: 70, width: 20, height: 30))
        #expect(bottomB.frame == CGRect(x: 20, y: 40, width: 20, height: 60))
    }

    @Test("Vertical fill, leading, center and trailing alignments place the views across the width")
    func verticalAlignments() {
        let (fillA, _) = vertical(.fill)
        #expect(fillA.frame == CGRect(x: 0, y: 0, width: 100, height: 20))

        let (leadingA, leadingB) = vertical(.leading)
        #expect(leadingA.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(leadingB.frame == CGRect(x: 0, y: 20, width: 60, height: 20))

        let (centerA, centerB) = vertical(.center)
        #expect(centerA.frame == CGRect(x: 35, y: 0, width: 30, height: 20))
        #expect(centerB.frame == CGRect(x: 20, y: 20, width: 60, height: 20))

        let (trailingA, trailingB) = vertical(.trailing)
        #expect(trailingA.frame == CGRect(x: 70, y: 0, width: 30, height: 20))
        #expect(trailingB.frame == CGRect(x: 40, y: 20, width: 60, height: 20))
    }

    @Test("firstBaseline alignment lines up the labels' first baselines, the group against the top")
    func firstBaseline() {
        UIApplication.shared.resetForTesting()
        let small = UILabel(), large = UILabel()
        small.text = "Small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        let stack = stack([small, large], alignment: .firstBaseline, spacing: 8)

        place(stack, width: 300, height: 100)

        let smallBaseline = small.frame.minY + (small.firstBaselineOffsetFromTop ?? 0)
        let largeBaseline = large.frame.minY + (large.firstBaselineOffsetFromTop ?? 0)
        #expect(smallBaseline == largeBaseline)
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY > 0)
        #expect(small.frame.height == small.intrinsicContentSize.height)
    }

    @Test("lastBaseline alignment lines up the labels' last baselines, the group against the bottom")
    func lastBaseline() {
        UIApplication.shared.resetForTesting()
        let small = UILabel(), large = UILabel()
        small.text = "Small"; small.font = .systemFont(ofSize: 12)
        large.text = "Large"; large.font = .systemFont(ofSize: 30)
        let stack = stack([small, large], alignment: .lastBaseline)

        place(stack, width: 300, height: 100)

        let smallBaseline = small.frame.maxY - (small.lastBaselineOffsetFromBottom ?? 0)
        let largeBaseline = large.frame.maxY - (large.lastBaselineOffsetFromBottom ?? 0)
        #expect(smallBaseline == largeBaseline)
        #expect(large.frame.maxY == 100)
        #expect(small.frame.maxY < 100)
    }

    @Test("Baseline alignment uses the views' baseline anchors: a view without text has its first baseline at its top, its last at its bottom")
    func baselineOfPlainViews() {
        let (a, b) = horizontal(.firstBaseline)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(b.frame == CGRect(x: 20, y: 0, width: 20, height: 60))
        let (c, d) = horizontal(.lastBaseline)
        #expect(c.frame.maxY == d.frame.maxY, "last baselines: the bottoms line up")
        #expect(c.frame.size == CGSize(width: 20, height: 30) && d.frame.size == CGSize(width: 20, height: 60))
    }
}

@MainActor
struct StackViewArrangementTests {
    @Test("A hidden arranged view collapses to zero along the axis and its spacing drops out; shown, it comes back")
    func hiddenViewCollapses() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(30, 10), c = IntrinsicView(40, 10)
        let stack = stack([a, b, c], spacing: 10)
        place(stack)
        #expect(stack.frame.width == 110)

        b.isHidden = true
        stack.superview?.layoutIfNeeded()

        #expect(b.frame.width == 0)
        #expect(c.frame == CGRect(x: 30, y: 0, width: 40, height: 10))
        #expect(stack.frame.width == 70)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === b })

        b.isHidden = false
        stack.superview?.layoutIfNeeded()

        #expect(b.frame == CGRect(x: 30, y: 0, width: 30, height: 10))
        #expect(c.frame.minX == 70)
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("In a fixed-size fillEqually stack, the visible views share the room a hidden view leaves")
    func hiddenViewInFillEqually() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10), c = IntrinsicView(20, 10)
        let stack = stack([a, b, c], distribution: .fillEqually)
        b.isHidden = true

        place(stack, width: 90, height: 10)

        #expect(a.frame == CGRect(x: 0, y: 0, width: 45, height: 10))
        #expect(c.frame == CGRect(x: 45, y: 0, width: 45, height: 10))
    }

    @Test("Custom spacing after a view replaces the stack's spacing there, also across a hidden view after it")
    func customSpacing() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10), c = IntrinsicView(20, 10)
        let stack = stack([a, b, c], .vertical, spacing: 5)
        stack.setCustomSpacing(20, after: a)
        place(stack)

        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(b.frame.minY == 30)
        #expect(c.frame.minY == 45)

        b.isHidden = true
        stack.superview?.layoutIfNeeded()
        #expect(c.frame.minY == 30)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        stack.superview?.layoutIfNeeded()
        #expect(c.frame.minY == 15)
    }

    @Test("spacingUseSystem spaces the views by the system spacing")
    func systemSpacing() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10)
        place(stack([a, b], spacing: UIStackView.spacingUseSystem))
        #expect(b.frame.minX == 28)
    }

    @Test("Margin-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10)
        let stack = stack([a, b], distribution: .fillEqually, spacing: 10)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true

        place(stack, width: 200, height: 100)

        #expect(a.frame == CGRect(x: 10, y: 5, width: 80, height: 80))
        #expect(b.frame == CGRect(x: 100, y: 5, width: 80, height: 80))
    }

    @Test("A stack view sized by its content includes its margins when the arrangement is margin-relative")
    func marginsRelativeSizing() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10)
        let stack = stack([a])
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true

        place(stack)

        #expect(stack.frame.size == CGSize(width: 26, height: 14))
        #expect(a.frame == CGRect(x: 2, y: 1, width: 20, height: 10))
    }

    @Test("Baseline-relative arrangement spaces a vertical stack from one label's last baseline to the next one's first")
    func baselineRelative() {
        UIApplication.shared.resetForTesting()
        let title = UILabel(), body = UILabel()
        title.text = "Title"; title.font = .systemFont(ofSize: 24)
        body.text = "Body"; body.font = .systemFont(ofSize: 14)
        let stack = stack([title, body], .vertical, spacing: 30)
        stack.isBaselineRelativeArrangement = true

        place(stack)

        let titleBaseline = title.frame.maxY - (title.lastBaselineOffsetFromBottom ?? 0)
        let bodyBaseline = body.frame.minY + (body.firstBaselineOffsetFromTop ?? 0)
        #expect(bodyBaseline - titleBaseline == 30)
        #expect(body.frame.minY != title.frame.maxY + 30)
    }
}

@MainActor
struct StackViewSizingTests {
    @Test("A stack view pinned by its top-left edges sizes itself from its content; its intrinsic size stays unset")
    func sizesFromContent() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(50, 20), b = IntrinsicView(30, 40)
        let stack = stack([a, b], alignment: .center, spacing: 8)

        place(stack)

        #expect(stack.frame == CGRect(x: 10, y: 20, width: 88, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 58, y: 0, width: 30, height: 40))
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("A content-sized stack view follows its arranged views: a new intrinsic size, an insertion, a removal, a new axis")
    func followsChanges() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(50, 20), b = IntrinsicView(30, 20)
        let stack = stack([a, b])
        let root = place(stack)
        #expect(stack.frame.size == CGSize(width: 80, height: 20))

        a.size = CGSize(width: 70, height: 20)
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 100, height: 20))

        let c = IntrinsicView(10, 20)
        stack.insertArrangedSubview(c, at: 0)
        root.layoutIfNeeded()
        #expect(c.frame.minX == 0 && a.frame.minX == 10)
        #expect(!c.translatesAutoresizingMaskIntoConstraints)

        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 80, height: 20))

        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 70, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 20, width: 70, height: 20))
    }

    @Test("A horizontal stack nested in a vertical one: the inner sizes from its views, the outer from both rows")
    func nesting() {
        UIApplication.shared.resetForTesting()
        let title = IntrinsicView(100, 20)
        let a = IntrinsicView(30, 30), b = IntrinsicView(40, 30)
        let row = stack([a, b], spacing: 10)
        let column = stack([title, row], .vertical, alignment: .leading, spacing: 8)

        place(column)

        #expect(column.frame == CGRect(x: 10, y: 20, width: 100, height: 58))
        #expect(row.frame == CGRect(x: 0, y: 28, width: 80, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 40, height: 30))
    }

    @Test("After the constraint pass the stack view holds internal UISV constraints, and arranged views stop translating their masks")
    func internalConstraints() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10)
        let stack = stack([a, b], distribution: .fillEqually, alignment: .center, spacing: 4)
        stack.updateConstraintsIfNeeded()

        let identifiers = Set(stack.constraints.compactMap(\.identifier))

        #expect(stack.constraints.allSatisfy { $0.isInternal })
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment", "UISV-spanning-fit"]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.firstItem === b && $0.secondItem === a && $0.constant == 4 })
    }
}

@MainActor
struct StackViewRebuildTests {
    @Test("Leaving a spacing distribution removes its spacer guides; the views go back to the fill recipe")
    func spacerGuidesGo() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(20, 10)
        let stack = stack([a, b], distribution: .equalSpacing)
        let root = place(stack, width: 100, height: 10)
        #expect(b.frame.minX == 80)

        stack.distribution = .fillEqually
        root.layoutIfNeeded()

        #expect(stack.layoutGuides.allSatisfy { $0.identifier != "UISV-distributing" })
        #expect(b.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
    }

    @Test("A view moved to another superview leaves the arrangement and the stack's constraints")
    func movedAwayLeaves() {
        UIApplication.shared.resetForTesting()
        let a = IntrinsicView(20, 10), b = IntrinsicView(30, 10)
        let stack = stack([a, b])
        let root = place(stack)

        root.addSubview(b)
        root.layoutIfNeeded()

        #expect(stack.arrangedSubviews == [a])
        #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
        #expect(stack.frame.size == CGSize(width: 20, height: 10))
    }

    @Test("A stack view decoded from a xib arranges with constraints: its arranged views stop translating their masks")
    func fromXib() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="st1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a1"><rect key="frame" x="0.0" y="0.0" width="200" height="46"/></view>
                    <view contentMode="scaleToFill" id="a2"><rect key="frame" x="0.0" y="54" width="200" height="46"/></view>
                </subviews>
            </stackView>
            """
        let stack = try #require(try XibFixture.subviews(xml).first as? UIStackView)
        stack.distribution = .fillEqually

        stack.layoutIfNeeded()

        #expect(stack.arrangedSubviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 46), CGRect(x: 0, y: 54, width: 200, height: 46)])
    }
}
