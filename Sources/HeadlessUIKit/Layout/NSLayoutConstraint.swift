import Foundation

/// Auto Layout's constraint: `first.attribute <relation> multiplier × second.attribute + constant`.
///
/// An active constraint is held by the nearest common ancestor of its items and solved by that
/// hierarchy's layout engine (docs/auto-layout.md). Changing `constant` lays out again.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// A layout axis, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// An attribute of an item, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// No attribute (a constant width or height).
        case notAnAttribute = 0
        /// Left edge.
        case left = 1
        /// Right edge.
        case right
        /// Top edge.
        case top
        /// Bottom edge.
        case bottom
        /// Leading edge.
        case leading
        /// Trailing edge.
        case trailing
        /// Width.
        case width
        /// Height.
        case height
        /// Horizontal center.
        case centerX
        /// Vertical center.
        case centerY
        /// Last baseline.
        case lastBaseline
        /// First baseline.
        case firstBaseline
        /// Left margin.
        case leftMargin
        /// Right margin.
        case rightMargin
        /// Top margin.
        case topMargin
        /// Bottom margin.
        case bottomMargin
        /// Leading margin.
        case leadingMargin
        /// Trailing margin.
        case trailingMargin
        /// Horizontal center within the margins.
        case centerXWithinMargins
        /// Vertical center within the margins.
        case centerYWithinMargins
    }

    /// A relation, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// ≤
        case lessThanOrEqual = -1
        /// =
        case equal = 0
        /// ≥
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or layout guide).
    public internal(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public internal(set) var firstAttribute: Attribute = .notAnAttribute
    /// The relation.
    public internal(set) var relation: Relation = .equal
    /// The second item, if any.
    public internal(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public internal(set) var secondAttribute: Attribute = .notAnAttribute
    /// The multiplier.
    public internal(set) var multiplier: CGFloat = 1
    /// The constant. Changing it on an active constraint lays out again.
    open var constant: CGFloat = 0 {
        didSet { if constant != oldValue { holder?.layoutEngineIfCreated?.constraintConstantDidChange(self) } }
    }
    /// The priority. An active constraint cannot move between required and optional (UIKit raises).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive else { return }
            if (priority == .required) != (oldValue == .required) {
                UIKitException(name: "NSInternalInconsistencyException", reason:
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority) and the existing priority was \(oldValue).").raise()
            }
            holder?.layoutEngineIfCreated?.structureDidChange()
        }
    }
    /// An identifier, shown in UIKit's descriptions and conflict logs.
    open var identifier: String?
    /// Whether the constraint is archived with its view (nibs).
    open var shouldBeArchived = false

    /// The view that holds the constraint while it is active (the items' nearest common ancestor).
    weak var holder: UIView?
    /// The sides when an anchor is an offset between two anchors (`anchorWithOffset(to:)`).
    var firstOffset: (AnyObject, Attribute, AnyObject, Attribute)?
    var secondOffset: (AnyObject, Attribute, AnyObject, Attribute)?
    /// True for ibtool's placeholder constraints of a legacy layout guide: never held.
    var isPlaceholder = false
    /// True for the constraints HeadlessUIKit makes itself (autoresizing masks, stack views).
    var isInternal = false
    /// Set for a constraint IB added for the system spacing (`symbolic`): its constant is the standard space.
    var usesSystemSpacing = false

    /// Makes an empty constraint.
    public init() {}

    /// UIKit's full initializer: `view1.attr1 <relation> view2.attr2 × multiplier + c`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        firstItem = anyObject(view1)
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map(anyObject)
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Makes a constraint from a nib. Its items are set once every object of the nib exists (they
    /// can be the view that holds the constraint).
    public required init?(coder: NSCoder) {
        guard let nib = coder as? UINibDecoder else { return }
        firstAttribute = Attribute(rawValue: nib.int("NSFirstAttribute") ?? 0) ?? .notAnAttribute
        secondAttribute = Attribute(rawValue: nib.int("NSSecondAttribute") ?? 0) ?? .notAnAttribute
        relation = Relation(rawValue: nib.int("NSRelation") ?? 0) ?? .equal
        multiplier = nib.cgFloat("NSMultiplier") ?? 1
        constant = nib.cgFloat("NSConstantV2") ?? nib.cgFloat("NSConstant") ?? 0
        priority = UILayoutPriority(Float(nib.double("NSPriority") ?? 1000))
        identifier = nib.string("NSLayoutIdentifier")
        shouldBeArchived = nib.bool("NSShouldBeArchived") ?? false
        // IB's "Standard" spacing (symbolic="YES"): 8 points between siblings, 20 between a view's
        // edge and its superview's (the frames Xcode stores say so), decided once both items exist.
        if nib.has("NSSymbolicConstant") { usesSystemSpacing = true; constant = UIView.systemSpacing }
        // The items once every object exists (NibDeferredWork: by index, not a closure capturing the
        // constraint weakly, which would give each constraint a side table). After the second item, a
        // symbolic constant becomes the standard spacing between the two.
        nib.afterCreationConstraintItem("NSFirstItem", second: false)
        nib.afterCreationConstraintItem("NSSecondItem", second: true)
    }

    /// IB's standard space for this constraint's items: 20 from a superview's edge, else 8.
    var standardSpacing: CGFloat {
        let edges: Set<Attribute> = [.left, .right, .top, .bottom, .leading, .trailing]
        guard edges.contains(firstAttribute), edges.contains(secondAttribute),
              let first = firstItem as? UIView, let second = secondItem as? UIView,
              first.superview === second || second.superview === first else { return UIView.systemSpacing }
        return UIView.superviewEdgeSpacing
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it true installs it on the items'
    /// nearest common ancestor (stops with UIKit's message when they have none); false removes it.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { do { try activateOrThrow() } catch { error.raise() } } else { holder?.removeConstraint(self) }
        }
    }

    /// Activates the constraint, throwing UIKit's exception instead of stopping when its items
    /// have no common ancestor.
    public func activateOrThrow() throws(UIKitException) {
        guard holder == nil else { return }
        guard let first = LayoutItems.view(of: firstItem) else {
            if firstItem == nil { return }
            throw noCommonAncestor()
        }
        var owner = first
        for view in involvedViews.dropFirst() {
            guard let common = owner.nearestCommonAncestor(with: view) else { throw noCommonAncestor() }
            owner = common
        }
        owner.addConstraint(self)
    }

    /// Activates every constraint at once (cheaper than one by one: one layout request).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Activates every constraint, throwing UIKit's exception for the first whose items have no common ancestor.
    public static func activateOrThrow(_ constraints: [NSLayoutConstraint]) throws(UIKitException) {
        for constraint in constraints { try constraint.activateOrThrow() }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func noCommonAncestor() -> UIKitException {
        UIKitException(name: "NSGenericException", reason:
            "Unable to activate constraint with anchors \(LayoutItems.anchorDescription(firstItem, firstAttribute)) and \(LayoutItems.anchorDescription(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
    }

    // MARK: Anchors

    /// The first side as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The second side as an anchor, nil for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Description

    /// UIKit's `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    open var description: String {
        var text = "<NSLayoutConstraint:\(LayoutItems.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if priority != .required { text += " @\(priority)" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    /// `A.width == 2*B.width + 10`.
    var equationDescription: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let secondItem {
            right = (multiplier != 1 ? "\(LayoutItems.number(multiplier))*" : "") + LayoutItems.describe(secondItem, secondAttribute)
        }
        if right.isEmpty {
            right = LayoutItems.number(constant)
        } else if constant != 0 {
            right += constant < 0 ? " - \(LayoutItems.number(-constant))" : " + \(LayoutItems.number(constant))"
        }
        let left = firstItem.map { LayoutItems.describe($0, firstAttribute) } ?? "(null)"
        return "\(left) \(symbol) \(right)"
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name for the attribute in descriptions (`leading`, `centerXWithinMargins`).
    var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// Whether the attribute lies on the vertical axis.
    var isVertical: Bool {
        switch self {
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: return true
        default: return false
        }
    }
}

/// Helpers over constraint items, which are views or layout guides.
@MainActor
enum LayoutItems {
    /// The view an item lives in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// `UIView:0x7f….leading`, as UIKit prints an item and attribute.
    static func describe(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> String {
        "\(itemName(item)).\(attribute.name)"
    }

    /// `UILabel:0x7f…'Hello'` or `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    static func itemName(_ item: AnyObject) -> String {
        var name = "\(uikitTypeName(type(of: item))):\(address(item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { name += "'\(guide.identifier)'" }
        if let label = item as? UILabel, let text = label.text { name += "'\(text.prefix(20))'" }
        return name
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit describes an anchor.
    static func anchorDescription(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        guard let item else { return "(null)" }
        let kind: String
        switch attribute {
        case .width, .height: kind = "NSLayoutDimension"
        default: kind = attribute.isVertical ? "NSLayoutYAxisAnchor" : "NSLayoutXAxisAnchor"
        }
        return "<\(kind):\(address(item)) \"\(describe(item, attribute))\">"
    }

    /// `0x…` for an object.
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// A number as UIKit prints constants (`20`, `0.5`).
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
