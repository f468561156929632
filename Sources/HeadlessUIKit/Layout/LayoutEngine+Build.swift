import Foundation
import LayoutSolver

// Building the solver's system from the hierarchy: boxes, the root's size, autoresizing masks as
// constraints, content sizes, system guides, and each active NSLayoutConstraint as an expression.

extension LayoutEngine {
    /// A translating view's mask constraints (x, y, width, height) and their coefficients on the superview's size.
    struct MaskEntry {
        var ids: [ConstraintID]
        var coefficients: [Double]
    }

    /// A view's content-size constraints: per axis, `size >= intrinsic` (compression) and `size <= intrinsic` (hugging).
    struct ContentEntry {
        var ids: [ConstraintID]
        var size: CGSize
        var priorities: [Float]
    }

    /// A legacy layout guide's constraints and the length they were made with.
    struct LegacyGuideEntry {
        weak var view: _UILayoutGuide?
        var ids: [ConstraintID]
        var length: CGFloat
    }

    /// A system guide's constraints and the insets they were made with.
    struct GuideEntry {
        var ids: [ConstraintID]
        var insets: UIEdgeInsets
    }

    func rebuild() {
        solver = Solver()
        stamp = LayoutEngine.nextStamp()
        views = []; guides = []
        installed = [:]; installedByID = [:]; internals = [:]
        maskEntries = [:]; contentEntries = [:]; guideEntries = [:]; legacyGuides = [:]
        broken = []
        needsRebuild = false
        needsSolve = true

        // Which views and guides take part.
        var held: [NSLayoutConstraint] = []
        // A taking-part view or guide carries this build's stamp (its box comes below).
        let stamp = self.stamp
        root.layoutBoxStamp = stamp
        var takingGuides: [UILayoutGuide] = []
        func take(_ view: UIView) {
            var current: UIView? = view
            while let next = current, next.layoutBoxStamp != stamp {
                next.layoutBoxStamp = stamp
                current = next.superview
            }
        }
        func takeGuide(_ guide: UILayoutGuide) {
            guard let owner = guide.owningView, contains(owner) else { return }
            take(owner)
            if guide.layoutBoxStamp != stamp {
                guide.layoutBoxStamp = stamp
                takingGuides.append(guide)
            }
        }
        var order: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            view.layoutWalkStamp = stamp
            order.append(view)
            held += view.constraints
            if !view.translatesAutoresizingMaskIntoConstraints { take(view) }
            for guide in view.layoutGuideStorage where guide.systemKind == nil { takeGuide(guide) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        for constraint in held {
            for view in constraint.involvedViews where contains(view) { take(view) }
            for guide in constraint.involvedGuides { takeGuide(guide) }
        }

        // Boxes, parents first, each with what fixes it when nothing else does.
        for view in order where view.layoutBoxStamp == stamp {
            let box = makeBox()
            setBox(box, for: view)
            views.append(view)
            if view === root, let fitting {
                addFittingSize(box, fitting)
            } else if view === root {
                updateRootSize(box)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                updateMaskConstraints(of: view, box)
            } else if let guide = view as? _UILayoutGuide {
                updateLegacyGuideConstraints(of: guide, box)
            } else {
                updateContentSizeConstraints(of: view, box)
            }
        }
        for guide in takingGuides {
            setBox(makeBox(), for: guide)
            guides.append(guide)
            if guide.systemKind != nil { updateGuideConstraints(of: guide) }
        }
        for constraint in held { install(constraint) }
    }

    func makeBox() -> Box {
        Box(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(), h: solver.makeVariable())
    }

    // MARK: NSLayoutConstraint → solver

    func install(_ constraint: NSLayoutConstraint) {
        guard let expression = expression(for: constraint) else { return }
        let relation: Relation = constraint.relation == .equal ? .equal
            : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        do throws(SolverError) {
            let id = try solver.add(expression, relation, priority: min(1000, max(1, constraint.priority.rawValue)))
            installed[ObjectIdentifier(constraint)] = id
            installedByID[id] = constraint
        } catch {
            broken.insert(ObjectIdentifier(constraint))
            reportConflict(adding: constraint.description, conflicting: error.conflicting, breaking: constraint)
        }
    }

    /// `first − multiplier × second − constant`, in the items' nearest common ancestor's coordinates.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        let involved = constraint.involvedViews
        guard var common = involved.first else { return nil }
        for view in involved.dropFirst() {
            guard let next = common.nearestCommonAncestor(with: view) else { return nil }
            common = next
        }
        var expression = LinearExpression()
        if let offset = constraint.firstOffset {
            guard add(offset.2, offset.3, 1, in: common, to: &expression),
                  add(offset.0, offset.1, -1, in: common, to: &expression) else { return nil }
        } else {
            guard let first = constraint.firstItem, add(first, constraint.firstAttribute, 1, in: common, to: &expression) else { return nil }
        }
        let m = Double(constraint.multiplier)
        if let offset = constraint.secondOffset {
            guard add(offset.2, offset.3, -m, in: common, to: &expression),
                  add(offset.0, offset.1, m, in: common, to: &expression) else { return nil }
        } else if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard add(second, constraint.secondAttribute, -m, in: common, to: &expression) else { return nil }
        }
        expression.constant -= Double(constraint.constant)
        return expression
    }

    /// Adds `k × item.attribute` (in `common`'s coordinates) to an expression.
    func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ k: Double, in common: UIView,
             to expression: inout LinearExpression) -> Bool {
        var item = item
        var attribute = attribute
        if let view = item as? UIView, let base = attribute.withoutMargins {
            item = view.layoutMarginsGuide
            attribute = base
        } else if let scroll = item as? UIScrollView, scroll === common, attribute.isEdge {
            // UIKit: the edges of a scroll view, to its own content, are its content area's.
            item = scroll.contentLayoutGuide
        }
        guard let box = self.box(of: item) else { return false }
        let view = item as? UIView
        let isSelf = view === common
        func position(_ variable: Variable) {
            if !isSelf {
                expression.terms.append(Term(variable, k))
                addOffset(of: item, to: common, k, attribute.isVertical, &expression)
            }
        }
        switch attribute {
        case .left, .leading: position(box.x)
        case .right, .trailing:
            position(box.x); expression.terms.append(Term(box.w, k))
        case .centerX:
            position(box.x); expression.terms.append(Term(box.w, k / 2))
        case .width: expression.terms.append(Term(box.w, k))
        case .top: position(box.y)
        case .bottom:
            position(box.y); expression.terms.append(Term(box.h, k))
        case .centerY:
            position(box.y); expression.terms.append(Term(box.h, k / 2))
        case .height: expression.terms.append(Term(box.h, k))
        case .firstBaseline:
            // A view without text has its first baseline at its top, its last at its bottom (the
            // frames Xcode stores say so: two plain views aligned on first baselines share a top).
            position(box.y)
            if let offset = view?.firstBaselineOffsetFromTop { expression.constant += k * Double(offset) }
        case .lastBaseline:
            position(box.y); expression.terms.append(Term(box.h, k))
            if let offset = view?.lastBaselineOffsetFromBottom { expression.constant -= k * Double(offset) }
        default: return false
        }
        return true
    }

    /// Adds the origins between an item's coordinate parent and `common` (excluded).
    func addOffset(of item: AnyObject, to common: UIView, _ k: Double, _ vertical: Bool, _ expression: inout LinearExpression) {
        var current: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        while let view = current, view !== common, let box = self.box(of: view) {
            expression.terms.append(Term(vertical ? box.y : box.x, k))
            current = view.superview
        }
    }

    // MARK: Internal constraints

    func addInternal(_ expression: LinearExpression, _ relation: Relation = .equal, priority: Float = 1000, _ kind: Internal) -> ConstraintID? {
        do throws(SolverError) {
            let id = try solver.add(expression, relation, priority: priority)
            internals[id] = kind
            return id
        } catch {
            reportConflict(adding: describe(kind), conflicting: error.conflicting, breaking: nil)
            return nil
        }
    }

    func updateRootSize(_ box: Box) {
        let size = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.bounds.size)).size
        if let entry = maskEntries[ObjectIdentifier(root)] {
            try? solver.setConstant(entry.ids[2], to: -Double(size.width))
            try? solver.setConstant(entry.ids[3], to: -Double(size.height))
            return
        }
        let width = LinearExpression([Term(box.w)], constant: -Double(size.width))
        let height = LinearExpression([Term(box.h)], constant: -Double(size.height))
        var ids: [ConstraintID] = []
        if let id = addInternal(LinearExpression([Term(box.x)]), .equal, .root(root, .left)) { ids.append(id) }
        if let id = addInternal(LinearExpression([Term(box.y)]), .equal, .root(root, .top)) { ids.append(id) }
        if let id = addInternal(width, .equal, .root(root, .width)) { ids.append(id) }
        if let id = addInternal(height, .equal, .root(root, .height)) { ids.append(id) }
        if ids.count == 4 { maskEntries[ObjectIdentifier(root)] = MaskEntry(ids: ids, coefficients: []) }
    }

    /// Rule 79 as constraints: each flexible part takes its share of the superview's growth,
    /// in proportion to its size when the frame was set (linear in the superview's size).
    func updateMaskConstraints(of view: UIView, _ box: Box) {
        guard let superview = view.superview, let parent = self.box(of: superview) else { return }
        let frame = view.alignmentRect(forFrame: view.frame)
        let container = superview.bounds.size
        let mask = view.autoresizingMask
        func shares(_ lead: CGFloat, _ length: CGFloat, _ container: CGFloat, _ flexLead: Bool, _ flexLength: Bool, _ flexTrail: Bool) -> (Double, Double) {
            guard view.superview?.autoresizesSubviews ?? true else { return (0, 0) }
            let trail = container - lead - length
            let parts = [(flexLead, max(0, lead)), (flexLength, max(0, length)), (flexTrail, max(0, trail))].filter(\.0)
            guard !parts.isEmpty else { return (0, 0) }
            let total = parts.reduce(0) { $0 + $1.1 }
            func share(_ flexible: Bool, _ size: CGFloat) -> Double {
                guard flexible else { return 0 }
                return total > 0 ? Double(max(0, size) / total) : 1 / Double(parts.count)
            }
            return (share(flexLead, lead), share(flexLength, length))
        }
        let (kx, kw) = shares(frame.minX, frame.width, container.width, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (ky, kh) = shares(frame.minY, frame.height, container.height, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let coefficients = [kx, ky, kw, kh]
        let constants = [Double(frame.minX) - kx * Double(container.width), Double(frame.minY) - ky * Double(container.height),
                         Double(frame.width) - kw * Double(container.width), Double(frame.height) - kh * Double(container.height)]
        if let entry = maskEntries[ObjectIdentifier(view)], entry.coefficients == coefficients {
            for (id, constant) in zip(entry.ids, constants) { try? solver.setConstant(id, to: -constant) }
            return
        }
        if let entry = maskEntries.removeValue(forKey: ObjectIdentifier(view)) {
            for id in entry.ids { solver.remove(id); internals[id] = nil }
        }
        let code = view.maskCode
        let variables = [box.x, box.y, box.w, box.h], sizes = [parent.w, parent.h, parent.w, parent.h]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        var ids: [ConstraintID] = []
        for i in 0..<4 {
            var terms = [Term(variables[i])]
            if coefficients[i] != 0 { terms.append(Term(sizes[i], -coefficients[i])) }
            if let id = addInternal(LinearExpression(terms, constant: -constants[i]), .equal, .mask(view, attributes[i], code)) { ids.append(id) }
        }
        if ids.count == 4 { maskEntries[ObjectIdentifier(view)] = MaskEntry(ids: ids, coefficients: coefficients) }
    }

    /// `size >= intrinsic` at the compression resistance and `size <= intrinsic` at the hugging priority, per axis.
    func updateContentSizeConstraints(of view: UIView, _ box: Box) {
        let size = view.layoutIntrinsicContentSize
        let priorities = [view.contentCompressionResistancePriority(for: .horizontal), view.contentHuggingPriority(for: .horizontal),
                          view.contentCompressionResistancePriority(for: .vertical), view.contentHuggingPriority(for: .vertical)].map(\.rawValue)
        if let entry = contentEntries[ObjectIdentifier(view)] {
            if entry.size == size && entry.priorities == priorities { return }
            let sameShape = entry.priorities == priorities && (entry.size.width < 0) == (size.width < 0) && (entry.size.height < 0) == (size.height < 0)
            if sameShape {
                var index = 0
                for (value, axis) in [(size.width, 0), (size.height, 1)] where value >= 0 {
                    _ = axis
                    try? solver.setConstant(entry.ids[index], to: -Double(value))
                    try? solver.setConstant(entry.ids[index + 1], to: -Double(value))
                    index += 2
                }
                contentEntries[ObjectIdentifier(view)]?.size = size
                return
            }
            for id in entry.ids { solver.remove(id); internals[id] = nil }
            contentEntries[ObjectIdentifier(view)] = nil
        }
        var ids: [ConstraintID] = []
        for (value, variable, attribute, compression, hugging) in [
            (size.width, box.w, NSLayoutConstraint.Attribute.width, priorities[0], priorities[1]),
            (size.height, box.h, NSLayoutConstraint.Attribute.height, priorities[2], priorities[3]),
        ] where value >= 0 {
            let expression = LinearExpression([Term(variable)], constant: -Double(value))
            if let id = addInternal(expression, .greaterThanOrEqual, priority: max(1, compression), .contentSize(view, attribute, hugging: false, value: value)) { ids.append(id) }
            if let id = addInternal(expression, .lessThanOrEqual, priority: max(1, hugging), .contentSize(view, attribute, hugging: true, value: value)) { ids.append(id) }
        }
        contentEntries[ObjectIdentifier(view)] = ContentEntry(ids: ids, size: size, priorities: priorities)
    }

    /// A system guide is its owning view's bounds inset by the safe area, the margins, or the readable width.
    func updateGuideConstraints(of guide: UILayoutGuide) {
        guard let kind = guide.systemKind, let owner = guide.owningView, let box = self.box(of: guide),
              let ownerBox = self.box(of: owner) else { return }
        let insets = owner.systemGuideInsets(kind)
        if kind == .scrollContent {
            // Placed at the content's origin; its size is free (constraints make the content size).
            guard guideEntries[ObjectIdentifier(guide)] == nil else { return }
            let ids = [addInternal(LinearExpression([Term(box.x)]), .equal, .guide(guide, .left)),
                       addInternal(LinearExpression([Term(box.y)]), .equal, .guide(guide, .top))].compactMap { $0 }
            guideEntries[ObjectIdentifier(guide)] = GuideEntry(ids: ids, insets: .zero)
            return
        }
        if let entry = guideEntries[ObjectIdentifier(guide)] {
            guard entry.insets != insets else { return }
            try? solver.setConstant(entry.ids[0], to: -Double(insets.left))
            try? solver.setConstant(entry.ids[1], to: -Double(insets.top))
            try? solver.setConstant(entry.ids[2], to: Double(insets.left + insets.right))
            try? solver.setConstant(entry.ids[3], to: Double(insets.top + insets.bottom))
            guideEntries[ObjectIdentifier(guide)]?.insets = insets
            needsSolve = true
            return
        }
        let left = Double(insets.left), top = Double(insets.top)
        let horizontal = Double(insets.left + insets.right), vertical = Double(insets.top + insets.bottom)
        let expressions: [(LinearExpression, NSLayoutConstraint.Attribute)] = [
            (LinearExpression([Term(box.x)], constant: -left), .left),
            (LinearExpression([Term(box.y)], constant: -top), .top),
            (LinearExpression([Term(box.w), Term(ownerBox.w, -1)], constant: horizontal), .width),
            (LinearExpression([Term(box.h), Term(ownerBox.h, -1)], constant: vertical), .height),
        ]
        let ids = expressions.compactMap { addInternal($0.0, .equal, .guide(guide, $0.1)) }
        guideEntries[ObjectIdentifier(guide)] = GuideEntry(ids: ids, insets: insets)
    }

    /// Safe areas and margins follow the frames laid out last: their guides' constants are refreshed each pass.
    func refreshSystemGuides() {
        for guide in guides where guide.systemKind != nil { updateGuideConstraints(of: guide) }
        for (id, entry) in legacyGuides {
            guard let view = entry.view, entry.length != view.length else { continue }
            try? solver.setConstant(entry.ids[1], to: -Double(view.length))
            legacyGuides[id]?.length = view.length
            needsSolve = true
        }
    }

    /// A legacy top or bottom layout guide: at its superview's top (bottom), as tall as that edge's safe-area inset.
    func updateLegacyGuideConstraints(of guide: _UILayoutGuide, _ box: Box) {
        guard let superview = guide.superview, let parent = self.box(of: superview) else { return }
        let edge = guide.isBottom
            ? LinearExpression([Term(box.y), Term(box.h), Term(parent.h, -1)])
            : LinearExpression([Term(box.y)])
        let length = guide.length
        let ids = [addInternal(edge, .equal, .legacyGuide(guide, guide.isBottom ? .bottom : .top)),
                   addInternal(LinearExpression([Term(box.h)], constant: -Double(length)), .equal, .legacyGuide(guide, .height))].compactMap { $0 }
        if ids.count == 2 { legacyGuides[ObjectIdentifier(guide)] = LegacyGuideEntry(view: guide, ids: ids, length: length) }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is an edge (left, right, top, bottom, leading, trailing).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// The plain attribute of a margin attribute (`leadingMargin` → `leading`), nil for the others.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

extension NSLayoutConstraint {
    /// The views the constraint's items live in (a guide's owning view for a guide).
    var involvedViews: [UIView] {
        let first = LayoutItems.view(of: firstItem), second = LayoutItems.view(of: secondItem)
        var views: [UIView] = []
        views.reserveCapacity(2)
        if let first { views.append(first) }
        if let second, second !== first { views.append(second) }
        if firstOffset == nil && secondOffset == nil { return views }
        for offset in [firstOffset, secondOffset].compactMap({ $0 }) {
            for item in [offset.0, offset.2] {
                if let view = LayoutItems.view(of: item), !views.contains(where: { $0 === view }) { views.append(view) }
            }
        }
        return views
    }

    /// The guides the constraint names, including the margins guide behind a margin attribute.
    var involvedGuides: [UILayoutGuide] {
        var guides: [UILayoutGuide] = []
        if firstOffset == nil, secondOffset == nil, firstAttribute.withoutMargins == nil, secondAttribute.withoutMargins == nil,
           !(firstItem is UILayoutGuide), !(secondItem is UILayoutGuide), !(firstItem is UIScrollView), !(secondItem is UIScrollView) { return guides }
        for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] {
            if let guide = item as? UILayoutGuide { guides.append(guide) }
            if let view = item as? UIView, attribute.withoutMargins != nil { guides.append(view.layoutMarginsGuide) }
        }
        // A scroll view's edge constrained to its own content is its content area (see `add`).
        for (scroll, attribute, other) in [(firstItem as? UIScrollView, firstAttribute, secondItem), (secondItem as? UIScrollView, secondAttribute, firstItem)] {
            guard let scroll, attribute.isEdge, let view = LayoutItems.view(of: other), view !== scroll, view.isDescendant(of: scroll) else { continue }
            guides.append(scroll.contentLayoutGuide)
        }
        for offset in [firstOffset, secondOffset].compactMap({ $0 }) {
            for item in [offset.0, offset.2] { if let guide = item as? UILayoutGuide { guides.append(guide) } }
        }
        return guides
    }
}
