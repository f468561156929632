import Foundation

/// Auto Layout's constraint: kept as data (items, attributes, relation, constant…), not solved.
/// HeadlessUIKit lays out with frames and autoresizing; nibs' constraints are there to inspect.
@MainActor
open class NSLayoutConstraint {
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
    open var firstItem: AnyObject?
    /// The first item's attribute.
    open var firstAttribute: Attribute = .notAnAttribute
    /// The relation.
    open var relation: Relation = .equal
    /// The second item, if any.
    open var secondItem: AnyObject?
    /// The second item's attribute.
    open var secondAttribute: Attribute = .notAnAttribute
    /// The multiplier.
    open var multiplier: CGFloat = 1
    /// The constant.
    open var constant: CGFloat = 0
    /// The priority (1000 = required).
    open var priority: Float = 1000
    /// An identifier for debugging.
    open var identifier: String?
    /// Whether the constraint is active (kept, not solved).
    open var isActive = true

    /// Makes an empty constraint.
    public init() {}

    /// UIKit's full initializer.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
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
        constant = nib.cgFloat("NSConstant") ?? 0
        priority = Float(nib.double("NSPriority") ?? 1000)
        identifier = nib.string("NSLayoutIdentifier")
        nib.afterCreation("NSFirstItem") { [weak self] in self?.firstItem = $0 as AnyObject? }
        nib.afterCreation("NSSecondItem") { [weak self] in self?.secondItem = $0 as AnyObject? }
    }
}

extension UIView {
    /// Adds a constraint to the ones this view holds.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }

    /// Adds constraints to the ones this view holds.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

    /// Removes a constraint this view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
}
