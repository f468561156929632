/// The kind of a connection element inside `<connections>`.
public enum IBConnectionKind: String, Sendable, Hashable, Codable {
    /// `<outlet property= destination=>`.
    case outlet
    /// `<outletCollection property= destination= collectionClass=>`.
    case outletCollection
    /// `<action selector= destination= eventType=>`.
    case action
    /// `<segue destination= kind=>`.
    case segue
}

/// The kinds of segue IB writes (`kind=`); unknown kinds stay readable through `IBConnection.segueKind`.
public enum IBSegueKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Container relationship (`relationship="rootViewController"`, `viewControllers`…).
    case relationship
    /// Show (push or equivalent).
    case show
    /// Deprecated push.
    case push
    /// Show detail.
    case showDetail
    /// Present modally.
    case presentation
    /// Deprecated modal.
    case modal
    /// Deprecated popover.
    case popover
    /// Popover presentation.
    case popoverPresentation
    /// Embed in a container view.
    case embed
    /// Unwind (`unwindAction=`).
    case unwind
    /// Deprecated replace (split view).
    case replace
    /// Custom (`customClass=`).
    case custom
    /// macOS sheet.
    case sheet
}

/// A connection: outlet, outlet collection, action or segue; its source is the object whose
/// `<connections>` holds it. Attribute-backed properties are decoded when read.
public struct IBConnection: Sendable {
    /// The connection's index in `IBDocument.connections`.
    public var index: Int
    /// Outlet, outlet collection, action or segue.
    public var kind: IBConnectionKind
    /// `id`.
    public var id: String? { element.value(.id) }
    /// The source object's index.
    public var source: Int
    /// `destination` id.
    public var destination: String? { element.value(.destination) }
    /// The destination object's index (nil when the destination is not an object, e.g. a constraint).
    public var destinationIndex: Int?
    /// The destination constraint's index in `IBDocument.constraints`, for outlets to constraints.
    public var destinationConstraint: Int?
    /// `property` (outlets, outlet collections).
    public var property: String? { element.value(.property) }
    /// `selector` (actions).
    public var selector: String? { element.value(.selector) }
    /// `eventType` (actions, e.g. `touchUpInside`).
    public var eventType: String? { element.value(.eventType) }
    /// `collectionClass` (outlet collections, e.g. `NSMutableArray`).
    public var collectionClass: String? { element.value(.collectionClass) }
    /// `appends` of an outlet collection (added to the collection of a parent scene).
    public var appends: Bool? { element.flag(.appends) }
    /// `kind` of a segue as written (nil when absent).
    public var segueKind: String? { kind == .segue ? element.value(.kind) : nil }
    /// `identifier` of a segue.
    public var identifier: String? { element.value(.identifier) }
    /// `relationship` of a relationship segue (`rootViewController`, `viewControllers`…).
    public var relationship: String? { element.value(.relationship) }
    /// `customClass` of a segue.
    public var customClass: String? { element.value(.customClass) }
    /// `customModule` of a segue.
    public var customModule: String? { element.value(.customModule) }
    /// `customModuleProvider` of a segue.
    public var customModuleProvider: String? { element.value(.customModuleProvider) }
    /// `unwindAction` of an unwind segue.
    public var unwindAction: String? { element.value(.unwindAction) }
    /// `modalPresentationStyle` of a segue.
    public var modalPresentationStyle: String? { element.value(.modalPresentationStyle) }
    /// `modalTransitionStyle` of a segue.
    public var modalTransitionStyle: String? { element.value(.modalTransitionStyle) }
    /// `animates` of a segue.
    public var animates: Bool? { element.flag(.animates) }
    /// `trigger` of a segue (e.g. `accessoryAction`).
    public var trigger: String? { element.value(.trigger) }
    /// Attributes the model does not understand (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.connectionKeys(kind)) }
    /// The generic element.
    public var element: IBElement
    /// Where the connection element is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, kind: IBConnectionKind, source: Int, element: IBElement) {
        self.index = index
        self.kind = kind
        self.source = source
        self.element = element
    }

    /// The segue kind as an enum, nil for other connections or unknown kinds.
    public var segue: IBSegueKind? { segueKind.flatMap(IBSegueKind.init(rawValue:)) }
    /// `destinationCreationSelector` of a segue: the source controller's `@IBSegueAction` that makes the destination.
    public var destinationCreationSelector: String? { kind == .segue ? element[attribute: "destinationCreationSelector"] : nil }
}

/// A layout constraint (`<constraint firstItem= firstAttribute= relation= secondItem= …/>`).
public struct IBConstraint: Sendable {
    /// The constraint's index in `IBDocument.constraints`.
    public var index: Int
    /// `id`.
    public var id: String? { element.value(.id) }
    /// The owning view's object index (the view whose `<constraints>` holds it).
    public var owner: Int
    /// `firstItem` id as written; nil means the owning view.
    public var firstItem: String? { element.value(.firstItem) }
    /// False when a `default` variation excludes it (`<variation key="default"><mask key="constraints"><exclude reference=…>`):
    /// the constraint exists only under other size classes.
    public var isInstalled = true
    /// The first item's object index (the owner when `firstItem` is absent).
    public var firstItemIndex: Int?
    /// `firstAttribute` (`top`, `leading`, `width`…).
    public var firstAttribute: String? { element.value(.firstAttribute) }
    /// `relation` (`greaterThanOrEqual`, `lessThanOrEqual`); nil means equal.
    public var relation: String? { element.value(.relation) }
    /// `secondItem` id.
    public var secondItem: String? { element.value(.secondItem) }
    /// The second item's object index.
    public var secondItemIndex: Int?
    /// `secondAttribute`.
    public var secondAttribute: String? { element.value(.secondAttribute) }
    /// `multiplier` as written (may be a ratio such as `16:9`).
    public var multiplier: String? { element.value(.multiplier) }
    /// `constant` (0 when absent).
    public var constant: Double { element.number(.constant) ?? 0 }
    /// `priority` (nil means required, 1000).
    public var priority: Double? { element.number(.priority) }
    /// `symbolic`.
    public var symbolic: Bool? { element.flag(.symbolic) }
    /// `identifier`.
    public var identifier: String? { element.value(.identifier) }
    /// `placeholder="YES"`: a placeholder constraint, removed at build time.
    public var isRemovedAtBuildTime: Bool? { element.flag(.placeholder) }
    /// Attributes the model does not understand (computed on demand).
    public var unknownAttributes: [IBAttribute] { AttrKey.unknown(element, known: AttrKey.constraintKeys) }
    /// The generic element.
    public var element: IBElement
    /// Where the constraint element is. (computed on demand from the element).
    public var position: IBSourcePosition { element.position }

    init(index: Int, owner: Int, element: IBElement) {
        self.index = index
        self.owner = owner
        self.element = element
    }

    /// The multiplier as a number (`16:9` and `1/3` give the ratio, `0.25` itself; absent or unreadable gives 1).
    public var multiplierValue: Double {
        guard let m = multiplier?.trimmingCharacters(in: .whitespaces) else { return 1 }
        if let separator = m.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            let a = Double(m[..<separator].trimmingCharacters(in: .whitespaces))
            let b = Double(m[m.index(after: separator)...].trimmingCharacters(in: .whitespaces))
            if let a, let b, b != 0 { return a / b }
            return 1
        }
        return Double(m) ?? 1
    }
}
