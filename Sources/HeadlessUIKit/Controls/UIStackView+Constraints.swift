import Foundation

// UIStackView's internal constraints: UIKit's `UISV-…` recipes, rebuilt whenever the
// arrangement changes. Every constraint is `isInternal`, held by the stack view, and names the
// arranged subviews, the stack view (or its layout margins guide: the "canvas") and, for the
// spacing distributions, the stack view's spacer guides.
extension UIStackView {
    /// Removes the stack view's internal constraints and makes them again for the arrangement now.
    func rebuildArrangementConstraints() {
        removeConstraints(arrangementConstraints)
        var recipe = StackViewRecipe(stack: self)
        recipe.build()
        arrangementConstraints = recipe.constraints
        addConstraints(arrangementConstraints)
    }

    /// `count` spacer guides (`UISV-distributing`), added to or removed from the stack view.
    func spacerGuides(_ count: Int) -> [UILayoutGuide] {
        while distributionGuides.count > count { removeLayoutGuide(distributionGuides.removeLast()) }
        while distributionGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            distributionGuides.append(guide)
        }
        return distributionGuides
    }
}

/// The attributes along the stack's axis and across it.
private struct StackAxes {
    typealias Attribute = NSLayoutConstraint.Attribute
    let leading: Attribute, trailing: Attribute, size: Attribute, center: Attribute
    let crossLeading: Attribute, crossTrailing: Attribute, crossSize: Attribute, crossCenter: Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}

/// One rebuild's constraints.
@MainActor
private struct StackViewRecipe {
    typealias Attribute = NSLayoutConstraint.Attribute
    typealias Relation = NSLayoutConstraint.Relation

    /// Above `fittingSizeLevel`, below every content priority: how the stack hugs its content.
    static let fitPriority = UILayoutPriority(51)
    /// Where a baseline-aligned group sits when the stack is taller than the group.
    static let placementPriority = UILayoutPriority(49)
    /// UIKit's `UISV-ambiguity-suppression`: a view without an intrinsic cross size spans the
    /// stack when nothing else decides (Xcode's stored frames: such a view in a top-aligned
    /// vertical stack is as wide as the stack).
    static let suppressionPriority = UILayoutPriority(25)

    let stack: UIStackView
    let axes: StackAxes
    /// The stack view, or its layout margins guide.
    let canvas: AnyObject
    let views: [UIView]
    let visible: [UIView]
    var constraints: [NSLayoutConstraint] = []

    init(stack: UIStackView) {
        self.stack = stack
        axes = StackAxes(stack.axis)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        views = stack.arrangedSubviews
        visible = views.filter { !$0.isHidden }
    }

    mutating func build() {
        if views.isEmpty { _ = stack.spacerGuides(0); return }
        alongTheAxis()
        hidden()
        distribute()
        align()
    }

    /// `first.a1 <relation> multiplier × second.a2 + constant`, internal and named.
    mutating func add(_ first: AnyObject, _ a1: Attribute, _ relation: Relation, _ second: AnyObject?,
                      _ a2: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required, _ identifier: String) {
        let constraint = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second,
                                            attribute: second == nil ? .notAnAttribute : a2, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraint.isInternal = true
        constraints.append(constraint)
    }

    /// `first.a1 == multiplier × second.a2 + constant`.
    mutating func equal(_ first: AnyObject, _ a1: Attribute, _ second: AnyObject, _ a2: Attribute, multiplier: CGFloat = 1,
                        constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) {
        add(first, a1, .equal, second, a2, multiplier: multiplier, constant: constant, priority: priority, identifier)
    }

    /// `item.size == 0`.
    mutating func zero(_ item: AnyObject, _ size: Attribute, priority: UILayoutPriority = .required, _ identifier: String) {
        add(item, size, .equal, nil, .notAnAttribute, priority: priority, identifier)
    }

    // MARK: Along the axis

    /// The first and last visible views meet the canvas; adjacent visible views are `spacing`
    /// apart (at least, for the spacing distributions), edge to edge or, for a vertical
    /// baseline-relative stack, last baseline to first baseline.
    mutating func alongTheAxis() {
        guard let first = visible.first, let last = visible.last else { return }
        equal(first, axes.leading, canvas, axes.leading, "UISV-canvas-connection")
        equal(last, axes.trailing, canvas, axes.trailing, "UISV-canvas-connection")
        let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(next, baselines ? .firstBaseline : axes.leading, spaced ? .greaterThanOrEqual : .equal,
                previous, baselines ? .lastBaseline : axes.trailing, constant: stack.gap(after: previous), "UISV-spacing")
        }
    }

    /// A hidden view has no size along the axis and sits right after the view before it.
    mutating func hidden() {
        var previous: UIView?
        for view in views {
            defer { previous = view }
            guard view.isHidden else { continue }
            zero(view, axes.size, "UISV-hiding")
            if let previous {
                equal(view, axes.leading, previous, axes.trailing, "UISV-hiding")
            } else {
                equal(view, axes.leading, canvas, axes.leading, "UISV-hiding")
            }
        }
    }

    // MARK: Distribution

    mutating func distribute() {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for view in visible.dropFirst() { equal(view, axes.size, first, axes.size, "UISV-fill-equally") }
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing, .equalCentering:
            spacers(centers: stack.distribution == .equalCentering)
            return
        }
        _ = stack.spacerGuides(0)
    }

    /// Each view's share of the room left after spacing is its intrinsic size over the total.
    mutating func fillProportionally() {
        guard visible.count > 1 else { return }
        let horizontal = stack.axis == .horizontal
        let naturals = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, horizontal ? size.width : size.height)
        }
        let total = naturals.reduce(0, +)
        let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.gap(after: $1.0) }
        for (view, natural) in zip(visible, naturals) {
            let share = total > 0 ? natural / total : 1 / CGFloat(visible.count)
            equal(view, axes.size, canvas, axes.size, multiplier: share, constant: -share * spacing,
                priority: UILayoutPriority(999), "UISV-fill-proportionally")
        }
    }

    /// A spacer guide between adjacent visible views (edge to edge, or center to center); the
    /// guides have equal sizes and shrink as far as the rest allows.
    mutating func spacers(centers: Bool) {
        let pairs = Array(zip(visible, visible.dropFirst()))
        let guides = stack.spacerGuides(pairs.count)
        for ((previous, next), guide) in zip(pairs, guides) {
            equal(guide, axes.leading, previous, centers ? axes.center : axes.trailing, "UISV-distributing-edge")
            equal(guide, axes.trailing, next, centers ? axes.center : axes.leading, "UISV-distributing-edge")
            zero(guide, axes.size, priority: StackViewRecipe.fitPriority, "UISV-spanning-fit")
            if guide !== guides[0] {
                equal(guide, axes.size, guides[0], axes.size, priority: centers ? UILayoutPriority(999) : .required, "UISV-distributing")
            }
        }
    }

    // MARK: Alignment

    mutating func align() {
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        if alignment == .fill { return fill() }

        // Each visible view inside the canvas, which hugs them.
        for view in visible {
            add(view, axes.crossLeading, .greaterThanOrEqual, canvas, axes.crossLeading, "UISV-canvas-connection")
            add(view, axes.crossTrailing, .lessThanOrEqual, canvas, axes.crossTrailing, "UISV-canvas-connection")
        }
        if !visible.isEmpty { zero(canvas, axes.crossSize, priority: StackViewRecipe.fitPriority, "UISV-spanning-fit") }
        let horizontal = stack.axis == .horizontal
        for view in views {
            let size = view.intrinsicContentSize
            if (horizontal ? size.height : size.width) == UIView.noIntrinsicMetric {
                equal(view, axes.crossSize, canvas, axes.crossSize, priority: StackViewRecipe.suppressionPriority, "UISV-ambiguity-suppression")
            }
        }

        switch alignment {
        case .leading: for view in views { equal(view, axes.crossLeading, canvas, axes.crossLeading, "UISV-alignment") }
        case .trailing: for view in views { equal(view, axes.crossTrailing, canvas, axes.crossTrailing, "UISV-alignment") }
        case .center: for view in views { equal(view, axes.crossCenter, canvas, axes.crossCenter, "UISV-alignment") }
        case .firstBaseline: baselines(.firstBaseline, edge: .top)
        case .lastBaseline: baselines(.lastBaseline, edge: .bottom)
        case .fill: break
        }
    }

    /// Every view's cross edges `==` the first visible view's, which meets the canvas.
    mutating func fill() {
        let reference = visible.first
        for view in views {
            if let reference, view !== reference {
                equal(view, axes.crossLeading, reference, axes.crossLeading, "UISV-alignment")
                equal(view, axes.crossTrailing, reference, axes.crossTrailing, "UISV-alignment")
            } else {
                equal(view, axes.crossLeading, canvas, axes.crossLeading, "UISV-canvas-connection")
                equal(view, axes.crossTrailing, canvas, axes.crossTrailing, "UISV-canvas-connection")
            }
        }
    }

    /// Baselines `==` the first visible view's; the group sits against the canvas's `edge`.
    mutating func baselines(_ baseline: Attribute, edge: Attribute) {
        let reference = visible.first
        for view in views {
            if let reference, view !== reference {
                equal(view, baseline, reference, baseline, "UISV-alignment")
            } else if reference == nil {
                equal(view, edge, canvas, edge, "UISV-alignment")
            }
        }
        for view in visible {
            equal(view, edge, canvas, edge, priority: StackViewRecipe.placementPriority, "UISV-canvas-connection")
        }
    }
}
