import Foundation
import Testing
@testable import HeadlessUIKit

/// Auto Layout in code: anchors, priorities, inequalities, activation, removal, constants.
@MainActor
struct AutoLayoutTests {
    /// A 400×300 root with one subview placed by constraints only.
    private func rootAndView() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return (root, view)
    }

    @Test("Anchors pinning a view's edges inside its superview give it that frame at the next layout (rules 75, 76)")
    func anchorsPinEdges() {
        let (root, view) = rootAndView()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(view.frame == .zero, "constraints wait for the layout pass")

        root.layoutIfNeeded()

        #expect(view.frame == CGRect(x: 20, y: 10, width: 360, height: 44))
    }

    @Test("Activating a constraint installs it on the items' nearest common ancestor")
    func activationHoldsOnCommonAncestor() {
        let (root, a) = rootAndView()
        let b = UIView()
        root.addSubview(b)
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        #expect(!constraint.isActive)

        constraint.isActive = true

        #expect(constraint.isActive)
        #expect(root.constraints.contains { $0 === constraint })
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
    }

    @Test("Changing a constant lays out again with the new value (rule 76: layoutIfNeeded sees the pending change)")
    func constantChangeRelayouts() {
        let (root, view) = rootAndView()
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10)

        left.constant = 70
        root.layoutIfNeeded()

        #expect(view.frame.minX == 70)
    }

    @Test("A higher optional priority beats any number of lower ones")
    func higherPriorityWinsOverManyLower() {
        let (root, view) = rootAndView()
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        let strong = view.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = .defaultHigh
        strong.isActive = true
        for _ in 0..<300 {
            let weak = view.widthAnchor.constraint(equalToConstant: 300)
            weak.priority = .defaultLow
            weak.isActive = true
        }

        root.layoutIfNeeded()

        #expect(view.frame.width == 100)
    }

    @Test("An inequality holds only while it has to: a maximum width switches on when the superview shrinks")
    func inequalitySwitchesOnAndOff() {
        let (root, view) = rootAndView()
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -100),
        ])
        let wish = view.widthAnchor.constraint(equalToConstant: 250)
        wish.priority = .defaultHigh
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 250)

        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)

        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(view.frame.width == 250)
    }

    @Test("Deactivating a constraint and activating it again restores its effect")
    func deactivateAndReactivate() {
        let (root, view) = rootAndView()
        let width = view.widthAnchor.constraint(equalToConstant: 120)
        let fallback = view.widthAnchor.constraint(equalToConstant: 40)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([width, fallback, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)

        NSLayoutConstraint.deactivate([width])
        root.layoutIfNeeded()
        #expect(!width.isActive)
        #expect(view.frame.width == 40)

        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
    }

    @Test("Removing a view from its superview deactivates every constraint that names it")
    func removalDeactivatesConstraints() {
        let (root, view) = rootAndView()
        let child = UIView()
        view.addSubview(child)
        let outer = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let inner = child.widthAnchor.constraint(equalTo: view.widthAnchor)
        NSLayoutConstraint.activate([outer, inner])

        view.removeFromSuperview()

        #expect(!outer.isActive, "held by the old superview, names the removed view")
        #expect(inner.isActive, "held inside the removed subtree, stays")
        #expect(!root.constraints.contains { $0 === outer })
    }

    @Test("Items with no common ancestor: activating stops with UIKit's message; the throwing variant throws it")
    func noCommonAncestorThrows() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)

        #expect {
            try constraint.activateOrThrow()
        } throws: { error in
            let exception = error as? UIKitException
            return exception?.name == "NSGenericException"
                && exception?.reason.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:") == true
                && exception?.reason.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true
        }
        #expect(!constraint.isActive)
    }

    @Test("Conflicting required constraints: UIKit's log names them, one is broken, the rest lay out")
    func conflictIsLoggedAndBroken() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let (root, view) = rootAndView()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, second, view.heightAnchor.constraint(equalToConstant: 30)])

        root.layoutIfNeeded()

        let log = recorder.diagnostics.joined(separator: "\n")
        #expect(log.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(log.contains("'too-wide' UIView:0x"))
        #expect(log.contains(".width == 100   (active)"))
        #expect(view.frame.size == CGSize(width: 100, height: 30))
    }

    @Test("A constant that breaks the required ones is broken and logged; a constant that fits again restores it")
    func conflictingConstantIsBrokenThenRestored() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let (root, view) = rootAndView()
        let maximum = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([maximum, width, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)

        width.constant = 200
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.contains { $0.contains("Unable to simultaneously satisfy constraints.") })
        #expect(view.frame.width <= 150)

        width.constant = 120
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
    }

    @Test("A constraint describes itself as UIKit does")
    func constraintDescription() {
        let (root, view) = rootAndView()
        let constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10)
        constraint.priority = UILayoutPriority(750)

        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.hasSuffix(".width == 0.5*UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(root).hashValue), radix: 16)).width - 10 @750>"))
        constraint.isActive = true
        #expect(constraint.description.hasSuffix("@750   (active)>"))
    }

    @Test("Dimensions: multipliers, centers and the distance between two anchors")
    func multipliersCentersAndOffsets() {
        let (root, view) = rootAndView()
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
            marker.topAnchor.constraint(equalTo: root.topAnchor),
            // The marker sits as far from the view's right edge as the view's left edge is from the root's.
            root.leftAnchor.anchorWithOffset(to: view.leftAnchor).constraint(equalTo: view.rightAnchor.anchorWithOffset(to: marker.leftAnchor)),
        ])

        root.layoutIfNeeded()

        #expect(view.frame == CGRect(x: 100, y: 125, width: 200, height: 50))
        #expect(marker.frame.minX == 400)
    }

    @Test("System spacing is 8 points per multiple")
    func systemSpacing() {
        let (root, view) = rootAndView()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
            view.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.origin == CGPoint(x: 16, y: 8))
    }

    @Test("Frames are rounded to the screen's pixels: three equal columns of 100 points at 3×")
    func framesRoundToPixels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let columns = (0..<3).map { _ in UIView() }
        for column in columns {
            column.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(column)
            NSLayoutConstraint.activate([column.topAnchor.constraint(equalTo: root.topAnchor), column.heightAnchor.constraint(equalToConstant: 10)])
        }
        NSLayoutConstraint.activate([
            columns[0].leftAnchor.constraint(equalTo: root.leftAnchor), columns[2].rightAnchor.constraint(equalTo: root.rightAnchor),
            columns[1].leftAnchor.constraint(equalTo: columns[0].rightAnchor), columns[2].leftAnchor.constraint(equalTo: columns[1].rightAnchor),
            columns[1].widthAnchor.constraint(equalTo: columns[0].widthAnchor), columns[2].widthAnchor.constraint(equalTo: columns[0].widthAnchor),
        ])

        root.layoutIfNeeded()

        for column in columns {
            #expect(abs((column.frame.minX * 3).rounded() - column.frame.minX * 3) < 1e-9)
            #expect(abs((column.frame.maxX * 3).rounded() - column.frame.maxX * 3) < 1e-9)
        }
        #expect(columns[2].frame.maxX == 100)
    }

    @Test("A view whose constraints fix only its position has an ambiguous layout; fixing its size ends that")
    func ambiguity() {
        let (root, view) = rootAndView()
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
        let width = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(root.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))

        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
    }

    @Test("exerciseAmbiguityInLayout logs UIKit's ambiguity diagnostic")
    func ambiguityDiagnostic() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let (root, view) = rootAndView()
        view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        root.layoutIfNeeded()

        view.exerciseAmbiguityInLayout()

        #expect(recorder.diagnostics.contains { $0.hasPrefix("[LayoutConstraints] View has an ambiguous layout.") })
    }

    @Test("constraintsAffectingLayout lists the active constraints that place a view on an axis")
    func constraintsAffectingLayout() {
        let (root, view) = rootAndView()
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([left, top])
        #expect(view.constraintsAffectingLayout(for: .horizontal).contains { $0 === left })
        #expect(!view.constraintsAffectingLayout(for: .horizontal).contains { $0 === top })
    }

    @Test("UILayoutPriority: UIKit's levels and arithmetic")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1) == UILayoutPriority(rawValue: 999))
        #expect(NSLayoutConstraint().priority == .required)
    }
}

/// Scroll views: constraints between a scroll view's edges and its content make the content size.
@MainActor
struct ScrollViewAutoLayoutTests {
    @Test("Content pinned to a scroll view's edges sets its contentSize; the content keeps its own height")
    func edgesToContentMakeContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        let content = UIView()
        for view in [scroll, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor), content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])

        root.layoutIfNeeded()

        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
    }

    @Test("contentLayoutGuide and frameLayoutGuide: content sized by the guide, a badge pinned to the frame")
    func contentAndFrameGuides() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let content = UIView(), badge = UIView()
        for view in [content, badge] { view.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(view) }
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 500), content.heightAnchor.constraint(equalToConstant: 900),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])

        scroll.layoutIfNeeded()

        #expect(scroll.contentSize == CGSize(width: 500, height: 900))
        #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
    }
}
